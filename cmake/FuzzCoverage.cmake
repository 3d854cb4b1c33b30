# libFuzzer's coverage instrumentation (-fsanitize=fuzzer-no-link) where the fuzz targets need
# it: the core they exercise and the targets themselves (tests/fuzz). With SSD_FUZZ the asan
# tree also builds the unit and GUI tiers; instrumenting those too made their objects half again
# as large and slower to compile, link, start and run, for coverage nothing ever read.
function(ssd_fuzz_coverage target)
  if(SSD_FUZZ)
    target_compile_options(${target} PRIVATE -fsanitize=fuzzer-no-link)
  endif()
endfunction()
