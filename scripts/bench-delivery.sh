#!/usr/bin/env bash
# `make bench-delivery`: what a newcomer and CI wait for, measured as they meet it — on a fresh
# clone of HEAD (in a temporary folder), `make run`, then `make test`, then `.ci/run` on a second
# fresh clone; the wall time and CPU time of each. Writes bench/delivery.md, which `make bench`
# puts in bench/RESULTS.md ("Delivery"). It builds everything three times: run it on a quiet machine.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
need time bc
work=$(mktemp -d "${TMPDIR:-/tmp}/sales-delivery.XXXXXX")
trap 'rm -rf "$work"' EXIT
report="$root/bench/delivery.md"
rows=()

# timed LABEL BEFORE TARGET FOLDER COMMAND... : runs COMMAND in FOLDER, logging to $work/LABEL.log,
# and adds a row beside what it took before the one build graph (#24) and what it should take.
timed() {
    local label=$1 before=$2 target=$3 folder=$4 log="$work/${1//[^a-z]/-}.log"
    shift 4
    echo "== $label" >&2
    (cd "$folder" && /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" </dev/null >"$log" 2>&1) \
        || { tail -n 30 "$log" >&2; echo "$label failed" >&2; exit 1; }
    read -r wall user system <"$work/time"
    rows+=("$(printf '| %s | **%.1f min** | %.1f min | %s | %s |' "$label" "$(bc -l <<<"$wall / 60")" \
        "$(bc -l <<<"($user + $system) / 60")" "$before" "$target")")
    echo "${rows[-1]}" >&2
}

git clone --quiet "$root" "$work/newcomer"
timed "\`make run\`" "11.9 min" "≤ 6 min" "$work/newcomer" env RUN_NO_APP=1 make run
(cd "$work/newcomer" && make stop >/dev/null 2>&1) || true
timed "\`make test\`" "13.7 min" "≤ 8 min" "$work/newcomer" make test
git clone --quiet "$root" "$work/ci"
timed "\`.ci/run\`" "12–14 min" "≤ 10 min" "$work/ci" env CI=true bash .ci/run

{
    echo "Measured $(date -u '+%Y-%m-%d %H:%M UTC') by \`make bench-delivery\` on $(nproc) cores: fresh clones of $(git -C "$root" rev-parse --short HEAD)."
    echo
    echo "| command (fresh clone) | wall | CPU | before one graph | target |"
    echo "| --- | --- | --- | --- | --- |"
    printf '%s\n' "${rows[@]}"
} >"$report"
cat "$report"
