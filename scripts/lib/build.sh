# shellcheck shell=bash
# Variables set here are read by the scripts that source this file.
# shellcheck disable=SC2034
# Building the repository's one graph and finding its executables (sourced through lib.sh).

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)

# Every script drives one build of the repository's one graph (the root Package.swift), chosen the
# same way everywhere:
#   CONFIGURATION=debug|release   which build (default: the script's `default_configuration`, else debug)
#   SKIP_BUILD=1                  use what is already built (`make test` builds the debug one first)
configuration=${CONFIGURATION:-${default_configuration:-debug}}
skip_build=${SKIP_BUILD:-}

# build_flags : the build's flags for $configuration, one a line — the one definition every entry
# point uses (`make build`, `make test`, `make run`, `.ci/run`, every script's `build`), so each
# reuses what another compiled. Debug builds check that a target imports only targets it declares
# (`make lint` checks the products too), link with the toolchain's lld (the graph's dozen executables
# and test bundles link far faster than with gold), write no debug information (Swift, C and C++:
# nothing these builds run is stepped through in a debugger, and writing it slows every fresh
# build), and compile each target whole (`-wmo`) on every core (`-num-threads`): from nothing —
# every CI round — faster than SwiftPM's file batches, at the price of incremental rebuilds (a
# changed file recompiles its whole target). SwiftPM's index store stays: test discovery reads it.
# A plain `swift build` has other flags, so it compiles the whole graph again into the same folder
# (bench/RESULTS.md, Delivery, has what that costs): iterate with it, but not between these.
# Release builds link the Swift standard library and Foundation statically (what is installed and
# packaged runs without a Swift toolchain, and the benchmarks measure those binaries), with no
# RUNPATH of their own.
build_flags() {
    if [[ $configuration == release ]]; then
        printf '%s\n' --static-swift-stdlib --disable-local-rpath
        return
    fi
    printf '%s\n' --explicit-target-dependency-import-check error -Xswiftc -use-ld=lld -Xswiftc -gnone \
        -Xcc -g0 -Xcxx -g0 -Xswiftc -wmo -Xswiftc -num-threads -Xswiftc "$(nproc)"
}

# build [ARGS…] : builds every executable of the graph in $configuration, once, with `build_flags`
# and ARGS (`--build-tests`: the tests too), printing only the build's last line (all of it when
# it fails); nothing with SKIP_BUILD.
# shellcheck disable=SC2120 # ARGS are optional: most callers build the programs alone
build() {
    [[ -n "$skip_build" ]] && return 0
    local log="${logs:-${TMPDIR:-/tmp}}/build.log" flags
    mapfile -t flags < <(build_flags)
    forget_stale_plan "$configuration"
    in_own_tmp swift build --package-path "$root" -c "$configuration" "${flags[@]}" "$@" >"$log" 2>&1 \
        || { cat "$log" >&2; return 1; }
    tail -n 1 "$log" >&2
}

# in_own_tmp COMMAND… : runs COMMAND with TMPDIR a folder of its own under .build/, removed after.
# The Swift driver leaves an empty TemporaryDirectory.XXXXXX in TMPDIR at every invocation (129
# per build of the graph); they stay in our folder, not in the machine's /tmp. Not for `swift test`:
# the tests' own temporary folders must stay where PostgreSQL's user can reach them.
in_own_tmp() {
    local tmp status=0
    mkdir -p "$root/.build"
    tmp=$(mktemp -d "$root/.build/tmp.XXXXXX")
    TMPDIR=$tmp "$@" || status=$?
    rm -rf "$tmp"
    return $status
}

# forget_stale_plan CONFIGURATION [TREE] : SwiftPM runs the version plugin (a prebuild command) only
# when it plans a build, and keeps its last plan while no manifest or source changes: after a commit
# of docs alone, or a checkout of one, the programs would keep the version they were last built
# with. When the version the plugin last wrote is not the tree's (the repository's by default),
# the configuration's plan is dropped, so the build plans anew and asks the plugin (the one compile
# that follows is SalesVersion's).
forget_stale_plan() {
    local tree=${2:-$root}
    local generated="$tree/.build/plugins/outputs/main/SalesVersion/destination/VersionPlugin/Version/Version.swift"
    [[ -f $generated ]] || return 0
    grep -qF "\"$(sh "$tree/Core/Plugins/VersionPlugin/version.sh" "$tree")\"" "$generated" \
        || rm -f "$tree/.build/$1/description.json"
}

# bin PRODUCT : the path of a built executable; fails, saying how to build it, when it is not there.
bin() {
    local path="$root/.build/$configuration/$1"
    [[ -x "$path" ]] || { echo "$1 is not built in $configuration (run without SKIP_BUILD, or make build)" >&2; return 1; }
    echo "$path"
}
