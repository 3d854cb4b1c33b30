// The History tab: one drive's readings over an interval, from the history
// database that `ssdtool sample` fills (hourly, by the timer). The GUI opens
// the file read-only itself, never through the helper or the service, so it
// works without any privilege; "Open database…" reads another file (a
// technician keeps one per customer). The drive follows the main drive list
// (matched by serial number); drives in the history that are not connected
// are picked from the combo box. Every number comes from the core
// (analyze_interval, answer_history): HistorySummary says it, HistoryCharts
// draws it.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include <QWidget>

#include "app/gui/drive_store.h"
#include "app/gui/history_opener.h"
#include "core/history/history_query.h"

class QComboBox;
class QDateEdit;
class QLabel;
class QPushButton;

namespace ssd::gui {

class HistoryCharts;
class HistorySummary;

class HistoryPage : public QWidget {
    Q_OBJECT
public:
    enum class Interval { LastWeek, LastMonth, LastYear, All, Custom };

    explicit HistoryPage(DriveStore& store, QWidget* parent = nullptr);
    ~HistoryPage() override;

    // Tests and screenshots: where stores come from, and what "now" is.
    void setOpener(HistoryOpener opener) { opener_ = std::move(opener); }
    void setClock(std::function<std::int64_t()> now) { now_ = std::move(now); }

    // Opens `file` read-only (replacing the store shown) and shows the drive.
    void openDatabase(const std::filesystem::path& file);
    // Follows the main drive list.
    void showDevice(const QString& device);
    void setInterval(Interval interval);
    // From the start of `from` to the end of `to` (UTC days).
    void setCustomRange(const QDate& from, const QDate& to);

    QString message() const;
    HistoryCharts* charts() const { return charts_; }
    // The facts shown (nullopt while a message stands instead).
    const std::optional<history::IntervalFacts>& facts() const { return facts_; }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void chooseDatabase();
    void fillDrives();
    void selectSerial(const std::string& serial);
    void refresh();
    void showMessage(const QString& text);
    history::TimeRange currentRange() const;
    std::vector<history::DeviceSwap> swapsOf(const history::StoredDrive& drive, const history::TimeRange& range);
    const history::StoredDrive* currentDrive() const;

    DriveStore& store_;
    HistoryOpener opener_;
    std::function<std::int64_t()> now_;
    std::unique_ptr<history::HistoryStore> history_;
    std::filesystem::path file_;
    bool opened_ = false;
    std::vector<history::StoredDrive> drives_;
    std::string wantedSerial_;  // the main list's drive, matched when the history holds it
    std::optional<history::IntervalFacts> facts_;

    QLabel* database_ = nullptr;
    QPushButton* open_ = nullptr;
    QComboBox* drive_ = nullptr;
    QComboBox* interval_ = nullptr;
    QDateEdit* from_ = nullptr;
    QDateEdit* to_ = nullptr;
    QLabel* message_ = nullptr;
    QWidget* content_ = nullptr;
    HistorySummary* summary_ = nullptr;
    HistoryCharts* charts_ = nullptr;
};

} // namespace ssd::gui
