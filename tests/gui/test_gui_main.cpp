// GoogleTest main for the GUI tests: one QApplication, on the offscreen
// platform unless QT_QPA_PLATFORM chooses another (xcb under Xvfb, say), in American English
// whatever the machine's locale (the tests read the GUI's English words and numbers; the
// language tests switch and switch back), with settings in a folder of the run's own.
#include <gtest/gtest.h>

#include <QApplication>
#include <QTemporaryDir>

#include "app/gui/language.h"

int main(int argc, char** argv) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    // Settings > Language writes its choice: never into the user's own configuration.
    QTemporaryDir settings;
    if (settings.isValid()) qputenv("XDG_CONFIG_HOME", settings.path().toLocal8Bit());
    QApplication app(argc, argv);
    ssd::gui::applyLanguage(app, QLocale(QLocale::English, QLocale::UnitedStates));
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
