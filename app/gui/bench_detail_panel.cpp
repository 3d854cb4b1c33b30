#include "app/gui/bench_detail_panel.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <bit>
#include <map>

#include "app/gui/chart_colors.h"
#include "app/gui/format.h"
#include "app/gui/throughput_axes.h"
#include "core/bench/job.h"
#include "core/bench/replay.h"
#include "core/util/units.h"

namespace ssd::gui {

namespace {

QValueAxis* valueAxis(QChart* chart, const QString& title, double top, Qt::Alignment where) {
    auto* axis = new QValueAxis(chart);
    axis->setTitleText(title);
    axis->setLabelFormat(QStringLiteral("%.0f"));
    axis->setRange(0, std::max(1.0, top * 1.15));
    chart->addAxis(axis, where);
    return axis;
}

// x of the size sweep's chart: log2 of the transfer size, so each doubling is one step.
double sizeStep(std::uint64_t bytes) { return static_cast<double>(std::bit_width(bytes) - 1); }

QString sizeLabel(std::uint64_t bytes) { return QString::fromStdString(bench::block_size_label(bytes)); }

// The size sweep's three curves: reads, and writes of each data pattern.
enum class SweepCurve { Read, Write, WriteCompressible };

SweepCurve sweepCurveOf(const bench::JobSummary& job) {
    if (job.rw == "read") return SweepCurve::Read;
    return job.data == "compressible" ? SweepCurve::WriteCompressible : SweepCurve::Write;
}

} // namespace

BenchDetailPanel::BenchDetailPanel(QWidget* parent) : QGroupBox(parent) {
    setObjectName(QStringLiteral("benchDetailPanel"));
    auto* layout = new QVBoxLayout(this);
    summary_ = new QLabel(this);
    summary_->setObjectName(QStringLiteral("benchDetailSummary"));
    summary_->setTextFormat(Qt::PlainText);
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(summary_);
    view_ = throughputView(new QChart(), QStringLiteral("benchDetailChart"), 220, this);
    layout->addWidget(view_, 1);
}

void BenchDetailPanel::setChart(QChart* chart) {
    applyChartTheme(*chart);
    colorSeriesInOrder(*chart);
    QChart* old = view_->chart();
    view_->setChart(chart); // the view does not delete the chart it showed (its scene deletes the one it shows)
    delete old;
}

void BenchDetailPanel::clear() {
    setTitle({});
    summary_->clear();
    text_.clear();
    setChart(new QChart());
}

bool BenchDetailPanel::showDocument(const bench::BenchDocument& document) {
    clear();
    for (const auto& job : document.results) {
        if (job.replay) {
            showReplay(job, *job.replay);
            return true;
        }
        if (!job.wake_up.empty()) {
            showWakeUp(job);
            return true;
        }
    }
    if (document.preset == bench::Preset::SizeSweep && !document.results.empty()) {
        showSizeSweep(document.results);
        return true;
    }
    return false;
}

void BenchDetailPanel::showReplay(const bench::JobSummary& job, const bench::ReplaySummary& replay) {
    setTitle(tr("Replay of %1").arg(QString::fromStdString(replay.trace)));
    const auto speed = bench::kReplaySpeeds.parse(replay.speed);
    const QString summary =
        tr("%1: %2 requests, %3. The drive was busy %4 s of %5 s: average data rate %6 MB/s, %7 IOPS.")
            .arg(speed ? fromView(bench::kReplaySpeeds.label(*speed)) : QString::fromStdString(replay.speed))
            .arg(countText(replay.requests), sizeText(replay.bytes), decimalText(replay.busy_seconds, 3),
                 decimalText(replay.elapsed_seconds, 3), decimalText(replay.data_rate_mb_per_s, 1),
                 decimalText(job.iops, 0));
    summary_->setText(summary);
    QStringList lines{title() + QStringLiteral(" (") + summary + QLatin1Char(')')};

    auto* chart = new QChart();
    chart->setTitle(tr("Latency by direction and size"));
    auto* series = new QBarSeries(chart);
    const std::pair<QString, double bench::LatencySummary::*> percentiles[] = {
        {tr("p50"), &bench::LatencySummary::p50},
        {tr("p99"), &bench::LatencySummary::p99},
        {tr("p99.9"), &bench::LatencySummary::p999},
        {tr("p99.99"), &bench::LatencySummary::p9999}};
    QStringList categories;
    double top = 0.0;
    for (const auto& [name, member] : percentiles) {
        auto* set = new QBarSet(name, series);
        for (const auto& size : replay.classes) {
            *set << size.latency_us.*member;
            top = std::max(top, size.latency_us.*member);
        }
        series->append(set);
    }
    for (const auto& size : replay.classes) {
        const QString label = QString::fromStdString(size.rw) + QLatin1Char(' ') + sizeLabel(size.size_class_bytes);
        categories << label;
        lines << tr("  %1: %2 requests, latency p50 %3 us, p99 %4 us, p99.9 %5 us, p99.99 %6 us")
                     .arg(label, countText(size.requests), decimalText(size.latency_us.p50, 1),
                          decimalText(size.latency_us.p99, 1), decimalText(size.latency_us.p999, 1),
                          decimalText(size.latency_us.p9999, 1));
    }
    chart->addSeries(series);
    auto* axisX = new QBarCategoryAxis(chart);
    axisX->append(categories);
    chart->addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    series->attachAxis(valueAxis(chart, tr("µs"), top, Qt::AlignLeft));
    setChart(chart);
    text_ = lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void BenchDetailPanel::showSizeSweep(const std::vector<bench::JobSummary>& jobs) {
    setTitle(tr("Throughput by transfer size"));
    const std::map<SweepCurve, QString> names{{SweepCurve::Read, tr("read")},
                                              {SweepCurve::Write, tr("write")},
                                              {SweepCurve::WriteCompressible, tr("write, compressible data")}};
    auto* chart = new QChart();
    std::map<SweepCurve, QLineSeries*> curves;
    std::map<std::uint64_t, std::map<SweepCurve, double>> bySize;
    double top = 0.0;
    for (const auto& job : jobs) {
        if (job.block_size == 0) continue;
        const SweepCurve curve = sweepCurveOf(job);
        QLineSeries*& series = curves[curve];
        if (series == nullptr) {
            series = new QLineSeries(chart);
            series->setName(names.at(curve));
            series->setPointsVisible(true);
        }
        series->append(sizeStep(job.block_size), job.mb_per_s);
        bySize[job.block_size][curve] = job.mb_per_s;
        top = std::max(top, job.mb_per_s);
    }
    auto* axisX = new QCategoryAxis(chart);
    axisX->setTitleText(tr("transfer size (queue depth 4)"));
    axisX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    QStringList lines{title() + QLatin1Char(':')};
    for (const auto& [size, rates] : bySize) {
        axisX->append(sizeLabel(size), sizeStep(size));
        QStringList cells;
        for (const auto& [curve, rate] : rates) cells << tr("%1 %2 MB/s").arg(names.at(curve), decimalText(rate, 1));
        lines << QStringLiteral("  %1: %2").arg(sizeLabel(size), cells.join(QStringLiteral(", ")));
    }
    if (!bySize.empty()) {
        axisX->setRange(sizeStep(bySize.begin()->first), sizeStep(bySize.rbegin()->first));
    }
    chart->addAxis(axisX, Qt::AlignBottom);
    QValueAxis* axisY = valueAxis(chart, tr("MB/s"), top, Qt::AlignLeft);
    for (auto& [curve, series] : curves) {
        chart->addSeries(series);
        series->attachAxis(axisX);
        series->attachAxis(axisY);
    }
    summary_->setText(tr("%1 sizes from %2 to %3; each size read and written in the same 2 GiB area.")
                          .arg(bySize.size())
                          .arg(bySize.empty() ? QString() : sizeLabel(bySize.begin()->first),
                               bySize.empty() ? QString() : sizeLabel(bySize.rbegin()->first)));
    setChart(chart);
    text_ = lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void BenchDetailPanel::showWakeUp(const bench::JobSummary& job) {
    setTitle(tr("Latency after idle periods"));
    auto* chart = new QChart();
    auto* first = new QLineSeries(chart);
    first->setName(tr("first request after the idle period"));
    auto* awake = new QLineSeries(chart);
    awake->setName(tr("the request right after it"));
    QStringList lines{title() + tr(" (medians):")};
    double top = 0.0;
    double worst = 0.0;
    for (const auto& point : job.wake_up) {
        first->append(point.idle_seconds, point.first_median_us);
        awake->append(point.idle_seconds, point.awake_median_us);
        top = std::max({top, point.first_median_us, point.awake_median_us});
        worst = std::max(worst, point.wake_up_us);
        lines << tr("  after %1 s idle: first request %2 us, the next %3 us, waking up took %4 us")
                     .arg(decimalText(point.idle_seconds, 2), decimalText(point.first_median_us, 1),
                          decimalText(point.awake_median_us, 1), decimalText(point.wake_up_us, 1));
    }
    for (QLineSeries* series : {first, awake}) {
        series->setPointsVisible(true);
        chart->addSeries(series);
    }
    auto* axisX = new QLogValueAxis(chart);
    axisX->setTitleText(tr("idle seconds"));
    axisX->setBase(10.0);
    axisX->setLabelFormat(QStringLiteral("%g"));
    axisX->setRange(0.05, 20.0);
    chart->addAxis(axisX, Qt::AlignBottom);
    QValueAxis* axisY = valueAxis(chart, tr("µs"), top, Qt::AlignLeft);
    for (QLineSeries* series : {first, awake}) {
        series->attachAxis(axisX);
        series->attachAxis(axisY);
    }
    summary_->setText(tr("A 4 KiB random read after each idle period, and one right after it; the difference is "
                         "the drive waking up (at most %1 us here).")
                          .arg(decimalText(worst, 1)));
    setChart(chart);
    text_ = lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace ssd::gui
