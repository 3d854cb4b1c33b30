// The base of the Benchmark page's tests on the loaded window: the page, and
// the fixture drive /dev/sdc's model and serial number (a raw drive whose
// runs the drive history keeps).
#pragma once

#include <QComboBox>
#include <QFile>
#include <QTabWidget>
#include <QTemporaryDir>

#include <cstdint>
#include <fstream>
#include <string>

#include "app/gui/benchmark_page.h"
#include "gui_test_support.h"
#include "fixture_paths.h"
#include "test_constants.h"

namespace ssd::test {

// A document `ssdtool bench --json` wrote, recorded in tests/fixtures/bench (README there).
inline nlohmann::json recordedBench(const std::string& name) {
    std::ifstream in(project_fixture("bench/" + name));
    return nlohmann::json::parse(in);
}

inline constexpr std::int64_t kMonday = 1763942400; // 2025-11-24T00:00:00Z, the earlier run

class BenchPageTest : public LoadedWindowTest {
protected:
    void SetUp() override {
        LoadedWindowTest::SetUp();
        if (IsSkipped() || HasFatalFailure()) return;
        page_ = loaded().window->benchmark();
        const DriveInfo* drive = loaded().window->store().drive(QStringLiteral("/dev/sdc"));
        ASSERT_NE(drive, nullptr);
        ASSERT_TRUE(drive->model && drive->serial);
        model_ = *drive->model;
        serial_ = *drive->serial;
    }

    // Makes the page's tab the current one, as the user sees it when saving: its widgets get their sizes.
    void showPage() {
        QTabWidget* tabs = loaded().window->tabs();
        for (int i = 0; i < tabs->count(); ++i) {
            if (tabs->widget(i) == page_ || tabs->widget(i)->isAncestorOf(page_)) tabs->setCurrentIndex(i);
        }
    }

    // Chooses `value` (item data) in the page's combo box named `combo`.
    void choose(const char* combo, const QString& value) {
        auto* box = page_->findChild<QComboBox*>(QString::fromLatin1(combo));
        ASSERT_NE(box, nullptr) << combo;
        const int index = box->findData(value);
        ASSERT_GE(index, 0) << value.toStdString();
        box->setCurrentIndex(index);
    }

    // What Save text writes, written into `dir` and read back.
    QString savedText(const QTemporaryDir& dir) {
        const QString file = dir.filePath(QStringLiteral("bench.txt"));
        EXPECT_TRUE(page_->writeText(file));
        QFile in(file);
        EXPECT_TRUE(in.open(QIODevice::ReadOnly));
        return QString::fromUtf8(in.readAll());
    }

    gui::BenchmarkPage* page_ = nullptr;
    std::string model_;
    std::string serial_;
};

} // namespace ssd::test
