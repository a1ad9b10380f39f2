package reindex

import (
	"context"
	"fmt"
)

// RollbackReport says where a rollback moved the alias.
type RollbackReport struct {
	From, To string
}

// Rollback points the dataset's alias back at the newest complete version
// older than the live one (kept by earlier loads, see Keep).
func (l *Loader) Rollback(ctx context.Context, dataset string) (*RollbackReport, error) {
	c, lock, alias, current, err := l.begin(ctx, dataset, "rollback")
	if err != nil {
		return nil, err
	}
	defer lock.release()
	if len(current) != 1 {
		return nil, fmt.Errorf("the alias %s points at %d indices (%v); rollback needs exactly one", alias, len(current), current)
	}
	all, err := versions(ctx, c, alias)
	if err != nil {
		return nil, err
	}
	var previous string
	for _, v := range all {
		if v.Index >= current[0] {
			break
		}
		if v.Complete {
			previous = v.Index
		}
	}
	if previous == "" {
		return nil, fmt.Errorf("no earlier complete version of %s is kept (live: %s); loads keep --keep previous versions", dataset, current[0])
	}
	if err := swapAlias(ctx, c, alias, current, previous); err != nil {
		return nil, err
	}
	return &RollbackReport{From: current[0], To: previous}, nil
}
