// Small helpers shared by the check implementations (not a public interface).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/checks/check_outcome.h"
#include "core/checks/setup_observations.h"
#include "core/drive/drive_info.h"

namespace ssd::checks_detail {

// "0x010601"
std::string hex_class(std::uint32_t pci_class);
// 100 * part / whole, 0 when whole is 0.
double percent(std::uint64_t part, std::uint64_t whole);

// Whether the TRIM and spare-area checks apply: flash (or a virtual disk,
// whose host storage may be flash or thin-provisioned). A drive only the OS
// calls rotating is not evaluated, with this reason, because USB bridges and
// hypervisors often report SSDs as rotating.
enum class FlashCheck { Applies, NotApplicable, Unknown };
struct FlashApplicability {
    FlashCheck verdict = FlashCheck::Unknown;
    std::string reason;
};
FlashApplicability flash_checks_apply(const DriveSetup& setup);
// What a TRIM or spare-area check `check` gives when it does not apply:
// nothing for a drive that is not flash, `check` not evaluated (with the
// reason) when that is unknown. nullopt: the check applies.
std::optional<CheckOutcome> unless_flash(const DriveSetup& setup, const std::string& check);

} // namespace ssd::checks_detail
