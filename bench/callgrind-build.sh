#!/usr/bin/env bash
# bench/callgrind-build.sh PRODUCT: builds PRODUCT (swivel, swivel-bench) for callgrind and
# prints the binary's path; used by bench/callgrind.sh and bench/callgrind-storage.sh.
# valgrind 3.19 cannot read the DWARF of Swift 6.3's release builds ("possibly corrupted
# debuginfo"), so this is a release build without debug info (Swift and C), in its own scratch
# folder.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "callgrind needs valgrind: apt-get install valgrind" >&2; exit 1; }
swift build -c release --scratch-path .build-callgrind -Xswiftc -gnone -Xcc -g0 --product "$1" >/dev/null
echo ".build-callgrind/release/$1"
