// The FakeBackend's answers to erase and firmware dry runs, from the core's
// own rules over real captures: the drive's identity (the captured world's
// DriveInfo), its use (the captured setup's mounts and swaps, judged by
// safety::check_not_in_use) and its erase capabilities (an `hdparm -I` or
// `nvme id-ctrl -o json` capture from tests/fixtures, judged by
// ata_security_blocker / choose_ata_method / choose_nvme_method), written by
// erase_report_to_json / firmware_report_to_json. A refusal is answered as
// the helper answers it (code, message, docs/CONTRACT.md exit status).
#pragma once

#include <filesystem>
#include <optional>

#include "app/gui/backend.h"
#include "core/actions/erase.h"
#include "core/drive/drive_info.h"
#include "core/safety/safety_rules.h"

namespace ssd::test {

using safety::identity_of;

// What the setup part of a `check` document says uses `kernel_name`.
safety::UsageReport usage_from_checks(const gui::Json& check_document, const std::string& kernel_name);

// The core's method choice for a captured `hdparm -I` (.txt/.out) or
// `nvme id-ctrl -o json` (.json) output.
Result<actions::MethodChoice> erase_choice_from_capture(const std::filesystem::path& capture,
                                                        std::optional<actions::EraseMethod> requested,
                                                        const std::string& device);

// The helper's answer to an erase dry run: the report, or the refusal.
gui::Reply erase_dry_run_reply(const safety::TargetIdentity& identity, const safety::UsageReport& usage,
                               const Result<actions::MethodChoice>& choice);
gui::Reply firmware_dry_run_reply(const safety::TargetIdentity& identity, const safety::UsageReport& usage,
                                  const std::string& file);

// `document`: what the helper sends beside the error (a refusal's document), else null.
gui::Reply failure_reply(const Error& error, gui::Json document = nullptr);

} // namespace ssd::test
