#!/usr/bin/env bash
# scripts/services.sh up|down|status [opensearch|redis]
#
# Starts a local OpenSearch (one node, or OPENSEARCH_NODES of them) and a
# Redis (or, with REDIS_CLUSTER=1, a three-master Redis Cluster) when they do
# not already answer at OPENSEARCH_URL / REDIS_URL, waits until they are
# ready, and is safe to run twice; `down` stops only what `up` started;
# `status` prints what answers. A second argument limits the command to that
# one service.
#
# The work is done by the Go program scripts/services (internal/devservices,
# whose doc comments describe every step and variable: OPENSEARCH_URL,
# OPENSEARCH_VERSION, REDIS_URL, REDIS_CLUSTER, OPENSEARCH_NODES, OPENSEARCH_HEAP,
# OPENSEARCH_JAVA_OPTS, JAVA_HOME, READAPI_SERVICES_DIR, READAPI_OS_USER,
# READAPI_WAIT_SECONDS, READAPI_HEAL_SECONDS, READAPI_USE_DOCKER,
# SNAPSHOT_REPOSITORY, READAPI_DISK_WATERMARKS). This wrapper builds it once
# per version of its sources, into the state directory, and runs it.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
if [[ $(id -u) -eq 0 ]]; then
  state=${READAPI_SERVICES_DIR:-/var/tmp/readapi-services}
else
  state=${READAPI_SERVICES_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/readapi-services}
fi

hash=$(cd "$root" && cat go.mod go.sum scripts/services/*.go internal/devservices/*.go | sha256sum | cut -c1-16)
bin=$state/bin/services-$hash
if [[ ! -x $bin ]]; then
  command -v go >/dev/null || { echo "services.sh: error: Go is required to build scripts/services" >&2; exit 1; }
  mkdir -p "$state/bin"
  echo "services.sh: building scripts/services (once per version of its sources)" >&2
  (cd "$root" && timeout 600 go build -o "$bin.$$" ./scripts/services) || {
    rm -f "$bin.$$"
    echo "services.sh: error: could not build scripts/services" >&2
    exit 1
  }
  mv -f "$bin.$$" "$bin"
  find "$state/bin" -name 'services-*' ! -name "services-$hash" -mtime +7 -delete 2>/dev/null || true
fi
exec "$bin" -repo "$root" "$@"
