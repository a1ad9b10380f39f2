package main

import (
	"context"
	"errors"
	"io"
	"time"

	"github.com/opensearch-project/opensearch-go/v4/opensearchapi"
)

func ingest(ctx context.Context, client *opensearchapi.Client, prefix string, stdout, stderr io.Writer, dataset, source, scrapedAt string, complete bool, input string, lockWait time.Duration) error {
	return errors.New("ingest: not implemented yet")
}
