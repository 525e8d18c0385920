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
    # `specui schema` prints the schema; until the CLI has that subcommand, the schema test writes
    # .build/specui-schema.json from the same source.
    if ! swift run -q specui schema >"$schema" 2>/dev/null || [[ "$(head -c 1 "$schema")" != "{" ]]; then
        swift test -q --filter 'SpecSchemaTests/writesTheSchemaFileTheValidationScriptReads' >/dev/null
        cp .build/specui-schema.json "$schema"
    fi
fi

python3 Tests/Schema/validate.py "$schema"
