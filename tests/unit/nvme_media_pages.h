// The NVMe media-write log pages of tests/fixtures/nvme-media-logs (synthetic pages carrying the
// counter values nvme-cli printed for real drives: PROVENANCE.md there), and the nvme-cli
// command the product runs to read one, for replaying it.
#pragma once

#include <cstdint>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/process/command_runner.h"
#include "fixture_paths.h"

namespace ssd::test {

inline constexpr std::uint64_t kMiB32 = 32ULL << 20;

// The page's bytes, as nvme-cli's --raw-binary prints them.
inline std::string nvme_media_page(const std::string& name) {
    std::ifstream in(project_fixture("nvme-media-logs/" + name), std::ios::binary);
    EXPECT_TRUE(in) << name;
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline std::vector<std::uint8_t> nvme_media_page_bytes(const std::string& name) {
    const std::string bytes = nvme_media_page(name);
    return {bytes.begin(), bytes.end()};
}

// `nvme get-log DEVICE --log-id=ID --log-len=512 [--lsi=1] --raw-binary` (the endurance group log
// names its group).
inline std::vector<std::string> nvme_get_log(const std::string& device, const std::string& id,
                                             bool endurance_group = false) {
    std::vector<std::string> argv{"nvme", "get-log", device, "--log-id=" + id, "--log-len=512"};
    if (endurance_group) argv.push_back("--lsi=1");
    argv.push_back("--raw-binary");
    return argv;
}

// Synthetic: nvme-cli 2.3's words for a log the controller does not have.
inline CommandOutput nvme_invalid_log_page() {
    return {1, false, false, "", "NVMe status: Invalid Log Page: The log page indicated is invalid(0x2109)\n"};
}

inline CommandOutput nvme_page_output(std::string bytes) { return {0, false, false, std::move(bytes), ""}; }

} // namespace ssd::test
