// A DriveInventory of one drive: lists it, looks it up by its device, NoSuchDevice otherwise.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "core/drive/drive_inventory.h"

namespace ssd::test {

class OneDriveInventory final : public DriveInventory {
public:
    explicit OneDriveInventory(DriveInfo drive) : drive_(std::move(drive)) {}
    Result<std::vector<DriveInfo>> list() override { return std::vector<DriveInfo>{drive_}; }
    Result<DriveInfo> lookup(const std::string& path) override {
        if (path != drive_.device) return fail(ErrorCode::NoSuchDevice, path + " does not exist");
        return drive_;
    }

private:
    DriveInfo drive_;
};

} // namespace ssd::test
