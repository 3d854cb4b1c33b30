// A drive's self-test log as a table in words, newest first: #, type, result
// (coloured as the verdicts are), what the drive said, power-on hours and the
// first failing LBA.
#pragma once

#include <vector>

#include <QTableWidget>

#include "app/gui/core_requests.h"

namespace ssd::gui {

class SelfTestLogTable : public QTableWidget {
    Q_OBJECT
public:
    enum Column { Number, Type, Result, Words, PowerOnHours, FailingLba, ColumnCount };

    explicit SelfTestLogTable(QWidget* parent = nullptr);
    void showLog(const std::vector<selftest::LogEntry>& log);
};

} // namespace ssd::gui
