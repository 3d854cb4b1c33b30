// Runs a check on the facts analyze_drive finds in every real capture, beside
// that capture's hand-worked row, each under a trace naming the file (an
// ASSERT in the check ends that capture's row, not the others).
#pragma once

#include <gtest/gtest.h>

#include "core/health/drive_facts.h"
#include "drive_facts_expectations.inc"
#include "smart_fixture_loading.h"

namespace ssd::test {

template <typename Check>
void each_hand_worked_capture(Check check) {
    for (const auto& row : drive_facts_expectations()) {
        SCOPED_TRACE(row.file);
        check(row, analyze_drive(load_smart_fixture(row.file)));
    }
}

} // namespace ssd::test
