// A mapped replay as fio's iolog (version 3: "timestamp filename action offset length", times
// in microseconds), so that fio replays exactly the requests ssdtool replays (`ssdtool trace
// fio-iolog`; scripts/replay-vs-fio.sh runs both side by side).
#pragma once

#include <string>
#include <string_view>

#include "core/bench/replay.h"

namespace ssd::bench {

std::string replay_to_fio_iolog(const ReplayJob& replay, std::string_view target);

} // namespace ssd::bench
