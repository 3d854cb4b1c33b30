// Shared by the GUI tests: a main window on the fake back end, loaded.
#pragma once

#include <gtest/gtest.h>

#include <QLabel>
#include <QSignalSpy>
#include <QTest>

#include <memory>

#include "app/gui/drive_list_widget.h"
#include "app/gui/main_window.h"
#include "fake_backend.h"

namespace ssd::test {

#define SSD_REQUIRE_GUI_FIXTURES()                                       \
    do {                                                                 \
        QString why;                                                     \
        if (!FakeBackend::fixturesPresent(&why)) GTEST_SKIP() << why.toStdString(); \
    } while (false)

struct LoadedWindow {
    std::unique_ptr<FakeBackend> backend = std::make_unique<FakeBackend>();
    std::unique_ptr<gui::MainWindow> window = std::make_unique<gui::MainWindow>(*backend);

    // Starts and waits until the list, every drive's health and the checks have answered.
    bool load() {
        QSignalSpy checks(&window->store(), &gui::DriveStore::checksChanged);
        window->show();
        window->start();
        while (!window->store().checksLoaded() || window->store().busy()) {
            if (!checks.wait(10000)) return false;
        }
        return true;
    }

    bool select(const QString& device) { return window->driveList()->selectDevice(device); }
};

// The base of a suite whose every case starts from a loaded window (TEST_F with
// a suite class derived from it); each case is skipped as
// SSD_REQUIRE_GUI_FIXTURES skips it, and the window is made only after that.
class LoadedWindowTest : public ::testing::Test {
protected:
    void SetUp() override {
        SSD_REQUIRE_GUI_FIXTURES();
        loaded_ = std::make_unique<LoadedWindow>();
        ASSERT_TRUE(loaded_->load());
    }

    LoadedWindow& loaded() { return *loaded_; }

private:
    std::unique_ptr<LoadedWindow> loaded_;
};

// The text of the QLabel named `name` below `parent`, or a "<no label …>" marker.
inline QString labelText(QWidget* parent, const char* name) {
    auto* found = parent->findChild<QLabel*>(QString::fromLatin1(name));
    return found != nullptr ? found->text() : QStringLiteral("<no label %1>").arg(QString::fromLatin1(name));
}

} // namespace ssd::test
