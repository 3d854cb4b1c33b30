// A finding's evidence in words for people: every evidence key a finding
// emits has a label and a formatter that turns its JSON value into words
// with units ("Start: 3,584 bytes past a 4 KiB boundary", "1.5 Gb/s",
// "72 °C"). Each rule declares the words of its keys next to the code that
// emits them (a FindingEvidence table per finding id);
// core/report/evidence_catalog.h collects the tables and answers
// describe_evidence(). The JSON keeps the raw keys and values unchanged.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace ssd {

// One key's value in words. `evidence` is the whole object, for the few
// values that read better with a sibling (the alignment unit of an offset).
// A formatter never throws on an unexpected type: it falls back to
// evidence_format::text.
using EvidenceFormatter = std::string (*)(const nlohmann::json& value, const nlohmann::json& evidence);

struct EvidenceKey {
    std::string_view key;                   // "offset_in_alignment_bytes"
    std::string_view label;                 // "Offset"
    EvidenceFormatter format;
    std::string_view when_null = "unknown"; // what JSON null means for this key
};

// The words of one finding id's evidence keys, in the order people read them.
struct FindingEvidence {
    std::string_view id;
    std::span<const EvidenceKey> keys;
};

struct EvidenceLine {
    std::string key;        // the raw key, as in the JSON
    std::string label;      // "Offset"
    std::string value;      // "3,584 bytes past a 4 KiB boundary"
    bool described = true;  // false: no table knows the key; label and value are generic

    std::string sentence() const { return label + ": " + value; }
};

// Every key of `evidence`, once: first the described keys in the order of
// the tables for `id` (a finding id may have several tables, one per OS),
// then the keys no table knows, with generic words. Evidence that is not an
// object becomes one generic line.
std::vector<EvidenceLine> describe_with(std::span<const FindingEvidence> tables, std::string_view id,
                                        const nlohmann::json& evidence);

// Formatters shared by the rules' tables.
namespace evidence_format {

using nlohmann::json;

std::string text(const json& value, const json& evidence);        // strings as they are, lists joined
std::string yes_no(const json& value, const json& evidence);      // "yes" | "no"
std::string count(const json& value, const json& evidence);       // "1,234"
std::string exact_bytes(const json& value, const json& evidence); // "3,584 bytes"
std::string binary_size(const json& value, const json& evidence); // "4 KiB"
std::string size(const json& value, const json& evidence);        // "8.6 GB (8.0 GiB)"
std::string percent(const json& value, const json& evidence);     // "85 %", "5.0 %"
std::string celsius(const json& value, const json& evidence);     // "72 °C"
std::string hours(const json& value, const json& evidence);       // "3,149 hours (131 days)"
std::string list(const json& value, const json& evidence);        // "a, b"; empty: "none"

// object[key]; null when `object` is not an object or has no such key
// (formatters read nested evidence without ever throwing).
json member(const json& object, std::string_view key);
// text(member(object, key)): "unknown" when absent.
std::string member_text(const json& object, std::string_view key);

// The value as a non-negative integer, when it is one.
std::optional<std::uint64_t> unsigned_value(const json& value);
// `words(n)` for a non-negative integer, else text(value): the start of a
// rule's own formatter ("x4" lanes, "8.0 GT/s").
std::string with_unsigned(const json& value, std::string (*words)(std::uint64_t));

} // namespace evidence_format

} // namespace ssd
