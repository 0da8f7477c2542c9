#!/usr/bin/env bash
# `make stack`: the scaled topology on this machine, without Docker — the fake upstream,
# STACK_REPLICAS (2) sales-middleware replicas and an nginx caching front
# (deploy/nginx/sales.conf.template), all on free loopback ports, in the background; pids and logs
# in .run/stack/. `make stack-stop` ends them. Prints one line per process for scripts:
#   upstream http://127.0.0.1:PORT pid PID
#   replica http://127.0.0.1:PORT pid PID     (one per replica)
#   front http://127.0.0.1:PORT pid PID
# CONFIGURATION (release), SKIP_BUILD=1, STACK_CACHE_TTL (60), STACK_REPLICAS and
# STACK_CORS_ORIGINS (the replicas' CORS_ALLOWED_ORIGINS; none by default) tune it.
set -euo pipefail
default_configuration=release
source "$(dirname "$0")/lib.sh"
run="$root/.run/stack"
logs=$run
pid_file="$run/pids"
launcher=(nohup)
replicas=${STACK_REPLICAS:-2}

[[ -s "$pid_file" ]] && "$root/scripts/stop.sh" "$pid_file" >/dev/null
rm -rf "$run"
mkdir -p "$run/nginx/cache" "$run/nginx/tmp"
: >"$pid_file"

need nginx curl python3
build

start upstream "$(bin fake-upstream)" --port 0 --fixtures "$root/fixtures" --log-level error
upstream_port=$PORT
echo "upstream http://127.0.0.1:$upstream_port pid $PID" >"$run/processes"
servers=""
for index in $(seq 1 "$replicas"); do
    start "replica-$index" "$(bin sales-middleware)" --listen 127.0.0.1:0 \
        --rates-url "http://127.0.0.1:$upstream_port/rates" --cache-ttl "${STACK_CACHE_TTL:-60}" --log-level warning \
        --cors-allowed-origins "${STACK_CORS_ORIGINS:-}"
    echo "replica http://127.0.0.1:$PORT pid $PID" >>"$run/processes"
    servers+="server 127.0.0.1:$PORT max_fails=3 fail_timeout=2s; "
done

front_port=$(free_port)
LISTEN="127.0.0.1:$front_port" CACHE_DIR="$run/nginx/cache" MIDDLEWARE_SERVERS="$servers" fill_template \
    "$root/deploy/nginx/sales.conf.template" "$run/nginx/sales.conf" LISTEN CACHE_DIR MIDDLEWARE_SERVERS
nginx_conf "$run/nginx" "    include $run/nginx/sales.conf;" >"$run/nginx/nginx.conf"
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
"${launcher[@]}" "$nginx_bin" -c "$run/nginx/nginx.conf" -p "$run/nginx" >"$run/nginx.out" 2>"$run/nginx.log" &
echo "$! nginx nginx" >>"$pid_file"
front_pid=$!
wait_http "http://127.0.0.1:$front_port/health" "$front_pid" ||
    { cat "$run/nginx.log" "$run/nginx/error.log" >&2 2>/dev/null; exit 1; }
echo "front http://127.0.0.1:$front_port pid $front_pid" >>"$run/processes"
cat "$run/processes"
