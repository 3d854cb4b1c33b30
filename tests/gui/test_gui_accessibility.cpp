// Accessibility (issue 37), through Qt's own accessibility interface (QAccessible, what a
// screen reader is given) and the keyboard alone:
// - every control a user can reach on every tab has an accessible name; the pictures that carry
//   facts (benchmark tiles, charts, the health verdict) have a text equivalent;
// - one whole task, done twice: with the keyboard only (select a drive, open SMART, start a
//   benchmark and stop it) and only through the accessibility interface's actions.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QAccessible>
#include <QAccessibleActionInterface>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTreeWidget>

#include <functional>

#include "app/gui/bench_tile.h"
#include "app/gui/benchmark_page.h"
#include "app/gui/overview_page.h"
#include "app/gui/smart_table_page.h"
#include "gui_test_support.h"

namespace ssd::test {
namespace {

QString accessibleText(QObject* object, QAccessible::Text kind) {
    QAccessibleInterface* face = QAccessible::queryAccessibleInterface(object);
    return face != nullptr ? face->text(kind) : QString();
}

QString describe(const QWidget* widget) {
    return QStringLiteral("%1 \"%2\"").arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName());
}

// The widgets of `page` a keyboard user can reach: shown, enabled, taking focus by Tab.
QList<QWidget*> reachableControls(QWidget* page) {
    QList<QWidget*> controls;
    for (QWidget* widget : page->findChildren<QWidget*>()) {
        if (widget->isVisibleTo(page) && widget->isEnabled() && (widget->focusPolicy() & Qt::TabFocus) != 0 &&
            widget->focusProxy() == nullptr) {
            controls << widget;
        }
    }
    return controls;
}

// Searches the accessibility tree under `face` for an object with this role and name.
QAccessibleInterface* findAccessible(QAccessibleInterface* face, QAccessible::Role role, const QString& name,
                                     int depth = 0) {
    if (face == nullptr || depth > 40) return nullptr;
    if (face->role() == role && face->text(QAccessible::Name) == name && !face->state().invisible) return face;
    for (int i = 0; i < face->childCount(); ++i) {
        if (QAccessibleInterface* found = findAccessible(face->child(i), role, name, depth + 1)) return found;
    }
    return nullptr;
}

// Presses the object's default action ("Press" for a button or a tab) as a screen reader does.
bool pressAccessible(QAccessibleInterface* face) {
    QAccessibleActionInterface* actions = face != nullptr ? face->actionInterface() : nullptr;
    if (actions == nullptr || !actions->actionNames().contains(QAccessibleActionInterface::pressAction())) return false;
    actions->doAction(QAccessibleActionInterface::pressAction());
    return true;
}

class GuiAccessibility : public LoadedWindowTest {
protected:
    void SetUp() override {
        LoadedWindowTest::SetUp();
        if (IsSkipped() || HasFatalFailure()) return;
        window_ = loaded().window.get();
        QApplication::setActiveWindow(window_);
        ASSERT_TRUE(QTest::qWaitForWindowActive(window_));
        dir_ = std::make_unique<QTemporaryDir>(QStringLiteral("/var/tmp/ssd-gui-a11y-XXXXXX"));
        ASSERT_TRUE(dir_->isValid());
        // The folder the user benchmarked in last time (the page offers it in its target list);
        // choosing a new folder is a file dialog of the platform's, not this app's.
        window_->benchmark()->setTargetDirectory(dir_->path());
    }

    // Presses Tab until `target` has the focus: false when it is not in the tab order (after
    // more presses than the window has controls).
    bool tabTo(QWidget* target) {
        for (int press = 0; press < 200; ++press) {
            if (QApplication::focusWidget() == target) return true;
            QTest::keyClick(QApplication::focusWidget() != nullptr ? QApplication::focusWidget() : window_, Qt::Key_Tab);
        }
        return QApplication::focusWidget() == target;
    }

    void key(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        QTest::keyClick(QApplication::focusWidget(), static_cast<Qt::Key>(key), modifiers);
    }

    // Arrow keys in the focused combo box until its item data is `value`.
    bool chooseByKeys(QComboBox* combo, const QString& value) {
        key(Qt::Key_Home);
        for (int press = 0; press <= combo->count(); ++press) {
            if (combo->currentData().toString() == value) return true;
            key(Qt::Key_Down);
        }
        return false;
    }

    gui::MainWindow* window_ = nullptr;
    std::unique_ptr<QTemporaryDir> dir_;
};

TEST_F(GuiAccessibility, EveryReachableControlOnEveryTabHasAnAccessibleName) {
    QTabWidget* tabs = window_->tabs();
    for (int index = 0; index < tabs->count(); ++index) {
        tabs->setCurrentIndex(index);
        QApplication::processEvents();
        const QString tab = tabs->tabText(index);
        const QList<QWidget*> controls = reachableControls(tabs->widget(index));
        EXPECT_FALSE(controls.isEmpty()) << tab.toStdString();
        for (QWidget* control : controls) {
            EXPECT_FALSE(accessibleText(control, QAccessible::Name).trimmed().isEmpty())
                << tab.toStdString() << ": " << describe(control).toStdString() << " has no accessible name";
        }
    }
    for (QWidget* control : reachableControls(window_->driveList()->parentWidget())) {
        EXPECT_FALSE(accessibleText(control, QAccessible::Name).trimmed().isEmpty()) << describe(control).toStdString();
    }
}

TEST_F(GuiAccessibility, TilesChartsAndTheVerdictHaveATextEquivalent) {
    ASSERT_TRUE(loaded().select(QStringLiteral("/dev/sdc")));
    auto* verdict = window_->overview()->findChild<QLabel*>(QStringLiteral("verdict"));
    ASSERT_NE(verdict, nullptr);
    // The verdict's colour is never alone: its words say it.
    EXPECT_TRUE(accessibleText(verdict, QAccessible::Name).startsWith(QStringLiteral("Health: ")))
        << accessibleText(verdict, QAccessible::Name).toStdString();
    gui::BenchTile* tile = window_->benchmark()->tile(QStringLiteral("SEQ1M Q8T1 read"));
    ASSERT_NE(tile, nullptr);
    EXPECT_EQ(accessibleText(tile, QAccessible::Name), QStringLiteral("SEQ1M Q8T1 read"));
    EXPECT_FALSE(accessibleText(tile, QAccessible::Description).isEmpty());
    for (QWidget* chart : window_->findChildren<QWidget*>()) {
        if (qstrcmp(chart->metaObject()->className(), "QChartView") != 0) continue;
        EXPECT_FALSE(accessibleText(chart, QAccessible::Name).isEmpty()) << describe(chart).toStdString();
        EXPECT_FALSE(accessibleText(chart, QAccessible::Description).isEmpty()) << describe(chart).toStdString();
    }
}

// Select a drive, open SMART, start a benchmark and stop it, with key presses only.
TEST_F(GuiAccessibility, KeyboardAloneSelectsADriveOpensSmartAndStartsAndStopsABenchmark) {
    gui::DriveListWidget* list = window_->driveList();
    list->setFocus();
    ASSERT_EQ(QApplication::focusWidget(), list);
    // Down the list until the fixture's Samsung drive /dev/sdd is selected.
    key(Qt::Key_Home);
    for (int press = 0; press < list->topLevelItemCount() && list->currentDevice() != QLatin1String("/dev/sdd"); ++press) {
        key(Qt::Key_Down);
    }
    ASSERT_EQ(list->currentDevice(), QStringLiteral("/dev/sdd"));

    // To the tab bar, then right to SMART: its table lists the drive's attributes.
    QTabWidget* tabs = window_->tabs();
    ASSERT_TRUE(tabTo(tabs->tabBar()));
    while (tabs->currentWidget() != window_->smart()) {
        const int before = tabs->currentIndex();
        key(Qt::Key_Right);
        ASSERT_NE(tabs->currentIndex(), before) << "the tab bar did not move";
    }
    auto* table = window_->smart()->findChild<QTableWidget*>(QStringLiteral("smartTable"));
    ASSERT_NE(table, nullptr);
    EXPECT_GT(table->rowCount(), 10);
    ASSERT_TRUE(tabTo(table)) << "the SMART table is not in the tab order";

    // Back to the tab bar and on to Benchmark; a quick run in the folder, 60 s a test unless stopped.
    ASSERT_TRUE(tabTo(tabs->tabBar()));
    gui::BenchmarkPage* page = window_->benchmark();
    while (tabs->currentWidget() != page) key(Qt::Key_Right);
    auto* target = page->findChild<QComboBox*>(QStringLiteral("targetCombo"));
    ASSERT_TRUE(tabTo(target));
    ASSERT_TRUE(chooseByKeys(target, dir_->path()));
    auto* preset = page->findChild<QComboBox*>(QStringLiteral("presetCombo"));
    ASSERT_TRUE(tabTo(preset));
    ASSERT_TRUE(chooseByKeys(preset, QStringLiteral("quick")));
    auto* size = page->findChild<QComboBox*>(QStringLiteral("sizeCombo"));
    ASSERT_TRUE(tabTo(size));
    ASSERT_TRUE(chooseByKeys(size, QStringLiteral("64m")));
    auto* seconds = page->findChild<QDoubleSpinBox*>(QStringLiteral("secondsSpin"));
    ASSERT_TRUE(tabTo(seconds));
    key(Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(seconds, QStringLiteral("60"));
    EXPECT_DOUBLE_EQ(seconds->value(), 60.0);

    QSignalSpy progress(loaded().backend.get(), &gui::Backend::progress);
    QSignalSpy finished(page, &gui::BenchmarkPage::runFinished);
    auto* start = page->findChild<QAbstractButton*>(QStringLiteral("startButton"));
    ASSERT_TRUE(tabTo(start));
    key(Qt::Key_Space);
    ASSERT_TRUE(page->running());
    while (progress.count() == 0) ASSERT_TRUE(progress.wait(30000));
    auto* stop = page->findChild<QAbstractButton*>(QStringLiteral("stopButton"));
    ASSERT_TRUE(tabTo(stop)) << "Stop is not reachable by Tab while a run runs";
    key(Qt::Key_Space);
    ASSERT_TRUE(finished.wait(30000));
    EXPECT_EQ(finished.at(0).at(0).value<gui::Reply>().code, QStringLiteral("interrupted"));
    EXPECT_FALSE(page->running());
}

// The same task as a screen reader drives it: objects found by role and name, their actions done.
TEST_F(GuiAccessibility, TheAccessibilityInterfaceAloneDoesTheSameTask) {
    QAccessibleInterface* root = QAccessible::queryAccessibleInterface(window_);
    ASSERT_NE(root, nullptr);

    QAccessibleInterface* list = QAccessible::queryAccessibleInterface(window_->driveList());
    ASSERT_NE(list, nullptr);
    ASSERT_NE(list->tableInterface(), nullptr) << "the drive list offers no rows to a screen reader";
    int row = -1;
    for (int r = 0; r < list->tableInterface()->rowCount() && row < 0; ++r) {
        QAccessibleInterface* cell = list->tableInterface()->cellAt(r, gui::DriveListWidget::ModelColumn);
        if (cell != nullptr && cell->text(QAccessible::Name).contains(QStringLiteral("/dev/sdd"))) row = r;
    }
    ASSERT_GE(row, 0) << "no row names /dev/sdd";
    list->tableInterface()->selectRow(row);
    ASSERT_EQ(window_->driveList()->currentDevice(), QStringLiteral("/dev/sdd"));

    ASSERT_TRUE(pressAccessible(findAccessible(root, QAccessible::PageTab, QStringLiteral("SMART"))));
    EXPECT_EQ(window_->tabs()->currentWidget(), window_->smart());
    QAccessibleInterface* table = QAccessible::queryAccessibleInterface(
        window_->smart()->findChild<QTableWidget*>(QStringLiteral("smartTable")));
    ASSERT_NE(table, nullptr);
    ASSERT_NE(table->tableInterface(), nullptr);
    EXPECT_GT(table->tableInterface()->rowCount(), 10);

    ASSERT_TRUE(pressAccessible(findAccessible(root, QAccessible::PageTab, QStringLiteral("Benchmark"))));
    gui::BenchmarkPage* page = window_->benchmark();
    ASSERT_EQ(window_->tabs()->currentWidget(), page);
    // The combo boxes and the spin box by their accessible names, set through their value interfaces.
    page->findChild<QComboBox*>(QStringLiteral("presetCombo"))
        ->setCurrentIndex(page->findChild<QComboBox*>(QStringLiteral("presetCombo"))->findData(QStringLiteral("quick")));
    QAccessibleInterface* seconds = QAccessible::queryAccessibleInterface(page->findChild<QDoubleSpinBox*>(QStringLiteral("secondsSpin")));
    ASSERT_NE(seconds, nullptr);
    ASSERT_NE(seconds->valueInterface(), nullptr);
    seconds->valueInterface()->setCurrentValue(60.0);
    EXPECT_DOUBLE_EQ(page->findChild<QDoubleSpinBox*>(QStringLiteral("secondsSpin"))->value(), 60.0);
    page->findChild<QComboBox*>(QStringLiteral("sizeCombo"))
        ->setCurrentIndex(page->findChild<QComboBox*>(QStringLiteral("sizeCombo"))->findData(QStringLiteral("64m")));

    QSignalSpy progress(loaded().backend.get(), &gui::Backend::progress);
    QSignalSpy finished(page, &gui::BenchmarkPage::runFinished);
    QAccessibleInterface* start = findAccessible(root, QAccessible::PushButton, QStringLiteral("Start"));
    ASSERT_NE(start, nullptr);
    EXPECT_EQ(start->object(), page->findChild<QObject*>(QStringLiteral("startButton")));
    ASSERT_TRUE(pressAccessible(start));
    // A button's press action is Qt's animated click: it clicks when its 100 ms animation ends.
    ASSERT_TRUE(QTest::qWaitFor([page] { return page->running(); }, 5000))
        << page->findChild<QLabel*>(QStringLiteral("benchStatus"))->text().toStdString();
    while (progress.count() == 0) ASSERT_TRUE(progress.wait(30000));
    ASSERT_TRUE(pressAccessible(findAccessible(root, QAccessible::PushButton, QStringLiteral("Stop"))));
    ASSERT_TRUE(finished.wait(30000));
    EXPECT_EQ(finished.at(0).at(0).value<gui::Reply>().code, QStringLiteral("interrupted"));
}

} // namespace
} // namespace ssd::test
