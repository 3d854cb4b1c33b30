#include "core/util/error.h"

namespace ssd {

std::string_view error_code_name(ErrorCode code) {
    switch (code) {
    case ErrorCode::Usage: return "usage";
    case ErrorCode::NoSuchDevice: return "no-such-device";
    case ErrorCode::NotADrive: return "not-a-drive";
    case ErrorCode::PermissionDenied: return "permission-denied";
    case ErrorCode::InputUnreadable: return "input-unreadable";
    case ErrorCode::InputEmpty: return "input-empty";
    case ErrorCode::InputMalformed: return "input-malformed";
    case ErrorCode::InputNotSmartctl: return "input-not-smartctl";
    case ErrorCode::UnsupportedFormat: return "unsupported-format";
    case ErrorCode::Refused: return "refused";
    case ErrorCode::ToolMissing: return "tool-missing";
    case ErrorCode::ToolFailed: return "tool-failed";
    case ErrorCode::DriveRejected: return "drive-rejected";
    case ErrorCode::Cancelled: return "interrupted";
    case ErrorCode::NotAuthorized: return "not-authorized";
    case ErrorCode::StorageFailed: return "storage-failed";
    }
    return "unknown";
}

std::optional<ErrorCode> error_code_from_name(std::string_view name) {
    for (int i = 0; i <= static_cast<int>(ErrorCode::StorageFailed); ++i) {
        const auto code = static_cast<ErrorCode>(i);
        if (error_code_name(code) == name) return code;
    }
    return std::nullopt;
}

int exit_status_for(ErrorCode code) {
    switch (code) {
    case ErrorCode::Usage: return 1;
    case ErrorCode::NoSuchDevice:
    case ErrorCode::NotADrive:
    case ErrorCode::PermissionDenied:
    case ErrorCode::InputUnreadable:
    case ErrorCode::InputEmpty:
    case ErrorCode::InputMalformed:
    case ErrorCode::InputNotSmartctl:
    case ErrorCode::UnsupportedFormat: return 2;
    case ErrorCode::Refused:
    case ErrorCode::NotAuthorized: return 3;
    case ErrorCode::ToolMissing:
    case ErrorCode::ToolFailed:
    case ErrorCode::StorageFailed: return 4;
    case ErrorCode::DriveRejected: return 5;
    case ErrorCode::Cancelled: return kCancelledExitStatus;
    }
    return 4;
}

} // namespace ssd
