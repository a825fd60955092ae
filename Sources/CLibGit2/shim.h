#ifndef AXDIFF_CLIBGIT2_SHIM_H
#define AXDIFF_CLIBGIT2_SHIM_H
/* libgit2's declarations only: the functions come from LibGit2Loader, which opens the
 * library on first use (Sources/LibGit2Loader/include/LibGit2Loader.h). */
#include <git2.h>
/* git_repository_set_index and git_repository_set_workdir: GIT_INDEX_FILE and GIT_WORK_TREE. */
#include <git2/sys/repository.h>
#endif
