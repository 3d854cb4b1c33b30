#include "core/macos/plist_xml.h"

#include "core/util/utf8.h"

#include <cstdint>
#include <string>

namespace ssd::macos {

namespace {

using nlohmann::json;

class PlistParser {
public:
    explicit PlistParser(std::string_view xml) : xml_(xml) {}

    Result<json> parse() {
        skip_prolog();
        if (!expect_tag("plist")) return error("expected <plist>");
        skip_blank();
        json value;
        if (!peek_is("</plist>")) {
            auto parsed = value_here();
            if (!parsed) return parsed;
            value = std::move(*parsed);
            skip_blank();
        }
        if (!consume("</plist>")) return error("expected </plist>");
        return value;
    }

private:
    std::string_view xml_;
    std::size_t at_ = 0;
    int depth_ = 0;

    tl::unexpected<Error> error(const std::string& what) const {
        return fail(ErrorCode::InputMalformed, "property list: " + what + " at byte " + std::to_string(at_));
    }

    bool peek_is(std::string_view text) const { return xml_.substr(at_, text.size()) == text; }
    bool consume(std::string_view text) {
        if (!peek_is(text)) return false;
        at_ += text.size();
        return true;
    }
    void skip_blank() {
        for (;;) {
            while (at_ < xml_.size() && (xml_[at_] == ' ' || xml_[at_] == '\t' || xml_[at_] == '\r' || xml_[at_] == '\n')) {
                ++at_;
            }
            if (peek_is("<!--")) {
                const std::size_t end = xml_.find("-->", at_);
                at_ = end == std::string_view::npos ? xml_.size() : end + 3;
                continue;
            }
            return;
        }
    }
    void skip_prolog() {
        for (;;) {
            skip_blank();
            if (peek_is("<?") || peek_is("<!DOCTYPE")) {
                const std::size_t end = xml_.find('>', at_);
                at_ = end == std::string_view::npos ? xml_.size() : end + 1;
                continue;
            }
            return;
        }
    }
    // "<name ...>" (attributes ignored); false when another tag is here.
    bool expect_tag(std::string_view name) {
        if (!peek_is("<") || xml_.substr(at_ + 1, name.size()) != name) return false;
        const char after = at_ + 1 + name.size() < xml_.size() ? xml_[at_ + 1 + name.size()] : '\0';
        if (after != '>' && after != ' ') return false;
        const std::size_t end = xml_.find('>', at_);
        if (end == std::string_view::npos) return false;
        at_ = end + 1;
        return true;
    }

    // The text up to "</name>", entities decoded.
    Result<std::string> text_until(std::string_view name) {
        const std::string close = "</" + std::string(name) + ">";
        const std::size_t end = xml_.find(close, at_);
        if (end == std::string_view::npos) return error("missing " + close);
        auto text = decode(xml_.substr(at_, end - at_));
        if (!text) return text;
        at_ = end + close.size();
        return text;
    }

    Result<std::string> decode(std::string_view raw) const {
        std::string text;
        for (std::size_t i = 0; i < raw.size(); ++i) {
            if (raw[i] != '&') {
                text += raw[i];
                continue;
            }
            const std::size_t semicolon = raw.find(';', i);
            if (semicolon == std::string_view::npos) return error("unterminated entity");
            const std::string_view entity = raw.substr(i + 1, semicolon - i - 1);
            if (entity == "lt") text += '<';
            else if (entity == "gt") text += '>';
            else if (entity == "amp") text += '&';
            else if (entity == "quot") text += '"';
            else if (entity == "apos") text += '\'';
            else if (!entity.empty() && entity[0] == '#') {
                std::uint32_t code = 0;
                const bool hex = entity.size() > 1 && (entity[1] == 'x' || entity[1] == 'X');
                for (std::size_t k = hex ? 2 : 1; k < entity.size(); ++k) {
                    const char c = entity[k];
                    std::uint32_t digit = 0;
                    if (c >= '0' && c <= '9') digit = static_cast<std::uint32_t>(c - '0');
                    else if (hex && c >= 'a' && c <= 'f') digit = static_cast<std::uint32_t>(c - 'a' + 10);
                    else if (hex && c >= 'A' && c <= 'F') digit = static_cast<std::uint32_t>(c - 'A' + 10);
                    else return error("bad character reference");
                    code = code * (hex ? 16U : 10U) + digit;
                    if (code > 0x10FFFF) return error("character reference out of range");
                }
                // XML's characters leave out the UTF-16 surrogates (they encode nothing alone).
                if (code >= 0xD800 && code < 0xE000) return error("character reference to a surrogate");
                append_utf8(text, code);
            } else {
                return error("unknown entity &" + std::string(entity) + ";");
            }
            i = semicolon;
        }
        return text;
    }

    Result<json> integer(const std::string& text) const {
        std::size_t i = 0;
        const bool negative = !text.empty() && text[0] == '-';
        if (negative || (!text.empty() && text[0] == '+')) i = 1;
        if (i >= text.size()) return error("empty <integer>");
        std::uint64_t value = 0;
        for (; i < text.size(); ++i) {
            if (text[i] < '0' || text[i] > '9') return error("bad <integer> " + text);
            const auto digit = static_cast<std::uint64_t>(text[i] - '0');
            if (value > (UINT64_MAX - digit) / 10) return error("<integer> out of range: " + text);
            value = value * 10 + digit;
        }
        if (!negative) return json(value);
        if (value > static_cast<std::uint64_t>(INT64_MAX) + 1) return error("<integer> out of range: " + text);
        return json(value == static_cast<std::uint64_t>(INT64_MAX) + 1 ? INT64_MIN : -static_cast<std::int64_t>(value));
    }

    Result<json> value_here() {
        if (++depth_ > 64) return error("nesting deeper than 64");
        auto result = value_inner();
        --depth_;
        return result;
    }

    Result<json> value_inner() {
        skip_blank();
        if (consume("<true/>")) return json(true);
        if (consume("<false/>")) return json(false);
        if (consume("<string/>")) return json("");
        if (consume("<dict/>")) return json::object();
        if (consume("<array/>")) return json::array();
        if (expect_tag("string")) {
            auto text = text_until("string");
            if (!text) return tl::unexpected(text.error());
            return json(std::move(*text));
        }
        if (expect_tag("date")) {
            auto text = text_until("date");
            if (!text) return tl::unexpected(text.error());
            return json(std::move(*text));
        }
        if (expect_tag("data")) {
            auto text = text_until("data");
            if (!text) return tl::unexpected(text.error());
            std::string compact;
            for (const char c : *text) {
                if (c != ' ' && c != '\n' && c != '\r' && c != '\t') compact += c;
            }
            return json(std::move(compact));
        }
        if (expect_tag("integer")) {
            auto text = text_until("integer");
            if (!text) return tl::unexpected(text.error());
            return integer(*text);
        }
        if (expect_tag("real")) {
            auto text = text_until("real");
            if (!text) return tl::unexpected(text.error());
            try {
                std::size_t used = 0;
                const double value = std::stod(*text, &used);
                if (used == text->size()) return json(value);
            } catch (const std::exception&) {
            }
            return error("bad <real> " + *text);
        }
        if (expect_tag("array")) {
            json array = json::array();
            for (;;) {
                skip_blank();
                if (consume("</array>")) return array;
                if (at_ >= xml_.size()) return error("unterminated <array>");
                auto item = value_here();
                if (!item) return item;
                array.push_back(std::move(*item));
            }
        }
        if (expect_tag("dict")) {
            json object = json::object();
            for (;;) {
                skip_blank();
                if (consume("</dict>")) return object;
                if (!expect_tag("key")) return error("expected <key> in <dict>");
                auto key = text_until("key");
                if (!key) return tl::unexpected(key.error());
                auto item = value_here();
                if (!item) return item;
                object[*key] = std::move(*item);
            }
        }
        return error("unexpected content");
    }
};

} // namespace

Result<nlohmann::json> parse_plist_xml(std::string_view xml) {
    if (xml.find_first_not_of(" \t\r\n") == std::string_view::npos) {
        return fail(ErrorCode::InputEmpty, "the property list is empty");
    }
    // Ill-formed UTF-8 in a string would make the document unwritable.
    const std::string text = valid_utf8(xml);
    return PlistParser(text).parse();
}

} // namespace ssd::macos
