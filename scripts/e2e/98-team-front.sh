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
# alice's home: the cookie set at sign-in (no secret: an HMAC of her name), which the front hashes
# consistently — her next 20 pages all served by one replica (each replica's own /metrics counts).
home=$(awk '$6 == "sales_home" { print $7 }' "$jar")
mapfile -t metrics_urls < <(awk '$1 == "metrics" { print $2 }' "$TEAM_RUN/processes")
products_served() { curl -s "$1/metrics" | awk '$1 ~ /^http_server_requests_total\{http_route="\/products"/ { n += $2 } END { print n + 0 }'; }
before=("$(products_served "${metrics_urls[0]}")" "$(products_served "${metrics_urls[1]}")")
for _ in $(seq 20); do front -o /dev/null "$origin/products"; done
after=("$(products_served "${metrics_urls[0]}")" "$(products_served "${metrics_urls[1]}")")
served="$((after[0] - before[0])) $((after[1] - before[1]))"
check "a home replica: alice's sign-in sets her home (16 hex digits), and her 20 pages all go to one replica ($served)" \
    test -n "$(grep -xE '[0-9a-f]{16}' <<<"$home")" -a \( "$served" = "20 0" -o "$served" = "0 20" \)
metrics_answers=""
for spelling in /metrics /metrics/ //metrics /metrics// /%6Detrics/ /METRICS/ "/metrics?x=1"; do
    metrics_answers+="$(front --path-as-is -o "$work/metrics" -w '%{http_code}' "$origin$spelling")"
    grep -q sales_web "$work/metrics" && metrics_answers+="(metrics!)"
    metrics_answers+=" "
done
check "/metrics: not served through the front in any spelling (the scraper asks each replica's own listener)" \
    test "$metrics_answers" = "404 404 404 404 404 404 404 "
# The browser names another address in X-Forwarded-For: the front replaces it with the one it sees,
# so the replica records (and throttles) the real one — on Devices, the session's "From".
spoof_jar="$work/spoof-jar"
spoofed() { curl -s --cacert "$TEAM_RUN/nginx/cert.pem" -c "$spoof_jar" -b "$spoof_jar" -H 'X-Forwarded-For: 203.0.113.66' "$@"; }
page=$(spoofed "$origin/login")
token=$(grep -o 'name="csrf" value="[^"]*"' <<<"$page" | head -n 1 | cut -d'"' -f4)
spoofed -o /dev/null -H "Origin: $origin" --data "csrf=$token&username=bob&password=bob&next=%2Fsessions" "$origin/login"
devices=$(spoofed "$origin/sessions")
check "X-Forwarded-For from the browser: replaced by the front (Devices says 127.0.0.1, not the address sent)" \
    test -n "$(grep -F '<td>127.0.0.1</td>' <<<"$devices")" -a -z "$(grep -F '203.0.113.66' <<<"$devices")"
# TLS as Mozilla's "intermediate": TLS 1.2 with ECDHE and AEAD only, no RSA key exchange, no CBC, no
# session tickets.
https_port=${origin##*:}
tls() { openssl s_client -connect "127.0.0.1:$https_port" -servername localhost "$@" </dev/null 2>&1; }
check "TLS 1.2: ECDHE with AES-GCM offered; RSA key exchange and CBC-SHA1 refused; no session tickets" \
    test -n "$(tls -tls1_2 -cipher ECDHE-RSA-AES128-GCM-SHA256 | grep -F 'Cipher is ECDHE-RSA-AES128-GCM-SHA256')" \
    -a -z "$(tls -tls1_2 -cipher AES128-SHA | grep -F 'Cipher is AES128-SHA')" \
    -a -z "$(tls -tls1_2 -cipher ECDHE-RSA-AES128-SHA | grep -F 'Cipher is ECDHE-RSA-AES128-SHA')" \
    -a -z "$(tls -tls1_2 -cipher ECDHE-RSA-AES128-GCM-SHA256 | grep -F 'TLS session ticket:')"
# An address past the front's header buffers: always an answer (414), never a connection closed on
# a client still sending — three times over five paths.
long=$(head -c 70000 /dev/zero | tr '\0' a)
long_answers=""
for _ in 1 2 3; do
    for path in /overview /products /login /rates /assets/app.css; do
        long_answers+="$(front -o /dev/null -w '%{http_code}' "$origin$path?x=$long") "
    done
done
check "a 70,000-byte query: 414 every time, on every path (15 of 15)" \
    test "$long_answers" = "$(printf '414 %.0s' $(seq 15))"
check "/rates through the front: the middleware's table" test "$(front "$origin/rates" | head -c 2)" = '[{'
# A replica killed: every page still answers (the front moves idempotent requests on), the session
# intact (it lives in PostgreSQL).
first=$(sed -n 's/^web .* pid \([0-9]*\)$/\1/p' "$TEAM_RUN/processes" | head -n 1)
kill -KILL "$first"
codes=""
for _ in 1 2 3 4 5 6; do codes+="$(front -o /dev/null -w '%{http_code} ' "$origin/products")"; done
check "a web replica killed: every page still answers, signed in" test "$codes" = "200 200 200 200 200 200 "
