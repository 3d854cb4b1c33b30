// windows::MemorySettings on the running Windows: PagingFiles in the
// registry (written as is; Windows applies it at the next boot), the
// pagefiles in use and hibernation as memory_facts.h reads them.
#pragma once

#include "core/process/command_runner.h"
#include "core/windows/memory_settings.h"

namespace ssd::windows_platform {

class WinMemorySettings final : public windows::MemorySettings {
public:
    // runner: runs `powercfg /a`; not owned.
    explicit WinMemorySettings(CommandRunner& runner) : runner_(runner) {}

    Result<windows::PagefileSettings> pagefiles() override;
    Result<void> write_paging_files(const std::vector<std::string>& value) override;
    Result<windows::HibernationSettings> hibernation() override;

private:
    CommandRunner& runner_;
};

} // namespace ssd::windows_platform
