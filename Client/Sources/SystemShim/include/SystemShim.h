#ifndef SALEASSISTANT_SYSTEM_SHIM_H
#define SALEASSISTANT_SYSTEM_SHIM_H

// System calls the C library declares only under _GNU_SOURCE, which Swift's Glibc module does not
// define: typed wrappers, each a no-op answering 0 where the system has no such call.

// Asks the kernel to start writing bytes [offset, offset + count) of the file out to its disk,
// waiting for nothing (Linux's sync_file_range with SYNC_FILE_RANGE_WRITE). A hint for a later
// fsync; 0 or -1 with errno.
int sa_start_writeback(int descriptor, long long offset, long long count);

#endif
