#ifndef SWIVEL_CSQLITE_SHIM_H
#define SWIVEL_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
