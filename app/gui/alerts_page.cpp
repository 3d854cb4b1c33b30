#include "app/gui/alerts_page.h"

#include <algorithm>
#include <ctime>

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "app/gui/alert_words.h"
#include "app/gui/format.h"
#include "app/gui/history_opener.h"
#include "app/gui/page_widgets.h"

namespace ssd::gui {

namespace {

using alerts::AlertState;
using alerts::StoredAlert;

// The list's columns, by their short names.
namespace column {
constexpr int Rule = AlertsPage::RuleColumn;
constexpr int Severity = AlertsPage::SeverityColumn;
constexpr int Drive = AlertsPage::DriveColumn;
constexpr int Device = AlertsPage::DeviceColumn;
constexpr int Since = AlertsPage::SinceColumn;
constexpr int LastSeen = AlertsPage::LastSeenColumn;
constexpr int Summary = AlertsPage::SummaryColumn;
constexpr int Note = AlertsPage::NoteColumn;
} // namespace column

// Past alerts are listed for this long after they cleared.
// int, not std::int64_t: lupdate loses its place in this file at a std:: type here.
constexpr int kPastDays = 90;
constexpr int kRefreshMs = 60 * 1000;

QString noteText(const StoredAlert& alert) {
    if (!alert.acknowledged) return {};
    const QString when = AlertsPage::tr("acknowledged %1").arg(localTimeText(alert.acknowledged->time));
    return alert.acknowledged->note.empty() ? when
                                            : when + QStringLiteral(": ") + QString::fromStdString(alert.acknowledged->note);
}

QTreeWidgetItem* rowOf(const StoredAlert& alert) {
    auto* row = new QTreeWidgetItem();
    row->setData(column::Rule, Qt::UserRole, QVariant::fromValue(static_cast<qlonglong>(alert.id)));
    row->setText(column::Rule, ruleLabel(alert.condition.rule));
    row->setText(column::Severity, severityLabel(alert.condition.severity));
    row->setForeground(column::Severity, severityTextColor(severityWire(alert.condition.severity)));
    row->setText(column::Drive, driveText(alert));
    row->setText(column::Device, QString::fromStdString(alert.device));
    row->setText(column::Since, localTimeText(alert.opened));
    row->setText(column::LastSeen, alert.resolved ? AlertsPage::tr("%1 (cleared %2)")
                                                .arg(localTimeText(alert.last_seen), localTimeText(*alert.resolved))
                                          : localTimeText(alert.last_seen));
    row->setText(column::Summary, QString::fromStdString(alert.condition.summary));
    row->setToolTip(column::Summary, row->text(column::Summary));
    row->setText(column::Note, noteText(alert));
    row->setToolTip(column::Note, row->text(column::Note));
    return row;
}

} // namespace

AlertsPage::AlertsPage(DriveStore& store, QWidget* parent)
    : QWidget(parent), store_(store), opener_(databaseAlertOpener()),
      now_([] { return static_cast<std::int64_t>(std::time(nullptr)); }), file_(defaultHistoryFile()) {
    setObjectName(QStringLiteral("alertsPage"));
    auto* layout = new QVBoxLayout(this);

    database_ = new QLabel(this);
    database_->setObjectName(QStringLiteral("alertsDatabase"));
    database_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(database_);

    message_ = cautionLabel(this);
    message_->setObjectName(QStringLiteral("alertsMessage"));
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(message_);

    list_ = new QTreeWidget(this);
    list_->setObjectName(QStringLiteral("alertsList"));
    list_->setAccessibleName(tr("Alerts"));
    list_->setColumnCount(ColumnCount);
    list_->setHeaderLabels({tr("Alert"), tr("Severity"), tr("Device"), tr("Summary"), tr("Since"), tr("Last seen"),
                            tr("Acknowledged"), tr("Drive")});
    list_->setRootIsDecorated(true);
    list_->setAlternatingRowColors(true);
    list_->setUniformRowHeights(true);
    list_->header()->setStretchLastSection(true);
    const QString groupNames[3] = {tr("Active"), tr("Acknowledged (silent until it gets worse)"),
                                   tr("Past (cleared in the last %n day(s))", nullptr, kPastDays)};
    for (int state = 0; state < 3; ++state) {
        groups_[state] = new QTreeWidgetItem(list_);
        groups_[state]->setData(column::Rule, Qt::UserRole + 1, groupNames[state]);
        groups_[state]->setFirstColumnSpanned(true);
        QFont bold = groups_[state]->font(column::Rule);
        bold.setBold(true);
        groups_[state]->setFont(column::Rule, bold);
        groups_[state]->setFlags(Qt::ItemIsEnabled);
    }
    layout->addWidget(list_, 1);

    auto* actions = new QHBoxLayout();
    note_ = new QLineEdit(this);
    note_->setObjectName(QStringLiteral("ackNoteEdit"));
    note_->setAccessibleName(tr("Note for the acknowledgement"));
    note_->setPlaceholderText(tr("Note (optional): why this is known and fine for now"));
    acknowledge_ = new QPushButton(tr("Acknowledge"), this);
    acknowledge_->setObjectName(QStringLiteral("acknowledgeButton"));
    acknowledge_->setToolTip(tr("Silence the selected alert until it gets worse (asks for administrator rights: "
                                "it changes the history database)"));
    actions->addWidget(note_, 1);
    actions->addWidget(acknowledge_);
    layout->addLayout(actions);
    answer_ = new QLabel(this);
    answer_->setObjectName(QStringLiteral("ackAnswer"));
    answer_->setWordWrap(true);
    layout->addWidget(answer_);

    timer_ = new QTimer(this);
    timer_->setInterval(kRefreshMs);
    connect(timer_, &QTimer::timeout, this, &AlertsPage::refresh);
    connect(list_, &QTreeWidget::itemSelectionChanged, this, &AlertsPage::updateButton);
    connect(acknowledge_, &QPushButton::clicked, this, &AlertsPage::acknowledgeSelected);
    connect(note_, &QLineEdit::returnPressed, this, &AlertsPage::acknowledgeSelected);
    connect(&store_.backend(), &Backend::finished, this, &AlertsPage::onFinished);
    database_->setText(tr("Database: %1").arg(pathText(file_)));
    fill({});
    showMessage({});
}

AlertsPage::~AlertsPage() = default;

void AlertsPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    refresh();
    timer_->start();
}

void AlertsPage::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    timer_->stop();
}

void AlertsPage::openDatabase(const std::filesystem::path& file) {
    file_ = file;
    database_->setText(tr("Database: %1").arg(pathText(file)));
    refresh();
}

void AlertsPage::refresh() {
    std::error_code ignored;
    if (file_.empty() || !std::filesystem::exists(file_, ignored)) {
        fill({});
        showMessage(tr("No alerts yet: alerts are raised by the ssd-toolbox-sample timer's readings (or `sudo "
                       "ssdtool sample`). %1 does not exist.")
                        .arg(pathText(file_)));
        return;
    }
    auto opened = opener_(file_);
    std::vector<StoredAlert> found;
    if (opened) {
        auto listed = (*opened)->alerts({std::nullopt, true, now_() - std::int64_t{kPastDays} * 86400});
        if (listed) {
            found = std::move(*listed);
        } else {
            opened = tl::unexpected(listed.error());
        }
    }
    fill(found);
    if (!opened) {
        showMessage(tr("Could not read %1: %2").arg(pathText(file_), QString::fromStdString(opened.error().message)));
        return;
    }
    showMessage(found.empty() ? tr("No alerts: every rule is quiet on every drive in this history.") : QString());
}

void AlertsPage::fill(const std::vector<StoredAlert>& alerts) {
    const std::optional<std::int64_t> selected = selectedAlert();
    for (QTreeWidgetItem* group : groups_) qDeleteAll(group->takeChildren());
    // Newest first within each group.
    std::vector<const StoredAlert*> ordered;
    for (const StoredAlert& alert : alerts) ordered.push_back(&alert);
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const StoredAlert* a, const StoredAlert* b) { return a->last_seen > b->last_seen; });
    for (const StoredAlert* alert : ordered) {
        QTreeWidgetItem* row = rowOf(*alert);
        groups_[static_cast<int>(alert->state())]->addChild(row);
        if (selected && *selected == alert->id) list_->setCurrentItem(row);
    }
    for (QTreeWidgetItem* group : groups_) {
        const QString name = group->data(column::Rule, Qt::UserRole + 1).toString();
        group->setText(column::Rule, QStringLiteral("%1 — %2").arg(name).arg(group->childCount()));
        group->setExpanded(true);
    }
    for (const int index : {column::Rule, column::Severity, column::Device, column::Since}) list_->resizeColumnToContents(index);
    // The group headings span the row: they must not widen the first column.
    list_->setColumnWidth(column::Rule, std::min(list_->columnWidth(column::Rule), 260));
    list_->setColumnWidth(column::Summary, 380);
    updateButton();
}

void AlertsPage::showDevice(const QString& device) {
    for (QTreeWidgetItem* group : {groups_[0], groups_[1]}) {
        for (int i = 0; i < group->childCount(); ++i) {
            if (group->child(i)->text(column::Device) == device) {
                list_->setCurrentItem(group->child(i));
                list_->scrollToItem(group->child(i));
                return;
            }
        }
    }
}

std::optional<std::int64_t> AlertsPage::selectedAlert() const {
    const QTreeWidgetItem* row = list_->currentItem();
    if (row == nullptr || row->parent() == nullptr) return std::nullopt;
    return row->data(column::Rule, Qt::UserRole).toLongLong();
}

void AlertsPage::updateButton() {
    const QTreeWidgetItem* row = list_->currentItem();
    // Only an active alert is silenced; an acknowledged one already is, a past one has nothing to silence.
    const bool active = row != nullptr && row->parent() == groups_[static_cast<int>(AlertState::Active)];
    acknowledge_->setEnabled(active && ackId_ == 0);
}

void AlertsPage::acknowledgeSelected() {
    const std::optional<std::int64_t> alert = selectedAlert();
    if (!alert || !acknowledge_->isEnabled()) return;
    ackId_ = store_.backend().send(Request::acknowledgeAlert(*alert, note_->text().trimmed()));
    answer_->setText(tr("Acknowledging alert %1…").arg(*alert));
    updateButton();
}

void AlertsPage::onFinished(RequestId id, const Reply& reply) {
    if (id != ackId_ || ackId_ == 0) return;
    ackId_ = 0;
    const QString text = reply.ok ? tr("Acknowledged: it stays silent until it gets worse.")
                                  : tr("Not acknowledged: %1").arg(reply.message);
    answer_->setText(text);
    if (reply.ok) note_->clear();
    refresh();
    emit acknowledged(reply.ok, text);
}

void AlertsPage::showMessage(const QString& text) {
    message_->setText(text);
    message_->setVisible(!text.isEmpty());
}

QString AlertsPage::message() const { return message_->text(); }

} // namespace ssd::gui
