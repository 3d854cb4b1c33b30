#!/usr/bin/env bash
# Builds the Debian package (CPack DEB) in build-package/ with the /usr
# prefix the polkit action and the data paths need; prints its name.
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-package -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_INSTALL_PREFIX=/usr \
  -DSSD_BUILD_TESTS=OFF -DSSD_BUILD_GUI=ON
cmake --build build-package
(cd build-package && cpack -G DEB)
ls -l build-package/*.deb
