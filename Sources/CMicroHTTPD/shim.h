#ifndef SWIVEL_CMICROHTTPD_SHIM_H
#define SWIVEL_CMICROHTTPD_SHIM_H
// libmicrohttpd's start and info calls are variadic, which Swift cannot call: the inline
// wrappers below fix the option lists Swivel uses. Everything else is imported as is.
#include <microhttpd.h>
#include <errno.h>
#include <netdb.h>
#include <stdint.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/types.h>

/// MHD_OPTION_URI_LOG_CALLBACK's callback: sees the raw request target (before MHD splits
/// off the query and unescapes it); its result becomes the request's `*req_cls`.
typedef void *(*swivel_mhd_uri_log_callback)(void *cls, const char *uri, struct MHD_Connection *connection);

/// What Swivel's daemon is started with (see HTTPServerConfiguration for the meaning).
struct swivel_mhd_options {
    const char *host;                 // numeric address or resolvable name, e.g. "127.0.0.1"
    uint16_t port;                    // 0 picks a free port
    unsigned int thread_pool_size;    // internal epoll threads (>= 1)
    unsigned int connection_limit;
    unsigned int per_ip_connection_limit; // 0 = none
    unsigned int connection_timeout;  // seconds of inactivity; 0 = never
    MHD_AccessHandlerCallback handler;
    void *handler_cls;
    MHD_RequestCompletedCallback completed;
    void *completed_cls;
    swivel_mhd_uri_log_callback uri_log; // sees the raw request target before MHD unescapes it
    void *uri_log_cls;
    MHD_NotifyConnectionCallback notify_connection; // connection opened / closed (header deadline)
    void *notify_connection_cls;
};

/// The connection's socket (MHD_get_connection_info is variadic, so Swift cannot call it).
static inline int swivel_mhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info != NULL ? (int)info->connect_fd : -1;
}

/// What the connection-notify callback stored in `*socket_context` for this connection.
static inline void *swivel_mhd_socket_context(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info != NULL ? info->socket_context : NULL;
}

/// Starts a daemon with an internal epoll thread pool bound to `host:port`.
/// Returns NULL on failure; then `*resolve_error_out` holds getaddrinfo's code when the host
/// could not be resolved (else 0) and `*errno_out` the errno of the failed start.
static inline struct MHD_Daemon *swivel_mhd_start(const struct swivel_mhd_options *o,
                                                  int *resolve_error_out, int *errno_out) {
    *resolve_error_out = 0;
    *errno_out = 0;
    struct addrinfo hints;
    struct addrinfo *found = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    hints.ai_flags = AI_PASSIVE;
    int rc = getaddrinfo(o->host, NULL, &hints, &found);
    if (rc != 0 || found == NULL) {
        *resolve_error_out = rc != 0 ? rc : EAI_NONAME;
        return NULL;
    }
    struct sockaddr_storage address;
    memset(&address, 0, sizeof address);
    memcpy(&address, found->ai_addr, found->ai_addrlen);
    int family = found->ai_family;
    freeaddrinfo(found);

    // MHD_ALLOW_SUSPEND_RESUME: deferred answers park their connection instead of a pool thread.
    unsigned int flags = MHD_USE_EPOLL_INTERNAL_THREAD | MHD_USE_ITC | MHD_USE_ERROR_LOG | MHD_ALLOW_SUSPEND_RESUME;
    if (family == AF_INET6) {
        flags |= MHD_USE_IPv6;
        ((struct sockaddr_in6 *)&address)->sin6_port = htons(o->port);
    } else {
        ((struct sockaddr_in *)&address)->sin_port = htons(o->port);
    }
    errno = 0;
    struct MHD_Daemon *daemon = MHD_start_daemon(
        flags, o->port, NULL, NULL, o->handler, o->handler_cls,
        MHD_OPTION_SOCK_ADDR, (const struct sockaddr *)&address,
        MHD_OPTION_THREAD_POOL_SIZE, o->thread_pool_size,
        MHD_OPTION_CONNECTION_LIMIT, o->connection_limit,
        MHD_OPTION_PER_IP_CONNECTION_LIMIT, o->per_ip_connection_limit,
        MHD_OPTION_CONNECTION_TIMEOUT, o->connection_timeout,
        MHD_OPTION_NOTIFY_COMPLETED, o->completed, o->completed_cls,
        MHD_OPTION_URI_LOG_CALLBACK, o->uri_log, o->uri_log_cls,
        MHD_OPTION_NOTIFY_CONNECTION, o->notify_connection, o->notify_connection_cls,
        MHD_OPTION_END);
    if (daemon == NULL) {
        *errno_out = errno != 0 ? errno : EINVAL;
    }
    return daemon;
}

/// The port the daemon actually listens on (useful after asking for port 0); 0 if unknown.
static inline int swivel_mhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : (int)info->port;
}

#endif
