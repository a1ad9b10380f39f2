package reindex

// BeforeStep makes l call hook with each step's name before the step runs.
func BeforeStep(l *Loader, hook func(step string)) { l.beforeStep = hook }
