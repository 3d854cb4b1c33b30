#include "fake_drive_actions.h"

#include <algorithm>

#include "core/actions/firmware.h"
#include "core/util/file_io.h"

namespace ssd::test {

using gui::Json;
using gui::Reply;

safety::UsageReport usage_from_checks(const Json& check_document, const std::string& kernel_name) {
    safety::UsageReport usage;
    const Json setup = check_document.value("system", Json::object()).value("setup", Json::object());
    auto on_drive = [&kernel_name](const Json& entry) {
        const auto drives = entry.value("drives", Json::array());
        return std::find(drives.begin(), drives.end(), kernel_name) != drives.end();
    };
    for (const auto& fs : setup.value("filesystems", Json::array())) {
        if (on_drive(fs)) {
            usage.uses.push_back({safety::DeviceUse::Kind::Mounted, fs.value("source", std::string()),
                                  fs.value("mountpoint", std::string())});
        }
    }
    for (const auto& swap : setup.value("swaps", Json::array())) {
        if (on_drive(swap)) {
            usage.uses.push_back({safety::DeviceUse::Kind::Swap, swap.value("path", std::string()), "swap"});
        }
    }
    return usage;
}

Result<actions::MethodChoice> erase_choice_from_capture(const std::filesystem::path& capture,
                                                        std::optional<actions::EraseMethod> requested,
                                                        const std::string& device) {
    auto text = read_text_file(capture);
    if (!text) return tl::unexpected(text.error());
    if (capture.extension() == ".json") {
        auto controller = actions::parse_nvme_id_ctrl(*text);
        if (!controller) return tl::unexpected(controller.error());
        return actions::choose_nvme_method(*controller, requested, device);
    }
    auto identity = actions::parse_hdparm_identify(*text);
    if (!identity) return tl::unexpected(identity.error());
    if (auto blocker = actions::ata_security_blocker(*identity, device)) return tl::unexpected(*blocker);
    return actions::choose_ata_method(identity->security, requested, device);
}

Reply failure_reply(const Error& error, gui::Json document) {
    return Reply::failure(QString::fromStdString(std::string(error_code_name(error.code))),
                          QString::fromStdString(error.message), exit_status_for(error.code), std::move(document));
}

Reply erase_dry_run_reply(const safety::TargetIdentity& identity, const safety::UsageReport& usage,
                          const Result<actions::MethodChoice>& choice) {
    if (auto refusal = safety::check_not_in_use(identity, usage, safety::Operation::Erase)) return failure_reply(*refusal);
    if (!choice) return failure_reply(choice.error());
    actions::EraseReport report;
    report.identity = identity;
    report.method = choice->method;
    report.method_requested = choice->requested;
    report.supported = choice->supported;
    report.dry_run = true;
    report.plan.method = std::string(actions::erase_method_name(report.method));
    return Reply::success(actions::erase_report_to_json(report));
}

Reply firmware_dry_run_reply(const safety::TargetIdentity& identity, const safety::UsageReport& usage,
                             const std::string& file) {
    if (auto refusal = safety::check_not_in_use(identity, usage, safety::Operation::Firmware)) {
        return failure_reply(*refusal);
    }
    actions::FirmwareReport report;
    report.identity = identity;
    report.file = file;
    report.dry_run = true;
    return Reply::success(actions::firmware_report_to_json(report));
}

} // namespace ssd::test
