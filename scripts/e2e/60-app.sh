#!/usr/bin/env bash
# The full-screen app in a real terminal (tmux): keys, resizing, signals, job control.
# Run by scripts/e2e.sh in a process of its own, or alone (`bash scripts/e2e/60-app.sh`), over the
# helpers of scripts/lib/e2e.sh (start_world, sales, login, check…); it starts the servers it needs.
# shellcheck source=../lib/e2e.sh disable=SC2154 # the helpers' variables
source "$(dirname "$0")/../lib/e2e.sh"
echo "== the full-screen app, in a real terminal (tmux)"
start_world
# check_screen DESCRIPTION TEXT... : passes when a screen shows every TEXT within 20 s (shown if not).
check_screen() {
    local description=$1
    shift
    tui_wait "$@"
    status=$? out=$screen err=""
    check "$description" test "$status" -eq 0
}
mapfile -t newest < <(python3 "$root/scripts/e2e-oracle.py" "$fixtures" newest "Vision Pro")
host="127.0.0.1:$upstream_port"
SALES_TIMEOUT=2 tui_start 80 24 "$sales_bin"
check_screen "no saved session: the login form" "Log in to $host" "Username" "Password"
logins=$(upstream_count login)
tui_keys Enter
check_screen "empty fields: refused on the screen…" "Enter a username and a password."
check "…and nothing sent" test "$(upstream_count login)" -eq "$logins"
tui_type tester
tui_keys Tab
tui_type wrong
check_screen "the password is masked" "Password   •••••"
tui_keys Enter
check_screen "wrong password: the server's message, the username kept" "Invalid credentials." "Username   tester"
tui_type password
tui_keys Enter
check_screen "good login: the list, its header and every product" \
    "tester @ $host" "10 products · 2,485 sales" "› AirTag" "Vision Pro                                                     251"
tui_keys End Enter
check_screen "Vision Pro's detail: name, count and total as the oracle computes them" \
    "251 sales · total USD ${newest[3]}" "By month"
first_row=$(grep -F -- "› ${newest[0]}" <<<"$screen")
check "…and the newest sale first: date, amount in its currency, amount in USD" \
    test -n "$first_row" -a -n "$(grep -F -- "${newest[1]}" <<<"$first_row")" -a "${first_row##* }" = "${newest[2]}"
tui_keys Escape
check_screen "Esc goes back with the selection kept" "› Vision Pro"
tui_keys /
tui_type mac
check_screen "/ filters as you type" "Filter: mac" "3 of 10" "› iMac" "Mac mini" "MacBook Pro"
check "…and only the matching products are left" test -z "$(grep -F 'AirTag' <<<"$screen")"
tui_keys Escape
check_screen "Esc clears the filter" "AirTag" "Vision Pro"
admin PUT /_admin/faults/products '{"hang": true, "times": 1}'
tui_keys r
check_screen "r reloads with a spinner, the previous data kept on screen" "loading…" "HomePod mini"
check_screen "the upstream not answering: the local copy, an offline banner saying from when" \
    "offline · figures as of" "(r retries): the sales API did" "AirTag" "Vision Pro"
products_before=$(upstream_count products)
tui_keys r
tui_wait_gone "offline ·"
check_screen "r again: loaded afresh" "loaded " "10 products"
check "…with one more request for the products" test "$(upstream_count products)" -gt "$products_before"
tui_keys End Enter
check_screen "back on Vision Pro" "251 sales"
admin POST /_admin/tokens/expire
tui_keys r
check_screen "an expired token: locked on the login form, the username filled in" \
    "Session expired — log in again." "Username   tester"
tui_type password
tui_keys Enter
check_screen "after the login, back on the same product" "251 sales · total USD ${newest[3]}"
tmux -S "$tui_socket" resize-window -t tui -x 40 -y 12
check_screen "SIGWINCH at 40×12: the screen is laid out again" "Vision Pro" "251 sales"
check "…within 40 columns" test "$(python3 -c 'import sys; print(max(len(line.rstrip("\n")) for line in sys.stdin))' <<<"$screen")" -le 40
tui_keys q
tui_ended
check "q quits with exit 0" test "$tui_status" = 0
status=$tui_status out=$(tui_screen) err=""
check "…and the terminal is restored: settings, main screen, cursor" tui_restored

tui_start 80 24 "$sales_bin"
check_screen "the session is kept: the list at once" "10 products"
kill -TERM "$(tui_program_pid)"
tui_ended
check "SIGTERM: ends by the signal (143)…" test "$tui_status" = 143
check "…with the terminal restored" tui_restored
# Job control needs a shell that has it: an interactive bash, as a person's terminal runs.
tui_shell 80 24
tui_wait 'shell$'
tui_type "$(printf '%q' "$sales_bin")"
tui_keys Enter
check_screen "from an interactive shell: the list" "10 products" "TOTAL USD"
app_pid=$(tui_program_pid)
tui_keys C-z
check "Ctrl-Z: stopped, the main screen and the cursor given back" tui_stopped "$app_pid"
check_screen "…and the shell's prompt, with the job stopped" "Stopped" 'shell$'
tui_type fg
tui_keys Enter
check_screen "fg: the list drawn again in full" "10 products" "TOTAL USD"
tui_keys /
check_screen "…in raw mode again: / opens the filter at once" "type to filter"
tui_keys Escape
# The app must have read the Escape before it stops: left unread, it would reach the shell, which
# reads Escape then `f` as one key (Meta-f) and runs `g`.
check "Esc closes the filter" tui_wait_gone "type to filter"
kill -TSTP "$app_pid"
check "kill -TSTP: stopped the same way" tui_stopped "$app_pid"
tui_type fg
tui_keys Enter
check_screen "…and continued the same way" "10 products" "TOTAL USD"
tui_keys q
check_screen "q: back at the shell" 'shell$'
check "…with the main screen and the cursor" \
    test "$(tmux -S "$tui_socket" display -p -t tui '#{alternate_on} #{cursor_flag}')" = "0 1"
tui_start 80 24 "$sales_bin" --currency EUR
check_screen "sales --currency EUR: the same list, totals in EUR" "10 products" "TOTAL EUR" \
    "EUR $(grouped "$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" revenue EUR)")"
tui_keys C-c
tui_ended
check "Ctrl-C quits (exit 0) with the terminal restored" test "$tui_status" = 0 -a -n "$(tui_restored && echo yes)"
tui_stop
stop_world
