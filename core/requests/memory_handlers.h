// `swap` and `hibernation`: the memory settings of the OS. Linux has swap
// files and a resume device (core/actions/swap.h); Windows keeps both as
// settings (the pagefile, powercfg: core/windows/). The platform says which
// it has; the request is the same words on both.
#pragma once

#include "core/actions/action_platform.h"
#include "core/requests/handlers.h"

namespace ssd::requests {

Result<Response> respond_swap(actions::ActionPlatform& platform, const SwapRequest& request);
Result<Response> respond_hibernation(actions::ActionPlatform& platform, const HibernationRequest& request);

} // namespace ssd::requests
