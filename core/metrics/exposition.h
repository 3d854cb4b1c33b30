// The Prometheus text exposition format (version 0.0.4): what node_exporter's
// textfile collector reads and `promtool check metrics` lints. Debian packages
// no C++ Prometheus client, and the format is a few lines of escaping, so it is
// written here; tests/unit/test_metrics_exposition.cpp pins it and the fleet
// tests feed the output to promtool and a real node_exporter.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "core/util/enum_table.h"

namespace ssd::metrics {

enum class MetricType { Gauge, Counter };
inline constexpr EnumTable<MetricType, 2> kMetricTypes{{{
    {MetricType::Gauge, "gauge", "a value that goes up and down"},
    {MetricType::Counter, "counter", "a total that only rises (named *_total)"},
}}};

struct Label {
    std::string name;
    std::string value;
    friend bool operator==(const Label&, const Label&) = default;
};

struct MetricSample {
    std::vector<Label> labels;
    double value = 0;
};

// One metric name with its help, type and every series of it. A family
// without samples is left out of the text (promtool: no HELP without series).
struct MetricFamily {
    std::string name;
    std::string help;
    MetricType type = MetricType::Gauge;
    std::vector<MetricSample> samples;
};

// "a\"b" for a label value: backslash, double quote and line feed escaped.
std::string escape_label_value(std::string_view value);
// A sample value: integers exactly (a byte counter is never written as 2.7e+12),
// anything else in the shortest form that reads back to the same double.
std::string format_value(double value);
std::string exposition_text(const std::vector<MetricFamily>& families);

} // namespace ssd::metrics
