#!/usr/bin/env bash
# Installs the system packages the build needs, only when one is missing.
# Quiet and quick when everything is there; every Makefile target that builds runs it first.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

packages=(libcurl4-openssl-dev libssl-dev libpq-dev libxlsxwriter-dev pkg-config zlib1g-dev tzdata)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
((${#missing[@]} == 0)) || apt_install "${missing[@]}"
