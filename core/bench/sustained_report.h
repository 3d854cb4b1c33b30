// The `"sustained"` block of the `bench` document (the sustained preset's
// cache-drop analysis), its reader and its text. The per-second curve itself
// is the sustained job's "samples" in "results".
#pragma once

#include <optional>
#include <span>
#include <string>

#include <nlohmann/json.hpp>

#include "core/bench/cache_drop.h"

namespace ssd::bench {

nlohmann::json sustained_to_json(const SustainedResult& sustained);
// Lenient: a document without the block (older ssdtool, another preset) or
// with null → nullopt.
std::optional<SustainedResult> sustained_from_json(const nlohmann::json& block);
// The verdict in a sentence or two, then the curve averaged over 5 s.
std::string sustained_to_text(const SustainedResult& sustained, std::span<const Sample> samples);

} // namespace ssd::bench
