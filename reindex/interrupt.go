package reindex

import (
	"context"
	"errors"
	"fmt"
)

// interrupted is the error of a load, rollback or ingest whose context
// ended (Ctrl-C, SIGTERM) at step: it names the step and wraps the
// context's cause, and keeps what the step said unless that was only the
// cancellation itself.
func interrupted(ctx context.Context, step string, err error) error {
	cause := context.Cause(ctx)
	if err == nil || errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) || errors.Is(err, cause) {
		return fmt.Errorf("interrupted at step %q: %w", step, cause)
	}
	return fmt.Errorf("interrupted at step %q: %w (%v)", step, cause, err)
}

// stepFailed is the error of step number i of n, which returned err: an
// interrupt names the step, and an interrupt seen after the last step
// finished changes nothing (the operation is done).
func stepFailed(ctx context.Context, i, n int, step string, err error) error {
	if ctx.Err() != nil && (err != nil || i < n-1) {
		return interrupted(ctx, step, err)
	}
	return err
}
