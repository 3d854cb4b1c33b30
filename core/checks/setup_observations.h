// What a SetupInspector observes about one drive and about the system, as
// plain typed values. Each OS fills these (Linux: sysfs and /proc; Windows and
// macOS: their own sources); the checks in setup_checks.h turn them into
// findings. Every field that can be unknown says why (Observed<T>).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/checks/observed.h"

namespace ssd {

// ---- one drive ------------------------------------------------------------

// The host controller (the PCI function) the drive hangs off.
struct ControllerObservation {
    std::string driver;                      // "ahci", "ata_piix", "nvme"; "" when unbound
    std::string pci_address;                 // "0000:00:1f.2"
    std::optional<std::uint32_t> pci_class;  // 0x010601 = SATA AHCI, 0x0101xx = IDE
};

// A SATA link. Speeds are line rates in Mb/s: 1500, 3000, 6000.
struct SataLinkObservation {
    std::string link;                                 // "link1" (Linux ata_link)
    std::optional<std::uint32_t> current_mbps;        // negotiated now; nullopt: link down/unknown
    std::optional<std::uint32_t> host_max_mbps;       // what the controller port supports
    std::string host_max_source;                      // where host_max_mbps came from
    std::optional<std::uint32_t> drive_max_mbps;      // what the drive supports
    std::string drive_max_source;
    std::optional<std::uint32_t> kernel_limit_mbps;   // the OS's current limit (lowered after link errors)
    std::string unknown_host_max_reason;              // why host_max_mbps is unknown
    std::string unknown_drive_max_reason;             // why drive_max_mbps is unknown
};

// A PCIe link. Speeds in MT/s per lane: 2500, 5000, 8000, 16000, 32000, 64000.
struct PcieLinkObservation {
    std::string pci_address;                          // the drive's own function
    std::optional<std::uint32_t> current_speed_mts;
    std::optional<std::uint32_t> current_width;       // lanes
    std::optional<std::uint32_t> max_speed_mts;       // the device's maximum
    std::optional<std::uint32_t> max_width;
    std::string upstream_pci_address;                 // the port (slot) it is plugged into
    std::optional<std::uint32_t> upstream_max_speed_mts;
    std::optional<std::uint32_t> upstream_max_width;
};

struct PartitionObservation {
    std::string name;          // "sda1"
    std::string device;        // "/dev/sda1"
    std::optional<std::uint32_t> number;
    std::uint64_t start_bytes = 0;
    std::uint64_t size_bytes = 0;
};

// Whether the OS can send TRIM/UNMAP/Deallocate (discard) to the drive.
struct DiscardObservation {
    std::uint64_t max_bytes = 0;          // 0: the OS will not send discards to it
    std::uint64_t granularity_bytes = 0;
    std::string source;                   // "…/queue/discard_max_bytes"
    std::optional<std::string> ata_trim;  // libata's view: "unsupported", "queued", "unqueued", "forced"…
    std::optional<bool> drive_reports_trim; // what the drive itself says (SMART/IDENTIFY), when known
    std::string drive_report_source;
};

// What the storage medium is; the TRIM and spare-area checks apply to flash.
enum class MediaKind { SolidState, Rotating, Virtual };

struct MediaObservation {
    MediaKind kind = MediaKind::SolidState;
    bool confirmed_by_drive = false;  // the drive said so (SMART rotation rate), not only the OS
    std::string source;               // "queue/rotational=0", "smartctl: Solid State Device"
};

struct WriteCacheObservation {
    bool enabled = false;     // the drive's volatile write cache is on
    std::string raw;          // "write back", "write through", "enabled by smartctl"…
    std::string source;
};

struct DriveSetup {
    Observed<MediaObservation> media;
    Observed<ControllerObservation> controller;
    Observed<SataLinkObservation> sata_link;
    Observed<PcieLinkObservation> pcie_link;
    Observed<std::vector<PartitionObservation>> partitions;
    Observed<DiscardObservation> discard;
    Observed<WriteCacheObservation> write_cache;
};

// ---- the system (mounts, swap, hibernation, periodic TRIM) ----------------

// A block device stacked between a filesystem and a drive.
struct BlockLayer {
    std::string name;   // "dm-0", "md0"
    std::string kind;   // "crypt" (dm-crypt/LUKS), "lvm", "dm" (other device-mapper), "md" (software RAID)
    std::string label;  // device-mapper name ("cryptroot", "vg0-root"); "" when none
    std::optional<std::uint64_t> discard_max_bytes; // 0: this layer does not pass discards down
};

struct FilesystemSpace {
    std::uint64_t size_bytes = 0;
    std::uint64_t free_bytes = 0;       // free blocks, including those reserved for root
    std::uint64_t available_bytes = 0;  // what an ordinary user may still write
};

struct FilesystemObservation {
    std::string mountpoint;                 // "/"
    std::string source;                     // "/dev/sda2", "/dev/mapper/vg0-root"
    std::string fstype;                     // "ext4"
    std::vector<std::string> options;       // mount and superblock options together
    std::string block_device;               // kernel name of the mounted device: "sda2", "dm-0"
    std::vector<BlockLayer> layers;         // stacked devices, top (mounted) first
    std::vector<std::string> partitions;    // where it lands on drives: "sda2" (or "sda": a whole disk)
    std::vector<std::string> drives;        // the drives: "sda"
    Observed<FilesystemSpace> space;
};

struct SwapObservation {
    std::string path;                       // "/dev/sda3", "/swapfile"
    std::string type;                       // "partition" | "file"
    std::uint64_t size_bytes = 0;
    std::uint64_t used_bytes = 0;
    int priority = 0;
    std::string block_device;               // kernel name of the device holding it ("sda3", "dm-1")
    std::vector<std::string> drives;        // the drives it lives on; empty for zram and the like
};

struct HibernationObservation {
    bool supported = false;                       // the kernel can hibernate ("disk" in /sys/power/state)
    std::vector<std::string> modes;               // "platform", "shutdown", "reboot", …
    std::string mode;                             // the selected one
    std::optional<std::string> resume_device;     // kernel name ("sda3") of the resume device
    std::string resume_source;                    // "/sys/power/resume", "kernel parameter resume=…"
    std::optional<std::string> resume_parameter;  // the resume= kernel parameter as given
    std::optional<std::uint64_t> resume_offset;   // swap file offset (resume_offset=)
    std::optional<std::uint64_t> image_size_bytes;   // the image size the kernel aims for
    std::optional<std::uint64_t> memory_bytes;       // RAM, the worst-case image size
    std::vector<std::string> drives;              // the drives holding the resume device
};

struct PeriodicTrimObservation {
    bool enabled = false;
    std::string mechanism;   // "systemd fstrim.timer", "cron"
    std::string evidence;    // what showed it: a unit symlink, a cron file
};

// An Intel storage controller, as far as it may keep drives from the OS (issue 35): a SATA
// controller in RST "RAID On" mode hiding NVMe drives behind it (Linux ahci's remapped_nvme), or
// a RAID-class function (RST RAID, VMD) that no driver runs, so nothing behind it is visible.
struct IntelStorageControllerObservation {
    std::string pci_address;                     // "0000:00:17.0"
    std::uint32_t pci_class = 0;                 // 0x010400 RAID bus controller, 0x010601 AHCI
    std::uint16_t device_id = 0;                 // Intel's: 0x282a, 0x9a0b (VMD), …
    std::string driver;                          // "" when no driver is bound
    std::optional<std::uint32_t> remapped_nvme;  // the NVMe drives ahci found remapped and cannot use
};

struct SystemSetup {
    Observed<std::vector<FilesystemObservation>> filesystems;
    Observed<std::vector<SwapObservation>> swaps;
    Observed<HibernationObservation> hibernation;
    Observed<PeriodicTrimObservation> periodic_trim;
    // Looked for on Linux (sysfs); elsewhere unknown and silent: on Windows smartctl's refusal of
    // such a drive is explained instead (core/smart/intel_rst.h).
    Observed<std::vector<IntelStorageControllerObservation>> intel_storage_controllers;
};

} // namespace ssd
