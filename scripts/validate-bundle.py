#!/usr/bin/env python3
"""Validates every JSON file of an Ease bundle against its bundle.schema.json (JSON Schema 2020-12).

Usage: validate-bundle.py BUNDLE_DIR
Each file is checked against the definition that the schema's x-ease-files maps its path to;
a file no pattern matches is an error too. Prints one line per problem; exit status 1 if any.
"""
import fnmatch
import json
import pathlib
import sys

import jsonschema


def main(bundle: pathlib.Path) -> int:
    schema = json.loads((bundle / "bundle.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    patterns = schema["x-ease-files"]
    problems = 0
    checked = 0
    for path in sorted(p for p in bundle.rglob("*") if p.is_file()):
        relative = path.relative_to(bundle).as_posix()
        if relative.startswith("media/") or relative == "bundle.schema.json":
            continue
        matches = [d for pattern, d in patterns.items()
                   if fnmatch.fnmatchcase(relative, pattern) and relative.count("/") == pattern.count("/")]
        if len(matches) != 1:
            print(f"{relative}: matched {len(matches)} definitions")
            problems += 1
            continue
        document = dict(schema)
        document.pop("anyOf")
        document["$ref"] = f"#/$defs/{matches[0]}"
        validator = jsonschema.Draft202012Validator(document)
        for error in sorted(validator.iter_errors(json.loads(path.read_text(encoding="utf-8"))), key=str):
            location = "/".join(str(part) for part in error.absolute_path)
            print(f"{relative}: {location}: {error.message}")
            problems += 1
        checked += 1
    print(f"validated {checked} files, {problems} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(pathlib.Path(sys.argv[1])))
