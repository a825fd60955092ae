# shellcheck shell=bash
# Sourced by scripts/install, scripts/bench and scripts/github-action: how a release of axdiff
# is built.
#
# release_build_flags prints the flags `swift build -c release` gets, one per line: the Swift
# runtime and Foundation linked statically (--static-swift-stdlib), and, where the toolchain
# has lld and the C library is glibc 2.36 or later, the executable's 81,000 relative
# relocations packed (DT_RELR, `-z pack-relative-relocs`). The dynamic loader then relocates
# them in a seventh of the time: 0.5 ms off the start of every command (docs/performance.md). A
# binary linked so needs glibc 2.36 or later to run, so the flag is only used where the build
# machine has it. AXDIFF_PACK_RELOCATIONS=0 leaves it out; AXDIFF_GLIBC_VERSION, when set,
# stands for the machine's glibc version (`getconf GNU_LIBC_VERSION`; the tests set it).
release_build_flags() {
  echo "--static-swift-stdlib"
  [ "${AXDIFF_PACK_RELOCATIONS:-1}" = 0 ] && return 0
  local swift lld glibc="${AXDIFF_GLIBC_VERSION:-}"
  swift="$(command -v swift 2>/dev/null)" || return 0
  lld="$(dirname "$(readlink -f "$swift")")/ld.lld"
  [ -x "$lld" ] || return 0
  [ -n "$glibc" ] || glibc="$(getconf GNU_LIBC_VERSION 2>/dev/null | awk '{print $2}')"
  [ -n "$glibc" ] || return 0
  # glibc 2.36 or later: the major version above 2, or 2 and a minor of 36 or more.
  local major="${glibc%%.*}" minor="${glibc#*.}"
  minor="${minor%%.*}"
  [[ "$major" =~ ^[0-9]+$ && "$minor" =~ ^[0-9]+$ ]] || return 0
  if [ "$major" -gt 2 ] || { [ "$major" -eq 2 ] && [ "$minor" -ge 36 ]; }; then
    printf '%s\n' -Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
  fi
}
