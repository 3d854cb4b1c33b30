# Header-only libraries from Debian packages. A native build finds them through
# their CMake packages; the mingw-w64 cross-build must not put the host's
# /usr/include on its include path (glibc headers would shadow mingw's), so it
# gets a private folder that links only to these libraries (CLI11 too, for
# ssdtool.exe).
if(CMAKE_CROSSCOMPILING)
  set(_hdr "${CMAKE_BINARY_DIR}/header-only")
  file(MAKE_DIRECTORY "${_hdr}")
  foreach(lib nlohmann tl CLI)
    if(NOT EXISTS "/usr/include/${lib}")
      message(FATAL_ERROR "/usr/include/${lib} is missing: run scripts/setup.sh")
    endif()
    file(CREATE_LINK "/usr/include/${lib}" "${_hdr}/${lib}" SYMBOLIC)
  endforeach()
  add_library(ssd_header_only INTERFACE)
  target_include_directories(ssd_header_only SYSTEM INTERFACE "${_hdr}")
  add_library(nlohmann_json::nlohmann_json ALIAS ssd_header_only)
  add_library(tl::expected ALIAS ssd_header_only)
  add_library(CLI11::CLI11 ALIAS ssd_header_only)
  # app/cli calls find_package(CLI11): an empty package config satisfies it,
  # the target above is the library.
  file(WRITE "${CMAKE_BINARY_DIR}/header-only-cmake/CLI11Config.cmake"
       "# CLI11 for the cross-build: header-only, target CLI11::CLI11 defined in cmake/Dependencies.cmake\n")
  set(CLI11_DIR "${CMAKE_BINARY_DIR}/header-only-cmake" CACHE PATH "" FORCE)
else()
  find_package(nlohmann_json 3.10 REQUIRED)
  find_package(tl-expected REQUIRED)
endif()
