// What a benchmark result says beyond its tiles, in core's words (the text
// ssdtool prints, from core/bench's *_to_text): the sustained write's
// verdict and curve, each job's steady state, the requests the drive got when
// they were not the size asked, the conditions it ran under with their
// warnings, and the write amplification during the run. The
// Benchmark page shows them, and its text file, clipboard and PNG carry them.
#pragma once

#include <span>

#include <QString>
#include <QStringList>

#include "core/bench/bench_reader.h"

namespace ssd::gui {

// "Measured on: compressing filesystem, encrypted layer (dm-crypt/LUKS)" when
// the result went through a layer that compresses or encrypts (its figures
// are not the drive's alone); empty otherwise.
QString layerLabel(const bench::BenchDocument& doc);

// One line per warning of the conditions, id and sentence:
// "[encrypted-layer] encrypted layer (dm-crypt/LUKS): dm-0 (crypt) encrypts …".
QStringList warningLines(const bench::BenchDocument& doc);

// The conditions without their warnings (warningLines() has those), or why there are none.
QString conditionsSummary(const bench::BenchDocument& doc);

// "Write amplification during the run: …", or that the result has none recorded.
QString writeAmplificationLine(const bench::BenchDocument& doc);

// Each job's steady state that the document carries: "JOB: steady state (…) reached at 25 s …".
QStringList steadyStateLines(const bench::BenchDocument& doc);

// Each job whose requests reached the drive merged or split (its "device"
// object): "SEQ1M Q8T1 read: the drive got 256 KiB read requests on average
// for the 1024 KiB asked (the kernel split them)", a line per direction.
QStringList deviceRequestLines(const bench::BenchDocument& doc);

// The sustained job's per-second curve (empty when the document has no sustained block).
std::span<const bench::Sample> sustainedSamples(const bench::BenchDocument& doc);

// All of the above as the text file has it, each block as core writes it.
QString findingsText(const bench::BenchDocument& doc);

// The live line beside the progress bar of a sustained run: the phase the
// run reports and, once dropped, where (`drop`: core's detector on the curve so far).
QString sustainedPhaseText(bench::CachePhase phase, double seconds, const bench::CacheDrop& drop);

} // namespace ssd::gui
