# shellcheck shell=bash
# Podman for `make compose-test` (sourced after lib.sh): the engine installed and set up, the base
# image made when none can be pulled, the official images' stand-ins, our own images.
# shellcheck disable=SC2154 # root and work: the caller's

# need_podman : podman with runc (crun refuses hybrid cgroups), the CNI plugin that names
# containers on a compose network (`upstream`, `web`…), and podman-compose; then a containers.conf
# of ours (CONTAINERS_CONF): cgroupfs, runc, and rlimits no higher than this process's own — a
# sandbox without CAP_SYS_RESOURCE cannot raise them (podman's default open files is 1048576).
need_podman() {
    need podman runc debootstrap curl python3 wrk
    [[ -x /usr/lib/cni/dnsname ]] || apt_install golang-github-containernetworking-plugin-dnsname
    need_python "podman-compose==1.6.0=podman_compose"
    mkdir -p "$root/.build/compose"
    export CONTAINERS_CONF="$root/.build/compose/containers.conf"
    containers_conf "$(ulimit -Hu)"
}

# containers_conf NPROC : writes our containers.conf with at most NPROC processes a container.
containers_conf() {
    local nofile="" nproc=$1
    [[ $(ulimit -Hn) == unlimited ]] || nofile="\"nofile=$(ulimit -Sn):$(ulimit -Hn)\", "
    [[ $nproc == unlimited ]] && nproc=65536
    cat >"$CONTAINERS_CONF" <<EOF
# Written by scripts/lib/containers.sh for make compose-test.
[containers]
default_ulimits = [${nofile}"nproc=$nproc:$nproc"]
[engine]
cgroup_manager = "cgroupfs"
runtime = "runc"
EOF
}

# fit_rlimits : halves the processes a container may have until runc can set it here (seen: this
# sandbox's runc refuses 65536 though the shell's own limit is 96365).
fit_rlimits() {
    local nproc
    nproc=$(sed -n 's/.*nproc=\([0-9]*\):.*/\1/p' "$CONTAINERS_CONF")
    until podman run --rm --network none "$base_image" true >/dev/null 2>&1; do
        ((nproc > 1024)) || { podman run --rm --network none "$base_image" true; return 1; }
        nproc=$((nproc / 2))
        containers_conf "$nproc"
    done
}

base_image=docker.io/library/debian:bookworm-slim

# need_base_image : debian:bookworm-slim — pulled, or made with debootstrap when no registry
# answers (minbase, then what Debian's slim images leave out: docs, man pages, locales, apt's caches).
need_base_image() {
    podman image exists "$base_image" && return 0
    timeout 30 podman pull -q "$base_image" >/dev/null 2>&1 && return 0
    echo "   no registry answers: $base_image made with debootstrap (minbase bookworm), about a minute"
    local rootfs="$work/rootfs"
    debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 \
        || { tail -n 20 "$work/debootstrap.log" >&2; return 1; }
    mkdir -p "$rootfs/etc/dpkg/dpkg.cfg.d"
    printf '%s\n' 'path-exclude /usr/share/doc/*' 'path-include /usr/share/doc/*/copyright' \
        'path-exclude /usr/share/man/*' 'path-exclude /usr/share/info/*' 'path-exclude /usr/share/locale/*' \
        'path-include /usr/share/locale/locale.alias' 'path-exclude /usr/share/lintian/*' \
        >"$rootfs/etc/dpkg/dpkg.cfg.d/slim"
    # As Debian's images: apt keeps no package cache, no downloaded packages, no translations.
    printf '%s\n' 'DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/*.bin || true"; };' \
        'APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/*.bin || true"; };' \
        'Dir::Cache::pkgcache ""; Dir::Cache::srcpkgcache "";' >"$rootfs/etc/apt/apt.conf.d/docker-clean"
    echo 'Acquire::Languages "none";' >"$rootfs/etc/apt/apt.conf.d/docker-no-languages"
    find "$rootfs/usr/share/doc" -mindepth 2 ! -name copyright -delete 2>/dev/null || true
    rm -rf "$rootfs"/usr/share/{man,info,lintian}/* "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin \
        "$rootfs"/var/cache/apt/archives/*.deb
    find "$rootfs/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name locale.alias -exec rm -rf {} +
    tar -C "$rootfs" --numeric-owner -c . | podman import -q --change 'CMD ["bash"]' - "$base_image" >/dev/null
    rm -rf "$rootfs"
}

# need_stand_ins : the official images the compose file names for services not ours — pulled, or
# built from deploy/compose/stand-ins under the same names (its README says what each does).
need_stand_ins() {
    local image folder
    for image in nginx:1.27-alpine postgres:16-bookworm alpine:3.20; do
        podman image exists "docker.io/library/$image" && continue
        timeout 30 podman pull -q "docker.io/library/$image" >/dev/null 2>&1 && continue
        folder=$root/deploy/compose/stand-ins/${image%%:*}
        echo "   no registry answers: $image built from Debian's packages ($folder)"
        podman build -q --format docker -t "docker.io/library/$image" "$folder" >"$work/stand-in.log" 2>&1 \
            || { tail -n 20 "$work/stand-in.log" >&2; return 1; }
    done
}

# build_images VERSION : our three images with the root Dockerfile, one target each, as the compose
# file builds them — from the release binaries built here (no toolchain in the build), or with
# FULL=1 from the Dockerfile's own build stage, run once (its `binaries` stage, copied out) on a
# Swift builder made from the base image with this machine's toolchain and package mirror mounted.
build_images() {
    local version=$1 target
    mkdir -p "$work/binaries"
    if [[ -n ${FULL:-} ]]; then
        full_build "$version" || return 1
    else
        for target in sales-middleware sales-web-server fake-upstream; do
            strip --strip-unneeded --remove-section=.comment -o "$work/binaries/$target" "$(bin "$target")"
        done
    fi
    for target in middleware web-server fake-upstream; do
        podman build --format docker --build-context "binaries=$work/binaries" --target "$target" \
            -t "saleassistant/$target:latest" -f "$root/Dockerfile" "$root" >"$work/build-$target.log" 2>&1 \
            || { tail -n 30 "$work/build-$target.log" >&2; return 1; }
    done
}

# full_build VERSION : the Dockerfile's build stage on the local Swift builder; its three programs
# in $work/binaries.
full_build() {
    local builder=localhost/saleassistant/swift-builder:6.3 started=$SECONDS container
    podman build -q --format docker -t "$builder" "$root/deploy/compose/swift-builder" >"$work/builder.log" 2>&1 \
        || { tail -n 20 "$work/builder.log" >&2; return 1; }
    podman build --format docker --build-arg "SWIFT_IMAGE=$builder" --build-arg "SALES_VERSION=$1" \
        -v /opt/swift:/opt/swift:ro -v /opt/swift-packages:/opt/swift-packages:ro --target binaries \
        -t localhost/saleassistant/binaries:latest -f "$root/Dockerfile" "$root" >"$work/build-binaries.log" 2>&1 \
        || { tail -n 30 "$work/build-binaries.log" >&2; return 1; }
    container=$(podman create localhost/saleassistant/binaries:latest none)
    podman cp "$container:/." "$work/binaries" && podman rm "$container" >/dev/null
    echo "   the Dockerfile's build stage: the three programs in $((SECONDS - started)) s"
}

# healthy CONTAINER… : whether every container's own health check passes now (podman 4.3 runs them
# on systemd timers, which this machine has not: the check is run here instead).
healthy() {
    local container
    for container in "$@"; do podman healthcheck run "$container" >/dev/null 2>&1 || return 1; done
}
