// ssd-toolbox: the desktop app. Runs as the user; privileged work goes to one
// `ssdtool serve` helper started through pkexec (HelperBackend).
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

#include "app/gui/helper_backend.h"
#include "app/gui/main_window.h"

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
    options.process(app);
    ssd::gui::HelperBackend backend;
    ssd::gui::MainWindow window(backend);
    window.show();
    window.start();
    return QApplication::exec();
}
