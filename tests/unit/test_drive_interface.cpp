// The protocol and transport tables: every wire name maps back to its value,
// nothing else parses, and JSON carries the wire name (docs/CONTRACT.md), not a number.
#include <set>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "core/drive/drive_info.h"
#include "core/drive/drive_interface.h"

namespace ssd {
namespace {

template <typename Table, typename Parse>
void expect_round_trip(const Table& table, Parse parse) {
    std::set<std::string_view> seen;
    for (const auto& entry : table) {
        EXPECT_TRUE(seen.insert(entry.wire).second) << "wire name twice: " << entry.wire;
        EXPECT_EQ(parse(entry.wire), entry.value) << entry.wire;
        EXPECT_EQ(table.wire(parse(entry.wire)), entry.wire);
        EXPECT_FALSE(entry.label.empty()) << entry.wire;
    }
}

TEST(DriveInterface, ProtocolWireNamesRoundTrip) {
    expect_round_trip(kProtocols, protocol_from_wire);
    for (const auto& entry : kProtocols) EXPECT_EQ(wire_name(entry.value), entry.wire);
}

TEST(DriveInterface, TransportWireNamesRoundTrip) {
    expect_round_trip(kTransports, transport_from_wire);
    for (const auto& entry : kTransports) EXPECT_EQ(wire_name(entry.value), entry.wire);
}

TEST(DriveInterface, SmartctlSpellingParsesToTheSameValues) {
    EXPECT_EQ(kSmartctlProtocols.parse("ATA"), Protocol::Ata);
    EXPECT_EQ(kSmartctlProtocols.parse("NVMe"), Protocol::Nvme);
    EXPECT_EQ(kSmartctlProtocols.parse("SCSI"), Protocol::Scsi);
    // Our wire names are not smartctl's: "ata" is not what smartctl writes.
    EXPECT_EQ(kSmartctlProtocols.parse("ata"), std::nullopt);
}

TEST(DriveInterface, UnknownTextIsUnknown) {
    EXPECT_EQ(protocol_from_wire("ATA"), Protocol::Unknown); // smartctl's spelling, not ours
    EXPECT_EQ(protocol_from_wire(""), Protocol::Unknown);
    EXPECT_EQ(protocol_from_wire("firewire"), Protocol::Unknown);
    EXPECT_EQ(transport_from_wire("SATA"), Transport::Unknown);
    EXPECT_EQ(transport_from_wire("thunderbolt3"), Transport::Unknown);
}

TEST(DriveInterface, JsonHoldsTheWireName) {
    DriveInfo drive;
    drive.protocol = Protocol::Nvme;
    drive.transport = Transport::AppleFabric;
    const nlohmann::json doc = {{"protocol", drive.protocol}, {"transport", drive.transport}};
    EXPECT_EQ(doc.dump(), R"({"protocol":"nvme","transport":"apple-fabric"})");
}

} // namespace
} // namespace ssd
