// The conditions a benchmark ran under, and the warnings they call for: the
// filesystem and its options (compression, copy-on-write), device-mapper and
// RAID layers (dm-crypt/LUKS), the drive's link (SATA generation, PCIe, USB),
// its temperature before and after and whether it throttled, the fill level
// and the data pattern. KDiskMark-style numbers are often measured on btrfs
// with compression, on LUKS or over USB without anyone knowing; a result
// here says so.
//
// The platform gathers ConditionFacts before the run (BenchPlatform::inspect,
// Linux: platform/linux/bench_conditions.cpp); the request handler adds the
// drive's SMART readings from before and after; judge_conditions() decides
// the warnings. Pure: tested on captured mount tables and synthetic facts.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/bench/clock.h"
#include "core/bench/data_pattern.h"
#include "core/bench/run_scheduling.h"
#include "core/bench/run_thermal.h"
#include "core/checks/observed.h"
#include "core/checks/setup_observations.h"
#include "core/drive/drive_interface.h"
#include "core/util/enum_table.h"

namespace ssd::bench {

// Stable ids (docs/CONTRACT.md): scripts and the GUI compare these, never the text.
enum class ConditionWarning {
    CompressingFilesystem, // btrfs compress/compress-force, zfs compression, f2fs compression
    CopyOnWrite,           // btrfs (without nodatacow), zfs, bcachefs
    EncryptedLayer,        // dm-crypt / LUKS under the target
    DeviceMapperLayer,     // LVM, multipath, another device-mapper target
    SoftwareRaid,          // md
    UsbLink,               // the drive hangs off USB (a bridge, maybe USB 2)
    LinkBelowMaximum,      // SATA or PCIe trained slower than both ends support
    ThermalThrottled,      // the drive throttled or ran at its warning temperature during the run (run_thermal.h)
    NearlyFull,            // the filesystem was over 90 % full
    CompressibleData,      // zeros or compressible data: a compressing drive or layer measures its compression
    NoDrive,               // nothing under the target is a drive (a loop device over a file, tmpfs, …)
    BusyCpu,               // other work kept the CPUs busy during the run
};
inline constexpr EnumTable<ConditionWarning, 12> kConditionWarnings{{{
    {ConditionWarning::CompressingFilesystem, "compressing-filesystem", "compressing filesystem"},
    {ConditionWarning::CopyOnWrite, "copy-on-write-filesystem", "copy-on-write filesystem"},
    {ConditionWarning::EncryptedLayer, "encrypted-layer", "encrypted layer (dm-crypt/LUKS)"},
    {ConditionWarning::DeviceMapperLayer, "device-mapper-layer", "device-mapper layer"},
    {ConditionWarning::SoftwareRaid, "software-raid", "software RAID (md)"},
    {ConditionWarning::UsbLink, "usb-link", "USB link"},
    {ConditionWarning::LinkBelowMaximum, "link-below-maximum", "link below its maximum"},
    {ConditionWarning::ThermalThrottled, "thermal-throttled", "thermal throttling"},
    {ConditionWarning::NearlyFull, "nearly-full", "nearly full"},
    {ConditionWarning::CompressibleData, "compressible-data", "compressible data"},
    {ConditionWarning::NoDrive, "no-drive", "not on a drive"},
    {ConditionWarning::BusyCpu, "busy-cpu", "busy CPU"},
}}};

// A filesystem over 90 % full measures a drive with little free flash.
inline constexpr double kNearlyFullPercent = 90.0;
// Other work that kept half a CPU busy on average competed with the run: a
// benchmark's I/O waits on being scheduled (measured: docs/BENCHMARKS.md, Against fio).
inline constexpr double kBusyOtherCpus = 0.5;

struct FilesystemFacts {
    std::string fstype;     // "btrfs"
    std::string mountpoint; // "/home"
    std::string source;     // "/dev/mapper/root"
    std::vector<std::string> options; // mount and superblock options together
};

// One drive under the target and its link.
struct DriveLinkFacts {
    std::string device;     // "/dev/sda": where its SMART is read
    Transport transport = Transport::Unknown;
    Observed<SataLinkObservation> sata;
    Observed<PcieLinkObservation> pcie;
};

// What the platform found under the target before the run.
struct ConditionFacts {
    Observed<FilesystemFacts> filesystem; // unknown for a raw device ("no filesystem: raw device")
    std::vector<BlockLayer> layers;       // stacked devices, top (the target's) first
    std::vector<DriveLinkFacts> drives;   // the drives at the bottom; empty: none (loop over a file…)
    std::string no_drive_reason;          // why drives is empty
    // Fill level of a directory's filesystem (statvfs); unknown for a raw device.
    Observed<std::uint64_t> total_bytes;
    Observed<std::uint64_t> free_bytes;
};


// The CPU at one moment: the machine's busy time, the run's own, the clock.
struct CpuSnapshot {
    std::optional<SystemCpu> system;
    std::optional<CpuTimes> own;
    std::int64_t clock_ns = 0;
};
CpuSnapshot take_cpu_snapshot(CpuMeter* meter, Clock& clock);

// What other work used of the CPUs while the run ran: the machine's busy time
// less the run's own, over the wall time. (The kernel's interrupt work for the
// run's own I/O counts as other work; it stays far below the threshold.)
struct CpuCompetition {
    double other_busy_cpus = 0.0; // average number of CPUs kept busy by other work
    unsigned cpus = 0;
    double seconds = 0.0;         // the wall time it was measured over
};
Observed<CpuCompetition> cpu_competition(const CpuSnapshot& before, const CpuSnapshot& after);

// How a compression setting reads: on, off, or not known from the options.
enum class Compression { Off, On, Unknown };

// Compression of a filesystem from its type and options: btrfs
// compress[=alg[:level]] / compress-force (not "=no"), f2fs compress_algorithm=;
// zfs compression is a dataset property, not a mount option: Unknown.
// `setting` receives the option that decided ("compress=zstd:3").
Compression filesystem_compression(const FilesystemFacts& filesystem, std::string& setting);
// Copy-on-write: btrfs unless nodatacow, zfs, bcachefs.
bool filesystem_copy_on_write(const FilesystemFacts& filesystem);

struct ConditionNote {
    ConditionWarning id;
    std::string detail;  // why, in words
};

// Everything judged: the facts, the thermal readings around the run and the warnings.
struct RunConditions {
    Observed<ConditionFacts> facts;
    DataPattern data = DataPattern::Random;
    bool writes = false;  // the run wrote (compression and the data pattern matter)
    Observed<ThermalReading> before;
    Observed<ThermalReading> after;
    std::vector<ThermalSample> during;    // read while the run ran (run_thermal.h)
    Observed<CpuCompetition> cpu = Observed<CpuCompetition>::unknown("not measured");
    std::optional<RunScheduling> scheduling; // how the process was placed; absent in older documents
    std::vector<ConditionNote> warnings;
};

// The warnings for `conditions` (facts, readings, data pattern), in a fixed order.
std::vector<ConditionNote> judge_conditions(const RunConditions& conditions);

// The top-level "conditions" object of the bench document, and its lines of text.
nlohmann::json conditions_to_json(const RunConditions& conditions);
std::string conditions_to_text(const RunConditions& conditions);

// What a reader needs of the "conditions" object: the warning ids (unknown ids kept as text).
std::vector<std::string> condition_warning_ids(const nlohmann::json& conditions);
// The "conditions" object read back (the GUI shows it with conditions_to_text):
// lenient, as the other readers; a warning whose id this build does not know is
// left out (condition_warning_ids keeps it); nullopt when it is not an object.
// Not read back: `writes` (not in the document) and the sources of the SATA limits.
std::optional<RunConditions> conditions_from_json(const nlohmann::json& conditions);

} // namespace ssd::bench
