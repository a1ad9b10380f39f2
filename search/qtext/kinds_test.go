package qtext

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"readapi/mappings/language"
)

func TestKindWords(t *testing.T) {
	for w, want := range map[string]bool{
		"taksi": true, "truck": true, "avtobusa": true, "yük": true, "maşını": true, "грузовика": true, "такси": true, "автобуса": true,
		"riyaziyyat": true, "riyaziyyatdan": true, "математике": true, "физики": true, "ingilis": true, "dili": true, "dilindən": true, "dilli": true, "ingiliscə": true,
		"английского": true, "языка": true, "physics": true, "ibtidai": true, "начальных": true, "классов": true,
		"inşaat": true, "mülki": true, "civil": true, "qrafik": true, "UI/UX": true, "графический": true, "interyer": true, "ailəyə": true, "evə": true, "direktora": true, "rəhbərin": true, "семью": true, "qazel": true, "газели": true, "bədən": true, "tərbiyəsi": true, "физкультуры": true, "electrical": true, "mexanika": true, "italyan": true, "японской": true, "kateqoriya": true, "категории": true,
		// Russian typed in Latin letters.
		"avtobusa.": true, "matematiki": true, "gruzovika": true, "angliyskogo": true,
		// Occupations, words that start a title of another occupation, and licence letters alone.
		"elektrik": false, "mexanik": false, "механик": false, "строитель": false, "электрик": false, "personal": false, "kitchen": false,
		"mətbəx": false, "кухни": false, "maşın": false, "sürücü": false, "müəllim": false, "kimyaçı": false, "таксист": false, "direktor": false, "rəhbər": false, "müdir": false, "dizayner": false, "tərbiyəçi": false, "дальнобойщик": false, "c": false, "B": false,
	} {
		if got := jobWords.isKindWord(w); got != want {
			t.Errorf("jobWords.isKindWord(%q) = %v, want %v", w, got, want)
		}
	}
}

func TestLicenceLetterBesideItsWord(t *testing.T) {
	for q, want := range map[string][]bool{
		"C kateqoriya sürücü":   {true, true, false},
		"водитель категории C":  {false, true, true},
		"водитель категории Е":  {false, true, true},
		"водитель категории СЕ": {false, true, true},
		"driver category B":     {false, true, true},
		"C developer":           {false, false},
		"C kateqoriya":          {false, false},
		`"C kateqoriya" sürücü`: {false, false},
	} {
		checkSoftGroups(t, q, want)
	}
}

// TestKindWordsAreNoTitles holds the kind words to the occupations of
// mappings/synonyms/job-titles.txt (its [titles] section): no kind
// word is an occupation's title by itself, and a title that starts with one
// is a kind of an occupation: what follows its kind and qualifier words
// (izafet ending dropped: müəllimi → müəllim) is a title. A one-word title
// written apart (yük daşıyan, yükdaşıyan: a loader) is read whole as a
// synonym title of q, and its kind word is part of the job's name.
func TestKindWordsAreNoTitles(t *testing.T) {
	file, err := os.Open("../../mappings/synonyms/job-titles.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	var titles []string
	isTitle := map[string]bool{}
	scanner := bufio.NewScanner(file)
	for scanner.Scan() {
		line := strings.TrimSpace(scanner.Text())
		if line == "[places]" {
			break
		}
		if line == "" || strings.HasPrefix(line, "#") || line == "[titles]" {
			continue
		}
		for _, title := range strings.Split(line, ",") {
			title = language.Fold(strings.Join(strings.Fields(strings.ReplaceAll(title, "-", " ")), " "))
			titles = append(titles, title)
			isTitle[title] = true
		}
	}
	if len(titles) < 300 {
		t.Fatalf("read %d titles of occupations", len(titles))
	}
	for _, title := range titles {
		words := strings.Fields(title)
		if !jobWords.isKindWord(words[0]) {
			continue
		}
		if len(words) == 1 {
			t.Errorf("kind word %q is an occupation's title", title)
			continue
		}
		rest := words
		for len(rest) > 0 && (jobWords.isKindWord(rest[0]) || jobWords.isQualifierWord(rest[0])) {
			rest = rest[1:]
		}
		head := strings.Join(rest, " ")
		ok := isTitle[head] || isTitle[strings.Join(words, "")]
		for _, end := range strings.Fields("i u si su") {
			if stem, cut := strings.CutSuffix(head, end); cut && isTitle[stem] {
				ok = true
			}
		}
		if !ok {
			t.Errorf("title %q starts with the kind word %q but %q is no title: the word names a job there", title, words[0], head)
		}
	}
}
