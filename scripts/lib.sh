# Shared by run.sh, e2e.sh, soak.sh and the bench scripts (sourced, never run): the repository root, building
# and finding the executables, and starting servers that announce `listening on HOST:PORT` on their
# first line of stdout, and installing missing Debian tools.
#
# Callers set `logs` (the folder for NAME.out and NAME.log) before `start`, and may set
# `configuration` (debug by default), `pid_file` (a file that lists "PID NAME PROGRAM" per server) and
# `launcher` (a command to start servers under, e.g. nohup).

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
configuration=${configuration:-debug}
pids=()
launcher=()

# The three executables, as PACKAGE:PRODUCT.
all_products=(Tools:fake-upstream Middleware:sales-middleware Client:sales)

# build_products PACKAGE:PRODUCT... : builds each in $configuration, printing only each build's last line.
build_products() {
    local target
    for target in "$@"; do
        swift build --package-path "$root/${target%%:*}" -c "$configuration" --product "${target##*:}" >"${logs:-/tmp}/build.log" 2>&1 \
            || { cat "${logs:-/tmp}/build.log" >&2; return 1; }
        tail -n 1 "${logs:-/tmp}/build.log" >&2
    done
}

# bin PACKAGE PRODUCT : the path of a built executable.
bin() { echo "$root/$1/.build/$configuration/$2"; }

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

# need TOOL... : installs missing tools from Debian (nginx as nginx-light; `time` as /usr/bin/time).
need() {
    local missing=()
    for tool in "$@"; do
        case $tool in
            nginx) command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || missing+=(nginx-light) ;;
            time) [[ -x /usr/bin/time ]] || missing+=(time) ;;
            *) command -v "$tool" >/dev/null || missing+=("$tool") ;;
        esac
    done
    ((${#missing[@]} == 0)) && return 0
    echo "installing ${missing[*]} (Debian)" >&2
    local sudo=()
    [[ $(id -u) -eq 0 ]] || sudo=(sudo)
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1 \
        || { "${sudo[@]}" apt-get update -qq >/dev/null && DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null; }
}

# nginx_conf DIR HTTP_BODY : prints an nginx.conf for an nginx in the foreground whose pid, logs and
# temporary files stay in DIR (DIR/tmp must exist); HTTP_BODY goes inside `http { }`.
nginx_conf() {
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
