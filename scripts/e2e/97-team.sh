#!/usr/bin/env bash
# The team server's replicas over a shared PostgreSQL: settings, readiness, the database away and back.
# Run by scripts/e2e.sh in a process of its own, or alone (`bash scripts/e2e/97-team.sh`), over the
# helpers of scripts/lib/e2e.sh; it starts the servers it needs (PostgreSQL included).
# shellcheck source=../lib/e2e.sh disable=SC2154 # the helpers' variables
source "$(dirname "$0")/../lib/e2e.sh"
echo "== team: sales-web-server replicas sharing PostgreSQL"
status=0 out="" err=""
web_server_bin=$(bin sales-web-server) || exit 1
# Its own folder, not under the area's private one: the postgres user must reach it.
pg=$(mktemp -d "${TMPDIR:-/tmp}/sales-postgres.XXXXXX")
trap 'stop_postgres "$pg"; rm -rf "$pg"; e2e_finish' EXIT
start_postgres "$pg" || exit 1
psql -X -q "$postgres_url" -c "CREATE DATABASE team" >/dev/null
# A password in the URI (trust ignores it): it must never reach a log line.
database="postgresql://sales:db-password-7f3a@127.0.0.1:$postgres_port/team"
key="$work/session-key"
(umask 077 && python3 -c "import secrets; print(secrets.token_hex(32))" >"$key")
team_env=(env DATABASE_URL="$database" PUBLIC_ORIGIN=https://sales.test SESSION_KEY_FILE="$key")

start web_a "${team_env[@]}" "$web_server_bin" --listen 127.0.0.1:0
web_a=http://127.0.0.1:$PORT
start web_b "${team_env[@]}" "$web_server_bin" --listen 127.0.0.1:0
web_b=http://127.0.0.1:$PORT
wait_http "$web_a/ready" "$web_a_pid" 30 && wait_http "$web_b/ready" "$web_b_pid" 30
out="$(curl -s "$web_a/ready")$(curl -s "$web_b/ready")"
err=$(psql -X -A -t -q "$database" -c 'SELECT count(*) FROM team_schema' 2>&1)
check "two replicas started together: both ready, each migration applied once" \
    test "$out" = "readyready" -a "$err" = 1

stop_postgres "$pg"
unready() { [[ $(curl -s -o /dev/null -w '%{http_code}' -m 10 "$1/ready") == 503 ]]; }
poll 30 unready "$web_a"
check "the database away: not ready (503, saying why), yet alive" \
    test "$(curl -s "$web_a/ready")" = "not ready: the database is unavailable" \
    -a "$(curl -s -o /dev/null -w '%{http_code}' "$web_a/health")" = 200
start_postgres "$pg" || exit 1
check "the database back: ready again, with no restart" wait_http "$web_a/ready" "$web_a_pid" 30

kill -TERM "$web_a_pid"
wait "$web_a_pid"
status=$?
check "SIGTERM: the replica ends with exit 0" test "$status" = 0
check "the database's password is in no log line" test "$(cat "$logs/web_a.log" "$logs/web_b.log" | grep -c db-password)" = 0

env -u DATABASE_URL PUBLIC_ORIGIN=https://sales.test SESSION_KEY_FILE="$key" "$web_server_bin" >/dev/null 2>"$work/missing.err"
status=$?
check "no DATABASE_URL: exit 64, saying what it must be" \
    test "$status" = 64 -a "$(head -n 1 "$work/missing.err")" = \
    "Error: DATABASE_URL is required: a PostgreSQL URI, postgresql://user@host/database"
chmod 644 "$key"
"${team_env[@]}" "$web_server_bin" >/dev/null 2>"$work/key.err"
status=$?
check "a key file others may read: exit 64, saying how to fix it" \
    test "$status" = 64 -a -n "$(grep -F "may be read by others: chmod 600 it" "$work/key.err")"
"${team_env[@]}" PUBLIC_ORIGIN=http://sales.test "$web_server_bin" >/dev/null 2>"$work/origin.err"
status=$?
check "an origin that is not https: exit 64" test "$status" = 64
