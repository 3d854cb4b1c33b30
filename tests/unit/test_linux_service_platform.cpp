// The Linux side of the resident service: the caller's credentials from a real
// socket (SO_PEERCRED) and /proc, and how pkcheck's exit statuses are read.
#include <gtest/gtest.h>

#include <sys/socket.h>
#include <unistd.h>

#include <fstream>
#include <sstream>

#include "core/linux/proc_text.h"
#include "platform/linux/peer_credentials.h"
#include "platform/linux/polkit_authority.h"

namespace ssd::linux_platform {
namespace {

std::string read_text(const std::string& path) {
    std::ifstream file(path);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

TEST(PeerCredentials, ASocketPairNamesThisProcessWithItsStartTime) {
    int fds[2];
    ASSERT_EQ(::socketpair(AF_UNIX, SOCK_STREAM, 0, fds), 0);
    const auto caller = peer_credentials(fds[0]);
    ::close(fds[0]);
    ::close(fds[1]);
    ASSERT_TRUE(caller.has_value()) << caller.error().message;
    EXPECT_EQ(caller->pid, ::getpid());
    EXPECT_EQ(caller->uid, ::getuid());
    EXPECT_EQ(caller->start_time, linux_kernel::proc_stat_start_time(read_text("/proc/self/stat")));
}

TEST(PeerCredentials, StartTimeIsField22OfTheRealProcStat) {
    // This process's real /proc/self/stat; its name (ssd_unit_tests) has no spaces, so a
    // plain split finds field 22 as well.
    const std::string stat = read_text("/proc/self/stat");
    std::istringstream fields(stat);
    std::string field;
    for (int i = 0; i < 22; ++i) fields >> field;
    const auto start = linux_kernel::proc_stat_start_time(stat);
    ASSERT_TRUE(start.has_value());
    EXPECT_EQ(*start, std::stoull(field));
}

CommandOutput exited(int status, std::string err = {}) {
    CommandOutput output;
    output.exit_status = status;
    output.err = std::move(err);
    return output;
}

TEST(PkcheckVerdict, ExitStatusesAsPkcheckDocumentsThem) {
    // pkcheck(1), RETURN VALUE: 0 authorized, 1 not, 2 no agent, 3 dismissed, 127 error.
    EXPECT_FALSE(pkcheck_verdict(exited(0)).has_value());
    const auto refused = pkcheck_verdict(exited(1, "Not authorized.\n"));
    ASSERT_TRUE(refused.has_value());
    EXPECT_EQ(refused->code, ErrorCode::NotAuthorized);
    EXPECT_NE(refused->message.find("(polkit: Not authorized.)"), std::string::npos);
    // A wrong password in pkttyagent ends so too (seen on a booted Debian 12, deb-in-vm.sh).
    EXPECT_NE(refused->message.find("password was not given correctly"), std::string::npos);
    const auto no_agent = pkcheck_verdict(exited(2, "Authorization requires authentication but no agent is available.\n"));
    ASSERT_TRUE(no_agent.has_value());
    EXPECT_EQ(no_agent->code, ErrorCode::NotAuthorized);
    EXPECT_NE(no_agent->message.find("no polkit authentication agent"), std::string::npos);
    EXPECT_EQ(pkcheck_verdict(exited(3))->code, ErrorCode::NotAuthorized);
    const auto broken = pkcheck_verdict(exited(127, "Error checking for authorization org.ssdtoolbox.read: "
                                                    "GDBus.Error:org.freedesktop.PolicyKit1.Error.Failed: Action "
                                                    "org.ssdtoolbox.read is not registered\n"));
    ASSERT_TRUE(broken.has_value());
    EXPECT_EQ(broken->code, ErrorCode::ToolFailed);
    EXPECT_NE(broken->message.find("is not registered"), std::string::npos);
    CommandOutput slow;
    slow.timed_out = true;
    EXPECT_EQ(pkcheck_verdict(slow)->code, ErrorCode::NotAuthorized);
}

} // namespace
} // namespace ssd::linux_platform
