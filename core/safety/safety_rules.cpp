#include "core/safety/safety_rules.h"
#include "core/safety/safety_readers.h"

#include <algorithm>

#include "core/util/json_util.h"
#include "core/util/plain_text.h"

namespace ssd::safety {

namespace {

bool has_serial(const TargetIdentity& target) {
    return target.serial && !trim_blanks(*target.serial).empty();
}

std::string drive_words(const TargetIdentity& target) {
    std::string words = target.device;
    if (target.model && !target.model->empty()) words += " (" + *target.model + ")";
    return words;
}

} // namespace

TargetIdentity identity_of(const DriveInfo& drive) {
    return {drive.device,   drive.kernel_name, drive.serial,        drive.model,
            drive.protocol, drive.transport,   drive.capacity_bytes};
}

std::string_view operation_verb(Operation operation) {
    switch (operation) {
    case Operation::Discard: return "discard every block of";
    case Operation::Erase: return "erase";
    case Operation::Firmware: return "flash firmware onto";
    case Operation::RawWrite: return "write to";
    }
    return "change";
}

std::string_view use_kind_name(DeviceUse::Kind kind) {
    switch (kind) {
    case DeviceUse::Kind::Mounted: return "mounted";
    case DeviceUse::Kind::Swap: return "swap";
    case DeviceUse::Kind::Holder: return "holder";
    case DeviceUse::Kind::SystemDrive: return "system-drive";
    case DeviceUse::Kind::OpenExclusively: return "open-exclusively";
    }
    return "in-use";
}

std::string describe_use(const DeviceUse& use) {
    switch (use.kind) {
    case DeviceUse::Kind::Mounted: return use.node + " is mounted on " + use.detail;
    case DeviceUse::Kind::Swap: return use.node + " holds active swap (" + use.detail + ")";
    case DeviceUse::Kind::Holder: return use.detail + " is built on " + use.node;
    case DeviceUse::Kind::SystemDrive: return use.node + " holds the running system (" + use.detail + ")";
    case DeviceUse::Kind::OpenExclusively: return use.node + " is held open exclusively by another program" +
                                                  (use.detail.empty() ? "" : " (" + use.detail + ")");
    }
    return use.node + " is in use";
}

std::optional<Error> check_not_in_use(const TargetIdentity& target, const UsageReport& usage, Operation operation) {
    const std::string verb(operation_verb(operation));
    const auto system = std::find_if(usage.uses.begin(), usage.uses.end(),
                                     [](const DeviceUse& u) { return u.kind == DeviceUse::Kind::SystemDrive; });
    std::string uses;
    for (const auto& use : usage.uses) {
        if (use.kind == DeviceUse::Kind::SystemDrive) continue;
        uses += (uses.empty() ? "" : "; ") + describe_use(use);
    }
    if (system != usage.uses.end()) {
        return Error{ErrorCode::Refused,
                     "refusing to " + verb + " " + drive_words(target) + ": it is the running system's drive (" +
                         describe_use(*system) + (uses.empty() ? "" : "; " + uses) +
                         "). There is no override; boot another system (a live USB stick) to do this"};
    }
    if (!uses.empty()) {
        return Error{ErrorCode::Refused, "refusing to " + verb + " " + drive_words(target) + ": it is in use (" + uses +
                                             "). Unmount its filesystems, turn its swap off (swapoff) and stop "
                                             "whatever is built on it, then try again"};
    }
    if (!usage.unknown.empty()) {
        std::string reasons;
        for (const auto& reason : usage.unknown) reasons += (reasons.empty() ? "" : "; ") + reason;
        return Error{ErrorCode::Refused, "refusing to " + verb + " " + drive_words(target) +
                                             ": cannot tell whether it is in use (" + reasons + ")"};
    }
    return std::nullopt;
}

std::string expected_token(const TargetIdentity& target) {
    return has_serial(target) ? std::string(trim_blanks(*target.serial)) : target.kernel_name;
}

std::string token_description(const TargetIdentity& target) {
    return has_serial(target) ? "the serial number " + expected_token(target)
                              : "the kernel name " + target.kernel_name + " (the device reports no serial number)";
}

std::string dry_run_text(const ActionPlan& plan, const TargetIdentity& target, std::string_view done) {
    return plan_to_text(plan) + "Dry run: nothing was " + std::string(done) + ". To run it: --confirm " +
           expected_token(target) + " (" + token_description(target) + ").\n";
}

std::optional<Error> check_confirmation(const TargetIdentity& target, const std::optional<std::string>& token,
                                        Operation operation) {
    const std::string verb(operation_verb(operation));
    const std::string expected = expected_token(target);
    if (expected.empty()) {
        return Error{ErrorCode::Refused, "refusing to " + verb + " " + target.device +
                                             ": it has neither a serial number nor a kernel name to confirm with"};
    }
    if (!token) {
        return Error{ErrorCode::Refused, "refusing to " + verb + " " + drive_words(target) +
                                             " without confirmation: add --confirm " + expected + " (" +
                                             token_description(target) + "; everything on it will be lost), or "
                                             "--dry-run to see the steps"};
    }
    const std::string given(trim_blanks(*token));
    if (given == expected) return std::nullopt;
    std::string hint;
    if (has_serial(target) && given == target.kernel_name) {
        hint = ": this device has a serial number, so the kernel name does not confirm it";
    } else {
        hint = ": it does not match " + token_description(target) + " of " + target.device;
    }
    return Error{ErrorCode::Refused, "refusing to " + verb + " " + drive_words(target) + ": the confirmation '" +
                                         given + "' is wrong" + hint};
}

std::optional<Error> check_destructive(const TargetIdentity& target, const UsageReport& usage,
                                       const std::optional<std::string>& token, bool dry_run, Operation operation) {
    if (auto refusal = check_not_in_use(target, usage, operation)) return refusal;
    if (dry_run) return std::nullopt;
    return check_confirmation(target, token, operation);
}

nlohmann::json identity_to_json(const TargetIdentity& target) {
    auto optional = [](const std::optional<std::string>& value) {
        return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
    };
    return {{"device", target.device},
            {"kernel_name", target.kernel_name},
            {"model", optional(target.model)},
            {"serial", optional(target.serial)},
            {"protocol", target.protocol},
            {"transport", target.transport},
            {"capacity_bytes", target.capacity_bytes},
            {"confirm_token", expected_token(target)}};
}

TargetIdentity identity_from_json(const nlohmann::json& drive) {
    TargetIdentity target;
    target.device = json_or<std::string>(drive, "device", {});
    target.kernel_name = json_or<std::string>(drive, "kernel_name", {});
    target.model = json_optional<std::string>(drive, "model");
    target.serial = json_optional<std::string>(drive, "serial");
    target.protocol = protocol_from_wire(json_or<std::string>(drive, "protocol", {}));
    target.transport = transport_from_wire(json_or<std::string>(drive, "transport", {}));
    target.capacity_bytes = json_or<std::uint64_t>(drive, "capacity_bytes", 0);
    return target;
}

nlohmann::json usage_to_json(const UsageReport& usage) {
    nlohmann::json uses = nlohmann::json::array();
    for (const auto& use : usage.uses) {
        uses.push_back({{"kind", use_kind_name(use.kind)},
                        {"node", use.node},
                        {"detail", use.detail},
                        {"message", describe_use(use)}});
    }
    return {{"in_use", !usage.uses.empty()},
            {"uses", uses},
            {"unknown", usage.unknown},
            {"nodes_checked", usage.nodes_checked}};
}

} // namespace ssd::safety
