# shellcheck shell=bash disable=SC2154,SC2034 # work, debs, version, root and the helpers are package-test.sh's
# The Debian packages in a clean Debian 12 minimal root (debootstrap --variant=minbase), as a user
# installs them with apt, and the middleware's service through its life: install (no systemd
# running: nothing started) → enable → start → remove (stopped, systemd reloaded, the link masked)
# → purge (no link, no mask, no file left). Sourced by scripts/package-test.sh when it runs as root,
# with `debs` (the three .deb files), `work` and the check helpers; the root is made under $work.
#
# A chroot runs no systemd: the root gets the real systemctl (for `enable`, which only makes links),
# diverted, and in its place a stand-in for the service manager (scripts/package-service-manager.sh:
# dpkg runs maintainer scripts with a PATH of its own), which starts and stops
# sales-middleware.service as systemd would and logs every call the maintainer scripts make.
need debootstrap
echo "== the packages in a clean Debian 12 minimal root (debootstrap)"
clean_root="$work/debian-root"
debootstrap --variant=minbase bookworm "$clean_root" >"$work/debootstrap.log" 2>&1 \
    || { tail -n 20 "$work/debootstrap.log" >&2; exit 1; }
cp /etc/resolv.conf "$clean_root/etc/resolv.conf"
# Programs read their arguments and more from /proc, as on any system.
mount -t proc proc "$clean_root/proc"
mounted_proc="$clean_root/proc"  # unmounted by package-test.sh's cleanup
cp "${debs[@]}" "$clean_root/tmp/"
in_root() { chroot "$clean_root" env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    DEBIAN_FRONTEND=noninteractive LANG=C.UTF-8 "$@"; }
in_root apt-get update -qq >"$work/apt.log" 2>&1
packages=()
for deb in "${debs[@]}"; do packages+=("/tmp/${deb##*/}"); done
detail=$(in_root apt-get install -y -qq "${packages[@]}" 2>&1 | tail -n 5)
# shellcheck disable=SC2016 # dpkg-query's own ${Status}
check "apt installs the three packages on a minimal system, without systemd running (nothing started)" \
    test "$(in_root dpkg-query -W -f='${Status} ' sales sales-middleware sales-web-server)" = \
    "install ok installed install ok installed install ok installed "
check "…with what they need: ca-certificates (the default upstream is HTTPS), tzdata, init-system-helpers" \
    test -s "$clean_root/etc/ssl/certs/ca-certificates.crt" -a -f "$clean_root/usr/share/zoneinfo/Asia/Tokyo" \
    -a -x "$clean_root/usr/bin/deb-systemd-helper"
detail=$(in_root sales --version 2>&1)
check "the packaged sales runs there ($detail)" test "$detail" = "$version"
# libcurl is loaded by the first request (a dependency dpkg-shlibdeps cannot see): one to a port
# where nothing listens is refused by the system, not failed for want of the library.
detail=$(in_root env SALES_RATES_URL=http://127.0.0.1:9/rates HOME=/tmp sales rates 2>&1)
check "…and its requests go out with the libcurl the package depends on ($detail)" \
    test -n "$(grep 'nothing accepts connections there' <<<"$detail")"

in_root apt-get install -y -qq systemd >>"$work/apt.log" 2>&1
in_root dpkg-divert --quiet --local --rename --add /usr/bin/systemctl
install -m 0755 "$root/scripts/package-service-manager.sh" "$clean_root/usr/bin/systemctl"
mkdir -p "$clean_root/run/systemd/system"
link="$clean_root/etc/systemd/system/multi-user.target.wants/sales-middleware.service"
in_root systemctl enable sales-middleware >"$work/enable.log" 2>&1
check "systemctl enable: the unit's link is made" test -L "$link"
in_root systemctl start sales-middleware
pid=$(cat "$clean_root/run/sales-middleware.pid" 2>/dev/null)
for _ in $(seq 1 100); do grep -q '^listening on' "$clean_root/run/sales-middleware.out" 2>/dev/null && break; sleep 0.05; done
address=$(sed -n 's/^listening on //p' "$clean_root/run/sales-middleware.out")
detail=$(curl -fsS -m 5 "http://$address/health" 2>&1)
check "systemctl start: the service runs and answers /health ($address)" \
    test -n "$pid" -a -n "$(grep '"status":"ok"' <<<"$detail")"
: >"$clean_root/var/log/systemctl-calls"
detail=$(in_root apt-get remove -y -qq sales-middleware 2>&1 | tail -n 3)
calls=$(tr '\n' ';' <"$clean_root/var/log/systemctl-calls")
detail="$detail calls: $calls"
check "apt remove: the running service is stopped first, and systemd reloaded" \
    test -n "$(grep -E '(^|;)stop sales-middleware.service' <<<"$calls")" -a -n "$(grep 'daemon-reload' <<<"$calls")"
check "…the process is gone" bash -c "! kill -0 $pid 2>/dev/null"
mask="$clean_root/etc/systemd/system/sales-middleware.service"
check "…its unit masked while it is gone (the link left by enable cannot start what was removed)" \
    test "$(readlink "$mask")" = /dev/null
in_root dpkg --purge sales-middleware >"$work/purge.log" 2>&1
check "dpkg --purge: no enable link, no mask, no settings file" \
    test ! -e "$link" -a ! -L "$link" -a ! -L "$mask" -a ! -e "$clean_root/etc/default/sales-middleware"
detail=$(in_root dpkg -S sales-middleware 2>&1 | grep -v "no path found" || true)
check "…and nothing of the package is known or left" test -z "$detail" \
    -a ! -e "$clean_root/usr/bin/sales-middleware" -a ! -e "$clean_root/lib/systemd/system/sales-middleware.service"
detail=$(in_root apt-get purge -y -qq sales 2>&1 | tail -n 2)
check "apt purge sales (installed): removed with its files" test ! -e "$clean_root/usr/bin/sales"
