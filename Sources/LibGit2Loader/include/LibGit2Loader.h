#ifndef AXDIFF_LIBGIT2_LOADER_H
#define AXDIFF_LIBGIT2_LOADER_H
#include <stddef.h>

/*
 * libgit2 is opened when the first command needs a repository, not when axdiff starts:
 * linked as a dependency, it and the libraries it needs (mbedTLS, libssh2 and OpenSSL's
 * libcrypto, PCRE2, zlib, http-parser) are mapped and relocated by every process, `import`
 * and `validate` too, which never read git. Measured against a build that links libgit2
 * (release builds, callgrind and CPU time of alternating runs): 7.9M instructions and about
 * 3 ms of CPU more per process; `axdiff --version` 11.2M against 19.1M instructions (5 ms
 * against 8 ms of CPU), W1's import of a 5,000-line ARIA snapshot 91.3M against 99.3M
 * (16 ms against 19 ms), P1's diff of two files 415.7M against 423.5M, when P1 runs in
 * about 28 ms against a goal of 0.6 x `git diff --no-index`'s 49 ms.
 * LibGit2Loader.c defines each libgit2 function axdiff calls as a forward to the one in the
 * library it opens.
 */

/* Opens libgit2 and finds every function axdiff calls; safe from any thread, and only the
 * first call does the work. Returns 0, or -1 with *message set to a sentence that says what
 * is missing (static storage, valid for the life of the process). */
int axdiff_libgit2_load(const char *_Nullable *_Nonnull message);

/* git_libgit2_opts is variadic, which Swift cannot call: one function per option used.
 * `type` is a git_object_t. Call them after axdiff_libgit2_load succeeded. */
int axdiff_git_cache_object_limit(int type, size_t bytes);
int axdiff_git_strict_hash_verification(int enabled);

#endif
