#!/usr/bin/env bash
# Measures what grouping copies costs a full load: `reindex load` of the
# same generated jobs (with gendata --copies) by the reindex of BASE_REV
# (default: the commit before grouping existed) and by this tree's, side by
# side, alternating, ROUNDS times each. Prints rows/s of each load (verify
# and swap included) and their ratio; asserts nothing.
#   JOBS=100000 ROUNDS=2 BASE_REV=<commit> scripts/bench-dupes-load.sh
set -euo pipefail
cd "$(dirname "$0")/.."
JOBS=${JOBS:-100000}
ROUNDS=${ROUNDS:-2}
BASE_REV=${BASE_REV:-$(git log --format=%H -1 --diff-filter=A -- internal/dupes/dupes.go)^}
work=$(mktemp -d "${TMPDIR:-/var/tmp}/readapi-bench-dupes.XXXXXX")
trap 'rm -rf "$work"' EXIT

scripts/services.sh up >&2
mkdir -p "$work/base" "$work/new"
git archive "$BASE_REV" | tar -x -C "$work/base"
(cd "$work/base" && go build -o "$work/base/reindex.bin" ./cmd/reindex)
go build -o "$work/new/reindex.bin" ./cmd/reindex
go build -o "$work/gendata" ./cmd/gendata
echo "generating $JOBS jobs with copies" >&2
"$work/gendata" --out "$work/data" --seed 7 --jobs "$JOBS" --events 0 --quotes 0 --rate-days 0 --reachability 0 --copies >&2

load() { # which round
  local prefix="bench-dupes-$1-$2-"
  INDEX_PREFIX=$prefix "$work/$1/reindex.bin" sources --input "$work/data/sources.ndjson" >/dev/null 2>&1
  local t0 t1
  t0=$(date +%s.%N)
  INDEX_PREFIX=$prefix "$work/$1/reindex.bin" load --dataset jobs --input "$work/data/jobs.ndjson" 2>"$work/$1-$2.log" >/dev/null
  t1=$(date +%s.%N)
  grep -E "copies in groups|group done" "$work/$1-$2.log" >&2 || true
  curl -s -XDELETE "${OPENSEARCH_URL:-http://127.0.0.1:9200}/${prefix}*" >/dev/null
  echo "$t0 $t1" | awk -v n="$JOBS" '{printf "%.0f", n/($2-$1)}'
}
echo "jobs: $JOBS with copies; machine load: $(cut -d' ' -f1-3 /proc/loadavg)"
base_total=0 new_total=0
for round in $(seq "$ROUNDS"); do
  b=$(load base "$round"); n=$(load new "$round")
  echo "round $round: load without grouping ($BASE_REV) $b rows/s, with grouping $n rows/s, ratio $(awk -v a="$n" -v b="$b" 'BEGIN{printf "%.2f", a/b}')"
  base_total=$((base_total + b)); new_total=$((new_total + n))
done
echo "machine load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "mean over $ROUNDS rounds: without $((base_total / ROUNDS)) rows/s, with $((new_total / ROUNDS)) rows/s, ratio $(awk -v a="$new_total" -v b="$base_total" 'BEGIN{printf "%.2f", a/b}')"
