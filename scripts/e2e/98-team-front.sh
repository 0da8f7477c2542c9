#!/usr/bin/env bash
# The team behind its HTTPS front (`make team`'s topology in the area's folder): TLS, HTTP sent to
# HTTPS, HSTS, sign-in through the front, /rates to the middleware, a web replica killed and back.
# Run by scripts/e2e.sh in a process of its own, or alone (`bash scripts/e2e/98-team-front.sh`).
# shellcheck source=../lib/e2e.sh disable=SC2154 # the helpers' variables
source "$(dirname "$0")/../lib/e2e.sh"
echo "== team front: HTTPS, sign-in and failover through nginx"
status=0 out="" err=""
export TEAM_RUN="$work/team"
trap '"$root/scripts/team.sh" --stop >/dev/null; e2e_finish' EXIT
"$root/scripts/team.sh" >"$work/team.out" 2>&1 || { cat "$work/team.out"; exit 1; }
origin=$(sed -n 's/^front \(https[^ ]*\).*/\1/p' "$TEAM_RUN/processes")
http_port=$(grep -o 'listen 127.0.0.1:[0-9]*;' "$TEAM_RUN/nginx/team.conf" | head -n 1 | tr -dc '0-9.:' | cut -d: -f2)
jar="$work/jar"
front() { curl -s --cacert "$TEAM_RUN/nginx/cert.pem" -c "$jar" -b "$jar" "$@"; }
check "plain HTTP: sent to the HTTPS origin (308), the path kept" \
    test "$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "http://127.0.0.1:$http_port/products?sort=sales")" \
    = "308 $origin/products?sort=sales"
page=$(front "$origin/login")
token=$(grep -o 'name="csrf" value="[^"]*"' <<<"$page" | head -n 1 | cut -d'"' -f4)
front -o /dev/null -H "Origin: $origin" --data "csrf=$token&username=alice&password=alice&next=%2Fproducts" "$origin/login"
headers=$(front -D - -o "$work/products" "$origin/products" | tr -d '\r')
check "sign-in through the front (the certificate checked): alice's products, HSTS on the answer" \
    test -n "$(grep -F '<tr><td><a href="/products/' "$work/products")" \
    -a -n "$(grep -i '^strict-transport-security: max-age=31536000' <<<"$headers")"
check "/metrics: not served through the front (the scraper asks each replica)" \
    test "$(front -o /dev/null -w '%{http_code}' "$origin/metrics")" = 404
check "/rates through the front: the middleware's table" test "$(front "$origin/rates" | head -c 2)" = '[{'
# A replica killed: every page still answers (the front moves idempotent requests on), the session
# intact (it lives in PostgreSQL).
first=$(sed -n 's/^web .* pid \([0-9]*\)$/\1/p' "$TEAM_RUN/processes" | head -n 1)
kill -KILL "$first"
codes=""
for _ in 1 2 3 4 5 6; do codes+="$(front -o /dev/null -w '%{http_code} ' "$origin/products")"; done
check "a web replica killed: every page still answers, signed in" test "$codes" = "200 200 200 200 200 200 "
