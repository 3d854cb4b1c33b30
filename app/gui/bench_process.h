// A benchmark in a directory, run as the user: `ssdtool bench DIR --json
// --progress`, one JSON line per progress event and the document last.
// stop() sends SIGTERM; ssdtool stops at once and its test file (O_TMPFILE,
// never named) is gone with it. On Windows stop() ends the process (its test
// file is delete-on-close).
#pragma once

#include <QByteArray>
#include <QObject>
#include <QProcess>

#include "app/gui/backend.h"

namespace ssd::gui {

class BenchProcess : public QObject {
    Q_OBJECT
public:
    BenchProcess(BenchSettings settings, QObject* parent = nullptr);
    void start();
    void stop();

signals:
    void progress(const ssd::requests::Progress& event);
    void finished(const ssd::gui::Reply& reply);

private:
    void readLines();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    Reply finalReply(int exitCode, QProcess::ExitStatus status) const; // may throw JsonFieldError

    BenchSettings settings_;
    QProcess process_;
    QByteArray pending_;
    QByteArray stderr_;
    Json document_;
    bool stopping_ = false;
    bool done_ = false;
};

} // namespace ssd::gui
