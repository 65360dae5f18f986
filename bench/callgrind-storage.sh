#!/usr/bin/env bash
# Instructions the store's writer spends per appended event (deterministic, unlike appends/s):
#   bench/callgrind-storage.sh
# Runs `swivel-bench storage --queued-only` (batches of 20 appends over 64 sessions, queued with
# completions as the event POST queues them: 500 durable + 2,000 fast batches) under
# `valgrind --tool=callgrind` and prints the writer's inclusive instructions per append: the
# SQLite work of a commit (`WriteExecutor.execute`) and the completions it runs after it.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=bench/out
mkdir -p "$OUT"
binary=$(bench/callgrind-build.sh swivel-bench)  # a release build valgrind can read
valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind-storage.out" "$binary" storage --queued-only \
    --path "$OUT/callgrind-storage-data" >"$OUT/callgrind-storage.log" 2>&1
callgrind_annotate --inclusive=yes "$OUT/callgrind-storage.out" >"$OUT/callgrind-storage.txt" 2>/dev/null
appends=50000
count() { awk -v pattern="$1" '$0 ~ pattern {gsub(",", "", $1); print $1; exit}' "$OUT/callgrind-storage.txt"; }
execute=$(count 'WriteExecutorC7execute')
loop=$(count 'GroupCommitWriterC7runLoop')
python3 -c "import sys; a = int(sys.argv[3]); print(f'writer: {int(sys.argv[1]) / a:,.0f} instructions per append in WriteExecutor.execute, {int(sys.argv[2]) / a:,.0f} in the whole writer loop ({a} appends)')" "$execute" "$loop" "$appends"
