#include "app/gui/page_widgets.h"

#include <QFrame>
#include <QLabel>
#include <QStringList>
#include <QTableWidgetItem>
#include <QToolButton>
#include <QVBoxLayout>

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

// The evidence in words (core/report/evidence_catalog.h), one line each.
QString evidenceSentences(const Finding& finding) {
    QStringList lines;
    for (const auto& line : describe_evidence(finding.id, finding.evidence)) {
        lines << QString::fromStdString(line.sentence());
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace

QLabel* driveHeading(const QString& objectName, QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setObjectName(objectName);
    QFont bold = label->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    label->setFont(bold);
    return label;
}

QLabel* cautionLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setStyleSheet(textColorStyle(verdictTextColor(QStringLiteral("warning"))));
    return label;
}

QLabel* selectableLabel(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

QTableWidgetItem* tableCell(const QString& text, Qt::Alignment alignment) {
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(alignment);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

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

QWidget* findingCard(const Finding& finding, QWidget* parent, QVBoxLayout** cardLayout) {
    const QString id = QString::fromStdString(finding.id);
    auto* card = new QFrame(parent);
    card->setObjectName(QStringLiteral("finding-%1").arg(id));
    card->setFrameShape(QFrame::StyledPanel);
    const QColor color = severityTextColor(fromView(severity_name(finding.severity)));
    card->setStyleSheet(QStringLiteral("QFrame#%1 { border-left: 4px solid %2; }").arg(card->objectName(), color.name()));
    auto* layout = new QVBoxLayout(card);
    auto* title = selectableLabel(QString::fromStdString(finding.title), card);
    title->setStyleSheet(QStringLiteral("font-weight: bold;"));
    title->setToolTip(QObject::tr("id: %1").arg(id));
    layout->addWidget(title);
    const QString sentences = evidenceSentences(finding);
    if (!sentences.isEmpty()) {
        auto* evidence = selectableLabel(sentences, card);
        evidence->setObjectName(QStringLiteral("evidence"));
        layout->addWidget(evidence);
        // The raw keys and values, as in the JSON, for those who want them.
        auto* raw = selectableLabel(evidenceText(finding.evidence), card);
        raw->setObjectName(QStringLiteral("evidenceDetails"));
        QFont mono(QStringLiteral("monospace"));
        mono.setStyleHint(QFont::Monospace);
        mono.setPointSizeF(raw->font().pointSizeF() * 0.9);
        raw->setFont(mono);
        auto* toggle = disclosure(QObject::tr("Details"), raw, card);
        toggle->setObjectName(QStringLiteral("evidenceDetailsToggle"));
        layout->addWidget(toggle, 0, Qt::AlignLeft);
        layout->addWidget(raw);
    }
    auto* fix = selectableLabel(QObject::tr("Fix: %1").arg(QString::fromStdString(finding.fix)), card);
    fix->setObjectName(QStringLiteral("fix"));
    layout->addWidget(fix);
    if (cardLayout != nullptr) *cardLayout = layout;
    return card;
}

} // namespace ssd::gui
