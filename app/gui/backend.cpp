#include "app/gui/backend.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

#include "app/gui/bench_process.h"
#include "app/gui/format.h"
#include "core/smart/raid_member.h"
#include "core/util/json_util.h"
#include "core/util/units.h"

namespace ssd::gui {

namespace {

std::string text(const QString& value) { return value.toStdString(); }

std::optional<std::string> optionalText(const QString& value) {
    return value.isEmpty() ? std::nullopt : std::optional<std::string>(value.toStdString());
}

QString quoted(const std::string& argument) {
    const QString value = QString::fromStdString(argument);
    if (!value.isEmpty() && !value.contains(QRegularExpression(QStringLiteral("[\\s'\"$`\\\\;&|<>()]")))) return value;
    QString escaped = value;
    escaped.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + escaped + QLatin1Char('\'');
}

QString number(double value) { return QString::number(value, 'g', 6); }

} // namespace

Request Request::list() { return {requests::ListRequest{}}; }

Request Request::health(const QString& device) {
    // A RAID member is listed as "/dev/bus/6 -d megaraid,8" (drive_name): the node and its type.
    auto named = drive_of_name(text(device));
    return {HealthRequest{std::move(named.device), std::move(named.smartctl_device_type), SmartReaderChoice::Auto}};
}

Request Request::check(const QStringList& devices) {
    CheckRequest request;
    for (const auto& device : devices) request.devices.push_back(text(device));
    return {request};
}

Request Request::report(bool withHtml) { return {requests::ReportRequest{withHtml}}; }

Request Request::capture(bool redact) {
    requests::CaptureRequest request;
    request.redact = redact;
    return {request};
}

Request Request::trimNow(const QString& mountpointOrDevice, bool dryRun) {
    return {actions::TrimRequest{text(mountpointOrDevice), dryRun}};
}

Request Request::enablePeriodicTrim(bool dryRun) { return {requests::PeriodicTrimRequest{dryRun}}; }

Request Request::erase(const QString& device, std::optional<actions::EraseMethod> method, const QString& confirm,
                       bool dryRun) {
    return {actions::EraseRequest{text(device), method, optionalText(confirm), dryRun}};
}

Request Request::firmware(const QString& device, const QString& file, const QString& confirm, bool dryRun) {
    return {actions::FirmwareRequest{text(device), text(file), optionalText(confirm), dryRun}};
}

Request Request::swap(requests::SwapAction action, std::optional<std::uint64_t> sizeBytes) {
    requests::SwapRequest request;
    request.action = action;
    request.size = sizeBytes;
    return {request};
}

Request Request::hibernation(requests::HibernationAction action) {
    requests::HibernationRequest request;
    request.action = action;
    return {request};
}

Request Request::selfTest(const QString& device, selftest::Action action, selftest::TestType type) {
    requests::SelfTestRequest request;
    request.devices.push_back(text(device));
    request.action = action;
    request.type = type;
    return {request};
}

Request Request::acknowledgeAlert(std::int64_t alertId, const QString& note) {
    return {requests::AlertAckRequest{alertId, text(note)}};
}

QString Request::method() const { return fromView(requests::method_name(value)); }

Json Request::params() const { return requests::encode_params(value); }

bool Request::changesSomething() const { return requests::access_of(value) != requests::Access::Read; }

// Spelled from the core's encoding of the request, so it shows exactly what is sent.
QString Request::commandLine() const {
    const Json encoded = params();
    QStringList words{QStringLiteral("ssdtool"), method()};
    // `alerts ack ID --note …`: the method's wire name is not the command's words.
    if (const auto* ack = std::get_if<requests::AlertAckRequest>(&value)) {
        words = QStringList{QStringLiteral("ssdtool"), QStringLiteral("alerts"), QStringLiteral("ack"),
                            QString::number(ack->alert_id)};
        if (!ack->note.empty()) words << QStringLiteral("--note") << quoted(ack->note);
        return words.join(QLatin1Char(' '));
    }
    // `selftest` spells its action as an option (--abort, --log), not as a word.
    if (const auto* selfTest = std::get_if<requests::SelfTestRequest>(&value)) {
        for (const auto& device : selfTest->devices) words << quoted(device);
        if (selfTest->action == selftest::Action::Start) {
            words << QStringLiteral("--type") << fromView(selftest::kTestTypes.wire(selfTest->type));
        } else {
            words << QStringLiteral("--") + fromView(selftest::kActions.wire(selfTest->action));
        }
        if (selfTest->wait) words << QStringLiteral("--wait");
        return words.join(QLatin1Char(' '));
    }
    auto add = [&words](const char* option, const Json& given) {
        if (const auto flag = json_as<bool>(given)) {
            if (*flag) words << QString::fromLatin1(option);
        } else if (const auto text = json_as<std::string>(given)) {
            words << QString::fromLatin1(option) << quoted(*text);
        } else if (const auto figure = json_as<double>(given)) {
            words << QString::fromLatin1(option) << number(*figure);
        }
    };
    for (const char* positional : {"device", "target", "action", "size", "file"}) {
        if (const auto text = json_lenient<std::string>(encoded, positional)) words << quoted(*text);
    }
    if (encoded.contains("devices")) {
        for (const auto& device : encoded["devices"]) {
            if (const auto text = json_as<std::string>(device)) words << quoted(*text);
        }
    }
    if (encoded.contains("enable_periodic")) add("--enable-periodic", encoded["enable_periodic"]);
    for (const auto& [key, option] : std::initializer_list<std::pair<const char*, const char*>>{
             {"preset", "--preset"}, {"data", "--data"}, {"seconds", "--seconds"}, {"warmup", "--warmup"},
             {"method", "--method"}, {"confirm", "--confirm"}, {"dry_run", "--dry-run"}, {"html", "--html"},
             {"replay_name", "--replay"}, {"replay_speed", "--speed"}}) { // the trace's text is not shown
        if (encoded.contains(key)) add(option, encoded[key]);
    }
    return words.join(QLatin1Char(' '));
}

QString BenchSettings::presetName() const { return fromView(bench::kPresets.wire(preset)); }

QString BenchSettings::dataName() const { return fromView(bench::kDataPatterns.wire(data)); }

// A read scan has its own pace and a replay the trace's: the seconds and warm-up of timed
// jobs apply to neither.
bool BenchSettings::timed() const { return preset != bench::Preset::ReadScan && preset != bench::Preset::Replay; }

Request BenchSettings::toRequest() const {
    requests::BenchRequest request;
    bench::BenchOptions& options = request.options;
    options.target = text(target);
    options.data = data;
    if (!size.isEmpty()) options.size = parse_size(text(size));
    options.confirm = optionalText(confirm);
    if (preset == bench::Preset::Replay) {
        // A replay plays the trace's own requests; without the trace's text the plan refuses
        // "replay" by name: never another preset's run.
        options.replay_trace = replayTrace;
        if (!replayTrace) options.preset = std::string(bench::kPresets.wire(preset));
        options.replay_name = QFileInfo(replayFile).fileName().toStdString();
        options.replay_speed = replaySpeed;
    } else {
        options.preset = std::string(bench::kPresets.wire(preset));
    }
    if (seconds > 0.0 && timed()) options.seconds = seconds;
    if (warmup >= 0.0 && timed()) options.warmup = warmup;
    return {request};
}

QStringList BenchSettings::toArguments() const {
    QStringList arguments{QStringLiteral("bench"), target, QStringLiteral("--json"), QStringLiteral("--progress")};
    if (preset == bench::Preset::Replay) {
        arguments << QStringLiteral("--replay") << replayFile << QStringLiteral("--speed")
                  << fromView(bench::kReplaySpeeds.wire(replaySpeed));
    } else {
        arguments << QStringLiteral("--preset") << presetName();
    }
    arguments << QStringLiteral("--data") << dataName();
    if (!size.isEmpty()) arguments << QStringLiteral("--size") << size;
    if (seconds > 0.0 && timed()) arguments << QStringLiteral("--seconds") << number(seconds);
    if (warmup >= 0.0 && timed()) arguments << QStringLiteral("--warmup") << number(warmup);
    return arguments;
}

Reply Reply::success(Json result) {
    Reply reply;
    reply.ok = true;
    reply.result = std::move(result);
    return reply;
}

Reply Reply::failure(QString code, QString message, int exitStatus, Json document) {
    Reply reply;
    reply.code = std::move(code);
    reply.message = std::move(message);
    reply.exitStatus = exitStatus;
    reply.document = std::move(document);
    return reply;
}

Backend::Backend(QObject* parent) : QObject(parent) {
    qRegisterMetaType<ssd::gui::Reply>();
    qRegisterMetaType<ssd::requests::Progress>();
}

Backend::~Backend() = default;

RequestId Backend::send(const Request& request) {
    const RequestId id = nextId();
    dispatch(id, request);
    return id;
}

RequestId Backend::bench(const BenchSettings& settings) {
    if (settings.targetIsDevice()) return send(settings.toRequest());
    const RequestId id = nextId();
    auto* process = new BenchProcess(settings, this);
    localBenches_[id] = process;
    connect(process, &BenchProcess::progress, this,
            [this, id](const requests::Progress& event) { emit progress(id, event); });
    connect(process, &BenchProcess::finished, this, [this, id, process](const Reply& reply) {
        localBenches_.erase(id);
        process->deleteLater();
        emit finished(id, reply);
    });
    process->start();
    return id;
}

void Backend::cancel(RequestId id) {
    if (const auto it = localBenches_.find(id); it != localBenches_.end()) {
        it->second->stop();
        return;
    }
    cancelDispatched(id);
}

QString ssdtoolPath() {
    const QString fromEnvironment = qEnvironmentVariable("SSD_TOOLBOX_SSDTOOL");
    if (!fromEnvironment.isEmpty()) return fromEnvironment;
    const QString here = QCoreApplication::applicationDirPath();
    // Beside the app (installed, and the Windows build tree), the Linux build tree, the prefix.
    for (const QString& candidate : {here + QStringLiteral("/ssdtool"), here + QStringLiteral("/ssdtool.exe"),
                                     here + QStringLiteral("/../cli/ssdtool"),
                                     QStringLiteral(SSD_INSTALL_FULL_BINDIR "/ssdtool")}) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable()) return QDir::toNativeSeparators(QDir::cleanPath(info.absoluteFilePath()));
    }
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("ssdtool"));
    return onPath.isEmpty() ? QStringLiteral("ssdtool") : onPath;
}

Reply ssdtoolNotStarted(const QProcess& process) {
    return Reply::failure(QStringLiteral("tool-missing"),
                          QObject::tr("ssdtool could not be started (%1): %2").arg(process.program(), process.errorString()),
                          4);
}

} // namespace ssd::gui
