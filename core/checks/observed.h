// A value an inspector observed, or the reason it could not: "unknown" is
// never folded into a default (false, 0, empty), so a check can put what it
// could not evaluate into `not_evaluated` with that reason instead of passing.
#pragma once

#include <optional>
#include <string>
#include <utility>

namespace ssd {

template <typename T>
class Observed {
public:
    Observed() : reason_("not inspected") {}
    Observed(T value) : value_(std::move(value)) {} // NOLINT: implicit on purpose

    static Observed unknown(std::string reason) {
        Observed result;
        result.reason_ = std::move(reason);
        return result;
    }

    bool known() const { return value_.has_value(); }
    explicit operator bool() const { return known(); }
    const T& operator*() const { return *value_; }
    T& operator*() { return *value_; }
    const T* operator->() const { return &*value_; }
    T* operator->() { return &*value_; }
    const T* get() const { return value_ ? &*value_ : nullptr; }
    // Why the value is unknown (empty when it is known).
    const std::string& reason() const { return reason_; }

private:
    std::optional<T> value_;
    std::string reason_;
};

} // namespace ssd
