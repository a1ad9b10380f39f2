#!/usr/bin/env bash
# Figures for the Capacity section of docs/operations.md; asserts nothing. Loads JOBS
# generated jobs (default 200000) into each shape below, timing the load,
# then serves them with a real api process and runs scripts/capacity: a mix
# of pages, cursor walks, ids, q with count=true and facets at CONCURRENCY
# (default 8) for DURATION (default 20s), printing req/s, latency and the
# CPU time of the api and of OpenSearch per request.
#
#   1 node              one-node OpenSearch at SINGLE_URL (default :9280,
#                       started by services.sh when nothing answers there)
#   3 nodes             the cluster at CLUSTER_URL (default :9270-9272,
#                       started by services.sh with OPENSEARCH_NODES=3)
#
# Shapes: 1 node with 1 shard and with 3; 3 nodes with 1 shard and with 3,
# one replica each. SHAPES=single or SHAPES=cluster runs only the one-node
# or only the three-node shapes (default both). Every node has a 512 MB
# heap. Run it on an idle machine: the figures are only as steady as the
# machine is quiet.
set -euo pipefail
cd "$(dirname "$0")/.."

JOBS=${JOBS:-200000}
CONCURRENCY=${CONCURRENCY:-8}
DURATION=${DURATION:-20s}
SHAPES=${SHAPES:-all}
[[ $SHAPES =~ ^(all|single|cluster)$ ]] || { echo "bench-capacity: SHAPES must be all, single or cluster, not '$SHAPES'" >&2; exit 2; }
SINGLE_URL=${SINGLE_URL:-http://127.0.0.1:9280}
CLUSTER_URL=${CLUSTER_URL:-http://127.0.0.1:9270,http://127.0.0.1:9271,http://127.0.0.1:9272}
export REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379/0}
PORT=${CAPACITY_API_PORT:-18091}
PREFIX=capacity-$$-
if [[ $(id -u) -eq 0 ]]; then state=${READAPI_SERVICES_DIR:-/var/tmp/readapi-services}; else state=${READAPI_SERVICES_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/readapi-services}; fi
work=$(mktemp -d)
api_pid=
cleanup() {
  [[ -n $api_pid ]] && kill "$api_pid" 2>/dev/null && wait "$api_pid" 2>/dev/null || true
  for url in "$SINGLE_URL" "${CLUSTER_URL%%,*}"; do curl -s --max-time 60 -XDELETE "$url/${PREFIX}*" >/dev/null || true; done
  if command -v redis-cli >/dev/null; then
    redis-cli -u "$REDIS_URL" --scan --pattern "${PREFIX}*" | xargs -r redis-cli -u "$REDIS_URL" del >/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT

[[ $SHAPES == cluster ]] || OPENSEARCH_URL=$SINGLE_URL OPENSEARCH_NODES=1 OPENSEARCH_HEAP=512m scripts/services.sh up >&2
[[ $SHAPES == single ]] || OPENSEARCH_URL=$CLUSTER_URL OPENSEARCH_NODES=3 scripts/services.sh up >&2
go build -o "$work/" ./cmd/gendata ./cmd/reindex ./cmd/api ./cmd/apikey ./scripts/capacity
"$work/gendata" --out "$work/data" --seed 21 --jobs "$JOBS" --events 0 --quotes 0 --rate-days 0 --reachability 0 >&2
key=$(INDEX_PREFIX=$PREFIX "$work/apikey" create --plan scale --name capacity --rps 1000000 --burst 1000000 --monthly 1000000000 | head -n1)

# pids URL NODES -> the OpenSearch pids of services.sh's nodes behind URL
pids() {
  local first=${1%%,*} port i out=
  port=${first##*:}
  if (($2 == 1)); then
    out=$(cat "$state/opensearch-$port/opensearch.pid" 2>/dev/null || true)
  else
    for ((i = 0; i < $2; i++)); do out+="${out:+,}$(cat "$state/opensearch-$port/node-$((port + i))/opensearch.pid" 2>/dev/null || true)"; done
  fi
  printf '%s\n' "$out"
}

# shape LABEL URL NODES SHARDS REPLICAS
shape() {
  local label=$1 url=$2 nodes=$3 shards=$4 replicas=$5 t0 t1
  export OPENSEARCH_URL=$url INDEX_PREFIX=$PREFIX
  t0=$(date +%s.%N)
  "$work/reindex" load --dataset jobs --shards "$shards" --replicas "$replicas" --input "$work/data/jobs.ndjson" >"$work/load.log" 2>&1 ||
    { tail -n 5 "$work/load.log" >&2; return 1; }
  t1=$(date +%s.%N)
  printf '%-28s load %d rows in %.0f s: %.0f rows/s (refresh off, replicas added after the rows, then green)\n' \
    "$label" "$JOBS" "$(echo "$t1 - $t0" | bc)" "$(echo "$JOBS / ($t1 - $t0)" | bc -l)"
  CURSOR_SECRET=capacity LISTEN_ADDR=127.0.0.1:$PORT "$work/api" >"$work/api.log" 2>&1 &
  api_pid=$!
  for _ in $(seq 100); do curl -sf --max-time 1 "http://127.0.0.1:$PORT/readyz" >/dev/null && break; sleep 0.2; done
  "$work/capacity" -api "http://127.0.0.1:$PORT" -key "$key" -api-pid "$api_pid" -opensearch-pids "$(pids "$url" "$nodes")" \
    -concurrency "$CONCURRENCY" -duration "$DURATION" -label "$label"
  kill "$api_pid" && wait "$api_pid" 2>/dev/null || true
  api_pid=
  curl -s --max-time 60 -XDELETE "${url%%,*}/${PREFIX}jobs*" >/dev/null
}

echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/{print $2}') GB, shared with other work (load $(cut -d' ' -f1-3 /proc/loadavg)); $JOBS jobs; concurrency $CONCURRENCY for $DURATION; 512 MB heap per node"
if [[ $SHAPES != cluster ]]; then
  shape "1 node, 1 shard" "$SINGLE_URL" 1 1 0
  shape "1 node, 3 shards" "$SINGLE_URL" 1 3 0
fi
if [[ $SHAPES != single ]]; then
  shape "3 nodes, 1 shard, 1 replica" "$CLUSTER_URL" 3 1 1
  shape "3 nodes, 3 shards, 1 replica" "$CLUSTER_URL" 3 3 1
fi
