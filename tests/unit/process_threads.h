// How many threads this process has now (/proc/self/task): what the back-end
// tests count to see whether opening a queue started workers.
#pragma once

#include <cstddef>
#include <filesystem>
#include <iterator>

namespace ssd::test {

inline std::size_t threads_of_this_process() {
    return static_cast<std::size_t>(std::distance(std::filesystem::directory_iterator("/proc/self/task"),
                                                  std::filesystem::directory_iterator()));
}

} // namespace ssd::test
