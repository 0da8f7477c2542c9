#!/usr/bin/env bash
# `make stop`: ends only the processes `make run` started (listed in .run/pids); `make stack-stop`
# passes .run/stack/pids. Each line: PID NAME [PROGRAM].
set -uo pipefail
pids=${1:-"$(cd "$(dirname "$0")/.." && pwd)/.run/pids"}
[[ -s "$pids" ]] || { echo "Nothing to stop."; exit 0; }
while read -r pid name program; do
    # Only a process that is still the one we started (same program name).
    if [[ -r "/proc/$pid/cmdline" ]] && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q "${program:-$name}"; then
        kill -TERM "$pid" && echo "stopped $name ($pid)"
    fi
done <"$pids"
: >"$pids"
