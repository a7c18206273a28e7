#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster, then removes the cluster.
# Usage: bash scripts/with-postgres.sh <command...>
# When TEST_DATABASE_URL is already set, that server is used as it is (nothing is started).
# The server tests then create (and drop) one database per test server on it.
set -euo pipefail

if [ -n "${TEST_DATABASE_URL:-}" ]; then exec "$@"; fi

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql (or set TEST_DATABASE_URL)" >&2
  exit 1
fi

# In memory (tmpfs) when there is room: each test database is a file copy of the template, and the data folder lives
# only as long as the run. Docker gives /dev/shm 64 MB: then /tmp.
scratch=/tmp
if [ "$(df -P -k /dev/shm 2>/dev/null | awk 'NR == 2 { print $4 }')" -ge $((2 * 1024 * 1024)) ] 2>/dev/null; then scratch=/dev/shm; fi
dir=$(mktemp -d "$scratch/pg-test.XXXXXX")
port=${TEST_PG_PORT:-55432}
# initdb refuses to run as root: the cluster belongs to the postgres user when we are root.
as_owner() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/sh -c "$*"; else sh -c "$*"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$dir"

cleanup() {
  as_owner "'$bin/pg_ctl' -D '$dir/data' -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

as_owner "'$bin/initdb' -D '$dir/data' -A trust -U postgres --no-sync" >/dev/null
# max_connections: the concurrency tests open many pools at once; fsync off: a throwaway cluster.
as_owner "'$bin/pg_ctl' -D '$dir/data' -l '$dir/log' -w -o \"-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off\" start" >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
