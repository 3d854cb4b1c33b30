// valid_utf8 and the console decoder: text from tools and files becomes
// well-formed UTF-8 (ill-formed bytes become U+FFFD, nothing readable is lost),
// because every JSON writer refuses anything else. Byte strings written for the
// test from RFC 3629's table.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "core/util/utf8.h"

namespace ssd {
namespace {

const std::string kReplacement = "\xEF\xBF\xBD";

TEST(ValidUtf8, WellFormedTextIsUnchanged) {
    const std::string text = "Samsung SSD 860 EVO \xC3\xA9 \xE2\x82\xAC \xF0\x9F\x92\xBE";
    EXPECT_EQ(valid_utf8(text), text);
    EXPECT_EQ(valid_utf8(""), "");
}

TEST(ValidUtf8, EachIllFormedByteBecomesOneReplacementCharacter) {
    EXPECT_EQ(valid_utf8("A\xFF" "B"), "A" + kReplacement + "B");
    // Except 0xA0, the no-break space of the 8-bit code pages.
    EXPECT_EQ(valid_utf8("240\xA0" "057"), "240\xC2\xA0" "057");
    // An overlong NUL, a UTF-16 surrogate, a code point above U+10FFFF.
    EXPECT_EQ(valid_utf8("\xC0\x80"), kReplacement + kReplacement);
    EXPECT_EQ(valid_utf8("\xED\xB0\x80"), kReplacement + kReplacement + kReplacement);
    EXPECT_EQ(valid_utf8("\xF4\x90\x80\x80"), kReplacement + kReplacement + kReplacement + kReplacement);
    // A sequence cut short by the end of the text.
    EXPECT_EQ(valid_utf8("model \xE2\x82"), "model " + kReplacement + kReplacement);
}

TEST(ValidUtf8, TheResultIsAlwaysWritableAsJson) {
    std::string every_byte;
    for (int byte = 0; byte < 256; ++byte) every_byte += static_cast<char>(byte);
    EXPECT_NO_THROW((void)nlohmann::json(valid_utf8(every_byte + every_byte)).dump());
    EXPECT_NO_THROW((void)nlohmann::json(valid_utf8("\xE2\x82" "\xA0" "\xF0\x9F")).dump());
}

TEST(ConsoleBytes, AnUnpairedUtf16SurrogateBecomesAReplacementCharacter) {
    // "A", a high surrogate followed by "B" (no low surrogate), little-endian with a BOM.
    const std::string utf16("\xFF\xFE" "A\0\x00\xD8" "B\0", 8);
    EXPECT_EQ(utf8_from_console_bytes(utf16), "A" + kReplacement + "B");
}

TEST(ConsoleBytes, IllFormedUtf8IsReplacedNotPassedOn) {
    EXPECT_EQ(utf8_from_console_bytes("Modell: \xFC" "ber"), "Modell: " + kReplacement + "ber");
}

} // namespace
} // namespace ssd
