#!/usr/bin/env python3
"""Validates JSON documents against the contract's schemas (resources/schemas, issue 33).

    validate-contract.py [--schemas DIR] [--lines] SCHEMA FILE...
    validate-contract.py [--schemas DIR] [--folders DIR...] [--line-folders DIR...]
    validate-contract.py [--schemas DIR] --check-schemas

SCHEMA is a schema's name: `health` for resources/schemas/health.schema.json. Each FILE holds one JSON
document; with --lines, each of its non-empty lines is one (progress lines, protocol lines). --folders
validates every DIR/SCHEMA/FILE against SCHEMA in one run (--line-folders: line by line). Prints one line
per failure, `FAIL FILE[:LINE]: $.json.path: what is wrong`, and a summary per schema; exits 1 when a
document fails, 2 on a usage or schema problem, 77 when Python's jsonschema module is missing (Debian:
python3-jsonschema).

A real validator, Draft 2020-12, with every schema of the folder loaded and found by its $id
(https://ssd-toolbox.invalid/schemas/NAME.schema.json: nothing is fetched). On jsonschema 4.10 (Debian 12)
the references are resolved by a RefResolver whose store holds the schemas; a newer jsonschema with the
`referencing` package gets a registry of the same schemas (its RefResolver is deprecated, and does not follow
references inside unevaluatedProperties).

One rule is stricter than JSON Schema's own: an "integer" must be written as one. JSON Schema counts 7.0
as an integer; here it is not, so a count the code writes as a double (7.0) fails, as it would fail a
reader in a typed language.
"""
import argparse
import json
import os
import re
import sys
import warnings

try:
    import jsonschema
    import jsonschema.exceptions
    import jsonschema.validators
except ImportError:
    print("validate-contract: Python's jsonschema module is missing (Debian: apt-get install python3-jsonschema)")
    sys.exit(77)

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_SCHEMAS = os.path.normpath(os.path.join(HERE, "..", "..", "resources", "schemas"))
SUFFIX = ".schema.json"


def strict_integer(_checker, instance):
    return isinstance(instance, int) and not isinstance(instance, bool)


StrictValidator = jsonschema.validators.extend(
    jsonschema.Draft202012Validator,
    type_checker=jsonschema.Draft202012Validator.TYPE_CHECKER.redefine("integer", strict_integer))


def load_schemas(folder):
    """{name: schema} of every NAME.schema.json in folder, each checked against the 2020-12 metaschema."""
    schemas = {}
    for entry in sorted(os.listdir(folder)):
        if not entry.endswith(SUFFIX):
            continue
        path = os.path.join(folder, entry)
        with open(path, encoding="utf-8") as source:
            schema = json.load(source)
        name = entry[: -len(SUFFIX)]
        expected_id = "https://ssd-toolbox.invalid/schemas/" + entry
        if schema.get("$id") != expected_id:
            raise ValueError(f"{path}: $id is {schema.get('$id')!r}, expected {expected_id!r}")
        jsonschema.Draft202012Validator.check_schema(schema)
        schemas[name] = schema
    if not schemas:
        raise ValueError(f"no *{SUFFIX} in {folder}")
    return schemas


def make_validator(schemas, name):
    schema = schemas[name]
    try:
        import referencing
        import referencing.jsonschema
    except ImportError:
        referencing = None
    if referencing is not None:
        registry = referencing.Registry().with_resources(
            (s["$id"], referencing.Resource.from_contents(s, default_specification=referencing.jsonschema.DRAFT202012))
            for s in schemas.values())
        return StrictValidator(schema, registry=registry)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        store = {s["$id"]: s for s in schemas.values()}
        resolver = jsonschema.RefResolver.from_schema(schema, store=store)
        return StrictValidator(schema, resolver=resolver)


def json_path(path):
    text = "$"
    for part in path:
        if isinstance(part, int):
            text += f"[{part}]"
        elif part.isidentifier():
            text += "." + part
        else:
            text += "[" + json.dumps(part) + "]"
    return text


def deepest(error):
    """The error that says most: in an anyOf/oneOf, the deepest error of a branch of the value's own type
    (of `object or null`, what is wrong with the object, not that it is not null)."""
    while error.context:
        candidates = [e for e in error.context if e.validator != "type"] or list(error.context)
        error = max(candidates, key=lambda e: len(e.absolute_path))
    return error


UNEXPECTED = re.compile(r"\((.*) (?:was|were) unexpected\)")


def explained_below(error, errors):
    """An unevaluatedProperties error that names only keys whose own values failed: jsonschema 4.10 does not
    count a key whose schema failed as evaluated, so the key's own error says it all."""
    match = UNEXPECTED.search(error.message)
    if not match:
        return False
    keys = re.findall(r"'([^']*)'", match.group(1))
    here = list(error.absolute_path)
    failed_below = {e.absolute_path[len(here)] for e in errors
                    if e is not error and len(e.absolute_path) > len(here)
                    and list(e.absolute_path)[:len(here)] == here}
    return bool(keys) and all(key in failed_below for key in keys)


def refuse_constant(name):
    raise ValueError(f"{name} is not JSON")


def failures_of(validator, document):
    errors = sorted(validator.iter_errors(document), key=lambda e: [str(p) for p in e.absolute_path])
    found = []
    for error in errors:
        if error.validator == "unevaluatedProperties" and explained_below(error, errors):
            continue
        best = deepest(error)
        message = best.message
        if len(message) > 300:
            message = message[:300] + "…"
        found.append((json_path(best.absolute_path), message))
    return found


def documents_of(path, lines):
    """(label, document or None, problem) for each document in the file."""
    with open(path, encoding="utf-8") as source:
        text = source.read()
    pieces = [(f"{path}:{number}", line) for number, line in enumerate(text.splitlines(), 1) if line.strip()] \
        if lines else [(path, text)]
    if not pieces:
        yield path, None, "no JSON document in the file"
    for label, piece in pieces:
        try:
            yield label, json.loads(piece, parse_constant=refuse_constant), None
        except ValueError as error:
            yield label, None, f"not JSON: {error}"


def validate(schemas, name, files, lines):
    """Prints each failure and the summary line; returns (documents, failed)."""
    validator = make_validator(schemas, name)
    documents = failed = 0
    for path in files:
        for label, document, problem in documents_of(path, lines):
            documents += 1
            problems = [("$", problem)] if problem else failures_of(validator, document)
            if problems:
                failed += 1
            for where, message in problems:
                print(f"FAIL {label}: {where}: {message}")
    print(f"validate-contract: {name}: {documents} document(s), {failed} failed")
    return documents, failed


def groups_of_folders(folders, lines):
    """(schema, files, lines) for each subfolder of each folder: the subfolder's name is the schema's."""
    for folder in folders:
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if os.path.isdir(path):
                yield name, [os.path.join(path, f) for f in sorted(os.listdir(path))], lines


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--schemas", default=DEFAULT_SCHEMAS, help="the folder of *.schema.json")
    parser.add_argument("--lines", action="store_true", help="each non-empty line of a file is one document")
    parser.add_argument("--check-schemas", action="store_true", help="only load and check the schemas")
    parser.add_argument("--folders", nargs="+", default=[], metavar="DIR",
                        help="validate DIR/SCHEMA/* against SCHEMA, for every subfolder (instead of SCHEMA FILE...)")
    parser.add_argument("--line-folders", nargs="+", default=[], metavar="DIR",
                        help="the same, each non-empty line of a file one document")
    parser.add_argument("schema", nargs="?", help="the schema's name, e.g. health")
    parser.add_argument("files", nargs="*")
    args = parser.parse_args()
    try:
        schemas = load_schemas(args.schemas)
    except (OSError, ValueError, jsonschema.exceptions.SchemaError) as error:
        print(f"validate-contract: the schemas: {error}")
        return 2
    if args.check_schemas:
        print(f"validate-contract: {len(schemas)} schemas in {args.schemas} are valid Draft 2020-12 schemas")
        return 0
    if args.folders or args.line_folders:
        groups = list(groups_of_folders(args.folders, False)) + list(groups_of_folders(args.line_folders, True))
    else:
        name = args.schema[: -len(SUFFIX)] if args.schema and args.schema.endswith(SUFFIX) else args.schema
        if not name or not args.files:
            parser.print_usage()
            return 2
        groups = [(name, args.files, args.lines)]
    failed = 0
    for name, files, lines in groups:
        if name not in schemas:
            print(f"FAIL {name}: no schema {name!r} describes these: {' '.join(files[:5])}")
            failed += 1
            continue
        failed += validate(schemas, name, files, lines)[1]
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
