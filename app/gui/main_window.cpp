#include "app/gui/main_window.h"

#include "app/gui/history_opener.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>

#include "app/gui/alerts_page.h"
#include "app/gui/benchmark_page.h"
#include "app/gui/chart_accessibility.h"
#include "app/gui/checks_page.h"
#include "app/gui/drive_list_widget.h"
#include "app/gui/history_page.h"
#include "app/gui/language_menu.h"
#include "app/gui/overview_page.h"
#include "app/gui/selftest_page.h"
#include "app/gui/reply_reading.h"
#include "app/gui/smart_table_page.h"
#include "app/gui/tools_page.h"
#include "core/requests/report_output.h"

namespace ssd::gui {

MainWindow::MainWindow(Backend& backend, QWidget* parent) : QMainWindow(parent), store_(backend) {
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("SSD Toolbox"));
    installChartAccessibility();  // the charts' words for screen readers
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(6, 6, 6, 6);

    banner_ = new QFrame(central);
    banner_->setObjectName(QStringLiteral("privilegeBanner"));
    banner_->setStyleSheet(QStringLiteral("QFrame#privilegeBanner { background: #fff4d6; border: 1px solid #e0c070; "
                                          "border-radius: 4px; } QLabel { color: #5c4400; }"));
    auto* bannerLayout = new QHBoxLayout(banner_);
    bannerText_ = new QLabel(banner_);
    bannerText_->setObjectName(QStringLiteral("privilegeText"));
    bannerText_->setWordWrap(true);
    authorize_ = new QPushButton(tr("Authorize…"), banner_);
    authorize_->setObjectName(QStringLiteral("authorizeButton"));
    bannerLayout->addWidget(bannerText_, 1);
    bannerLayout->addWidget(authorize_);
    layout->addWidget(banner_);

    auto* splitter = new QSplitter(central);
    driveList_ = new DriveListWidget(store_, splitter);
    driveList_->setAccessibleName(tr("Drives"));
    tabs_ = new QTabWidget(splitter);
    tabs_->setObjectName(QStringLiteral("tabs"));
    overview_ = new OverviewPage(store_, tabs_);
    smart_ = new SmartTablePage(store_, tabs_);
    checks_ = new ChecksPage(store_, tabs_);
    benchmark_ = new BenchmarkPage(store_, tabs_);
    tools_ = new ToolsPage(store_, tabs_);
    selfTest_ = new SelfTestPage(store_, tabs_);
    history_ = new HistoryPage(store_, tabs_);
    alerts_ = new AlertsPage(store_, tabs_);
    tabs_->addTab(overview_, tr("Overview"));
    tabs_->addTab(smart_, tr("SMART"));
    tabs_->addTab(checks_, tr("Checks"));
    tabs_->addTab(benchmark_, tr("Benchmark"));
    tabs_->addTab(tools_, tr("Tools"));
    tabs_->addTab(selfTest_, tr("Self-test"));
    if (historyBuilt()) {
        tabs_->addTab(history_, tr("History"));
        tabs_->addTab(alerts_, tr("Alerts"));
    } else {
        history_->hide(); // kept (the tray and tests reach them) but not offered
        alerts_->hide();
    }
    splitter->addWidget(driveList_);
    splitter->addWidget(tabs_);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 5);
    splitter->setSizes({460, 720});
    layout->addWidget(splitter, 1);
    setCentralWidget(central);

    workLabel_ = new QLabel(this);
    workProgress_ = new QProgressBar(this);
    workProgress_->setRange(0, 0);
    workProgress_->setMaximumWidth(160);
    workCancel_ = new QPushButton(tr("Cancel"), this);
    workCancel_->setObjectName(QStringLiteral("cancelWorkButton"));
    statusBar()->addWidget(workLabel_, 1);
    statusBar()->addPermanentWidget(workProgress_);
    statusBar()->addPermanentWidget(workCancel_);
    connection_ = new QLabel(this);
    connection_->setObjectName(QStringLiteral("connectionStatus"));
    statusBar()->addPermanentWidget(connection_);
    workProgress_->setVisible(false);
    workCancel_->setVisible(false);

    buildMenus();
    connect(driveList_, &DriveListWidget::deviceSelected, this, &MainWindow::selectDevice);
    connect(&backend, &Backend::privilegeChanged, this, &MainWindow::updateBanner);
    connect(&store_, &DriveStore::listChanged, this, [this] {
        if (!pendingDevice_.isEmpty() && driveList_->selectDevice(pendingDevice_)) pendingDevice_.clear();
    });
    connect(&backend, &Backend::finished, this, &MainWindow::onFinished);
    connect(benchmark_, &BenchmarkPage::runFinished, this, [this](const Reply& reply) {
        setWindowTitle(reply.ok ? tr("SSD Toolbox — benchmark finished") : tr("SSD Toolbox — benchmark stopped"));
    });
    connect(&store_, &DriveStore::captureOpened, this, [this](const QString& device) { driveList_->selectDevice(device); });
    connect(&store_, &DriveStore::captureFailed, this, [this](const QString& file, const QString& message) {
        // Not modal-blocking: the window goes on (and a test can read the box).
        auto* box = new QMessageBox(QMessageBox::Warning, tr("Not a SMART capture"),
                                    tr("%1 could not be read as a saved smartctl --json capture: %2").arg(file, message),
                                    QMessageBox::Ok, this);
        box->setObjectName(QStringLiteral("captureFailedBox"));
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    connect(authorize_, &QPushButton::clicked, this, [this] { store_.backend().reauthorize(); });
    connect(workCancel_, &QPushButton::clicked, this, [this] {
        if (longWorkId_ == 0) return;
        store_.backend().cancel(longWorkId_);
        if (longWorkId_ == reportId_) {
            // The helper may finish reading anyway; its answer is no longer wanted.
            reportId_ = 0;
            setLongWork({}, 0);
            workLabel_->setText(tr("Report cancelled."));
            emit reportExported(reportFile_, false, tr("Report cancelled."));
        }
    });
    connect(&store_, &DriveStore::busyChanged, this, [this](bool busy) {
        if (longWorkId_ != 0) return;
        workLabel_->setText(busy ? tr("Reading the drives…") : tr("%n drive(s).", nullptr,
                                                                      static_cast<int>(store_.drives().size())));
        workProgress_->setVisible(busy);
    });
    updateBanner();
    resize(1100, 720);
}

void MainWindow::buildMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* open = file->addAction(tr("&Open a saved SMART capture (smartctl --json)…"));
    open->setObjectName(QStringLiteral("openCaptureAction"));
    open->setShortcut(QKeySequence::Open);
    connect(open, &QAction::triggered, this, [this] {
        const QString chosen = QFileDialog::getOpenFileName(this, tr("Open a saved SMART capture"), QDir::homePath(),
                                                            tr("smartctl --json output (*.json);;All files (*)"));
        if (!chosen.isEmpty()) openCapture(chosen);
    });
    file->addSeparator();
    QAction* html = file->addAction(tr("Export report as &HTML…"));
    html->setObjectName(QStringLiteral("exportHtmlAction"));
    connect(html, &QAction::triggered, this, [this] { chooseExport(true); });
    QAction* json = file->addAction(tr("Export report as &JSON…"));
    json->setObjectName(QStringLiteral("exportJsonAction"));
    connect(json, &QAction::triggered, this, [this] { chooseExport(false); });
    QAction* capture = file->addAction(tr("Save a &support capture…"));
    capture->setObjectName(QStringLiteral("saveCaptureAction"));
    capture->setToolTip(tr("Every drive's SMART and NVMe logs in one file, for a technician to read elsewhere"));
    connect(capture, &QAction::triggered, this, [this] { chooseCapture(false); });
    QAction* redacted = file->addAction(tr("Save a support capture &without serial numbers…"));
    redacted->setObjectName(QStringLiteral("saveRedactedCaptureAction"));
    connect(redacted, &QAction::triggered, this, [this] { chooseCapture(true); });
    file->addSeparator();
    QAction* refresh = file->addAction(tr("&Refresh"));
    refresh->setShortcut(QKeySequence::Refresh);
    connect(refresh, &QAction::triggered, this, [this] { store_.refresh(); });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);
    QMenu* settings = menuBar()->addMenu(tr("&Settings"));
    addLanguageMenu(*this, *settings, guiSettings_);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    connect(help->addAction(tr("&About SSD Toolbox")), &QAction::triggered, this, [this] {
        QMessageBox::about(this, tr("About SSD Toolbox"),
                           tr("<b>SSD Toolbox %1</b><p>Health, setup checks, benchmarks and maintenance for "
                              "solid-state drives. The same facts as <code>ssdtool</code>.</p>")
                               .arg(QApplication::applicationVersion()));
    });
}

void MainWindow::start() {
    store_.backend().start();
    store_.refresh();
}

void MainWindow::openCapture(const QString& file) { store_.openCapture(file); }

bool MainWindow::showTab(const QString& pageName) {
    for (int index = 0; index < tabs_->count(); ++index) {
        if (tabs_->widget(index)->objectName() == pageName) {
            tabs_->setCurrentIndex(index);
            return true;
        }
    }
    return false;
}

void MainWindow::openAlerts(const QString& device) {
    tabs_->setCurrentWidget(alerts_);
    pendingDevice_.clear();
    if (!device.isEmpty() && !driveList_->selectDevice(device)) pendingDevice_ = device;
    showNormal();
    raise();
    activateWindow();
    alerts_->refresh();
    alerts_->showDevice(device);
}

void MainWindow::updateBanner() {
    const Privilege privilege = store_.backend().privilege();
    banner_->setVisible(privilege != Privilege::Privileged);
    bannerText_->setText(store_.backend().privilegeMessage());
    authorize_->setVisible(privilege == Privilege::Unprivileged);
    connection_->setText(store_.backend().connectionText());
    connection_->setToolTip(store_.backend().privilegeMessage());
}

void MainWindow::selectDevice(const QString& device) {
    // The title names what is shown (the taskbar's entry too; scripts wait for it).
    const DriveInfo* drive = store_.drive(device);
    setWindowTitle(drive != nullptr && drive->model
                       ? tr("SSD Toolbox — %1 (%2)").arg(QString::fromStdString(*drive->model), device)
                       : tr("SSD Toolbox"));
    overview_->showDevice(device);
    smart_->showDevice(device);
    checks_->showDevice(device);
    tools_->showDevice(device);
    selfTest_->showDevice(device);
    history_->showDevice(device);
}

void MainWindow::chooseExport(bool html) {
    const QString name = html ? QStringLiteral("ssd-report.html") : QStringLiteral("ssd-report.json");
    const QString file = QFileDialog::getSaveFileName(this, html ? tr("Export report as HTML") : tr("Export report as JSON"),
                                                      QDir::home().filePath(name),
                                                      html ? tr("HTML (*.html)") : tr("JSON (*.json)"));
    if (!file.isEmpty()) exportReport(file, html);
}

void MainWindow::chooseCapture(bool redact) {
    const QString file = QFileDialog::getSaveFileName(this, tr("Save a support capture"),
                                                      QDir::home().filePath(QStringLiteral("ssd-capture.json")),
                                                      tr("JSON (*.json)"));
    if (!file.isEmpty()) saveCapture(file, redact);
}

void MainWindow::exportReport(const QString& file, bool html) {
    startExport(file, html ? Export::HtmlReport : Export::JsonReport, Request::report(html),
                tr("Writing the report (reading every drive)…"));
}

void MainWindow::saveCapture(const QString& file, bool redact) {
    startExport(file, Export::Capture, Request::capture(redact), tr("Writing the support capture (reading every drive)…"));
}

void MainWindow::startExport(const QString& file, Export kind, const Request& request, const QString& what) {
    if (reportId_ != 0) return;
    reportFile_ = file;
    exportKind_ = kind;
    reportId_ = store_.backend().send(request);
    setLongWork(what, reportId_);
}

void MainWindow::setLongWork(const QString& what, RequestId id) {
    longWorkId_ = id;
    workLabel_->setText(what);
    workProgress_->setVisible(id != 0);
    workCancel_->setVisible(id != 0);
}

void MainWindow::onFinished(RequestId id, const Reply& reply) {
    if (id != reportId_) return;
    reportId_ = 0;
    setLongWork({}, 0);
    QString message;
    Reply checked = reply;
    // A capture is written as the service sent it; a report through its reader.
    const auto read = readReply(checked, [this](const Json& document) {
        if (exportKind_ == Export::Capture) return json_text(document, 2) + "\n";
        auto answer = requests::report_output_from_json(document);
        return exportKind_ == Export::HtmlReport ? answer.html.value_or(std::string())
                                                 : json_text(answer.document, 2) + "\n";
    });
    bool ok = read.has_value();
    if (ok) {
        const std::string& contents = *read;
        QFile out(reportFile_);
        ok = !contents.empty() && out.open(QIODevice::WriteOnly | QIODevice::Truncate) &&
             out.write(contents.data(), static_cast<qint64>(contents.size())) == static_cast<qint64>(contents.size());
        message = ok ? (exportKind_ == Export::Capture ? tr("Support capture written to %1.") : tr("Report written to %1."))
                           .arg(reportFile_)
                     : tr("Could not write %1: %2").arg(reportFile_, out.errorString());
    } else {
        message = checked.code == QLatin1String("interrupted") ? tr("Report cancelled.")
                                                               : tr("The report failed: %1").arg(checked.message);
    }
    workLabel_->setText(message);
    emit reportExported(reportFile_, ok, message);
}

} // namespace ssd::gui
