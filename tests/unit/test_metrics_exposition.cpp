// The Prometheus text format as core/metrics writes it: escaping, number
// formatting and the HELP/TYPE lines. promtool and a real node_exporter read
// the whole output in the fleet tests (tests/integration/).
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "core/metrics/exposition.h"

namespace ssd::metrics {
namespace {

TEST(MetricsExposition, LabelValuesEscapeBackslashQuoteAndLineFeedOnly) {
    EXPECT_EQ(escape_label_value("a\\b\"c\nd\te"), "a\\\\b\\\"c\\nd\te");
    EXPECT_EQ(escape_label_value("Samsung SSD 970 EVO 500GB"), "Samsung SSD 970 EVO 500GB");
}

TEST(MetricsExposition, IntegersAreExactAndFractionsRoundTrip) {
    EXPECT_EQ(format_value(22417581801472.0), "22417581801472");  // a byte counter, never 2.2e+13
    EXPECT_EQ(format_value(0), "0");
    EXPECT_EQ(format_value(-3), "-3");
    EXPECT_EQ(format_value(0.03), "0.03");
    const double wa = 51384.0 / 20878.0;
    EXPECT_EQ(std::stod(format_value(wa)), wa);
    EXPECT_EQ(format_value(std::nan("")), "NaN");
    EXPECT_EQ(format_value(std::numeric_limits<double>::infinity()), "+Inf");
    EXPECT_EQ(format_value(-std::numeric_limits<double>::infinity()), "-Inf");
    EXPECT_EQ(format_value(1e300), "1e+300");  // beyond exact integers: shortest form
}

TEST(MetricsExposition, FamiliesHaveHelpAndTypeAndEmptyOnesAreLeftOut) {
    const std::vector<MetricFamily> families{
        {"x_bytes_total", "Bytes\\written\nby the host \"now\"", MetricType::Counter,
         {{{{"model", "M\"1"}, {"serial", "S"}}, 5}, {{}, 7}}},
        {"x_unused", "nothing", MetricType::Gauge, {}},
        {"x_ratio", "a ratio", MetricType::Gauge, {{{{"model", "M"}}, 0.5}}},
    };
    EXPECT_EQ(exposition_text(families),
              "# HELP x_bytes_total Bytes\\\\written\\nby the host \"now\"\n"
              "# TYPE x_bytes_total counter\n"
              "x_bytes_total{model=\"M\\\"1\",serial=\"S\"} 5\n"
              "x_bytes_total 7\n"
              "# HELP x_ratio a ratio\n"
              "# TYPE x_ratio gauge\n"
              "x_ratio{model=\"M\"} 0.5\n");
}

} // namespace
} // namespace ssd::metrics
