#include "app/gui/replay_chooser.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>

#include "app/gui/format.h"
#include "core/requests/request_fields.h"

namespace ssd::gui {

ReplayChooser::ReplayChooser(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("replayChooser"));
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    file_ = new QLineEdit(this);
    file_->setObjectName(QStringLiteral("traceFileEdit"));
    file_->setPlaceholderText(tr("a trace recorded with `ssdtool trace record`"));
    file_->setAccessibleName(tr("Trace file"));
    choose_ = new QPushButton(tr("Choose trace…"), this);
    choose_->setObjectName(QStringLiteral("chooseTraceButton"));
    speed_ = new QComboBox(this);
    speed_->setObjectName(QStringLiteral("replaySpeedCombo"));
    speed_->setAccessibleName(tr("Replay speed"));
    for (const auto& speed : bench::kReplaySpeeds) speed_->addItem(fromView(speed.label), fromView(speed.wire));
    speed_->setToolTip(tr("At the recorded times: the drive gets the recorded idle time between requests, as the "
                          "recorded day had it. As fast as possible: each request as soon as the recorded queue "
                          "depth allows."));
    row->addWidget(file_, 1);
    row->addWidget(choose_);
    row->addWidget(speed_);
    connect(choose_, &QPushButton::clicked, this, [this] {
        const QString start = file().isEmpty() ? shippedTracesFolder() : QFileInfo(file()).absolutePath();
        const QString chosen =
            QFileDialog::getOpenFileName(this, tr("Replay which trace?"), start, tr("Traces (*.trace);;All files (*)"));
        if (!chosen.isEmpty()) setFile(chosen);
    });
}

QString ReplayChooser::file() const { return file_->text().trimmed(); }

void ReplayChooser::setFile(const QString& file) { file_->setText(file); }

bench::ReplaySpeed ReplayChooser::speed() const {
    return bench::kReplaySpeeds.parse(speed_->currentData().toString().toStdString())
        .value_or(bench::ReplaySpeed::AsRecorded);
}

QString ReplayChooser::shippedTracesFolder() {
    const QString beside = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("traces"));
    if (QDir(beside).exists()) return beside;
    const QString shared = QStandardPaths::locate(QStandardPaths::GenericDataLocation,
                                                  QStringLiteral("ssd-toolbox/traces"), QStandardPaths::LocateDirectory);
    return shared.isEmpty() ? QDir::homePath() : shared;
}

ReplayChooser::TraceText ReplayChooser::traceText(const QString& file) {
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly)) return {std::nullopt, tr("%1 cannot be read: %2").arg(file, in.errorString())};
    if (in.size() > static_cast<qint64>(requests::fields::kMaxTraceBytes)) {
        return {std::nullopt,
                tr("%1 is %2, more than the %3 the helper is sent; replay it in a folder, or on the raw drive with "
                   "`sudo ssdtool bench DEVICE --replay FILE`")
                    .arg(file, sizeText(static_cast<std::uint64_t>(in.size())),
                         sizeText(requests::fields::kMaxTraceBytes))};
    }
    return {in.readAll().toStdString(), {}};
}

} // namespace ssd::gui
