// The Benchmark page's row for a replay (preset "Replay of a recorded trace", issue 36): the
// trace file (typed, or chosen starting in the folder of the traces that ship with the app)
// and how it plays (kReplaySpeeds). A raw drive's replay runs in the helper, which is sent
// the trace's text, never a path it would open as root: traceText() reads it here, within
// what a request carries (request_fields.h kMaxTraceBytes).
#pragma once

#include <optional>
#include <string>

#include <QWidget>

#include "core/bench/replay.h"

class QComboBox;
class QLineEdit;
class QPushButton;

namespace ssd::gui {

class ReplayChooser : public QWidget {
    Q_OBJECT
public:
    explicit ReplayChooser(QWidget* parent = nullptr);

    QString file() const;
    void setFile(const QString& file);
    bench::ReplaySpeed speed() const;

    // The folder the chooser opens first: the installed traces (beside the program on
    // Windows, share/ssd-toolbox/traces elsewhere), else the home folder.
    static QString shippedTracesFolder();
    // The trace file's text for the helper, or why it cannot be sent (unreadable, too large).
    struct TraceText {
        std::optional<std::string> text;
        QString problem;
    };
    static TraceText traceText(const QString& file);

private:
    QLineEdit* file_ = nullptr;
    QPushButton* choose_ = nullptr;
    QComboBox* speed_ = nullptr;
};

} // namespace ssd::gui
