// The GUI's language: the system's unless the user chose one (Settings > Language), the
// translators loaded for it (this app's, from the .qm files embedded under :/i18n, and Qt's own
// for its standard buttons and dialogs), and the locale numbers and dates follow.
// The CLI and every JSON document stay English and locale-independent: scripts read them.
#pragma once

#include <span>

#include <QLocale>
#include <QString>

class QCoreApplication;
class QSettings;

namespace ssd::gui {

// The GUI's own settings (the language): ~/.config/ssd-toolbox/gui.conf, or
// HKEY_CURRENT_USER\Software\ssd-toolbox\gui on Windows.
inline constexpr const char* kSettingsOrganization = "ssd-toolbox";
inline constexpr const char* kGuiSettingsName = "gui";

struct ShippedLanguage {
    const char* code;        // "pt_BR": the .qm files' suffix and what settings store
    const char* nativeName;  // "Português (Brasil)": how the menu names it, in that language
};

// English first, then the translations shipped (app/gui/translations/).
std::span<const ShippedLanguage> shippedLanguages();

bool isShippedLanguage(const QString& code);

// The stored choice: a shipped language's code, or empty for the system's language.
QString chosenLanguage(const QSettings& settings);
void setChosenLanguage(QSettings& settings, const QString& code);

// The locale the GUI uses for a choice: the chosen language's, or the system's. A system
// without a language (the C or POSIX locale) reads as American English.
QLocale localeFor(const QString& choice);

// Makes `locale` the default (numbers, dates) and installs the translators for its language on
// `app` (they live as long as it). Returns the shipped language in use ("en" when none matches).
QString applyLanguage(QCoreApplication& app, const QLocale& locale);

} // namespace ssd::gui
