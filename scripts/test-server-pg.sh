#!/usr/bin/env bash
# Runs the server test suite against a real PostgreSQL: a throwaway cluster in a temp directory,
# on a free loopback port, removed again however the tests end.
# Needs Debian's `postgresql` package (apt-get install -y postgresql). Works as root (the cluster
# runs as the `postgres` user, since PostgreSQL refuses to run as root) or as an ordinary user.
set -euo pipefail
cd "$(dirname "$0")/.."

find_bin() {
  local name=$1 candidate
  for candidate in /usr/lib/postgresql/*/bin/"$name"; do
    [ -x "$candidate" ] && { echo "$candidate"; return; }
  done
  command -v "$name" || { echo "cannot find $name: install PostgreSQL (apt-get install -y postgresql)" >&2; exit 1; }
}
INITDB=$(find_bin initdb)
PG_CTL=$(find_bin pg_ctl)

if [ "$(id -u)" = 0 ]; then
  RUN_AS=(runuser -u postgres --)
  id postgres >/dev/null 2>&1 || { echo "user postgres is missing" >&2; exit 1; }
else
  RUN_AS=()
fi

PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
WORK=$(mktemp -d /tmp/qe-pg.XXXXXX)
DATA="$WORK/data"
chmod 755 "$WORK"
[ "$(id -u)" = 0 ] && chown postgres "$WORK"

cleanup() {
  "${RUN_AS[@]}" "$PG_CTL" -D "$DATA" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT INT TERM

"${RUN_AS[@]}" "$INITDB" -D "$DATA" -U postgres -A trust --no-sync -E UTF8 >"$WORK/initdb.log"
"${RUN_AS[@]}" "$PG_CTL" -D "$DATA" -l "$WORK/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c fsync=off -c max_connections=200" start >/dev/null
echo "PostgreSQL $("$INITDB" --version | awk '{print $3}') on 127.0.0.1:$PORT"

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
npx vitest run --project server "$@"
