#!/usr/bin/python3
# SPDX-FileCopyrightText: GPU Capacity Planner contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Validates exported files against the published schemas, with Debian's python3-jsonschema.

  validate-schema.py rest SWAGGER_EXTRACT.json BODY.json…     Azure ML JobBaseResource (REST body)
  validate-schema.py kubernetes CRD.yaml OBJECT.json…          a custom resource against its CRD

Prints one JSON line per file: {"file", "ok", "errors": [{"path", "message"}]}; exits 0 when every
file is valid, 1 when one is not, 2 when the schema cannot be read. In the test's copy of each
schema (in memory; the files stay as published) every object that lists its properties gets
additionalProperties: false, so that a misspelt field fails (tests/data/schemas/*/SOURCE.md).
"""
import json
import sys

import jsonschema

REF = "#/definitions/"


def swagger_schema(definitions):
    """JobBaseResource as JSON Schema: $refs resolved, allOf merged, discriminators chosen."""

    def parents(name):
        return [a["$ref"][len(REF):] for a in definitions[name].get("allOf", []) if "$ref" in a]

    def merged(name):
        # Properties and required names of the definition and every definition it extends.
        props, required = {}, []
        for parent in parents(name):
            p, r = merged(parent)
            props.update(p)
            required += r
        d = definitions[name]
        props.update(d.get("properties", {}))
        required += d.get("required", [])
        return props, required

    def derived(base):
        out = []
        for name, d in definitions.items():
            if base in parents(name) and "x-ms-discriminator-value" in d:
                out.append(name)
        return out

    def flat(name, depth):
        d = definitions[name]
        if d.get("x-not-extracted"):
            return {}
        if "enum" in d:
            return {"type": d.get("type", "string"), "enum": d["enum"]}
        props, required = merged(name)
        schema = {"type": "object"}
        if props:
            schema["properties"] = {k: convert(v, depth + 1) for k, v in props.items() if not v.get("readOnly")}
            schema["additionalProperties"] = False  # the test's copy: a misspelt field fails
        if required:
            schema["required"] = sorted(set(required))
        if isinstance(d.get("additionalProperties"), dict):
            schema["additionalProperties"] = convert(d["additionalProperties"], depth + 1)
        return schema

    def by_ref(name, depth):
        d = definitions[name]
        if "discriminator" in d:
            key = d["discriminator"]
            choices = []
            for sub in derived(name):
                s = flat(sub, depth)
                s["properties"][key] = {"enum": [definitions[sub]["x-ms-discriminator-value"]]}
                choices.append(s)
            if choices:
                return {"oneOf": choices}
        return flat(name, depth)

    def convert(node, depth):
        if depth > 40:
            raise RecursionError("schema nests deeper than 40 levels")
        if "$ref" in node:
            return by_ref(node["$ref"][len(REF):], depth)
        out = {}
        for key in ("type", "enum", "pattern", "minLength", "maxLength", "minimum", "maximum"):
            if key in node:
                out[key] = node[key]
        if "items" in node:
            out["items"] = convert(node["items"], depth + 1)
        if isinstance(node.get("additionalProperties"), dict):
            out["additionalProperties"] = convert(node["additionalProperties"], depth + 1)
        if "properties" in node:
            out["properties"] = {k: convert(v, depth + 1) for k, v in node["properties"].items()}
            out["additionalProperties"] = False
        return out

    return by_ref("JobBaseResource", 0)


def closed(schema):
    """The CRD's schema with additionalProperties: false on every object that lists properties."""
    if isinstance(schema, dict):
        if (schema.get("type") == "object" and "properties" in schema and "additionalProperties" not in schema
                and not schema.get("x-kubernetes-preserve-unknown-fields")):
            schema["additionalProperties"] = False
        for value in schema.values():
            closed(value)
    elif isinstance(schema, list):
        for value in schema:
            closed(value)
    return schema


def crd_schema(path):
    import yaml
    with open(path, encoding="utf-8") as f:
        crd = yaml.safe_load(f)
    for version in crd["spec"]["versions"]:
        if version["name"] == "v1":
            return closed(version["schema"]["openAPIV3Schema"])
    raise KeyError("the CRD has no version v1")


def main(argv):
    if len(argv) < 4 or argv[1] not in ("rest", "kubernetes"):
        print(__doc__, file=sys.stderr)
        return 2
    try:
        if argv[1] == "rest":
            with open(argv[2], encoding="utf-8") as f:
                schema = swagger_schema(json.load(f)["definitions"])
        else:
            schema = crd_schema(argv[2])
        validator = jsonschema.Draft7Validator(schema)
    except Exception as e:  # the schema itself is unusable: say so and stop
        print(json.dumps({"schema": argv[2], "error": repr(e)}))
        return 2
    status = 0
    for path in argv[3:]:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        errors = [{"path": "/".join(str(p) for p in e.absolute_path), "message": e.message}
                  for e in sorted(validator.iter_errors(doc), key=lambda e: list(e.absolute_path))]
        print(json.dumps({"file": path, "ok": not errors, "errors": errors}))
        status = status or (1 if errors else 0)
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
