// The window: the drive list on the left; Overview, SMART, Checks, Benchmark,
// Tools, Self-test and History for the selected drive on the right, and Alerts
// for every drive; a banner saying what needs
// administrator rights when the helper runs without them; File → Export
// report (HTML/JSON) with progress and Cancel in the status bar.
#pragma once

#include <QMainWindow>
#include <QSettings>

#include "app/gui/drive_store.h"
#include "app/gui/language.h"

class QLabel;
class QProgressBar;
class QPushButton;
class QTabWidget;

namespace ssd::gui {

class AlertsPage;
class BenchmarkPage;
class ChecksPage;
class DriveListWidget;
class HistoryPage;
class OverviewPage;
class SelfTestPage;
class SmartTablePage;
class ToolsPage;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(Backend& backend, QWidget* parent = nullptr);

    DriveStore& store() { return store_; }
    DriveListWidget* driveList() const { return driveList_; }
    QTabWidget* tabs() const { return tabs_; }
    OverviewPage* overview() const { return overview_; }
    SmartTablePage* smart() const { return smart_; }
    ChecksPage* checks() const { return checks_; }
    BenchmarkPage* benchmark() const { return benchmark_; }
    ToolsPage* tools() const { return tools_; }
    SelfTestPage* selfTest() const { return selfTest_; }
    HistoryPage* history() const { return history_; }
    AlertsPage* alerts() const { return alerts_; }

    // Starts the back end and reads the drives.
    void start();
    // Writes the report (HTML or JSON) to `file`; the answer comes as reportExported.
    void exportReport(const QString& file, bool html);
    // Writes a support capture of every drive (`ssdtool capture`; `redact`: without serial
    // numbers, identifiers or the host name) to `file`; the answer comes as reportExported.
    void saveCapture(const QString& file, bool redact);
    // The tray's "Open": shows the window on the Alerts tab with the drive at
    // `device` selected (once the drive list has it; empty: as it is).
    void openAlerts(const QString& device);
    // Reads a saved `smartctl --json` capture as a drive (DriveStore::openCapture) and
    // selects it once read; a file that is not one is said in a message box.
    void openCapture(const QString& file);
    // Shows the tab whose page has this object name ("smartPage"…); false when none has.
    bool showTab(const QString& pageName);

signals:
    void reportExported(const QString& file, bool ok, const QString& message);

private:
    void buildMenus();
    void updateBanner();
    void selectDevice(const QString& device);
    // What the File menu's long export writes.
    enum class Export { HtmlReport, JsonReport, Capture };
    void chooseExport(bool html);
    void chooseCapture(bool redact);
    void startExport(const QString& file, Export kind, const Request& request, const QString& what);
    void onFinished(RequestId id, const Reply& reply);
    void setLongWork(const QString& what, RequestId id);

    DriveStore store_;
    QSettings guiSettings_{QString::fromLatin1(kSettingsOrganization), QString::fromLatin1(kGuiSettingsName)};
    DriveListWidget* driveList_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    OverviewPage* overview_ = nullptr;
    SmartTablePage* smart_ = nullptr;
    ChecksPage* checks_ = nullptr;
    BenchmarkPage* benchmark_ = nullptr;
    ToolsPage* tools_ = nullptr;
    SelfTestPage* selfTest_ = nullptr;
    HistoryPage* history_ = nullptr;
    AlertsPage* alerts_ = nullptr;
    QString pendingDevice_;  // openAlerts() before the drive list had it
    QWidget* banner_ = nullptr;
    QLabel* bannerText_ = nullptr;
    QPushButton* authorize_ = nullptr;
    QLabel* workLabel_ = nullptr;
    QLabel* connection_ = nullptr; // which way requests go (the service, a helper)
    QProgressBar* workProgress_ = nullptr;
    QPushButton* workCancel_ = nullptr;
    RequestId reportId_ = 0;
    QString reportFile_;
    Export exportKind_ = Export::HtmlReport;
    RequestId longWorkId_ = 0;
};

} // namespace ssd::gui
