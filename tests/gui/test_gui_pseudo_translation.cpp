// Longer languages fit (issue 37): with a pseudo-translation that makes every message about
// 40 % longer (tests/tools/pseudo-translation.py, built with the tests), no label, button or
// group title on any tab is cut off, and the window still fits a 1366 × 768 laptop screen.
// The same cases run at 150 % and 200 % scale (QT_SCALE_FACTOR, ctest gui.pseudo_translation_scaled_*).
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QApplication>
#include <QGroupBox>
#include <QLabel>
#include <QTabWidget>
#include <QTranslator>

#include <optional>

#include "app/gui/benchmark_page.h"
#include "bench_page_test.h"
#include <QLineEdit>
#include "gui_test_support.h"

namespace ssd::test {
namespace {

// Room for rounding: a widget given one pixel less than it asks for still shows its words.
constexpr int kSlackPixels = 1;

std::optional<QString> clipping(QWidget* widget) {
    const auto report = [widget](const QString& text, int needs, int has) {
        return QStringLiteral("%1 \"%2\" (%3): needs %4 px, has %5")
            .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName(), text.left(60))
            .arg(needs)
            .arg(has);
    };
    if (auto* label = qobject_cast<QLabel*>(widget)) {
        if (label->text().isEmpty()) return std::nullopt;
        if (label->wordWrap()) {
            const int needs = label->heightForWidth(label->width());
            if (label->height() + kSlackPixels < needs) return report(label->text(), needs, label->height());
        } else if (label->width() + kSlackPixels < label->sizeHint().width()) {
            return report(label->text(), label->sizeHint().width(), label->width());
        }
    } else if (auto* button = qobject_cast<QAbstractButton*>(widget)) {
        if (!button->text().isEmpty() && button->width() + kSlackPixels < button->sizeHint().width()) {
            return report(button->text(), button->sizeHint().width(), button->width());
        }
    } else if (auto* group = qobject_cast<QGroupBox*>(widget)) {
        if (!group->title().isEmpty() && group->width() + kSlackPixels < group->minimumSizeHint().width()) {
            return report(group->title(), group->minimumSizeHint().width(), group->width());
        }
    }
    return std::nullopt;
}

class GuiPseudoTranslation : public ::testing::Test {
protected:
    void SetUp() override {
        SSD_REQUIRE_GUI_FIXTURES();
        ASSERT_TRUE(pseudo_.load(QStringLiteral(SSD_PSEUDO_QM))) << SSD_PSEUDO_QM;
        // Installed last, so asked first: before the tests' English.
        QCoreApplication::installTranslator(&pseudo_);
        loaded_ = std::make_unique<LoadedWindow>();
        ASSERT_TRUE(loaded_->load());
    }

    void TearDown() override {
        loaded_.reset();
        QCoreApplication::removeTranslator(&pseudo_);
    }

    // /dev/sdc selected and the Benchmark page with a result in its tiles and panels, as after a
    // run on the drive (the fake helper answers a recorded replay; the serial number confirms).
    void showBenchmarkResult() {
        ASSERT_TRUE(loaded_->select(QStringLiteral("/dev/sdc")));
        gui::BenchmarkPage* page = loaded_->window->benchmark();
        const DriveInfo* drive = loaded_->window->store().drive(QStringLiteral("/dev/sdc"));
        ASSERT_TRUE(drive != nullptr && drive->serial);
        const QString serial = QString::fromStdString(*drive->serial);
        page->setTokenPrompt([serial](QWidget*, const DriveInfo&) { return serial; });
        loaded_->backend->setActionReply(QStringLiteral("bench"), gui::Reply::success(recordedBench("replay-documents-folder.json")));
        auto* target = page->findChild<QComboBox*>(QStringLiteral("targetCombo"));
        target->setCurrentIndex(target->findData(QStringLiteral("/dev/sdc")));
        auto* preset = page->findChild<QComboBox*>(QStringLiteral("presetCombo"));
        preset->setCurrentIndex(preset->findData(QStringLiteral("replay")));
        page->findChild<QLineEdit*>(QStringLiteral("traceFileEdit"))
            ->setText(QString::fromStdString((project_fixture("../../resources/traces") / "documents-and-database-ext4.trace")
                                                 .lexically_normal()
                                                 .string()));
        QSignalSpy finished(page, &gui::BenchmarkPage::runFinished);
        page->start();
        ASSERT_TRUE(finished.wait(10000));
        ASSERT_TRUE(finished.at(0).at(0).value<gui::Reply>().ok);
    }

    // Every clipped widget of the shown tab, one line each.
    QStringList clippedOnTab(int index) {
        QTabWidget* tabs = loaded_->window->tabs();
        tabs->setCurrentIndex(index);
        QApplication::processEvents();
        QStringList found;
        for (QWidget* widget : tabs->widget(index)->findChildren<QWidget*>()) {
            if (!widget->isVisible()) continue;
            if (const auto problem = clipping(widget)) found << tabs->tabText(index) + QStringLiteral(": ") + *problem;
        }
        return found;
    }

    QTranslator pseudo_;
    std::unique_ptr<LoadedWindow> loaded_;
};

TEST_F(GuiPseudoTranslation, TheTranslationIsLoadedAndLonger) {
    const QString file = QCoreApplication::translate("ssd::gui::MainWindow", "&File");
    EXPECT_TRUE(file.startsWith(QLatin1Char('['))) << file.toStdString();
    EXPECT_GE(file.size(), 7) << "about 40 % longer than \"&File\", and bracketed";
    EXPECT_TRUE(loaded_->window->tabs()->tabText(0).startsWith(QLatin1Char('[')));
}

TEST_F(GuiPseudoTranslation, NothingIsCutOffOnAnyTab) {
    ASSERT_NO_FATAL_FAILURE(showBenchmarkResult());
    QTabWidget* tabs = loaded_->window->tabs();
    QStringList clipped;
    for (int index = 0; index < tabs->count(); ++index) clipped << clippedOnTab(index);
    EXPECT_TRUE(clipped.isEmpty()) << clipped.join(QLatin1Char('\n')).toStdString();
}

// Not under Wine (tests/gui/CMakeLists.txt): its offscreen fonts lay every page out far wider
// than a Windows or Linux desktop does (the Tools page 1,358 px against 575 here).
TEST_F(GuiPseudoTranslation, TheWindowFitsALaptopScreen) {
    ASSERT_NO_FATAL_FAILURE(showBenchmarkResult());
    QTabWidget* tabs = loaded_->window->tabs();
    for (int index = 0; index < tabs->count(); ++index) {  // each page shown once, laid out
        tabs->setCurrentIndex(index);
        QApplication::processEvents();
    }
    const QSize least = loaded_->window->minimumSizeHint();
    QStringList pages;  // which page asks for the room, when one asks too much
    for (int index = 0; index < tabs->count(); ++index) {
        const QSize pageLeast = tabs->widget(index)->minimumSizeHint();
        pages << QStringLiteral("%1 %2 × %3").arg(tabs->tabText(index)).arg(pageLeast.width()).arg(pageLeast.height());
    }
    EXPECT_LE(least.width(), 1366) << "the window cannot be narrower than " << least.width() << " px; "
                                   << pages.join(QStringLiteral(", ")).toStdString();
    EXPECT_LE(least.height(), 768) << "the window cannot be lower than " << least.height() << " px; "
                                   << pages.join(QStringLiteral(", ")).toStdString();
}

} // namespace
} // namespace ssd::test
