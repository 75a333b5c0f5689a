#ifndef XUIKIT_CDBUS_ABI_H
#define XUIKIT_CDBUS_ABI_H
/* The types and constants of libdbus's ABI that XUIKit uses, declared here because no libdbus
 * header is included: libdbus is opened at the first call (shim.h, R27.25). */
#include <stddef.h>

/* Basic types (dbus-arch-deps.h, dbus-types.h). */
typedef unsigned int dbus_uint32_t;
typedef dbus_uint32_t dbus_bool_t;

/* Opaque objects. */
typedef struct DBusConnection DBusConnection;
typedef struct DBusMessage DBusMessage;
typedef struct DBusPendingCall DBusPendingCall;
typedef struct DBusWatch DBusWatch;
typedef struct DBusTimeout DBusTimeout;

/* An error: the public name and message, and libdbus's private fields (dbus-errors.h). */
typedef struct DBusError {
    const char *name;
    const char *message;
    unsigned int dummy1 : 1;
    unsigned int dummy2 : 1;
    unsigned int dummy3 : 1;
    unsigned int dummy4 : 1;
    unsigned int dummy5 : 1;
    void *padding1;
} DBusError;

/* A message iterator, allocated by the caller; no public fields (dbus-message.h). */
typedef struct DBusMessageIter {
    void *dummy1;
    void *dummy2;
    dbus_uint32_t dummy3;
    int dummy4, dummy5, dummy6, dummy7, dummy8, dummy9, dummy10, dummy11;
    int pad1;
    void *pad2;
    void *pad3;
} DBusMessageIter;

typedef enum {
    DBUS_HANDLER_RESULT_HANDLED,
    DBUS_HANDLER_RESULT_NOT_YET_HANDLED,
    DBUS_HANDLER_RESULT_NEED_MEMORY
} DBusHandlerResult;

typedef enum {
    DBUS_WATCH_READABLE = 1 << 0,
    DBUS_WATCH_WRITABLE = 1 << 1,
    DBUS_WATCH_ERROR = 1 << 2,
    DBUS_WATCH_HANGUP = 1 << 3
} DBusWatchFlags;

typedef enum {
    DBUS_DISPATCH_DATA_REMAINS,
    DBUS_DISPATCH_COMPLETE,
    DBUS_DISPATCH_NEED_MEMORY
} DBusDispatchStatus;

/* Callbacks (dbus-connection.h, dbus-memory.h). */
typedef void (*DBusFreeFunction)(void *memory);
typedef dbus_bool_t (*DBusAddWatchFunction)(DBusWatch *watch, void *data);
typedef void (*DBusWatchToggledFunction)(DBusWatch *watch, void *data);
typedef void (*DBusRemoveWatchFunction)(DBusWatch *watch, void *data);
typedef dbus_bool_t (*DBusAddTimeoutFunction)(DBusTimeout *timeout, void *data);
typedef void (*DBusTimeoutToggledFunction)(DBusTimeout *timeout, void *data);
typedef void (*DBusRemoveTimeoutFunction)(DBusTimeout *timeout, void *data);
typedef void (*DBusDispatchStatusFunction)(DBusConnection *connection, DBusDispatchStatus new_status, void *data);
typedef void (*DBusPendingCallNotifyFunction)(DBusPendingCall *pending, void *user_data);
typedef DBusHandlerResult (*DBusHandleMessageFunction)(DBusConnection *connection, DBusMessage *message, void *user_data);

/* Type codes and message types (dbus-protocol.h). In the real header they are macros with casts,
 * which Swift does not import; these are the values. */
static const int cdbus_type_invalid = 0;
static const int cdbus_type_byte = 'y';
static const int cdbus_type_boolean = 'b';
static const int cdbus_type_int16 = 'n';
static const int cdbus_type_uint16 = 'q';
static const int cdbus_type_int32 = 'i';
static const int cdbus_type_uint32 = 'u';
static const int cdbus_type_int64 = 'x';
static const int cdbus_type_uint64 = 't';
static const int cdbus_type_double = 'd';
static const int cdbus_type_string = 's';
static const int cdbus_type_object_path = 'o';
static const int cdbus_type_signature = 'g';
static const int cdbus_type_unix_fd = 'h';
static const int cdbus_type_array = 'a';
static const int cdbus_type_variant = 'v';
static const int cdbus_type_struct = 'r';
static const int cdbus_type_dict_entry = 'e';
static const int cdbus_message_method_call = 1;
static const int cdbus_message_error = 3;
static const int cdbus_message_signal = 4;
#define DBUS_MESSAGE_TYPE_ERROR 3

#endif
