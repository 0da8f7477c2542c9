#!/usr/bin/env python3
"""Static checks of docker-compose.yml, for machines without a Docker engine (`make lint`).

Checks what `docker compose config` would reject or what would break at run time: the file's
shape, build contexts and Dockerfiles that exist, published ports, health checks, depends_on
conditions that refer to services with health checks, and URLs in the environment that name a
service of this file on a port it listens on. Exits 1 with one line per problem.
"""
import os
import re
import sys

import yaml

ALLOWED_SERVICE_KEYS = {
    "build", "image", "environment", "ports", "depends_on", "healthcheck", "restart", "command", "entrypoint",
    "volumes", "networks", "user", "read_only", "init", "stop_grace_period", "env_file", "expose",
    "profiles", "deploy",
}


def main(path):
    root = os.path.dirname(os.path.abspath(path))
    with open(path) as handle:
        document = yaml.safe_load(handle)
    problems = []
    services = document.get("services") if isinstance(document, dict) else None
    if not isinstance(services, dict) or not services:
        return [f"{path}: no services"]
    listening = {}
    for name, service in services.items():
        where = f"{path}: services.{name}"
        if not isinstance(service, dict):
            problems.append(f"{where}: not a mapping")
            continue
        for key in service:
            if key not in ALLOWED_SERVICE_KEYS:
                problems.append(f"{where}: unknown key '{key}'")
        build = service.get("build")
        if build is None and "image" not in service:
            problems.append(f"{where}: needs build or image")
        if isinstance(build, dict):
            context = os.path.join(root, build.get("context", "."))
            dockerfile = os.path.join(context, build.get("dockerfile", "Dockerfile"))
            if not os.path.isdir(context):
                problems.append(f"{where}.build.context: {context} does not exist")
            if not os.path.isfile(dockerfile):
                problems.append(f"{where}.build.dockerfile: {dockerfile} does not exist")
            elif "target" in build:
                stages = re.findall(r"^FROM\s+\S+\s+AS\s+(\S+)\s*$", open(dockerfile).read(), re.M | re.I)
                if build["target"] not in stages:
                    problems.append(f"{where}.build.target: no stage '{build['target']}' in {dockerfile}")
        ports = []
        for port in service.get("ports", []):
            match = re.fullmatch(r"(?:(\d+\.\d+\.\d+\.\d+):)?(\d+):(\d+)(?:/(tcp|udp))?", str(port))
            if not match:
                problems.append(f"{where}.ports: '{port}' is not [IP:]HOST:CONTAINER")
            else:
                ports.append(int(match.group(3)))
        # Ports reachable by the other services only.
        ports += [int(str(port).split("/")[0]) for port in service.get("expose", []) if str(port).split("/")[0].isdigit()]
        for volume in service.get("volumes", []):
            source = str(volume).split(":")[0]
            if source.startswith((".", "/")) and not os.path.exists(os.path.join(root, source)):
                problems.append(f"{where}.volumes: {source} does not exist")
        replicas = (service.get("deploy") or {}).get("replicas")
        if replicas is not None and not re.fullmatch(r"\d+|\$\{[A-Z_]+(:-\d+)?\}", str(replicas)):
            problems.append(f"{where}.deploy.replicas: '{replicas}' is not a count")
        environment = service.get("environment", {})
        if isinstance(environment, list):
            environment = dict(item.split("=", 1) for item in environment)
        listen = environment.get("LISTEN_ADDR") or environment.get("FAKE_UPSTREAM_PORT")
        if listen:
            listening[name] = int(str(listen).rsplit(":", 1)[-1])
            if listening[name] not in ports:
                problems.append(f"{where}: listens on {listening[name]} but publishes {ports}")
        health = service.get("healthcheck")
        if not isinstance(health, dict) or not isinstance(health.get("test"), list) or health["test"][0] not in ("CMD", "CMD-SHELL"):
            problems.append(f"{where}.healthcheck: needs a test starting with CMD or CMD-SHELL")
        for dependency, condition in (service.get("depends_on") or {}).items():
            if dependency not in services:
                problems.append(f"{where}.depends_on: unknown service '{dependency}'")
            elif condition.get("condition") == "service_healthy" and "healthcheck" not in services[dependency]:
                problems.append(f"{where}.depends_on.{dependency}: service_healthy without a healthcheck there")
    for name, service in services.items():
        environment = service.get("environment", {}) if isinstance(service, dict) else {}
        for key, value in (environment.items() if isinstance(environment, dict) else []):
            # URLs, and nginx `server HOST:PORT` lines.
            match = re.match(r"(?:https?://|server )([^:/\s]+):(\d+)", str(value))
            if match and match.group(1) in services:
                target, port = match.group(1), int(match.group(2))
                if listening.get(target) != port:
                    problems.append(f"{path}: services.{name}.environment.{key} points at {target}:{port}, which listens on {listening.get(target)}")
                if target not in (service.get("depends_on") or {}):
                    problems.append(f"{path}: services.{name} uses {target} without depends_on")
    return problems


if __name__ == "__main__":
    found = main(sys.argv[1] if len(sys.argv) > 1 else "docker-compose.yml")
    for problem in found:
        print(problem)
    sys.exit(1 if found else 0)
