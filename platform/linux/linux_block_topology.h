// The block devices in sysfs and how they stack: which kernel name a device
// number or a /dev path stands for, and through which dm/md layers a block
// device lands on which partitions and drives. Used for mounted filesystems,
// swap areas and the resume device.
#pragma once

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/checks/setup_observations.h"

namespace ssd::linux_platform::setup {

struct BlockNode {
    std::string name;
    std::string dev;                  // "8:1"
    std::filesystem::path dir;        // real sysfs directory
    bool partition = false;
    std::string parent;               // the whole disk of a partition
    std::vector<std::string> slaves;  // what a dm/md device is built on
};

// Every block device below sys/class/block and sys/block.
class BlockIndex {
public:
    explicit BlockIndex(const std::filesystem::path& sys);

    const BlockNode* by_name(const std::string& name) const;
    const BlockNode* by_dev(const std::string& dev) const;
    const BlockNode* by_dm_name(const std::string& dm_name) const;

private:
    std::map<std::string, BlockNode> nodes_;

    void add(const std::filesystem::path& link);
};

// Where a block device lands on drives: stacked layers on the way, the
// partitions (or whole disks) at the bottom, and their drives.
struct Placement {
    std::vector<BlockLayer> layers;
    std::vector<std::string> partitions;
    std::vector<std::string> drives;
};
Placement place(const BlockIndex& index, const std::string& name);

// The kernel name a /dev path or a mount source stands for.
std::optional<std::string> name_for_path(const BlockIndex& index, const std::filesystem::path& dev_root,
                                         const std::string& path);
std::optional<std::string> name_for_dev(const BlockIndex& index, unsigned major, unsigned minor);

} // namespace ssd::linux_platform::setup
