// The block above the History tab's charts: what the interval says in words,
// from the core's facts (writes, WA or why it is unknown, writes per day,
// temperature and time above the threshold, life used and its projection,
// counter and verdict changes, device swaps). Formatting only: every number
// is the core's.
#pragma once

#include <vector>

#include <QWidget>

#include "core/history/history_query.h"

class QGridLayout;
class QLabel;

namespace ssd::gui {

class HistorySummary : public QWidget {
    Q_OBJECT
public:
    explicit HistorySummary(QWidget* parent = nullptr);

    void showFacts(const history::IntervalFacts& facts, const std::vector<history::DeviceSwap>& swaps);
    void clear();

private:
    QLabel* addRow(QGridLayout* grid, const QString& label, const char* name);

    QLabel* interval_ = nullptr;
    QLabel* written_ = nullptr;
    QLabel* wa_ = nullptr;
    QLabel* perDay_ = nullptr;
    QLabel* temperature_ = nullptr;
    QLabel* life_ = nullptr;
    QLabel* projection_ = nullptr;
    QLabel* changes_ = nullptr;
    QLabel* swaps_ = nullptr;
};

// "100 % around 2034-08-18 (between 2034-05-24 and 2034-11-16)", or the
// core's reason why there is no projection.
QString projectionSentence(const history::EnduranceFacts& endurance);

} // namespace ssd::gui
