#ifndef SWIVEL_C_NAMED_THREAD_H
#define SWIVEL_C_NAMED_THREAD_H

/// Names the calling thread (at most 15 bytes on Linux; longer names are cut) so that
/// `top -H`, `perf` and `/proc/PID/task` tell Swivel's threads apart. Returns 0 or an errno.
/// glibc declares `pthread_setname_np` only with `_GNU_SOURCE`, which Swift's Glibc module
/// does not define: this file is where that C detail stays.
int swivel_name_current_thread(const char *name);

#endif
