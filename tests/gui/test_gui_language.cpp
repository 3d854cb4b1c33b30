// The GUI in the user's language (issue 37): the shipped translations load for their locales,
// plural forms follow each language's rules, numbers follow the locale while units stay exact,
// and Settings > Language stores the choice. Each case returns the application to the tests'
// American English (test_gui_main.cpp) when it ends.
#include <gtest/gtest.h>

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStatusBar>

#include "app/gui/format.h"
#include "app/gui/language.h"
#include "gui_test_support.h"

namespace {

using ssd::gui::applyLanguage;

// Switches the application's language for one case and back to the tests' English after it.
class LanguageTest : public ::testing::Test {
protected:
    void TearDown() override { applyLanguage(*qApp, QLocale(QLocale::English, QLocale::UnitedStates)); }

    static QString menuWord() { return QCoreApplication::translate("ssd::gui::MainWindow", "&File"); }
    static QString drives(int n) { return QCoreApplication::translate("ssd::gui::TrayApp", "%n drive(s)", nullptr, n); }
};

TEST_F(LanguageTest, EveryShippedLanguageLoadsForItsLocaleAndTranslates) {
    for (const ssd::gui::ShippedLanguage& language : ssd::gui::shippedLanguages()) {
        const QString code = QString::fromLatin1(language.code);
        SCOPED_TRACE(code.toStdString());
        EXPECT_EQ(applyLanguage(*qApp, QLocale(code)), code);
        if (code == QLatin1String("en")) {
            EXPECT_EQ(menuWord(), QStringLiteral("&File"));
        } else {
            EXPECT_NE(menuWord(), QStringLiteral("&File")) << "the File menu is not translated";
            EXPECT_TRUE(menuWord().contains(QLatin1Char('&'))) << "the File menu lost its accelerator";
        }
    }
}

TEST_F(LanguageTest, ARegionalLocaleGetsItsLanguageAndAnUnshippedOneEnglish) {
    EXPECT_EQ(applyLanguage(*qApp, QLocale(QStringLiteral("de_AT"))), QStringLiteral("de"));
    EXPECT_EQ(applyLanguage(*qApp, QLocale(QStringLiteral("pt_BR"))), QStringLiteral("pt_BR"));
    EXPECT_EQ(applyLanguage(*qApp, QLocale(QStringLiteral("it_IT"))), QStringLiteral("en"));
    EXPECT_EQ(menuWord(), QStringLiteral("&File"));
    // The Italian user still gets Italian numbers: the locale is theirs, only the words are not.
    EXPECT_EQ(ssd::gui::decimalText(1.5, 1), QStringLiteral("1,5"));
}

TEST_F(LanguageTest, EnglishPluralsCountOneAndMany) {
    EXPECT_EQ(drives(1), QStringLiteral("1 drive"));
    EXPECT_EQ(drives(3), QStringLiteral("3 drives"));
    EXPECT_EQ(ssd::gui::hoursText(35825), QStringLiteral("35,825 h (4 years, 32 days)"));
    EXPECT_EQ(ssd::gui::hoursText(9000), QStringLiteral("9,000 h (1 year, 10 days)"));
}

TEST_F(LanguageTest, RussianHasThreePluralFormsAndJapaneseOne) {
    applyLanguage(*qApp, QLocale(QStringLiteral("ru")));
    const QString one = drives(1);
    const QString few = drives(3);
    const QString many = drives(5);
    EXPECT_TRUE(one.startsWith(QStringLiteral("1 "))) << one.toStdString();
    EXPECT_NE(one.mid(2), few.mid(2)) << one.toStdString() << " / " << few.toStdString();
    EXPECT_NE(few.mid(2), many.mid(2)) << few.toStdString() << " / " << many.toStdString();
    EXPECT_EQ(drives(21).mid(3), one.mid(2)) << "21 takes the form of 1 in Russian";
    EXPECT_EQ(drives(22).mid(3), few.mid(2)) << "22 takes the form of 3";
    applyLanguage(*qApp, QLocale(QStringLiteral("ja")));
    EXPECT_EQ(drives(1).mid(1), drives(5).mid(1)) << "Japanese has one form";
    EXPECT_FALSE(drives(5).contains(QStringLiteral("(s)")));
}

TEST_F(LanguageTest, NumbersFollowTheLocaleAndUnitsStayExact) {
    applyLanguage(*qApp, QLocale(QStringLiteral("de")));
    // 240,057,409,536 bytes: the decimal and the binary size, each with its exact unit.
    EXPECT_EQ(ssd::gui::sizeText(240057409536), QStringLiteral("240,1 GB (223,6 GiB)"));
    EXPECT_EQ(ssd::gui::countText(35825), QStringLiteral("35.825"));
    EXPECT_EQ(ssd::gui::decimalText(1234.567, 2), QStringLiteral("1234,57")) << "decimals are not grouped";
    EXPECT_TRUE(ssd::gui::hoursText(35825).startsWith(QStringLiteral("35.825 h")));
    applyLanguage(*qApp, QLocale(QStringLiteral("fr")));
    EXPECT_EQ(ssd::gui::sizeText(240057409536), QStringLiteral("240,1 GB (223,6 GiB)"));
    applyLanguage(*qApp, QLocale(QStringLiteral("ja")));
    EXPECT_EQ(ssd::gui::sizeText(240057409536), QStringLiteral("240.1 GB (223.6 GiB)"));
    applyLanguage(*qApp, QLocale(QLocale::English, QLocale::UnitedStates));
    EXPECT_EQ(ssd::gui::sizeText(240057409536), QStringLiteral("240.1 GB (223.6 GiB)"));
    EXPECT_EQ(ssd::gui::sizeText(512), QStringLiteral("512 bytes"));
}

TEST_F(LanguageTest, QtsOwnButtonsFollowTheLanguage) {
    applyLanguage(*qApp, QLocale(QStringLiteral("de")));
    // Debian's qt6-translations-l10n (scripts/setup.sh); the Windows package carries the same files.
    const QString cancel = QCoreApplication::translate("QPlatformTheme", "Cancel");
    if (cancel == QLatin1String("Cancel")) GTEST_SKIP() << "Qt's own German translation (qtbase_de.qm) is not installed";
    EXPECT_EQ(cancel, QStringLiteral("Abbrechen"));
}

TEST(LanguageChoice, StoredOnlyForAShippedLanguageAndClearedForTheSystems) {
    QSettings settings(QString::fromLatin1(ssd::gui::kSettingsOrganization), QStringLiteral("language-choice-test"));
    ssd::gui::setChosenLanguage(settings, QStringLiteral("ko"));
    EXPECT_EQ(ssd::gui::chosenLanguage(settings), QStringLiteral("ko"));
    ssd::gui::setChosenLanguage(settings, QStringLiteral("xx"));
    EXPECT_EQ(ssd::gui::chosenLanguage(settings), QString()) << "an unknown language is the system's";
    settings.setValue(QStringLiteral("language"), QStringLiteral("../../etc"));
    EXPECT_EQ(ssd::gui::chosenLanguage(settings), QString()) << "a stored value is checked when read";
    EXPECT_EQ(ssd::gui::localeFor(QStringLiteral("ja")).language(), QLocale::Japanese);
    settings.clear();
}

using LanguageMenu = ssd::test::LoadedWindowTest;

TEST_F(LanguageMenu, ChoosingALanguageStoresItAndSaysWhenItApplies) {
    auto* window = loaded().window.get();
    auto* german = window->findChild<QAction*>(QStringLiteral("language_de"));
    auto* system = window->findChild<QAction*>(QStringLiteral("language_system"));
    ASSERT_NE(german, nullptr);
    ASSERT_NE(system, nullptr);
    EXPECT_EQ(german->text(), QStringLiteral("Deutsch")) << "each language by its own name";
    german->trigger();
    QSettings settings(QString::fromLatin1(ssd::gui::kSettingsOrganization),
                       QString::fromLatin1(ssd::gui::kGuiSettingsName));
    EXPECT_EQ(ssd::gui::chosenLanguage(settings), QStringLiteral("de"));
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(QStringLiteral("starts again")));
    EXPECT_TRUE(german->isChecked());
    system->trigger();
    settings.sync();
    EXPECT_EQ(ssd::gui::chosenLanguage(settings), QString());
    EXPECT_FALSE(settings.contains(QStringLiteral("language")));
}

} // namespace
