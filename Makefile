# Operator commands (see /CONTRACT: `make run`, `make test`).
# OPENSEARCH_URL, REDIS_URL, LISTEN_ADDR, INDEX_PREFIX, ... pass through the
# environment to every program.

GO       ?= go
DEMO_DIR ?= demo-data
# In load order: rates first, since a jobs load converts pay to AZN with them.
DATASETS := rates jobs events quotes genome reachability
PLANS    := free starter builder scale

SHELL       := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

.PHONY: build test test-analysis-plugin test-cluster node-loss bench-capacity test-redis-cluster unit schemathesis client-checks run bench-load vet services-up services-down relevance relevance-baseline dupes

build:
	$(GO) build ./...

# Whole suite, unit and integration, against a real OpenSearch and Redis
# (started by scripts/services.sh when not already answering), the analysis
# plugin's JUnit tests, then
# Schemathesis against the live API and its OpenAPI document, then the
# document through the client generators; the cluster tests run in
# test-cluster.
test: services-up test-analysis-plugin
	$(GO) test -count=1 -p 2 -timeout 30m -skip OnACluster ./...
	scripts/schemathesis.sh
	scripts/client-checks.sh

# The JUnit tests of the az_stem token filter (mappings/analysis-az, the
# OpenSearch analysis plugin services.sh builds and installs), through Maven,
# on the JDK the pom's OpenSearch needs (21 or newer for 3.x: JAVA_HOME, the
# java on PATH or one under /usr/lib/jvm; `services.sh java-home` names what
# is missing when there is none).
test-analysis-plugin:
	@command -v mvn >/dev/null || { echo "make test-analysis-plugin: Maven (mvn) is required (Debian: apt-get install maven)" >&2; exit 1; }
	java_home=$$(OPENSEARCH_VERSION= scripts/services.sh java-home); \
	JAVA_HOME="$$java_home" mvn -B -ntp -Dstyle.color=never -f mappings/analysis-az/pom.xml test

# Schemathesis alone (installed into a virtualenv outside the repository).
schemathesis: services-up
	scripts/schemathesis.sh

# Redocly's lint, the generated Python client and TypeScript types against
# the live API (tools installed outside the repository).
client-checks: services-up
	scripts/client-checks.sh

# The tests of distributed behaviour (named ...OnACluster), on a local
# three-node OpenSearch cluster that this target starts beside the usual
# node and stops again; they skip without READAPI_CLUSTER_URL (fail in CI).
CLUSTER_ENV := OPENSEARCH_URL=http://127.0.0.1:9250 OPENSEARCH_NODES=3
CLUSTER_URL := http://127.0.0.1:9250,http://127.0.0.1:9251,http://127.0.0.1:9252
test-cluster:
	$(CLUSTER_ENV) scripts/services.sh up opensearch
	rc=0; READAPI_CLUSTER_URL=$(CLUSTER_URL) $(GO) test -count=1 -p 1 -timeout 20m \
		-run OnACluster ./... || rc=$$?; \
	$(CLUSTER_ENV) scripts/services.sh down opensearch; exit $$rc

# The Redis tests against a local three-master Redis Cluster (started by
# scripts/services.sh with REDIS_CLUSTER=1): the cluster-only tests (build
# tag rediscluster), apikey, and the key gate's tests through the API.
REDIS_CLUSTER_URL ?= redis+cluster://127.0.0.1:7000?addr=127.0.0.1:7001&addr=127.0.0.1:7002
KEY_GATE_TESTS    := Unauthorized|Revocation|Forbidden|RateLimited|Quota|RedisDown|KeyIDs
test-redis-cluster:
	REDIS_CLUSTER=1 REDIS_URL='$(REDIS_CLUSTER_URL)' scripts/services.sh up
	REDIS_URL='$(REDIS_CLUSTER_URL)' $(GO) test -tags rediscluster -count=1 -p 2 ./keylimits ./cmd/apikey
	REDIS_URL='$(REDIS_CLUSTER_URL)' $(GO) test -count=1 -run '$(KEY_GATE_TESTS)' ./handlers

# The judged relevance set (scripts/relevance, docs/search.md "Relevance and the judged set"): prints
# nDCG@10, P@10 and R@25 per query group and fails when overall nDCG@10
# fell more than 0.01 below scripts/relevance/baseline.json (make test holds
# the same check); relevance-baseline writes this run's figures there.
relevance: services-up
	$(GO) run ./scripts/relevance -check

relevance-baseline: services-up
	$(GO) run ./scripts/relevance -write-baseline

# Pairwise precision and recall of the grouping of copies (internal/dupes)
# against gendata's truth, on 100,000 generated jobs with copies
# (scripts/dupes; JOBS=N SEED=N to change them). No service needed.
dupes:
	$(GO) run ./scripts/dupes -jobs $(or $(JOBS),100000) -seed $(or $(SEED),1)

# Unit tests only; no services needed.
unit:
	$(GO) test -short ./...

# Start services, load the demo data set, print one key per plan, serve the API.
run: services-up
	$(GO) run ./cmd/gendata --out $(DEMO_DIR) --seed 1 --jobs 5000 --events 500 \
		--quotes 2000 --rate-days 120 --reachability 200
	@: > $(DEMO_DIR)/load.log
	@for d in $(DATASETS); do \
		echo "loading $$d (log: $(DEMO_DIR)/load.log)"; \
		$(GO) run ./cmd/reindex load --dataset "$$d" --input "$(DEMO_DIR)/$$d.ndjson" >>$(DEMO_DIR)/load.log 2>&1 \
			|| { cat $(DEMO_DIR)/load.log; exit 1; }; \
	done
	@$(GO) run ./cmd/reindex sources --input $(DEMO_DIR)/sources.ndjson >>$(DEMO_DIR)/load.log 2>&1 \
		|| { cat $(DEMO_DIR)/load.log; exit 1; }
	@$(GO) run ./cmd/reindex status || true
	for p in $(PLANS); do \
		key=$$($(GO) run ./cmd/apikey create --plan "$$p" --name "demo-$$p" | sed -n 1p); \
		echo "plan $$p: $$key"; \
	done
	exec $(GO) run ./cmd/api

# Node loss under load on a local three-node cluster (ports 9270-9272,
# several minutes; see docs/operations.md "Losing an OpenSearch node").
node-loss:
	bash scripts/node-loss.sh

# Figures behind docs/operations.md "Capacity" (JOBS=200000 by default).
bench-capacity:
	bash scripts/bench-capacity.sh

bench-load:
	bash scripts/bench-load.sh

vet:
	$(GO) vet ./...
	@unformatted=$$(gofmt -l .); \
	if [ -n "$$unformatted" ]; then echo "gofmt needed on:"; echo "$$unformatted"; exit 1; fi

services-up:
	scripts/services.sh up

services-down:
	scripts/services.sh down
