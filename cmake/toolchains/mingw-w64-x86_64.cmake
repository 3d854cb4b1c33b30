# Cross-build for 64-bit Windows with Debian's mingw-w64 (posix threads model,
# package g++-mingw-w64-x86-64-posix). Usage:
#   cmake -S . -B build-mingw -DCMAKE_TOOLCHAIN_FILE=cmake/toolchains/mingw-w64-x86_64.cmake
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
# Qt 6 for mingw-w64, built by scripts/build-qt-mingw.sh (Debian ships none): searched like
# the system's own libraries when the build names its prefix.
if(SSD_QT_MINGW_PREFIX)
  list(APPEND CMAKE_FIND_ROOT_PATH ${SSD_QT_MINGW_PREFIX})
endif()
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES SSD_QT_MINGW_PREFIX)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
# Self-contained .exe files: no libstdc++/libgcc/winpthread DLLs to ship.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static -static-libgcc -static-libstdc++")
# Unity batches (SSD_UNITY) make objects with more than the 32,767 sections a plain COFF
# object may hold (every inline function and template instance is a section of its own).
set(CMAKE_CXX_FLAGS_INIT "-Wa,-mbig-obj")
