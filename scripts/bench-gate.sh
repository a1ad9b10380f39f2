#!/usr/bin/env bash
# What authentication, scope, per-second limit and quota add to a request:
# runs BenchmarkKeyGate (handlers/keys_bench_test.go) against the real Redis
# on loopback. Prints, per case, the median and p99 in microseconds and the
# Redis round trips per request, beside a bare PING for scale. Asserts nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/services.sh up >&2
go test -count=1 -run '^$' -bench 'KeyGate' -benchtime "${N:-20000}x" ./handlers | grep -E '^(Benchmark|ok|FAIL)'
