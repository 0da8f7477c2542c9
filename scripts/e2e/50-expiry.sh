#!/usr/bin/env bash
# Token expiry: a 401 ends the session once, and logging in again works.
# Run by scripts/e2e.sh in a process of its own, or alone (`bash scripts/e2e/50-expiry.sh`), over the
# helpers of scripts/lib/e2e.sh (start_world, sales, login, check…); it starts the servers it needs.
# shellcheck source=../lib/e2e.sh disable=SC2154 # the helpers' variables
source "$(dirname "$0")/../lib/e2e.sh"
echo "== token expiry"
start_world
login
sales products
check "fresh token works" test "$status" -eq 0
admin POST /_admin/tokens/expire
sales products
# shellcheck disable=SC2016 # the backticks are part of the message
check "expired token: exit 3, asks to log in" test "$status" -eq 3 -a "$err" = 'error: your session expired: run `sales login`'
login
sales products
check "logging in again works" test "$status" -eq 0
stop_world
