// Which drives a long operation holds now, across processes: a benchmark on a
// raw device, an erase, a discard or a firmware update holds its drive, and a
// self-test (by hand or from the schedule) is not started on a held drive,
// since it would disturb the operation and spoil its own result. Advisory
// only: it decides nothing about safety (core/safety does), and a hold that
// cannot be taken (no lock directory) never stops the operation itself.
#pragma once

#include <memory>
#include <optional>
#include <string>

namespace ssd {

class DriveActivity {
public:
    class Hold {
    public:
        virtual ~Hold() = default;
    };

    virtual ~DriveActivity() = default;
    // Marks `device`'s drive busy with `what` ("an erase") until the hold is destroyed.
    virtual std::unique_ptr<Hold> hold(const std::string& device, const std::string& what) = 0;
    // What holds the drive now, in this or another process; nullopt: nothing.
    virtual std::optional<std::string> holder(const std::string& device) = 0;
};

// The name a drive's holds go by: the kernel name of the whole drive, the
// controller for NVMe ("/dev/nvme0n1" → "nvme0", "/dev/sda" → "sda"), so a
// namespace and its controller are one drive.
std::string drive_activity_name(const std::string& device);

} // namespace ssd
