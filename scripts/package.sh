#!/usr/bin/env bash
# Installing and packaging SaleAssistant's programs from the static release build (no Swift toolchain
# needed to run them): `make install`, `make uninstall` and `make dist` call this.
#
#   package.sh install DESTDIR PREFIX PROGRAM...   copy each program, its man pages and completions,
#                                                 the docs (and the middleware's systemd unit) under
#                                                 DESTDIR/PREFIX, writing down what it made
#   package.sh uninstall DESTDIR PREFIX            remove exactly what install made (its list)
#   package.sh dist OUTPUT                         tarballs and Debian packages of sales,
#                                                 sales-middleware and sales-web-server, and
#                                                 SHA256SUMS, in OUTPUT
#
# The programs: sales (man section 1), sales-middleware and sales-web-server (8), fake-upstream (1,
# the demo's upstream).
# SKIP_BUILD=1 uses the release build already there (make package-test builds it first).
set -euo pipefail
source "$(dirname "$0")/lib.sh"
# What ships is the static release build, whatever CONFIGURATION says.
configuration=release

# What install writes down: every file and folder it made, one path a line, folders before what is in them.
manifest_path=share/saleassistant/installed-files
version=$(sh "$root/Core/Plugins/VersionPlugin/version.sh" "$root")
# The day of the commit built: the same pages for the same commit, whenever they are made.
date=$(git -C "$root" log -1 --format=%cs 2>/dev/null || date -u +%F)

section_of() {
    case $1 in
        sales-middleware | sales-web-server) echo 8 ;;
        *) echo 1 ;;
    esac
}

# stage ROOT PREFIX LAYOUT PROGRAM [INSTALLED_PREFIX] : the program's files under ROOT/PREFIX (sales
# with its desktop entry and icon, the middleware with its systemd unit), laid
# out as `gnu` (make install, the tarballs: man pages as they are, zsh's site-functions, docs in
# share/doc/saleassistant) or `debian` (man pages gzipped, zsh's vendor-completions, docs in
# share/doc/PROGRAM, the unit in /lib/systemd/system and the settings in /etc/default). The unit
# starts the program from INSTALLED_PREFIX/bin (PREFIX, or /usr/local when PREFIX is empty).
stage() {
    local stage_root=$1 prefix=$2 layout=$3 program=$4 installed=${5:-${2:-/usr/local}}
    local top="$stage_root$prefix" built section manual
    built=$(bin "$program")
    section=$(section_of "$program")
    install -d "$top/bin"
    # Symbols and debug information stripped: 60 MB, not 80 (sales); nothing a user runs needs them.
    strip --strip-unneeded --remove-section=.comment -o "$top/bin/$program" "$built"
    chmod 0755 "$top/bin/$program"

    manual="$top/share/man/man$section"
    install -d "$manual"
    python3 "$root/scripts/man.py" "$built" "$section" "$version" "$date" "$root/docs" "$manual"
    [[ $layout == debian ]] && gzip -9n "$manual"/*."$section"

    install -d "$top/share/bash-completion/completions" "$top/share/fish/vendor_completions.d"
    # Sourced, never run: without argument-parser's #! line.
    "$built" --generate-completion-script bash | sed '1{/^#!/d;}' >"$top/share/bash-completion/completions/$program"
    "$built" --generate-completion-script fish >"$top/share/fish/vendor_completions.d/$program.fish"
    local zsh_folder="$top/share/zsh/site-functions"
    [[ $layout == debian ]] && zsh_folder="$top/share/zsh/vendor-completions"
    install -d "$zsh_folder"
    "$built" --generate-completion-script zsh >"$zsh_folder/_$program"

    if [[ $program == sales ]]; then
        # `sales web` in the desktop's menu, with its icon: a manager starts it without a terminal.
        install -D -m 0644 "$root/deploy/desktop/sales-web.desktop" "$top/share/applications/sales-web.desktop"
        install -D -m 0644 "$root/deploy/desktop/saleassistant.svg" \
            "$top/share/icons/hicolor/scalable/apps/saleassistant.svg"
    fi
    if [[ $program == sales-middleware || $program == sales-web-server ]]; then
        local units="$top/lib/systemd/system" defaults="$top/share/doc/saleassistant/$program.default"
        local api_docs="$top/share/doc/saleassistant"
        if [[ $layout == debian ]]; then
            units="$stage_root/lib/systemd/system"
            defaults="$stage_root/etc/default/$program"
            api_docs="$top/share/doc/$program"
        fi
        install -d "$units" "$(dirname "$defaults")"
        sed "s|^ExecStart=/usr/bin/|ExecStart=$installed/bin/|" \
            "$root/deploy/systemd/$program.service" >"$units/$program.service"
        install -m 0644 "$root/deploy/systemd/$program.default" "$defaults"
        if [[ $program == sales-middleware ]]; then
            # The API the man page points to.
            install -d "$api_docs"
            install -m 0644 "$root/docs/openapi.yaml" "$api_docs/openapi.yaml"
        fi
    fi
    find "$stage_root" -type f -exec chmod go-w {} + -o -type d -exec chmod 0755 {} +
}

# docs ROOT PREFIX : the README, the manual it links to and the license, where make install and the
# tarballs keep them.
docs() {
    install -d "$1$2/share/doc/saleassistant/docs"
    install -m 0644 "$root/README.md" "$root/LICENSE" "$1$2/share/doc/saleassistant/"
    install -m 0644 "$root"/docs/*.md "$1$2/share/doc/saleassistant/docs/"
}

install_programs() {
    local destdir=$1 prefix=$2
    shift 2
    need strip python3
    build
    local staging
    staging=$(mktemp -d "${TMPDIR:-/tmp}/sales-install.XXXXXX")
    trap 'rm -rf "$staging"' RETURN
    local program
    for program in "$@"; do stage "$staging" "" gnu "$program" "$prefix"; done
    docs "$staging" ""
    local target="$destdir$prefix" made=() missing=() folder
    # Folders first (only those that are not there yet are install's, the prefix's own included:
    # `..` for a parent of it), then the files.
    folder=$target
    while [[ ! -d $folder ]]; do
        missing=("$folder" "${missing[@]}")
        folder=$(dirname "$folder")
    done
    for folder in "${missing[@]}"; do
        install -d "$folder"
        made+=("$(realpath -m --relative-to="$target" "$folder")")
    done
    while IFS= read -r folder; do
        folder=${folder#./}
        [[ $folder == . || -d "$target/$folder" ]] && continue
        install -d "$target/$folder"
        made+=("$folder")
    done < <(cd "$staging" && find . -type d | sort)
    while IFS= read -r file; do
        file=${file#./}
        install -m "$(stat -c %a "$staging/$file")" "$staging/$file" "$target/$file"
        made+=("$file")
    done < <(cd "$staging" && find . -type f | sort)
    if [[ ! -d "$target/$(dirname "$manifest_path")" ]]; then
        install -d "$target/$(dirname "$manifest_path")"
        made+=("$(dirname "$manifest_path")")
    fi
    # Kept with what an earlier install made (installing twice, or one program after another).
    local earlier=()
    [[ -f "$target/$manifest_path" ]] && mapfile -t earlier <"$target/$manifest_path"
    printf '%s\n' "${earlier[@]}" "${made[@]}" "$manifest_path" | awk 'NF && !seen[$0]++' >"$target/$manifest_path"
    echo "installed $* $version under $target"
}

uninstall_programs() {
    local target="$1$2"
    if [[ ! -f "$target/$manifest_path" ]]; then
        echo "nothing to uninstall: $target/$manifest_path lists what make install made, and there is none" >&2
        return 0
    fi
    local entries=()
    mapfile -t entries <"$target/$manifest_path"
    local entry index
    # Files, then folders in the reverse of the order they were made (what is in a folder first),
    # each only while it is what install made: a folder only when it is empty.
    for entry in "${entries[@]}"; do
        [[ -f "$target/$entry" || -L "$target/$entry" ]] && rm -f "$target/$entry"
    done
    for ((index = ${#entries[@]} - 1; index >= 0; index--)); do
        entry=$(realpath -m "$target/${entries[index]}")
        [[ -d $entry && ! -L $entry ]] && rmdir --ignore-fail-on-non-empty "$entry"
    done
    echo "uninstalled what $target/$manifest_path listed"
}

# deb_version : the version as Debian reads it: no hyphen (that would start a Debian revision),
# `+` instead, so 0.2.0+3+gabc1234 sorts after 0.2.0.
deb_version() { echo "${version//-/+}"; }

# debian_package OUTPUT PROGRAM SECTION_NAME SUMMARY DESCRIPTION : OUTPUT/PROGRAM_VERSION_ARCH.deb.
debian_package() {
    local output=$1 program=$2 area=$3 summary=$4 description=$5
    local package_root arch debver
    package_root=$(mktemp -d "${TMPDIR:-/tmp}/sales-deb.XXXXXX")
    arch=$(dpkg --print-architecture)
    debver=$(deb_version)
    stage "$package_root" /usr debian "$program"
    local doc="$package_root/usr/share/doc/$program"
    install -d "$doc"
    sed "s/@PACKAGE@/$program/" "$root/deploy/debian/copyright" >"$doc/copyright"
    printf '%s (%s) unstable; urgency=medium\n\n  * Built from %s.\n\n -- %s  %s\n' \
        "$program" "$debver" "$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo "a source tree")" \
        "$maintainer" "$(date -u -R -d "$date")" | gzip -9n >"$doc/changelog.gz"
    if [[ -f "$root/deploy/debian/$program.lintian-overrides" ]]; then
        install -D -m 0644 "$root/deploy/debian/$program.lintian-overrides" \
            "$package_root/usr/share/lintian/overrides/$program"
    fi
    find "$package_root" -type d -exec chmod 0755 {} +
    chmod 0644 "$doc/copyright" "$doc/changelog.gz"

    install -d "$package_root/DEBIAN"
    local depends
    depends=$(cd "$package_root" && mkdir -p debian && printf 'Source: %s\n\nPackage: %s\nArchitecture: any\n' \
        "$program" "$program" >debian/control && dpkg-shlibdeps -O "usr/bin/$program" 2>/dev/null \
        | sed -n 's/^shlibs:Depends=//p'; rm -rf debian)
    # Both programs load libcurl when their first request needs it (dlopen: dpkg-shlibdeps cannot
    # see it), and both default to an HTTPS API, whose certificate libcurl checks against
    # ca-certificates. The client reads the reader's time zone from the tz database; the
    # middleware's maintainer scripts use init-system-helpers (deb-systemd-helper,
    # deb-systemd-invoke), as debhelper's do.
    depends="$depends, libcurl4 (>= 7.55.0), ca-certificates"
    # The team server reads each manager's zone from the tz database too, and reaches PostgreSQL
    # through libpq (linked: dpkg-shlibdeps names it).
    [[ $program == sales || $program == sales-web-server ]] && depends="$depends, tzdata"
    [[ $program == sales-middleware || $program == sales-web-server ]] &&
        depends="$depends, init-system-helpers (>= 1.54~)"
    {
        echo "Package: $program"
        echo "Version: $debver"
        echo "Architecture: $arch"
        echo "Maintainer: $maintainer"
        echo "Installed-Size: $(du -sk --exclude=DEBIAN "$package_root" | cut -f1)"
        echo "Depends: $depends"
        echo "Section: $area"
        echo "Priority: optional"
        echo "Description: $summary"
        fold -s -w 72 <<<"$description" | sed 's/ *$//; s/^/ /'
    } >"$package_root/DEBIAN/control"
    if [[ -d "$package_root/etc" ]]; then
        (cd "$package_root" && find etc -type f | sed 's|^|/|') >"$package_root/DEBIAN/conffiles"
    fi
    # The service's maintainer scripts: stopped on remove, systemd reloaded, links gone on purge.
    local script
    for script in postinst prerm postrm; do
        if [[ -f "$root/deploy/debian/$program.$script" ]]; then
            install -m 0755 "$root/deploy/debian/$program.$script" "$package_root/DEBIAN/$script"
        fi
    done
    (cd "$package_root" && find . -path ./DEBIAN -prune -o -path ./etc -prune -o -type f -printf '%P\n' | sort \
        | xargs md5sum) >"$package_root/DEBIAN/md5sums"
    chmod 0644 "$package_root"/DEBIAN/control "$package_root"/DEBIAN/md5sums
    [[ -f "$package_root/DEBIAN/conffiles" ]] && chmod 0644 "$package_root/DEBIAN/conffiles"
    dpkg-deb --root-owner-group -Zxz --build "$package_root" "$output/${program}_${debver}_${arch}.deb" >/dev/null
    rm -rf "$package_root"
}

# tarball OUTPUT PROGRAM : OUTPUT/PROGRAM-VERSION-linux-ARCH.tar.gz, a tree to unpack into a prefix
# (`tar -xzf … -C /usr/local --strip-components=1`).
tarball() {
    local output=$1 program=$2 name
    name="$program-$version-linux-$(uname -m)"
    local staging
    staging=$(mktemp -d "${TMPDIR:-/tmp}/sales-tar.XXXXXX")
    stage "$staging/$name" "" gnu "$program"
    docs "$staging/$name" ""
    tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="$date" -C "$staging" -czf "$output/$name.tar.gz" "$name"
    rm -rf "$staging"
}

maintainer="SaleAssistant maintainers <maintainers@users.noreply.a-seed-37bc1132.example>"

dist() {
    local output=$1
    need strip python3 dpkg-shlibdeps
    build
    install -d "$output"
    rm -f "$output"/*.tar.gz "$output"/*.deb "$output/SHA256SUMS"
    tarball "$output" sales
    tarball "$output" sales-middleware
    tarball "$output" sales-web-server
    debian_package "$output" sales utils "worldwide sales by product, converted to any currency" \
        "sales lists every product with its number of sales and its revenue, shows one product's sales newest first, reports revenue by month, product or currency, converts amounts and prices quotes, each converted exactly with the rates of a sales-middleware. Commands for scripts (tables, JSON, CSV) and a full-screen terminal app; an encrypted local copy answers when the network does not."
    debian_package "$output" sales-middleware net "direct conversion rates solved from multi-step upstream rates" \
        "sales-middleware reads an upstream's conversion rates, given in mixed directions and some only in several steps, solves the direct rate of every currency to USD (or any currency) exactly, and serves them over HTTP with caching headers, metrics and JSON logs. A hardened systemd unit is included; its settings are in /etc/default/sales-middleware."
    debian_package "$output" sales-web-server net "SaleAssistant's pages for a whole sales team, over HTTPS" \
        "sales-web-server serves SaleAssistant's pages (products, a product's sales, reports, downloads) to every manager of a company on their phone or laptop, as replicas behind an HTTPS front sharing one PostgreSQL: sign-in through the sales API, sessions stored hashed, the API's tokens sealed at rest, each manager's figures kept apart and shown in their own zone and currency. /health, /ready, Prometheus metrics and JSON logs. A hardened systemd unit is included; its settings are in /etc/default/sales-web-server, its key comes as a credential."
    (cd "$output" && sha256sum -- *.tar.gz *.deb >SHA256SUMS)
    echo "dist ($version):"
    (cd "$output" && stat -c '%n %s' -- *.tar.gz *.deb | awk '{ printf "  %-60s %6.1f MB\n", $1, $2 / 1e6 }')
}

command=${1:-}
shift || true
case $command in
    install) install_programs "$@" ;;
    uninstall) uninstall_programs "$@" ;;
    dist) dist "$@" ;;
    *)
        echo "usage: package.sh install DESTDIR PREFIX PROGRAM... | uninstall DESTDIR PREFIX | dist OUTPUT" >&2
        exit 2
        ;;
esac
