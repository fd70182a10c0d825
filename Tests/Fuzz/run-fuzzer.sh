#!/usr/bin/env bash
# Builds the libFuzzer harness over the front end, checker and code generation,
# seeds it with every sample, and runs it. Extra arguments go to libFuzzer,
# e.g. `Tests/Fuzz/run-fuzzer.sh -runs=10000000`.
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

for module in TrellisDiagnostics TrellisSyntax TrellisSemantics TrellisCodeGen; do
    compile_module "$module"
done
swiftc "${flags[@]}" -use-ld=lld "$root/Tests/Fuzz/FuzzTarget.swift" -L "$build" \
    -lTrellisCodeGen -lTrellisSemantics -lTrellisSyntax -lTrellisDiagnostics -lxml2 \
    -o "$build/trellis-fuzz"

find "$root/Samples" -name '*.xml' -exec cp {} "$build/corpus/" \;
cp "$root"/Tests/Fuzz/Regressions/*.xml "$build/corpus/" 2>/dev/null || true
cd "$build"
exec ./trellis-fuzz -timeout=10 -rss_limit_mb=4096 -max_len=65536 -artifact_prefix="$build/artifacts/" \
    -dict="$root/Tests/Fuzz/trellis.dict" "$@" corpus
