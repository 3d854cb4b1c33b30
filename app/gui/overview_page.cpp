#include "app/gui/overview_page.h"

#include <QGridLayout>
#include <QLocale>
#include <QScrollArea>
#include <QVBoxLayout>

#include "app/gui/format.h"
#include "core/drive/drive_interface.h"

namespace ssd::gui {

namespace {

QLabel* wrapping(QLabel* label) {
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

OverviewPage::OverviewPage(DriveStore& store, QWidget* parent) : QWidget(parent), store_(store) {
    setObjectName(QStringLiteral("overviewPage"));
    auto* outer = new QVBoxLayout(this);
    auto* scroll = new QScrollArea(this);
    scroll->setAccessibleName(tr("Drive overview"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    outer->addWidget(scroll);
    auto* content = new QWidget(scroll);
    scroll->setWidget(content);
    auto* layout = new QVBoxLayout(content);

    title_ = wrapping(new QLabel(content));
    title_->setObjectName(QStringLiteral("driveTitle"));
    QFont big = title_->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    title_->setFont(big);
    layout->addWidget(title_);
    identity_ = wrapping(new QLabel(content));
    identity_->setObjectName(QStringLiteral("identity"));
    layout->addWidget(identity_);

    verdict_ = new QLabel(content);
    verdict_->setObjectName(QStringLiteral("verdict"));
    QFont verdictFont = verdict_->font();
    verdictFont.setPointSizeF(verdictFont.pointSizeF() * 1.2);
    verdictFont.setBold(true);
    verdict_->setFont(verdictFont);
    verdict_->setMargin(6);
    verdict_->setAutoFillBackground(true);
    layout->addWidget(verdict_, 0, Qt::AlignLeft);
    reasons_ = wrapping(new QLabel(content));
    reasons_->setObjectName(QStringLiteral("reasons"));
    layout->addWidget(reasons_);
    missing_ = wrapping(new QLabel(content));
    missing_->setObjectName(QStringLiteral("missing"));
    missing_->setStyleSheet(textColorStyle(verdictTextColor(QStringLiteral("warning"))));
    layout->addWidget(missing_);

    // A grid, not a QFormLayout: word-wrapped values get their full height.
    auto* form = new QGridLayout();
    form->setColumnStretch(1, 1);
    form->setHorizontalSpacing(12);
    form->setVerticalSpacing(6);
    layout->addLayout(form);
    life_ = new QProgressBar(content);
    life_->setObjectName(QStringLiteral("lifeUsed"));
    life_->setRange(0, 100);
    life_->setFormat(tr("%p % used"));
    lifeText_ = wrapping(new QLabel(content));
    lifeText_->setObjectName(QStringLiteral("lifeText"));
    auto* lifeBox = new QWidget(content);
    auto* lifeLayout = new QVBoxLayout(lifeBox);
    lifeLayout->setContentsMargins(0, 0, 0, 0);
    lifeLayout->addWidget(life_);
    lifeLayout->addWidget(lifeText_);
    addField(form, tr("Life:"), lifeBox);
    endurance_ = addRow(form, tr("Rated endurance:"), "ratedEndurance");
    powerOn_ = addRow(form, tr("Powered on:"), "powerOn");
    hostWrites_ = addRow(form, tr("Host writes:"), "hostWrites");
    nandWrites_ = addRow(form, tr("NAND writes:"), "nandWrites");
    wa_ = stacked(form, tr("Write amplification:"), "waValue", "waExplanation", &waExplanation_);
    QFont waFont = wa_->font();
    waFont.setBold(true);
    wa_->setFont(waFont);
    waExplanation_->setStyleSheet(textColorStyle(mutedTextColor()));
    firmware_ = stacked(form, tr("Firmware:"), "firmware", "advisory", &advisory_);
    layout->addStretch(1);

    connect(&store_, &DriveStore::healthChanged, this, [this](const QString& device) {
        if (device == device_) refresh();
    });
    connect(&store_, &DriveStore::listChanged, this, &OverviewPage::refresh);
    refresh();
}

void OverviewPage::addField(QGridLayout* form, const QString& label, QWidget* field) {
    const int row = form->rowCount();
    if (!label.isEmpty()) form->addWidget(new QLabel(label, this), row, 0, Qt::AlignTop | Qt::AlignLeft);
    form->addWidget(field, row, 1);
}

QLabel* OverviewPage::addRow(QGridLayout* form, const QString& label, const char* name) {
    auto* value = wrapping(new QLabel(this));
    value->setObjectName(QString::fromLatin1(name));
    addField(form, label, value);
    return value;
}

QLabel* OverviewPage::stacked(QGridLayout* form, const QString& label, const char* name, const char* secondName,
                              QLabel** second) {
    QLabel* value = addRow(form, label, name);
    *second = addRow(form, QString(), secondName);
    return value;
}

// "11.1 % of 300 TB used (33.17 TB written)"; the rating's sources in the tooltip.
void OverviewPage::showEndurance(const HealthDocument* health) {
    const EnduranceDocument endurance = health != nullptr ? health->endurance : EnduranceDocument{};
    if (endurance.rated_used_percent && endurance.rated_tb && endurance.tb_written) {
        QString text = tr("%1 % of %2 TB used (%3 TB written)")
                           .arg(decimalText(*endurance.rated_used_percent, 1),
                                QLocale().toString(*endurance.rated_tb, 'g', 6), decimalText(*endurance.tb_written, 2));
        if (endurance.warranty_years) text += tr(", rated over %n year(s)", nullptr, static_cast<int>(*endurance.warranty_years));
        if (endurance.source_kind == "user") text += tr(" — your rating");
        endurance_->setText(text);
    } else {
        endurance_->setText(health != nullptr ? optionalText(endurance.unavailable_reason, tr("not known"))
                                              : QStringLiteral("—"));
    }
    QStringList tip;
    if (endurance.rating_id) tip << QString::fromStdString(*endurance.rating_id);
    for (const auto& source : endurance.sources) tip << QString::fromStdString(source);
    endurance_->setToolTip(tip.join(QLatin1Char('\n')));
}

void OverviewPage::showDevice(const QString& device) {
    device_ = device;
    refresh();
}

void OverviewPage::refresh() {
    const DriveInfo* drive = store_.drive(device_);
    const HealthDocument* health = store_.health(device_);
    const auto error = store_.healthError(device_);
    // The health document's identity is the merged one (discovery and SMART).
    const DriveInfo* source = health != nullptr ? &health->drive : drive;
    if (device_.isEmpty() || drive == nullptr) {
        title_->setText(tr("No drive selected"));
        identity_->clear();
    } else {
        title_->setText(optionalText(source->model, tr("Unknown model")));
        identity_->setText(tr("%1 · %2 · serial %3 · %4")
                               .arg(device_, sizeText(source->capacity_bytes), optionalText(source->serial),
                                    fromView(kTransports.wire(source->transport))));
    }

    QString verdict;
    QStringList reasons;
    QString missing;
    if (health != nullptr) {
        verdict = QString::fromStdString(health->verdict.level);
        for (const auto& reason : health->verdict.reasons) reasons << QStringLiteral("• ") + QString::fromStdString(reason);
        if (!health->smart_available) {
            missing = tr("SMART is not available: %1").arg(QString::fromStdString(health->smart_unavailable_reason));
        }
    } else if (error) {
        missing = error->code == QLatin1String("permission-denied")
                      ? tr("SMART needs administrator rights: %1").arg(error->message)
                      : tr("SMART could not be read: %1").arg(error->message);
    } else if (!device_.isEmpty()) {
        missing = tr("Reading SMART…");
    }
    verdict_->setText(health != nullptr && !verdict.isEmpty() ? tr("Health: %1").arg(verdictLabel(verdict))
                                                                : tr("Health: unknown"));
    const QColor color = verdictColor(verdict);
    verdict_->setStyleSheet(QStringLiteral("QLabel { color: white; background: %1; border-radius: 4px; }")
                                .arg(color.name()));
    reasons_->setText(reasons.join(QLatin1Char('\n')));
    missing_->setText(missing);
    missing_->setVisible(!missing.isEmpty());

    const WearFacts wear = health != nullptr ? health->wear : WearFacts{};
    if (wear.percent_used) {
        const int percent = *wear.percent_used;
        life_->setValue(std::min(percent, 100));
        life_->setVisible(true);
        QString text = tr("%1 % used, %2 % remaining").arg(percent).arg(std::max(0, 100 - percent));
        if (wear.available_spare_percent) text += tr("; spare blocks %1 %").arg(*wear.available_spare_percent);
        lifeText_->setText(text);
        lifeText_->setToolTip(QString::fromStdString(wear.source));
    } else {
        life_->setVisible(false);
        lifeText_->setText(health != nullptr ? tr("not reported by this drive") : QStringLiteral("—"));
        lifeText_->setToolTip({});
    }
    showEndurance(health);
    if (health != nullptr && health->power_on_hours) {
        QString text = hoursText(*health->power_on_hours);
        if (health->power_cycles) text += tr(", %1 power cycles").arg(*health->power_cycles);
        powerOn_->setText(text);
    } else {
        powerOn_->setText(QStringLiteral("—"));
    }

    const WriteFacts writes = health != nullptr ? health->writes : WriteFacts{};
    hostWrites_->setText(optionalBytes(writes.host_bytes));
    nandWrites_->setText(optionalBytes(writes.nand_bytes));
    if (const auto wa = writes.write_amplification) {
        wa_->setText(decimalText(*wa, 2));
        waExplanation_->setText(
            tr("For every byte the computer wrote, the flash wrote %1 bytes (garbage collection and wear levelling "
               "move data around). Around 1-3 is usual; a full, untrimmed drive climbs higher.")
                .arg(decimalText(*wa, 2)));
        wa_->setToolTip(QString::fromStdString(writes.method));
        waExplanation_->setToolTip(QString::fromStdString(writes.method));
    } else {
        wa_->setText(health != nullptr ? tr("not available") : QStringLiteral("—"));
        wa_->setToolTip({});
        const QString why = optionalText(writes.unavailable_reason, {});
        waExplanation_->setText(why.isEmpty() ? (health != nullptr ? tr("The drive does not report what it needs.")
                                                                   : QString())
                                              : tr("Why: %1").arg(why));
        waExplanation_->setToolTip({});
    }

    firmware_->setText(source != nullptr ? optionalText(source->firmware) : QStringLiteral("—"));
    QStringList advisories;
    if (health != nullptr) {
        for (const auto& finding : health->findings) {
            if (finding.id != "firmware-advisory") continue;
            advisories << QStringLiteral("⚠ ") + QString::fromStdString(finding.title) + QLatin1Char('\n') +
                              QString::fromStdString(finding.fix);
        }
    }
    advisory_->setText(advisories.isEmpty() ? (health != nullptr ? tr("No known advisory for this firmware.")
                                                                 : QString())
                                            : advisories.join(QStringLiteral("\n\n")));
    advisory_->setStyleSheet(advisories.isEmpty() ? QString() : textColorStyle(verdictTextColor(QStringLiteral("warning"))));
}

} // namespace ssd::gui
