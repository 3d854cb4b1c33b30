// HelperBackend against the real resident service: the built `ssdtool daemon`
// on a socket in a temporary directory ($SSD_TOOLBOX_SOCKET). Root passes
// polkit without asking (CI runs as root), so no pkcheck is needed; as
// another user the service would ask polkit, and these tests are skipped.
// Without a service the back end falls back to `ssdtool serve` (no pkexec in
// tests: SSD_TOOLBOX_NO_ELEVATION) and says so.
#include <gtest/gtest.h>

#include <QDeadlineTimer>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <memory>

#include "app/gui/elevation.h"
#include "app/gui/helper_backend.h"
#include "app/gui/main_window.h"
#include "helper_test_support.h"

namespace ssd::test {
namespace {

constexpr int kWaitMs = 20000;

// Sets an environment variable for one scope.
class ScopedEnv {
public:
    ScopedEnv(const char* name, const QByteArray& value) : name_(name) { qputenv(name_, value); }
    ~ScopedEnv() { qunsetenv(name_); }
    ScopedEnv(const ScopedEnv&) = delete;
    ScopedEnv& operator=(const ScopedEnv&) = delete;

private:
    const char* name_;
};

// `ssdtool daemon --socket PATH --idle-exit 0`, ready once it logged that it listens.
class Daemon {
public:
    explicit Daemon(QString socket) : socket_(std::move(socket)) {}
    ~Daemon() { stop(); }
    Daemon(const Daemon&) = delete;
    Daemon& operator=(const Daemon&) = delete;

    bool start() {
        log_.clear();
        process_.setReadChannel(QProcess::StandardError);
        process_.start(gui::ssdtoolPath(), {QStringLiteral("daemon"), QStringLiteral("--socket"), socket_,
                                            QStringLiteral("--idle-exit"), QStringLiteral("0")});
        if (!process_.waitForStarted(kWaitMs)) return false;
        const QDeadlineTimer deadline(kWaitMs);
        while (!log_.contains("listening on")) {
            if (deadline.hasExpired() || process_.state() == QProcess::NotRunning) return false;
            process_.waitForReadyRead(static_cast<int>(deadline.remainingTime()));
            log_ += process_.readAllStandardError();
        }
        return true;
    }

    // SIGTERM, then SIGKILL; bounded.
    void stop() {
        if (process_.state() == QProcess::NotRunning) return;
        process_.terminate();
        if (!process_.waitForFinished(kWaitMs)) {
            process_.kill();
            process_.waitForFinished(kWaitMs);
        }
    }

    const QString& socket() const { return socket_; }
    QByteArray log() const { return log_; }

private:
    QString socket_;
    QProcess process_;
    QByteArray log_;
};

// Sends REQUEST and waits for its answer.
gui::Reply answer(gui::HelperBackend& backend, const gui::Request& request) {
    QSignalSpy finished(&backend, &gui::Backend::finished);
    const gui::RequestId id = backend.send(request);
    const QDeadlineTimer deadline(kWaitMs);
    while (!deadline.hasExpired()) {
        for (const auto& entry : finished) {
            if (entry.at(0).value<gui::RequestId>() == id) return entry.at(1).value<gui::Reply>();
        }
        finished.wait(static_cast<int>(deadline.remainingTime()));
    }
    return gui::Reply::failure(QStringLiteral("test-timeout"), QStringLiteral("no answer in time"), -1);
}

// Waits until the back end has connected (or failed).
bool connected(gui::HelperBackend& backend) {
    QSignalSpy changed(&backend, &gui::Backend::privilegeChanged);
    const QDeadlineTimer deadline(kWaitMs);
    while (backend.privilege() == gui::Privilege::Connecting) {
        if (!changed.wait(static_cast<int>(deadline.remainingTime()))) return false;
    }
    return true;
}

class GuiService : public ::testing::Test {
protected:
    void SetUp() override {
        if (!gui::runningElevated()) GTEST_SKIP() << "the service test runs as root (root passes polkit without asking)";
        ASSERT_TRUE(dir_.isValid());
        daemon_ = std::make_unique<Daemon>(dir_.filePath(QStringLiteral("s.sock")));
        ASSERT_TRUE(daemon_->start()) << daemon_->log().toStdString();
        socketEnv_ = std::make_unique<ScopedEnv>("SSD_TOOLBOX_SOCKET", daemon_->socket().toUtf8());
    }

    Daemon& daemon() { return *daemon_; }

private:
    QTemporaryDir dir_;
    std::unique_ptr<Daemon> daemon_;
    std::unique_ptr<ScopedEnv> socketEnv_;
};

TEST_F(GuiService, RequestsGoThroughTheServiceAndItsRefusalsAreTheErrorsShown) {
    gui::HelperBackend backend;
    gui::MainWindow window(backend); // its status bar says which way requests go
    backend.start();
    expectListAndOutsideDevRefusal(backend);
    if (HasFatalFailure()) return;
    EXPECT_TRUE(backend.usesService());
    EXPECT_EQ(backend.privilege(), gui::Privilege::Privileged);
    EXPECT_EQ(backend.connectionText(), QStringLiteral("Connected to the SSD Toolbox service"));
    const auto* status = window.findChild<QLabel*>(QStringLiteral("connectionStatus"));
    ASSERT_NE(status, nullptr);
    EXPECT_EQ(status->text(), backend.connectionText());
}

TEST_F(GuiService, ReconnectsAtTheNextRequestAfterTheServiceRestarts) {
    gui::HelperBackend backend;
    backend.start();
    ASSERT_TRUE(answer(backend, gui::Request::list()).ok);

    QSignalSpy changed(&backend, &gui::Backend::privilegeChanged);
    daemon().stop();
    ASSERT_TRUE(changed.wait(kWaitMs)); // it saw the connection go
    EXPECT_TRUE(backend.connectionText().contains(QStringLiteral("reconnects"))) << backend.connectionText().toStdString();

    ASSERT_TRUE(daemon().start()) << daemon().log().toStdString();
    const gui::Reply reply = answer(backend, gui::Request::list());
    ASSERT_TRUE(reply.ok) << reply.message.toStdString();
    EXPECT_TRUE(reply.result["drives"].is_array());
    EXPECT_TRUE(backend.usesService());
    EXPECT_EQ(backend.connectionText(), QStringLiteral("Connected to the SSD Toolbox service"));
}

// Without a service (no socket, or a socket nobody listens on) it falls back
// to `ssdtool serve` and says why.
class GuiServiceFallback : public ::testing::Test {
protected:
    void SetUp() override { ASSERT_TRUE(dir_.isValid()); }
    QString path(const char* name) const { return dir_.filePath(QString::fromLatin1(name)); }

    // With the service's socket at SOCKET, the back end runs `ssdtool serve`,
    // says WHY not the service, and answers through the helper.
    static void expectFallback(const QString& socket, const QString& why) {
        const ScopedEnv env("SSD_TOOLBOX_SOCKET", socket.toUtf8());
        gui::HelperBackend backend;
        backend.start();
        ASSERT_TRUE(connected(backend));
        EXPECT_FALSE(backend.usesService());
        EXPECT_TRUE(backend.privilegeMessage().contains(why)) << backend.privilegeMessage().toStdString();
        EXPECT_FALSE(backend.connectionText().contains(QStringLiteral("service")))
            << backend.connectionText().toStdString();
        const gui::Reply reply = answer(backend, gui::Request::list());
        ASSERT_TRUE(reply.ok) << reply.message.toStdString();
        EXPECT_TRUE(reply.result["drives"].is_array());
    }

private:
    QTemporaryDir dir_;
    ScopedEnv noElevation_{"SSD_TOOLBOX_NO_ELEVATION", "1"};
};

TEST_F(GuiServiceFallback, NoSocketMeansTheHelperProcess) {
    expectFallback(path("absent.sock"), QStringLiteral("service is not installed"));
}

TEST_F(GuiServiceFallback, ASocketNobodyListensOnMeansTheHelperProcess) {
    const QString stale = path("stale.sock");
    {
        QFile file(stale); // not a socket at all: connecting fails
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    }
    expectFallback(stale, QStringLiteral("service did not answer"));
}

} // namespace
} // namespace ssd::test
