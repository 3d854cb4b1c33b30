// ssd-toolbox: the desktop app. Runs as the user; privileged work goes to one
// `ssdtool serve` helper started through pkexec (HelperBackend).
// `ssd-toolbox --tray` runs the tray icon instead (tray_app.h): no window
// until one is asked for, and no helper until then either.
#include <memory>

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QSettings>
#include <QSystemTrayIcon>

#include <cstdio>

#include "app/gui/alerts_page.h"
#include "app/gui/benchmark_page.h"
#include "app/gui/helper_backend.h"
#include "app/gui/history_page.h"
#include "app/gui/history_opener.h"
#include "app/gui/language.h"
#include "app/gui/main_window.h"
#include "app/gui/tray_app.h"
#ifdef SSD_HAVE_DBUS
#include "app/gui/dbus_notifier.h"
#endif

namespace {

int runTray(const std::filesystem::path& database) {
    using namespace ssd::gui;
    // Closing the main window leaves the tray running; its menu's Quit ends it.
    QApplication::setQuitOnLastWindowClosed(false);
    if (!QSystemTrayIcon::isSystemTrayAvailable()) {
        std::fprintf(stderr, "ssd-toolbox: this desktop shows no tray icons; notifications are still raised\n");
    }
    QSettings settings(QStringLiteral("ssd-toolbox"), QStringLiteral("tray"));
    TrayApp tray({database, databaseHistoryOpener(), databaseAlertOpener(), {}}, settings);
#ifdef SSD_HAVE_DBUS
    // The freedesktop service when a server answers; else the icon's balloon stays.
    DBusNotifier dbus;
    if (dbus.serverPresent()) tray.setNotifier(&dbus);
#endif
    std::unique_ptr<HelperBackend> backend;
    std::unique_ptr<MainWindow> window;
    tray.setWindowFactory([&] {
        backend = std::make_unique<HelperBackend>();
        window = std::make_unique<MainWindow>(*backend);
        window->alerts()->openDatabase(database);
        window->start();
        return window.get();
    });
    tray.start();
    return QApplication::exec();
}

} // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("SSD Toolbox"));
    QApplication::setApplicationVersion(QStringLiteral(SSD_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("ssd-toolbox"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("ssd-toolbox")));
    // --help and --version: also what the package test runs on a fresh system
    // to prove the binary, its Qt libraries and a platform plugin load.
    QCommandLineParser options;
    options.setApplicationDescription(QStringLiteral("Health, setup checks, benchmarks and maintenance for SSDs"));
    options.addHelpOption();
    options.addVersionOption();
    const QCommandLineOption tray(QStringLiteral("tray"),
                                  QStringLiteral("Run in the system tray: the drives' worst state and hottest "
                                                 "temperature, and a notification for each new alert"));
    const QCommandLineOption database(QStringLiteral("database"),
                                      QStringLiteral("The history database the History and Alerts tabs and the tray read "
                                                     "(default: the system's)"),
                                      QStringLiteral("FILE"));
    const QCommandLineOption tab(QStringLiteral("tab"),
                                 QStringLiteral("Open on this tab: overview, smart, checks, benchmark, tools, selftest, "
                                                "history or alerts"),
                                 QStringLiteral("NAME"));
    const QCommandLineOption benchmark(QStringLiteral("benchmark"),
                                       QStringLiteral("Start the benchmark (as last set) in FOLDER at once"),
                                       QStringLiteral("FOLDER"));
    const QCommandLineOption language(QStringLiteral("language"),
                           QStringLiteral("Show the GUI in this language for this run: en, de, fr, es, pt_BR, ru, ja, "
                                          "zh_CN or ko (default: as chosen under Settings > Language, else the "
                                          "system's)"),
                           QStringLiteral("CODE"));
    options.addOption(tray);
    options.addOption(language);
    options.addOption(database);
    options.addOption(tab);
    options.addOption(benchmark);
    options.addPositionalArgument(QStringLiteral("capture"),
                                  QStringLiteral("Saved `smartctl --json` captures to show as drives (File > Open)"),
                                  QStringLiteral("[capture.json...]"));
    options.process(app);
    QSettings guiSettings(QString::fromLatin1(ssd::gui::kSettingsOrganization),
                          QString::fromLatin1(ssd::gui::kGuiSettingsName));
    const QString languageChoice =
        options.isSet(language) ? options.value(language) : ssd::gui::chosenLanguage(guiSettings);
    if (options.isSet(language) && !ssd::gui::isShippedLanguage(languageChoice)) {
        QStringList codes;
        for (const auto& shipped : ssd::gui::shippedLanguages()) codes << QString::fromLatin1(shipped.code);
        std::fprintf(stderr, "ssd-toolbox: no language '%s' (%s)\n", qPrintable(languageChoice),
                     qPrintable(codes.join(QStringLiteral(", "))));
        return 2;
    }
    ssd::gui::applyLanguage(app, ssd::gui::localeFor(languageChoice));
    const std::filesystem::path file =
        options.isSet(database) ? std::filesystem::path(options.value(database).toStdString())
                                : ssd::gui::defaultHistoryFile();
    if (options.isSet(tray)) {
        if (!ssd::gui::historyBuilt()) {
            std::fprintf(stderr, "ssd-toolbox: --tray reads the drive history, which this build does not have "
                                 "(built without SQLite)\n");
            return 2;
        }
        return runTray(file);
    }
    ssd::gui::HelperBackend backend;
    ssd::gui::MainWindow window(backend);
    if (options.isSet(database)) {
        window.history()->openDatabase(file);
        window.alerts()->openDatabase(file);
    }
    if (options.isSet(tab)) {
        QString page = options.value(tab).toLower();
        if (page == QLatin1String("selftest")) page = QStringLiteral("selfTest");
        if (!window.showTab(page + QStringLiteral("Page"))) {
            std::fprintf(stderr, "ssd-toolbox: no tab '%s' (overview, smart, checks, benchmark, tools, selftest, "
                                 "history, alerts)\n", qPrintable(options.value(tab)));
            return 2;
        }
    }
    window.show();
    window.start();
    for (const QString& capture : options.positionalArguments()) window.openCapture(capture);
    if (options.isSet(benchmark)) {
        window.showTab(QStringLiteral("benchmarkPage"));
        window.benchmark()->setTargetDirectory(options.value(benchmark));
        window.benchmark()->start();
    }
    return QApplication::exec();
}
