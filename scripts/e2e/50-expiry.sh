# shellcheck shell=bash disable=SC2154,SC2034 # the helpers and their variables are scripts/e2e.sh's
# Token expiry: a 401 ends the session once, and logging in again works.
# Sourced by scripts/e2e.sh, which defines the helpers (start_world, sales, login, check…), builds
# the binaries and prints the summary; each area starts the servers it needs and stops them.
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
