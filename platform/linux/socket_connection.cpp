#include "platform/linux/socket_connection.h"

#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <cerrno>

namespace ssd::linux_platform {

std::streambuf::int_type SocketWriteBuffer::overflow(int_type ch) {
    if (traits_type::eq_int_type(ch, traits_type::eof())) return traits_type::not_eof(ch);
    pending_.push_back(traits_type::to_char_type(ch));
    return ch;
}

std::streamsize SocketWriteBuffer::xsputn(const char* data, std::streamsize count) {
    pending_.append(data, static_cast<std::size_t>(count));
    return count;
}

int SocketWriteBuffer::sync() { return flush_pending() ? 0 : -1; }

bool SocketWriteBuffer::flush_pending() {
    std::size_t sent = 0;
    while (!broken_ && sent < pending_.size()) {
        const ssize_t n = ::send(fd_, pending_.data() + sent, pending_.size() - sent, MSG_NOSIGNAL);
        if (n > 0) {
            sent += static_cast<std::size_t>(n);
        } else if (n < 0 && errno == EINTR) {
            continue;
        } else {
            // Gone, or not reading within the send timeout (EAGAIN): drop the client.
            broken_ = true;
            ::shutdown(fd_, SHUT_RDWR);
        }
    }
    pending_.clear();
    return !broken_;
}

SocketConnection::SocketConnection(int fd, requests::PeerCredentials caller, std::size_t max_line_bytes,
                                   std::chrono::seconds send_timeout)
    : fd_(fd), caller_(caller), max_line_bytes_(max_line_bytes), write_buffer_(fd), out_(&write_buffer_) {
    timeval timeout{};
    timeout.tv_sec = static_cast<time_t>(send_timeout.count());
    ::setsockopt(fd_, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout);
}

SocketConnection::~SocketConnection() {
    out_.flush();
    ::close(fd_);
}

void SocketConnection::end_input() { ::shutdown(fd_, SHUT_RD); }

std::optional<std::string> SocketConnection::read_line() {
    const std::size_t keep = max_line_bytes_ + 1; // enough to tell that a line is too long
    bool overlong = false;
    std::string line;
    char chunk[65536];
    for (;;) {
        const auto newline = buffer_.find('\n');
        if (newline != std::string::npos) {
            if (!overlong) line = buffer_.substr(0, newline);
            buffer_.erase(0, newline + 1);
            return line;
        }
        if (!overlong && buffer_.size() >= keep) {
            // Keep the start (the answer says the line was too long), drop the rest up to its newline.
            overlong = true;
            line = buffer_.substr(0, keep);
        }
        if (overlong) buffer_.clear();
        const ssize_t n = ::recv(fd_, chunk, sizeof chunk, 0);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return std::nullopt; // closed, shut down, or broken: the client went away
        buffer_.append(chunk, static_cast<std::size_t>(n));
    }
}

} // namespace ssd::linux_platform
