// `ssdtool capture [DEVICE…] [--output FILE] [--redact]`: a support capture of this machine's
// drives (core/capture/support_capture.h), read through the resident service when it runs
// (no sudo), else here; written as the user to FILE, never over an existing file.
#include <filesystem>

#include "app/cli/check_shared.h"
#include "app/cli/command_options.h"
#include "app/cli/commands.h"
#include "app/cli/service_client.h"
#include "core/capture/capture_text.h"
#include "core/util/json_util.h"

namespace ssd::cli {

namespace {

// "ssd-capture-20261129-1200.json" from "2026-11-29 12:00 UTC".
std::string default_file_name() {
    std::string stamp;
    for (const char c : report_time_utc()) {
        if (c >= '0' && c <= '9') stamp += c;
        if (stamp.size() == 8 && c == ' ') stamp += '-';
    }
    return "ssd-capture-" + stamp + ".json";
}

Result<void> write_new_file(const std::string& path, const std::string& text) {
    std::error_code ec;
    if (std::filesystem::exists(path, ec)) {
        return fail(ErrorCode::Refused, path + " exists: nothing was overwritten; choose another --output");
    }
    return write_output_file(path, text, "the capture");
}

struct CaptureArguments {
    requests::CaptureRequest request;
    std::string output;
    bool local = false;

    int run(CommandContext& context) const {
        context.local_only = context.local_only || local;
        auto answer = ask_service(context, request);
        if (!answer) {
            HandlerSeams seams(context.services);
            answer = requests::to_response(requests::handle_capture(seams.get(), request), support_capture_to_json,
                                           capture_summary_text);
        }
        if (!*answer) return print_error(context.io, context.output, answer->error());
        const std::string document = json_text((*answer)->document, 2) + "\n";
        if (output == "-") {
            context.io.out << document;
            return 0;
        }
        const std::string path = output.empty() ? default_file_name() : output;
        if (auto written = write_new_file(path, document); !written) {
            return print_error(context.io, context.output, written.error());
        }
        const nlohmann::json summary{{"written_to", path},
                                     {"drives", (*answer)->document["drives"].size()},
                                     {"redacted", request.redact}};
        return print_success(context.io, context.output, summary, (*answer)->text + "Written to " + path + "\n");
    }

    void describe(CLI::App& command) {
        command.description("save every drive's SMART, NVMe logs and how each was read, for support to read elsewhere "
                            "(health, check, report --capture and history import read the file)");
        command.add_option("devices", request.devices, "the drives (default: every drive)");
        command.add_option("--output,-o", output, "the file to write (default: ssd-capture-DATE-TIME.json here; - for stdout)");
        command.add_flag("--redact", request.redact,
                         "leave out serial numbers, world wide names and the host name, wherever they appear");
        command.add_option("--device-type", request.device_type, "smartctl device type (-d) for the named drives");
        add_local_flag(command, local);
    }
};

} // namespace

void add_capture_command(CLI::App& app, CommandContext& context) { add_command<CaptureArguments>(app, context, "capture"); }

} // namespace ssd::cli
