#!/bin/sh
# As the official image: a first start makes the cluster (POSTGRES_USER, its POSTGRES_PASSWORD,
# POSTGRES_DB), listening on every address with passwords; every start runs the server as postgres.
set -eu
user=${POSTGRES_USER:-postgres}
as_postgres() { setpriv --reuid=postgres --regid=postgres --init-groups "$@"; }
install -d -o postgres -g postgres -m 0700 "$PGDATA"
install -d -o postgres -g postgres -m 0775 /var/run/postgresql
if [ ! -s "$PGDATA/PG_VERSION" ]; then
    : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is needed to make the cluster}"
    password=$(mktemp)
    printf '%s\n' "$POSTGRES_PASSWORD" >"$password"
    chown postgres "$password"
    as_postgres initdb -D "$PGDATA" -U "$user" --pwfile="$password" --auth-local=trust \
        --auth-host=scram-sha-256 >/dev/null
    rm -f "$password"
    echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
    echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
    database=${POSTGRES_DB:-$user}
    if [ "$database" != postgres ]; then
        as_postgres pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
        as_postgres createdb -U "$user" "$database"
        as_postgres pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
    fi
fi
exec setpriv --reuid=postgres --regid=postgres --init-groups "$@"
