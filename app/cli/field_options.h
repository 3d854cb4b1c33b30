// Command-line options bound straight to a request's declared fields
// (core/requests/request_fields.h), where an option is one field: the option fills the
// request's member and checks what the declaration checks (a range, an enumeration's wire
// names, a size), so the CLI accepts what the service decodes and the names of a choice are
// spelt once, in its EnumTable. The command names the fields it offers: the option's name
// (`--rated-tbw`, or a positional `action`) and its help.
#pragma once

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <CLI/CLI.hpp>

#include "core/requests/path_rules.h"
#include "core/requests/request_fields.h"
#include "core/util/units.h"

namespace ssd::cli {

struct FieldOption {
    std::string_view field; // the declared key, e.g. "rated_tbw"
    std::string name;       // "--rated-tbw", or a positional's name
    std::string help;
};

namespace field_options {

using namespace requests::fields;

template <typename E, std::size_t N> std::vector<std::string> wire_names(const EnumTable<E, N>& table) {
    std::vector<std::string> names;
    for (const auto& entry : table) names.emplace_back(entry.wire);
    return names;
}

inline CLI::Validator size_validator() {
    return CLI::Validator(
        [](std::string& text) -> std::string {
            return parse_size(text) ? "" : text + " is not a size (digits with an optional k, m, g or t suffix)";
        },
        "SIZE");
}

inline CLI::Validator token_validator(const char* what) {
    return CLI::Validator(
        [what](std::string& text) -> std::string {
            return requests::is_safe_token(text) ? "" : text + " is not " + what;
        },
        "TOKEN");
}

// Adds an option for each offered field as declare() visits it.
class Binder {
public:
    Binder(CLI::App& command, const std::vector<FieldOption>& offered) : command_(command) {
        for (const auto& option : offered) offered_.emplace(option.field, &option);
    }

    template <typename Member, typename Rule> void operator()(std::string_view key, Member& member, const Rule& rule) {
        const auto it = offered_.find(key);
        if (it == offered_.end()) return;
        bound_[key] = bind(*it->second, member, rule);
    }

    std::map<std::string_view, CLI::Option*> bound() const {
        for (const auto& [field, option] : offered_) {
            if (!bound_.count(field)) throw std::logic_error("no declared field " + std::string(field));
        }
        return bound_;
    }

private:
    CLI::Option* bind(const FieldOption& o, bool& flag, Flag) { return command_.add_flag(o.name, flag, o.help); }
    CLI::Option* bind(const FieldOption& o, std::optional<std::string>& token, Token rule) {
        return command_.add_option(o.name, token, o.help)->check(token_validator(rule.what));
    }
    CLI::Option* bind(const FieldOption& o, std::optional<double>& number, Number rule) {
        return command_.add_option(o.name, number, o.help)->check(CLI::Range(rule.low, rule.high));
    }
    template <typename Whole> CLI::Option* bind(const FieldOption& o, std::optional<Whole>& number, WholeNumber rule) {
        return command_.add_option(o.name, number, o.help)
            ->check(CLI::Range(static_cast<Whole>(rule.low), static_cast<Whole>(rule.high)));
    }
    CLI::Option* bind(const FieldOption& o, std::optional<std::uint64_t>& bytes, Size) {
        return command_
            .add_option_function<std::string>(
                o.name, [&bytes](const std::string& text) { bytes = parse_size(text); }, o.help)
            ->check(size_validator());
    }
    template <typename E, std::size_t N> CLI::Option* bind(const FieldOption& o, E& value, Choice<E, N> rule) {
        const auto* table = &rule.table;
        return command_
            .add_option_function<std::string>(
                o.name, [&value, table](const std::string& text) { value = *table->parse(text); }, o.help)
            ->check(CLI::IsMember(wire_names(rule.table)));
    }
    template <typename E, std::size_t N>
    CLI::Option* bind(const FieldOption& o, std::optional<E>& value, Choice<E, N> rule) {
        const auto* table = &rule.table;
        return command_
            .add_option_function<std::string>(
                o.name, [&value, table](const std::string& text) { value = table->parse(text); }, o.help)
            ->check(CLI::IsMember(wire_names(rule.table)));
    }
    // Text, paths and devices as given; the handlers judge them as they judge the service's.
    template <typename Member, typename Rule> CLI::Option* bind(const FieldOption& o, Member& member, const Rule&) {
        return command_.add_option(o.name, member, o.help);
    }

    CLI::App& command_;
    std::map<std::string_view, const FieldOption*> offered_;
    std::map<std::string_view, CLI::Option*> bound_;
};

} // namespace field_options

// The options of `offered`, bound to `request`'s members (which must outlive parsing); each
// offered field must be declared (std::logic_error otherwise: a mistake in the command).
template <typename Request>
std::map<std::string_view, CLI::Option*> add_field_options(CLI::App& command, Request& request,
                                                           const std::vector<FieldOption>& offered) {
    field_options::Binder binder(command, offered);
    requests::fields::declare(binder, request);
    return binder.bound();
}

} // namespace ssd::cli
