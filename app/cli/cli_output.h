// How a command's outcome reaches the terminal: exactly one JSON document on
// stdout with --json, human text otherwise; errors as one sentence on stderr
// (and an {"error": …} document on stdout with --json).
#pragma once

#include <iosfwd>
#include <string>

#include <nlohmann/json.hpp>

#include "core/util/error.h"

namespace ssd::cli {

struct OutputOptions {
    bool json = false;
};

struct Streams {
    std::ostream& out;
    std::ostream& err;
};

// Prints the document (JSON) or the text and returns exit status 0.
int print_success(const Streams& io, const OutputOptions& options, const nlohmann::json& doc,
                  const std::string& text);
// Prints the error and returns its CONTRACT exit status.
int print_error(const Streams& io, const OutputOptions& options, const Error& error);

// Writes `contents` to the file a user named (an HTML report, a capture), as the user; the error
// (InputUnreadable) names `what` and why: "cannot write the capture to PATH: No space left on device".
Result<void> write_output_file(const std::string& path, const std::string& contents, const std::string& what);

} // namespace ssd::cli
