#!/usr/bin/env bash
# Server CPU per event POST, which moves far less than req/s on a shared machine:
#   bench/cpu-per-request.sh [RUNS] [MINIMAL]     (defaults: 5 runs, MINIMAL=1)
# Starts the release `swivel serve --durability memory --threads 2`, creates 64
# lifecycle-logger sessions, then runs `wrk -t2 -c64 -d5s` with bench/event-post.lua RUNS times
# in a row against the same server, printing for each run: req/s, the server's CPU time per
# request (user + kernel, from /proc/PID/stat), page faults per request and RSS.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-5}
export BENCH_MINIMAL=${2:-1}
OUT=bench/out
mkdir -p "$OUT"
rm -rf "$OUT/cpu-data"
binary="$(swift build -c release --show-bin-path)/swivel"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
"$binary" serve --port "$port" --durability memory --log-level warning --threads 2 --data "$OUT/cpu-data" >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true' EXIT
for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/v1/health" >/dev/null 2>&1 && break; sleep 0.1; done
export BENCH_SESSIONS="$OUT/cpu-sessions.txt"
: >"$BENCH_SESSIONS"
for _ in $(seq 64); do
    curl -sf -X POST "http://127.0.0.1:$port/v1/sessions" -H 'Content-Type: application/json' \
        -d '{"app":"lifecycle-logger"}' | python3 -c 'import json, sys; print(json.load(sys.stdin)["id"])' >>"$BENCH_SESSIONS"
done
stat_of() { awk '{print $14, $15, $10}' "/proc/$server/stat"; }
ticks=$(getconf CLK_TCK)
for run in $(seq "$RUNS"); do
    before=$(stat_of)
    result=$(wrk -t2 -c64 -d5s -s bench/event-post.lua "http://127.0.0.1:$port" | awk '/requests in/ {n=$1} /Requests\/sec/ {r=$2} END {print n, r}')
    after=$(stat_of)
    rss=$(awk '/VmRSS/ {print $2}' "/proc/$server/status")
    python3 - "$before" "$after" "$result" "$rss" "$ticks" "$run" <<'PY'
import sys
b, a = list(map(int, sys.argv[1].split())), list(map(int, sys.argv[2].split()))
requests, rate = sys.argv[3].split()
n, tick = int(requests), 1e6 / int(sys.argv[5])
user, kernel = (a[0] - b[0]) * tick / n, (a[1] - b[1]) * tick / n
print(f"run {sys.argv[6]}: {float(rate):>8,.0f} req/s   CPU per request {user + kernel:5.1f} µs "
      f"(user {user:4.1f}, kernel {kernel:4.1f})   page faults per request {(a[2] - b[2]) / n:.2f}   RSS {int(sys.argv[4]) // 1024} MB")
PY
done
