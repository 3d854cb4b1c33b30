# Precompiled headers (SSD_PCH): nearly every file includes nlohmann/json, and parsing it and
# the standard library is a large part of each compile (measured: 30-70 % less CPU per file
# with clang's sanitizer flags, 10-40 % with gcc -O2). The sanitizer presets turn it on (the
# Windows build does not: mingw's gcc 12 warns falsely with it). Off by default: ccache does not cache
# compiles that use a precompiled header without extra settings, and a build without it
# proves that every file includes what it uses.
option(SSD_PCH "Precompile the library headers every target includes" OFF)
# SSD_PCH_THIRD_PARTY_ONLY: precompile only the third-party headers (nlohmann/json alone is
# 2.0 of the 2.4 s clang takes to parse a typical core file), not the standard ones nor the
# targets' own heavy ones: the tsan tree, batched differently to catch a file that does not
# include what it uses, then still catches a missing project header and most missing standard
# ones (those nlohmann/json does not bring along).
option(SSD_PCH_THIRD_PARTY_ONLY "With SSD_PCH: precompile nlohmann/json and tl/expected only" OFF)

set(SSD_PCH_THIRD_PARTY_HEADERS <nlohmann/json.hpp> <tl/expected.hpp>)
set(SSD_PCH_HEADERS
  ${SSD_PCH_THIRD_PARTY_HEADERS}
  <algorithm> <chrono> <cstdint> <filesystem> <functional> <map> <memory> <optional> <set>
  <span> <sstream> <string> <string_view> <variant> <vector>)

# ssd_precompile_headers(TARGET [MORE_HEADERS...]): the common set, plus the target's own
# heavy headers (GoogleTest, Qt).
function(ssd_precompile_headers target)
  if(SSD_PCH AND SSD_PCH_THIRD_PARTY_ONLY)
    target_precompile_headers(${target} PRIVATE ${SSD_PCH_THIRD_PARTY_HEADERS})
  elseif(SSD_PCH)
    target_precompile_headers(${target} PRIVATE ${SSD_PCH_HEADERS} ${ARGN})
  endif()
endfunction()
