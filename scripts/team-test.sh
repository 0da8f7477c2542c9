#!/usr/bin/env bash
# `make team-test`: proof that the team's topology (`make team`: PostgreSQL, the fake upstream, a
# middleware, two sales-web-server replicas, the HTTPS front) serves TEAM_TEST_MANAGERS (200)
# signed-in managers, each with figures of their own, without a failed page while a web replica is
# killed and started again, then PostgreSQL restarted. scripts/team_load.py browses as every
# manager at once through the front (the products, a product, the report, the products' CSV) and
# checks each page against that manager's own products as the sales API gives them to them.
# Each step waits for a signal, not a clock: after the kill, every manager's pages must have gone
# on (the load's count of answers); the replica back must answer /ready and then serve pages again
# (its own /metrics count them); PostgreSQL stopped, both replicas must say they are not ready,
# then ready again once it is back. Passes when no page failed — a 503 ("the service is
# unavailable") is expected only while the database is away — and every manager is still signed in.
# Then every sales API token expires and both replicas are deployed (stopped and started in turn):
# each manager's pages go on with their figures, read sealed from the database, none asked to sign
# in; and the sales API has been asked for at most 1.1 sales lists a manager in the whole run (each
# manager at their home replica, by the front's consistent hash of their home cookie).
#   TEAM_TEST_MANAGERS (200), TEAM_TEST_PRODUCTS (8) and TEAM_TEST_SALES (200) per manager.
set -euo pipefail
default_configuration=release
source "$(dirname "$0")/lib.sh"
export CONFIGURATION=$configuration
managers=${TEAM_TEST_MANAGERS:-200}
work=$(mktemp -d "${TMPDIR:-/tmp}/sales-team-test.XXXXXX")
logs=$work
load_pid=""
export TEAM_RUN="$work/team" TEAM_MANAGERS=$managers
# Tokens that outlive the run: the proof is about replicas and the database, not the sales API's
# two minutes (a replica that has not seen a manager loads their figures with the sealed token).
export TEAM_UPSTREAM_FLAGS="--products ${TEAM_TEST_PRODUCTS:-8} --sales ${TEAM_TEST_SALES:-200} --token-lifetime 3600"
# shellcheck disable=SC2329 # run by the EXIT trap
cleanup() {
    local status=$? pg
    [[ -n $load_pid ]] && kill "$load_pid" 2>/dev/null
    stop_all
    pg=$(readlink -f "$TEAM_RUN/postgres" 2>/dev/null || true)
    "$root/scripts/team.sh" --stop >/dev/null
    if ((status != 0)); then
        for log in "$TEAM_RUN"/*.log "$work"/*.log; do
            if [[ -s $log ]]; then echo "-- ${log##*/}"; tail -n 5 "$log"; fi
        done >&2
    fi
    [[ $pg == "${TMPDIR:-/tmp}"/sales-team-postgres.* ]] && rm -rf "$pg"
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM
need curl python3

"$root/scripts/team.sh" >"$work/team.out" 2>&1 || { cat "$work/team.out" >&2; exit 1; }
processes="$TEAM_RUN/processes"
origin=$(awk '$1 == "front" { print $2 }' "$processes")
upstream=$(awk '$1 == "upstream" { print $2 }' "$processes")
database=$(awk '$1 == "postgres" { print $2 }' "$processes")
mapfile -t replica_urls < <(awk '$1 == "web" { print $2 }' "$processes")
mapfile -t replica_pids < <(awk '$1 == "web" { print $4 }' "$processes")
mapfile -t metrics_urls < <(awk '$1 == "metrics" { print $2 }' "$processes")
pg=$(readlink -f "$TEAM_RUN/postgres")
postgres_port=${database##*:}
postgres_port=${postgres_port%%/*}
mapfile -t web_env <"$TEAM_RUN/web.env"

python3 "$root/scripts/team_load.py" --origin "$origin" --cacert "$TEAM_RUN/nginx/cert.pem" \
    --replica "${replica_urls[0]}" --replica "${replica_urls[1]}" --upstream "$upstream" --users "$TEAM_RUN/users" \
    --managers "$managers" --events "$work/events" --progress "$work/progress" --result "$work/result.json" \
    --refresh-asks-sign-in &
load_pid=$!

# answered : the pages the load has had answered so far.
answered() { cat "$work/progress" 2>/dev/null || echo 0; }
# more_pages N : waits until the load has had N more pages answered (every manager's turn comes).
more_pages() {
    local target=$(($(answered) + $1))
    # shellcheck disable=SC2329 # run by poll
    past() { (($(answered) >= target)); }
    poll 120 past || { echo "FAIL: the load stalled at $(answered) pages" >&2; exit 1; }
    kill -0 "$load_pid" || { echo "FAIL: the load ended early" >&2; exit 1; }
}
# pages_served URL : how many pages the replica whose metrics listener is at URL has answered 200.
pages_served() {
    curl -fsS "$1/metrics" | awk '$1 ~ /^http_server_requests_total\{http_route="\/products/ && $1 ~ /code="200"/ { n += $2 } END { print n + 0 }'
}
# ready_is URL CODE : whether the replica's /ready answers CODE.
# shellcheck disable=SC2329 # run by poll
ready_is() { [[ $(curl -s -o /dev/null -w '%{http_code}' -m 10 "$1/ready") == "$2" ]]; }

more_pages $((managers * 2))
echo "   every manager browsing: $(answered) pages answered"
killed=$(date +%s.%N)
kill -KILL "${replica_pids[0]}"
more_pages $((managers * 2))
# The answers the killed replica was writing are cut (the load accepts a cut connection only then).
echo "killed $killed $(date +%s.%N)" >>"$work/events"
echo "   web replica 1 killed: every manager's pages went on ($(answered) answered)"
url=${replica_urls[0]}
metrics=${metrics_urls[0]}
start web-1-again env "${web_env[@]}" "$(bin sales-web-server)" --listen "${url#http://}" \
    --metrics-listen "${metrics#http://}"
wait_http "$url/ready" "$PID" 30 || exit 1
# Back in the rotation, not merely ready: open-source nginx tries a failed server again after its
# fail_timeout, so one answered /ready does not mean the front sends it pages.
# shellcheck disable=SC2329 # run by poll
back() { (($(pages_served "$metrics") >= managers / 2)); }
poll 60 back ||
    { echo "FAIL: replica 1 served $(pages_served "$metrics") pages in 60 s: not back in the rotation" >&2; exit 1; }
echo "   web replica 1 back: ready, and serving pages again ($(pages_served "$metrics") so far)"

away=$(date +%s.%N)
stop_postgres "$pg"
for url in "${replica_urls[@]}"; do poll 30 ready_is "$url" 503; done
more_pages "$managers"
echo "   PostgreSQL stopped: both replicas not ready, the pages say the service is unavailable"
start_postgres "$pg"
for url in "${replica_urls[@]}"; do poll 30 ready_is "$url" 200; done
echo "unavailable $away $(date +%s.%N)" >>"$work/events"
more_pages $((managers * 2))
echo "   PostgreSQL back: both replicas ready, every manager's pages going on ($(answered) answered)"

# A deploy once every sales API token has expired: each replica stopped and started again in turn
# while every manager browses. A replica that restarts holds no figures: it reads each manager's,
# sealed, from the database (their time with them), never asking the sales API with a dead token —
# no manager is asked to sign in (the load fails a page that is not theirs, signed in).
curl -fsS -X POST "$upstream/_admin/tokens/expire" >/dev/null
running=("$PID" "${replica_pids[1]}")
for index in 0 1; do
    url=${replica_urls[$index]}
    metrics=${metrics_urls[$index]}
    served=$(pages_served "$metrics")
    restarted=$(date +%s.%N)
    kill -TERM "${running[$index]}"
    # The first is this script's child (waited for: a zombie would still answer kill -0).
    if ((index == 0)); then wait "${running[0]}" 2>/dev/null || true; fi
    poll 30 not_running "${running[$index]}" || { echo "FAIL: replica $((index + 1)) did not stop" >&2; exit 1; }
    start "web-$((index + 1))-deployed" env "${web_env[@]}" "$(bin sales-web-server)" --listen "${url#http://}" \
        --metrics-listen "${metrics#http://}"
    wait_http "$url/ready" "$PID" 30 || exit 1
    # shellcheck disable=SC2329 # run by poll
    serving() { (($(pages_served "$metrics") >= managers / 4)); }
    poll 60 serving || { echo "FAIL: replica $((index + 1)) not serving pages after its restart" >&2; exit 1; }
    echo "killed $restarted $(date +%s.%N)" >>"$work/events"
    echo "   deployed replica $((index + 1)) with every token expired: serving again ($served pages before, $(pages_served "$metrics") since)"
done
more_pages $((managers * 2))
echo "   after the deploy: every manager's pages going on ($(answered) answered)"

# The sales API's sales lists: one per manager (their first page at their home), none for a
# replica killed, restarted or deployed (their figures from the database).
sales_lists=$(curl -fsS "$upstream/_admin/stats" | python3 -c 'import json, sys; print(json.load(sys.stdin)["sales"])')
echo "   the sales API was asked for $sales_lists sales lists for $managers managers"
if ((sales_lists * 10 > managers * 11)); then
    echo "FAIL: more than 1.1 sales lists a manager ($sales_lists for $managers)" >&2
    kill -INT "$load_pid"
    exit 1
fi

kill -INT "$load_pid"
status=0
wait "$load_pid" || status=$?
load_pid=""
exit $status
