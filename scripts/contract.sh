#!/usr/bin/env bash
# Runs `schemathesis run <url>/openapi.json --checks all` against a fresh
# `swivel serve --port 0 --durability memory` (Config/openapi.json: "0 failures"), bounded in time.
# Settings and the few documented semantic 4xx are in ./schemathesis.toml.
#   scripts/contract.sh                  250 examples per operation, ~2–2.5 min on 2 cores (make
#                                        test's budget: 400 took ~3 min, the suite ~15)
#   SCHEMATHESIS_MAX_EXAMPLES=2000 scripts/contract.sh   a deeper run
#   SCHEMATHESIS_SEED=N scripts/contract.sh               replays a run's seed
# Exits non-zero on any failure; prints the seed so a failure can be replayed (--seed).
set -euo pipefail

cd "$(dirname "$0")/.."
export PATH="$PWD/.venv/bin:$PATH"
MAX_EXAMPLES=${SCHEMATHESIS_MAX_EXAMPLES:-250}
# Hard ceiling for the whole run (a normal run takes about 90 s on 2 busy cores).
TIME_LIMIT=${SCHEMATHESIS_TIME_LIMIT:-300}

binary="$(swift build --show-bin-path)/swivel"
workdir=$(mktemp -d)
server_pid=""
cleanup() {
    if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
        kill "$server_pid"
        wait "$server_pid" 2>/dev/null || true
    fi
    rm -rf "$workdir"
}
trap cleanup EXIT

# Created here, not by the background redirection, so the wait loop can read them at once.
: >"$workdir/server.out"
: >"$workdir/server.err"
# SWIVEL_* from the caller's shell must not steer the server under test.
env $(env | awk -F= '/^SWIVEL_/ {printf "-u %s ", $1}') \
    "$binary" serve --port 0 --durability memory --data "$workdir/data" \
    >"$workdir/server.out" 2>"$workdir/server.err" &
server_pid=$!

url=""
for _ in $(seq 1 200); do
    url=$(sed -n 's/.*Swivel listening on \(http:[^ ]*\).*/\1/p' "$workdir/server.out" | head -n 1)
    [[ -n "$url" ]] && break
    if ! kill -0 "$server_pid" 2>/dev/null; then
        echo "contract: swivel exited before listening:"; cat "$workdir/server.out" "$workdir/server.err"
        exit 1
    fi
    sleep 0.05
done
if [[ -z "$url" ]]; then echo "contract: swivel did not print its URL"; exit 1; fi

status=0
timeout --kill-after=10 "$TIME_LIMIT" \
    schemathesis run "$url/openapi.json" --checks all \
        --max-examples "$MAX_EXAMPLES" --generation-database none \
        --request-timeout 10 --no-color --output-truncate true \
        ${SCHEMATHESIS_SEED:+--seed "$SCHEMATHESIS_SEED"} \
    || status=$?
if [[ $status -eq 124 ]]; then
    echo "contract: schemathesis did not finish within ${TIME_LIMIT}s"
fi
# The server must have survived everything schemathesis sent.
if ! kill -0 "$server_pid" 2>/dev/null; then
    echo "contract: swivel died during the run:"; tail -n 20 "$workdir/server.err"
    status=1
fi
exit "$status"
