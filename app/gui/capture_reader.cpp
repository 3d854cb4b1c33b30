#include "app/gui/capture_reader.h"

#include "app/gui/reply_reading.h"
#include "core/report/json_reader.h"

namespace ssd::gui {

CaptureReader::CaptureReader(QString file, QString drive, QObject* parent)
    : QObject(parent), file_(std::move(file)), drive_(std::move(drive)) {
    connect(&process_, &QProcess::finished, this, [this](int exitCode) { onFinished(exitCode); });
    connect(&process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart || done_) return;
        done_ = true;
        emit finished(ssdtoolNotStarted(process_));
    });
}

void CaptureReader::start() {
    QStringList arguments{QStringLiteral("health"), QStringLiteral("--smartctl-json"), file_, QStringLiteral("--json")};
    if (!drive_.isEmpty()) arguments.append(drive_);
    process_.start(ssdtoolPath(), arguments);
}

void CaptureReader::onFinished(int exitCode) {
    if (done_) return;
    done_ = true;
    Reply reply;
    try {
        reply = finalReply(exitCode);
    } catch (const JsonFieldError& error) {
        reply = unreadableReply(error);
    }
    emit finished(reply);
}

Reply CaptureReader::finalReply(int exitCode) {
    const QByteArray output = process_.readAllStandardOutput();
    const auto document = Json::parse(output.toStdString(), nullptr, false);
    if (const auto error = error_from_json(document)) {
        return Reply::failure(QString::fromStdString(error->code), QString::fromStdString(error->message), exitCode);
    }
    // A health document exits 0, or 1 when the drive is failing: both are a reading.
    if (document.is_object() && document.contains("device") && document.contains("writes")) {
        return Reply::success(document);
    }
    const QString errorText = QString::fromUtf8(process_.readAllStandardError()).trimmed();
    return Reply::failure(QStringLiteral("failed"),
                          errorText.isEmpty() ? tr("ssdtool exited with status %1").arg(exitCode) : errorText, exitCode);
}

} // namespace ssd::gui
