package search

import (
	"strings"
	"unicode"
)

// Kind words of q: what a searcher adds to an occupation to say which kind
// of it they want: the vehicle of a driver (taksi, avtobusa, yük maşını,
// грузовика, truck), the licence category (C kateqoriya, категории D), the
// subject of a teacher, a tutor or a translator (riyaziyyat, ingilis dili,
// математики, английского языка, physics), the branch of an engineer
// (inşaat, mexanika, civil, electrical), the field of a designer (qrafik,
// UI/UX, veb) and the cuisine of a cook (italyan, японской, italian); and
// for whom the job is (ailəyə, direktora: forWhomWords). Many postings of the occupation leave the
// kind unsaid ("Sürücü", "Müəllim"), and the searcher takes them after the
// ones that say it; so, like a qualifier word (softwords.go), a plain kind
// word need not match and ranks a row that holds it qualifierFactor times
// higher, and a row whose title states another kind of the same dimension
// ("Taksi sürücüsü" for `truck driver`) conflictFactor times lower
// (conflicts.go). A word that is a job title by itself or starts one of
// another occupation (elektrik, mexanik, строитель, personal, kitchen) is
// no kind word: there it names the job; TestKindWordsAreNoTitles holds the
// lists to mappings/synonyms/job-titles.txt. Their translations are groups
// of its last section, so that a row saying the kind in another language
// holds it.

// kindDimensions are the kinds, each value with the words of q that say it
// and the phrases of a title that state it.
var kindDimensions = []dimension{
	{values: []dimensionValue{ // a driver's vehicle
		{words: strings.Fields("taksi taxi"), russianStems: strings.Fields("такси"),
			states: []string{"taksi", "taxi", "такси", "таксист"}},
		{words: strings.Fields("yük yuk tır tir fura kamaz truck trucks lorry"), russianStems: strings.Fields("грузовик грузов фур камаз самосвал"),
			states: []string{"yük maşını", "tır", "fura", "kamaz", "truck", "lorry", "heavy goods", "грузовика", "грузовой", "дальнобойщик", "фуры", "камаз", "самосвал"}},
		{words: strings.Fields("furqon qazel van"), russianStems: strings.Fields("фургон газел"),
			states: []string{"furqon", "qazel", "van", "фургона", "газели"}},
		{words: strings.Fields("minik"), russianStems: strings.Fields("легков"),
			states: []string{"minik", "легкового"}},
		{words: strings.Fields("avtobus bus buses"), russianStems: strings.Fields("автобус"),
			states: []string{"avtobus", "bus", "автобуса", "автобус"}},
		{words: strings.Fields("mikroavtobus minibus"), russianStems: strings.Fields("микроавтобус маршрутк"),
			states: []string{"mikroavtobus", "minibus", "микроавтобуса", "маршрутки", "маршрутного"}},
		{words: strings.Fields("şəxsi sexsi direktorun direktora rəhbərin rəhbərə rehberin rehbere müdirin müdirə"), russianStems: strings.Fields("личн персональн"),
			states: []string{"şəxsi sürücü", "direktorun", "rəhbərin", "personal driver", "executive driver", "chauffeur", "личный", "персональный", "руководителя"}},
		{words: strings.Fields("delivery"),
			states: []string{"delivery", "çatdırılma", "доставки", "доставке", "экспедитор", "ekspeditor"}},
	}},
	{inBody: true, slop: 2, beside: strings.Fields("kateqoriya kateqoriyalı kateqoriyali kateqoriyası kateqoriyasi категория категории категорию category"),
		values: licenceValues("b", "c", "d", "e", "be", "ce", "de")},
	{values: []dimensionValue{ // a subject: of a teacher, a tutor, a translator
		{words: strings.Fields("riyaziyyat riyaziyyatı math maths mathematics"), russianStems: strings.Fields("математик"),
			states: []string{"riyaziyyat", "math", "maths", "mathematics", "математики", "математика"}},
		{words: strings.Fields("fizika physics"), russianStems: strings.Fields("физик"),
			states: []string{"fizika", "physics", "физики", "физика"}},
		{words: strings.Fields("kimya chemistry chemical"), russianStems: strings.Fields("хими химическ"),
			states: []string{"kimya", "chemistry", "химии", "химия"}},
		{words: strings.Fields("biologiya biology"), russianStems: strings.Fields("биологи"),
			states: []string{"biologiya", "biology", "биологии", "биология"}},
		{words: strings.Fields("tarix history"), russianStems: strings.Fields("истори"),
			states: []string{"tarix", "history", "истории"}},
		{words: strings.Fields("coğrafiya geography"), russianStems: strings.Fields("географи"),
			states: []string{"coğrafiya", "geography", "географии"}},
		{words: strings.Fields("informatika informatics"), russianStems: strings.Fields("информатик"),
			states: []string{"informatika", "informatics", "computer science", "информатики"}},
		{words: strings.Fields("ədəbiyyat literature"), russianStems: strings.Fields("литератур"),
			states: []string{"ədəbiyyat", "literature", "литературы"}},
		{words: strings.Fields("musiqi music piano fortepiano"), russianStems: strings.Fields("музык фортепиано"),
			states: []string{"musiqi", "music", "piano", "fortepiano", "музыки", "фортепиано"}},
		{words: strings.Fields("bədən bedən beden"), russianStems: strings.Fields("физкультур физическ"),
			states: []string{"bədən tərbiyəsi", "physical education", "физкультуры", "физической культуры"}},
		{words: strings.Fields("ingilis ingiliscə ingilisce english esl ielts"), russianStems: strings.Fields("английск англ"),
			states: []string{"ingilis", "english", "esl", "английского", "английский"}},
		{words: strings.Fields("rus rusca russian"), russianStems: strings.Fields("русск"),
			states: []string{"rus dili", "russian", "русского", "русский язык"}},
		{words: strings.Fields("alman almanca german"), russianStems: strings.Fields("немецк"),
			states: []string{"alman", "german", "немецкого"}},
		{words: strings.Fields("fransız fransiz french"), russianStems: strings.Fields("французск"),
			states: []string{"fransız", "french", "французского"}},
		{words: strings.Fields("ərəb ereb arabic"), russianStems: strings.Fields("арабск"),
			states: []string{"ərəb", "arabic", "арабского"}},
		{words: strings.Fields("türk turk türkcə turkce turkish"), russianStems: strings.Fields("турецк"),
			states: []string{"türk dili", "turkish", "турецкого"}},
		{words: strings.Fields("ispan spanish"), russianStems: strings.Fields("испанск"),
			states: []string{"ispan", "spanish", "испанского"}},
		{words: strings.Fields("çin chinese"), russianStems: strings.Fields("китайск"),
			states: []string{"çin dili", "chinese", "китайского"}},
		{words: strings.Fields("ibtidai primary elementary"), russianStems: strings.Fields("начальн"),
			states: []string{"ibtidai", "primary", "elementary", "начальных классов", "начальной школы"}},
	}},
	{values: []dimensionValue{ // an engineer's branch
		{words: strings.Fields("inşaat insaat mülki mulki civil"), russianStems: strings.Fields("строительн"),
			states: []string{"inşaat", "civil", "строитель"}},
		{words: strings.Fields("electrical"), russianStems: strings.Fields("электротехническ"),
			states: []string{"elektrik mühəndisi", "electrical", "электрик"}},
		{words: strings.Fields("mexanika mechanical"), russianStems: strings.Fields("механическ"),
			states: []string{"mexanika", "mechanical", "механик"}},
		{words: strings.Fields("neft petroleum"), russianStems: strings.Fields("нефтян"),
			states: []string{"neft", "petroleum", "нефтяник"}},
		{words: strings.Fields("santexnika"), russianStems: strings.Fields("сантехническ"),
			states: []string{"santexnika", "сантехнических"}},
	}},
	{values: []dimensionValue{ // a designer's field
		{words: strings.Fields("qrafik graphic"), russianStems: strings.Fields("графическ"),
			states: []string{"qrafik", "graphic", "графический"}},
		{words: strings.Fields("ux ui ui/ux"),
			states: []string{"ux", "ui"}},
		{words: strings.Fields("veb web"), russianStems: strings.Fields("веб"),
			states: []string{"veb", "web", "веб"}},
		{words: strings.Fields("interyer interior"), russianStems: strings.Fields("интерьер"),
			states: []string{"interyer", "interior", "интерьера"}},
	}},
	{values: []dimensionValue{ // a cook's cuisine
		{words: strings.Fields("italyan italian"), russianStems: strings.Fields("итальянск"),
			states: []string{"italyan", "italian", "итальянской"}},
		{words: strings.Fields("yapon japanese sushi suşi"), russianStems: strings.Fields("японск суши"),
			states: []string{"yapon", "japanese", "sushi", "suşi", "японской", "суши"}},
		{words: strings.Fields("avropa european"), russianStems: strings.Fields("европейск"),
			states: []string{"avropa", "european", "европейской"}},
		{words: strings.Fields("asiya asian"), russianStems: strings.Fields("азиатск паназиатск"),
			states: []string{"asiya", "asian", "азиатской"}},
		{words: strings.Fields("milli"), russianStems: strings.Fields("национальн"),
			states: []string{"milli", "национальной"}},
	}},
}

// forWhomWords say for whom the job is done (ailəyə dayə, evə dayə, в
// семью), folded; like a qualifier's, a row that holds one ranks higher.
// The owner of a personal driver or secretary (direktorun, rəhbərə) is a
// value of the vehicle above.
var forWhomWords = map[string]bool{}

// refiningWords say no value but go with the words that do (ingilis dili,
// yük maşını, английского языка, ibtidai sinif, cuisine), folded, as kind
// words; refiningStems are Russian ones.
var (
	refiningWords = map[string]bool{}
	refiningStems = map[string]bool{}
)

func init() {
	for _, w := range strings.Fields("dil dili dilli maşını masini avtomobili sinif sinifləri sinifleri tərbiyəsi cuisine") {
		refiningWords[foldWord(w)] = true
	}
	for _, stem := range strings.Fields("язык класс") {
		refiningStems[foldWord(stem)] = true
	}
	for _, w := range strings.Fields("ailə ev family families семья семью семьи семье") {
		forWhomWords[foldWord(w)] = true
	}
	for _, w := range kindDimensions[1].beside {
		refiningWords[foldWord(w)] = true
	}
}

// licenceValues are the driving licence categories: each said by its
// letter beside a licence word, and stated by a title as "C kateqoriya",
// "категории C" or "category C". Russian writes the letters in Cyrillic
// (категории Е, СЕ), read as their Latin look-alikes.
func licenceValues(letters ...string) []dimensionValue {
	var out []dimensionValue
	for _, l := range letters {
		up := strings.ToUpper(l)
		cyrillic := latinLookalikes.Replace(l)
		cyrUp := strings.ToUpper(cyrillic)
		out = append(out, dimensionValue{words: []string{l, cyrillic},
			states: []string{up + " kateqoriya", up + " kateqoriyalı", "kateqoriya " + up, "категории " + up, "категория " + up,
				"категории " + cyrUp, "категория " + cyrUp, "category " + up, up + " category"}})
	}
	return out
}

// latinLookalikes spell the licence letters with the Cyrillic letters that
// look like them.
var latinLookalikes = strings.NewReplacer("b", "в", "c", "с", "d", "д", "e", "е")

// isKindWord reports whether a plain word of q is a kind word that says
// its kind alone (not a licence letter, which needs a licence word beside
// it: besideLicence).
func isKindWord(w string) bool {
	if at, ok := valueOf(w); ok {
		return at.dim >= len(qualifierDimensions) && allDimensions[at.dim].beside == nil
	}
	if isForWhomWord(w) {
		return true
	}
	w = plainWord(w)
	if _, ok := withEnding(refiningWords, w, qualifierEndings); ok {
		return true
	}
	for _, form := range withReadings(w) {
		if _, ok := withEnding(refiningStems, form, dimensionEndings); ok {
			return true
		}
	}
	return false
}

// saysBeside reports whether the plain word of q at i says a value of a
// dimension that needs a word beside it (a licence letter), and has one.
func saysBeside(words []string, i int) bool {
	at, ok := valueOf(words[i])
	if !ok || allDimensions[at.dim].beside == nil {
		return false
	}
	for _, j := range []int{i - 1, i + 1} {
		if j < 0 || j >= len(words) {
			continue
		}
		w := foldWord(strings.TrimFunc(words[j], func(r rune) bool { return !unicode.IsLetter(r) }))
		for _, b := range allDimensions[at.dim].beside {
			if w == foldWord(b) {
				return true
			}
		}
	}
	return false
}

// isForWhomWord reports whether a plain word of q is one of forWhomWords,
// bare or with an Azerbaijani ending (ailəyə, ailədə).
func isForWhomWord(w string) bool {
	_, ok := withEnding(forWhomWords, foldWord(strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })), qualifierEndings)
	return ok
}
