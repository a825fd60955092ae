#ifndef AXDIFF_CLIBGIT2_SHIM_H
#define AXDIFF_CLIBGIT2_SHIM_H
#include <git2.h>
#endif
