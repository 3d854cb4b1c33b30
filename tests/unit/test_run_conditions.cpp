// The benchmark's recorded conditions (core/bench/run_conditions.h): the
// filesystem's compression and copy-on-write read from real mount tables
// (util-linux's libmount test data, tests/fixtures/mounts/PROVENANCE.md),
// and the warnings judged from synthetic facts (labelled as such).
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "core/bench/bench_reader.h"
#include "core/bench/bench_report.h"
#include "core/bench/run_conditions.h"
#include "core/linux/proc_text.h"
#include "bench_handler_run.h"
#include "fixture_paths.h"

namespace ssd::bench {
namespace {

// The fake drive's latency for the handler runs: 100 µs keeps a quick run to a few thousand
// requests (at 1 µs it was 140 000, minutes under the sanitizers; these tests look at the
// conditions, not at the counts).
constexpr std::int64_t kHandlerLatencyNs = 100'000;

std::string read_fixture(const std::string& relative) {
    std::ifstream in(test::project_fixture(relative), std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// The filesystem holding `path` in a captured mountinfo, as the Linux back end builds it.
std::optional<FilesystemFacts> filesystem_at(const std::string& mountinfo, const std::string& path) {
    const auto mount = linux_kernel::mount_holding(linux_kernel::parse_mountinfo(mountinfo), path);
    if (!mount) return std::nullopt;
    FilesystemFacts fs{mount->fstype, mount->mountpoint, mount->source, mount->options};
    fs.options.insert(fs.options.end(), mount->super_options.begin(), mount->super_options.end());
    return fs;
}

std::vector<ConditionWarning> ids(const std::vector<ConditionNote>& notes) {
    std::vector<ConditionWarning> result;
    for (const auto& note : notes) result.push_back(note.id);
    return result;
}

// Facts with one drive on SATA, nothing in between (synthetic).
ConditionFacts plain_facts() {
    ConditionFacts facts;
    facts.filesystem = FilesystemFacts{"ext4", "/", "/dev/sda2", {"rw", "relatime"}};
    DriveLinkFacts drive;
    drive.device = "/dev/sda";
    drive.transport = Transport::Sata;
    SataLinkObservation link;
    link.link = "link1";
    link.current_mbps = 6000;
    link.host_max_mbps = 6000;
    link.drive_max_mbps = 6000;
    drive.sata = link;
    facts.drives.push_back(drive);
    facts.total_bytes = std::uint64_t{100} << 30;
    facts.free_bytes = std::uint64_t{50} << 30;
    return facts;
}

RunConditions run_on(ConditionFacts facts) {
    RunConditions conditions;
    conditions.facts = std::move(facts);
    conditions.writes = true;
    return conditions;
}

TEST(RunConditions, BtrfsSubvolumeMountedWithZstdCompressionIsCompressingAndCopyOnWrite) {
    // util-linux mountinfo_btrfs: /var/tmp is subvolume /var_tmp of the btrfs on /dev/sdc1.
    const auto fs = filesystem_at(read_fixture("mounts/util-linux-mountinfo_btrfs"), "/var/tmp/bench");
    ASSERT_TRUE(fs);
    EXPECT_EQ(fs->fstype, "btrfs");
    EXPECT_EQ(fs->mountpoint, "/var/tmp");
    std::string setting;
    EXPECT_EQ(filesystem_compression(*fs, setting), Compression::On);
    EXPECT_EQ(setting, "compress=zstd:3");
    EXPECT_TRUE(filesystem_copy_on_write(*fs));

    ConditionFacts facts = plain_facts();
    facts.filesystem = *fs;
    const auto warnings = judge_conditions(run_on(facts));
    EXPECT_EQ(ids(warnings),
              (std::vector<ConditionWarning>{ConditionWarning::CompressingFilesystem, ConditionWarning::CopyOnWrite}));
    EXPECT_NE(warnings[0].detail.find("compress=zstd:3"), std::string::npos) << warnings[0].detail;
}

TEST(RunConditions, Ext4OnDeviceMapperVolumeIsNeitherCompressingNorCopyOnWrite) {
    // util-linux mountinfo: /home/kzak is ext4 on /dev/mapper/kzak-home; / is ext3.
    const std::string table = read_fixture("mounts/util-linux-mountinfo");
    const auto home = filesystem_at(table, "/home/kzak/bench");
    ASSERT_TRUE(home);
    EXPECT_EQ(home->fstype, "ext4");
    EXPECT_EQ(home->source, "/dev/mapper/kzak-home");
    std::string setting;
    EXPECT_EQ(filesystem_compression(*home, setting), Compression::Off);
    EXPECT_FALSE(filesystem_copy_on_write(*home));
    const auto root = filesystem_at(table, "/srv");
    ASSERT_TRUE(root);
    EXPECT_EQ(root->fstype, "ext3");
    ConditionFacts facts = plain_facts();
    facts.filesystem = *home;
    EXPECT_TRUE(judge_conditions(run_on(facts)).empty());
}

// Synthetic option lists: the forms btrfs(5) documents.
TEST(RunConditions, BtrfsCompressionOptionsAsBtrfsDocumentsThem) {
    std::string setting;
    EXPECT_EQ(filesystem_compression({"btrfs", "/", "/dev/sda2", {"rw", "compress-force=zstd:1"}}, setting),
              Compression::On);
    EXPECT_EQ(setting, "compress-force=zstd:1");
    EXPECT_EQ(filesystem_compression({"btrfs", "/", "/dev/sda2", {"rw", "compress"}}, setting), Compression::On);
    EXPECT_EQ(filesystem_compression({"btrfs", "/", "/dev/sda2", {"rw", "compress=no"}}, setting), Compression::Off);
    EXPECT_EQ(filesystem_compression({"btrfs", "/", "/dev/sda2", {"rw", "ssd", "space_cache=v2"}}, setting),
              Compression::Off);
    // ext4 has no such option: "compress" would mean nothing there.
    EXPECT_EQ(filesystem_compression({"ext4", "/", "/dev/sda2", {"compress"}}, setting), Compression::Off);
    EXPECT_EQ(filesystem_compression({"zfs", "/tank", "tank/data", {"rw", "xattr"}}, setting), Compression::Unknown);
    EXPECT_FALSE(filesystem_copy_on_write({"btrfs", "/vm", "/dev/sda2", {"rw", "nodatacow"}}));
    EXPECT_TRUE(filesystem_copy_on_write({"zfs", "/tank", "tank/data", {"rw"}}));
}

TEST(RunConditions, LayersLinkFillTemperatureAndDataEachGiveTheirWarning) {  // synthetic facts
    ConditionFacts facts = plain_facts();
    facts.layers = {{"dm-1", "lvm", "vg0-root", std::nullopt}, {"dm-0", "crypt", "luks-3f2a", std::nullopt}};
    facts.drives[0].transport = Transport::Usb;
    facts.drives[0].sata->current_mbps = 3000;
    facts.free_bytes = std::uint64_t{5} << 30; // 95 % full
    RunConditions conditions = run_on(facts);
    conditions.data = DataPattern::Zeros;
    ThermalReading before;
    before.temperature_c = 48;
    before.limit_c = 70;
    before.warning_minutes = 12;
    ThermalReading after = before;
    after.temperature_c = 71;
    after.warning_minutes = 14;
    conditions.before = before;
    conditions.after = after;
    const auto warnings = judge_conditions(conditions);
    EXPECT_EQ(ids(warnings), (std::vector<ConditionWarning>{
                                 ConditionWarning::DeviceMapperLayer, ConditionWarning::EncryptedLayer,
                                 ConditionWarning::UsbLink, ConditionWarning::LinkBelowMaximum,
                                 ConditionWarning::NearlyFull, ConditionWarning::ThermalThrottled,
                                 ConditionWarning::CompressibleData}));
    const auto& thermal = warnings[5].detail;
    EXPECT_NE(thermal.find("2 minute(s) more at the warning temperature"), std::string::npos) << thermal;
    EXPECT_NE(thermal.find("71 °C"), std::string::npos) << thermal;
}

TEST(RunConditions, NothingToWarnAboutWhenTheThermalCountersStayAndTheRunOnlyReads) {  // synthetic facts
    RunConditions conditions = run_on(plain_facts());
    conditions.writes = false;
    conditions.data = DataPattern::Zeros; // not written: does not matter
    ThermalReading reading;
    reading.temperature_c = 40;
    reading.limit_c = 70;
    reading.warning_minutes = 3;
    conditions.before = reading;
    conditions.after = reading;
    EXPECT_TRUE(judge_conditions(conditions).empty());
}

TEST(RunConditions, ALoopDeviceOverAFileIsNoDrive) {  // synthetic facts
    ConditionFacts facts = plain_facts();
    facts.drives.clear();
    facts.no_drive_reason = "/dev/loop0 is a virtual block device (loop, ram, zram, device-mapper…), not a drive";
    const auto warnings = judge_conditions(run_on(facts));
    ASSERT_EQ(ids(warnings), std::vector<ConditionWarning>{ConditionWarning::NoDrive});
    EXPECT_EQ(warnings[0].detail, facts.no_drive_reason);
}

TEST(RunConditions, DocumentCarriesFactsWarningsAndReadsBack) {  // synthetic facts
    ConditionFacts facts = plain_facts();
    facts.layers = {{"dm-0", "crypt", "cr_test", std::nullopt}};
    RunConditions conditions = run_on(facts);
    conditions.before = Observed<ThermalReading>::unknown("SMART of /dev/sda could not be read: permission denied");
    conditions.after = conditions.before;
    conditions.warnings = judge_conditions(conditions);
    BenchReport report;
    report.target = "/mnt/bench";
    report.conditions = conditions;
    const auto doc = bench_report_to_json(report);
    const auto& c = doc.at("conditions");
    EXPECT_EQ(c.at("evaluated"), true);
    EXPECT_EQ(c.at("filesystem").at("type"), "ext4");
    EXPECT_EQ(c.at("filesystem").at("compression"), false);
    EXPECT_EQ(c.at("layers").at(0).at("kind"), "crypt");
    EXPECT_EQ(c.at("drives").at(0).at("sata").at("current_mbps"), 6000);
    EXPECT_EQ(c.at("fill").at("used_percent"), 50.0);
    EXPECT_EQ(c.at("temperature").at("before").at("available"), false);
    EXPECT_EQ(c.at("warnings").at(0).at("id"), "encrypted-layer");
    const std::string text = bench_report_to_text(report);
    EXPECT_NE(text.find("Warning [encrypted-layer]: dm-0 (crypt cr_test)"), std::string::npos) << text;
    EXPECT_NE(text.find("filesystem: ext4 on / (/dev/sda2), compression off"), std::string::npos) << text;

    const auto read = bench_report_from_json(doc);
    ASSERT_TRUE(read);
    EXPECT_TRUE(read->conditions.has_value());
    EXPECT_EQ(read->condition_warnings, std::vector<std::string>{"encrypted-layer"});
    // A document from before conditions were recorded still reads.
    auto old = doc;
    old.erase("conditions");
    const auto old_read = bench_report_from_json(old);
    ASSERT_TRUE(old_read);
    EXPECT_FALSE(old_read->conditions.has_value());
    EXPECT_TRUE(old_read->condition_warnings.empty());
}

// The whole block read back (the GUI shows it with core's text): the reader
// gives the same text as the conditions written, thermal readings and links included.
TEST(RunConditions, ReadBackGivesTheSameTextAsTheConditionsWritten) {  // synthetic facts
    ConditionFacts facts = plain_facts();
    facts.filesystem = FilesystemFacts{"btrfs", "/home", "/dev/mapper/home", {"rw", "compress=zstd:3"}};
    facts.layers = {{"dm-0", "crypt", "luks-home", std::nullopt}};
    PcieLinkObservation pcie;
    pcie.pci_address = "0000:01:00.0";
    pcie.current_speed_mts = 8000;
    pcie.current_width = 2;
    pcie.max_speed_mts = 16000;
    pcie.max_width = 4;
    facts.drives[0].pcie = pcie;
    RunConditions conditions = run_on(facts);
    conditions.data = DataPattern::Compressible;
    // °C, limit, minutes at the warning and the critical temperature.
    conditions.before = ThermalReading{41, std::nullopt, 3, std::nullopt, std::nullopt, std::nullopt};
    conditions.after = ThermalReading{52, std::nullopt, 5, std::nullopt, std::nullopt, std::nullopt};
    conditions.during = {{15.2, ThermalReading{47, 70, 4, std::nullopt, 12, 30}}};
    conditions.cpu = CpuCompetition{0.75, 2, 30.0};
    conditions.warnings = judge_conditions(conditions);
    const auto read = conditions_from_json(conditions_to_json(conditions));
    ASSERT_TRUE(read);
    EXPECT_EQ(conditions_to_text(*read), conditions_to_text(conditions));
    EXPECT_EQ(ids(read->warnings), ids(conditions.warnings));
    EXPECT_EQ(conditions_to_json(*read), conditions_to_json(conditions));
    ASSERT_TRUE(read->after);
    EXPECT_EQ(read->after->warning_minutes, 5U);
    ASSERT_EQ(read->during.size(), 1U);
    EXPECT_DOUBLE_EQ(read->during[0].seconds, 15.2);
    EXPECT_EQ(read->during[0].reading.throttle_transitions, 12U);

    RunConditions unknown;
    unknown.facts = Observed<ConditionFacts>::unknown("not evaluated on this system: Windows");
    const auto unknown_read = conditions_from_json(conditions_to_json(unknown));
    ASSERT_TRUE(unknown_read);
    EXPECT_EQ(conditions_to_text(*unknown_read), conditions_to_text(unknown));
    EXPECT_FALSE(conditions_from_json(nullptr));

    BenchReport report;
    report.target = "/home/bench";
    report.conditions = conditions;
    const auto doc = bench_report_from_json(bench_report_to_json(report));
    ASSERT_TRUE(doc && doc->conditions);
    EXPECT_EQ(conditions_to_text(*doc->conditions), conditions_to_text(conditions));
}

TEST(RunConditions, NotEvaluatedSaysWhy) {
    RunConditions conditions;
    conditions.facts = Observed<ConditionFacts>::unknown("not evaluated on this system: Windows");
    const auto doc = conditions_to_json(conditions);
    EXPECT_EQ(doc.at("evaluated"), false);
    EXPECT_EQ(doc.at("reason"), "not evaluated on this system: Windows");
    EXPECT_TRUE(doc.at("warnings").empty());
    EXPECT_EQ(conditions_to_text(conditions),
              "Conditions: not evaluated (not evaluated on this system: Windows)\n  CPU: not measured\n");
}

// The handler records the conditions with every run; the SMART reading of a drive
// it cannot read (here: the inventory knows no drive) leaves WA unavailable with
// the reason, and the run still succeeds (synthetic facts, the fake back end).

TEST(RunConditions, HandlerRecordsConditionsAndAnUnreadableDriveNeverFailsTheRun) {
    TargetFacts facts = test::bench_drive_facts();
    ConditionFacts conditions;
    conditions.filesystem = Observed<FilesystemFacts>::unknown("a raw device: no filesystem in between");
    DriveLinkFacts drive;
    drive.device = "/dev/sdb";
    drive.transport = Transport::Usb;
    conditions.drives.push_back(drive);
    facts.conditions = conditions;
    test::HandlerRun run(kHandlerLatencyNs, 1700000000, facts);
    const auto response = run.run(test::short_quick_run(), true);
    ASSERT_FALSE(response.failure);
    const auto& doc = response.document;
    EXPECT_EQ(doc.at("conditions").at("evaluated"), true);
    EXPECT_EQ(condition_warning_ids(doc.at("conditions")), std::vector<std::string>{"usb-link"});
    EXPECT_EQ(doc.at("conditions").at("temperature").at("before").at("available"), false);
    const auto& wa = doc.at("write_amplification");
    EXPECT_EQ(wa.at("available"), false);
    EXPECT_EQ(wa.at("gap"), "unavailable");
    EXPECT_NE(wa.at("reason").get<std::string>().find("SMART of /dev/sdb could not be read"), std::string::npos)
        << wa.at("reason");
    EXPECT_NE(response.text.find("Write amplification during the run: not given: SMART of /dev/sdb"),
              std::string::npos)
        << response.text;
}

TEST(RunConditions, HandlerSaysWhyConditionsWereNotEvaluated) {
    test::HandlerRun run(kHandlerLatencyNs, 1700000000); // the fake platform's facts carry no conditions
    const auto response = run.run(test::short_quick_run(), true);
    ASSERT_FALSE(response.failure);
    EXPECT_EQ(response.document.at("conditions").at("evaluated"), false);
    EXPECT_NE(response.document.at("conditions").at("reason").get<std::string>().find("not evaluated"),
              std::string::npos);
    EXPECT_EQ(response.document.at("write_amplification").at("available"), false);
}

// A machine whose other work keeps `other_cpus` CPUs busy while the run itself uses
// 0.1 CPU, both by the fake platform's clock (synthetic).
class SteadyLoadMeter final : public CpuMeter {
public:
    SteadyLoadMeter(Clock& clock, double other_cpus) : clock_(clock), other_cpus_(other_cpus) {}
    std::optional<CpuTimes> now() override { return CpuTimes{0.1 * seconds(), 0.0}; }
    std::optional<SystemCpu> system() override { return SystemCpu{100.0 + (other_cpus_ + 0.1) * seconds(), 2}; }

private:
    double seconds() const { return static_cast<double>(clock_.now_ns()) / static_cast<double>(kNanosPerSecond); }
    Clock& clock_;
    double other_cpus_;
};

TEST(RunConditions, CpuCompetitionIsTheMachinesBusyTimeLessTheRunsOwnOverTheWallTime) {
    CpuSnapshot before{SystemCpu{1000.0, 2}, CpuTimes{1.0, 0.5}, 0};
    CpuSnapshot after{SystemCpu{1030.0, 2}, CpuTimes{4.0, 2.5}, 20 * kNanosPerSecond};
    const auto cpu = cpu_competition(before, after);
    ASSERT_TRUE(cpu) << cpu.reason();
    EXPECT_DOUBLE_EQ(cpu->other_busy_cpus, (30.0 - 5.0) / 20.0);
    EXPECT_EQ(cpu->cpus, 2u);
    EXPECT_DOUBLE_EQ(cpu->seconds, 20.0);
    // Ticks of different grain may make the machine's busy time the smaller: never negative.
    after.system->busy_seconds = 1004.0;
    EXPECT_DOUBLE_EQ(cpu_competition(before, after)->other_busy_cpus, 0.0);
    // Unknown with the reason when the platform does not tell.
    before.system.reset();
    EXPECT_FALSE(cpu_competition(before, after));
    EXPECT_NE(cpu_competition(before, after).reason().find("busy time"), std::string::npos);
}

TEST(RunConditions, OtherWorkOnHalfACpuOrMoreIsABusyCpu) {  // synthetic facts
    RunConditions conditions;
    conditions.cpu = CpuCompetition{0.49, 2, 30.0};
    EXPECT_TRUE(judge_conditions(conditions).empty());
    conditions.cpu = CpuCompetition{1.83, 2, 30.0};
    const auto notes = judge_conditions(conditions);
    ASSERT_EQ(notes.size(), 1u);
    EXPECT_EQ(notes[0].id, ConditionWarning::BusyCpu);
    EXPECT_NE(notes[0].detail.find("1.83 of 2 CPUs"), std::string::npos) << notes[0].detail;
}

TEST(RunConditions, HandlerMeasuresTheCompetitionAroundTheRun) {
    test::HandlerRun run(kHandlerLatencyNs, 1700000000);
    SteadyLoadMeter meter(run.clock(), 1.5);
    run.set_cpu_meter(&meter);
    const auto response = run.run(test::short_quick_run(), true);
    ASSERT_FALSE(response.failure);
    const auto& cpu = response.document.at("conditions").at("cpu");
    ASSERT_TRUE(cpu.contains("other_busy_cpus")) << cpu;
    EXPECT_NEAR(cpu.at("other_busy_cpus").get<double>(), 1.5, 1e-6);
    EXPECT_EQ(cpu.at("cpus"), 2);
    EXPECT_GT(cpu.at("seconds").get<double>(), 0.0);
    EXPECT_EQ(response.document.at("conditions").at("evaluated"), false); // the fake facts carry none; the CPU is apart
    EXPECT_NE(response.text.find("Warning [busy-cpu]: other work kept 1.50 of 2 CPUs busy"), std::string::npos)
        << response.text;
}

TEST(RunConditions, WithoutAMeterTheCpuSaysWhy) {
    test::HandlerRun run(kHandlerLatencyNs, 1700000000);
    const auto response = run.run(test::short_quick_run(), true);
    ASSERT_FALSE(response.failure);
    EXPECT_NE(response.document.at("conditions").at("cpu").at("unknown").get<std::string>().find("busy time"),
              std::string::npos);
}

} // namespace
} // namespace ssd::bench
