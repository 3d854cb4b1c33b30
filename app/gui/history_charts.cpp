#include "app/gui/history_charts.h"

#include <algorithm>
#include <limits>
#include <optional>
#include <vector>

#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QGridLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QTimeZone>
#include <QValueAxis>
#include <QVBoxLayout>

#include "app/gui/chart_colors.h"
#include "app/gui/history_summary.h"
#include "core/util/time_text.h"

namespace ssd::gui {

namespace {

using history::IntervalFacts;
using history::PeriodFacts;

struct Point {
    std::int64_t time = 0;  // Unix seconds
    std::optional<double> value;
};

// Each series' colour by what it shows (chart_colors.h: readable on the palette's chart theme).
constexpr ChartColor kHostColor = ChartColor::Blue;
constexpr ChartColor kNandColor = ChartColor::Orange;
constexpr ChartColor kWaColor = ChartColor::Purple;
constexpr ChartColor kMinColor = ChartColor::Teal;
constexpr ChartColor kMaxColor = ChartColor::Orange;
constexpr ChartColor kLimitColor = ChartColor::Red;
constexpr ChartColor kWearColor = ChartColor::Green;

qreal msecs(std::int64_t seconds) { return static_cast<qreal>(seconds) * 1000.0; }

// One unit for an axis: bytes as GB (10^9), as ssdtool writes sizes.
std::optional<double> gigabytes(const std::optional<std::uint64_t>& bytes) {
    if (!bytes) return std::nullopt;
    return static_cast<double>(*bytes) / 1e9;
}

std::optional<double> asDouble(const std::optional<int>& value) {
    if (!value) return std::nullopt;
    return *value;
}

QChartView* makeView(const QString& title, const char* name, QWidget* parent) {
    auto* chart = new QChart();
    applyChartTheme(*chart);
    chart->setTitle(title);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    auto* view = new QChartView(chart, parent);
    view->setObjectName(QString::fromLatin1(name));
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(250);
    return view;
}

struct Axes {
    QDateTimeAxis* x = nullptr;
    QValueAxis* y = nullptr;
};

// Empties the chart and gives it a time axis over [from, to] and a value axis.
Axes resetChart(QChart* chart, std::int64_t from, std::int64_t to, const QString& yTitle) {
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
    Axes axes{new QDateTimeAxis(chart), new QValueAxis(chart)};
    const std::int64_t span = to - from;
    axes.x->setFormat(span > 3 * 365 * ssd::kSecondsPerDay ? QStringLiteral("yyyy")
                      : span > 300 * ssd::kSecondsPerDay   ? QStringLiteral("MMM yy")
                                                               : QStringLiteral("MMM d"));
    axes.x->setTickCount(span > 3 * 365 * ssd::kSecondsPerDay ? 5 : 6);
    axes.x->setRange(QDateTime::fromSecsSinceEpoch(from, QTimeZone::utc()),
                     QDateTime::fromSecsSinceEpoch(std::max(to, from + 3600), QTimeZone::utc()));
    axes.y->setTitleText(yTitle);
    axes.y->setLabelFormat(QStringLiteral("%.4g"));
    chart->addAxis(axes.x, Qt::AlignBottom);
    chart->addAxis(axes.y, Qt::AlignLeft);
    return axes;
}

QLineSeries* addSeries(QChart* chart, const Axes& axes, const QString& name, const QPen& pen, bool inLegend) {
    auto* series = new QLineSeries(chart);
    series->setName(name);
    series->setPen(pen);
    series->setMarkerSize(6);
    chart->addSeries(series);
    series->attachAxis(axes.x);
    series->attachAxis(axes.y);
    if (!inLegend) {
        for (QLegendMarker* marker : chart->legend()->markers(series)) marker->setVisible(false);
    }
    return series;
}

// Each stretch of known values as its own series: unknown stays a gap.
void addStretches(QChart* chart, const Axes& axes, const QString& name, ChartColor color,
                  const std::vector<Point>& points) {
    QPen pen(chartColor(color));
    pen.setWidthF(2.0);
    // Markers where points are few (weeks, a short interval) and on a lone point, which has no line.
    const bool few = points.size() <= 45;
    std::vector<QLineSeries*> stretches;
    QLineSeries* current = nullptr;
    bool first = true;
    for (const Point& point : points) {
        if (!point.value) {
            current = nullptr;
            continue;
        }
        if (current == nullptr) {
            current = addSeries(chart, axes, name, pen, first);
            stretches.push_back(current);
            first = false;
        }
        current->append(msecs(point.time), *point.value);
    }
    for (QLineSeries* stretch : stretches) stretch->setPointsVisible(few || stretch->count() == 1);
}

// The value axis from the known values (and `extra`), with a little room.
void fitValues(QValueAxis* axis, const std::vector<std::vector<Point>>& lines, std::optional<double> floor,
               std::optional<double> ceiling) {
    double low = std::numeric_limits<double>::max();
    double high = std::numeric_limits<double>::lowest();
    for (const auto& line : lines) {
        for (const Point& point : line) {
            if (!point.value) continue;
            low = std::min(low, *point.value);
            high = std::max(high, *point.value);
        }
    }
    if (low > high) {
        low = 0;
        high = 1;
    }
    const double room = std::max((high - low) * 0.1, 0.5);
    axis->setRange(floor ? *floor : low - room, ceiling ? std::max(*ceiling, high) : high + room);
    axis->applyNiceNumbers();
}

template <typename Get>
std::vector<Point> periodPoints(const std::vector<PeriodFacts>& periods, Get get) {
    std::vector<Point> points;
    points.reserve(periods.size());
    for (const PeriodFacts& period : periods) points.push_back({period.start, get(period)});
    return points;
}

std::int64_t rangeStart(const IntervalFacts& facts) {
    if (facts.range.since) return *facts.range.since;
    return facts.first_sample.value_or(facts.drive.first_time);
}

std::int64_t rangeEnd(const IntervalFacts& facts) {
    if (facts.range.until) return *facts.range.until;
    return facts.last_sample.value_or(facts.drive.last_time);
}

} // namespace

HistoryCharts::HistoryCharts(QWidget* parent) : QWidget(parent) {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    writes_ = makeView(tr("Written per day"), "writesChart", this);
    wa_ = makeView(tr("Write amplification per week"), "waChart", this);
    temperature_ = makeView(tr("Temperature per day"), "temperatureChart", this);
    wear_ = makeView(tr("Life used"), "wearChart", this);
    grid->addWidget(writes_, 0, 0);
    grid->addWidget(wa_, 0, 1);
    grid->addWidget(temperature_, 1, 0);
    projection_ = new QLabel(this);
    projection_->setObjectName(QStringLiteral("wearProjection"));
    projection_->setWordWrap(true);
    projection_->setAlignment(Qt::AlignHCenter);
    auto* wearBox = new QWidget(this);
    auto* wearLayout = new QVBoxLayout(wearBox);
    wearLayout->setContentsMargins(0, 0, 0, 0);
    wearLayout->setSpacing(2);
    wearLayout->addWidget(wear_, 1);
    wearLayout->addWidget(projection_);
    grid->addWidget(wearBox, 1, 1);
}

void HistoryCharts::clear() {
    projection_->clear();
    for (QChartView* view : {writes_, wa_, temperature_, wear_}) {
        view->chart()->removeAllSeries();
        for (QAbstractAxis* axis : view->chart()->axes()) {
            view->chart()->removeAxis(axis);
            delete axis;
        }
    }
}

void HistoryCharts::showFacts(const IntervalFacts& facts) {
    drawWrites(facts);
    drawWa(facts);
    drawTemperature(facts);
    drawWear(facts);
}

void HistoryCharts::drawWrites(const IntervalFacts& facts) {
    const Axes axes = resetChart(writes_->chart(), rangeStart(facts), rangeEnd(facts), tr("GB"));
    const auto host = periodPoints(facts.days, [](const PeriodFacts& d) { return gigabytes(d.host_bytes); });
    const auto nand = periodPoints(facts.days, [](const PeriodFacts& d) { return gigabytes(d.nand_bytes); });
    addStretches(writes_->chart(), axes, tr("Host"), kHostColor, host);
    addStretches(writes_->chart(), axes, tr("NAND"), kNandColor, nand);
    fitValues(axes.y, {host, nand}, 0.0, std::nullopt);
}

void HistoryCharts::drawWa(const IntervalFacts& facts) {
    const Axes axes = resetChart(wa_->chart(), rangeStart(facts), rangeEnd(facts), tr("NAND / host"));
    const auto wa = periodPoints(facts.weeks, [](const PeriodFacts& w) { return w.write_amplification; });
    addStretches(wa_->chart(), axes, tr("WA"), kWaColor, wa);
    fitValues(axes.y, {wa}, 0.0, std::nullopt);
}

void HistoryCharts::drawTemperature(const IntervalFacts& facts) {
    const std::int64_t from = rangeStart(facts);
    const std::int64_t to = rangeEnd(facts);
    const Axes axes = resetChart(temperature_->chart(), from, to, tr("°C"));
    const auto low = periodPoints(facts.days, [](const PeriodFacts& d) { return asDouble(d.temperature_min_c); });
    const auto high = periodPoints(facts.days, [](const PeriodFacts& d) { return asDouble(d.temperature_max_c); });
    addStretches(temperature_->chart(), axes, tr("Min"), kMinColor, low);
    addStretches(temperature_->chart(), axes, tr("Max"), kMaxColor, high);
    std::vector<Point> limit;
    if (const auto threshold = facts.temperature.warning_threshold_c) {
        limit = {{from, double(*threshold)}, {to, double(*threshold)}};
        QPen pen(chartColor(kLimitColor));
        pen.setStyle(Qt::DashLine);
        pen.setWidthF(1.5);
        QLineSeries* line = addSeries(temperature_->chart(), axes, tr("Warning threshold"), pen, true);
        line->setPointsVisible(false);
        for (const Point& point : limit) line->append(msecs(point.time), *point.value);
    }
    fitValues(axes.y, {low, high, limit}, std::nullopt, std::nullopt);
}

void HistoryCharts::drawWear(const IntervalFacts& facts) {
    const history::EnduranceFacts& e = facts.endurance;
    const bool projected = e.gap == history::ProjectionGap::None && e.projected_end && e.percent_used &&
                           facts.last_sample;
    const std::int64_t from = rangeStart(facts);
    const std::int64_t to = projected ? std::max(rangeEnd(facts), *e.projected_end) : rangeEnd(facts);
    const Axes axes = resetChart(wear_->chart(), from, to, tr("% used"));
    const auto used = periodPoints(facts.days, [](const PeriodFacts& d) { return asDouble(d.percent_used); });
    addStretches(wear_->chart(), axes, tr("Life used"), kWearColor, used);
    if (projected) {
        QPen pen(chartColor(kWearColor));
        pen.setStyle(Qt::DashLine);
        pen.setWidthF(2.0);
        QLineSeries* line = addSeries(wear_->chart(), axes, tr("Projection"), pen, true);
        line->append(msecs(*facts.last_sample), *e.percent_used);
        line->append(msecs(*e.projected_end), 100.0);
    }
    fitValues(axes.y, {used}, 0.0, projected ? std::optional<double>(100.0) : std::nullopt);
    projection_->setText(projectionSentence(e));
}

int seriesPointCount(const QChart* chart, const QString& name) {
    int points = 0;
    for (QAbstractSeries* series : chart->series()) {
        if (series->name() != name) continue;
        if (auto* xy = qobject_cast<QXYSeries*>(series)) points += static_cast<int>(xy->count());
    }
    return points;
}

} // namespace ssd::gui
