#include "core/alerts/alert_hook.h"

#include <optional>

#include "core/util/time_text.h"

namespace ssd::alerts {

namespace {

// smartd's SMARTD_FAILTYPE names (smartd.conf(5), -M exec), where a rule is one of them.
std::optional<std::string> smartd_failtype(Rule rule) {
    switch (rule) {
    case Rule::PendingSectors: return "CurrentPendingSector";
    case Rule::OfflineUncorrectable: return "OfflineUncorrectableSector";
    case Rule::TemperatureHigh:
    case Rule::NvmeTemperatureWarning: return "Temperature";
    case Rule::SelftestFailed: return "SelfTest";
    case Rule::MediaErrors: return "ErrorCount";
    case Rule::VerdictWorse: return "Health";
    case Rule::ReallocatedSectors:
    case Rule::WearLevel:
    case Rule::SpareLow: return "Usage";
    default: return std::nullopt;
    }
}

} // namespace

std::vector<std::pair<std::string, std::string>> hook_environment(const Notice& notice) {
    std::vector<std::pair<std::string, std::string>> environment;
    const auto set = [&](const char* name, std::string value) { environment.emplace_back(name, std::move(value)); };
    set("SSD_ALERT_TEST", notice.test ? "1" : "0");
    set("SSD_ALERT_ID", notice.test ? "" : std::to_string(notice.alert_id));
    set("SSD_ALERT_EVENT_ID", notice.test ? "" : std::to_string(notice.event_id));
    set("SSD_ALERT_RULE", notice.test ? "test" : std::string(kRules.wire(notice.condition.rule)));
    set("SSD_ALERT_SEVERITY", std::string(kSeverities.wire(notice.condition.severity)));
    set("SSD_ALERT_TRANSITION", notice.test ? "test" : std::string(kTransitions.wire(notice.transition)));
    set("SSD_ALERT_SUMMARY", notice.condition.summary);
    set("SSD_ALERT_TITLE", notice_title(notice));
    set("SSD_ALERT_DEVICE", notice.device);
    set("SSD_ALERT_MODEL", notice.model);
    set("SSD_ALERT_SERIAL", notice.serial);
    set("SSD_ALERT_TIME", iso_utc(notice.time));
    set("SSD_ALERT_TIME_EPOCH", std::to_string(notice.time));
    std::string evidence;
    for (const auto& [name, value] : notice.condition.evidence) {
        evidence += (evidence.empty() ? "" : " ") + name + "=" + number_words(value);
    }
    set("SSD_ALERT_EVIDENCE", evidence);
    // smartd's names: a test message is its "EmailTest".
    set("SMARTD_DEVICE", notice.device);
    set("SMARTD_DEVICESTRING", notice.device);
    set("SMARTD_MESSAGE", notice.condition.summary);
    set("SMARTD_SUBJECT", notice_title(notice));
    set("SMARTD_TFIRST", iso_utc(notice.opened));
    set("SMARTD_TFIRSTEPOCH", std::to_string(notice.opened));
    if (notice.test) {
        set("SMARTD_FAILTYPE", "EmailTest");
    } else if (const auto failtype = smartd_failtype(notice.condition.rule)) {
        set("SMARTD_FAILTYPE", *failtype);
    }
    return environment;
}

} // namespace ssd::alerts
