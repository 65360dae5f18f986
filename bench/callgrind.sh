#!/usr/bin/env bash
# Instruction counts per event POST (deterministic, unlike req/s on a shared machine):
#   bench/callgrind.sh [N] [MINIMAL]     (defaults: 2000 requests, MINIMAL=1)
# CALLGRIND_DURABILITY=durable profiles the default store instead (one client: one commit per
# request, so the writer's per-commit work is not shared as under load).
# Runs the release `swivel serve --threads 1 --durability memory` under
# `valgrind --tool=callgrind`, sends N rotate POSTs from one keep-alive client
# (bench/keepalive-client.py) and prints the access handler's inclusive instructions per
# request. The profile stays in bench/out/callgrind.out (annotated: bench/out/callgrind.txt).
set -euo pipefail
cd "$(dirname "$0")/.."
COUNT=${1:-2000}
MINIMAL=${2:-1}
OUT=bench/out
mkdir -p "$OUT"
rm -rf "$OUT/callgrind-data"
# CALLGRIND_BINARY=PATH profiles that build instead (a copy of an earlier one, for before/after).
binary=${CALLGRIND_BINARY:-$(bench/callgrind-build.sh swivel)}  # a release build valgrind can read
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind.out" "$binary" serve --port "$port" \
    --threads 1 --durability "${CALLGRIND_DURABILITY:-memory}" --log-level warning --data "$OUT/callgrind-data" >"$OUT/callgrind.log" 2>&1 &
server=$!
trap 'kill -INT $server 2>/dev/null || true; wait $server 2>/dev/null || true' EXIT
for _ in $(seq 200); do
    curl -sf "http://127.0.0.1:$port/v1/health" >/dev/null 2>&1 && break
    sleep 0.3
done
python3 bench/keepalive-client.py "$port" "$COUNT" "$MINIMAL"
kill -INT $server
wait $server 2>/dev/null || true
trap - EXIT
callgrind_annotate --inclusive=yes "$OUT/callgrind.out" >"$OUT/callgrind.txt" 2>/dev/null
total=$(awk '/swivelAccessHandler/ {gsub(",", "", $1); print $1; exit}' "$OUT/callgrind.txt")
python3 -c "import sys; print(f'access handler: {int(sys.argv[1]) / int(sys.argv[2]):,.0f} instructions per request ({sys.argv[2]} requests, minimal={sys.argv[3]})')" "$total" "$COUNT" "$MINIMAL"
