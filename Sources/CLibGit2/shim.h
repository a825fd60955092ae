#ifndef AXDIFF_CLIBGIT2_SHIM_H
#define AXDIFF_CLIBGIT2_SHIM_H
#include <git2.h>
/* git_repository_set_index and git_repository_set_workdir: GIT_INDEX_FILE and GIT_WORK_TREE. */
#include <git2/sys/repository.h>
/* git_libgit2_opts is variadic, which Swift cannot call: one wrapper per option used. */
static inline int axdiff_git_cache_object_limit(git_object_t type, size_t bytes) {
    return git_libgit2_opts(GIT_OPT_SET_CACHE_OBJECT_LIMIT, (int)type, bytes);
}
static inline int axdiff_git_strict_hash_verification(int enabled) {
    return git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, enabled);
}
#endif
