#include "app/gui/backend.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

#include "app/gui/bench_process.h"

namespace ssd::gui {

namespace {

std::string text(const QString& value) { return value.toStdString(); }

QString quoted(const std::string& argument) {
    const QString value = QString::fromStdString(argument);
    if (!value.isEmpty() && !value.contains(QRegularExpression(QStringLiteral("[\\s'\"$`\\\\;&|<>()]")))) return value;
    QString escaped = value;
    escaped.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + escaped + QLatin1Char('\'');
}

QString number(double value) { return QString::number(value, 'g', 6); }

} // namespace

Request Request::list() { return {QStringLiteral("list"), Json::object()}; }

Request Request::health(const QString& device) { return {QStringLiteral("health"), {{"device", text(device)}}}; }

Request Request::check(const QStringList& devices) {
    Json params = Json::object();
    if (!devices.isEmpty()) {
        params["devices"] = Json::array();
        for (const auto& device : devices) params["devices"].push_back(text(device));
    }
    return {QStringLiteral("check"), params};
}

Request Request::report(bool withHtml) { return {QStringLiteral("report"), {{"html", withHtml}}}; }

Request Request::trimNow(const QString& mountpointOrDevice, bool dryRun) {
    Json params{{"target", text(mountpointOrDevice)}};
    if (dryRun) params["dry_run"] = true;
    return {QStringLiteral("trim"), params};
}

Request Request::enablePeriodicTrim(bool dryRun) {
    Json params{{"enable_periodic", true}};
    if (dryRun) params["dry_run"] = true;
    return {QStringLiteral("trim"), params};
}

Request Request::erase(const QString& device, const QString& method, const QString& confirm, bool dryRun) {
    Json params{{"device", text(device)}};
    if (!method.isEmpty()) params["method"] = text(method);
    if (!confirm.isEmpty()) params["confirm"] = text(confirm);
    if (dryRun) params["dry_run"] = true;
    return {QStringLiteral("erase"), params};
}

Request Request::firmware(const QString& device, const QString& file, const QString& confirm, bool dryRun) {
    Json params{{"device", text(device)}, {"file", text(file)}};
    if (!confirm.isEmpty()) params["confirm"] = text(confirm);
    if (dryRun) params["dry_run"] = true;
    return {QStringLiteral("firmware"), params};
}

Request Request::swap(const QString& action, const QString& size) {
    Json params{{"action", text(action)}};
    if (!size.isEmpty()) params["size"] = text(size);
    return {QStringLiteral("swap"), params};
}

Request Request::hibernation(const QString& action) { return {QStringLiteral("hibernation"), {{"action", text(action)}}}; }

bool Request::changesSomething() const {
    if (params.value("dry_run", false)) return false;
    if (method == QLatin1String("swap") || method == QLatin1String("hibernation")) {
        return params.value("action", "show") != "show";
    }
    if (method == QLatin1String("bench")) return params.contains("confirm");
    return method == QLatin1String("trim") || method == QLatin1String("discard") || method == QLatin1String("erase") ||
           method == QLatin1String("firmware");
}

QString Request::commandLine() const {
    QStringList words{QStringLiteral("ssdtool"), method};
    auto add = [&words](const char* option, const Json& value) {
        if (value.is_boolean()) {
            if (value.get<bool>()) words << QString::fromLatin1(option);
        } else if (value.is_string()) {
            words << QString::fromLatin1(option) << quoted(value.get<std::string>());
        } else if (value.is_number()) {
            words << QString::fromLatin1(option) << number(value.get<double>());
        }
    };
    for (const char* positional : {"device", "target", "action", "size", "file"}) {
        if (params.contains(positional) && params[positional].is_string()) {
            words << quoted(params[positional].get<std::string>());
        }
    }
    if (params.contains("devices")) {
        for (const auto& device : params["devices"]) words << quoted(device.get<std::string>());
    }
    if (params.contains("enable_periodic")) add("--enable-periodic", params["enable_periodic"]);
    for (const auto& [key, option] : std::initializer_list<std::pair<const char*, const char*>>{
             {"preset", "--preset"}, {"data", "--data"}, {"seconds", "--seconds"}, {"warmup", "--warmup"},
             {"method", "--method"}, {"confirm", "--confirm"}, {"dry_run", "--dry-run"}, {"html", "--html"}}) {
        if (params.contains(key)) add(option, params[key]);
    }
    return words.join(QLatin1Char(' '));
}

Request BenchSettings::toRequest() const {
    Json params{{"target", text(target)}, {"preset", text(preset)}, {"data", text(data)}};
    if (!size.isEmpty()) params["size"] = text(size);
    if (seconds > 0.0 && preset != QLatin1String("read-scan")) params["seconds"] = seconds;
    if (warmup >= 0.0 && preset != QLatin1String("read-scan")) params["warmup"] = warmup;
    if (!confirm.isEmpty()) params["confirm"] = text(confirm);
    return {QStringLiteral("bench"), params};
}

QStringList BenchSettings::toArguments() const {
    QStringList arguments{QStringLiteral("bench"), target, QStringLiteral("--json"), QStringLiteral("--progress"),
                          QStringLiteral("--preset"), preset, QStringLiteral("--data"), data};
    if (!size.isEmpty()) arguments << QStringLiteral("--size") << size;
    if (seconds > 0.0 && preset != QLatin1String("read-scan")) arguments << QStringLiteral("--seconds") << number(seconds);
    if (warmup >= 0.0 && preset != QLatin1String("read-scan")) arguments << QStringLiteral("--warmup") << number(warmup);
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
    qRegisterMetaType<ssd::gui::Json>();
    qRegisterMetaType<ssd::gui::Reply>();
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
    connect(process, &BenchProcess::progress, this, [this, id](const Json& event) { emit progress(id, event); });
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
    for (const QString& candidate : {here + QStringLiteral("/ssdtool"), here + QStringLiteral("/../cli/ssdtool"),
                                     QStringLiteral(SSD_INSTALL_FULL_BINDIR "/ssdtool")}) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable()) return QDir::cleanPath(info.absoluteFilePath());
    }
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("ssdtool"));
    return onPath.isEmpty() ? QStringLiteral("ssdtool") : onPath;
}

} // namespace ssd::gui
