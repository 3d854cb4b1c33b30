// The safety rules of docs/ARCHITECTURE.md for anything destructive (discard,
// erase, firmware, raw-device writes), as pure functions over what a platform
// observed. There is no override: a device in use, the running system's drive
// or a confirmation token that does not match is refused (ErrorCode::Refused,
// exit status 3) before anything is changed, with a message that says which
// rule and what to do.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/drive/drive_info.h"
#include "core/drive/drive_interface.h"
#include "core/safety/action_plan.h"
#include "core/util/error.h"

namespace ssd::safety {

// What a destructive command is about to do; used in refusal messages.
enum class Operation { Discard, Erase, Firmware, RawWrite };
std::string_view operation_verb(Operation operation); // "discard every block of", "erase", …

// The device a destructive command names, as the platform identified it.
struct TargetIdentity {
    std::string device;      // "/dev/sdb", "/dev/nvme0", "/dev/loop0"
    std::string kernel_name; // "sdb", "nvme0", "loop0"
    std::optional<std::string> serial; // none for loop devices and many virtual disks
    std::optional<std::string> model;
    Protocol protocol = Protocol::Unknown;
    Transport transport = Transport::Unknown;
    std::uint64_t capacity_bytes = 0;
};

// The identity of a drive as discovery listed it.
TargetIdentity identity_of(const DriveInfo& drive);

// One reason the device is in use.
struct DeviceUse {
    enum class Kind {
        Mounted,          // a filesystem on it (or on a partition, or on a layer above it) is mounted
        Swap,             // active swap on it
        Holder,           // device-mapper, md RAID, bcache… built on it
        SystemDrive,      // it holds the running system (/, /boot, /usr, /var)
        OpenExclusively,  // another program holds it (or a partition) open exclusively
    };
    Kind kind = Kind::Mounted;
    std::string node;    // the block device concerned: "/dev/sdb2"
    std::string detail;  // "/home", "dm-0 (cryptroot)", "/swapfile"
};
std::string_view use_kind_name(DeviceUse::Kind kind); // "mounted", "swap", "holder", "system-drive", "open-exclusively"
std::string describe_use(const DeviceUse& use);       // "/dev/sdb2 is mounted on /home"

// Everything the platform observed about who uses the device. A source that
// could not be read goes to `unknown` with the reason: a device whose use
// cannot be established is refused too, never assumed free.
struct UsageReport {
    std::vector<DeviceUse> uses;
    std::vector<std::string> unknown;
    std::vector<std::string> nodes_checked; // "/dev/sdb", "/dev/sdb1", … (for the plan and the message)
};

// The rules, in order: the running system's drive, every use, an unknown
// use. nullopt: nothing refuses the device.
std::optional<Error> check_not_in_use(const TargetIdentity& target, const UsageReport& usage, Operation operation);

// The confirmation token that must be given: the serial number, or for a
// device without one its kernel name ("loop0", "vda").
std::string expected_token(const TargetIdentity& target);
// "the serial number RIGSATA0001" / "the kernel name loop0".
std::string token_description(const TargetIdentity& target);
// What the dry run of a destructive command prints: its plan, that nothing
// was `done` ("discarded", "changed", "sent") and the --confirm that runs it.
std::string dry_run_text(const ActionPlan& plan, const TargetIdentity& target, std::string_view done);
// nullopt when `token` confirms `target`. Serial numbers are compared after
// trimming blanks (drives pad them); the comparison is exact otherwise. A
// device with a serial number is not confirmed by its kernel name.
std::optional<Error> check_confirmation(const TargetIdentity& target, const std::optional<std::string>& token,
                                        Operation operation);

// All of the above for a command: in-use rules always; the token only when
// the command will really run (a dry run needs none).
std::optional<Error> check_destructive(const TargetIdentity& target, const UsageReport& usage,
                                       const std::optional<std::string>& token, bool dry_run, Operation operation);

nlohmann::json identity_to_json(const TargetIdentity& target);
nlohmann::json usage_to_json(const UsageReport& usage);

} // namespace ssd::safety
