// The service manager (systemd on Linux): whether it runs and whether a
// unit is masked, which decides how hibernation can be switched.
#pragma once

#include <string>

namespace ssd::actions {

class ServiceManager {
public:
    virtual ~ServiceManager() = default;
    virtual bool service_manager_running() = 0;
    virtual bool unit_masked(const std::string& unit) = 0;
};

// A system without one (macOS, Windows as far as the actions care).
class NoServiceManager final : public ServiceManager {
public:
    bool service_manager_running() override { return false; }
    bool unit_masked(const std::string&) override { return false; }
};

} // namespace ssd::actions
