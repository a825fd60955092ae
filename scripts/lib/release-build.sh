# shellcheck shell=bash
# Sourced by scripts/install, scripts/bench and scripts/github-action: how a release of axdiff
# is built.
#
# release_build_flags prints the flags `swift build -c release` gets, one per line: the Swift
# runtime and Foundation linked statically (--static-swift-stdlib); concrete generic types
# reached through direct metadata accessors instead of mangled names
# (-disable-concrete-type-metadata-mangled-name-accessors): a mangled name is resolved at run
# time by looking up each conformance it needs in all 6,000 of the static binary's conformance
# records, which was 60% of the instructions of a diff of two small snapshots (the argument
# parsing's option types, mostly). It took `axdiff diff` of two small snapshots from 9.9 to
# 8.0 ms, `axdiff validate` of one from 6.6 to 5.7 ms, P2 from 17.3 to 16.2 ms (6.4%) and P1
# by 1.9-6.7% in five alternating rounds (docs/performance.md). And, where the toolchain
# has lld and the C library is glibc 2.36 or later, the executable's 81,000 relative
# relocations packed (DT_RELR, `-z pack-relative-relocs`). The dynamic loader then relocates
# them in a seventh of the time: 0.5 ms off the start of every command (docs/performance.md). A
# binary linked so needs glibc 2.36 or later to run, so the flag is only used where the build
# machine has it. AXDIFF_PACK_RELOCATIONS=0 leaves the packing out; AXDIFF_GLIBC_VERSION, when set,
# stands for the machine's glibc version (`getconf GNU_LIBC_VERSION`; the tests set it).
release_build_flags() {
  echo "--static-swift-stdlib"
  printf '%s\n' -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
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
