// Ordinary files the actions read and write: firmware images, the
// filesystem table and its backup, swap files being replaced. Every OS
// answers; the defaults say the OS has no implementation yet.
#pragma once

#include <cstdint>
#include <string>

#include "core/util/error.h"

namespace ssd::actions {

class LocalFiles {
public:
    virtual ~LocalFiles() = default;
    // Size of a readable regular file; InputUnreadable/InputEmpty otherwise.
    virtual Result<std::uint64_t> readable_file_size(const std::string& path) = 0;
    virtual bool file_exists(const std::string& path) {
        (void)path;
        return false;
    }
    virtual Result<std::string> read_text(const std::string& path) { return unsupported("reading " + path); }
    // Writes through a temporary file in the same directory and a rename.
    virtual Result<void> write_text_atomically(const std::string& path, const std::string& text) {
        (void)text;
        return unsupported("writing " + path);
    }
    virtual Result<void> remove_file(const std::string& path) { return unsupported("removing " + path); }

protected:
    static tl::unexpected<Error> unsupported(const std::string& what) {
        return tl::unexpected(Error{ErrorCode::Refused, what + ": not available on this system yet"});
    }
};

} // namespace ssd::actions
