#define _GNU_SOURCE /* pthread_setname_np */
/*
 * The honest limit for `make bench`'s durable event POST: bare C libmicrohttpd doing Swivel's
 * durable mechanism with no engine, so the ratio measures what Swivel adds to the mechanism
 * itself (docs/architecture.md, "The event path"; BENCHMARKS.md).
 *
 * Per request: read the POST body; suspend the connection (MHD_ALLOW_SUSPEND_RESUME); a writer
 * thread takes everything queued, appends each body to an SQLite WAL journal table with
 * synchronous=FULL in one transaction (group commit), commits, and resumes each connection;
 * the next handler call answers a pre-built body of the size Swivel answers (FULL_BYTES, or
 * MINIMAL_BYTES when the request says `Prefer: return=minimal`). Same daemon flags and pool as
 * Swivel's HTTPServer and bench/hello.c.
 *
 * Built twice by bench/run.sh. With -DLEAN (bench/lean, the reference `make bench`'s ratios are
 * printed against) a request is allocated small and its body at the size its Content-Length
 * declares, growing only if more comes: nothing a C server would not do. Without it
 * (bench/durable, the reference before) each request zeroes a 64 KB body buffer (calloc).
 *
 *   cc -O2 [-DLEAN] -o bench/lean bench/durable.c $(pkg-config --cflags --libs libmicrohttpd sqlite3) -lpthread
 *   bench/lean PORT THREADS DATABASE FULL_BYTES MINIMAL_BYTES
 *   (prints "listening on PORT", stops on SIGINT/SIGTERM)
 */
#include <microhttpd.h>
#include <pthread.h>
#include <signal.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_BODY 65536

/* One request: its body, where it waits, and whether its append committed. */
struct request {
    struct MHD_Connection *connection;
    char session[128];
#ifdef LEAN
    char *body;          /* allocated at the declared length, grown if more comes */
    size_t capacity;
#else
    char body[MAX_BODY]; /* zeroed 64 KB per request: the reference before the lean one */
#endif
    size_t length;
    int minimal;
    int queued;
    int committed;
    struct request *next;
};

static struct MHD_Response *full_response;
static struct MHD_Response *minimal_response;

/* The writer's queue: requests waiting for a commit, newest last. */
static pthread_mutex_t queue_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t queue_ready = PTHREAD_COND_INITIALIZER;
static struct request *queue_head;
static struct request *queue_tail;
static int stopping;

static sqlite3 *database;
static sqlite3_stmt *insert_row;
static long long next_index;

static void check(int code, const char *what) {
    if (code != SQLITE_OK && code != SQLITE_DONE && code != SQLITE_ROW) {
        fprintf(stderr, "sqlite: %s: %s\n", what, sqlite3_errmsg(database));
        exit(1);
    }
}

static void open_database(const char *path) {
    check(sqlite3_open(path, &database), "open");
    check(sqlite3_exec(database, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;"
                       "CREATE TABLE IF NOT EXISTS journal(pos INTEGER PRIMARY KEY, session TEXT NOT NULL,"
                       " idx INTEGER NOT NULL, payload BLOB NOT NULL);", NULL, NULL, NULL), "schema");
    check(sqlite3_prepare_v2(database, "INSERT INTO journal(session, idx, payload) VALUES (?1, ?2, ?3)", -1,
                             &insert_row, NULL), "prepare");
}

/* Group commit: everything queued while the last commit ran goes into one transaction. */
static void *writer(void *unused) {
    (void)unused;
    for (;;) {
        pthread_mutex_lock(&queue_lock);
        while (queue_head == NULL && !stopping) pthread_cond_wait(&queue_ready, &queue_lock);
        struct request *batch = queue_head;
        queue_head = queue_tail = NULL;
        int done = stopping && batch == NULL;
        pthread_mutex_unlock(&queue_lock);
        if (done) return NULL;

        check(sqlite3_exec(database, "BEGIN IMMEDIATE", NULL, NULL, NULL), "begin");
        for (struct request *r = batch; r != NULL; r = r->next) {
            sqlite3_bind_text(insert_row, 1, r->session, -1, SQLITE_STATIC);
            sqlite3_bind_int64(insert_row, 2, next_index++);
            sqlite3_bind_blob(insert_row, 3, r->body, (int)r->length, SQLITE_STATIC);
            check(sqlite3_step(insert_row), "insert");
            sqlite3_reset(insert_row);
        }
        check(sqlite3_exec(database, "COMMIT", NULL, NULL, NULL), "commit");
        struct request *r = batch;
        while (r != NULL) {
            struct request *next = r->next;  /* read before the connection may complete */
            r->committed = 1;
            MHD_resume_connection(r->connection);
            r = next;
        }
    }
}

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url,
                              const char *method, const char *version, const char *upload_data,
                              size_t *upload_data_size, void **req_cls) {
    (void)cls; (void)method; (void)version;
    struct request *r = *req_cls;
    if (r == NULL) {
#ifdef LEAN
        r = malloc(sizeof *r);
        if (r == NULL) return MHD_NO;
        r->length = 0;
        r->queued = 0;
        r->committed = 0;
        r->next = NULL;
        const char *declared = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, "Content-Length");
        long expected = declared != NULL ? atol(declared) : 0;
        r->capacity = expected > 0 && expected <= MAX_BODY ? (size_t)expected : 0;
        r->body = r->capacity > 0 ? malloc(r->capacity) : NULL;
#else
        r = calloc(1, sizeof *r);
        if (r == NULL) return MHD_NO;
#endif
        r->connection = connection;
        snprintf(r->session, sizeof r->session, "%s", url);
        const char *prefer = MHD_lookup_connection_value(connection, MHD_HEADER_KIND, "Prefer");
        r->minimal = prefer != NULL && strstr(prefer, "return=minimal") != NULL;
        *req_cls = r;
        return MHD_YES;
    }
    if (*upload_data_size != 0) {
        size_t room = MAX_BODY - r->length;
        size_t take = *upload_data_size < room ? *upload_data_size : room;
#ifdef LEAN
        if (r->length + take > r->capacity) {
            size_t capacity = r->length + take;
            char *grown = realloc(r->body, capacity);
            if (grown == NULL) return MHD_NO;
            r->body = grown;
            r->capacity = capacity;
        }
#endif
        if (take > 0) memcpy(r->body + r->length, upload_data, take);
        r->length += take;
        *upload_data_size = 0;
        return MHD_YES;
    }
    if (r->committed) {
        return MHD_queue_response(connection, MHD_HTTP_OK, r->minimal ? minimal_response : full_response);
    }
    if (!r->queued) {
        r->queued = 1;
        MHD_suspend_connection(connection);
        pthread_mutex_lock(&queue_lock);
        if (queue_tail) queue_tail->next = r; else queue_head = r;
        queue_tail = r;
        pthread_cond_signal(&queue_ready);
        pthread_mutex_unlock(&queue_lock);
    }
    return MHD_YES;
}

static void completed(void *cls, struct MHD_Connection *connection, void **req_cls,
                      enum MHD_RequestTerminationCode code) {
    (void)cls; (void)connection; (void)code;
    struct request *r = *req_cls;
#ifdef LEAN
    if (r != NULL) free(r->body);
#endif
    free(r);
    *req_cls = NULL;
}

/* A JSON-ish body of `size` bytes, built once. */
static struct MHD_Response *prebuilt(size_t size) {
    char *body = malloc(size);
    if (body == NULL) exit(1);
    memset(body, ' ', size);
    if (size >= 2) { body[0] = '{'; body[size - 1] = '}'; }
    struct MHD_Response *response = MHD_create_response_from_buffer(size, body, MHD_RESPMEM_MUST_FREE);
    MHD_add_response_header(response, "Content-Type", "application/json");
    return response;
}

int main(int argc, char **argv) {
    if (argc < 6) {
        fprintf(stderr, "usage: %s PORT THREADS DATABASE FULL_BYTES MINIMAL_BYTES\n", argv[0]);
        return 2;
    }
    unsigned int port = (unsigned int)atoi(argv[1]);
    unsigned int threads = (unsigned int)atoi(argv[2]);
    open_database(argv[3]);
    full_response = prebuilt((size_t)atol(argv[4]));
    minimal_response = prebuilt((size_t)atol(argv[5]));

    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, NULL);

    pthread_t writer_thread;
    pthread_create(&writer_thread, NULL, writer, NULL);
    pthread_setname_np(writer_thread, "c-writer"); /* bench/thread-cpu.sh reports by thread name */
    struct MHD_Daemon *daemon = MHD_start_daemon(
        MHD_USE_EPOLL_INTERNAL_THREAD | MHD_USE_ITC | MHD_USE_ERROR_LOG | MHD_ALLOW_SUSPEND_RESUME, (uint16_t)port,
        NULL, NULL, &answer, NULL,
        MHD_OPTION_THREAD_POOL_SIZE, threads,
        MHD_OPTION_CONNECTION_LIMIT, 1024u,
        MHD_OPTION_CONNECTION_TIMEOUT, 30u,
        MHD_OPTION_NOTIFY_COMPLETED, &completed, NULL,
        MHD_OPTION_END);
    if (daemon == NULL) {
        fprintf(stderr, "cannot start on port %u\n", port);
        return 1;
    }
    printf("listening on %u\n", port);
    fflush(stdout);
    int received;
    sigwait(&stop, &received);
    MHD_stop_daemon(daemon);
    pthread_mutex_lock(&queue_lock);
    stopping = 1;
    pthread_cond_signal(&queue_ready);
    pthread_mutex_unlock(&queue_lock);
    pthread_join(writer_thread, NULL);
    sqlite3_finalize(insert_row);
    sqlite3_close(database);
    return 0;
}
