#!/usr/bin/env bash
# `make run`: the demo. Builds, starts fake-upstream and sales-middleware in the background
# (pids and logs in .run/), logs in as the demo user, shows the product list and one product,
# then says what to try next. `make stop` ends what this started.
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
cat <<NEXT

Try next:
  .run/sales                           the full-screen app: ⏎ opens, / filters, s sorts, r reloads, q quits
  .run/sales product "Mac mini"        one product, every sale converted to USD
  .run/sales products --json           for scripts
  curl http://127.0.0.1:$middleware_port/rates/GBP/path   how GBP reaches USD
  make stop                            stop the demo servers
NEXT

# On a terminal, the demo ends in the app itself; the servers keep running until `make stop`.
if [[ -t 0 && -t 1 && -z "${RUN_NO_APP:-}" ]]; then
    read -r -p "Press Enter to open the full-screen app (q quits), Ctrl-C to stay here: " || exit 0
    exec "$run/sales"
fi
