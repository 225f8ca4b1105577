#!/usr/bin/env python3
"""Validates `--format json` documents against their schema in Schemas/ (draft 2020-12), with
the `jsonschema` package from PyPI (Debian's python3-jsonschema).

    python3 scripts/validate_json.py DOCUMENT FILE...   e.g. show /tmp/show.json

Prints each failure as the path in the document and what was wrong; exits 1 when any failed,
2 when jsonschema is missing.
"""

import json
import pathlib
import sys

try:
    import jsonschema
except ImportError:
    print("jsonschema is not installed (apt-get install python3-jsonschema)", file=sys.stderr)
    sys.exit(2)

ROOT = pathlib.Path(__file__).resolve().parent.parent


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip().splitlines()[3].strip(), file=sys.stderr)
        return 64
    schema = json.loads((ROOT / "Schemas" / f"{sys.argv[1]}.schema.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failed = 0
    for name in sys.argv[2:]:
        document = json.loads(pathlib.Path(name).read_text(encoding="utf-8"))
        for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
            failed += 1
            path = "/".join(str(part) for part in error.absolute_path) or "(the document)"
            print(f"{name}: {path}: {error.message[:300]}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
