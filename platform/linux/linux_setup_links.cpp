// The controller a drive hangs off and its link: the SATA link through libata
// (current speed, the port's and the drive's maximum), the PCIe link of an
// NVMe controller (speed and width, and the upstream port's maximum).
#include "core/linux/sysfs_text.h"
#include "core/linux/text_words.h"
#include "platform/linux/linux_setup_drive_parts.h"
#include "platform/linux/linux_setup_support.h"
#include "platform/linux/sysfs_attr.h"

namespace ssd::linux_platform::setup {

namespace fs = std::filesystem;
using linux_kernel::ahci_caps_max_mbps;
using linux_kernel::ata_port_number;
using linux_kernel::is_pci_address;
using linux_kernel::parse_pcie_speed_mts;
using linux_kernel::parse_sata_speed_mbps;
using linux_kernel::sata_max_from_identify;
using linux_kernel::split;

namespace {

// A PCI function with its bound driver and class code.
ControllerObservation controller_at(const fs::path& pci) {
    ControllerObservation c;
    c.pci_address = pci.filename().string();
    c.driver = link_name(pci / "driver").value_or("");
    if (const auto cls = read_attr(pci / "class")) {
        try {
            c.pci_class = static_cast<std::uint32_t>(std::stoul(*cls, nullptr, 16));
        } catch (const std::exception&) {
        }
    }
    return c;
}

// The port's maximum: the AHCI CAP register, else a limit set in SControl.
void observe_host_max(const LinuxSetupRoots& roots, const DrivePlace& place, const fs::path& link_dir,
                      SataLinkObservation& link) {
    const std::string host_name = place.host_dir ? place.host_dir->filename().string() : "";
    if (!host_name.empty()) {
        for (const auto& caps_path : {*place.host_dir / "scsi_host" / host_name / "ahci_host_caps",
                                      roots.sys / "class" / "scsi_host" / host_name / "ahci_host_caps"}) {
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
            link.unknown_host_max_reason = "no AHCI CAP register in sysfs and " + link.link +
                                           "/hw_sata_spd_limit reads " + (hw ? *hw : std::string("nothing"));
        }
    }
}

// The drive's maximum: IDENTIFY word 76 through libata's ata_device.
void observe_drive_max(const LinuxSetupRoots& roots, const DrivePlace& place, unsigned port,
                       SataLinkObservation& link) {
    std::error_code ec;
    std::string devno = "0";
    if (const auto scsi = fs::canonical(place.real / "device", ec); !ec) {
        const auto parts = split(scsi.filename().string(), ':');
        if (parts.size() == 4) devno = parts[2];
    }
    for (const auto& dev_name : {"dev" + std::to_string(port) + "." + devno, "dev" + std::to_string(port) + ".0"}) {
        const fs::path dev_dir = roots.sys / "class" / "ata_device" / dev_name;
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
}

} // namespace

Observed<ControllerObservation> observe_controller(const LinuxSetupRoots& roots, const DriveInfo& drive,
                                                   const DrivePlace& place) {
    if (drive.protocol == Protocol::Ata && place.ata_dir) return controller_at(place.ata_dir->parent_path());
    if (drive.protocol == Protocol::Nvme && !place.nvme_pci.empty()) return controller_at(place.nvme_pci);
    if (place.pci_dir) {
        return ControllerObservation{link_name(*place.pci_dir / "driver").value_or(""),
                                     place.pci_dir->filename().string(), std::nullopt};
    }
    return Observed<ControllerObservation>::unknown("no controller found above " + relative_to(place.real, roots.sys) +
                                                    " in sysfs");
}

Observed<SataLinkObservation> observe_sata_link(const LinuxSetupRoots& roots, const DriveInfo& drive,
                                                const DrivePlace& place) {
    if (drive.protocol != Protocol::Ata) return Observed<SataLinkObservation>::unknown("not an ATA drive");
    if (!place.ata_dir) return Observed<SataLinkObservation>::unknown("the disk is not on a libata port");
    const unsigned port = *ata_port_number(place.ata_dir->filename().string());
    const fs::path link_dir = roots.sys / "class" / "ata_link" / ("link" + std::to_string(port));
    std::error_code ec;
    if (!fs::exists(link_dir, ec)) {
        return Observed<SataLinkObservation>::unknown("no " + relative_to(link_dir, roots.sys) + " in sysfs");
    }
    SataLinkObservation link;
    link.link = "link" + std::to_string(port);
    if (const auto spd = read_attr(link_dir / "sata_spd")) link.current_mbps = parse_sata_speed_mbps(*spd);
    if (const auto limit = read_attr(link_dir / "sata_spd_limit")) {
        link.kernel_limit_mbps = parse_sata_speed_mbps(*limit);
    }
    observe_host_max(roots, place, link_dir, link);
    observe_drive_max(roots, place, port, link);
    return link;
}

Observed<PcieLinkObservation> observe_pcie_link(const LinuxSetupRoots& roots, const DriveInfo& drive,
                                                const DrivePlace& place) {
    if (drive.protocol != Protocol::Nvme) return Observed<PcieLinkObservation>::unknown("not an NVMe drive");
    const fs::path& pci = place.nvme_pci;
    if (pci.empty() || !is_pci_address(pci.filename().string())) {
        const auto transport = read_attr(roots.sys / "class" / "nvme" / place.nvme_controller / "transport");
        return Observed<PcieLinkObservation>::unknown("the NVMe controller is not attached over PCIe" +
                                                      (transport ? " (transport " + *transport + ")" : ""));
    }
    PcieLinkObservation link;
    link.pci_address = pci.filename().string();
    if (const auto v = read_attr(pci / "current_link_speed")) link.current_speed_mts = parse_pcie_speed_mts(*v);
    link.current_width = read_u32(pci / "current_link_width");
    if (const auto v = read_attr(pci / "max_link_speed")) link.max_speed_mts = parse_pcie_speed_mts(*v);
    link.max_width = read_u32(pci / "max_link_width");
    const fs::path upstream = pci.parent_path();
    if (is_pci_address(upstream.filename().string())) {
        link.upstream_pci_address = upstream.filename().string();
        if (const auto v = read_attr(upstream / "max_link_speed")) {
            link.upstream_max_speed_mts = parse_pcie_speed_mts(*v);
        }
        link.upstream_max_width = read_u32(upstream / "max_link_width");
    }
    // A width of 0 means the attribute exists but the link is down.
    if (link.current_width == 0U) link.current_width.reset();
    return link;
}

} // namespace ssd::linux_platform::setup
