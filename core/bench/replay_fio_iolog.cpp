#include "core/bench/replay_fio_iolog.h"

namespace ssd::bench {

std::string replay_to_fio_iolog(const ReplayJob& replay, std::string_view target) {
    const std::string file(target);
    std::string text = "fio version 3 iolog\n0 " + file + " add\n0 " + file + " open\n";
    std::uint64_t last = 0;
    for (const auto& request : replay.requests) {
        text += std::to_string(request.at_us) + " " + file + (request.direction == IoDirection::Read ? " read " : " write ") +
                std::to_string(request.offset) + " " + std::to_string(request.length) + "\n";
        last = request.at_us;
    }
    text += std::to_string(last) + " " + file + " close\n";
    return text;
}

} // namespace ssd::bench
