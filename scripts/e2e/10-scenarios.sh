#!/usr/bin/env bash
# Logging in and out, what a session file survives, output that cannot be written, retries.
# Run by scripts/e2e.sh in a process of its own, or alone (`bash scripts/e2e/10-scenarios.sh`), over the
# helpers of scripts/lib/e2e.sh (start_world, sales, login, check…); it starts the servers it needs.
# shellcheck source=../lib/e2e.sh disable=SC2154 # the helpers' variables
source "$(dirname "$0")/../lib/e2e.sh"
echo "== scenarios ($configuration)"
start_world

version=$(sh "$root/Core/Plugins/VersionPlugin/version.sh" "$root")
sales --version
middleware_version=$("$middleware_bin" --version 2>&1)
check "--version: sales and sales-middleware both say SaleAssistant's version ($version)" \
    test -n "$version" -a "$status" -eq 0 -a "$out" = "$version" -a "$middleware_version" = "$version"

"$fake_upstream" --port 0 --products 1 --sales 40000000 >/dev/null 2>"$work/err"
status=$? err=$(cat "$work/err")
check "fake-upstream asked for more sales than one answer holds: a usage error (exit 64), no crash" \
    test "$status" -eq 64 -a -n "$(grep -F -- '--sales must be at most 25,000,000' <<<"$err")"

printf '\n' >"$work/empty"
SALES_STDIN="$work/empty" sales login --username tester --password-stdin
check "empty password is refused before any request (exit 2)" test "$status" -eq 2

logins_before=$(upstream_count login)
printf 'pass\xff\xfeword\n' >"$work/stdin"
SALES_STDIN="$work/stdin" sales login --username tester --password-stdin
check "a password that is not UTF-8: refused before any request (exit 2), never sent as U+FFFD" \
    test "$status" -eq 2 -a "$err" = "error: the input is not UTF-8 text: check the terminal's or the file's encoding" \
    -a "$(upstream_count login)" -eq "$logins_before"

printf 'wrong\n' >"$work/stdin"
SALES_STDIN="$work/stdin" sales login --username tester --password-stdin
check "wrong password: the server's message, exit 3" test "$status" -eq 3 -a "$err" = "error: login failed: Invalid credentials."

for interruption in SIGINT SIGTERM; do
    verdict=$(python3 "$root/scripts/e2e-interrupt-prompt.py" "$sales_bin" "$interruption")
    check "$interruption at the password prompt: the terminal's echo is restored" \
        test "$verdict" = "echo-off-at-prompt=True echo-restored=True died-of-signal=True"
done

login
check "good login (exit 0)" test "$status" -eq 0

sales products --json
expected=$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" products)
actual=$(figures <<<"$out")
check "product list order and counts equal the fixtures" test "$status" -eq 0 -a "$actual" = "$expected"

# Output is input too: what cannot be written is one line and exit 1; a reader gone ends quietly.
"$sales_bin" products >/dev/full 2>"$work/err"
status=$? err=$(cat "$work/err")
check "stdout on a full device: one line, exit 1" \
    test "$status" -eq 1 -a "$err" = "error: cannot write to standard output: No space left on device"
"$sales_bin" products >&- 2>"$work/err"
status=$? err=$(cat "$work/err")
check "stdout closed: one line, exit 1" test "$status" -eq 1 -a "$err" = "error: cannot write to standard output: Bad file descriptor"
"$sales_bin" products -v >/dev/null 2>/dev/full
status=$?
check "stderr on a full device: exit 1, the results written" test "$status" -eq 1
for sigpipe in default ignored; do
    verdict=$(python3 "$root/scripts/e2e-closed-pipe.py" "$sigpipe" "$sales_bin" products --json)
    check "a reader gone (SIGPIPE $sigpipe): ends as SIGPIPE ends Unix tools, without a word" \
        test "$verdict" = "signal=SIGPIPE stderr=0"
done
timeout 20 "$middleware_bin" --listen 127.0.0.1:0 --rates-url "http://127.0.0.1:$upstream_port/rates" \
    >/dev/full 2>"$work/err"
status=$? err=$(tail -n 1 "$work/err")
check "sales-middleware unable to announce its address: one line, exit 1" \
    test "$status" -eq 1 -a "$err" = "sales-middleware: cannot write to standard output: No space left on device"

# -o replaces only regular files: a link's target is written, a FIFO or a device in place.
printf 'old\n' >"$work/target.csv"
ln -s target.csv "$work/link.csv"
sales products -o "$work/link.csv"
check "-o through a symbolic link: the target replaced, the link kept" \
    test "$status" -eq 0 -a -L "$work/link.csv" -a "$(head -c 8 "$work/target.csv")" = "id,name,"
mkfifo "$work/fifo"
cat "$work/fifo" >"$work/fifo.out" &
reader=$!
sales products --format tsv -o "$work/fifo"
wait "$reader"
fifo_status=$status
sales products --format tsv
check "-o into a FIFO: written in place, still a FIFO" \
    test "$fifo_status" -eq 0 -a -p "$work/fifo" -a "$(cat "$work/fifo.out")" = "$out"
mkdir "$work/folder"
sales products -o "$work/folder"
check "-o to a directory: refused (exit 2)" test "$status" -eq 2 -a "$err" = "error: -o $work/folder is a directory: give a file name"
if [[ $(id -u) -eq 0 ]]; then
    # /dev/null's and /dev/full's numbers, in the suite's own folder: never the real /dev.
    mknod "$work/null" c 1 3 && mknod "$work/full" c 1 7
    sales products -o "$work/null"
    check "-o to a null device: written, still a device" test "$status" -eq 0 -a -c "$work/null"
    sales products -o "$work/full"
    check "-o to a full device: one line, exit 1, still a device" test "$status" -eq 1 -a -c "$work/full" \
        -a "$err" = "error: cannot write $work/full: No space left on device"
fi

for product in "Mac mini" "iMac" "Vision Pro"; do
    sales product "$product" --json
    total=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["total_usd"])' <<<"$out" 2>/dev/null)
    check "$product: total equals an independent conversion of the fixtures" \
        test "$status" -eq 0 -a "$total" = "$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" total "$product")"
done

token_files=("$XDG_DATA_HOME"/saleassistant/token-*)
token_file=${token_files[0]}
printf '\x00' | dd of="$token_file" bs=1 seek=30 conv=notrunc 2>/dev/null
sales products
check "tampered token file: logged out (exit 3)" test "$status" -eq 3 -a -n "$(grep 'cannot be read' <<<"$err")"

login
: >"$XDG_DATA_HOME/saleassistant/key"
sales products
check "damaged key file: logged out with the reason (exit 3)" test "$status" -eq 3
login
check "…and the next login recovers: moves it aside, says so (exit 0)" \
    test "$status" -eq 0 -a -n "$(grep 'the key file was damaged: moved it aside' <<<"$err")"
SALES_API_URL="http://127.0.0.1:9" sales products
check "another server's URL: not logged in there (exit 3)…" test "$status" -eq 3
sales products
check "…and this server's session is untouched" test "$status" -eq 0
fresh_data="$work/data-race"
for round in 1 2 3; do
    login_pids=()
    for _ in $(seq 1 8); do
        printf 'password\n' | XDG_DATA_HOME="$fresh_data-$round" "$sales_bin" login --username tester --password-stdin \
            >/dev/null 2>&1 &
        login_pids+=($!)
    done
    wait "${login_pids[@]}"
done
race_ok=0
for round in 1 2 3; do
    XDG_DATA_HOME="$fresh_data-$round" sales products
    [[ $status -eq 0 ]] && race_ok=$((race_ok + 1))
done
check "eight concurrent first logins, three rounds: the session reads back every time" test "$race_ok" -eq 3

login
before=$(upstream_count sales)
admin PUT /_admin/faults/sales '{"failure_rate": 1, "failure_status": 500, "times": 1}'
sales products
after=$(upstream_count sales)
check "/sales answers 500 once: the client's retry succeeds" test "$status" -eq 0 -a "$after" -eq $((before + 2))
stop_world
