#!/usr/bin/env bash
# A property-test round of generated programs: writes `count` whole programs from `seed`, each
# correct by construction (Sources/TrellisBenchSupport/ProgramGenerator.swift: calls of the
# prelude's views and modifiers with an argument of each parameter's declared type, a model of
# each kind with async methods written in Swift beside it, a struct and an enum of each kind,
# helper functions and every place of code filled from a grammar of statements, SwiftData models,
# members with code and Swift's parameter clauses: docs/bad-input.md lists the forms), checks them
# with the fast pass (`trellis check --fast`), builds them and compiles the Swift with swiftc in
# Swift 6 mode with -warnings-as-errors against the `Trellis` runtime module. Programs are
# compiled 100 to a module; a module that fails is split until each failure has its program.
# Every program is correct, so a fast-pass rejection and a swiftc failure are both disagreements:
# the round prints its counts (and the prelude forms it cannot fill) and exits 1 if there was one,
# leaving each failing program, its hand-written Swift and the report in the work folder's failures/.
#
#   Tests/Fuzz/generated-programs.sh [seed] [count] [first]
#
# `first` numbers the programs from there (0), so that a long round can be split between
# processes with different work folders; a seed and a number always give the same program.
# Runs `swift build` first. Set GENERATED_PROGRAMS_DIR for the work folder (default
# /tmp/trellis-generated-programs) and GENERATED_BATCH_SIZE for programs per swiftc run (100).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
seed=${1:-1}
count=${2:-1000}
work=${GENERATED_PROGRAMS_DIR:-/tmp/trellis-generated-programs}
cd "$root"
swift build --product trellis-generated-programs >&2
products=$(swift build --show-bin-path)
exec "$products/trellis-generated-programs" "$seed" "$count" "$work" "${3:-0}"
