# shellcheck shell=bash
# Installing missing Debian tools (sourced through lib.sh).

# apt_install PACKAGE... : installs Debian packages (as root, or through sudo); the package lists
# are refreshed only when an install fails on stale ones. The one installer every script uses.
apt_install() {
    local as_root=()
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null 2>&1 || { echo "$* missing, and neither root nor sudo is there to install them: install them by hand" >&2; return 1; }
        as_root=(sudo)
    fi
    command -v apt-get >/dev/null 2>&1 || { echo "no apt-get here: install $* (or your system's equivalents) by hand" >&2; return 1; }
    echo "installing $* (Debian)" >&2
    DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "$@" >/dev/null 2>&1 \
        || { "${as_root[@]}" apt-get update -qq >/dev/null \
            && DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "$@" >/dev/null; }
}

# need TOOL... : installs missing tools from Debian (nginx as nginx-light; `time` as /usr/bin/time;
# fonts-cjk as fonts-droid-fallback).
need() {
    local missing=() tool
    for tool in "$@"; do
        case $tool in
            nginx) command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || missing+=(nginx-light) ;;
            time) [[ -x /usr/bin/time ]] || missing+=(time) ;;
            man) command -v man >/dev/null || missing+=(man-db) ;;
            groff) command -v groff >/dev/null || missing+=(groff-base) ;;
            dpkg-shlibdeps) command -v dpkg-shlibdeps >/dev/null || missing+=(dpkg-dev) ;;
            systemd-analyze) command -v systemd-analyze >/dev/null || missing+=(systemd) ;;
            strip) command -v strip >/dev/null || missing+=(binutils) ;;
            ss) command -v ss >/dev/null || missing+=(iproute2) ;;
            cc) command -v cc >/dev/null || missing+=(gcc) ;;
            postgres) compgen -G "/usr/lib/postgresql/*/bin/postgres" >/dev/null || missing+=(postgresql) ;;
            # A face for Chinese and Japanese, so that a browser's screenshots show them, not boxes.
            fonts-cjk) [[ -e /usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf ]] || missing+=(fonts-droid-fallback) ;;
            desktop-file-validate) command -v desktop-file-validate >/dev/null || missing+=(desktop-file-utils) ;;
            *) command -v "$tool" >/dev/null || missing+=("$tool") ;;
        esac
    done
    ((${#missing[@]} == 0)) || apt_install "${missing[@]}"
}

# need_python PACKAGE=MODULE... : installs from PyPI each package (a pip requirement, versions and
# all) whose module Python cannot import.
need_python() {
    local missing=() pair
    for pair in "$@"; do
        python3 -c "import ${pair##*=}" 2>/dev/null || missing+=("${pair%=*}")
    done
    ((${#missing[@]} == 0)) && return 0
    echo "installing ${missing[*]} (PyPI)" >&2
    python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore "${missing[@]}"
}
