// A process for the history fault tests (tests/history/test_history_faults.cpp).
//   history_test_helper write DB   adds batches of synthetic samples, one transaction
//        each; inside the third transaction, once SQLite has been at work on it for a
//        while (its pages spilling into the WAL), prints "in-transaction N W" (N: samples
//        committed so far, W: the WAL's size when the transaction began) and waits
//        there for the test's SIGKILL.
//   history_test_helper commits DB adds batches of kCommitBatch samples of drive 1, each after
//        the newest one stored, one transaction each, until it is killed: prints "start T"
//        once open, "begin T" before each batch and "committed T" once the batch's add()
//        has returned (T: drive 1's samples in the file at that point).
//   history_test_helper read DB    opens read-only, prints "drives D samples S".
//   history_test_helper add DB     tries to add one sample (exit status as ssdtool's).
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>

#include <sqlite3.h>
#include <unistd.h>

#include "platform/history_database.h"
#include "synthetic_history.h"

namespace {

using namespace ssd::history;

constexpr int kBatch = 400;
constexpr std::int64_t kStart = 1'700'000'000;

int failed(const ssd::Error& error) {
    std::cerr << error.message << "\n";
    return ssd::exit_status_for(error.code);
}

int g_batch = 0;
int g_steps_in_batch = 0;
std::uint64_t g_committed = 0;
std::uintmax_t g_wal_at_batch_start = 0;

// Called by SQLite every 10 virtual-machine steps of the writer's statements.
int in_statement(void*) {
    // A batch takes about 9000 calls: 5000 is well inside the third one.
    if (g_batch == 2 && ++g_steps_in_batch == 5000) {
        std::printf("in-transaction %llu %ju\n", static_cast<unsigned long long>(g_committed), g_wal_at_batch_start);
        std::fflush(stdout);
        char byte;
        while (read(STDIN_FILENO, &byte, 1) > 0) {
        }  // the test kills us here; EOF means it gave up
        _exit(3);
    }
    return 0;
}

// Runs for every connection the process opens (sqlite3_auto_extension): watch the
// writer's statements, and keep a small page cache so an open transaction spills
// its pages into the WAL before it commits, as a large one does.
int watch_connection(sqlite3* db, const char**, const sqlite3_api_routines*) {
    sqlite3_progress_handler(db, 10, in_statement, nullptr);
    sqlite3_exec(db, "PRAGMA cache_size = 8", nullptr, nullptr, nullptr);
    return SQLITE_OK;
}

int write(const std::string& path) {
    sqlite3_auto_extension(reinterpret_cast<void (*)()>(watch_connection));
    auto store = open_history_store(path, OpenMode::ReadWrite);
    if (!store) return failed(store.error());
    synthetic::Drive drive(synthetic::drive_key(1), "/dev/sda", 1);
    std::int64_t time = kStart;
    for (g_batch = 0;; ++g_batch) {
        g_steps_in_batch = 0;
        std::error_code error;
        g_wal_at_batch_start = std::filesystem::file_size(path + "-wal", error);
        std::vector<Sample> samples;
        for (int i = 0; i < kBatch; ++i, time += 3600) samples.push_back(drive.next(time));
        auto added = (*store)->add(samples);
        if (!added) return failed(added.error());
        g_committed += added->added;
    }
}

constexpr int kCommitBatch = 20;  // tests/history/test_history_kill_loop.cpp counts in these

void say(const char* what, std::uint64_t total) {
    std::printf("%s %llu\n", what, static_cast<unsigned long long>(total));
    std::fflush(stdout);
}

int commits(const std::string& path) {
    auto store = open_history_store(path, OpenMode::ReadWrite);
    if (!store) return failed(store.error());
    auto drives = (*store)->drives();
    if (!drives) return failed(drives.error());
    const DriveKey key = synthetic::drive_key(1);
    std::uint64_t total = 0;
    std::int64_t time = kStart;
    for (const auto& drive : *drives) {
        if (drive.key == key) {
            total = drive.sample_count;
            time = drive.last_time + 3600;
        }
    }
    say("start", total);
    synthetic::Drive drive(key, "/dev/sda", 1);
    for (;;) {
        std::vector<Sample> samples;
        for (int i = 0; i < kCommitBatch; ++i, time += 3600) samples.push_back(drive.next(time));
        say("begin", total);
        auto added = (*store)->add(samples);
        if (!added) return failed(added.error());
        total += added->added;
        say("committed", total);
    }
}

int read(const std::string& path) {
    auto store = open_history_store(path, OpenMode::ReadOnly);
    if (!store) return failed(store.error());
    auto drives = (*store)->drives();
    if (!drives) return failed(drives.error());
    std::uint64_t samples = 0;
    for (const auto& drive : *drives) {
        auto series = (*store)->series(drive.id, {});
        if (!series) return failed(series.error());
        samples += series->samples.size();
    }
    std::printf("drives %zu samples %llu\n", drives->size(), static_cast<unsigned long long>(samples));
    return 0;
}

int add(const std::string& path) {
    auto store = open_history_store(path, OpenMode::ReadWrite);
    if (!store) return failed(store.error());
    auto added = (*store)->add({synthetic::Drive(synthetic::drive_key(9), "/dev/sdz", 9).next(kStart)});
    if (!added) return failed(added.error());
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc == 3 && std::strcmp(argv[1], "write") == 0) return write(argv[2]);
    if (argc == 3 && std::strcmp(argv[1], "commits") == 0) return commits(argv[2]);
    if (argc == 3 && std::strcmp(argv[1], "read") == 0) return read(argv[2]);
    if (argc == 3 && std::strcmp(argv[1], "add") == 0) return add(argv[2]);
    std::cerr << "usage: history_test_helper write|commits|read|add DATABASE\n";
    return 1;
}
