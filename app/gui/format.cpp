#include "app/gui/format.h"

#include <QLocale>

#include "core/util/json_util.h"
#include "core/util/units.h"

namespace ssd::gui {

QString sizeText(std::uint64_t bytes) { return QString::fromStdString(format_bytes(bytes)); }

QString hoursText(std::uint64_t hours) {
    QString text = QLocale(QLocale::English).toString(static_cast<qulonglong>(hours)) + QObject::tr(" h");
    const std::uint64_t days = hours / 24;
    const std::uint64_t years = days / 365;
    const std::uint64_t restDays = days % 365;
    if (years > 0) {
        text += QObject::tr(" (%1 %2, %3 %4)")
                    .arg(years)
                    .arg(years == 1 ? QObject::tr("year") : QObject::tr("years"))
                    .arg(restDays)
                    .arg(restDays == 1 ? QObject::tr("day") : QObject::tr("days"));
    } else if (days > 0) {
        text += QObject::tr(" (%1 %2)").arg(days).arg(days == 1 ? QObject::tr("day") : QObject::tr("days"));
    }
    return text;
}

QString optionalText(const std::optional<std::string>& text, const QString& fallback) {
    return text ? QString::fromStdString(*text) : fallback;
}

QString optionalBytes(const std::optional<std::uint64_t>& bytes) {
    return bytes ? sizeText(*bytes) : QStringLiteral("—");
}

QString valueText(const Json& value) {
    if (value.is_null()) return QStringLiteral("—");
    if (const auto text = json_as<std::string>(value)) return QString::fromStdString(*text);
    if (const auto yes = json_as<bool>(value)) return *yes ? QObject::tr("yes") : QObject::tr("no");
    return QString::fromStdString(value.dump());
}

QColor verdictColor(const QString& verdict) {
    if (verdict == QLatin1String("good")) return QColor(0x2e, 0x8b, 0x3e);
    if (verdict == QLatin1String("warning")) return QColor(0xd9, 0x8c, 0x00);
    if (verdict == QLatin1String("failing")) return QColor(0xc6, 0x28, 0x28);
    return QColor(0x80, 0x80, 0x80);
}

QString verdictLabel(const QString& verdict) {
    if (verdict == QLatin1String("good")) return QObject::tr("Good");
    if (verdict == QLatin1String("warning")) return QObject::tr("Warning");
    if (verdict == QLatin1String("failing")) return QObject::tr("Failing");
    return QObject::tr("Unknown");
}

QColor severityColor(const QString& severity) {
    if (severity == QLatin1String("critical")) return QColor(0xc6, 0x28, 0x28);
    if (severity == QLatin1String("warning")) return QColor(0xd9, 0x8c, 0x00);
    return QColor(0x1e, 0x6f, 0xb8);
}

QString decimalText(double value, int decimals) { return QString::number(value, 'f', decimals); }

QString pathText(const std::filesystem::path& file) { return QString::fromStdString(file.string()); }

QString fromView(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

} // namespace ssd::gui
