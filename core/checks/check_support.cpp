#include "core/checks/check_support.h"

#include <array>
#include <cstdio>

#include "core/checks/setup_checks.h"
#include "core/util/text_columns.h"

namespace ssd {

namespace checks_detail {

std::string hex_class(std::uint32_t pci_class) {
    std::array<char, 16> buffer{};
    std::snprintf(buffer.data(), buffer.size(), "0x%06x", pci_class);
    return buffer.data();
}

double percent(std::uint64_t part, std::uint64_t whole) {
    if (whole == 0) return 0.0;
    return 100.0 * static_cast<double>(part) / static_cast<double>(whole);
}

FlashApplicability flash_checks_apply(const DriveSetup& setup) {
    if (!setup.media) {
        return {FlashCheck::Unknown, "whether the drive is flash is unknown: " + setup.media.reason()};
    }
    switch (setup.media->kind) {
    case MediaKind::SolidState:
    case MediaKind::Virtual: return {FlashCheck::Applies, ""};
    case MediaKind::Rotating:
        if (setup.media->confirmed_by_drive) {
            return {FlashCheck::NotApplicable, "a rotating disk (" + setup.media->source + ")"};
        }
        return {FlashCheck::Unknown,
                "the OS reports a rotating disk (" + setup.media->source +
                    ") and the drive did not say otherwise (no SMART data); TRIM and spare-area checks "
                    "apply to SSDs, and USB bridges often report SSDs as rotating"};
    }
    return {FlashCheck::Unknown, "unknown medium"};
}

std::optional<CheckOutcome> unless_flash(const DriveSetup& setup, const std::string& check) {
    const auto flash = flash_checks_apply(setup);
    if (flash.verdict == FlashCheck::Applies) return std::nullopt;
    CheckOutcome outcome;
    if (flash.verdict == FlashCheck::Unknown) outcome.skip(check, flash.reason);
    return outcome;
}

} // namespace checks_detail

std::string sata_speed_text(std::uint32_t mbps) {
    return fixed(static_cast<double>(mbps) / 1000.0, 1) + " Gb/s";
}

std::string pcie_speed_text(std::uint32_t mts) {
    return fixed(static_cast<double>(mts) / 1000.0, 1) + " GT/s";
}

} // namespace ssd
