package mappings

import (
	"bufio"
	"bytes"
	_ "embed"
	"strings"
)

// eventFunctionWords lists the words people add to an event search that
// say nothing of the event (bilet, билеты, tickets, bu gün, сегодня).
//
//go:embed words/event-function-words.txt
var eventFunctionWords []byte

// EventFunctionWords returns the words of
// mappings/words/event-function-words.txt, in file order.
func EventFunctionWords() []string {
	return wordLines(eventFunctionWords)
}

// wordLines reads a file of one word a line, # comments and blank lines
// left out.
func wordLines(data []byte) []string {
	var out []string
	scanner := bufio.NewScanner(bytes.NewReader(data))
	for scanner.Scan() {
		if line := strings.TrimSpace(scanner.Text()); line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	return out
}
