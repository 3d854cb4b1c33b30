#include "core/drive/drive_interface.h"

#include <nlohmann/json.hpp>

namespace ssd {

void to_json(nlohmann::json& out, Protocol protocol) { out = wire_name(protocol); }
void to_json(nlohmann::json& out, Transport transport) { out = wire_name(transport); }

} // namespace ssd
