# Header-only libraries from Debian packages. A native build finds them through
# their CMake packages; the mingw-w64 cross-build must not put the host's
# /usr/include on its include path (glibc headers would shadow mingw's), so it
# gets a private folder that links only to these two libraries.
if(CMAKE_CROSSCOMPILING)
  set(_hdr "${CMAKE_BINARY_DIR}/header-only")
  file(MAKE_DIRECTORY "${_hdr}")
  foreach(lib nlohmann tl)
    if(NOT EXISTS "/usr/include/${lib}")
      message(FATAL_ERROR "/usr/include/${lib} is missing: run scripts/setup.sh")
    endif()
    file(CREATE_LINK "/usr/include/${lib}" "${_hdr}/${lib}" SYMBOLIC)
  endforeach()
  add_library(ssd_header_only INTERFACE)
  target_include_directories(ssd_header_only SYSTEM INTERFACE "${_hdr}")
  add_library(nlohmann_json::nlohmann_json ALIAS ssd_header_only)
  add_library(tl::expected ALIAS ssd_header_only)
else()
  find_package(nlohmann_json 3.10 REQUIRED)
  find_package(tl-expected REQUIRED)
endif()
