// One client of the service on a connected Unix socket: bounded line reading
// (a 10 MiB line costs the service max_line_bytes, not 10 MiB) and an output
// stream whose writes give up after the send timeout, so a client that stops
// reading its answers is dropped instead of blocking the thread that serves it.
#pragma once

#include <chrono>
#include <ostream>
#include <streambuf>
#include <string>

#include "platform/local_service.h"

namespace ssd::linux_platform {

// Writes to a socket; on a failed or timed-out send it shuts the socket down (the
// client's reader then ends) and fails the stream.
class SocketWriteBuffer : public std::streambuf {
public:
    explicit SocketWriteBuffer(int fd) : fd_(fd) {}

protected:
    int_type overflow(int_type ch) override;
    std::streamsize xsputn(const char* data, std::streamsize count) override;
    int sync() override;

private:
    bool flush_pending();

    int fd_;
    std::string pending_;
    bool broken_ = false;
};

class SocketConnection : public LocalConnection {
public:
    // Takes ownership of `fd` (closed by the destructor).
    SocketConnection(int fd, requests::PeerCredentials caller, std::size_t max_line_bytes,
                     std::chrono::seconds send_timeout);
    ~SocketConnection() override;
    SocketConnection(const SocketConnection&) = delete;
    SocketConnection& operator=(const SocketConnection&) = delete;

    const requests::PeerCredentials& caller() const override { return caller_; }
    std::optional<std::string> read_line() override;
    std::ostream& out() override { return out_; }
    // Ends the client's input from another thread (the service is stopping).
    void end_input();

private:
    int fd_;
    requests::PeerCredentials caller_;
    std::size_t max_line_bytes_;
    std::string buffer_;
    SocketWriteBuffer write_buffer_;
    std::ostream out_;
};

} // namespace ssd::linux_platform
