#include "core/metrics/exposition.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>

namespace ssd::metrics {

namespace {

// HELP text escapes backslash and line feed only (the format's rule).
std::string escape_help(std::string_view help) {
    std::string out;
    for (const char c : help) {
        if (c == '\\') out += "\\\\";
        else if (c == '\n') out += "\\n";
        else out += c;
    }
    return out;
}

std::string series_line(const std::string& name, const MetricSample& sample) {
    std::string line = name;
    if (!sample.labels.empty()) {
        line += '{';
        for (std::size_t i = 0; i < sample.labels.size(); ++i) {
            if (i > 0) line += ',';
            line += sample.labels[i].name + "=\"" + escape_label_value(sample.labels[i].value) + '"';
        }
        line += '}';
    }
    return line + ' ' + format_value(sample.value) + '\n';
}

} // namespace

std::string escape_label_value(std::string_view value) {
    std::string out;
    for (const char c : value) {
        if (c == '\\') out += "\\\\";
        else if (c == '"') out += "\\\"";
        else if (c == '\n') out += "\\n";
        else out += c;
    }
    return out;
}

std::string format_value(double value) {
    if (std::isnan(value)) return "NaN";
    if (std::isinf(value)) return value > 0 ? "+Inf" : "-Inf";
    // Every integer below 2^53 is exact in a double; print those as integers.
    constexpr double kExactIntegers = 9007199254740992.0;
    if (std::floor(value) == value && std::fabs(value) < kExactIntegers) {
        return std::to_string(static_cast<std::int64_t>(value));
    }
    std::array<char, 32> buffer{};
    const auto end = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value).ptr;
    return std::string(buffer.data(), end);
}

std::string exposition_text(const std::vector<MetricFamily>& families) {
    std::string text;
    for (const auto& family : families) {
        if (family.samples.empty()) continue;
        text += "# HELP " + family.name + ' ' + escape_help(family.help) + '\n';
        text += "# TYPE " + family.name + ' ' + std::string(kMetricTypes.wire(family.type)) + '\n';
        for (const auto& sample : family.samples) text += series_line(family.name, sample);
    }
    return text;
}

} // namespace ssd::metrics
