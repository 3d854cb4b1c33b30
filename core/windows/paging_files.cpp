#include "core/windows/paging_files.h"

#include "core/windows/text_lines.h"

namespace ssd::windows {

namespace {

// A size in MiB (nine digits: far beyond any pagefile).
std::optional<std::uint32_t> number(std::string_view text) { return decimal_u32(text, 9); }

// Splits off the last whitespace-separated word.
std::pair<std::string_view, std::string_view> split_last_word(std::string_view text) {
    const std::size_t space = text.find_last_of(" \t");
    if (space == std::string_view::npos) return {std::string_view{}, text};
    return {trim(text.substr(0, space)), text.substr(space + 1)};
}

} // namespace

Result<std::vector<PagingFileEntry>> parse_paging_files(const std::vector<std::string>& strings) {
    std::vector<PagingFileEntry> entries;
    for (const auto& raw : strings) {
        std::string_view text = trim(raw);
        if (text.empty()) continue;
        PagingFileEntry entry;
        // Sizes are the last two words when both are numbers; a path may hold spaces.
        const auto [before_max, last] = split_last_word(text);
        const auto [path_part, second_last] = split_last_word(before_max);
        const auto maximum = number(last);
        const auto initial = number(second_last);
        std::string_view path = text;
        if (maximum && initial && !path_part.empty()) {
            path = path_part;
            if (*initial == 0 && *maximum == 0) {
                entry.system_managed = true;
            } else {
                entry.initial_mb = initial;
                entry.maximum_mb = maximum;
            }
        } else {
            entry.system_managed = true;
        }
        if (path.size() < 3 || path[1] != ':' || (path[2] != '\\' && path[2] != '/')) {
            return fail(ErrorCode::InputMalformed, "not a pagefile entry (\"<drive>:\\<file> [initial max]\"): " + raw);
        }
        entry.path = std::string(path);
        entry.drive_letter = ascii_upper(path[0]);
        entry.automatic_all_drives = path[0] == '?';
        if (!entry.automatic_all_drives && (entry.drive_letter < 'A' || entry.drive_letter > 'Z')) {
            return fail(ErrorCode::InputMalformed, "pagefile entry with no drive letter: " + raw);
        }
        entries.push_back(std::move(entry));
    }
    return entries;
}

Result<std::vector<std::string>> paging_files_value(char drive_letter, std::optional<std::uint32_t> initial_mb,
                                                    std::optional<std::uint32_t> maximum_mb) {
    const char letter = ascii_upper(drive_letter);
    if (letter < 'A' || letter > 'Z') {
        return fail(ErrorCode::Usage, std::string("not a drive letter: ") + drive_letter);
    }
    const std::string path = std::string(1, letter) + ":\\pagefile.sys";
    if (!initial_mb && !maximum_mb) return std::vector<std::string>{path + " 0 0"};
    if (!initial_mb || !maximum_mb || *initial_mb == 0 || *maximum_mb == 0) {
        return fail(ErrorCode::Usage, "a custom pagefile size needs an initial and a maximum size above 0 MiB");
    }
    if (*initial_mb > *maximum_mb) {
        return fail(ErrorCode::Usage, "the pagefile's initial size (" + std::to_string(*initial_mb) +
                                          " MiB) is larger than its maximum (" + std::to_string(*maximum_mb) +
                                          " MiB)");
    }
    return std::vector<std::string>{path + " " + std::to_string(*initial_mb) + " " + std::to_string(*maximum_mb)};
}

} // namespace ssd::windows
