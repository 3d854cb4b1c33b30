#!/usr/bin/env bash
# The macOS back end is never built here (no macOS SDK), so at least its syntax and types are
# checked: each platform/macos/*.cpp, and the POSIX thread pool from platform/linux that
# platform/macos/CMakeLists.txt compiles into it, goes through `CXX -std=c++20 -fsyntax-only`
# with the project's warning flags, against this machine's POSIX headers. The few Apple-only
# names are declared by tests/tools/macos-stubs/ (declarations only, not Apple's headers).
# Not covered: anything whose behaviour differs between Linux's and macOS's POSIX headers.
# Usage: check-macos-syntax.sh CXX SOURCE_ROOT [compiler flags...]
set -euo pipefail
cxx="$1"
root="$2"
shift 2
stubs="$root/tests/tools/macos-stubs"
failed=0
checked=0
for source in "$root"/platform/macos/*.cpp "$root/platform/linux/thread_pool_backend.cpp"; do
  rel="${source#"$root"/}"
  if "$cxx" -std=c++20 -fsyntax-only "$@" -I "$root" -isystem "$stubs" "$source"; then
    echo "ok      $rel"
  else
    echo "FAILED  $rel"
    failed=$((failed + 1))
  fi
  checked=$((checked + 1))
done
echo "$checked files checked with $cxx -fsyntax-only, $failed failed"
[ "$failed" -eq 0 ]
