#include "app/gui/format.h"

#include <QGuiApplication>
#include <QLocale>

#include "core/util/json_util.h"
#include "core/util/units.h"

namespace ssd::gui {

// Numbers for people follow the GUI's locale (QLocale's default, which main() sets from the
// chosen language): "240,1 GB (223,6 GiB)" in German. The units stay as the core names them:
// GB and GiB are exact, not words to translate.
QString sizeText(std::uint64_t bytes) {
    const ScaledBytes scaled = scale_bytes(bytes);
    if (scaled.decimal_unit.empty()) return QObject::tr("%1 bytes").arg(countText(bytes));
    return QStringLiteral("%1 %2 (%3 %4)")
        .arg(decimalText(scaled.decimal, 1), fromView(scaled.decimal_unit), decimalText(scaled.binary, 1),
             fromView(scaled.binary_unit));
}

QString countText(std::uint64_t value) { return QLocale().toString(static_cast<qulonglong>(value)); }

QString hoursText(std::uint64_t hours) {
    const auto days = static_cast<int>(hours / 24);
    const int years = days / 365;
    const int restDays = days % 365;
    const QString total = QObject::tr("%1 h").arg(countText(hours));
    // Whole phrases with %n, so each language gets its own plural forms.
    if (years > 0) {
        return QObject::tr("%1 (%2, %3)", "hours (years, days)")
            .arg(total, QObject::tr("%n year(s)", nullptr, years), QObject::tr("%n day(s)", nullptr, restDays));
    }
    if (days > 0) return QObject::tr("%1 (%2)", "hours (days)").arg(total, QObject::tr("%n day(s)", nullptr, days));
    return total;
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

namespace {

// Each state's shades; the light palette's is also the fill under white text.
constexpr PaletteShades kGood{0x1b6e2a, 0x7bd88a};
constexpr PaletteShades kWarning{0x8a5300, 0xf2b84b};
constexpr PaletteShades kFailing{0xb71c1c, 0xff8f87};
constexpr PaletteShades kUnknown{0x5c5c5c, 0xb8b8b8};
constexpr PaletteShades kInfo{0x1a5a99, 0x82bfff};

PaletteShades verdictShades(const QString& verdict) {
    if (verdict == QLatin1String("good")) return kGood;
    if (verdict == QLatin1String("warning")) return kWarning;
    if (verdict == QLatin1String("failing")) return kFailing;
    return kUnknown;
}

PaletteShades severityShades(const QString& severity) {
    if (severity == QLatin1String("critical")) return kFailing;
    if (severity == QLatin1String("warning")) return kWarning;
    return kInfo;
}

} // namespace

QColor mutedTextColor(const QPalette& palette) {
    const QColor text = palette.color(QPalette::WindowText);
    const QColor background = palette.color(QPalette::Window);
    const auto blend = [](int a, int b) { return (2 * a + b) / 3; };
    return QColor(blend(text.red(), background.red()), blend(text.green(), background.green()),
                  blend(text.blue(), background.blue()));
}

QColor mutedTextColor() { return mutedTextColor(QGuiApplication::palette()); }

QString textColorStyle(const QColor& color) { return QStringLiteral("color: %1;").arg(color.name()); }

bool isDarkPalette(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}

QColor verdictColor(const QString& verdict) { return QColor(verdictShades(verdict).onLight); }

QColor verdictTextColor(const QString& verdict, const QPalette& palette) {
    return verdictShades(verdict).on(palette);
}

QColor verdictTextColor(const QString& verdict) { return verdictTextColor(verdict, QGuiApplication::palette()); }

QString verdictLabel(const QString& verdict) {
    if (verdict == QLatin1String("good")) return QObject::tr("Good");
    if (verdict == QLatin1String("warning")) return QObject::tr("Warning");
    if (verdict == QLatin1String("failing")) return QObject::tr("Failing");
    return QObject::tr("Unknown");
}

QColor severityColor(const QString& severity) { return QColor(severityShades(severity).onLight); }

QColor severityTextColor(const QString& severity, const QPalette& palette) {
    return severityShades(severity).on(palette);
}

QColor severityTextColor(const QString& severity) { return severityTextColor(severity, QGuiApplication::palette()); }

QString decimalText(double value, int decimals) {
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale.toString(value, 'f', decimals);
}

QString pathText(const std::filesystem::path& file) { return QString::fromStdString(file.string()); }

QString fromView(std::string_view text) { return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size())); }

} // namespace ssd::gui
