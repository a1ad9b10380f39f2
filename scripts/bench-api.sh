#!/usr/bin/env bash
# Benchmarks the read API against the same queries sent straight to
# OpenSearch: loads generated jobs (200,000 by default), starts the API on a
# private prefix, runs scripts/benchapi at concurrency 1 and 16, cleans up.
# Prints medians and API/direct ratios (and, in the engine table, each
# API's CPU time a request, which a busy machine leaves steadier than the
# latencies); asserts nothing. BASE_REV=<git rev>
# also builds that revision's API and measures it side by side (api/base),
# to show that a change does not slow the read path. REMOVALS=N removes N
# jobs first. Ends with the table of search pages (highlight=true,
# order=relevance, the UI page with facets, facets over a filter never seen)
# as ratios to the plain q page, measured side by side, and the table of
# the derived fields' pages (occupation and seniority filters, the derived
# facets, the job board's page with a pay floor in AZN). Each run has an
# index prefix and ports of its own, so runs on one machine do not meet;
# JOBS=1000000 for the 1M figures. COPIES=1 generates the jobs with copies
# (gendata --copies), for the duplicates table (collapse=duplicates and
# similar; `-only dupes` after the script's name measures only that table).
# EVENTS=N also generates and loads N events and ends the run with the table
# of events pages (plain q, relevance, highlights; the kind, language and
# age filters and the derived facets) with api/base;
# `-only events` measures only that table (EVENTS=20000 and JOBS=1000 by
# default then). KEEP_DATA=1 keeps the loaded indices and prints their
# prefix; DATA_PREFIX=<that prefix> measures over them again without
# generating or loading (JOBS, EVENTS and COPIES are then what that run
# loaded), so that the 1,000,000-job figures of several revisions need one
# load. BASE_OPENSEARCH_URL=<another OpenSearch> runs the base API (this
# build, or BASE_REV's) over that engine, with the same data loaded there
# too (under the same DATA_PREFIX when given), so that api/base is one
# engine against the other, side by side: e.g. OPENSEARCH_URL at the
# OpenSearch 3.8.0 that scripts/services.sh starts by default and
# BASE_OPENSEARCH_URL at a 2.19.4 started with OPENSEARCH_VERSION=2.19.4
# OPENSEARCH_URL=http://127.0.0.1:9280 scripts/services.sh up opensearch (the
# engine before it, kept for this measurement only). Each engine's version
# is printed with the figures.
set -euo pipefail
cd "$(dirname "$0")/.."

only_events=0
for arg in "$@"; do
  [ "$arg" = events ] && [ "${prev:-}" = -only ] && only_events=1
  prev=$arg
done
if [ "$only_events" = 1 ]; then
  JOBS=${JOBS:-1000}
  EVENTS=${EVENTS:-20000}
fi
JOBS=${JOBS:-200000}
EVENTS=${EVENTS:-0}
OPENSEARCH_URL=${OPENSEARCH_URL:-http://127.0.0.1:9200}
OS=${OPENSEARCH_URL%%,*}
BASE_OS=${BASE_OPENSEARCH_URL:-}
BASE_OS=${BASE_OS%%,*}
# engine_version prints the version the OpenSearch at $1 reports.
engine_version() {
  curl -s --max-time 10 "$1/" | sed -n 's/.*"number" *: *"\([^"]*\)".*/\1/p' | head -n1
}
REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379/0}
# A prefix of this run's own: cleanup deletes ${PREFIX}*, which must not
# reach another run's data.
PREFIX=${DATA_PREFIX:-bench-api-$(date +%s)-$$-}
# free_port prints a port nothing listens on (for this run's API and base).
free_port() {
  local port
  for _ in $(seq 100); do
    port=$((20000 + RANDOM % 20000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null &&
      ! (exec 3<>"/dev/tcp/127.0.0.1/$((port + 1))") 2>/dev/null; then
      echo "$port"
      return
    fi
  done
  echo "bench-api.sh: no free port found" >&2
  exit 1
}
PORT=${BENCH_API_PORT:-$(free_port)}
SECRET=bench-secret-$$
work=$(mktemp -d)
api_pid=
base_pid=
cleanup() {
  [ -n "$api_pid" ] && kill "$api_pid" 2>/dev/null || true
  [ -n "$base_pid" ] && kill "$base_pid" 2>/dev/null || true
  [ -d "$work/base-src" ] && git worktree remove --force "$work/base-src" >/dev/null 2>&1 || true
  if [ -z "${DATA_PREFIX:-}" ] && [ "${KEEP_DATA:-0}" != 1 ]; then
    curl -s --max-time 30 -XDELETE "$OS/${PREFIX}*" >/dev/null || true
    [ -n "$BASE_OS" ] && curl -s --max-time 30 -XDELETE "$BASE_OS/${PREFIX}*" >/dev/null || true
  fi
  # the benchmark's API key (Redis keeps its data across restarts)
  if command -v redis-cli >/dev/null; then
    redis-cli -u "$REDIS_URL" --scan --pattern "${PREFIX}*" | xargs -r redis-cli -u "$REDIS_URL" del >/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

scripts/services.sh up >&2
if [ -n "$BASE_OS" ] && [ -z "$(engine_version "$BASE_OS")" ]; then
  echo "bench-api.sh: no OpenSearch answers at BASE_OPENSEARCH_URL ($BASE_OS); start it first" >&2
  exit 2
fi
go build -o "$work/" ./cmd/gendata ./cmd/reindex ./cmd/api
[ -d cmd/apikey ] && ls cmd/apikey/*.go >/dev/null 2>&1 && go build -o "$work/" ./cmd/apikey

load_data() {
  local copies=()
  [ "${COPIES:-0}" = 1 ] && copies=(--copies)
  echo "generating $JOBS jobs${copies:+ with copies} and $EVENTS events" >&2
  "$work/gendata" --out "$work/data" --seed 11 --jobs "$JOBS" --events "$EVENTS" --quotes 0 --rate-days 0 --reachability 0 "${copies[@]}" >&2
  load_into "$OPENSEARCH_URL"
  if [ -n "$BASE_OS" ]; then
    echo "loading the same data into the base engine at $BASE_OS" >&2
    load_into "$BASE_OPENSEARCH_URL"
  fi
}
# load_into loads the generated data into the OpenSearch at $1.
load_into() {
  # the registry first: the canonical order of copies reads the source types
  OPENSEARCH_URL=$1 "$work/reindex" sources --input "$work/data/sources.ndjson" >&2
  OPENSEARCH_URL=$1 "$work/reindex" load --dataset jobs --input "$work/data/jobs.ndjson" >&2
  if [ "$EVENTS" -gt 0 ]; then
    OPENSEARCH_URL=$1 "$work/reindex" load --dataset events --input "$work/data/events.ndjson" >&2
  fi
}
export OPENSEARCH_URL INDEX_PREFIX=$PREFIX
if [ -n "${DATA_PREFIX:-}" ]; then
  if [ "${REMOVALS:-0}" -gt 0 ]; then
    echo "bench-api.sh: REMOVALS needs the generated snapshot, which DATA_PREFIX does not generate" >&2
    exit 2
  fi
  echo "measuring over the data already loaded under $PREFIX" >&2
else
  load_data
  [ "${KEEP_DATA:-0}" = 1 ] && echo "data kept: DATA_PREFIX=$PREFIX" >&2
fi
# REMOVALS=N removes the snapshot's last N jobs, so that the API's check of
# the removals list runs over a list that is not empty.
if [ "${REMOVALS:-0}" -gt 0 ]; then
  echo "removing $REMOVALS jobs" >&2
  for url in "$OPENSEARCH_URL" ${BASE_OS:+"$BASE_OPENSEARCH_URL"}; do
    tail -n "$REMOVALS" "$work/data/jobs.ndjson" | grep -o '"id":"[^"]*"' | cut -d'"' -f4 |
      while read -r id; do OPENSEARCH_URL=$url "$work/reindex" remove --dataset jobs --id "$id" >/dev/null; done
  done
fi

# wait_api waits for the API of pid to answer on port, and fails with its
# log if it exited (e.g. the port was taken meanwhile) or never answered.
wait_api() {
  for _ in $(seq 50); do
    kill -0 "$1" 2>/dev/null || { cat "$3" >&2; echo "bench-api.sh: the API on port $2 exited" >&2; exit 1; }
    curl -sf --max-time 1 "http://127.0.0.1:$2/healthz" >/dev/null && return
    sleep 0.2
  done
  cat "$3" >&2
  echo "bench-api.sh: the API on port $2 did not answer /healthz in 10 s" >&2
  exit 1
}

key=
if [ -x "$work/apikey" ]; then
  key=$("$work/apikey" create --plan scale --name bench --rps 1000000 --burst 1000000 --monthly 1000000000 | head -n1)
fi
CURSOR_SECRET=$SECRET LISTEN_ADDR=127.0.0.1:$PORT "$work/api" >"$work/api.log" 2>&1 &
api_pid=$!
wait_api "$api_pid" "$PORT" "$work/api.log"

base_args=()
if [ -n "${BASE_REV:-}" ] || [ -n "$BASE_OS" ]; then
  base_api=$work/api
  if [ -n "${BASE_REV:-}" ]; then
    git worktree add --detach "$work/base-src" "$BASE_REV" >&2
    (cd "$work/base-src" && go build -o "$work/base-api" ./cmd/api)
    base_api=$work/base-api
  fi
  OPENSEARCH_URL=${BASE_OPENSEARCH_URL:-$OPENSEARCH_URL} CURSOR_SECRET=$SECRET LISTEN_ADDR=127.0.0.1:$((PORT + 1)) \
    "$base_api" >"$work/base-api.log" 2>&1 &
  base_pid=$!
  wait_api "$base_pid" $((PORT + 1)) "$work/base-api.log"
  base_args=(-base-api "http://127.0.0.1:$((PORT + 1))")
  echo "base: $(git rev-parse --short "${BASE_REV:-HEAD}")${BASE_REV:+ (BASE_REV)} over OpenSearch $(engine_version "${BASE_OS:-$OS}") at ${BASE_OS:-$OS}, as api/base"
fi

echo "api: $(git rev-parse --short HEAD) over OpenSearch $(engine_version "$OS") at $OS"
echo "jobs: $JOBS; events: $EVENTS; prefix: $PREFIX; machine load: $(cut -d' ' -f1-3 /proc/loadavg)"
go run ./scripts/benchapi -api "http://127.0.0.1:$PORT" -api-pid "$api_pid" ${base_pid:+-base-pid "$base_pid"} -opensearch "$OS" -prefix "$PREFIX" -secret "$SECRET" -key "$key" -events "$EVENTS" "${base_args[@]}" "$@"
echo "machine load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
