#!/usr/bin/env bash
# Validates Specs/ and the fixtures under Tests/Schema against the schema `specui schema` prints.
# Usage: Tests/Schema/run.sh [SCHEMA.json]   (without an argument the schema is generated)
set -euo pipefail
cd "$(dirname "$0")/../.."

python3 -c 'import jsonschema, yaml' 2>/dev/null || python3 -m pip install -q jsonschema pyyaml

if [[ $# -ge 1 ]]; then
    schema="$1"
else
    schema="$(mktemp "${TMPDIR:-/tmp}/specui-schema.XXXXXX")"
    trap 'rm -f "$schema"' EXIT
    specui="$(swift build --show-bin-path)/specui"
    [[ -x "$specui" ]] || swift build --product specui >&2
    "$specui" schema >"$schema"
fi

python3 Tests/Schema/validate.py "$schema"
