package gendata

import (
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode"
)

// Event is one line of events.ndjson: the spec's Event resource. sessions
// is left out on sources that publish no per-showing inventory.
type Event struct {
	ID               string    `json:"id"`
	Source           string    `json:"source"`
	Slug             *string   `json:"slug"`
	Name             string    `json:"name"`
	Category         *string   `json:"category"`
	Venue            *Venue    `json:"venue"`
	StartsAt         *string   `json:"starts_at"`
	EndsAt           *string   `json:"ends_at"`
	Price            *Price    `json:"price"`
	AgeLimit         *string   `json:"age_limit"`
	TicketsAvailable *int      `json:"tickets_available"`
	Description      *string   `json:"description"`
	URL              *string   `json:"url"`
	ExternalURL      *string   `json:"external_url"`
	PosterURL        *string   `json:"poster_url"`
	Sessions         []Session `json:"sessions,omitempty"`
	IngestedAt       string    `json:"ingested_at"`
}

// Venue is an event's venue; the same id always carries the same object.
type Venue struct {
	ID      *string  `json:"id"`
	Name    string   `json:"name"`
	Address *string  `json:"address"`
	Lat     *float64 `json:"lat"`
	Lng     *float64 `json:"lng"`
}

// Price is a range across ticket tiers.
type Price struct {
	Min      float64 `json:"min"`
	Max      float64 `json:"max"`
	Currency string  `json:"currency"`
}

// Session is one showing with its own inventory.
type Session struct {
	ID               string  `json:"id"`
	StartsAt         *string `json:"starts_at"`
	EndsAt           *string `json:"ends_at"`
	SellEndsAt       *string `json:"sell_ends_at"`
	Price            *Price  `json:"price"`
	TicketsAvailable *int    `json:"tickets_available"`
	Language         *string `json:"language"`
	ObservedAt       *string `json:"observed_at"`
}

// eventSource is a scraper of events. Only some publish per-showing
// inventory (sessions).
type eventSource struct {
	stem, host string
	weight     float64
	sessions   bool
	cinemas    string // venue kind of its cinemas; empty for non-cinema sources
	idBase     int
}

var eventSources = []eventSource{
	{"iticket", "iticket.az", 45, true, "", 901},
	{"parkcinema", "parkcinema.az", 20, true, "parkcinema", 40001},
	{"cinemaplus", "cinemaplus.az", 15, false, "cinemaplus", 7001},
	{"afisha", "afisha.az", 20, false, "", 150001},
}

// venueSeed is a venue as sources publish it; coordinates are zero where no
// source geocodes it. ru and en are its Russian and English names, which
// some sources publish instead (a venue id of its own: the slug of the
// name), empty where no source does.
type venueSeed struct {
	name, address string
	lat, lng      float64
	kind          string
	ru, en        string
}

var venueSeeds = []venueSeed{
	{"Heydər Əliyev Sarayı", "Bülbül prospekti 35, Bakı", 40.3777, 49.8415, "hall", "Дворец Гейдара Алиева", "Heydar Aliyev Palace"},
	{"Heydər Əliyev Mərkəzi", "Heydər Əliyev prospekti 1, Bakı", 40.3959, 49.8678, "hall", "Центр Гейдара Алиева", "Heydar Aliyev Center"},
	{"Bakı Kristal Zalı", "Milli Bayraq Meydanı, Bakı", 40.3443, 49.8499, "hall", "Кристал Холл", "Baku Crystal Hall"},
	{"Azərbaycan Dövlət Filarmoniyası", "İstiqlaliyyət küçəsi 2, Bakı", 40.3660, 49.8335, "hall", "Филармония им. Муслима Магомаева", "Azerbaijan State Philharmonic Hall"},
	{"Muğam Mərkəzi", "Dənizkənarı Milli Park, Bakı", 40.3635, 49.8355, "hall", "Международный центр мугама", "International Mugham Center"},
	{"Bakı Konqres Mərkəzi", "Heydər Əliyev prospekti 1A, Bakı", 40.3985, 49.8720, "hall", "Бакинский конгресс-центр", "Baku Congress Center"},
	{"Milli Gimnastika Arenası", "Heydər Əliyev prospekti 26, Bakı", 40.4105, 49.9080, "stadium", "Национальная арена гимнастики", "National Gymnastics Arena"},
	{"Bakı Olimpiya Stadionu", "Heydər Əliyev prospekti 323, Bakı", 40.4300, 49.9197, "stadium", "Бакинский олимпийский стадион", "Baku Olympic Stadium"},
	{"Tofiq Bəhramov adına Respublika Stadionu", "Tbilisi prospekti 2, Bakı", 40.3982, 49.8505, "stadium", "Республиканский стадион им. Тофика Бахрамова", "Tofiq Bahramov Republican Stadium"},
	{"Azərbaycan Dövlət Akademik Opera və Balet Teatrı", "Nizami küçəsi 95, Bakı", 40.3722, 49.8420, "theatre", "Театр оперы и балета им. М. Ф. Ахундова", "Azerbaijan State Academic Opera and Ballet Theatre"},
	{"Akademik Milli Dram Teatrı", "Füzuli meydanı 1, Bakı", 40.3760, 49.8440, "theatre", "Академический национальный драматический театр", "National Drama Theatre"},
	{"Rəşid Behbudov adına Dövlət Mahnı Teatrı", "Rəşid Behbudov küçəsi 12, Bakı", 40.3750, 49.8390, "theatre", "Театр песни им. Рашида Бейбутова", "Rashid Behbudov State Song Theatre"},
	{"Səməd Vurğun adına Rus Dram Teatrı", "Xaqani küçəsi 7, Bakı", 40.3735, 49.8460, "theatre", "Русский драматический театр", "Russian Drama Theatre"},
	{"Gənc Tamaşaçılar Teatrı", "Niyazi küçəsi 7, Bakı", 40.3660, 49.8310, "theatre", "Театр юного зрителя", "Young Spectators Theatre"},
	{"Dövlət Kukla Teatrı", "Neftçilər prospekti 36, Bakı", 40.3670, 49.8380, "theatre", "Театр кукол им. Абдуллы Шаига", "State Puppet Theatre"},
	{"Yaşıl Teatr", "", 40.3590, 49.8250, "theatre", "Зелёный театр", "Green Theatre"},
	{"Bakı Caz Mərkəzi", "Rəşid Behbudov küçəsi 19, Bakı", 0, 0, "club", "Бакинский джаз-центр", "Baku Jazz Center"},
	{"Absheron Event Hall", "", 0, 0, "club", "", ""},
	{"YARAT Müasir İncəsənət Mərkəzi", "Neftçilər prospekti, Bayıl, Bakı", 40.3550, 49.8290, "museum", "Центр современного искусства YARAT", "YARAT Contemporary Art Space"},
	{"Azərbaycan Milli İncəsənət Muzeyi", "Niyazi küçəsi 9/11, Bakı", 40.3665, 49.8320, "museum", "Национальный музей искусств Азербайджана", "National Art Museum of Azerbaijan"},
	{"Azərbaycan Milli Xalça Muzeyi", "Mikayıl Hüseynov prospekti 28, Bakı", 40.3605, 49.8340, "museum", "Национальный музей ковра", "Azerbaijan National Carpet Museum"},
	{"Muzey Mərkəzi", "Neftçilər prospekti 5, Bakı", 40.3625, 49.8330, "museum", "Музейный центр", "Museum Center"},
	{"Park Cinema Flame Towers", "Mehdi Hüseyn küçəsi 1A, Bakı", 40.3595, 49.8265, "parkcinema", "", ""},
	{"Park Cinema Metro Park", "Zərifə Əliyeva küçəsi 2, Bakı", 40.3790, 49.8555, "parkcinema", "", ""},
	{"Park Cinema Deniz Mall", "Neftçilər prospekti 4, Bakı", 40.3601, 49.8422, "parkcinema", "", ""},
	{"Park Cinema Gəncə", "Atatürk prospekti, Gəncə", 40.6828, 46.3606, "parkcinema", "", ""},
	{"CinemaPlus 28 Mall", "Azadlıq prospekti 15A, Bakı", 40.3795, 49.8480, "cinemaplus", "", ""},
	{"CinemaPlus Gənclik Mall", "Fətəli Xan Xoyski küçəsi 14, Bakı", 40.4005, 49.8515, "cinemaplus", "", ""},
	{"CinemaPlus Amburan", "Bilgəh qəsəbəsi, Bakı", 0, 0, "cinemaplus", "", ""},
	{"CinemaPlus Azərbaycan kinoteatrı", "Neftçilər prospekti 121, Bakı", 40.3702, 49.8401, "cinemaplus", "", ""},
	{"Nizami Kino Mərkəzi", "Nizami küçəsi 1, Bakı", 40.3740, 49.8490, "cinema", "Киноцентр «Низами»", "Nizami Cinema Center"},
}

// film is a film as cinemas list it; every cinema uses the same slug.
type film struct {
	title   string
	minutes int
	age     string
}

var films = []film{
	{"Avatar: Fire and Ash", 190, "12+"}, {"Zootopia 2", 108, "0+"}, {"Wicked: For Good", 137, "6+"},
	{"Now You See Me: Now You Don't", 112, "12+"}, {"The Running Man", 133, "16+"}, {"Predator: Badlands", 107, "16+"},
	{"Five Nights at Freddy's 2", 104, "16+"}, {"Nabat", 100, "12+"}, {"Bəxt üzüyü", 85, "0+"},
	{"Ölülər", 95, "12+"}, {"Dəli Kür", 110, "12+"}, {"Ёлки 12", 98, "6+"}, {"Чебурашка 2", 110, "0+"},
	{"Буратино", 114, "6+"}, {"Kolonya Cumhuriyeti", 105, "12+"}, {"Moana 2", 100, "0+"},
	{"The Housemaid", 131, "18+"}, {"Tron: Ares", 119, "12+"}, {"Anaconda", 99, "16+"}, {"Nuremberg", 148, "16+"},
}

var (
	performers = []string{"Aygün Kazımova", "Röya", "Brilliant Dadaşova", "Miri Yusif", "Emin", "Sevda Ələkbərzadə",
		"Azerin", "Alim Qasımov", "Dilarə Kazımova", "Okean Elzy", "Би-2", "Max Barskih", "Jah Khalib", "Tural Ali",
		"Nazpəri Dostəliyeva", "Üzeyir Hacıbəyli adına Dövlət Simfonik Orkestri", "Aqşin Fateh", "Zeynəb Həsənova",
		"Мот", "Sertab Erener", "Hadise", "Manizha", "Bakı Caz Orkestri", "Zulfiyya Khanbabayeva"}
	concertForms = []string{"%s — solo konsert", "%s konserti", "%s: Live in Baku", "Концерт: %s", "%s", "%s. Большой концерт"}
	// plays are the plays, operas and ballets the theatres stage, each
	// as the sources write it in Latin and in Cyrillic letters: one source
	// publishes "Hamlet", another "Гамлет".
	plays = [][2]string{{"Hamlet", "Гамлет"}, {"Leyli və Məcnun", "Лейли и Меджнун"}, {"Arşın mal alan", "Аршин мал алан"},
		{"O olmasın, bu olsun", "Не та, так эта"}, {"Romeo və Cülyetta", "Ромео и Джульетта"}, {"Qız qalası", "Девичья башня"},
		{"Yeddi gözəl", "Семь красавиц"}, {"Şelkunçik", "Щелкунчик"}, {"Revizor", "Ревизор"}, {"Vaqif", "Вагиф"},
		{"Dəli yığıncağı", "Собрание сумасшедших"}, {"Otello", "Отелло"}, {"Koroğlu", "Кёроглу"}, {"Məşədi İbad", "Мешади Ибад"},
		{"Albalı bağı", "Вишнёвый сад"}}
	kidsShows = [][2]string{{"Cırtdan", "Чыртдан"}, {"Məlikməmməd", "Меликмамед"}, {"Qırmızı papaq", "Красная Шапочка"},
		{"Cik-cik xanım", "Чик-чик ханум"}, {"Zoluşka", "Золушка"}, {"Buratino", "Буратино"}}
	exhibitions = []string{"Müasir Azərbaycan rəssamlığı", "Xalça sənəti: ənənə və müasirlik", "Səttar Bəhlulzadə: mənzərələr",
		"Baku Photo Week", "İlya Repin: qrafika", "Tahir Salahov: portretlər", "Digital Art Baku", "Таир Салахов. Портреты",
		"Выставка: Старый Баку в фотографиях", "Contemporary Azerbaijani painting"}
	comedians    = []string{"Rüstəm Rüstəmov", "Comedy Club Baku", "Stand-up Bakı: açıq mikrofon", "Ramin Kərimli"}
	standUpForms = []string{"Stand-up: %s", "Стендап: %s", "%s — stand-up"}
	matches      = []string{"Neftçi – Qarabağ", "Sabah – Zirə", "Azərbaycan – Ukrayna", "Bakı Marafonu", "Turan Tovuz – Neftçi"}
	masterclass  = []string{"Barista master-klası", "Xalçaçılıq üzrə master-klass", "Fotoqrafiya master-klası", "Mastering Go in a weekend",
		"Мастер-класс по фотографии", "Pottery master class"}
	// seasonal are the New Year and Novruz events, in the three languages.
	seasonal = []struct{ name, season string }{{"Yeni il konserti", "new-year"}, {"Новогодний концерт", "new-year"},
		{"New Year concert", "new-year"}, {"Şaxta baba və Qar qız", "new-year"}, {"Дед Мороз и Снегурочка", "new-year"},
		{"Yeni il şənliyi uşaqlar üçün", "new-year"}, {"Novruz bayramı konserti", "novruz"}, {"Novruz festivalı", "novruz"},
		{"Фестиваль Новруз", "novruz"}, {"Novruz holiday fair", "novruz"}}
	festivals    = []string{"baku-jazz-festival", "gabala-music-festival", "novruz-fest"}
	afishaCats   = []string{"konsert", "teatr", "sergi", "usaqlar", "festival", "opera-balet"}
	ageLimits    = []string{"0+", "6+", "12+", "16+", "18+"}
	languages    = []string{"az", "ru", "en", "tr"}
	showingTimes = []int{11*60 + 0, 13*60 + 30, 16*60 + 0, 18*60 + 30, 21*60 + 0, 23*60 + 15}
)

// Kinds of event on a general ticketing source.
const (
	eventConcert = iota
	eventTheatre
	eventKids
	eventStandUp
	eventExhibition
	eventSport
	eventMasterclass
	eventFestival
	eventAtVenue
	eventSeasonal
)

var eventKinds = newWeighted([]float64{35, 20, 10, 8, 5, 7, 5, 5, 5, 6})

var eventCategories = map[int]string{eventConcert: "concert", eventTheatre: "theatre", eventKids: "kids",
	eventStandUp: "stand-up", eventExhibition: "exhibition", eventSport: "sport", eventMasterclass: "masterclass"}

var afishaCategoryOf = map[int]string{eventConcert: "konsert", eventTheatre: "teatr", eventKids: "usaqlar",
	eventExhibition: "sergi", eventFestival: "festival", eventAtVenue: "konsert", eventStandUp: "konsert",
	eventSport: "festival", eventMasterclass: "sergi"}

// afishaRussianCategoryOf are afisha's slugs for the events it names in
// Russian: Russian words in Latin letters.
var afishaRussianCategoryOf = map[int]string{eventConcert: "kontserty", eventTheatre: "spektakli", eventKids: "detyam",
	eventExhibition: "vystavki", eventFestival: "festivali", eventAtVenue: "kontserty", eventStandUp: "stendap",
	eventSport: "sport", eventMasterclass: "master-klassy"}

var eventKindVenues = map[int][]string{eventConcert: {"hall", "club"}, eventTheatre: {"theatre"},
	eventKids: {"theatre", "hall"}, eventStandUp: {"club", "hall"}, eventExhibition: {"museum"},
	eventSport: {"stadium"}, eventMasterclass: {"club", "museum"}, eventFestival: {"hall", "stadium", "club"},
	eventAtVenue: {"hall"}, eventSeasonal: {"hall", "theatre"}}

// The names a source publishes a venue under.
const (
	venueAZ = iota
	venueRU
	venueEN
)

// newVenues builds the shared venue objects under one of their names (an
// empty Venue where the seed has no such name): the id is the slugified
// name.
func newVenues(language int) []Venue {
	out := make([]Venue, len(venueSeeds))
	for i, v := range venueSeeds {
		name := [...]string{venueAZ: v.name, venueRU: v.ru, venueEN: v.en}[language]
		if name == "" {
			continue
		}
		out[i] = Venue{ID: ptr(slugify(name)), Name: name}
		if v.address != "" {
			out[i].Address = ptr(v.address)
		}
		if v.lat != 0 {
			out[i].Lat, out[i].Lng = ptr(v.lat), ptr(v.lng)
		}
	}
	return out
}

// WriteEvents writes n event rows.
func (g *Generator) WriteEvents(w io.Writer, n int) error {
	s := g.sink(w, "events")
	r := stream(g.seed, "events")
	run := g.newEventRun(r)
	for range n {
		e := g.nextEvent(r, run)
		if err := s.write(&e); err != nil {
			return err
		}
	}
	return s.done()
}

// eventRun is what the rows of one WriteEvents share: the venues (by kind
// of venue), each source's last scrape, rows and session numbers.
type eventRun struct {
	venues     [3][]Venue // by venueAZ, venueRU, venueEN
	byKind     map[string][]int
	pickSource weighted
	scrapes    []time.Time
	counts     []int
	sessionIDs []int
}

func (g *Generator) newEventRun(r *rand.Rand) *eventRun {
	run := &eventRun{venues: [3][]Venue{newVenues(venueAZ), newVenues(venueRU), newVenues(venueEN)}, byKind: map[string][]int{}}
	for i, v := range venueSeeds {
		run.byKind[v.kind] = append(run.byKind[v.kind], i)
	}
	weights := make([]float64, len(eventSources))
	run.scrapes = make([]time.Time, len(eventSources))
	for i, es := range eventSources {
		weights[i] = es.weight
		run.scrapes[i] = g.now.Add(-time.Duration(between(r, 30, 600)) * time.Minute)
	}
	run.pickSource = newWeighted(weights)
	run.counts = make([]int, len(eventSources))
	run.sessionIDs = make([]int, len(eventSources))
	for i := range run.sessionIDs {
		run.sessionIDs[i] = between(r, 100_000, 900_000)
	}
	return run
}

// nextEvent draws the following row: what it is, when, for how much,
// described how and where its page is.
func (g *Generator) nextEvent(r *rand.Rand, run *eventRun) Event {
	si := run.pickSource.pick(r)
	es := &eventSources[si]
	seq := run.counts[si]
	run.counts[si]++
	e := Event{ID: es.stem + ":" + strconv.Itoa(es.idBase+seq), Source: es.stem}
	day := bakuMidnight(g.now).AddDate(0, 0, -30+int(150*math.Pow(r.Float64(), 1.4)))
	kind, minutes, venue := eventWhat(r, run, es, &e, seq)

	start := day.Add(time.Duration(eventStartMinutes(r, kind, es.cinemas != "")) * time.Minute)
	e.StartsAt = ptr(instant(start))
	ingested := lastScrapeBefore(run.scrapes[si], start)
	switch {
	case kind == eventExhibition && es.cinemas == "":
		closes := day.AddDate(0, 0, between(r, 30, 90)).Add(19 * time.Hour)
		e.EndsAt = ptr(instant(closes))
		ingested = lastScrapeBefore(run.scrapes[si], closes)
	case chance(r, 0.6):
		e.EndsAt = ptr(instant(start.Add(time.Duration(minutes) * time.Minute)))
	}
	e.IngestedAt = instant(ingested)

	g.eventPrice(r, es, &e, &run.sessionIDs[si], start, minutes, ingested)
	if kind == eventTheatre && es.cinemas == "" {
		for i := range e.Sessions {
			e.Sessions[i].Language = ptr(playLanguage(e.Name))
		}
	}
	if chance(r, 0.8) {
		e.Description = ptr(eventDescription(r, &e, venue, es.cinemas != "", eventNote(es, kind, e.Name, seq)))
	}
	eventURLs(r, es, &e, seq)
	return e
}

// eventWhat draws what the event is (a film on a cinema's source, another
// kind elsewhere), its name, venue, category and slug.
func eventWhat(r *rand.Rand, run *eventRun, es *eventSource, e *Event, seq int) (kind, minutes int, venue *Venue) {
	var venueKinds []string
	if es.cinemas != "" {
		f := pick(r, films)
		e.Name, minutes = f.title, f.minutes
		e.Slug = ptr(slugify(f.title))
		e.Category = ptr(map[string]string{"parkcinema": "cinema", "cinemaplus": "movies"}[es.stem])
		e.AgeLimit = ptr(f.age)
		venueKinds = []string{es.cinemas}
	} else {
		kind = eventKinds.pick(r)
		e.Name, minutes = eventName(r, kind), between(r, 90, 180)
		venueKinds = eventKindVenues[kind]
		if chance(r, 0.7) {
			e.AgeLimit = ptr(pick(r, ageLimits))
		}
	}
	if es.stem != "afisha" || chance(r, 0.9) {
		candidates := run.byKind[pick(r, venueKinds)]
		venue = run.venueAs(pick(r, candidates), venueLanguage(es, e.Name, seq))
		e.Venue = venue
	}
	if es.cinemas == "" {
		e.Category = ptr(eventCategory(r, es, kind, e.Name, venue))
		if es.stem == "iticket" || chance(r, 0.7) {
			e.Slug = ptr(slugify(e.Name))
		}
	}
	return kind, minutes, venue
}

// venueLanguage is the name a source writes an event's venue under: afisha
// writes the Russian name beside an event it names in Russian, iticket the
// English name on one event in four.
func venueLanguage(es *eventSource, name string, seq int) int {
	switch {
	case es.stem == "afisha" && inCyrillic(name):
		return venueRU
	case es.stem == "iticket" && seq%4 == 1:
		return venueEN
	}
	return venueAZ
}

// venueAs is venue i under the name of language, or its Azerbaijani name
// where it has none.
func (run *eventRun) venueAs(i, language int) *Venue {
	if run.venues[language][i].ID == nil {
		language = venueAZ
	}
	return &run.venues[language][i]
}

func inCyrillic(s string) bool {
	return strings.ContainsFunc(s, func(c rune) bool { return unicode.Is(unicode.Cyrillic, c) })
}

// eventPrice draws the showings (on sources that publish them) and the
// price range.
func (g *Generator) eventPrice(r *rand.Rand, es *eventSource, e *Event, sessionID *int, start time.Time, minutes int, ingested time.Time) {
	switch {
	case es.sessions:
		e.Sessions = g.sessions(r, es, sessionID, start, minutes, ingested)
		total, low, high := 0, e.Sessions[0].Price.Min, e.Sessions[0].Price.Max
		for _, sess := range e.Sessions {
			total += *sess.TicketsAvailable
			low, high = min(low, sess.Price.Min), max(high, sess.Price.Max)
		}
		e.TicketsAvailable = &total
		e.Price = &Price{Min: low, Max: high, Currency: "AZN"}
	case es.cinemas != "":
		e.Price = &Price{Min: float64(between(r, 6, 8)), Max: float64(between(r, 10, 14)), Currency: "AZN"}
	case chance(r, 0.4):
		low := float64(5 * between(r, 2, 12))
		e.Price = &Price{Min: low, Max: low + float64(5*between(r, 0, 30)), Currency: "AZN"}
	}
}

// eventURLs writes the event's page on its source, an external page where
// the source links one, and the poster.
func eventURLs(r *rand.Rand, es *eventSource, e *Event, seq int) {
	slug := slugify(e.Name)
	switch es.stem {
	case "iticket":
		e.URL = ptr("https://iticket.az/events/" + *e.Category + "/" + slug)
		if chance(r, 0.1) {
			e.ExternalURL = ptr("https://" + slug + ".az")
		}
	case "parkcinema":
		e.URL = ptr(fmt.Sprintf("https://parkcinema.az/az/movie/%d-%s", es.idBase+seq, slug))
	case "cinemaplus":
		e.URL = ptr("https://cinemaplus.az/az/movie/" + slug + "/")
	default:
		e.URL = ptr(fmt.Sprintf("https://afisha.az/az/events/%d-%s", es.idBase+seq, slug))
		if chance(r, 0.5) {
			e.ExternalURL = ptr("https://iticket.az/events/" + slug)
		}
	}
	if chance(r, 0.9) {
		e.PosterURL = ptr(fmt.Sprintf("https://%s/storage/posters/%016x.jpg", es.host, r.Uint64()))
	}
}

// sessions draws the showings of an event starting at start: one to three
// nights of a show, or several showings of a film over a week.
func (g *Generator) sessions(r *rand.Rand, es *eventSource, nextID *int, start time.Time, minutes int, observed time.Time) []Session {
	count := 1
	if es.cinemas != "" {
		count = between(r, 3, 12)
	} else if chance(r, 0.25) {
		count = between(r, 2, 3)
	}
	out := make([]Session, count)
	at := start
	for i := range out {
		if i > 0 {
			if es.cinemas != "" {
				next := bakuMidnight(at).AddDate(0, 0, r.IntN(2)).Add(time.Duration(pick(r, showingTimes)) * time.Minute)
				if !next.After(at) {
					next = at.Add(time.Duration(minutes+30) * time.Minute)
				}
				at = next
			} else {
				at = at.AddDate(0, 0, 1)
			}
		}
		*nextID++
		sess := Session{ID: strconv.Itoa(*nextID), StartsAt: ptr(instant(at)), ObservedAt: ptr(instant(observed))}
		if chance(r, 0.6) {
			sess.EndsAt = ptr(instant(at.Add(time.Duration(minutes) * time.Minute)))
		}
		if chance(r, 0.85) {
			before := 60 * time.Minute
			if es.cinemas != "" {
				before = 15 * time.Minute
			}
			sess.SellEndsAt = ptr(instant(at.Add(-before)))
		}
		var low, high float64
		if es.cinemas != "" {
			low, high = float64(between(r, 6, 8)), float64(between(r, 9, 14))
		} else {
			low = float64(5 * between(r, 2, 12))
			high = low + float64(5*between(r, 2, 40))
		}
		sess.Price = &Price{Min: low, Max: high, Currency: "AZN"}
		seats := between(r, 5, 250)
		if es.cinemas == "" {
			seats = between(r, 20, 2000)
		}
		sess.TicketsAvailable = &seats
		if es.cinemas != "" && chance(r, 0.8) {
			sess.Language = ptr(pick(r, languages))
		}
		out[i] = sess
	}
	return out
}

// lastScrapeBefore is the latest daily scrape at or before start, or the
// source's latest scrape when the event is still to come.
func lastScrapeBefore(latest, start time.Time) time.Time {
	if !start.Before(latest) {
		return latest
	}
	days := int(latest.Sub(start)/(24*time.Hour)) + 1
	return latest.AddDate(0, 0, -days)
}

// eventName is an event's name as a source publishes it: plays and
// children's shows in either script, the other kinds in any of the three
// languages.
func eventName(r *rand.Rand, kind int) string {
	switch kind {
	case eventTheatre:
		return pick(r, plays)[r.IntN(2)]
	case eventKids:
		return pick(r, kidsShows)[r.IntN(2)]
	case eventStandUp:
		return fmt.Sprintf(pick(r, standUpForms), pick(r, comedians))
	case eventExhibition:
		return pick(r, exhibitions)
	case eventSport:
		return pick(r, matches)
	case eventMasterclass:
		return pick(r, masterclass)
	case eventSeasonal:
		return pick(r, seasonal).name
	}
	return fmt.Sprintf(pick(r, concertForms), pick(r, performers))
}

// eventCategory is the source's own category slug: iticket's in English
// (some are festival or venue names), afisha's in Azerbaijani, or in Russian
// written in Latin letters for the events it names in Russian; a seasonal
// event is filed under its season.
func eventCategory(r *rand.Rand, es *eventSource, kind int, name string, venue *Venue) string {
	russian := inCyrillic(name)
	if kind == eventSeasonal {
		season := seasonal[slices.IndexFunc(seasonal, func(s struct{ name, season string }) bool { return s.name == name })].season
		switch {
		case es.stem != "afisha":
			return season
		case season == "new-year" && russian:
			return "novyy-god"
		case season == "new-year":
			return "yeni-il"
		}
		return "novruz-bayrami"
	}
	if es.stem == "afisha" {
		if russian {
			return afishaRussianCategoryOf[kind]
		}
		return afishaCategoryOf[kind]
	}
	switch kind {
	case eventFestival:
		return pick(r, festivals)
	case eventAtVenue:
		if venue != nil {
			return *venue.ID
		}
		return "concert"
	}
	return eventCategories[kind]
}

// eventStartMinutes is the local (Baku) time of day an event starts.
func eventStartMinutes(r *rand.Rand, kind int, cinema bool) int {
	switch {
	case cinema:
		return pick(r, showingTimes)
	case kind == eventKids:
		return pick(r, []int{12 * 60, 15 * 60})
	case kind == eventExhibition || kind == eventMasterclass:
		return pick(r, []int{11 * 60, 14 * 60})
	case kind == eventSport:
		return pick(r, []int{18 * 60, 20 * 60})
	}
	return pick(r, []int{19 * 60, 19*60 + 30, 20 * 60})
}

var eventBlurbs = [3][]string{
	langAZ: {"%s — %s səhnəsində unudulmaz axşam.", "%s tamaşaçıları %s-da gözləyir.", "Biletlər satışdadır: %s, %s."},
	langRU: {"%s — незабываемый вечер на сцене: %s.", "%s ждёт зрителей: %s.", "Билеты в продаже: %s, %s."},
	langEN: {"%s — an unforgettable night at %s.", "%s comes to %s.", "Tickets on sale now: %s at %s."},
}

var filmBlurbs = [3][]string{
	langAZ: {"%s indi %s kinoteatrında.", "%s — %s ekranlarında."},
	langRU: {"%s — смотрите в кинотеатре %s.", "%s уже в прокате: %s."},
	langEN: {"%s, now showing at %s.", "Catch %s at %s."},
}

// eventDescription is the editorial copy, in one of the three languages,
// ending with the note in that language when there is one.
func eventDescription(r *rand.Rand, e *Event, venue *Venue, cinema bool, note [3]string) string {
	where := "Bakı"
	if venue != nil {
		where = venue.Name
	}
	lang := pick(r, []int{langAZ, langAZ, langRU, langEN})
	blurbs := eventBlurbs
	if cinema {
		blurbs = filmBlurbs
	}
	text := fmt.Sprintf(pick(r, blurbs[lang]), e.Name, where)
	if note[lang] != "" {
		text += " " + note[lang]
	}
	return text
}

// Notes of the descriptions in the three languages: the language a play,
// a show or a film is given in, the music of a concert.
var (
	inRussian      = [3]string{langAZ: "Tamaşa rus dilindədir.", langRU: "Спектакль идёт на русском языке.", langEN: "Performed in Russian."}
	inAzerbaijani  = [3]string{langAZ: "Tamaşa Azərbaycan dilindədir.", langRU: "Спектакль идёт на азербайджанском языке.", langEN: "Performed in Azerbaijani."}
	showInEnglish  = [3]string{langAZ: "Şou ingilis dilindədir.", langRU: "Шоу на английском языке.", langEN: "The show is in English."}
	filmInRussian  = [3]string{langAZ: "Film rus dilində nümayiş olunur.", langRU: "Фильм демонстрируется на русском языке.", langEN: "Shown in Russian."}
	performerMusic = []struct {
		performer string
		note      [3]string
	}{
		{"Alim Qasımov", [3]string{"Muğam gecəsi.", "Вечер мугама.", "A mugham evening."}},
		{"Nazpəri Dostəliyeva", [3]string{"Muğam gecəsi.", "Вечер мугама.", "A mugham evening."}},
		{"Bakı Caz Orkestri", [3]string{"Caz axşamı.", "Джазовый вечер.", "A jazz night."}},
		{"Dövlət Simfonik Orkestri", [3]string{"Simfonik musiqi axşamı.", "Вечер симфонической музыки.", "An evening of symphonic music."}},
		{"Okean Elzy", [3]string{"Rok konsert.", "Рок-концерт.", "A rock concert."}},
		{"Би-2", [3]string{"Rok konsert.", "Рок-концерт.", "A rock concert."}},
		{"Jah Khalib", [3]string{"Hip-hop gecəsi.", "Хип-хоп вечер.", "A hip-hop night."}},
		{"Aygün Kazımova", [3]string{"Pop musiqi gecəsi.", "Вечер поп-музыки.", "A night of pop music."}},
		{"Emin", [3]string{"Pop musiqi gecəsi.", "Вечер поп-музыки.", "A night of pop music."}},
		{"Max Barskih", [3]string{"Pop musiqi gecəsi.", "Вечер поп-музыки.", "A night of pop music."}},
		{"Sertab Erener", [3]string{"Pop musiqi gecəsi.", "Вечер поп-музыки.", "A night of pop music."}},
	}
)

// eventNote is what a description adds: the language of a play (the
// script of its name), of one stand-up show in two at iticket and of one
// film in three at cinemaplus; the music a performer plays.
func eventNote(es *eventSource, kind int, name string, seq int) [3]string {
	switch {
	case es.stem == "cinemaplus" && seq%3 == 0:
		return filmInRussian
	case es.cinemas != "":
		return [3]string{}
	case kind == eventTheatre && playLanguage(name) == "ru":
		return inRussian
	case kind == eventTheatre:
		return inAzerbaijani
	case kind == eventStandUp && es.stem == "iticket" && seq%2 == 0:
		return showInEnglish
	}
	for _, p := range performerMusic {
		if strings.Contains(name, p.performer) {
			return p.note
		}
	}
	return [3]string{}
}

// playLanguage is the language a play is given in: the one of its name's
// script.
func playLanguage(name string) string {
	if inCyrillic(name) {
		return "ru"
	}
	return "az"
}
