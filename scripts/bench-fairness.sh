#!/usr/bin/env bash
# Benchmarks fair use (docs/operations.md, "Fair use"): loads generated jobs
# (200,000 by default), starts the API on a private prefix, issues a victim
# key (scale, without limits that matter) and an attacker key (free), and
# runs scripts/benchfair: the victim's plain q page one at a time, idle and
# while the attacker sends the costliest request it is allowed from 16
# connections at its plan's 5 requests a second. Prints the victim's median
# and p99 idle and attacked, as ratios, the attacker's answers by limit and
# the engine's CPU; asserts nothing. The goal: median within 1.5x, p99
# within 3x. DATA_PREFIX=<prefix> measures over jobs already loaded under
# that prefix (KEEP_DATA=1 keeps this run's and prints its prefix).
# COMPARE_OFF=1 then runs the same scenario against an api with the free
# plan's engine budget and in-flight cap turned off, to show what they
# change. The machine is shared: read the ratios, not the milliseconds.
set -euo pipefail
cd "$(dirname "$0")/.."

JOBS=${JOBS:-200000}
OPENSEARCH_URL=${OPENSEARCH_URL:-http://127.0.0.1:9200}
OS=${OPENSEARCH_URL%%,*}
REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379/0}
PREFIX=${DATA_PREFIX:-bench-fair-$(date +%s)-$$-}
PORT=${BENCH_PORT:-$((20000 + RANDOM % 20000))}
work=$(mktemp -d)
api_pid=
victim=
attacker=
cleanup() {
  [ -n "$api_pid" ] && kill "$api_pid" 2>/dev/null || true
  if [ -z "${DATA_PREFIX:-}" ] && [ "${KEEP_DATA:-0}" != 1 ]; then
    curl -s --max-time 30 -XDELETE "$OS/${PREFIX}*" >/dev/null || true
  fi
  # this run's two keys (a kept prefix keeps its data, not its keys)
  for k in ${victim:-} ${attacker:-}; do "$work/apikey" revoke "$k" >/dev/null 2>&1 || true; done
  if [ -z "${DATA_PREFIX:-}" ] && command -v redis-cli >/dev/null; then
    redis-cli -u "$REDIS_URL" --scan --pattern "${PREFIX}*" | xargs -r redis-cli -u "$REDIS_URL" del >/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

scripts/services.sh up >&2
go build -o "$work/" ./cmd/gendata ./cmd/reindex ./cmd/api ./cmd/apikey
export OPENSEARCH_URL REDIS_URL INDEX_PREFIX=$PREFIX
if [ -z "${DATA_PREFIX:-}" ]; then
  echo "generating and loading $JOBS jobs under $PREFIX" >&2
  "$work/gendata" --out "$work/data" --seed 11 --jobs "$JOBS" --events 0 --quotes 0 --rate-days 0 --reachability 0 >&2
  "$work/reindex" sources --input "$work/data/sources.ndjson" >&2
  "$work/reindex" load --dataset jobs --input "$work/data/jobs.ndjson" >&2
  [ "${KEEP_DATA:-0}" = 1 ] && echo "data kept: DATA_PREFIX=$PREFIX" >&2
fi
victim=$("$work/apikey" create --plan scale --name bench-victim --rps 100000 --burst 100000 --monthly 1000000000 2>/dev/null | head -n1)
attacker=$("$work/apikey" create --plan free --name bench-attacker --monthly 1000000000 2>/dev/null | head -n1)

LISTEN_ADDR=127.0.0.1:$PORT "$work/api" >"$work/api.log" 2>&1 &
api_pid=$!
for _ in $(seq 50); do
  curl -sf --max-time 1 "http://127.0.0.1:$PORT/healthz" >/dev/null && break
  sleep 0.2
done

# The costliest request a free key may send: a fuzzy OR chain of six
# words, all thirteen job facets at facet_limit=100, collapse, highlights,
# the count, 100 rows with their bodies and two substring filters.
facets=source,source_type,city,district,country,remote,employment_type,job_function,career_level,salary_currency,salary_period,active,company
q=$(printf 'mühasib OR satış OR sürücü OR proqramçı OR dizayner OR aşpaz' | jq -sRr @uri)
costly="/v1/jobs?q=$q&fuzzy=true&facets=$facets&facet_limit=100&collapse=duplicates&highlight=true&count=true&limit=100&include=bodies&location=ak&job_function=e"

echo "jobs: $JOBS; prefix: $PREFIX; machine load: $(cut -d' ' -f1-3 /proc/loadavg) (shared machine: noisy)"
go run ./scripts/benchfair -api "http://127.0.0.1:$PORT" -opensearch "$OS" -victim "$victim" -attacker "$attacker" \
  -costly "$costly" -n "${N:-200}" -conc "${CONC:-16}" -rate 5
echo "api's fair-use counters:"
curl -s "http://127.0.0.1:$PORT/metrics" | grep -E '^readapi_(admissions_total|engine_budget_spent_seconds_total|shed_total)' || true
if [ "${COMPARE_OFF:-0}" = 1 ]; then
  kill "$api_pid"
  wait "$api_pid" 2>/dev/null || true
  echo
  echo "the same with the free plan's engine budget and in-flight cap off (ENGINE_BUDGETS=free=0/0/0):"
  ENGINE_BUDGETS=free=0/0/0 LISTEN_ADDR=127.0.0.1:$PORT "$work/api" >"$work/api-off.log" 2>&1 &
  api_pid=$!
  for _ in $(seq 50); do
    curl -sf --max-time 1 "http://127.0.0.1:$PORT/healthz" >/dev/null && break
    sleep 0.2
  done
  go run ./scripts/benchfair -api "http://127.0.0.1:$PORT" -opensearch "$OS" -victim "$victim" -attacker "$attacker" \
    -costly "$costly" -n "${N:-200}" -conc "${CONC:-16}" -rate 5
fi
echo "machine load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
