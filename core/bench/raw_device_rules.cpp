#include "core/bench/raw_device_rules.h"

#include "core/util/join.h"
#include "core/util/units.h"

namespace ssd::bench {

namespace {

using safety::Operation;

// "/dev/sdb (sdb, Samsung SSD 860 EVO 500GB, 500.1 GB, serial S3Z9…)".
std::string identity_text(const std::string& path, const safety::TargetIdentity& identity) {
    std::string text = path + " (" + identity.kernel_name;
    if (identity.model && !identity.model->empty()) text += ", " + *identity.model;
    text += ", " + format_bytes(identity.capacity_bytes);
    text += identity.serial && !identity.serial->empty() ? ", serial " + *identity.serial
                                                         : std::string(", no serial number");
    return text + ")";
}

// The detail of the not-in-use check: what was found, in the safety rules'
// own phrases ("/dev/sdb2 is mounted on /home"), or what was looked at.
std::string usage_detail(const safety::UsageReport& usage) {
    std::vector<std::string> found;
    for (const auto& use : usage.uses) found.push_back(safety::describe_use(use));
    for (const auto& reason : usage.unknown) found.push_back("cannot tell: " + reason);
    if (!found.empty()) return join(found, "; ");
    std::string text = "no mounted filesystem, active swap, holder or exclusive open found";
    if (!usage.nodes_checked.empty()) text += " (checked " + join(usage.nodes_checked, "; ") + ")";
    return text;
}

} // namespace

DeviceJudgement judge_raw_device(const TargetFacts& facts, bool writes, const std::optional<std::string>& confirm,
                                 bool dry_run) {
    const DeviceFacts& device = facts.device;
    DeviceJudgement judgement;
    judgement.checks.push_back({"block-device", true, identity_text(facts.path, device.identity)});
    if (!writes) {
        judgement.checks.push_back(
            {"read-only", true, "this run only reads; nothing is written, no --confirm needed"});
        return judgement;
    }

    // The benchmark's own rule first: it is unconditional, and a partition's
    // neighbours in use would otherwise be blamed on the partition.
    if (!device.not_a_drive.empty()) {
        judgement.checks.push_back({"whole-drive", false, device.not_a_drive});
        judgement.refusal = Error{ErrorCode::Refused,
                                  "refusing to write to " + facts.path + ": " + device.not_a_drive +
                                      ". Benchmark writes go to a whole unused drive; reading is fine "
                                      "(--preset read-scan)"};
        return judgement;
    }
    judgement.checks.push_back({"whole-drive", true, facts.path + " is a whole drive"});

    if (device.usage_error) {
        judgement.checks.push_back({"not-in-use", false, device.usage_error->message});
        judgement.refusal = device.usage_error;
        return judgement;
    }
    const auto in_use = safety::check_not_in_use(device.identity, device.usage, Operation::RawWrite);
    judgement.checks.push_back({"not-in-use", !in_use, usage_detail(device.usage)});

    if (dry_run) {
        judgement.checks.push_back({"confirm", true,
                                    "a dry run needs no confirmation; to run it: --confirm " +
                                        safety::expected_token(device.identity) + " (" +
                                        safety::token_description(device.identity) + ")"});
    } else {
        const auto unconfirmed = safety::check_confirmation(device.identity, confirm, Operation::RawWrite);
        judgement.checks.push_back({"confirm", !unconfirmed,
                                    unconfirmed ? unconfirmed->message
                                                : "--confirm matches " + safety::token_description(device.identity)});
    }
    judgement.refusal = safety::check_destructive(device.identity, device.usage, confirm, dry_run, Operation::RawWrite);
    return judgement;
}

} // namespace ssd::bench
