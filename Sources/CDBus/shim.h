#ifndef XUIKIT_CDBUS_SHIM_H
#define XUIKIT_CDBUS_SHIM_H
/* libdbus, for the AT-SPI bridge (XUIKitAccessibility), the desktop portals and notifications
 * (XUIKitDesktop) and the tests' private buses (XUIKitTesting), through XUIKitDBus.
 *
 * libdbus is opened (dlopen) the first time a D-Bus function is called, not linked: with what it
 * pulls in (libsystemd, and through it libgcrypt, libgpg-error, liblzma, libzstd, liblz4 and
 * libcap) it was eight of the 56 libraries the dynamic loader mapped and relocated before an
 * app's main, about 1 ms of every launch and 1 MiB of resident memory, for a bus an app only
 * reaches after its first window is on screen (R27.25). So no libdbus header is included: the
 * types and constants XUIKit uses are declared by libdbus's documented ABI in dbus-abi.h
 * (dbus/dbus-*.h, libdbus 1.x), and each call here is a static inline function of the same name and
 * signature that calls through a table filled by dlsym. Without libdbus every call does nothing
 * and returns 0 or NULL; dbus_connection_open_private says why in its error, so every bus reports
 * itself unavailable. (Each Swift module importing this header has its own copy of the table:
 * state in a header's functions is per module, and dlopen hands every copy the same library.) */
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <string.h>

#include "dbus-abi.h"

/* The calls XUIKit makes, as libdbus declares them. */
struct xuikit_dbus_calls {
    void (*bus_add_match)(DBusConnection *connection, const char *rule, DBusError *error);
    const char *(*bus_get_unique_name)(DBusConnection *connection);
    dbus_bool_t (*bus_register)(DBusConnection *connection, DBusError *error);
    void (*bus_remove_match)(DBusConnection *connection, const char *rule, DBusError *error);
    dbus_bool_t (*connection_add_filter)(DBusConnection *connection, DBusHandleMessageFunction function, void *user_data, DBusFreeFunction free_data_function);
    void (*connection_close)(DBusConnection *connection);
    DBusDispatchStatus (*connection_dispatch)(DBusConnection *connection);
    dbus_bool_t (*connection_get_is_connected)(DBusConnection *connection);
    dbus_bool_t (*connection_get_unix_fd)(DBusConnection *connection, int *fd);
    DBusConnection *(*connection_open_private)(const char *address, DBusError *error);
    dbus_bool_t (*connection_send)(DBusConnection *connection, DBusMessage *message, dbus_uint32_t *client_serial);
    dbus_bool_t (*connection_send_with_reply)(DBusConnection *connection, DBusMessage *message, DBusPendingCall **pending_return, int timeout_milliseconds);
    DBusMessage *(*connection_send_with_reply_and_block)(DBusConnection *connection, DBusMessage *message, int timeout_milliseconds, DBusError *error);
    void (*connection_set_dispatch_status_function)(DBusConnection *connection, DBusDispatchStatusFunction function, void *data, DBusFreeFunction free_data_function);
    void (*connection_set_exit_on_disconnect)(DBusConnection *connection, dbus_bool_t exit_on_disconnect);
    dbus_bool_t (*connection_set_timeout_functions)(DBusConnection *connection, DBusAddTimeoutFunction add_function, DBusRemoveTimeoutFunction remove_function, DBusTimeoutToggledFunction toggled_function, void *data, DBusFreeFunction free_data_function);
    dbus_bool_t (*connection_set_watch_functions)(DBusConnection *connection, DBusAddWatchFunction add_function, DBusRemoveWatchFunction remove_function, DBusWatchToggledFunction toggled_function, void *data, DBusFreeFunction free_data_function);
    void (*connection_unref)(DBusConnection *connection);
    void (*error_free)(DBusError *error);
    void (*error_init)(DBusError *error);
    void (*free)(void *memory);
    const char *(*message_get_destination)(DBusMessage *message);
    const char *(*message_get_error_name)(DBusMessage *message);
    const char *(*message_get_interface)(DBusMessage *message);
    const char *(*message_get_member)(DBusMessage *message);
    const char *(*message_get_path)(DBusMessage *message);
    const char *(*message_get_sender)(DBusMessage *message);
    const char *(*message_get_signature)(DBusMessage *message);
    int (*message_get_type)(DBusMessage *message);
    dbus_bool_t (*message_is_signal)(DBusMessage *message, const char *iface, const char *signal_name);
    dbus_bool_t (*message_iter_append_basic)(DBusMessageIter *iter, int type, const void *value);
    dbus_bool_t (*message_iter_close_container)(DBusMessageIter *iter, DBusMessageIter *sub);
    int (*message_iter_get_arg_type)(DBusMessageIter *iter);
    void (*message_iter_get_basic)(DBusMessageIter *iter, void *value);
    char *(*message_iter_get_signature)(DBusMessageIter *iter);
    dbus_bool_t (*message_iter_init)(DBusMessage *message, DBusMessageIter *iter);
    void (*message_iter_init_append)(DBusMessage *message, DBusMessageIter *iter);
    dbus_bool_t (*message_iter_next)(DBusMessageIter *iter);
    dbus_bool_t (*message_iter_open_container)(DBusMessageIter *iter, int type, const char *contained_signature, DBusMessageIter *sub);
    void (*message_iter_recurse)(DBusMessageIter *iter, DBusMessageIter *sub);
    DBusMessage *(*message_new_error)(DBusMessage *reply_to, const char *error_name, const char *error_message);
    DBusMessage *(*message_new_method_call)(const char *bus_name, const char *path, const char *iface, const char *method);
    DBusMessage *(*message_new_method_return)(DBusMessage *method_call);
    DBusMessage *(*message_new_signal)(const char *path, const char *iface, const char *name);
    void (*message_unref)(DBusMessage *message);
    dbus_bool_t (*pending_call_get_completed)(DBusPendingCall *pending);
    dbus_bool_t (*pending_call_set_notify)(DBusPendingCall *pending, DBusPendingCallNotifyFunction function, void *user_data, DBusFreeFunction free_user_data);
    DBusMessage *(*pending_call_steal_reply)(DBusPendingCall *pending);
    void (*pending_call_unref)(DBusPendingCall *pending);
    dbus_bool_t (*set_error_from_message)(DBusError *error, DBusMessage *message);
    dbus_bool_t (*timeout_get_enabled)(DBusTimeout *timeout);
    int (*timeout_get_interval)(DBusTimeout *timeout);
    dbus_bool_t (*timeout_handle)(DBusTimeout *timeout);
    dbus_bool_t (*watch_get_enabled)(DBusWatch *watch);
    unsigned int (*watch_get_flags)(DBusWatch *watch);
    int (*watch_get_unix_fd)(DBusWatch *watch);
    dbus_bool_t (*watch_handle)(DBusWatch *watch, unsigned int flags);
};

/* Fills `calls` from libdbus; leaves `*found` 0 when it cannot be opened or lacks a call. */
static inline void xuikit_dbus_open(struct xuikit_dbus_calls *calls, int *found) {
    void *library = dlopen("libdbus-1.so.3", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    int complete = 1;
#define XUIKIT_DBUS_FIND(name) \
    do { *(void **)&calls->name = dlsym(library, "dbus_" #name); if (calls->name == NULL) complete = 0; } while (0)
    XUIKIT_DBUS_FIND(bus_add_match);
    XUIKIT_DBUS_FIND(bus_get_unique_name);
    XUIKIT_DBUS_FIND(bus_register);
    XUIKIT_DBUS_FIND(bus_remove_match);
    XUIKIT_DBUS_FIND(connection_add_filter);
    XUIKIT_DBUS_FIND(connection_close);
    XUIKIT_DBUS_FIND(connection_dispatch);
    XUIKIT_DBUS_FIND(connection_get_is_connected);
    XUIKIT_DBUS_FIND(connection_get_unix_fd);
    XUIKIT_DBUS_FIND(connection_open_private);
    XUIKIT_DBUS_FIND(connection_send);
    XUIKIT_DBUS_FIND(connection_send_with_reply);
    XUIKIT_DBUS_FIND(connection_send_with_reply_and_block);
    XUIKIT_DBUS_FIND(connection_set_dispatch_status_function);
    XUIKIT_DBUS_FIND(connection_set_exit_on_disconnect);
    XUIKIT_DBUS_FIND(connection_set_timeout_functions);
    XUIKIT_DBUS_FIND(connection_set_watch_functions);
    XUIKIT_DBUS_FIND(connection_unref);
    XUIKIT_DBUS_FIND(error_free);
    XUIKIT_DBUS_FIND(error_init);
    XUIKIT_DBUS_FIND(free);
    XUIKIT_DBUS_FIND(message_get_destination);
    XUIKIT_DBUS_FIND(message_get_error_name);
    XUIKIT_DBUS_FIND(message_get_interface);
    XUIKIT_DBUS_FIND(message_get_member);
    XUIKIT_DBUS_FIND(message_get_path);
    XUIKIT_DBUS_FIND(message_get_sender);
    XUIKIT_DBUS_FIND(message_get_signature);
    XUIKIT_DBUS_FIND(message_get_type);
    XUIKIT_DBUS_FIND(message_is_signal);
    XUIKIT_DBUS_FIND(message_iter_append_basic);
    XUIKIT_DBUS_FIND(message_iter_close_container);
    XUIKIT_DBUS_FIND(message_iter_get_arg_type);
    XUIKIT_DBUS_FIND(message_iter_get_basic);
    XUIKIT_DBUS_FIND(message_iter_get_signature);
    XUIKIT_DBUS_FIND(message_iter_init);
    XUIKIT_DBUS_FIND(message_iter_init_append);
    XUIKIT_DBUS_FIND(message_iter_next);
    XUIKIT_DBUS_FIND(message_iter_open_container);
    XUIKIT_DBUS_FIND(message_iter_recurse);
    XUIKIT_DBUS_FIND(message_new_error);
    XUIKIT_DBUS_FIND(message_new_method_call);
    XUIKIT_DBUS_FIND(message_new_method_return);
    XUIKIT_DBUS_FIND(message_new_signal);
    XUIKIT_DBUS_FIND(message_unref);
    XUIKIT_DBUS_FIND(pending_call_get_completed);
    XUIKIT_DBUS_FIND(pending_call_set_notify);
    XUIKIT_DBUS_FIND(pending_call_steal_reply);
    XUIKIT_DBUS_FIND(pending_call_unref);
    XUIKIT_DBUS_FIND(set_error_from_message);
    XUIKIT_DBUS_FIND(timeout_get_enabled);
    XUIKIT_DBUS_FIND(timeout_get_interval);
    XUIKIT_DBUS_FIND(timeout_handle);
    XUIKIT_DBUS_FIND(watch_get_enabled);
    XUIKIT_DBUS_FIND(watch_get_flags);
    XUIKIT_DBUS_FIND(watch_get_unix_fd);
    XUIKIT_DBUS_FIND(watch_handle);
#undef XUIKIT_DBUS_FIND
    *found = complete;
}

/* The table, opening libdbus on the first call (from any thread); NULL when it cannot be opened.
 * Every D-Bus call passes here, a message's arguments one call each, so once the table is filled
 * the lock is not taken: `ready` is published with release order after the table, and read with
 * acquire order. (Its state lives in the function: file-scope statics of a header are not
 * emitted for Swift.) */
static inline const struct xuikit_dbus_calls *xuikit_dbus(void) {
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    static int ready, found;
    static struct xuikit_dbus_calls table;
    if (!__atomic_load_n(&ready, __ATOMIC_ACQUIRE)) {
        pthread_mutex_lock(&lock);
        if (!ready) {
            xuikit_dbus_open(&table, &found);
            __atomic_store_n(&ready, 1, __ATOMIC_RELEASE);
        }
        pthread_mutex_unlock(&lock);
    }
    return found ? &table : NULL;
}

/* Whether libdbus could be opened. */
static inline int xuikit_dbus_is_available(void) { return xuikit_dbus() != NULL; }

static inline void dbus_bus_add_match(DBusConnection *connection, const char *rule, DBusError *error) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return;
    d->bus_add_match(connection, rule, error);
}

static inline const char *dbus_bus_get_unique_name(DBusConnection *connection) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return NULL;
    return d->bus_get_unique_name(connection);
}

static inline dbus_bool_t dbus_bus_register(DBusConnection *connection, DBusError *error) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->bus_register(connection, error);
}

static inline void dbus_bus_remove_match(DBusConnection *connection, const char *rule, DBusError *error) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return;
    d->bus_remove_match(connection, rule, error);
}

static inline dbus_bool_t dbus_connection_add_filter(DBusConnection *connection, DBusHandleMessageFunction function, void *user_data, DBusFreeFunction free_data_function) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->connection_add_filter(connection, function, user_data, free_data_function);
}

static inline void dbus_connection_close(DBusConnection *connection) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return;
    d->connection_close(connection);
}

static inline DBusDispatchStatus dbus_connection_dispatch(DBusConnection *connection) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return DBUS_DISPATCH_COMPLETE;
    return d->connection_dispatch(connection);
}

static inline dbus_bool_t dbus_connection_get_is_connected(DBusConnection *connection) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->connection_get_is_connected(connection);
}

static inline dbus_bool_t dbus_connection_get_unix_fd(DBusConnection *connection, int *fd) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->connection_get_unix_fd(connection, fd);
}

static inline DBusConnection *dbus_connection_open_private(const char *address, DBusError *error) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) {
        /* What the error says; dbus_error_free leaves these static strings alone without libdbus. */
        if (error != NULL) {
            error->name = "org.freedesktop.DBus.Error.NotSupported";
            error->message = "libdbus-1.so.3 could not be opened";
        }
        return NULL;
    }
    return d->connection_open_private(address, error);
}

static inline dbus_bool_t dbus_connection_send(DBusConnection *connection, DBusMessage *message, dbus_uint32_t *client_serial) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->connection_send(connection, message, client_serial);
}

static inline dbus_bool_t dbus_connection_send_with_reply(DBusConnection *connection, DBusMessage *message, DBusPendingCall **pending_return, int timeout_milliseconds) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->connection_send_with_reply(connection, message, pending_return, timeout_milliseconds);
}

static inline DBusMessage *dbus_connection_send_with_reply_and_block(DBusConnection *connection, DBusMessage *message, int timeout_milliseconds, DBusError *error) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return NULL;
    return d->connection_send_with_reply_and_block(connection, message, timeout_milliseconds, error);
}

static inline void dbus_connection_set_dispatch_status_function(DBusConnection *connection, DBusDispatchStatusFunction function, void *data, DBusFreeFunction free_data_function) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return;
    d->connection_set_dispatch_status_function(connection, function, data, free_data_function);
}

static inline void dbus_connection_set_exit_on_disconnect(DBusConnection *connection, dbus_bool_t exit_on_disconnect) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return;
    d->connection_set_exit_on_disconnect(connection, exit_on_disconnect);
}

static inline dbus_bool_t dbus_connection_set_timeout_functions(DBusConnection *connection, DBusAddTimeoutFunction add_function, DBusRemoveTimeoutFunction remove_function, DBusTimeoutToggledFunction toggled_function, void *data, DBusFreeFunction free_data_function) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->connection_set_timeout_functions(connection, add_function, remove_function, toggled_function, data, free_data_function);
}

static inline dbus_bool_t dbus_connection_set_watch_functions(DBusConnection *connection, DBusAddWatchFunction add_function, DBusRemoveWatchFunction remove_function, DBusWatchToggledFunction toggled_function, void *data, DBusFreeFunction free_data_function) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->connection_set_watch_functions(connection, add_function, remove_function, toggled_function, data, free_data_function);
}

static inline void dbus_connection_unref(DBusConnection *connection) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return;
    d->connection_unref(connection);
}

static inline void dbus_error_free(DBusError *error) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return;
    d->error_free(error);
}

static inline void dbus_error_init(DBusError *error) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) { memset(error, 0, sizeof *error); return; }
    d->error_init(error);
}

static inline void dbus_free(void *memory) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return;
    d->free(memory);
}

static inline const char *dbus_message_get_destination(DBusMessage *message) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return NULL;
    return d->message_get_destination(message);
}

static inline const char *dbus_message_get_error_name(DBusMessage *message) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return NULL;
    return d->message_get_error_name(message);
}

static inline const char *dbus_message_get_interface(DBusMessage *message) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return NULL;
    return d->message_get_interface(message);
}

static inline const char *dbus_message_get_member(DBusMessage *message) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return NULL;
    return d->message_get_member(message);
}

static inline const char *dbus_message_get_path(DBusMessage *message) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return NULL;
    return d->message_get_path(message);
}

static inline const char *dbus_message_get_sender(DBusMessage *message) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return NULL;
    return d->message_get_sender(message);
}

static inline const char *dbus_message_get_signature(DBusMessage *message) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return NULL;
    return d->message_get_signature(message);
}

static inline int dbus_message_get_type(DBusMessage *message) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->message_get_type(message);
}

static inline dbus_bool_t dbus_message_is_signal(DBusMessage *message, const char *iface, const char *signal_name) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->message_is_signal(message, iface, signal_name);
}

static inline dbus_bool_t dbus_message_iter_append_basic(DBusMessageIter *iter, int type, const void *value) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->message_iter_append_basic(iter, type, value);
}

static inline dbus_bool_t dbus_message_iter_close_container(DBusMessageIter *iter, DBusMessageIter *sub) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->message_iter_close_container(iter, sub);
}

static inline int dbus_message_iter_get_arg_type(DBusMessageIter *iter) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->message_iter_get_arg_type(iter);
}

static inline void dbus_message_iter_get_basic(DBusMessageIter *iter, void *value) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return;
    d->message_iter_get_basic(iter, value);
}

static inline char *dbus_message_iter_get_signature(DBusMessageIter *iter) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return NULL;
    return d->message_iter_get_signature(iter);
}

static inline dbus_bool_t dbus_message_iter_init(DBusMessage *message, DBusMessageIter *iter) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->message_iter_init(message, iter);
}

static inline void dbus_message_iter_init_append(DBusMessage *message, DBusMessageIter *iter) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return;
    d->message_iter_init_append(message, iter);
}

static inline dbus_bool_t dbus_message_iter_next(DBusMessageIter *iter) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->message_iter_next(iter);
}

static inline dbus_bool_t dbus_message_iter_open_container(DBusMessageIter *iter, int type, const char *contained_signature, DBusMessageIter *sub) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->message_iter_open_container(iter, type, contained_signature, sub);
}

static inline void dbus_message_iter_recurse(DBusMessageIter *iter, DBusMessageIter *sub) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return;
    d->message_iter_recurse(iter, sub);
}

static inline DBusMessage *dbus_message_new_error(DBusMessage *reply_to, const char *error_name, const char *error_message) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return NULL;
    return d->message_new_error(reply_to, error_name, error_message);
}

static inline DBusMessage *dbus_message_new_method_call(const char *bus_name, const char *path, const char *iface, const char *method) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return NULL;
    return d->message_new_method_call(bus_name, path, iface, method);
}

static inline DBusMessage *dbus_message_new_method_return(DBusMessage *method_call) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return NULL;
    return d->message_new_method_return(method_call);
}

static inline DBusMessage *dbus_message_new_signal(const char *path, const char *iface, const char *name) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return NULL;
    return d->message_new_signal(path, iface, name);
}

static inline void dbus_message_unref(DBusMessage *message) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return;
    d->message_unref(message);
}

static inline dbus_bool_t dbus_pending_call_get_completed(DBusPendingCall *pending) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->pending_call_get_completed(pending);
}

static inline dbus_bool_t dbus_pending_call_set_notify(DBusPendingCall *pending, DBusPendingCallNotifyFunction function, void *user_data, DBusFreeFunction free_user_data) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->pending_call_set_notify(pending, function, user_data, free_user_data);
}

static inline DBusMessage *dbus_pending_call_steal_reply(DBusPendingCall *pending) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return NULL;
    return d->pending_call_steal_reply(pending);
}

static inline void dbus_pending_call_unref(DBusPendingCall *pending) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return;
    d->pending_call_unref(pending);
}

static inline dbus_bool_t dbus_set_error_from_message(DBusError *error, DBusMessage *message) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->set_error_from_message(error, message);
}

static inline dbus_bool_t dbus_timeout_get_enabled(DBusTimeout *timeout) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->timeout_get_enabled(timeout);
}

static inline int dbus_timeout_get_interval(DBusTimeout *timeout) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->timeout_get_interval(timeout);
}

static inline dbus_bool_t dbus_timeout_handle(DBusTimeout *timeout) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->timeout_handle(timeout);
}

static inline dbus_bool_t dbus_watch_get_enabled(DBusWatch *watch) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->watch_get_enabled(watch);
}

static inline unsigned int dbus_watch_get_flags(DBusWatch *watch) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->watch_get_flags(watch);
}

static inline int dbus_watch_get_unix_fd(DBusWatch *watch) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->watch_get_unix_fd(watch);
}

static inline dbus_bool_t dbus_watch_handle(DBusWatch *watch, unsigned int flags) {
    const struct xuikit_dbus_calls *d = xuikit_dbus();
    if (d == NULL) return 0;
    return d->watch_handle(watch, flags);
}

#endif
