// What the Windows back end reads: the console output of powercfg and fsutil,
// the paging-file registry value, the defrag task's XML, the IOCTL structures
// the kernel returns, and the command line of the elevated helper (the one
// string that crosses the UAC boundary).
#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "core/windows/command_line.h"
#include "core/windows/defrag_schedule.h"
#include "core/windows/drive_layout.h"
#include "core/windows/elevated_helper_args.h"
#include "core/windows/fsutil_parser.h"
#include "core/windows/pagefile_usage.h"
#include "core/windows/paging_files.h"
#include "core/windows/powercfg_parser.h"
#include "core/windows/storage_descriptors.h"
#include "core/windows/text_lines.h"
#include "tests/fuzz/fuzz_support.h"
#include "tests/fuzz/fuzz_targets.h"

namespace ssd::fuzz {

void windows_text(std::string_view input) {
    const std::string text = windows::console_text(input);
    (void)windows::parse_powercfg_available_states(text);
    (void)windows::parse_disable_delete_notify(text);
    (void)windows::task_enabled_from_xml(input);
    // REG_MULTI_SZ: strings separated by NUL.
    (void)windows::parse_paging_files(split_input(input, '\0'));
}

void windows_descriptors(std::string_view input) {
    const std::span<const std::byte> bytes(reinterpret_cast<const std::byte*>(input.data()), input.size());
    (void)windows::decode_storage_device_descriptor(bytes);
    (void)windows::decode_seek_penalty(bytes);
    (void)windows::decode_trim_enabled(bytes);
    (void)windows::decode_access_alignment(bytes);
    (void)windows::decode_length_info(bytes);
    (void)windows::decode_device_number(bytes);
    (void)windows::decode_disk_geometry_ex(bytes);
    (void)windows::decode_write_cache_property(bytes);
    (void)windows::decode_drive_layout(bytes);
    (void)windows::decode_volume_disk_extents(bytes);
    (void)windows::decode_pagefile_information(bytes, 0x10000, 4096);
}

void windows_command_line(std::string_view input) {
    // Each input line an argument: what is quoted comes back unchanged.
    const std::vector<std::string> argv = input_lines(input);
    if (const auto line = windows::build_command_line(argv)) FUZZ_EXPECT(windows::split_command_line(*line) == argv);

    // The whole input as the helper's command line: parsed, or refused with a reason;
    // what it accepts it writes back the same.
    auto split = windows::split_command_line(input);
    if (split.empty()) return;
    split.erase(split.begin());  // the program
    const auto arguments = windows::parse_helper_arguments(split);
    if (!arguments) return;
    const auto again = windows::helper_arguments(*arguments);
    FUZZ_EXPECT(again.has_value());
    const auto reparsed = windows::parse_helper_arguments(*again);
    FUZZ_EXPECT(reparsed.has_value() && reparsed->pipe == arguments->pipe &&
                reparsed->parent_pid == arguments->parent_pid && reparsed->ssdtool == arguments->ssdtool);
}

} // namespace ssd::fuzz
