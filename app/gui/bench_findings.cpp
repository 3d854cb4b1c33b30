#include "app/gui/bench_findings.h"

#include <QObject>

#include "app/gui/format.h"
#include "core/bench/sustained_report.h"

namespace ssd::gui {

namespace {

// The layers that change what is measured, not only how fast: a result on
// them must say so wherever it is shown (issue 19).
bool changesTheData(bench::ConditionWarning id) {
    return id == bench::ConditionWarning::CompressingFilesystem || id == bench::ConditionWarning::EncryptedLayer;
}

QString trimmed(const std::string& text) { return QString::fromStdString(text).trimmed(); }

} // namespace

QString layerLabel(const bench::BenchDocument& doc) {
    if (!doc.conditions) return {};
    QStringList layers;
    for (const auto& note : doc.conditions->warnings) {
        const QString label = fromView(bench::kConditionWarnings.label(note.id));
        if (changesTheData(note.id) && !layers.contains(label)) layers << label;
    }
    return layers.isEmpty() ? QString() : QObject::tr("Measured on: %1").arg(layers.join(QStringLiteral(", ")));
}

QStringList warningLines(const bench::BenchDocument& doc) {
    QStringList lines;
    if (!doc.conditions) return lines;
    for (const auto& note : doc.conditions->warnings) {
        lines << QStringLiteral("[%1] %2: %3")
                     .arg(fromView(bench::kConditionWarnings.wire(note.id)), fromView(bench::kConditionWarnings.label(note.id)),
                          QString::fromStdString(note.detail));
    }
    return lines;
}

QString conditionsSummary(const bench::BenchDocument& doc) {
    if (!doc.conditions) return QObject::tr("Conditions: not recorded in this result (written before ssdtool recorded them).");
    bench::RunConditions facts = *doc.conditions;
    facts.warnings.clear();
    return trimmed(bench::conditions_to_text(facts));
}

QString writeAmplificationLine(const bench::BenchDocument& doc) {
    if (!doc.write_amplification) return QObject::tr("Write amplification during the run: not recorded in this result.");
    return trimmed(bench::run_write_amplification_to_text(*doc.write_amplification));
}

QStringList steadyStateLines(const bench::BenchDocument& doc) {
    QStringList lines;
    for (const auto& job : doc.results) {
        if (job.steady_state) {
            lines << QString::fromStdString(job.name) + QStringLiteral(": ") + trimmed(bench::steady_state_to_text(*job.steady_state));
        }
    }
    return lines;
}

QStringList deviceRequestLines(const bench::BenchDocument& doc) {
    QStringList lines;
    for (const auto& job : doc.results) {
        const auto access = bench::parse_access(job.rw);
        if (!job.device || !access) continue;
        const QString note = QString::fromStdString(bench::device_note(*job.device, *access, job.block_size));
        for (const QString& line : note.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            lines << QString::fromStdString(job.name) + QStringLiteral(": ") + line.trimmed();
        }
    }
    return lines;
}

std::span<const bench::Sample> sustainedSamples(const bench::BenchDocument& doc) {
    if (!doc.sustained) return {};
    for (const auto& job : doc.results) {
        if (job.name == doc.sustained->job) return job.samples;
    }
    return {};
}

QString findingsText(const bench::BenchDocument& doc) {
    QString text;
    if (doc.sustained) text += QString::fromStdString(bench::sustained_to_text(*doc.sustained, sustainedSamples(doc)));
    for (const QString& line : steadyStateLines(doc)) text += line + QLatin1Char('\n');
    for (const QString& line : deviceRequestLines(doc)) text += line + QLatin1Char('\n');
    if (const QString label = layerLabel(doc); !label.isEmpty()) text += label + QLatin1Char('\n');
    // Core's text of the conditions ends with its "Warning [id]: …" lines.
    if (doc.conditions) {
        text += QString::fromStdString(bench::conditions_to_text(*doc.conditions));
    } else {
        text += conditionsSummary(doc) + QLatin1Char('\n');
    }
    text += writeAmplificationLine(doc) + QLatin1Char('\n');
    return text;
}

QString sustainedPhaseText(bench::CachePhase phase, double seconds, const bench::CacheDrop& drop) {
    if (phase == bench::CachePhase::Cache || !drop.dropped) {
        return QObject::tr("Sustained write, %1 s: %2").arg(decimalText(seconds, 0), fromView(bench::kCachePhases.label(phase)));
    }
    const QString dropped = QObject::tr("Writing past the cache: speed dropped at %1 s, after %2 (%3 → %4 MB/s)")
                                .arg(decimalText(drop.drop_at_seconds, 0), sizeText(drop.bytes_before_drop),
                                     decimalText(drop.before_mb_per_s, 1), decimalText(drop.after_mb_per_s, 1));
    return phase == bench::CachePhase::Settled ? dropped + QObject::tr("; settled, finishing") : dropped + QObject::tr("; waiting for it to settle");
}

} // namespace ssd::gui
