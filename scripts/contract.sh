#!/usr/bin/env bash
# make contract: schemathesis (PyPI) checks the live middleware, on the fake upstream, against
# docs/openapi.yaml with every check: examples, boundary values, fuzzed parameters, every method
# the document does not declare (405), response schemas, headers and status codes.
# `make test` runs it on the debug build (CONFIGURATION=debug SKIP_BUILD=1).
default_configuration=release
source "$(dirname "$0")/lib.sh"
set -euo pipefail
work=$(mktemp -d "${TMPDIR:-/tmp}/sales-contract.XXXXXX")
logs=$work
# shellcheck disable=SC2329 # run by the EXIT trap
cleanup() {
    stop_all
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

if ! command -v schemathesis >/dev/null; then
    echo "contract: installing schemathesis (PyPI)" >&2
    python3 -m pip install --quiet --disable-pip-version-check 'schemathesis>=4.3,<5'
fi
build

start_demo_world --log-level error -- --log-level error
middleware=http://127.0.0.1:$middleware_port

echo "== contract: schemathesis on docs/openapi.yaml against $middleware"
# The seed keeps CI's run repeatable; `make contract CONTRACT_SEED=` draws a new one.
# shellcheck disable=SC2086 # unquoted on purpose: an empty CONTRACT_SEED is no argument at all
schemathesis run "$root/docs/openapi.yaml" --url "$middleware" --checks all \
    ${CONTRACT_SEED-"--seed=20261122"} --no-color >"$work/report.txt" 2>&1 && status=0 || status=$?
if ((status == 0)); then
    grep -E "generated|No issues found" "$work/report.txt" | sed 's/^ */   /'
    echo "contract: ok"
else
    cat "$work/report.txt"
    echo "FAIL: the middleware breaks docs/openapi.yaml" >&2
fi
exit "$status"
