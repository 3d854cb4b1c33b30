// How the GUI gets administrator rights for its `ssdtool serve` helper, one file per OS:
//   Linux    elevation_polkit.cpp: `pkexec ssdtool serve` (polkit action org.ssdtoolbox.helper);
//   Windows  elevation_uac.cpp: ssdtool-elevated.exe started with UAC ("runas"), which runs
//            `ssdtool.exe serve` on a pipe only this user can open (platform/windows/elevation.h).
// HelperBackend decides when to ask; this says how, and what a failed ask means. Before any
// helper, the resident service is tried where the OS has one (systemd's socket on Linux).
#pragma once

#include <memory>

#include <QString>

#include "app/gui/helper_transport.h"

namespace ssd::gui {

// The resident service's socket when none is named ($SSD_TOOLBOX_SOCKET); empty where the
// OS has no resident service (Windows).
QString defaultServiceSocket();

// Whether this process already has administrator rights (root; an elevated token on
// Windows): then the helper runs directly, without asking.
bool runningElevated();

// The name of the way rights are asked for, for the status line: "pkexec", "UAC".
QString elevationName();

// Why rights cannot be asked for here (empty when they can): the tool is missing, or
// SSD_TOOLBOX_NO_ELEVATION=1 (the tests: nothing may pop up a prompt).
QString elevationUnavailable(const QString& ssdtool);

// The helper `ssdtool serve` with administrator rights: asks (a dialog) when opened.
std::unique_ptr<HelperTransport> elevatedHelper(const QString& ssdtool);

// Why an elevated helper that ended before it said hello did not run: the dialog dismissed,
// authorization refused, or the system's words.
QString elevationFailure(const TransportEnd& end);

} // namespace ssd::gui
