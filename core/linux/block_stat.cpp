#include "core/linux/block_stat.h"

#include <array>
#include <cstddef>
#include <cstdint>

#include "core/linux/text_words.h"

namespace ssd::linux_kernel {

namespace {

// Field positions (0-based) in Documentation/block/stat.rst.
enum Field : std::size_t {
    ReadIos = 0,
    ReadMerges = 1,
    ReadSectors = 2,
    WriteIos = 4,
    WriteMerges = 5,
    WriteSectors = 6,
    TimeInQueue = 10,
    FieldsSince26 = 11,
};

} // namespace

std::optional<BlockStat> parse_block_stat(std::string_view text) {
    const auto words = split_blanks(text);
    if (words.size() < FieldsSince26) return std::nullopt;
    std::array<std::uint64_t, FieldsSince26> values{};
    for (std::size_t i = 0; i < values.size(); ++i) {
        const auto value = parse_u64(words[i]);
        if (!value) return std::nullopt;
        values[i] = *value;
    }
    return BlockStat{values[ReadIos],  values[ReadMerges],  values[ReadSectors], values[WriteIos],
                     values[WriteMerges], values[WriteSectors], values[TimeInQueue]};
}

} // namespace ssd::linux_kernel
