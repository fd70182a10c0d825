#!/usr/bin/env bash
# A longer random editing session than the suite's: `count` random edits (default 10,000) from
# `seed` (default 33) across the workspace of RandomEditAgreementTests, half of it open in the
# language server and half changed on disk, comparing the server's diagnostics with
# `trellis check --fast` after every edit. A failing step prints its seed, step, edit kind and the
# diagnostics only one side reported; the same seed replays the same sequence.
#
#   Tests/Fuzz/random-edits.sh [seed] [count]
#
# Runs `swift build --build-tests` first.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
swift build --build-tests >&2
RANDOM_EDIT_SEED=${1:-33} RANDOM_EDITS=${2:-10000} RANDOM_EDIT_TIME_LIMIT=60 \
    exec swift test --skip-build --filter RandomEditAgreementTests
