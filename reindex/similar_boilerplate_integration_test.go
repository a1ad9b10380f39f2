package reindex_test

import (
	"fmt"
	"strings"
	"testing"
)

// TestSimilarIgnoresBoilerplate: words that a large share of the postings
// repeat in their bodies (benefits, working conditions) do not make
// postings alike; a posting sharing the id's rarer body words does. The
// index holds 100 postings with unrelated titles: 25 repeat the id's 20
// boilerplate words twice over, one shares its 4 other body words, the other 73 neither. Scored
// on every word, the 25 would come first (20 common words outweigh 4 rare
// ones); without the boilerplate, the one posting does.
func TestSimilarIgnoresBoilerplate(t *testing.T) {
	e := newEnv(t)
	l := e.loader()
	mustLoad(t, l, "sources", groupsRegistry)
	boilerplate := "Pulsuz nahar, rahat ofis, rəsmi əmək müqaviləsi, sosial paket, illik məzuniyyət, tibbi sığorta, " +
		"peşəkar komanda, karyera inkişafı, təlimlər, nəqliyyat xərcləri, mükafatlar və bonuslar."
	subject := "Kalibrləmə avadanlığının texniki xidməti."
	var rows []string
	add := func(id, title, body string) {
		rows = append(rows, groupJob(id, title, "", body, "https://brd.az/"+id, "2026-11-01T00:00:00Z", true))
	}
	add("brd:origin", "Zərgər", boilerplate+" "+subject)
	add("brd:alike", "Metroloq", subject+" Təcrübə tələb olunur.")
	for i := range 25 {
		add(fmt.Sprintf("brd:common%d", i), title(i), boilerplate+" "+boilerplate)
	}
	for i := 25; i < 98; i++ {
		add(fmt.Sprintf("brd:other%d", i), title(i), title(i)+" vəzifəsinə namizəd axtarılır.")
	}
	mustLoad(t, l, "jobs", strings.Join(rows, "\n")+"\n")
	var similar []map[string]any
	if status := call(t, e.api(), "/v1/jobs/brd:origin/similar?limit=3", &similar); status != 200 || len(similar) == 0 {
		t.Fatalf("similar: status %d, %d rows", status, len(similar))
	}
	if first := similar[0]["id"]; first != "brd:alike" {
		t.Errorf("the most similar posting is %v, want brd:alike (the one sharing the body's subject, not its boilerplate)", first)
	}
}

// title is a one-word title of its own for posting i: "Peşə" and two
// letters that no other posting's title repeats.
func title(i int) string {
	return fmt.Sprintf("Peşə%c%c", 'a'+rune(i/26), 'a'+rune(i%26))
}
