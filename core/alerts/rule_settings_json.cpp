#include "core/alerts/rule_settings_json.h"

#include <stdexcept>
#include <string>

#include "core/util/json_util.h"

namespace ssd::alerts {

void refuse_config(const std::string& message) { throw std::invalid_argument(message); }

namespace {

using nlohmann::json;

double positive_number(const json& value, const std::string& key) {
    const auto checked = json_as<double>(value);
    if (!checked) refuse_config("\"" + key + "\" must be a number");
    const double number = *checked;
    if (!(number > 0)) refuse_config("\"" + key + "\" must be above zero (it is " + value.dump() + ")");
    return number;
}

int whole_number(const json& value, const std::string& key, int low, int high) {
    // Written as an integer, as before (3.0 is refused like 3.5), and one that fits (1e70 is not).
    const auto checked = value.is_number_float() ? std::nullopt : json_as<long long>(value);
    if (!checked) refuse_config("\"" + key + "\" must be a whole number");
    const auto number = *checked;
    if (number < low || number > high) {
        refuse_config("\"" + key + "\" must be from " + std::to_string(low) + " to " + std::to_string(high) + " (it is " +
               std::to_string(number) + ")");
    }
    return static_cast<int>(number);
}

std::set<Rule> rule_ids(const json& value) {
    if (!value.is_array()) refuse_config("\"disabled\" must be a list of rule ids");
    std::set<Rule> rules;
    for (const auto& id : value) {
        if (!id.is_string()) refuse_config("\"disabled\" holds " + id.dump() + ", not a rule id");
        const std::string name = json_as<std::string>(id).value_or(json_text(id));
        const auto rule = kRules.parse(name);
        if (!rule) refuse_config("unknown rule id \"" + name + "\" in \"disabled\" (" + kRules.wire_list() + ")");
        rules.insert(*rule);
    }
    return rules;
}

} // namespace

Result<RuleSettings> parse_rule_settings(const nlohmann::json& rules_section) {
    RuleSettings settings;
    try {
        if (!rules_section.is_object()) refuse_config("must be an object");
        for (const auto& [key, value] : rules_section.items()) {
            if (key == "disabled") {
                settings.disabled = rule_ids(value);
            } else if (key == "ata_temperature_warning_c") {
                settings.ata_temperature_warning_c = whole_number(value, key, 1, 150);
            } else if (key == "ata_temperature_critical_c") {
                settings.ata_temperature_critical_c = whole_number(value, key, 1, 150);
            } else if (key == "write_burst_gb") {
                settings.write_burst_gb = positive_number(value, key);
            } else if (key == "write_burst_minutes") {
                settings.write_burst_minutes = whole_number(value, key, 1, 7 * 24 * 60);
            } else if (key == "weekly_wa_above") {
                settings.weekly_wa_above = positive_number(value, key);
            } else {
                refuse_config("unknown key \"" + key +
                       "\" (disabled, ata_temperature_warning_c, ata_temperature_critical_c, write_burst_gb, "
                       "write_burst_minutes, weekly_wa_above)");
            }
        }
        if (settings.ata_temperature_warning_c >= settings.ata_temperature_critical_c) {
            refuse_config("\"ata_temperature_warning_c\" (" + std::to_string(settings.ata_temperature_warning_c) +
                   ") must be below \"ata_temperature_critical_c\" (" +
                   std::to_string(settings.ata_temperature_critical_c) + ")");
        }
    } catch (const std::invalid_argument& error) {
        return fail(ErrorCode::InputMalformed, std::string("the alert rules: ") + error.what());
    }
    return settings;
}

} // namespace ssd::alerts
