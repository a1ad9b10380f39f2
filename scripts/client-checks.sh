#!/usr/bin/env bash
# scripts/client-checks.sh
#
# Proves the OpenAPI document with the generators client developers use,
# against the live API (`make test` runs it after Schemathesis; exits
# non-zero on any failure):
#
#   1. `redocly lint` (recommended rules) of the served /openapi.json: 0 errors.
#   2. Python: openapi-python-client generates a client; client/python-check/
#      check.py calls every operation with default arguments (all 2xx, parsed
#      into the generated models), runs each operation's Python code sample
#      and walks a collection to its end.
#   3. TypeScript: openapi-typescript generates the types; the real answers
#      of every operation (a 200 and a 400 each, saved by step 2), the
#      TypeScript code samples and client/ts-check/usage.ts (openapi-fetch)
#      compile with tsc --strict.
#
# (The Go code samples are built by client/samples_test.go.)
#
# The API serves a small generated data set under an INDEX_PREFIX of its own
# (scripts/lib/api-under-test.sh). The tools are pinned and installed once
# outside the repository, in the state directory of scripts/services.sh: a
# virtualenv for the Python generator, and the npm packages locked by
# client/ts-check/package-lock.json. OpenSearch and Redis must answer
# (scripts/services.sh up). Environment: OPENSEARCH_URL, REDIS_URL,
# READAPI_SERVICES_DIR as in scripts/schemathesis.sh.
set -euo pipefail
cd "$(dirname "$0")/.."

OPENAPI_PYTHON_CLIENT_VERSION=0.29.1
# The generated client's one dependency that its generator does not bring.
PYTHON_DATEUTIL_VERSION=2.9.0.post0

PROG=${0##*/}
log() { printf '%s: %s\n' "$PROG" "$*" >&2; }
die() { printf '%s: error: %s\n' "$PROG" "$*" >&2; exit 1; }

# shellcheck source=lib/api-under-test.sh
source scripts/lib/api-under-test.sh
VENV=$STATE_DIR/openapi-python-client-$OPENAPI_PYTHON_CLIENT_VERSION
NODE_TOOLS=$STATE_DIR/client-tools-$(sha256sum client/ts-check/package-lock.json | cut -c1-12)

# ensure_node_tools installs the locked npm packages once.
ensure_node_tools() {
  [[ -f $NODE_TOOLS/.installed ]] && return
  command -v npm >/dev/null || die "npm (Node.js 20) is needed"
  log "installing the npm packages of client/ts-check/package-lock.json into $NODE_TOOLS"
  rm -rf "$NODE_TOOLS"
  mkdir -p "$NODE_TOOLS"
  cp client/ts-check/package.json client/ts-check/package-lock.json "$NODE_TOOLS/"
  (cd "$NODE_TOOLS" && npm ci --no-audit --no-fund --loglevel=error >/dev/null) || die "npm ci failed"
  touch "$NODE_TOOLS/.installed"
}

ensure_venv "$VENV" "openapi-python-client==$OPENAPI_PYTHON_CLIENT_VERSION" "python-dateutil==$PYTHON_DATEUTIL_VERSION"
ensure_node_tools
start_api_under_test
curl -fsS -o "$WORK/openapi.json" "$BASE/openapi.json" || die "the API does not serve /openapi.json"

log "redocly lint (recommended rules)"
# Redocly's usage telemetry and update check stay off: nothing but the registries is reached.
REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true "$NODE_TOOLS/node_modules/.bin/redocly" lint --extends recommended "$WORK/openapi.json" ||
  die "redocly lint found errors"

log "Python: openapi-python-client $OPENAPI_PYTHON_CLIENT_VERSION, every operation with default arguments"
mkdir -p "$WORK/py" "$WORK/answers"
(cd "$WORK/py" && PATH=$VENV/bin:$PATH openapi-python-client generate --path "$WORK/openapi.json" \
  --output-path readapi_client --meta none --config "$OLDPWD/client/python-check/config.yaml" >/dev/null) ||
  die "openapi-python-client could not generate the client"
PYTHONPATH=$WORK/py "$VENV/bin/python" client/python-check/check.py "$BASE" "$KEY" "$WORK/answers" ||
  die "the generated Python client failed (above)"

log "TypeScript: openapi-typescript types, every real answer compiled with tsc --strict"
mkdir -p "$WORK/ts"
cp client/ts-check/tsconfig.json client/ts-check/usage.ts "$WORK/ts/"
ln -s "$NODE_TOOLS/node_modules" "$WORK/ts/node_modules"
"$NODE_TOOLS/node_modules/.bin/openapi-typescript" "$WORK/openapi.json" -o "$WORK/ts/readapi.d.ts" >/dev/null 2>&1 ||
  die "openapi-typescript could not generate the types"
node client/ts-check/responses.mjs "$WORK/answers" >"$WORK/ts/responses.ts"
node client/ts-check/samples.mjs "$WORK/openapi.json" >"$WORK/ts/samples.ts"
(cd "$WORK/ts" && node_modules/.bin/tsc -p .) || die "tsc --strict found errors in the real answers (above)"
log "tsc --strict: 0 errors over $(find "$WORK/answers" -name '*.json' | wc -l) answers"
