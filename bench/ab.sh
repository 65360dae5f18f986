#!/usr/bin/env bash
# A/B runs of the event POST, alternating two builds on fresh servers (req/s moves ±15 % run to
# run on this VM; alternating keeps the comparison fair):
#   bench/ab.sh BINARY_A BINARY_B [MODE] [MINIMAL] [ROUNDS] [DURATION]
#   (defaults: durable, MINIMAL=0, 3 rounds, 6s; BENCH_SESSION_COUNT=64 sessions)
# Each run starts `BINARY serve --durability MODE` on a fresh data folder, creates the
# lifecycle-logger sessions, runs `wrk -t2 -c64 --latency` with bench/event-post.lua and prints
# req/s, p50/p99, the server's CPU time per request (user + kernel, /proc/PID/stat; the store's
# writer thread's part in parentheses) and the machine's idle share. Keep a copy of the "before" binary: `swift build` replaces it.
set -euo pipefail
cd "$(dirname "$0")/.."
[[ $# -ge 2 ]] || { sed -n '2,9p' "$0"; exit 2; }
A=$1 B=$2 MODE=${3:-durable} MINIMAL=${4:-0} ROUNDS=${5:-3} DURATION=${6:-6s}
OUT=bench/out/ab
mkdir -p "$OUT"
run() {
    local binary=$1
    rm -rf "$OUT/data"
    "$binary" serve --port 0 --durability "$MODE" --data "$OUT/data" >"$OUT/server.out" 2>&1 &
    local server=$! url=""
    for _ in $(seq 200); do
        url=$(sed -n 's/^Swivel listening on //p' "$OUT/server.out")
        [[ -n "$url" ]] && break
        sleep 0.05
    done
    : >"$OUT/sessions.txt"
    for _ in $(seq "${BENCH_SESSION_COUNT:-64}"); do
        curl -sf -X POST "$url/v1/sessions" -H 'Content-Type: application/json' -d '{"app":"lifecycle-logger"}' \
            | python3 -c 'import json, sys; print(json.load(sys.stdin)["id"])' >>"$OUT/sessions.txt"
    done
    local ticks_before idle_before idle_after writer writer_before
    ticks_before=$(awk '{print $14 + $15}' "/proc/$server/stat")
    # The store's writer thread (none with --durability memory), counted apart.
    writer=$(grep -lx swivel-writer /proc/"$server"/task/*/comm 2>/dev/null | head -1 | xargs -r dirname || true)
    writer_before=$( [[ -n "$writer" ]] && awk '{print $14 + $15}' "$writer/stat" || echo 0)
    idle_before=$(awk '/^cpu / {print $5, $2 + $3 + $4 + $5 + $6 + $7 + $8}' /proc/stat)
    BENCH_SESSIONS="$OUT/sessions.txt" BENCH_MINIMAL=$MINIMAL wrk -t2 -c64 -d"$DURATION" --latency \
        -s bench/event-post.lua "$url" >"$OUT/wrk.out"
    idle_after=$(awk '/^cpu / {print $5, $2 + $3 + $4 + $5 + $6 + $7 + $8}' /proc/stat)
    local ticks=$(( $(awk '{print $14 + $15}' "/proc/$server/stat") - ticks_before ))
    local writer_ticks=$(( $( [[ -n "$writer" ]] && awk '{print $14 + $15}' "$writer/stat" || echo 0) - writer_before ))
    kill "$server"; wait "$server" 2>/dev/null || true
    python3 - "$OUT/wrk.out" "$ticks" "$(getconf CLK_TCK)" "$idle_before" "$idle_after" "$(basename "$binary")" "$writer_ticks" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
requests = int(re.search(r"(\d+) requests in", text).group(1))
rate = float(re.search(r"Requests/sec:\s+([\d.]+)", text).group(1))
p50, p99 = (re.search(rf"^\s+{p}%\s+(\S+)", text, re.M).group(1) for p in (50, 99))
cpu = int(sys.argv[2]) * 1e6 / int(sys.argv[3]) / requests
writer = int(sys.argv[7]) * 1e6 / int(sys.argv[3]) / requests
(i0, t0), (i1, t1) = (map(int, sys.argv[4].split()), map(int, sys.argv[5].split()))
non2xx = re.search(r"Non-2xx or 3xx responses: (\d+)", text)
print(f"{sys.argv[6]:<24} {rate:>9,.0f} req/s  p50 {p50:>7}  p99 {p99:>7}  server CPU {cpu:5.1f} µs/request"
      f" (writer {writer:4.1f})"
      f"  idle {100 * (i1 - i0) / (t1 - t0):3.0f} %" + (f"  NON-2XX {non2xx.group(1)}" if non2xx else ""))
PY
}
echo "$MODE event POST, minimal=$MINIMAL, ${BENCH_SESSION_COUNT:-64} sessions, wrk -t2 -c64 -d$DURATION, $ROUNDS rounds"
for _ in $(seq "$ROUNDS"); do run "$A"; run "$B"; done
