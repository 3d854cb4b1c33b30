// The shapes a path or token sent to the privileged side may have. The
// helper and the service accept nothing else, so no received text can become
// an option of a tool (a leading '-') or climb out of /dev ("..").
#pragma once

#include <string_view>

namespace ssd::requests {

// /dev/NAME or /dev/NAME/NAME…, NAME of [A-Za-z0-9._-], no "." or ".."
// component and no component starting with '-'. `dev_root` is "/dev" in
// production (tests point it at a stand-in directory).
bool is_valid_device_path(std::string_view path, std::string_view dev_root = "/dev");
// An absolute path (a mountpoint, a firmware file): printable characters, no
// "." or ".." component, no component starting with '-'.
bool is_valid_absolute_path(std::string_view path);
// A --confirm token or a smartctl device type: [A-Za-z0-9._:,+/-], not
// starting with '-', at most 128 characters.
bool is_safe_token(std::string_view text);

} // namespace ssd::requests
