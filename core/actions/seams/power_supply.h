// Whether the machine runs on battery (firmware flashing wants mains power).
#pragma once

#include <optional>
#include <string>

namespace ssd::actions {

struct PowerState {
    bool has_battery = false;
    std::optional<bool> on_ac;   // nullopt: unknown (no power-supply information)
    std::string evidence;        // "/sys/class/power_supply/AC/online = 1"
};

class PowerSupply {
public:
    virtual ~PowerSupply() = default;
    virtual PowerState power_state() = 0;
};

} // namespace ssd::actions
