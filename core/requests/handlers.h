// One handler per request. The CLI calls them with what it parsed from its
// arguments; the helper and the service call them with what decode_request()
// gave; every caller prints or sends what they return. A handler resolves the
// device once (through the platform), applies every safety rule itself and
// takes a stop token: nothing upstream re-checks or re-derives any of it.
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/actions/action_platform.h"
#include "core/alerts/alert_store.h"
#include "core/bench/bench_platform.h"
#include "core/bench/session.h"
#include "core/capture/support_capture.h"
#include "core/checks/setup_inspector.h"
#include "core/drive/drive_activity.h"
#include "core/drive/drive_inventory.h"
#include "core/health/firmware_advisories.h"
#include "core/health/rated_endurance.h"
#include "core/history/bench_history.h"
#include "core/process/command_runner.h"
#include "core/report/html_report.h"
#include "core/report/report_alerts.h"
#include "core/requests/requests.h"
#include "core/smart/in_process_smart_reader.h"
#include "core/smart/usb_bridge_memory.h"
#include "core/util/stop_token.h"

namespace ssd::requests {

// Where the alerts are kept (the history database): the CLI its --database, the
// helper and the service only the system's (a request names no file).
struct AlertAccess {
    // The store; `writable` for an acknowledgement. An error says why it cannot be opened.
    std::function<Result<std::unique_ptr<alerts::AlertStore>>(bool writable)> open;
    std::function<std::int64_t()> now;  // Unix seconds (core reads no clock)
};

// The seams a handler works through (the build's platform, or fakes in tests).
struct HandlerServices {
    DriveInventory& inventory;
    CommandRunner& runner;
    InProcessSmartReader* in_process_smart = nullptr; // fallback when smartctl is missing
    SetupInspector* setup_inspector = nullptr;        // null: setup checks are not evaluated
    std::span<const Advisory> advisories = {};
    std::span<const EnduranceRating> ratings = {};  // rated endurance; the machine's own first
    actions::ActionPlatform* actions = nullptr;       // null: every action is refused
    bench::BenchPlatform* bench = nullptr;            // null: benchmarks are refused
    // What the HTML report's header says (tool version, time, host).
    std::function<HtmlReportOptions()> report_stamp = [] { return HtmlReportOptions{}; };
    // Where finished benchmark runs and self-tests started by hand are stored (null:
    // nowhere, nothing compared).
    const history::BenchHistory* bench_history = nullptr;
    // Which drives a benchmark, an erase, a discard or a firmware update holds, so a
    // self-test leaves them alone (null: nothing is held or checked).
    DriveActivity* drive_activity = nullptr;
    // The machine's self-test schedule (nullopt: none), so a log answer says what is
    // due next; empty: not consulted.
    std::function<Result<std::optional<selftest::ScheduleConfig>>()> selftest_schedule = {};
    // The alerts: `alert-ack` writes there, `report` lists each drive's open ones (null:
    // not kept here; an acknowledgement is refused, the report says the alerts are unavailable).
    const AlertAccess* alerts = nullptr;
    // The -d type that read each USB bridge before (the machine's usb-bridges.json); null: none kept.
    UsbBridgeMemory* usb_bridges = nullptr;
};

// Progress of a long request, as it happens.
using Progress = std::variant<actions::ProgressEvent, bench::ProgressEvent, selftest::Progress>;
nlohmann::ordered_json progress_to_json(const Progress& progress);
std::string progress_to_text(const Progress& progress);

// One call: how it may be stopped and where its progress goes.
struct Call {
    StopToken stop;
    std::function<void(const Progress&)> progress; // empty: nobody listens
};

// What a request answers: the document (docs/CONTRACT.md's JSON) and the same in
// words. `failure` is set when the document still ends in an error: a dry
// run that a rule refuses, a benchmark whose verify failed, a run stopped
// part-way (its results so far are in the document).
struct Response {
    nlohmann::json document;
    std::string text;
    std::optional<Error> failure;
};

// A handler's typed result as a Response, through its JSON and text writers.
template <typename Report, typename ToJson, typename ToText>
Result<Response> to_response(Result<Report> report, ToJson to_json, ToText to_text) {
    if (!report) return tl::unexpected(report.error());
    return Response{to_json(*report), to_text(*report), std::nullopt};
}

// Marks the drive of `device` busy with `what` while the returned hold lives
// (null: nothing tracks holds here).
std::unique_ptr<DriveActivity::Hold> hold_drive(HandlerServices& services, const std::string& device, const std::string& what);

// ---- typed handlers (the CLI uses the typed results it needs) --------------
Result<std::vector<DriveInfo>> handle_list(HandlerServices& services);
Result<HealthResult> handle_health(HandlerServices& services, const HealthRequest& request);
// Reads each drive as health does and keeps what the tools printed (core/capture/). A drive
// that cannot be read is in the capture with the reason; PermissionDenied when none could be.
Result<SupportCapture> handle_capture(HandlerServices& services, const CaptureRequest& request);
Result<CheckReport> handle_check(HandlerServices& services, const CheckRequest& request);

struct ReportAnswer {
    CheckReport report;
    ReportAlerts alerts;             // the drives' open alerts, or why they are not there
    std::optional<std::string> html; // with ReportRequest::html
};
// The open alerts (active and acknowledged) of every drive, or why they cannot be read.
ReportAlerts read_report_alerts(const AlertAccess* access);
Result<ReportAnswer> handle_report(HandlerServices& services, const ReportRequest& request);

// A dry run answers with the plan and its checks; a run with the results.
struct BenchAnswer {
    std::optional<bench::PlanOutcome> plan;  // dry run
    std::optional<bench::BenchReport> report;
    // The run against the drive history: the last comparable run and whether
    // this one was stored (nullopt: the history was not consulted).
    std::optional<history::BenchHistoryOutcome> history;
};
Result<BenchAnswer> handle_bench(HandlerServices& services, const BenchRequest& request, const Call& call);
// The error a finished benchmark answer still carries (refusing dry run,
// failed verify, interrupted run), if any.
std::optional<Error> bench_failure(const BenchAnswer& answer, int stop_reason);
// The answer's document and text (none for an interrupted run: its error says it all).
Response bench_response(const BenchAnswer& answer, int stop_reason);

// One answer per drive, in the order they were named.
struct SelfTestAnswer {
    std::vector<selftest::DriveAnswer> drives;
};
Result<SelfTestAnswer> handle_selftest(HandlerServices& services, const SelfTestRequest& request, const Call& call);
// The first drive's refusal or failure, which decides the exit status (nullopt: none).
std::optional<Error> selftest_failure(const SelfTestAnswer& answer);

// Acknowledges an open alert at its current level; the alert as it now stands. An
// unknown id or a resolved alert: Usage (exit 1).
Result<alerts::StoredAlert> handle_alert_ack(HandlerServices& services, const AlertAckRequest& request);

// ---- every request: the document and text ----------------------------------
Result<Response> respond(const Request& request, HandlerServices& services, const Call& call);

} // namespace ssd::requests
