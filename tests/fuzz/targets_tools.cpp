// The Linux tools' output the actions read: `hdparm -I` (identity, security
// state, microcode download) and nvme-cli's JSON (id-ctrl, id-ns, the sanitize,
// firmware and self-test logs). Every parser meets every input: each takes
// the whole output of one command. And the raw NVMe log pages that count media
// writes (09h, C0h, CAh), each decoder on every page.
#include <cstdint>
#include <span>

#include "core/actions/ata_identify.h"
#include "core/actions/nvme_admin.h"
#include "core/selftest/nvme_selftest_parser.h"
#include "core/selftest/selftest_json.h"
#include "core/smart/nvme_media_logs.h"
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

void nvme_media_logs(std::string_view input) {
    const std::span<const std::uint8_t> page(reinterpret_cast<const std::uint8_t*>(input.data()), input.size());
    for (const auto log : {NvmeMediaLog::EnduranceGroup, NvmeMediaLog::OcpSmartExtended, NvmeMediaLog::IntelAdditionalSmart}) {
        const auto writes = decode_nvme_media_log(log, page);
        if (!writes) {
            FUZZ_EXPECT(!writes.error().message.empty());
            continue;
        }
        // Counters are whole steps of their unit, and the host side is there unless the log has none.
        FUZZ_EXPECT(writes->step_bytes > 0 && writes->media_bytes % writes->step_bytes == 0);
        FUZZ_EXPECT(writes->host_bytes.has_value() == (log != NvmeMediaLog::OcpSmartExtended));
        if (writes->host_bytes) FUZZ_EXPECT(*writes->host_bytes % writes->step_bytes == 0);
        (void)nvme_media_write_amplification(*writes, 1);
    }
}

} // namespace ssd::fuzz
