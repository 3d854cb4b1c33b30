#include "core/bench/io_error.h"

#include <cerrno>
#include <string>
#include <system_error>

namespace ssd::bench {

Error io_error(IoDirection direction, std::uint64_t offset, std::uint32_t length, std::int64_t result) {
    const bool is_read = direction == IoDirection::Read;
    const std::string what = std::string(is_read ? "read" : "write") + " of " + std::to_string(length) +
                             " bytes at offset " + std::to_string(offset);
    if (result >= 0) {
        return Error{is_read ? ErrorCode::InputUnreadable : ErrorCode::DriveRejected,
                     what + " transferred only " + std::to_string(result) + " bytes"};
    }
    const int error_number = static_cast<int>(-result);
    const std::string text = what + " failed: " + std::generic_category().message(error_number);
    if (error_number == EACCES || error_number == EPERM) return Error{ErrorCode::PermissionDenied, text};
    return Error{is_read ? ErrorCode::InputUnreadable : ErrorCode::DriveRejected, text};
}

} // namespace ssd::bench
