// libFuzzer's entry point for every target, in one binary (`ssd_fuzz`): the target is named by
// SSD_FUZZ_TARGET in the environment (run-fuzzer.sh sets it). One binary instead of one per
// target: sixteen instrumented links and compiles cost CI about half a minute. Each run still
// fuzzes one target only, with its own corpus, dictionary and crash folder (run-fuzzer.sh).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "tests/fuzz/fuzz_targets.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const ssd::fuzz::Target* const target = [] {
        const char* name = std::getenv("SSD_FUZZ_TARGET");
        const auto* found = name != nullptr ? ssd::fuzz::find_target(name) : nullptr;
        if (found == nullptr) {
            std::fprintf(stderr, "SSD_FUZZ_TARGET names no fuzz target (%s): see tests/fuzz/targets.txt\n",
                         name != nullptr ? name : "unset");
            std::abort();
        }
        return found;
    }();
    target->run(std::string_view(reinterpret_cast<const char*>(data), size));
    return 0;
}
