#ifndef C_TOKENS_SYSTEM_H
#define C_TOKENS_SYSTEM_H

/// Swaps the two paths `a` and `b` (folders or files on one file system) in one step: a reader
/// sees either both old or both new, never neither. Returns 0, or -1 with errno set (ENOSYS or
/// EINVAL where the system or file system cannot swap; the caller then renames twice).
int tokens_exchange_paths(const char *a, const char *b);

/// Hands memory freed by the process back to the system where the C library keeps it
/// (glibc's `malloc_trim`, which Swift's Glibc module does not declare); does nothing elsewhere.
void tokens_release_free_memory(void);

#endif
