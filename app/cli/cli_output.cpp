#include "app/cli/cli_output.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <ostream>

#include "core/report/json_writer.h"
#include "core/util/json_util.h"

namespace ssd::cli {

int print_success(const Streams& io, const OutputOptions& options, const nlohmann::json& doc,
                  const std::string& text) {
    if (options.json) {
        io.out << json_text(doc, 2) << "\n";
    } else {
        io.out << text;
    }
    return 0;
}

int print_error(const Streams& io, const OutputOptions& options, const Error& error) {
    io.err << "ssdtool: " << error.message << "\n";
    if (options.json) {
        io.out << json_text(error_to_json(error), 2) << "\n";
    }
    return exit_status_for(error.code);
}

Result<void> write_output_file(const std::string& path, const std::string& contents, const std::string& what) {
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file << contents;
    file.close();
    if (!file) {
        const int error = errno;
        return fail(ErrorCode::InputUnreadable, "cannot write " + what + " to " + path + ": " + std::strerror(error));
    }
    return {};
}

} // namespace ssd::cli
