// A drive's identity read back from a document (core/report/json_reader.h,
// check_reader.h) compared with what was written, field by field: each
// document carries its own part of DriveInfo.
#pragma once

#include <gtest/gtest.h>

#include "core/drive/drive_info.h"

namespace ssd::test {

enum class IdentityIn { List, Health, Check };

inline void expect_same_identity(const DriveInfo& read, const DriveInfo& written, IdentityIn document) {
    EXPECT_EQ(read.device, written.device);
    EXPECT_EQ(read.model, written.model);
    EXPECT_EQ(read.serial, written.serial);
    EXPECT_EQ(read.firmware, written.firmware);
    EXPECT_EQ(read.protocol, written.protocol);
    EXPECT_EQ(read.transport, written.transport);
    EXPECT_EQ(read.capacity_bytes, written.capacity_bytes);
    if (document != IdentityIn::Health) {
        EXPECT_EQ(read.kernel_name, written.kernel_name);
    }
    if (document != IdentityIn::Check) {
        EXPECT_EQ(read.rotational, written.rotational);
        EXPECT_EQ(read.logical_sector_bytes, written.logical_sector_bytes);
    }
    if (document == IdentityIn::List) {
        EXPECT_EQ(read.removable, written.removable);
        EXPECT_EQ(read.physical_sector_bytes, written.physical_sector_bytes);
        EXPECT_EQ(read.discard_supported, written.discard_supported);
    }
}

} // namespace ssd::test
