/*
 * libgit2, opened on first use (see include/LibGit2Loader.h for why).
 *
 * Each libgit2 function axdiff calls is listed once below, with its parameters as git2.h
 * declares them. This file includes git2.h, so a line that does not match libgit2's own
 * declaration does not compile. Calling a function not listed here fails at link time
 * (an undefined git_ symbol): scripts/libgit2-functions prints the list for the calls in
 * the sources and tests (with --check, what differs from the one below).
 */
#include "LibGit2Loader.h"

#include <git2.h>
#include <git2/sys/repository.h>

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

/* The library's file name for the interface axdiff was compiled against: libgit2.so.1.5.
 * On macOS, Homebrew's folders are tried after the name alone, which dyld looks for in
 * /usr/local/lib but not in /opt/homebrew/lib. */
#if defined(__APPLE__)
#define AXDIFF_LIBGIT2_FILE "libgit2." LIBGIT2_SOVERSION ".dylib"
static const char *const candidates[] = {
    AXDIFF_LIBGIT2_FILE, "/opt/homebrew/lib/" AXDIFF_LIBGIT2_FILE, "/usr/local/lib/" AXDIFF_LIBGIT2_FILE,
};
#else
#define AXDIFF_LIBGIT2_FILE "libgit2.so." LIBGIT2_SOVERSION
static const char *const candidates[] = {AXDIFF_LIBGIT2_FILE};
#endif

/* FUNCTION(return type, name, (parameters), (arguments)); VOID for functions returning void. */
#define AXDIFF_LIBGIT2_FUNCTIONS(FUNCTION, VOID) \
    VOID(void, git_blob_free, (git_blob *blob), (blob)) \
    FUNCTION(int, git_blob_lookup, (git_blob **blob, git_repository *repo, const git_oid *id), (blob, repo, id)) \
    FUNCTION(const void *, git_blob_rawcontent, (const git_blob *blob), (blob)) \
    FUNCTION(git_object_size_t, git_blob_rawsize, (const git_blob *blob), (blob)) \
    FUNCTION(int, git_branch_lookup, (git_reference **out, git_repository *repo, const char *branch_name, git_branch_t branch_type), (out, repo, branch_name, branch_type)) \
    FUNCTION(int, git_branch_upstream, (git_reference **out, const git_reference *branch), (out, branch)) \
    VOID(void, git_buf_dispose, (git_buf *buffer), (buffer)) \
    FUNCTION(const git_signature *, git_commit_author, (const git_commit *commit), (commit)) \
    VOID(void, git_commit_free, (git_commit *commit), (commit)) \
    FUNCTION(int, git_commit_lookup, (git_commit **commit, git_repository *repo, const git_oid *id), (commit, repo, id)) \
    FUNCTION(const char *, git_commit_message, (const git_commit *commit), (commit)) \
    FUNCTION(const git_oid *, git_commit_parent_id, (const git_commit *commit, unsigned int n), (commit, n)) \
    FUNCTION(unsigned int, git_commit_parentcount, (const git_commit *commit), (commit)) \
    FUNCTION(const char *, git_commit_summary, (git_commit *commit), (commit)) \
    FUNCTION(const git_oid *, git_commit_tree_id, (const git_commit *commit), (commit)) \
    VOID(void, git_config_free, (git_config *cfg), (cfg)) \
    FUNCTION(int, git_config_get_bool, (int *out, const git_config *cfg, const char *name), (out, cfg, name)) \
    FUNCTION(int, git_config_get_string, (const char **out, const git_config *cfg, const char *name), (out, cfg, name)) \
    VOID(void, git_config_iterator_free, (git_config_iterator *iter), (iter)) \
    FUNCTION(int, git_config_iterator_new, (git_config_iterator **out, const git_config *cfg), (out, cfg)) \
    FUNCTION(int, git_config_next, (git_config_entry **entry, git_config_iterator *iter), (entry, iter)) \
    FUNCTION(int, git_diff_find_options_init, (git_diff_find_options *opts, unsigned int version), (opts, version)) \
    FUNCTION(int, git_diff_find_similar, (git_diff *diff, const git_diff_find_options *options), (diff, options)) \
    VOID(void, git_diff_free, (git_diff *diff), (diff)) \
    FUNCTION(const git_diff_delta *, git_diff_get_delta, (const git_diff *diff, size_t idx), (diff, idx)) \
    FUNCTION(int, git_diff_index_to_workdir, (git_diff **diff, git_repository *repo, git_index *index, const git_diff_options *opts), (diff, repo, index, opts)) \
    FUNCTION(size_t, git_diff_num_deltas, (const git_diff *diff), (diff)) \
    FUNCTION(int, git_diff_options_init, (git_diff_options *opts, unsigned int version), (opts, version)) \
    FUNCTION(int, git_diff_tree_to_index, (git_diff **diff, git_repository *repo, git_tree *old_tree, git_index *index, const git_diff_options *opts), (diff, repo, old_tree, index, opts)) \
    FUNCTION(int, git_diff_tree_to_tree, (git_diff **diff, git_repository *repo, git_tree *old_tree, git_tree *new_tree, const git_diff_options *opts), (diff, repo, old_tree, new_tree, opts)) \
    FUNCTION(int, git_diff_tree_to_workdir_with_index, (git_diff **diff, git_repository *repo, git_tree *old_tree, const git_diff_options *opts), (diff, repo, old_tree, opts)) \
    VOID(void, git_error_clear, (void), ()) \
    FUNCTION(const git_error *, git_error_last, (void), ()) \
    FUNCTION(int, git_ignore_path_is_ignored, (int *ignored, git_repository *repo, const char *path), (ignored, repo, path)) \
    FUNCTION(int, git_index_entry_stage, (const git_index_entry *entry), (entry)) \
    FUNCTION(size_t, git_index_entrycount, (const git_index *index), (index)) \
    FUNCTION(int, git_index_find_prefix, (size_t *at_pos, git_index *index, const char *prefix), (at_pos, index, prefix)) \
    VOID(void, git_index_free, (git_index *index), (index)) \
    FUNCTION(const git_index_entry *, git_index_get_byindex, (git_index *index, size_t n), (index, n)) \
    FUNCTION(const git_index_entry *, git_index_get_bypath, (git_index *index, const char *path, int stage), (index, path, stage)) \
    FUNCTION(int, git_index_has_conflicts, (const git_index *index), (index)) \
    FUNCTION(int, git_index_open, (git_index **out, const char *index_path), (out, index_path)) \
    FUNCTION(int, git_index_read, (git_index *index, int force), (index, force)) \
    FUNCTION(int, git_libgit2_init, (void), ()) \
    FUNCTION(int, git_merge_base, (git_oid *out, git_repository *repo, const git_oid *one, const git_oid *two), (out, repo, one, two)) \
    VOID(void, git_object_free, (git_object *object), (object)) \
    FUNCTION(const git_oid *, git_object_id, (const git_object *obj), (obj)) \
    FUNCTION(int, git_object_peel, (git_object **peeled, const git_object *object, git_object_t target_type), (peeled, object, target_type)) \
    FUNCTION(git_object_t, git_object_type, (const git_object *obj), (obj)) \
    VOID(void, git_odb_free, (git_odb *db), (db)) \
    FUNCTION(int, git_odb_new, (git_odb **out), (out)) \
    VOID(void, git_reference_free, (git_reference *ref), (ref)) \
    VOID(void, git_reference_iterator_free, (git_reference_iterator *iter), (iter)) \
    FUNCTION(int, git_reference_iterator_new, (git_reference_iterator **out, git_repository *repo), (out, repo)) \
    FUNCTION(int, git_reference_lookup, (git_reference **out, git_repository *repo, const char *name), (out, repo, name)) \
    FUNCTION(const char *, git_reference_name, (const git_reference *ref), (ref)) \
    FUNCTION(int, git_reference_name_to_id, (git_oid *out, git_repository *repo, const char *name), (out, repo, name)) \
    FUNCTION(int, git_reference_next, (git_reference **out, git_reference_iterator *iter), (out, iter)) \
    FUNCTION(const char *, git_reference_shorthand, (const git_reference *ref), (ref)) \
    FUNCTION(const char *, git_reference_symbolic_target, (const git_reference *ref), (ref)) \
    FUNCTION(const git_oid *, git_reference_target, (const git_reference *ref), (ref)) \
    FUNCTION(const char *, git_repository_commondir, (const git_repository *repo), (repo)) \
    FUNCTION(int, git_repository_config_snapshot, (git_config **out, git_repository *repo), (out, repo)) \
    FUNCTION(int, git_repository_discover, (git_buf *out, const char *start_path, int across_fs, const char *ceiling_dirs), (out, start_path, across_fs, ceiling_dirs)) \
    VOID(void, git_repository_free, (git_repository *repo), (repo)) \
    FUNCTION(int, git_repository_hashfile, (git_oid *out, git_repository *repo, const char *path, git_object_t type, const char *as_path), (out, repo, path, type, as_path)) \
    FUNCTION(int, git_repository_head_unborn, (git_repository *repo), (repo)) \
    FUNCTION(int, git_repository_index, (git_index **out, git_repository *repo), (out, repo)) \
    FUNCTION(int, git_repository_is_bare, (const git_repository *repo), (repo)) \
    FUNCTION(int, git_repository_is_shallow, (git_repository *repo), (repo)) \
    FUNCTION(int, git_repository_is_worktree, (const git_repository *repo), (repo)) \
    FUNCTION(int, git_repository_open_ext, (git_repository **out, const char *path, unsigned int flags, const char *ceiling_dirs), (out, path, flags, ceiling_dirs)) \
    FUNCTION(const char *, git_repository_path, (const git_repository *repo), (repo)) \
    FUNCTION(int, git_repository_set_index, (git_repository *repo, git_index *index), (repo, index)) \
    FUNCTION(int, git_repository_set_workdir, (git_repository *repo, const char *workdir, int update_gitlink), (repo, workdir, update_gitlink)) \
    FUNCTION(const char *, git_repository_workdir, (const git_repository *repo), (repo)) \
    FUNCTION(int, git_repository_wrap_odb, (git_repository **out, git_odb *odb), (out, odb)) \
    FUNCTION(int, git_revparse_single, (git_object **out, git_repository *repo, const char *spec), (out, repo, spec)) \
    VOID(void, git_revwalk_free, (git_revwalk *walk), (walk)) \
    FUNCTION(int, git_revwalk_hide, (git_revwalk *walk, const git_oid *commit_id), (walk, commit_id)) \
    FUNCTION(int, git_revwalk_new, (git_revwalk **out, git_repository *repo), (out, repo)) \
    FUNCTION(int, git_revwalk_next, (git_oid *out, git_revwalk *walk), (out, walk)) \
    FUNCTION(int, git_revwalk_push, (git_revwalk *walk, const git_oid *id), (walk, id)) \
    FUNCTION(int, git_revwalk_simplify_first_parent, (git_revwalk *walk), (walk)) \
    FUNCTION(int, git_revwalk_sorting, (git_revwalk *walk, unsigned int sort_mode), (walk, sort_mode)) \
    FUNCTION(const git_tree_entry *, git_tree_entry_byindex, (const git_tree *tree, size_t idx), (tree, idx)) \
    FUNCTION(const git_tree_entry *, git_tree_entry_byname, (const git_tree *tree, const char *filename), (tree, filename)) \
    FUNCTION(int, git_tree_entry_bypath, (git_tree_entry **out, const git_tree *root, const char *path), (out, root, path)) \
    FUNCTION(git_filemode_t, git_tree_entry_filemode, (const git_tree_entry *entry), (entry)) \
    VOID(void, git_tree_entry_free, (git_tree_entry *entry), (entry)) \
    FUNCTION(const git_oid *, git_tree_entry_id, (const git_tree_entry *entry), (entry)) \
    FUNCTION(const char *, git_tree_entry_name, (const git_tree_entry *entry), (entry)) \
    FUNCTION(git_object_t, git_tree_entry_type, (const git_tree_entry *entry), (entry)) \
    FUNCTION(size_t, git_tree_entrycount, (const git_tree *tree), (tree)) \
    VOID(void, git_tree_free, (git_tree *tree), (tree)) \
    FUNCTION(const git_oid *, git_tree_id, (const git_tree *tree), (tree)) \
    FUNCTION(int, git_tree_lookup, (git_tree **out, git_repository *repo, const git_oid *id), (out, repo, id))


#define AXDIFF_POINTER(returns, name, parameters, arguments) static __typeof__(&name) p_##name;
AXDIFF_LIBGIT2_FUNCTIONS(AXDIFF_POINTER, AXDIFF_POINTER)
static int (*p_git_libgit2_opts)(int option, ...);

static pthread_once_t once = PTHREAD_ONCE_INIT;
/* Set (with release order) once every pointer above is; read with acquire order. */
static int loaded;
static char failure[512];

static void load(void) {
    void *library = NULL;
    const char *reason = NULL;
    for (size_t i = 0; i < sizeof candidates / sizeof candidates[0] && library == NULL; i++) {
        library = dlopen(candidates[i], RTLD_LAZY | RTLD_LOCAL);
        /* The first failure says most: the name alone, searched where the system looks. */
        if (library == NULL && reason == NULL) {
            const char *text = dlerror();
            static char first[256];
            snprintf(first, sizeof first, "%s", text ? text : "no reason given");
            reason = first;
        }
    }
    if (library == NULL) {
        snprintf(failure, sizeof failure,
                 "axdiff reads git repositories through libgit2 %s, and %s could not be loaded (%s): "
                 "install it (`apt-get install libgit2-%s` on Debian and Ubuntu, `brew install libgit2` on macOS) "
                 "and run axdiff again; validate, import and format of files on disk work without it",
                 LIBGIT2_SOVERSION, AXDIFF_LIBGIT2_FILE, reason, LIBGIT2_SOVERSION);
        return;
    }
    const char *missing = NULL;
#define AXDIFF_RESOLVE(returns, name, parameters, arguments) \
    if ((p_##name = (__typeof__(&name))dlsym(library, #name)) == NULL && missing == NULL) missing = #name;
    AXDIFF_LIBGIT2_FUNCTIONS(AXDIFF_RESOLVE, AXDIFF_RESOLVE)
    if ((p_git_libgit2_opts = (int (*)(int, ...))dlsym(library, "git_libgit2_opts")) == NULL && missing == NULL)
        missing = "git_libgit2_opts";
    if (missing != NULL) {
        snprintf(failure, sizeof failure,
                 "the libgit2 that was loaded (%s) has no function %s, which axdiff needs: "
                 "install libgit2 %s, the version axdiff was built with",
                 AXDIFF_LIBGIT2_FILE, missing, LIBGIT2_VERSION);
        return;
    }
    __atomic_store_n(&loaded, 1, __ATOMIC_RELEASE);
}

int axdiff_libgit2_load(const char **message) {
    if (!__atomic_load_n(&loaded, __ATOMIC_ACQUIRE)) {
        pthread_once(&once, load);
        if (!__atomic_load_n(&loaded, __ATOMIC_ACQUIRE)) {
            *message = failure;
            return -1;
        }
    }
    return 0;
}

/* For a call made without axdiff_libgit2_load first (AXGit always loads first; a test may
 * not): load now, or stop with the reason, as a missing library at start-up did. */
static inline void ensure_loaded(void) {
    if (__builtin_expect(!__atomic_load_n(&loaded, __ATOMIC_ACQUIRE), 0)) {
        const char *message = NULL;
        if (axdiff_libgit2_load(&message) != 0) {
            fprintf(stderr, "axdiff: %s\n", message);
            abort();
        }
    }
}

#define AXDIFF_FORWARD(returns, name, parameters, arguments) \
    returns name parameters { ensure_loaded(); return p_##name arguments; }
#define AXDIFF_FORWARD_VOID(returns, name, parameters, arguments) \
    returns name parameters { ensure_loaded(); p_##name arguments; }
AXDIFF_LIBGIT2_FUNCTIONS(AXDIFF_FORWARD, AXDIFF_FORWARD_VOID)

int axdiff_git_cache_object_limit(int type, size_t bytes) {
    ensure_loaded();
    return p_git_libgit2_opts(GIT_OPT_SET_CACHE_OBJECT_LIMIT, type, bytes);
}

int axdiff_git_strict_hash_verification(int enabled) {
    ensure_loaded();
    return p_git_libgit2_opts(GIT_OPT_ENABLE_STRICT_HASH_VERIFICATION, enabled);
}
