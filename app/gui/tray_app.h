// `ssd-toolbox --tray`: an icon in the system tray (no window until asked)
// that shows the worst state of all drives and the hottest temperature
// (FleetState, from the history database read-only), polls the database for
// news (tray_news.h) and raises a desktop notification for each (Notifier);
// clicking one opens the main window on that drive's alerts. It changes
// nothing, so it needs no privilege: the sampling timer raises the alerts.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <optional>

#include <QIcon>
#include <QObject>
#include <QString>

#include "app/gui/alert_opener.h"
#include "app/gui/fleet_state.h"
#include "app/gui/history_opener.h"

class QAction;
class QMenu;
class QSettings;
class QSystemTrayIcon;
class QTimer;

namespace ssd::gui {

class MainWindow;
class Notifier;

class TrayApp : public QObject {
    Q_OBJECT
public:
    struct Sources {
        std::filesystem::path file;  // the history database
        HistoryOpener history;
        AlertOpener alerts;
        std::function<std::int64_t()> now;
    };
    // The window "Open" shows, made when first asked (tests: a window on a fake back end).
    using WindowFactory = std::function<MainWindow*()>;

    TrayApp(Sources sources, QSettings& settings, QObject* parent = nullptr);
    ~TrayApp() override;

    // Where notifications go (owned by the caller or parented to this); the
    // default is the icon's own balloon.
    void setNotifier(Notifier* notifier);
    void setWindowFactory(WindowFactory factory) { windowFactory_ = std::move(factory); }

    // Shows the icon, reads the database now and then every `intervalMs`.
    void start(int intervalMs = 60 * 1000);
    // Reads the state and the news once (what the timer does).
    void poll();
    // Shows the main window on the drive at `device` (its alerts); empty: as it is.
    void openDrive(const QString& device);

    const std::optional<FleetState>& state() const { return state_; }
    QString toolTip() const;
    QString problem() const { return problem_; }  // why the state is unknown (no database …)
    QSystemTrayIcon* icon() const { return icon_; }
    QMenu* menu() const { return menu_; }

signals:
    void polled();

private:
    void showState();

    Sources sources_;
    QSettings& settings_;
    WindowFactory windowFactory_;
    MainWindow* window_ = nullptr;
    Notifier* notifier_ = nullptr;
    Notifier* balloon_ = nullptr;
    std::optional<FleetState> state_;
    QString problem_;
    QSystemTrayIcon* icon_ = nullptr;
    QMenu* menu_ = nullptr;
    QAction* stateLine_ = nullptr;
    QAction* alertsLine_ = nullptr;
    QAction* hottestLine_ = nullptr;
    QTimer* timer_ = nullptr;
};

// The icon: a disk in the state's colour with the hottest temperature in it.
QIcon fleetIcon(FleetLevel level, std::optional<int> celsius);

} // namespace ssd::gui
