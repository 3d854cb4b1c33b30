// Asserting that an Error (or a failed Result, or a refusal) has a given code
// and a message holding a part: one assertion whose failure names what came
// instead.
#pragma once

#include <optional>
#include <string_view>

#include <gtest/gtest.h>

#include "core/util/error.h"
#include "text_parts.h"

namespace ssd::test {

inline ::testing::AssertionResult is_error(const Error& error, ErrorCode code, std::string_view part = {}) {
    if (error.code != code) {
        return ::testing::AssertionFailure() << "error " << error_code_name(error.code) << " (" << error.message
                                             << "); expected " << error_code_name(code);
    }
    return contains_all(error.message, {part});
}

inline ::testing::AssertionResult is_error(const std::optional<Error>& error, ErrorCode code,
                                           std::string_view part = {}) {
    if (!error) return ::testing::AssertionFailure() << "no error; expected " << error_code_name(code);
    return is_error(*error, code, part);
}

template <typename T>
::testing::AssertionResult fails_with(const Result<T>& result, ErrorCode code, std::string_view part = {}) {
    if (result) return ::testing::AssertionFailure() << "succeeded; expected " << error_code_name(code);
    return is_error(result.error(), code, part);
}

} // namespace ssd::test
