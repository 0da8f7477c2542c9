#!/bin/sh
# A stand-in for systemd's service manager in the clean root of scripts/package-root-test.sh, where
# no systemd runs: installed as /usr/bin/systemctl, the real one diverted beside it. For
# sales-middleware.service, start, stop, try-restart and is-active do what systemd would (the
# settings from /etc/default, the program in the background, its pid in /run); every call is logged
# in /var/log/systemctl-calls; anything else goes to the real systemctl (enable, mask…, which only
# make links and need no running manager; daemon-reload is only logged).
echo "$*" >>/var/log/systemctl-calls
pid_file=/run/sales-middleware.pid
case "$*" in
    *sales-middleware*) ;;
    *daemon-reload*) exit 0 ;;
    *) exec /usr/bin/systemctl.distrib "$@" ;;
esac
running() { [ -f "$pid_file" ] && kill -0 "$(cat "$pid_file")" 2>/dev/null; }
start() {
    running && return 0
    # shellcheck disable=SC1091 # the settings file of the root it runs in
    if [ -f /etc/default/sales-middleware ]; then set -a; . /etc/default/sales-middleware; set +a; fi
    /usr/bin/sales-middleware --listen 127.0.0.1:0 >/run/sales-middleware.out 2>&1 &
    echo $! >"$pid_file"
}
stop() {
    running || return 0
    kill "$(cat "$pid_file")"
    while kill -0 "$(cat "$pid_file")" 2>/dev/null; do sleep 0.05; done
    rm -f "$pid_file"
}
for word in "$@"; do
    case $word in
        start) start; exit 0 ;;
        stop) stop; exit 0 ;;
        try-restart) if running; then stop; start; fi; exit 0 ;;
        is-active) running; exit $? ;;
        enable | disable | mask | unmask | is-enabled) exec /usr/bin/systemctl.distrib "$@" ;;
    esac
done
exit 0
