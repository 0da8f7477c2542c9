#define _GNU_SOURCE
#include "SystemShim.h"

#ifdef __linux__
#include <fcntl.h>
#endif

int sa_start_writeback(int descriptor, long long offset, long long count) {
#ifdef __linux__
    return sync_file_range(descriptor, (off64_t)offset, (off64_t)count, SYNC_FILE_RANGE_WRITE);
#else
    (void)descriptor;
    (void)offset;
    (void)count;
    return 0;
#endif
}
