# Urtext. `make test` is the loop people run; `make test-long` what is
# slow on purpose; `make serve` serves the site.
SHELL := /bin/bash
GO ?= go
WASM_EXEC := $(shell $(GO) env GOROOT)/lib/wasm/go_js_wasm_exec
# Each fuzzer tries a count of inputs, about 15 s each on a 2-core
# machine, times FUZZSCALE (make test-long: 4): a count, not a duration,
# because with a duration go1.26 can end a run with a spurious "context
# deadline exceeded" (go.dev/issue/75804, fixed in go1.27).
# FUZZTIME=10m (any -fuzztime) runs each for that instead. Every
# fuzzer's seed corpus runs as a plain test in make test.
FUZZSCALE ?= 1
FUZZTIME ?=
fuzz1 = $(GO) test -run '^$$' -fuzz '^$(1)$$' -fuzztime $(or $(FUZZTIME),$(shell echo $$(($(2) * $(FUZZSCALE))))x) $(3)

.PHONY: browser all test test-long test-native test-wasm fuzz lint check bench serve site generate deps node modules build install dist

all: test

## test: the loop: lint, the Go tests (native and browser), the replays under WebAssembly, urtext check
test: deps browser modules lint test-native test-wasm check

## test-long: what is slow on purpose (URTEXT_LONG=1): the levels' matches, whole browser games at every level, every page through axe-core, the timings, the screenshots (into screenshots/), longer fuzzing; its log in test-long.log
test-long: deps browser
	@mkdir -p screenshots
	@echo "make test-long: the log goes to test-long.log; this takes an hour or more on two cores"
	set -o pipefail; URTEXT_LONG=1 URTEXT_SCREENSHOTS=$(CURDIR)/screenshots $(GO) test -count=1 -timeout 180m -v ./... 2>&1 | tee test-long.log | \
	  grep -E '^(ok|FAIL|--- FAIL|panic:)|_test\.go:[0-9]+: '
	$(MAKE) --no-print-directory fuzz FUZZSCALE=4

deps:
	$(GO) mod download

# apt installs Debian packages, without the packages they only recommend
# (chromium's would bring some hundred more, daemons among them), as root
# or through sudo; otherwise it says how. apt-get shows its progress.
define apt
	if [ "$$(id -u)" = 0 ]; then SUDO=; elif command -v sudo >/dev/null; then SUDO=sudo; else \
	  echo "make test needs Debian's $(1): run 'apt-get install --no-install-recommends $(1)' as root" >&2; exit 1; fi; \
	$$SUDO apt-get update -q && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -q --no-install-recommends $(1) || { \
	  echo "could not install $(1): install it (apt-get install --no-install-recommends $(1)) and run make test again" >&2; exit 1; }
endef

## browser: Debian's Chromium (unless URTEXT_CHROMIUM names another) and axe-core for the browser tests (internal/e2e)
browser: node
	@test -n "$$URTEXT_CHROMIUM" || test -x /usr/bin/chromium || { echo "chromium is missing: installing Debian's chromium (apt-get)"; $(call apt,chromium); }
	@test -f node_modules/axe-core/axe.min.js || npm ci --no-audit --no-fund

# Node runs the WebAssembly tests. Debian's nodejs is installed when missing.
node:
	@command -v node >/dev/null || { echo "node is missing: installing Debian's nodejs (apt-get)"; $(call apt,nodejs npm); }

## lint: gofmt, go vet, staticcheck (pinned in go.mod as a tool, also on the WebAssembly builds) and go.mod tidy
lint:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	  if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
	$(GO) mod tidy -diff
	$(GO) tool staticcheck ./...
	# The files only the module compiles (build tags js, module, reader, !amd64) and their packages.
	SC=$$($(GO) tool -n staticcheck) && GOOS=js GOARCH=wasm $$SC -tests=false -tags module ./wasm ./rules ./ui && GOOS=js GOARCH=wasm $$SC -tags module,reader ./wasm

## test-native: the Go tests, the browser's (internal/e2e) among them, without the long ones
test-native:
	$(GO) test -timeout 20m ./...

## test-wasm: the packages the browser's module is built from (the engine, the notation, the computer, the review, every replay) under WebAssembly in Node
test-wasm: node
	GOOS=js GOARCH=wasm $(GO) test -tags reader -exec="$(WASM_EXEC)" $$(GOOS=js GOARCH=wasm $(GO) list -deps -tags module,reader \
	  -f '{{if and .Module .Module.Main (ne .Name "main")}}{{.ImportPath}}{{end}}' ./wasm)

## fuzz: each fuzzer for a while (FUZZSCALE=4 or FUZZTIME=10m for longer)
fuzz:
	$(call fuzz1,FuzzParse,300000,./rules/notation)
	$(call fuzz1,FuzzParsePosition,300000,./rules)
	$(call fuzz1,FuzzDecodePosition,300000,./rules)
	$(call fuzz1,FuzzStr,300000,./internal/jsonw)
	$(call fuzz1,FuzzDecode,400000,./internal/link)
	$(call fuzz1,FuzzPage,80000,./internal/site)
	$(call fuzz1,FuzzReadRecord,10000,./cmd/urtext)
	$(call fuzz1,FuzzParse,300000,./rules/review)
	$(call fuzz1,FuzzParse,4000,./internal/atlas)
	$(call fuzz1,FuzzParse,100000,./internal/records)
	$(call fuzz1,FuzzRead,100000,./internal/variant)
	$(call fuzz1,FuzzDecodeCompact,300000,./rules)
	$(call fuzz1,FuzzRulesetPlays,300000,./rules)
	$(call fuzz1,FuzzJoinData,300000,./internal/player)

## check: play every replay and test record with the command itself
check:
	$(GO) run ./cmd/urtext check

## bench: the benchmarks recorded in docs/performance.md; the random games beside those of BASE's engine, in turns, by benchstat
# BASE is the engine before this wave's work on its speed (issue 15). Its
# tests are built from a worktree of that commit; then, ruleset by
# ruleset, the two binaries run in turn, 300 ms each, ten times, so that
# the machine's moods (a shared host's come and go within seconds) fall
# on both alike.
BASE ?= d387027
bench:
	@dir=$$(mktemp -d) && trap 'git -C $(CURDIR) worktree remove --force '$$dir'/base >/dev/null 2>&1; rm -rf '$$dir EXIT && \
	{ git worktree add --detach $$dir/base $(BASE) >/dev/null 2>&1 || { echo "make bench: no commit $(BASE) in this clone (a shallow one? git fetch --unshallow), or set BASE" >&2; exit 1; }; } && \
	(cd $$dir/base && $(GO) test -c -o $$dir/base.test ./rules) && $(GO) test -c -o $$dir/new.test ./rules && \
	ids=$$($$dir/new.test -test.run '^$$' -test.bench 'BenchmarkPlayout/' -test.benchtime 1x -test.cpu 1 | sed -n 's|^BenchmarkPlayout/\([a-z0-9-]*\)[[:space:]].*|\1|p') && \
	test -n "$$ids" && \
	for id in $$ids; do for i in 1 2 3 4 5 6 7 8 9 10; do \
	  $$dir/base.test -test.run '^$$' -test.bench "BenchmarkPlayout/$$id\$$" -test.benchtime 300ms -test.cpu 1 >> $$dir/$(BASE).txt && \
	  $$dir/new.test -test.run '^$$' -test.bench "BenchmarkPlayout/$$id\$$" -test.benchtime 300ms -test.cpu 1 >> $$dir/now.txt || exit 1; \
	done; done && bs=$$($(GO) tool -n benchstat) && cd $$dir && $$bs -filter '.unit:ns/ply' $(BASE).txt now.txt
	$(GO) test -run '^$$' -bench 'BenchmarkParse|BenchmarkCheck|BenchmarkFormat' -benchtime 3s -cpu 1 ./rules/notation
	$(GO) test -run '^$$' -bench BenchmarkBuild -benchtime 3s ./internal/site
	$(GO) test -run '^$$' -bench BenchmarkPage -benchtime 5x -cpu 1 ./internal/site

## serve: build the site in memory and serve it on 127.0.0.1:8080, rebuilding on change
# The command is built into bin/ (ignored by git), then exec'd: make's
# shell becomes the server, so that stopping make (Ctrl-C, or kill, whose
# SIGTERM make passes on to its job) stops the server. go run would leave
# the compiled server running. make serve SERVEFLAGS=-kiosk passes flags.
serve: build
	exec bin/urtext serve $(SERVEFLAGS)

## modules: build the browser's modules into internal/player/modules when their sources have changed (with CI=true, only check that they have not)
modules:
	$(GO) run ./internal/player/gen -dir internal/player/modules $(if $(filter true,$(CI)),-check)

## build: bin/urtext, the whole program, the browser's modules inside it
build: modules
	$(GO) build -trimpath -o bin/urtext ./cmd/urtext

## install: bin/urtext into BINDIR (default: where go install puts commands)
BINDIR ?= $(or $(shell $(GO) env GOBIN),$(shell $(GO) env GOPATH)/bin)
install: build
	install -D -m 755 bin/urtext $(BINDIR)/urtext
	@case ":$$PATH:" in *":$(BINDIR):"*) echo "installed $(BINDIR)/urtext";; \
	  *) echo "installed $(BINDIR)/urtext; $(BINDIR) is not on your PATH: add it, or make install BINDIR=/usr/local/bin";; esac

## dist: release archives for Linux, macOS and Windows on amd64 and arm64 into dist/, with SHA256SUMS (VERSION=v1.2.3)
VERSION ?= $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
dist: modules
	$(GO) run ./internal/dist -version $(VERSION) -o dist

## site: build the site into site/ (the same as go generate ./...)
site:
	$(GO) run ./cmd/urtext build -o site

## generate: regenerate the templ components and build the site
generate:
	$(GO) generate ./...
