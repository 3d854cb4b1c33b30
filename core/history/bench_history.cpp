#include "core/history/bench_history.h"

#include "core/util/json_util.h"

namespace ssd::history {

Result<DriveKey> bench_drive_key(HistoryStore& store, const std::string& model, const std::string& serial) {
    DriveKey key{model, serial, {}, {}};
    auto drives = store.drives();
    if (!drives) return tl::unexpected(drives.error());
    std::optional<DriveKey> sampled;
    int matches = 0;
    for (const auto& drive : *drives) {
        if (drive.key.anonymous() || drive.key.model != model || drive.key.serial != serial) continue;
        ++matches;
        sampled = drive.key;
    }
    return matches == 1 ? *sampled : key;
}

namespace {

// A stored document that does not read as a run (written by a foreign tool, a field
// refused) is passed over.
std::optional<bench::BenchDocument> stored_run_document(const std::string& text) {
    try {
        return bench::bench_report_from_json(nlohmann::json::parse(text, nullptr, false));
    } catch (const JsonFieldError&) {
        return std::nullopt;
    }
}

} // namespace

Result<std::optional<StoredRun>> last_run_where(HistoryStore& store, const DriveKey& drive, std::int64_t before,
                                                const std::function<bool(const bench::BenchDocument&)>& accept) {
    for (int looked = 0; looked < kBenchRunsLookedAt; ++looked) {
        auto stored = store.last_bench(drive, before);
        if (!stored) return tl::unexpected(stored.error());
        if (!*stored) break;
        const StoredBench& run = **stored;
        auto document = stored_run_document(run.document);
        if (document && accept(*document)) return std::optional<StoredRun>{StoredRun{run.time, run.device, std::move(*document)}};
        before = run.time;
    }
    return std::optional<StoredRun>{};
}

Result<std::optional<bench::BenchComparison>> last_comparable_run(HistoryStore& store, const DriveKey& drive,
                                                                  const bench::BenchDocument& current,
                                                                  std::int64_t before) {
    auto run = last_run_where(store, drive, before,
                              [&current](const bench::BenchDocument& stored) { return bench::comparable(current, stored); });
    if (!run) return tl::unexpected(run.error());
    if (!*run) return std::optional<bench::BenchComparison>{};
    return bench::compare_runs(current, (*run)->document, (*run)->time, (*run)->device);
}

BenchHistoryOutcome record_bench_run(HistoryStore& store, const DriveKey& drive, const nlohmann::json& document,
                                     const std::string& device, std::int64_t now) {
    BenchHistoryOutcome outcome;
    if (const auto current = bench::bench_report_from_json(document)) {
        // Runs stored in this same second count as earlier ones.
        auto previous = last_comparable_run(store, drive, *current, now + 1);
        if (previous) {
            outcome.previous = std::move(*previous);
        } else {
            outcome.note = "the last run could not be read from the history: " + previous.error().message;
        }
    }
    auto added = store.add_bench(drive, StoredBench{now, device, json_text(document)});
    if (added) {
        outcome.stored = true;
    } else {
        outcome.note = "this run was not stored in the history: " + added.error().message;
    }
    return outcome;
}

} // namespace ssd::history
