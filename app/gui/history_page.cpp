#include "app/gui/history_page.h"

#include <ctime>

#include <QComboBox>
#include <QDateEdit>
#include <QDateTime>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QTimeZone>
#include <QVBoxLayout>

#include "app/gui/format.h"
#include "app/gui/history_charts.h"
#include "app/gui/history_summary.h"
#include "core/util/time_text.h"

namespace ssd::gui {

namespace {

using namespace history;

QDate utcDate(std::int64_t time) { return QDateTime::fromSecsSinceEpoch(time, QTimeZone::utc()).date(); }

std::int64_t utcStart(const QDate& date) { return date.startOfDay(QTimeZone::utc()).toSecsSinceEpoch(); }

std::optional<std::int64_t> presetDays(HistoryPage::Interval interval) {
    switch (interval) {
    case HistoryPage::Interval::LastWeek: return 7;
    case HistoryPage::Interval::LastMonth: return 30;
    case HistoryPage::Interval::LastYear: return 365;
    case HistoryPage::Interval::All:
    case HistoryPage::Interval::Custom: break;
    }
    return std::nullopt;
}

} // namespace

HistoryPage::HistoryPage(DriveStore& store, QWidget* parent)
    : QWidget(parent), store_(store), opener_(databaseHistoryOpener()),
      now_([] { return static_cast<std::int64_t>(std::time(nullptr)); }), file_(defaultHistoryFile()) {
    setObjectName(QStringLiteral("historyPage"));
    auto* layout = new QVBoxLayout(this);

    auto* source = new QHBoxLayout();
    database_ = new QLabel(this);
    database_->setObjectName(QStringLiteral("historyDatabase"));
    database_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    open_ = new QPushButton(tr("Open database…"), this);
    open_->setObjectName(QStringLiteral("openDatabaseButton"));
    source->addWidget(database_, 1);
    source->addWidget(open_);
    layout->addLayout(source);

    auto* controls = new QHBoxLayout();
    drive_ = new QComboBox(this);
    drive_->setObjectName(QStringLiteral("historyDriveCombo"));
    drive_->setAccessibleName(tr("Drive"));
    drive_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    drive_->setPlaceholderText(tr("Pick a drive in the history"));
    interval_ = new QComboBox(this);
    interval_->setObjectName(QStringLiteral("intervalCombo"));
    interval_->addItem(tr("Last 7 days"), static_cast<int>(Interval::LastWeek));
    interval_->addItem(tr("Last 30 days"), static_cast<int>(Interval::LastMonth));
    interval_->addItem(tr("Last year"), static_cast<int>(Interval::LastYear));
    interval_->addItem(tr("All"), static_cast<int>(Interval::All));
    interval_->addItem(tr("From – to"), static_cast<int>(Interval::Custom));
    interval_->setCurrentIndex(1);
    from_ = new QDateEdit(this);
    from_->setObjectName(QStringLiteral("fromDate"));
    from_->setAccessibleName(tr("From"));
    to_ = new QDateEdit(this);
    to_->setObjectName(QStringLiteral("toDate"));
    to_->setAccessibleName(tr("To"));
    for (QDateEdit* edit : {from_, to_}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
        edit->setTimeSpec(Qt::UTC);
    }
    controls->addWidget(new QLabel(tr("Drive:"), this));
    controls->addWidget(drive_, 1);
    controls->addSpacing(12);
    controls->addWidget(new QLabel(tr("Interval:"), this));
    controls->addWidget(interval_);
    controls->addWidget(from_);
    controls->addWidget(new QLabel(tr("to"), this));
    controls->addWidget(to_);
    layout->addLayout(controls);

    message_ = new QLabel(this);
    message_->setObjectName(QStringLiteral("historyMessage"));
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    message_->setStyleSheet(textColorStyle(verdictTextColor(QStringLiteral("warning"))));
    layout->addWidget(message_);

    auto* scroll = new QScrollArea(this);
    scroll->setAccessibleName(tr("History charts"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    content_ = new QWidget(scroll);
    auto* contentLayout = new QVBoxLayout(content_);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    summary_ = new HistorySummary(content_);
    charts_ = new HistoryCharts(content_);
    contentLayout->addWidget(summary_);
    contentLayout->addWidget(charts_, 1);
    scroll->setWidget(content_);
    layout->addWidget(scroll, 1);
    showMessage({});
    database_->setText(tr("Database: %1").arg(pathText(file_)));

    connect(open_, &QPushButton::clicked, this, &HistoryPage::chooseDatabase);
    connect(drive_, &QComboBox::activated, this, [this] { refresh(); });
    connect(interval_, &QComboBox::activated, this,
            [this] { setInterval(static_cast<Interval>(interval_->currentData().toInt())); });
    const auto custom = [this] { setCustomRange(from_->date(), to_->date()); };
    connect(from_, &QDateEdit::dateChanged, this, custom);
    connect(to_, &QDateEdit::dateChanged, this, custom);
    connect(&store_, &DriveStore::listChanged, this, &HistoryPage::fillDrives);
}

HistoryPage::~HistoryPage() = default;

void HistoryPage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    // The system's database is read when the tab is first looked at, not at start.
    if (!opened_) openDatabase(file_);
}

void HistoryPage::chooseDatabase() {
    const QString file = QFileDialog::getOpenFileName(this, tr("Open a history database"),
                                                      QFileInfo(pathText(file_)).absolutePath(),
                                                      tr("History databases (*.sqlite *.db);;All files (*)"));
    if (!file.isEmpty()) openDatabase(file.toStdString());
}

void HistoryPage::openDatabase(const std::filesystem::path& file) {
    opened_ = true;
    file_ = file;
    history_.reset();
    drives_.clear();
    database_->setText(tr("Database: %1").arg(pathText(file)));
    std::error_code ignored;
    if (file.empty() || !std::filesystem::exists(file, ignored)) {
        fillDrives();
        showMessage(tr("No history yet: the ssd-toolbox-sample timer records one reading per hour (or run "
                       "`sudo ssdtool sample`). %1 does not exist.")
                        .arg(pathText(file)));
        return;
    }
    auto opened = opener_(file);
    if (!opened) {
        fillDrives();
        showMessage(tr("Could not read %1: %2").arg(pathText(file), QString::fromStdString(opened.error().message)));
        return;
    }
    history_ = std::move(*opened);
    auto drives = history_->drives();
    if (!drives) {
        fillDrives();
        showMessage(tr("Could not read %1: %2").arg(pathText(file), QString::fromStdString(drives.error().message)));
        return;
    }
    drives_ = std::move(*drives);
    fillDrives();
    if (drives_.empty()) {
        showMessage(tr("No history yet: the ssd-toolbox-sample timer records one reading per hour (or run "
                       "`sudo ssdtool sample`)."));
        return;
    }
    // Nothing chosen in the main list: the first drive of the history.
    if (drive_->currentIndex() < 0 && wantedSerial_.empty()) drive_->setCurrentIndex(0);
    refresh();
}

void HistoryPage::fillDrives() {
    const QVariant chosen = drive_->currentData();
    drive_->clear();
    for (const StoredDrive& drive : drives_) {
        bool connected = false;
        for (const DriveInfo& info : store_.drives()) {
            connected |= info.serial && !drive.key.anonymous() && *info.serial == drive.key.serial;
        }
        QString text = QString::fromStdString(describe(drive.key));
        if (!connected) text += tr(" (not connected)");
        drive_->addItem(text, QVariant::fromValue(static_cast<qlonglong>(drive.id)));
    }
    const int again = drive_->findData(chosen);
    drive_->setCurrentIndex(again);
    if (!wantedSerial_.empty()) selectSerial(wantedSerial_);
}

void HistoryPage::showDevice(const QString& device) {
    const DriveInfo* info = store_.drive(device);
    wantedSerial_ = info && info->serial ? *info->serial : std::string();
    if (!history_) return;
    selectSerial(wantedSerial_);
    refresh();
}

void HistoryPage::selectSerial(const std::string& serial) {
    for (const StoredDrive& drive : drives_) {
        if (!serial.empty() && !drive.key.anonymous() && drive.key.serial == serial) {
            drive_->setCurrentIndex(drive_->findData(QVariant::fromValue(static_cast<qlonglong>(drive.id))));
            return;
        }
    }
    drive_->setCurrentIndex(-1);
}

const StoredDrive* HistoryPage::currentDrive() const {
    const qlonglong id = drive_->currentData().toLongLong();
    for (const StoredDrive& drive : drives_) {
        if (drive_->currentIndex() >= 0 && drive.id == id) return &drive;
    }
    return nullptr;
}

void HistoryPage::setInterval(Interval interval) {
    interval_->setCurrentIndex(interval_->findData(static_cast<int>(interval)));
    refresh();
}

void HistoryPage::setCustomRange(const QDate& from, const QDate& to) {
    const QSignalBlocker quietFrom(from_);
    const QSignalBlocker quietTo(to_);
    from_->setDate(from);
    to_->setDate(to);
    interval_->setCurrentIndex(interval_->findData(static_cast<int>(Interval::Custom)));
    refresh();
}

TimeRange HistoryPage::currentRange() const {
    const auto interval = static_cast<Interval>(interval_->currentData().toInt());
    if (interval == Interval::Custom) {
        return {utcStart(from_->date()), utcStart(to_->date().addDays(1)) - 1};
    }
    if (const auto days = presetDays(interval)) return {now_() - *days * kSecondsPerDay, std::nullopt};
    return {};
}

std::vector<DeviceSwap> HistoryPage::swapsOf(const StoredDrive& drive, const TimeRange& range) {
    if (drive.last_device.empty()) return {};
    // Swaps are seen per device name: the ones this drive took part in.
    auto answers = answer_history(*history_, {drive.last_device, range, {}});
    std::vector<DeviceSwap> swaps;
    if (!answers) return swaps;
    for (const DriveHistory& answer : *answers) {
        for (const DeviceSwap& swap : answer.swaps) {
            if (swap.from == drive.key || swap.to == drive.key) swaps.push_back(swap);
        }
    }
    return swaps;
}

void HistoryPage::refresh() {
    facts_.reset();
    if (!history_) return;
    const StoredDrive* drive = currentDrive();
    if (drive == nullptr) {
        showMessage(wantedSerial_.empty()
                        ? tr("Pick a drive in the history.")
                        : tr("The selected drive (serial %1) has no readings in this history; drives that have "
                             "are in the list above.")
                              .arg(QString::fromStdString(wantedSerial_)));
        return;
    }
    const TimeRange range = currentRange();
    // The date edits show the preset's stretch (from the first reading for "All").
    if (static_cast<Interval>(interval_->currentData().toInt()) != Interval::Custom) {
        const QSignalBlocker quietFrom(from_);
        const QSignalBlocker quietTo(to_);
        from_->setDate(utcDate(range.since.value_or(drive->first_time)));
        to_->setDate(utcDate(now_()));
    }
    auto series = history_->series(drive->id, range);
    if (!series) {
        showMessage(tr("Could not read %1: %2").arg(pathText(file_), QString::fromStdString(series.error().message)));
        return;
    }
    facts_ = analyze_interval(*series, range, {});
    if (facts_->samples == 0) {
        const IntervalFacts none = *facts_;
        facts_.reset();
        showMessage(tr("No readings of %1 in this interval; its history runs from %2 to %3.")
                        .arg(QString::fromStdString(describe(none.drive.key)),
                             QString::fromStdString(iso_utc(drive->first_time)),
                             QString::fromStdString(iso_utc(drive->last_time))));
        return;
    }
    showMessage({});
    summary_->showFacts(*facts_, swapsOf(*drive, range));
    charts_->showFacts(*facts_);
}

void HistoryPage::showMessage(const QString& text) {
    message_->setText(text);
    message_->setVisible(!text.isEmpty());
    content_->setVisible(text.isEmpty());
    if (!text.isEmpty()) {
        summary_->clear();
        charts_->clear();
    }
}

QString HistoryPage::message() const { return message_->text(); }

} // namespace ssd::gui
