#include "core/smart/drivedb_lookup.h"

#include <charconv>

#include "core/smart/smartctl_text_numbers.h"
#include "core/util/plain_text.h"

namespace ssd {

namespace {

constexpr std::string_view kFound = "Drive found in smartmontools Database.";
constexpr std::string_view kNotFound = "No presets are defined for this drive.";
constexpr std::string_view kAdditional = "and match these additional entries:";
// Labels are padded to this column; continuation lines of ATTRIBUTE OPTIONS are
// indented to it, those of WARNINGS are not indented at all.
constexpr std::size_t kValueColumn = 20;

// "LABEL:   value" → value when the line starts with `label`.
std::optional<std::string_view> labelled(std::string_view line, std::string_view label) {
    if (!line.starts_with(label)) return std::nullopt;
    return trim_blanks(line.substr(label.size()));
}

// "170 Grown_Failing_Block_Ct" (smartctl prints the id with leading zeros).
std::optional<DrivedbAttributeName> attribute_name(std::string_view text) {
    text = trim_blanks(text);
    const auto space = text.find(' ');
    if (space == std::string_view::npos) return std::nullopt;
    int id = 0;
    const auto digits = text.substr(0, space);
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), id);
    if (error != std::errc() || end != digits.data() + digits.size() || id < 1 || id > 255) return std::nullopt;
    const auto name = trim_blanks(text.substr(space + 1));
    if (name.empty()) return std::nullopt;
    return DrivedbAttributeName{id, std::string(name)};
}

// The labelled lines of an entry, in the order smartctl prints them.
enum class Field { ModelRegex, FirmwareRegex, Family, AttributeOptions, OtherPresets, Warnings };
struct FieldLabel {
    Field field;
    std::string_view label;
};
constexpr FieldLabel kFieldLabels[] = {
    {Field::ModelRegex, "MODEL REGEXP:"},           {Field::FirmwareRegex, "FIRMWARE REGEXP:"},
    {Field::Family, "MODEL FAMILY:"},               {Field::AttributeOptions, "ATTRIBUTE OPTIONS:"},
    {Field::OtherPresets, "OTHER PRESETS:"},        {Field::Warnings, "WARNINGS:"},
};

struct LabelledLine {
    Field field;
    std::string_view value;
};

std::optional<LabelledLine> labelled_line(std::string_view line) {
    for (const auto& [field, label] : kFieldLabels) {
        if (auto value = labelled(line, label)) return LabelledLine{field, *value};
    }
    return std::nullopt;
}

// The first entry: from "MODEL REGEXP:" up to the blank line or the additional entries.
DrivedbEntry parse_entry(const std::vector<std::string_view>& lines, std::size_t first, std::size_t last) {
    DrivedbEntry entry;
    // Which multi-line value a continuation line belongs to.
    enum class Block { None, Attributes, Warning } block = Block::None;
    for (std::size_t i = first; i < last; ++i) {
        const std::string_view line = lines[i];
        if (const auto labelled_value = labelled_line(line)) {
            const std::string_view value = labelled_value->value;
            block = Block::None;
            switch (labelled_value->field) {
            case Field::ModelRegex: entry.model_regex = value; break;
            case Field::FirmwareRegex: entry.firmware_regex = value; break;
            case Field::Family: entry.family = value; break;
            case Field::OtherPresets: entry.other_presets = value; break;
            case Field::AttributeOptions:
                if (auto name = attribute_name(value)) entry.attribute_names.push_back(*name);
                block = Block::Attributes;
                break;
            case Field::Warnings:
                entry.warning = value;
                block = Block::Warning;
                break;
            }
        } else if (block == Block::Attributes && line.size() > kValueColumn &&
                   trim_blanks(line.substr(0, kValueColumn)).empty()) {
            if (auto name = attribute_name(line)) entry.attribute_names.push_back(*name);
        } else if (block == Block::Warning && !trim_blanks(line).empty()) {
            entry.warning += "\n" + std::string(trim_blanks(line));
        }
    }
    return entry;
}

} // namespace

Result<DrivedbLookup> parse_drivedb_showall(std::string_view text) {
    const auto lines = split_lines(text);
    std::size_t start = 0;
    // A database file without smartctl's DEFAULT entry (-B FILE replacing the
    // built-in one) gives "Warning: DEFAULT entry missing in drive database
    // file(s)" first: a remark about the file, not the lookup.
    while (start < lines.size() && (trim_blanks(lines[start]).empty() || lines[start].starts_with("Warning:"))) ++start;
    if (start < lines.size() && lines[start].starts_with(kNotFound)) return DrivedbLookup{};
    if (start == lines.size() || !lines[start].starts_with(kFound)) {
        const std::string first = start < lines.size() ? std::string(trim_blanks(lines[start])) : std::string("nothing");
        return fail(ErrorCode::InputMalformed, "not a drive-database lookup: smartctl printed \"" + first + "\"");
    }
    std::size_t first = start;
    while (first < lines.size() && !lines[first].starts_with("MODEL REGEXP:")) ++first;
    if (first == lines.size()) {
        return fail(ErrorCode::InputMalformed, "smartctl found the drive but printed no database entry");
    }
    std::size_t last = first;
    DrivedbLookup lookup;
    while (last < lines.size() && !lines[last].starts_with(kAdditional)) ++last;
    for (std::size_t i = last; i < lines.size(); ++i) {
        if (lines[i].starts_with("MODEL REGEXP:")) ++lookup.additional_entries;
    }
    lookup.entry = parse_entry(lines, first, last);
    return lookup;
}

std::string DriveDatabaseChoice::describe() const {
    if (!file) return "the installed smartctl's drive database";
    if (file->starts_with('+')) return "the drive database " + file->substr(1) + " before smartctl's own";
    return "the drive database " + *file;
}

Result<DrivedbLookup> look_up_drive_database(CommandRunner& runner, const DriveDatabaseChoice& database,
                                             const std::string& model, const std::string& firmware) {
    std::vector<std::string> argv{"smartctl"};
    if (database.file) argv.insert(argv.end(), {"-B", *database.file});
    argv.insert(argv.end(), {"-P", "showall", model, firmware});
    // The exit status is the number of matching entries (or 1 for an unreadable
    // file): the text says which.
    auto output = runner.run(Command{argv, std::chrono::seconds(30), std::size_t{1} << 20, std::size_t{64} << 10});
    if (!output) {
        if (output.error().code == ErrorCode::ToolMissing) {
            return tl::unexpected(tool_missing_error(runner, "smartctl", "smartctl", "smartmontools"));
        }
        return tl::unexpected(output.error());
    }
    if (output->timed_out || output->killed_by_signal) {
        return fail(ErrorCode::ToolFailed, describe_argv(argv) + " did not finish (timed out or killed)");
    }
    auto lookup = parse_drivedb_showall(output->out);
    if (!lookup) {
        // "FILE: cannot open drive database file", "FILE(1): Missing terminating '\"'", …
        std::string said(trim_blanks(output->out.substr(0, output->out.find('\n'))));
        if (said.empty()) said = std::string(trim_blanks(output->err.substr(0, output->err.find('\n'))));
        return fail(ErrorCode::ToolFailed,
                    "smartctl could not look the drive up in " + database.describe() + ": " + (said.empty() ? "no output" : said));
    }
    return lookup;
}

} // namespace ssd
