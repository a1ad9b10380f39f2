package enrich_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"readapi/internal/enrich"
	"readapi/internal/vocab"
)

// fold is the search's folding as the tests need it: lower case and the
// pairs of the [fold] of mappings/language/shared.txt.
var fold = func() func(string) string {
	r := strings.NewReplacer("İ", "i", "ə", "e", "ı", "i", "i̇", "i", "ö", "o", "ü", "u", "ç", "c", "ş", "s", "ğ", "g", "ё", "е", "é", "e", "á", "a")
	return func(s string) string { return r.Replace(strings.ToLower(strings.ReplaceAll(s, "İ", "i"))) }
}()

// vocabularies reads the project's vocabulary files.
func vocabularies(t testing.TB) *vocab.Set {
	t.Helper()
	paths, err := filepath.Glob("../../mappings/vocabularies/*.txt")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no vocabulary files: %v", err)
	}
	var files [][]byte
	var vocabs []*vocab.Vocabulary
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		v, err := vocab.Parse(strings.TrimSuffix(filepath.Base(p), ".txt"), data)
		if err != nil {
			t.Fatal(err)
		}
		files, vocabs = append(files, data), append(vocabs, v)
	}
	set, err := vocab.NewSet(files, vocabs...)
	if err != nil {
		t.Fatal(err)
	}
	return set
}

func env(t testing.TB) enrich.Env { return enrich.Env{Vocab: vocabularies(t), Fold: fold} }

// row reads an event row as a snapshot line writes it.
func row(t *testing.T, line string) enrich.EventRow {
	t.Helper()
	var r enrich.EventRow
	if err := json.Unmarshal([]byte(line), &r); err != nil {
		t.Fatalf("%s: %v", line, err)
	}
	return r
}

func show(s *string) string {
	if s == nil {
		return "null"
	}
	return *s
}

func TestEventKind(t *testing.T) {
	e := env(t)
	for _, c := range []struct {
		row, want string
	}{
		{`{"name":"Aygün Kazımova","category":"concert"}`, "concert"},
		{`{"name":"Röya","category":"kontserty"}`, "concert"},
		{`{"name":"Hamlet","category":"spektakli"}`, "theatre"},
		{`{"name":"Qırmızı papaq","category":"teatr"}`, "theatre"},
		{`{"name":"Ревизор","category":"театр"}`, "theatre"},
		{`{"name":"X","category":"Театр / Спектакли"}`, "theatre"},
		{`{"name":"Zootopia 2","category":"movies"}`, "cinema"},
		// the name outranks the category: afisha files stand-up under concerts
		{`{"name":"Stand-up: Ramin Kərimli","category":"konsert"}`, "comedy"},
		{`{"name":"Barista master-klası","category":"sergi"}`, "workshop"},
		{`{"name":"Мастер-класс по фотографии","category":"vystavki"}`, "workshop"},
		// but not a screening's: a filmed ballet at the cinema is a film
		{`{"name":"Bolshoi Ballet: Swan Lake","category":"cinema"}`, "cinema"},
		// a category naming a venue or a festival says nothing
		{`{"name":"Brilliant Dadaşova","category":"yasil-teatr","venue":{"id":"yasil-teatr","name":"Yaşıl Teatr"}}`, "null"},
		{`{"name":"Röya konserti","category":"yasil-teatr","venue":{"id":"yasil-teatr","name":"Yaşıl Teatr"}}`, "concert"},
		{`{"name":"Emin","category":"baku-jazz-festival"}`, "concert"},
		{`{"name":"Sertab Erener","category":"gabala-music-festival"}`, "null"},
		{`{"name":"Novruz festivalı","category":"novruz"}`, "festival"},
		{`{"name":"Aqşin Fateh","category":"festival"}`, "festival"},
		// a kind word in a venue's name says nothing
		{`{"name":"Yeni il şousu","category":"new-year","description":"Azərbaycan Dövlət Akademik Opera və Balet Teatrında bayram axşamı.","venue":{"id":"x","name":"Opera və Balet Teatrı"}}`, "null"},
		{`{"name":"Tural Ali","category":null,"description":"Tural Ali — Yaşıl Teatr səhnəsində unudulmaz axşam."}`, "null"},
		{`{"name":"Jazz Night","category":null,"description":"Bakı Caz Mərkəzində"}`, "concert"},
		{`{"name":"Щелкунчик","category":"opera-balet"}`, "ballet"},
		{`{"name":"Leyli və Məcnun","category":"opera-balet"}`, "opera"},
		{`{"name":"X","category":"opera-balet"}`, "null"},
		// a theatre category yields to the opera or ballet the description says
		{`{"name":"Carmen","category":"theatre","description":"Georges Bizet's opera. Opera in three acts."}`, "opera"},
		{`{"name":"Sevil","category":"teatr","description":"Cəfər Cabbarlının pyesi əsasında opera."}`, "opera"},
		{`{"name":"Qaynana","category":"teatr","description":"Komediya, iki hissədə."}`, "theatre"},
		// a festival and another kind: the kind of the name's last word
		{`{"name":"Rostropovich Festival: Opening Concert","category":"rostropovich-fest"}`, "concert"},
		{`{"name":"«Bakı Səhnəsi» beynəlxalq teatr festivalı","category":"baki-sehnesi"}`, "festival"},
		{`{"name":"Opera Gala: konsert və balet"}`, "null"},
		// the description, last
		{`{"name":"Rüstəm Rüstəmov","description":"Stand-up şou: yeni proqram."}`, "comedy"},
		{`{"name":"Rüstəm Rüstəmov","description":"Konsert və sərgi."}`, "null"},
		{`{"name":"Muğam gecəsi"}`, "concert"},
		{`{"name":"Cırtdan","category":"usaqlar"}`, "null"},
		{`{"name":"Operator","category":null}`, "null"},
		{`{"name":"Sergey Rachmaninov"}`, "null"},
		{`{"name":"Neftçi – Qarabağ","category":"sport"}`, "sport"},
	} {
		got := enrich.Event(row(t, c.row), e)
		if show(got.Kind) != c.want {
			t.Errorf("%s: kind %s, want %s", c.row, show(got.Kind), c.want)
		}
	}
}

func TestEventPlace(t *testing.T) {
	e := env(t)
	for _, c := range []struct {
		row, want string
	}{
		{`{"name":"a","venue":{"id":"rus-dram-teatri","name":"Rus Dram Teatrı"}}`, "russian-drama-theatre"},
		{`{"name":"a","venue":{"id":"russkiy-dramaticheskiy-teatr","name":"Русский драматический театр"}}`, "russian-drama-theatre"},
		{`{"name":"a","venue":{"id":"samad-vurgun-adina-rus-dram-teatri","name":"Səməd Vurğun adına Rus Dram Teatrı"}}`, "russian-drama-theatre"},
		{`{"name":"a","venue":{"id":"baku-crystal-hall","name":"Baku Crystal Hall"}}`, "crystal-hall"},
		{`{"name":"a","venue":{"id":"kristal-kholl","name":"Кристал Холл"}}`, "crystal-hall"},
		{`{"name":"a","venue":{"id":"baki-kristal-zali","name":"BAKI KRİSTAL ZALI"}}`, "crystal-hall"},
		{`{"name":"a","venue":{"id":"x","name":"Heydər Əliyev Sarayı, böyük zal"}}`, "heydar-aliyev-palace"},
		{`{"name":"a","venue":{"id":"x","name":"Дворец Гейдара Алиева"}}`, "heydar-aliyev-palace"},
		{`{"name":"a","venue":{"id":"x","name":"Heydər Əliyev Mərkəzi"}}`, "heydar-aliyev-center"},
		{`{"name":"a","venue":{"id":"x","name":"Park Cinema Flame Towers"}}`, "park-cinema-flame-towers"},
		{`{"name":"a","venue":{"id":"x","name":"Gəncə Dövlət Filarmoniyası"}}`, "ganja-philharmonic"},
		{`{"name":"a","venue":{"id":"x","name":"Filarmoniya"}}`, "philharmonic"},
		{`{"name":"a","venue":{"id":"yasil-teatr","name":"Somewhere"}}`, "green-theatre"},
		// unknown: the venue's id, else null
		{`{"name":"a","venue":{"id":"cafe-mozart","name":"Cafe Mozart"}}`, "cafe-mozart"},
		{`{"name":"a","venue":{"id":null,"name":"Cafe Mozart"}}`, "null"},
		{`{"name":"a","venue":{"id":"park-cinema","name":"Park Cinema"}}`, "park-cinema"},
		{`{"name":"a","venue":null}`, "null"},
	} {
		got := enrich.Event(row(t, c.row), e)
		if show(got.Place) != c.want {
			t.Errorf("%s: place %s, want %s", c.row, show(got.Place), c.want)
		}
	}
}

func TestEventGenresLanguagesAudienceAge(t *testing.T) {
	e := env(t)
	for _, c := range []struct {
		row               string
		genres, languages []string
		audience, age     string
	}{
		{`{"name":"Caz gecəsi","age_limit":"16+"}`, []string{"jazz"}, nil, "null", "16"},
		{`{"name":"Simfonik konsert: Mozart","age_limit":"0+"}`, []string{"classical"}, nil, "null", "0"},
		{`{"name":"Muğam və caz","category":"konsert"}`, []string{"jazz", "mugham"}, nil, "null", "null"},
		{`{"name":"Klassik muğam gecəsi","category":"konsert"}`, []string{"mugham"}, nil, "null", "null"},
		{`{"name":"Вечер классического мугама","category":"concert"}`, []string{"mugham"}, nil, "null", "null"},
		{`{"name":"Şelkunçik","category":"balet","description":"Tchaikovsky's ballet"}`, nil, nil, "null", "null"},
		{`{"name":"Bakı Caz Festivalı","age_limit":"18+"}`, []string{"jazz"}, nil, "adults", "18"},
		{`{"name":"Moana 2","category":"cinema","sessions":[{"language":"az"},{"language":"ru"},{"language":null},{"language":"RU"}]}`, nil, []string{"az", "ru"}, "null", "null"},
		{`{"name":"Гамлет (на русском языке)","category":"teatr"}`, nil, []string{"ru"}, "null", "null"},
		{`{"name":"Stand-up in English","category":"stand-up"}`, nil, []string{"en"}, "null", "null"},
		{`{"name":"Hamlet","description":"Tamaşa rus dilində göstərilir."}`, nil, []string{"ru"}, "null", "null"},
		{`{"name":"Русский балет","venue":{"id":"x","name":"Русский драматический театр"}}`, nil, nil, "null", "null"},
		{`{"name":"Cırtdan","category":"usaqlar","age_limit":"6+"}`, nil, nil, "children", "6"},
		{`{"name":"Золушка","category":"detyam"}`, nil, nil, "children", "null"},
		{`{"name":"Qırmızı papaq","description":"Uşaqlar üçün musiqili tamaşa"}`, nil, nil, "children", "null"},
		{`{"name":"Kukla tamaşası: Buratino"}`, nil, nil, "children", "null"},
		{`{"name":"Uşaq xorunun konserti"}`, nil, nil, "null", "null"},
		{`{"name":"Comedy Club (18+)","age_limit":null}`, nil, nil, "adults", "18"},
		{`{"name":"Nağıllar","category":"usaqlar","age_limit":"18+"}`, nil, nil, "children", "18"},
		{`{"name":"Nağıllar","description":"Uşaqlar üçün deyil, yalnız böyüklər üçün.","age_limit":"18+"}`, nil, nil, "adults", "18"},
		{`{"name":"X","age_limit":"от 12 лет"}`, nil, nil, "null", "12"},
		{`{"name":"X","age_limit":"unknown"}`, nil, nil, "null", "null"},
		{`{"name":"X","age_limit":"99+"}`, nil, nil, "null", "null"},
		{`{"name":"Ёлки 12","category":"cinema","age_limit":"6+"}`, nil, nil, "null", "6"},
	} {
		got := enrich.Event(row(t, c.row), e)
		age := "null"
		if got.MinAge != nil {
			age = strconv.Itoa(*got.MinAge)
		}
		if !slices.Equal(got.Genres, orEmpty(c.genres)) || !slices.Equal(got.Languages, orEmpty(c.languages)) ||
			show(got.Audience) != c.audience || age != c.age {
			t.Errorf("%s: genres %v languages %v audience %s min_age %s; want %v %v %s %s", c.row,
				got.Genres, got.Languages, show(got.Audience), age, c.genres, c.languages, c.audience, c.age)
		}
	}
}

func orEmpty(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

// The derived object marshals to exactly its six keys, lists as [] and
// unknowns as null; without vocabularies nothing is derived.
func TestEventDerivedShape(t *testing.T) {
	got, err := json.Marshal(enrich.Event(enrich.EventRow{Name: "x"}, env(t)))
	if err != nil {
		t.Fatal(err)
	}
	want := `{"kind":null,"genres":[],"place":null,"languages":[],"audience":null,"min_age":null}`
	if string(got) != want {
		t.Errorf("%s, want %s", got, want)
	}
	empty, _ := json.Marshal(enrich.Event(row(t, `{"name":"Konsert","age_limit":"18+"}`), enrich.Env{}))
	if string(empty) != want {
		t.Errorf("without vocabularies %s", empty)
	}
}

// A word names one term of its vocabulary: read the same after folding, it
// could not tell two apart.
func TestEventWordsNameOneTerm(t *testing.T) {
	set := vocabularies(t)
	for _, name := range []string{"kind", "genre", "place", "audience", "language"} {
		owner := map[string]string{}
		for _, term := range set.Get(name).Terms {
			for _, w := range append(term.Labels.All(), term.Words...) {
				key := strings.Join(strings.FieldsFunc(fold(w), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }), " ")
				if other, ok := owner[key]; ok && other != term.ID {
					t.Errorf("%s: %q names both %s and %s", name, w, other, term.ID)
				}
				owner[key] = term.ID
			}
		}
	}
}

// Odd rows derive without a panic and say nothing they do not say.
func TestEventOddRows(t *testing.T) {
	e := env(t)
	for _, line := range []string{
		`{"name":""}`,
		`{"name":"—","category":"","description":"...","age_limit":"+"}`,
		`{"name":"x","venue":{"id":"","name":""},"sessions":[{"language":""},{"language":"xx"}]}`,
		`{"name":"a-b-c d_e","category":"---","age_limit":" 6 + "}`,
		`{"name":"` + strings.Repeat("konsert ", 2000) + `"}`,
		`{"name":"İİİ ııı ӘӘ \u0301"}`,
	} {
		d := enrich.Event(row(t, line), e)
		if d.Place != nil || len(d.Languages) != 0 || d.Audience != nil {
			t.Errorf("%.60s: %+v", line, d)
		}
	}
}
