// Typed errors and the Result type every fallible core function returns.
// Callers compare ErrorCode, never message text; the CLI maps codes to exit
// statuses (docs/CONTRACT.md) in exactly one place: exit_status_for().
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <tl/expected.hpp>

namespace ssd {

enum class ErrorCode {
    Usage,             // bad arguments
    NoSuchDevice,      // path does not exist
    NotADrive,         // exists, but is not a whole drive (partition, loop, file…)
    PermissionDenied,  // needs root / administrator
    InputUnreadable,   // a file could not be opened or read
    InputEmpty,        // an empty file or empty tool output
    InputMalformed,    // not JSON, truncated JSON, wrong shape
    InputNotSmartctl,  // valid JSON, but not smartctl's
    UnsupportedFormat, // smartctl JSON of a format version we do not know
    Refused,           // a safety rule or pre-check refused before anything changed
    ToolMissing,       // an external tool is not installed
    ToolFailed,        // an external tool failed for a reason other than the drive
    DriveRejected,     // the drive itself rejected the command
    Cancelled,         // stopped on request (Ctrl-C, SIGTERM, a helper cancel) at a safe point
    NotAuthorized,     // the service's authority (polkit) refused this caller the request
    StorageFailed,     // the history database could not be written (disk full, read-only); nothing was half-written
};

struct Error {
    ErrorCode code;
    std::string message;
};

template <typename T>
using Result = tl::expected<T, Error>;

inline tl::unexpected<Error> fail(ErrorCode code, std::string message) {
    return tl::unexpected<Error>(Error{code, std::move(message)});
}

// Stable kebab-case name used in JSON error documents ({"error": {"code": …}}).
std::string_view error_code_name(ErrorCode code);

// The exit status of a run stopped on request: as one ended by SIGINT.
inline constexpr int kCancelledExitStatus = 130;

// The code a name stands for (error_code_name's inverse); nullopt for a name of no
// ErrorCode (a protocol error such as "invalid-params").
std::optional<ErrorCode> error_code_from_name(std::string_view name);

// Process exit status for an error, as docs/CONTRACT.md's table defines it.
int exit_status_for(ErrorCode code);

} // namespace ssd
