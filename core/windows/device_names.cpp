#include "core/windows/device_names.h"

#include "core/windows/text_lines.h"

namespace ssd::windows {

namespace {

// Disk and partition numbers: six digits are more than Windows hands out.
std::optional<std::uint32_t> decimal(std::string_view text) { return decimal_u32(text, 6); }

bool is_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

} // namespace

ParsedDiskName parse_disk_name(std::string_view name) {
    using Kind = ParsedDiskName::Kind;
    std::string_view rest = name;
    for (const std::string_view prefix : {"/dev/", "\\\\.\\", "\\\\?\\", "//./"}) {
        if (istarts_with(rest, prefix)) {
            rest.remove_prefix(prefix.size());
            break;
        }
    }
    if (istarts_with(rest, "PhysicalDrive")) {
        if (const auto n = decimal(rest.substr(13))) return {Kind::PhysicalDrive, *n};
    }
    if (istarts_with(rest, "pd")) {
        if (const auto n = decimal(rest.substr(2))) return {Kind::PhysicalDrive, *n};
    }
    if (istarts_with(rest, "Harddisk")) {
        const std::size_t partition = rest.find("Partition");
        if (partition != std::string_view::npos) {
            const auto n = decimal(rest.substr(8, partition - 8));
            if (n) return {Kind::Partition, *n};
        }
    }
    if (istarts_with(rest, "Volume{")) return {Kind::Volume, 0};
    if (rest.size() >= 2 && is_letter(rest[0]) && rest[1] == ':' &&
        (rest.size() == 2 || (rest.size() == 3 && (rest[2] == '\\' || rest[2] == '/')))) {
        return {Kind::Volume, 0};
    }
    return {Kind::Other, 0};
}

std::string smartctl_device_name(std::uint32_t disk_number) { return "/dev/pd" + std::to_string(disk_number); }

std::string physical_drive_name(std::uint32_t disk_number) { return "PhysicalDrive" + std::to_string(disk_number); }

std::string physical_drive_path(std::uint32_t disk_number) {
    return "\\\\.\\" + physical_drive_name(disk_number);
}

} // namespace ssd::windows
