#!/usr/bin/env bash
# `make compose-test`: docker-compose.yml for real, on this machine's podman (installed when
# missing, with runc and podman-compose). Builds our three images with the root Dockerfile — from
# the release binaries built here, or with FULL=1 the whole multi-stage build on a Swift builder of
# this machine's toolchain — and the official images the compose file names, pulled or (no registry
# answers here) stand-ins built from Debian under the same names (deploy/compose/stand-ins). Then
# `up` of each profile, proved through the published ports, and `down` with the run's volumes
# (images kept for the next run):
#   default  the fake upstream and the middleware healthy; /health and /ready; /rates direct to USD;
#            the host's `sales` logs in and lists products and a product, the same bytes as against
#            the same programs run on the host
#   scale    the replicas behind the nginx caching front; one replica stopped under load through
#            the front, no failed request
#   team     PostgreSQL, the web replicas, the HTTPS front: alice and bob sign in through
#            https://localhost:8443, each sees their own products only; down and up again: the
#            same key and certificate in their volumes, both still signed in
# Every wait is a poll of a signal (a health check, an answer), never a fixed sleep.
set -euo pipefail
default_configuration=release
source "$(dirname "$0")/lib.sh"
source "$root/scripts/lib/containers.sh"
export CONFIGURATION=$configuration
project=saleassistant-compose-test
work=$(mktemp -d "${TMPDIR:-/tmp}/sales-compose-test.XXXXXX")
logs=$work
# compose ARGS… : podman-compose on the repository's own docker-compose.yml, every profile's
# services named under this run's project.
compose() { (cd "$root" && python3 -m podman_compose -p "$project" "$@"); }
# shellcheck disable=SC2329 # run by the EXIT trap
cleanup() {
    local status=$?
    stop_all
    if ((status != 0)); then
        podman ps -a --filter "label=io.podman.compose.project=$project" --format '{{.Names}} {{.Status}}' >&2 || true
        for container in $(podman ps -a -q --filter "label=io.podman.compose.project=$project" 2>/dev/null); do
            echo "-- $(podman inspect -f '{{.Name}}' "$container")" >&2
            podman logs --tail 5 "$container" >&2 2>&1 || true
        done
    fi
    compose --profile scale --profile team down -v >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

started=$SECONDS
need_podman
for port in 8080 8081 8088 8090 8443; do
    if ss -ltn "sport = :$port" | grep -q LISTEN; then
        echo "FAIL: 127.0.0.1:$port is taken; the compose file publishes it (make stop, make stack-stop?)" >&2
        exit 1
    fi
done
build
version=$(sh "$root/Core/Plugins/VersionPlugin/version.sh" "$root")
need_base_image
fit_rlimits
need_stand_ins
build_images "$version"
sizes=()
for image in middleware web-server fake-upstream; do
    sizes+=("$image $(podman image inspect -f '{{.Size}}' "saleassistant/$image:latest" | awk '{ printf "%.0f MB", $1 / 1e6 }')")
done
printf -v listed '%s, ' "${sizes[@]}"
echo "   images built ($((SECONDS - started)) s): ${listed%, }"
for image in middleware web-server fake-upstream; do
    said=$(podman run --rm --no-healthcheck "saleassistant/$image:latest" --version)
    [[ $said == "$version" ]] || { echo "FAIL: saleassistant/$image says $said, not $version" >&2; exit 1; }
    user=$(podman image inspect -f '{{.Config.User}}' "saleassistant/$image:latest")
    [[ $user == 10001 ]] || { echo "FAIL: saleassistant/$image runs as '$user', not 10001" >&2; exit 1; }
done
echo "   each image says $version and runs as user 10001"

source "$root/scripts/lib/compose-proofs.sh"
prove_default
prove_scale
prove_team
echo "   compose-test passed in $((SECONDS - started)) s"
