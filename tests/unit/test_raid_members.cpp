// Disks behind a RAID controller as drives of their own (issue 35): `list` adds the members a
// `smartctl --scan` names, `capture` reads them by the controller's node and their -d type, and
// a capture names each so that `health` can pick it out again. The scan is telegraf's published
// MegaRAID test case (tests/fixtures/smartctl-published/PROVENANCE.md); the member's document is
// telegraf's recorded MegaRAID disk (../shared/fixtures). That the two come from one machine is
// not claimed: each answers its own command.
#include <gtest/gtest.h>

#include "core/capture/saved_reports.h"
#include "core/capture/support_capture.h"
#include "core/process/replay_runner.h"
#include "core/report/json_writer.h"
#include "core/report/text_writer.h"
#include "core/requests/handlers.h"
#include "core/smart/raid_member.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"
#include "listed_drive.h"
#include "one_drive_inventory.h"

namespace ssd {
namespace {

const std::string kMegaraidScan = "smartctl-published/telegraf-scan-megaraid.json";

TEST(RaidMembers, TheMembersOfAPublishedMegaraidScanBecomeDrives) {
    const auto scan = read_text_file(test::project_fixture(kMegaraidScan));
    ASSERT_TRUE(scan);
    const auto members = raid_members_in_scan(*scan);
    // 10 entries: /dev/sda, /dev/sdb (scsi) and /dev/sdc (sat) are the OS's; megaraid,8 … 14 are not.
    ASSERT_EQ(members.size(), 7u);
    EXPECT_EQ(members.front().device, "/dev/bus/6");
    EXPECT_EQ(members.front().smartctl_device_type, "megaraid,8");
    EXPECT_EQ(members.back().smartctl_device_type, "megaraid,14");
    EXPECT_EQ(members.front().protocol, Protocol::Scsi);
    EXPECT_EQ(drive_name(members.back()), "/dev/bus/6 -d megaraid,14");
    const NamedDrive named = drive_of_name(drive_name(members.back()));
    EXPECT_EQ(named.device, "/dev/bus/6");
    EXPECT_EQ(named.smartctl_device_type, "megaraid,14");
    EXPECT_FALSE(drive_of_name("/dev/sda").smartctl_device_type);
    EXPECT_FALSE(drive_of_name("/tmp/a -d sat").smartctl_device_type) << "only a RAID member's type is split off";
    EXPECT_TRUE(raid_members_in_scan("not json").empty());
    EXPECT_TRUE(raid_members_in_scan(R"({"devices": [{"name": 6, "type": "megaraid,1"}, {"type": "cciss,0"}]})").empty())
        << "entries without a string name are passed over";
}

TEST(RaidMembers, ListShowsTheMembersAfterTheOsDrivesAndWithoutSmartctlNone) {
    test::OneDriveInventory inventory(test::listed_drive("/dev/sda", "sda", Protocol::Scsi, Transport::Unknown, 960197124096));
    ReplayRunner runner;
    requests::HandlerServices services{inventory, runner};
    const auto alone = requests::handle_list(services);
    ASSERT_TRUE(alone);
    EXPECT_EQ(alone->size(), 1u) << "smartctl failing (no recording) adds nothing and fails nothing";

    ASSERT_TRUE(runner.record_stdout_file({"smartctl", "--scan", "--json"}, test::project_fixture(kMegaraidScan), 0));
    const auto listed = requests::handle_list(services);
    ASSERT_TRUE(listed);
    ASSERT_EQ(listed->size(), 8u);
    EXPECT_EQ(listed->front().device, "/dev/sda");
    const auto doc = list_to_json(*listed);
    EXPECT_TRUE(doc["drives"][0]["smartctl_device_type"].is_null());
    EXPECT_EQ(doc["drives"][7]["device"], "/dev/bus/6");
    EXPECT_EQ(doc["drives"][7]["smartctl_device_type"], "megaraid,14");
    const std::string text = list_to_text(*listed);
    EXPECT_NE(text.find("/dev/bus/6 -d megaraid,9  scsi disk behind a RAID controller (health: ssdtool health "
                        "/dev/bus/6 --device-type megaraid,9)"),
              std::string::npos)
        << text;
}

TEST(RaidMembers, ACaptureOfEveryDriveReadsTheMembersAndNamesEachForHealth) {
    SSD_REQUIRE_SHARED_FIXTURES();
    test::OneDriveInventory inventory(test::listed_drive("/dev/sda", "sda", Protocol::Scsi, Transport::Unknown, 960197124096));
    ReplayRunner runner;
    ASSERT_TRUE(runner.record_stdout_file({"smartctl", "--scan", "--json"}, test::project_fixture(kMegaraidScan), 0));
    ASSERT_TRUE(runner.record_stdout_file({"smartctl", "--json=o", "-x", "-d", "megaraid,14", "/dev/bus/6"},
                                          test::smart_fixture("HDD_seagate_ST6000NM0115-megaraid_telegraf.json"), 0));
    requests::HandlerServices services{inventory, runner};

    const auto capture = requests::handle_capture(services, requests::CaptureRequest{});
    ASSERT_TRUE(capture) << capture.error().message;
    ASSERT_EQ(capture->drives.size(), 8u); // sda and megaraid,8 … 13 unanswered here: kept with their reasons
    const CapturedDrive& member = capture->drives.back();
    EXPECT_EQ(member.device, "/dev/bus/6 -d megaraid,14");
    EXPECT_EQ(member.device_type_given, "megaraid,14");
    ASSERT_TRUE(member.smartctl.is_object());
    EXPECT_TRUE(capture->drives.front().error);

    // Read back: the member is found by its name, with the member's own facts.
    auto saved = read_saved_file(support_capture_to_json(*capture).dump());
    ASSERT_TRUE(saved) << saved.error().message;
    const auto report = saved_drive(*saved, std::string("/dev/bus/6 -d megaraid,14"));
    ASSERT_TRUE(report) << report.error().message;
    EXPECT_EQ(report->model, "ST6000NM0115-1YZ110");
    EXPECT_EQ(report->device_type_given, "megaraid,14");

    // Named: the controller's node and the type, as health takes them.
    const auto named = requests::handle_capture(services, requests::CaptureRequest{{"/dev/bus/6"}, "megaraid,14", false});
    ASSERT_TRUE(named) << named.error().message;
    ASSERT_EQ(named->drives.size(), 1u);
    EXPECT_EQ(named->drives[0].device, "/dev/bus/6 -d megaraid,14");
    const auto not_raid = requests::handle_capture(services, requests::CaptureRequest{{"/dev/bus/6"}, "sat", false});
    ASSERT_FALSE(not_raid);
    EXPECT_EQ(not_raid.error().code, ErrorCode::NoSuchDevice) << "another type does not make a name a drive";
}

} // namespace
} // namespace ssd
