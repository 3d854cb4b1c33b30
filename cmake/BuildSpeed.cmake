# Compile and link time (issue 32). CI builds the core four times on two cores, so each tree
# it builds from scratch turns these on (scripts/build.sh and the sanitizer presets):
#   SSD_UNITY   unity builds: 16 source files a translation unit, so the heavy headers
#               (nlohmann/json, Qt, GoogleTest) are parsed once per batch instead of once a
#               file. Helpers in anonymous namespaces must therefore have names unique within
#               their target. The tsan tree batches 5 files (SSD_UNITY_BATCH_SIZE) with only the
#               third-party headers precompiled: each file meets other neighbours there, so a core
#               file that does not include what it uses fails unless both groupings hide it.
#   SSD_LINKER  the linker gcc or clang call (-fuse-ld=): lld links the large test binaries
#               in a fraction of GNU ld's time.
#   SSD_TEST_CODE_OPTIMIZATION  the optimization level of the test binaries' own code (the code
#               they test keeps the tree's): the Windows tree compiles GoogleTest-heavy test
#               code with mingw-w64's gcc a third faster at -O1 than at -O2 (measured on one
#               unit-test batch: 50 s at -O2, 32 s at -O1, 40 s at -O0).
option(SSD_UNITY "Unity builds (CMAKE_UNITY_BUILD) in batches of SSD_UNITY_BATCH_SIZE files" OFF)
set(SSD_UNITY_BATCH_SIZE 16 CACHE STRING "Source files per unity translation unit")
set(SSD_LINKER "" CACHE STRING "Linker for -fuse-ld= (lld, gold); empty: the compiler's default")
set(SSD_TEST_CODE_OPTIMIZATION "" CACHE STRING "e.g. -O1 for the test binaries' own code; empty: the tree's flags")

if(SSD_UNITY)
  set(CMAKE_UNITY_BUILD ON)
  set(CMAKE_UNITY_BUILD_BATCH_SIZE ${SSD_UNITY_BATCH_SIZE})
endif()
if(SSD_LINKER)
  add_link_options(-fuse-ld=${SSD_LINKER})
endif()

# Each CI tree builds only what its tier runs (scripts/build.sh): the test folders name the
# binaries a tier needs with ssd_tier_needs(TIER TARGET...), and ssd_add_tier_targets() makes
# one target per tier, `tier_TIER`, that builds them (the sanitizer tree: `tier_unit`).
function(ssd_tier_needs tier)
  set_property(GLOBAL APPEND PROPERTY SSD_TIER_TARGETS_${tier} ${ARGN})
  set_property(GLOBAL APPEND PROPERTY SSD_TIERS ${tier})
endfunction()

function(ssd_add_tier_targets)
  get_property(tiers GLOBAL PROPERTY SSD_TIERS)
  list(REMOVE_DUPLICATES tiers)
  foreach(tier IN LISTS tiers)
    get_property(targets GLOBAL PROPERTY SSD_TIER_TARGETS_${tier})
    add_custom_target(tier_${tier})
    add_dependencies(tier_${tier} ${targets})
  endforeach()
endfunction()

# ssd_test_code_optimization(TARGET...): the test targets' own code at SSD_TEST_CODE_OPTIMIZATION
# (after the tree's flags on the command line, so it wins).
function(ssd_test_code_optimization)
  if(SSD_TEST_CODE_OPTIMIZATION)
    foreach(target IN LISTS ARGN)
      target_compile_options(${target} PRIVATE ${SSD_TEST_CODE_OPTIMIZATION})
    endforeach()
  endif()
endfunction()
