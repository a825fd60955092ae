#ifndef AXDIFF_CLIBGIT2_SHIM_H
#define AXDIFF_CLIBGIT2_SHIM_H
#include <git2.h>
/* git_repository_set_index and git_repository_set_workdir: GIT_INDEX_FILE and GIT_WORK_TREE. */
#include <git2/sys/repository.h>
#endif
