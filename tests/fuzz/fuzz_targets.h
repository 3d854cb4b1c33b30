// The fuzz targets: one function per input surface that reaches this tool from
// outside (a saved capture, a tool's output, a request line on the service's
// socket, a file on disk). Each takes arbitrary bytes and runs them through the
// same code the CLI, the GUI and the service run. A target crashes (libFuzzer
// keeps the input) on a sanitizer report, an escaping exception, a hang or a
// broken invariant (FUZZ_EXPECT). The same functions replay the kept crash
// inputs and the seed corpora in the unit tier (test_fuzz_regressions.cpp), so
// every fixed crash stays a regression test in every build.
#pragma once

#include <span>
#include <string_view>

namespace ssd::fuzz {

using TargetFunction = void (*)(std::string_view input);

struct Target {
    std::string_view name;  // as in tests/fuzz/targets.txt
    TargetFunction run;
};

std::span<const Target> targets();
const Target* find_target(std::string_view name);

// Ends the process with the broken invariant on stderr: a crash for libFuzzer,
// a dead test for GoogleTest (either way the input is not silently accepted).
[[noreturn]] void invariant_failed(const char* condition, const char* file, int line);

// The surfaces (targets_*.cpp).
void smartctl_json(std::string_view input);
void smartctl_text(std::string_view input);
void history_import(std::string_view input);
void hdparm_identify(std::string_view input);
void nvme_cli(std::string_view input);
void nvme_media_logs(std::string_view input);
void windows_text(std::string_view input);
void windows_descriptors(std::string_view input);
void windows_command_line(std::string_view input);
void macos_plist(std::string_view input);
void macos_text(std::string_view input);
void linux_mounts(std::string_view input);
void fstab_edit(std::string_view input);
void request_line(std::string_view input);
void request_stream(std::string_view input);
void saved_documents(std::string_view input);

} // namespace ssd::fuzz

#define FUZZ_EXPECT(condition) \
    ((condition) ? void() : ::ssd::fuzz::invariant_failed(#condition, __FILE__, __LINE__))
