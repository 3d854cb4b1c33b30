#include "core/util/json_depth.h"

#include <string>

#include <nlohmann/json.hpp>

namespace ssd {

namespace {

using nlohmann::json;

// nlohmann's SAX interface: counts the levels and builds nothing.
class DepthProbe final : public nlohmann::json_sax<json> {
public:
    explicit DepthProbe(std::size_t max_depth) : max_depth_(max_depth) {}

    bool too_deep() const { return too_deep_; }

    bool null() override { return true; }
    bool boolean(bool /*value*/) override { return true; }
    bool number_integer(number_integer_t /*value*/) override { return true; }
    bool number_unsigned(number_unsigned_t /*value*/) override { return true; }
    bool number_float(number_float_t /*value*/, const string_t& /*text*/) override { return true; }
    bool string(string_t& /*value*/) override { return true; }
    bool binary(binary_t& /*value*/) override { return true; }
    bool key(string_t& /*value*/) override { return true; }
    bool start_object(std::size_t /*elements*/) override { return enter(); }
    bool start_array(std::size_t /*elements*/) override { return enter(); }
    bool end_object() override { return leave(); }
    bool end_array() override { return leave(); }
    bool parse_error(std::size_t /*position*/, const std::string& /*last_token*/,
                     const nlohmann::detail::exception& /*error*/) override {
        return false;
    }

private:
    bool enter() {
        too_deep_ = ++depth_ > max_depth_;
        return !too_deep_; // false stops the reading
    }
    bool leave() {
        --depth_;
        return true;
    }

    std::size_t max_depth_;
    std::size_t depth_ = 0;
    bool too_deep_ = false;
};

} // namespace

bool json_nests_deeper_than(std::string_view text, std::size_t max_depth) {
    DepthProbe probe(max_depth);
    json::sax_parse(text.begin(), text.end(), &probe);
    return probe.too_deep();
}

json parse_outside_json(std::string_view text, bool ignore_comments) {
    if (json_nests_deeper_than(text, kMaxOutsideJsonDepth)) return json(json::value_t::discarded);
    return json::parse(text.begin(), text.end(), nullptr, /*allow_exceptions=*/false, ignore_comments);
}

} // namespace ssd
