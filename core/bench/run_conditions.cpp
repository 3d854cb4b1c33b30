#include "core/bench/run_conditions.h"

#include <algorithm>
#include <cmath>

#include "core/checks/setup_checks.h"
#include "core/util/json_util.h"
#include "core/util/text_columns.h"
#include "core/util/units.h"

namespace ssd::bench {

namespace {

using nlohmann::json;

bool has_option(const FilesystemFacts& filesystem, std::string_view name) {
    return std::find(filesystem.options.begin(), filesystem.options.end(), name) != filesystem.options.end();
}

std::optional<double> fill_percent(const ConditionFacts& facts) {
    if (!facts.total_bytes || !facts.free_bytes || *facts.total_bytes == 0) return std::nullopt;
    const double used = static_cast<double>(*facts.total_bytes - std::min(*facts.free_bytes, *facts.total_bytes));
    return std::round(used / static_cast<double>(*facts.total_bytes) * 1000.0) / 10.0;
}

std::string layer_text(const BlockLayer& layer) {
    return layer.name + " (" + layer.kind + (layer.label.empty() ? "" : " " + layer.label) + ")";
}

// The SATA link trained below what both ends support; nullopt: not known.
std::optional<std::string> sata_below(const SataLinkObservation& link) {
    if (!link.current_mbps || !link.host_max_mbps || !link.drive_max_mbps) return std::nullopt;
    const std::uint32_t best = std::min(*link.host_max_mbps, *link.drive_max_mbps);
    if (*link.current_mbps >= best) return std::nullopt;
    return "SATA link " + link.link + " at " + sata_speed_text(*link.current_mbps) + ", both ends support " +
           sata_speed_text(best);
}

std::optional<std::string> pcie_below(const PcieLinkObservation& link) {
    const bool slow = link.current_speed_mts && link.max_speed_mts && *link.current_speed_mts < *link.max_speed_mts &&
                      (!link.upstream_max_speed_mts || *link.current_speed_mts < *link.upstream_max_speed_mts);
    const bool narrow = link.current_width && link.max_width && *link.current_width < *link.max_width &&
                        (!link.upstream_max_width || *link.current_width < *link.upstream_max_width);
    if (!slow && !narrow) return std::nullopt;
    return "PCIe link of " + link.pci_address + " at " + pcie_speed_text(link.current_speed_mts.value_or(0)) + " x" +
           std::to_string(link.current_width.value_or(0)) + ", the device supports " +
           pcie_speed_text(link.max_speed_mts.value_or(0)) + " x" + std::to_string(link.max_width.value_or(0));
}

json observed_or_reason(bool known, const json& value, const std::string& reason) {
    return known ? value : json{{"unknown", reason}};
}

json cpu_json(const Observed<CpuCompetition>& cpu) {
    if (!cpu) return json(nullptr);
    return {{"other_busy_cpus", cpu->other_busy_cpus}, {"cpus", cpu->cpus}, {"seconds", cpu->seconds}};
}

json link_json(const DriveLinkFacts& drive) {
    json link = {{"device", drive.device}, {"transport", std::string(kTransports.wire(drive.transport))}};
    if (drive.sata) {
        auto mbps = [](const std::optional<std::uint32_t>& v) { return v ? json(*v) : json(nullptr); };
        link["sata"] = {{"link", drive.sata->link},
                        {"current_mbps", mbps(drive.sata->current_mbps)},
                        {"host_max_mbps", mbps(drive.sata->host_max_mbps)},
                        {"drive_max_mbps", mbps(drive.sata->drive_max_mbps)}};
    }
    if (drive.pcie) {
        auto num = [](const std::optional<std::uint32_t>& v) { return v ? json(*v) : json(nullptr); };
        link["pcie"] = {{"pci_address", drive.pcie->pci_address},
                        {"speed_mts", num(drive.pcie->current_speed_mts)},
                        {"width", num(drive.pcie->current_width)},
                        {"max_speed_mts", num(drive.pcie->max_speed_mts)},
                        {"max_width", num(drive.pcie->max_width)}};
    }
    return link;
}

std::string link_text(const DriveLinkFacts& drive) {
    std::string text = drive.device + ": " + std::string(kTransports.label(drive.transport));
    if (drive.sata && drive.sata->current_mbps) text += ", SATA link at " + sata_speed_text(*drive.sata->current_mbps);
    if (drive.pcie && drive.pcie->current_speed_mts) {
        text += ", PCIe " + pcie_speed_text(*drive.pcie->current_speed_mts) + " x" +
                std::to_string(drive.pcie->current_width.value_or(0));
    }
    return text;
}

// The reader of link_json.
DriveLinkFacts link_from_json(const json& link) {
    DriveLinkFacts drive;
    drive.device = json_or<std::string>(link, "device", {});
    drive.transport = transport_from_wire(json_or<std::string>(link, "transport", {}));
    if (const json& sata = json_object(link, "sata"); !sata.empty()) {
        SataLinkObservation observed;
        observed.link = json_or<std::string>(sata, "link", {});
        observed.current_mbps = json_optional<std::uint32_t>(sata, "current_mbps");
        observed.host_max_mbps = json_optional<std::uint32_t>(sata, "host_max_mbps");
        observed.drive_max_mbps = json_optional<std::uint32_t>(sata, "drive_max_mbps");
        drive.sata = observed;
    }
    if (const json& pcie = json_object(link, "pcie"); !pcie.empty()) {
        PcieLinkObservation observed;
        observed.pci_address = json_or<std::string>(pcie, "pci_address", {});
        observed.current_speed_mts = json_optional<std::uint32_t>(pcie, "speed_mts");
        observed.current_width = json_optional<std::uint32_t>(pcie, "width");
        observed.max_speed_mts = json_optional<std::uint32_t>(pcie, "max_speed_mts");
        observed.max_width = json_optional<std::uint32_t>(pcie, "max_width");
        drive.pcie = observed;
    }
    return drive;
}

ConditionFacts facts_from_json(const json& doc) {
    ConditionFacts facts;
    const json& fs = json_object(doc, "filesystem");
    if (fs.contains("type")) {
        facts.filesystem = FilesystemFacts{json_or<std::string>(fs, "type", {}), json_or<std::string>(fs, "mountpoint", {}),
                                           json_or<std::string>(fs, "source", {}),
                                           json_or<std::vector<std::string>>(fs, "options", {})};
    } else {
        facts.filesystem = Observed<FilesystemFacts>::unknown(json_or<std::string>(fs, "unknown", "not recorded"));
    }
    for (const auto& layer : json_array(doc, "layers")) {
        BlockLayer read;
        read.name = json_or<std::string>(layer, "name", {});
        read.kind = json_or<std::string>(layer, "kind", {});
        read.label = json_or<std::string>(layer, "label", {});
        facts.layers.push_back(std::move(read));
    }
    for (const auto& link : json_array(doc, "drives")) facts.drives.push_back(link_from_json(link));
    const json& fill = json_object(doc, "fill");
    const std::string unknown = json_or<std::string>(fill, "unknown", "not recorded");
    const auto total = json_optional<std::uint64_t>(fill, "total_bytes");
    const auto free = json_optional<std::uint64_t>(fill, "free_bytes");
    facts.total_bytes = total ? Observed<std::uint64_t>(*total) : Observed<std::uint64_t>::unknown(unknown);
    facts.free_bytes = free ? Observed<std::uint64_t>(*free) : Observed<std::uint64_t>::unknown(unknown);
    return facts;
}

// "other work kept 1.83 of 2 CPUs busy on average": the text line and the warning.
std::string competition_text(const CpuCompetition& cpu) {
    return "other work kept " + fixed(cpu.other_busy_cpus, 2) + " of " + std::to_string(cpu.cpus) +
           " CPUs busy on average";
}

// The facts' lines: filesystem, layers, drives, fill, temperature, data.
std::string facts_text(const RunConditions& conditions, const ConditionFacts& facts) {
    std::string text;
    if (const FilesystemFacts* fs = facts.filesystem.get()) {
        std::string setting;
        const Compression compression = filesystem_compression(*fs, setting);
        text += "  filesystem: " + fs->fstype + " on " + fs->mountpoint + " (" + fs->source + "), compression " +
                (compression == Compression::On ? "on (" + setting + ")"
                 : compression == Compression::Off ? std::string("off")
                                                   : "unknown: " + setting) +
                (filesystem_copy_on_write(*fs) ? ", copy-on-write" : "") + "\n";
    } else {
        text += "  filesystem: " + facts.filesystem.reason() + "\n";
    }
    if (!facts.layers.empty()) {
        text += "  layers:";
        for (const auto& layer : facts.layers) text += " " + layer_text(layer);
        text += "\n";
    }
    for (const auto& drive : facts.drives) text += "  drive: " + link_text(drive) + "\n";
    if (const auto percent = fill_percent(facts)) {
        text += "  fill: " + fixed(*percent, 1) + " %" + " used, " + format_bytes(*facts.free_bytes) + " free\n";
    }
    text += "  temperature: " + temperature_text(conditions.before, conditions.during, conditions.after) + "\n";
    text += "  data: " + std::string(data_pattern_name(conditions.data)) + "\n";
    return text;
}

} // namespace

Compression filesystem_compression(const FilesystemFacts& filesystem, std::string& setting) {
    if (filesystem.fstype == "zfs") {
        setting = "zfs compression is a dataset property (zfs get compression), not a mount option";
        return Compression::Unknown;
    }
    Compression result = Compression::Off;
    for (const auto& option : filesystem.options) {
        const bool btrfs = filesystem.fstype == "btrfs" &&
                           (option == "compress" || option == "compress-force" || option.starts_with("compress=") ||
                            option.starts_with("compress-force="));
        const bool f2fs = filesystem.fstype == "f2fs" && option.starts_with("compress_algorithm=");
        if (!btrfs && !f2fs) continue;
        const auto equals = option.find('=');
        const std::string algorithm = equals == std::string::npos ? "" : option.substr(equals + 1);
        // The last one given wins, as in the kernel's option parsing.
        result = algorithm == "no" || algorithm == "none" ? Compression::Off : Compression::On;
        setting = option;
    }
    return result;
}

bool filesystem_copy_on_write(const FilesystemFacts& filesystem) {
    if (filesystem.fstype == "btrfs") return !has_option(filesystem, "nodatacow");
    return filesystem.fstype == "zfs" || filesystem.fstype == "bcachefs";
}

CpuSnapshot take_cpu_snapshot(CpuMeter* meter, Clock& clock) {
    CpuSnapshot snapshot;
    if (meter != nullptr) {
        snapshot.system = meter->system();
        snapshot.own = meter->now();
    }
    snapshot.clock_ns = clock.now_ns();
    return snapshot;
}

Observed<CpuCompetition> cpu_competition(const CpuSnapshot& before, const CpuSnapshot& after) {
    using Result = Observed<CpuCompetition>;
    if (!before.system || !after.system) return Result::unknown("this system does not tell its CPUs' busy time");
    if (!before.own || !after.own) return Result::unknown("the run's own CPU time is not known");
    const double seconds = static_cast<double>(after.clock_ns - before.clock_ns) / static_cast<double>(kNanosPerSecond);
    if (seconds <= 0.0) return Result::unknown("the run took no measurable time");
    const double busy = after.system->busy_seconds - before.system->busy_seconds;
    const double own = (after.own->user_seconds + after.own->system_seconds) -
                       (before.own->user_seconds + before.own->system_seconds);
    CpuCompetition competition;
    // The machine's and the process's clocks tick at different grains: never below 0.
    competition.other_busy_cpus = std::max(0.0, busy - own) / seconds;
    competition.cpus = after.system->cpus;
    competition.seconds = seconds;
    return competition;
}

std::vector<ConditionNote> judge_conditions(const RunConditions& conditions) {
    std::vector<ConditionNote> notes;
    auto add = [&notes](ConditionWarning id, std::string detail) { notes.push_back({id, std::move(detail)}); };
    if (const ConditionFacts* facts = conditions.facts.get()) {
        if (const FilesystemFacts* filesystem = facts->filesystem.get()) {
            std::string setting;
            if (filesystem_compression(*filesystem, setting) == Compression::On) {
                add(ConditionWarning::CompressingFilesystem,
                    filesystem->fstype + " on " + filesystem->mountpoint + " is mounted with " + setting +
                        ": what is written is compressed first, so the figures depend on the data, not only the drive");
            }
            if (filesystem_copy_on_write(*filesystem)) {
                add(ConditionWarning::CopyOnWrite, filesystem->fstype + " on " + filesystem->mountpoint +
                                                       " writes copy-on-write: overwrites go to new places and "
                                                       "carry checksums and metadata updates");
            }
        }
        for (const auto& layer : facts->layers) {
            if (layer.kind == "crypt") {
                add(ConditionWarning::EncryptedLayer,
                    layer_text(layer) + " encrypts everything on its way to the drive: the CPU's cipher speed is "
                                        "part of every figure");
            } else if (layer.kind == "md") {
                add(ConditionWarning::SoftwareRaid, layer_text(layer) + " spreads the I/O over several devices");
            } else {
                add(ConditionWarning::DeviceMapperLayer, layer_text(layer) + " lies between the target and the drive");
            }
        }
        for (const auto& drive : facts->drives) {
            if (drive.transport == Transport::Usb) {
                add(ConditionWarning::UsbLink, drive.device + " is connected over USB: the bridge and the USB "
                                                              "link (USB 2 tops out near 40 MB/s) may be the limit");
            }
            if (const auto* sata = drive.sata.get()) {
                if (auto below = sata_below(*sata)) add(ConditionWarning::LinkBelowMaximum, *below);
            }
            if (const auto* pcie = drive.pcie.get()) {
                if (auto below = pcie_below(*pcie)) add(ConditionWarning::LinkBelowMaximum, *below);
            }
        }
        if (const auto percent = fill_percent(*facts); percent && *percent > kNearlyFullPercent) {
            add(ConditionWarning::NearlyFull, "the filesystem was " + fixed(*percent, 1) + " %" +
                                                  " full: a drive with little free flash writes slower");
        }
        if (facts->drives.empty()) {
            add(ConditionWarning::NoDrive, facts->no_drive_reason.empty() ? "no drive found under the target"
                                                                          : facts->no_drive_reason);
        }
    }
    if (auto detail = throttled(conditions.before, conditions.during, conditions.after)) {
        add(ConditionWarning::ThermalThrottled, *detail);
    }
    if (const CpuCompetition* cpu = conditions.cpu.get(); cpu != nullptr && cpu->other_busy_cpus >= kBusyOtherCpus) {
        const bool shared = conditions.scheduling && conditions.scheduling->session == SessionPlacement::SharedSession;
        add(ConditionWarning::BusyCpu,
            competition_text(*cpu) + " during the run: a benchmark waits to be scheduled after each completion, "
                                      "so it measured less than the drive can do" +
                (shared ? std::string("; it shared its caller's session, and so that session's share of the CPU")
                        : std::string()));
    }
    if (conditions.writes && conditions.data != DataPattern::Random) {
        add(ConditionWarning::CompressibleData,
            std::string(data_pattern_name(conditions.data)) +
                " data was written: a drive or layer that compresses (SandForce controllers, btrfs, zfs) writes "
                "less than it is given, so write figures are not comparable with random data");
    }
    return notes;
}

json conditions_to_json(const RunConditions& conditions) {
    json doc;
    doc["evaluated"] = conditions.facts.known();
    doc["reason"] = conditions.facts.known() ? json(nullptr) : json(conditions.facts.reason());
    doc["data"] = std::string(data_pattern_name(conditions.data));
    if (const ConditionFacts* facts = conditions.facts.get()) {
        if (const FilesystemFacts* fs = facts->filesystem.get()) {
            std::string setting;
            const Compression compression = filesystem_compression(*fs, setting);
            doc["filesystem"] = {{"type", fs->fstype},
                                 {"mountpoint", fs->mountpoint},
                                 {"source", fs->source},
                                 {"options", fs->options},
                                 {"compression", compression == Compression::On    ? json(true)
                                                 : compression == Compression::Off ? json(false)
                                                                                   : json(nullptr)},
                                 {"compression_setting", setting.empty() ? json(nullptr) : json(setting)},
                                 {"copy_on_write", filesystem_copy_on_write(*fs)}};
        } else {
            doc["filesystem"] = {{"unknown", facts->filesystem.reason()}};
        }
        json layers = json::array();
        for (const auto& layer : facts->layers) {
            layers.push_back({{"name", layer.name}, {"kind", layer.kind}, {"label", layer.label}});
        }
        doc["layers"] = layers;
        json links = json::array();
        for (const auto& drive : facts->drives) links.push_back(link_json(drive));
        doc["drives"] = links;
        const auto percent = fill_percent(*facts);
        doc["fill"] = observed_or_reason(
            percent.has_value(),
            json{{"total_bytes", facts->total_bytes ? json(*facts->total_bytes) : json(nullptr)},
                 {"free_bytes", facts->free_bytes ? json(*facts->free_bytes) : json(nullptr)},
                 {"used_percent", percent ? json(*percent) : json(nullptr)}},
            facts->total_bytes ? facts->free_bytes.reason() : facts->total_bytes.reason());
    }
    doc["temperature"] = temperature_json(conditions.before, conditions.during, conditions.after);
    doc["cpu"] = observed_or_reason(conditions.cpu.known(), cpu_json(conditions.cpu), conditions.cpu.reason());
    if (const auto& scheduling = conditions.scheduling) {
        doc["scheduling"] = {{"session", std::string(kSessionPlacements.wire(scheduling->session))},
                             {"own_group", own_scheduling_group(scheduling->session)},
                             {"threads_pinned", scheduling->threads_pinned},
                             {"detail", scheduling->detail.empty() ? json(nullptr) : json(scheduling->detail)},
                             {"threads_detail", scheduling->threads_detail}};
    }
    json warnings = json::array();
    for (const auto& note : conditions.warnings) {
        warnings.push_back({{"id", std::string(kConditionWarnings.wire(note.id))}, {"detail", note.detail}});
    }
    doc["warnings"] = warnings;
    return doc;
}

std::string conditions_to_text(const RunConditions& conditions) {
    std::string text = "Conditions:";
    if (const ConditionFacts* facts = conditions.facts.get()) {
        text += "\n" + facts_text(conditions, *facts);
    } else {
        text += " not evaluated (" + conditions.facts.reason() + ")\n";
    }
    if (const CpuCompetition* cpu = conditions.cpu.get()) {
        text += "  CPU: " + competition_text(*cpu) + "\n";
    } else {
        text += "  CPU: " + conditions.cpu.reason() + "\n";
    }
    if (const auto& scheduling = conditions.scheduling) {
        text += "  Scheduling: " + std::string(kSessionPlacements.label(scheduling->session)) +
                (scheduling->detail.empty() ? "" : " (" + scheduling->detail + ")") +
                "; I/O threads " + scheduling->threads_detail + "\n";
    }
    for (const auto& note : conditions.warnings) {
        text += "Warning [" + std::string(kConditionWarnings.wire(note.id)) + "]: " + note.detail + "\n";
    }
    return text;
}

std::vector<std::string> condition_warning_ids(const json& conditions) {
    std::vector<std::string> ids;
    if (!conditions.is_object() || !conditions.contains("warnings") || !conditions["warnings"].is_array()) return ids;
    for (const auto& warning : conditions["warnings"]) {
        if (auto id = json_lenient<std::string>(warning, "id")) ids.push_back(std::move(*id));
    }
    return ids;
}

std::optional<RunConditions> conditions_from_json(const json& doc) {
    if (!doc.is_object()) return std::nullopt;
    RunConditions conditions;
    if (json_or(doc, "evaluated", false)) {
        conditions.facts = facts_from_json(doc);
    } else {
        conditions.facts = Observed<ConditionFacts>::unknown(json_or<std::string>(doc, "reason", "not evaluated"));
    }
    conditions.data = parse_data_pattern(json_or<std::string>(doc, "data", {})).value_or(DataPattern::Random);
    TemperatureReadings temperature = temperature_from_json(json_object(doc, "temperature"));
    conditions.before = std::move(temperature.before);
    conditions.after = std::move(temperature.after);
    conditions.during = std::move(temperature.during);
    const json& cpu = json_object(doc, "cpu");
    if (cpu.contains("cpus")) {
        conditions.cpu = CpuCompetition{json_or(cpu, "other_busy_cpus", 0.0), json_or(cpu, "cpus", 0U),
                                        json_or(cpu, "seconds", 0.0)};
    } else {
        conditions.cpu = Observed<CpuCompetition>::unknown(json_or<std::string>(cpu, "unknown", "not recorded"));
    }
    if (const json& scheduling = json_object(doc, "scheduling"); scheduling.contains("session")) {
        if (const auto session = kSessionPlacements.parse(json_or<std::string>(scheduling, "session", {}))) {
            conditions.scheduling = RunScheduling{*session, json_or(scheduling, "threads_pinned", false),
                                                  json_or<std::string>(scheduling, "detail", {}),
                                                  json_or<std::string>(scheduling, "threads_detail", {})};
        }
    }
    for (const auto& warning : json_array(doc, "warnings")) {
        if (const auto id = kConditionWarnings.parse(json_or<std::string>(warning, "id", {}))) {
            conditions.warnings.push_back({*id, json_or<std::string>(warning, "detail", {})});
        }
    }
    return conditions;
}

} // namespace ssd::bench
