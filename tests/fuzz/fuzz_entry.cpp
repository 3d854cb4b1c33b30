// libFuzzer's entry point for one target, chosen at build time
// (SSD_FUZZ_TARGET, tests/fuzz/CMakeLists.txt): each target is its own binary
// so that its coverage, corpus and crashes stay its own.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "tests/fuzz/fuzz_targets.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const ssd::fuzz::Target* const target = [] {
        const auto* found = ssd::fuzz::find_target(SSD_FUZZ_TARGET);
        if (found == nullptr) {
            std::fprintf(stderr, "no fuzz target named %s\n", SSD_FUZZ_TARGET);
            std::abort();
        }
        return found;
    }();
    target->run(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
