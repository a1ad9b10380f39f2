package pipeline

func render(c classes, wrap func(string) string) string {
	out := ""
	for _, w := range c.words {
		out += wrap(w)
	}
	if single(out) {
		return ""
	}
	return out
}
