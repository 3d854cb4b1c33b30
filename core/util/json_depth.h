// How deeply JSON from outside nests, measured before any value is built.
// nlohmann's parser keeps its own stack, but copying, comparing or printing a
// value recurses once per level: one request line of 100000 '[' made the
// service copy its params 100000 calls deep and die of a stack overflow (found
// by tests/integration/service-faults.py). Readers of text any local user can
// send refuse deeper documents before parsing them into a value.
#pragma once

#include <cstddef>
#include <string_view>

#include <nlohmann/json.hpp>

namespace ssd {

// True when the text opens more than max_depth nested arrays or objects; reading
// stops at the first level too deep. Text that is not JSON but stays shallow gives
// false: the parser that follows reports it.
bool json_nests_deeper_than(std::string_view text, std::size_t max_depth);

// How deep a file or a tool's output may nest: smartctl's and nvme-cli's documents,
// saved reports and the configuration files stay below 10 levels.
inline constexpr std::size_t kMaxOutsideJsonDepth = 64;

// `text` as a JSON value, or a discarded value (is_discarded()) when it is not JSON or
// nests deeper than kMaxOutsideJsonDepth: how every reader of a file or a tool's output
// parses, so that a hostile capture cannot crash the reader that copies or prints it.
nlohmann::json parse_outside_json(std::string_view text, bool ignore_comments = false);

} // namespace ssd
