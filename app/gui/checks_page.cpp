#include "app/gui/checks_page.h"

#include <QFrame>
#include <QPushButton>
#include <QScrollArea>
#include <QToolButton>

#include "app/gui/action_request.h"
#include "app/gui/page_widgets.h"
#include "app/gui/format.h"

namespace ssd::gui {

ChecksPage::ChecksPage(DriveStore& store, QWidget* parent)
    : QWidget(parent), store_(store), confirmer_(messageBoxConfirmer()) {
    setObjectName(QStringLiteral("checksPage"));
    auto* layout = new QVBoxLayout(this);
    status_ = selectableLabel({}, this);
    status_->setObjectName(QStringLiteral("actionStatus"));
    status_->setVisible(false);
    layout->addWidget(status_);
    scroll_ = new QScrollArea(this);
    scroll_->setAccessibleName(tr("Setup checks"));
    scroll_->setWidgetResizable(true);
    scroll_->setFrameShape(QFrame::NoFrame);
    layout->addWidget(scroll_);
    connect(&store_, &DriveStore::checksChanged, this, &ChecksPage::refresh);
    connect(&store_.backend(), &Backend::finished, this, [this](RequestId id, const Reply& reply) {
        if (id != actionId_) return;
        actionId_ = 0;
        status_->setVisible(true);
        if (reply.ok) {
            status_->setText(tr("Done. The checks are being run again."));
            status_->setStyleSheet(textColorStyle(verdictTextColor(QStringLiteral("good"))));
            store_.refreshChecks();
        } else {
            status_->setText(tr("The fix was not applied: %1").arg(reply.message));
            status_->setStyleSheet(textColorStyle(verdictTextColor(QStringLiteral("failing"))));
        }
        emit actionFinished(reply);
    });
    refresh();
}

void ChecksPage::showDevice(const QString& device) {
    device_ = device;
    refresh();
}

void ChecksPage::refresh() {
    // A fresh page each time; setWidget() deletes the previous one at once.
    content_ = new QWidget();
    list_ = new QVBoxLayout(content_);
    if (const auto error = store_.checkError()) {
        list_->addWidget(selectableLabel(tr("The checks could not run: %1").arg(error->message), content_));
    } else if (!store_.checksLoaded()) {
        list_->addWidget(selectableLabel(tr("Running the checks…"), content_));
    } else {
        if (const CheckedDrive* drive = store_.checks(device_)) {
            addSection(tr("This drive (%1)").arg(device_), drive->outcome);
        }
        if (const CheckedSystem* system = store_.systemChecks()) addSection(tr("This computer"), system->outcome);
    }
    list_->addStretch(1);
    scroll_->setWidget(content_);
}

void ChecksPage::addSection(const QString& heading, const CheckOutcome& outcome) {
    const auto& findings = outcome.findings;
    const auto& notEvaluated = outcome.not_evaluated;
    auto* title = new QLabel(heading, content_);
    QFont font = title->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.25);
    title->setFont(font);
    list_->addWidget(title);
    if (findings.empty()) {
        list_->addWidget(selectableLabel(tr("✓ Nothing to fix."), content_));
    }
    for (const Severity severity : {Severity::Critical, Severity::Warning, Severity::Info}) {
        std::vector<const Finding*> group;
        for (const auto& finding : findings) {
            if (finding.severity == severity) group.push_back(&finding);
        }
        if (group.empty()) continue;
        const QString name = severity == Severity::Critical  ? tr("Critical")
                             : severity == Severity::Warning ? tr("Warnings")
                                                             : tr("Information");
        const QString wire = fromView(severity_name(severity));
        auto* groupTitle = new QLabel(QStringLiteral("%1 (%2)").arg(name).arg(group.size()), content_);
        groupTitle->setObjectName(QStringLiteral("severity-%1").arg(wire));
        groupTitle->setStyleSheet(QStringLiteral("font-weight: bold; color: %1;").arg(severityTextColor(wire).name()));
        list_->addWidget(groupTitle);
        for (const Finding* finding : group) list_->addWidget(findingCard(*finding));
    }
    if (!notEvaluated.empty()) {
        QStringList lines;
        for (const auto& entry : notEvaluated) {
            lines << QStringLiteral("• %1: %2").arg(QString::fromStdString(entry.check), QString::fromStdString(entry.reason));
        }
        auto* details = selectableLabel(lines.join(QLatin1Char('\n')), content_);
        details->setStyleSheet(QStringLiteral("color: palette(mid);"));
        list_->addWidget(disclosure(tr("Not checked (%1)").arg(notEvaluated.size()), details, content_));
        list_->addWidget(details);
    }
}

QWidget* ChecksPage::findingCard(const Finding& finding) {
    QVBoxLayout* layout = nullptr;
    QWidget* card = ssd::gui::findingCard(finding, content_, &layout);
    if (finding.action) {
        QString whyNot;
        if (const auto plan = planAction(*finding.action, &whyNot)) {
            auto* button = new QPushButton(plan->button + QStringLiteral("…"), card);
            button->setObjectName(QStringLiteral("fixButton"));
            button->setToolTip(plan->request.commandLine());
            connect(button, &QPushButton::clicked, this, [this, finding] { runAction(finding); });
            layout->addWidget(button, 0, Qt::AlignLeft);
        } else {
            layout->addWidget(selectableLabel(tr("(No button: %1.)").arg(whyNot), card));
        }
    }
    return card;
}

void ChecksPage::runAction(const Finding& finding) {
    if (!finding.action || actionId_ != 0) return;
    const auto plan = planAction(*finding.action);
    if (!plan) return;
    if (!confirmer_(this, plan->button, plan->whatChanges)) return;
    status_->setVisible(true);
    status_->setStyleSheet({});
    status_->setText(tr("Running: %1…").arg(plan->request.commandLine()));
    actionId_ = store_.backend().send(plan->request);
}

} // namespace ssd::gui
