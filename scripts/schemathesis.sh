#!/usr/bin/env bash
# scripts/schemathesis.sh
#
# Tests the live API against its own OpenAPI document with Schemathesis:
# every operation, positive and negative examples, with a fixed seed and a
# bounded number of examples. `make test` runs it after the Go tests; it
# exits non-zero on any failure.
#
# It loads a small generated data set under an INDEX_PREFIX of its own,
# issues a key under that prefix, serves the API on a free local port, runs
#
#   st run http://127.0.0.1:PORT/openapi.json --checks <the four below>
#      --mode all --seed $SCHEMATHESIS_SEED --max-examples $SCHEMATHESIS_EXAMPLES
#      --header 'Authorization: Bearer <key>'
#
# (arguments to this script are added to that command line, e.g.
# --max-failures 1) and then stops the API and removes the indices and Redis keys it made.
# OpenSearch and Redis must answer (scripts/services.sh up).
#
# Schemathesis comes from PyPI into a virtualenv in the state directory
# scripts/services.sh uses (outside the repository), created once and
# reused. Debian's python3-venv is installed with apt-get when the machine's
# Python lacks ensurepip.
#
# Environment (all optional): OPENSEARCH_URL, REDIS_URL as everywhere;
#   READAPI_SERVICES_DIR   state dir (as in scripts/services.sh)
#   SCHEMATHESIS_SEED      default 1
#   SCHEMATHESIS_EXAMPLES  examples per operation and phase, default 25
set -euo pipefail
cd "$(dirname "$0")/.."

SCHEMATHESIS_VERSION=4.32.5
SEED=${SCHEMATHESIS_SEED:-1}
EXAMPLES=${SCHEMATHESIS_EXAMPLES:-25}
CHECKS=not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance
DATASETS=(jobs events quotes rates genome reachability)

PROG=${0##*/}
log() { printf '%s: %s\n' "$PROG" "$*" >&2; }
die() { printf '%s: error: %s\n' "$PROG" "$*" >&2; exit 1; }

if [[ $(id -u) -eq 0 ]]; then
  STATE_DIR=${READAPI_SERVICES_DIR:-/var/tmp/readapi-services}
else
  STATE_DIR=${READAPI_SERVICES_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/readapi-services}
fi
VENV=$STATE_DIR/schemathesis-$SCHEMATHESIS_VERSION

# ensure_schemathesis creates the virtualenv and installs Schemathesis once
# (a marker file says the install finished).
ensure_schemathesis() {
  [[ -f $VENV/.installed ]] && return
  command -v python3 >/dev/null || die "python3 is needed for Schemathesis"
  if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
    [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null ||
      die "python3 has no venv/ensurepip; install python3-venv"
    log "installing python3-venv with apt-get"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
  fi
  log "installing schemathesis $SCHEMATHESIS_VERSION into $VENV"
  mkdir -p "$STATE_DIR"
  rm -rf "$VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION" ||
    die "pip install schemathesis==$SCHEMATHESIS_VERSION failed"
  touch "$VENV/.installed"
}

# remove_keys deletes the Redis keys under INDEX_PREFIX, or at least revokes
# the key issued when redis-cli is missing.
remove_keys() {
  local url=${REDIS_URL:-redis://127.0.0.1:6379/0}
  if command -v redis-cli >/dev/null; then
    redis-cli -u "$url" --scan --pattern "${INDEX_PREFIX}*" | xargs -r redis-cli -u "$url" del >/dev/null
  elif [[ -n ${KEY:-} ]]; then
    "$WORK/bin/apikey" revoke "$KEY" >/dev/null
  fi
}

export OPENSEARCH_URL=${OPENSEARCH_URL:-http://127.0.0.1:9200}
WORK=$(mktemp -d)
export INDEX_PREFIX="st-$(od -An -N4 -tx1 /dev/urandom | tr -d ' \n')-"
API_PID=

cleanup() {
  local rc=$?
  if [[ -n $API_PID ]]; then
    kill "$API_PID" 2>/dev/null || true
    wait "$API_PID" 2>/dev/null || true
  fi
  curl -fsS -o /dev/null -X DELETE "${OPENSEARCH_URL%%,*}/${INDEX_PREFIX}*?expand_wildcards=all" ||
    log "could not remove the indices under $INDEX_PREFIX"
  remove_keys || log "could not remove the Redis keys under $INDEX_PREFIX"
  rm -rf "$WORK"
  exit "$rc"
}
trap cleanup EXIT

ensure_schemathesis

log "building the commands"
mkdir -p "$WORK/bin"
go build -o "$WORK/bin/" ./cmd/api ./cmd/apikey ./cmd/gendata ./cmd/reindex

log "loading a small data set under $INDEX_PREFIX"
"$WORK/bin/gendata" --out "$WORK/data" --seed 1 --jobs 300 --events 100 --quotes 200 \
  --rate-days 10 --reachability 50 >/dev/null 2>&1 || die "gendata failed"
for d in "${DATASETS[@]}"; do
  "$WORK/bin/reindex" load --dataset "$d" --input "$WORK/data/$d.ndjson" >/dev/null 2>&1 ||
    die "reindex load --dataset $d failed"
done
"$WORK/bin/reindex" sources --input "$WORK/data/sources.ndjson" >/dev/null 2>&1 || die "reindex sources failed"
KEY=$("$WORK/bin/apikey" create --plan scale --name schemathesis 2>/dev/null | sed -n 1p)
[[ -n $KEY ]] || die "apikey create failed"

PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
BASE=http://127.0.0.1:$PORT
LISTEN_ADDR=127.0.0.1:$PORT CURSOR_SECRET=schemathesis "$WORK/bin/api" 2>"$WORK/api.log" &
API_PID=$!
for _ in $(seq 100); do
  curl -fs -o /dev/null "$BASE/healthz" && break
  kill -0 "$API_PID" 2>/dev/null || { cat "$WORK/api.log" >&2; die "the API did not start"; }
  sleep 0.1
done
curl -fs -o /dev/null "$BASE/healthz" || die "the API does not answer at $BASE"

log "schemathesis $SCHEMATHESIS_VERSION against $BASE/openapi.json (seed $SEED, $EXAMPLES examples)"
# From the work directory, so that its crash cache (.schemathesis) goes with it.
status=0
(cd "$WORK" && "$VENV/bin/st" run "$BASE/openapi.json" --checks "$CHECKS" --mode all --seed "$SEED" \
  --max-examples "$EXAMPLES" --header "Authorization: Bearer $KEY" \
  --generation-database none --no-color "$@") || status=$?
if [[ $status -ne 0 ]]; then
  log "failed; the API's errors:"
  grep -F '"level":"error"' "$WORK/api.log" | tail -n 20 >&2 || true
fi
exit "$status"
