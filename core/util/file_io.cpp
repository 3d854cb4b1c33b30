#include "core/util/file_io.h"

#include <fstream>
#include <sstream>
#include <system_error>

namespace ssd {

Result<std::string> read_text_file(const std::filesystem::path& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        return fail(ErrorCode::InputUnreadable, path.string() + " is a directory, not a file");
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return fail(ErrorCode::InputUnreadable, "cannot open " + path.string());
    }
    std::ostringstream contents;
    contents << in.rdbuf();
    if (in.bad()) {
        return fail(ErrorCode::InputUnreadable, "cannot read " + path.string());
    }
    return contents.str();
}

} // namespace ssd
