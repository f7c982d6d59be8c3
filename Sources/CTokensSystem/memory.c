// glibc's malloc_trim, which Swift's Glibc module does not declare.
#include "CTokensSystem.h"
#if defined(__GLIBC__)
#include <malloc.h>
#endif

void tokens_release_free_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
