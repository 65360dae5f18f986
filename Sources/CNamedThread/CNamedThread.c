#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <string.h>

#include "CNamedThread.h"

int swivel_name_current_thread(const char *name) {
#if defined(__APPLE__)
    return pthread_setname_np(name);
#else
    char truncated[16];
    strncpy(truncated, name, sizeof truncated - 1);
    truncated[sizeof truncated - 1] = '\0';
    return pthread_setname_np(pthread_self(), truncated);
#endif
}
