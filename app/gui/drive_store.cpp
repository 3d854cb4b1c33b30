#include "app/gui/drive_store.h"
#include "core/capture/saved_reports.h"
#include "core/smart/raid_member.h"
#include "core/util/file_io.h"

#include <QDir>
#include <QFileInfo>

#include "app/gui/capture_reader.h"
#include "app/gui/reply_reading.h"

namespace ssd::gui {

DriveStore::DriveStore(Backend& backend, QObject* parent) : QObject(parent), backend_(backend) {
    connect(&backend_, &Backend::finished, this, &DriveStore::onFinished);
}

bool DriveStore::busy() const { return listId_ != 0 || checkId_ != 0 || !healthIds_.empty(); }

void DriveStore::refresh() {
    drives_.clear();
    health_.clear();
    healthErrors_.clear();
    healthIds_.clear();
    check_.reset();
    checkError_.reset();
    listError_.reset();
    checkId_ = 0;
    listId_ = backend_.send(Request::list());
    addCaptures();
    emit listChanged();
    emit busyChanged(true);
}

void DriveStore::openCapture(const QString& file) {
    const QString path = QDir::toNativeSeparators(QFileInfo(file).absoluteFilePath());
    // An ssdtool support capture holds a machine's drives: each becomes a drive of its own,
    // named "FILE (DEVICE)"; any other file is read as one drive.
    const auto drives = supportCaptureDrives(path);
    if (drives.empty()) {
        openCaptureDrive(path, {}, path);
        return;
    }
    for (const auto& drive : drives) openCaptureDrive(path, drive, path + QStringLiteral(" (") + drive + QStringLiteral(")"));
}

QStringList DriveStore::supportCaptureDrives(const QString& file) {
    const auto text = read_text_file(file.toStdString());
    const auto saved = text ? read_saved_file(*text) : Result<SavedFile>(tl::unexpected(text.error()));
    QStringList devices;
    if (saved && saved->support_capture) {
        for (const auto& drive : saved->drives) devices.append(QString::fromStdString(drive.device));
    }
    return devices;
}

void DriveStore::openCaptureDrive(const QString& file, const QString& drive, const QString& device) {
    auto* reader = new CaptureReader(file, drive, this);
    connect(reader, &CaptureReader::finished, this, [this, reader, device](Reply reply) {
        reader->deleteLater();
        auto read = readReply(reply, health_from_json);
        if (!read) {
            emit captureFailed(device, reply.message);
            return;
        }
        HealthDocument health = std::move(*read);
        health.drive.device = device.toStdString(); // the file names it: no device of this machine
        // Opened again: the new reading replaces the old one in the list.
        std::erase_if(drives_, [&](const DriveInfo& listed) { return listed.device == health.drive.device; });
        drives_.push_back(health.drive);
        health_[device] = health;
        captures_[device] = std::move(health);
        emit listChanged();
        emit healthChanged(device);
        emit captureOpened(device);
    });
    reader->start();
}

void DriveStore::addCaptures() {
    for (const auto& [device, health] : captures_) {
        drives_.push_back(health.drive);
        health_[device] = health;
    }
}

void DriveStore::refreshChecks() {
    check_.reset();
    checkError_.reset();
    checkId_ = backend_.send(Request::check());
    emit checksChanged();
    emit busyChanged(true);
}

const DriveInfo* DriveStore::drive(const QString& device) const {
    for (const auto& entry : drives_) {
        if (drive_name(entry) == device.toStdString()) return &entry;
    }
    return nullptr;
}

const HealthDocument* DriveStore::health(const QString& device) const {
    const auto it = health_.find(device);
    return it == health_.end() ? nullptr : &it->second;
}

std::optional<Reply> DriveStore::healthError(const QString& device) const {
    const auto it = healthErrors_.find(device);
    if (it == healthErrors_.end()) return std::nullopt;
    return it->second;
}

const CheckedDrive* DriveStore::checks(const QString& device) const {
    return check_ ? check_->drive(device.toStdString()) : nullptr;
}

const CheckedSystem* DriveStore::systemChecks() const { return check_ ? &check_->system : nullptr; }

void DriveStore::onFinished(RequestId id, const Reply& reply) {
    if (id == listId_) {
        listId_ = 0;
        Reply checked = reply;
        if (auto drives = readReply(checked, list_from_json)) {
            drives_ = std::move(*drives);
        } else {
            listError_ = checked;
        }
        const std::vector<DriveInfo> listed = drives_;
        addCaptures();
        emit listChanged();
        for (const auto& drive : listed) {
            const QString device = QString::fromStdString(drive_name(drive));
            healthIds_[backend_.send(Request::health(device))] = device;
        }
        checkId_ = backend_.send(Request::check());
        emit busyChanged(busy());
        return;
    }
    if (const auto it = healthIds_.find(id); it != healthIds_.end()) {
        const QString device = it->second;
        healthIds_.erase(it);
        Reply checked = reply;
        if (auto health = readReply(checked, health_from_json)) {
            health_[device] = std::move(*health);
        } else {
            healthErrors_[device] = checked;
        }
        emit healthChanged(device);
        if (!busy()) emit busyChanged(false);
        return;
    }
    if (id == checkId_) {
        checkId_ = 0;
        Reply checked = reply;
        if (auto check = readReply(checked, check_report_from_json)) {
            check_ = std::move(*check);
        } else {
            checkError_ = checked;
        }
        emit checksChanged();
        emit busyChanged(busy());
    }
}

} // namespace ssd::gui
