package qtext

import (
	"fmt"
	"strings"
	"testing"
)

// show writes a parsed q compactly: groups joined by " & ", alternatives by
// "|", phrases quoted, prefixes with <*>, then each exclusion with -.
func show(s qSyntax) string {
	term := func(t qTerm) string {
		switch {
		case t.phrase:
			return `"` + t.text + `"`
		case t.prefix:
			return t.text + "<*>"
		}
		return t.text
	}
	var parts []string
	for _, g := range s.groups {
		var alts []string
		for _, t := range g {
			alts = append(alts, term(t))
		}
		parts = append(parts, strings.Join(alts, "|"))
	}
	for _, t := range s.excluded {
		parts = append(parts, "-"+term(t))
	}
	return strings.Join(parts, " & ") + fmt.Sprintf(" plain=%v", s.plain)
}

func TestQuerySyntaxParses(t *testing.T) {
	for _, c := range []struct{ q, want string }{
		{"  Baş  mühasib's & satış-meneceri (Bakı) -- ", "Baş & mühasib's & satış-meneceri & (Bakı) plain=true"},
		{`"baş mühasib" Bakı`, `"baş mühasib" & Bakı plain=false`},
		{`"sales   manager`, `"sales manager" plain=false`},
		{`sürücü "yük maşını" "`, `sürücü & "yük maşını" plain=false`},
		{`mühasib -baş`, `mühasib & -baş plain=false`},
		{`aşpaz -"baş aşpaz"`, `aşpaz & -"baş aşpaz" plain=false`},
		{`part-time C-level kassir - x`, `part-time & C-level & kassir & x plain=true`},
		{`mühasib OR бухгалтер Bakı`, `mühasib|бухгалтер & Bakı plain=false`},
		{`a OR b OR "c d" e`, `a|b|"c d" & e plain=false`},
		{`OR kassir`, `OR & kassir plain=true`},
		{`kassir OR`, `kassir & OR plain=true`},
		{`kassir or satıcı`, `kassir & or & satıcı plain=true`},
		{`kassir OR -satıcı`, `kassir & OR & -satıcı plain=false`},
		{`proqram* m* mü*`, `proqram<*> & m* & mü<*> plain=false`},
		// the prefix counts its letters as the engine expands it: the last
		// word of the piece, folded
		{`*a* a** ab-c* -*x* *ab* İş* ə* fin_a*`, `*a* & a** & ab-c* & *ab<*> & İş<*> & ə* & fin_a<*> & -*x* plain=false`},
		{`-sürücü -"tibb bacısı" -mühas*`, `-sürücü & -"tibb bacısı" & -mühas<*> plain=false`},
		{`"" - --`, ` plain=true`},
	} {
		if got := show(parseSyntax(c.q)); got != c.want {
			t.Errorf("%q parses as %q, want %q", c.q, got, c.want)
		}
	}
}
