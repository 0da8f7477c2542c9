#!/usr/bin/env bash
# make soak: the middleware on loopback under load while the world misbehaves, in three phases:
#   1. flapping: wrk on GET /rates for SOAK_SECONDS (60) while the fake upstream cycles through
#      every fault (503, malformed, truncated, hang, 1.5 s latency, healthy) every 2 s, with a
#      1 s cache TTL and a 1 s upstream timeout;
#   2. hoarding: SOAK_IDLE (20000) connections that send half a request and hold it; then
#      SOAK_PIPELINERS (100) that pipeline GET /rates for 5 s and never read an answer; then
#      SOAK_BURST (1000) connections opened at once, each pipelining SOAK_BURST_PIPELINED (100)
#      GET /health and reading
#      every answer — none may be lost (the listen queue, LISTEN_BACKLOG);
#   3. normal: the hoarders gone, wrk again on a healthy upstream.
# Throughout, GET /health is probed every 0.2 s. Passes when, once warm, no request failed (wrk's
# errors and non-2xx), every probe answered 200, and the middleware's RSS after phase 3 is within
# 20 % of its warm baseline. `make test` runs a short round (SOAK_SECONDS=8 SOAK_IDLE=2000).
source "$(dirname "$0")/lib.sh"
set -euo pipefail
default_configuration=release
seconds=${SOAK_SECONDS:-60}
idle=${SOAK_IDLE:-20000}
pipeliners=${SOAK_PIPELINERS:-100}
work=$(mktemp -d "${TMPDIR:-/tmp}/sales-soak.XXXXXX")
logs=$work
hoarders=()
# shellcheck disable=SC2329 # run by the EXIT trap
cleanup() {
    touch "$work/stop"
    for pid in "${hoarders[@]}"; do kill "$pid" 2>/dev/null || true; done
    stop_all
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

need wrk curl python3
build

start_demo_world --log-level error -- --cache-ttl 1 --upstream-timeout 1 --log-level error
upstream=$upstream_url
middleware=http://127.0.0.1:$middleware_port

rss_mb() { awk '/^VmRSS/ { printf "%.1f", $2 / 1024 }' "/proc/$middleware_pid/status"; }

# wrk_phase NAME SECONDS : wrk -c32 on /rates; prints and records requests, failures, p50, p99.
wrk_phase() {
    wrk -t2 -c32 -d"$2"s --latency "$middleware/rates" >"$work/wrk-$1.txt" 2>&1
    python3 - "$work/wrk-$1.txt" "$1" <<'PY' | tee -a "$work/failures"
import re, sys
text, name = open(sys.argv[1]).read(), sys.argv[2]
def ms(label):
    value, unit = re.search(r"\s" + label + r"\s+([\d.]+)(us|ms|s)\b", text).groups()
    return float(value) / 1000 if unit == "us" else float(value) * 1000 if unit == "s" else float(value)
requests = int(re.search(r"(\d+) requests in", text).group(1))
errors = sum(int(n) for n in re.findall(r"(?:connect|read|write|timeout) (\d+)", text))
non2xx = int((re.search(r"Non-2xx or 3xx responses: (\d+)", text) or [0, 0])[1])
print(f"{name}: {requests} requests, {errors + non2xx} failed (socket {errors}, status {non2xx}), "
      f"p50 {ms('50%'):.1f} ms, p99 {ms('99%'):.1f} ms", file=sys.stderr)
print(errors + non2xx)
PY
}

# The probe: GET /health every 0.2 s until the soak ends; one status per line. Paused during the
# burst (phase 2c), whose own sampler times /health instead.
probe() {
    while [[ ! -e "$work/stop" ]]; do
        [[ -e "$work/pause" ]] || curl -s -o /dev/null -w '%{http_code}\n' -m 2 "$middleware/health" >>"$work/probes" || true
        sleep 0.2
    done
}

# burst_sampler : times GET /health every 0.2 s while the burst runs (until $work/burst-done), as
# figures, not a verdict: a kernel under a burst of a thousand SYNs may retransmit one.
burst_sampler() {
    while [[ ! -e "$work/burst-done" ]]; do
        curl -s -o /dev/null -w '%{time_total}\n' -m 10 "$middleware/health" >>"$work/burst-health" || true
        sleep 0.2
    done
}

# The flapper: every fault in turn, 2 s each, until the soak's first phase ends.
flap() {
    local faults=('{"failure_rate":1,"failure_status":503}' '{"malformed":true}' '{"truncated":true}'
        '{"hang":true}' '{"latency_ms":1500}' '')
    while [[ ! -e "$work/calm" ]]; do
        for fault in "${faults[@]}"; do
            if [[ -z "$fault" ]]; then
                curl -fsS -X DELETE "$upstream/_admin/faults/rates" >/dev/null
            else
                curl -fsS -X PUT -H 'Content-Type: application/json' -d "$fault" "$upstream/_admin/faults/rates" >/dev/null
            fi
            sleep 2
            [[ -e "$work/calm" ]] && break
        done
    done
    curl -fsS -X DELETE "$upstream/_admin/faults/rates" >/dev/null
}

echo "== soak: warm-up (wrk 5 s on a healthy upstream)"
curl -fsS "$middleware/rates" >/dev/null
wrk_phase warm-up 5 >/dev/null
baseline=$(rss_mb)
: >"$work/failures"
probe &
probe_pid=$!

echo "== soak: phase 1, flapping upstream for ${seconds} s (RSS $baseline MB)"
flap &
flap_pid=$!
wrk_phase flapping "$seconds" >/dev/null
touch "$work/calm"
wait "$flap_pid"

echo "== soak: phase 2, $idle connections holding half a request (RSS $(rss_mb) MB)"
port=${middleware##*:}
remaining=$idle
while ((remaining > 0)); do
    chunk=$((remaining > 10000 ? 10000 : remaining))
    python3 "$root/scripts/soak-idle-connections.py" 127.0.0.1 "$port" "$chunk" >"$work/hoarder-${#hoarders[@]}.out" &
    hoarders+=($!)
    remaining=$((remaining - chunk))
done
opened=0
for i in "${!hoarders[@]}"; do
    until grep -q '^opened' "$work/hoarder-$i.out"; do
        kill -0 "${hoarders[$i]}" 2>/dev/null || { echo "a hoarder died" >&2; exit 1; }
        sleep 0.2
    done
    opened=$((opened + $(sed -n 's/^opened //p' "$work/hoarder-$i.out")))
done
hoarding_rss=$(rss_mb)
curl -fsS -m 5 -o /dev/null "$middleware/rates" || { echo "FAIL: GET /rates failed while hoarded" >&2; exit 1; }
echo "   opened $opened; RSS $hoarding_rss MB; /rates still answers"
for pid in "${hoarders[@]}"; do kill "$pid"; wait "$pid" 2>/dev/null || true; done
hoarders=()

echo "== soak: phase 2b, $pipeliners connections pipelining /rates that never read an answer (5 s)"
python3 "$root/scripts/soak-pipelining-clients.py" 127.0.0.1 "$port" "$pipeliners" 5 >"$work/pipeliners.out"
echo "   $(cat "$work/pipeliners.out"); RSS $(rss_mb) MB"

burst=${SOAK_BURST:-1000} pipelined=${SOAK_BURST_PIPELINED:-100}
echo "== soak: phase 2c, $burst connections opened at once, $pipelined pipelined /health each (the listen queue)"
touch "$work/pause"
burst_sampler &
sampler_pid=$!
python3 "$root/scripts/soak-burst.py" 127.0.0.1 "$port" "$burst" "$pipelined" >"$work/burst.out" || echo "burst" >>"$work/lost"
touch "$work/burst-done"
wait "$sampler_pid"
rm -f "$work/pause"
echo "   $(cat "$work/burst.out"); /health meanwhile: $(sort -n "$work/burst-health" | python3 -c '
import sys
times = [float(line) * 1000 for line in sys.stdin if line.strip()]
print(f"{len(times)} probes, median {sorted(times)[len(times) // 2]:.0f} ms, slowest {max(times):.0f} ms" if times else "no probe")
'); RSS $(rss_mb) MB"

echo "== soak: phase 3, back to normal (wrk $((seconds / 4 > 5 ? seconds / 4 : 5)) s)"
wrk_phase normal $((seconds / 4 > 5 ? seconds / 4 : 5)) >/dev/null
# The middleware gives freed heaps back every 5 s (MemoryTrimmer): watch RSS for up to three rounds
# and keep the lowest, stopping early once it is within 5 % of the baseline.
after=$(rss_mb)
for _ in $(seq 1 75); do
    after=$(python3 -c "print(min($after, $(rss_mb)))")
    python3 -c "import sys; sys.exit(0 if $after <= $baseline * 1.05 else 1)" && break
    sleep 0.2
done
touch "$work/stop"
wait "$probe_pid"

failed=$(($(paste -sd+ "$work/failures")))
probes=$(wc -l <"$work/probes")
bad_probes=$(grep -vc '^200$' "$work/probes" || true)
growth=$(python3 -c "print(f'{($after / $baseline - 1) * 100:+.0f}')")
echo "   /health: $probes probes, $bad_probes not 200"
echo "   RSS: warm $baseline MB, hoarded $hoarding_rss MB, after $after MB ($growth %)"
status=0
((failed == 0)) || { echo "FAIL: $failed requests failed" >&2; status=1; }
[[ ! -s "$work/lost" ]] || { echo "FAIL: the burst of connections lost answers: $(cat "$work/burst.out")" >&2; status=1; }
((bad_probes == 0)) || { echo "FAIL: /health did not always answer 200: $(sort "$work/probes" | uniq -c | tr '\n' ' ')" >&2; status=1; }
python3 -c "import sys; sys.exit(0 if $after <= $baseline * 1.2 else 1)" \
    || { echo "FAIL: RSS $after MB is not within 20 % of the warm $baseline MB" >&2; status=1; }
((status == 0)) && echo "soak: ok"
exit $status
