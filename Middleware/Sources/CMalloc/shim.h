// glibc's malloc.h, for malloc_trim: the C library's heaps given back to the system.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
