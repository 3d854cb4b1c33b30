// ssd-toolbox: the desktop app. Runs as the user; privileged work goes to one
// `ssdtool serve` helper started through pkexec (HelperBackend).
#include <QApplication>
#include <QIcon>

#include "app/gui/helper_backend.h"
#include "app/gui/main_window.h"

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("SSD Toolbox"));
    QApplication::setApplicationVersion(QStringLiteral(SSD_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("ssd-toolbox"));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("ssd-toolbox")));
    ssd::gui::HelperBackend backend;
    ssd::gui::MainWindow window(backend);
    window.show();
    window.start();
    return QApplication::exec();
}
