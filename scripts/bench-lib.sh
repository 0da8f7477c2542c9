# Shared helpers for the benchmark scripts (sourced). Processes started with `start` are stopped on exit.
set -uo pipefail
configuration=release
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
work=$(mktemp -d "${TMPDIR:-/tmp}/sales-bench.XXXXXX")
logs=$work
results="$root/bench/out"
mkdir -p "$results"

cleanup() {
    stop_all
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Installs benchmark tools from Debian when missing.
need() {
    local missing=()
    for tool in "$@"; do
        case $tool in
            nginx) command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || missing+=(nginx-light) ;;
            time) [[ -x /usr/bin/time ]] || missing+=(time) ;;
            *) command -v "$tool" >/dev/null || missing+=("$tool") ;;
        esac
    done
    ((${#missing[@]} == 0)) && return 0
    echo "bench: installing ${missing[*]}" >&2
    local sudo=()
    [[ $(id -u) -eq 0 ]] || sudo=(sudo)
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1 \
        || { "${sudo[@]}" apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null; }
}

# record KEY VALUE : appends a figure to this benchmark's results (bench/out/NAME.tsv).
record() {
    printf '%s\t%s\n' "$1" "$2" >>"$results/$bench_name.tsv"
    printf '  %-58s %s\n' "$1" "$2"
}
