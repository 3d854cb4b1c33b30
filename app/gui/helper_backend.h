// The production back end: one `ssdtool serve` helper per GUI session,
// started through pkexec (polkit action org.ssdtoolbox.helper, auth_admin_keep),
// or directly when the GUI already runs as root. When authorization is
// refused (or pkexec is missing) it runs `ssdtool serve` as the user, which
// still lists drives and runs the checks that need no root; the message says
// what is missing. Requests go out as JSON lines; responses are matched by id.
#pragma once

#include <QByteArray>
#include <QProcess>

#include <memory>
#include <set>
#include <vector>

#include "app/gui/backend.h"

namespace ssd::gui {

class HelperBackend : public Backend {
    Q_OBJECT
public:
    explicit HelperBackend(QObject* parent = nullptr);
    ~HelperBackend() override;

    void start() override;
    Privilege privilege() const override { return privilege_; }
    QString privilegeMessage() const override { return message_; }
    void reauthorize() override;

protected:
    void dispatch(RequestId id, const Request& request) override;
    void cancelDispatched(RequestId id) override;

private:
    void launch(bool elevated);
    void stopHelper();
    void onReadyRead();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    void onLine(const Json& line);
    void write(RequestId id, const Request& request);
    void writeLine(const nlohmann::ordered_json& line);
    void failAll(const QString& code, const QString& message);
    void setPrivilege(Privilege privilege, QString message);

    std::unique_ptr<QProcess> process_;
    bool elevated_ = false;
    bool helloSeen_ = false;
    Privilege privilege_ = Privilege::Connecting;
    QString message_;
    QString refusal_; // why the elevated helper is not running
    QByteArray buffer_;
    std::vector<std::pair<RequestId, Request>> queued_;
    std::set<RequestId> inFlight_;
    std::set<RequestId> cancels_;
};

} // namespace ssd::gui
