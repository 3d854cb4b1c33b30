// The benchmark: target (a folder, as the user; or a raw drive through the
// helper), preset and data pattern; tiles per test in the four-corner layout
// (sequential/random × read/write, MB/s big, IOPS small, latency on hover);
// a live chart of throughput over time (consistency and read-scan runs); Stop
// that really stops (ssdtool removes its test file); results copied as text
// or saved as JSON, text or a PNG picture (bench_snapshot.h: the serial
// number hidden unless asked). For a raw drive the tiles also show the drive's last run
// from the drive history, which the page reads itself (read-only: no
// privilege needed); the runs are stored by whoever ran them (the helper or
// ssdtool, core/requests/handle_bench.cpp). A sustained run shows its phase
// beside the progress bar and, finished, its panel (sustained_panel.h); every
// result shows its conditions, WA during the run and steady state
// (bench_conditions_view.h), and the saved text and PNG carry them.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include <QWidget>

#include "app/gui/bench_snapshot.h"
#include "app/gui/bench_tile.h"
#include "app/gui/drive_store.h"
#include "app/gui/history_opener.h"
#include "core/bench/bench_comparison.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QVBoxLayout;
class QDoubleSpinBox;
class QGridLayout;
class QLayout;
class QLabel;
class QProgressBar;
class QPushButton;

class QChartView;
namespace ssd::gui {
class BenchConditionsView;
class BenchDetailPanel;
class ReplayChooser;
class SustainedPanel;
} // namespace ssd::gui
class QLineSeries;
class QValueAxis;

namespace ssd::gui {

class BenchmarkPage : public QWidget {
    Q_OBJECT
public:
    // Asks for the serial number before a raw-device benchmark that writes; returns the typed token or "".
    using TokenPrompt = std::function<QString(QWidget* parent, const DriveInfo& drive)>;

    explicit BenchmarkPage(DriveStore& store, QWidget* parent = nullptr);

    // Where the drive's last runs are read (default: the system's database,
    // read-only). An error opening it (no database yet) shows no history.
    void setHistory(HistoryOpener opener, std::filesystem::path file);

    void setTargetDirectory(const QString& directory);
    void setTokenPrompt(TokenPrompt prompt) { tokenPrompt_ = std::move(prompt); }
    BenchSettings settings() const;
    bool running() const { return runId_ != 0; }
    const Json& lastDocument() const { return document_; }
    // The results as the text file and the clipboard have them, with the change
    // against the last comparable run when there is one.
    QString resultsText() const;
    // The picture Save PNG writes; null before a run has finished.
    std::unique_ptr<BenchSnapshot> snapshot(bool showSerial) const;
    // Save JSON / text / PNG without asking for the file (false: not written, the status says why).
    bool writeJson(const QString& file);
    bool writeText(const QString& file);
    bool writePng(const QString& file, bool showSerial);
    BenchTile* tile(const QString& jobName) const;

public slots:
    void start();
    void stop();
    void copyResults();
    void saveJson();
    void saveText();
    void savePng(); // the serial number only when "Serial number in the PNG" is ticked

signals:
    void runFinished(const ssd::gui::Reply& reply);

private:
    static TokenPrompt serialNumberPrompt();
    QLayout* buildControls();
    void buildProgress(QVBoxLayout& layout);
    void buildResults(QVBoxLayout& layout);
    QLayout* buildSaveButtons();
    void connectControls();
    void fillTargets();
    void resetTiles(const QString& preset);
    BenchTile* ensureTile(const QString& jobName);
    void onProgress(RequestId id, const requests::Progress& event);
    void onFinished(RequestId id, const Reply& reply);
    void showResults(const bench::BenchDocument& document);
    std::unique_ptr<history::HistoryStore> openHistory() const;
    std::optional<history::DriveKey> driveKey(history::HistoryStore& history, const QString& target) const;
    // Before a run: the drive's last stored run of the chosen preset and data pattern.
    void showLastRun();
    // After a run: the last comparable run, as the run's document says (it was
    // compared where it was stored) or else as the history has it.
    void showComparison();
    void setRunning(bool running);
    QString askFile(const QString& title, const QString& name, const QString& filter);
    bool written(const QString& file, const QByteArray& bytes);
    bool chartWanted() const;
    bool replayChosen() const;
    // Reads the trace for a raw drive's replay (sent to the helper); false: the status says why.
    bool readTraceForHelper(BenchSettings& run);
    void showChart(bool visible);

    DriveStore& store_;
    TokenPrompt tokenPrompt_;
    HistoryOpener historyOpener_;
    std::filesystem::path historyFile_;
    QComboBox* target_ = nullptr;
    QComboBox* preset_ = nullptr;
    QComboBox* data_ = nullptr;
    QComboBox* size_ = nullptr;
    QDoubleSpinBox* seconds_ = nullptr;
    ReplayChooser* replay_ = nullptr;        // shown for the replay preset only
    QFormLayout* form_ = nullptr;
    QPushButton* start_ = nullptr;
    QPushButton* stop_ = nullptr;
    QPushButton* copy_ = nullptr;
    QPushButton* save_ = nullptr;
    QPushButton* saveText_ = nullptr;
    QPushButton* savePng_ = nullptr;
    QCheckBox* serialInImage_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QLabel* status_ = nullptr;
    QLabel* phase_ = nullptr;                // a sustained run's phase, beside the progress bar
    std::vector<bench::Sample> sustainedLive_; // its curve so far, for where it dropped
    SustainedPanel* sustained_ = nullptr;
    BenchDetailPanel* detail_ = nullptr;     // a replay, size sweep or wake-up test
    BenchConditionsView* conditions_ = nullptr;
    QGridLayout* tiles_ = nullptr;
    std::map<QString, BenchTile*> tileByName_;
    std::map<QString, int> rowByKey_;
    QVBoxLayout* layout_ = nullptr;
    int chartIndex_ = 0;
    QChartView* chartView_ = nullptr;
    QLineSeries* series_ = nullptr;
    QValueAxis* axisX_ = nullptr;
    QValueAxis* axisY_ = nullptr;
    double timeOffset_ = 0.0;
    double lastT_ = 0.0;
    std::size_t lastStep_ = 0;
    double chartMax_ = 0.0;
    RequestId runId_ = 0;
    Json document_;                          // as the core printed it: saved as it is
    std::optional<bench::BenchDocument> results_; // document_, read once
    std::optional<bench::BenchComparison> comparison_; // with the last comparable run, when shown
    QDateTime finished_;
};

} // namespace ssd::gui
