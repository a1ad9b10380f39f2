package search_test

import (
	"net/url"
	"slices"
	"testing"

	"readapi"
)

// placeJob is a job posting that names its place only in location or city.
func placeJob(id, title, description, location, city string) map[string]any {
	row := jobRow(id, title, description)
	if location != "" {
		row["location"] = location
	}
	if city != "" {
		row["city"] = city
	}
	return row
}

func TestPlaceWordsMatchLocationAndCity(t *testing.T) {
	e := loadText(t, "jobs",
		placeJob("loc", "Mühasib", "Hesabat.", "Bakı ş.", ""),
		placeJob("city", "Mühasib", "Hesabat.", "", "Bakı"),
		placeJob("en", "Mühasib", "Hesabat.", "Baku, Azerbaijan", ""),
		placeJob("other", "Mühasib", "Hesabat.", "Gəncə", "Gəncə"),
		placeJob("none", "Mühasib", "Hesabat.", "", ""),
		placeJob("body", "Mühasib", "Ofis Bakıdadır, Bakı mərkəzi.", "", ""),
		placeJob("driver", "Sürücü", "Yük.", "Sumqayıt", "Sumqayıt"),
	)
	for _, c := range []struct {
		q    string
		want []string
	}{
		{"Bakıda mühasib", []string{"loc", "city", "en", "body"}},
		{"mühasib Baku", []string{"loc", "city", "en", "body"}},
		// Through the place synonyms, in the place field and the body.
		{"бухгалтер Баку", []string{"loc", "city", "en", "body"}},
		{"Sumqayıtda sürücü", []string{"driver"}},
		{"mühasib -Bakı", []string{"other", "none"}},
	} {
		if got := e.ids(readapi.Jobs, "q="+url.QueryEscape(c.q)); !sameSet(got, c.want) {
			t.Errorf("q=%s selects %v, want %v", c.q, got, c.want)
		}
	}
	// The place fields rank below every other: the posting that names the
	// place in its body comes first.
	if got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape("Bakı mühasib")); len(got) == 0 || got[0] != "body" {
		t.Errorf("order=relevance&q=Bakı mühasib: %v, want body first", got)
	}
	// A place field is never highlighted, and never shown.
	_, hits := e.page(readapi.Jobs, "highlight=true&q=Bakı")
	for _, h := range hits {
		if _, ok := h.Highlight["place"]; ok || (h.ID != "body" && len(h.Highlight) > 0) {
			t.Errorf("q=Bakı highlights %s: %v", h.ID, h.Highlight)
		}
	}
	if got := e.ids(readapi.Jobs, "q=Bakı"); !slices.Contains(got, "city") {
		t.Errorf("q=Bakı: %v lacks the posting with city Bakı", got)
	}
}

// A place word says where the job is, not what it is: a posting of another
// occupation whose title names the city ranks below every posting whose
// occupation's word matched in the title, wherever they name the city.
func TestPlaceWordsWeighLessThanTheOccupation(t *testing.T) {
	e := loadText(t, "jobs",
		placeJob("logist", "Logistika üzrə mütəxəssis (Sumqayıt)", "Sürücü ilə iş, yük daşıma.", "", ""),
		placeJob("driver-ru", "Водитель-дальнобойщик", "Грузоперевозки.", "Сумгаит", ""),
		placeJob("driver-az", "Sürücü", "Yük.", "", "Sumqayıt"),
	)
	for _, q := range []string{"Sumqayıtda sürücü", "sürücü Sumqayıt", "водитель в Сумгаите"} {
		got := e.ids(readapi.Jobs, "order=relevance&q="+url.QueryEscape(q))
		if len(got) != 3 || got[2] != "logist" {
			t.Errorf("order=relevance&q=%s: %v, want both drivers above logist", q, got)
		}
	}
}

// A Baku rayon is a place word too, matched in the posting's district
// (the normalised name) as in its location: a Russian location that names
// it as an adjective ("Ясамальский р-н") is found by its district.
func TestDistrictWordsMatchTheDistrict(t *testing.T) {
	yasamalRu := placeJob("ru", "Парикмахер", "Стрижки.", "Баку, Ясамальский р-н", "Bakı")
	yasamalRu["district"] = "Yasamal"
	nasimi := placeJob("other", "Bərbər", "Saç.", "Bakı, Nəsimi r.", "Bakı")
	nasimi["district"] = "Nəsimi"
	e := loadText(t, "jobs",
		yasamalRu, nasimi,
		placeJob("az", "Bərbər", "Saç.", "Bakı, Yasamal", "Bakı"),
	)
	for _, q := range []string{"bərbər Yasamal", "bərbər Yasamalda", "парикмахер Ясамал"} {
		if got := e.ids(readapi.Jobs, "q="+url.QueryEscape(q)); !sameSet(got, []string{"ru", "az"}) {
			t.Errorf("q=%s selects %v, want ru and az", q, got)
		}
	}
}
