#ifndef SWIVEL_CMICROHTTPD_SHIM_H
#define SWIVEL_CMICROHTTPD_SHIM_H
// libmicrohttpd's start call is variadic, which Swift cannot call: the inline
// wrapper below fixes the option list Swivel uses (filled in by the HTTPServer work).
#include <microhttpd.h>
#endif
