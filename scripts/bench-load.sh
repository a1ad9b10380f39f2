#!/usr/bin/env bash
# Benchmarks `reindex load` against plain sequential _bulk requests on the
# same generated jobs snapshot (1,000,000 rows by default), side by side:
# into a default-mapped index (the load ratio, reindex load rows/s / plain
# _bulk rows/s) and into the jobs mapping; then times the source listing
# over the loaded data. Prints figures with the machine's load average;
# asserts nothing. Each run has an index prefix of its own.
#   JOBS=200000 scripts/bench-load.sh
set -euo pipefail
cd "$(dirname "$0")/.."
JOBS=${JOBS:-1000000}
work=$(mktemp -d "${TMPDIR:-/var/tmp}/readapi-bench-load.XXXXXX")
trap 'rm -rf "$work"' EXIT

scripts/services.sh up >&2
go build -o "$work/" ./cmd/gendata ./cmd/reindex ./scripts/benchload
echo "generating $JOBS jobs" >&2
"$work/gendata" --out "$work/data" --seed 7 --jobs "$JOBS" --events 0 --quotes 0 --rate-days 0 --reachability 0 >&2
"$work/benchload" --input "$work/data/jobs.ndjson" --reindex "$work/reindex" --prefix "bench-load-$(date +%s)-$$-"
