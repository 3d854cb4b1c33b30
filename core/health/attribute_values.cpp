#include "core/health/attribute_values.h"

#include <charconv>

namespace ssd {

std::optional<std::uint64_t> plain_counter(const AtaAttribute& attribute) {
    const std::string& text = attribute.raw_string;
    if (text.empty()) {
        return std::nullopt;
    }
    std::uint64_t value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc{} || end != text.data() + text.size()) {
        return std::nullopt;
    }
    // smartctl's raw.value and raw.string describe the same 48 bits; if they
    // disagree the attribute uses a format we do not understand.
    if (value != attribute.raw) {
        return std::nullopt;
    }
    return value;
}

std::optional<int> normalized_percent(const AtaAttribute& attribute) {
    if (attribute.value < 0 || attribute.value > 100) {
        return std::nullopt;
    }
    return attribute.value;
}

std::optional<int> raw_percent(const AtaAttribute& attribute, int max) {
    const auto counter = plain_counter(attribute);
    if (!counter || *counter > static_cast<std::uint64_t>(max)) {
        return std::nullopt;
    }
    return static_cast<int>(*counter);
}

const AtaAttribute* attribute_named(const SmartReport& report, std::string_view name,
                                    std::optional<int> id) {
    for (const auto& attribute : report.attributes) {
        if (attribute.name == name && (!id || attribute.id == *id)) {
            return &attribute;
        }
    }
    return nullptr;
}

const AtaAttribute* attribute_with_meaning(const SmartReport& report, AttributeMeaning meaning) {
    for (const auto& attribute : report.attributes) {
        const AttributeEntry* entry = catalogue_entry(attribute.name, attribute.id);
        if (entry != nullptr && entry->meaning == meaning) {
            return &attribute;
        }
    }
    return nullptr;
}

bool names_from_drive_database(const SmartReport& report) {
    return report.reader == "smartctl" && (report.in_smartctl_database == true || report.names_database.has_value());
}

std::string attribute_label(const AtaAttribute& attribute) {
    return std::to_string(attribute.id) + " " + attribute.name;
}

} // namespace ssd
