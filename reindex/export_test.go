package reindex

// BeforeStep makes l call hook with each step's name before the step runs.
func BeforeStep(l *Loader, hook func(step string)) { l.beforeStep = hook }

// BeforeRemoveStep makes r call hook with each step's name before the step
// of a removal's deletion runs.
func BeforeRemoveStep(r *Remover, hook func(step string)) { r.beforeStep = hook }
