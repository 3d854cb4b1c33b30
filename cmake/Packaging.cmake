# The Debian package (CPack DEB): ssdtool, ssd-toolbox, the polkit action,
# desktop file, icon, AppStream metadata and the advisory data.
#   cmake -S . -B build-package -G Ninja -DCMAKE_INSTALL_PREFIX=/usr -DSSD_BUILD_TESTS=OFF
#   cmake --build build-package && (cd build-package && cpack)   # scripts/package.sh
# The prefix matters: the polkit action names the helper's absolute path.
set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "ssd-toolbox")
set(CPACK_PACKAGE_VENDOR "SSD Toolbox")
set(CPACK_PACKAGE_CONTACT "SSD Toolbox maintainers <ssd-toolbox@localhost>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "health, setup checks, benchmarks and maintenance for solid-state drives")
# One string (several arguments would become a ;-list).
set(CPACK_PACKAGE_DESCRIPTION "ssdtool reads SMART (through smartctl) and explains it: verdict, wear, \
host and NAND writes, write amplification; checks the setup (AHCI, link speed, alignment, TRIM, free \
space, write cache, swap, hibernation); benchmarks drives; and trims, secure-erases and updates firmware \
safely. ssd-toolbox is the Qt 6 desktop application over the same core. A socket-activated service \
(ssd-toolbox.socket, `ssdtool daemon`) lets ordinary users read SMART without a password and asks polkit \
for every change.")
set(CPACK_PACKAGING_INSTALL_PREFIX "${CMAKE_INSTALL_PREFIX}")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "admin")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
# Shared libraries (libqt6widgets6, libqt6charts6, liburing2, libatasmart4, …) come
# from dpkg-shlibdeps; added by hand: the tools ssdtool runs, Qt's platform
# plugins (xcb/wayland: without them the window cannot open) and pkexec.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS
    "smartmontools (>= 7.0), hdparm, nvme-cli, util-linux, qt6-qpa-plugins, polkitd | policykit-1, pkexec | policykit-1")
# Qt's own translations of its buttons and dialogs (the GUI's own are in its binary).
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
# Enable the service's socket on install, stop it before removal; /etc/default/ssd-toolbox
# is a conffile (dpkg keeps the administrator's edits on upgrade).
set(CPACK_DEBIAN_PACKAGE_CONTROL_EXTRA
    "${PROJECT_SOURCE_DIR}/resources/debian/postinst;${PROJECT_SOURCE_DIR}/resources/debian/prerm;${PROJECT_SOURCE_DIR}/resources/debian/conffiles")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_STRIP_FILES ON)
include(CPack)
