// `ssdtool history [DEVICE|SERIAL]`: what happened to a drive over an
// interval (writes, WA, temperature, changes, wear projection), read from the
// history database, which ordinary users can read: no root, no service.
// `ssdtool history import FILE...`: saved smartctl captures into the history.
#include <cmath>

#include "app/cli/alert_raising.h"
#include "app/cli/commands.h"
#include "app/cli/history_options.h"

#include "core/history/capture_import.h"
#include "core/history/drive_key.h"
#include "core/history/history_json.h"
#include "core/history/history_text.h"
#include "core/smart/smartctl_local_time.h"
#include "core/util/time_text.h"
#include "core/util/file_io.h"

namespace ssd::cli {

namespace {

constexpr double kBytesPerTerabyte = 1e12;

struct QueryArguments {
    std::string drive;
    std::optional<std::string> since;
    std::optional<std::string> until;
    std::optional<double> rated_tbw;
    DatabaseOption database;

    Result<history::HistoryQuery> query(std::int64_t now) const {
        history::HistoryQuery query;
        query.drive = drive;
        for (auto [text, slot, flag] : {std::tuple{&since, &query.range.since, "--since"},
                                        std::tuple{&until, &query.range.until, "--until"}}) {
            if (!*text) continue;
            *slot = ssd::parse_time_point(**text, now);
            if (!*slot) {
                return fail(ErrorCode::Usage, std::string(flag) + " " + **text +
                                                  ": give a date (2026-11-01), a date and time (2026-11-01T08:00Z) "
                                                  "or an age (30d, 12h, 2w, 1y)");
            }
        }
        if (query.range.since && query.range.until && *query.range.since > *query.range.until) {
            return fail(ErrorCode::Usage, "--since is after --until");
        }
        if (rated_tbw) {
            query.endurance.rated_endurance_bytes =
                static_cast<std::uint64_t>(std::llround(*rated_tbw * kBytesPerTerabyte));
            query.endurance.rated_endurance_source = "--rated-tbw " + CLI::detail::to_string(*rated_tbw);
        }
        return query;
    }

    int run(CommandContext& context) const {
        auto request = query(unix_now());
        if (!request) return print_error(context.io, context.output, request.error());
        auto store = open_database(database, false);
        if (!store) return print_error(context.io, context.output, store.error());
        request->ratings = context.services.ratings;
        auto answers = history::answer_history(**store, *request);
        if (!answers) return print_error(context.io, context.output, answers.error());
        return print_success(context.io, context.output, history::history_json(*answers),
                             history::history_text(*answers));
    }
};

struct ImportArguments {
    std::vector<std::string> files;
    DatabaseOption database;
    std::string time_zone; // --time-zone: the offset of captures whose own zone does not say

    struct FileOutcome {
        std::string file;
        std::optional<history::Sample> sample;
        std::optional<Error> error;
    };

    // Every file is read before anything is stored, then all in one transaction.
    int run(CommandContext& context) const {
        std::optional<int> assumed_offset;
        if (!time_zone.empty()) {
            assumed_offset = numeric_zone_offset(time_zone);
            if (!assumed_offset) {
                return print_error(context.io, context.output,
                                   Error{ErrorCode::Usage, "--time-zone \"" + time_zone +
                                                               "\" is not an offset from UTC: give it as +08:00, "
                                                               "-0300, -03 or UTC+8"});
            }
        }
        std::vector<FileOutcome> outcomes;
        std::vector<history::Sample> samples;
        for (const auto& file : files) {
            auto text = read_text_file(file);
            if (!text) {
                outcomes.push_back({file, std::nullopt, text.error()});
                continue;
            }
            // A support capture gives one outcome per drive, named "FILE DEVICE".
            const std::string name = std::filesystem::path(file).filename().string();
            for (auto& drive : history::samples_of_saved_file(name, *text, context.services.advisories, assumed_offset)) {
                FileOutcome outcome{file + drive.name.substr(name.size()), std::nullopt, std::nullopt};
                if (drive.sample) {
                    samples.push_back(*drive.sample);
                    outcome.sample = std::move(*drive.sample);
                } else {
                    outcome.error = drive.sample.error();
                }
                outcomes.push_back(std::move(outcome));
            }
        }
        history::AddOutcome added;
        RaisedAlerts raised;
        if (!samples.empty()) {
            auto store = open_database(database, true);
            if (!store) return print_error(context.io, context.output, store.error());
            auto result = (*store)->add(samples);
            if (!result) return print_error(context.io, context.output, result.error());
            added = *result;
            // A technician's imported captures raise the same alerts as sampling.
            raised = raise_stored_alerts(context, **store, database, samples, added);
        }
        nlohmann::json json = document(outcomes, added);
        std::string words = text(outcomes, added);
        report_raised_alerts(raised, json, words);
        const int status = alerts_exit_status(context, raised, print_success(context.io, context.output, json, words));
        for (const auto& outcome : outcomes) {
            if (outcome.error) return exit_status_for(outcome.error->code);
        }
        return status;
    }

    nlohmann::json document(const std::vector<FileOutcome>& outcomes, const history::AddOutcome& added) const {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& o : outcomes) {
            list.push_back({{"file", o.file},
                            {"drive", o.sample ? history::drive_key_json(o.sample->drive) : nlohmann::json(nullptr)},
                            {"time", o.sample ? nlohmann::json(ssd::iso_utc(o.sample->time)) : nlohmann::json(nullptr)},
                            {"error", o.error ? nlohmann::json(o.error->message) : nlohmann::json(nullptr)}});
        }
        return {{"database", database.chosen().string()},
                {"files", list},
                {"added", added.added},
                {"duplicates", added.duplicates}};
    }

    static std::string text(const std::vector<FileOutcome>& outcomes, const history::AddOutcome& added) {
        std::string out;
        for (const auto& o : outcomes) {
            out += o.file + ": " +
                   (o.sample ? history::describe(o.sample->drive) + " at " + ssd::iso_utc(o.sample->time)
                             : "not imported: " + o.error->message) +
                   "\n";
        }
        return out + std::to_string(added.added) + " imported, " + std::to_string(added.duplicates) +
               " already in the history\n";
    }
};

} // namespace

void add_history_command(CLI::App& app, CommandContext& context) {
    auto* command = app.add_subcommand(
        "history", "what happened to a drive over time: writes, write amplification, temperature, changes, wear "
                   "projection (reads the history database; no root needed)");
    add_json_flag(*command, context);
    auto query = std::make_shared<QueryArguments>();
    command->add_option("drive", query->drive, "a device (/dev/sda) or serial number (default: every drive)");
    command->add_option("--since", query->since, "from: a date, date and time (UTC) or an age such as 30d");
    command->add_option("--until", query->until, "until: a date, date and time (UTC) or an age");
    command->add_option("--rated-tbw", query->rated_tbw, "the drive's rated endurance in TB written")
        ->check(CLI::PositiveNumber);
    add_database_option(*command, query->database);

    auto* import = command->add_subcommand("import", "load saved smartctl captures (--json, or the text of -a/-x), dated by their own clock");
    add_json_flag(*import, context);
    auto imports = std::make_shared<ImportArguments>();
    import->add_option("files", imports->files, "smartctl captures")->required()->check(CLI::ExistingFile);
    add_database_option(*import, imports->database);
    import->add_option("--time-zone", imports->time_zone,
                       "the UTC offset (+08:00, -03, UTC+8) of captures whose own time zone is ambiguous (CST, IST, "
                       "PST, CDT, KST) or unknown; a zone the capture settles is kept");
    import->callback([&context, imports] { context.exit_status = imports->run(context); });

    command->callback([&context, command, import, query] {
        if (command->got_subcommand(import)) return;
        context.exit_status = query->run(context);
    });
}

} // namespace ssd::cli
