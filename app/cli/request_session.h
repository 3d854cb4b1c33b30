// How a CLI command runs a request: the core's handler (core/requests) with
// this run's seams, its progress printed as it comes (JSON lines on stdout
// with --json --progress, text lines on stderr with --progress), then the
// answer (docs/CONTRACT.md output conventions). In text mode progress always
// goes to stderr. The helper runs the same handlers
// (core/requests/helper_server.h); nothing here decides anything about a drive.
#pragma once

#include <memory>

#include "app/cli/command_context.h"
#include "core/requests/handlers.h"

namespace ssd::cli {

// The handlers' seams for one run: Services' own, or the build's platform.
class HandlerSeams {
public:
    explicit HandlerSeams(Services& services);
    requests::HandlerServices& get() { return handler_services_; }
    bench::BenchPlatform& bench() { return *handler_services_.bench; }

private:
    std::unique_ptr<actions::ActionPlatform> owned_actions_;
    std::unique_ptr<bench::BenchPlatform> owned_bench_;
    requests::HandlerServices handler_services_;
};

class RequestSession {
public:
    explicit RequestSession(CommandContext& context, bool progress = false);

    // Runs the request and prints its answer; the exit status.
    int run(const requests::Request& request, const StopToken& stop = {});
    // Prints an answer computed by the caller; the exit status.
    int print(const Result<requests::Response>& response);
    int error(const Error& error);

    requests::HandlerServices& services() { return seams_.get(); }
    HandlerSeams& seams() { return seams_; }
    // Where progress goes: printed as docs/CONTRACT.md says, or nowhere.
    std::function<void(const requests::Progress&)> progress_printer();
    bool json_lines() const { return context_.output.json && progress_; }

private:
    CommandContext& context_;
    bool progress_;
    HandlerSeams seams_;
};

// Prints an answer as docs/CONTRACT.md says (the document with --json, else the words; a
// failure's sentence on stderr); `one_line`: JSON on one line (progress lines before it).
// The exit status.
int print_response(CommandContext& context, const Result<requests::Response>& response, bool one_line = false);
int print_failure(CommandContext& context, const Error& error, bool one_line = false);

// "2026-11-21 10:30 UTC" and this machine's name, for the HTML report's header.
HtmlReportOptions report_stamp();

} // namespace ssd::cli
