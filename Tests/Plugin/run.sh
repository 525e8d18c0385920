#!/usr/bin/env bash
# Builds and tests Examples/TodoApp through SpecUIBuildPlugin, then shows on a copy of it that a second build
# generates nothing, that editing one spec regenerates only the files that depend on it, that a view renamed
# inside its spec still builds, and that a spec error (also bytes that are not UTF-8) fails the build at the
# spec's path:line:column. The copy lives in .build/todoapp-plugin-test (two levels down, so its `../..`
# dependency is still this checkout) and keeps its own build folder between runs. It also shows that specs written
# in every form the language reads get their files, that a spec the plugin cannot read is not left out, and that the
# build log shows each diagnostic once, and that specui.json disables warnings.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
work="$root/.build/todoapp-plugin-test"
specs="$work/Sources/TodoScreens"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
start=$SECONDS

fail() {
    echo "Tests/Plugin: $1" >&2
    sed 's/^/    /' "$log" >&2
    exit 1
}

# The sorted names of the files the last build generated, one per line.
generated() {
    sed -n 's/^\[[0-9]*\/[0-9]*\] Generating \([A-Za-z0-9_]*\.swift\) from .*/\1/p' "$log" | sort | tr '\n' ' '
}

build() {
    swift build --package-path "$work" --build-tests >"$log" 2>&1
}

# Whether the last build reported, at `place`, an error starting with `text`: as an error by the command of its spec,
# or as a note at its place by another command that failed for it first (after a line saying so), when SwiftPM
# stopped the build before the command of the spec ran.
reported() {
    local place="$1" text="$2"
    grep -qF "$place: error: $text" "$log" && return
    grep -qF "$place: note: $text" "$log" &&
        grep -qE "^specui: error: not compiled: (another spec of the unit has an error, at|.*the first at) $place\$" "$log"
}

expect_generated() {
    local expected="$1" situation="$2"
    build || fail "the build failed $situation"
    [[ "$(generated)" == "$expected" ]] || fail "$situation, expected to generate '$expected', got '$(generated)'"
}

swift format lint --strict --recursive "$root/Plugins" "$root/Examples/TodoApp/Package.swift" \
    "$root/Examples/TodoApp/Sources" "$root/Examples/TodoApp/Tests" >"$log" 2>&1 || fail "swift format lint"

# A fresh copy of the example, without its build folder, modification times kept.
copy_example() {
    mkdir -p "$work"
    find "$work" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
    tar -C "$root/Examples/TodoApp" --exclude=./.build -cf - . | tar -C "$work" -xf -
}

# `swift test` makes the next `swift build` relink the specui tool, which reruns every spec command (they write
# nothing, so nothing recompiles); the tests therefore run last, after the build checks.
copy_example
build || fail "the example does not build"
echo "Tests/Plugin: example built in $((SECONDS - start))s"
# On a fresh build folder SwiftPM relinks the specui tool once more on the next build (its debug-info wrapping
# steps rerun), which reruns the spec commands; from then on a build with nothing changed does nothing.
build >/dev/null || fail "the example does not build a second time"

expect_generated "" "on a second build with nothing changed"

echo "# a comment changes the spec's bytes and so its header hash" >>"$specs/TodoRow.yaml"
expect_generated "TodoList.swift TodoRow.swift Types.swift " "after editing TodoRow.yaml (TodoList uses TodoRow)"

sed -i 's/Tasks (/Todo (/' "$specs/TodoList.yaml"
expect_generated "TodoList.swift Types.swift " "after editing TodoList.yaml"

# A touched spec reruns the commands that read it; they write nothing, so no Swift is recompiled.
touch "$specs/Types.yaml"
expect_generated "TodoList.swift TodoRow.swift Types.swift " "after touching Types.yaml"
! grep -q "Compiling TodoScreens" "$log" || fail "touching Types.yaml without changing it recompiled Swift"

echo "  Priority: [low, high]" >>"$specs/Types.yaml"
expect_generated "TodoList.swift TodoRow.swift Types.swift " "after adding a type"

# SwiftPM plans the commands again only when files come or go: a view renamed inside its spec still builds, its
# file keeps the spec's name.
sed -i 's/TodoRow/TaskRow/' "$specs/TodoRow.yaml" "$specs/TodoList.yaml"
expect_generated "TodoList.swift TodoRow.swift Types.swift " "after renaming the view TodoRow to TaskRow inside its spec"
grep -q "struct TaskRow" "$work"/.build/plugins/outputs/*/TodoScreens/destination/SpecUIBuildPlugin/GeneratedSwift/TodoRow.swift ||
    fail "after renaming the view TodoRow to TaskRow, TodoRow.swift does not declare TaskRow"

# A spec that is not UTF-8 is the compiler's to report, at the bad byte, not the plugin's to trip over.
printf 'view: Broken\nbody:\n  - Text: "\xff"\n' >"$specs/Broken.yaml"
if build; then fail "a spec that is not UTF-8 did not fail the build"; fi
reported "Sources/TodoScreens/Broken.yaml:3:12" "the file is not valid UTF-8: byte 0xFF cannot appear here;" ||
    fail "the spec that is not UTF-8 was not reported at its bad byte"
rm "$specs/Broken.yaml"

# Two specs whose views' files would have one name are named, rather than left to SwiftPM's "multiple producers".
mkdir -p "$specs/More"
printf 'view: OtherRow\nbody:\n  - Text: "other"\n' >"$specs/More/TodoRow.yaml"
if build; then fail "two specs named TodoRow.yaml did not fail the build"; fi
message="TodoScreens/TodoRow.yaml: error: its view's Swift would be TodoRow.swift, which"
grep -qF "$message" "$log" || fail "the clash of two TodoRow.yaml was not reported as: $message"
rm -r "$specs/More"

# So is a spec named like one of the target's own Swift files, whose objects SwiftPM would name alike.
printf 'extension TaskRow {}\n' >"$specs/TodoRow.swift"
if build; then fail "a spec named like a Swift file of the target did not fail the build"; fi
message="TodoScreens/TodoRow.yaml: error: its view's Swift would be TodoRow.swift, the name of the target's own"
grep -qF "$message" "$log" || fail "the clash of TodoRow.yaml with TodoRow.swift was not reported as: $message"
rm "$specs/TodoRow.swift"
# The failed plan is made again, which reruns every command once.
build || fail "the build failed once TodoRow.swift was removed"

# A view's spec that declares types after the commands were planned: the types' file reads every spec, so the view's
# file and the types' agree without a new plan.
printf 'types:\n  Mood: [fresh, tired]\n' >>"$specs/TodoList.yaml"
sed -i 's/^state:$/state:\n  mood: {type: Mood, initial: .fresh}/' "$specs/TodoList.yaml"
sed -i 's/      - Text: "Tasks ({todos.count})"/      - Text: "Tasks ({todos.count})"\n        opacity: "mood == .fresh ? 1 : 0.5"/' \
    "$specs/TodoList.yaml"
expect_generated "TodoList.swift Types.swift " "after TodoList.yaml declared a type it uses"

# A YAML file the target declares as a resource is its data, not a spec.
printf 'exercises:\n  - squat\n' >"$specs/seed.yaml"
sed -i 's|            plugins: \[.plugin(name: "SpecUIBuildPlugin"|            resources: [.copy("seed.yaml")],\n&|' "$work/Package.swift"
grep -qF 'resources: [.copy("seed.yaml")]' "$work/Package.swift" || fail "the example's manifest was not edited"
build || fail "a YAML file declared as a resource was compiled as a spec"
rm "$specs/seed.yaml"
cp "$root/Examples/TodoApp/Package.swift" "$work/Package.swift"

# A spec is read as the language reads it: a byte order mark, quoted keys, a flow mapping, comments and `---` all
# still give a view its file, and a Types.yaml with a byte order mark its Types.swift. A view the plugin cannot read
# (an explicit `? view` key) gets its file from `specui` all the same, and a spec that is none fails the build with
# the compiler's error, so no spec is left out unseen.
{ printf '\xef\xbb\xbf'; cat "$specs/Types.yaml"; } >"$work/Types.yaml" && mv "$work/Types.yaml" "$specs/Types.yaml"
printf '\xef\xbb\xbfview: Bom\nbody:\n  - Text: "bom"\n' >"$specs/Bom.yaml"
printf '"view": Quoted\nbody:\n  - Text: "quoted"\n' >"$specs/Quoted.yaml"
printf "{'view': Flow, body: [Text: \"flow\"]}\n" >"$specs/Flow.yaml"
printf '# view: Wrong\n---\nview: Commented  # the name\nbody:\n  - Text: "commented"\n' >"$specs/Commented.yaml"
printf '? view\n: Explicit\nbody:\n  - Text: "explicit"\n' >"$specs/Explicit.yaml"
printf 'view: Forms\nbody:\n  - Bom\n  - Quoted\n  - Flow\n  - Commented\n  - Explicit\n' >"$specs/Forms.yaml"
expect_generated "Bom.swift Commented.swift Explicit.swift Flow.swift Forms.swift Quoted.swift TodoList.swift TodoRow.swift \
Types.swift " "after adding views written in every form and a byte order mark to Types.yaml"
printf '[view: Unread]\n' >"$specs/Unread.yaml"
if build; then fail "a spec that is no mapping did not fail the build"; fi
message="Sources/TodoScreens/Unread.yaml:1:1: error: a spec must be a mapping with a 'view:' or 'types:' key;"
grep -qF "$message" "$log" || fail "the spec that is no mapping was not reported as: $message"
rm "$specs/Unread.yaml"

# Every command checks the whole unit but prints only its own specs' diagnostics: a warning shows once however many
# commands run, and no command prints a summary line.
sed -i 's/^bindings:/state:\n  unused: 0\nbindings:/' "$specs/TodoRow.yaml"
touch "$specs/Types.yaml"
expect_generated "Bom.swift Commented.swift Explicit.swift Flow.swift Forms.swift Quoted.swift TodoList.swift TodoRow.swift \
Types.swift " "after adding an unused state to TodoRow.yaml and touching Types.yaml"
warning="Sources/TodoScreens/TodoRow.yaml:6:3: warning: state 'unused' is never read [unused-state]"
[[ $(grep -cxF "$warning" "$log") == 1 ]] || fail "the warning was not printed once as: $warning"
! grep -q "compiled [0-9]* specs" "$log" || fail "a command printed a summary line"

# A build takes no options: specui.json in the target's folder disables warnings, read by every command, and editing
# it reruns them.
printf '{"disabledWarnings": ["unused-state"]}\n' >"$specs/specui.json"
build || fail "the build failed with a specui.json"
! grep -qF "[unused-state]" "$log" || fail "specui.json did not disable the warning unused-state"
! grep -qi "unhandled" "$log" || fail "SwiftPM took specui.json for a file nothing uses"
printf '{"disabledWarnings": []}\n' >"$specs/specui.json"
build || fail "the build failed after editing specui.json"
[[ $(grep -cxF "$warning" "$log") == 1 ]] || fail "after editing specui.json, the warning was not printed once"
rm "$specs/specui.json"
sed -i '/^state:$/d; /^  unused: 0$/d' "$specs/TodoRow.yaml"

sed -i 's/isOn: \$done/isOn: $dne/' "$specs/TodoRow.yaml"
if build; then fail "a spec error did not fail the build"; fi
place="Sources/TodoScreens/TodoRow.yaml:10:16"
reported "$place" "cannot find 'dne' in scope; did you mean 'done'? [unknown-name]" ||
    fail "the spec error was not reported at $place"
(($(grep -cxF "$place: error: cannot find 'dne' in scope; did you mean 'done'? [unknown-name]" "$log") <= 1)) ||
    fail "the spec error was reported as an error more than once"

copy_example
build || fail "the example does not build once restored"
"$work/.build/debug/specui-tool" schema | cmp -s - "$work/specui.schema.json" ||
    fail "Examples/TodoApp/specui.schema.json is not what 'specui schema' prints; regenerate it"
swift test --package-path "$work" --skip-build >"$log" 2>&1 || fail "the example's tests fail"
grep -Eq "Test run with [0-9]+ tests? in [0-9]+ suites? passed" "$log" || fail "the example's tests did not run"
echo "Tests/Plugin: no-op build, per-spec regeneration, spec errors and the example's tests checked in" \
    "$((SECONDS - start))s"
