#include "app/gui/bench_snapshot.h"

#include <QLabel>
#include <QPainter>
#include <QVBoxLayout>

#include "app/gui/bench_findings.h"
#include "app/gui/format.h"
#include "core/bench/engine_text.h"
#include "core/bench/sustained_report.h"

namespace ssd::gui {

namespace {

QString hidden(QString line, const std::optional<std::string>& serial) {
    if (serial && !serial->empty()) line.replace(QString::fromStdString(*serial), QObject::tr("(serial hidden)"));
    return line;
}

QLabel* pictureLabel(const QPixmap& picture, QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setPixmap(picture.width() > BenchSnapshot::kWidth - 24
                         ? picture.scaledToWidth(BenchSnapshot::kWidth - 24, Qt::SmoothTransformation)
                         : picture);
    label->setAlignment(Qt::AlignHCenter);
    return label;
}

} // namespace

QStringList snapshotLines(const SnapshotContent& content) {
    const bench::BenchDocument& doc = content.document;
    QStringList lines;
    if (content.drive) {
        const DriveInfo& drive = *content.drive;
        QString line = QObject::tr("Drive: %1").arg(optionalText(drive.model, QObject::tr("unknown model")));
        if (drive.serial) {
            line += content.showSerial ? QObject::tr(", serial %1").arg(QString::fromStdString(*drive.serial))
                                       : QObject::tr(", serial number hidden");
        }
        lines << line;
    }
    lines << QObject::tr("Target: %1 (%2)")
                 .arg(QString::fromStdString(doc.target),
                      doc.kind == bench::TargetKind::BlockDevice ? QObject::tr("the raw drive") : QObject::tr("a test file in a folder"));
    lines << QObject::tr("Preset %1, %2 data, test area %3, engine %4")
                 .arg(doc.preset ? fromView(bench::preset_name(*doc.preset)) : QStringLiteral("—"),
                      doc.data ? fromView(bench::data_pattern_name(*doc.data)) : QStringLiteral("—"), sizeText(doc.span_bytes),
                      QString::fromStdString(bench::engine_text(doc)));
    if (content.finished.isValid()) {
        lines << QObject::tr("Finished %1").arg(content.finished.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'")));
    }
    for (const auto& note : doc.notes) lines << QObject::tr("Note: %1").arg(QString::fromStdString(note));
    if (const QString label = layerLabel(doc); !label.isEmpty()) lines << label;
    for (const QString& warning : warningLines(doc)) lines << QObject::tr("Warning %1").arg(warning);
    // The verdict without the 5-second table: the picture has the panel's chart.
    if (doc.sustained) lines << QString::fromStdString(bench::sustained_to_text(*doc.sustained, {})).trimmed();
    lines << steadyStateLines(doc) << deviceRequestLines(doc);
    lines << conditionsSummary(doc) << writeAmplificationLine(doc);
    if (!content.showSerial && content.drive) {
        for (QString& line : lines) line = hidden(line, content.drive->serial);
    }
    return lines;
}

BenchSnapshot::BenchSnapshot(const SnapshotContent& content, QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("benchSnapshot"));
    setAttribute(Qt::WA_DontShowOnScreen); // drawn into an image, never shown
    setAutoFillBackground(true);
    QPalette palette = this->palette();
    palette.setColor(QPalette::Window, Qt::white);
    palette.setColor(QPalette::WindowText, Qt::black);
    setPalette(palette);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(12, 12, 12, 12);
    auto* title = new QLabel(tr("<b>SSD Toolbox benchmark</b>"), this);
    layout->addWidget(title);
    texts_ << tr("SSD Toolbox benchmark");
    for (const QString& line : snapshotLines(content)) {
        auto* label = new QLabel(line, this);
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        layout->addWidget(label);
        texts_ << line;
    }
    if (!content.tiles.isNull()) layout->addWidget(pictureLabel(content.tiles, this));
    if (!content.chart.isNull()) layout->addWidget(pictureLabel(content.chart, this));
    if (!content.sustained.isNull()) layout->addWidget(pictureLabel(content.sustained, this));
    if (!content.detail.isNull()) layout->addWidget(pictureLabel(content.detail, this));
    setFixedWidth(kWidth);
}

QImage BenchSnapshot::image() {
    show(); // not on screen (WA_DontShowOnScreen): lays the labels out
    layout()->activate();
    const int height = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(kWidth) : sizeHint().height();
    resize(kWidth, height);
    QImage image(size(), QImage::Format_RGB32);
    image.fill(Qt::white);
    render(&image);
    hide();
    return image;
}

} // namespace ssd::gui
