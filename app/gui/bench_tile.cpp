#include "app/gui/bench_tile.h"

#include <QLabel>
#include <QPainter>
#include <QStyleOption>
#include <QVBoxLayout>

#include "app/gui/format.h"

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
    layout->addWidget(mb_);
    layout->addWidget(iops_);
    clear();
}

void BenchTile::clear() {
    hasResult_ = false;
    live_ = false;
    mb_->setText(QStringLiteral("—"));
    iops_->setText(tr("MB/s · IOPS"));
    setToolTip(jobName_);
    update();
}

void BenchTile::setLive(double mbPerS, double iops) {
    live_ = true;
    mb_->setText(decimalText(mbPerS, mbPerS < 100 ? 2 : 1));
    iops_->setText(tr("MB/s · %1 IOPS (running)").arg(decimalText(iops, 0)));
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
    setToolTip(tr("<b>%1</b><br>%2 MB/s, %3 IOPS<br>Latency (µs): mean %4, median %5, 99 %% %6, 99.9 %% %7, max %8")
                   .arg(jobName_, decimalText(mb, 1), decimalText(result.iops, 0), us(latency.mean), us(latency.p50),
                        us(latency.p99), us(latency.p999), us(latency.max))
                   .replace(QStringLiteral("%%"), QStringLiteral("%")));
    update();
}

QString BenchTile::mbText() const { return mb_->text(); }
QString BenchTile::iopsText() const { return iops_->text(); }

void BenchTile::paintEvent(QPaintEvent* event) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor fill = hasResult_ ? QColor(0xe3, 0xf1, 0xe4) : (live_ ? QColor(0xfd, 0xf6, 0xe3) : QColor(0xf2, 0xf2, 0xf2));
    painter.setPen(QColor(0xb8, 0xc4, 0xb9));
    painter.setBrush(fill);
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 6, 6);
    QWidget::paintEvent(event);
}

} // namespace ssd::gui
