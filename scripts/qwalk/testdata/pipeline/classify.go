package pipeline

import "strings"

type classes struct{ words []string }

func classify(text string) classes {
	c := classes{words: strings.Fields(text)}
	if c.single() {
		return c
	}
	return c
}

func (c classes) single() bool { return len(c.words) == 1 }

func quote(w string) string { return `"` + w + `"` }
