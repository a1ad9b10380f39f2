# scripts/lib/api-under-test.sh, sourced by scripts that test a live API
# (schemathesis.sh, client-checks.sh): the state directory of
# scripts/services.sh, a Python virtualenv kept there, and an API serving a
# small generated data set under an INDEX_PREFIX of its own with a key,
# all removed again on exit.
#
# The sourcing script sets PROG and defines log and die; after
# start_api_under_test, BASE is the API's address, KEY a scale key and WORK
# a temporary directory removed on exit.

if [[ $(id -u) -eq 0 ]]; then
  STATE_DIR=${READAPI_SERVICES_DIR:-/var/tmp/readapi-services}
else
  STATE_DIR=${READAPI_SERVICES_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/readapi-services}
fi
# In load order: rates first, since a jobs load converts pay to AZN with them.
DATASETS=(rates jobs events quotes genome reachability)

# ensure_venv DIR PACKAGE==VERSION... creates the virtualenv DIR and
# installs the packages once (a marker file says the install finished).
# Debian's python3-venv is installed with apt-get when the machine's Python
# lacks ensurepip.
ensure_venv() {
  local venv=$1
  shift
  [[ -f $venv/.installed ]] && return
  command -v python3 >/dev/null || die "python3 is needed"
  if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
    [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null ||
      die "python3 has no venv/ensurepip; install python3-venv"
    log "installing python3-venv with apt-get"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
  fi
  log "installing $* into $venv"
  mkdir -p "$STATE_DIR"
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "$@" || die "pip install $* failed"
  touch "$venv/.installed"
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

cleanup_api_under_test() {
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
trap cleanup_api_under_test EXIT

# start_api_under_test builds the commands, loads the data set, issues a
# key and serves the API on a free local port (its log in $WORK/api.log).
start_api_under_test() {
  log "building the commands"
  mkdir -p "$WORK/bin"
  go build -o "$WORK/bin/" ./cmd/api ./cmd/apikey ./cmd/gendata ./cmd/reindex

  log "loading a small data set under $INDEX_PREFIX"
  "$WORK/bin/gendata" --out "$WORK/data" --seed 1 --jobs 300 --events 100 --quotes 200 \
    --rate-days 10 --reachability 50 >/dev/null 2>&1 || die "gendata failed"
  local d
  for d in "${DATASETS[@]}"; do
    "$WORK/bin/reindex" load --dataset "$d" --input "$WORK/data/$d.ndjson" >/dev/null 2>&1 ||
      die "reindex load --dataset $d failed"
  done
  "$WORK/bin/reindex" sources --input "$WORK/data/sources.ndjson" >/dev/null 2>&1 || die "reindex sources failed"
  KEY=$("$WORK/bin/apikey" create --plan scale --name "$PROG" 2>/dev/null | sed -n 1p)
  [[ -n $KEY ]] || die "apikey create failed"

  local port
  port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
  BASE=http://127.0.0.1:$port
  LISTEN_ADDR=127.0.0.1:$port CURSOR_SECRET=$PROG "$WORK/bin/api" 2>"$WORK/api.log" &
  API_PID=$!
  for _ in $(seq 100); do
    curl -fs -o /dev/null "$BASE/healthz" && break
    kill -0 "$API_PID" 2>/dev/null || { cat "$WORK/api.log" >&2; die "the API did not start"; }
    sleep 0.1
  done
  curl -fs -o /dev/null "$BASE/healthz" || die "the API does not answer at $BASE"
}
