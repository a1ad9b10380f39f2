package gendata

import (
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"
)

// Quote is one line of quotes.ndjson: the spec's Quote resource plus the
// loading key active (curated half true, bulk archive false).
type Quote struct {
	ID         string  `json:"id"`
	Source     string  `json:"source"`
	Text       string  `json:"text"`
	Author     *string `json:"author"`
	Category   *string `json:"category"`
	Origin     *string `json:"origin"`
	Active     bool    `json:"active"`
	IngestedAt string  `json:"ingested_at"`
}

// The quotation sources: a curated collection and a bulk archive.
const (
	quotesCurated = "quotable"
	quotesArchive = "quotes500k"
)

type author struct {
	name string
	lang int
}

var authors = []author{
	{"Nizami Gəncəvi", langAZ}, {"Məhəmməd Füzuli", langAZ}, {"İmadəddin Nəsimi", langAZ},
	{"Mirzə Ələkbər Sabir", langAZ}, {"Hüseyn Cavid", langAZ}, {"Səməd Vurğun", langAZ},
	{"Cəlil Məmmədquluzadə", langAZ}, {"Üzeyir Hacıbəyli", langAZ}, {"Mikayıl Müşfiq", langAZ},
	{"Xurşidbanu Natəvan", langAZ}, {"Лев Толстой", langRU}, {"Фёдор Достоевский", langRU},
	{"Антон Чехов", langRU}, {"Александр Пушкин", langRU}, {"Анна Ахматова", langRU},
	{"Oscar Wilde", langEN}, {"Mark Twain", langEN}, {"Albert Einstein", langEN}, {"Maya Angelou", langEN},
	{"Confucius", langEN}, {"Rumi", langEN}, {"Marcus Aurelius", langEN}, {"Jane Austen", langEN},
	{"Seneca", langEN}, {"Leonardo da Vinci", langEN},
}

// Well-known lines, quoted as collections usually attribute them.
var knownQuotes = map[string][]string{
	"Oscar Wilde":       {"Be yourself; everyone else is already taken.", "We are all in the gutter, but some of us are looking at the stars."},
	"Mark Twain":        {"The secret of getting ahead is getting started."},
	"Albert Einstein":   {"Imagination is more important than knowledge."},
	"Confucius":         {"It does not matter how slowly you go as long as you do not stop."},
	"Антон Чехов":       {"Краткость — сестра таланта."},
	"Фёдор Достоевский": {"Красота спасёт мир."},
	"Лев Толстой":       {"Все счастливые семьи похожи друг на друга, каждая несчастливая семья несчастлива по-своему."},
}

// Parts of generated quotations, per language.
var quoteParts = [3][3][]string{
	langAZ: {
		{"Həyat", "Sevgi", "Dostluq", "Elm", "Səbr", "Zəhmət", "Ümid", "Vaxt", "Ağıl", "Söz", "Vətən", "Xoşbəxtlik", "Gözəllik", "İnam"},
		{"ən böyük sərvətdir", "insanı ucaldır", "qəlbin işığıdır", "yolun yarısıdır", "heç vaxt itmir", "səbir istəyir",
			"ürəkdən başlayır", "sınaqdan keçir"},
		{"", ", unutma bunu", " — bunu yalnız müdrik anlayar", ", amma hər kəs bunu bilmir", " və bu, hər şeydən üstündür"},
	},
	langRU: {
		{"Жизнь", "Любовь", "Дружба", "Знание", "Терпение", "Время", "Надежда", "Счастье", "Истина", "Свобода", "Красота"},
		{"— это искусство", "— лучший учитель", "— путь длиною в жизнь", "не терпит суеты", "начинается с малого",
			"требует мужества", "не знает границ"},
		{"", ", и в этом её сила", ", если верить себе", ", а остальное — суета"},
	},
	langEN: {
		{"Life", "Love", "Wisdom", "Courage", "Patience", "Happiness", "Knowledge", "Friendship", "Time", "Hope",
			"Silence", "Kindness", "Art", "Freedom", "Truth", "Success"},
		{"is the art of", "is a journey of", "is the reward of", "is the mirror of", "is the beginning of",
			"is the price of", "is a bridge between", "grows from"},
		{"a patient heart", "many small steps", "honest work", "quiet minds", "the brave", "those who listen",
			"every new day", "failure and hope", "what we forgive", "the questions we dare to ask"},
	},
}

var englishTails = []string{"", " Never forget it.", " The rest is noise.", " And that is enough."}

// curatedCategories are the curated collection's tags.
var curatedCategories = []string{"love", "life", "wisdom", "inspiration", "happiness", "friendship", "truth",
	"courage", "hope", "success", "time", "knowledge", "art", "freedom", "humor", "philosophy", "death", "faith",
	"poetry", "books", "education", "patience", "kindness", "nature", "sevgi", "həyat", "müdriklik", "dostluq",
	"vətən", "elm", "любовь", "жизнь", "мудрость", "дружба", "счастье"}

// folksonomyTags are the base tags of the archive's open folksonomy; the
// archive also combines them freely.
var folksonomyTags = append([]string{"romance", "god", "religion", "writing", "motivational", "relationships",
	"spirituality", "science", "politics", "war", "peace", "music", "family", "marriage", "money", "leadership",
	"change", "dreams", "fear", "beauty", "loneliness", "youth", "age", "work", "travel", "food", "humour", "funny",
	"inspirational", "life-lessons", "self-help", "mind", "soul", "heart", "women", "men", "children", "history",
	"power", "justice", "silence", "hate", "regret", "memory", "learning", "reading", "nature-quotes", "sad",
	"smile", "strength", "attitude", "character", "destiny", "kindness-quotes", "ambition"}, curatedCategories...)

// quoteSites are the sites quotations were collected from.
var quoteSites = []string{"wikiquote.org", "az.wikiquote.org", "ru.wikiquote.org", "goodreads.com", "brainyquote.com",
	"azquotes.com", "citaty.info"}

// authorWorks are works a curated quotation may cite as its origin.
var authorWorks = map[string]string{"Nizami Gəncəvi": "Xəmsə", "Məhəmməd Füzuli": "Leyli və Məcnun",
	"Лев Толстой": "Анна Каренина", "Oscar Wilde": "The Picture of Dorian Gray", "Jane Austen": "Pride and Prejudice",
	"Marcus Aurelius": "Meditations", "Фёдор Достоевский": "Идиот"}

// WriteQuotes writes n quotations: the first half curated, the rest archive.
func (g *Generator) WriteQuotes(w io.Writer, n int) error {
	s := g.sink(w, "quotes")
	r := stream(g.seed, "quotes")
	curated := (n + 1) / 2
	archiveID := between(r, 1, 50)
	importStart := g.now.AddDate(0, 0, -between(r, 35, 45)).Truncate(time.Hour)
	for i := range n {
		var q Quote
		if i < curated {
			q = curatedQuote(r, i, g.now)
		} else {
			archiveID += between(r, 1, 40)
			q = archiveQuote(r, archiveID, importStart.Add(time.Duration(i-curated)/500*time.Minute))
		}
		if err := s.write(&q); err != nil {
			return err
		}
	}
	return s.done()
}

func curatedQuote(r *rand.Rand, i int, now time.Time) Quote {
	a := pick(r, authors)
	q := Quote{ID: quotesCurated + ":" + strconv.Itoa(i+1), Source: quotesCurated, Active: true,
		Text: quotationBy(r, a), Author: ptr(a.name), Category: ptr(pick(r, curatedCategories))}
	if chance(r, 0.03) {
		q.Author = nil
	}
	switch work, ok := authorWorks[a.name]; {
	case ok && q.Author != nil && chance(r, 0.4):
		q.Origin = ptr(work)
	case chance(r, 0.85):
		q.Origin = ptr(pick(r, quoteSites))
	}
	added := now.Add(-time.Duration(r.IntN(700*24*60)) * time.Minute)
	q.IngestedAt = instant(added.Truncate(time.Second))
	return q
}

func archiveQuote(r *rand.Rand, id int, ingested time.Time) Quote {
	a := pick(r, authors)
	q := Quote{ID: quotesArchive + ":" + strconv.Itoa(id), Source: quotesArchive, Text: quotationBy(r, a),
		IngestedAt: instant(ingested)}
	switch roll := r.Float64(); {
	case roll < 0.10:
	case roll < 0.15:
		head, tail := splitQuotation(q.Text)
		q.Text = head
		q.Author = ptr(tail + "” ― " + a.name)
	case roll < 0.25:
		if first, last, ok := strings.Cut(a.name, " "); ok {
			q.Author = ptr(last + ", " + first)
		} else {
			q.Author = ptr(a.name)
		}
	default:
		q.Author = ptr(a.name)
	}
	q.Category = folksonomyTag(r)
	if chance(r, 0.7) {
		q.Origin = ptr(pick(r, quoteSites))
	}
	return q
}

// quotationBy is a quotation in the author's language: a known line or a
// generated one.
func quotationBy(r *rand.Rand, a author) string {
	if known := knownQuotes[a.name]; len(known) > 0 && chance(r, 0.3) {
		return pick(r, known)
	}
	parts := quoteParts[a.lang]
	if a.lang == langEN {
		return fmt.Sprintf("%s %s %s.%s", pick(r, parts[0]), pick(r, parts[1]), pick(r, parts[2]), pick(r, englishTails))
	}
	return fmt.Sprintf("%s %s%s.", pick(r, parts[0]), pick(r, parts[1]), pick(r, parts[2]))
}

// splitQuotation cuts a quotation at a space near its middle, as a broken
// parser does.
func splitQuotation(text string) (string, string) {
	mid := len(text) / 2
	if i := strings.IndexByte(text[mid:], ' '); i >= 0 {
		return text[:mid+i], text[mid+i+1:]
	}
	if i := strings.LastIndexByte(text[:mid], ' '); i >= 0 {
		return text[:i], text[i+1:]
	}
	return text, text
}

// folksonomyTag is an archive category: a tag, a combination of two, a
// "-quotes" variant, a capitalised spelling, or none.
func folksonomyTag(r *rand.Rand) *string {
	a, b := pick(r, folksonomyTags), pick(r, folksonomyTags)
	switch roll := r.Float64(); {
	case roll < 0.10:
		return nil
	case roll < 0.55:
		return &a
	case roll < 0.85:
		return ptr(a + "-" + b)
	case roll < 0.95:
		return ptr(a + "-quotes")
	default:
		return ptr(upperFirst(a))
	}
}
