// Drives behind a RAID controller (issue 35): smartctl reaches each member disk through the
// controller with a device type that names it (`-d megaraid,14` on /dev/bus/6 or on the
// controller's virtual disk /dev/sda; cciss,N; areca,N; 3ware,N; aacraid,H,L,ID; sssraid,E,S;
// hpt,L/M), a name the OS's drive list does not have.
#pragma once

#include <string_view>

namespace ssd {

// Whether a smartctl -d type names a disk behind a RAID controller ("sat+megaraid,0" too).
bool is_raid_member_type(std::string_view type);

} // namespace ssd
