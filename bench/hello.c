/*
 * The baseline for `make bench`: bare C libmicrohttpd answering every GET with a static
 * JSON body, started with the same daemon flags as Swivel's HTTPServer (internal epoll
 * thread pool, ITC, error log) so the ratio measures what Swift and Swivel add.
 *
 *   cc -O2 -o bench/hello bench/hello.c $(pkg-config --cflags --libs libmicrohttpd)
 *   bench/hello PORT [THREADS]      (prints "listening on PORT", stops on SIGINT/SIGTERM)
 */
#include <microhttpd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char BODY[] = "{\"status\":\"ok\",\"version\":\"0.1.0\"}";
static struct MHD_Response *shared_response;

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url,
                              const char *method, const char *version, const char *upload_data,
                              size_t *upload_data_size, void **req_cls) {
    (void)cls; (void)url; (void)method; (void)version; (void)upload_data;
    static int marker;
    /* Same keep-alive rule as Swivel: never answer on the first (headers-only) call. */
    if (*req_cls == NULL) {
        *req_cls = &marker;
        return MHD_YES;
    }
    if (*upload_data_size != 0) {
        *upload_data_size = 0;
        return MHD_YES;
    }
    return MHD_queue_response(connection, MHD_HTTP_OK, shared_response);
}

int main(int argc, char **argv) {
    unsigned int port = argc > 1 ? (unsigned int)atoi(argv[1]) : 8081;
    unsigned int threads = argc > 2 ? (unsigned int)atoi(argv[2]) : 2;
    shared_response = MHD_create_response_from_buffer(strlen(BODY), (void *)BODY, MHD_RESPMEM_PERSISTENT);
    MHD_add_response_header(shared_response, "Content-Type", "application/json");

    sigset_t stop;
    sigemptyset(&stop);
    sigaddset(&stop, SIGINT);
    sigaddset(&stop, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop, NULL);

    struct MHD_Daemon *daemon = MHD_start_daemon(
        MHD_USE_EPOLL_INTERNAL_THREAD | MHD_USE_ITC | MHD_USE_ERROR_LOG, (uint16_t)port, NULL, NULL,
        &answer, NULL,
        MHD_OPTION_THREAD_POOL_SIZE, threads,
        MHD_OPTION_CONNECTION_LIMIT, 1024u,
        MHD_OPTION_CONNECTION_TIMEOUT, 30u,
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
    MHD_destroy_response(shared_response);
    return 0;
}
