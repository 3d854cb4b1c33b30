#include "core/selftest_control/selftest_driver.h"

#include <chrono>

#include "core/actions/nvme_admin.h"
#include "core/drive/device_names.h"
#include "core/selftest/nvme_selftest_parser.h"
#include "core/smart/smart_reader.h"
#include "core/smart/smartctl_exit_status.h"

namespace ssd::selftest {

namespace {

constexpr auto kToolTimeout = std::chrono::seconds(60);

// Why a drive of this protocol has no self-test this tool can run.
std::string unsupported_reason(const DriveInfo& drive) {
    switch (drive.protocol) {
    case Protocol::Virtio:
        return "a virtio disk is a virtual drive: it passes no ATA or NVMe commands, so the self-test belongs to "
               "the host's physical drive";
    case Protocol::Scsi: return "SCSI and SAS self-tests are not supported by this tool";
    case Protocol::Mmc: return "eMMC and SD cards have no self-test";
    case Protocol::Loop: return "a loop device is a file, not a drive";
    default: return "the drive's command set is unknown, so no self-test can be sent to it";
    }
}

class UnsupportedDriver final : public SelfTestDriver {
public:
    explicit UnsupportedDriver(std::string reason) : reason_(std::move(reason)) {}
    Result<SelfTests> read(bool) override {
        SelfTests tests;
        tests.capabilities.unsupported_reason = reason_;
        return tests;
    }
    Result<void> start(TestType) override { return fail(ErrorCode::Refused, reason_); }
    Result<void> abort() override { return fail(ErrorCode::Refused, reason_); }

private:
    std::string reason_;
};

class AtaDriver final : public SelfTestDriver {
public:
    AtaDriver(CommandRunner& runner, std::string device) : runner_(runner), device_(std::move(device)) {}

    Result<SelfTests> read(bool with_log) override {
        std::vector<std::string> argv{"smartctl", "--json", "-c"};
        if (with_log) argv.insert(argv.end(), {"-l", "selftest"});
        auto report = run(std::move(argv), "reading the self-test status");
        if (!report) return tl::unexpected(report.error());
        SelfTests tests = report->self_tests.value_or(SelfTests{});
        tests.log_read = with_log;
        if (!tests.capabilities.supported && tests.capabilities.unsupported_reason.empty()) {
            tests.capabilities.unsupported_reason =
                "the drive reports no SMART self-test (a USB bridge may not pass SMART commands)";
        }
        return tests;
    }

    Result<void> start(TestType type) override {
        auto report = run({"smartctl", "--json", "-t", std::string(kTestTypes.wire(type))}, "starting the test");
        if (!report) return tl::unexpected(report.error());
        return rejected_if_failed(*report, "the " + std::string(kTestTypes.wire(type)) + " self-test");
    }

    Result<void> abort() override {
        auto report = run({"smartctl", "--json", "-X"}, "aborting the test");
        if (!report) return tl::unexpected(report.error());
        return rejected_if_failed(*report, "the self-test abort");
    }

private:
    Result<SmartReport> run(std::vector<std::string> argv, const std::string& what) {
        argv.push_back(device_);
        commands_.push_back(describe_argv(argv));
        auto report = run_smartctl_command(runner_, std::move(argv));
        if (!report) return tl::unexpected(report.error());
        if (auto error = smartctl_device_error(*report, device_, what)) return tl::unexpected(*error);
        return report;
    }

    // smartctl's exit bit 2: the drive aborted the SMART command.
    static Result<void> rejected_if_failed(const SmartReport& report, const std::string& what) {
        if (SmartctlExitStatus::decode(report.exit_status).smart_command_failed) {
            return fail(ErrorCode::DriveRejected, "the drive rejected " + what + " (smartctl: SMART command failed)");
        }
        return {};
    }

    CommandRunner& runner_;
    std::string device_;
};

class NvmeDriver final : public SelfTestDriver {
public:
    NvmeDriver(CommandRunner& runner, std::string controller) : runner_(runner), controller_(std::move(controller)) {}

    Result<SelfTests> read(bool with_log) override {
        auto capabilities = read_capabilities();
        if (!capabilities) return tl::unexpected(capabilities.error());
        SelfTests tests;
        tests.capabilities = *capabilities;
        // The log page answers "Invalid Field" on a drive without the feature: not asked then.
        if (!tests.capabilities.supported) return tests;
        auto output = run({"nvme", "self-test-log", controller_, "-o", "json"}, "the self-test log");
        if (!output) return tl::unexpected(output.error());
        auto log = parse_nvme_cli_selftest_log(output->out);
        if (!log) return tl::unexpected(log.error());
        tests.status = log->status;
        // The current operation is in the log page, so a poll reads it too; entries only when asked.
        if (with_log) tests.log = std::move(log->log);
        tests.log_read = with_log;
        return tests;
    }

    Result<void> start(TestType type) override {
        const std::string code = type == TestType::Long ? "2" : "1";
        auto output = run({"nvme", "device-self-test", controller_, "-n", "0xffffffff", "-s", code},
                          "the " + std::string(kTestTypes.wire(type)) + " device self-test");
        if (!output) return tl::unexpected(output.error());
        return {};
    }

    Result<void> abort() override {
        auto output = run({"nvme", "device-self-test", controller_, "-s", "0xf"}, "the device self-test abort");
        if (!output) return tl::unexpected(output.error());
        return {};
    }

private:
    Result<Capabilities> read_capabilities() {
        if (capabilities_) return *capabilities_;
        auto output = run({"nvme", "id-ctrl", controller_, "-o", "json"}, "identify controller");
        if (!output) return tl::unexpected(output.error());
        auto controller = actions::parse_nvme_id_ctrl(output->out);
        if (!controller) return tl::unexpected(controller.error());
        capabilities_ = nvme_selftest_capabilities(
            controller->oacs, controller->edstt == 0 ? std::nullopt : std::optional<int>(static_cast<int>(controller->edstt)));
        return *capabilities_;
    }

    // A run that exited non-zero is the drive's answer or the tool's failure (nvme_failure).
    Result<CommandOutput> run(std::vector<std::string> argv, const std::string& what) {
        commands_.push_back(describe_argv(argv));
        auto output = runner_.run(Command{std::move(argv), kToolTimeout});
        if (!output) {
            if (output.error().code == ErrorCode::ToolMissing) {
                return tl::unexpected(tool_missing_error(runner_, "nvme", "nvme (nvme-cli)", "nvme-cli"));
            }
            return tl::unexpected(output.error());
        }
        if (output->exit_status != 0 || output->timed_out || output->killed_by_signal) {
            return tl::unexpected(actions::nvme_failure(what, *output));
        }
        return output;
    }

    CommandRunner& runner_;
    std::string controller_;
    std::optional<Capabilities> capabilities_;
};

} // namespace

std::unique_ptr<SelfTestDriver> make_selftest_driver(CommandRunner& runner, const DriveInfo& drive) {
    switch (drive.protocol) {
    case Protocol::Ata: return std::make_unique<AtaDriver>(runner, drive.device);
    case Protocol::Nvme: return std::make_unique<NvmeDriver>(runner, nvme_controller_path(drive.device));
    case Protocol::Scsi:
        // Behind a USB bridge is usually a SATA drive that smartctl reaches through SAT;
        // where the bridge passes nothing, the read says so.
        if (drive.transport == Transport::Usb) return std::make_unique<AtaDriver>(runner, drive.device);
        [[fallthrough]];
    default: return std::make_unique<UnsupportedDriver>(unsupported_reason(drive));
    }
}

} // namespace ssd::selftest
