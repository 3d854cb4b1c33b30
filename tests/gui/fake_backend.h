// The GUI tests' back end: answers the helper protocol's methods from real
// captures, through the same core functions ssdtool uses.
//   drives: the QEMU rig guest's captured sysfs tree (tests/fixtures/sysfs/
//   rig-guest-checks: SATA sda, IDE sdb, NVMe nvme0n1, with their recorded
//   smartctl output) plus three drives known only from real smartctl
//   captures in ../shared/fixtures/smart (used in place): the SandForce
//   Kingston SV300 as /dev/sdc, a Samsung 840 with interface CRC errors as
//   /dev/sdd, a Samsung 970 EVO as /dev/nvme1n1.
//   checks: the Linux setup inspector on the rig's captured sysfs and /proc,
//   with one mutation no capture shows (made in a temporary copy of the
//   captured root, rootfs/host-vm): systemd runs and fstrim.timer is installed
//   but not enabled, so /mnt/sata gets "trim-disabled" with its action.
// Changes (trim, erase, firmware, swap, hibernation) are not carried out:
// they are recorded for the tests to inspect and answered with
// setActionReply()'s reply; by default erase and firmware dry runs get the
// core's answer (fake_drive_actions.h: an ATA drive as the published
// tinyapps `hdparm -I` capture, an NVMe one as the rig's id-ctrl, or the
// capture setEraseCapture() names), anything else success echoing the request.
// `selftest` is answered by the core's handler over recorded tool output
// (fake_selftests.h); starts and aborts are recorded as actions too, and
// queueSelfTestReply() answers the next ones instead (a test's running state,
// which no capture shows, or a refusal).
// Directory benchmarks run for real (Backend::bench → ssdtool); a raw drive's
// `bench` is answered with setActionReply()'s document, after the progress
// events setBenchProgress() gave, as the helper streams them.
#pragma once

#include <deque>
#include <filesystem>
#include <map>
#include <memory>
#include <vector>

#include "app/gui/backend.h"
#include "core/drive/drive_info.h"
#include "core/safety/safety_rules.h"
#include "fake_selftests.h"

namespace ssd::test {

struct FakeDrive {
    std::string device;
    std::filesystem::path smartctl_file;
    bool in_sysfs = false; // described by the captured sysfs tree (else by the capture alone)
};

class FakeBackend : public gui::Backend {
    Q_OBJECT
public:
    explicit FakeBackend(QObject* parent = nullptr);
    ~FakeBackend() override;

    // False (with the reason) when the fixtures are missing.
    static bool fixturesPresent(QString* why);

    void start() override;
    gui::Privilege privilege() const override { return privilege_; }
    QString privilegeMessage() const override { return message_; }
    void setPrivilege(gui::Privilege privilege, QString message);

    // One more drive, known from its smartctl capture alone (before start()).
    void addDrive(FakeDrive drive);
    void setActionReply(const QString& method, const gui::Reply& reply) { actionReplies_[method] = reply; }
    // The progress events every `bench` request reports before its answer.
    void setBenchProgress(std::vector<requests::Progress> events) { benchProgress_ = std::move(events); }
    // The next `selftest` request (of any action) gets `reply`, in the order queued.
    void queueSelfTestReply(gui::Reply reply) { selfTestReplies_.push_back(std::move(reply)); }
    // The `hdparm -I` or `nvme id-ctrl -o json` capture that says what `device` can erase with.
    void setEraseCapture(const std::string& device, std::filesystem::path capture) {
        eraseCaptures_[device] = std::move(capture);
    }
    const std::vector<gui::Request>& actions() const { return actions_; }
    const std::vector<gui::Request>& requests() const { return requests_; }
    const std::vector<FakeDrive>& drives() const { return drives_; }

signals:
    void actionReceived(const ssd::gui::Request& request);

protected:
    void dispatch(gui::RequestId id, const gui::Request& request) override;
    void cancelDispatched(gui::RequestId id) override;

private:
    gui::Reply answer(const gui::Request& request);
    gui::Reply eraseDryRun(const actions::EraseRequest& request);
    gui::Reply selfTest(const gui::Request& request, const requests::SelfTestRequest& test);
    safety::UsageReport usage(const DriveInfo& drive);

    struct World;
    std::unique_ptr<World> world_;
    std::vector<FakeDrive> drives_;
    gui::Privilege privilege_ = gui::Privilege::Privileged;
    QString message_ = QStringLiteral("Test back end (fixtures).");
    std::map<QString, gui::Reply> actionReplies_;
    FakeSelfTests selfTests_;
    std::deque<gui::Reply> selfTestReplies_;
    std::map<std::string, std::filesystem::path> eraseCaptures_;
    std::vector<gui::Request> actions_;
    std::vector<gui::Request> requests_;
    std::vector<requests::Progress> benchProgress_;
};

} // namespace ssd::test

Q_DECLARE_METATYPE(ssd::gui::Request)
