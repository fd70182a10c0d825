#!/usr/bin/env bash
# Builds the libFuzzer harness over the front end, checker and code generation,
# seeds it with every sample, and runs it. Extra arguments go to libFuzzer,
# e.g. `Tests/Fuzz/run-fuzzer.sh -jobs=1 -runs=10000000` (one process; its log is fuzz-0.log
# in the build folder). Crashes and hangs are written to the build folder's artifacts/.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${FUZZ_BUILD_DIR:-/tmp/trellis-fuzz}
mkdir -p "$build/corpus" "$build/artifacts"
flags=(-sanitize=fuzzer,address -parse-as-library -swift-version 6 -O -I "$build"
       -I "$root/Sources/CLibXML2" -Xcc -I/usr/include/libxml2)

compile_module() {
    local module=$1
    find "$root/Sources/$module" -name '*.swift' -print0 | sort -z | xargs -0 \
        swiftc "${flags[@]}" -module-name "$module" -emit-module -emit-module-path "$build/$module.swiftmodule" \
            -emit-library -static -o "$build/lib$module.a"
}

# FUZZ_SKIP_BUILD=1 reuses the harness built last time (e.g. to resume a run).
if [[ -z "${FUZZ_SKIP_BUILD:-}" || ! -x "$build/trellis-fuzz" ]]; then
    for module in TrellisDiagnostics TrellisSyntax TrellisSemantics TrellisCodeGen; do
        compile_module "$module"
    done
    swiftc "${flags[@]}" -use-ld=lld "$root/Tests/Fuzz/FuzzTarget.swift" -L "$build" \
        -lTrellisCodeGen -lTrellisSemantics -lTrellisSyntax -lTrellisDiagnostics -lxml2 \
        -o "$build/trellis-fuzz"
fi

find "$root/Samples" -name '*.xml' -exec cp {} "$build/corpus/" \;
cp "$root"/Tests/Fuzz/Regressions/*.xml "$build/corpus/" 2>/dev/null || true
cd "$build"
# Short allocation stacks keep ASan's bookkeeping cheap; crash reports keep full stacks.
export ASAN_OPTIONS=${ASAN_OPTIONS:-malloc_context_size=5}
# Leaks are not findings here (a compiler run is short-lived): -detect_leaks=0 by default.
exec ./trellis-fuzz -timeout=10 -detect_leaks=0 -rss_limit_mb=4096 -max_len=65536 -artifact_prefix="$build/artifacts/" \
    -dict="$root/Tests/Fuzz/trellis.dict" "$@" corpus
