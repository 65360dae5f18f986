#!/usr/bin/env bash
# Server CPU per event POST by thread, under `make bench`'s load on the default configuration:
#   bench/thread-cpu.sh [swivel|lean] [MINIMAL] [SECONDS]   (defaults: swivel, 1, 8)
# Starts the release `swivel serve` with every setting default (durable store, default threads,
# `info` log level) — or bench/lean (the C reference, built by bench/run.sh) answering Swivel's
# minimal/full sizes — creates 64 lifecycle-logger sessions (on Swivel; the C server takes any
# path), runs `wrk -t2 -c64` with bench/event-post.lua, and prints each thread name's user +
# kernel time per request (from /proc/PID/task/*/stat). Where a request's CPU goes between
# the HTTP threads and the writer (BENCHMARKS.md, "The honest limit").
set -euo pipefail
cd "$(dirname "$0")/.."
SERVER=${1:-swivel}
export BENCH_MINIMAL=${2:-1}
DURATION=${3:-8}
OUT=bench/out/thread-cpu
rm -rf "$OUT"
mkdir -p "$OUT"
port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')
export BENCH_SESSIONS="$OUT/sessions.txt"
: >"$BENCH_SESSIONS"
case "$SERVER" in
swivel)
    binary="$(swift build -c release --show-bin-path)/swivel"
    "$binary" serve --port "$port" --data "$OUT/data" >"$OUT/server.log" 2>&1 &
    ;;
lean)
    # Built here when missing or older than its source (its writer thread is named `c-writer`).
    if [ ! -x bench/lean ] || [ bench/durable.c -nt bench/lean ]; then
        cc -O2 -Wall -DLEAN -o bench/lean bench/durable.c $(pkg-config --cflags --libs libmicrohttpd sqlite3) -lpthread
    fi
    # Swivel's answer sizes as `make bench` measured them on this build (bench/run.sh prints them).
    bench/lean "$port" 2 "$OUT/journal.sqlite" "${BENCH_FULL_BYTES:-5372}" "${BENCH_MINIMAL_BYTES:-2037}" >"$OUT/server.log" 2>&1 &
    ;;
*) echo "usage: bench/thread-cpu.sh [swivel|lean] [MINIMAL] [SECONDS]" >&2; exit 2 ;;
esac
server=$!
trap 'kill $server 2>/dev/null || true; wait $server 2>/dev/null || true' EXIT
# Ready: Swivel answers its health check; the C server says so (it answers every request as an
# event, and a body-less one is not).
for _ in $(seq 100); do
    if [ "$SERVER" = swivel ]; then curl -sf -o /dev/null "http://127.0.0.1:$port/v1/health" && break
    else grep -q listening "$OUT/server.log" 2>/dev/null && break; fi
    sleep 0.1
done
for _ in $(seq 64); do
    if [ "$SERVER" = swivel ]; then
        curl -sf -X POST "http://127.0.0.1:$port/v1/sessions" -H 'Content-Type: application/json' \
            -d '{"app":"lifecycle-logger"}' | python3 -c 'import json, sys; print(json.load(sys.stdin)["id"])' >>"$BENCH_SESSIONS"
    else
        echo "s$RANDOM" >>"$BENCH_SESSIONS"
    fi
done
# name ticks, summed over the threads of each name (utime and stime, the 14th and 15th fields
# of stat, counted after the ")" that ends the name, which may hold spaces)
snapshot() {
    for task in /proc/$server/task/*; do
        echo "$(tr ' ' '_' <"$task/comm") $(sed 's/.*) //' "$task/stat" | awk '{print $12 + $13}')"
    done | sort
}
snapshot >"$OUT/before"
wrk -t2 -c64 -d"${DURATION}s" -s bench/event-post.lua "http://127.0.0.1:$port" >"$OUT/wrk.txt"
snapshot >"$OUT/after"
requests=$(awk '/requests in/ {print $1}' "$OUT/wrk.txt")
echo "$SERVER, minimal=$BENCH_MINIMAL: $(awk '/Requests\/sec/ {print $2}' "$OUT/wrk.txt") req/s"
# Threads started during the load count from zero (join -a2 -e0).
join -a2 -e0 -o 0,1.2,2.2 <(awk '{a[$1] += $2} END {for (k in a) print k, a[k]}' "$OUT/before" | sort) \
     <(awk '{a[$1] += $2} END {for (k in a) print k, a[k]}' "$OUT/after" | sort) |
    awk -v r="$requests" -v t="$(getconf CLK_TCK)" '{d = $3 - $2; total += d; if (d > 0) printf "  %-16s %6.2f µs/request\n", $1, d / t * 1e6 / r}
        END {printf "  %-16s %6.2f µs/request\n", "total", total / t * 1e6 / r}'
