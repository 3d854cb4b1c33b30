#include "app/gui/language.h"

#include <array>

#include <QCoreApplication>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace ssd::gui {
namespace {

constexpr std::array<ShippedLanguage, 9> kLanguages{{
    {"en", "English"},
    {"de", "Deutsch"},
    {"fr", "Français"},
    {"es", "Español"},
    {"pt_BR", "Português (Brasil)"},
    {"ru", "Русский"},
    {"ja", "日本語"},
    {"zh_CN", "简体中文"},
    {"ko", "한국어"},
}};

const QString kLanguageKey = QStringLiteral("language");
// The translators this module installed carry this name, so a second call replaces them.
const QString kTranslatorName = QStringLiteral("ssd-toolbox-translator");

// Qt's own translations (qtbase_de.qm: "Cancel", "Close", the file dialog): beside the program
// in a Windows installation, else where this Qt keeps them (Debian: qt6-translations-l10n).
QStringList qtTranslationFolders() {
    return {QCoreApplication::applicationDirPath() + QStringLiteral("/translations"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)};
}

void install(QCoreApplication& app, QTranslator* translator) {
    translator->setObjectName(kTranslatorName);
    QCoreApplication::installTranslator(translator);
    translator->setParent(&app);
}

} // namespace

std::span<const ShippedLanguage> shippedLanguages() { return kLanguages; }

bool isShippedLanguage(const QString& code) {
    for (const ShippedLanguage& language : kLanguages) {
        if (code == QLatin1String(language.code)) return true;
    }
    return false;
}

QString chosenLanguage(const QSettings& settings) {
    const QString code = settings.value(kLanguageKey).toString();
    return isShippedLanguage(code) ? code : QString();
}

void setChosenLanguage(QSettings& settings, const QString& code) {
    if (code.isEmpty() || !isShippedLanguage(code)) {
        settings.remove(kLanguageKey);
    } else {
        settings.setValue(kLanguageKey, code);
    }
}

QLocale localeFor(const QString& choice) {
    if (!choice.isEmpty()) return QLocale(choice);
    const QLocale system = QLocale::system();
    if (system.language() == QLocale::C) return QLocale(QLocale::English, QLocale::UnitedStates);
    return system;
}

QString applyLanguage(QCoreApplication& app, const QLocale& locale) {
    for (QTranslator* old : app.findChildren<QTranslator*>(kTranslatorName, Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }
    QLocale::setDefault(locale);
    auto* own = new QTranslator;
    // uiLanguages() in order ("de-AT", "de"): the closest shipped file wins; none is English.
    if (!own->load(locale, QStringLiteral("ssd-toolbox"), QStringLiteral("_"), QStringLiteral(":/i18n")) &&
        !own->load(QStringLiteral(":/i18n/ssd-toolbox_en"))) {
        delete own;
        return QStringLiteral("en");
    }
    install(app, own);
    // ":/i18n/ssd-toolbox_pt_BR.qm" → "pt_BR" (the file's language attribute may name a country).
    const QString file = QFileInfo(own->filePath()).completeBaseName();
    const QString inUse = file.mid(file.indexOf(QLatin1Char('_')) + 1);
    if (inUse != QLatin1String("en")) {
        for (const QString& folder : qtTranslationFolders()) {
            auto* qt = new QTranslator;
            if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"), folder)) {
                install(app, qt);
                break;
            }
            delete qt;
        }
    }
    return inUse;
}

} // namespace ssd::gui
