#!/bin/sh
# Writes Sources/TrellisSemantics/EmbeddedPrelude.swift from the prelude files beside this
# script (and the names of Swift's modules and standard types' members in SwiftModuleNames.txt and
# SwiftMemberNames.txt), so the compiler carries them. The test `embeddedPreludeMatchesTheFiles` fails when
# they differ. Run from the package root: sh Grammar/Prelude/embed.sh
set -eu
out=Sources/TrellisSemantics/EmbeddedPrelude.swift
{
    echo "// Generated from Grammar/Prelude/*.xml by Grammar/Prelude/embed.sh; do not edit."
    echo ""
    echo "/// The prelude's files, compiled into the binary so the vocabulary the compiler checks"
    echo "/// against cannot drift from the repository's."
    echo "enum EmbeddedPrelude {"
    echo "    static let files: [(path: String, text: String)] = ["
    for file in $(ls Grammar/Prelude/*.xml | LC_ALL=C sort); do
        echo "        (\"$file\", #\"\"\""
        cat "$file"
        echo "\"\"\"#),"
    done
    echo "    ]"
    echo ""
    echo "    /// Grammar/Prelude/SwiftModuleNames.txt, written by swift-module-names.sh: one name a line."
    echo "    static let swiftModuleNames = #\"\"\""
    cat Grammar/Prelude/SwiftModuleNames.txt
    echo "\"\"\"#"
    echo ""
    echo "    /// Grammar/Prelude/SwiftMemberNames.txt, written by swift-module-names.sh: a standard type's"
    echo "    /// name, then the members Swift gives it, on one line."
    echo "    static let swiftMemberNames = #\"\"\""
    cat Grammar/Prelude/SwiftMemberNames.txt
    echo "\"\"\"#"
    echo "}"
} > "$out"
