// `ssdtool trim`, `trim --enable-periodic` and `discard` end to end in-process:
// real CLI11 parsing, the Linux action platform on the rig guest's captured
// trees (cli_actions_support.h), fake FITRIM/BLKDISCARD. Every refusal is
// checked to change nothing: no FITRIM, no device opened for discard.
#include <gtest/gtest.h>

#include "cli_actions_support.h"
#include "text_parts.h"

namespace ssd {
namespace {

using test::RigActionWorld;
using test::run_on_rig;

TEST(CliTrim, EveryFilesystemOfADevice) {
    RigActionWorld world;
    const auto result = run_on_rig(world, {"trim", world.dev.str("sda"), "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    ASSERT_EQ(doc["filesystems"].size(), 1U);
    EXPECT_EQ(doc["filesystems"][0]["mountpoint"], "/mnt/sata");
    EXPECT_EQ(doc["filesystems"][0]["device"], "/dev/sda2");
    EXPECT_EQ(doc["filesystems"][0]["bytes_trimmed"], 123456789U);
    EXPECT_EQ(doc["filesystems"][0]["fstype"], "ext4");
    EXPECT_EQ(world.fitrims, std::vector<std::string>{"/mnt/sata"});
}

TEST(CliTrim, APartitionNamesItsFilesystem) {
    RigActionWorld world;
    const auto result = run_on_rig(world, {"trim", world.dev.str("nvme0n1p1")});
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_NE(result.out.find("/mnt/nvme (/dev/nvme0n1p1, ext4)"), std::string::npos) << result.out;
    EXPECT_EQ(world.fitrims, std::vector<std::string>{"/mnt/nvme"});
}

TEST(CliTrim, AllMountedFilesystemsWithoutATarget) {
    RigActionWorld world;
    const auto result = run_on_rig(world, {"trim", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_EQ(world.fitrims, (std::vector<std::string>{"/mnt/sata", "/mnt/nvme"}));
    EXPECT_EQ(result.json()["filesystems"].size(), 2U);
}

TEST(CliTrim, DryRunTrimsNothing) {
    RigActionWorld world;
    const auto result = run_on_rig(world, {"trim", world.dev.str("sda"), "--dry-run", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_TRUE(world.fitrims.empty());
    const auto doc = result.json();
    EXPECT_EQ(doc["dry_run"], true);
    EXPECT_TRUE(doc["filesystems"][0]["bytes_trimmed"].is_null());
    EXPECT_EQ(doc["plan"]["steps"][0]["kind"], "ioctl");
    EXPECT_NE(doc["plan"]["steps"][0]["description"].get<std::string>().find("FITRIM on /mnt/sata"), std::string::npos);
}

TEST(CliTrim, DeviceWithoutAMountedFilesystemIsRefused) {
    RigActionWorld world;
    const auto result = run_on_rig(world, {"trim", world.dev.str("sdb")});
    EXPECT_TRUE(test::refused_saying(result, "no filesystem on"));
    EXPECT_NE(result.err.find("ssdtool discard"), std::string::npos) << result.err;
    EXPECT_TRUE(world.fitrims.empty());
}

TEST(CliTrim, FilesystemThatCannotTrimSaysWhy) {
    RigActionWorld world;
    auto options = world.options();
    options.fitrim = [](const std::string&) -> Result<std::uint64_t> {
        return fail(ErrorCode::Refused, "the filesystem or the device below it does not support discard "
                                        "(FITRIM: Operation not supported)");
    };
    linux_platform::LinuxActionPlatform platform(world.runner, options);
    const auto result = test::run_action_cli({"trim", world.dev.str("sda"), "--json"}, platform, world.runner,
                                             test::project_fixture("sysfs/rig-guest-checks"), world.dev.path());
    EXPECT_TRUE(
        test::refused_saying(result, "/mnt/sata: the filesystem or the device below it does not support discard"));
    EXPECT_EQ(result.json()["error"]["code"], "refused");
}

TEST(CliTrim, NoSuchTarget) {
    RigActionWorld world;
    const auto result = run_on_rig(world, {"trim", world.dev.str("sdq")});
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.err.find("does not exist"), std::string::npos) << result.err;
}

TEST(CliTrim, EnablePeriodicWithoutSystemdExplains) {
    RigActionWorld world; // the empty root: no /run/systemd/system
    const auto result = run_on_rig(world, {"trim", "--enable-periodic"});
    EXPECT_TRUE(test::refused_saying(result, "systemd is not running"));
    EXPECT_TRUE(world.runner.calls().empty());
}

// A runner that does what `systemctl enable` does to the filesystem: the
// wants/ symlink the setup inspector looks for.
class FakeSystemctl final : public CommandRunner {
public:
    explicit FakeSystemctl(std::filesystem::path root) : root_(std::move(root)) {}
    Result<CommandOutput> run(const Command& command) override {
        calls.push_back(command.argv);
        const auto wants = root_ / "etc/systemd/system/timers.target.wants";
        std::filesystem::create_directories(wants);
        std::filesystem::create_symlink("/usr/lib/systemd/system/fstrim.timer", wants / "fstrim.timer");
        CommandOutput output;
        output.err = "Created symlink /etc/systemd/system/timers.target.wants/fstrim.timer → "
                     "/lib/systemd/system/fstrim.timer.\n";
        return output;
    }
    std::vector<std::vector<std::string>> calls;

private:
    std::filesystem::path root_;
};

void install_fstrim_timer(const std::filesystem::path& root) {
    std::filesystem::create_directories(root / "run/systemd/system");
    std::filesystem::create_directories(root / "usr/lib/systemd/system");
    std::filesystem::copy_file(test::project_fixture("rootfs/host-vm/usr/lib/systemd/system/fstrim.timer"),
                               root / "usr/lib/systemd/system/fstrim.timer");
}

TEST(CliTrim, EnablePeriodicRunsSystemctlAndChecksTheResult) {
    RigActionWorld world;
    install_fstrim_timer(world.root.path());
    FakeSystemctl systemctl(world.root.path());
    linux_platform::LinuxActionPlatform platform(systemctl, world.options());
    const auto result = test::run_action_cli({"trim", "--enable-periodic", "--json"}, platform, systemctl,
                                             test::project_fixture("sysfs/rig-guest-checks"), world.dev.path());
    ASSERT_EQ(result.status, 0) << result.err;
    ASSERT_EQ(systemctl.calls.size(), 1U);
    EXPECT_EQ(systemctl.calls[0], (std::vector<std::string>{"systemctl", "enable", "--now", "fstrim.timer"}));
    const auto doc = result.json();
    EXPECT_EQ(doc["periodic_trim"]["enabled"], true);
    EXPECT_EQ(doc["periodic_trim"]["mechanism"], "systemd fstrim.timer");
    EXPECT_EQ(doc["periodic_trim"]["evidence"], "/etc/systemd/system/timers.target.wants/fstrim.timer");
    // A second run finds it on and changes nothing.
    const auto again = test::run_action_cli({"trim", "--enable-periodic"}, platform, systemctl,
                                            test::project_fixture("sysfs/rig-guest-checks"), world.dev.path());
    EXPECT_EQ(again.status, 0) << again.err;
    EXPECT_NE(again.out.find("already on"), std::string::npos) << again.out;
    EXPECT_EQ(systemctl.calls.size(), 1U);
}

TEST(CliTrim, EnablePeriodicDryRunAndMaskedTimer) {
    RigActionWorld world;
    install_fstrim_timer(world.root.path());
    const auto dry = run_on_rig(world, {"trim", "--enable-periodic", "--dry-run"});
    EXPECT_EQ(dry.status, 0) << dry.err;
    EXPECT_NE(dry.out.find("systemctl enable --now fstrim.timer"), std::string::npos) << dry.out;
    EXPECT_TRUE(world.runner.calls().empty());
    std::filesystem::create_directories(world.root.path() / "etc/systemd/system");
    std::filesystem::create_symlink("/dev/null", world.root.path() / "etc/systemd/system/fstrim.timer");
    const auto masked = run_on_rig(world, {"trim", "--enable-periodic"});
    EXPECT_TRUE(test::refused_saying(masked, "masked"));
    EXPECT_TRUE(world.runner.calls().empty());
}

TEST(CliTrim, EnablePeriodicTakesNoTarget) {
    RigActionWorld world;
    const auto result = run_on_rig(world, {"trim", "/", "--enable-periodic"});
    EXPECT_EQ(result.status, 1);
}

// ---- discard ------------------------------------------------------------------

TEST(CliDiscard, MountedDeviceIsRefusedAndNothingOpened) {
    RigActionWorld world;
    const auto result = run_on_rig(world, {"discard", world.dev.str("sda"), "--confirm", "RIGSATA0001"});
    EXPECT_TRUE(test::refused_saying(result, "sda2 is mounted on /mnt/sata"));
    EXPECT_TRUE(world.opened_for_discard.empty());
    EXPECT_TRUE(world.discards.empty());
}

TEST(CliDiscard, SwapIsRefused) {
    RigActionWorld world;
    const auto result = run_on_rig(world, {"discard", world.dev.str("nvme0n1"), "--confirm", "RIGNVME0001", "--json"});
    EXPECT_TRUE(test::refused_saying(result, "holds active swap"));
    EXPECT_EQ(result.json()["error"]["code"], "refused");
    EXPECT_TRUE(world.opened_for_discard.empty());
}

TEST(CliDiscard, NoConfirmationIsRefused) {
    RigActionWorld world;
    const auto result = run_on_rig(world, {"discard", world.dev.str("sdb")});
    EXPECT_TRUE(test::refused_saying(result, "--confirm RIGIDE0001"));
    EXPECT_TRUE(world.opened_for_discard.empty());
}

TEST(CliDiscard, WrongSerialIsRefused) {
    RigActionWorld world;
    const auto result = run_on_rig(world, {"discard", world.dev.str("sdb"), "--confirm", "RIGSATA0001"});
    EXPECT_TRUE(test::refused_saying(result, "is wrong"));
    EXPECT_TRUE(world.opened_for_discard.empty());
    const auto kernel_name = run_on_rig(world, {"discard", world.dev.str("sdb"), "--confirm", "sdb"});
    EXPECT_EQ(kernel_name.status, 3);
    EXPECT_TRUE(world.opened_for_discard.empty());
}

TEST(CliDiscard, ExclusivelyHeldDeviceIsRefused) {
    RigActionWorld world;
    world.busy[world.dev.str("sdb")] = linux_platform::ExclusiveProbe::Busy;
    const auto result = run_on_rig(world, {"discard", world.dev.str("sdb"), "--confirm", "RIGIDE0001"});
    EXPECT_TRUE(test::refused_saying(result, "held open exclusively"));
    EXPECT_TRUE(world.opened_for_discard.empty());
}

TEST(CliDiscard, DryRunShowsTheIoctlAndNeedsNoToken) {
    RigActionWorld world;
    const auto result = run_on_rig(world, {"discard", world.dev.str("sdb"), "--dry-run", "--json"});
    ASSERT_EQ(result.status, 0) << result.err;
    const auto doc = result.json();
    EXPECT_EQ(doc["dry_run"], true);
    EXPECT_EQ(doc["drive"]["confirm_token"], "RIGIDE0001");
    const std::string step = doc["plan"]["steps"][0]["description"];
    EXPECT_TRUE(test::contains_all(step, {"BLKDISCARD", "O_EXCL"}));
    EXPECT_TRUE(world.opened_for_discard.empty());
    EXPECT_FALSE(doc.contains("bytes_discarded"));
}

TEST(CliDiscard, ConfirmedDiscardCoversTheDeviceWithProgress) {
    RigActionWorld world;
    const auto result =
        run_on_rig(world, {"discard", world.dev.str("sdb"), "--confirm", "RIGIDE0001", "--json", "--progress"});
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_EQ(world.opened_for_discard, std::vector<std::string>{world.dev.str("sdb")});
    ASSERT_EQ(world.discards.size(), 1U); // 256 MiB in one 1 GiB range
    EXPECT_EQ(world.discards[0], (std::pair<std::uint64_t, std::uint64_t>{0, 268435456}));
    const auto lines = result.json_lines();
    ASSERT_EQ(lines.size(), 2U);
    EXPECT_EQ(lines[0]["event"], "progress");
    EXPECT_EQ(lines[0]["percent"], 100.0);
    EXPECT_EQ(lines[1]["bytes_discarded"], 268435456U);
    EXPECT_GT(lines[1]["elapsed_seconds"].get<double>(), 0.0);
}

TEST(CliDiscard, PartitionIsNotADevice) {
    RigActionWorld world;
    const auto result = run_on_rig(world, {"discard", world.dev.str("sdb1"), "--confirm", "RIGIDE0001"});
    EXPECT_EQ(result.status, 2);
    EXPECT_NE(result.err.find("is a partition"), std::string::npos) << result.err;
    EXPECT_TRUE(world.opened_for_discard.empty());
}

} // namespace
} // namespace ssd
