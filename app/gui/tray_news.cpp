#include "app/gui/tray_news.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QSettings>

#include "app/gui/alert_words.h"

namespace ssd::gui {

Result<News> readNews(alerts::AlertStore& store, std::optional<std::int64_t> after) {
    News news;
    if (!after) {
        auto newest = store.events({std::nullopt, std::nullopt, 1});
        if (!newest) return tl::unexpected(newest.error());
        news.newest_event = newest->empty() ? 0 : newest->back().id;
        return news;
    }
    news.newest_event = *after;
    auto events = store.events({std::nullopt, after, std::nullopt});
    if (!events) return tl::unexpected(events.error());
    std::vector<Notification> all;
    for (const alerts::AlertEvent& event : *events) {
        news.newest_event = std::max(news.newest_event, event.id);
        if (!alerts::is_news(event.transition)) continue;
        auto alert = store.alert(event.alert_id);
        if (!alert) return tl::unexpected(alert.error());
        if (!*alert) continue;  // gone (a database cleaned up meanwhile): nothing to open
        all.push_back(notificationOf(**alert, event));
    }
    if (all.size() > kMostNews) {
        news.left_out = all.size() - (kMostNews - 1);
        Notification more;
        more.severity = alerts::Severity::Info;
        for (std::size_t i = 0; i < news.left_out; ++i) more.severity = std::max(more.severity, all[i].severity);
        // A plain int: lupdate 6.4 misses a translate() call with a static_cast<> among its arguments.
        const int leftOut = static_cast<int>(news.left_out);
        more.summary = QCoreApplication::translate("ssd::gui::Alerts", "%n more new alert(s)", nullptr, leftOut);
        more.body = QCoreApplication::translate("ssd::gui::Alerts", "Open SSD Toolbox to see them all.");
        news.notifications.push_back(more);
        all.erase(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(news.left_out));
    }
    news.notifications.insert(news.notifications.end(), all.begin(), all.end());
    return news;
}

NewsCursor::NewsCursor(QSettings& settings, const std::filesystem::path& database) : settings_(settings) {
    // One key per database file; hashed since QSettings keys cannot hold every path.
    const QByteArray path = QString::fromStdString(database.string()).toUtf8();
    key_ = QStringLiteral("news/") +
           QString::fromLatin1(QCryptographicHash::hash(path, QCryptographicHash::Sha1).toHex().left(16));
}

std::optional<std::int64_t> NewsCursor::lastShown() const {
    const QVariant value = settings_.value(key_);
    bool ok = false;
    const qlonglong id = value.toLongLong(&ok);
    if (!value.isValid() || !ok) return std::nullopt;
    return id;
}

void NewsCursor::setLastShown(std::int64_t eventId) {
    settings_.setValue(key_, QVariant::fromValue(static_cast<qlonglong>(eventId)));
    settings_.sync();
}

} // namespace ssd::gui
