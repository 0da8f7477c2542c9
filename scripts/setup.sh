#!/usr/bin/env bash
# Installs the system packages the build needs, only when one is missing.
# Quiet and quick when everything is there; every Makefile target that builds runs it first.
set -euo pipefail

packages=(libcurl4-openssl-dev libssl-dev pkg-config zlib1g-dev)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
((${#missing[@]} == 0)) && exit 0

echo "setup: installing ${missing[*]}" >&2
if [[ $(id -u) -eq 0 ]]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "setup: ${missing[*]} missing, and neither root nor sudo is available to install them." >&2
    echo "setup: install them with your package manager, then run make again." >&2
    exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "setup: no apt-get here; install ${missing[*]} (or your system's equivalents) by hand." >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
