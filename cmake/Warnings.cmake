# One place for warning flags, applied per target with ssd_set_warnings().
function(ssd_set_warnings target)
  target_compile_options(${target} PRIVATE
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion
    -Wnon-virtual-dtor -Wold-style-cast -Wcast-align -Woverloaded-virtual
    -Wimplicit-fallthrough)
  if(SSD_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
