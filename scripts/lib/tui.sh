# shellcheck shell=bash
# Variables set here are read by the scripts that source this file; `logs` is the caller's.
# shellcheck disable=SC2034,SC2154
# A full-screen program under a real terminal (tmux), driven as a user would (sourced through
# lib.sh). One private tmux server per program (its socket in $logs), stopped by tui_stop (call it from an
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
tui_wait() { poll 20 tui_shows "$@"; }

# tui_shows TEXT... : whether the screen shows every TEXT now (sets `screen`); stops the poll
# (exit 125) once the program has ended.
tui_shows() {
    screen=$(tui_screen)
    tui_all_shown "$@" && return 0
    [[ -f "$logs/tui.status" ]] && return 125
    return 1
}

# tui_all_shown TEXT... : whether `screen` shows every TEXT.
tui_all_shown() {
    local text
    for text in "$@"; do grep -qF -- "$text" <<<"$screen" || return 1; done
}

# tui_wait_gone TEXT : waits (20 s at most) for a screen that no longer shows TEXT; sets `screen`.
tui_wait_gone() { poll 20 tui_hides "$1"; }

# tui_hides TEXT : whether the screen no longer shows TEXT (sets `screen`).
tui_hides() {
    screen=$(tui_screen)
    ! grep -qF -- "$1" <<<"$screen"
}

# tui_ended : waits (20 s at most) for the program to end; sets `tui_status` to its exit status.
tui_ended() {
    if poll 20 test -f "$logs/tui.status"; then
        tui_status=$(cat "$logs/tui.status")
        return 0
    fi
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
    poll 20 tui_is_stopped "$1" || return 1
    [[ $(tmux -S "$tui_socket" display -p -t tui '#{alternate_on} #{cursor_flag}') == "0 1" ]]
}

# tui_is_stopped PID : whether PID is stopped (SIGTSTP) now.
tui_is_stopped() { [[ $(ps -o stat= -p "$1" 2>/dev/null) == T* ]]; }

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
