// Reading a document the GUI was given (an answer of ssdtool or the service, a saved file) with
// a core reader, without letting the reader's refusal of a field (JsonFieldError) travel
// through Qt's event loop: the reply becomes a failure that names the field.
#pragma once

#include <optional>
#include <type_traits>

#include "app/gui/backend.h"
#include "core/util/error.h"
#include "core/util/json_util.h"

namespace ssd::gui {

// The refusal as a failed reply (input-malformed, exit status 2 as ssdtool gives it).
Reply unreadableReply(const JsonFieldError& error);

// READ(reply.result) when the reply succeeded and its document reads; otherwise nullopt, and
// a document that does not read turns `reply` into the failure that says why.
template <typename Read>
auto readReply(Reply& reply, Read&& read) -> std::optional<std::invoke_result_t<Read, const Json&>> {
    if (!reply.ok) return std::nullopt;
    try {
        return read(reply.result);
    } catch (const JsonFieldError& error) {
        reply = unreadableReply(error);
        return std::nullopt;
    }
}

} // namespace ssd::gui
