# One place for warning flags, applied per target with ssd_set_warnings(). The list is also
# used by tests that run the compiler themselves (the macOS syntax check, tests/CMakeLists.txt).
set(SSD_WARNING_FLAGS
  -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion
  -Wnon-virtual-dtor -Wold-style-cast -Wcast-align -Woverloaded-virtual
  -Wimplicit-fallthrough)
if(SSD_WERROR)
  list(APPEND SSD_WARNING_FLAGS -Werror)
endif()

function(ssd_set_warnings target)
  target_compile_options(${target} PRIVATE ${SSD_WARNING_FLAGS})
endfunction()
