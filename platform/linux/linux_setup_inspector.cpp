#include "platform/linux/linux_setup_inspector.h"

#include "platform/linux/sysfs_attr.h"

#include <sys/statvfs.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>

namespace ssd::linux_platform {

namespace fs = std::filesystem;

namespace {

bool starts_with(std::string_view text, std::string_view prefix) {
    return text.substr(0, prefix.size()) == prefix;
}

std::string trim(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return {};
    const auto last = text.find_last_not_of(" \t\r\n");
    return std::string(text.substr(first, last - first + 1));
}

std::optional<std::string> read_file(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad()) return std::nullopt;
    return buffer.str();
}

std::optional<std::uint64_t> parse_u64(std::string_view text) {
    if (text.empty()) return std::nullopt;
    std::uint64_t value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        const auto digit = static_cast<std::uint64_t>(c - '0');
        if (value > (UINT64_MAX - digit) / 10) return std::nullopt;
        value = value * 10 + digit;
    }
    return value;
}

std::optional<std::uint64_t> read_u64(const fs::path& path) {
    const auto text = read_attr(path);
    return text ? parse_u64(*text) : std::nullopt;
}

std::optional<std::uint32_t> read_u32(const fs::path& path) {
    const auto value = read_u64(path);
    if (!value || *value > UINT32_MAX) return std::nullopt;
    return static_cast<std::uint32_t>(*value);
}

std::optional<std::string> link_name(const fs::path& link) {
    std::error_code ec;
    const auto target = fs::read_symlink(link, ec);
    if (ec) return std::nullopt;
    return target.filename().string();
}

std::vector<std::string> split(std::string_view text, char separator) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= text.size()) {
        const auto end = text.find(separator, start);
        const auto piece = text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
        if (!piece.empty()) parts.emplace_back(piece);
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    return parts;
}

std::vector<std::string> split_blanks(std::string_view text) {
    std::vector<std::string> parts;
    std::istringstream in{std::string(text)};
    std::string word;
    while (in >> word) parts.push_back(word);
    return parts;
}

bool is_hex(char c) {
    return std::isxdigit(static_cast<unsigned char>(c)) != 0;
}

// "0000:00:1f.2"
bool is_pci_address(std::string_view name) {
    if (name.size() != 12 || name[4] != ':' || name[7] != ':' || name[10] != '.') return false;
    for (std::size_t i : {0U, 1U, 2U, 3U, 5U, 6U, 8U, 9U, 11U}) {
        if (!is_hex(name[i])) return false;
    }
    return true;
}

// "ata3" → 3
std::optional<unsigned> ata_port_number(std::string_view name) {
    if (!starts_with(name, "ata") || name.size() == 3) return std::nullopt;
    const auto number = parse_u64(name.substr(3));
    if (!number || *number > 100000) return std::nullopt;
    return static_cast<unsigned>(*number);
}

std::string relative_to(const fs::path& path, const fs::path& root) {
    std::error_code ec;
    const auto rel = fs::relative(path, root, ec);
    return ec || rel.empty() ? path.string() : rel.string();
}

// ---- block devices: names, numbers, stacking ----------------------------

struct BlockNode {
    std::string name;
    std::string dev;                  // "8:1"
    fs::path dir;                     // real sysfs directory
    bool partition = false;
    std::string parent;               // the whole disk of a partition
    std::vector<std::string> slaves;  // what a dm/md device is built on
};

class BlockIndex {
public:
    explicit BlockIndex(const fs::path& sys) {
        std::error_code ec;
        for (const auto* dir : {"class/block", "block"}) {
            for (const auto& entry : fs::directory_iterator(sys / dir, ec)) {
                add(entry.path());
            }
        }
    }

    const BlockNode* by_name(const std::string& name) const {
        const auto it = nodes_.find(name);
        return it == nodes_.end() ? nullptr : &it->second;
    }
    const BlockNode* by_dev(const std::string& dev) const {
        for (const auto& [name, node] : nodes_) {
            if (node.dev == dev) return &node;
        }
        return nullptr;
    }
    const BlockNode* by_dm_name(const std::string& dm_name) const {
        for (const auto& [name, node] : nodes_) {
            if (read_attr(node.dir / "dm" / "name") == dm_name) return &node;
        }
        return nullptr;
    }

private:
    std::map<std::string, BlockNode> nodes_;

    void add(const fs::path& link) {
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
            if (!starts_with(slave_name, ".")) node.slaves.push_back(slave_name); // captured trees keep .keep files
        }
        std::sort(node.slaves.begin(), node.slaves.end());
        nodes_.emplace(name, std::move(node));
    }
};

void add_unique(std::vector<std::string>& list, const std::string& value) {
    if (std::find(list.begin(), list.end(), value) == list.end()) list.push_back(value);
}

BlockLayer describe_layer(const BlockNode& node) {
    BlockLayer layer;
    layer.name = node.name;
    if (starts_with(node.name, "md")) {
        layer.kind = "md";
    } else {
        const auto uuid = read_attr(node.dir / "dm" / "uuid").value_or("");
        layer.kind = starts_with(uuid, "CRYPT-") ? "crypt"
                     : starts_with(uuid, "LVM-") ? "lvm"
                     : starts_with(uuid, "mpath-") ? "multipath"
                                                   : "dm";
        layer.label = read_attr(node.dir / "dm" / "name").value_or("");
    }
    layer.discard_max_bytes = read_u64(node.dir / "queue" / "discard_max_bytes");
    return layer;
}

// Where a block device lands on drives: stacked layers on the way, the
// partitions (or whole disks) at the bottom, and their drives.
struct Placement {
    std::vector<BlockLayer> layers;
    std::vector<std::string> partitions;
    std::vector<std::string> drives;
};

void place(const BlockIndex& index, const std::string& name, Placement& out, int depth) {
    if (depth > 16) return; // a loop in a damaged tree
    const BlockNode* node = index.by_name(name);
    if (node == nullptr) return;
    const BlockNode* disk = node->partition ? index.by_name(node->parent) : node;
    if (disk != nullptr && !disk->slaves.empty()) {
        // dm/md (or a partition of one): a layer; follow what it is built on.
        const bool seen = std::any_of(out.layers.begin(), out.layers.end(),
                                      [&disk](const BlockLayer& l) { return l.name == disk->name; });
        if (!seen) out.layers.push_back(describe_layer(*disk));
        for (const auto& slave : disk->slaves) place(index, slave, out, depth + 1);
        return;
    }
    add_unique(out.partitions, name);
    add_unique(out.drives, node->partition ? node->parent : name);
}

// The kernel name a /dev path or a mount source stands for.
std::optional<std::string> name_for_path(const BlockIndex& index, const fs::path& dev_root, const std::string& path) {
    if (starts_with(path, "/dev/mapper/")) {
        if (const auto* node = index.by_dm_name(path.substr(12))) return node->name;
    }
    if (starts_with(path, "/dev/")) {
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

} // namespace

// ---- parsers --------------------------------------------------------------

std::string unescape_octal(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 3 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '3' && text[i + 2] >= '0' && text[i + 2] <= '7' &&
            text[i + 3] >= '0' && text[i + 3] <= '7') {
            const int value = (text[i + 1] - '0') * 64 + (text[i + 2] - '0') * 8 + (text[i + 3] - '0');
            out.push_back(static_cast<char>(value));
            i += 3;
        } else {
            out.push_back(text[i]);
        }
    }
    return out;
}

std::vector<MountEntry> parse_mountinfo(std::string_view text) {
    std::vector<MountEntry> entries;
    std::istringstream in{std::string(text)};
    std::string line;
    while (std::getline(in, line)) {
        const auto fields = split_blanks(line);
        // id parent major:minor root mountpoint options [optional…] - fstype source super_options
        const auto dash = std::find(fields.begin(), fields.end(), "-");
        if (fields.size() < 10 || dash == fields.end() || dash - fields.begin() < 6 || fields.end() - dash < 3) {
            continue;
        }
        const auto colon = fields[2].find(':');
        if (colon == std::string::npos) continue;
        const auto major = parse_u64(std::string_view(fields[2]).substr(0, colon));
        const auto minor = parse_u64(std::string_view(fields[2]).substr(colon + 1));
        if (!major || !minor || *major > UINT32_MAX || *minor > UINT32_MAX) continue;
        MountEntry entry;
        entry.major = static_cast<unsigned>(*major);
        entry.minor = static_cast<unsigned>(*minor);
        entry.root = unescape_octal(fields[3]);
        entry.mountpoint = unescape_octal(fields[4]);
        entry.options = split(fields[5], ',');
        entry.fstype = *(dash + 1);
        entry.source = unescape_octal(*(dash + 2));
        if (dash + 3 != fields.end()) entry.super_options = split(*(dash + 3), ',');
        entries.push_back(std::move(entry));
    }
    return entries;
}

std::vector<SwapEntry> parse_proc_swaps(std::string_view text) {
    std::vector<SwapEntry> entries;
    std::istringstream in{std::string(text)};
    std::string line;
    bool header = true;
    while (std::getline(in, line)) {
        if (header) { // "Filename  Type  Size  Used  Priority"
            header = false;
            if (starts_with(line, "Filename")) continue;
        }
        auto fields = split_blanks(line);
        if (fields.size() < 5) continue;
        // A path with a literal " (deleted)" suffix is a removed swap file still in use.
        if (fields.size() >= 6 && fields[1] == "(deleted)") fields.erase(fields.begin() + 1);
        const auto size = parse_u64(fields[2]);
        const auto used = parse_u64(fields[3]);
        if (!size || !used) continue;
        SwapEntry entry;
        entry.path = unescape_octal(fields[0]);
        entry.type = fields[1];
        entry.size_bytes = *size * 1024;
        entry.used_bytes = *used * 1024;
        try {
            entry.priority = std::stoi(fields[4]);
        } catch (const std::exception&) {
            entry.priority = 0;
        }
        entries.push_back(std::move(entry));
    }
    return entries;
}

std::optional<std::string> kernel_parameter(std::string_view cmdline, std::string_view name) {
    std::optional<std::string> value;
    const std::string prefix = std::string(name) + "=";
    for (const auto& word : split_blanks(cmdline)) {
        if (word == "--") break; // what follows goes to init, not the kernel
        if (starts_with(word, prefix)) value = word.substr(prefix.size());
    }
    return value;
}

namespace {

// "6.0 Gbps", "2.5 GT/s PCIe": the leading decimal number × 1000.
std::optional<std::uint32_t> leading_thousandths(std::string_view text) {
    std::uint32_t whole = 0;
    std::uint32_t fraction = 0;
    std::uint32_t fraction_scale = 1000;
    std::size_t i = 0;
    bool digits = false;
    for (; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) != 0; ++i) {
        whole = whole * 10 + static_cast<std::uint32_t>(text[i] - '0');
        digits = true;
        if (whole > 1000000) return std::nullopt;
    }
    if (i < text.size() && text[i] == '.') {
        for (++i; i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) != 0; ++i) {
            if (fraction_scale > 1) {
                fraction_scale /= 10;
                fraction += static_cast<std::uint32_t>(text[i] - '0') * fraction_scale;
            }
            digits = true;
        }
    }
    if (!digits) return std::nullopt;
    return whole * 1000 + fraction;
}

} // namespace

std::optional<std::uint32_t> parse_sata_speed_mbps(std::string_view text) {
    const auto value = leading_thousandths(trim(text));
    if (!value || *value == 0 || trim(text).find("Gbps") == std::string::npos) return std::nullopt;
    return value;
}

std::optional<std::uint32_t> parse_pcie_speed_mts(std::string_view text) {
    const std::string t = trim(text);
    const auto value = leading_thousandths(t);
    if (!value || *value == 0 || t.find("GT/s") == std::string::npos) return std::nullopt;
    return value;
}

std::optional<std::uint32_t> sata_max_from_identify(std::string_view id_text) {
    std::vector<std::uint32_t> words;
    for (const auto& token : split_blanks(id_text)) {
        if (token.size() != 4 || !std::all_of(token.begin(), token.end(), is_hex)) return std::nullopt;
        words.push_back(static_cast<std::uint32_t>(std::stoul(token, nullptr, 16)));
    }
    if (words.size() < 77) return std::nullopt;
    const std::uint32_t w76 = words[76];
    if (w76 == 0 || w76 == 0xffff) return std::nullopt; // not reported
    if ((w76 & (1U << 3)) != 0) return 6000;
    if ((w76 & (1U << 2)) != 0) return 3000;
    if ((w76 & (1U << 1)) != 0) return 1500;
    return std::nullopt;
}

std::optional<std::uint32_t> ahci_caps_max_mbps(std::string_view caps_text) {
    std::string t = trim(caps_text);
    if (starts_with(t, "0x") || starts_with(t, "0X")) t = t.substr(2);
    if (t.empty() || t.size() > 8 || !std::all_of(t.begin(), t.end(), is_hex)) return std::nullopt;
    const auto caps = static_cast<std::uint32_t>(std::stoul(t, nullptr, 16));
    switch ((caps >> 20) & 0xfU) {
    case 1: return 1500;
    case 2: return 3000;
    case 3: return 6000;
    default: return std::nullopt;
    }
}

std::pair<std::string, std::vector<std::string>> parse_bracketed_choice(std::string_view text) {
    std::string selected;
    std::vector<std::string> all;
    for (auto word : split_blanks(text)) {
        if (word.size() >= 2 && word.front() == '[' && word.back() == ']') {
            word = word.substr(1, word.size() - 2);
            selected = word;
        }
        all.push_back(word);
    }
    return {selected, all};
}

// ---- statvfs ---------------------------------------------------------------

Result<FilesystemSpace> statvfs_space(const std::string& mountpoint) {
    struct statvfs info {};
    if (::statvfs(mountpoint.c_str(), &info) != 0) {
        const int error = errno;
        return fail(error == EACCES ? ErrorCode::PermissionDenied : ErrorCode::InputUnreadable,
                    "statvfs " + mountpoint + ": " + std::strerror(error));
    }
    const std::uint64_t unit = info.f_frsize != 0 ? info.f_frsize : info.f_bsize;
    FilesystemSpace space;
    space.size_bytes = static_cast<std::uint64_t>(info.f_blocks) * unit;
    space.free_bytes = static_cast<std::uint64_t>(info.f_bfree) * unit;
    space.available_bytes = static_cast<std::uint64_t>(info.f_bavail) * unit;
    return space;
}

// ---- the inspector -----------------------------------------------------------

LinuxSetupInspector::LinuxSetupInspector(LinuxSetupRoots roots, SpaceProbe space)
    : roots_(std::move(roots)), space_(std::move(space)) {}

Result<DriveSetup> LinuxSetupInspector::inspect_drive(const DriveInfo& drive) {
    const std::string name = !drive.kernel_name.empty() ? drive.kernel_name : fs::path(drive.device).filename().string();
    const fs::path block = roots_.sys / "block" / name;
    std::error_code ec;
    const fs::path real = fs::canonical(block, ec);
    if (ec) {
        return fail(ErrorCode::NoSuchDevice, "no sysfs entry for " + name + " (" + block.string() + ")");
    }
    const fs::path queue = real / "queue";
    DriveSetup setup;

    // Medium.
    if (drive.protocol == Protocol::Virtio) {
        setup.media = MediaObservation{MediaKind::Virtual, false,
                                       "a virtio disk: the host's storage may be flash or thin-provisioned"};
    } else if (const auto rotational = read_attr(queue / "rotational")) {
        setup.media = MediaObservation{*rotational == "1" ? MediaKind::Rotating : MediaKind::SolidState, false,
                                       "queue/rotational=" + *rotational};
    } else {
        setup.media = Observed<MediaObservation>::unknown("cannot read " + (queue / "rotational").string());
    }

    // The path from the PCI bus down to the disk, e.g.
    // …/0000:00:1f.2/ata1/host0/target0:0:0/0:0:0:0/block/sda
    std::vector<fs::path> chain;
    const fs::path sys_real = fs::weakly_canonical(roots_.sys, ec);
    for (fs::path p = real; !p.empty() && p != p.root_path() && p != sys_real; p = p.parent_path()) {
        chain.push_back(p);
    }
    const fs::path* ata_dir = nullptr;
    const fs::path* host_dir = nullptr;
    const fs::path* pci_dir = nullptr;
    for (const auto& p : chain) { // nearest first
        const std::string component = p.filename().string();
        if (!ata_dir && ata_port_number(component)) ata_dir = &p;
        if (!host_dir && starts_with(component, "host") && !ata_dir) host_dir = &p;
        if (!pci_dir && is_pci_address(component)) pci_dir = &p;
    }
    fs::path nvme_pci;
    if (drive.protocol == Protocol::Nvme) {
        // The controller's PCI function; also right for multipath namespaces,
        // whose block device hangs off a virtual subsystem.
        std::string controller = name.substr(0, name.find('n', 4));
        const auto resolved = fs::canonical(roots_.sys / "class" / "nvme" / controller / "device", ec);
        if (!ec) nvme_pci = resolved;
        else if (pci_dir) nvme_pci = *pci_dir;
    }

    // Controller.
    if (drive.protocol == Protocol::Ata && ata_dir) {
        const fs::path controller = ata_dir->parent_path();
        ControllerObservation c;
        c.pci_address = controller.filename().string();
        c.driver = link_name(controller / "driver").value_or("");
        if (const auto cls = read_attr(controller / "class")) {
            try {
                c.pci_class = static_cast<std::uint32_t>(std::stoul(*cls, nullptr, 16));
            } catch (const std::exception&) {
            }
        }
        setup.controller = c;
    } else if (drive.protocol == Protocol::Nvme && !nvme_pci.empty()) {
        ControllerObservation c;
        c.pci_address = nvme_pci.filename().string();
        c.driver = link_name(nvme_pci / "driver").value_or("");
        if (const auto cls = read_attr(nvme_pci / "class")) {
            try {
                c.pci_class = static_cast<std::uint32_t>(std::stoul(*cls, nullptr, 16));
            } catch (const std::exception&) {
            }
        }
        setup.controller = c;
    } else if (pci_dir) {
        setup.controller = ControllerObservation{link_name(*pci_dir / "driver").value_or(""),
                                                 pci_dir->filename().string(), std::nullopt};
    } else {
        setup.controller = Observed<ControllerObservation>::unknown("no controller found above " +
                                                                    relative_to(real, roots_.sys) + " in sysfs");
    }

    // SATA link (libata).
    if (drive.protocol == Protocol::Ata) {
        if (!ata_dir) {
            setup.sata_link = Observed<SataLinkObservation>::unknown("the disk is not on a libata port");
        } else {
            const unsigned port = *ata_port_number(ata_dir->filename().string());
            const fs::path link_dir = roots_.sys / "class" / "ata_link" / ("link" + std::to_string(port));
            if (!fs::exists(link_dir, ec)) {
                setup.sata_link = Observed<SataLinkObservation>::unknown("no " + relative_to(link_dir, roots_.sys) +
                                                                         " in sysfs");
            } else {
                SataLinkObservation link;
                link.link = "link" + std::to_string(port);
                if (const auto spd = read_attr(link_dir / "sata_spd")) link.current_mbps = parse_sata_speed_mbps(*spd);
                if (const auto limit = read_attr(link_dir / "sata_spd_limit")) {
                    link.kernel_limit_mbps = parse_sata_speed_mbps(*limit);
                }
                // The port's maximum: the AHCI CAP register, else a limit set in SControl.
                std::string host_name = host_dir ? host_dir->filename().string() : "";
                if (!host_name.empty()) {
                    for (const auto& caps_path : {*host_dir / "scsi_host" / host_name / "ahci_host_caps",
                                                  roots_.sys / "class" / "scsi_host" / host_name / "ahci_host_caps"}) {
                        if (const auto caps = read_attr(caps_path)) {
                            link.host_max_mbps = ahci_caps_max_mbps(*caps);
                            if (link.host_max_mbps) {
                                link.host_max_source = "AHCI CAP.ISS (" + *caps + ")";
                                break;
                            }
                        }
                    }
                }
                if (!link.host_max_mbps) {
                    const auto hw = read_attr(link_dir / "hw_sata_spd_limit");
                    if (hw) link.host_max_mbps = parse_sata_speed_mbps(*hw);
                    if (link.host_max_mbps) {
                        link.host_max_source = link.link + "/hw_sata_spd_limit";
                    } else {
                        link.unknown_host_max_reason =
                            "no AHCI CAP register in sysfs and " + link.link + "/hw_sata_spd_limit reads " +
                            (hw ? *hw : std::string("nothing"));
                    }
                }
                // The drive's maximum: IDENTIFY word 76 through libata's ata_device.
                std::string devno = "0";
                if (const auto scsi = fs::canonical(real / "device", ec); !ec) {
                    const auto parts = split(scsi.filename().string(), ':');
                    if (parts.size() == 4) devno = parts[2];
                }
                for (const auto& dev_name : {"dev" + std::to_string(port) + "." + devno, "dev" + std::to_string(port) + ".0"}) {
                    const fs::path dev_dir = roots_.sys / "class" / "ata_device" / dev_name;
                    if (const auto id = read_file(dev_dir / "id")) {
                        link.drive_max_mbps = sata_max_from_identify(*id);
                        if (link.drive_max_mbps) {
                            link.drive_max_source = "IDENTIFY word 76 (" + dev_name + "/id)";
                        } else {
                            link.unknown_drive_max_reason = "IDENTIFY word 76 names no SATA generation";
                        }
                        break;
                    }
                }
                if (!link.drive_max_mbps && link.unknown_drive_max_reason.empty()) {
                    link.unknown_drive_max_reason = "no IDENTIFY data in sysfs (ata_device/devN.M/id)";
                }
                setup.sata_link = link;
            }
        }
    } else {
        setup.sata_link = Observed<SataLinkObservation>::unknown("not an ATA drive");
    }

    // PCIe link (NVMe).
    if (drive.protocol == Protocol::Nvme) {
        const std::string controller = name.substr(0, name.find('n', 4));
        const auto transport = read_attr(roots_.sys / "class" / "nvme" / controller / "transport");
        if (nvme_pci.empty() || !is_pci_address(nvme_pci.filename().string())) {
            setup.pcie_link = Observed<PcieLinkObservation>::unknown(
                "the NVMe controller is not attached over PCIe" + (transport ? " (transport " + *transport + ")" : ""));
        } else {
            PcieLinkObservation link;
            link.pci_address = nvme_pci.filename().string();
            if (const auto v = read_attr(nvme_pci / "current_link_speed")) link.current_speed_mts = parse_pcie_speed_mts(*v);
            link.current_width = read_u32(nvme_pci / "current_link_width");
            if (const auto v = read_attr(nvme_pci / "max_link_speed")) link.max_speed_mts = parse_pcie_speed_mts(*v);
            link.max_width = read_u32(nvme_pci / "max_link_width");
            const fs::path upstream = nvme_pci.parent_path();
            if (is_pci_address(upstream.filename().string())) {
                link.upstream_pci_address = upstream.filename().string();
                if (const auto v = read_attr(upstream / "max_link_speed")) {
                    link.upstream_max_speed_mts = parse_pcie_speed_mts(*v);
                }
                link.upstream_max_width = read_u32(upstream / "max_link_width");
            }
            // A width of 0 means the attribute exists but the link is down.
            if (link.current_width == 0U) link.current_width.reset();
            setup.pcie_link = link;
        }
    } else {
        setup.pcie_link = Observed<PcieLinkObservation>::unknown("not an NVMe drive");
    }

    // Partitions: subdirectories with a `partition` attribute; start and size
    // are always in 512-byte units, whatever the logical sector size.
    {
        std::vector<PartitionObservation> partitions;
        std::error_code list_ec;
        for (const auto& entry : fs::directory_iterator(real, list_ec)) {
            const fs::path dir = entry.path();
            if (!fs::exists(dir / "partition", ec)) continue;
            const auto start = read_u64(dir / "start");
            const auto size = read_u64(dir / "size");
            if (!start || !size) continue;
            PartitionObservation p;
            p.name = dir.filename().string();
            // Named next to the drive's own node (/dev/sda → /dev/sda1).
            const fs::path dev_dir = drive.device.empty() ? roots_.dev : fs::path(drive.device).parent_path();
            p.device = (dev_dir / p.name).string();
            p.number = read_u32(dir / "partition");
            p.start_bytes = *start * 512;
            p.size_bytes = *size * 512;
            partitions.push_back(std::move(p));
        }
        if (list_ec) {
            setup.partitions = Observed<std::vector<PartitionObservation>>::unknown("cannot list " + real.string() +
                                                                                     ": " + list_ec.message());
        } else {
            std::sort(partitions.begin(), partitions.end(),
                      [](const auto& a, const auto& b) { return a.start_bytes < b.start_bytes; });
            setup.partitions = std::move(partitions);
        }
    }

    // Discard.
    if (const auto max = read_u64(queue / "discard_max_bytes")) {
        DiscardObservation d;
        d.max_bytes = *max;
        d.granularity_bytes = read_u64(queue / "discard_granularity").value_or(0);
        d.source = "queue/discard_max_bytes";
        if (drive.protocol == Protocol::Ata && ata_dir) {
            const unsigned port = *ata_port_number(ata_dir->filename().string());
            d.ata_trim = read_attr(roots_.sys / "class" / "ata_device" / ("dev" + std::to_string(port) + ".0") / "trim");
        }
        setup.discard = d;
    } else {
        setup.discard = Observed<DiscardObservation>::unknown("cannot read " + relative_to(queue, roots_.sys) +
                                                              "/discard_max_bytes");
    }

    // Write cache: the SCSI disk's cache_type mirrors the drive's own setting
    // (libata reads it from IDENTIFY); NVMe shows only whether a cache exists.
    std::optional<std::string> cache_type;
    std::string cache_source;
    for (const auto& entry : fs::directory_iterator(real / "device" / "scsi_disk", ec)) {
        cache_type = read_attr(entry.path() / "cache_type");
        cache_source = "device/scsi_disk/" + entry.path().filename().string() + "/cache_type";
        if (cache_type) break;
    }
    if (drive.protocol == Protocol::Nvme) {
        const auto queue_cache = read_attr(queue / "write_cache");
        setup.write_cache = Observed<WriteCacheObservation>::unknown(
            "the kernel shows only whether this NVMe drive has a volatile write cache (queue/write_cache=" +
            queue_cache.value_or("?") + "), not whether it is switched on; `nvme get-feature " + drive.device +
            " -f 6` reads that (needs root)");
    } else if (cache_type) {
        setup.write_cache = WriteCacheObservation{cache_type->find("write back") != std::string::npos, *cache_type,
                                                  cache_source};
    } else if (const auto queue_cache = read_attr(queue / "write_cache")) {
        setup.write_cache = WriteCacheObservation{*queue_cache == "write back", *queue_cache, "queue/write_cache"};
    } else {
        setup.write_cache = Observed<WriteCacheObservation>::unknown("no cache_type or queue/write_cache in sysfs");
    }
    return setup;
}

Observed<std::vector<FilesystemObservation>> LinuxSetupInspector::filesystems() {
    const fs::path path = roots_.proc / "self" / "mountinfo";
    const auto text = read_file(path);
    if (!text) {
        return Observed<std::vector<FilesystemObservation>>::unknown("cannot read " + path.string() +
                                                                     " (is /proc mounted?)");
    }
    const BlockIndex index(roots_.sys);
    std::vector<FilesystemObservation> result;
    std::vector<bool> whole_mount; // result[i] was named by a mount of the filesystem's root
    for (const auto& mount : parse_mountinfo(*text)) {
        std::optional<std::string> name;
        if (mount.major != 0) name = name_for_dev(index, mount.major, mount.minor);
        if (!name) name = name_for_path(index, roots_.dev, mount.source); // btrfs: anonymous device numbers
        if (!name) continue; // tmpfs, proc, network filesystems, …
        auto existing = std::find_if(result.begin(), result.end(),
                                     [&name](const FilesystemObservation& f) { return f.block_device == *name; });
        if (existing != result.end()) {
            // Bind mounts and btrfs subvolumes: one filesystem, named by its first whole mount.
            const auto i = static_cast<std::size_t>(existing - result.begin());
            if (mount.root == "/" && !whole_mount[i]) {
                existing->mountpoint = mount.mountpoint;
                whole_mount[i] = true;
            }
            continue;
        }
        FilesystemObservation f;
        f.mountpoint = mount.mountpoint;
        f.source = mount.source;
        f.fstype = mount.fstype;
        f.options = mount.options;
        f.options.insert(f.options.end(), mount.super_options.begin(), mount.super_options.end());
        f.block_device = *name;
        Placement placement;
        place(index, *name, placement, 0);
        f.layers = std::move(placement.layers);
        f.partitions = std::move(placement.partitions);
        f.drives = std::move(placement.drives);
        if (space_) {
            auto space = space_(mount.mountpoint);
            f.space = space ? Observed<FilesystemSpace>(*space)
                            : Observed<FilesystemSpace>::unknown(space.error().message);
        } else {
            f.space = Observed<FilesystemSpace>::unknown("no free-space probe");
        }
        result.push_back(std::move(f));
        whole_mount.push_back(mount.root == "/");
    }
    return result;
}

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
                    const bool inside = m == "/" ? starts_with(entry.path, "/")
                                                 : starts_with(entry.path, m) &&
                                                       (entry.path.size() == m.size() || entry.path[m.size()] == '/');
                    if (inside && (!holder || m.size() > holder->mountpoint.size())) holder = &f;
                }
            }
            if (holder) {
                swap.block_device = holder->block_device;
                swap.drives = holder->drives;
            }
        } else if (const auto name = name_for_path(index, roots_.dev, entry.path)) {
            swap.block_device = *name;
            Placement placement;
            place(index, *name, placement, 0);
            swap.drives = std::move(placement.drives);
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
            if (starts_with(target, "UUID=")) target = "/dev/disk/by-uuid/" + target.substr(5);
            else if (starts_with(target, "PARTUUID=")) target = "/dev/disk/by-partuuid/" + target.substr(9);
            else if (starts_with(target, "LABEL=")) target = "/dev/disk/by-label/" + target.substr(6);
            h.resume_device = name_for_path(index, roots_.dev, target);
            h.resume_source = "kernel parameter resume=" + *h.resume_parameter;
        }
    }
    h.image_size_bytes = read_u64(power / "image_size");
    if (const auto meminfo = read_file(roots_.proc / "meminfo")) {
        std::istringstream in(*meminfo);
        std::string line;
        while (std::getline(in, line)) {
            if (starts_with(line, "MemTotal:")) {
                const auto fields = split_blanks(line);
                if (fields.size() >= 2) {
                    if (const auto kib = parse_u64(fields[1])) h.memory_bytes = *kib * 1024;
                }
            }
        }
    }
    if (h.resume_device) {
        Placement placement;
        place(index, *h.resume_device, placement, 0);
        h.drives = std::move(placement.drives);
    }
    return h;
}

Observed<PeriodicTrimObservation> LinuxSetupInspector::periodic_trim() {
    std::error_code ec;
    const fs::path& root = roots_.root;
    // cron (Debian/Ubuntu before systemd timers, Alpine's periodic).
    for (const auto* dir : {"etc/cron.daily", "etc/cron.weekly", "etc/cron.monthly", "etc/periodic/daily",
                            "etc/periodic/weekly", "etc/periodic/monthly"}) {
        if (fs::exists(root / dir / "fstrim", ec)) {
            return PeriodicTrimObservation{true, "cron", "/" + std::string(dir) + "/fstrim"};
        }
    }
    for (const auto& entry : fs::directory_iterator(root / "etc" / "cron.d", ec)) {
        const auto text = read_file(entry.path());
        if (text && text->find("fstrim") != std::string::npos) {
            return PeriodicTrimObservation{true, "cron", "/etc/cron.d/" + entry.path().filename().string()};
        }
    }

    // systemd: fstrim.timer enabled = a symlink in some *.wants directory.
    std::string enabled_by;
    std::string unit_file;
    for (const auto* dir : {"etc/systemd/system", "run/systemd/system", "usr/lib/systemd/system", "lib/systemd/system"}) {
        const fs::path base = root / dir;
        if (unit_file.empty() && fs::exists(base / "fstrim.timer", ec)) unit_file = "/" + std::string(dir) + "/fstrim.timer";
        for (const auto& entry : fs::directory_iterator(base, ec)) {
            const std::string wants = entry.path().filename().string();
            if (wants.size() > 6 && wants.substr(wants.size() - 6) == ".wants" &&
                fs::is_symlink(entry.path() / "fstrim.timer", ec) && enabled_by.empty()) {
                enabled_by = "/" + std::string(dir) + "/" + wants + "/fstrim.timer";
            }
        }
    }
    std::error_code link_ec;
    const auto mask = fs::read_symlink(root / "etc" / "systemd" / "system" / "fstrim.timer", link_ec);
    const bool masked = !link_ec && mask == "/dev/null";
    const bool systemd_running = fs::is_directory(root / "run" / "systemd" / "system", ec);
    if (systemd_running) {
        if (masked) {
            return PeriodicTrimObservation{false, "systemd fstrim.timer",
                                           "fstrim.timer is masked (/etc/systemd/system/fstrim.timer -> /dev/null)"};
        }
        if (!enabled_by.empty()) return PeriodicTrimObservation{true, "systemd fstrim.timer", enabled_by};
        return PeriodicTrimObservation{
            false, "systemd fstrim.timer",
            unit_file.empty() ? "no fstrim.timer unit is installed (util-linux provides it)"
                              : "fstrim.timer is installed (" + unit_file + ") but not enabled"};
    }
    std::string reason = "systemd is not running here (no /run/systemd/system)";
    if (!enabled_by.empty()) reason += ", so fstrim.timer, although enabled (" + enabled_by + "), does not run";
    reason += ", and no cron job runs fstrim; another scheduler may trim, which cannot be seen";
    return Observed<PeriodicTrimObservation>::unknown(reason);
}

Result<SystemSetup> LinuxSetupInspector::inspect_system() {
    SystemSetup system;
    system.filesystems = filesystems();
    system.swaps = swaps(system.filesystems);
    system.hibernation = hibernation();
    system.periodic_trim = periodic_trim();
    return system;
}

} // namespace ssd::linux_platform
