// Parsers of nvme-cli's JSON output (`-o json`) for the actions, and the
// meaning of the capability fields the erase and firmware pre-checks read
// (NVM Express Base Specification, Identify Controller):
//   OACS bit 1 Format NVM, bit 2 Firmware Download/Commit, bit 4 Device Self-test;
//   EDSTT extended device self-test time in minutes (0: not reported);
//   FNA  bit 0 format applies to all namespaces, bit 1 secure erase applies
//        to all namespaces, bit 2 cryptographic erase supported;
//   SANICAP bit 0 crypto erase, bit 1 block erase, bit 2 overwrite;
//   FRMW bit 0 slot 1 read-only, bits 3:1 number of slots, bit 4 activation
//        without reset;
//   FWUG firmware update granularity in 4 KiB units (0: not reported,
//        0xFF: no restriction).
// Pure functions: text in, typed result or typed error out, never a throw.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>

#include "core/process/command_runner.h"
#include "core/util/error.h"

namespace ssd::actions {

struct NvmeControllerInfo {
    std::string serial;
    std::string model;
    std::string firmware;
    std::uint32_t oacs = 0;
    std::uint32_t fna = 0;
    std::uint32_t sanicap = 0;
    std::uint32_t frmw = 0;
    std::uint32_t fwug = 0;
    std::uint32_t edstt = 0;

    bool format_supported() const { return (oacs & 0x2U) != 0; }
    bool firmware_commands_supported() const { return (oacs & 0x4U) != 0; }
    bool self_test_supported() const { return (oacs & 0x10U) != 0; }
    bool format_applies_to_all_namespaces() const { return (fna & 0x1U) != 0; }
    bool secure_erase_applies_to_all_namespaces() const { return (fna & 0x2U) != 0; }
    bool crypto_erase_supported() const { return (fna & 0x4U) != 0; }
    bool sanitize_crypto() const { return (sanicap & 0x1U) != 0; }
    bool sanitize_block() const { return (sanicap & 0x2U) != 0; }
    bool sanitize_overwrite() const { return (sanicap & 0x4U) != 0; }
    bool slot1_read_only() const { return (frmw & 0x1U) != 0; }
    unsigned firmware_slots() const { return (frmw >> 1) & 0x7U; }
    bool activation_without_reset() const { return (frmw & 0x10U) != 0; }
    // The size a firmware image must be a multiple of, in bytes: FWUG × 4 KiB;
    // 4 (one dword, the transfer unit) when FWUG is 0 (not reported) or 0xFF.
    std::uint64_t firmware_granularity_bytes() const;
};

// `nvme id-ctrl DEV -o json`.
Result<NvmeControllerInfo> parse_nvme_id_ctrl(std::string_view json_text);

struct NvmeNamespaceInfo {
    std::uint64_t size_blocks = 0;   // nsze
    std::uint32_t lba_format = 0;    // the format in use (flbas)
    std::uint32_t block_bytes = 512; // 2^ds of that format
};
// `nvme id-ns DEV -o json`.
Result<NvmeNamespaceInfo> parse_nvme_id_ns(std::string_view json_text);

// Sanitize Status (SSTAT bits 2:0).
enum class SanitizeStatus {
    NeverSanitized = 0,
    Completed = 1,
    InProgress = 2,
    Failed = 3,
    CompletedNoDeallocate = 4,
    Unknown = 7,
};
struct NvmeSanitizeLog {
    std::uint32_t progress = 0;             // SPROG: fraction × 65536 of the sanitize in progress
    SanitizeStatus status = SanitizeStatus::Unknown;
    std::string status_text;                // nvme-cli's words ("(2) Sanitize in Progress.")
    bool global_erased = false;
    // Estimated seconds per method (0xFFFFFFFF and absent: no estimate).
    std::optional<std::uint32_t> seconds_overwrite;
    std::optional<std::uint32_t> seconds_block_erase;
    std::optional<std::uint32_t> seconds_crypto_erase;
    double percent() const { return 100.0 * static_cast<double>(progress) / 65536.0; }
};
// `nvme sanitize-log DEV -o json`: {"nvme0": {"sprog": …, "sstat": {…}, …}}.
Result<NvmeSanitizeLog> parse_nvme_sanitize_log(std::string_view json_text);

struct NvmeFirmwareLog {
    unsigned active_slot = 0;               // AFI bits 2:0
    std::optional<unsigned> next_slot;      // AFI bits 6:4 (activated at the next reset); nullopt when 0
    std::map<unsigned, std::string> slots;  // slot → revision (slots holding an image)
};
// `nvme fw-log DEV -o json`: {"nvme0": {"Active Firmware Slot (afi)": 1,
// "Firmware Rev Slot 1": "2314885530819505713 (1.0.....)"}} (nvme-cli 2.x
// prints the revision as a number and, in parentheses, its characters).
Result<NvmeFirmwareLog> parse_nvme_fw_log(std::string_view json_text);

// Turns a failed nvme-cli run into a typed error: "NVMe status: …" on
// stderr is the drive's answer (DriveRejected, the status named; Invalid
// Command Opcode / Invalid Field: "not supported by the drive"), anything
// else is the tool's failure (ToolFailed, PermissionDenied).
Error nvme_failure(const std::string& what, const CommandOutput& output);

} // namespace ssd::actions
