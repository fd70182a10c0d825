#!/bin/sh
# Writes Grammar/Prelude/SwiftModuleNames.txt: the public top-level names (types, functions,
# variables) of the toolchain's Swift, Foundation (with FoundationNetworking, which the runtime
# re-exports) and Dispatch modules, read from their symbol
# graphs. A name there that the prelude does not declare is Swift's to judge: the fast pass
# reports no unknown name for it, and the Swift pass checks its use. Rerun when the toolchain
# changes, then `sh Grammar/Prelude/embed.sh`. Run from the package root.
set -eu
graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
for module in Swift Foundation FoundationEssentials FoundationInternationalization FoundationNetworking Dispatch Observation; do
    swift symbolgraph-extract -module-name "$module" -target x86_64-unknown-linux-gnu -output-dir "$graphs" >/dev/null
done
python3 - "$graphs" > Grammar/Prelude/SwiftModuleNames.txt <<'PY'
import glob, json, sys
names = set()
for path in glob.glob(sys.argv[1] + "/*.symbols.json"):
    if "@" in path.rsplit("/", 1)[1]:
        continue
    for symbol in json.load(open(path))["symbols"]:
        components = symbol["pathComponents"]
        if len(components) != 1 or symbol.get("accessLevel") not in ("public", "open"):
            continue
        name = components[0].split("(", 1)[0]
        if name and (name[0].isalpha() or name[0] == "_") and not name.startswith("_") and name.isidentifier():
            names.add(name)
print("\n".join(sorted(names)))
PY
