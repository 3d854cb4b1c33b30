#include <optional>

#include "core/alerts/rule_measures.h"

namespace ssd::alerts {

namespace {

// A count that should stay zero (`noun` plural, ending in s): holds above zero, clear at zero, unknown
// where the drive does not report it. `read` reads it at one sample.
template <typename Read>
RuleReading count_reading(const RuleInput& input, Read read, const char* noun) {
    const auto count = read(input.judged_index());
    if (!count) return unknown_reading();
    if (*count == 0) return clear_reading();
    std::optional<double> previous;
    std::vector<EvidenceValue> evidence{{"count", static_cast<double>(*count)}};
    if (const auto index = input.previous_index()) {
        if (const auto before = read(*index)) {
            previous = static_cast<double>(*before);
            evidence.push_back({"previous", *previous});
        }
    }
    std::string words = noun;
    if (*count == 1) words.pop_back();  // "1 reallocated sector"
    return holds(static_cast<double>(*count),
                 number_text(static_cast<double>(*count)) + " " + words + previous_text(previous), std::move(evidence));
}

// What each bit of the NVMe critical warning byte means (NVM Express Base
// Specification, SMART / Health Information log, byte 0).
constexpr const char* kWarningBits[] = {
    "the available spare is below its threshold",
    "the temperature is beyond a threshold",
    "reliability is degraded by media or internal errors",
    "the media is read-only",
    "the volatile memory backup failed",
    "the persistent memory region is read-only",
};

RuleReading attribute_count(const RuleInput& input, int id, const char* noun) {
    return count_reading(input, [&](std::size_t sample) { return input.attribute(sample, id); }, noun);
}

} // namespace

RuleReading reallocated_sectors(const RuleInput& input) {
    // Some drives (SandForce, Phison) count reallocations only in 196.
    const int id = input.attribute(input.judged_index(), 5) ? 5 : 196;
    return attribute_count(input, id, "reallocated sectors");
}

RuleReading pending_sectors(const RuleInput& input) { return attribute_count(input, 197, "pending sectors"); }

RuleReading offline_uncorrectable(const RuleInput& input) {
    return attribute_count(input, 198, "offline uncorrectable sectors");
}

RuleReading crc_errors(const RuleInput& input) { return attribute_count(input, 199, "interface CRC errors"); }

RuleReading media_errors(const RuleInput& input) {
    return count_reading(
        input, [&](std::size_t sample) { return input.counter(sample, "NVMe Media and Data Integrity Errors"); },
        "NVMe media and data integrity errors");
}

template <int Bit>
RuleReading critical_warning_bit(const RuleInput& input) {
    const auto byte = input.counter(input.judged_index(), kNvmeCriticalWarningCounter);
    if (!byte) return unknown_reading();
    if ((*byte & (1U << Bit)) == 0) return clear_reading();
    static_assert(Bit >= 0 && Bit < 6);
    return holds(1, std::string("NVMe critical warning: ") + kWarningBits[Bit] + " (bit " + std::to_string(Bit) +
                        " of the critical warning byte " + std::to_string(*byte) + ")",
                 {{"critical_warning", static_cast<double>(*byte)}, {"bit", Bit}});
}

template RuleReading critical_warning_bit<0>(const RuleInput&);
template RuleReading critical_warning_bit<1>(const RuleInput&);
template RuleReading critical_warning_bit<2>(const RuleInput&);
template RuleReading critical_warning_bit<3>(const RuleInput&);
template RuleReading critical_warning_bit<4>(const RuleInput&);
template RuleReading critical_warning_bit<5>(const RuleInput&);

} // namespace ssd::alerts
