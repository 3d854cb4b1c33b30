#include "app/gui/language_menu.h"

#include <QActionGroup>
#include <QMainWindow>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>

#include "app/gui/language.h"

namespace ssd::gui {

void addLanguageMenu(QMainWindow& window, QMenu& settingsMenu, QSettings& settings) {
    QMenu* menu = settingsMenu.addMenu(QObject::tr("&Language"));
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto* group = new QActionGroup(menu);
    const QString chosen = chosenLanguage(settings);
    const auto add = [&](const QString& code, const QString& name) {
        QAction* action = menu->addAction(name);
        action->setObjectName(QStringLiteral("language_") + (code.isEmpty() ? QStringLiteral("system") : code));
        action->setCheckable(true);
        action->setChecked(code == chosen);
        action->setData(code);
        group->addAction(action);
    };
    add(QString(), QObject::tr("The system's language"));
    menu->addSeparator();
    // Each language by its own name, so whoever reads it can find theirs.
    for (const ShippedLanguage& language : shippedLanguages()) {
        add(QString::fromLatin1(language.code), QString::fromUtf8(language.nativeName));
    }
    QObject::connect(group, &QActionGroup::triggered, &window, [&window, &settings](QAction* action) {
        setChosenLanguage(settings, action->data().toString());
        settings.sync();
        window.statusBar()->showMessage(
            QObject::tr("The language changes when SSD Toolbox starts again."), 15000);
    });
}

} // namespace ssd::gui
