#!/usr/bin/env bash
# The local copy: reuse within max-age, offline answers, and a logout racing a load.
# Run by scripts/e2e.sh in a process of its own, or alone (`bash scripts/e2e/30-local-copy.sh`), over the
# helpers of scripts/lib/e2e.sh (start_world, sales, login, check…); it starts the servers it needs.
# shellcheck source=../lib/e2e.sh disable=SC2154 # the helpers' variables
source "$(dirname "$0")/../lib/e2e.sh"
echo "== the local copy"
start_world
login
export SALES_CACHE_MAX_AGE=300
sales products --json
live=$out
sales_before=$(upstream_count sales)
sales products --json
check "a second run within SALES_CACHE_MAX_AGE: the same figures and as_of, no request to the sales API, not offline" \
    test "$status" -eq 0 -a "$out" = "$live" -a "$(upstream_count sales)" -eq "$sales_before" -a "$(offline_flags <<<"$out")" = false
live=$(figures <<<"$live")
sales products --json --refresh
check "--refresh: asks again" test "$status" -eq 0 -a "$(upstream_count sales)" -eq $((sales_before + 1))
copy_file=$(find "$XDG_DATA_HOME/saleassistant" -name 'copy-*' | head -n 1)
check "the copy: one private file, nothing in it readable" test -n "$copy_file" -a "$(stat -c %a "$copy_file")" = 600 \
    -a -z "$(grep -a -o 'Vision Pro' "$copy_file")"
# One byte of the sales part changed (in its last ciphertext, before the tag): the list never reads
# that part; a product's detail does, finds it altered, moves the copy aside and fetches anew.
python3 -c 'import sys; p = sys.argv[1]; b = bytearray(open(p, "rb").read()); b[-20] ^= 1; open(p, "wb").write(b)' \
    "$copy_file"
sales products --json
check "products reads the copy's summary alone: a damaged sales part changes nothing, no request, not a word" \
    test "$status" -eq 0 -a "$(figures <<<"$out")" = "$live" -a "$(upstream_count sales)" -eq $((sales_before + 1)) -a -z "$err"
sales product "Vision Pro" --json
check "a product's detail reads the sales part: the damage found, the copy moved aside (one warning), fetched anew, exit 0" \
    test "$status" -eq 0 -a "$(upstream_count sales)" -eq $((sales_before + 2)) -a "$(grep -c 'moved it aside' <<<"$err")" -eq 1 \
    -a -n "$(grep '"name": "Vision Pro"' <<<"$out")"
rm -f "$copy_file".damaged-*
# libcurl is loaded by the first request, not with the program: with a file that is no library
# found first under its name, what needs no network still works, and a request says why it cannot go.
mkdir -p "$work/no-curl" && echo "not a library" >"$work/no-curl/libcurl.so.4"
LD_LIBRARY_PATH="$work/no-curl" sales --version
check "libcurl unloadable: --version still answers (the program never loads it)" test "$status" -eq 0 -a -n "$out"
LD_LIBRARY_PATH="$work/no-curl" sales products --json
check "…and so does the list from the copy, not a word on stderr" \
    test "$status" -eq 0 -a "$(figures <<<"$out")" = "$live" -a -z "$err"
LD_LIBRARY_PATH="$work/no-curl" sales products --json --refresh
check "…a refresh cannot go: exit 6, one line saying libcurl could not be loaded and which file, no stale answer" \
    test "$status" -eq 6 -a -z "$out" -a "$(wc -l <<<"$err")" -eq 1 \
    -a -n "$(grep "^error: libcurl could not be loaded: $work/no-curl/libcurl.so.4" <<<"$err")"
# A libcurl that has the functions the programs call but needs one no library here gives: refused
# when it is loaded (every symbol bound then), not a "symbol lookup error" in the middle of a request.
need cc
mkdir -p "$work/broken-curl"
cat >"$work/broken-curl/curl.c" <<'STUB'
int sa_test_missing_function(void);
int curl_global_init(long flags) { (void)flags; return 0; }
void *curl_easy_init(void) { return (void *)1; }
void curl_easy_cleanup(void *handle) { (void)handle; }
void curl_easy_reset(void *handle) { (void)handle; }
int curl_easy_perform(void *handle) { (void)handle; return sa_test_missing_function(); }
int curl_easy_setopt(void *handle, int option, ...) { (void)handle; (void)option; return 0; }
int curl_easy_getinfo(void *handle, int info, ...) { (void)handle; (void)info; return 0; }
const char *curl_easy_strerror(int code) { (void)code; return "stub"; }
void *curl_slist_append(void *list, const char *text) { (void)text; return list ? list : (void *)1; }
void curl_slist_free_all(void *list) { (void)list; }
STUB
cc -shared -fPIC -o "$work/broken-curl/libcurl.so.4" "$work/broken-curl/curl.c"
LD_LIBRARY_PATH="$work/broken-curl" sales products --json --refresh
check "a libcurl lacking a function it needs: exit 6, the loader's line naming it, never exit 127" \
    test "$status" -eq 6 -a -n "$(grep "^error: libcurl could not be loaded: .*sa_test_missing_function" <<<"$err")"
stop upstream
SALES_CACHE_MAX_AGE=0 sales products --json
check "the sales API away: exit 0, the same figures, one line saying from when, JSON saying offline" \
    test "$status" -eq 0 -a "$(figures <<<"$out")" = "$live" -a -n "$(grep '^offline: figures as of .* (cannot reach the sales API' <<<"$err")" \
    -a "$(offline_flags <<<"$out")" = true
stop middleware
SALES_CACHE_MAX_AGE=0 sales products --json
check "…and with the middleware away too: still the same figures, converted as they were" \
    test "$status" -eq 0 -a "$(figures <<<"$out")" = "$live"
sales convert 100 EUR USD
check "convert with the middleware away: the kept rates (within their max-age), exit 0" \
    test "$status" -eq 0 -a "$out" = "$(python3 "$root/scripts/e2e-oracle.py" "$fixtures" convert 100 EUR USD)"
sales currencies --refresh
check "currencies --refresh with the middleware away: the kept rates, exit 0, one line saying from when" \
    test "$status" -eq 0 -a -n "$out" -a -n "$(grep '^offline: rates as of .* (cannot reach the rates middleware' <<<"$err")"
sales logout
check "logout leaves no copy" test -z "$(find "$XDG_DATA_HOME/saleassistant" -name 'copy-*')"
export SALES_CACHE_MAX_AGE=0
stop_world

echo "== a copy that cannot be used: one warning each, never an answer"
# The copy is rewritten as another build of sales, or a clock set back, would have left it: opened
# with the session's key and sealed again, so only the format byte or the date differs. Mode 000
# stops anyone but root, and CI runs as root: then the client runs as nobody here.
python3 -c 'import cryptography' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check cryptography
start_world
# The binary is copied beside the data: the checkout may lie below a folder nobody cannot enter.
own_sales_bin=$sales_bin
if (($(id -u) == 0)); then
    chmod 711 "$work" && mkdir -p "$XDG_DATA_HOME" && chown 65534:65534 "$XDG_DATA_HOME"
    install -m 755 "$sales_bin" "$work/sales-as-nobody" && sales_bin=$work/sales-as-nobody
    run_as=(setpriv --reuid=65534 --regid=65534 --clear-groups)
fi
login
export SALES_CACHE_MAX_AGE=300
sales products --json
live=$(figures <<<"$out")
data="$XDG_DATA_HOME/saleassistant"
copy_file=$(find "$data" -name 'copy-*' | head -n 1)
reseal() { python3 "$root/scripts/e2e-reseal-copy.py" "$copy_file" "$data/key" "$SALES_API_URL" tester "$@"; }
reseal --format 9
sales_before=$(upstream_count sales)
sales products --json
check "a copy another version wrote: one warning naming its format, the sales API asked, the same figures, exit 0" \
    test "$status" -eq 0 -a "$(figures <<<"$out")" = "$live" -a "$(upstream_count sales)" -eq $((sales_before + 1)) \
    -a "$err" = "warning: the local copy was written by another version of sales (format 9): not used; the next fetch replaces it"
sales products --json
check "…and that fetch replaced it: the next run within max-age uses the copy, without a word" \
    test "$status" -eq 0 -a "$(upstream_count sales)" -eq $((sales_before + 1)) -a -z "$err"
reseal --fetched-in 86400
sales products --json
check "a copy dated tomorrow (a clock set back): one warning with its date, not fresh (the sales API asked), exit 0" \
    test "$status" -eq 0 -a "$(figures <<<"$out")" = "$live" -a "$(upstream_count sales)" -eq $((sales_before + 2)) \
    -a -n "$(grep -x 'warning: the local copy is dated in the future (.*): not used; the next fetch replaces it' <<<"$err")"
chmod 000 "$copy_file"
sales products --json
check "a copy that cannot be read (mode 000): the sales API's answer, exit 0, one warning saying why" \
    test "$status" -eq 0 -a "$(figures <<<"$out")" = "$live" -a "$(upstream_count sales)" -eq $((sales_before + 3)) \
    -a "$(grep -c -x 'warning: the local copy could not be read (.*)' <<<"$err")" -eq 1
reseal --fetched-in 86400
stop upstream
sales products --json
check "a copy dated tomorrow is no offline answer either: the sales API away, exit 4, the warning, then why" \
    test "$status" -eq 4 -a -z "$out" -a "$(grep -c '^warning: the local copy is dated in the future' <<<"$err")" -eq 1 \
    -a -n "$(grep '^error: cannot reach the sales API' <<<"$err")"
chmod 000 "$copy_file"
sales products --json
check "nor is a copy that cannot be read: exit 4, one warning saying why, then why the load failed" \
    test "$status" -eq 4 -a "$(grep -c -x 'warning: the local copy could not be read (.*)' <<<"$err")" -eq 1 \
    -a -n "$(grep '^error: cannot reach the sales API' <<<"$err")"
run_as=() sales_bin=$own_sales_bin
export SALES_CACHE_MAX_AGE=0
stop_world

echo "== a logout while a load is under way"
start_world
login
sales products
# race LOGOUT… : `sales LOGOUT…` while a refresh waits on the sales API (the fake holds /sales
# until it is told to answer), then the refresh let finish; sets status, out and err (the refresh's).
race() {
    admin PUT /_admin/faults/sales '{"held": true, "times": 1}'
    "$sales_bin" products --refresh --json >"$work/race-out" 2>"$work/race-err" &
    local load_pid=$!
    for _ in $(seq 400); do [[ $(curl -fsS "http://127.0.0.1:$upstream_port/_admin/held") == '{"held":1}' ]] && break; sleep 0.05; done
    sales "$@"
    admin POST /_admin/release
    wait "$load_pid"
    status=$? out=$(cat "$work/race-out") err=$(cat "$work/race-err")
}
race logout
check "the load's answer stands (exit 0), says it was not kept, and the logout leaves no copy or rates behind" \
    test "$status" -eq 0 -a -n "$(grep '"name": "Vision Pro"' <<<"$out")" \
    -a -n "$(grep 'the session ended while loading: logged out' <<<"$err")" \
    -a -z "$(find "$XDG_DATA_HOME/saleassistant" -name 'copy-*' -o -name 'rates-*')"
# The same with `logout --all`, which deletes the key the load would seal with: said the same way.
login
race logout --all
check "…and with logout --all: the answer stands, saying it was not kept, and nothing of the copy is left" \
    test "$status" -eq 0 -a -n "$(grep '"name": "Vision Pro"' <<<"$out")" \
    -a -n "$(grep 'the local copy was not updated.*the session ended while loading: logged out' <<<"$err")" \
    -a -z "$(find "$XDG_DATA_HOME/saleassistant" -name 'copy-*' -o -name 'rates-*')"
stop_world
