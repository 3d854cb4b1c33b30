#include "core/checks/windows/windows_findings.h"

#include <algorithm>

#include "core/util/json_util.h"
#include "core/util/units.h"

namespace ssd::windows {

namespace {

using nlohmann::json;

bool on(const std::vector<std::string>& drives, const std::string& kernel_name) {
    return std::find(drives.begin(), drives.end(), kernel_name) != drives.end();
}

std::string size_text(const std::optional<std::uint64_t>& bytes) {
    return bytes ? format_bytes(*bytes) : std::string("size unknown");
}

Finding trim_off_finding(const std::vector<const DeleteNotifySetting*>& off) {
    Finding f;
    f.id = "trim-disabled";
    f.severity = Severity::Warning;
    std::string names;
    json settings = json::array();
    for (const auto* s : off) {
        const std::string name = s->filesystem.empty() ? "NTFS and ReFS" : s->filesystem;
        names += (names.empty() ? "" : ", ") + name;
        settings.push_back(delete_notify_json(*s));
    }
    f.title = "Windows does not send TRIM for " + names + " (DisableDeleteNotify = 1)";
    f.evidence = {{"settings", settings}, {"source", "fsutil behavior query DisableDeleteNotify"}};
    f.fix = "Without TRIM the SSD does not learn which blocks Windows freed, so it keeps copying stale data: "
            "writes slow down and wear rises as it fills. As administrator run `fsutil behavior set "
            "DisableDeleteNotify 0` (and `fsutil behavior set DisableDeleteNotify ReFS 0` for ReFS); it takes "
            "effect at once, no restart. Then trim the free space once: `Optimize-Volume -DriveLetter C -ReTrim "
            "-Verbose` in PowerShell, or `defrag C: /L`. Some RAID drivers and old SSD firmware were the reason "
            "people turned it off; if a vendor told you to, check for a newer driver or firmware first.";
    f.action = std::vector<std::string>{"ssdtool", "trim", "--enable-periodic"};
    return f;
}

Finding hibernation_finding(const HibernationFacts& h) {
    Finding f;
    f.id = "hibernation-enabled";
    f.severity = Severity::Info;
    f.title = "Hibernation is on: " + h.file_path + " keeps " + size_text(h.file_bytes) + " on this drive";
    f.evidence = hibernation_file_json(h);
    f.evidence["freed_if_disabled_bytes"] = optional_json(h.file_bytes);
    f.fix = "Windows writes the memory in use to hiberfil.sys when it hibernates and, with Fast Startup (on by "
            "default), at every shutdown; the file is sized for it (about 40 % of RAM for a full file). That is "
            "fine for an SSD. If you never hibernate: `powercfg /hibernate off` as administrator deletes the file "
            "and frees the space, but also turns off Fast Startup. To keep Fast Startup with a smaller file: "
            "`powercfg /hibernate /type reduced` (about 20 % of RAM; hibernating from the Start menu is then "
            "unavailable).";
    f.action = std::vector<std::string>{"ssdtool", "hibernation", "off"};
    return f;
}

std::string pagefile_sizing(const PagingFileEntry& entry) {
    if (entry.automatic_all_drives) return "managed by Windows for all drives";
    if (entry.system_managed) return "system-managed size";
    return "custom size " + std::to_string(*entry.initial_mb) + "-" + std::to_string(*entry.maximum_mb) + " MiB";
}

Finding pagefile_finding(const PagefileFacts& p) {
    Finding f;
    f.id = "pagefile-on-drive";
    f.severity = Severity::Info;
    f.title = "Pagefile " + p.file_path + " on this drive: " + size_text(p.file_bytes) + " (" +
              pagefile_sizing(p.entry) + ")";
    f.evidence = pagefile_json(p);
    f.evidence["configured"] = p.entry.path;
    f.fix = "A pagefile on an SSD is where it belongs: Windows writes to it only under memory pressure, and it "
            "makes crash dumps possible. Leave it system-managed unless space is tight; a fixed custom size "
            "(`ssdtool swap resize SIZE`, or System Properties > Advanced > Performance > Virtual memory) caps "
            "the space it takes. Changes apply after a restart.";
    return f;
}

Finding defrag_finding(const DriveInfo& drive, const WindowsSystemFacts& facts, SsdOptimization policy) {
    Finding f;
    f.id = "defrag-scheduled-on-ssd";
    f.severity = policy == SsdOptimization::Defragments ? Severity::Warning : Severity::Info;
    f.title = policy == SsdOptimization::Defragments
                  ? "The scheduled defragmenter of " + version_name(facts.version) + " defragments this SSD"
                  : "The scheduled defragmenter of " + version_name(facts.version) +
                        " skips only the SSDs it recognises; this one is attached as " + wire_name(drive.transport);
    f.evidence = {{"windows", version_name(facts.version)},
                  {"task", "\\Microsoft\\Windows\\Defrag\\ScheduledDefrag"},
                  {"task_enabled", true},
                  {"transport", wire_name(drive.transport)}};
    f.fix = policy == SsdOptimization::Defragments
                ? "Defragmenting an SSD brings no speed (it has no seek time) and only adds writes. Exclude the "
                  "drive in Disk Defragmenter's schedule (Start > Disk Defragmenter > Configure schedule > Select "
                  "disks), or turn the schedule off if all drives are SSDs."
                : "Windows 7 recognises an SSD by what the drive reports or by its measured speed (Windows "
                  "Experience Index); behind a RAID or IDE-mode controller it may not. Open Disk Defragmenter > "
                  "Configure schedule > Select disks and clear this drive if it is listed.";
    return f;
}

namespace words = evidence_format;

// "NTFS and ReFS: DisableDeleteNotify = 1"
std::string settings_words(const json& value, const json& evidence) {
    if (!value.is_array()) return words::text(value, evidence);
    std::string text;
    for (const auto& s : value) {
        text += (text.empty() ? "" : "; ") + json_lenient_or<std::string>(s, "filesystem", "NTFS and ReFS") +
                ": DisableDeleteNotify = " + words::member_text(s, "DisableDeleteNotify");
    }
    return text;
}

std::string mebibyte_words(const json& value, const json& /*evidence*/) {
    return words::with_unsigned(value, [](std::uint64_t mib) { return format_count(mib) + " MiB"; });
}

constexpr EvidenceKey kTrimKeys[] = {
    {"settings", "Setting", settings_words},
    {"source", "Read with", words::text},
};
constexpr EvidenceKey kHibernationKeys[] = {
    {"file", "Hibernation file", words::text},
    {"file_bytes", "Its size", words::size},
    {"file_type", "File type", words::text},
    {"memory_bytes", "Memory (RAM)", words::size},
    {"freed_if_disabled_bytes", "Freed if hibernation is turned off", words::size},
};
constexpr EvidenceKey kPagefileKeys[] = {
    {"file", "Pagefile", words::text},
    {"file_bytes", "Size now", words::size},
    {"in_use_bytes", "In use", words::size},
    {"system_managed", "Sized by Windows", words::yes_no},
    {"automatic_all_drives", "Managed by Windows for all drives", words::yes_no},
    {"initial_mib", "Initial size", mebibyte_words, "not set"},
    {"maximum_mib", "Maximum size", mebibyte_words, "not set"},
    {"configured", "Configured as", words::text},
};
constexpr EvidenceKey kDefragKeys[] = {
    {"windows", "Windows version", words::text},
    {"task", "Scheduled task", words::text},
    {"task_enabled", "Task enabled", words::yes_no},
    {"transport", "Drive attached as", words::text},
};
constexpr FindingEvidence kWindowsEvidence[] = {
    {"trim-disabled", kTrimKeys},
    {"hibernation-enabled", kHibernationKeys},
    {"pagefile-on-drive", kPagefileKeys},
    {"defrag-scheduled-on-ssd", kDefragKeys},
};

} // namespace

std::span<const FindingEvidence> windows_finding_evidence() { return kWindowsEvidence; }

CheckOutcome windows_system_findings(const WindowsSystemFacts& facts) {
    CheckOutcome outcome;
    if (!facts.delete_notify) {
        outcome.skip("trim-disabled", "whether Windows sends TRIM is unknown: " + facts.delete_notify.reason());
        return outcome;
    }
    std::vector<const DeleteNotifySetting*> off;
    for (const auto& filesystem : facts.filesystems_in_use) {
        const DeleteNotifySetting* setting = setting_for(*facts.delete_notify, filesystem);
        if (setting == nullptr || trim_allowed(*setting)) continue;
        if (std::find(off.begin(), off.end(), setting) == off.end()) off.push_back(setting);
    }
    if (!off.empty()) outcome.add(trim_off_finding(off));
    return outcome;
}

CheckOutcome windows_drive_findings(const DriveInfo& drive, const WindowsSystemFacts& facts) {
    CheckOutcome outcome;
    if (facts.hibernation && facts.hibernation->enabled && on(facts.hibernation->drives, drive.kernel_name)) {
        outcome.add(hibernation_finding(*facts.hibernation));
    }
    if (facts.pagefiles) {
        for (const auto& pagefile : *facts.pagefiles) {
            if (on(pagefile.drives, drive.kernel_name)) outcome.add(pagefile_finding(pagefile));
        }
    }
    if (drive.rotational) return outcome;
    const SsdOptimization policy = scheduled_optimization(facts.version);
    if (policy == SsdOptimization::Retrims) return outcome;
    if (!facts.defrag_task_enabled) {
        outcome.skip("defrag-scheduled-on-ssd", "the defragmentation schedule is unknown: " +
                                                    facts.defrag_task_enabled.reason());
        return outcome;
    }
    if (!*facts.defrag_task_enabled) return outcome;
    // Windows 7 skips SSDs it recognises; one behind IDE mode or RAID may not be.
    if (policy == SsdOptimization::SkipsRecognised && drive.transport != Transport::Ata &&
        drive.transport != Transport::Raid) {
        return outcome;
    }
    outcome.add(defrag_finding(drive, facts, policy));
    return outcome;
}

} // namespace ssd::windows
