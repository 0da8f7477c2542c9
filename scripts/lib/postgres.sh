# shellcheck shell=bash
# A PostgreSQL server of our own (sourced through lib.sh): Debian's, in a folder the caller names,
# on 127.0.0.1 at a free port, as the `postgres` user when we are root (PostgreSQL refuses root).
# Sets postgres_port and postgres_url (the `sales` user, trusted on loopback: a test's server).

# postgres_bin PROGRAM : the path of Debian's newest PostgreSQL program.
postgres_bin() {
    local newest
    newest=$(compgen -G "/usr/lib/postgresql/*/bin/$1" | sort -V | tail -n 1)
    [[ -n $newest ]] || { echo "no PostgreSQL server here: install Debian's postgresql" >&2; return 1; }
    echo "$newest"
}

# as_postgres COMMAND... : runs COMMAND as the postgres user when we are root, as ourselves otherwise.
as_postgres() {
    if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# start_postgres FOLDER : initdb (once) and start a server in FOLDER (given to the postgres user when
# we are root: its parents must let that user through), waiting until it accepts connections
# (pg_ctl -w: its own readiness signal).
start_postgres() {
    local folder=$1
    need postgres
    mkdir -p "$folder"
    [[ $(id -u) -eq 0 ]] && chown postgres: "$folder"
    if [[ ! -f $folder/data/PG_VERSION ]]; then
        as_postgres "$(postgres_bin initdb)" -D "$folder/data" -A trust -U sales -E UTF8 --locale=C --no-sync \
            >"$folder/initdb.log" 2>&1 || { cat "$folder/initdb.log" >&2; return 1; }
    fi
    postgres_port=${postgres_port:-$(free_port)}
    postgres_url="postgresql://sales@127.0.0.1:$postgres_port/postgres"
    as_postgres "$(postgres_bin pg_ctl)" -D "$folder/data" -l "$folder/server.log" -w -t 60 \
        -o "-p $postgres_port -k $folder -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null \
        || { cat "$folder/server.log" >&2; return 1; }
}

# stop_postgres FOLDER : stops the server in FOLDER (fast: connections are ended), waiting for it.
stop_postgres() {
    as_postgres "$(postgres_bin pg_ctl)" -D "$1/data" -w -m fast stop >/dev/null 2>&1
}

# psql_value SQL : the one value SQL answers, from the server start_postgres started.
psql_value() {
    psql -X -A -t -q "$postgres_url" -c "$1"
}
