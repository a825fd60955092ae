# shellcheck shell=bash
# Sourced by scripts/test and scripts/demo: what building axdiff needs from the system.
#
# install_build_requirements NAME [TOOL...] installs what is missing (libgit2-dev, pkg-config
# and git, and each further TOOL command, from apt packages of the same name) on Debian and
# Ubuntu when run as root; otherwise it says what to install and exits 2, before a build would
# fail with a linker error. NAME is the calling script, for messages.
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
    echo "$caller: ${missing[*]} missing: run as root, or install them with: sudo apt-get install ${missing[*]}" >&2
    exit 2
  fi
  echo "==> installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
}
