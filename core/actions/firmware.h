// `ssdtool firmware DEVICE FILE`: flash drive firmware.
//   ATA: DOWNLOAD MICROCODE through `hdparm --fwdownload`, which picks the
//        transfer mode from what the drive advertises (segmented mode 3 when
//        IDENTIFY words 119/120 say so, else mode 7 in one transfer); the mode
//        hdparm used is read from its report and shown.
//   NVMe: Firmware Image Download, then Firmware Commit to a slot and with an
//        action chosen from what the controller advertises (FRMW): a writable
//        slot other than the running one when there is one; activation
//        without reset (action 3) when supported, else at the next reset
//        (action 1) — the report says whether a reset is needed.
// Pre-checks (all before anything is sent; exit 3): the file is readable,
// not empty, a multiple of the drive's granularity (ATA 512 bytes, NVMe
// FWUG × 4 KiB); the drive is not in use and not the running system's drive
// (no override); on a machine with a battery, mains power is connected.
// The current firmware, the slot information and the firmware advisories
// for the drive are shown; afterwards the identity is re-read.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/actions/action_platform.h"
#include "core/actions/nvme_admin.h"
#include "core/health/firmware_advisories.h"
#include "core/util/stop_token.h"

namespace ssd::actions {

struct FirmwareRequest {
    std::string device;
    std::string file;
    std::optional<std::string> confirm;
    bool dry_run = false;
};

struct NvmeCommitChoice {
    unsigned slot = 0;
    unsigned action = 1;     // 1: replace and activate at the next reset; 3: replace and activate now
    bool reset_needed = true;
    std::string reason;      // why this slot and action
};
// Pure: the slot and commit action from FRMW and the firmware log. Refused
// when the controller has no writable slot.
Result<NvmeCommitChoice> choose_nvme_commit(const NvmeControllerInfo& controller, const NvmeFirmwareLog& log,
                                            const std::string& device);

// hdparm's "fwdownload: xfer_mode=3 min=1 max=128 size=512" → "mode 3
// (segmented, 512-byte segments)"; nullopt when absent.
std::optional<std::string> hdparm_transfer_mode(const std::string& hdparm_stderr);

struct FirmwareReport {
    safety::TargetIdentity identity;
    Protocol interface = Protocol::Unknown; // Ata or Nvme once planned
    std::string file;
    std::uint64_t file_bytes = 0;
    std::uint64_t granularity_bytes = 0;
    std::string firmware_before;
    std::optional<std::string> firmware_after;
    nlohmann::json slots;                  // NVMe: slot → revision, active, next
    std::optional<NvmeCommitChoice> commit;
    std::string transfer_mode;             // ATA: what hdparm chose (or will choose)
    std::vector<std::string> advisories;   // "id: problem (fixed in …)"
    actions::PowerState power;
    safety::ActionPlan plan;
    bool dry_run = false;
    bool reset_needed = false;
    double elapsed_seconds = 0.0;
    std::vector<std::string> notes;
    // Stopped before the download or before the commit: the drive keeps
    // running its old firmware, and `state` says what was sent.
    bool cancelled = false;
    std::string state;
};

// A stop is honoured before each command: before the download (nothing
// sent) and before the NVMe commit (the image may sit in the slot, never
// activated). A download or commit under way runs to its end: it is marked
// unstoppable, because a transfer cut short can leave the drive unusable.
Result<FirmwareReport> run_firmware(ActionPlatform& platform, const FirmwareRequest& request,
                                    std::span<const Advisory> advisories, const ProgressSink& progress = {},
                                    StopToken stop = {});

nlohmann::json firmware_report_to_json(const FirmwareReport& report);
std::string firmware_report_to_text(const FirmwareReport& report);

} // namespace ssd::actions
