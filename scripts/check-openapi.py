#!/usr/bin/env python3
"""Validates docs/openapi.yaml against the OpenAPI 3.1 schema (`make lint`)."""
import pathlib
import re
import subprocess
import sys

try:
    from openapi_spec_validator import validate
    from openapi_spec_validator.readers import read_from_filename
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "openapi-spec-validator"], check=True)
    from openapi_spec_validator import validate
    from openapi_spec_validator.readers import read_from_filename

path = sys.argv[1] if len(sys.argv) > 1 else "docs/openapi.yaml"
spec, _ = read_from_filename(path)
validate(spec)
paths = sorted(spec["paths"])
# The routes as the middleware's sources declare them (`router.get("/rates/:code/path")`).
sources = pathlib.Path(__file__).resolve().parent.parent / "Middleware" / "Sources"
declared = set()
for source in sources.rglob("*.swift"):
    for route in re.findall(r'router\.get\("([^"]+)"\)', source.read_text()):
        declared.add(re.sub(r":(\w+)", r"{\1}", route))
expected = sorted(declared)
if paths != expected:
    sys.exit(f"{path}: paths {paths} differ from the routes the middleware serves {expected}")
print(f"{path}: valid OpenAPI {spec['openapi']}, {len(paths)} paths")
