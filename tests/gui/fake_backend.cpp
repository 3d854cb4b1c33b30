#include "core/capture/capture_redaction.h"
#include "core/util/file_io.h"
#include "fake_backend.h"

#include <QTimer>

#include <unistd.h>

#include <fstream>

#include "core/diagnosis/drive_checks.h"
#include "core/diagnosis/drive_health.h"
#include "core/report/check_json.h"
#include "core/report/html_report.h"
#include "core/report/json_writer.h"
#include "fake_drive_actions.h"
#include "fixture_paths.h"
#include "platform/linux/linux_setup_inspector.h"
#include "platform/linux/sysfs_drive_inventory.h"
#include "recorded_space.h"
#include "shipped_ratings.h"

namespace ssd::test {

namespace fs = std::filesystem;
using gui::Json;
using gui::Reply;
using gui::Request;

namespace {

std::string kernel_name_of(const std::string& device) { return device.substr(device.rfind('/') + 1); }

HealthResult capture_health(const FakeDrive& drive, const std::optional<DriveInfo>& discovered) {
    // With the shipped rated endurance table, as ssdtool loads it.
    static const std::vector<EnduranceRating> ratings = ssd::test::shipped_ratings();
    auto health = health_from_smartctl_file(drive.smartctl_file, DriveKnowledge{{}, ratings});
    if (!health) {
        HealthResult missing;
        missing.drive.device = drive.device;
        missing.smart_unavailable_reason = health.error().message;
        return missing;
    }
    if (discovered) {
        // Identity from sysfs where the capture has it, as a live run merges them.
        health->drive.device = discovered->device;
        health->drive.kernel_name = discovered->kernel_name;
        health->drive.transport = discovered->transport;
        health->drive.discard_supported = discovered->discard_supported;
    } else {
        health->drive.device = drive.device;
        health->drive.kernel_name = kernel_name_of(drive.device);
    }
    return *health;
}

} // namespace

// The captured world: sysfs drives plus capture-only drives, and the setup inspector.
struct FakeBackend::World : public DriveInventory {
    explicit World(std::vector<FakeDrive> fake_drives)
        : drives(std::move(fake_drives)), sysfs(project_fixture("sysfs/rig-guest-checks"), "/dev") {
        static int worlds = 0;
        root = fs::temp_directory_path() /
               ("ssd-gui-rootfs-" + std::to_string(::getpid()) + "-" + std::to_string(++worlds));
        fs::remove_all(root);
        fs::copy(project_fixture("rootfs/host-vm"), root, fs::copy_options::recursive | fs::copy_options::copy_symlinks);
        // The mutation: systemd is PID 1 and fstrim.timer is not enabled.
        fs::create_directories(root / "run" / "systemd" / "system");
        fs::remove(root / "etc/systemd/system/timers.target.wants/fstrim.timer");
        linux_platform::LinuxSetupRoots roots;
        roots.sys = project_fixture("sysfs/rig-guest-checks");
        roots.proc = project_fixture("proc/rig-guest-checks");
        roots.root = root;
        roots.dev = "/dev";
        inspector = std::make_unique<linux_platform::LinuxSetupInspector>(roots, rig_guest_space);
    }
    ~World() override { fs::remove_all(root); }

    std::optional<DriveInfo> discovered(const std::string& device) {
        auto listed = sysfs.list();
        if (!listed) return std::nullopt;
        for (const auto& drive : *listed) {
            if (drive.device == device) return drive;
        }
        return std::nullopt;
    }

    HealthResult health(const FakeDrive& drive) {
        return capture_health(drive, drive.in_sysfs ? discovered(drive.device) : std::nullopt);
    }

    Result<std::vector<DriveInfo>> list() override {
        std::vector<DriveInfo> result;
        for (const auto& drive : drives) {
            if (drive.in_sysfs) {
                if (auto info = discovered(drive.device)) result.push_back(*info);
            } else {
                result.push_back(health(drive).drive);
            }
        }
        return result;
    }

    Result<DriveInfo> lookup(const std::string& device_path) override {
        for (const auto& drive : drives) {
            if (drive.device != device_path) continue;
            if (drive.in_sysfs) {
                if (auto info = discovered(drive.device)) return *info;
            }
            return health(drive).drive;
        }
        return fail(ErrorCode::NoSuchDevice, device_path + " does not exist");
    }

    Result<HealthResult> health_of(const std::string& device) {
        for (const auto& drive : drives) {
            if (drive.device == device) return health(drive);
        }
        return fail(ErrorCode::NoSuchDevice, device + " does not exist");
    }

    // What `ssdtool capture` keeps of each drive: its smartctl document as saved.
    SupportCapture capture(bool redact) {
        SupportCapture capture{"test", "", "fixtures", false, {}, nullptr};
        for (const auto& drive : drives) {
            CapturedDrive captured;
            captured.device = drive.device;
            const auto text = read_text_file(drive.smartctl_file);
            if (text) captured.smartctl = nlohmann::json::parse(*text);
            capture.drives.push_back(std::move(captured));
        }
        return redact ? redacted_capture(std::move(capture)) : capture;
    }

    Result<CheckReport> checks(const CheckRequest& request) {
        return run_checks(*this, inspector.get(),
                          [this](const DriveInfo& drive) { return health_of(drive.device); }, request);
    }

    std::vector<FakeDrive> drives;
    linux_platform::SysfsDriveInventory sysfs;
    fs::path root;
    std::unique_ptr<linux_platform::LinuxSetupInspector> inspector;
};

FakeBackend::FakeBackend(QObject* parent) : gui::Backend(parent) {
    qRegisterMetaType<ssd::gui::Request>();
    drives_ = {
        {"/dev/sda", project_fixture("smartctl/rig-sata.json"), true},
        {"/dev/sdb", project_fixture("smartctl/rig-ide.json"), true},
        {"/dev/nvme0n1", project_fixture("smartctl/rig-nvme.json"), true},
        {"/dev/sdc", smart_fixture("kingston_SV300S37A240G-SandForce_smartmontools-go.json"), false},
        {"/dev/sdd", smart_fixture("samsung_840-500GB_scrutiny.json"), false},
        {"/dev/nvme1n1", smart_fixture("samsung_970EVO-500GB_scrutiny.json"), false},
    };
    world_ = std::make_unique<World>(drives_);
    for (const auto& drive : drives_) selfTests_.recordAtaRead(drive.device, drive.smartctl_file);
    selfTests_.recordRig(); // /dev/sda's read as the rig recorded it, after the -x capture's
}

void FakeBackend::addDrive(FakeDrive drive) {
    selfTests_.recordAtaRead(drive.device, drive.smartctl_file);
    world_->drives.push_back(drive);
    drives_.push_back(std::move(drive));
}

FakeBackend::~FakeBackend() = default;

bool FakeBackend::fixturesPresent(QString* why) {
    if (!fs::is_directory(shared_fixtures_dir() / "smart")) {
        if (why != nullptr) {
            *why = QStringLiteral("shared smartctl captures not found at %1 (set SSD_FIXTURES_DIR)")
                       .arg(QString::fromStdString(shared_fixtures_dir().string()));
        }
        return false;
    }
    return true;
}

void FakeBackend::start() { emit privilegeChanged(); }

void FakeBackend::setPrivilege(gui::Privilege privilege, QString message) {
    privilege_ = privilege;
    message_ = std::move(message);
    emit privilegeChanged();
}

void FakeBackend::dispatch(gui::RequestId id, const Request& request) {
    requests_.push_back(request);
    // Answered from the event loop, as a helper would: never inside send().
    QTimer::singleShot(0, this, [this, id, request] {
        if (request.method() == QLatin1String("bench")) {
            for (const auto& event : benchProgress_) emit progress(id, event);
        }
        emit finished(id, answer(request));
    });
}

void FakeBackend::cancelDispatched(gui::RequestId) {}

Reply FakeBackend::answer(const Request& request) {
    const std::string method = request.method().toStdString();
    const Json params = request.params();
    if (method == "list") {
        auto drives = world_->list();
        return drives ? Reply::success(list_to_json(*drives)) : failure_reply(drives.error());
    }
    if (const auto* health = std::get_if<HealthRequest>(&request.value)) {
        if (privilege_ != gui::Privilege::Privileged) {
            return Reply::failure(QStringLiteral("permission-denied"),
                                  QStringLiteral("reading SMART needs root (run as administrator)"), 2);
        }
        auto result = world_->health_of(health->device);
        return result ? Reply::success(health_to_json(*result)) : failure_reply(result.error());
    }
    if (const auto* check = std::get_if<CheckRequest>(&request.value)) {
        auto report = world_->checks(*check);
        return report ? Reply::success(check_report_to_json(*report)) : failure_reply(report.error());
    }
    if (const auto* full = std::get_if<requests::ReportRequest>(&request.value)) {
        auto report = world_->checks({});
        if (!report) return failure_reply(report.error());
        Json doc = full_report_to_json(*report);
        if (full->html) doc["html"] = report_to_html(*report, HtmlReportOptions{"test", "", "fixtures"});
        return Reply::success(doc);
    }
    if (const auto* test = std::get_if<requests::SelfTestRequest>(&request.value)) return selfTest(request, *test);
    if (const auto* capture = std::get_if<requests::CaptureRequest>(&request.value)) {
        return Reply::success(support_capture_to_json(world_->capture(capture->redact)));
    }
    actions_.push_back(request);
    emit actionReceived(request);
    if (const auto it = actionReplies_.find(request.method()); it != actionReplies_.end()) return it->second;
    if (const auto* erase = std::get_if<actions::EraseRequest>(&request.value); erase != nullptr && erase->dry_run) {
        return eraseDryRun(*erase);
    }
    if (const auto* flash = std::get_if<actions::FirmwareRequest>(&request.value); flash != nullptr && flash->dry_run) {
        auto drive = world_->lookup(flash->device);
        if (!drive) return failure_reply(drive.error());
        return firmware_dry_run_reply(identity_of(*drive), usage(*drive), flash->file);
    }
    return Reply::success({{"fake", true}, {"method", method}, {"params", params}});
}

Reply FakeBackend::selfTest(const Request& request, const requests::SelfTestRequest& test) {
    if (test.action != selftest::Action::Log) {
        actions_.push_back(request);
        emit actionReceived(request);
    }
    if (!selfTestReplies_.empty()) {
        Reply queued = std::move(selfTestReplies_.front());
        selfTestReplies_.pop_front();
        return queued;
    }
    return selfTests_.answer(*world_, test);
}

safety::UsageReport FakeBackend::usage(const DriveInfo& drive) {
    auto report = world_->checks({});
    return report ? usage_from_checks(check_report_to_json(*report), drive.kernel_name) : safety::UsageReport{};
}

Reply FakeBackend::eraseDryRun(const actions::EraseRequest& request) {
    auto drive = world_->lookup(request.device);
    if (!drive) return failure_reply(drive.error());
    fs::path capture;
    if (const auto it = eraseCaptures_.find(request.device); it != eraseCaptures_.end()) {
        capture = it->second;
    } else {
        // A published capture of a SATA SSD ready to erase; the rig's NVMe controller.
        capture = project_fixture(drive->protocol == Protocol::Nvme ? "nvme/rig-id-ctrl.json"
                                                            : "hdparm/published-tinyapps-I-security-not-frozen.txt");
    }
    return erase_dry_run_reply(identity_of(*drive), usage(*drive),
                               erase_choice_from_capture(capture, request.method, request.device));
}

} // namespace ssd::test
