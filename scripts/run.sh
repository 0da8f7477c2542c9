#!/usr/bin/env bash
# `make run`: the demo. Builds, starts fake-upstream and sales-middleware in the background
# (pids and logs in .run/), logs in as the demo user, shows the product list and one product,
# starts `sales web` (the app a manager opens in a browser) and prints its address — opening it
# where there is a desktop —, then says what to try next. `make stop` ends what this started.
set -euo pipefail

default_configuration=debug
source "$(dirname "$0")/lib.sh"
run="$root/.run"
logs=$run
pid_file="$run/pids"
launcher=(nohup)
mkdir -p "$run"

if [[ -s "$run/pids" ]]; then
    "$root/scripts/stop.sh" >/dev/null
fi

echo "== building ($configuration; CONFIGURATION=release for optimized binaries)"
build

# The usual ports when free, any free port otherwise.
port_or_free() {
    if (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; then echo 0; else echo "$1"; fi
}

: >"$run/pids"
start fake-upstream "$(bin fake-upstream)" --port "$(port_or_free 8081)" --fixtures "$root/fixtures"
upstream_port=$PORT
start sales-middleware "$(bin sales-middleware)" --listen "127.0.0.1:$(port_or_free 8080)" \
    --rates-url "http://127.0.0.1:$upstream_port/rates"
middleware_port=$PORT

# A wrapper that points the client at the demo servers and keeps the demo session apart.
cat >"$run/sales" <<WRAPPER
#!/usr/bin/env bash
export SALES_API_URL=http://127.0.0.1:$upstream_port
export SALES_RATES_URL=http://127.0.0.1:$middleware_port/rates
export XDG_DATA_HOME="$run/data"
exec "$(bin sales)" "\$@"
WRAPPER
chmod +x "$run/sales"

echo
echo "fake upstream     http://127.0.0.1:$upstream_port   (log: .run/fake-upstream.log)"
echo "rates middleware  http://127.0.0.1:$middleware_port/rates   (log: .run/sales-middleware.log)"
echo
echo "\$ sales login --username tester --password-stdin"
printf 'password\n' | "$run/sales" login --username tester --password-stdin
echo
echo "\$ sales products"
"$run/sales" products
echo
echo "\$ sales product \"Mac mini\"   (first sales)"
"$run/sales" product "Mac mini" | head -n 12

# The app a manager opens: `sales web` in the background until `make stop` (or Quit in its page);
# it opens the browser itself where there is a desktop, as it does when started by hand.
web_flags=(--no-open)
[[ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]] && web_flags=()
nohup "$run/sales" web "${web_flags[@]}" >"$run/sales-web.out" 2>"$run/sales-web.log" &
echo "$! sales-web sales" >>"$pid_file"
if poll 20 grep -qs '^http://' "$run/sales-web.out"; then
    echo
    echo "the app in a browser: $(head -n 1 "$run/sales-web.out")"
    echo "  (a one-time key: the first browser to open it signs in; log: .run/sales-web.log)"
else
    echo "sales web did not start; its log (.run/sales-web.log):" >&2
    cat "$run/sales-web.log" >&2
fi
cat <<NEXT

Try next:
  .run/sales                           the full-screen app: ⏎ opens, / filters, s sorts, r reloads, q quits
  .run/sales web                       the browser app again: a new key for the running one
  .run/sales product "Mac mini"        one product, every sale converted to USD
  .run/sales products --json           for scripts
  LANG=de_DE.UTF-8 .run/sales products words and figures as a German reads them (1.234,56; --locale to choose)
  .run/sales products -o products.xlsx a workbook: numbers as numbers, the header frozen
  curl http://127.0.0.1:$middleware_port/rates/GBP/path   how GBP reaches USD
  make stop                            stop the demo servers
NEXT

# On a terminal, the demo ends in the app itself; the servers keep running until `make stop`.
if [[ -t 0 && -t 1 && -z "${RUN_NO_APP:-}" ]]; then
    read -r -p "Press Enter to open the full-screen app (q quits), Ctrl-C to stay here: " || exit 0
    exec "$run/sales"
fi
