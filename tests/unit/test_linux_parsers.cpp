// The portable parsers of Linux's /proc and /sys text (core/linux/), on files
// captured from real machines:
//   tests/fixtures/proc/host-vm        the development VM's mountinfo, swaps and meminfo
//   tests/fixtures/sysfs/rig-guest*    the rig guest's IDENTIFY words and SCSI unit serial
//                                      page (the AHCI CAP register of that capture lies
//                                      below folders named with ':', which no Windows path
//                                      holds: test_linux_setup_inspector_rig.cpp reads it)
// and on short inline lines in the kernel's formats where a case needs a state
// no capture shows (those are synthetic and say so). Built on every host,
// the mingw-w64 build included: none of this needs Linux.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "core/linux/proc_text.h"
#include "core/linux/sysfs_text.h"
#include "core/linux/text_words.h"
#include "core/util/file_io.h"
#include "fixture_paths.h"

namespace ssd::linux_kernel {
namespace {

TEST(LinuxParsers, MountinfoOfTheVm) {
    auto text = read_text_file(test::project_fixture("proc/host-vm/self/mountinfo"));
    ASSERT_TRUE(text);
    const auto mounts = parse_mountinfo(*text);
    const auto root = std::find_if(mounts.begin(), mounts.end(), [](const auto& m) { return m.mountpoint == "/"; });
    ASSERT_NE(root, mounts.end());
    EXPECT_EQ(root->major, 254U);
    EXPECT_EQ(root->minor, 0U);
    EXPECT_EQ(root->root, "/");
    EXPECT_EQ(root->fstype, "ext4");
    EXPECT_EQ(root->source, "/dev/vda");
    EXPECT_NE(std::find(root->super_options.begin(), root->super_options.end(), "discard"), root->super_options.end());
    const auto proc = std::find_if(mounts.begin(), mounts.end(), [](const auto& m) { return m.mountpoint == "/proc"; });
    ASSERT_NE(proc, mounts.end());
    EXPECT_EQ(proc->major, 0U);
    EXPECT_EQ(proc->fstype, "proc");
}

TEST(LinuxParsers, MountinfoEscapesAndOptionalFields) {
    // proc(5) format: optional fields (shared:N) before the "-" separator; blanks escaped as \040.
    const auto mounts = parse_mountinfo(
        "36 35 8:2 / /mnt/my\\040disk rw,noatime shared:1 master:2 - ext4 /dev/sda2 rw,discard\n"
        "garbage line\n");
    ASSERT_EQ(mounts.size(), 1U);
    EXPECT_EQ(mounts[0].mountpoint, "/mnt/my disk");
    EXPECT_EQ(mounts[0].major, 8U);
    EXPECT_EQ(mounts[0].minor, 2U);
    EXPECT_EQ(mounts[0].source, "/dev/sda2");
    EXPECT_EQ(mounts[0].options, (std::vector<std::string>{"rw", "noatime"}));
    EXPECT_EQ(mounts[0].super_options, (std::vector<std::string>{"rw", "discard"}));
}

TEST(LinuxParsers, ProcSwaps) {
    auto text = read_text_file(test::project_fixture("proc/host-vm/swaps"));
    ASSERT_TRUE(text);
    EXPECT_TRUE(parse_proc_swaps(*text).empty()); // the VM has no swap: header only
    const auto swaps = parse_proc_swaps(
        "Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n"
        "/dev/sda3                               partition\t8388604\t\t1024\t\t-2\n"
        "/swap\\040file                           file\t\t1048572\t\t0\t\t-3\n");
    ASSERT_EQ(swaps.size(), 2U);
    EXPECT_EQ(swaps[0].path, "/dev/sda3");
    EXPECT_EQ(swaps[0].type, "partition");
    EXPECT_EQ(swaps[0].size_bytes, 8388604ULL * 1024);
    EXPECT_EQ(swaps[0].used_bytes, 1024ULL * 1024);
    EXPECT_EQ(swaps[0].priority, -2);
    EXPECT_EQ(swaps[1].path, "/swap file");
    EXPECT_EQ(swaps[1].type, "file");
}

TEST(LinuxParsers, SpeedsAndParameters) {
    EXPECT_EQ(parse_sata_speed_mbps("1.5 Gbps"), 1500U);
    EXPECT_EQ(parse_sata_speed_mbps("3.0 Gbps\n"), 3000U);
    EXPECT_EQ(parse_sata_speed_mbps("6.0 Gbps"), 6000U);
    EXPECT_FALSE(parse_sata_speed_mbps("<unknown>"));
    EXPECT_EQ(parse_pcie_speed_mts("2.5 GT/s PCIe"), 2500U);
    EXPECT_EQ(parse_pcie_speed_mts("8.0 GT/s PCIe"), 8000U);
    EXPECT_EQ(parse_pcie_speed_mts("16.0 GT/s PCIe"), 16000U);
    EXPECT_FALSE(parse_pcie_speed_mts("Unknown"));
    EXPECT_FALSE(parse_pcie_speed_mts(""));
    const std::string cmdline = "BOOT_IMAGE=/vmlinuz root=/dev/sda2 resume=UUID=1b2c resume_offset=34816 quiet -- resume=x";
    EXPECT_EQ(kernel_parameter(cmdline, "resume"), "UUID=1b2c");
    EXPECT_EQ(kernel_parameter(cmdline, "resume_offset"), "34816");
    EXPECT_FALSE(kernel_parameter(cmdline, "rootfstype"));
    // AHCI CAP.ISS (bits 23:20): 1 = 1.5, 2 = 3, 3 = 6 Gb/s.
    EXPECT_EQ(ahci_caps_max_mbps("0x40141f05"), 1500U);
    EXPECT_EQ(ahci_caps_max_mbps("0xc734ff45"), 6000U);
    EXPECT_FALSE(ahci_caps_max_mbps("bogus"));
    auto [mode, modes] = parse_bracketed_choice("[platform] shutdown reboot suspend test_resume");
    EXPECT_EQ(mode, "platform");
    EXPECT_EQ(modes.size(), 5U);
}

TEST(LinuxParsers, IdentifyWord76) {
    // libata's ata_device/id: 256 words as hex, 8 per line; word 76 holds the SATA generations.
    auto identify = [](unsigned w76) {
        std::string text;
        for (unsigned i = 0; i < 256; ++i) {
            char word[8];
            std::snprintf(word, sizeof word, "%04x", i == 76 ? w76 : 0U);
            text += word;
            text += (i % 8 == 7) ? "\n" : " ";
        }
        return text;
    };
    EXPECT_EQ(sata_max_from_identify(identify(0x010e)), 6000U);
    EXPECT_EQ(sata_max_from_identify(identify(0x0006)), 3000U);
    EXPECT_EQ(sata_max_from_identify(identify(0x0002)), 1500U);
    EXPECT_FALSE(sata_max_from_identify(identify(0x0100))); // NCQ bit only (QEMU)
    EXPECT_FALSE(sata_max_from_identify("0000 0001"));
}

TEST(LinuxParsers, IdentifyWordsOfTheRigGuest) {
    auto id = read_text_file(test::project_fixture("sysfs/rig-guest-checks/class/ata_device/dev1.0/id"));
    ASSERT_TRUE(id);
    EXPECT_FALSE(sata_max_from_identify(*id)); // word 76 = 0x0100
}

TEST(LinuxParsers, MeminfoOfTheVm) {
    auto text = read_text_file(test::project_fixture("proc/host-vm/meminfo"));
    ASSERT_TRUE(text);
    EXPECT_EQ(meminfo_bytes(*text, "MemTotal"), 24684084ULL * 1024);
    EXPECT_EQ(meminfo_bytes(*text, "MemAvailable"), 24273076ULL * 1024);
    EXPECT_FALSE(meminfo_bytes(*text, "NoSuchField"));
    EXPECT_FALSE(meminfo_bytes(*text, "MemTot")); // a prefix of a field is not the field
}

TEST(LinuxParsers, MountHoldingAPath) {
    // Synthetic table: / and two filesystems mounted on /home, one over the other (the later wins).
    const auto mounts = parse_mountinfo("1 0 8:1 / / rw - ext4 /dev/sda1 rw\n"
                                        "2 1 8:2 / /home rw - ext4 /dev/sda2 rw\n"
                                        "3 1 8:3 / /home rw - xfs /dev/sda3 rw\n");
    EXPECT_EQ(mount_holding(mounts, "/home/user/swapfile")->fstype, "xfs");
    EXPECT_EQ(mount_holding(mounts, "/home")->source, "/dev/sda3");
    EXPECT_EQ(mount_holding(mounts, "/homework")->source, "/dev/sda1"); // not below /home
    EXPECT_FALSE(mount_holding({}, "/var"));
    EXPECT_TRUE(is_at_or_below("/home", "/home"));
    EXPECT_TRUE(is_at_or_below("/swapfile", "/"));
    EXPECT_FALSE(is_at_or_below("/homework/x", "/home"));
    auto text = read_text_file(test::project_fixture("proc/host-vm/self/mountinfo"));
    ASSERT_TRUE(text);
    EXPECT_EQ(mount_holding(parse_mountinfo(*text), "/var/tmp")->source, "/dev/vda");
}

TEST(LinuxParsers, SysfsNames) {
    EXPECT_TRUE(is_pci_address("0000:00:1f.2"));
    EXPECT_FALSE(is_pci_address("0000:00:1f"));
    EXPECT_FALSE(is_pci_address("host0"));
    EXPECT_EQ(ata_port_number("ata3"), 3U);
    EXPECT_FALSE(ata_port_number("ata"));
    EXPECT_FALSE(ata_port_number("ata_port"));
}

TEST(LinuxParsers, UnitSerialPageOfTheRigGuest) {
    // Through the block/ link: the real folder names hold ':' (no Windows path can).
    auto page = read_text_file(test::project_fixture("sysfs/rig-guest/block/sda/device/vpd_pg80"));
    ASSERT_TRUE(page);
    EXPECT_EQ(vpd_unit_serial(*page), "RIGSATA0001");
    EXPECT_FALSE(vpd_unit_serial(std::string("\0\x80\0", 3))); // shorter than the header
    EXPECT_FALSE(vpd_unit_serial(std::string("\0\x80\0\x04    ", 8)));  // synthetic: blank serial
}

TEST(LinuxParsers, TextWords) {
    EXPECT_EQ(trim(" \t6.0 Gbps\n"), "6.0 Gbps");
    EXPECT_EQ(parse_u64("18446744073709551615"), UINT64_MAX);
    EXPECT_FALSE(parse_u64("18446744073709551616")); // overflow
    EXPECT_FALSE(parse_u64("12k"));
    EXPECT_EQ(split("rw,,discard", ','), (std::vector<std::string>{"rw", "discard"}));
    EXPECT_EQ(split_blanks("  a\tb \n c "), (std::vector<std::string>{"a", "b", "c"}));
}

TEST(LinuxParsers, ProcStatStartTimeWithSpacesAndParenthesesDoesNotShiftTheFields) {
    // Synthetic: a real line's fields with the command name "a) (b c" (a process may name
    // itself so; the kernel prints it verbatim).
    const std::string stat = "77 (a) (b c) S 1 77 77 0 -1 4194560 100 0 0 0 1 2 0 0 20 0 1 0 123456 1000 10 "
                             "18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 0 17 0 0 0 0 0 0";
    EXPECT_EQ(proc_stat_start_time(stat), 123456u);
    EXPECT_FALSE(proc_stat_start_time("77 (truncated").has_value());
    EXPECT_FALSE(proc_stat_start_time("77 (short) S 1 2 3").has_value());
}

} // namespace
} // namespace ssd::linux_kernel
