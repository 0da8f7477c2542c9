# Shared helpers for the benchmark scripts (sourced). Processes started with `start` are stopped on exit.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/sales-bench.XXXXXX")
results="$root/bench/out"
mkdir -p "$results"
pids=()

cleanup() {
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null; done
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

build_release() {
    for target in "$@"; do
        swift build --package-path "$root/${target%%:*}" -c release --product "${target##*:}" 2>&1 | tail -n 1 >&2
    done
}

bin() { echo "$root/$1/.build/release/$2"; }

# start NAME COMMAND... : a server in the background; PORT from its first line, PID its pid.
start() {
    local name=$1
    shift
    "$@" >"$work/$name.out" 2>"$work/$name.log" &
    PID=$!
    pids+=("$PID")
    for _ in $(seq 1 1200); do
        PORT=$(sed -n 's/^listening on .*:\([0-9]*\)$/\1/p' "$work/$name.out" | head -n 1)
        [[ -n "$PORT" ]] && return 0
        kill -0 "$PID" 2>/dev/null || break
        sleep 0.05
    done
    echo "bench: $name did not start" >&2
    cat "$work/$name.log" >&2
    exit 1
}

stop_pid() {
    kill -TERM "$1" 2>/dev/null
    wait "$1" 2>/dev/null
}

# record KEY VALUE : appends a figure to this benchmark's results (bench/out/NAME.tsv).
record() {
    printf '%s\t%s\n' "$1" "$2" >>"$results/$bench_name.tsv"
    printf '  %-58s %s\n' "$1" "$2"
}
