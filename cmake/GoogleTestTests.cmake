# ssd_gtest_tests(TARGET LABELS <label;...> [TEST_FILTER <gtest filter>] [TEST_PREFIX <prefix>]
#                 [DISCOVERY_TIMEOUT <s>] [PROPERTIES <name value>...])
# makes ctest tests of a GoogleTest binary's tests, with every label in LABELS and the given
# properties. A test that calls GTEST_SKIP(reason) is reported by ctest as "Not Run".
#
# How finely depends on SSD_CTEST_PER_SUITE:
#   OFF (default)  one ctest test per test case (gtest_discover_tests): `ctest -R Suite.Case`
#                  runs one case; each case starts its own process.
#   ON             one ctest test per suite, `PREFIX` `Suite.*`, run by tests/tools/gtest-suite.sh
#                  (discovered after each build by cmake/GoogleTestSuites.cmake). Each process
#                  start costs ~0.4 s under ASan+LeakSanitizer (the leak scan at exit most of it),
#                  over 1000 cases that was four minutes of CI's 30 (issue 39); the `asan` preset
#                  turns this on. A suite whose every case skipped is "Not Run"; the cases that
#                  skipped inside a passing suite are listed in the build tree's
#                  Testing/skipped-in-passing-suites.txt, which scripts/test.sh prints.
option(SSD_CTEST_PER_SUITE "One ctest test per GoogleTest suite instead of per test case" OFF)
include(GoogleTest)

function(ssd_gtest_tests target)
  cmake_parse_arguments(PARSE_ARGV 1 arg "" "TEST_FILTER;TEST_PREFIX;DISCOVERY_TIMEOUT" "LABELS;PROPERTIES")
  if(NOT arg_LABELS)
    message(FATAL_ERROR "ssd_gtest_tests(${target}): LABELS is required")
  endif()
  if(NOT arg_DISCOVERY_TIMEOUT)
    set(arg_DISCOVERY_TIMEOUT 60)
  endif()
  # A numbered name per call: one binary can be discovered twice with different filters.
  get_property(count DIRECTORY PROPERTY SSD_GTEST_DISCOVERIES)
  if(NOT count)
    set(count 0)
  endif()
  math(EXPR count "${count} + 1")
  set_property(DIRECTORY PROPERTY SSD_GTEST_DISCOVERIES ${count})
  set(name "${target}_tests_${count}")

  if(SSD_CTEST_PER_SUITE)
    _ssd_gtest_suites("${target}" "${name}")
  else()
    _ssd_gtest_cases("${target}" "${name}")
  endif()
endfunction()

# One ctest test per case. gtest_discover_tests cannot give its tests two labels (PROPERTIES
# reach set_tests_properties flattened, so "LABELS unit;fault" becomes LABELS unit plus a
# property named "fault"): the labels are set from a second include file, read after the
# discovered list is known.
macro(_ssd_gtest_cases target name)
  set(options TEST_LIST ${name} DISCOVERY_TIMEOUT ${arg_DISCOVERY_TIMEOUT})
  if(DEFINED arg_TEST_FILTER)
    list(APPEND options TEST_FILTER "${arg_TEST_FILTER}")
  endif()
  if(DEFINED arg_TEST_PREFIX)
    list(APPEND options TEST_PREFIX "${arg_TEST_PREFIX}")
  endif()
  gtest_discover_tests(${target} ${options}
    PROPERTIES SKIP_REGULAR_EXPRESSION "\\[  SKIPPED \\]" ${arg_PROPERTIES})
  set(labels_script "${CMAKE_CURRENT_BINARY_DIR}/${name}_labels.cmake")
  file(WRITE "${labels_script}"
    "if(${name})\n  set_tests_properties(\${${name}} PROPERTIES LABELS \"${arg_LABELS}\")\nendif()\n")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${labels_script}")
endmacro()

# One ctest test per suite: the list is made after every build of the binary, and ctest
# includes it (or, before the first build, one failing test that says so).
macro(_ssd_gtest_suites target name)
  set(suites_file "${CMAKE_CURRENT_BINARY_DIR}/${name}_suites.cmake")
  set(include_file "${CMAKE_CURRENT_BINARY_DIR}/${name}_include.cmake")
  # Lists reach the script as one argument each: '|' in place of ';' (no label, property or
  # filter here contains '|').
  string(REPLACE ";" "|" labels "${arg_LABELS}")
  string(REPLACE ";" "|" properties "${arg_PROPERTIES}")
  add_custom_command(TARGET ${target} POST_BUILD
    COMMAND "${CMAKE_COMMAND}"
            -D "BINARY=$<TARGET_FILE:${target}>"
            -D "RUNNER=${PROJECT_SOURCE_DIR}/tests/tools/gtest-suite.sh"
            -D "BUILD_DIR=${CMAKE_BINARY_DIR}"
            -D "TEST_FILTER=${arg_TEST_FILTER}"
            -D "TEST_PREFIX=${arg_TEST_PREFIX}"
            -D "LABELS=${labels}"
            -D "PROPERTIES=${properties}"
            -D "DISCOVERY_TIMEOUT=${arg_DISCOVERY_TIMEOUT}"
            -D "OUTPUT=${suites_file}"
            -P "${PROJECT_SOURCE_DIR}/cmake/GoogleTestSuites.cmake"
    BYPRODUCTS "${suites_file}"
    VERBATIM)
  file(WRITE "${include_file}"
    "if(EXISTS \"${suites_file}\")\n"
    "  include(\"${suites_file}\")\n"
    "else()\n"
    "  add_test(${target}_NOT_BUILT \"${CMAKE_COMMAND}\" -E echo \"${target} is not built\")\n"
    "  set_tests_properties(${target}_NOT_BUILT PROPERTIES WILL_FAIL TRUE)\n"
    "endif()\n")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${include_file}")
endmacro()
