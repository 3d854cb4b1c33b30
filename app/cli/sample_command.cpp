// `ssdtool sample [DEVICE...]`: one reading of every drive into the history
// (the systemd timer runs it hourly; Task Scheduler on Windows), then the
// retention rule. Sleeping drives are left asleep.
#include "app/cli/alert_raising.h"
#include "app/cli/command_options.h"
#include "app/cli/commands.h"
#include "app/cli/fleet_metrics.h"
#include "app/cli/history_options.h"

#include "core/history/drive_key.h"
#include "core/history/history_json.h"
#include "core/history/sampler.h"
#include "core/selftest_control/scheduled_selftests.h"
#include "core/selftest_control/selftest_answer_json.h"
#include "platform/history_database.h"

namespace ssd::cli {

namespace {

struct SampleArguments {
    std::vector<std::string> devices;
    DatabaseOption database;
    int keep_all_days = history::RetentionPolicy{}.keep_all_days;
    std::optional<std::string> schedule_file;
    bool no_selftests = false;
    MetricsOptions metrics;  // with a textfile directory: the metrics are written after the samples

    void describe(CLI::App& command) {
        command.description("read every drive once and store the readings in the history (root; run hourly by "
                            "ssd-toolbox-sample.timer)");
        command.add_option("devices", devices, "only these drives (default: every drive)");
        add_database_option(command, database);
        command.add_option("--keep-all-days", keep_all_days,
                           "keep every sample this many days, then one per day (default 90)")
            ->check(CLI::Range(1, 36500));
        command.add_option("--selftest-schedule", schedule_file,
                           "start the drives' due self-tests by this schedule (default: " +
                               history::default_selftest_schedule_path().string() + " when it exists)");
        command.add_flag("--no-selftests", no_selftests, "start no self-test, whatever the schedule says");
        metrics.describe(command, "--metrics-textfile", "--metrics-max-age");
    }

    Result<std::optional<selftest::ScheduleConfig>> schedule() const {
        if (no_selftests) return std::nullopt;
        return load_selftest_schedule(schedule_file);
    }

    // The awake drives of this run, with the keys their samples were stored under.
    static std::vector<selftest::ScheduledDrive> awake_drives(CommandContext& context,
                                                              const std::vector<history::SampleOutcome>& outcomes) {
        std::vector<selftest::ScheduledDrive> drives;
        for (const auto& outcome : outcomes) {
            if (outcome.status != history::SampleStatus::Read || !outcome.sample) continue;
            auto drive = context.services.inventory.lookup(outcome.device);
            if (drive) drives.push_back({*drive, outcome.sample->drive});
        }
        return drives;
    }

    int run(CommandContext& context) const {
        const auto config = schedule(); // a broken schedule is said before anything is read
        if (!config) return print_error(context.io, context.output, config.error());
        auto store = open_database(database, true);
        if (!store) return print_error(context.io, context.output, store.error());
        auto known = (*store)->drives();
        if (!known) return print_error(context.io, context.output, known.error());
        const std::int64_t now = unix_now();
        auto outcomes = history::take_samples(
            {context.services.inventory, context.services.runner, context.services.in_process_smart,
             context.services.advisories},
            devices, now, *known);
        if (!outcomes) return print_error(context.io, context.output, outcomes.error());
        const auto samples = history::samples_of(*outcomes);
        if (samples.empty()) return print_error(context.io, context.output, nothing_sampled(*outcomes));
        auto added = (*store)->add(samples);
        if (!added) return print_error(context.io, context.output, added.error());
        auto thinned = (*store)->apply_retention({keep_all_days}, now);
        if (!thinned) return print_error(context.io, context.output, thinned.error());
        std::optional<std::vector<selftest::ScheduledOutcome>> selftests;
        if (*config) {
            actions::SteadyActionClock clock;
            selftests = selftest::run_scheduled_selftests(
                **config, now, awake_drives(context, *outcomes),
                {**store, context.services.runner, clock, context.services.drive_activity, context.services.advisories});
        }
        const RaisedAlerts raised = raise_stored_alerts(context, **store, database, samples, *added);
        auto json = document(*outcomes, *added, *thinned);
        json["selftests"] = selftests ? nlohmann::json(selftest::scheduled_to_json(*selftests)) : nlohmann::json(nullptr);
        std::string words = text(*outcomes, *added, *thinned) + (selftests ? selftest::scheduled_to_text(*selftests) : "");
        report_raised_alerts(raised, json, words);
        report_metrics(now, json, words);
        return alerts_exit_status(context, raised, print_success(context.io, context.output, json, words));
    }

    // After the samples and the alerts are stored, so the file shows what this run saw.
    // A failure to write it is said (and in JSON) but does not undo the samples.
    void report_metrics(std::int64_t now, nlohmann::json& json, std::string& words) const {
        if (!metrics.textfile_dir) return;
        auto outcome = export_metrics(database, metrics, now);
        if (!outcome) {
            json["metrics"] = {{"error", outcome.error().message}};
            words += "metrics: not written: " + outcome.error().message + "\n";
            return;
        }
        json["metrics"] = metrics_outcome_json(*outcome);
        words += metrics_outcome_text(*outcome);
    }

    // Every drive failed: the first reason stands for the run (e.g. "needs root").
    static Error nothing_sampled(const std::vector<history::SampleOutcome>& outcomes) {
        for (const auto& outcome : outcomes) {
            if (outcome.error) return *outcome.error;
        }
        return Error{ErrorCode::NoSuchDevice, "no drives to sample"};
    }

    nlohmann::json document(const std::vector<history::SampleOutcome>& outcomes, const history::AddOutcome& added,
                            const history::RetentionOutcome& thinned) const {
        nlohmann::json drives = nlohmann::json::array();
        for (const auto& outcome : outcomes) {
            drives.push_back({{"device", outcome.device},
                              {"status", history::kSampleStatuses.wire(outcome.status)},
                              {"drive", outcome.sample ? history::drive_key_json(outcome.sample->drive)
                                                       : nlohmann::json(nullptr)},
                              {"error", outcome.error ? nlohmann::json(outcome.error->message) : nlohmann::json(nullptr)}});
        }
        return {{"database", database.chosen().string()},
                {"drives", drives},
                {"added", added.added},
                {"duplicates", added.duplicates},
                {"removed_by_retention", thinned.removed}};
    }

    static std::string text(const std::vector<history::SampleOutcome>& outcomes, const history::AddOutcome& added,
                            const history::RetentionOutcome& thinned) {
        std::string out;
        for (const auto& outcome : outcomes) {
            out += outcome.device + ": " + std::string(history::kSampleStatuses.label(outcome.status));
            if (outcome.sample) out += " (" + history::describe(outcome.sample->drive) + ")";
            if (outcome.error) out += ": " + outcome.error->message;
            out += "\n";
        }
        out += std::to_string(added.added) + " sample(s) stored";
        if (thinned.removed > 0) out += "; " + std::to_string(thinned.removed) + " old sample(s) thinned to one a day";
        return out + "\n";
    }
};

} // namespace

void add_sample_command(CLI::App& app, CommandContext& context) {
    add_command<SampleArguments>(app, context, "sample");
}

} // namespace ssd::cli
