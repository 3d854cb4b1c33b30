#include "app/gui/chart_colors.h"

#include <array>

#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QGuiApplication>
#include <QPalette>
#include <QPen>
#include <QXYSeries>

#include "app/gui/format.h"

namespace ssd::gui {
namespace {

// onLight on ChartThemeLight's white, onDark on ChartThemeDark's slate.
constexpr std::array<PaletteShades, kChartColorCount> kShades{{
    {0x1f5fa8, 0x6cb4ff},  // Blue
    {0xb35900, 0xffa94d},  // Orange
    {0x6a3d9a, 0xc39bff},  // Purple
    {0x2b7a3d, 0x6fd08c},  // Green
    {0xb3261e, 0xff8a80},  // Red
    {0x00796b, 0x4fd1c5},  // Teal
}};

} // namespace

QColor chartColor(ChartColor color, const QPalette& palette) {
    return kShades[static_cast<std::size_t>(color)].on(palette);
}

QColor chartColor(ChartColor color) { return chartColor(color, QGuiApplication::palette()); }

void applyChartTheme(QChart& chart) {
    chart.setTheme(isDarkPalette(QGuiApplication::palette()) ? QChart::ChartThemeDark : QChart::ChartThemeLight);
}

void colorSeriesInOrder(QChart& chart) {
    int next = 0;
    const auto take = [&next] { return chartColor(static_cast<ChartColor>(next++ % kChartColorCount)); };
    for (QAbstractSeries* series : chart.series()) {
        if (auto* line = qobject_cast<QXYSeries*>(series)) {
            QPen pen = line->pen();
            pen.setColor(take());
            line->setPen(pen);
        } else if (auto* bars = qobject_cast<QBarSeries*>(series)) {
            for (QBarSet* set : bars->barSets()) {
                const QColor color = take();
                set->setColor(color);
                set->setBorderColor(color);
            }
        }
    }
}

} // namespace ssd::gui
