#include "platform/windows/memory_facts.h"

#include <windows.h>

#include <algorithm>

#include "core/actions/windows/maintenance_plans.h"
#include "core/windows/device_names.h"
#include "core/windows/pagefile_usage.h"
#include "core/windows/powercfg_parser.h"
#include "core/windows/text_lines.h"
#include "platform/windows/registry.h"
#include "platform/windows/win_util.h"

namespace ssd::windows_platform {

namespace {

namespace w = ssd::windows;
using namespace std::chrono_literals;

constexpr const char* kPowerKey = "SYSTEM\\CurrentControlSet\\Control\\Power";

std::optional<std::uint64_t> file_size(const std::string& path) {
    // FindFirstFile reads the directory entry, so it works on files that are
    // open exclusively (hiberfil.sys, pagefile.sys).
    WIN32_FIND_DATAW data{};
    HANDLE search = FindFirstFileW(widen(path).c_str(), &data);
    if (search == INVALID_HANDLE_VALUE) return std::nullopt;
    FindClose(search);
    return (std::uint64_t{data.nFileSizeHigh} << 32U) | data.nFileSizeLow;
}

const VolumeInfo* volume_with_letter(const std::vector<VolumeInfo>& volumes, char letter) {
    for (const auto& volume : volumes) {
        for (const auto& point : volume.mount_points) {
            if (point.size() == 3 && (point[0] == letter || point[0] == letter + ('a' - 'A')) && point[1] == ':') {
                return &volume;
            }
        }
    }
    return nullptr;
}

std::optional<std::uint64_t> physical_memory() {
    MEMORYSTATUSEX status{};
    status.dwLength = sizeof status;
    if (!GlobalMemoryStatusEx(&status)) return std::nullopt;
    return status.ullTotalPhys;
}

// SystemPageFileInformation through NtQuerySystemInformation (ntdll).
std::vector<w::PagefileUsage> pagefile_usage() {
    using Query = LONG(WINAPI*)(int, PVOID, ULONG, PULONG);
    HMODULE ntdll = GetModuleHandleW(L"ntdll.dll");
    if (ntdll == nullptr) return {};
    const auto query = reinterpret_cast<Query>(reinterpret_cast<void*>(GetProcAddress(ntdll, "NtQuerySystemInformation")));
    if (query == nullptr) return {};
    std::vector<std::byte> buffer(16384);
    ULONG returned = 0;
    constexpr int kSystemPageFileInformation = 18;
    if (query(kSystemPageFileInformation, buffer.data(), static_cast<ULONG>(buffer.size()), &returned) != 0) return {};
    SYSTEM_INFO system{};
    GetSystemInfo(&system);
    buffer.resize(std::min<std::size_t>(returned, buffer.size()));
    auto usage = w::decode_pagefile_information(buffer, reinterpret_cast<std::uintptr_t>(buffer.data()),
                                                system.dwPageSize);
    return usage ? *usage : std::vector<w::PagefileUsage>{};
}

} // namespace

std::vector<std::string> drives_of(const VolumeInfo& volume) {
    std::vector<std::string> drives;
    for (const auto& extent : volume.extents) {
        const std::string name = w::physical_drive_name(extent.disk_number);
        if (std::find(drives.begin(), drives.end(), name) == drives.end()) drives.push_back(name);
    }
    return drives;
}

PagefileReading read_pagefiles(const std::vector<VolumeInfo>& volumes) {
    PagefileReading reading;
    reading.configured = read_multi_sz(w::kMemoryManagementKey, "PagingFiles").value_or(std::vector<std::string>{});
    const auto entries = w::parse_paging_files(reading.configured);
    std::vector<w::PagefileFacts> pagefiles;
    for (const auto& file : pagefile_usage()) {
        w::PagefileFacts facts;
        facts.file_path = file.name;
        facts.file_bytes = file.total_bytes;
        facts.in_use_bytes = file.in_use_bytes;
        const char letter = file.name.empty() ? '?' : file.name[0];
        if (entries) {
            for (const auto& entry : *entries) {
                if (entry.automatic_all_drives || entry.drive_letter == letter) facts.entry = entry;
            }
        }
        if (const VolumeInfo* volume = volume_with_letter(volumes, letter)) facts.drives = drives_of(*volume);
        SwapObservation swap;
        swap.path = file.name;
        swap.type = "file";
        swap.size_bytes = file.total_bytes;
        swap.used_bytes = file.in_use_bytes;
        swap.block_device = file.name.substr(0, 2);
        swap.drives = facts.drives;
        reading.swaps.push_back(std::move(swap));
        pagefiles.push_back(std::move(facts));
    }
    if (entries) {
        reading.pagefiles = std::move(pagefiles);
    } else {
        reading.pagefiles = Observed<std::vector<w::PagefileFacts>>::unknown(entries.error().message);
    }
    return reading;
}

HibernationReading read_hibernation(CommandRunner& runner, const std::vector<VolumeInfo>& volumes) {
    HibernationReading reading;
    w::HibernationFacts& hibernation = reading.settings.facts;
    HibernationObservation& observed = reading.observed;
    const auto enabled = read_dword(kPowerKey, "HibernateEnabled");
    std::optional<w::SleepStates> states;
    if (auto output = runner.run(Command{{"powercfg", "/a"}, 30s})) {
        if (auto parsed = w::parse_powercfg_available_states(w::console_text(output->out))) states = *parsed;
    }
    const auto availability = states ? w::hibernation_availability(*states) : w::HibernationAvailability::NotListed;
    reading.settings.availability = availability;
    if (states) reading.settings.unavailable_reasons = w::hibernation_reasons(*states);
    hibernation.enabled = availability == w::HibernationAvailability::Enabled || (!states && enabled.value_or(0) != 0);
    const std::string drive_letter = system_drive();
    hibernation.file_path = drive_letter + "\\hiberfil.sys";
    hibernation.file_bytes = file_size(hibernation.file_path);
    if (const auto type = read_dword(kPowerKey, "HiberFileType")) {
        if (*type == 1) hibernation.file_type = "reduced";
        if (*type == 2) hibernation.file_type = "full";
    }
    hibernation.memory_bytes = physical_memory();
    if (const VolumeInfo* volume = volume_with_letter(volumes, drive_letter[0])) hibernation.drives = drives_of(*volume);
    observed.supported = availability != w::HibernationAvailability::Unsupported;
    if (states) {
        for (const auto& state : states->available) observed.modes.push_back(state.name);
    }
    observed.mode = hibernation.enabled ? hibernation.file_type.value_or("on") : "off";
    observed.resume_source = hibernation.file_path;
    observed.image_size_bytes = hibernation.file_bytes;
    observed.memory_bytes = hibernation.memory_bytes;
    observed.drives = hibernation.drives;
    return reading;
}

} // namespace ssd::windows_platform
