#!/usr/bin/env bash
# `make bench-team`: the team server's speed (release), beside its floor. 200 managers of 10,000
# sales each (20 products), signed in and their figures loaded on both replicas; then wrk through
# the HTTPS front (16 connections, each request the next manager's next page: the products, a
# product, the report, the products' CSV) beside the same front answering a replica's /health (TLS,
# nginx and the proxying alone: the floor). Then each replica's memory beside its figures' (their
# /metrics) and the budget's allowance of 100 MB; then, on a team of its own, one manager's first
# page with 100,000 sales — loaded from the sales API —, the same page warm, and the first page on
# the other replica (read from the database). Targets: warm pages p50 ≤ 20 ms, p99 ≤ 100 ms; the
# first page ≤ 1 s, from the database ≤ 200 ms; memory ≤ figures + 100 MB.
source "$(dirname "$0")/bench-lib.sh"
bench_name=team
: >"$results/$bench_name.tsv"
need wrk curl python3
build
export CONFIGURATION=release SKIP_BUILD=1
team_run=""
# shellcheck disable=SC2329 # run by the EXIT trap
cleanup_team() {
    [[ -n $team_run ]] || return 0
    local pg
    pg=$(readlink -f "$team_run/postgres" 2>/dev/null || true)
    TEAM_RUN=$team_run "$root/scripts/team.sh" --stop >/dev/null
    [[ $pg == "${TMPDIR:-/tmp}"/sales-team-postgres.* ]] && rm -rf "$pg"
    team_run=""
}
trap 'cleanup_team; cleanup' EXIT

# team MANAGERS PRODUCTS SALES : a team of its own with MANAGERS managers, their sessions in
# $work/sessions (figures loaded on every replica when WARM=1); sets origin and replica_urls.
team() {
    cleanup_team
    team_run="$work/team-$1-$3"
    TEAM_RUN=$team_run TEAM_MANAGERS=$1 TEAM_UPSTREAM_FLAGS="--products $2 --sales $3 --token-lifetime 3600" \
        TEAM_LOG_FORMAT=json "$root/scripts/team.sh" >"$work/team.out" 2>&1 || { cat "$work/team.out" >&2; exit 1; }
    origin=$(awk '$1 == "front" { print $2 }' "$team_run/processes")
    mapfile -t replica_urls < <(awk '$1 == "web" { print $2 }' "$team_run/processes")
}
# sign_in MANAGERS [--cold] : signs every manager in, their figures loaded on every replica (not
# with --cold); sessions in $work/sessions.
sign_in() {
    local replicas=() url
    for url in "${replica_urls[@]}"; do replicas+=(--replica "$url"); done
    python3 "$root/scripts/team_load.py" --origin "$origin" --cacert "$team_run/nginx/cert.pem" "${replicas[@]}" \
        --upstream "$(awk '$1 == "upstream" { print $2 }' "$team_run/processes")" --users "$team_run/users" \
        --managers "$1" --sessions "$work/sessions" ${2:+"$2"} >/dev/null
}
# latency NAME OUTPUT : records wrk's p50, p99 and requests per second.
latency() {
    python3 - "$1" "$2" <<'PY' | record_lines
import re, sys
name, text = sys.argv[1], open(sys.argv[2]).read()
def ms(label):
    value, unit = re.search(rf"^\s*{label}%\s+([\d.]+)(us|ms|s)\s*$", text, re.M).groups()
    return float(value) * {"us": 0.001, "ms": 1, "s": 1000}[unit]
rate = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
failed = re.search(r"not 200: (\d+)", text)
print(f"{name}: p50 (ms)\t{ms('50'):.1f}")
print(f"{name}: p99 (ms)\t{ms('99'):.1f}")
print(f"{name}: requests/s{' (' + failed.group(1) + ' not 200)' if failed and failed.group(1) != '0' else ''}\t{rate:.0f}")
PY
}

echo "== team server: 200 managers of 10,000 sales, warm pages through the HTTPS front"
team 200 20 10000
sign_in 200
wrk -t2 -c16 -d15s --latency "$origin/health" >"$work/floor.txt" 2>&1
latency "floor: the front answering a replica's /health" "$work/floor.txt"
SESSIONS="$work/sessions" wrk -t2 -c16 -d20s --latency -s "$root/scripts/team-pages.lua" "$origin" \
    >"$work/pages.txt" 2>&1
latency "200 managers' pages, warm (targets p50 ≤ 20, p99 ≤ 100)" "$work/pages.txt"
# metric URL NAME : one sample's value on the metrics listener at URL (0 when absent).
metric() { curl -fsS "$1/metrics" | awk -v want="$2" '$1 == want { printf "%d", $2; found = 1 } END { if (!found) print 0 }'; }
# loads OUTCOME : the figure loads of that outcome, over every replica.
loads() {
    local url total=0
    while read -r url; do
        total=$((total + $(metric "$url" "sales_web_figure_loads_total{outcome=\"$1\"}")))
    done < <(awk '$1 == "metrics" { print $2 }' "$team_run/processes")
    echo "$total"
}
record "figure loads a manager: from the sales API, from the database" \
    "$(python3 -c "print(f'{$(loads loaded) / 200:.2f}, {$(loads restored) / 200:.2f}')")"
for index in "${!replica_urls[@]}"; do
    pid=$(awk '$1 == "web" { print $4 }' "$team_run/processes" | sed -n "$((index + 1))p")
    rss=$(awk '/^VmRSS/ { print $2 }' "/proc/$pid/status")
    metrics=$(awk '$1 == "metrics" { print $2 }' "$team_run/processes" | sed -n "$((index + 1))p")
    figures=$(curl -fsS "$metrics/metrics" | awk '$1 == "sales_web_figures_bytes" { printf "%d", $2 }')
    record "replica $((index + 1)): memory, figures' estimate (MB; target memory ≤ figures + 100)" \
        "$(python3 -c "print(f'{$rss / 1024:.0f}, {$figures / 1048576:.0f}')")"
done

echo "== team server: one manager's first page with 100,000 sales, loaded from the sales API"
team 1 100 100000
sign_in 1 --cold
cookie=$(cut -f1 "$work/sessions")
curl -fsS --cacert "$team_run/nginx/cert.pem" -o /dev/null -w '%{time_total}\n' -H "Cookie: $cookie" \
    "$origin/products" >"$work/first.txt"
for _ in 1 2 3 4 5; do
    curl -fsS --cacert "$team_run/nginx/cert.pem" -o /dev/null -w '%{time_total}\n' -H "Cookie: $cookie" \
        "$origin/products"
done >"$work/warm.txt"
record "100,000 sales: first page, figures loaded from the sales API (ms; target ≤ 1000)" \
    "$(awk '{ printf "%.0f", $1 * 1000 }' "$work/first.txt")"
record "100,000 sales: the same page warm, median of 5 (ms)" \
    "$(sort -n "$work/warm.txt" | sed -n 3p | awk '{ printf "%.1f", $1 * 1000 }')"
# The replica that loaded them wrote them to the database beside the page; the other, which never
# held them (as after a restart, a deploy or a move), serves the manager from there.
mapfile -t metrics_urls < <(awk '$1 == "metrics" { print $2 }' "$team_run/processes")
loaded_on=0
(($(metric "${metrics_urls[1]}" 'sales_web_figure_loads_total{outcome="loaded"}') == 1)) && loaded_on=1
# shellcheck disable=SC2329 # run by poll
kept() { (($(metric "${metrics_urls[$loaded_on]}" 'sales_web_figure_copies_total{outcome="kept"}') >= 1)); }
poll 60 kept || { echo "the figures of 100,000 sales were not kept in the database" >&2; exit 1; }
other=${replica_urls[$((1 - loaded_on))]}
curl -fsS -o /dev/null -w '%{time_total}\n' -H "Host: ${origin#https://}" -H "Cookie: $cookie" "$other/products" \
    >"$work/restored.txt"
(($(metric "${metrics_urls[$((1 - loaded_on))]}" 'sales_web_figure_loads_total{outcome="restored"}') == 1)) ||
    { echo "the other replica did not restore the figures from the database" >&2; exit 1; }
record "100,000 sales: first page on a replica that never held them, from the database (ms; target ≤ 200)" \
    "$(awk '{ printf "%.0f", $1 * 1000 }' "$work/restored.txt")"
