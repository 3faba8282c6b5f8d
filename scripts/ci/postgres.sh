#!/usr/bin/env bash
# Starts or stops a throwaway PostgreSQL 15 server on a loopback port for the repository tests.
#   scripts/ci/postgres.sh start <dir> <port>   prints nothing; the server accepts postgres@127.0.0.1:<port>
#   scripts/ci/postgres.sh stop <dir>
set -euo pipefail
PGBIN=${PGBIN:-/usr/lib/postgresql/15/bin}
action=$1
dir=$2
case "$action" in
  start)
    port=$3
    if [ ! -x "$PGBIN/postgres" ]; then
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
    fi
    rm -rf "$dir" && mkdir -p "$dir" && chown postgres:postgres "$dir" && chmod 700 "$dir"
    runuser -u postgres -- "$PGBIN/initdb" -D "$dir/data" -A trust -U postgres --encoding=UTF8 --no-locale >/dev/null
    runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
    ;;
  stop)
    if [ -d "$dir/data" ]; then
      runuser -u postgres -- "$PGBIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    fi
    ;;
  *)
    echo "usage: $0 start <dir> <port> | stop <dir>" >&2
    exit 2
    ;;
esac
