#!/usr/bin/env bash
# `make bench-core`: Core's conversion, mapping and aggregation speed (release build).
source "$(dirname "$0")/bench-lib.sh"
bench_name=core
build || exit 1  # never measure what an earlier build left
"$(bin CoreBenchmarks)" | tee "$results/core.txt"
