#include "core/windows/elevated_helper_args.h"

#include <optional>

#include "core/windows/text_lines.h"

namespace ssd::windows {

namespace {

bool is_hex(std::string_view text) {
    for (const char c : text) {
        const bool digit = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
        if (!digit) return false;
    }
    return true;
}

bool valid_pipe(std::string_view pipe) {
    if (pipe.substr(0, kHelperPipePrefix.size()) != kHelperPipePrefix) return false;
    const std::string_view random = pipe.substr(kHelperPipePrefix.size());
    return random.size() >= 16 && random.size() <= 64 && is_hex(random);
}

std::optional<std::uint32_t> pid(std::string_view text) {
    const auto value = decimal_u32(text, 10);
    if (!value || *value == 0) return std::nullopt;
    return value;
}

} // namespace

std::string helper_pipe_name(std::string_view random_hex) { return std::string(kHelperPipePrefix) + std::string(random_hex); }

Result<std::vector<std::string>> helper_arguments(const HelperArguments& arguments) {
    if (!valid_pipe(arguments.pipe)) return fail(ErrorCode::Usage, "not a helper pipe name: " + arguments.pipe);
    if (arguments.parent_pid == 0) return fail(ErrorCode::Usage, "the caller's process id is missing");
    std::vector<std::string> argv = {"--pipe", arguments.pipe, "--parent-pid", std::to_string(arguments.parent_pid), "--"};
    argv.insert(argv.end(), arguments.ssdtool.begin(), arguments.ssdtool.end());
    return argv;
}

Result<HelperArguments> parse_helper_arguments(const std::vector<std::string>& argv) {
    HelperArguments parsed;
    std::size_t at = 0;
    bool have_pid = false;
    for (; at < argv.size(); ++at) {
        if (argv[at] == "--") {
            ++at;
            break;
        }
        if (argv[at] == "--pipe" && at + 1 < argv.size()) {
            parsed.pipe = argv[++at];
        } else if (argv[at] == "--parent-pid" && at + 1 < argv.size()) {
            const auto value = pid(argv[++at]);
            if (!value) return fail(ErrorCode::Usage, "--parent-pid needs a process id, not " + argv[at]);
            parsed.parent_pid = *value;
            have_pid = true;
        } else {
            return fail(ErrorCode::Usage, "unknown helper argument " + argv[at] +
                                              " (usage: --pipe NAME --parent-pid PID -- SSDTOOL-ARGUMENTS)");
        }
    }
    if (!valid_pipe(parsed.pipe)) {
        return fail(ErrorCode::Usage, "--pipe must name \\\\.\\pipe\\ssd-toolbox-<hex digits>, not \"" + parsed.pipe + "\"");
    }
    if (!have_pid) return fail(ErrorCode::Usage, "--parent-pid is missing");
    parsed.ssdtool.assign(argv.begin() + static_cast<std::ptrdiff_t>(at), argv.end());
    if (parsed.ssdtool.empty()) return fail(ErrorCode::Usage, "no ssdtool arguments after --");
    return parsed;
}

} // namespace ssd::windows
