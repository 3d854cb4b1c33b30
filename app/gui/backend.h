// The GUI's only way to the drives: a Backend answers typed requests (the
// methods of the helper protocol, core/requests/helper_protocol.h) asynchronously
// with Qt signals, so no window ever waits. HelperBackend speaks to the
// resident service (`ssdtool daemon`) or else to `ssdtool serve` (through
// pkexec unless already root); the GUI tests use a
// fake that answers from fixture files. A benchmark in a directory needs no
// root: every Backend runs it as the user with `ssdtool bench DIR --json
// --progress` (BenchProcess).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>

#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <nlohmann/json.hpp>

#include "app/gui/core_requests.h"
#include "core/requests/progress_reader.h"

namespace ssd::gui {

using Json = nlohmann::json;
using RequestId = quint64;

// One request: the core's typed request (core/requests/requests.h). The
// factories build the typed value; what goes on the wire is the core's
// encoding of it (requests::request_line), and what it does to the machine is
// the core's access_of(), so the GUI never spells a parameter key itself.
struct Request {
    requests::Request value;

    static Request list();
    static Request health(const QString& device);
    static Request check(const QStringList& devices = {});
    static Request report(bool withHtml);
    static Request capture(bool redact);
    static Request trimNow(const QString& mountpointOrDevice, bool dryRun = false);
    static Request enablePeriodicTrim(bool dryRun = false);
    // `method` nullopt: the strongest the drive supports; `confirm` empty: none given.
    static Request erase(const QString& device, std::optional<actions::EraseMethod> method, const QString& confirm,
                         bool dryRun);
    static Request firmware(const QString& device, const QString& file, const QString& confirm, bool dryRun);
    static Request swap(requests::SwapAction action, std::optional<std::uint64_t> sizeBytes = std::nullopt);
    static Request hibernation(requests::HibernationAction action);
    // One drive's self-test: start, abort or read the log. Never `wait`: a
    // waiting start would hold the connection for the test's hours, and every
    // other request of the GUI would queue behind it; the panel polls instead.
    static Request selfTest(const QString& device, selftest::Action action,
                            selftest::TestType type = selftest::TestType::Short);
    // `alerts ack ID [--note …]`: silences an alert until it gets worse (it writes the database: Configure).
    static Request acknowledgeAlert(std::int64_t alertId, const QString& note);

    // The protocol method ("erase") and the encoded params, as the helper receives them.
    QString method() const;
    Json params() const;
    // Whether this request changes anything on the machine (the core's access class).
    bool changesSomething() const;
    // The equivalent command line, for confirmations and logs.
    QString commandLine() const;
};

// Benchmark settings shared by the helper's raw-device bench and the
// user's directory bench.
struct BenchSettings {
    QString target;                                       // a directory, or /dev/NAME
    bench::Preset preset = bench::Preset::Quick;
    bench::DataPattern data = bench::DataPattern::Random;
    QString size;              // "1g"; empty: the preset's
    double seconds = 0.0;      // per job; 0: the preset's
    double warmup = -1.0;      // per job; < 0: the preset's
    QString confirm;           // raw-device writes: the serial number
    // preset Replay: the trace file and how it plays. A raw drive's replay runs in the
    // helper, which gets the trace's text (replayTrace, read by the page), never a path.
    QString replayFile;
    bench::ReplaySpeed replaySpeed = bench::ReplaySpeed::AsRecorded;
    std::optional<std::string> replayTrace;

    bool targetIsDevice() const { return target.startsWith(QStringLiteral("/dev/")); }
    // The preset's and the data pattern's wire names ("quick", "random").
    QString presetName() const;
    QString dataName() const;
    Request toRequest() const;
    QStringList toArguments() const; // `ssdtool bench …` arguments for a directory
    bool timed() const;              // the seconds and warm-up apply (not a read scan, not a replay)
};

// The final answer to a request: a result document, or an error.
struct Reply {
    bool ok = false;
    Json result;          // when ok
    QString code;         // when !ok: "permission-denied", "interrupted", "invalid-params", …
    QString message;
    int exitStatus = 0;
    Json document;        // a document printed with the error (a refusing dry run), else null

    static Reply success(Json result);
    static Reply failure(QString code, QString message, int exitStatus, Json document = nullptr);
};

enum class Privilege {
    Connecting,   // waiting for the helper (and the authorization prompt)
    Privileged,   // the helper runs as root
    Unprivileged, // no root: what needs it is reported as missing
    Failed,       // no helper at all (ssdtool not found)
};

class BenchProcess;

class Backend : public QObject {
    Q_OBJECT
public:
    explicit Backend(QObject* parent = nullptr);
    ~Backend() override;

    // Connects (may ask for authorization). Requests sent before are queued.
    virtual void start() = 0;
    virtual Privilege privilege() const = 0;
    // What works and what is missing, in one or two sentences.
    virtual QString privilegeMessage() const = 0;
    // Which way requests go, in a few words for the status bar ("Connected to
    // the SSD Toolbox service", "Administrator helper (pkexec)"); empty: not said.
    virtual QString connectionText() const { return {}; }
    // Asks again for administrator rights (after a refusal).
    virtual void reauthorize() {}

    // Sends a request; the answer comes as finished(id, reply).
    RequestId send(const Request& request);
    // Runs a benchmark: in a directory as the user, on a raw device through the helper.
    RequestId bench(const BenchSettings& settings);
    // Stops a request (a benchmark stops and removes its test file).
    void cancel(RequestId id);

signals:
    void privilegeChanged();
    // A benchmark's or an action's progress, read by the core (requests::progress_from_json).
    void progress(ssd::gui::RequestId id, const ssd::requests::Progress& event);
    void finished(ssd::gui::RequestId id, const ssd::gui::Reply& reply);

protected:
    RequestId nextId() { return ++lastId_; }
    // Back ends implement these two for everything but directory benchmarks.
    virtual void dispatch(RequestId id, const Request& request) = 0;
    virtual void cancelDispatched(RequestId id) = 0;

private:
    RequestId lastId_ = 0;
    std::map<RequestId, BenchProcess*> localBenches_;
};

// Where the ssdtool binary is: $SSD_TOOLBOX_SSDTOOL, beside this program,
// ../cli/ in the build tree, the install prefix, then $PATH.
QString ssdtoolPath();

// The answer when an ssdtool child process (a benchmark, a capture) could not be started.
Reply ssdtoolNotStarted(const QProcess& process);

} // namespace ssd::gui

// Not nlohmann::json itself: no signal carries it alone, and on Windows Qt's check for a QDebug
// operator<< would try json's implicit conversion to the incomplete MSG (qdebug.h) and fail.
Q_DECLARE_METATYPE(ssd::gui::Reply)
Q_DECLARE_METATYPE(ssd::requests::Progress)
