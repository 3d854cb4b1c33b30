// One benchmark test's tile on the Benchmark page: MB/s large, IOPS below,
// latency in the tooltip; live numbers while it runs, the result after; and,
// when the drive history has one, the drive's last run of this test
// ("last: 512 MB/s (-3.0 %)").
#pragma once

#include <QWidget>

#include <optional>

#include "core/bench/bench_reader.h"

class QLabel;

namespace ssd::gui {

// One test's result: MB/s large, IOPS below, latency in the tooltip.
class BenchTile : public QWidget {
    Q_OBJECT
public:
    BenchTile(QString jobName, QWidget* parent = nullptr);
    void clear();
    void setLive(double mbPerS, double iops);
    void setResult(const bench::JobSummary& result);
    // The drive's last run of this test, at `time` (Unix seconds); `mbRatio`:
    // this run's MB/s over that one's, once this run has a comparable result.
    void setPrevious(const bench::JobSummary& previous, std::int64_t time, std::optional<double> mbRatio);
    void clearPrevious();
    QString mbText() const;
    QString iopsText() const;
    QString lastText() const; // "" when there is no last run
    bool hasResult() const { return hasResult_; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    // Sets the accessible name and description from what the tile shows.
    void describe();

    QString jobName_;
    QLabel* mb_ = nullptr;
    QLabel* iops_ = nullptr;
    QLabel* last_ = nullptr;
    bool hasResult_ = false;
    bool live_ = false;
};

} // namespace ssd::gui
