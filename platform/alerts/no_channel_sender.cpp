// Builds without libcurl (the mingw-w64 cross-build): alert delivery says it is
// not here instead of vanishing; the deliveries stay queued for a build that has it.
#include "platform/alert_delivery.h"

namespace ssd::alerts {

namespace {

constexpr const char* kNotBuilt = "alert delivery is not in this build of ssdtool (built without libcurl)";

class NoChannelSender final : public ChannelSender {
public:
    SendOutcome send(const Outgoing&, std::chrono::milliseconds) override { return SendOutcome{false, kNotBuilt, {}}; }
};

} // namespace

Result<Secrets> load_alert_secrets(const std::filesystem::path&) { return fail(ErrorCode::ToolMissing, kNotBuilt); }

std::unique_ptr<ChannelSender> make_channel_sender() { return std::make_unique<NoChannelSender>(); }

} // namespace ssd::alerts
