// Swap and hibernation on Windows are settings Windows applies itself, not
// files and a resume device set up step by step as on Linux
// (core/actions/swap.h): the pagefile configuration (PagingFiles, read at
// boot; a change needs a restart) and hibernation through powercfg, which
// creates, sizes and deletes hiberfil.sys. The Windows action platform
// reads and writes them through this seam
// (ActionPlatform::memory(), MemoryModel::WindowsSettings); what `ssdtool swap` and
// `ssdtool hibernation` show, plan and run on Windows is core code
// (pagefile_commands.h, hibernation_commands.h) tested everywhere.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/checks/windows/windows_facts.h"
#include "core/util/error.h"
#include "core/windows/powercfg_parser.h"

namespace ssd::windows {

struct PagefileSettings {
    std::vector<std::string> configured;  // PagingFiles as stored now (empty: no pagefile)
    std::vector<PagefileFacts> files;     // the pagefiles in use now, each with its entry
    char system_drive_letter = 'C';       // where "automatic" puts it and where a new one goes
};

struct HibernationSettings {
    HibernationFacts facts;               // switched on, hiberfil.sys, its type and size
    // What `powercfg /a` says; NotListed when it could not be read (not
    // run, or not English), and `facts.enabled` then comes from the registry.
    HibernationAvailability availability = HibernationAvailability::NotListed;
    std::vector<std::string> unavailable_reasons;  // powercfg's reasons when not available
};

class MemorySettings {
public:
    virtual ~MemorySettings() = default;
    // InputUnreadable when PagingFiles cannot be read.
    virtual Result<PagefileSettings> pagefiles() = 0;
    // Writes PagingFiles (REG_MULTI_SZ); PermissionDenied without
    // administrator rights. Windows reads it at the next boot.
    virtual Result<void> write_paging_files(const std::vector<std::string>& value) = 0;
    virtual Result<HibernationSettings> hibernation() = 0;
};

} // namespace ssd::windows
