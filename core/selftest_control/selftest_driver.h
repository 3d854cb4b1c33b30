// How one drive's self-tests are driven: ATA through smartctl (-c, -l selftest,
// -t, -X), NVMe through nvme-cli (id-ctrl, self-test-log, device-self-test),
// because Debian 12's smartctl 7.3 runs no NVMe test: it accepts `-t short` on
// an NVMe drive, does nothing and exits 0 (tests/fixtures/selftest-rig/).
// Anything else (virtio, SCSI, MMC, a loop device) gets a driver that says why
// it has no self-test. Every command goes through CommandRunner.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "core/drive/drive_info.h"
#include "core/process/command_runner.h"
#include "core/selftest/selftest.h"
#include "core/util/error.h"

namespace ssd::selftest {

class SelfTestDriver {
public:
    virtual ~SelfTestDriver() = default;
    // Capabilities and status; with the log when asked (a poll needs no log).
    virtual Result<SelfTests> read(bool with_log) = 0;
    virtual Result<void> start(TestType type) = 0;
    virtual Result<void> abort() = 0;
    // What was run so far, in order, as a person could paste it (evidence).
    const std::vector<std::string>& commands() const { return commands_; }

protected:
    std::vector<std::string> commands_;
};

std::unique_ptr<SelfTestDriver> make_selftest_driver(CommandRunner& runner, const DriveInfo& drive);

} // namespace ssd::selftest
