# cmake -P script run after each build of a GoogleTest binary (cmake/GoogleTestTests.cmake with
# SSD_CTEST_PER_SUITE): lists its tests (--gtest_list_tests, with TEST_FILTER) and writes OUTPUT,
# a ctest file with one test per suite, `TEST_PREFIX` `Suite.*`, that runs exactly the listed
# cases of that suite through RUNNER (tests/tools/gtest-suite.sh).
# LABELS and PROPERTIES are lists with '|' for ';'.
foreach(variable BINARY RUNNER BUILD_DIR OUTPUT LABELS DISCOVERY_TIMEOUT)
  if(NOT DEFINED ${variable} OR "${${variable}}" STREQUAL "")
    message(FATAL_ERROR "GoogleTestSuites.cmake: ${variable} is not set")
  endif()
endforeach()

set(list_command "${BINARY}" --gtest_list_tests)
if(NOT "${TEST_FILTER}" STREQUAL "")
  list(APPEND list_command "--gtest_filter=${TEST_FILTER}")
endif()
execute_process(COMMAND ${list_command}
  OUTPUT_VARIABLE listing ERROR_VARIABLE errors RESULT_VARIABLE status
  TIMEOUT ${DISCOVERY_TIMEOUT})
if(NOT status EQUAL 0)
  message(FATAL_ERROR "Listing the tests of ${BINARY} failed (${status}):\n${listing}\n${errors}")
endif()

# The listing: "Suite." lines, each followed by its "  Case" lines; parameterised ones carry a
# "  # GetParam() = ..." comment after the name, which is not part of it.
set(suites "")
string(REPLACE ";" "\\;" listing "${listing}")
string(REPLACE "\n" ";" lines "${listing}")
foreach(line IN LISTS lines)
  if(line MATCHES "^([^ #][^ ]*)\\.( .*)?$")
    set(suite "${CMAKE_MATCH_1}")
    list(APPEND suites "${suite}")
    set(cases_${suite} "")
  elseif(line MATCHES "^  ([^ #][^ ]*)( .*)?$" AND DEFINED suite)
    list(APPEND cases_${suite} "${suite}.${CMAKE_MATCH_1}")
  endif()
endforeach()

string(REPLACE "|" ";" labels "${LABELS}")
string(REPLACE "|" ";" properties "${PROPERTIES}")
set(property_text "")
while(properties)
  list(POP_FRONT properties key value)
  string(APPEND property_text " ${key} [==[${value}]==]")
endwhile()

set(script "# Written by cmake/GoogleTestSuites.cmake from ${BINARY} --gtest_list_tests\n")
foreach(suite IN LISTS suites)
  if(NOT cases_${suite})
    continue()
  endif()
  set(test_name "${TEST_PREFIX}${suite}.*")
  list(JOIN cases_${suite} ":" filter)
  string(APPEND script
    "add_test([==[${test_name}]==] [==[${RUNNER}]==] [==[${BINARY}]==] [==[${filter}]==] [==[${BUILD_DIR}]==])\n"
    "set_tests_properties([==[${test_name}]==] PROPERTIES LABELS [==[${labels}]==] SKIP_RETURN_CODE 77"
    "${property_text})\n")
endforeach()
file(WRITE "${OUTPUT}" "${script}")
