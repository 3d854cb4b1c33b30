// UAC elevation for privileged requests. ssdtool.exe and the GUI run
// unelevated (their manifest asks for asInvoker); privileged work goes to
// ssdtool-elevated.exe (requireAdministrator), started once per session:
//
//   auto helper = ElevatedHelper::launch({"serve"});   // UAC prompt here
//   write JSON lines to helper->pipe(), read responses from it
//
// launch() creates a named pipe only the current user can open (one
// instance, no remote clients), starts the helper with ShellExecuteEx
// "runas" (an elevated process cannot inherit pipes, hence the named pipe)
// and waits for it to connect. The helper runs `ssdtool.exe ARGS` from its
// own folder on that pipe and stops it when this process ends.
#pragma once

#include <windows.h>

#include <chrono>
#include <string>
#include <vector>

#include "core/util/error.h"
#include "platform/windows/win_util.h"

namespace ssd::windows_platform {

// The process token is elevated (an administrator who accepted UAC, or UAC off).
bool process_is_elevated();

class ElevatedHelper {
public:
    struct Options {
        std::string helper_path;  // default: ssdtool-elevated.exe beside this program
        std::string verb = "runas"; // tests use "open": no UAC prompt under Wine
        std::chrono::milliseconds connect_timeout{std::chrono::minutes(2)}; // the user answers the prompt
        HANDLE cancel = nullptr; // an event: when signalled, stop waiting for the helper (the caller closes)
    };

    // PermissionDenied when the UAC prompt is declined; ToolMissing when the
    // helper is not installed; ToolFailed when it does not connect in time;
    // Cancelled when options.cancel was signalled first.
    static Result<ElevatedHelper> launch(const std::vector<std::string>& ssdtool_arguments, const Options& options);
    static Result<ElevatedHelper> launch(const std::vector<std::string>& ssdtool_arguments) {
        return launch(ssdtool_arguments, Options{});
    }

    HANDLE pipe() const { return pipe_.get(); }
    HANDLE process() const { return process_.get(); }

private:
    UniqueHandle pipe_;
    UniqueHandle process_;
};

// The folder of the running program.
std::string program_directory();

} // namespace ssd::windows_platform
