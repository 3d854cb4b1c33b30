// Edits of /etc/fstab swap lines that change only the line concerned: every
// other line (comments, blank lines, spacing) stays byte for byte. Pure text
// functions; the caller backs the file up and writes it.
#pragma once

#include <string>
#include <string_view>

#include "core/util/error.h"

namespace ssd::actions {

struct FstabEdit {
    std::string text;          // the whole new file
    bool changed = false;
    std::string line_before;   // the line as it was ("" when added)
    std::string line_after;    // the line as it is now ("" when removed)
};

// fstab's octal escapes (\040 for a space) undone.
std::string fstab_unescape(std::string_view field);
std::string fstab_escape(std::string_view path);

// The swap line whose device field names `old_path` now names `new_path`
// (the other fields kept as written). Unchanged text (changed = false) when
// no line names it.
FstabEdit fstab_replace_swap(std::string_view text, const std::string& old_path, const std::string& new_path);
// Appends "PATH none swap defaults 0 0" unless a swap line names PATH already.
FstabEdit fstab_add_swap(std::string_view text, const std::string& path);
// Removes the swap line(s) naming PATH.
FstabEdit fstab_remove_swap(std::string_view text, const std::string& path);

} // namespace ssd::actions
