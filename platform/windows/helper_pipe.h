// Overlapped I/O on the elevated helper's pipe (elevation.h), for a caller that reads on one
// thread and writes on another (the GUI): each call has its own OVERLAPPED and event, so a
// read waiting for the helper never holds up a write. A read also ends when `cancel` (a
// manual-reset event) is signalled, which is how the reading thread is stopped.
#pragma once

#include <windows.h>

#include <chrono>
#include <cstddef>
#include <optional>
#include <string_view>

#include "core/util/error.h"

namespace ssd::windows_platform {

// Up to `size` bytes; 0 when the other side closed the pipe or `cancel` was signalled.
Result<std::size_t> read_pipe(HANDLE pipe, char* buffer, std::size_t size, HANDLE cancel);

// All of `bytes`, or the reason they could not be written (the helper is gone).
Result<void> write_pipe(HANDLE pipe, std::string_view bytes);

// The process's exit status once it has ended within `wait`; nothing while it still runs.
std::optional<int> process_exit_code(HANDLE process, std::chrono::milliseconds wait);

} // namespace ssd::windows_platform
