// A saved `smartctl --json` capture read as a drive: `ssdtool health --smartctl-json FILE
// --json`, run as the user (a file needs no privilege), the same path as the command line's.
// What support technicians are sent, and what a drive behind a machine they cannot reach
// looks like: the SMART page, the wear and the write amplification of the drive it came from.
#pragma once

#include <QByteArray>
#include <QObject>
#include <QProcess>
#include <QString>

#include "app/gui/backend.h"

namespace ssd::gui {

class CaptureReader : public QObject {
    Q_OBJECT
public:
    explicit CaptureReader(QString file, QObject* parent = nullptr);
    void start();
    const QString& file() const { return file_; }

signals:
    // The health document, or why the file could not be read.
    void finished(const ssd::gui::Reply& reply);

private:
    void onFinished(int exitCode);
    Reply finalReply(int exitCode); // may throw JsonFieldError

    QString file_;
    QProcess process_;
    bool done_ = false;
};

} // namespace ssd::gui
