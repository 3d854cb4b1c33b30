#include "core/health/evidence_words.h"

#include <algorithm>
#include <array>
#include <cstdio>

#include "core/util/join.h"
#include "core/util/json_util.h"
#include "core/util/text_columns.h"
#include "core/util/units.h"

namespace ssd {

namespace evidence_format {

namespace {

} // namespace

json member(const json& object, std::string_view key) {
    if (!object.is_object()) return json();
    const auto found = object.find(key);
    return found == object.end() ? json() : *found;
}

std::string member_text(const json& object, std::string_view key) {
    return text(member(object, key), object);
}

std::optional<std::uint64_t> unsigned_value(const json& value) {
    // Whole and not negative only: a fraction or a sign is no count.
    return value.is_number_float() ? std::nullopt : json_as<std::uint64_t>(value);
}

std::string with_unsigned(const json& value, std::string (*words)(std::uint64_t)) {
    const auto number = unsigned_value(value);
    return number ? words(*number) : text(value, json());
}

std::string text(const json& value, const json& /*evidence*/) {
    if (value.is_null()) return "unknown";
    if (const auto string = json_as<std::string>(value)) return *string;
    if (const auto flag = json_as<bool>(value)) return *flag ? "yes" : "no";
    if (value.is_array()) {
        if (value.empty()) return "none";
        return join(value, "; ", [](const json& item) { return text(item, json()); });
    }
    if (value.is_object()) {
        return join(value.items(), ", ",
                    [](const auto& entry) { return entry.key() + " " + text(entry.value(), json()); });
    }
    return value.dump();
}

std::string yes_no(const json& value, const json& evidence) {
    const auto flag = json_as<bool>(value);
    return flag ? (*flag ? "yes" : "no") : text(value, evidence);
}

std::string count(const json& value, const json& /*evidence*/) {
    return with_unsigned(value, format_count);
}

std::string exact_bytes(const json& value, const json& /*evidence*/) {
    return with_unsigned(value, [](std::uint64_t n) { return format_count(n) + (n == 1 ? " byte" : " bytes"); });
}

std::string binary_size(const json& value, const json& /*evidence*/) {
    return with_unsigned(value, format_binary_size);
}

std::string size(const json& value, const json& /*evidence*/) {
    return with_unsigned(value, format_bytes);
}

std::string percent(const json& value, const json& evidence) {
    if (value.is_number_integer()) return value.dump() + " %";
    if (value.is_number_float()) {
        if (const auto number = json_as<double>(value)) return fixed(*number, 1) + " %";
    }
    return text(value, evidence);
}

std::string celsius(const json& value, const json& evidence) {
    return value.is_number_integer() ? value.dump() + " °C" : text(value, evidence);
}

std::string hours(const json& value, const json& /*evidence*/) {
    return with_unsigned(value, [](std::uint64_t h) {
        std::string words = format_count(h) + (h == 1 ? " hour" : " hours");
        const std::uint64_t days = h / 24;
        if (days >= 365) {
            words += " (" + std::to_string(days / 365) + (days / 365 == 1 ? " year, " : " years, ") +
                     std::to_string(days % 365) + (days % 365 == 1 ? " day)" : " days)");
        } else if (days > 0) {
            words += " (" + std::to_string(days) + (days == 1 ? " day)" : " days)");
        }
        return words;
    });
}

std::string list(const json& value, const json& evidence) {
    if (!value.is_array()) return text(value, evidence);
    if (value.empty()) return "none";
    return join(value, ", ", [&evidence](const json& item) { return text(item, evidence); });
}

} // namespace evidence_format

namespace {

// "offset_in_alignment_bytes" → "Offset in alignment bytes": words, at least,
// for a key no table describes.
std::string generic_label(const std::string& key) {
    std::string label = key;
    std::replace(label.begin(), label.end(), '_', ' ');
    if (!label.empty() && label[0] >= 'a' && label[0] <= 'z') label[0] = static_cast<char>(label[0] - 'a' + 'A');
    return label;
}

EvidenceLine line_for(const EvidenceKey& described, const nlohmann::json& value, const nlohmann::json& evidence) {
    std::string words = value.is_null() ? std::string(described.when_null) : described.format(value, evidence);
    return {std::string(described.key), std::string(described.label), std::move(words), true};
}

} // namespace

std::vector<EvidenceLine> describe_with(std::span<const FindingEvidence> tables, std::string_view id,
                                        const nlohmann::json& evidence) {
    std::vector<EvidenceLine> lines;
    if (!evidence.is_object()) {
        if (!evidence.is_null()) lines.push_back({"", "Evidence", evidence_format::text(evidence, evidence), false});
        return lines;
    }
    // One id can have a table per OS (trim-disabled, hibernation-enabled):
    // the one that knows most of these keys sets the order.
    std::vector<const FindingEvidence*> matching;
    for (const auto& table : tables) {
        if (table.id == id) matching.push_back(&table);
    }
    const auto known = [&evidence](const FindingEvidence* table) {
        return std::count_if(table->keys.begin(), table->keys.end(),
                             [&evidence](const EvidenceKey& key) { return evidence.contains(key.key); });
    };
    std::stable_sort(matching.begin(), matching.end(),
                     [&known](const FindingEvidence* a, const FindingEvidence* b) { return known(a) > known(b); });
    std::vector<std::string_view> said;
    for (const auto* table : matching) {
        for (const auto& key : table->keys) {
            if (std::find(said.begin(), said.end(), key.key) != said.end()) continue;
            const auto value = evidence.find(key.key);
            if (value == evidence.end()) continue;
            lines.push_back(line_for(key, *value, evidence));
            said.push_back(key.key);
        }
    }
    for (const auto& [key, value] : evidence.items()) {
        if (std::find(said.begin(), said.end(), key) != said.end()) continue;
        lines.push_back({key, generic_label(key), evidence_format::text(value, evidence), false});
    }
    return lines;
}

} // namespace ssd
