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
# reused (scripts/lib/api-under-test.sh).
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

PROG=${0##*/}
log() { printf '%s: %s\n' "$PROG" "$*" >&2; }
die() { printf '%s: error: %s\n' "$PROG" "$*" >&2; exit 1; }

# shellcheck source=lib/api-under-test.sh
source scripts/lib/api-under-test.sh
VENV=$STATE_DIR/schemathesis-$SCHEMATHESIS_VERSION

ensure_venv "$VENV" "schemathesis==$SCHEMATHESIS_VERSION"
start_api_under_test

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
