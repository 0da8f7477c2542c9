#!/usr/bin/env bash
# `make team`: SaleAssistant for a team on this machine, without Docker — PostgreSQL, the fake
# upstream (tester, and alice and bob with figures of their own), a middleware, TEAM_REPLICAS (2)
# sales-web-server replicas and the HTTPS front (deploy/nginx/team.conf.template) with a
# self-signed certificate made on the spot; all on free loopback ports, in the background, their
# pids, logs and data in TEAM_RUN (.run/team/). `make stop` (`team.sh --stop`) ends them. Prints the address, then one
# line per process for scripts:
#   front https://localhost:PORT pid PID
#   web http://127.0.0.1:PORT pid PID       (one per replica)
#   metrics http://127.0.0.1:PORT pid PID   (each replica's metrics listener, in the same order)
#   upstream http://127.0.0.1:PORT
#   postgres postgresql://… folder FOLDER
# The replicas' settings are in TEAM_RUN/web.env (a unit's EnvironmentFile=), for a replica started
# again by hand: `env $(cat web.env) sales-web-server --listen 127.0.0.1:PORT`.
#   TEAM_MANAGERS=N         N more managers, manager-001 … with password pw-001 …, each with data of their own
#   TEAM_UPSTREAM_FLAGS     more flags for the fake upstream (`--products 20 --sales 10000`)
# CONFIGURATION (release) and SKIP_BUILD=1 as elsewhere.
set -euo pipefail
default_configuration=release
source "$(dirname "$0")/lib.sh"
run=${TEAM_RUN:-"$root/.run/team"}
logs=$run
pid_file="$run/pids"
launcher=(nohup)
replicas=${TEAM_REPLICAS:-2}

# team.sh --stop : ends what a last run started (its processes, then its PostgreSQL).
stop_team() {
    [[ -s "$pid_file" ]] && "$root/scripts/stop.sh" "$pid_file"
    if [[ -L "$run/postgres" ]]; then
        stop_postgres "$(readlink -f "$run/postgres")" && echo "stopped postgres"
    fi
    return 0
}
if [[ ${1:-} == --stop ]]; then
    stop_team
    exit 0
fi
stop_team >/dev/null
[[ -L "$run/postgres" && $(readlink -f "$run/postgres") == "${TMPDIR:-/tmp}"/sales-team-postgres.* ]] &&
    rm -rf "$(readlink -f "$run/postgres")"
rm -rf "$run"
mkdir -p "$run/nginx/tmp"
: >"$pid_file"
need nginx curl python3 openssl postgres
build

# PostgreSQL's folder: under .run/ when its user can reach it there, else a temporary one
# (a repository in a private home), linked from .run/team/postgres.
pg="$run/postgres-data"
if [[ $(id -u) -eq 0 ]] && ! runuser -u postgres -- test -x "$run"; then
    pg=$(mktemp -d "${TMPDIR:-/tmp}/sales-team-postgres.XXXXXX")
fi
ln -sfn "$pg" "$run/postgres"
start_postgres "$pg"
psql -X -q "$postgres_url" -c "CREATE DATABASE sales" >/dev/null
database="${postgres_url%/postgres}/sales"

printf '%s\n' tester:password alice:alice:11 bob:bob:12 >"$run/users"
for index in $(seq 1 "${TEAM_MANAGERS:-0}"); do
    printf 'manager-%03d:pw-%03d:%d\n' "$index" "$index" "$((1000 + index))"
done >>"$run/users"
# shellcheck disable=SC2086 # TEAM_UPSTREAM_FLAGS: words of flags
start upstream "$(bin fake-upstream)" --port 0 --log-level error --users "$run/users" \
    ${TEAM_UPSTREAM_FLAGS:---fixtures "$root/fixtures"}
upstream_url="http://127.0.0.1:$PORT"
start middleware "$(bin sales-middleware)" --listen 127.0.0.1:0 --rates-url "$upstream_url/rates" --log-level warning
middleware_port=$PORT

https_port=$(free_port)
http_port=$(free_port)
origin="https://localhost:$https_port"
(umask 077 && openssl rand -hex 32 >"$run/session-key")
openssl req -x509 -newkey rsa:2048 -nodes -days 30 -subj /CN=localhost \
    -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" -keyout "$run/nginx/key.pem" -out "$run/nginx/cert.pem" \
    2>/dev/null
web_servers=""
# The replicas' settings, as a unit's EnvironmentFile= would give them (the environment, not flags:
# `make stop` knows a process by its program's name).
printf '%s\n' "DATABASE_URL=$database" "PUBLIC_ORIGIN=$origin" "SESSION_KEY_FILE=$run/session-key" \
    "SALES_API_URL=$upstream_url" "SALES_RATES_URL=http://127.0.0.1:$middleware_port/rates" \
    TRUSTED_PROXIES=127.0.0.1 "LOG_FORMAT=${TEAM_LOG_FORMAT:-text}" >"$run/web.env"
set -a
# shellcheck source=/dev/null # written just above
source "$run/web.env"
set +a
for index in $(seq 1 "$replicas"); do
    start "web-$index" "$(bin sales-web-server)" --listen 127.0.0.1:0 --metrics-listen 127.0.0.1:0
    wait_http "http://127.0.0.1:$PORT/ready" "$PID" 30
    metrics_port "web-$index" "$PID"
    echo "web http://127.0.0.1:$PORT pid $PID" >>"$run/processes"
    echo "metrics http://127.0.0.1:$METRICS_PORT pid $PID" >>"$run/processes"
    web_servers+="server 127.0.0.1:$PORT max_fails=3 fail_timeout=2s; "
done

HTTPS_LISTEN="127.0.0.1:$https_port" HTTP_LISTEN="127.0.0.1:$http_port" PUBLIC_AUTHORITY="localhost:$https_port" \
    CERTIFICATE="$run/nginx/cert.pem" CERTIFICATE_KEY="$run/nginx/key.pem" WEB_SERVERS="$web_servers" \
    MIDDLEWARE_SERVERS="server 127.0.0.1:$middleware_port max_fails=3 fail_timeout=2s;" fill_template \
    "$root/deploy/nginx/team.conf.template" "$run/nginx/team.conf" HTTPS_LISTEN HTTP_LISTEN PUBLIC_AUTHORITY \
    CERTIFICATE CERTIFICATE_KEY WEB_SERVERS MIDDLEWARE_SERVERS
nginx_conf "$run/nginx" "    include $run/nginx/team.conf;" >"$run/nginx/nginx.conf"
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
"${launcher[@]}" "$nginx_bin" -c "$run/nginx/nginx.conf" -p "$run/nginx" >"$run/nginx.out" 2>"$run/nginx.log" &
echo "$! nginx nginx" >>"$pid_file"
front_pid=$!
poll 10 curl -fsk -o /dev/null "$origin/login" ||
    { cat "$run/nginx.log" "$run/nginx/error.log" >&2 2>/dev/null; exit 1; }
{
    echo "front $origin pid $front_pid"
    echo "upstream $upstream_url"
    echo "postgres $database folder $pg"
} >>"$run/processes"
echo "SaleAssistant for a team: $origin (a self-signed certificate: your browser asks once)."
echo "Sign in as tester/password, alice/alice or bob/bob; \`make stop\` ends it."
cat "$run/processes"
