#!/usr/bin/env bash
# Times `reindex remove --ids` on 10,000 ids of a loaded jobs snapshot on a
# single node (the contract: under a minute), beside the baseline of the
# same work done one process per id (`reindex remove --id`, timed on a
# sample of SAMPLE ids and scaled), and prints both with their ratio and
# the machine's load average; asserts nothing. Each run has an index
# prefix of its own, deleted at the end.
#   IDS=10000 SAMPLE=50 scripts/bench-remove.sh
set -euo pipefail
cd "$(dirname "$0")/.."
IDS=${IDS:-10000}
SAMPLE=${SAMPLE:-50}
JOBS=$((IDS + SAMPLE + 2000))
URL=${OPENSEARCH_URL:-http://127.0.0.1:9200}
URL=${URL%%,*}
work=$(mktemp -d "${TMPDIR:-/var/tmp}/readapi-bench-remove.XXXXXX")
export INDEX_PREFIX="bench-remove-$(date +%s)-$$-"
cleanup() {
	curl -s -o /dev/null -X DELETE "$URL/${INDEX_PREFIX}*" || true
	rm -rf "$work"
}
trap cleanup EXIT

scripts/services.sh up >&2
go build -o "$work/" ./cmd/gendata ./cmd/reindex
echo "generating and loading $JOBS jobs" >&2
"$work/gendata" --out "$work/data" --seed 7 --jobs "$JOBS" --events 0 --quotes 0 --rate-days 0 --reachability 0 >&2
"$work/reindex" load --dataset jobs --input "$work/data/jobs.ndjson" >/dev/null 2>&1
jq -r .id "$work/data/jobs.ndjson" >"$work/all-ids"
head -n "$IDS" "$work/all-ids" >"$work/ids"
sed -n "$((IDS + 1)),$((IDS + SAMPLE))p" "$work/all-ids" >"$work/sample"

echo "machine load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
start=$(date +%s.%N)
"$work/reindex" remove --dataset jobs --ids "$work/ids" 2>"$work/remove.log"
batch=$(echo "$(date +%s.%N) - $start" | bc)
start=$(date +%s.%N)
while read -r id; do
	"$work/reindex" remove --dataset jobs --id "$id" >/dev/null 2>>"$work/single.log"
done <"$work/sample"
single=$(echo "($(date +%s.%N) - $start) / $SAMPLE" | bc -l)
echo "machine load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
printf 'reindex remove --ids: %d ids in %.1f s (%.0f ids/s)\n' "$IDS" "$batch" "$(echo "$IDS / $batch" | bc -l)"
printf 'baseline, one reindex remove --id per id: %.3f s an id (%d timed), %.0f s for %d ids\n' "$single" "$SAMPLE" "$(echo "$single * $IDS" | bc -l)" "$IDS"
printf 'ratio, one process per id / --ids: %.1fx\n' "$(echo "$single * $IDS / $batch" | bc -l)"
