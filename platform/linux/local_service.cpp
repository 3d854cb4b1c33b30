// The Linux side of the resident service: a Unix stream socket (from systemd's
// socket activation, or bound at a path), one thread per client, exit when idle.
#include "platform/local_service.h"

#include <poll.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <systemd/sd-daemon.h>

#include <atomic>
#include <cerrno>
#include <cstring>
#include <list>
#include <mutex>
#include <thread>

#include "platform/linux/peer_credentials.h"
#include "platform/linux/polkit_authority.h"
#include "platform/linux/socket_connection.h"

namespace ssd {

namespace {

using linux_platform::SocketConnection;

// How often the accept loop looks at the stop flag and the idle clock.
constexpr int kPollMilliseconds = 500;

Error socket_error(const std::string& what) { return Error{ErrorCode::ToolFailed, what + ": " + std::strerror(errno)}; }

Result<int> systemd_socket() {
    const int count = sd_listen_fds(1);
    if (count == 1) return SD_LISTEN_FDS_START;
    if (count < 0) return tl::unexpected(Error{ErrorCode::ToolFailed, "systemd's sockets (LISTEN_FDS) could not be "
                                                                      "read: " + std::string(std::strerror(-count))});
    return fail(ErrorCode::Usage, count == 0 ? "no socket from systemd (start it through ssd-toolbox.socket, or give "
                                               "--socket PATH)"
                                             : "systemd passed " + std::to_string(count) + " sockets; expected one");
}

// A socket at `path` that every local user may connect to (the service decides per request).
Result<int> bound_socket(const std::string& path) {
    sockaddr_un address{};
    if (path.size() >= sizeof address.sun_path) return fail(ErrorCode::Usage, "socket path too long: " + path);
    address.sun_family = AF_UNIX;
    std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
    struct stat existing {};
    if (::lstat(path.c_str(), &existing) == 0) {
        if (!S_ISSOCK(existing.st_mode)) return fail(ErrorCode::Refused, path + " exists and is not a socket");
        ::unlink(path.c_str()); // a stale socket of an earlier run
    }
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return tl::unexpected(socket_error("socket"));
    if (::bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0 ||
        ::chmod(path.c_str(), 0666) != 0 || ::listen(fd, SOMAXCONN) != 0) {
        const Error error = socket_error("cannot listen on " + path);
        ::close(fd);
        return tl::unexpected(error);
    }
    return fd;
}

void refuse_busy(int fd, std::size_t max_clients) {
    const std::string line = R"({"id":null,"error":{"code":"busy","message":"the service already serves )" +
                             std::to_string(max_clients) + R"( clients; try again later"},"exit_status":4})" "\n";
    (void)::send(fd, line.data(), line.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
    ::close(fd);
}

struct Client {
    std::unique_ptr<SocketConnection> connection;
    std::thread thread;
    std::atomic<bool> done{false};
};

class ClientList {
public:
    std::size_t size() {
        reap();
        const std::lock_guard lock(mutex_);
        return clients_.size();
    }
    void start(std::unique_ptr<SocketConnection> connection, const ServeConnection& serve) {
        const std::lock_guard lock(mutex_);
        auto& client = clients_.emplace_back();
        client.connection = std::move(connection);
        client.thread = std::thread([&client, &serve] {
            serve(*client.connection);
            client.done = true;
        });
    }
    // Ends every client's input (running requests stop at their next safe point) and waits.
    void stop_all() {
        {
            const std::lock_guard lock(mutex_);
            for (auto& client : clients_) client.connection->end_input();
        }
        reap(true);
    }

private:
    void reap(bool all = false) {
        const std::lock_guard lock(mutex_);
        for (auto it = clients_.begin(); it != clients_.end();) {
            if (all || it->done) {
                it->thread.join();
                it = clients_.erase(it);
            } else {
                ++it;
            }
        }
    }

    std::mutex mutex_;
    std::list<Client> clients_;
};

} // namespace

std::optional<Error> run_local_service(const LocalServiceOptions& options, const ServeConnection& serve,
                                       const ServiceLog& log, const StopToken& stop) {
    auto listener = options.socket_path.empty() ? systemd_socket() : bound_socket(options.socket_path);
    if (!listener) return listener.error();
    log("listening on " + (options.socket_path.empty() ? std::string("the socket from systemd") : options.socket_path));
    ClientList clients;
    auto last_client = std::chrono::steady_clock::now();
    while (!stop.stop_requested()) {
        pollfd wait{*listener, POLLIN, 0};
        const int ready = ::poll(&wait, 1, kPollMilliseconds);
        if (ready < 0 && errno != EINTR) {
            log(socket_error("poll").message);
            break;
        }
        if (ready > 0) {
            const int fd = ::accept4(*listener, nullptr, nullptr, SOCK_CLOEXEC);
            if (fd < 0) continue;
            auto caller = linux_platform::peer_credentials(fd);
            if (!caller) {
                log(caller.error().message);
                ::close(fd);
            } else if (clients.size() >= options.max_clients) {
                log("refused " + requests::describe_caller(*caller) + ": " + std::to_string(options.max_clients) +
                    " clients already");
                refuse_busy(fd, options.max_clients);
            } else {
                log(requests::describe_caller(*caller) + ": connected");
                clients.start(std::make_unique<SocketConnection>(fd, *caller, options.max_line_bytes,
                                                                 options.send_timeout),
                              serve);
            }
        }
        if (clients.size() > 0) {
            last_client = std::chrono::steady_clock::now();
        } else if (options.idle_exit.count() > 0 && std::chrono::steady_clock::now() - last_client >= options.idle_exit) {
            log("no client for " + std::to_string(options.idle_exit.count()) + " s: exiting (the socket starts it again)");
            break;
        }
    }
    clients.stop_all();
    if (!options.socket_path.empty()) {
        ::close(*listener);
        ::unlink(options.socket_path.c_str());
    }
    return std::nullopt;
}

Result<std::unique_ptr<LocalConnection>> connect_local_service(const std::string& path) {
    sockaddr_un address{};
    if (path.size() >= sizeof address.sun_path) return fail(ErrorCode::Usage, "socket path too long: " + path);
    address.sun_family = AF_UNIX;
    std::memcpy(address.sun_path, path.c_str(), path.size() + 1);
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0) return tl::unexpected(socket_error("socket"));
    if (::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
        const Error error = socket_error("cannot connect to the service at " + path);
        ::close(fd);
        return tl::unexpected(error);
    }
    auto service = linux_platform::peer_credentials(fd);
    if (!service) {
        ::close(fd);
        return tl::unexpected(service.error());
    }
    // Answers (a report with its HTML) may be long; the client reads what its own service sends.
    constexpr std::size_t kAnswerLimit = 256 * 1024 * 1024;
    return std::make_unique<SocketConnection>(fd, *service, kAnswerLimit, std::chrono::seconds(30));
}

std::unique_ptr<requests::Authority> make_authority(CommandRunner& runner) {
    return std::make_unique<linux_platform::PkcheckAuthority>(runner);
}

} // namespace ssd
