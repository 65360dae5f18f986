#!/usr/bin/env bash
# Builds the libFuzzer harnesses in Fuzz/ and runs each for SECONDS (default 15; `make fuzz`
# passes FUZZ_SECONDS): the JSON parser, the app decoder (with launch, a few events and the
# layout on every device and iOS version), the event decoder (with its canonical form) and
# the Interface Builder importer (its XML reader, the import, its JSON and an overlay).
#
# SwiftPM's `--sanitize fuzzer` would link libFuzzer's main into the package's executables too,
# so the modules a harness needs are compiled here with swiftc, each with
# `-sanitize=fuzzer,address`, into .build-fuzz/. New inputs found go to .build-fuzz/corpus-*
# (the seed corpus in Fuzz/corpus/ is only read); a crash keeps its input there and fails.
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${1:-15}
OUT=.build-fuzz
mkdir -p "$OUT"
FLAGS=(-sanitize=fuzzer,address -parse-as-library -package-name swivel -O -g -I "$OUT")
BUILD_LOG="$OUT/build.log"
: >"$BUILD_LOG"

# Compiler and linker chatter (ld.gold warns about ASan's local symbols) goes to the build log,
# shown only when a step fails.
quietly() {
    "$@" 2>>"$BUILD_LOG" >>"$BUILD_LOG" || { tail -n 40 "$BUILD_LOG"; echo "fuzz: build failed: $*" | cut -c1-200; exit 1; }
}

# module NAME FILE...: a static library and its module, instrumented.
module() {
    local name=$1
    shift
    quietly swiftc "${FLAGS[@]}" -module-name "$name" -emit-module -emit-module-path "$OUT/$name.swiftmodule" \
        -emit-library -static -o "$OUT/lib$name.a" "$@"
}

# together "STEP" "STEP"…: the steps (each a command line of this script) at once, then waits
# for all; any failure fails the build. Each swiftc of a whole module is single-threaded, so
# building independent modules side by side halves the build on this 2-core machine (2 min →
# about 1 min; make test runs this on every fresh clone).
together() {
    local pids=()
    for step in "$@"; do
        eval "$step" &
        pids+=($!)
    done
    for pid in "${pids[@]}"; do
        wait "$pid" || exit 1
    done
}

echo "== fuzz: building the harnesses"
together "module TimerModel Sources/TimerModel/*.swift" "module SwivelJSON Sources/SwivelJSON/*.swift" \
    "module ConstraintSolver Sources/ConstraintSolver/*.swift"
together "module RotationEngine \$(find Sources/RotationEngine -name '*.swift')" \
    "module InterfaceImport \$(find Sources/InterfaceImport -name '*.swift')"
together "module RotationLayout \$(find Sources/RotationLayout -name '*.swift')" "module AppCatalog Sources/AppCatalog/*.swift"

LIBS=(-L "$OUT" -lAppCatalog -lRotationLayout -lConstraintSolver -lRotationEngine -lSwivelJSON -lTimerModel)
together 'quietly swiftc "${FLAGS[@]}" -o "$OUT/fuzz-json" Fuzz/JSONParserFuzz.swift "${LIBS[@]}"' \
    'quietly swiftc "${FLAGS[@]}" -o "$OUT/fuzz-app" Fuzz/AppDecoderFuzz.swift "${LIBS[@]}"'
# The event decoder is compiled from its own files (the rest of the session core is not needed).
together 'quietly swiftc "${FLAGS[@]}" -o "$OUT/fuzz-interface" Fuzz/InterfaceImportFuzz.swift -L "$OUT" -lInterfaceImport -lSwivelJSON' \
    'quietly swiftc "${FLAGS[@]}" -o "$OUT/fuzz-event" Fuzz/EventDecoderFuzz.swift \
    Sources/SessionCore/Codec/EventDecoding.swift Sources/SessionCore/Errors/SwivelError.swift \
    Sources/SessionCore/Errors/EventRejection+SwivelError.swift Sources/SessionCore/Errors/JSONFieldProblem+SwivelError.swift \
    "${LIBS[@]}"'

for harness in json app event interface; do
    corpus="$OUT/corpus-$harness"
    mkdir -p "$corpus"
    echo "== fuzz: $harness for ${SECONDS_EACH}s"
    "$OUT/fuzz-$harness" -max_total_time="$SECONDS_EACH" -max_len=65536 -print_final_stats=1 \
        -artifact_prefix="$OUT/crash-$harness-" "$corpus" "Fuzz/corpus/$harness" 2>"$OUT/fuzz-$harness.log" \
        || { tail -n 40 "$OUT/fuzz-$harness.log"; echo "fuzz: $harness found a failure (input in $OUT/crash-$harness-*)"; exit 1; }
    grep -E "stat::number_of_executed_runs|Done [0-9]+ runs" "$OUT/fuzz-$harness.log" | tail -n 1
done
