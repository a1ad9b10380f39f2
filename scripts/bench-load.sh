#!/usr/bin/env bash
# Benchmarks `reindex load` against plain _bulk requests on the same
# generated jobs snapshot (1,000,000 rows by default), side by side: into a
# default-mapped index, DEFAULT_WORKERS requests at a time (1,2,4 by
# default; the load ratio of issue 35: reindex load rows/s / the fastest of
# these), and into the jobs mapping as many at a time as the load, with
# ids the engine chooses and with the rows' own ids (as the load); then
# times the source listing over the loaded data. It ends with issue 44's
# two ratios, the engine's version and the machine's load average: A, the
# loader's own cost (reindex load / plain _bulk into the jobs mapping), and
# B, the mapping's cost (plain _bulk into the jobs mapping / into a default
# mapping, as many at a time). Asserts nothing. Each run has an index
# prefix of its own. BASE_REV=<git rev> also builds that revision's reindex
# and loads the same rows with it after this build's load, printing its
# ratios beside this one's. ROUTED=1 also measures what routing title and
# description by language at write time would save the engine (see
# scripts/benchload/routed.go); MAPPING_ONLY=1 measures the mappings only
# (no load).
#   JOBS=50000 BASE_REV=main DEFAULT_WORKERS=2 scripts/bench-load.sh
set -euo pipefail
cd "$(dirname "$0")/.."
JOBS=${JOBS:-1000000}
work=$(mktemp -d "${TMPDIR:-/var/tmp}/readapi-bench-load.XXXXXX")
cleanup() {
  [ -d "$work/base-src" ] && git worktree remove --force "$work/base-src" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

scripts/services.sh up >&2
go build -o "$work/" ./cmd/gendata ./cmd/reindex ./scripts/benchload
echo "generating $JOBS jobs" >&2
"$work/gendata" --out "$work/data" --seed 7 --jobs "$JOBS" --events 0 --quotes 0 --rate-days 0 --reachability 0 >&2
base_args=()
if [ -n "${BASE_REV:-}" ]; then
  git worktree add --detach "$work/base-src" "$BASE_REV" >&2
  mkdir -p "$work/base"
  (cd "$work/base-src" && go build -o "$work/base/" ./cmd/reindex)
  base_args=(--base-reindex "$work/base/reindex")
  echo "base: $(git rev-parse --short "$BASE_REV")"
fi
"$work/benchload" --input "$work/data/jobs.ndjson" --reindex "$work/reindex" "${base_args[@]}" --default-workers "${DEFAULT_WORKERS:-1,2,4}" ${ROUTED:+--routed} ${MAPPING_ONLY:+--mapping-only} --prefix "bench-load-$(date +%s)-$$-"
