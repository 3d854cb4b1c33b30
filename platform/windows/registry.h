// Reading and writing the few registry values the Windows back end uses
// (HKEY_LOCAL_MACHINE only; UTF-8 in and out).
#pragma once

#include <windows.h>

#include <optional>
#include <string>
#include <vector>

#include "core/util/error.h"

namespace ssd::windows_platform {

std::optional<DWORD> read_dword(const std::string& key, const std::string& value);
// nullopt when the value is missing or not REG_MULTI_SZ.
std::optional<std::vector<std::string>> read_multi_sz(const std::string& key, const std::string& value);
// PermissionDenied without administrator rights.
Result<void> write_multi_sz(const std::string& key, const std::string& value, const std::vector<std::string>& strings);

} // namespace ssd::windows_platform
