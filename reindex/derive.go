package reindex

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"time"

	"readapi"
	"readapi/internal/enrich"
	"readapi/internal/opensearch"
	"readapi/mappings"
	"readapi/mappings/fold"
)

// The derivation on the write side (readapi.Derivation): every load and
// ingest of a dataset that derives computes the derived object of each row
// it writes, from the vocabularies of mappings/vocabularies and, for pay,
// the rates dataset read once per run, and stores it beside the row's own
// fields before the helper fields, which may read it (salary_band).

// deriving is what one run derives rows with; nil for a dataset that
// derives nothing.
type deriving struct {
	d   *readapi.Dataset
	env enrich.Env
}

// readDeriving reads what dataset d's rows derive with: the vocabularies,
// and the rates alias once when the derivation reads pay (with none, pay in
// a currency other than AZN derives null, which progress is told).
func readDeriving(ctx context.Context, c *opensearch.Client, prefix string, d *readapi.Dataset, progress io.Writer) (*deriving, error) {
	if d == nil || d.Derivation == nil {
		return nil, nil
	}
	set, err := mappings.Vocabularies()
	if err != nil {
		return nil, err
	}
	w := &deriving{d: d, env: enrich.Env{Vocab: set, Fold: fold.Word}}
	if !d.Derivation.ReadsRates {
		return w, nil
	}
	rows, err := readRates(ctx, c, prefix+readapi.Rates.Name)
	if err != nil {
		return nil, fmt.Errorf("reading the rates %s derive pay with: %w", d.Name, err)
	}
	if len(rows) == 0 {
		fmt.Fprintf(progress, "reindex: %s: no rates loaded: pay published in a currency other than AZN derives a null salary_azn (load rates, then %s)\n", d.Name, d.Name)
		return w, nil
	}
	w.env.Rates = enrich.NewRateTable(rows)
	fmt.Fprintf(progress, "reindex: %s: pay converted to AZN with %d rates rows\n", d.Name, len(rows))
	return w, nil
}

// readRates reads every currency row of the rates alias (none when it
// does not exist).
func readRates(ctx context.Context, c *opensearch.Client, alias string) ([]enrich.RateRow, error) {
	targets, err := c.AliasTargets(ctx, alias)
	if err != nil || len(targets) == 0 {
		return nil, err
	}
	var rows []enrich.RateRow
	query := map[string]any{"term": map[string]any{"kind": "currency"}}
	err = c.EachHit(ctx, alias, query, []string{"code", "date", "rate_per_unit"}, func(hits []opensearch.Hit) error {
		for _, h := range hits {
			var r enrich.RateRow
			if err := json.Unmarshal(h.Source, &r); err != nil {
				return fmt.Errorf("rates row %s: %w", h.ID, err)
			}
			rows = append(rows, r)
		}
		return nil
	})
	return rows, err
}

// version is the vocabularies' version the run derives with ("" when it
// derives nothing).
func (w *deriving) version() string {
	if w == nil {
		return ""
	}
	return w.env.Vocab.Version
}

// line derives a snapshot line: the derived object's JSON (nil when the
// dataset derives nothing).
func (w *deriving) line(line []byte) (json.RawMessage, error) {
	if w == nil {
		return nil, nil
	}
	return w.d.Derivation.Derive(line, w.env)
}

// doc sets the derived object of a decoded row (as ingest and the
// carry-over hold it), computed from its own fields, as the JSON text a
// load writes: the copies of a group compare their fields' texts
// (dupes.VariesField), so one value is written one way whatever wrote it.
func (w *deriving) doc(doc map[string]any) error {
	if w == nil {
		return nil
	}
	delete(doc, readapi.DerivedField)
	line, err := json.Marshal(doc)
	if err != nil {
		return err
	}
	derived, err := w.d.Derivation.Derive(line, w.env)
	if err != nil {
		return err
	}
	doc[readapi.DerivedField] = derived
	return nil
}

// builtMeta is the readapi _meta of a complete version: its dataset, when
// it was loaded, its documents and the vocabularies' version its rows were
// derived with (left out when it derives nothing).
func builtMeta(dataset string, at time.Time, docs int64, vocabularies string) map[string]any {
	meta := map[string]any{"dataset": dataset, "loaded_at": at.UTC().Format(time.RFC3339), "documents": docs}
	if vocabularies != "" {
		meta[vocabulariesMeta] = vocabularies
	}
	return meta
}

// vocabulariesMeta is the _meta key of the vocabularies' version.
const vocabulariesMeta = "vocabularies"

// vocabulariesOf reads the vocabularies' version a complete version of the
// dataset was derived with, and whether it is not the running one ("" and
// stale for an index of a deriving dataset built before derivation).
func vocabulariesOf(dataset string, meta map[string]any) (string, bool) {
	d, ok := readapi.ByName(dataset)
	if !ok || d.Derivation == nil || meta == nil {
		return "", false
	}
	built, _ := meta[vocabulariesMeta].(string)
	return built, built != runningVocabularies()
}

// runningVocabularies is the version of the vocabularies this binary
// derives with; unreadable ones name their error, which no index's version
// equals.
func runningVocabularies() string {
	set, err := mappings.Vocabularies()
	if err != nil {
		return "unreadable: " + err.Error()
	}
	return set.Version
}
