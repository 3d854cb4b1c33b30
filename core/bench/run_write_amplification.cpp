#include "core/bench/run_write_amplification.h"

#include "core/util/json_util.h"
#include "core/util/text_columns.h"
#include "core/util/units.h"

namespace ssd::bench {

using nlohmann::json;

json run_write_amplification_to_json(const RunWriteAmplification& wa) {
    return {{"available", wa.gap != RunWaGap::Unavailable},
            {"device", wa.device.empty() ? json(nullptr) : json(wa.device)},
            {"host_bytes", optional_json(wa.host_bytes)},
            {"nand_bytes", optional_json(wa.nand_bytes)},
            {"host_granularity_bytes", optional_json(wa.host_granularity_bytes)},
            {"nand_granularity_bytes", optional_json(wa.nand_granularity_bytes)},
            {"write_amplification", wa.write_amplification ? json(*wa.write_amplification) : json(nullptr)},
            {"gap", std::string(kRunWaGaps.wire(wa.gap))},
            {"reason", wa.reason.empty() ? json(nullptr) : json(wa.reason)},
            {"method", wa.method.empty() ? json(nullptr) : json(wa.method)}};
}

std::optional<RunWriteAmplification> run_write_amplification_from_json(const json& doc) {
    if (!doc.is_object()) return std::nullopt;
    RunWriteAmplification wa;
    wa.device = json_or<std::string>(doc, "device", {});
    wa.host_bytes = json_optional<std::uint64_t>(doc, "host_bytes");
    wa.nand_bytes = json_optional<std::uint64_t>(doc, "nand_bytes");
    wa.host_granularity_bytes = json_optional<std::uint64_t>(doc, "host_granularity_bytes");
    wa.nand_granularity_bytes = json_optional<std::uint64_t>(doc, "nand_granularity_bytes");
    wa.write_amplification = json_optional<double>(doc, "write_amplification");
    wa.gap = kRunWaGaps.parse(json_or<std::string>(doc, "gap", {})).value_or(RunWaGap::Unavailable);
    wa.reason = json_or<std::string>(doc, "reason", {});
    wa.method = json_or<std::string>(doc, "method", {});
    return wa;
}

std::string run_write_amplification_to_text(const RunWriteAmplification& wa) {
    std::string text = "Write amplification during the run: ";
    if (wa.write_amplification) {
        // A saved result may carry the ratio alone (its writer's rules allow every byte count to
        // be absent): each part is shown only when it is there.
        text += fixed(*wa.write_amplification, 2);
        std::string parts;
        if (wa.host_bytes) parts += "host " + format_bytes(*wa.host_bytes);
        if (wa.nand_bytes) parts += (parts.empty() ? "" : ", ") + std::string("NAND ") + format_bytes(*wa.nand_bytes);
        if (wa.host_granularity_bytes) {
            parts += (parts.empty() ? "" : ", ") + std::string("counter steps ") + format_bytes(*wa.host_granularity_bytes);
        }
        if (!parts.empty()) text += " (" + parts + ")";
    } else {
        if (wa.host_bytes) text += "host " + format_bytes(*wa.host_bytes) + "; ";
        if (wa.nand_bytes) text += "NAND " + format_bytes(*wa.nand_bytes) + "; ";
        text += "not given: " + wa.reason;
    }
    return text + "\n";
}

} // namespace ssd::bench
