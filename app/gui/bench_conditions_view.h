// Under the Benchmark page's tiles: what every result ran under. A result on
// a compressing or encrypting layer is labelled so in a banner; each warning
// of the conditions is listed with its id and sentence; then the summary
// (filesystem, layers, link, temperature, fill, data), the write
// amplification during the run, for consistency runs each job's steady
// state, and each job whose requests the kernel merged or split before the
// drive got them. The words are core's (bench_findings.h).
#pragma once

#include <QWidget>

#include "core/bench/bench_reader.h"

class QLabel;

namespace ssd::gui {

class BenchConditionsView : public QWidget {
    Q_OBJECT
public:
    explicit BenchConditionsView(QWidget* parent = nullptr);
    void showDocument(const bench::BenchDocument& doc);
    void clear();

private:
    QLabel* label(const QString& name);

    QLabel* layers_ = nullptr;     // the compressing/encrypting banner
    QLabel* warnings_ = nullptr;
    QLabel* summary_ = nullptr;
    QLabel* wa_ = nullptr;
    QLabel* steady_ = nullptr;
    QLabel* requests_ = nullptr;   // the drive got merged or split requests
};

} // namespace ssd::gui
