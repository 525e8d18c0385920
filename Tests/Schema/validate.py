#!/usr/bin/env python3
"""Validates specs against the SpecUI JSON Schema, as a YAML editor would.

Usage: validate.py SCHEMA [ROOT]

Every spec under ROOT/Specs and ROOT/Tests/Schema/valid must validate, and
every file under ROOT/Tests/Schema/invalid must not. ROOT defaults to the repository holding
this script. Prints one line per mismatch, then "N passed, N failed"; exits
non-zero when anything failed.
"""

import json
import pathlib
import re
import sys

import jsonschema
import yaml


class SpecLoader(yaml.SafeLoader):
    """YAML 1.2 scalars, as the YAML language server and libyaml-based SpecUI read them.

    PyYAML follows YAML 1.1, where `On`, `yes` and `no` are Booleans and
    `2024-01-01` a timestamp; in YAML 1.2 they are strings.
    """


SpecLoader.yaml_implicit_resolvers = {
    first: [
        (tag, regexp)
        for tag, regexp in resolvers
        if tag not in ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:timestamp")
    ]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
SpecLoader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)


def as_json(value):
    """The YAML value as JSON data: mapping keys are strings (`0:` is the key "0")."""
    if isinstance(value, dict):
        return {str(key): as_json(item) for key, item in value.items()}
    if isinstance(value, list):
        return [as_json(item) for item in value]
    return value


def load(path):
    with open(path, encoding="utf-8") as stream:
        return as_json(yaml.load(stream, Loader=SpecLoader))


def first_error(validator, instance):
    """The most relevant error, as `path: message`, or None when the instance is valid."""
    error = jsonschema.exceptions.best_match(validator.iter_errors(instance))
    if error is None:
        return None
    location = "/".join(str(part) for part in error.absolute_path) or "(root)"
    return f"{location}: {error.message}"


def main(arguments):
    if len(arguments) not in (2, 3):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    schema = json.loads(pathlib.Path(arguments[1]).read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    default_root = pathlib.Path(__file__).resolve().parent.parent.parent
    root = pathlib.Path(arguments[2]) if len(arguments) == 3 else default_root

    valid = sorted((root / "Specs").rglob("*.y*ml")) + sorted((root / "Tests" / "Schema" / "valid").rglob("*.y*ml"))
    invalid = sorted((root / "Tests" / "Schema" / "invalid").rglob("*.y*ml"))
    if not valid or not invalid:
        print(f"no specs found under {root}", file=sys.stderr)
        return 2

    passed = failed = 0
    for path, should_pass in [(path, True) for path in valid] + [(path, False) for path in invalid]:
        name = path.relative_to(root)
        error = first_error(validator, load(path))
        if (error is None) == should_pass:
            passed += 1
            print(f"ok    {name}" + ("" if should_pass else f"  ({error})"))
        else:
            failed += 1
            print(f"FAIL  {name}: " + (error if should_pass else "validated, but the schema must reject it"))
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
