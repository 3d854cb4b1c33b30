// DriveActivity on Linux: one lock file per drive in /run/lock (a tmpfs that
// every user may write, sticky), locked with an open file description lock
// (F_OFD_SETLK): it conflicts across processes and between threads of one
// process (the service runs requests in threads), and it goes away with the
// holder, even one killed with -9. The holder writes what it does into the
// file when it may write it; a test (F_OFD_GETLK) takes no lock.
#pragma once

#include <filesystem>

#include "core/drive/drive_activity.h"

namespace ssd::linux_platform {

class LockFileDriveActivity final : public DriveActivity {
public:
    explicit LockFileDriveActivity(std::filesystem::path directory = "/run/lock");
    std::unique_ptr<Hold> hold(const std::string& device, const std::string& what) override;
    std::optional<std::string> holder(const std::string& device) override;

private:
    std::filesystem::path file_of(const std::string& device) const;
    std::filesystem::path directory_;
};

} // namespace ssd::linux_platform
