// The vocabulary of everything ssdtool can be asked to do: one C++ type per
// request, the same for the CLI (which fills them from its arguments), the
// privileged helper and the service (which decode them from JSON lines,
// request_codec.h) and the GUI (which encodes them). Each is answered by one
// handler (handlers.h). No request is ever turned back into argv.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "core/actions/discard.h"
#include "core/actions/erase.h"
#include "core/actions/firmware.h"
#include "core/actions/trim.h"
#include "core/bench/plan.h"
#include "core/diagnosis/drive_checks.h"
#include "core/diagnosis/drive_health.h"
#include "core/selftest_control/selftest_session.h"
#include "core/util/enum_table.h"

namespace ssd::requests {

struct ListRequest {};

// `report`: list + health + check of every drive; with `html` the helper
// returns the HTML page in the document (it writes no file as root).
struct ReportRequest {
    bool html = false;
};

struct BenchRequest {
    bench::BenchOptions options;
    bool no_history = false;  // --no-history: neither stored nor compared
};

// `trim --enable-periodic` (the wire form is `trim` with enable_periodic).
struct PeriodicTrimRequest {
    bool dry_run = false;
};

enum class SwapAction { Show, Resize, Remove, SystemManaged };
inline constexpr EnumTable<SwapAction, 4> kSwapActions{{{
    {SwapAction::Show, "show", "Show swap areas"},
    {SwapAction::Resize, "resize", "Resize (create, move) swap"},
    {SwapAction::Remove, "remove", "Remove swap"},
    {SwapAction::SystemManaged, "system-managed", "Let Windows manage the pagefile"},
}}};

struct SwapRequest {
    SwapAction action = SwapAction::Show;
    std::optional<std::uint64_t> size;     // resize
    std::optional<std::uint64_t> maximum;  // Windows resize: the pagefile's maximum
    std::optional<std::string> file;       // the swap file (Windows: names the drive)
    std::optional<std::string> to;         // resize: move it here (Windows: a drive)
    std::optional<std::string> fstab;      // the filesystem table (default: the platform's)
    bool dry_run = false;
};

enum class HibernationAction { Show, On, Off, Reduced, Full, Size };
inline constexpr EnumTable<HibernationAction, 6> kHibernationActions{{{
    {HibernationAction::Show, "show", "Show hibernation"},
    {HibernationAction::On, "on", "Turn hibernation on"},
    {HibernationAction::Off, "off", "Turn hibernation off"},
    {HibernationAction::Reduced, "reduced", "Reduced hibernation file (fast startup only)"},
    {HibernationAction::Full, "full", "Full hibernation file"},
    {HibernationAction::Size, "size", "Hibernation file size (percent of RAM)"},
}}};

struct HibernationRequest {
    HibernationAction action = HibernationAction::Show;
    std::optional<std::uint32_t> percent;  // Size: 40..100 (Windows)
    bool dry_run = false;
};

// `selftest`: start, abort or read the self-tests of one or more drives, each
// drive in parallel. With Log and no device: every drive.
struct SelfTestRequest {
    std::vector<std::string> devices;
    selftest::Action action = selftest::Action::Log;
    selftest::TestType type = selftest::TestType::Short;
    bool wait = false; // Start: wait for the result (progress events meanwhile)
};

// `alerts ack ID`: silences an open alert (in the system's history database) until it
// gets worse. The service acknowledges for an ordinary user; root writes the file itself.
struct AlertAckRequest {
    std::int64_t alert_id = 0;
    std::string note;
};

// `capture`: a support capture of these drives (none: every drive), for another machine to read
// (core/capture/support_capture.h); `redact` leaves out serials, identifiers and the host name.
struct CaptureRequest {
    std::vector<std::string> devices;
    std::optional<std::string> device_type; // smartctl -d for every named drive
    bool redact = false;
};

using Request = std::variant<ListRequest, HealthRequest, CheckRequest, ReportRequest, BenchRequest, actions::TrimRequest,
                             PeriodicTrimRequest, actions::DiscardRequest, actions::EraseRequest,
                             actions::FirmwareRequest, SwapRequest, HibernationRequest, SelfTestRequest,
                             AlertAckRequest, CaptureRequest>;

// The protocol's method names. PeriodicTrim shares "trim" on the wire.
enum class Method { List, Health, Check, Report, Bench, Trim, Discard, Erase, Firmware, Swap, Hibernation, SelfTest, AlertAck, Capture };
inline constexpr EnumTable<Method, 14> kMethods{{{
    {Method::List, "list", "List drives"},
    {Method::Health, "health", "SMART health"},
    {Method::Check, "check", "Setup checks"},
    {Method::Report, "report", "Diagnosis report"},
    {Method::Bench, "bench", "Benchmark"},
    {Method::Trim, "trim", "TRIM"},
    {Method::Discard, "discard", "Discard every block"},
    {Method::Erase, "erase", "Secure erase"},
    {Method::Firmware, "firmware", "Firmware update"},
    {Method::Swap, "swap", "Swap"},
    {Method::Hibernation, "hibernation", "Hibernation"},
    {Method::SelfTest, "selftest", "Drive self-test"},
    {Method::AlertAck, "alert-ack", "Acknowledge an alert"},
    {Method::Capture, "capture", "Support capture"},
}}};

Method method_of(const Request& request);

// What a request does to the machine, which decides how it is authorized
// (docs/ARCHITECTURE.md "Privilege model"): Read is allowed to the active local
// session, Configure asks once (auth_admin_keep), Destroy asks every time
// (auth_admin) and passes the safety rules as well.
enum class Access { Read, Configure, Destroy };
inline constexpr EnumTable<Access, 3> kAccessKinds{{{
    {Access::Read, "read", "reads drives and settings"},
    {Access::Configure, "configure", "changes a setting"},
    {Access::Destroy, "destroy", "destroys data on a drive"},
}}};

// A dry run only reads, whatever it plans.
Access access_of(const Request& request);

inline constexpr EnumTable<SmartReaderChoice, 3> kSmartReaders{{{
    {SmartReaderChoice::Auto, "auto", "smartctl; libatasmart for ATA drives when smartctl is missing"},
    {SmartReaderChoice::Smartctl, "smartctl", "smartctl only"},
    {SmartReaderChoice::InProcess, "libatasmart", "libatasmart only (ATA drives on Linux)"},
}}};

} // namespace ssd::requests
