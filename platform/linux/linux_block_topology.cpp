#include "platform/linux/linux_block_topology.h"

#include <algorithm>

#include "core/linux/text_words.h"
#include "platform/linux/linux_setup_support.h"
#include "platform/linux/sysfs_attr.h"

namespace ssd::linux_platform::setup {

namespace fs = std::filesystem;

namespace {

void add_unique(std::vector<std::string>& list, const std::string& value) {
    if (std::find(list.begin(), list.end(), value) == list.end()) list.push_back(value);
}

BlockLayer describe_layer(const BlockNode& node) {
    BlockLayer layer;
    layer.name = node.name;
    if (node.name.starts_with("md")) {
        layer.kind = "md";
    } else {
        const auto uuid = read_attr(node.dir / "dm" / "uuid").value_or("");
        layer.kind = uuid.starts_with("CRYPT-") ? "crypt"
                     : uuid.starts_with("LVM-") ? "lvm"
                     : uuid.starts_with("mpath-") ? "multipath"
                                                   : "dm";
        layer.label = read_attr(node.dir / "dm" / "name").value_or("");
    }
    layer.discard_max_bytes = read_u64(node.dir / "queue" / "discard_max_bytes");
    return layer;
}

void place_into(const BlockIndex& index, const std::string& name, Placement& out, int depth) {
    if (depth > 16) return; // a loop in a damaged tree
    const BlockNode* node = index.by_name(name);
    if (node == nullptr) return;
    const BlockNode* disk = node->partition ? index.by_name(node->parent) : node;
    if (disk != nullptr && !disk->slaves.empty()) {
        // dm/md (or a partition of one): a layer; follow what it is built on.
        const bool seen = std::any_of(out.layers.begin(), out.layers.end(),
                                      [&disk](const BlockLayer& l) { return l.name == disk->name; });
        if (!seen) out.layers.push_back(describe_layer(*disk));
        for (const auto& slave : disk->slaves) place_into(index, slave, out, depth + 1);
        return;
    }
    add_unique(out.partitions, name);
    add_unique(out.drives, node->partition ? node->parent : name);
}

} // namespace

BlockIndex::BlockIndex(const fs::path& sys) {
    std::error_code ec;
    for (const auto* dir : {"class/block", "block"}) {
        for (const auto& entry : fs::directory_iterator(sys / dir, ec)) {
            add(entry.path());
        }
    }
}

const BlockNode* BlockIndex::by_name(const std::string& name) const {
    const auto it = nodes_.find(name);
    return it == nodes_.end() ? nullptr : &it->second;
}

const BlockNode* BlockIndex::by_dev(const std::string& dev) const {
    for (const auto& [name, node] : nodes_) {
        if (node.dev == dev) return &node;
    }
    return nullptr;
}

const BlockNode* BlockIndex::by_dm_name(const std::string& dm_name) const {
    for (const auto& [name, node] : nodes_) {
        if (read_attr(node.dir / "dm" / "name") == dm_name) return &node;
    }
    return nullptr;
}

void BlockIndex::add(const fs::path& link) {
    const std::string name = link.filename().string();
    if (nodes_.count(name) != 0) return;
    std::error_code ec;
    const fs::path dir = fs::canonical(link, ec);
    if (ec) return;
    BlockNode node;
    node.name = name;
    node.dir = dir;
    node.dev = read_attr(dir / "dev").value_or("");
    node.partition = fs::exists(dir / "partition", ec);
    if (node.partition) node.parent = dir.parent_path().filename().string();
    for (const auto& slave : fs::directory_iterator(dir / "slaves", ec)) {
        const std::string slave_name = slave.path().filename().string();
        if (!slave_name.starts_with(".")) node.slaves.push_back(slave_name); // captured trees keep .keep files
    }
    std::sort(node.slaves.begin(), node.slaves.end());
    nodes_.emplace(name, std::move(node));
}

Placement place(const BlockIndex& index, const std::string& name) {
    Placement placement;
    place_into(index, name, placement, 0);
    return placement;
}

std::optional<std::string> name_for_path(const BlockIndex& index, const fs::path& dev_root, const std::string& path) {
    if (path.starts_with("/dev/mapper/")) {
        if (const auto* node = index.by_dm_name(path.substr(12))) return node->name;
    }
    if (path.starts_with("/dev/")) {
        const std::string rest = path.substr(5);
        if (index.by_name(rest) != nullptr) return rest;
        // /dev/disk/by-uuid/…, /dev/VG/LV: links to the node (live systems only).
        std::error_code ec;
        const auto real = fs::canonical(dev_root / rest, ec);
        if (!ec && index.by_name(real.filename().string()) != nullptr) return real.filename().string();
    }
    return std::nullopt;
}

std::optional<std::string> name_for_dev(const BlockIndex& index, unsigned major, unsigned minor) {
    const auto* node = index.by_dev(std::to_string(major) + ":" + std::to_string(minor));
    return node ? std::optional<std::string>(node->name) : std::nullopt;
}

} // namespace ssd::linux_platform::setup
