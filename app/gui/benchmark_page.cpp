#include "app/gui/benchmark_page.h"

#include "app/gui/system_words.h"

#include <QApplication>
#include <QBuffer>
#include <QCheckBox>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineSeries>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QValueAxis>
#include <QVBoxLayout>

#include <limits>

#include "app/gui/bench_conditions_view.h"
#include "app/gui/bench_detail_panel.h"
#include "app/gui/bench_findings.h"
#include "app/gui/format.h"
#include "app/gui/replay_chooser.h"
#include "app/gui/reply_reading.h"
#include "app/gui/sustained_panel.h"
#include "app/gui/throughput_axes.h"
#include "app/gui/serial_gate.h"
#include "core/bench/bench_comparison.h"
#include "core/bench/engine_text.h"
#include "core/bench/preset_job_names.h"
#include "core/history/bench_history.h"

namespace ssd::gui {

namespace {

constexpr int kDirectoryRole = Qt::UserRole + 1;

// The data pattern's wire name ("random"), as ssdtool prints it.
QString dataText(const bench::BenchDocument& doc) {
    return doc.data ? fromView(bench::data_pattern_name(*doc.data)) : QStringLiteral("—");
}

// "SEQ1M Q8T1 read" → ("SEQ1M Q8T1", read column 0); "RND4K Q32T1 write
// sustained" → ("RND4K Q32T1 sustained", write column 1); "SEQ1M Q8T1 read-scan"
// → ("SEQ1M Q8T1 scan", 0); anything else (a fill) → (name, other column 2).
std::pair<QString, int> tilePlace(const QString& jobName) {
    QStringList words = jobName.split(QLatin1Char(' '));
    for (qsizetype i = 0; i < words.size(); ++i) {
        int column = -1;
        if (words[i] == QLatin1String("read") || words[i] == QLatin1String("read-scan")) column = 0;
        if (words[i] == QLatin1String("write")) column = 1;
        if (column < 0) continue;
        if (words[i] == QLatin1String("read-scan")) {
            words[i] = QStringLiteral("scan");
        } else {
            words.removeAt(i);
        }
        return {words.join(QLatin1Char(' ')), column};
    }
    return {jobName, 2};
}

} // namespace

BenchmarkPage::BenchmarkPage(DriveStore& store, QWidget* parent)
    : QWidget(parent), store_(store), historyOpener_(databaseHistoryOpener()), historyFile_(defaultHistoryFile()) {
    setObjectName(QStringLiteral("benchmarkPage"));
    tokenPrompt_ = serialNumberPrompt();
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buildControls());
    // Progress and results scroll when the window is lower than they are (a 1366 × 768 laptop
    // screen with a replay's panel shown); the controls and the save buttons stay in view.
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("benchResultsScroll"));
    scroll->setAccessibleName(tr("Benchmark results"));
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* results = new QWidget(scroll);
    auto* resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    buildProgress(*resultsLayout);
    buildResults(*resultsLayout);
    scroll->setWidget(results);
    layout->addWidget(scroll, 1);
    layout->addLayout(buildSaveButtons());
    connectControls();
    fillTargets();
    resetTiles(QStringLiteral("quick"));
    showChart(chartWanted());
    setRunning(false);
}

// A raw drive's benchmark writes everywhere: the user types its serial number (SerialGate).
BenchmarkPage::TokenPrompt BenchmarkPage::serialNumberPrompt() {
    return [](QWidget* parentWidget, const DriveInfo& drive) {
        const SerialGate gate = SerialGate::forDrive(drive);
        bool ok = false;
        const QString typed = QInputDialog::getText(
            parentWidget, tr("Benchmark writes to the whole drive"),
            tr("This benchmark writes to %1 and destroys everything on it.\n%2")
                .arg(QString::fromStdString(drive.device), gate.explain({})),
            QLineEdit::Normal, {}, &ok);
        return ok && gate.accepts(typed) ? typed : QString();
    };
}

// Target, preset, data, size and time; Start and Stop.
QLayout* BenchmarkPage::buildControls() {
    auto* controls = new QHBoxLayout();
    target_ = new QComboBox(this);
    target_->setObjectName(QStringLiteral("targetCombo"));
    target_->setMinimumContentsLength(22);
    target_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    preset_ = new QComboBox(this);
    preset_->setObjectName(QStringLiteral("presetCombo"));
    for (const auto& preset : bench::kPresets) {
        // A custom job has no settings here (`ssdtool bench --rw … --bs …`).
        if (preset.value == bench::Preset::Custom) continue;
        preset_->addItem(fromView(preset.label), fromView(preset.wire));
    }
    data_ = new QComboBox(this);
    data_->setObjectName(QStringLiteral("dataCombo"));
    // Three fields share one form label: each gets its own name for a screen reader.
    data_->setAccessibleName(tr("Test data"));
    for (const auto& pattern : bench::kDataPatterns) data_->addItem(fromView(pattern.label), fromView(pattern.wire));
    data_->setToolTip(tr("What is written. Drives that compress (SandForce) look much faster with zeros."));
    size_ = new QComboBox(this);
    size_->setObjectName(QStringLiteral("sizeCombo"));
    size_->setAccessibleName(tr("Test size"));
    size_->addItem(tr("Preset size"), QString());
    for (const char* size : {"64m", "256m", "1g", "4g", "8g"}) {
        const QString value = QString::fromLatin1(size);
        size_->addItem(value.toUpper().replace(QLatin1Char('M'), QStringLiteral(" MiB")).replace(QLatin1Char('G'), QStringLiteral(" GiB")),
                       value);
    }
    size_->setToolTip(tr("The test area: larger than the drive's cache shows its sustained speed."));
    seconds_ = new QDoubleSpinBox(this);
    seconds_->setObjectName(QStringLiteral("secondsSpin"));
    seconds_->setAccessibleName(tr("Seconds per test"));
    seconds_->setRange(0.0, 600.0);
    seconds_->setDecimals(1);
    seconds_->setSingleStep(1.0);
    seconds_->setSuffix(tr(" s"));
    seconds_->setSpecialValueText(tr("Preset time"));
    seconds_->setToolTip(tr("Measured seconds per test; below 2 s the warm-up is skipped."));
    start_ = new QPushButton(tr("Start"), this);
    start_->setObjectName(QStringLiteral("startButton"));
    stop_ = new QPushButton(tr("Stop"), this);
    stop_->setObjectName(QStringLiteral("stopButton"));
    replay_ = new ReplayChooser(this);
    auto* form = new QFormLayout();
    form_ = form;
    form->addRow(tr("Target:"), target_);
    form->addRow(tr("Preset:"), preset_);
    form->addRow(tr("Trace:"), replay_);
    form->setRowVisible(replay_, false);
    auto* row = new QHBoxLayout();
    row->addWidget(data_);
    row->addWidget(size_);
    row->addWidget(seconds_);
    form->addRow(tr("Data, size, time:"), row);
    controls->addLayout(form, 1);
    auto* buttons = new QVBoxLayout();
    buttons->addWidget(start_);
    buttons->addWidget(stop_);
    buttons->addStretch(1);
    controls->addLayout(buttons);
    return controls;
}

void BenchmarkPage::buildProgress(QVBoxLayout& layout) {
    progress_ = new QProgressBar(this);
    progress_->setObjectName(QStringLiteral("benchProgress"));
    progress_->setRange(0, 100);
    progress_->setValue(0);
    status_ = new QLabel(tr("Ready. A benchmark in a folder runs as you; its test file is removed afterwards."), this);
    status_->setObjectName(QStringLiteral("benchStatus"));
    status_->setWordWrap(true);
    phase_ = new QLabel(this);
    phase_->setObjectName(QStringLiteral("sustainedPhase"));
    phase_->hide();
    auto* progressRow = new QHBoxLayout();
    progressRow->addWidget(progress_, 1);
    progressRow->addWidget(phase_, 1);
    layout.addLayout(progressRow);
    layout.addWidget(status_);
}

// The tiles, the run's conditions, the sustained panel and the throughput chart.
void BenchmarkPage::buildResults(QVBoxLayout& layout) {
    auto* tileBox = new QWidget(this);
    tiles_ = new QGridLayout(tileBox);
    tiles_->setHorizontalSpacing(8);
    tiles_->setColumnStretch(1, 1);
    tiles_->setColumnStretch(2, 1);
    tiles_->setVerticalSpacing(8);
    layout.addWidget(tileBox);
    conditions_ = new BenchConditionsView(this);
    layout.addWidget(conditions_);
    sustained_ = new SustainedPanel(this);
    sustained_->hide();
    layout.addWidget(sustained_, 1);
    detail_ = new BenchDetailPanel(this);
    detail_->hide();
    layout.addWidget(detail_, 1);

    auto* chart = new QChart();
    chart->legend()->hide();
    chart->setTitle(tr("Throughput over time"));
    series_ = new QLineSeries(chart);
    chart->addSeries(series_);
    const ThroughputAxes axes = addThroughputAxes(chart, {series_});
    axisX_ = axes.seconds;
    axisY_ = axes.mbPerS;
    chartView_ = throughputView(chart, QStringLiteral("throughputChart"), 180, this);
    layout.addWidget(chartView_, 1);
    chartIndex_ = layout.indexOf(chartView_);
    layout.addStretch(0); // takes the room while the chart is hidden
    layout_ = &layout;
}

QLayout* BenchmarkPage::buildSaveButtons() {
    auto* bottom = new QHBoxLayout();
    copy_ = new QPushButton(tr("Copy results"), this);
    copy_->setObjectName(QStringLiteral("copyButton"));
    save_ = new QPushButton(tr("Save JSON…"), this);
    save_->setObjectName(QStringLiteral("saveButton"));
    saveText_ = new QPushButton(tr("Save text…"), this);
    saveText_->setObjectName(QStringLiteral("saveTextButton"));
    savePng_ = new QPushButton(tr("Save PNG…"), this);
    savePng_->setObjectName(QStringLiteral("savePngButton"));
    serialInImage_ = new QCheckBox(tr("Serial number in the PNG"), this);
    serialInImage_->setObjectName(QStringLiteral("serialInImage"));
    serialInImage_->setToolTip(tr("Off: the picture says the drive's model but not its serial number, for posting it."));
    bottom->addStretch(1);
    bottom->addWidget(copy_);
    bottom->addWidget(save_);
    bottom->addWidget(saveText_);
    bottom->addWidget(serialInImage_);
    bottom->addWidget(savePng_);
    return bottom;
}

void BenchmarkPage::connectControls() {
    connect(start_, &QPushButton::clicked, this, &BenchmarkPage::start);
    connect(stop_, &QPushButton::clicked, this, &BenchmarkPage::stop);
    connect(copy_, &QPushButton::clicked, this, &BenchmarkPage::copyResults);
    connect(save_, &QPushButton::clicked, this, &BenchmarkPage::saveJson);
    connect(saveText_, &QPushButton::clicked, this, &BenchmarkPage::saveText);
    connect(savePng_, &QPushButton::clicked, this, &BenchmarkPage::savePng);
    connect(preset_, &QComboBox::currentIndexChanged, this, [this] {
        if (!running()) {
            resetTiles(preset_->currentData().toString());
            showLastRun();
        }
        showChart(chartWanted());
        form_->setRowVisible(replay_, replayChosen());
        seconds_->setEnabled(!running() && !replayChosen()); // a replay takes the trace's own time
    });
    connect(data_, &QComboBox::currentIndexChanged, this, [this] {
        if (!running()) showLastRun();
    });
    connect(target_, &QComboBox::currentIndexChanged, this, [this] {
        if (!running()) showLastRun();
    });
    connect(target_, &QComboBox::activated, this, [this](int index) {
        if (target_->itemData(index, kDirectoryRole).toString() != QLatin1String("choose")) return;
        const QString directory = QFileDialog::getExistingDirectory(this, tr("Benchmark in which folder?"), QDir::homePath());
        if (!directory.isEmpty()) {
            setTargetDirectory(directory);
        } else {
            target_->setCurrentIndex(0);
        }
    });
    connect(&store_, &DriveStore::listChanged, this, &BenchmarkPage::fillTargets);
    connect(&store_.backend(), &Backend::progress, this, &BenchmarkPage::onProgress);
    connect(&store_.backend(), &Backend::finished, this, &BenchmarkPage::onFinished);
}

void BenchmarkPage::showChart(bool visible) {
    chartView_->setVisible(visible);
    layout_->setStretch(chartIndex_, visible ? 1 : 0);
    layout_->setStretch(chartIndex_ + 1, visible ? 0 : 1);
}

void BenchmarkPage::fillTargets() {
    const QString current = target_->currentData().toString();
    target_->clear();
    target_->addItem(tr("Home folder (%1)").arg(QDir::homePath()), QDir::homePath());
    const QString scratch = system_words::scratchFolder();
    if (!scratch.isEmpty()) target_->addItem(scratch, scratch);
    for (const auto& drive : store_.drives()) {
        const QString device = QString::fromStdString(drive.device);
        target_->addItem(tr("%1 %2 (raw drive)").arg(device, optionalText(drive.model, {})), device);
    }
    target_->addItem(tr("Choose folder…"), QString());
    target_->setItemData(target_->count() - 1, QStringLiteral("choose"), kDirectoryRole);
    const int index = target_->findData(current);
    if (index >= 0) target_->setCurrentIndex(index);
}

void BenchmarkPage::setTargetDirectory(const QString& directory) {
    int index = target_->findData(directory);
    if (index < 0) {
        target_->insertItem(0, directory, directory);
        index = 0;
    }
    target_->setCurrentIndex(index);
}

BenchSettings BenchmarkPage::settings() const {
    BenchSettings settings;
    settings.target = target_->currentData().toString();
    settings.preset =
        bench::kPresets.parse(preset_->currentData().toString().toStdString()).value_or(bench::Preset::Quick);
    settings.data =
        bench::kDataPatterns.parse(data_->currentData().toString().toStdString()).value_or(bench::DataPattern::Random);
    settings.size = size_->currentData().toString();
    settings.seconds = seconds_->value();
    if (settings.seconds > 0.0 && settings.seconds < 2.0) settings.warmup = 0.0;
    if (settings.preset == bench::Preset::Replay) {
        settings.replayFile = replay_->file();
        settings.replaySpeed = replay_->speed();
    }
    return settings;
}

bool BenchmarkPage::replayChosen() const {
    return bench::parse_preset(preset_->currentData().toString().toStdString()) == bench::Preset::Replay;
}

bool BenchmarkPage::readTraceForHelper(BenchSettings& run) {
    const ReplayChooser::TraceText trace = ReplayChooser::traceText(run.replayFile);
    if (!trace.text) {
        status_->setText(tr("Not started: %1").arg(trace.problem));
        return false;
    }
    run.replayTrace = trace.text;
    return true;
}

bool BenchmarkPage::chartWanted() const {
    // Presets without fixed jobs (consistency, read-scan, and presets like
    // them) measure one thing over time or across the drive: the curve is the
    // result. The four-corner presets are their tiles.
    const auto preset = bench::parse_preset(preset_->currentData().toString().toStdString());
    return preset && bench::preset_job_names(*preset).empty();
}

void BenchmarkPage::resetTiles(const QString& preset) {
    for (auto& [name, tile] : tileByName_) {
        tiles_->removeWidget(tile);
        tile->hide();
        tile->deleteLater();
    }
    tileByName_.clear();
    rowByKey_.clear();
    while (QLayoutItem* item = tiles_->takeAt(0)) {
        if (item->widget() != nullptr) {
            item->widget()->hide();
            item->widget()->deleteLater();
        }
        delete item;
    }
    auto* read = new QLabel(tr("<b>Read</b>"), tiles_->parentWidget());
    auto* write = new QLabel(tr("<b>Write</b>"), tiles_->parentWidget());
    read->setAlignment(Qt::AlignCenter);
    write->setAlignment(Qt::AlignCenter);
    tiles_->addWidget(read, 0, 1);
    tiles_->addWidget(write, 0, 2);
    // The preset's jobs as core plans them (a job added there shows here);
    // presets whose jobs depend on the target get their tiles as the jobs start.
    if (const auto known = bench::parse_preset(preset.toStdString())) {
        for (const auto& name : bench::preset_job_names(*known)) ensureTile(QString::fromStdString(name));
    }
}

BenchTile* BenchmarkPage::tile(const QString& jobName) const {
    const auto it = tileByName_.find(jobName);
    return it == tileByName_.end() ? nullptr : it->second;
}

BenchTile* BenchmarkPage::ensureTile(const QString& jobName) {
    if (BenchTile* existing = tile(jobName)) return existing;
    const auto [key, column] = tilePlace(jobName);
    int row = 0;
    if (const auto it = rowByKey_.find(key); it != rowByKey_.end()) {
        row = it->second;
    } else {
        row = static_cast<int>(rowByKey_.size()) + 1;
        rowByKey_[key] = row;
        auto* label = new QLabel(QStringLiteral("<b>%1</b>").arg(key.toHtmlEscaped()), tiles_->parentWidget());
        tiles_->addWidget(label, row, 0);
    }
    if (column == 2 && tiles_->itemAtPosition(0, 3) == nullptr) {
        auto* other = new QLabel(tr("<b>Other</b>"), tiles_->parentWidget());
        other->setAlignment(Qt::AlignCenter);
        tiles_->addWidget(other, 0, 3);
    }
    auto* tile = new BenchTile(jobName, tiles_->parentWidget());
    tiles_->addWidget(tile, row, column + 1);
    tileByName_[jobName] = tile;
    return tile;
}

void BenchmarkPage::setRunning(bool running) {
    start_->setEnabled(!running);
    stop_->setEnabled(running);
    target_->setEnabled(!running);
    preset_->setEnabled(!running);
    data_->setEnabled(!running);
    size_->setEnabled(!running);
    seconds_->setEnabled(!running && !replayChosen());
    replay_->setEnabled(!running);
    for (QPushButton* button : {copy_, save_, saveText_, savePng_}) button->setEnabled(!running && document_.is_object());
}

void BenchmarkPage::start() {
    if (running()) return;
    BenchSettings run = settings();
    if (run.target.isEmpty()) return;
    if (run.preset == bench::Preset::Replay) {
        if (run.replayFile.isEmpty()) {
            status_->setText(tr("Not started: choose the trace to replay."));
            return;
        }
        if (run.targetIsDevice() && !readTraceForHelper(run)) return;
    }
    if (run.targetIsDevice() && run.preset != bench::Preset::ReadScan) {
        const DriveInfo* drive = store_.drive(run.target);
        run.confirm = drive != nullptr ? tokenPrompt_(this, *drive) : QString();
        if (run.confirm.isEmpty()) {
            status_->setText(tr("Not started: a benchmark that writes to a raw drive needs its serial number."));
            return;
        }
    }
    document_ = nullptr;
    results_.reset();
    comparison_.reset();
    phase_->clear();
    phase_->hide();
    sustainedLive_.clear();
    sustained_->clear();
    sustained_->hide();
    detail_->clear();
    detail_->hide();
    conditions_->clear();
    resetTiles(run.presetName());
    showLastRun();
    series_->clear();
    chartView_->chart()->setTitle(tr("Throughput over time"));
    axisX_->setTitleText(tr("seconds"));
    axisX_->setLabelFormat(QStringLiteral("%.0f"));
    timeOffset_ = 0.0;
    lastT_ = 0.0;
    lastStep_ = 0;
    chartMax_ = 0.0;
    axisX_->setRange(0, 10);
    axisY_->setRange(0, 100);
    progress_->setValue(0);
    status_->setText(tr("Starting: %1").arg(run.targetIsDevice() ? run.toRequest().commandLine()
                                                                   : QStringLiteral("ssdtool ") +
                                                                         run.toArguments().join(QLatin1Char(' '))));
    runId_ = store_.backend().bench(run);
    setRunning(true);
}

void BenchmarkPage::stop() {
    if (!running()) return;
    status_->setText(tr("Stopping…"));
    stop_->setEnabled(false);
    store_.backend().cancel(runId_);
}

void BenchmarkPage::onProgress(RequestId id, const requests::Progress& progress) {
    if (id != runId_) return;
    const auto* event = std::get_if<bench::ProgressEvent>(&progress);
    if (event == nullptr) return;
    const std::size_t step = event->step;
    const std::size_t steps = std::max<std::size_t>(event->steps, 1);
    const double t = event->t;
    if (step != lastStep_) {
        timeOffset_ += lastT_;
        lastStep_ = step;
        lastT_ = 0.0;
    }
    lastT_ = t;
    const QString name = QString::fromStdString(event->name);
    const QString phase = QString::fromStdString(event->phase);
    const double mb = event->mb_per_s;
    const double percent = std::max(event->percent, 0.0); // -1: unknown
    const double overall = steps > 0 ? (static_cast<double>(step - 1) + percent / 100.0) / static_cast<double>(steps) : 0.0;
    progress_->setValue(static_cast<int>(overall * 100.0));
    status_->setText(tr("Step %1 of %2: %3 %4").arg(step).arg(steps).arg(name, phase == QLatin1String("warmup")
                                                                                  ? tr("(warming up)")
                                                                                  : QString()));
    if (event->kind == bench::StepKind::Job && phase == QLatin1String("run")) {
        ensureTile(name)->setLive(mb, event->iops);
        const double x = timeOffset_ + t;
        series_->append(x, mb);
        chartMax_ = std::max(chartMax_, mb);
        axisX_->setRange(0, std::max(10.0, x));
        axisY_->setRange(0, std::max(100.0, chartMax_ * 1.15));
        if (const auto cachePhase = bench::kCachePhases.parse(event->sustained_phase)) {
            // The run reports its phase; where the speed dropped is core's detector on the curve so far.
            sustainedLive_.push_back(bench::Sample{t, mb, event->iops});
            phase_->setText(sustainedPhaseText(*cachePhase, t, bench::detect_cache_drop(sustainedLive_)));
            phase_->show();
        }
    }
}

void BenchmarkPage::onFinished(RequestId id, const Reply& reply) {
    if (id != runId_) return;
    runId_ = 0;
    Reply checked = reply;
    auto read = readReply(checked, bench::bench_report_from_json);
    if (checked.ok) {
        document_ = checked.result;
        results_ = read ? std::move(*read) : std::nullopt;
        finished_ = QDateTime::currentDateTimeUtc();
        const bench::BenchDocument shown = results_.value_or(bench::BenchDocument{});
        showResults(shown);
        showComparison();
        progress_->setValue(100);
        QString done = tr("Done: %1 (%2 data, test area %3, engine %4).")
                           .arg(QString::fromStdString(shown.target), dataText(shown), sizeText(shown.span_bytes),
                                QString::fromStdString(bench::engine_text(shown)));
        // Why the run was not stored in the drive history (e.g. no write access to it).
        if (const auto note = json_lenient<std::string>(json_object(document_, "history"), "note")) {
            done += QLatin1Char(' ') + QString::fromStdString(*note);
        }
        status_->setText(done);
    } else if (checked.code == QLatin1String("interrupted")) {
        status_->setText(tr("Stopped. %1").arg(checked.message));
    } else {
        status_->setText(tr("The benchmark did not run: %1").arg(checked.message));
    }
    setRunning(false);
    emit runFinished(checked);
}

void BenchmarkPage::showResults(const bench::BenchDocument& document) {
    const auto& results = document.results;
    for (const auto& result : results) ensureTile(QString::fromStdString(result.name))->setResult(result);
    conditions_->showDocument(document);
    if (document.sustained) {
        // The panel's chart is the curve with its drop: the live chart would repeat it.
        sustained_->showResult(*document.sustained, sustainedSamples(document));
        sustained_->show();
        showChart(false);
        return;
    }
    if (detail_->showDocument(document)) {
        // The replay's latencies, the sweep's sizes, the wake-up points: the result; the
        // live chart of MB/s over time would only repeat the tiles.
        detail_->show();
        showChart(false);
        return;
    }
    if (!chartWanted()) return;
    // The final samples replace the live points.
    series_->clear();
    double offset = 0.0;
    chartMax_ = 0.0;
    if (document.preset == bench::Preset::ReadScan) {
        // Throughput across the test area, slice by slice.
        double end = 0.0;
        for (const auto& result : results) {
            for (const auto& slice : result.slices) {
                const double at = static_cast<double>(slice.offset) / 1e9;
                series_->append(at, slice.mb_per_s);
                chartMax_ = std::max(chartMax_, slice.mb_per_s);
                end = std::max(end, at + static_cast<double>(slice.bytes) / 1e9);
            }
        }
        if (series_->count() > 0) {
            chartView_->chart()->setTitle(tr("Read throughput across the test area"));
            axisX_->setTitleText(tr("position (GB)"));
            axisX_->setLabelFormat(QStringLiteral("%.1f"));
            axisX_->setRange(0, std::max(0.1, end));
            axisY_->setRange(0, std::max(100.0, chartMax_ * 1.15));
            return;
        }
    }
    for (const auto& result : results) {
        double last = 0.0;
        for (const auto& sample : result.samples) {
            series_->append(offset + sample.t, sample.mb_per_s);
            chartMax_ = std::max(chartMax_, sample.mb_per_s);
            last = sample.t;
        }
        offset += last;
    }
    axisX_->setRange(0, std::max(10.0, offset));
    axisY_->setRange(0, std::max(100.0, chartMax_ * 1.15));
}

void BenchmarkPage::setHistory(HistoryOpener opener, std::filesystem::path file) {
    historyOpener_ = std::move(opener);
    historyFile_ = std::move(file);
    if (!running()) showLastRun();
}

std::unique_ptr<history::HistoryStore> BenchmarkPage::openHistory() const {
    if (!historyOpener_ || historyFile_.empty()) return nullptr; // a build without the history
    auto store = historyOpener_(historyFile_);
    return store ? std::move(*store) : nullptr;
}

std::optional<history::DriveKey> BenchmarkPage::driveKey(history::HistoryStore& history, const QString& target) const {
    const DriveInfo* drive = store_.drive(target);
    if (drive == nullptr || !drive->serial) return std::nullopt; // a folder, or a drive the history cannot know
    auto key = history::bench_drive_key(history, drive->model.value_or(""), *drive->serial);
    return key ? std::optional<history::DriveKey>(*key) : std::nullopt;
}

void BenchmarkPage::showLastRun() {
    for (auto& [name, tile] : tileByName_) tile->clearPrevious();
    const BenchSettings run = settings();
    auto history = openHistory();
    if (!history) return;
    const auto key = driveKey(*history, run.target);
    if (!key) return;
    const auto last = history::last_run_where(*history, *key, std::numeric_limits<std::int64_t>::max(),
                                              [&run](const bench::BenchDocument& stored) {
                                                  return stored.preset == run.preset && stored.data == run.data;
                                              });
    if (!last || !*last) return;
    for (const auto& job : (*last)->document.results) {
        if (BenchTile* shown = tile(QString::fromStdString(job.name))) shown->setPrevious(job, (*last)->time, std::nullopt);
    }
}

void BenchmarkPage::showComparison() {
    for (auto& [name, tile] : tileByName_) tile->clearPrevious();
    comparison_.reset();
    if (!results_) return;
    std::optional<bench::BenchComparison>& comparison = comparison_;
    if (document_.contains("history")) {
        // Compared where it was stored, before it was: the history's newest run is this one.
        try {
            comparison = bench::comparison_from_json(document_.value("previous", Json()));
        } catch (const JsonFieldError&) {
            comparison.reset(); // a comparison that does not read is not shown
        }
    } else if (auto history = openHistory()) {
        if (const auto key = driveKey(*history, QString::fromStdString(results_->target))) {
            auto found = history::last_comparable_run(*history, *key, *results_, std::numeric_limits<std::int64_t>::max());
            if (found) comparison = std::move(*found);
        }
    }
    if (!comparison) return;
    for (const auto& job : comparison->jobs) {
        if (BenchTile* shown = tile(QString::fromStdString(job.name))) {
            shown->setPrevious(job.previous, comparison->time, job.mb_per_s);
        }
    }
}

QString BenchmarkPage::resultsText() const {
    if (!results_) return {};
    const bench::BenchDocument& doc = *results_;
    QStringList lines;
    lines << tr("SSD Toolbox benchmark of %1 (preset %2, %3 data, test area %4, engine %5)")
                 .arg(QString::fromStdString(doc.target), doc.preset ? fromView(bench::preset_name(*doc.preset)) : QStringLiteral("—"),
                      dataText(doc), sizeText(doc.span_bytes), QString::fromStdString(bench::engine_text(doc)));
    for (const auto& result : doc.results) {
        // The wake-up test times single requests after idle periods: it has no data rate.
        const bool hasRate = result.wake_up.empty();
        lines << QStringLiteral("%1 %2 MB/s %3 IOPS  latency mean %4 us, p99 %5 us")
                     .arg(QString::fromStdString(result.name).leftJustified(24),
                          (hasRate ? decimalText(result.mb_per_s, 1) : QStringLiteral("—")).rightJustified(9),
                          (hasRate ? decimalText(result.iops, 0) : QStringLiteral("—")).rightJustified(9),
                          decimalText(result.latency_us.mean, 1), decimalText(result.latency_us.p99, 1));
    }
    QString text = lines.join(QLatin1Char('\n')) + QLatin1Char('\n') + detail_->text() + findingsText(doc);
    if (comparison_) text += QString::fromStdString(bench::comparison_to_text(*comparison_));
    return text;
}

void BenchmarkPage::copyResults() {
    if (document_.is_object()) QApplication::clipboard()->setText(resultsText());
}

QString BenchmarkPage::askFile(const QString& title, const QString& name, const QString& filter) {
    if (!document_.is_object()) return {};
    return QFileDialog::getSaveFileName(this, title, QDir::home().filePath(name), filter);
}

bool BenchmarkPage::written(const QString& file, const QByteArray& bytes) {
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(bytes) != bytes.size()) {
        status_->setText(tr("Could not save %1: %2").arg(file, out.errorString()));
        return false;
    }
    status_->setText(tr("Saved %1.").arg(file));
    return true;
}

void BenchmarkPage::saveJson() {
    const QString file = askFile(tr("Save benchmark as JSON"), QStringLiteral("ssd-benchmark.json"), tr("JSON (*.json)"));
    if (!file.isEmpty()) writeJson(file);
}

void BenchmarkPage::saveText() {
    const QString file = askFile(tr("Save benchmark as text"), QStringLiteral("ssd-benchmark.txt"), tr("Text (*.txt)"));
    if (!file.isEmpty()) writeText(file);
}

void BenchmarkPage::savePng() {
    const QString file = askFile(tr("Save benchmark as PNG"), QStringLiteral("ssd-benchmark.png"), tr("PNG image (*.png)"));
    if (!file.isEmpty()) writePng(file, serialInImage_->isChecked());
}

bool BenchmarkPage::writeJson(const QString& file) {
    return document_.is_object() && written(file, QByteArray::fromStdString(document_.dump(2) + "\n"));
}

bool BenchmarkPage::writeText(const QString& file) {
    return document_.is_object() && written(file, resultsText().toUtf8());
}

std::unique_ptr<BenchSnapshot> BenchmarkPage::snapshot(bool showSerial) const {
    if (!results_) return nullptr;
    SnapshotContent content;
    content.document = *results_;
    if (const DriveInfo* drive = store_.drive(QString::fromStdString(results_->target))) content.drive = *drive;
    content.finished = finished_;
    content.showSerial = showSerial;
    content.tiles = tiles_->parentWidget()->grab();
    if (!chartView_->isHidden()) content.chart = chartView_->grab();
    if (!sustained_->isHidden()) content.sustained = sustained_->grab();
    if (!detail_->isHidden()) content.detail = detail_->grab();
    return std::make_unique<BenchSnapshot>(content);
}

bool BenchmarkPage::writePng(const QString& file, bool showSerial) {
    const auto picture = snapshot(showSerial);
    if (!picture) return false;
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (!picture->image().save(&buffer, "PNG")) {
        status_->setText(tr("Could not save %1: the picture could not be made").arg(file));
        return false;
    }
    return written(file, bytes);
}

} // namespace ssd::gui
