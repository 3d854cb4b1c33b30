// Swap areas (/proc/swaps) and the drives under them, and hibernation: what
// the kernel supports, the resume device and offset, image size and memory.
#include <algorithm>
#include <sstream>

#include "core/linux/proc_text.h"
#include "core/linux/sysfs_text.h"
#include "core/linux/text_words.h"
#include "platform/linux/linux_block_topology.h"
#include "platform/linux/linux_setup_inspector.h"
#include "platform/linux/linux_setup_support.h"
#include "platform/linux/sysfs_attr.h"

namespace ssd::linux_platform {

namespace fs = std::filesystem;
using linux_kernel::is_at_or_below;
using linux_kernel::kernel_parameter;
using linux_kernel::parse_bracketed_choice;
using linux_kernel::parse_proc_swaps;
using linux_kernel::parse_u64;
using linux_kernel::split_blanks;
using setup::BlockIndex;
using setup::name_for_path;
using setup::place;
using setup::read_file;
using setup::read_u64;

Observed<std::vector<SwapObservation>> LinuxSetupInspector::swaps(
    const Observed<std::vector<FilesystemObservation>>& filesystems) {
    const fs::path path = roots_.proc / "swaps";
    const auto text = read_file(path);
    if (!text) {
        return Observed<std::vector<SwapObservation>>::unknown("cannot read " + path.string());
    }
    const BlockIndex index(roots_.sys);
    std::vector<SwapObservation> result;
    for (const auto& entry : parse_proc_swaps(*text)) {
        SwapObservation swap;
        swap.path = entry.path;
        swap.type = entry.type;
        swap.size_bytes = entry.size_bytes;
        swap.used_bytes = entry.used_bytes;
        swap.priority = entry.priority;
        if (entry.type == "file") {
            // The filesystem holding the file: the longest mountpoint that is a prefix of the path.
            const FilesystemObservation* holder = nullptr;
            if (filesystems) {
                for (const auto& f : *filesystems) {
                    const auto& m = f.mountpoint;
                    if (is_at_or_below(entry.path, m) && (!holder || m.size() > holder->mountpoint.size())) holder = &f;
                }
            }
            if (holder) {
                swap.block_device = holder->block_device;
                swap.drives = holder->drives;
            }
        } else if (const auto name = name_for_path(index, roots_.dev, entry.path)) {
            swap.block_device = *name;
            swap.drives = place(index, *name).drives;
        }
        result.push_back(std::move(swap));
    }
    return result;
}

Observed<HibernationObservation> LinuxSetupInspector::hibernation() {
    const fs::path power = roots_.sys / "power";
    const auto state = read_file(power / "state");
    if (!state) {
        return Observed<HibernationObservation>::unknown("cannot read " + (power / "state").string() +
                                                         " (kernel without power management?)");
    }
    HibernationObservation h;
    const auto states = split_blanks(*state);
    h.supported = std::find(states.begin(), states.end(), "disk") != states.end();
    if (const auto disk = read_attr(power / "disk")) {
        auto [mode, modes] = parse_bracketed_choice(*disk);
        h.mode = mode;
        h.modes = modes;
    }
    const BlockIndex index(roots_.sys);
    if (const auto resume = read_attr(power / "resume"); resume && *resume != "0:0") {
        if (const auto* node = index.by_dev(*resume)) {
            h.resume_device = node->name;
        }
        h.resume_source = "/sys/power/resume (" + *resume + ")";
    }
    if (const auto cmdline = read_file(roots_.proc / "cmdline")) {
        h.resume_parameter = kernel_parameter(*cmdline, "resume");
        if (const auto offset = kernel_parameter(*cmdline, "resume_offset")) h.resume_offset = parse_u64(*offset);
        if (!h.resume_device && h.resume_parameter) {
            std::string target = *h.resume_parameter;
            if (target.starts_with("UUID=")) target = "/dev/disk/by-uuid/" + target.substr(5);
            else if (target.starts_with("PARTUUID=")) target = "/dev/disk/by-partuuid/" + target.substr(9);
            else if (target.starts_with("LABEL=")) target = "/dev/disk/by-label/" + target.substr(6);
            h.resume_device = name_for_path(index, roots_.dev, target);
            h.resume_source = "kernel parameter resume=" + *h.resume_parameter;
        }
    }
    h.image_size_bytes = read_u64(power / "image_size");
    if (const auto meminfo = read_file(roots_.proc / "meminfo")) {
        std::istringstream in(*meminfo);
        std::string line;
        while (std::getline(in, line)) {
            if (line.starts_with("MemTotal:")) {
                const auto fields = split_blanks(line);
                if (fields.size() >= 2) {
                    if (const auto kib = parse_u64(fields[1])) h.memory_bytes = *kib * 1024;
                }
            }
        }
    }
    if (h.resume_device) {
        h.drives = place(index, *h.resume_device).drives;
    }
    return h;
}

} // namespace ssd::linux_platform
