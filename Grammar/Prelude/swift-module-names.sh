#!/bin/sh
# Writes Grammar/Prelude/SwiftModuleNames.txt: the public top-level names (types, functions,
# variables) of the toolchain's Swift, Foundation (with FoundationNetworking, which the runtime
# re-exports) and Dispatch modules, read from their symbol
# graphs. A name there that the prelude does not declare is Swift's to judge: the fast pass
# reports no unknown name for it, and the Swift pass checks its use. Also writes
# Grammar/Prelude/SwiftMemberNames.txt: for each type Standard.xml describes, every member Swift
# gives it (its own, its protocols' and their extensions'), a property by its name and a method
# by its name and labels (`max(by:)`), so the fast pass reports no member Swift has. Rerun when
# the toolchain changes, then `sh Grammar/Prelude/embed.sh`. Run from the package root.
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
python3 - "$graphs" Grammar/Prelude/Standard.xml > Grammar/Prelude/SwiftMemberNames.txt <<'PY'
import collections, glob, json, re, sys
symbols = {}
relationships = []
for path in glob.glob(sys.argv[1] + "/*.symbols.json"):
    graph = json.load(open(path))
    for symbol in graph["symbols"]:
        symbols[symbol["identifier"]["precise"]] = symbol
    relationships += graph["relationships"]
members = collections.defaultdict(set)
conformances = collections.defaultdict(set)
for relationship in relationships:
    kind, source, target = relationship["kind"], relationship["source"], relationship["target"]
    if kind in ("memberOf", "requirementOf", "optionalRequirementOf"):
        symbol = symbols.get(source)
        if symbol and symbol.get("accessLevel") in ("public", "open"):
            member = symbol["pathComponents"][-1]
            if re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*(\((?:[A-Za-z_][A-Za-z0-9_]*:)*\))?", member) and not member.startswith(("init(", "subscript(")):
                members[target].add(member)
    elif kind in ("conformsTo", "inheritsFrom"):
        conformances[source].add(target)
types = collections.defaultdict(set)
for identifier, symbol in symbols.items():
    if symbol["kind"]["identifier"] in ("swift.struct", "swift.enum", "swift.class", "swift.protocol"):
        types[".".join(symbol["pathComponents"])].add(identifier)
def reachable(identifier, seen):
    if identifier in seen:
        return set()
    seen.add(identifier)
    found = set(members[identifier])
    for protocol in conformances[identifier]:
        found |= reachable(protocol, seen)
    return found
described = re.findall(r'<(?:struct|enum) name="([A-Za-z.]+)" external="true"', open(sys.argv[2]).read())
for name in sorted(set(described)):
    seen = set()
    found = set()
    for identifier in types.get(name, ()):
        found |= reachable(identifier, seen)
    if found:
        print(name + " " + " ".join(sorted(found)))
PY
