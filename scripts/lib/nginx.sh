# shellcheck shell=bash
# An nginx of our own, in the foreground (sourced through lib.sh).

# nginx_conf DIR HTTP_BODY : prints an nginx.conf for an nginx in the foreground whose pid, logs and
# temporary files stay in DIR (DIR/tmp must exist); HTTP_BODY goes inside `http { }`. Started by
# root, nginx's workers would run as nobody, who cannot reach DIR below a private folder (a 0700
# home, a mktemp folder, /root): they run as the user who started it instead.
nginx_conf() {
    (($(id -u) == 0)) && echo "user $(id -un) $(id -gn);"
    cat <<NGINX
worker_processes auto;
daemon off;
pid $1/nginx.pid;
error_log $1/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path $1/tmp/body;
    proxy_temp_path $1/tmp/proxy;
    fastcgi_temp_path $1/tmp/fastcgi;
    uwsgi_temp_path $1/tmp/uwsgi;
    scgi_temp_path $1/tmp/scgi;
$2
}
NGINX
}

# fill_template TEMPLATE OUTPUT NAME... : TEMPLATE with each ${NAME} replaced by that variable's
# value from the environment; nginx's own $variables stay as they are.
fill_template() {
    local template=$1 output=$2
    shift 2
    NAMES="$*" python3 - "$template" "$output" <<'PY'
import os, re, sys
names = "|".join(os.environ["NAMES"].split())
text = open(sys.argv[1]).read()
text = re.sub(r"\$\{(" + names + r")\}", lambda m: os.environ[m.group(1)], text)
open(sys.argv[2], "w").write(text)
PY
}
