// The FakeBackend's answers to `selftest`: the core's own handler
// (requests::respond → handle_selftest → run_session → the ATA/NVMe drivers)
// over recorded tool output instead of running smartctl or nvme-cli:
//   /dev/sda (the rig's SATA drive): exactly what the rig recorded
//     (tests/fixtures/selftest-rig): `smartctl -j -c -l selftest` after a
//     short test, `-t short`, `-t long`, the rejected `-t conveyance` and `-X`;
//   /dev/nvme0n1 (the rig's NVMe controller): its `nvme id-ctrl` (no Device
//     Self-test: the refusal path);
//   every other ATA drive: its own `smartctl -x` capture answers the read
//     (it holds the capabilities, the execution status and the log); nothing
//     else is recorded, so a start there fails loudly, naming the command.
#pragma once

#include <filesystem>
#include <string>

#include "app/gui/backend.h"
#include "core/drive/drive_inventory.h"
#include "core/process/replay_runner.h"

namespace ssd::test {

class FakeSelfTests {
public:
    // The read of `device` (`smartctl --json -c -l selftest DEVICE`) answered by `capture`.
    void recordAtaRead(const std::string& device, const std::filesystem::path& capture);
    // The rig's recordings (see above).
    void recordRig();

    gui::Reply answer(DriveInventory& inventory, const requests::SelfTestRequest& request);

private:
    ReplayRunner runner_;
};

} // namespace ssd::test
