#include "app/gui/selftest_log_table.h"

#include <QHeaderView>

#include "app/gui/format.h"
#include "app/gui/page_widgets.h"
#include "app/gui/selftest_words.h"

namespace ssd::gui {

namespace {

QTableWidgetItem* numberCell(const std::optional<std::uint64_t>& value) {
    auto* item = tableCell(value ? countText(*value) : QStringLiteral("—"));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

SelfTestLogTable::SelfTestLogTable(QWidget* parent) : QTableWidget(0, ColumnCount, parent) {
    setObjectName(QStringLiteral("selfTestLog"));
    setAccessibleName(tr("Self-test log"));
    setTabKeyNavigation(false);  // Tab leaves the table, arrow keys move within it
    setHorizontalHeaderLabels({tr("#"), tr("Type"), tr("Result"), tr("What the drive says"), tr("Power-on hours"),
                               tr("First failing LBA")});
    verticalHeader()->setVisible(false);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(Words, QHeaderView::Stretch);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAlternatingRowColors(true);
}

void SelfTestLogTable::showLog(const std::vector<selftest::LogEntry>& log) {
    setRowCount(static_cast<int>(log.size()));
    for (int row = 0; row < rowCount(); ++row) {
        const selftest::LogEntry& entry = log[static_cast<std::size_t>(row)];
        setItem(row, Number, tableCell(QString::number(row + 1)));
        setItem(row, Type, tableCell(fromView(selftest::kTestTypes.label(entry.type))));
        auto* result = tableCell(fromView(selftest::kOutcomes.label(entry.outcome)));
        result->setForeground(outcomeColor(entry.outcome));
        QFont bold = font();
        bold.setBold(entry.outcome == selftest::Outcome::Failed || entry.outcome == selftest::Outcome::FatalError);
        result->setFont(bold);
        setItem(row, Result, result);
        QString words = QString::fromStdString(entry.words);
        if (entry.remaining_percent && *entry.remaining_percent > 0) {
            words += tr(" (%1 % of the test was left)").arg(*entry.remaining_percent);
        }
        setItem(row, Words, tableCell(words));
        setItem(row, PowerOnHours, numberCell(entry.power_on_hours));
        setItem(row, FailingLba, numberCell(entry.failing_lba));
    }
}

} // namespace ssd::gui
