# gtest_discover_tests cannot give its tests two labels: PROPERTIES reach
# set_tests_properties as a flattened list, so "LABELS unit;fault" (even with
# an escaped ';') becomes LABELS unit plus a property named "fault".
# ssd_discover_tests_labelled(TARGET LABELS <gtest_discover_tests options>...)
# discovers the tests as gtest_discover_tests does and gives each of them every
# label in LABELS (a list, e.g. "integration;fault") from a second ctest include
# file, read after the discovered list is known.
include(GoogleTest)

function(ssd_discover_tests_labelled target labels)
  get_property(count DIRECTORY PROPERTY SSD_LABELLED_DISCOVERIES)
  if(NOT count)
    set(count 0)
  endif()
  math(EXPR count "${count} + 1")
  set_property(DIRECTORY PROPERTY SSD_LABELLED_DISCOVERIES ${count})
  set(list_var "${target}_labelled_${count}")
  gtest_discover_tests(${target} TEST_LIST ${list_var} ${ARGN})
  set(script "${CMAKE_CURRENT_BINARY_DIR}/${list_var}.cmake")
  file(WRITE "${script}" "if(${list_var})\n  set_tests_properties(\${${list_var}} PROPERTIES LABELS \"${labels}\")\nendif()\n")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${script}")
endfunction()
