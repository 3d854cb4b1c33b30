// What the GUI knows about the drives, filled in as the back end answers:
// the list first, then each drive's health as it arrives, then the checks.
// Widgets read it and listen to its signals; only it talks to the back end
// for these three documents, and reads each once into the core's types
// (core/report/json_reader.h, check_reader.h): widgets never spell a key.
#pragma once

#include <map>
#include <optional>
#include <vector>

#include <QObject>
#include <QString>

#include "app/gui/backend.h"
#include "core/drive/drive_info.h"
#include "core/report/check_reader.h"
#include "core/report/json_reader.h"

namespace ssd::gui {

class DriveStore : public QObject {
    Q_OBJECT
public:
    explicit DriveStore(Backend& backend, QObject* parent = nullptr);

    Backend& backend() { return backend_; }

    // list → health of each drive → checks of everything.
    void refresh();
    void refreshChecks();
    bool busy() const;
    // A saved `smartctl --json` capture as a drive of its own, its device the file's path
    // (CaptureReader); an `ssdtool capture` as one drive per drive it holds, "FILE (DEVICE)".
    // They stay in the list across refresh(). captureOpened or captureFailed follows, per drive.
    void openCapture(const QString& file);

    const std::vector<DriveInfo>& drives() const { return drives_; }
    std::optional<Reply> listError() const { return listError_; }
    const DriveInfo* drive(const QString& device) const;
    // null until the answer is there; then either health or healthError.
    const HealthDocument* health(const QString& device) const;
    std::optional<Reply> healthError(const QString& device) const;
    // The check report's entry for the drive (findings, not_evaluated, setup).
    const CheckedDrive* checks(const QString& device) const;
    const CheckedSystem* systemChecks() const;
    std::optional<Reply> checkError() const { return checkError_; }
    bool checksLoaded() const { return check_.has_value() || checkError_.has_value(); }

signals:
    void listChanged();
    void healthChanged(const QString& device);
    void checksChanged();
    void busyChanged(bool busy);
    void captureOpened(const QString& device);
    void captureFailed(const QString& file, const QString& message);

private:
    void onFinished(RequestId id, const Reply& reply);
    void addCaptures();
    // The drives of an ssdtool support capture; empty for any other file.
    static QStringList supportCaptureDrives(const QString& file);
    void openCaptureDrive(const QString& file, const QString& drive, const QString& device);

    Backend& backend_;
    RequestId listId_ = 0;
    RequestId checkId_ = 0;
    std::map<RequestId, QString> healthIds_;
    std::vector<DriveInfo> drives_;
    std::optional<Reply> listError_;
    std::map<QString, HealthDocument> health_;
    std::map<QString, Reply> healthErrors_;
    std::optional<CheckDocument> check_;
    std::optional<Reply> checkError_;
    std::map<QString, HealthDocument> captures_; // by file path
};

} // namespace ssd::gui
