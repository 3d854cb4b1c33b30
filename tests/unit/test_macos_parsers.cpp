// The macOS parsers (core/macos) on a published diskutil plist
// and on samples built from the documented formats (file names say
// "synthetic"; tests/fixtures/macos/SOURCES.md). They run on every OS: the
// macOS back end itself cannot be compiled here.
#include <gtest/gtest.h>

#include "core/macos/macos_diskutil.h"
#include "core/macos/macos_power.h"
#include "core/macos/macos_system_profiler.h"
#include "core/macos/plist_xml.h"
#include "windows_fixture.h"

namespace ssd::macos {
namespace {

using test::fixture_text;

TEST(MacosPlist, PublishedDiskutilList) {
    const auto plist = parse_plist_xml(fixture_text("macos/diskutil-list_aws-ec2-macos-utils.plist"));
    ASSERT_TRUE(plist) << plist.error().message;
    EXPECT_EQ((*plist)["AllDisksAndPartitions"][0]["Size"], 121332826112U);
    EXPECT_EQ((*plist)["VolumesFromDisks"][0], "Macintosh HD - Data");
    const auto disks = whole_disks(*plist);
    ASSERT_TRUE(disks);
    EXPECT_EQ(*disks, (std::vector<std::string>{"disk0"}));
}

TEST(MacosPlist, ScalarsEntitiesAndErrors) {
    const auto plist = parse_plist_xml(
        "<?xml version=\"1.0\"?><!-- c --><plist version=\"1.0\"><dict><key>a &amp; b</key><string>&lt;x&gt; &#233;"
        "</string><key>n</key><integer>-42</integer><key>big</key><integer>18446744073709551615</integer>"
        "<key>r</key><real>1.5</real><key>t</key><true/><key>e</key><string/><key>d</key><data>\n AAEC\n</data>"
        "<key>arr</key><array><false/><dict/></array></dict></plist>");
    ASSERT_TRUE(plist) << plist.error().message;
    EXPECT_EQ((*plist)["a & b"], "<x> \xC3\xA9");
    EXPECT_EQ((*plist)["n"], -42);
    EXPECT_EQ((*plist)["big"], 18446744073709551615ULL);
    EXPECT_EQ((*plist)["r"], 1.5);
    EXPECT_EQ((*plist)["t"], true);
    EXPECT_EQ((*plist)["e"], "");
    EXPECT_EQ((*plist)["d"], "AAEC");
    EXPECT_EQ((*plist)["arr"][1], nlohmann::json::object());
    EXPECT_EQ(parse_plist_xml("  ").error().code, ErrorCode::InputEmpty);
    EXPECT_EQ(parse_plist_xml("<plist><dict><key>x</key>").error().code, ErrorCode::InputMalformed);
    EXPECT_EQ(parse_plist_xml("<plist><integer>12x</integer></plist>").error().code, ErrorCode::InputMalformed);
    EXPECT_EQ(parse_plist_xml("<plist><string>&bogus;</string></plist>").error().code, ErrorCode::InputMalformed);
    std::string deep = "<plist>";
    for (int i = 0; i < 100; ++i) deep += "<array>";
    EXPECT_EQ(parse_plist_xml(deep).error().code, ErrorCode::InputMalformed);
}

TEST(MacosDiskutil, AppleSiliconAndThirdPartySata) {
    const auto apple = parse_plist_xml(fixture_text("macos/diskutil-info-disk0-apple-silicon-synthetic.plist"));
    ASSERT_TRUE(apple);
    const auto drive = drive_from_diskutil_info(*apple);
    ASSERT_TRUE(drive) << drive.error().message;
    EXPECT_EQ(drive->device, "/dev/disk0");
    EXPECT_EQ(drive->kernel_name, "disk0");
    EXPECT_EQ(drive->model, "APPLE SSD AP0512Z");
    EXPECT_EQ(drive->protocol, Protocol::Nvme);
    EXPECT_EQ(drive->transport, Transport::AppleFabric);
    EXPECT_EQ(drive->capacity_bytes, 500277792768U);
    EXPECT_FALSE(drive->rotational);
    EXPECT_EQ(drive->logical_sector_bytes, 4096U);
    const auto sata = parse_plist_xml(fixture_text("macos/diskutil-info-disk0-thirdparty-sata-synthetic.plist"));
    ASSERT_TRUE(sata);
    const auto sata_drive = drive_from_diskutil_info(*sata);
    ASSERT_TRUE(sata_drive);
    EXPECT_EQ(sata_drive->protocol, Protocol::Ata);
    EXPECT_EQ(sata_drive->transport, Transport::Sata);
    EXPECT_EQ(sata_drive->model, "Samsung SSD 860 EVO 1TB");
}

TEST(MacosDiskutil, ApfsContainersAndPartitionsAreNotDrives) {
    const auto container = parse_plist_xml(fixture_text("macos/diskutil-info-disk3-apfs-container-synthetic.plist"));
    ASSERT_TRUE(container);
    const auto drive = drive_from_diskutil_info(*container);
    ASSERT_FALSE(drive);
    EXPECT_EQ(drive.error().code, ErrorCode::NotADrive);
    EXPECT_EQ(drive_from_diskutil_info({{"DeviceIdentifier", "disk0s2"}, {"WholeDisk", false}}).error().code,
              ErrorCode::NotADrive);
    EXPECT_EQ(drive_from_diskutil_info(nlohmann::json::object()).error().code, ErrorCode::InputMalformed);
    EXPECT_EQ(whole_disks(nlohmann::json::object()).error().code, ErrorCode::InputMalformed);
}

TEST(MacosSystemProfiler, ThirdPartySataSsdWithoutTrim) {
    const auto drives = parse_system_profiler_storage(fixture_text("macos/system-profiler-sata-thirdparty-trim-off-synthetic.json"));
    ASSERT_TRUE(drives) << drives.error().message;
    ASSERT_EQ(drives->size(), 2U);
    const auto& ssd = (*drives)[0];
    EXPECT_EQ(ssd.protocol, Protocol::Ata);
    EXPECT_EQ(ssd.controller, "Intel 7 Series Chipset");
    EXPECT_EQ(ssd.bsd_name, "disk0");
    EXPECT_EQ(ssd.trim, false);
    EXPECT_EQ(ssd.solid_state, true);
    EXPECT_EQ(ssd.serial, "S3Z9NB0K123456X");
    EXPECT_EQ(ssd.size_bytes, 1000204886016U);
    // The optical drive: no TRIM key, no medium type, no BSD name.
    EXPECT_FALSE((*drives)[1].trim.has_value());
    EXPECT_FALSE((*drives)[1].bsd_name.has_value());
}

TEST(MacosSystemProfiler, AppleNvmeHasTrim) {
    const auto drives = parse_system_profiler_storage(fixture_text("macos/system-profiler-nvme-apple-synthetic.json"));
    ASSERT_TRUE(drives);
    ASSERT_EQ(drives->size(), 1U);
    EXPECT_EQ((*drives)[0].protocol, Protocol::Nvme);
    EXPECT_EQ((*drives)[0].trim, true);
    EXPECT_EQ(parse_system_profiler_storage("").error().code, ErrorCode::InputEmpty);
    EXPECT_EQ(parse_system_profiler_storage("[1,2]").error().code, ErrorCode::InputMalformed);
    EXPECT_TRUE(parse_system_profiler_storage("{}")->empty());
}

TEST(MacosPmset, LaptopAndDesktop) {
    const auto laptop = parse_pmset(fixture_text("macos/pmset-g-laptop-synthetic.txt"));
    ASSERT_TRUE(laptop) << laptop.error().message;
    EXPECT_EQ(laptop->hibernate_mode, 3);
    EXPECT_EQ(laptop->hibernate_file, "/var/vm/sleepimage");
    EXPECT_EQ(laptop->values.at("Sleep On Power Button"), "1");
    EXPECT_EQ(laptop->values.at("sleep"), "1 (sleep prevented by coreaudiod)");
    const auto desktop = parse_pmset(fixture_text("macos/pmset-g-desktop-synthetic.txt"));
    ASSERT_TRUE(desktop);
    EXPECT_EQ(desktop->hibernate_mode, 0);
    EXPECT_EQ(desktop->values.count("SleepDisabled"), 0U); // system-wide section, not "in use"
    EXPECT_NE(hibernate_mode_description(25).find("powered off"), std::string::npos);
    EXPECT_EQ(parse_pmset("Usage: pmset <options>").error().code, ErrorCode::UnsupportedFormat);
}

TEST(MacosSwap, SwapUsage) {
    const auto swap = parse_swapusage(fixture_text("macos/sysctl-vm-swapusage-synthetic.txt"));
    ASSERT_TRUE(swap) << swap.error().message;
    EXPECT_EQ(swap->total_bytes, 2048ULL << 20U);
    EXPECT_EQ(swap->used_bytes, 1096024064U); // 1045.25 MiB
    EXPECT_TRUE(swap->encrypted);
    EXPECT_EQ(parse_swapusage("vm.swapusage: total = 0.00M  used = 0.00M  free = 0.00M  ")->total_bytes, 0U);
    EXPECT_EQ(parse_swapusage("sysctl: unknown oid").error().code, ErrorCode::UnsupportedFormat);
}

} // namespace
} // namespace ssd::macos
