# Operator commands (see /CONTRACT: `make run`, `make test`).
# OPENSEARCH_URL, REDIS_URL, LISTEN_ADDR, INDEX_PREFIX, ... pass through the
# environment to every program.

GO       ?= go
DEMO_DIR ?= demo-data
DATASETS := jobs events quotes rates genome reachability
PLANS    := free starter builder scale

SHELL       := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

.PHONY: build test unit schemathesis run bench-load vet services-up services-down

build:
	$(GO) build ./...

# Whole suite, unit and integration, against a real OpenSearch and Redis
# (started by scripts/services.sh when not already answering), then
# Schemathesis against the live API and its OpenAPI document.
test: services-up
	$(GO) test -count=1 -p 2 -timeout 30m ./...
	scripts/schemathesis.sh

# Schemathesis alone (installed into a virtualenv outside the repository).
schemathesis: services-up
	scripts/schemathesis.sh

# Unit tests only; no services needed.
unit:
	$(GO) test -short ./...

# Start services, load the demo data set, print one key per plan, serve the API.
run: services-up
	$(GO) run ./cmd/gendata --out $(DEMO_DIR) --seed 1 --jobs 5000 --events 500 \
		--quotes 2000 --rate-days 120 --reachability 200
	for d in $(DATASETS); do \
		echo "loading $$d"; \
		$(GO) run ./cmd/reindex load --dataset "$$d" --input "$(DEMO_DIR)/$$d.ndjson"; \
	done
	$(GO) run ./cmd/reindex sources --input $(DEMO_DIR)/sources.ndjson
	for p in $(PLANS); do \
		key=$$($(GO) run ./cmd/apikey create --plan "$$p" --name "demo-$$p" | sed -n 1p); \
		echo "plan $$p: $$key"; \
	done
	exec $(GO) run ./cmd/api

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
