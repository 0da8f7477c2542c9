# shellcheck shell=bash
# Variables set here are read by the scripts that source this file; `root` and `logs` are set by
# lib/build.sh and the caller.
# shellcheck disable=SC2034,SC2154
# Starting servers that announce `listening on HOST:PORT` on their first line of stdout, waiting
# for them, stopping them (sourced through lib.sh). Callers set `logs` (the folder for NAME.out and
# NAME.log) before `start`, and may set `pid_file` (a file that lists "PID NAME PROGRAM" per server)
# and `launcher` (a command to start servers under, e.g. nohup).

pids=()
launcher=()

# poll SECONDS COMMAND... : runs COMMAND every 50 ms until it succeeds (0), gives up (125: what it
# waits for cannot come any more; not 2, which grep and sed answer for a file a starting process has
# not created yet) or SECONDS have passed; its status (1 on time out). The one wait of every
# script: readiness signals read as they come, never a fixed sleep.
poll() {
    local deadline=$((SECONDS + $1)) status
    shift
    while true; do
        "$@"
        status=$?
        ((status == 0 || status == 125)) && return "$status"
        ((SECONDS < deadline)) || return 1
        sleep 0.05
    done
}

# start_demo_world [UPSTREAM_OPTION...] [-- MIDDLEWARE_OPTION...] : the demo's world — the fake
# upstream (on the repository's fixtures unless the options name other data) and a middleware over
# it, each waited for until it listens. Sets upstream_port, middleware_port, upstream_url
# (http://127.0.0.1:PORT), rates_url (the middleware's /rates), upstream_pid and middleware_pid;
# the servers are named `upstream` and `middleware` (`stop middleware` in the e2e areas).
start_demo_world() {
    local upstream_options=() middleware_options=()
    while (($#)) && [[ $1 != -- ]]; do upstream_options+=("$1"); shift; done
    (($#)) && shift
    middleware_options=("$@")
    # The repository's fixtures, unless the options name other data (generated, or other files).
    local data=(--fixtures "$root/fixtures") option
    for option in "${upstream_options[@]}"; do
        [[ $option == --products* || $option == --sales* || $option == --fixtures* ]] && data=()
    done
    start upstream "${fake_upstream:-$(bin fake-upstream)}" --port 0 "${data[@]}" "${upstream_options[@]}"
    upstream_port=$PORT upstream_pid=$PID
    upstream_url="http://127.0.0.1:$upstream_port"
    start middleware "${middleware_bin:-$(bin sales-middleware)}" --listen 127.0.0.1:0 --rates-url "$upstream_url/rates" \
        "${middleware_options[@]}"
    middleware_port=$PORT middleware_pid=$PID
    rates_url="http://127.0.0.1:$middleware_port/rates"
}

# start NAME COMMAND... : runs a server in the background and waits for its `listening on` line.
# Sets PORT and PID, and NAME_pid (dashes as underscores); appends the pid to `pids` and `pid_file`.
# Exits, showing the server's log, if it dies or does not announce a port within 60 s.
start() {
    local name=$1
    shift
    # Emptied here, before the fork: the child's own redirection comes later, and a poll that read
    # the last run's files in between would take the last server's port for this one's.
    : >"$logs/$name.out"
    : >"$logs/$name.log"
    "${launcher[@]}" "$@" >"$logs/$name.out" 2>"$logs/$name.log" &
    PID=$!
    pids+=("$PID")
    printf -v "${name//-/_}_pid" '%s' "$PID"
    if [[ -n "${pid_file:-}" ]]; then echo "$PID $name ${1##*/}" >>"$pid_file"; fi
    if poll 60 announced "$name" "$PID"; then return 0; fi
    echo "$name did not start; its log ($logs/$name.log):" >&2
    cat "$logs/$name.log" >&2
    exit 1
}

# wait_http URL PID [SECONDS] : waits (10 s unless told) until URL answers 2xx; fails, showing
# nothing more, when PID dies first or the time runs out. The readiness poll of every script that
# starts a server it cannot ask for a `listening on` line (nginx), or that waits for `/ready`.
wait_http() {
    local url=$1 pid=$2
    poll "${3:-10}" answers "$url" "$pid" && return 0
    kill -0 "$pid" 2>/dev/null || { echo "wait_http: process $pid ended before $url answered" >&2; return 1; }
    echo "wait_http: $url did not answer in time" >&2
    return 1
}

# answers URL PID : whether URL answers 2xx now; stops the poll (exit 125) once PID has ended.
answers() {
    curl -fsS -o /dev/null -m 2 "$1" 2>/dev/null && return 0
    kill -0 "$2" 2>/dev/null || return 125
    return 1
}

# not_running PID : whether the process PID has ended (a poll's condition).
not_running() { ! kill -0 "$1" 2>/dev/null; }

# announced NAME PID : whether the server NAME has written its `listening on HOST:PORT` line (sets
# PORT); stops the poll (exit 125) once PID has ended.
# metrics_port NAME PID : sets METRICS_PORT from NAME's `metrics on HOST:PORT` line (sales-web-server's
# metrics listener, announced beside its pages'); fails when PID ends or 60 s pass first.
metrics_port() {
    poll 60 metrics_announced "$1" "$2" && return 0
    echo "$1 did not announce its metrics listener; its log ($logs/$1.log):" >&2
    cat "$logs/$1.log" >&2
    return 1
}

metrics_announced() {
    METRICS_PORT=$(sed -n 's/^metrics on .*:\([0-9]*\)$/\1/p' "$logs/$1.out" 2>/dev/null | head -n 1)
    [[ -n "$METRICS_PORT" ]] && return 0
    kill -0 "$2" 2>/dev/null || return 125
    return 1
}

announced() {
    PORT=$(sed -n 's/^listening on .*:\([0-9]*\)$/\1/p' "$logs/$1.out" 2>/dev/null | head -n 1)
    [[ -n "$PORT" ]] && return 0
    kill -0 "$2" 2>/dev/null || return 125
    return 1
}

# stop_pid PID : SIGTERM, then wait for it to end.
stop_pid() {
    kill -TERM "$1" 2>/dev/null
    wait "$1" 2>/dev/null
}

# stop_all : stops every server `start` started (for an EXIT trap): one already ended (a replica a
# test stopped itself) is passed over — under `set -e`, a failed kill would end the trap early.
stop_all() {
    local pid
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
}

# free_port : a TCP port free on 127.0.0.1 now, for a server (nginx) that cannot pick its own.
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
