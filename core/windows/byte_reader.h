// Little-endian reads from a byte buffer with bounds checks: the decoders
// of Windows storage structures read recorded bytes through it, so a short
// or corrupt buffer gives nullopt, never a read past the end.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace ssd::windows {

class ByteReader {
public:
    explicit ByteReader(std::span<const std::byte> bytes) : bytes_(bytes) {}

    std::size_t size() const { return bytes_.size(); }
    std::optional<std::uint8_t> u8(std::size_t offset) const;
    std::optional<std::uint16_t> u16(std::size_t offset) const;
    std::optional<std::uint32_t> u32(std::size_t offset) const;
    std::optional<std::uint64_t> u64(std::size_t offset) const;
    // A NUL-terminated ASCII string starting at offset (ends at the buffer's
    // end if no NUL comes); nullopt when offset is outside the buffer.
    std::optional<std::string> c_string(std::size_t offset) const;
    // `count` UTF-16LE code units from offset, up to the first NUL, as UTF-8.
    std::optional<std::string> utf16_string(std::size_t offset, std::size_t count) const;
    // A GUID as Windows prints it: {XXXXXXXX-XXXX-XXXX-XXXX-XXXXXXXXXXXX}.
    std::optional<std::string> guid(std::size_t offset) const;

private:
    std::span<const std::byte> bytes_;
};

// "0a 1b ..." hex text (whitespace and '#' comments ignored) to bytes, for
// recorded structure fixtures. nullopt on a stray character or odd digit count.
std::optional<std::string> hex_to_bytes(std::string_view text);

} // namespace ssd::windows
