// A saved `smartctl --json` capture, or one drive of an `ssdtool capture`, read as a drive:
// `ssdtool health --smartctl-json FILE [DEVICE] --json`, run as the user (a file needs no privilege), the same path as the command line's.
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
    // `drive`: the drive of an ssdtool support capture that holds several (empty: the file's one drive).
    explicit CaptureReader(QString file, QString drive = {}, QObject* parent = nullptr);
    void start();
    const QString& file() const { return file_; }

signals:
    // The health document, or why the file could not be read.
    void finished(const ssd::gui::Reply& reply);

private:
    void onFinished(int exitCode);
    Reply finalReply(int exitCode); // may throw JsonFieldError

    QString file_;
    QString drive_;
    QProcess process_;
    bool done_ = false;
};

} // namespace ssd::gui
