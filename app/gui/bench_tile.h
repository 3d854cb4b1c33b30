// One benchmark test's tile on the Benchmark page: MB/s large, IOPS below,
// latency in the tooltip; live numbers while it runs, the result after.
#pragma once

#include <QWidget>

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
    QString mbText() const;
    QString iopsText() const;
    bool hasResult() const { return hasResult_; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QString jobName_;
    QLabel* mb_ = nullptr;
    QLabel* iops_ = nullptr;
    bool hasResult_ = false;
    bool live_ = false;
};

} // namespace ssd::gui
