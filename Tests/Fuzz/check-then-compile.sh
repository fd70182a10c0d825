#!/usr/bin/env bash
# A fuzz round that checks and then compiles: writes mutations of the corpus (Samples/,
# Tests/Fuzz/Regressions/) and small programs, all about names (Tests/Fuzz/NameMutator.swift),
# keeps those `trellis check` accepts, builds them, and compiles each generated file with
# swiftc in Swift 6 mode with -warnings-as-errors against the `Trellis` runtime module.
# Every accepted input must build and compile; the round prints its counts and exits 1 if
# one did not, leaving the input and swiftc's output in the work folder's failures/.
#
#   Tests/Fuzz/check-then-compile.sh [seed] [mutations per corpus file] [programs] [names|types|statements|all]
#
# The fourth argument chooses what is mutated: names (the default), declared types (`type=`
# attributes changed to other standard, optional, array and model types, and small programs
# around struct initializers, `??`, computed values and `ForEach` ids), statements (screens whose
# actions are generated from a grammar of statements and closures, in attributes and as CDATA
# code content; the corpus is passed through unchanged), or all of them.
#
# Needs `swift build` first (the trellis executable and the Trellis module). Set
# CHECK_COMPILE_DIR for the work folder (default /tmp/trellis-check-compile) and
# CHECK_COMPILE_JOBS for parallel swiftc runs (default 2).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seed=${1:-1}
per_file=${2:-40}
programs=${3:-200}
mutations=${4:-names}
work=${CHECK_COMPILE_DIR:-/tmp/trellis-check-compile}
jobs=${CHECK_COMPILE_JOBS:-2}
products=$(cd "$root" && swift build --show-bin-path)
trellis="$products/trellis"
modules="$products/Modules"
[[ -x "$trellis" && -d "$modules" ]] || { echo "run swift build first" >&2; exit 2; }

rm -rf "$work"
mkdir -p "$work/inputs" "$work/failures"
swiftc -O -swift-version 6 "$root/Tests/Fuzz/NameMutator.swift" -o "$work/name-mutator"
corpus=("$root"/Samples/*.xml "$root"/Tests/Fuzz/Regressions/*.xml)
generated=$(MUTATIONS="$mutations" "$work/name-mutator" "$work/inputs" "$seed" "$per_file" "$programs" "${corpus[@]}")

# One input: check, build, compile. Prints one word: rejected, accepted-clean, or a failure kind.
one() {
    local input=$1 name out status
    name=$(basename "$input" .xml)
    out="$work/out/$name"
    mkdir -p "$out"
    # The fast pass alone: the round measures what it accepts against what swiftc compiles.
    if ! "$trellis" check --fast "$input" > "$out/check.txt" 2>&1; then
        echo rejected; rm -rf "$out"; return
    fi
    if ! "$trellis" build "$input" --output "$out/swift" > "$out/build.txt" 2>&1; then
        cp "$input" "$out/build.txt" "$work/failures/" 2>/dev/null; mv "$work/failures/build.txt" "$work/failures/$name.build.txt"
        echo build-failed; return
    fi
    # The samples' external models are written by hand, in Samples/Swift/ExternalModels.swift.
    local handwritten=()
    grep -q 'external="true"' "$input" && handwritten=("$root/Samples/Swift/ExternalModels.swift")
    if ! swiftc -wmo -c -parse-as-library -swift-version 6 -warnings-as-errors -module-name Screen \
            -I "$modules" "$out"/swift/*.swift "${handwritten[@]}" -o "$out/screen.o" > "$out/swiftc.txt" 2>&1; then
        cp "$input" "$work/failures/"; cp "$out/swiftc.txt" "$work/failures/$name.swiftc.txt"
        echo compile-failed; return
    fi
    echo accepted-clean
    rm -rf "$out"
}
export -f one
export root work trellis modules

find "$work/inputs" -name '*.xml' | sort | xargs -P "$jobs" -I{} bash -c 'one "$@"' _ {} > "$work/results.txt"

count() { grep -c "^$1\$" "$work/results.txt" || true; }
rejected=$(count rejected)
clean=$(count accepted-clean)
build_failed=$(count build-failed)
compile_failed=$(count compile-failed)
accepted=$((clean + build_failed + compile_failed))
echo "inputs written:                 $generated"
echo "rejected by trellis check:      $rejected"
echo "accepted by trellis check:      $accepted"
echo "  built and compiled, 0 warnings: $clean"
echo "  build failed after check:     $build_failed"
echo "  swiftc failed or warned:      $compile_failed"
[[ $((build_failed + compile_failed)) -eq 0 ]] || { echo "failures: $work/failures" >&2; exit 1; }
