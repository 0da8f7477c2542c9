# shellcheck shell=bash
# The three profiles of docker-compose.yml proved (sourced by scripts/compose-test.sh, which sets
# project, work, version and `compose`).
# shellcheck disable=SC2154

# fail WHY… : one line, and the run ends (its trap shows the containers' last lines).
fail() {
    echo "FAIL: $*" >&2
    exit 1
}

# up PROFILE… : `compose up -d` with those profiles.
up() {
    local profiles=() profile
    for profile in "$@"; do profiles+=(--profile "$profile"); done
    compose "${profiles[@]}" up -d >"$work/up.log" 2>&1 || { cat "$work/up.log" >&2; fail "compose up $*"; }
}

# down PROFILE… : `compose down` with those profiles (volumes kept).
down() {
    local profiles=() profile
    for profile in "$@"; do profiles+=(--profile "$profile"); done
    compose "${profiles[@]}" down >"$work/down.log" 2>&1 || { cat "$work/down.log" >&2; fail "compose down $*"; }
}

# containers SERVICE : the names of a service's containers in this run.
containers() {
    podman ps -a --filter "label=io.podman.compose.project=$project" \
        --filter "label=io.podman.compose.service=$1" --format '{{.Names}}' | sort
}

# all_healthy SERVICE… : every container of those services healthy by its image's own check.
all_healthy() {
    local service names=()
    for service in "$@"; do mapfile -t -O "${#names[@]}" names < <(containers "$service"); done
    ((${#names[@]} > 0)) && healthy "${names[@]}"
}

# sales_against SIDE OUTPUT ARGS… : the host's `sales` with a home of its own for SIDE (container:
# the published ports; host: the same programs run here); its output in $work/OUTPUT.
sales_against() {
    local side=$1 output=$2 api=http://127.0.0.1:8081 rates=http://127.0.0.1:8080/rates
    shift 2
    [[ $side == host ]] && api=$upstream_url rates=$rates_url
    mkdir -p "$work/$side"
    HOME="$work/$side" XDG_DATA_HOME="$work/$side/data" XDG_CONFIG_HOME="$work/$side/config" \
        XDG_CACHE_HOME="$work/$side/cache" XDG_STATE_HOME="$work/$side/state" TZ=UTC \
        SALES_API_URL=$api SALES_RATES_URL=$rates "$(bin sales)" "$@" >"$work/$output" 2>"$work/$output.err" \
        <<<"password" || { cat "$work/$output.err" >&2; fail "sales $* against $api"; }
}

prove_default() {
    echo "== default: the fake upstream and the middleware"
    up
    poll 120 all_healthy upstream middleware || fail "the upstream and the middleware not healthy in 120 s"
    poll 60 curl -fsS -o /dev/null http://127.0.0.1:8080/ready || fail "the middleware not ready in 60 s"
    if ! curl -fsS -o /dev/null http://127.0.0.1:8080/health || ! curl -fsS -o /dev/null http://127.0.0.1:8081/_admin/health
    then
        fail "/health through the published ports"
    fi
    curl -fsS http://127.0.0.1:8080/rates | python3 -c '
import json, sys
rates = json.load(sys.stdin)
assert rates and all(r["to"] == "USD" and r["rate"] > 0 for r in rates), rates
print(f"   healthy; /health and /ready 200; /rates: {len(rates)} direct rates to USD")' || fail "/rates"
    # The same programs on the host, the same users: the oracle the containers must equal.
    start_demo_world --user tester:password --user alice:alice:11 --user bob:bob:12
    local side product
    for side in container host; do
        sales_against "$side" "$side-login.out" login --username tester --password-stdin
        sales_against "$side" "$side-products.out" products --format csv
        product=$(sed -n '2s/^\([^,]*\),.*/\1/p' "$work/$side-products.out")
        sales_against "$side" "$side-product.out" product "$product" --format csv
    done
    cmp -s "$work/container-products.out" "$work/host-products.out" || fail "sales products: not the host's answer"
    cmp -s "$work/container-product.out" "$work/host-product.out" || fail "sales product: not the host's answer"
    echo "   the host's sales: $(($(wc -l <"$work/container-products.out") - 1)) products and product $product's" \
        "$(($(wc -l <"$work/container-product.out") - 1)) sales, each converted — the same bytes as on the host"
    stop_all
    down
}

prove_scale() {
    echo "== scale: the middleware's replicas behind the nginx caching front"
    up scale
    poll 180 all_healthy upstream middleware middleware-replica front || fail "the scale profile not healthy in 180 s"
    local replicas
    mapfile -t replicas < <(containers middleware-replica)
    ((${#replicas[@]} == 2)) || fail "${#replicas[@]} middleware replicas, not 2"
    poll 60 curl -fsS -o /dev/null http://127.0.0.1:8090/rates || fail "the front's /rates"
    wrk -t1 -c8 -d6s --timeout 10s http://127.0.0.1:8090/health >"$work/wrk.txt" 2>&1 &
    local load=$!
    # Both replicas answering the load before one is stopped (their logs count /health).
    # shellcheck disable=SC2329 # run by poll
    both_serving() { [[ $(podman logs "${replicas[0]}" 2>&1 | grep -c 'GET /health') -gt 5 ]] \
        && [[ $(podman logs "${replicas[1]}" 2>&1 | grep -c 'GET /health') -gt 5 ]]; }
    poll 30 both_serving || fail "the front did not share the load between the replicas"
    # (podman 4.3 without systemd says it cannot remove the health check's timer: it never made one.)
    podman stop -t 10 "${replicas[0]}" >/dev/null 2>"$work/stop.log" || { cat "$work/stop.log" >&2; fail "podman stop"; }
    kill -0 "$load" 2>/dev/null || fail "the load ended before the replica stopped: nothing proved"
    wait "$load" || fail "wrk: $(cat "$work/wrk.txt")"
    ! grep -qE 'Non-2xx|Socket errors' "$work/wrk.txt" || fail "requests failed: $(grep -E 'Non-2xx|Socket' "$work/wrk.txt")"
    echo "   ${replicas[0]#"$project"_} stopped under load through the front:" \
        "$(awk '/requests in/ { print $1 }' "$work/wrk.txt") requests, none failed"
    down scale
}

# read_volume VOLUME FILE : the SHA-256 of a file in one of the run's volumes (never its bytes).
read_volume() {
    podman run --rm --network none -v "${project}_$1:/v:ro" docker.io/library/alpine:3.20 sha256sum "/v/$2" \
        | cut -d' ' -f1
}

prove_team() {
    echo "== team: PostgreSQL, the web replicas, the HTTPS front"
    up team
    poll 180 all_healthy team-postgres web team-front || fail "the team profile not healthy in 180 s"
    podman run --rm --network none -v "${project}_team-tls:/tls:ro" docker.io/library/alpine:3.20 cat /tls/cert.pem \
        >"$work/cert.pem"
    local key cert
    key=$(read_volume team-key session-key) cert=$(read_volume team-tls cert.pem)
    local team=(--origin https://localhost:8443 --cacert "$work/cert.pem" --upstream http://127.0.0.1:8081
        --sessions "$work/sessions")
    python3 "$root/scripts/compose_team.py" sign-in "${team[@]}" --user alice:alice --user bob:bob \
        || fail "signing in through the front"
    down team
    up team
    poll 180 all_healthy team-postgres web team-front || fail "the team profile not healthy again in 180 s"
    [[ $(read_volume team-key session-key) == "$key" && $(read_volume team-tls cert.pem) == "$cert" ]] \
        || fail "the key or the certificate was made again"
    python3 "$root/scripts/compose_team.py" check "${team[@]}" || fail "the sessions after down and up"
    echo "   down and up again: the same key and certificate, alice and bob still signed in"
}
