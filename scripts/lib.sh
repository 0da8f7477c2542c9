# shellcheck shell=bash
# Variables set here are read by the scripts that source this file.
# shellcheck disable=SC2034
# Shared by run.sh, e2e.sh, soak.sh and the bench scripts (sourced, never run): the repository root, building
# and finding the executables, and starting servers that announce `listening on HOST:PORT` on their
# first line of stdout, installing missing Debian tools, and driving a full-screen program in tmux.
#
# Callers set `logs` (the folder for NAME.out and NAME.log) before `start`, and may set
# `configuration` (debug by default), `pid_file` (a file that lists "PID NAME PROGRAM" per server) and
# `launcher` (a command to start servers under, e.g. nohup).

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
pids=()
launcher=()

# Every script drives one build of the repository's one graph (the root Package.swift), chosen the
# same way everywhere:
#   CONFIGURATION=debug|release   which build (default: the script's `default_configuration`, else debug)
#   SKIP_BUILD=1                  use what is already built (`make test` builds the debug one first)
configuration=${CONFIGURATION:-${default_configuration:-debug}}
skip_build=${SKIP_BUILD:-}

# build : builds every executable of the graph in $configuration, once, printing only the build's
# last line (all of it when it fails); nothing with SKIP_BUILD. Release builds link the Swift
# standard library and Foundation statically (what is installed and packaged runs without a Swift
# toolchain, and the benchmarks measure those binaries), with no RUNPATH of their own; debug builds
# use the toolchain's.
build() {
    [[ -n "$skip_build" ]] && return 0
    local log="${logs:-${TMPDIR:-/tmp}}/build.log" flags=()
    [[ $configuration == release ]] && flags=(--static-swift-stdlib --disable-local-rpath)
    swift build --package-path "$root" -c "$configuration" "${flags[@]}" >"$log" 2>&1 || { cat "$log" >&2; return 1; }
    tail -n 1 "$log" >&2
}

# bin PRODUCT : the path of a built executable; fails, saying how to build it, when it is not there.
bin() {
    local path="$root/.build/$configuration/$1"
    [[ -x "$path" ]] || { echo "$1 is not built in $configuration (run without SKIP_BUILD, or make build)" >&2; return 1; }
    echo "$path"
}

# start NAME COMMAND... : runs a server in the background and waits for its `listening on` line.
# Sets PORT and PID, and NAME_pid (dashes as underscores); appends the pid to `pids` and `pid_file`.
# Exits, showing the server's log, if it dies or does not announce a port within 60 s.
start() {
    local name=$1
    shift
    "${launcher[@]}" "$@" >"$logs/$name.out" 2>"$logs/$name.log" &
    PID=$!
    pids+=("$PID")
    printf -v "${name//-/_}_pid" '%s' "$PID"
    if [[ -n "${pid_file:-}" ]]; then echo "$PID $name ${1##*/}" >>"$pid_file"; fi
    for _ in $(seq 1 1200); do
        PORT=$(sed -n 's/^listening on .*:\([0-9]*\)$/\1/p' "$logs/$name.out" | head -n 1)
        [[ -n "$PORT" ]] && return 0
        kill -0 "$PID" 2>/dev/null || break
        sleep 0.05
    done
    echo "$name did not start; its log ($logs/$name.log):" >&2
    cat "$logs/$name.log" >&2
    exit 1
}

# wait_http URL PID [SECONDS] : waits (10 s unless told) until URL answers 2xx; fails, showing
# nothing more, when PID dies first or the time runs out. The readiness poll of every script that
# starts a server it cannot ask for a `listening on` line (nginx), or that waits for `/ready`.
wait_http() {
    local url=$1 pid=$2 deadline=$((SECONDS + ${3:-10}))
    until curl -fsS -o /dev/null -m 2 "$url" 2>/dev/null; do
        kill -0 "$pid" 2>/dev/null || { echo "wait_http: process $pid ended before $url answered" >&2; return 1; }
        ((SECONDS < deadline)) || { echo "wait_http: $url did not answer in time" >&2; return 1; }
        sleep 0.05
    done
}

# stop_pid PID : SIGTERM, then wait for it to end.
stop_pid() {
    kill -TERM "$1" 2>/dev/null
    wait "$1" 2>/dev/null
}

# stop_all : stops every server `start` started (for an EXIT trap).
stop_all() {
    local pid
    for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null; done
    for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null; done
}

# apt_install PACKAGE... : installs Debian packages (as root, or through sudo); the package lists
# are refreshed only when an install fails on stale ones. The one installer every script uses.
apt_install() {
    local as_root=()
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null 2>&1 || { echo "$* missing, and neither root nor sudo is there to install them: install them by hand" >&2; return 1; }
        as_root=(sudo)
    fi
    command -v apt-get >/dev/null 2>&1 || { echo "no apt-get here: install $* (or your system's equivalents) by hand" >&2; return 1; }
    echo "installing $* (Debian)" >&2
    DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "$@" >/dev/null 2>&1 \
        || { "${as_root[@]}" apt-get update -qq >/dev/null \
            && DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "$@" >/dev/null; }
}

# need TOOL... : installs missing tools from Debian (nginx as nginx-light; `time` as /usr/bin/time).
need() {
    local missing=() tool
    for tool in "$@"; do
        case $tool in
            nginx) command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || missing+=(nginx-light) ;;
            time) [[ -x /usr/bin/time ]] || missing+=(time) ;;
            man) command -v man >/dev/null || missing+=(man-db) ;;
            groff) command -v groff >/dev/null || missing+=(groff-base) ;;
            dpkg-shlibdeps) command -v dpkg-shlibdeps >/dev/null || missing+=(dpkg-dev) ;;
            systemd-analyze) command -v systemd-analyze >/dev/null || missing+=(systemd) ;;
            strip) command -v strip >/dev/null || missing+=(binutils) ;;
            *) command -v "$tool" >/dev/null || missing+=("$tool") ;;
        esac
    done
    ((${#missing[@]} == 0)) || apt_install "${missing[@]}"
}

# free_port : a TCP port free on 127.0.0.1 now, for a server (nginx) that cannot pick its own.
free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# nginx_conf DIR HTTP_BODY : prints an nginx.conf for an nginx in the foreground whose pid, logs and
# temporary files stay in DIR (DIR/tmp must exist); HTTP_BODY goes inside `http { }`. Started by
# root, nginx's workers would run as nobody, who cannot reach DIR below a private folder (a 0700
# home, a mktemp folder, /root): they run as the user who started it instead.
nginx_conf() {
    (($(id -u) == 0)) && echo "user $(id -un) $(id -gn);"
    cat <<NGINX
worker_processes auto;
daemon off;
pid $1/nginx.pid;
error_log $1/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path $1/tmp/body;
    proxy_temp_path $1/tmp/proxy;
    fastcgi_temp_path $1/tmp/fastcgi;
    uwsgi_temp_path $1/tmp/uwsgi;
    scgi_temp_path $1/tmp/scgi;
$2
}
NGINX
}

# --- Checks, counted: the suites' verdicts (e2e.sh, package-test.sh) ---------------------------
passed=0
failed=0

# check DESCRIPTION COMMAND... : runs COMMAND; prints `ok` or `FAIL` with DESCRIPTION and counts it,
# and under a failure whatever the suite's `check_detail` says of it.
check() {
    local description=$1
    shift
    if "$@"; then
        passed=$((passed + 1))
        echo "ok   $description"
    else
        failed=$((failed + 1))
        echo "FAIL $description"
        check_detail
    fi
}

# check_detail : a suite's account of a failed check (none unless it defines one).
check_detail() { :; }

# --- A full-screen program under a real terminal (tmux), driven as a user would ----------------
# One private tmux server per program (its socket in $logs), stopped by tui_stop (call it from an
# EXIT trap too). Screens are read with `capture-pane`: plain text, colours dropped.

# tui_start COLUMNS ROWS COMMAND... : runs COMMAND in a new COLUMNS×ROWS terminal, from a shell that
# saves the terminal's settings before (tui.before) and after (tui.after) it and its exit status
# (tui.status), then keeps the terminal open so its state can still be read. The program inherits
# the caller's exported environment.
tui_start() {
    local columns=$1 rows=$2
    shift 2
    tui_stop
    rm -f "$logs/tui.before" "$logs/tui.after" "$logs/tui.status"
    local command
    printf -v command '%q ' "$@"
    tui_new_socket
    tmux -S "$tui_socket" -f /dev/null new-session -d -x "$columns" -y "$rows" -s tui \
        "stty -g >'$logs/tui.before'; $command; status=\$?; stty -g >'$logs/tui.after'; echo \$status >'$logs/tui.status.tmp'; mv '$logs/tui.status.tmp' '$logs/tui.status'; exec cat >/dev/null"
}

# tui_keys KEY... : presses keys by tmux's names (Enter, Tab, Escape, End, BSpace, C-c…).
tui_keys() { tmux -S "$tui_socket" send-keys -t tui "$@"; }

# tui_type TEXT : types TEXT literally.
tui_type() { tmux -S "$tui_socket" send-keys -t tui -l "$1"; }

# tui_screen : prints the screen as text.
tui_screen() { tmux -S "$tui_socket" capture-pane -p -t tui; }

# tui_wait TEXT... : waits (20 s at most) for a screen that shows every TEXT; sets `screen` to the
# last screen read. Fails early when the program has ended.
tui_wait() {
    local text missing
    for _ in $(seq 1 400); do
        screen=$(tui_screen)
        missing=0
        for text in "$@"; do grep -qF -- "$text" <<<"$screen" || { missing=1; break; }; done
        ((missing == 0)) && return 0
        [[ -f "$logs/tui.status" ]] && break
        sleep 0.05
    done
    return 1
}

# tui_wait_gone TEXT : waits (20 s at most) for a screen that no longer shows TEXT; sets `screen`.
tui_wait_gone() {
    for _ in $(seq 1 400); do
        screen=$(tui_screen)
        grep -qF -- "$1" <<<"$screen" || return 0
        sleep 0.05
    done
    return 1
}

# tui_ended : waits (20 s at most) for the program to end; sets `tui_status` to its exit status.
tui_ended() {
    for _ in $(seq 1 400); do
        [[ -f "$logs/tui.status" ]] && { tui_status=$(cat "$logs/tui.status"); return 0; }
        sleep 0.05
    done
    tui_status=timeout
    return 1
}

# tui_restored : whether the terminal is as the program found it — the same settings (raw mode
# undone), the main screen back and the cursor visible.
tui_restored() {
    cmp -s "$logs/tui.before" "$logs/tui.after" \
        && [[ $(tmux -S "$tui_socket" display -p -t tui '#{alternate_on} #{cursor_flag}') == "0 1" ]]
}

# tui_shell COLUMNS ROWS : a terminal running an interactive bash (job control: Ctrl-Z and `fg`),
# without rc files; type commands with tui_type and tui_keys Enter.
tui_shell() {
    local columns=$1 rows=$2
    tui_stop
    rm -f "$logs/tui.before" "$logs/tui.after" "$logs/tui.status"
    tui_new_socket
    tmux -S "$tui_socket" -f /dev/null new-session -d -x "$columns" -y "$rows" -s tui \
        "PS1='shell\$ ' exec bash --norc --noprofile -i"
}

# tui_stopped PID : waits (20 s at most) for PID to be stopped (SIGTSTP) with the screen given
# back: the main screen and the cursor visible.
tui_stopped() {
    for _ in $(seq 1 400); do
        if [[ $(ps -o stat= -p "$1" 2>/dev/null) == T* ]]; then
            [[ $(tmux -S "$tui_socket" display -p -t tui '#{alternate_on} #{cursor_flag}') == "0 1" ]]
            return
        fi
        sleep 0.05
    done
    return 1
}

# tui_program_pid : the pid of the program tui_start runs (the child of the terminal's shell).
tui_program_pid() { pgrep -P "$(tmux -S "$tui_socket" display -p -t tui '#{pane_pid}')" | head -n 1; }

# tui_stop : closes the terminal and its tmux server.
tui_stop() {
    [[ -n "${tui_socket:-}" ]] && tmux -S "$tui_socket" kill-server 2>/dev/null
    return 0
}

# tui_new_socket : a socket of its own for the next terminal. `kill-server` returns before the old
# server has gone; a new session on the same socket could reach it while it exits ("server exited
# unexpectedly") and be lost with it.
tui_new_socket() {
    tui_terminals=$((${tui_terminals:-0} + 1))
    tui_socket="$logs/tmux-$tui_terminals.sock"
}
