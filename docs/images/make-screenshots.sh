#!/usr/bin/env bash
# Makes the screenshots the README and docs/getting-started.md show, from the previews of the
# samples (`trellis preview --png`, through headless chromium), so none is drawn by hand.
# Run from anywhere: docs/images/make-screenshots.sh
set -euo pipefail
cd "$(dirname "$0")/../.."

swift build --product trellis
trellis=.build/debug/trellis
images=docs/images

"$trellis" preview Samples/Counter.xml --png --output "$images/counter.png"
# The Scrums app's screens use the samples' own Swift, so the whole sample folder is built.
"$trellis" preview Samples --view ScrumsApp --png --output "$images/scrums-list.png"
"$trellis" preview Samples --view ScrumNotesScreen --png --output "$images/scrum-notes.png"
"$trellis" preview Samples --view ScrumsTabsApp --png --output "$images/scrums-tabs.png"
echo "Wrote $(ls "$images"/*.png | tr '\n' ' ')"
