# Where a mingw-w64 program's DLLs are: Qt's bin folder (scripts/build-qt-mingw.sh) and the
# compiler's runtime (libstdc++-6.dll, libgcc_s_seh-1.dll, libwinpthread-1.dll), which Qt's
# DLLs link. Tests under Wine put these on WINEPATH (tests/tools/wine-run.sh's
# SSD_WINE_DLL_DIRS); the installer copies what the programs import (scripts/windows-deploy.py).
function(ssd_windows_dll_dirs out)
  set(dirs)
  if(SSD_QT_MINGW_PREFIX)
    list(APPEND dirs ${SSD_QT_MINGW_PREFIX}/bin)
  endif()
  foreach(dll libstdc++-6.dll libwinpthread-1.dll)
    execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=${dll}
                    OUTPUT_VARIABLE path OUTPUT_STRIP_TRAILING_WHITESPACE)
    get_filename_component(dir "${path}" DIRECTORY)
    get_filename_component(dir "${dir}" REALPATH)
    list(APPEND dirs ${dir})
  endforeach()
  list(REMOVE_DUPLICATES dirs)
  set(${out} ${dirs} PARENT_SCOPE)
endfunction()
