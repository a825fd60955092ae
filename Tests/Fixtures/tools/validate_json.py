#!/usr/bin/env python3
"""Validate a JSON document against a JSON schema (draft 4 or 7; pip install jsonschema).
usage: validate_json.py SCHEMA.json DOCUMENT.json
Prints each error with its path, then VALID or INVALID; exits 1 when invalid."""
import json, sys
import jsonschema

schema = json.load(open(sys.argv[1], encoding="utf-8"))
document = json.load(open(sys.argv[2], encoding="utf-8"))
validator = jsonschema.validators.validator_for(schema)(schema)
errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
for error in errors[:20]:
    print("/".join(str(p) for p in error.absolute_path) or "(root)", ":", error.message)
print("INVALID" if errors else "VALID")
sys.exit(1 if errors else 0)
