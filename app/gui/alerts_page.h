// The Alerts tab: every alert the sampling run raised (core/alerts), from the
// history database opened read-only by the GUI itself like the History tab
// (no helper, no privilege), in three groups: active, acknowledged (silent
// until they get worse) and past (cleared). Acknowledging changes the
// database, so it goes to the service or helper as a typed request
// (AlertAckRequest) like every other change; the list is read again when the
// answer comes, when the tab is shown and every minute while it is.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>

#include <QWidget>

#include "app/gui/alert_opener.h"
#include "app/gui/drive_store.h"

class QLabel;
class QLineEdit;
class QPushButton;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace ssd::gui {

class AlertsPage : public QWidget {
    Q_OBJECT
public:
    // The list's columns: what matters first, the drive's long name last.
    enum Column { RuleColumn, SeverityColumn, DeviceColumn, SummaryColumn, SinceColumn, LastSeenColumn, NoteColumn,
                  DriveColumn, ColumnCount };

    explicit AlertsPage(DriveStore& store, QWidget* parent = nullptr);
    ~AlertsPage() override;

    // Tests and screenshots: where the store comes from, and what "now" is.
    void setOpener(AlertOpener opener) { opener_ = std::move(opener); }
    void setClock(std::function<std::int64_t()> now) { now_ = std::move(now); }

    // Reads `file` (read-only) now, and from then on at each refresh.
    void openDatabase(const std::filesystem::path& file);
    void refresh();
    // Selects the newest open alert of the drive at `device` (the tray's "Open").
    void showDevice(const QString& device);

    QTreeWidget* list() const { return list_; }
    QString message() const;
    // The alert of the selected row (nullopt: a group heading or nothing).
    std::optional<std::int64_t> selectedAlert() const;
    // Sends the acknowledgement of the selected active alert with the note typed.
    void acknowledgeSelected();

signals:
    void acknowledged(bool ok, const QString& message);

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void fill(const std::vector<alerts::StoredAlert>& alerts);
    void showMessage(const QString& text);
    void updateButton();
    void onFinished(RequestId id, const Reply& reply);

    DriveStore& store_;
    AlertOpener opener_;
    std::function<std::int64_t()> now_;
    std::filesystem::path file_;
    RequestId ackId_ = 0;

    QLabel* database_ = nullptr;
    QLabel* message_ = nullptr;
    QTreeWidget* list_ = nullptr;
    QTreeWidgetItem* groups_[3] = {};  // by AlertState
    QLineEdit* note_ = nullptr;
    QPushButton* acknowledge_ = nullptr;
    QLabel* answer_ = nullptr;
    QTimer* timer_ = nullptr;
};

} // namespace ssd::gui
