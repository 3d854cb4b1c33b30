// A drive inventory with no drives: for tests (and fuzz targets) whose code must
// reach no drive; a lookup fails NoSuchDevice naming the path.
#pragma once

#include <string>
#include <vector>

#include "core/drive/drive_inventory.h"

namespace ssd::test {

class NoDrives final : public DriveInventory {
public:
    Result<std::vector<DriveInfo>> list() override { return std::vector<DriveInfo>{}; }
    Result<DriveInfo> lookup(const std::string& path) override { return fail(ErrorCode::NoSuchDevice, path); }
};

} // namespace ssd::test
