#!/usr/bin/env bash
# Starts (or reuses) a throwaway PostgreSQL cluster for the tests and prints its TEST_DATABASE_URL, and
# PGTEST_STARTED=1 when this call started it (a cluster that was already running is someone else's to stop).
# Usage: eval "$(bash scripts/pg-test-server.sh start)"   |   bash scripts/pg-test-server.sh stop
set -euo pipefail
PGPORT="${PGTEST_PORT:-54329}"
PGDATA_DIR="${PGTEST_DIR:-/tmp/mctrading-pgtest}"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "PostgreSQL não está instalado (apt-get install -y postgresql)." >&2
  exit 1
fi
run() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}
case "${1:-start}" in
start)
  if ! run "$bin/pg_ctl -D $PGDATA_DIR status" >/dev/null 2>&1; then
    rm -rf "$PGDATA_DIR"
    mkdir -p "$PGDATA_DIR"
    [ "$(id -u)" = 0 ] && chown postgres "$PGDATA_DIR"
    run "$bin/initdb -D $PGDATA_DIR -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8" >/dev/null
    run "$bin/pg_ctl -D $PGDATA_DIR -l $PGDATA_DIR/log -w -o \"-p $PGPORT -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" start" >/dev/null
    echo "export PGTEST_STARTED=1"
  fi
  run "$bin/psql -h 127.0.0.1 -p $PGPORT -U postgres -tAc \"select 1 from pg_database where datname='mctrading'\"" | grep -q 1 ||
    run "$bin/createdb -h 127.0.0.1 -p $PGPORT -U postgres mctrading"
  echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PGPORT/mctrading"
  ;;
stop)
  run "$bin/pg_ctl -D $PGDATA_DIR -m fast stop" >/dev/null 2>&1 || true
  ;;
esac
