#include "core/smart/nvme_log_reader.h"

#include "core/smart/nvme_media_log_choice.h"

namespace ssd {

namespace {

constexpr auto kGetLogTimeout = std::chrono::seconds(15);
// The Endurance Group Information log is per endurance group: its Log Specific Identifier names
// the group. A drive with endurance groups numbers them from 1 (NVMe 2.0 §5.16.1.10).
constexpr int kFirstEnduranceGroup = 1;

std::vector<std::string> get_log_argv(const std::string& device, NvmeMediaLog log) {
    std::vector<std::string> argv{"nvme", "get-log", device, "--log-id=" + std::to_string(nvme_log_id(log)),
                                  "--log-len=" + std::to_string(kNvmeLogPageBytes)};
    if (log == NvmeMediaLog::EnduranceGroup) argv.push_back("--lsi=" + std::to_string(kFirstEnduranceGroup));
    argv.push_back("--raw-binary");
    return argv;
}

// nvme-cli's first line of complaint ("NVMe status: Invalid Log Page: The log page indicated is
// invalid(0x2109)"), or the exit status when it said nothing.
std::string refusal_text(const CommandOutput& output) {
    const std::string first_line = output.err.substr(0, output.err.find('\n'));
    if (!first_line.empty()) return "nvme-cli: " + first_line;
    return "nvme get-log exited with status " + std::to_string(output.exit_status);
}

} // namespace

NvmeLogReading read_nvme_media_logs(CommandRunner& runner, const std::string& device,
                                    std::optional<std::uint16_t> pci_vendor_id) {
    NvmeLogReading reading;
    const auto logs = nvme_media_logs_to_try(pci_vendor_id);
    for (auto next = logs.begin(); next != logs.end(); ++next) {
        const NvmeMediaLog log = *next;
        auto output = runner.run(Command{get_log_argv(device, log), kGetLogTimeout});
        if (!output && output.error().code == ErrorCode::ToolMissing) {
            // No use trying the rest: each is said not read for the same reason.
            const auto missing = tool_missing_error(runner, "nvme", "nvme-cli", "nvme-cli");
            for (; next != logs.end(); ++next) reading.not_read.push_back({*next, missing.message});
            return reading;
        }
        if (!output) {
            reading.not_read.push_back({log, output.error().message});
        } else if (output->timed_out || output->killed_by_signal) {
            reading.not_read.push_back({log, "nvme get-log did not finish (timed out or killed)"});
        } else if (output->exit_status != 0) {
            reading.not_read.push_back({log, refusal_text(*output)});
        } else {
            reading.pages.push_back({log, std::vector<std::uint8_t>(output->out.begin(), output->out.end())});
        }
    }
    return reading;
}

std::optional<NvmeLogReading> read_nvme_media_logs_of(CommandRunner& runner, const std::string& device,
                                                      const SmartReport& report) {
    if (!report.is_nvme() || report.device_type != "nvme") return std::nullopt;
    return read_nvme_media_logs(runner, device, report.nvme_pci_vendor_id);
}

} // namespace ssd
