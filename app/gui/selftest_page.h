// The Self-test tab: the selected drive's own self-tests. The test types the
// drive offers (with its estimate for each), Start (a long test asks first),
// Abort, a progress bar with the time left while a test runs, the last result
// in words, the findings from the log and the log as a table.
//
// How it talks: Start sends `selftest` start without `wait` (a waiting start
// would hold the connection to the service for hours, and every other request
// of the GUI would queue behind it); while a test runs the panel reads the
// log (`selftest` log) every few seconds, from the drive's estimate
// (selftest_words.h: pollInterval), and stops when nothing runs or the drive
// changes; Abort sends `selftest` abort. Every answer comes as a signal:
// nothing waits on the UI thread. The log is read when the tab is shown, so
// drives nobody looks at are not asked.
#pragma once

#include <map>
#include <optional>
#include <vector>

#include <QWidget>

#include "app/gui/confirmer.h"
#include "app/gui/drive_store.h"
#include "app/gui/selftest_answer.h"

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTimer;
class QVBoxLayout;

namespace ssd::gui {

class SelfTestLogTable;

class SelfTestPage : public QWidget {
    Q_OBJECT
public:
    explicit SelfTestPage(DriveStore& store, QWidget* parent = nullptr);

    void showDevice(const QString& device);
    void setConfirmer(Confirmer confirmer) { confirmer_ = std::move(confirmer); }

    // Starts the test chosen in the combo (a long one only after the confirmer agrees).
    void startTest();
    void abortTest();
    // What the poll timer does: one log read, unless one is on its way.
    void poll();

    const QTimer* pollTimer() const { return poll_; }
    // The drive's last read (nullopt until the first answer, or after an unreadable one).
    const std::optional<selftest::SelfTests>& state() const { return state_; }

signals:
    // Every answer to this panel's requests, after it is shown.
    void answered(const ssd::gui::Reply& reply);

protected:
    void showEvent(QShowEvent* event) override;

private:
    enum class Purpose { Read, Start, Abort };
    struct Pending {
        Purpose purpose = Purpose::Read;
        selftest::TestType type = selftest::TestType::Short;
    };

    void read();
    void send(Pending pending, const Request& request);
    bool actionPending() const;
    bool readPending() const;
    void onFinished(RequestId id, const Reply& reply);
    void apply(const Pending& pending, const SelfTestAnswer& answer);
    void showMessage(const QString& text, const QColor& color);
    void refresh();
    void fillTypes();
    void showProgress();
    void showLastResult();
    void showFindings();
    void updatePolling();
    std::optional<int> runningEstimate() const;

    DriveStore& store_;
    Confirmer confirmer_;
    QString device_;
    QString readDevice_; // the drive whose log was last asked for
    std::map<RequestId, Pending> pending_;
    std::optional<selftest::SelfTests> state_;
    std::vector<Finding> findings_;
    std::vector<std::string> warnings_;
    std::optional<std::string> schedule_; // the machine's schedule for this drive, from the last log read

    QLabel* drive_ = nullptr;
    QLabel* reason_ = nullptr;
    QComboBox* type_ = nullptr;
    QPushButton* start_ = nullptr;
    QPushButton* abort_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* progressText_ = nullptr;
    QLabel* lastResult_ = nullptr;
    QLabel* scheduleLabel_ = nullptr;
    QLabel* message_ = nullptr;
    QLabel* warningsLabel_ = nullptr;
    QWidget* findingsBox_ = nullptr;
    QVBoxLayout* findingsLayout_ = nullptr;
    SelfTestLogTable* log_ = nullptr;
    QTimer* poll_ = nullptr;
};

} // namespace ssd::gui
