# How the product tier's tests share the machine (scripts/test.sh runs build/'s tests two at a
# time). The rig's boot (tests/rig: a QEMU guest running every guest script, about 2.5 minutes
# on one core) starts first and holds one slot; the host's tests -- integration, fleet and the
# history's fault tests -- take turns in the other, under one resource lock. So the tests that
# must not share the host with another (the service's timeouts and memory, the sustained
# benchmark's timeline) need no RUN_SERIAL, which would make them wait for the rig to finish.
set(SSD_HOST_TESTS_LOCK host-tests)

# ssd_host_tests_take_turns(): every test added so far in the calling directory takes the lock.
function(ssd_host_tests_take_turns)
  get_property(tests DIRECTORY PROPERTY TESTS)
  if(tests)
    set_property(TEST ${tests} APPEND PROPERTY RESOURCE_LOCK ${SSD_HOST_TESTS_LOCK})
  endif()
endfunction()
