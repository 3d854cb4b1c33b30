// The production back end. First the resident service (`ssdtool daemon` on
// /run/ssd-toolbox.socket, or $SSD_TOOLBOX_SOCKET): it runs as root and asks
// polkit per request, so reads need no password and a change asks when it is
// made. Where there is no service (a build tree, not installed) or it does not
// answer, and always on Windows: one `ssdtool serve` helper per GUI session,
// started with administrator rights (elevation.h: pkexec with polkit action
// org.ssdtoolbox.helper, auth_admin_keep; UAC on Windows), or directly when the
// GUI already runs as administrator. When authorization is refused (or cannot
// be asked for) it runs `ssdtool serve` as the user, which still lists drives
// and runs the checks that need no root; the message says what is missing.
// Requests go out as JSON lines (HelperTransport); answers are matched by id.
#pragma once

#include <memory>
#include <set>
#include <vector>

#include "app/gui/backend.h"
#include "app/gui/helper_transport.h"

namespace ssd::gui {

class HelperBackend : public Backend {
    Q_OBJECT
public:
    explicit HelperBackend(QObject* parent = nullptr);
    ~HelperBackend() override;

    void start() override;
    Privilege privilege() const override { return privilege_; }
    QString privilegeMessage() const override { return message_; }
    QString connectionText() const override { return connection_; }
    void reauthorize() override;

    // Whether requests go to the resident service (else to a helper process).
    bool usesService() const { return route_ == Route::Service; }

protected:
    void dispatch(RequestId id, const Request& request) override;
    void cancelDispatched(RequestId id) override;

private:
    enum class Route { Service, Helper };

    void connectService();
    void startHelper();
    void launchHelper(bool elevated);
    void open(std::unique_ptr<HelperTransport> transport);
    void stopTransport();
    void onEnded(const TransportEnd& end);
    void onServiceEnded(const TransportEnd& end, bool hadHello);
    void onHelperEnded(const TransportEnd& end, bool hadHello);
    void onLine(const QByteArray& text);
    void readLine(const Json& line); // may throw JsonFieldError
    void onHello(bool privileged);
    void write(RequestId id, const Request& request);
    void writeLine(const nlohmann::ordered_json& line);
    void failAll(const QString& code, const QString& message);
    void setPrivilege(Privilege privilege, QString connection, QString message);

    std::unique_ptr<HelperTransport> transport_;
    Route route_ = Route::Service;
    bool elevated_ = false;
    bool helloSeen_ = false;
    bool reconnect_ = false;    // the service went away: connect again at the next request
    Privilege privilege_ = Privilege::Connecting;
    QString connection_;
    QString message_;
    QString serviceNote_;       // why the service is not used
    QString refusal_;           // why the elevated helper is not running
    std::vector<std::pair<RequestId, Request>> queued_;
    std::set<RequestId> inFlight_;
    std::set<RequestId> cancels_;
};

} // namespace ssd::gui
