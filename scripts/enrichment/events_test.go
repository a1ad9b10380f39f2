package main

import (
	"testing"

	"readapi/internal/enrich"
)

func eventStr(v string) *string { return &v }

func placed(id string, place, venue *string) labelledEvent {
	return labelledEvent{id: id, derived: enrich.EventDerived{Place: place}, label: eventLabel{ID: id, Venue: venue}}
}

// Place is scored by one-to-one consistency: a place given to two labeller
// venues (a merge) or a labeller venue given two places (a split) counts
// against every row of them; a place given where the labeller saw no venue
// is wrong; a row without a place is uncovered, not wrong. Apart, the rows
// given no other venue's place (a split, but no merge) are counted.
func TestScorePlaces(t *testing.T) {
	events := []labelledEvent{
		placed("a1", eventStr("opera"), eventStr("opera-house")),
		placed("a2", eventStr("opera"), eventStr("opera-house")),
		placed("b1", eventStr("rus-dram"), eventStr("russian-drama")),
		placed("b2", eventStr("russkiy-dram"), eventStr("russian-drama")), // split
		placed("c1", eventStr("hall"), eventStr("hall-1")),
		placed("c2", eventStr("hall"), eventStr("hall-2")), // merge
		placed("d1", nil, eventStr("green")),
		placed("e1", eventStr("park"), nil),
	}
	p := scorePlaces(events, func(id string) bool { return id == "opera" })
	if p.given != 7 || p.consistent != 2 || p.labelled != 7 || p.covered != 6 || p.known != 2 || p.knownConsistent != 2 || p.unmerged != 4 {
		t.Errorf("%+v", p)
	}
	if len(p.problems) != 2 { // hall merged, russian-drama split
		t.Errorf("problems %q", p.problems)
	}
}

// A scalarField field: a value given where the labeller left null is wrong, a
// null where the labeller gave one is uncovered.
func TestScalarScore(t *testing.T) {
	kind := scalarField(func(e labelledEvent) (*string, *string) { return e.derived.Kind, e.label.Kind })
	row := func(d, l *string) labelledEvent {
		return labelledEvent{derived: enrich.EventDerived{Kind: d}, label: eventLabel{Kind: l}}
	}
	got := kind([]labelledEvent{row(eventStr("concert"), eventStr("concert")), row(eventStr("theatre"), eventStr("opera")), row(eventStr("party"), nil), row(nil, eventStr("cinema")), row(nil, nil)})
	if got.given != 3 || got.correct != 1 || got.labelled != 3 || got.covered != 2 || got.found != 1 || got.wanted != 3 {
		t.Errorf("%+v", got)
	}
}
