#include "app/gui/history_summary.h"

#include <QGridLayout>
#include <QLabel>
#include <QStringList>

#include "app/gui/format.h"
#include "core/util/time_text.h"

namespace ssd::gui {

namespace {

using namespace history;

QString day(std::int64_t time) { return QString::fromStdString(iso_day(time)); }
QString moment(std::int64_t time) { return QString::fromStdString(iso_utc(time)); }
QString described(const DriveKey& key) { return QString::fromStdString(describe(key)); }

QString bytesPerDay(const std::optional<double>& perDay) {
    return perDay ? HistorySummary::tr("%1 a day").arg(sizeText(static_cast<std::uint64_t>(*perDay)))
                  : QStringLiteral("—");
}

QString intervalText(const IntervalFacts& f) {
    QString text = HistorySummary::tr("%n reading(s)", nullptr, static_cast<int>(f.samples));
    if (f.first_sample && f.last_sample) text += HistorySummary::tr(", %1 to %2").arg(moment(*f.first_sample), moment(*f.last_sample));
    if (f.standby_samples > 0) {
        text += HistorySummary::tr(" (%1 in standby, not read)").arg(f.standby_samples);
    }
    return text;
}

QString writtenText(const IntervalWrites& w) {
    QString text = HistorySummary::tr("host %1, NAND %2").arg(optionalBytes(w.host_bytes), optionalBytes(w.nand_bytes));
    if (w.lower_bound) text += HistorySummary::tr(" (at least: a counter reset hides some writes)");
    for (const CounterBreakEvent& b : w.breaks) {
        text += HistorySummary::tr("\n%1 counter: %2 between %3 and %4")
                    .arg(fromView(kWriteCounterKinds.label(b.counter)), fromView(kCounterBreaks.label(b.kind)),
                         moment(b.from_time), moment(b.to_time));
    }
    return text;
}

QString waText(const IntervalWrites& w) {
    if (w.write_amplification) return HistorySummary::tr("%1 over the interval").arg(decimalText(*w.write_amplification, 2));
    return HistorySummary::tr("unknown: %1").arg(QString::fromStdString(w.unavailable_reason));
}

QString temperatureText(const TemperatureFacts& t) {
    if (!t.min_c || !t.max_c) return HistorySummary::tr("no readings");
    QString text = HistorySummary::tr("min %1 °C, average %2 °C, max %3 °C")
                       .arg(*t.min_c)
                       .arg(t.average_c ? decimalText(*t.average_c, 1) : QStringLiteral("—"))
                       .arg(*t.max_c);
    if (t.warning_threshold_c) {
        const std::int64_t minutes = t.seconds_at_or_above_threshold / 60;
        text += HistorySummary::tr("; %1 h %2 min at or above the drive's warning threshold of %3 °C")
                    .arg(minutes / 60)
                    .arg(minutes % 60)
                    .arg(*t.warning_threshold_c);
    } else {
        text += HistorySummary::tr("; the drive states no warning threshold");
    }
    return text;
}

QString lifeText(const EnduranceFacts& e) {
    QString text = e.percent_used ? HistorySummary::tr("%1 %").arg(*e.percent_used) : HistorySummary::tr("not reported");
    if (e.percent_per_year) text += HistorySummary::tr(", %1 % a year").arg(decimalText(*e.percent_per_year, 2));
    if (e.rated_endurance_used_percent && e.rated_endurance_bytes) {
        text += HistorySummary::tr("; %1 % of the rated %2 written (%3)")
                    .arg(decimalText(*e.rated_endurance_used_percent, 2), sizeText(*e.rated_endurance_bytes),
                         QString::fromStdString(e.rated_endurance_source));
    }
    return text;
}

QString changesText(const IntervalFacts& f) {
    QStringList lines;
    for (const CounterChange& c : f.counter_changes) {
        lines << HistorySummary::tr("%1: %2 → %3 between %4 and %5")
                     .arg(QString::fromStdString(c.name))
                     .arg(c.from)
                     .arg(c.to)
                     .arg(moment(c.first_change_after), moment(c.last_change_at));
    }
    for (const VerdictChange& v : f.verdict_changes) {
        lines << HistorySummary::tr("Verdict %1 → %2 at %3")
                     .arg(fromView(kVerdictLevels.label(v.from)), fromView(kVerdictLevels.label(v.to)), moment(v.time));
    }
    return lines.isEmpty() ? HistorySummary::tr("none") : lines.join(QLatin1Char('\n'));
}

QString swapsText(const std::vector<DeviceSwap>& swaps) {
    QStringList lines;
    for (const DeviceSwap& s : swaps) {
        lines << HistorySummary::tr("%1 was %2; from %3: %4")
                     .arg(QString::fromStdString(s.device), described(s.from), moment(s.time), described(s.to));
    }
    return lines.isEmpty() ? HistorySummary::tr("none") : lines.join(QLatin1Char('\n'));
}

} // namespace

QString projectionSentence(const EnduranceFacts& e) {
    if (e.gap != ProjectionGap::None || !e.projected_end) return QString::fromStdString(e.reason);
    const QString earliest = e.earliest_end ? day(*e.earliest_end) : QStringLiteral("?");
    const QString latest = e.latest_end ? day(*e.latest_end) : HistorySummary::tr("no later bound");
    return HistorySummary::tr("100 % around %1 (between %2 and %3)").arg(day(*e.projected_end), earliest, latest);
}

HistorySummary::HistorySummary(QWidget* parent) : QWidget(parent) {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setColumnStretch(1, 1);
    grid->setHorizontalSpacing(12);
    grid->setVerticalSpacing(4);
    interval_ = addRow(grid, tr("Readings:"), "historyReadings");
    written_ = addRow(grid, tr("Written:"), "historyWritten");
    wa_ = addRow(grid, tr("Write amplification:"), "historyWa");
    perDay_ = addRow(grid, tr("Per day:"), "historyPerDay");
    temperature_ = addRow(grid, tr("Temperature:"), "historyTemperature");
    life_ = addRow(grid, tr("Life used:"), "historyLife");
    projection_ = addRow(grid, tr("Projection:"), "historyProjection");
    changes_ = addRow(grid, tr("Changes:"), "historyChanges");
    swaps_ = addRow(grid, tr("Device swaps:"), "historySwaps");
}

QLabel* HistorySummary::addRow(QGridLayout* grid, const QString& label, const char* name) {
    const int row = grid->rowCount();
    auto* caption = new QLabel(label, this);
    caption->setAlignment(Qt::AlignRight | Qt::AlignTop);
    auto* value = new QLabel(this);
    value->setObjectName(QString::fromLatin1(name));
    value->setWordWrap(true);
    value->setTextInteractionFlags(Qt::TextSelectableByMouse);
    grid->addWidget(caption, row, 0);
    grid->addWidget(value, row, 1);
    return value;
}

void HistorySummary::clear() {
    for (QLabel* label : {interval_, written_, wa_, perDay_, temperature_, life_, projection_, changes_, swaps_}) {
        label->clear();
    }
}

void HistorySummary::showFacts(const IntervalFacts& facts, const std::vector<DeviceSwap>& swaps) {
    interval_->setText(intervalText(facts));
    written_->setText(writtenText(facts.writes));
    wa_->setText(waText(facts.writes));
    perDay_->setText(tr("host %1, NAND %2")
                         .arg(bytesPerDay(facts.writes.host_bytes_per_day), bytesPerDay(facts.writes.nand_bytes_per_day)));
    temperature_->setText(temperatureText(facts.temperature));
    life_->setText(lifeText(facts.endurance));
    projection_->setText(projectionSentence(facts.endurance));
    changes_->setText(changesText(facts));
    swaps_->setText(swapsText(swaps));
}

} // namespace ssd::gui
