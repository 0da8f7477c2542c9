#!/usr/bin/env bash
# The team server in a real browser: `make team`'s topology in the area's folder, then
# scripts/e2e-team-browser.py (Chromium under Playwright, axe on every page, a laptop and phones);
# screenshots in $E2E_ARTIFACTS (.build/e2e-artifacts/team-browser unless set).
# Run by scripts/e2e.sh in a process of its own, or alone (`bash scripts/e2e/99-team-browser.sh`).
# shellcheck source=../lib/e2e.sh disable=SC2154 # the helpers' variables
source "$(dirname "$0")/../lib/e2e.sh"
echo "== team server in Chromium: two managers, a laptop and phones"
need chromium fonts-cjk
need_python 'playwright>=1.50,<2=playwright' 'axe-playwright-python>=0.1.4,<0.2=axe_playwright_python'
export TEAM_RUN="$work/team"
trap '"$root/scripts/team.sh" --stop >/dev/null; e2e_finish' EXIT
"$root/scripts/team.sh" >"$work/team.out" 2>&1 || { cat "$work/team.out"; exit 1; }
origin=$(sed -n 's/^front \(https[^ ]*\).*/\1/p' "$TEAM_RUN/processes")
upstream=$(sed -n 's/^listening on \(.*\)$/\1/p' "$TEAM_RUN/upstream.out")
middleware=$(sed -n 's/^listening on \(.*\)$/\1/p' "$TEAM_RUN/middleware.out")
# Each manager's products as the command lists them when run as them: the oracle of the pages.
for user in alice bob; do
    printf '%s\n' "$user" >"$work/stdin"
    export SALES_API_URL="http://$upstream" SALES_RATES_URL="http://$middleware/rates" XDG_DATA_HOME="$work/data-$user"
    SALES_STDIN="$work/stdin" sales login --username "$user" --password-stdin
    sales products --format csv
    tail -n +2 <<<"$out" | cut -d, -f2 | tr -d '\r' | sort >"$work/$user-products"
done
artifacts=${E2E_ARTIFACTS:-$root/.build/e2e-artifacts/team-browser}
rm -rf "$artifacts"
mkdir -p "$artifacts"
ORIGIN=$origin ALICE_PRODUCTS="$work/alice-products" BOB_PRODUCTS="$work/bob-products" ARTIFACTS=$artifacts \
    JOURNEY_COUNTS="$work/journey-counts" python3 "$root/scripts/e2e-team-browser.py"
count_journey "$work/journey-counts" $?
echo "     screenshots: $artifacts"
