#include "app/gui/bench_tile.h"

#include <algorithm>

#include <QLabel>
#include <QPainter>
#include <QStyleOption>
#include <QVBoxLayout>

#include "app/gui/format.h"
#include "core/bench/bench_comparison.h"
#include "core/util/time_text.h"

namespace ssd::gui {

BenchTile::BenchTile(QString jobName, QWidget* parent) : QWidget(parent), jobName_(std::move(jobName)) {
    setObjectName(QStringLiteral("tile:") + jobName_);
    setMinimumSize(150, 74);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->setSpacing(0);
    mb_ = new QLabel(this);
    mb_->setObjectName(QStringLiteral("mb"));
    mb_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QFont big = mb_->font();
    big.setPointSizeF(big.pointSizeF() * 1.9);
    big.setBold(true);
    mb_->setFont(big);
    iops_ = new QLabel(this);
    iops_->setObjectName(QStringLiteral("iops"));
    iops_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    last_ = new QLabel(this);
    last_->setObjectName(QStringLiteral("last"));
    last_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QFont small = last_->font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    last_->setFont(small);
    last_->setStyleSheet(textColorStyle(mutedTextColor()));
    layout->addWidget(mb_);
    layout->addWidget(iops_);
    layout->addWidget(last_);
    clear();
    clearPrevious();
}

void BenchTile::clear() {
    hasResult_ = false;
    live_ = false;
    mb_->setText(QStringLiteral("—"));
    iops_->setText(tr("MB/s · IOPS"));
    setToolTip(jobName_);
    describe();
    update();
}

void BenchTile::setLive(double mbPerS, double iops) {
    live_ = true;
    mb_->setText(decimalText(mbPerS, mbPerS < 100 ? 2 : 1));
    iops_->setText(tr("MB/s · %1 IOPS (running)").arg(decimalText(iops, 0)));
    describe();
    update();
}

void BenchTile::setResult(const bench::JobSummary& result) {
    hasResult_ = true;
    live_ = false;
    const double mb = result.mb_per_s;
    mb_->setText(decimalText(mb, mb < 100 ? 2 : 1));
    iops_->setText(tr("MB/s · %1 IOPS").arg(decimalText(result.iops, 0)));
    const auto& latency = result.latency_us;
    auto us = [](double value) { return decimalText(value, 1); };
    // 99.99 % is 0 in runs saved before it was measured: shown as a dash.
    const QString p9999 = latency.p9999 > 0.0 ? us(latency.p9999) : QStringLiteral("–");
    setToolTip(tr("<b>%1</b><br>%2 MB/s, %3 IOPS<br>Latency (µs): mean %4, median %5, 99 %% %6, 99.9 %% %7, "
                  "99.99 %% %8, max %9")
                   .arg(jobName_, decimalText(mb, 1), decimalText(result.iops, 0), us(latency.mean), us(latency.p50),
                        us(latency.p99), us(latency.p999), p9999, us(latency.max))
                   .replace(QStringLiteral("%%"), QStringLiteral("%")));
    // The wake-up test has no data rate: its figure is the longest wake-up, the details in the tooltip.
    if (!result.wake_up.empty()) {
        double longest = 0.0;
        for (const auto& point : result.wake_up) longest = std::max(longest, point.wake_up_us);
        mb_->setText(decimalText(longest, 1));
        iops_->setText(tr("µs waking up, the most after any idle period"));
        QString points;
        for (const auto& point : result.wake_up) {
            points += tr("<br>after %1 s idle: %2 µs (awake %3 µs)")
                          .arg(decimalText(point.idle_seconds, 2), us(point.first_median_us), us(point.awake_median_us));
        }
        setToolTip(toolTip() + tr("<br><b>First request after idle</b>") + points);
    }
    describe();
    update();
}

void BenchTile::setPrevious(const bench::JobSummary& previous, std::int64_t time, std::optional<double> mbRatio) {
    const double mb = previous.mb_per_s;
    QString text = tr("last: %1 MB/s").arg(decimalText(mb, mb < 100 ? 2 : 1));
    if (mbRatio) text += QStringLiteral(" (%1)").arg(QString::fromStdString(bench::change_text(mbRatio)));
    last_->setText(text);
    last_->setToolTip(tr("The drive's last run of this test, %1: %2 MB/s, %3 IOPS, latency p99 %4 µs")
                          .arg(QString::fromStdString(ssd::iso_utc(time)), decimalText(mb, 1),
                               decimalText(previous.iops, 0), decimalText(previous.latency_us.p99, 1)));
    last_->show();
    describe();
}

void BenchTile::clearPrevious() {
    last_->clear();
    last_->setToolTip({});
    last_->hide();
    describe();
}

void BenchTile::describe() {
    // What a screen reader says for the tile: its test by name, then the figures it shows.
    setAccessibleName(jobName_);
    QString figures = mb_->text() + QLatin1Char(' ') + iops_->text();
    if (!last_->isHidden() && !last_->text().isEmpty()) figures += QStringLiteral("; ") + last_->text();
    setAccessibleDescription(figures);
}

QString BenchTile::lastText() const { return last_->text(); }

QString BenchTile::mbText() const { return mb_->text(); }
QString BenchTile::iopsText() const { return iops_->text(); }

void BenchTile::paintEvent(QPaintEvent* event) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    // Tinted like the palette: a pale fill under dark text, a deep one under a dark palette's
    // light text (the tile's words are drawn in the palette's text colour).
    const bool dark = isDarkPalette(palette());
    const QColor fill = hasResult_ ? QColor(dark ? 0x1f3a24u : 0xe3f1e4u)
                                   : (live_ ? QColor(dark ? 0x3d3417u : 0xfdf6e3u) : QColor(dark ? 0x303030u : 0xf2f2f2u));
    painter.setPen(QColor(dark ? 0x4a5a4cu : 0xb8c4b9u));
    painter.setBrush(fill);
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
    QWidget::paintEvent(event);
}

} // namespace ssd::gui
