#include "app/gui/bench_conditions_view.h"

#include <QLabel>
#include <QVBoxLayout>

#include "app/gui/bench_findings.h"

namespace ssd::gui {

BenchConditionsView::BenchConditionsView(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("benchConditionsView"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layers_ = label(QStringLiteral("benchLayerLabel"));
    layers_->setStyleSheet(QStringLiteral("QLabel { background: #c62828; color: white; font-weight: bold; padding: 4px; }"));
    warnings_ = label(QStringLiteral("benchWarnings"));
    warnings_->setStyleSheet(QStringLiteral("QLabel { background: #fff3e0; color: #8a4b00; padding: 4px; }"));
    summary_ = label(QStringLiteral("benchConditions"));
    wa_ = label(QStringLiteral("benchWriteAmplification"));
    steady_ = label(QStringLiteral("benchSteadyState"));
    requests_ = label(QStringLiteral("benchDeviceRequests"));
    for (QLabel* shown : {layers_, warnings_, summary_, wa_, steady_, requests_}) layout->addWidget(shown);
    clear();
}

QLabel* BenchConditionsView::label(const QString& name) {
    auto* shown = new QLabel(this);
    shown->setObjectName(name);
    shown->setTextFormat(Qt::PlainText);
    shown->setWordWrap(true);
    shown->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return shown;
}

void BenchConditionsView::clear() {
    for (QLabel* shown : {layers_, warnings_, summary_, wa_, steady_, requests_}) {
        shown->clear();
        shown->hide();
    }
}

void BenchConditionsView::showDocument(const bench::BenchDocument& doc) {
    clear();
    auto put = [](QLabel* shown, const QString& text) {
        shown->setText(text);
        shown->setVisible(!text.isEmpty());
    };
    put(layers_, layerLabel(doc));
    QStringList flagged;
    for (const QString& line : warningLines(doc)) flagged << QStringLiteral("⚠ ") + line;
    put(warnings_, flagged.join(QLatin1Char('\n')));
    put(summary_, conditionsSummary(doc));
    put(wa_, writeAmplificationLine(doc));
    put(steady_, steadyStateLines(doc).join(QLatin1Char('\n')));
    put(requests_, deviceRequestLines(doc).join(QLatin1Char('\n')));
}

} // namespace ssd::gui
