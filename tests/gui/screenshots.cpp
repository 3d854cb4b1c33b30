// Renders every tab of the real window (on the fake back end, with a real
// short benchmark) into PNG files: scripts/screenshots.sh → docs/screenshots/.
//   ssd_gui_screenshots OUTPUT_DIR
#include <QApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QSystemTrayIcon>
#include <QVBoxLayout>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QWizard>

#include <cstdio>

#include "app/gui/alerts_page.h"
#include "app/gui/benchmark_page.h"
#include "app/gui/drive_list_widget.h"
#include "app/gui/drive_wizards.h"
#include "app/gui/history_page.h"
#include "app/gui/language.h"
#include "app/gui/main_window.h"
#include "app/gui/selftest_page.h"
#include "app/gui/tools_page.h"
#include "app/gui/tray_app.h"
#include "alert_fixture.h"
#include "dark_palette.h"
#include "fake_backend.h"
#include "fixture_paths.h"
#include "history_fixture.h"

namespace {

using ssd::gui::MainWindow;

bool save(QWidget* widget, const QString& file) {
    QApplication::processEvents();
    const bool ok = widget->grab().save(file);
    std::printf("%s %s\n", ok ? "wrote" : "FAILED", qPrintable(file));
    return ok;
}

bool waitLoaded(MainWindow& window) {
    QSignalSpy checks(&window.store(), &ssd::gui::DriveStore::checksChanged);
    window.start();
    while (!window.store().checksLoaded() || window.store().busy()) {
        if (!checks.wait(20000)) return false;
    }
    return true;
}

bool runBench(ssd::gui::BenchmarkPage* page, const QString& dir, const QString& preset, const QString& size, double seconds) {
    page->setTargetDirectory(dir);
    auto* presetCombo = page->findChild<QComboBox*>(QStringLiteral("presetCombo"));
    presetCombo->setCurrentIndex(presetCombo->findData(preset));
    auto* sizeCombo = page->findChild<QComboBox*>(QStringLiteral("sizeCombo"));
    sizeCombo->setCurrentIndex(sizeCombo->findData(size));
    page->findChild<QDoubleSpinBox*>(QStringLiteral("secondsSpin"))->setValue(seconds);
    QSignalSpy finished(page, &ssd::gui::BenchmarkPage::runFinished);
    page->start();
    if (!finished.wait(300000)) return false;
    return finished.at(0).at(0).value<ssd::gui::Reply>().ok;
}

// The Overview tab of /dev/sdc in a new window, in `locale`'s language.
bool overviewIn(QApplication& app, const QLocale& locale, const QString& file) {
    ssd::gui::applyLanguage(app, locale);
    ssd::test::FakeBackend backend;
    MainWindow window(backend);
    window.resize(1180, 760);
    window.show();
    if (!waitLoaded(window)) return false;
    window.driveList()->selectDevice(QStringLiteral("/dev/sdc"));
    window.tabs()->setCurrentIndex(0);
    return save(&window, file);
}

} // namespace

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setApplicationVersion(QStringLiteral("0.1.0"));
    ssd::gui::applyLanguage(app, QLocale(QLocale::English, QLocale::UnitedStates));
    if (argc != 2) {
        std::fprintf(stderr, "usage: %s OUTPUT_DIR\n", argv[0]);
        return 1;
    }
    QString why;
    if (!ssd::test::FakeBackend::fixturesPresent(&why)) {
        std::fprintf(stderr, "%s\n", qPrintable(why));
        return 2;
    }
    const QDir out(QString::fromLocal8Bit(argv[1]));
    QDir().mkpath(out.path());
    bool ok = true;

    ssd::test::FakeBackend backend;
    MainWindow window(backend);
    window.resize(1180, 760);
    window.show();
    if (!waitLoaded(window)) return 3;
    QTabWidget* tabs = window.tabs();

    window.driveList()->selectDevice(QStringLiteral("/dev/sdc"));
    tabs->setCurrentIndex(0);
    ok &= save(&window, out.filePath(QStringLiteral("overview.png")));
    window.driveList()->selectDevice(QStringLiteral("/dev/sdd"));
    tabs->setCurrentIndex(1);
    ok &= save(&window, out.filePath(QStringLiteral("smart.png")));
    window.driveList()->selectDevice(QStringLiteral("/dev/sda"));
    tabs->setCurrentIndex(2);
    ok &= save(&window, out.filePath(QStringLiteral("checks.png")));

    QTemporaryDir dir(QStringLiteral("/var/tmp/ssd-screenshot-bench-XXXXXX"));
    window.driveList()->selectDevice(QStringLiteral("/dev/sdc"));
    tabs->setCurrentIndex(3);
    if (dir.isValid() && runBench(window.benchmark(), dir.path(), QStringLiteral("quick"), QStringLiteral("256m"), 1.0)) {
        ok &= save(&window, out.filePath(QStringLiteral("benchmark.png")));
    } else {
        std::fprintf(stderr, "the quick benchmark did not run\n");
        ok = false;
    }
    if (dir.isValid() && runBench(window.benchmark(), dir.path(), QStringLiteral("read-scan"), QStringLiteral("1g"), 0.0)) {
        ok &= save(&window, out.filePath(QStringLiteral("benchmark-read-scan.png")));
    } else {
        std::fprintf(stderr, "the read-scan benchmark did not run\n");
        ok = false;
    }

    tabs->setCurrentIndex(4);
    ok &= save(&window, out.filePath(QStringLiteral("tools.png")));
    if (auto* wizard = window.tools()->openEraseWizard()) {
        QSignalSpy probe(wizard, &ssd::gui::DriveActionWizard::probeFinished);
        probe.wait(5000);
        QSignalSpy dryRun(wizard, &ssd::gui::DriveActionWizard::dryRunFinished);
        wizard->next();
        dryRun.wait(5000);
        wizard->next();
        wizard->findChild<QLineEdit*>(QStringLiteral("serialEdit"))->setText(QStringLiteral("50026B77560145C"));
        ok &= save(wizard, out.filePath(QStringLiteral("erase-wizard.png")));
        wizard->close();
    }

    // History: a synthetic 90-day history of /dev/sdc's real capture (history_fixture.h),
    // shown as of noon UTC on its last day; the tab reads it as it would a database file.
    {
        constexpr std::int64_t now = ssd::test::kHistoryNow;
        ssd::gui::HistoryPage* page = window.history();
        page->setClock([] { return now; });
        page->setOpener(ssd::test::memoryOpener(ssd::test::syntheticHistory(ssd::test::kHistoryCapture, 90, now)));
        QTemporaryDir historyDir;
        const QString file = historyDir.filePath(QStringLiteral("customer-history.sqlite"));
        QFile touched(file);
        ok &= historyDir.isValid() && touched.open(QIODevice::WriteOnly);
        touched.close();
        window.driveList()->selectDevice(QStringLiteral("/dev/sdc"));
        page->openDatabase(file.toStdString());
        page->setInterval(ssd::gui::HistoryPage::Interval::All);
        window.resize(1440, 1000);
        tabs->setCurrentWidget(page);
        ok &= save(&window, out.filePath(QStringLiteral("history.png")));
        window.resize(1180, 760);
    }

    // Alerts and the tray: SYNTHETIC alerts in every state on three real
    // captures' drives (alert_fixture.h), as of the same noon.
    {
        constexpr std::int64_t now = ssd::test::kHistoryNow;
        ssd::test::AlertWorld world = ssd::test::syntheticAlertWorld(now);
        QTemporaryDir alertsDir;
        const QString file = alertsDir.filePath(QStringLiteral("history.sqlite"));
        QFile touched(file);
        ok &= alertsDir.isValid() && touched.open(QIODevice::WriteOnly);
        touched.close();
        ssd::gui::AlertsPage* page = window.alerts();
        page->setClock([] { return now; });
        page->setOpener(ssd::test::sharedAlertOpener(world.alerts));
        tabs->setCurrentWidget(page);
        page->openDatabase(file.toStdString());
        page->showDevice(QStringLiteral("/dev/sdd"));
        page->findChild<QLineEdit*>(QStringLiteral("ackNoteEdit"))->setText(QStringLiteral("new SATA cable ordered"));
        window.resize(1440, 760);
        ok &= save(&window, out.filePath(QStringLiteral("alerts.png")));
        window.resize(1180, 760);

        // The tray has no window: its icon, tooltip and menu side by side.
        QSettings settings(alertsDir.filePath(QStringLiteral("tray.ini")), QSettings::IniFormat);
        ssd::gui::TrayApp tray({file.toStdString(), ssd::test::memoryOpener(world.history),
                                ssd::test::sharedAlertOpener(world.alerts), [] { return now; }},
                               settings);
        tray.poll();
        QWidget sheet;
        sheet.setObjectName(QStringLiteral("traySheet"));
        auto* row = new QHBoxLayout(&sheet);
        auto* icon = new QLabel(&sheet);
        icon->setPixmap(tray.icon()->icon().pixmap(48, 48));
        icon->setAlignment(Qt::AlignTop);
        auto* column = new QVBoxLayout();
        auto* tip = new QLabel(tray.toolTip(), &sheet);
        tip->setStyleSheet(QStringLiteral("background: #ffffe1; border: 1px solid #888; padding: 4px;"));
        tray.menu()->adjustSize();
        auto* menu = new QLabel(&sheet);
        menu->setPixmap(tray.menu()->grab());
        column->addWidget(tip);
        column->addWidget(menu);
        column->addStretch(1);
        row->addWidget(icon);
        row->addLayout(column, 1);
        sheet.show();
        sheet.adjustSize();
        ok &= save(&sheet, out.filePath(QStringLiteral("tray.png")));
    }

    // Self-test: a real failing log (the Hitachi HDS721050DLE630 capture in
    // tests/fixtures/selftest: extended tests that found read failures, short
    // tests since) as one more drive, in a window of its own so the other
    // screenshots keep the usual drives.
    {
        ssd::test::FakeBackend withFailing;
        withFailing.addDrive({"/dev/sde",
                              ssd::test::project_fixture("selftest/scrutiny-smart-fail2_hitachi-HDS721050DLE630.json"),
                              false});
        MainWindow selfTestWindow(withFailing);
        selfTestWindow.resize(1180, 760);
        selfTestWindow.show();
        if (!waitLoaded(selfTestWindow)) return 3;
        selfTestWindow.driveList()->selectDevice(QStringLiteral("/dev/sde"));
        QSignalSpy answered(selfTestWindow.selfTest(), &ssd::gui::SelfTestPage::answered);
        selfTestWindow.tabs()->setCurrentWidget(selfTestWindow.selfTest());
        ok &= answered.wait(5000);
        ok &= save(&selfTestWindow, out.filePath(QStringLiteral("selftest.png")));
    }

    ssd::test::FakeBackend unprivileged;
    unprivileged.setPrivilege(ssd::gui::Privilege::Unprivileged,
                              QStringLiteral("Authorization was refused. Without administrator rights the drive list "
                                             "and the checks that need no root are shown; SMART health, the remaining "
                                             "checks and every drive action need authorization."));
    MainWindow limited(unprivileged);
    limited.resize(1180, 760);
    limited.show();
    if (!waitLoaded(limited)) return 3;
    limited.driveList()->selectDevice(QStringLiteral("/dev/sdc"));
    ok &= save(&limited, out.filePath(QStringLiteral("without-root.png")));

    // The overview in German and in Japanese (Settings > Language, or the system's language),
    // and in a dark desktop palette: each a window built after the change, as at a start.
    ok &= overviewIn(app, QLocale(QStringLiteral("de")), out.filePath(QStringLiteral("overview-de.png")));
    ok &= overviewIn(app, QLocale(QStringLiteral("ja")), out.filePath(QStringLiteral("overview-ja.png")));
    QApplication::setStyle(QStringLiteral("Fusion"));
    QApplication::setPalette(ssd::test::darkPalette());
    ok &= overviewIn(app, QLocale(QLocale::English, QLocale::UnitedStates), out.filePath(QStringLiteral("overview-dark.png")));
    return ok ? 0 : 4;
}
