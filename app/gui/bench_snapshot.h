// The benchmark's results as a picture to share (Benchmark page, "Save
// PNG…"): a header saying what ran on what (the drive's model and, only when
// asked, its serial number; the target, preset, data, test area, engine and
// when it finished), the page's tiles as they are shown (with the last run
// beside each), the throughput chart when the page shows one, the sustained
// panel with its curve, the replay, size-sweep or wake-up panel, and the result's conditions (a compressing or
// encrypting layer labelled), WA during the run and steady state. The serial
// number is hidden by default because such pictures are posted in forums;
// hidden, it is also taken out of every other line (a note may name it).
#pragma once

#include <optional>

#include <QDateTime>
#include <QImage>
#include <QPixmap>
#include <QStringList>
#include <QWidget>

#include "core/bench/bench_reader.h"
#include "core/drive/drive_info.h"

namespace ssd::gui {

struct SnapshotContent {
    bench::BenchDocument document;
    std::optional<DriveInfo> drive;  // the raw drive benchmarked; nullopt for a folder
    QDateTime finished;              // when the run finished (UTC)
    bool showSerial = false;
    QPixmap tiles;                   // the page's tiles, grabbed
    QPixmap chart;                   // null: no chart
    QPixmap sustained;               // the sustained panel; null: not a sustained run
    QPixmap detail;                  // the replay, size-sweep or wake-up panel; null: none
};

// The header's lines, serial number hidden unless content.showSerial.
QStringList snapshotLines(const SnapshotContent& content);

class BenchSnapshot : public QWidget {
    Q_OBJECT
public:
    static constexpr int kWidth = 760; // pixels: the image's width, whatever the window's

    explicit BenchSnapshot(const SnapshotContent& content, QWidget* parent = nullptr);
    // Every text the picture shows (the tiles are a picture of the page's tiles).
    QStringList texts() const { return texts_; }
    // The picture, kWidth wide, as tall as its contents.
    QImage image();

private:
    QStringList texts_;
};

} // namespace ssd::gui
