package gendata

import (
	"html"
	"strings"
	"unicode"
	"unicode/utf8"
)

// asciiFor transliterates the Azerbaijani, Turkish and Russian letters the
// data set uses. ə becomes a, as in venue slugs like heydar-aliyev-sarayi.
var asciiFor = map[rune]string{
	'ə': "a", 'ı': "i", 'ö': "o", 'ü': "u", 'ğ': "g", 'ş': "s", 'ç': "c", 'é': "e", 'â': "a",
	'а': "a", 'б': "b", 'в': "v", 'г': "g", 'д': "d", 'е': "e", 'ё': "yo", 'ж': "zh", 'з': "z",
	'и': "i", 'й': "y", 'к': "k", 'л': "l", 'м': "m", 'н': "n", 'о': "o", 'п': "p", 'р': "r",
	'с': "s", 'т': "t", 'у': "u", 'ф': "f", 'х': "kh", 'ц': "ts", 'ч': "ch", 'ш': "sh",
	'щ': "shch", 'ы': "y", 'э': "e", 'ю': "yu", 'я': "ya",
}

// slugify turns a display name into a lower-case ASCII slug of letters,
// digits and single hyphens.
func slugify(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	dash := false
	for _, r := range s {
		if r == 'İ' {
			r = 'i'
		}
		r = unicode.ToLower(r)
		var part string
		switch {
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			part = string(r)
		case asciiFor[r] != "":
			part = asciiFor[r]
		case r == '\'' || r == '’' || r == 'ъ' || r == 'ь':
			continue
		default:
			dash = b.Len() > 0
			continue
		}
		if dash {
			b.WriteByte('-')
			dash = false
		}
		b.WriteString(part)
	}
	return b.String()
}

// block is one part of a posting or event body: a paragraph, or a heading
// with a bulleted list.
type block struct {
	heading string
	para    string
	items   []string
}

// plainText renders blocks the way a crawler stores a body: paragraphs and
// headings on their own lines, list items as "- item".
func plainText(blocks []block) string {
	var b strings.Builder
	for i, bl := range blocks {
		if i > 0 {
			b.WriteString("\n\n")
		}
		if bl.para != "" {
			b.WriteString(bl.para)
			continue
		}
		b.WriteString(bl.heading)
		for _, item := range bl.items {
			b.WriteString("\n- ")
			b.WriteString(item)
		}
	}
	return b.String()
}

// sourceHTML renders blocks as a publisher's own markup would look.
func sourceHTML(blocks []block) string {
	var b strings.Builder
	b.WriteString(`<div class="vacancy-body">`)
	for _, bl := range blocks {
		if bl.para != "" {
			b.WriteString("<p>")
			b.WriteString(html.EscapeString(bl.para))
			b.WriteString("</p>")
			continue
		}
		b.WriteString("<p><strong>")
		b.WriteString(html.EscapeString(bl.heading))
		b.WriteString("</strong></p><ul>")
		for _, item := range bl.items {
			b.WriteString("<li>")
			b.WriteString(html.EscapeString(item))
			b.WriteString("</li>")
		}
		b.WriteString("</ul>")
	}
	b.WriteString("</div>")
	return b.String()
}

// generatedHTML is the markup the platform generates from a plain-text body:
// paragraphs and lists, escaped.
func generatedHTML(text string) string {
	var b strings.Builder
	for _, para := range strings.Split(text, "\n\n") {
		lines := strings.Split(para, "\n")
		var items []string
		var prose []string
		for _, line := range lines {
			if rest, ok := strings.CutPrefix(line, "- "); ok {
				items = append(items, rest)
			} else {
				prose = append(prose, line)
			}
		}
		if len(prose) > 0 {
			b.WriteString("<p>")
			b.WriteString(html.EscapeString(strings.Join(prose, " ")))
			b.WriteString("</p>")
		}
		if len(items) > 0 {
			b.WriteString("<ul>")
			for _, item := range items {
				b.WriteString("<li>")
				b.WriteString(html.EscapeString(item))
				b.WriteString("</li>")
			}
			b.WriteString("</ul>")
		}
	}
	return b.String()
}

// lowerFirst lower-cases the first letter (İ becomes i, as in Azerbaijani).
func lowerFirst(s string) string {
	first, size := utf8.DecodeRuneInString(s)
	if first == 'İ' {
		return "i" + s[size:]
	}
	return string(unicode.ToLower(first)) + s[size:]
}

// upperFirst upper-cases the first letter.
func upperFirst(s string) string {
	first, size := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(first)) + s[size:]
}
