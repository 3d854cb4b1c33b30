#include "app/gui/smart_table_page.h"

#include <QHeaderView>
#include <QVBoxLayout>

#include "app/gui/format.h"
#include "app/gui/page_widgets.h"
#include "app/gui/smart_attributes.h"

namespace ssd::gui {

namespace {

template <typename N>
QString number(N value) {
    return QString::number(value);
}

} // namespace

SmartTablePage::SmartTablePage(DriveStore& store, QWidget* parent) : QWidget(parent), store_(store) {
    setObjectName(QStringLiteral("smartPage"));
    auto* layout = new QVBoxLayout(this);
    note_ = new QLabel(this);
    note_->setObjectName(QStringLiteral("smartNote"));
    note_->setWordWrap(true);
    layout->addWidget(note_);
    table_ = new QTableWidget(this);
    table_->setObjectName(QStringLiteral("smartTable"));
    table_->setAccessibleName(tr("SMART attributes"));
    // Tab leaves the table (arrow keys move within it): no keyboard trap.
    table_->setTabKeyNavigation(false);
    table_->setColumnCount(7);
    table_->setHorizontalHeaderLabels(
        {tr("ID"), tr("Attribute"), tr("Current"), tr("Worst"), tr("Threshold"), tr("Raw value"), tr("Status")});
    table_->verticalHeader()->setVisible(false);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    table_->setWordWrap(false);
    layout->addWidget(table_);
    connect(&store_, &DriveStore::healthChanged, this, [this](const QString& device) {
        if (device == device_) refresh();
    });
    refresh();
}

void SmartTablePage::showDevice(const QString& device) {
    device_ = device;
    refresh();
}

void SmartTablePage::refresh() {
    table_->setRowCount(0);
    const HealthDocument* health = store_.health(device_);
    if (health == nullptr) {
        const auto error = store_.healthError(device_);
        note_->setText(error ? tr("SMART could not be read: %1").arg(error->message)
                             : (device_.isEmpty() ? tr("No drive selected.") : tr("Reading SMART…")));
        return;
    }
    if (!health->smart_available) {
        note_->setText(tr("SMART is not available: %1").arg(QString::fromStdString(health->smart_unavailable_reason)));
        return;
    }
    const auto& attributes = health->attributes;
    if (attributes.empty()) {
        showNvmeLog(health->nvme_health_log);
        return;
    }
    int failing = 0;
    int concerning = 0;
    table_->setRowCount(static_cast<int>(attributes.size()));
    int row = 0;
    for (const auto& attribute : attributes) {
        const int id = attribute.id;
        const QString name = QString::fromStdString(attribute.name);
        const auto concern = attributeConcern(attribute);
        const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
        table_->setItem(row, IdColumn, tableCell(QString::number(id), right));
        table_->setItem(row, NameColumn, tableCell(QString(name).replace(QLatin1Char('_'), QLatin1Char(' '))));
        table_->setItem(row, CurrentColumn, tableCell(number(attribute.value), right));
        table_->setItem(row, WorstColumn, tableCell(number(attribute.worst), right));
        table_->setItem(row, ThresholdColumn, tableCell(number(attribute.thresh), right));
        table_->setItem(row, RawColumn, tableCell(QString::fromStdString(attribute.raw_string)));
        QString status = tr("OK");
        QColor background;
        if (concern == AttributeConcern::Failing) {
            status = tr("Failing");
            background = QColor(0xf8, 0xd0, 0xd0);
            ++failing;
        } else if (concern == AttributeConcern::Concerning) {
            status = tr("Watch");
            background = QColor(0xfc, 0xec, 0xc4);
            ++concerning;
        }
        table_->setItem(row, StatusColumn, tableCell(status));
        QString tooltip = QStringLiteral("<b>%1 %2</b><br>%3").arg(id).arg(name.toHtmlEscaped(),
                                                                         attributeDescription(id, name).toHtmlEscaped());
        if (const QString why = concernText(attribute); !why.isEmpty()) tooltip += QStringLiteral("<br><i>%1</i>").arg(why);
        tooltip += tr("<br>Raw: %1").arg(number(attribute.raw));
        for (int column = 0; column < table_->columnCount(); ++column) {
            table_->item(row, column)->setToolTip(tooltip);
            if (background.isValid()) {
                table_->item(row, column)->setBackground(background);
                table_->item(row, column)->setForeground(QColor(Qt::black));
            }
        }
        ++row;
    }
    QString summary = tr("%n attribute(s)", nullptr, static_cast<int>(attributes.size()));
    if (failing > 0) summary += tr(", %n failing", nullptr, failing);
    if (concerning > 0) summary += tr(", %n worth watching", nullptr, concerning);
    note_->setText(summary + tr(". Hover over a row for what it means. Current, worst and threshold are the "
                                "vendor's normalized values (higher is better); raw values are decoded as smartctl "
                                "prints them."));
}

void SmartTablePage::showNvmeLog(const Json& log) {
    if (!log.is_object()) {
        note_->setText(tr("This drive reports no SMART attributes."));
        return;
    }
    note_->setText(tr("NVMe drives report a health log instead of attributes."));
    table_->setRowCount(static_cast<int>(log.size()));
    int row = 0;
    for (const auto& [key, value] : log.items()) {
        QString name = QString::fromStdString(key);
        table_->setItem(row, IdColumn, tableCell({}));
        table_->setItem(row, NameColumn, tableCell(name.replace(QLatin1Char('_'), QLatin1Char(' '))));
        for (int column : {CurrentColumn, WorstColumn, ThresholdColumn}) table_->setItem(row, column, tableCell({}));
        table_->setItem(row, RawColumn, tableCell(valueText(value)));
        table_->setItem(row, StatusColumn, tableCell({}));
        ++row;
    }
}

} // namespace ssd::gui
