#!/usr/bin/env bash
# Node loss under load, on a local three-node cluster: starts (or reuses) the
# cluster with scripts/services.sh, loads generated jobs and events with 3
# shards and 1 replica on a private prefix, serves them with a real api
# process, and runs scripts/nodeloss: 8 clients read while one node and then
# the elected cluster manager are SIGKILLed and an ingest runs; then the
# nodes are brought back with `scripts/services.sh up` and the ingest re-run.
# Prints the figures; exits non-zero when a required property fails.
#
# Environment: OPENSEARCH_URL (default the three nodes at 9270-9272; never
# point it at a cluster others use: its nodes are killed), REDIS_URL, JOBS
# (default 20000), EVENTS (default 3000), NODELOSS_API_PORT (default 18090),
# NODELOSS_RATE (reads a second per client; default 0, as fast as the api
# answers).
set -euo pipefail
cd "$(dirname "$0")/.."

export OPENSEARCH_URL=${OPENSEARCH_URL:-http://127.0.0.1:9270,http://127.0.0.1:9271,http://127.0.0.1:9272}
export OPENSEARCH_NODES=3
export REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379/0}
JOBS=${JOBS:-20000}
EVENTS=${EVENTS:-3000}
PORT=${NODELOSS_API_PORT:-18090}
RATE=${NODELOSS_RATE:-0}
OS=${OPENSEARCH_URL%%,*}
PREFIX=nodeloss-$$-
work=$(mktemp -d)
api_pid=
cleanup() {
  [[ -n $api_pid ]] && kill "$api_pid" 2>/dev/null && wait "$api_pid" 2>/dev/null || true
  curl -s --max-time 60 -XDELETE "$OS/${PREFIX}*" >/dev/null || true
  if command -v redis-cli >/dev/null; then
    redis-cli -u "$REDIS_URL" --scan --pattern "${PREFIX}*" | xargs -r redis-cli -u "$REDIS_URL" del >/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

scripts/services.sh up >&2
go build -o "$work/" ./cmd/gendata ./cmd/reindex ./cmd/api ./cmd/apikey ./scripts/nodeloss
"$work/gendata" --out "$work/data" --seed 16 --jobs "$JOBS" --events "$EVENTS" --quotes 0 --rate-days 0 --reachability 0 >&2
export INDEX_PREFIX=$PREFIX
"$work/reindex" load --dataset jobs --shards 3 --replicas 1 --input "$work/data/jobs.ndjson" >&2
"$work/reindex" load --dataset events --shards 3 --replicas 1 --input "$work/data/events.ndjson" >&2
"$work/reindex" sources --input "$work/data/sources.ndjson" >&2
# the batch ingested while nodes are lost: every event of the largest source
source=$(grep -o '"source":"[^"]*"' "$work/data/events.ndjson" | sort | uniq -c | sort -rn | sed -n '1s/.*"source":"\([^"]*\)"/\1/p')
grep -F "\"source\":\"$source\"" "$work/data/events.ndjson" >"$work/batch.ndjson"

key=$("$work/apikey" create --plan scale --name nodeloss --rps 1000000 --burst 1000000 --monthly 1000000000 | head -n1)
CURSOR_SECRET=nodeloss-$$ LISTEN_ADDR=127.0.0.1:$PORT "$work/api" >"$work/api.log" 2>&1 &
api_pid=$!
for _ in $(seq 50); do curl -sf --max-time 1 "http://127.0.0.1:$PORT/readyz" >/dev/null && break; sleep 0.2; done

echo "machine: $(nproc) cores shared with other work, load $(cut -d' ' -f1-3 /proc/loadavg); $JOBS jobs, 3 shards, 1 replica, 3 nodes"
"$work/nodeloss" -api "http://127.0.0.1:$PORT" -key "$key" -rate "$RATE" \
  -restart "scripts/services.sh up opensearch" \
  -reindex "$work/reindex" -ingest-input "$work/batch.ndjson" -ingest-dataset events "$@"
