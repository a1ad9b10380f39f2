package vocab

import (
	"strings"
	"testing"
)

const kinds = `
[vocabulary]
datasets events
[terms]
concert: az=Konsert; ru=Концерт; en=Concert
theatre: az=Teatr; ru=Театр; en=Theatre
old: az=Köhnə; ru=Старый; en=Old; retired
[words concert]
konsert
kontserty
[names theatre]
tamaşa
[unlisted]
sirk
`

const genres = `
[vocabulary]
datasets events
parents kind
[terms]
jazz: az=Caz; ru=Джаз; en=Jazz; parent=concert
`

func TestParse(t *testing.T) {
	v, err := Parse("kind", []byte(kinds))
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Terms) != 3 || v.Terms[0].ID != "concert" || v.Terms[1].ID != "theatre" {
		t.Fatalf("terms out of file order: %+v", v.Terms)
	}
	c, _ := v.Term("concert")
	if c.Labels.RU != "Концерт" || strings.Join(c.Words, ",") != "konsert,kontserty" {
		t.Errorf("concert = %+v", c)
	}
	if th, _ := v.Term("theatre"); strings.Join(th.Names, ",") != "tamaşa" || strings.Join(th.Words, ",") != "tamaşa" {
		t.Errorf("theatre's names are not its names and words: %+v", th)
	}
	if old, _ := v.Term("old"); !old.Retired {
		t.Error("old is not retired")
	}
	if strings.Join(v.Unlisted, ",") != "sirk" || v.Has("sirk") {
		t.Errorf("unlisted %v: not the [unlisted] titles, or a term", v.Unlisted)
	}
}

func TestParseRefuses(t *testing.T) {
	for name, text := range map[string]string{
		"no header":       "[terms]\na: az=a; ru=a; en=a\n",
		"missing label":   "[vocabulary]\ndatasets e\n[terms]\na: az=a; ru=a\n",
		"bad id":          "[vocabulary]\ndatasets e\n[terms]\nA b: az=a; ru=a; en=a\n",
		"twice":           "[vocabulary]\ndatasets e\n[terms]\na: az=a; ru=a; en=a\na: az=b; ru=b; en=b\n",
		"words of none":   "[vocabulary]\ndatasets e\n[terms]\na: az=a; ru=a; en=a\n[words b]\nx\n",
		"unknown key":     "[vocabulary]\ndatasets e\n[terms]\na: az=a; ru=a; en=a; colour=red\n",
		"bad point":       "[vocabulary]\ndatasets e\n[terms]\na: az=a; ru=a; en=a; at=91,0\n",
		"unknown section": "[vocabulary]\ndatasets e\n[other]\nx\n",
	} {
		if _, err := Parse("x", []byte(text)); err == nil {
			t.Errorf("%s: accepted", name)
		} else if !strings.Contains(err.Error(), "x.txt") {
			t.Errorf("%s: error names no file: %v", name, err)
		}
	}
}

func TestNewSetChecksParents(t *testing.T) {
	kind, _ := Parse("kind", []byte(kinds))
	genre, _ := Parse("genre", []byte(genres))
	s, err := NewSet([][]byte{[]byte(kinds), []byte(genres)}, kind, genre)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(s.Names(), ",") != "kind,genre" || len(s.Version) != 12 {
		t.Errorf("names %v version %q", s.Names(), s.Version)
	}
	if _, err := NewSet(nil, genre); err == nil {
		t.Error("a parents vocabulary not given was accepted")
	}
	bad, _ := Parse("genre", []byte(strings.Replace(genres, "parent=concert", "parent=circus", 1)))
	if _, err := NewSet(nil, kind, bad); err == nil {
		t.Error("a parent that is no term was accepted")
	}
	other, _ := NewSet([][]byte{[]byte(kinds + "\n")}, kind)
	if other.Version == s.Version {
		t.Error("the version does not follow the files")
	}
}

func TestWith(t *testing.T) {
	v, err := Parse("kind", []byte(kinds))
	if err != nil {
		t.Fatal(err)
	}
	open := v.With([]Term{{ID: "theatre"}, {ID: "new-venue", Labels: Labels{"A", "A", "A"}}})
	if len(open.Terms) != 4 || !open.Has("new-venue") || open.Terms[3].ID != "new-venue" {
		t.Errorf("With = %+v", open.Terms)
	}
	if len(v.Terms) != 3 || v.Has("new-venue") {
		t.Errorf("With changed its receiver: %+v", v.Terms)
	}
}
