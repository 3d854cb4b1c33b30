#include "app/gui/drive_list_widget.h"

#include <QHeaderView>
#include <QPainter>
#include <QPixmap>

#include "app/gui/format.h"
#include "core/drive/drive_interface.h"
#include "core/smart/raid_member.h"

namespace ssd::gui {

namespace {

constexpr int kDeviceRole = Qt::UserRole + 1;

QIcon badge(const QColor& color) {
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(color.darker(130));
    painter.setBrush(color);
    painter.drawEllipse(1, 1, 12, 12);
    return QIcon(pixmap);
}

} // namespace

DriveListWidget::DriveListWidget(DriveStore& store, QWidget* parent) : QTreeWidget(parent), store_(store) {
    setObjectName(QStringLiteral("driveList"));
    setColumnCount(4);
    setHeaderLabels({tr("Drive"), tr("Capacity"), tr("Health"), tr("Temp.")});
    setRootIsDecorated(false);
    setUniformRowHeights(false);
    setSelectionMode(QAbstractItemView::SingleSelection);
    header()->setSectionResizeMode(ModelColumn, QHeaderView::Stretch);
    header()->setStretchLastSection(false);
    for (int column : {CapacityColumn, HealthColumn, TemperatureColumn}) {
        header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    }
    connect(&store_, &DriveStore::listChanged, this, &DriveListWidget::rebuild);
    connect(&store_, &DriveStore::healthChanged, this, &DriveListWidget::updateRow);
    connect(this, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* current) {
        if (current != nullptr) emit deviceSelected(current->data(ModelColumn, kDeviceRole).toString());
    });
    // A screen reader selects a row without moving the current item: the selection leads.
    connect(this, &QTreeWidget::itemSelectionChanged, this, [this] {
        const QList<QTreeWidgetItem*> chosen = selectedItems();
        if (chosen.size() == 1 && chosen.first() != currentItem()) setCurrentItem(chosen.first());
    });
}

QString DriveListWidget::currentDevice() const {
    return currentItem() != nullptr ? currentItem()->data(ModelColumn, kDeviceRole).toString() : QString();
}

bool DriveListWidget::selectDevice(const QString& device) {
    QTreeWidgetItem* item = rowFor(device);
    if (item == nullptr) return false;
    setCurrentItem(item);
    return true;
}

QTreeWidgetItem* DriveListWidget::rowFor(const QString& device) const {
    for (int i = 0; i < topLevelItemCount(); ++i) {
        if (topLevelItem(i)->data(ModelColumn, kDeviceRole).toString() == device) return topLevelItem(i);
    }
    return nullptr;
}

void DriveListWidget::rebuild() {
    const QString previous = currentDevice();
    clear();
    if (const auto error = store_.listError()) {
        auto* item = new QTreeWidgetItem(this);
        item->setText(ModelColumn, tr("Drives could not be listed: %1").arg(error->message));
        return;
    }
    for (const auto& drive : store_.drives()) {
        const QString device = QString::fromStdString(drive_name(drive)); // a RAID member: "/dev/bus/6 -d megaraid,8"
        auto* item = new QTreeWidgetItem(this);
        item->setData(ModelColumn, kDeviceRole, device);
        const QString model = optionalText(drive.model, tr("Unknown model"));
        item->setText(ModelColumn, model + QLatin1Char('\n') + device);
        item->setToolTip(ModelColumn, tr("%1\nSerial: %2\nFirmware: %3\nInterface: %4")
                                          .arg(model, optionalText(drive.serial), optionalText(drive.firmware),
                                               fromView(kTransports.wire(drive.transport))));
        item->setText(CapacityColumn, sizeText(drive.capacity_bytes));
        item->setText(HealthColumn, tr("reading…"));
        item->setIcon(HealthColumn, badge(verdictColor({})));
        item->setToolTip(HealthColumn, tr("Waiting for the drive's SMART data"));
        updateRow(device);
    }
    if (!previous.isEmpty() && selectDevice(previous)) return;
    if (topLevelItemCount() > 0 && !store_.drives().empty()) setCurrentItem(topLevelItem(0));
}

void DriveListWidget::updateRow(const QString& device) {
    QTreeWidgetItem* item = rowFor(device);
    if (item == nullptr) return;
    if (const HealthDocument* health = store_.health(device)) {
        if (!health->smart_available) {
            item->setText(HealthColumn, tr("no SMART"));
            item->setIcon(HealthColumn, badge(verdictColor({})));
            item->setToolTip(HealthColumn, QString::fromStdString(health->smart_unavailable_reason));
        } else {
            const QString verdict = QString::fromStdString(health->verdict.level);
            item->setText(HealthColumn, verdictLabel(verdict));
            item->setIcon(HealthColumn, badge(verdictColor(verdict)));
            QStringList reasons;
            for (const auto& reason : health->verdict.reasons) reasons << QString::fromStdString(reason);
            item->setToolTip(HealthColumn, reasons.join(QLatin1Char('\n')));
        }
        if (health->temperature_c) {
            item->setText(TemperatureColumn, tr("%1 °C").arg(*health->temperature_c));
        } else {
            item->setText(TemperatureColumn, QStringLiteral("—"));
        }
    } else if (const auto error = store_.healthError(device)) {
        item->setText(HealthColumn, error->code == QLatin1String("permission-denied") ? tr("needs root") : tr("error"));
        item->setIcon(HealthColumn, badge(verdictColor({})));
        item->setToolTip(HealthColumn, error->message);
        item->setText(TemperatureColumn, QStringLiteral("—"));
    }
}

} // namespace ssd::gui
