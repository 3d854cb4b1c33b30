#include "core/smart/nvme_media_logs.h"

#include <algorithm>
#include <array>
#include <limits>
#include <string>

namespace ssd {

namespace {

constexpr std::uint64_t kNvmeDataUnitBytes = 512'000;
constexpr std::uint64_t kIntelCounterBytes = 32ULL << 20;

// Endurance Group Information (09h).
constexpr std::size_t kEgDataUnitsWritten = 64;
constexpr std::size_t kEgMediaUnitsWritten = 80;

// OCP SMART / Health Information Extended (C0h). The GUID as its 16 bytes lie in the page
// (AFD514C97C6F4F9CA4F2BFEA2810AFC5 read as a little-endian number); versions 2 (OCP 1.0) to 5
// (OCP 2.6) keep Physical Media Units Written at byte 0. Version 6 is nvme-cli's newest too.
constexpr std::size_t kOcpMediaBytesWritten = 0;
constexpr std::size_t kOcpVersion = 494;
constexpr std::size_t kOcpGuid = 496;
constexpr std::array<std::uint8_t, 16> kOcpGuidBytes{0xC5, 0xAF, 0x10, 0x28, 0xEA, 0xBF, 0xF2, 0xA4,
                                                     0x9C, 0x4F, 0x6F, 0x7C, 0xC9, 0x14, 0xD5, 0xAF};
constexpr unsigned kOcpOldestVersion = 2;
constexpr unsigned kOcpNewestVersion = 6;

// Intel / Solidigm additional SMART (CAh): 12-byte items, key at +0, 48-bit raw value at +5.
constexpr std::size_t kIntelItemBytes = 12;
constexpr std::size_t kIntelItemRaw = 5;
constexpr std::uint8_t kIntelNandBytesWritten = 0xF4;
constexpr std::uint8_t kIntelHostBytesWritten = 0xF5;

std::uint64_t little_endian(std::span<const std::uint8_t> bytes) {
    std::uint64_t value = 0;
    for (std::size_t i = bytes.size(); i-- > 0;) value = value << 8U | bytes[i];
    return value;
}

tl::unexpected<Error> refuse(NvmeMediaLog log, const std::string& why) {
    return fail(ErrorCode::InputMalformed, std::string(kNvmeMediaLogs.label(log)) + ": " + why);
}

// A 128-bit little-endian count of `unit` bytes at `offset`, in bytes: nullopt beyond 2^64 bytes.
std::optional<std::uint64_t> counter_bytes(std::span<const std::uint8_t> page, std::size_t offset, std::uint64_t unit) {
    if (little_endian(page.subspan(offset + 8, 8)) != 0) return std::nullopt;
    const std::uint64_t units = little_endian(page.subspan(offset, 8));
    if (units > std::numeric_limits<std::uint64_t>::max() / unit) return std::nullopt;
    return units * unit;
}

Result<NvmeMediaWrites> decode_endurance_group(std::span<const std::uint8_t> page) {
    const auto host = counter_bytes(page, kEgDataUnitsWritten, kNvmeDataUnitBytes);
    const auto media = counter_bytes(page, kEgMediaUnitsWritten, kNvmeDataUnitBytes);
    if (!host || !media) return refuse(NvmeMediaLog::EnduranceGroup, "a write counter beyond 2^64 bytes");
    return NvmeMediaWrites{NvmeMediaLog::EnduranceGroup, *media, host, kNvmeDataUnitBytes};
}

Result<NvmeMediaWrites> decode_ocp_smart_extended(std::span<const std::uint8_t> page) {
    if (!std::equal(kOcpGuidBytes.begin(), kOcpGuidBytes.end(), page.begin() + kOcpGuid)) {
        return refuse(NvmeMediaLog::OcpSmartExtended, "the page does not carry the OCP log's GUID");
    }
    const auto version = static_cast<unsigned>(little_endian(page.subspan(kOcpVersion, 2)));
    if (version < kOcpOldestVersion || version > kOcpNewestVersion) {
        return refuse(NvmeMediaLog::OcpSmartExtended, "log page version " + std::to_string(version) + " is not one of " +
                                                          std::to_string(kOcpOldestVersion) + " to " +
                                                          std::to_string(kOcpNewestVersion));
    }
    const auto media = counter_bytes(page, kOcpMediaBytesWritten, 1);
    if (!media) return refuse(NvmeMediaLog::OcpSmartExtended, "Physical Media Units Written beyond 2^64 bytes");
    return NvmeMediaWrites{NvmeMediaLog::OcpSmartExtended, *media, std::nullopt, 1};
}

Result<NvmeMediaWrites> decode_intel_additional_smart(std::span<const std::uint8_t> page) {
    // Found by key, as Solidigm's own plugin does: newer drives add and reorder items.
    std::optional<std::uint64_t> nand;
    std::optional<std::uint64_t> host;
    for (std::size_t item = 0; item + kIntelItemBytes <= page.size(); item += kIntelItemBytes) {
        std::optional<std::uint64_t>* counter = page[item] == kIntelNandBytesWritten   ? &nand
                                                : page[item] == kIntelHostBytesWritten ? &host
                                                                                       : nullptr;
        if (counter == nullptr || counter->has_value()) continue; // the first item of a key counts
        const std::uint64_t units = little_endian(page.subspan(item + kIntelItemRaw, 6));
        if (units > std::numeric_limits<std::uint64_t>::max() / kIntelCounterBytes) {
            return refuse(NvmeMediaLog::IntelAdditionalSmart, "a write counter beyond 2^64 bytes");
        }
        *counter = units * kIntelCounterBytes;
    }
    if (!nand) return refuse(NvmeMediaLog::IntelAdditionalSmart, "no nand_bytes_written item (F4h)");
    if (!host) return refuse(NvmeMediaLog::IntelAdditionalSmart, "no host_bytes_written item (F5h)");
    return NvmeMediaWrites{NvmeMediaLog::IntelAdditionalSmart, *nand, host, kIntelCounterBytes};
}

} // namespace

Result<NvmeMediaWrites> decode_nvme_media_log(NvmeMediaLog log, std::span<const std::uint8_t> page) {
    if (page.size() < kNvmeLogPageBytes) {
        return refuse(log, "the page has " + std::to_string(page.size()) + " bytes, not " +
                               std::to_string(kNvmeLogPageBytes));
    }
    page = page.first(kNvmeLogPageBytes);
    switch (log) {
    case NvmeMediaLog::EnduranceGroup: return decode_endurance_group(page);
    case NvmeMediaLog::OcpSmartExtended: return decode_ocp_smart_extended(page);
    case NvmeMediaLog::IntelAdditionalSmart: return decode_intel_additional_smart(page);
    }
    return refuse(log, "not a log this build decodes");
}

std::optional<double> nvme_media_write_amplification(const NvmeMediaWrites& writes,
                                                     std::optional<std::uint64_t> health_log_host_bytes) {
    const auto host = writes.host_bytes ? writes.host_bytes : health_log_host_bytes;
    if (!host || *host == 0) return std::nullopt;
    return static_cast<double>(writes.media_bytes) / static_cast<double>(*host);
}

} // namespace ssd
