#include "app/gui/checks_page.h"

#include <QFrame>
#include <QPushButton>
#include <QScrollArea>
#include <QToolButton>

#include "app/gui/action_request.h"
#include "app/gui/format.h"
#include "core/report/evidence_catalog.h"

namespace ssd::gui {

namespace {

constexpr std::size_t kMaxEvidenceText = 240;

// Nested evidence as "key=value, …" (objects) and "; " between list items.
QString compact(const Json& value) {
    if (value.is_object()) {
        QStringList parts;
        for (const auto& [key, item] : value.items()) {
            parts << QStringLiteral("%1=%2").arg(QString::fromStdString(key), compact(item));
        }
        return parts.join(QStringLiteral(", "));
    }
    if (value.is_array()) {
        QStringList parts;
        for (const auto& item : value) parts << (item.is_object() ? QStringLiteral("{%1}").arg(compact(item)) : compact(item));
        return parts.join(QStringLiteral("; "));
    }
    if (value.is_null()) return QStringLiteral("null");
    return valueText(value);
}

QString evidenceText(const Json& evidence) {
    QStringList lines;
    if (!evidence.is_object()) return valueText(evidence);
    for (const auto& [key, value] : evidence.items()) {
        QString text = compact(value);
        if (static_cast<std::size_t>(text.size()) > kMaxEvidenceText) {
            text = text.left(static_cast<qsizetype>(kMaxEvidenceText)) + QStringLiteral("…");
        }
        lines << QStringLiteral("%1: %2").arg(QString::fromStdString(key), text);
    }
    return lines.join(QLatin1Char('\n'));
}

QLabel* textLabel(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

// The evidence in words (core/report/evidence_catalog.h), one line each.
QString evidenceSentences(const Finding& finding) {
    QStringList lines;
    for (const auto& line : describe_evidence(finding.id, finding.evidence)) {
        lines << QString::fromStdString(line.sentence());
    }
    return lines.join(QLatin1Char('\n'));
}

// A ▸/▾ button that shows and hides `details` (hidden at first).
QToolButton* disclosure(const QString& text, QWidget* details, QWidget* parent) {
    auto* toggle = new QToolButton(parent);
    toggle->setText(text);
    toggle->setCheckable(true);
    toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toggle->setArrowType(Qt::RightArrow);
    toggle->setAutoRaise(true);
    details->setVisible(false);
    QObject::connect(toggle, &QToolButton::toggled, details, [toggle, details](bool on) {
        details->setVisible(on);
        toggle->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
    });
    return toggle;
}

} // namespace

ChecksPage::ChecksPage(DriveStore& store, QWidget* parent)
    : QWidget(parent), store_(store), confirmer_(messageBoxConfirmer()) {
    setObjectName(QStringLiteral("checksPage"));
    auto* layout = new QVBoxLayout(this);
    status_ = textLabel({}, this);
    status_->setObjectName(QStringLiteral("actionStatus"));
    status_->setVisible(false);
    layout->addWidget(status_);
    scroll_ = new QScrollArea(this);
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
            status_->setStyleSheet(QStringLiteral("color: #2e7d32;"));
            store_.refreshChecks();
        } else {
            status_->setText(tr("The fix was not applied: %1").arg(reply.message));
            status_->setStyleSheet(QStringLiteral("color: #c62828;"));
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
        list_->addWidget(textLabel(tr("The checks could not run: %1").arg(error->message), content_));
    } else if (!store_.checksLoaded()) {
        list_->addWidget(textLabel(tr("Running the checks…"), content_));
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
        list_->addWidget(textLabel(tr("✓ Nothing to fix."), content_));
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
        groupTitle->setStyleSheet(QStringLiteral("font-weight: bold; color: %1;").arg(severityColor(wire).name()));
        list_->addWidget(groupTitle);
        for (const Finding* finding : group) list_->addWidget(findingCard(*finding));
    }
    if (!notEvaluated.empty()) {
        QStringList lines;
        for (const auto& entry : notEvaluated) {
            lines << QStringLiteral("• %1: %2").arg(QString::fromStdString(entry.check), QString::fromStdString(entry.reason));
        }
        auto* details = textLabel(lines.join(QLatin1Char('\n')), content_);
        details->setStyleSheet(QStringLiteral("color: palette(mid);"));
        list_->addWidget(disclosure(tr("Not checked (%1)").arg(notEvaluated.size()), details, content_));
        list_->addWidget(details);
    }
}

QWidget* ChecksPage::findingCard(const Finding& finding) {
    const QString id = QString::fromStdString(finding.id);
    auto* card = new QFrame(content_);
    card->setObjectName(QStringLiteral("finding-%1").arg(id));
    card->setFrameShape(QFrame::StyledPanel);
    const QColor color = severityColor(fromView(severity_name(finding.severity)));
    card->setStyleSheet(QStringLiteral("QFrame#%1 { border-left: 4px solid %2; }").arg(card->objectName(), color.name()));
    auto* layout = new QVBoxLayout(card);
    auto* title = textLabel(QString::fromStdString(finding.title), card);
    title->setStyleSheet(QStringLiteral("font-weight: bold;"));
    title->setToolTip(tr("id: %1").arg(id));
    layout->addWidget(title);
    const QString sentences = evidenceSentences(finding);
    if (!sentences.isEmpty()) {
        auto* evidence = textLabel(sentences, card);
        evidence->setObjectName(QStringLiteral("evidence"));
        layout->addWidget(evidence);
        // The raw keys and values, as in the JSON, for those who want them.
        auto* raw = textLabel(evidenceText(finding.evidence), card);
        raw->setObjectName(QStringLiteral("evidenceDetails"));
        QFont mono(QStringLiteral("monospace"));
        mono.setStyleHint(QFont::Monospace);
        mono.setPointSizeF(raw->font().pointSizeF() * 0.9);
        raw->setFont(mono);
        auto* toggle = disclosure(tr("Details"), raw, card);
        toggle->setObjectName(QStringLiteral("evidenceDetailsToggle"));
        layout->addWidget(toggle, 0, Qt::AlignLeft);
        layout->addWidget(raw);
    }
    auto* fix = textLabel(tr("Fix: %1").arg(QString::fromStdString(finding.fix)), card);
    fix->setObjectName(QStringLiteral("fix"));
    layout->addWidget(fix);
    if (finding.action) {
        QString whyNot;
        if (const auto plan = planAction(*finding.action, &whyNot)) {
            auto* button = new QPushButton(plan->button + QStringLiteral("…"), card);
            button->setObjectName(QStringLiteral("fixButton"));
            button->setToolTip(plan->request.commandLine());
            connect(button, &QPushButton::clicked, this, [this, finding] { runAction(finding); });
            layout->addWidget(button, 0, Qt::AlignLeft);
        } else {
            layout->addWidget(textLabel(tr("(No button: %1.)").arg(whyNot), card));
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
