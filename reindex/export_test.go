package reindex

// BeforeStep makes l call hook with each step's name before the step runs.
func BeforeStep(l *Loader, hook func(step string)) { l.beforeStep = hook }

// BeforeRemoveStep makes r call hook with each step's name before the step
// of a removal runs.
func BeforeRemoveStep(r *Remover, hook func(step string)) { r.beforeStep = hook }

// BeforeIngestStep makes in call hook with each step's name before the
// step of the ingest runs.
func BeforeIngestStep(in *Ingester, hook func(step string)) { in.beforeStep = hook }

// IngestSteps names the steps of an ingest, in order, as the table in
// ingest.go holds them.
func IngestSteps() []string {
	var names []string
	for _, s := range (&Ingester{}).ingestSteps() {
		names = append(names, s.name)
	}
	return names
}
