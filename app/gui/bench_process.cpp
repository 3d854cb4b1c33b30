#include "app/gui/bench_process.h"

#include "app/gui/reply_reading.h"
#include "core/bench/bench_reader.h"
#include "core/report/json_reader.h"

namespace ssd::gui {

BenchProcess::BenchProcess(BenchSettings settings, QObject* parent) : QObject(parent), settings_(std::move(settings)) {
    connect(&process_, &QProcess::readyReadStandardOutput, this, &BenchProcess::readLines);
    connect(&process_, &QProcess::readyReadStandardError, this,
            [this] { stderr_ += process_.readAllStandardError(); });
    connect(&process_, &QProcess::finished, this, &BenchProcess::onFinished);
    connect(&process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart || done_) return;
        done_ = true;
        emit finished(ssdtoolNotStarted(process_));
    });
}

void BenchProcess::start() {
    process_.start(ssdtoolPath(), settings_.toArguments());
}

void BenchProcess::stop() {
    if (process_.state() == QProcess::NotRunning) return;
    stopping_ = true;
#ifdef Q_OS_WIN
    // terminate() posts WM_CLOSE, which a console program never sees: end it instead. Its
    // test file is FILE_FLAG_DELETE_ON_CLOSE, so Windows removes it with the process.
    process_.kill();
#else
    process_.terminate(); // SIGTERM: ssdtool stops at once and prints its interrupted document
#endif
}

void BenchProcess::readLines() {
    pending_ += process_.readAllStandardOutput();
    for (qsizetype newline = pending_.indexOf('\n'); newline >= 0; newline = pending_.indexOf('\n')) {
        const QByteArray line = pending_.left(newline);
        pending_.remove(0, newline + 1);
        auto doc = Json::parse(line.toStdString(), nullptr, false);
        if (!doc.is_object()) continue;
        std::optional<requests::Progress> event;
        try {
            event = requests::progress_from_json(doc);
        } catch (const JsonFieldError&) {
            continue; // a progress line with a field it cannot have shows nothing
        }
        if (event) {
            emit progress(*event);
        } else {
            document_ = std::move(doc);
        }
    }
}

void BenchProcess::onFinished(int exitCode, QProcess::ExitStatus status) {
    readLines();
    if (done_) return;
    done_ = true;
    Reply reply;
    try {
        reply = finalReply(exitCode, status);
    } catch (const JsonFieldError& error) {
        reply = unreadableReply(error);
    }
    emit finished(reply);
}

Reply BenchProcess::finalReply(int exitCode, QProcess::ExitStatus status) const {
    const QString errorText = QString::fromUtf8(stderr_).trimmed().remove(QStringLiteral("ssdtool: "));
    if (stopping_ || status == QProcess::CrashExit) {
        QString message = tr("Stopped.");
        if (const auto error = error_from_json(document_)) message = QString::fromStdString(error->message);
        return Reply::failure(QStringLiteral("interrupted"), message, 130);
    }
    if (exitCode == 0 && bench::bench_report_from_json(document_)) return Reply::success(document_);
    if (const auto error = error_from_json(document_)) {
        return Reply::failure(QString::fromStdString(error->code.empty() ? "failed" : error->code),
                              QString::fromStdString(error->message), exitCode);
    }
    return Reply::failure(QStringLiteral("failed"), errorText.isEmpty() ? tr("exit status %1").arg(exitCode) : errorText,
                          exitCode, document_.is_object() ? document_ : Json(nullptr));
}

} // namespace ssd::gui
