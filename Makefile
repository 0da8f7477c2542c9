# SaleAssistant — one entry point for building, testing, linting and measuring every package.
# `make help` lists the targets.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

SWIFT ?= swift
# Packages that exist so far, in dependency order (Core first).
PACKAGES := $(foreach p,Core Tools Middleware Client,$(if $(wildcard $(p)/Package.swift),$(p)))
SWIFT_SOURCES := $(foreach p,$(PACKAGES),$(p)/Package.swift $(p)/Sources $(p)/Tests $(wildcard $(p)/Benchmarks))

.PHONY: help setup build test lint format bench bench-core e2e run stop clean

help: ## List the targets
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-12s %s\n", $$1, $$2}'

setup: ## Install missing system packages (libcurl, OpenSSL headers)
	@scripts/setup.sh

build: setup ## Build every package (debug)
	@for p in $(PACKAGES); do echo "== build $$p"; $(SWIFT) build --package-path $$p; done

test: setup ## Run every package's tests (the CI command)
	@# Build everything first (executables included): Client's tests drive fake-upstream and sales-middleware.
	@for p in $(PACKAGES); do echo "== build $$p"; $(SWIFT) build --package-path $$p --build-tests; done
	@for p in $(PACKAGES); do echo "== test $$p"; $(SWIFT) test --package-path $$p --skip-build; done

lint: ## Check formatting with swift format (strict)
	$(SWIFT) format lint --strict --recursive $(SWIFT_SOURCES)

format: ## Rewrite sources with swift format
	$(SWIFT) format format --in-place --recursive $(SWIFT_SOURCES)

bench: bench-core ## Run every benchmark and print the figures

bench-core: setup ## Core: conversion and mapper speed (release build)
	$(SWIFT) run --package-path Core -c release CoreBenchmarks

e2e: ## End-to-end suite (not built yet)
	@echo "make e2e: the end-to-end suite is not built yet (see the end-to-end issue)." >&2; exit 1

run: ## Demo: fake upstream + middleware + a client session (not built yet)
	@echo "make run: the demo needs the middleware, client and fake upstream, not built yet." >&2; exit 1

stop: ## Stop what `make run` started
	@echo "make stop: nothing to stop yet." >&2

clean: ## Remove build products
	@for p in $(PACKAGES); do rm -rf $$p/.build; done
