#!/usr/bin/env bash
# `make bench-middleware`: GET /rates under load against nginx serving the same bytes, RSS,
# a cold-cache stampede, and a cold /rates on every three-letter code with 200,000 pairs.
source "$(dirname "$0")/bench-lib.sh"
bench_name=middleware
: >"$results/$bench_name.tsv"
need wrk nginx curl python3
build_products Tools:fake-upstream Middleware:sales-middleware

echo "== middleware: warm GET /rates (wrk -t2 -c64 -d10s)"
start upstream "$(bin Tools fake-upstream)" --port 0 --fixtures "$root/fixtures" --log-level error
upstream=$PORT
start middleware "$(bin Middleware sales-middleware)" --listen 127.0.0.1:0 --rates-url "http://127.0.0.1:$upstream/rates" --log-level error
middleware=$PORT
middleware_pid=$PID
curl -fsS "http://127.0.0.1:$middleware/rates" >"$work/rates.json"

mkdir -p "$work/nginx/www" "$work/nginx/tmp"
cp "$work/rates.json" "$work/nginx/www/rates"
nginx_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
nginx_conf "$work/nginx" "    default_type application/json;
    server {
        listen 127.0.0.1:$nginx_port;
        root $work/nginx/www;
        location / { try_files \$uri =404; }
    }" >"$work/nginx/nginx.conf"
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
"$nginx_bin" -c "$work/nginx/nginx.conf" -p "$work/nginx" &
pids+=($!)
for _ in $(seq 1 100); do curl -fsS "http://127.0.0.1:$nginx_port/rates" >/dev/null 2>&1 && break; sleep 0.05; done

# wrk_run URL [WRK_OPTION...] : prints "requests_per_second p50_ms p99_ms p90_ms"
wrk_run() {
    local url=$1
    shift
    wrk -t2 -c64 -d10s --latency "$@" "$url" >"$work/wrk.txt" 2>&1
    python3 - "$work/wrk.txt" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
def ms(label):
    match = re.search(r"\s" + label + r"\s+([\d.]+)(us|ms|s)\b", text)
    value, unit = float(match.group(1)), match.group(2)
    return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value
rps = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
print(f"{rps:.0f} {ms('50%'):.3f} {ms('99%'):.3f} {ms('90%'):.3f}")
PY
}
read -r nginx_rps nginx_p50 nginx_p99 _ < <(wrk_run "http://127.0.0.1:$nginx_port/rates")
read -r mw_rps mw_p50 mw_p99 _ < <(wrk_run "http://127.0.0.1:$middleware/rates")
rss_kb=$(awk '/VmHWM/ {print $2}' "/proc/$middleware_pid/status")
record "nginx, same bytes: requests/s" "$nginx_rps"
record "nginx: p50 / p99 latency (ms)" "$nginx_p50 / $nginx_p99"
record "middleware, warm cache: requests/s" "$mw_rps"
record "middleware: p50 / p99 latency (ms)" "$mw_p50 / $mw_p99"
record "middleware / nginx throughput" "$(python3 -c "print(f'{$mw_rps / $nginx_rps:.2f}')")"
record "middleware peak RSS under load (MB)" "$(python3 -c "print(f'{$rss_kb / 1024:.1f}')")"
read -r gz_rps _ gz_p99 _ < <(wrk_run "http://127.0.0.1:$middleware/rates" -H 'Accept-Encoding: gzip')
record "middleware, gzip asked (compressed once per table): requests/s, p99 (ms)" "$gz_rps, $gz_p99"
stop_pid "$middleware_pid"

echo "== at scale: the nginx caching front over two replicas (make stack)"
STACK_SKIP_BUILD=1 STACK_CONFIGURATION=$configuration "$root/scripts/stack.sh" >"$work/stack.txt"
front_url=$(awk '$1 == "front" { print $2 }' "$work/stack.txt")
curl -fsS -o /dev/null "$front_url/rates"
read -r front_rps front_p50 front_p99 _ < <(wrk_run "$front_url/rates")
"$root/scripts/stop.sh" "$root/.run/stack/pids" >/dev/null
record "front (nginx cache over 2 replicas): requests/s" "$front_rps"
record "front: p50 / p99 latency (ms)" "$front_p50 / $front_p99"
record "front / nginx static, front / one middleware" \
    "$(python3 -c "print(f'{$front_rps / $nginx_rps:.2f} / {$front_rps / $mw_rps:.2f}')")"

echo "== middleware: what a log line per request costs (LOG_LEVEL=info, text and json, against error)"
# Each setting three times, alternating, to spread the machine's drift; the median counts. The log
# goes to a file.
declare -A log_runs log_cpu
# cpu_ticks PID : user + system time the process has used, in clock ticks.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
for round in 1 2 3; do
    for setting in error info-text info-json; do
        level=${setting%%-*}
        format=${setting#*-}
        [[ $format == error ]] && format=text
        start middleware "$(bin Middleware sales-middleware)" --listen 127.0.0.1:0 \
            --rates-url "http://127.0.0.1:$upstream/rates" --log-level "$level" --log-format "$format"
        curl -fsS -o /dev/null "http://127.0.0.1:$PORT/rates"
        before=$(cpu_ticks "$PID")
        read -r rps _ < <(wrk_run "http://127.0.0.1:$PORT/rates")
        # CPU time per request: steadier than throughput on a shared machine.
        log_cpu[$setting]="${log_cpu[$setting]:-} $(python3 -c "print(round(($(cpu_ticks "$PID") - $before) * 1e6 / $(getconf CLK_TCK) / ($rps * 10), 1))")"
        log_runs[$setting]="${log_runs[$setting]:-} $rps"
        stop_pid "$PID"
    done
done
declare -A log_rps log_us
median() { tr ' ' '\n' <<<"$1" | sed '/^$/d' | sort -n | sed -n 2p; }
for setting in error info-text info-json; do
    log_rps[$setting]=$(median "${log_runs[$setting]}")
    log_us[$setting]=$(median "${log_cpu[$setting]}")
done
record "LOG_LEVEL=error: CPU µs per request, median; requests/s (runs)" "${log_us[error]}; ${log_rps[error]} (${log_runs[error]# })"
record "LOG_LEVEL=info, text: CPU µs per request vs error" \
    "${log_us[info-text]}, $(python3 -c "print(f'{${log_us[info-text]} / ${log_us[error]} - 1:+.1%}')")"
record "LOG_LEVEL=info, json: CPU µs per request vs error" \
    "${log_us[info-json]}, $(python3 -c "print(f'{${log_us[info-json]} / ${log_us[error]} - 1:+.1%}')")"
record "LOG_LEVEL=info, text lines: requests/s vs error (runs)" \
    "${log_rps[info-text]}, $(python3 -c "print(f'{${log_rps[info-text]} / ${log_rps[error]} - 1:+.1%}')") (${log_runs[info-text]# })"
record "LOG_LEVEL=info, LOG_FORMAT=json: requests/s vs error (runs)" \
    "${log_rps[info-json]}, $(python3 -c "print(f'{${log_rps[info-json]} / ${log_rps[error]} - 1:+.1%}')") (${log_runs[info-json]# })"

echo "== middleware: TTL 1 s, requests never wait for the upstream (refresh ahead, stale while revalidating)"
curl -fsS -X PUT "http://127.0.0.1:$upstream/_admin/faults/rates" -d '{"latency_ms": 300}' >/dev/null
start middleware "$(bin Middleware sales-middleware)" --listen 127.0.0.1:0 --rates-url "http://127.0.0.1:$upstream/rates" \
    --log-level error --cache-ttl 1
curl -fsS -o /dev/null "http://127.0.0.1:$PORT/rates"
read -r _ slow_p50 slow_p99 slow_p90 < <(wrk_run "http://127.0.0.1:$PORT/rates")
record "upstream 300 ms away, TTL 1 s: p50 / p90 / p99 (ms)" "$slow_p50 / $slow_p90 / $slow_p99"
stop_pid "$PID"
curl -fsS -X DELETE "http://127.0.0.1:$upstream/_admin/faults/rates" >/dev/null
start middleware "$(bin Middleware sales-middleware)" --listen 127.0.0.1:0 --rates-url "http://127.0.0.1:$upstream/rates" \
    --log-level error --cache-ttl 1 --upstream-timeout 1
flapping=$PORT
curl -fsS -o /dev/null "http://127.0.0.1:$flapping/rates"
(
    faults=('{"failure_rate":1,"failure_status":503}' '{"malformed":true}' '{"truncated":true}' '{"hang":true}'
        '{"latency_ms":1500}' '')
    for fault in "${faults[@]}" "${faults[@]}"; do
        if [[ -z $fault ]]; then
            curl -fsS -X DELETE "http://127.0.0.1:$upstream/_admin/faults/rates" >/dev/null
        else
            curl -fsS -X PUT "http://127.0.0.1:$upstream/_admin/faults/rates" -d "$fault" >/dev/null
        fi
        sleep 1
    done
) &
flapper=$!
read -r _ flap_p50 flap_p99 flap_p90 < <(wrk_run "http://127.0.0.1:$flapping/rates")
wait "$flapper"
curl -fsS -X DELETE "http://127.0.0.1:$upstream/_admin/faults/rates" >/dev/null
record "upstream flapping (503, malformed, truncated, hang, 1.5 s), TTL 1 s: p50 / p90 / p99 (ms)" \
    "$flap_p50 / $flap_p90 / $flap_p99"
stop_pid "$PID"

echo "== middleware: cold-cache stampede (1,000 connections, upstream latency 300 ms)"
curl -fsS -X POST "http://127.0.0.1:$upstream/_admin/reset"
curl -fsS -X PUT "http://127.0.0.1:$upstream/_admin/faults/rates" -d '{"latency_ms": 300}' >/dev/null
start middleware "$(bin Middleware sales-middleware)" --listen 127.0.0.1:0 --rates-url "http://127.0.0.1:$upstream/rates" --log-level error
cold=$PORT
ulimit -n 4096 2>/dev/null
wrk -t2 -c1000 -d3s "http://127.0.0.1:$cold/rates" >"$work/stampede.txt" 2>&1
fetches=$(curl -fsS "http://127.0.0.1:$upstream/_admin/stats" | python3 -c 'import json,sys; print(json.load(sys.stdin)["rates"])')
record "stampede: upstream fetches for 1,000 concurrent clients" "$fetches"
stop_pid "$PID"

echo "== middleware: cold GET /rates, 17,576 currencies and 200,000 pairs"
python3 - "$work/big-rates.json" <<'PY'
import itertools, json, random, string, sys
random.seed(7)
codes = ["USD"] + ["".join(c) for c in itertools.product(string.ascii_uppercase, repeat=3) if "".join(c) != "USD"]
value = {code: random.uniform(0.001, 1000) for code in codes}
value["USD"] = 1.0
pairs = []
for index in range(1, len(codes)):
    other = codes[random.randrange(index)]
    a, b = (codes[index], other) if random.random() < 0.5 else (other, codes[index])
    pairs.append((a, b))
while len(pairs) < 200_000:
    a, b = random.sample(codes, 2)
    pairs.append((a, b))
with open(sys.argv[1], "w") as out:
    out.write("[" + ",".join('{"from":"%s","to":"%s","rate":%.6g}' % (a, b, value[a] / value[b]) for a, b in pairs) + "]")
PY
curl -fsS -X POST "http://127.0.0.1:$upstream/_admin/reset"
curl -fsS -X PUT "http://127.0.0.1:$upstream/_admin/data/rates" --data-binary "@$work/big-rates.json"
start middleware "$(bin Middleware sales-middleware)" --listen 127.0.0.1:0 --rates-url "http://127.0.0.1:$upstream/rates" --log-level error
big=$PORT
seconds=$(curl -fsS -o "$work/big-out.json" -w '%{time_total}' "http://127.0.0.1:$big/rates")
entries=$(python3 -c "import json; print(len(json.load(open('$work/big-out.json'))))")
record "cold /rates, 200,000 pairs, 17,576 codes: seconds" "$seconds"
record "cold /rates: currencies answered" "$entries"
seconds_warm=$(curl -fsS -o /dev/null -w '%{time_total}' "http://127.0.0.1:$big/rates")
record "then warm: seconds" "$seconds_warm"
gzip_bytes=$(curl -fsS -H 'Accept-Encoding: gzip' "http://127.0.0.1:$big/rates" | wc -c)
record "that table: JSON / gzip bytes" "$(wc -c <"$work/big-out.json") / $gzip_bytes"
