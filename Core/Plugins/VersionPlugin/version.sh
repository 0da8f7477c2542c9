#!/bin/sh
# SaleAssistant's version, the one rule for the build (VersionPlugin), the Makefile and the tests:
# SALES_VERSION when it is set (a build without the repository's history: a Docker context, a source
# tarball), else `git describe --tags --always --dirty --match 'v[0-9]*'` of REPOSITORY without the
# tag's v — `0.2.0` on the tag `v0.2.0`, `0.2.0-3-gabc1234` three commits after it, `-dirty` with
# uncommitted changes, `0.0.0-abc1234` before any tag — else `0.0.0-unknown`.
#
#   version.sh REPOSITORY            prints it
#   version.sh REPOSITORY OUTPUT     writes OUTPUT/Version.swift for SalesCore, only when it changed
set -eu
repository=$1
version=${SALES_VERSION:-}
if [ -z "$version" ]; then
    # Whoever owns the checkout (`sudo make install` in a user's clone): describing it only reads.
    described=$(git -c safe.directory='*' -C "$repository" describe --tags --always --dirty --match 'v[0-9]*' \
        2>/dev/null || true)
    case $described in
        v[0-9]*) version=${described#v} ;;
        "") version=0.0.0-unknown ;;
        *) version=0.0.0-$described ;;
    esac
fi
case $version in
    *[!A-Za-z0-9.+~-]* | "")
        echo "version.sh: '$version' is not a version (letters, digits, . + ~ -)" >&2
        exit 1
        ;;
esac
if [ $# -lt 2 ]; then
    echo "$version"
    exit 0
fi
output=$2
mkdir -p "$output"
text="// Generated at build time by Core/Plugins/VersionPlugin: do not edit.
extension SaleAssistant {
    static let describedVersion = \"$version\"
}"
if [ ! -f "$output/Version.swift" ] || [ "$(cat "$output/Version.swift")" != "$text" ]; then
    printf '%s\n' "$text" >"$output/Version.swift"
fi
