# Precompiled headers (SSD_PCH): nearly every file includes nlohmann/json, and parsing it and
# the standard library is a large part of each compile (measured: 30-70 % less CPU per file
# with clang's sanitizer flags, 10-40 % with gcc -O2). The sanitizer presets turn it on (the
# Windows build does not: mingw's gcc 12 warns falsely with it). Off by default: ccache does not cache
# compiles that use a precompiled header without extra settings, and a build without it
# proves that every file includes what it uses.
option(SSD_PCH "Precompile the library headers every target includes" OFF)

set(SSD_PCH_HEADERS
  <nlohmann/json.hpp> <tl/expected.hpp>
  <algorithm> <chrono> <cstdint> <filesystem> <functional> <map> <memory> <optional> <set>
  <span> <sstream> <string> <string_view> <variant> <vector>)

# ssd_precompile_headers(TARGET [MORE_HEADERS...]): the common set, plus the target's own
# heavy headers (GoogleTest, Qt).
function(ssd_precompile_headers target)
  if(SSD_PCH)
    target_precompile_headers(${target} PRIVATE ${SSD_PCH_HEADERS} ${ARGN})
  endif()
endfunction()
