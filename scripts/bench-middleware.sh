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
cat >"$work/nginx/nginx.conf" <<NGINX
worker_processes auto;
daemon off;
pid $work/nginx/nginx.pid;
error_log $work/nginx/error.log error;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path $work/nginx/tmp;
    proxy_temp_path $work/nginx/tmp;
    fastcgi_temp_path $work/nginx/tmp;
    uwsgi_temp_path $work/nginx/tmp;
    scgi_temp_path $work/nginx/tmp;
    default_type application/json;
    server {
        listen 127.0.0.1:$nginx_port;
        root $work/nginx/www;
        location / { try_files \$uri =404; }
    }
}
NGINX
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
"$nginx_bin" -c "$work/nginx/nginx.conf" -p "$work/nginx" &
pids+=($!)
for _ in $(seq 1 100); do curl -fsS "http://127.0.0.1:$nginx_port/rates" >/dev/null 2>&1 && break; sleep 0.05; done

# wrk_run URL : prints "requests_per_second p50_ms p99_ms"
wrk_run() {
    wrk -t2 -c64 -d10s --latency "$1" >"$work/wrk.txt" 2>&1
    python3 - "$work/wrk.txt" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
def ms(label):
    match = re.search(r"\s" + label + r"\s+([\d.]+)(us|ms|s)\b", text)
    value, unit = float(match.group(1)), match.group(2)
    return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value
rps = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
print(f"{rps:.0f} {ms('50%'):.3f} {ms('99%'):.3f}")
PY
}
read -r nginx_rps nginx_p50 nginx_p99 < <(wrk_run "http://127.0.0.1:$nginx_port/rates")
read -r mw_rps mw_p50 mw_p99 < <(wrk_run "http://127.0.0.1:$middleware/rates")
rss_kb=$(awk '/VmHWM/ {print $2}' "/proc/$middleware_pid/status")
record "nginx, same bytes: requests/s" "$nginx_rps"
record "nginx: p50 / p99 latency (ms)" "$nginx_p50 / $nginx_p99"
record "middleware, warm cache: requests/s" "$mw_rps"
record "middleware: p50 / p99 latency (ms)" "$mw_p50 / $mw_p99"
record "middleware / nginx throughput" "$(python3 -c "print(f'{$mw_rps / $nginx_rps:.2f}')")"
record "middleware peak RSS under load (MB)" "$(python3 -c "print(f'{$rss_kb / 1024:.1f}')")"
stop_pid "$middleware_pid"

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
