// What the Linux back end reads from /proc (mountinfo, swaps, the kernel's
// command line, meminfo) and the one system file it edits: /etc/fstab, where
// an edit must change the swap line concerned and nothing else.
#include "core/actions/fstab.h"
#include "core/linux/proc_text.h"
#include "tests/fuzz/fuzz_support.h"
#include "tests/fuzz/fuzz_targets.h"

namespace ssd::fuzz {

void linux_mounts(std::string_view input) {
    const auto mounts = linux_kernel::parse_mountinfo(input);
    for (const auto& mount : mounts) (void)linux_kernel::mount_holding(mounts, mount.mountpoint);
    (void)linux_kernel::mount_holding(mounts, "/var/tmp/ssd");
    (void)linux_kernel::parse_proc_swaps(input);
    (void)linux_kernel::kernel_parameter(input, "resume");
    (void)linux_kernel::meminfo_bytes(input, "MemTotal");
    (void)linux_kernel::proc_stat_start_time(input);
}

void fstab_edit(std::string_view input) {
    // A path fstab must escape (a space and a tab) and a plain one.
    for (const std::string path : {"/swap dir/swap\tfile", "/swapfile"}) {
        const auto added = actions::fstab_add_swap(input, path);
        if (added.changed) {
            // Appended: what was there stays byte for byte.
            FUZZ_EXPECT(added.text.compare(0, input.size(), input) == 0);
            FUZZ_EXPECT(!actions::fstab_add_swap(added.text, path).changed);
        }
        const auto removed = actions::fstab_remove_swap(added.text, path);
        FUZZ_EXPECT(!actions::fstab_remove_swap(removed.text, path).changed);
        (void)actions::fstab_replace_swap(input, path, "/new swap");
    }
    const auto first_line = input.substr(0, input.find('\n'));
    FUZZ_EXPECT(actions::fstab_unescape(actions::fstab_escape(first_line)) == first_line);
}

} // namespace ssd::fuzz
