// What a run has that its tiles cannot show, on the Benchmark page (issue 36): a trace
// replay's figures (average data rate over the drive's busy time, busy time, requests and
// bytes) with its latency percentiles by direction and size; the size sweep's throughput by
// transfer size, read and written (incompressible and compressible); the wake-up test's first
// request and the one right after it by idle period. One summary line and one chart, built
// from core's reading of the document (bench_reader.h), never recomputed here; text() is the
// same for Copy results and Save text, and the page's PNG takes the panel.
#pragma once

#include <QGroupBox>

#include "core/bench/bench_reader.h"

class QChart;
class QChartView;
class QLabel;

namespace ssd::gui {

class BenchDetailPanel : public QGroupBox {
    Q_OBJECT
public:
    explicit BenchDetailPanel(QWidget* parent = nullptr);

    // Shows the document's replay, size sweep or wake-up test; false (and nothing shown)
    // when it has none of them.
    bool showDocument(const bench::BenchDocument& document);
    void clear();
    QString text() const { return text_; }
    QChartView* chartView() const { return view_; }

private:
    void showReplay(const bench::JobSummary& job, const bench::ReplaySummary& replay);
    void showSizeSweep(const std::vector<bench::JobSummary>& jobs);
    void showWakeUp(const bench::JobSummary& job);
    void setChart(QChart* chart);

    QLabel* summary_ = nullptr;
    QChartView* view_ = nullptr;
    QString text_;
};

} // namespace ssd::gui
