#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the tests and prints its URL on the last line.
# Usage: source-free; `url=$(bash scripts/start-postgres.sh | tail -n1)`.
set -euo pipefail
PGPORT="${PGPORT:-55432}"
PGDATA_DIR="${PGDATA_DIR:-/tmp/rp-pgdata}"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1)
[ -n "$bin" ] || { echo "PostgreSQL is not installed (apt-get install postgresql)" >&2; exit 1; }
id postgres >/dev/null 2>&1 || useradd --system --home /var/lib/postgresql postgres
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

if ! as_pg "$bin/pg_ctl -D $PGDATA_DIR status" >/dev/null 2>&1; then
  rm -rf "$PGDATA_DIR"
  mkdir -p "$PGDATA_DIR"
  [ "$(id -u)" = 0 ] && chown postgres "$PGDATA_DIR"
  as_pg "$bin/initdb -D $PGDATA_DIR --auth=trust --username=postgres --encoding=UTF8 >/dev/null"
  as_pg "$bin/pg_ctl -D $PGDATA_DIR -l $PGDATA_DIR/server.log -o '-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1 -c max_connections=300' -w start >/dev/null"
fi
echo "postgres://postgres@127.0.0.1:$PGPORT/postgres"
