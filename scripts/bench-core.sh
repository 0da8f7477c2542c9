#!/usr/bin/env bash
# `make bench-core`: Core's conversion, mapping and aggregation speed (release build).
source "$(dirname "$0")/bench-lib.sh"
bench_name=core
build
"$(bin CoreBenchmarks)" | tee "$results/core.txt"
