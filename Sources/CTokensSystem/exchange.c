// The one system call the writer needs that Swift's Glibc module does not declare: renameat2 with
// RENAME_EXCHANGE on Linux (renamex_np with RENAME_SWAP on Apple's systems).
#define _GNU_SOURCE
#include "CTokensSystem.h"
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#if defined(__linux__)
#include <sys/syscall.h>
#include <unistd.h>
#ifndef RENAME_EXCHANGE
#define RENAME_EXCHANGE (1 << 1)
#endif
#endif

int tokens_exchange_paths(const char *a, const char *b) {
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, a, AT_FDCWD, b, RENAME_EXCHANGE);
#elif defined(__APPLE__)
    return renamex_np(a, b, RENAME_SWAP);
#else
    errno = ENOSYS;
    return -1;
#endif
}
