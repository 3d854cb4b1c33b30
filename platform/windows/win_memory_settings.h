// windows::MemorySettings on the running Windows: PagingFiles in the
// registry (written as is; Windows applies it at the next boot), the
// pagefiles in use and hibernation as memory_facts.h reads them. It is
// also the action platform's memory() (MemoryModel::WindowsSettings), with
// the RAM from GlobalMemoryStatusEx.
#pragma once

#include "core/actions/seams/memory_settings.h"
#include "core/actions/windows/memory_settings.h"
#include "core/process/command_runner.h"

namespace ssd::windows_platform {

class WinMemorySettings final : public windows::MemorySettings, public actions::MemorySettings {
public:
    // runner: runs `powercfg /a`; not owned.
    explicit WinMemorySettings(CommandRunner& runner) : runner_(runner) {}

    actions::MemoryModel model() const override { return actions::MemoryModel::WindowsSettings; }
    std::optional<std::uint64_t> memory_total_bytes() override;
    std::optional<std::uint64_t> memory_available_bytes() override;
    windows::MemorySettings* windows_settings() override { return this; }

    Result<windows::PagefileSettings> pagefiles() override;
    Result<void> write_paging_files(const std::vector<std::string>& value) override;
    Result<windows::HibernationSettings> hibernation() override;

private:
    CommandRunner& runner_;
};

} // namespace ssd::windows_platform
