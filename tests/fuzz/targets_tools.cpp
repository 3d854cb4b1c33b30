// The Linux tools' output the actions read: `hdparm -I` (identity, security
// state, microcode download) and nvme-cli's JSON (id-ctrl, id-ns, the sanitize,
// firmware and self-test logs). Every parser meets every input: each takes
// the whole output of one command.
#include "core/actions/ata_identify.h"
#include "core/actions/nvme_admin.h"
#include "core/selftest/nvme_selftest_parser.h"
#include "core/selftest/selftest_json.h"
#include "tests/fuzz/fuzz_targets.h"

namespace ssd::fuzz {

void hdparm_identify(std::string_view input) {
    const auto identity = actions::parse_hdparm_identify(input);
    FUZZ_EXPECT(identity.has_value() || input.empty() || !identity.error().message.empty());
}

void nvme_cli(std::string_view input) {
    (void)actions::parse_nvme_id_ctrl(input);
    (void)actions::parse_nvme_id_ns(input);
    (void)actions::parse_nvme_sanitize_log(input);
    (void)actions::parse_nvme_fw_log(input);
    if (const auto log = selftest::parse_nvme_cli_selftest_log(input)) (void)selftest::selftests_to_json(*log).dump();
}

} // namespace ssd::fuzz
