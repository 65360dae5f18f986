#!/usr/bin/env bash
# `make bench`: bare C libmicrohttpd vs Swivel, same machine, same wrk load.
#   - builds bench/hello, bench/lean and bench/durable (C) and uses the release swivel (`make release` ran before)
#   - the C lean reference (bench/durable.c built with -DLEAN) does Swivel's durable mechanism with no engine and
#     nothing a C server would not do (read the body, suspend, group-committed SQLite WAL append
#     with synchronous=FULL, resume, a pre-built answer of Swivel's size): the durable POST is
#     printed as a ratio of it — req/s, p50, p99 and CPU per request, full and minimal answers.
#     bench/durable.c (the same with a zeroed 64 KB buffer per request, the reference before) is
#     printed beside it for continuity.
#   - Swivel runs as a user runs it: default settings, the default log level (info: one
#     request-log line per answer) included
#   - runs `wrk -t2 -c64 -d10s` on the C GET, then, in the same run, on Swivel in each
#     durability mode: first the DEFAULT (durable store, default threads), then fast, then memory.
#     Each mode gets a fresh server and data folder, 64 sessions (BENCH_APP, default
#     lifecycle-logger) and the event POST (one rotate per request over the 64 sessions,
#     bench/event-post.lua) with the full snapshot and with `Prefer: return=minimal`; the memory
#     server also answers GET /v1/health and GET …/layout.
#   - prints req/s, p50/p99 latency, the server's CPU time per request (user + kernel, every
#     thread; /proc/PID/stat) and non-2xx counts per case, then every case as a ratio of
#     the C GET of the same run; the durable server then takes BENCH_RSS_RUNS (default 5) more
#     event POST runs and its resident memory is printed before and after each
# Add scenarios with `bench_case NAME URL [WRK_LUA_SCRIPT]` in main() below.
#
# BENCH_SWIVEL_BIN names another swivel binary (default: the release build's).
#
# BENCH_PIN=1 pins both servers to CPU 0 and wrk to CPU 1 (taskset), so that server and load
# generator stop competing for the same core: the scheduler then no longer sets the p99, and
# each ratio compares what the servers themselves cost. Default: unpinned, as before.
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=bench/out
DURATION=${BENCH_DURATION:-10s}
CONNECTIONS=${BENCH_CONNECTIONS:-64}
THREADS=${BENCH_THREADS:-2}
SERVER_CPU=()
CLIENT_CPU=()
if [[ "${BENCH_PIN:-0}" == 1 ]]; then
    SERVER_CPU=(taskset -c 0)
    CLIENT_CPU=(taskset -c 1)
fi
mkdir -p "$OUT"

PIDS=()
cleanup() {
    local pid
    for pid in "${PIDS[@]}"; do
        kill -TERM "$pid" 2>/dev/null || true
        wait "$pid" 2>/dev/null || true
    done
}
trap cleanup EXIT

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

build_c_baseline() {
    cc -O2 -Wall -o bench/hello bench/hello.c $(pkg-config --cflags --libs libmicrohttpd) -lpthread
    cc -O2 -Wall -o bench/durable bench/durable.c $(pkg-config --cflags --libs libmicrohttpd sqlite3) -lpthread
    cc -O2 -Wall -DLEAN -o bench/lean bench/durable.c $(pkg-config --cflags --libs libmicrohttpd sqlite3) -lpthread
}

# start_c_durable NAME FULL_BYTES MINIMAL_BYTES: a C durable reference (bench/NAME: lean or
# durable) on a free port with a fresh database, answering bodies of Swivel's sizes; sets
# C_DURABLE_URL and C_DURABLE_PID.
start_c_durable() {
    local name=$1 port
    port=$(free_port)
    rm -rf "$OUT/data-c-$name"
    mkdir -p "$OUT/data-c-$name"
    "${SERVER_CPU[@]}" "bench/$name" "$port" 2 "$OUT/data-c-$name/journal.sqlite" "$2" "$3" >"$OUT/$name.out" 2>&1 &
    C_DURABLE_PID=$!
    PIDS+=("$C_DURABLE_PID")
    for _ in $(seq 100); do
        grep -q "listening" "$OUT/$name.out" 2>/dev/null && break
        sleep 0.05
    done
    C_DURABLE_URL="http://127.0.0.1:$port"
}

stop_c_durable() {
    kill -TERM "$C_DURABLE_PID" 2>/dev/null || true
    wait "$C_DURABLE_PID" 2>/dev/null || true
}

# answer_bytes SESSION PREFER ORIENTATION: the size of Swivel's answer to one rotate POST
# (one that really rotates, as bench/event-post.lua's do).
answer_bytes() {
    curl -s -o /dev/null -w '%{size_download}' -X POST "$SWIVEL_URL/v1/sessions/$1/events" \
        -H 'Content-Type: application/json' -H "Prefer: $2" -d "{\"type\":\"rotate\",\"orientation\":\"$3\"}"
}

# Starts the C server on a free port; sets C_URL.
start_c_baseline() {
    local port
    port=$(free_port)
    "${SERVER_CPU[@]}" bench/hello "$port" 2 >"$OUT/hello.out" 2>&1 &
    C_PID=$!
    PIDS+=("$C_PID")
    for _ in $(seq 100); do
        grep -q "listening" "$OUT/hello.out" 2>/dev/null && break
        sleep 0.05
    done
    C_URL="http://127.0.0.1:$port"
}

# start_swivel MODE: release swivel with --port 0 and durability MODE (a fresh data folder;
# everything else default, the log level included: stderr goes to a file, as a service's
# would); sets SWIVEL_URL and SWIVEL_PID.
start_swivel() {
    local mode=$1 binary
    binary=${BENCH_SWIVEL_BIN:-"$(swift build -c release --show-bin-path)/swivel"}
    rm -rf "$OUT/data-$mode"
    "${SERVER_CPU[@]}" "$binary" serve --port 0 --durability "$mode" \
        --data "$OUT/data-$mode" >"$OUT/swivel-$mode.out" 2>"$OUT/swivel-$mode.err" &
    SWIVEL_PID=$!
    PIDS+=("$SWIVEL_PID")
    SWIVEL_URL=""
    for _ in $(seq 200); do
        SWIVEL_URL=$(sed -n 's/^Swivel listening on //p' "$OUT/swivel-$mode.out" 2>/dev/null)
        [[ -n "$SWIVEL_URL" ]] && break
        sleep 0.05
    done
    [[ -n "$SWIVEL_URL" ]] || { echo "swivel ($mode) did not start"; cat "$OUT/swivel-$mode.err"; exit 1; }
}

stop_swivel() {
    kill -TERM "$SWIVEL_PID" 2>/dev/null || true
    wait "$SWIVEL_PID" 2>/dev/null || true
}

# cpu_ticks PID: the process's user + system CPU time so far, in clock ticks.
cpu_ticks() {
    awk '{print $14 + $15}' "/proc/$1/stat"
}

# bench_case NAME URL [LUA]: runs wrk against the server SERVER_PID, prints one result line
# (req/s, latency, and the server's CPU time per request — user and kernel, all its threads),
# records req/s, p50, p99 and CPU µs/request in RPS, P50, P99 and CPU[NAME].
declare -A RPS P50 P99 CPU
bench_case() {
    local name=$1 url=$2 script=${3:-}
    local args=(-t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency)
    [[ -n "$script" ]] && args+=(-s "$script")
    local before after
    before=$(cpu_ticks "$SERVER_PID")
    "${CLIENT_CPU[@]}" wrk "${args[@]}" "$url" >"$OUT/$name.wrk" 2>&1
    after=$(cpu_ticks "$SERVER_PID")
    local rps p50 p99 requests cpu
    rps=$(awk '/^Requests\/sec:/ {print $2}' "$OUT/$name.wrk")
    p50=$(awk '$1 == "50%" {print $2}' "$OUT/$name.wrk")
    p99=$(awk '$1 == "99%" {print $2}' "$OUT/$name.wrk")
    requests=$(awk '/requests in/ {print $1}' "$OUT/$name.wrk")
    cpu=$(python3 -c "import os, sys; t, r = int(sys.argv[1]), int(sys.argv[2]); print(f'{t * 1e6 / os.sysconf(\"SC_CLK_TCK\") / max(r, 1):.1f}')" "$((after - before))" "${requests:-0}")
    RPS[$name]=$rps
    P50[$name]=$p50
    P99[$name]=$p99
    CPU[$name]=$cpu
    printf '%-22s %12s req/s   p50 %-9s p99 %-9s server CPU %6s µs/request\n' "$name" "$rps" "$p50" "$p99" "$cpu"
    if grep -q "Non-2xx" "$OUT/$name.wrk"; then
        grep "Non-2xx" "$OUT/$name.wrk"
    fi
}

# rss_runs N: N more consecutive event POST runs on the same durable server, printing its
# resident memory after each; the issue's target is RSS flat over five 10 s runs.
rss_runs() {
    local runs=$1 run rss
    local args=(-t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" -s bench/event-post.lua)
    printf 'durable RSS over %s consecutive event POST runs (KB):' "$runs"
    printf ' %s' "$(awk '/^VmRSS/ {print $2}' "/proc/$SWIVEL_PID/status")"
    for run in $(seq "$runs"); do
        BENCH_MINIMAL=0 "${CLIENT_CPU[@]}" wrk "${args[@]}" "$SWIVEL_URL" >"$OUT/durable-rss-$run.wrk" 2>&1
        rss=$(awk '/^VmRSS/ {print $2}' "/proc/$SWIVEL_PID/status")
        printf ' %s' "$rss"
    done
    echo
}

# webdriver_figures: the WebDriver facade's orientation change and an iPad screenshot, timed per
# call by the Appium Python client in a loop (bench/webdriver.py), on the durable server.
webdriver_figures() {
    if [[ -x .venv/bin/python ]] && .venv/bin/python -c 'import appium' 2>/dev/null; then
        "${CLIENT_CPU[@]}" .venv/bin/python bench/webdriver.py "$SWIVEL_URL" "${BENCH_WEBDRIVER_ROUNDS:-500}"
    else
        echo "webdriver figures skipped: run scripts/install-deps.sh --test for the Appium client"
    fi
}

ratio() {
    python3 -c "import sys; a, b = float(sys.argv[1]), float(sys.argv[2]); print(f'{a / b:.2f}x')" "$1" "$2"
}

# reference_line NAME REFERENCE: NAME beside REFERENCE — throughput ratio, then p50, p99 and
# server CPU per request of each.
reference_line() {
    printf '  %-22s %6s   p50 %-9s (C %-9s)  p99 %-9s (C %-9s)  CPU %6s µs (C %6s µs)\n' "$1" \
        "$(ratio "${RPS[$1]}" "${RPS[$2]}")" "${P50[$1]}" "${P50[$2]}" "${P99[$1]}" "${P99[$2]}" "${CPU[$1]}" "${CPU[$2]}"
}

main() {
    build_c_baseline
    start_c_baseline
    echo "wrk -t$THREADS -c$CONNECTIONS -d$DURATION   (C: $C_URL)${SERVER_CPU:+   pinned: servers on CPU 0, wrk on CPU 1}"
    SERVER_PID=$C_PID bench_case c-hello "$C_URL/"
    local mode
    for mode in durable fast memory; do
        start_swivel "$mode"
        create_sessions "${BENCH_APP:-lifecycle-logger}" 64
        export BENCH_SESSIONS="$OUT/sessions.txt"
        SERVER_PID=$SWIVEL_PID
        BENCH_MINIMAL=0 bench_case "$mode-event-post" "$SWIVEL_URL" bench/event-post.lua
        BENCH_MINIMAL=1 bench_case "$mode-event-minimal" "$SWIVEL_URL" bench/event-post.lua
        if [[ "$mode" == durable ]]; then
            rss_runs "${BENCH_RSS_RUNS:-5}"
            webdriver_figures
            # Swivel's answer sizes, for the C durable reference: on a fresh session (portrait),
            # a rotate each way, so both really rotate (a benchmarked session may already be in
            # landscape, and a rotate that does not rotate answers a third less).
            local session
            session=$(curl -sf -X POST "$SWIVEL_URL/v1/sessions" -H 'Content-Type: application/json' \
                -d "{\"app\":\"${BENCH_APP:-lifecycle-logger}\"}" | python3 -c 'import json, sys; print(json.load(sys.stdin)["id"])')
            FULL_BYTES=$(answer_bytes "$session" "return=representation" landscapeLeft)
            MINIMAL_BYTES=$(answer_bytes "$session" "return=minimal" portrait)
        fi
        if [[ "$mode" == memory ]]; then
            bench_case memory-health "$SWIVEL_URL/v1/health"
            bench_case memory-layout-get "$SWIVEL_URL/v1/sessions/$(head -1 "$BENCH_SESSIONS")/layout"
        fi
        stop_swivel
    done
    # The honest limit: the same durable mechanism in lean C, no engine, answering Swivel's
    # sizes; then bench/durable.c (the reference before, with its 64 KB copy) for continuity.
    local reference
    for reference in lean durable; do
        start_c_durable "$reference" "$FULL_BYTES" "$MINIMAL_BYTES"
        SERVER_PID=$C_DURABLE_PID
        BENCH_MINIMAL=0 bench_case "c-$reference-post" "$C_DURABLE_URL" bench/event-post.lua
        BENCH_MINIMAL=1 bench_case "c-$reference-minimal" "$C_DURABLE_URL" bench/event-post.lua
        stop_c_durable
    done
    echo "(C references answering $FULL_BYTES bytes, or $MINIMAL_BYTES with return=minimal: Swivel's sizes)"
    echo
    echo "default durable event POST beside the lean C reference (targets: full >= 0.5, minimal >= 0.6; beyond: 0.8):"
    reference_line durable-event-post c-lean-post
    reference_line durable-event-minimal c-lean-minimal
    echo "the same beside bench/durable.c (the reference before):"
    printf '  %-22s %s\n' durable-event-post "$(ratio "${RPS[durable-event-post]}" "${RPS[c-durable-post]}")"
    printf '  %-22s %s\n' durable-event-minimal "$(ratio "${RPS[durable-event-minimal]}" "${RPS[c-durable-minimal]}")"
    echo "ratios to the bare C GET of this run:"
    local name
    for name in c-lean-post c-lean-minimal c-durable-post c-durable-minimal durable-event-post durable-event-minimal fast-event-post fast-event-minimal \
                memory-event-post memory-event-minimal memory-health memory-layout-get; do
        printf '  %-22s %s\n' "$name" "$(ratio "${RPS[$name]}" "${RPS[c-hello]}")"
    done
}

# create_sessions APP N: creates N sessions of APP on Swivel, ids into $OUT/sessions.txt.
create_sessions() {
    local app=$1 count=$2
    : >"$OUT/sessions.txt"
    for _ in $(seq "$count"); do
        curl -sf -X POST "$SWIVEL_URL/v1/sessions" -H 'Content-Type: application/json' \
            -d "{\"app\":\"$app\"}" | python3 -c 'import json, sys; print(json.load(sys.stdin)["id"])' >>"$OUT/sessions.txt"
    done
}

main "$@"
