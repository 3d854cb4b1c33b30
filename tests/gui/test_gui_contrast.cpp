// Readable in light and dark palettes (issue 37): WCAG 2 contrast ratios, computed from the
// relative luminance of sRGB colours, of every colour the GUI chooses for words and graphics:
// at least 4.5:1 for text (verdicts, severities, secondary words, the white on a verdict badge),
// at least 3:1 for the charts' series on their theme's background. The light palette is Fusion's
// standard one, the dark one a dark desktop theme's (dark_palette.h).
#include <gtest/gtest.h>

#include <QApplication>
#include <QBrush>
#include <QChart>
#include <QStyle>
#include <QStyleFactory>

#include <cmath>
#include <memory>

#include "app/gui/chart_colors.h"
#include "app/gui/format.h"
#include "dark_palette.h"

namespace ssd::test {
namespace {

double channel(double value) {
    value /= 255.0;
    return value <= 0.04045 ? value / 12.92 : std::pow((value + 0.055) / 1.055, 2.4);
}

double luminance(const QColor& color) {
    return 0.2126 * channel(color.red()) + 0.7152 * channel(color.green()) + 0.0722 * channel(color.blue());
}

double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

constexpr double kText = 4.5;
constexpr double kGraphics = 3.0;

QPalette lightPalette() {
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    return fusion->standardPalette();
}

struct Named {
    const char* name;
    QPalette palette;
};

// A brush's colours: its colour, or each stop of its gradient (a chart theme's background is one).
QList<QColor> brushColors(const QBrush& brush) {
    if (brush.gradient() == nullptr) return {brush.color()};
    QList<QColor> colors;
    for (const QGradientStop& stop : brush.gradient()->stops()) colors << stop.second;
    return colors;
}

std::vector<Named> palettes() { return {{"light", lightPalette()}, {"dark", darkPalette()}}; }

TEST(GuiContrast, TheFormulaGivesWcagsKnownRatios) {
    EXPECT_NEAR(contrast(Qt::black, Qt::white), 21.0, 1e-9);
    EXPECT_NEAR(contrast(QColor(0x77, 0x77, 0x77), Qt::white), 4.48, 0.01);  // the classic just-fails grey
    EXPECT_TRUE(ssd::gui::isDarkPalette(darkPalette()));
    EXPECT_FALSE(ssd::gui::isDarkPalette(lightPalette()));
}

TEST(GuiContrast, VerdictAndSeverityWordsAreReadableOnTheWindowAndInLists) {
    for (const Named& p : palettes()) {
        for (const QColor background : {p.palette.color(QPalette::Window), p.palette.color(QPalette::Base)}) {
            for (const char* verdict : {"good", "warning", "failing", "unknown"}) {
                const QColor text = ssd::gui::verdictTextColor(QString::fromLatin1(verdict), p.palette);
                EXPECT_GE(contrast(text, background), kText) << p.name << " " << verdict << " " << text.name().toStdString()
                                                             << " on " << background.name().toStdString();
            }
            for (const char* severity : {"info", "warning", "critical"}) {
                const QColor text = ssd::gui::severityTextColor(QString::fromLatin1(severity), p.palette);
                EXPECT_GE(contrast(text, background), kText) << p.name << " " << severity;
            }
            EXPECT_GE(contrast(ssd::gui::mutedTextColor(p.palette), background), kText) << p.name << " secondary words";
        }
    }
}

TEST(GuiContrast, WhiteIsReadableOnEveryBadge) {
    for (const char* verdict : {"good", "warning", "failing", "unknown"}) {
        EXPECT_GE(contrast(Qt::white, ssd::gui::verdictColor(QString::fromLatin1(verdict))), kText) << verdict;
    }
    for (const char* severity : {"info", "warning", "critical"}) {
        EXPECT_GE(contrast(Qt::white, ssd::gui::severityColor(QString::fromLatin1(severity))), kText) << severity;
    }
}

TEST(GuiContrast, ChartSeriesStandOutFromTheirThemesBackground) {
    for (const Named& p : palettes()) {
        QApplication::setPalette(p.palette);
        QChart chart;
        ssd::gui::applyChartTheme(chart);
        for (const QColor& background : brushColors(chart.backgroundBrush())) {
            EXPECT_EQ(ssd::gui::isDarkPalette(p.palette), luminance(background) < 0.2)
                << p.name << " theme on " << background.name().toStdString();
            for (int i = 0; i < ssd::gui::kChartColorCount; ++i) {
                const QColor series = ssd::gui::chartColor(static_cast<ssd::gui::ChartColor>(i), p.palette);
                EXPECT_GE(contrast(series, background), kGraphics) << p.name << " colour " << i << " "
                                                                   << series.name().toStdString() << " on "
                                                                   << background.name().toStdString();
            }
        }
    }
    QApplication::setPalette(QPalette());
}

} // namespace
} // namespace ssd::test
