#include "app/gui/tray_app.h"

#include <ctime>

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QPainter>
#include <QSettings>
#include <QSystemTrayIcon>
#include <QTimer>

#include "app/gui/format.h"
#include "app/gui/main_window.h"
#include "app/gui/tray_message_notifier.h"
#include "app/gui/tray_news.h"

namespace ssd::gui {

namespace {

QColor levelColor(FleetLevel level) {
    switch (level) {
    case FleetLevel::Good: return verdictColor(QStringLiteral("good"));
    case FleetLevel::Notice: return severityColor(QStringLiteral("info"));
    case FleetLevel::Warning: return verdictColor(QStringLiteral("warning"));
    case FleetLevel::Critical: return verdictColor(QStringLiteral("failing"));
    case FleetLevel::Unknown: break;
    }
    return verdictColor(QStringLiteral("unknown"));
}

QString levelText(FleetLevel level) { return fromView(kFleetLevels.label(level)); }

QString hottestText(const HottestDrive& hottest) {
    QString text = TrayApp::tr("Hottest: %1 °C, %2").arg(hottest.celsius).arg(QString::fromStdString(describe(hottest.drive)));
    if (!hottest.device.empty()) text += QStringLiteral(" (%1)").arg(QString::fromStdString(hottest.device));
    if (hottest.limit_celsius) text += TrayApp::tr(", its limit %1 °C").arg(*hottest.limit_celsius);
    return text;
}

} // namespace

QIcon fleetIcon(FleetLevel level, std::optional<int> celsius) {
    QIcon icon;
    for (const int size : {16, 22, 24, 32, 48, 64}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(levelColor(level));
        painter.drawEllipse(QRectF(0.5, 0.5, size - 1.0, size - 1.0));
        // The number only where it can be read.
        if (celsius && size >= 22) {
            QFont font = painter.font();
            font.setBold(true);
            font.setPixelSize(*celsius >= 100 ? size * 4 / 10 : size / 2);
            painter.setFont(font);
            painter.setPen(Qt::white);
            painter.drawText(QRect(0, 0, size, size), Qt::AlignCenter, QString::number(*celsius));
        }
        painter.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

TrayApp::TrayApp(Sources sources, QSettings& settings, QObject* parent)
    : QObject(parent), sources_(std::move(sources)), settings_(settings) {
    if (!sources_.now) sources_.now = [] { return static_cast<std::int64_t>(std::time(nullptr)); };
    icon_ = new QSystemTrayIcon(this);
    menu_ = new QMenu();
    menu_->setObjectName(QStringLiteral("trayMenu"));
    stateLine_ = menu_->addAction(QString());
    alertsLine_ = menu_->addAction(QString());
    hottestLine_ = menu_->addAction(QString());
    for (QAction* line : {stateLine_, alertsLine_, hottestLine_}) line->setEnabled(false);
    menu_->addSeparator();
    QAction* open = menu_->addAction(tr("Open SSD Toolbox"));
    open->setObjectName(QStringLiteral("trayOpenAction"));
    connect(open, &QAction::triggered, this, [this] {
        openDrive(state_ ? QString::fromStdString(state_->worst_device) : QString());
    });
    QAction* refresh = menu_->addAction(tr("Check now"));
    connect(refresh, &QAction::triggered, this, &TrayApp::poll);
    menu_->addSeparator();
    QAction* quit = menu_->addAction(tr("Quit"));
    connect(quit, &QAction::triggered, qApp, &QCoreApplication::quit);
    icon_->setContextMenu(menu_);
    connect(icon_, &QSystemTrayIcon::activated, this, [this](QSystemTrayIcon::ActivationReason reason) {
        if (reason == QSystemTrayIcon::Trigger || reason == QSystemTrayIcon::DoubleClick) {
            openDrive(state_ ? QString::fromStdString(state_->worst_device) : QString());
        }
    });
    balloon_ = new TrayMessageNotifier(icon_, this);
    setNotifier(balloon_);
    timer_ = new QTimer(this);
    connect(timer_, &QTimer::timeout, this, &TrayApp::poll);
    showState();
}

TrayApp::~TrayApp() { delete menu_; }

void TrayApp::setNotifier(Notifier* notifier) {
    if (notifier_ != nullptr) disconnect(notifier_, &Notifier::activated, this, nullptr);
    notifier_ = notifier;
    connect(notifier_, &Notifier::activated, this, &TrayApp::openDrive);
}

void TrayApp::start(int intervalMs) {
    icon_->show();
    poll();
    timer_->start(intervalMs);
}

void TrayApp::poll() {
    state_.reset();
    problem_.clear();
    const QString file = QString::fromStdString(sources_.file.string());
    std::error_code ignored;
    if (sources_.file.empty() || !std::filesystem::exists(sources_.file, ignored)) {
        problem_ = tr("No history yet (%1 does not exist): the ssd-toolbox-sample timer records the drives hourly.")
                       .arg(file);
        showState();
        emit polled();
        return;
    }
    auto history = sources_.history(sources_.file);
    if (!history) {
        problem_ = tr("Could not read %1: %2").arg(file, QString::fromStdString(history.error().message));
        showState();
        emit polled();
        return;
    }
    // A database from before the alerts still tells the verdicts and temperatures.
    auto alerts = sources_.alerts(sources_.file);
    alerts::AlertStore* alertStore = alerts ? alerts->get() : nullptr;
    auto state = fleetState(**history, alertStore, sources_.now());
    if (state) {
        state_ = std::move(*state);
    } else {
        problem_ = tr("Could not read %1: %2").arg(file, QString::fromStdString(state.error().message));
    }
    if (!alerts) {
        problem_ = tr("No alerts in %1: %2").arg(file, QString::fromStdString(alerts.error().message));
    } else {
        NewsCursor cursor(settings_, sources_.file);
        auto news = readNews(*alertStore, cursor.lastShown());
        if (news) {
            for (const Notification& notification : news->notifications) notifier_->notify(notification);
            cursor.setLastShown(news->newest_event);
        } else {
            problem_ = tr("Could not read the alerts in %1: %2").arg(file, QString::fromStdString(news.error().message));
        }
    }
    showState();
    emit polled();
}

QString TrayApp::toolTip() const {
    QStringList lines{tr("SSD Toolbox")};
    for (const QAction* line : {stateLine_, alertsLine_, hottestLine_}) {
        if (line->isVisible()) lines << line->text();
    }
    return lines.join(QLatin1Char('\n'));
}

void TrayApp::showState() {
    const FleetLevel level = state_ ? state_->worst : FleetLevel::Unknown;
    if (state_) {
        const QString count = tr("%n drive(s)", nullptr, static_cast<int>(state_->drives));
        QString worst = tr("Drives: %1 (%2)").arg(levelText(level), count);
        if (level > FleetLevel::Good && !state_->worst_drive.empty()) {
            worst += tr(", worst %1").arg(QString::fromStdString(state_->worst_drive));
        }
        stateLine_->setText(worst);
        alertsLine_->setText(tr("Alerts: %1 active, %2 acknowledged")
                                 .arg(state_->active_alerts)
                                 .arg(state_->acknowledged_alerts));
        hottestLine_->setText(state_->hottest ? hottestText(*state_->hottest) : tr("Hottest: no temperature read"));
    } else {
        stateLine_->setText(tr("Drives: unknown"));
    }
    alertsLine_->setVisible(state_.has_value());
    hottestLine_->setVisible(state_.has_value());
    // A problem reading (an old database without alerts) is said after the state.
    if (!problem_.isEmpty()) {
        (state_ ? alertsLine_ : hottestLine_)->setText(problem_);
        (state_ ? alertsLine_ : hottestLine_)->setVisible(true);
    }
    icon_->setIcon(fleetIcon(level, state_ && state_->hottest ? std::optional<int>(state_->hottest->celsius)
                                                              : std::nullopt));
    icon_->setToolTip(toolTip());
}

void TrayApp::openDrive(const QString& device) {
    if (window_ == nullptr && windowFactory_) window_ = windowFactory_();
    if (window_ == nullptr) return;
    window_->openAlerts(device);
}

} // namespace ssd::gui
