// The tray's "what is new since I last looked": news events (Opened, Worse,
// Refired: alerts::is_news) after the last event id shown, as notifications.
// The id is remembered per user and per database file (QSettings: on Linux
// ~/.config/ssd-toolbox/tray.conf), so a restart repeats nothing; on the very
// first start it begins at the newest event and shows nothing old.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <vector>

#include "app/gui/notifier.h"
#include "core/alerts/alert_store.h"
#include "core/util/error.h"

class QSettings;

namespace ssd::gui {

struct News {
    std::vector<Notification> notifications;  // oldest first, at most kMostNews (the newest)
    std::size_t left_out = 0;                 // older news not shown one by one
    std::int64_t newest_event = 0;            // where the next look starts
};

// More news than this at once (the first start after a week away) are told as
// one notification instead of a flood.
inline constexpr std::size_t kMostNews = 4;

// `after` empty (the first start): nothing, starting from the newest event.
Result<News> readNews(alerts::AlertStore& store, std::optional<std::int64_t> after);

// The last event id shown, per database file.
class NewsCursor {
public:
    NewsCursor(QSettings& settings, const std::filesystem::path& database);
    std::optional<std::int64_t> lastShown() const;
    void setLastShown(std::int64_t eventId);

private:
    QSettings& settings_;
    QString key_;
};

} // namespace ssd::gui
