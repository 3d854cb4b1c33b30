// The core's request types for the GUI. Qt defines `slots` (and `emit`) as
// macros, and core headers have members of those names (FirmwareReport::slots,
// NvmeFirmwareLog::slots): the macros are lifted while the core is read, so
// the core keeps its names and any include order works.
#pragma once

#pragma push_macro("slots")
#pragma push_macro("emit")
#undef slots
#undef emit
#include "core/requests/helper_protocol.h"
#include "core/requests/request_codec.h"
#include "core/requests/requests.h"
#pragma pop_macro("emit")
#pragma pop_macro("slots")
