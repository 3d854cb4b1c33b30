#include "core/actions/seams/device_access.h"

namespace ssd::actions {

Result<UnusedTarget> resolve_unused(DeviceAccess& devices, const std::string& path, safety::Operation operation) {
    auto target = devices.resolve(path);
    if (!target) return tl::unexpected(target.error());
    auto usage = devices.usage(*target);
    if (!usage) return tl::unexpected(usage.error());
    if (auto refusal = safety::check_not_in_use(target->identity, *usage, operation)) return tl::unexpected(*refusal);
    return UnusedTarget{std::move(*target), std::move(*usage)};
}

} // namespace ssd::actions
