// A DriveInventory that lists the drives a test gives it and looks them up by path.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/drive/drive_inventory.h"

namespace ssd::test {

class ListedInventory final : public DriveInventory {
public:
    explicit ListedInventory(std::vector<DriveInfo> drives) : drives_(std::move(drives)) {}
    Result<std::vector<DriveInfo>> list() override { return drives_; }
    Result<DriveInfo> lookup(const std::string& path) override {
        for (const auto& drive : drives_) {
            if (drive.device == path) return drive;
        }
        return fail(ErrorCode::NoSuchDevice, path + " does not exist");
    }

private:
    std::vector<DriveInfo> drives_;
};

} // namespace ssd::test
