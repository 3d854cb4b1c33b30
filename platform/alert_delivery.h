// What the apps get to send alerts (platform/alerts): the senders behind the
// core's ChannelSender seam (libcurl for e-mail and webhooks, the OS process
// runner for the command hook) and the secrets file, loaded only when it is
// safe. Builds without libcurl (the mingw-w64 cross-build) get a sender that
// says delivery is not in the build.
#pragma once

#include <filesystem>
#include <memory>

#include "core/alerts/alert_secrets.h"
#include "core/alerts/outgoing.h"
#include "core/util/error.h"

namespace ssd::alerts {

// The secrets file (core/alerts/alert_secrets.h). Refused (PermissionDenied, saying
// which) unless it is a regular file owned by the user running this (root for the
// system's timers) and neither group nor others may read or write it (mode & 077 == 0):
// a secret others could read or replace is no secret. Missing: InputUnreadable.
Result<Secrets> load_alert_secrets(const std::filesystem::path& path);

// The senders; the command hook runs through the OS process runner (argv, no shell,
// its environment added, killed with what it started on timeout).
std::unique_ptr<ChannelSender> make_channel_sender();

} // namespace ssd::alerts
