#include "core/selftest/selftest_text.h"

#include <algorithm>
#include <sstream>

#include "core/util/text_columns.h"

namespace ssd::selftest {

namespace {

std::string or_dash(const std::optional<std::uint64_t>& value) { return value ? std::to_string(*value) : "-"; }

// Column widths: the longest type label ("Offline data collection") and
// outcome label ("Could not complete") fit.
constexpr std::size_t kNumber = 3;
constexpr std::size_t kType = 24;
constexpr std::size_t kResult = 19;
constexpr std::size_t kHours = 14;
constexpr std::size_t kLba = 12;

const LogEntry* newest_finished(const SelfTests& tests) {
    const auto it = std::find_if(tests.log.begin(), tests.log.end(),
                                 [](const LogEntry& entry) { return is_finished(entry.outcome); });
    return it == tests.log.end() ? nullptr : &*it;
}

} // namespace

std::string selftest_log_to_text(const SelfTests& tests, const std::string& indent) {
    if (!tests.log_read) return indent + "The self-test log was not read.\n";
    if (tests.log.empty()) return indent + "No self-tests logged.\n";
    std::ostringstream out;
    out << indent << pad_left("#", kNumber) << "  " << pad_right("Type", kType) << pad_right("Result", kResult)
        << pad_left("Power-on hours", kHours) << "  " << pad_left("Failing LBA", kLba) << "  Words\n";
    int number = 1;
    for (const auto& entry : tests.log) {
        out << indent << pad_left(std::to_string(number++), kNumber) << "  "
            << pad_right(std::string(kTestTypes.label(entry.type)), kType)
            << pad_right(std::string(kOutcomes.label(entry.outcome)), kResult)
            << pad_left(or_dash(entry.power_on_hours), kHours) << "  " << pad_left(or_dash(entry.failing_lba), kLba)
            << "  " << entry.words << "\n";
    }
    return out.str();
}

std::string selftest_summary_to_text(const SelfTests& tests, const std::string& indent) {
    std::ostringstream out;
    if (tests.status.running) out << indent << "Running now: " << tests.status.words << "\n";
    if (!tests.log_read) {
        if (!tests.capabilities.supported && !tests.capabilities.unsupported_reason.empty()) {
            out << indent << "Not supported: " << tests.capabilities.unsupported_reason << "\n";
        }
        return out.str();
    }
    const auto defects = std::count_if(tests.log.begin(), tests.log.end(),
                                       [](const LogEntry& entry) { return found_defect(entry.outcome); });
    if (const auto* last = newest_finished(tests)) {
        out << indent << "Last: " << kTestTypes.label(last->type) << ", " << last->words;
        if (last->power_on_hours) out << " (at " << *last->power_on_hours << " power-on hours)";
        out << "\n";
    }
    out << indent << tests.log.size() << (tests.log.size() == 1 ? " test" : " tests") << " logged, ";
    if (defects == 0) {
        out << "none found a defect\n";
    } else {
        out << defects << (defects == 1 ? " found a defect" : " found defects") << "\n";
    }
    return out.str();
}

std::string selftests_to_text(const SelfTests& tests, const std::string& indent) {
    return selftest_summary_to_text(tests, indent) + selftest_log_to_text(tests, indent);
}

} // namespace ssd::selftest
