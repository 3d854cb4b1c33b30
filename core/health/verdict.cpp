#include "core/health/verdict.h"

#include <array>
#include <cstdint>
#include <string>

#include "core/health/attribute_values.h"
#include "core/smart/smartctl_exit_status.h"

namespace ssd {

namespace {

enum class Level { Unknown = 0, Good = 1, Warning = 2, Failing = 3 };

struct Judgement {
    Level level = Level::Unknown;
    std::vector<std::string> reasons;

    void raise(Level to, std::string reason) {
        if (to > level) {
            level = to;
        }
        reasons.push_back(std::move(reason));
    }
};

const char* level_name(Level level) {
    switch (level) {
    case Level::Good: return "good";
    case Level::Warning: return "warning";
    case Level::Failing: return "failing";
    case Level::Unknown: return "unknown";
    }
    return "unknown";
}

struct NvmeBit {
    int mask;
    Level level;
    const char* meaning;
};

constexpr std::array kNvmeBits{
    NvmeBit{0x01, Level::Failing, "available spare has fallen below the drive's threshold"},
    NvmeBit{0x02, Level::Warning, "temperature is outside the drive's limits"},
    NvmeBit{0x04, Level::Failing, "reliability is degraded by media or internal errors"},
    NvmeBit{0x08, Level::Failing, "the drive has switched itself to read-only"},
    NvmeBit{0x10, Level::Failing, "the volatile memory backup (power-loss protection) has failed"},
    NvmeBit{0x20, Level::Failing, "the persistent memory region has become read-only"},
};

void judge_attributes(const SmartReport& report, Judgement& j) {
    for (const auto& a : report.attributes) {
        if (a.when_failed == "now") {
            j.raise(Level::Failing, "attribute " + attribute_label(a) + " is at or below its failure threshold now (value " +
                                        std::to_string(a.value) + ", threshold " + std::to_string(a.thresh) + ")");
        } else if (a.when_failed == "past") {
            j.raise(Level::Warning, "attribute " + attribute_label(a) +
                                        " fell to its failure threshold in the past (worst " + std::to_string(a.worst) +
                                        ", threshold " + std::to_string(a.thresh) + ")");
        }
    }
}

// "1 sector", "2 sectors"
std::string count_of(std::uint64_t count, const char* singular, const char* plural) {
    return std::to_string(count) + " " + (count == 1 ? singular : plural);
}

void judge_media(const MediaCounters& m, Judgement& j) {
    if (m.reallocated && m.reallocated->count > 0) {
        j.raise(Level::Warning, count_of(m.reallocated->count, "sector or block has", "sectors or blocks have") +
                                    " been reallocated (" +
                                    m.reallocated->source +
                                    "): the drive replaced failing flash with spare; watch whether the count grows");
    }
    if (m.pending && m.pending->count > 0) {
        j.raise(Level::Warning, count_of(m.pending->count, "sector", "sectors") +
                                    " could not be read and wait to be reallocated (" +
                                    m.pending->source + ")");
    }
    if (m.offline_uncorrectable && m.offline_uncorrectable->count > 0) {
        j.raise(Level::Warning, count_of(m.offline_uncorrectable->count, "sector was", "sectors were") +
                                    " found uncorrectable by the drive's own scan (" +
                                    m.offline_uncorrectable->source + ")");
    }
    if (m.reported_uncorrectable && m.reported_uncorrectable->count > 0) {
        j.raise(Level::Warning, "the drive returned " +
                                    count_of(m.reported_uncorrectable->count, "uncorrectable read error",
                                             "uncorrectable read errors") +
                                    " to the computer (" + m.reported_uncorrectable->source + ")");
    }
    if (m.scsi_grown_defects && m.scsi_grown_defects->count > 0) {
        j.raise(Level::Warning, count_of(m.scsi_grown_defects->count, "block is", "blocks are") +
                                    " in the grown defect list (" + m.scsi_grown_defects->source +
                                    "): the drive replaced failing blocks with spares; watch whether the count grows");
    }
    if (m.scsi_uncorrected && m.scsi_uncorrected->count > 0) {
        j.raise(Level::Warning, count_of(m.scsi_uncorrected->count, "error", "errors") +
                                    " the drive could not correct (" + m.scsi_uncorrected->source + ")");
    }
    if (m.nvme_media_errors && m.nvme_media_errors->count > 0) {
        j.raise(Level::Warning, count_of(m.nvme_media_errors->count, "media and data integrity error",
                                         "media and data integrity errors") +
                                    ": the drive could not read back data it had stored (" +
                                    m.nvme_media_errors->source + ")");
    }
}

void judge_nvme(const SmartReport& report, Judgement& j) {
    const auto& log = *report.nvme;
    for (const auto& bit : kNvmeBits) {
        if ((log.critical_warning & bit.mask) != 0) {
            j.raise(bit.level, "NVMe critical warning: " + std::string(bit.meaning));
        }
    }
    if (log.available_spare && log.available_spare_threshold && *log.available_spare < *log.available_spare_threshold &&
        (log.critical_warning & 0x01) == 0) {
        j.raise(Level::Failing, "available spare " + std::to_string(*log.available_spare) +
                                    " % is below the drive's threshold of " +
                                    std::to_string(*log.available_spare_threshold) + " %");
    }
}

} // namespace

std::vector<std::string> nvme_critical_warning_meanings(int critical_warning) {
    std::vector<std::string> meanings;
    for (const auto& bit : kNvmeBits) {
        if ((critical_warning & bit.mask) != 0) meanings.emplace_back(bit.meaning);
    }
    return meanings;
}

Verdict judge_health(const SmartReport& report, const MediaCounters& media, const WearFacts& wear) {
    Judgement j;
    if (report.smart_supported == false || report.smart_enabled == false) {
        return Verdict{"unknown", {report.smart_supported == false ? "the drive does not support SMART"
                                                                   : "SMART is disabled on the drive"}};
    }
    const auto exit = SmartctlExitStatus::decode(report.exit_status);
    if (report.smart_passed == true) {
        j.raise(Level::Good, "the drive's own SMART self-assessment is PASSED");
        for (const auto& message : report.messages) {
            if (message.text.find("based on an Attribute check") != std::string::npos) {
                j.reasons.push_back("smartctl could not get the drive's own verdict (SMART RETURN STATUS failed, "
                                    "common behind RAID controllers and some bridges): PASSED here only means that "
                                    "no attribute is at its failure threshold");
                break;
            }
        }
    } else if (report.smart_passed == false) {
        j.raise(Level::Failing, "the drive's own SMART self-assessment is FAILED: the drive predicts its own failure");
    } else if (exit.disk_failing) {
        j.raise(Level::Failing, "smartctl reports the disk as failing (exit status bit 3)");
    }
    judge_attributes(report, j);
    if (exit.prefail_at_threshold && j.level != Level::Failing) {
        j.raise(Level::Failing, "smartctl reports a pre-failure attribute at or below its threshold (exit status bit 4)");
    }
    if (exit.self_test_log_has_errors) {
        j.raise(Level::Warning, "the self-test log records a failed self-test (smartctl exit status bit 7)");
    }
    judge_media(media, j);
    if (report.nvme) {
        judge_nvme(report, j);
    }
    if (wear.percent_used && *wear.percent_used >= 100) {
        j.raise(Level::Warning, "the rated endurance is used up (" + std::to_string(*wear.percent_used) +
                                    " % used): the drive may turn read-only or fail");
    }
    if (j.level == Level::Unknown) {
        j.reasons.insert(j.reasons.begin(), "the drive gave no overall SMART assessment");
    } else if (j.level == Level::Good) {
        if (report.nvme) {
            j.reasons.push_back("no critical warnings and no media errors in the NVMe health log");
        } else if (media.reallocated || media.pending || media.offline_uncorrectable ||
                   media.reported_uncorrectable) {
            j.reasons.push_back("no reallocated, pending or uncorrectable sectors reported");
        }
    }
    return Verdict{level_name(j.level), j.reasons};
}

} // namespace ssd
