# Urtext. `make test` runs every test; `make serve` serves the site.
SHELL := /bin/bash
GO ?= go
WASM_EXEC := $(shell $(GO) env GOROOT)/lib/wasm/go_js_wasm_exec
FUZZTIME ?= 15s

.PHONY: all test test-native test-wasm fuzz lint check bench serve site generate deps node

all: test

## test: everything: lint, native tests, the replays under WebAssembly, a short fuzz run
test: deps lint test-native test-wasm fuzz check

deps:
	$(GO) mod download

# Node runs the WebAssembly tests. Debian's nodejs is installed when missing.
node:
	@command -v node >/dev/null || { \
	  echo "node is missing: installing Debian's nodejs (apt-get)"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=; elif command -v sudo >/dev/null; then SUDO=sudo; else \
	    echo "make test needs Node.js for the WebAssembly tests: run 'apt-get install nodejs' as root" >&2; exit 1; fi; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq nodejs >/dev/null || { \
	    echo "could not install nodejs: install it (apt-get install nodejs) and run make test again" >&2; exit 1; }; }

lint:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...

test-native:
	$(GO) test ./...

## test-wasm: the engine, the notation and every replay under WebAssembly in Node
test-wasm: node
	GOOS=js GOARCH=wasm $(GO) test -exec="$(WASM_EXEC)" ./rules/...

fuzz:
	$(GO) test -run '^$$' -fuzz FuzzParse -fuzztime $(FUZZTIME) ./rules/notation

## check: play every replay and test record with the command itself
check:
	$(GO) run ./cmd/urtext check

## bench: the benchmarks recorded in the README
bench:
	$(GO) test -run '^$$' -bench BenchmarkPlayout -benchtime 3s -cpu 1 ./rules
	$(GO) test -run '^$$' -bench BenchmarkBuild -benchtime 3s ./internal/site

## serve: build the site in memory and serve it on 127.0.0.1:8080, rebuilding on change
serve:
	$(GO) run ./cmd/urtext serve

## site: build the site into site/ (the same as go generate ./...)
site:
	$(GO) run ./cmd/urtext build -o site

## generate: regenerate the templ components and build the site
generate:
	$(GO) generate ./...
