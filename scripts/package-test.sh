#!/usr/bin/env bash
# `make package-test`: what a user installs works without the repository or a Swift toolchain.
# From the static release build: install into a temporary DESTDIR; from outside the repository,
# with a clean environment, the installed `sales --version` is `git describe`'s, `sales products`
# answers against the installed servers, the middleware tells a service manager it is ready, no
# binary needs the toolchain, every man page renders without a warning, every completion script
# parses in its shell; uninstall leaves the folder as it was. Then the Debian packages: built,
# lintian-clean, installed with dpkg (as root), `sales --version` and the systemd unit checked,
# purged without a trace; then in a clean Debian 12 minimal root, installed with apt and the
# service taken through its life (scripts/package-root-test.sh). Prints "N passed, M failed" last;
# exits 1 on any failure.
set -uo pipefail
source "$(dirname "$0")/lib.sh"
configuration=release
need python3 curl man groff zsh fish mandoc lintian dpkg-shlibdeps systemd-analyze strip desktop-file-validate
work=$(mktemp -d "${TMPDIR:-/tmp}/sales-package.XXXXXX")
logs=$work

cleanup() {
    stop_all
    if [[ -n ${installed_debs:-} ]]; then dpkg --purge sales sales-middleware sales-web-server >/dev/null 2>&1; fi
    # The clean root's service, if a check stopped before its removal did.
    [[ -f $work/debian-root/run/sales-middleware.pid ]] && kill "$(cat "$work/debian-root/run/sales-middleware.pid")" 2>/dev/null
    [[ -n ${mounted_proc:-} ]] && umount "$mounted_proc"
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# check_detail : what `check` shows under a failure: what the check looked at.
check_detail() { [[ -z ${detail:-} ]] || echo "     $(head -c 600 <<<"$detail")"; }

echo "== the version rule (Core/Plugins/VersionPlugin/version.sh) on a repository of its own"
describe() { SALES_VERSION=${2:-} sh "$root/Core/Plugins/VersionPlugin/version.sh" "$1" 2>&1; }
repository="$work/versioned"
git init -q "$repository" && git -C "$repository" -c user.name=t -c user.email=t@t commit -q --allow-empty -m one
commit=$(git -C "$repository" rev-parse --short HEAD)
detail=$(describe "$repository")
check "before any tag: 0.0.0-<commit> ($detail)" test "$detail" = "0.0.0-$commit"
git -C "$repository" tag v0.2.0
detail=$(describe "$repository")
check "on the tag v0.2.0: 0.2.0" test "$detail" = "0.2.0"
git -C "$repository" -c user.name=t -c user.email=t@t commit -q --allow-empty -m two
touch "$repository/file" && git -C "$repository" add file
detail=$(describe "$repository")
check "a commit after it, with a change: 0.2.0-1-g<commit>-dirty ($detail)" \
    test "$detail" = "0.2.0-1-g$(git -C "$repository" rev-parse --short HEAD)-dirty"
detail=$(describe "$work/nowhere")
check "no repository: 0.0.0-unknown" test "$detail" = "0.0.0-unknown"
detail=$(describe "$work/nowhere" 1.2.3~rc1)
check "SALES_VERSION wins" test "$detail" = "1.2.3~rc1"
detail=$(describe "$work/nowhere" '1.0"; evil')
check "SALES_VERSION that is not a version: refused, it never reaches the source" \
    test "$(describe "$work/nowhere" '1.0"; evil' >/dev/null; echo $?)" -eq 1 -a -n "$(grep "is not a version" <<<"$detail")"

echo "== a build plan made for another version is dropped (forget_stale_plan, scripts/lib/build.sh)"
planned="$work/planned"
generated="$planned/.build/plugins/outputs/main/SalesVersion/destination/VersionPlugin/Version"
git init -q "$planned" && git -C "$planned" -c user.name=t -c user.email=t@t commit -q --allow-empty -m one
mkdir -p "$planned/Core/Plugins/VersionPlugin" "$planned/.build/release" "$generated"
cp "$root/Core/Plugins/VersionPlugin/version.sh" "$planned/Core/Plugins/VersionPlugin/"
sh "$planned/Core/Plugins/VersionPlugin/version.sh" "$planned" "$generated" && : >"$planned/.build/release/description.json"
forget_stale_plan release "$planned"
check "a plan whose version is the tree's is kept" test -f "$planned/.build/release/description.json"
git -C "$planned" -c user.name=t -c user.email=t@t commit -q --allow-empty -m two
forget_stale_plan release "$planned"
check "after a commit that changes no source, it is dropped: the build plans anew and asks the plugin" \
    test ! -e "$planned/.build/release/description.json"

[[ -n "$skip_build" ]] || echo "== building the static release binaries"
build || exit 1
version=$(sh "$root/Core/Plugins/VersionPlugin/version.sh" "$root")

echo "== make install DESTDIR=… PREFIX=/usr/local (sales, sales-middleware, sales-web-server, fake-upstream)"
destdir="$work/destination"
mkdir -p "$destdir"
prefix="$destdir/usr/local"
SKIP_BUILD=1 make -s -C "$root" install DESTDIR="$destdir" PREFIX=/usr/local \
    PROGRAMS="sales sales-middleware sales-web-server fake-upstream" >"$work/install.log" 2>&1
check "make install wrote the programs, their man pages and completions" \
    test -x "$prefix/bin/sales" -a -x "$prefix/bin/sales-middleware" -a -f "$prefix/share/man/man1/sales.1" \
    -a -f "$prefix/share/man/man8/sales-middleware.8" -a -f "$prefix/share/zsh/site-functions/_sales" \
    -a -f "$prefix/share/fish/vendor_completions.d/sales.fish" \
    -a -f "$prefix/share/bash-completion/completions/sales" -a -f "$prefix/lib/systemd/system/sales-middleware.service" \
    -a -x "$prefix/bin/sales-web-server" -a -f "$prefix/share/man/man8/sales-web-server.8" \
    -a -f "$prefix/lib/systemd/system/sales-web-server.service"
detail=$(desktop-file-validate "$prefix/share/applications/sales-web.desktop" 2>&1)
check "sales web's desktop entry passes desktop-file-validate, its icon beside it" \
    test -z "$detail" -a -f "$prefix/share/icons/hicolor/scalable/apps/saleassistant.svg" \
    -a "$(sed -n 's/^Exec=//p' "$prefix/share/applications/sales-web.desktop")" = "sales web"

# clean COMMAND... : runs COMMAND from an empty folder outside the repository, with nothing of this
# environment but a PATH without the toolchain and a HOME of its own.
home="$work/home"
mkdir -p "$home"
clean() { (cd "$home" && env -i PATH=/usr/bin:/bin HOME="$home" LANG=C.UTF-8 "$@"); }

detail=$(clean "$prefix/bin/sales" --version 2>&1)
check "the installed sales --version is git describe's ($version)" test "$detail" = "$version"
detail=$(clean "$prefix/bin/sales-middleware" --version 2>&1)
check "…and so is sales-middleware's" test "$detail" = "$version"
detail=$(clean "$prefix/bin/sales-web-server" --version 2>&1)
check "…and sales-web-server's" test "$detail" = "$version"

toolchain=$(dirname "$(dirname "$(command -v swift)")")
for program in sales sales-middleware sales-web-server fake-upstream; do
    detail=$(ldd "$prefix/bin/$program" 2>&1 | grep -E "libswift|libFoundation|libdispatch|libBlocksRuntime|$toolchain")
    check "ldd $program: no Swift runtime, no Foundation, nothing under $toolchain" test -z "$detail"
done

echo "== the installed programs, as a user runs them"
launcher=(env -i PATH=/usr/bin:/bin HOME="$home")
start upstream "$prefix/bin/fake-upstream" --port 0 --fixtures "$root/fixtures"
upstream_port=$PORT
# The middleware as systemd starts it (Type=notify): it says READY=1 on NOTIFY_SOCKET once it listens.
python3 - "$work/notify" >"$work/notify.out" 2>&1 <<'PY' &
import socket, sys
server = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
server.bind(sys.argv[1])
print("bound", flush=True)
server.settimeout(60)
print(server.recv(4096).decode(), end="", flush=True)
PY
notify_pid=$!
poll 10 grep -qs bound "$work/notify.out"
launcher=(env -i PATH=/usr/bin:/bin HOME="$home" NOTIFY_SOCKET="$work/notify")
start middleware "$prefix/bin/sales-middleware" --listen 127.0.0.1:0 --rates-url "http://127.0.0.1:$upstream_port/rates"
middleware_port=$PORT
wait "$notify_pid"
detail=$(cat "$work/notify.out")
check "the middleware tells its service manager READY=1 with its address" \
    test -n "$(grep -x "READY=1" <<<"$detail")" -a -n "$(grep -x "STATUS=listening on 127.0.0.1:$middleware_port" <<<"$detail")"
session=(SALES_API_URL="http://127.0.0.1:$upstream_port" SALES_RATES_URL="http://127.0.0.1:$middleware_port/rates")
detail=$(printf 'password\n' | clean "${session[@]}" "$prefix/bin/sales" login --username tester --password-stdin 2>&1)
check "the installed sales logs in" test "$detail" = "Logged in as tester."
detail=$(clean "${session[@]}" "$prefix/bin/sales" products 2>&1)
check "…and lists the products with their revenue in USD" \
    grep -q "^10 products · 2,485 sales · USD " <<<"$detail"
stop_all

echo "== man pages and completions"
pages=("$prefix"/share/man/man1/*.1 "$prefix"/share/man/man8/*.8)
check "${#pages[@]} man pages (sales and each of its commands, sales-middleware(8), sales-web-server(8), fake-upstream(1))" \
    test "${#pages[@]}" -ge 18
for page in "${pages[@]}"; do
    detail=$( (MANWIDTH=80 man -l "$page" >/dev/null) 2>&1; mandoc -T lint "$page" 2>&1; groff -ww -z -man "$page" 2>&1)
    check "$(basename "$page") renders without a warning (man -l, mandoc -T lint, groff -ww)" test -z "$detail"
done
for program in sales sales-middleware sales-web-server fake-upstream; do
    detail=$(bash -n "$prefix/share/bash-completion/completions/$program" 2>&1)
    check "bash -n: $program's completion" test -z "$detail"
    detail=$(zsh -n "$prefix/share/zsh/site-functions/_$program" 2>&1)
    check "zsh -n: $program's completion" test -z "$detail"
    detail=$(fish -n "$prefix/share/fish/vendor_completions.d/$program.fish" 2>&1)
    check "fish -n: $program's completion" test -z "$detail"
done

echo "== make uninstall"
SKIP_BUILD=1 make -s -C "$root" uninstall DESTDIR="$destdir" PREFIX=/usr/local >"$work/uninstall.log" 2>&1
detail=$(find "$destdir" -mindepth 1)
check "make uninstall leaves the folder empty" test -z "$detail"

echo "== make dist: tarballs, Debian packages, SHA256SUMS"
SKIP_BUILD=1 "$root/scripts/package.sh" dist "$work/dist" >"$work/dist.log" 2>&1
cat "$work/dist.log"
debs=("$work"/dist/*.deb)
detail=$( (cd "$work/dist" && sha256sum --quiet -c SHA256SUMS) 2>&1)
check "SHA256SUMS holds every file's sum" test "${#debs[@]}" -eq 3 -a -z "$detail"
detail=$(tar -tzf "$work/dist"/sales-middleware-*.tar.gz | grep -c -E \
    "/bin/sales-middleware$|/share/man/man8/sales-middleware.8$|/lib/systemd/system/sales-middleware.service$|/share/doc/saleassistant/LICENSE$")
check "the middleware's tarball: the program, its man page, the systemd unit, the license" test "$detail" -eq 4
detail=$(tar -tzf "$work/dist"/sales-[0-9]*.tar.gz | grep -c -E \
    "/bin/sales$|/share/applications/sales-web.desktop$|/share/icons/hicolor/scalable/apps/saleassistant.svg$")
check "sales's tarball: the program, its desktop entry and its icon" test "$detail" -eq 3
detail=$(tar -tzf "$work/dist"/sales-web-server-*.tar.gz | grep -c -E \
    "/bin/sales-web-server$|/share/man/man8/sales-web-server.8$|/lib/systemd/system/sales-web-server.service$")
check "the team server's tarball: the program, its man page, the systemd unit" test "$detail" -eq 3
detail=$(lintian --pedantic "${debs[@]}" 2>&1 | grep -v "running with root privileges")
check "lintian --pedantic: no tag (the one override explained in deploy/debian)" test -z "$detail"
if (($(id -u) == 0)); then
    installed_debs=1
    detail=$(dpkg -i "${debs[@]}" 2>&1) || true
    # shellcheck disable=SC2016 # dpkg-query's own ${Status}
    check "dpkg -i the three packages" \
        test "$(dpkg-query -W -f='${Status} ' sales sales-middleware sales-web-server)" = \
        "install ok installed install ok installed install ok installed "
    detail=$(clean /usr/bin/sales --version 2>&1)
    check "the packaged sales --version is git describe's" test "$detail" = "$version"
    for unit in sales-middleware sales-web-server; do
        detail=$(systemd-analyze verify "/lib/systemd/system/$unit.service" 2>&1)
        check "systemd-analyze verify: $unit's installed unit" test -z "$detail"
        exposure=$(systemd-analyze security --offline=true "/lib/systemd/system/$unit.service" 2>&1 | tail -1)
        detail=$exposure
        check "systemd-analyze security: $unit ${exposure##*: }" grep -q " OK \| SAFE " <<<"$exposure"
    done
    files=$(dpkg -L sales sales-middleware sales-web-server | while read -r path; do [[ -f $path ]] && echo "$path"; done)
    dpkg --purge sales sales-middleware sales-web-server >"$work/purge.log" 2>&1
    installed_debs=
    detail=$(while read -r path; do [[ -e $path ]] && echo "$path"; done <<<"$files")
    check "dpkg --purge leaves none of their $(wc -l <<<"$files") files" test -z "$detail"
    # shellcheck source=package-root-test.sh
    source "$root/scripts/package-root-test.sh"
else
    echo "skip dpkg -i / systemd-analyze / dpkg --purge: they need root (CI runs as root)"
fi

echo
echo "$passed passed, $failed failed"
((failed == 0))
