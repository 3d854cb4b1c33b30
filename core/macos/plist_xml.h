// Apple's XML property lists (`diskutil info -plist`, `diskutil list
// -plist`, `system_profiler -xml`) as JSON values: dict -> object, array ->
// array, string/date -> string, integer -> integer (unsigned when it does not
// fit a signed 64-bit), real -> number, true/false -> boolean, data -> its
// base64 text. Only what property lists use of XML: the prolog, DOCTYPE,
// comments, the five named entities and numeric character references.
#pragma once

#include <string_view>

#include <nlohmann/json.hpp>

#include "core/util/error.h"

namespace ssd::macos {

// InputEmpty for no input; InputMalformed (with the byte offset) otherwise.
Result<nlohmann::json> parse_plist_xml(std::string_view xml);

} // namespace ssd::macos
