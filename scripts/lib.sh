# shellcheck shell=bash
# The scripts' shared helpers, one file per job in scripts/lib/, sourced together (never run):
# building and finding the executables (build.sh), starting, waiting for and stopping servers —
# the demo's world among them — and the one poll every wait goes through (processes.sh),
# installing missing Debian tools (packages.sh), an nginx of our own (nginx.sh), counted checks
# (checks.sh), and driving a full-screen program in tmux (tui.sh).

# shellcheck source=lib/build.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/build.sh"
# shellcheck source=lib/processes.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/processes.sh"
# shellcheck source=lib/packages.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/packages.sh"
# shellcheck source=lib/nginx.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/nginx.sh"
# shellcheck source=lib/postgres.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/postgres.sh"
# shellcheck source=lib/checks.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/checks.sh"
# shellcheck source=lib/tui.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/tui.sh"
