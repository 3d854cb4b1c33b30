// The main window on the fake back end: the list fills in, the overview of the
// SandForce drive shows its write amplification, the SMART table highlights
// defect counters, export writes the report.
#include <memory>

#include <QFile>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include "core/capture/saved_reports.h"
#include "core/util/file_io.h"
#include "app/gui/overview_page.h"
#include "app/gui/smart_table_page.h"
#include "gui_test_support.h"

namespace ssd::test {
namespace {

QTreeWidgetItem* row(gui::DriveListWidget* list, const QString& device) {
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        if (list->topLevelItem(i)->text(gui::DriveListWidget::ModelColumn).endsWith(device)) return list->topLevelItem(i);
    }
    return nullptr;
}

TEST(GuiWindow, DriveListFillsInAsDrivesAnswer) {
    SSD_REQUIRE_GUI_FIXTURES();
    LoadedWindow loaded;
    // Before any answer: the window is up, the list is empty and nothing blocks.
    EXPECT_EQ(loaded.window->driveList()->topLevelItemCount(), 0);
    QSignalSpy health(&loaded.window->store(), &gui::DriveStore::healthChanged);
    ASSERT_TRUE(loaded.load());
    EXPECT_EQ(health.count(), 6); // one answer per drive, each filling its row
    auto* list = loaded.window->driveList();
    ASSERT_EQ(list->topLevelItemCount(), 6);

    QTreeWidgetItem* kingston = row(list, QStringLiteral("/dev/sdc"));
    ASSERT_NE(kingston, nullptr);
    EXPECT_TRUE(kingston->text(gui::DriveListWidget::ModelColumn).startsWith(QStringLiteral("KINGSTON SV300S37A240G")));
    EXPECT_EQ(kingston->text(gui::DriveListWidget::CapacityColumn), QStringLiteral("240.1 GB (223.6 GiB)"));
    EXPECT_EQ(kingston->text(gui::DriveListWidget::HealthColumn), QStringLiteral("Good"));
    EXPECT_EQ(kingston->text(gui::DriveListWidget::TemperatureColumn), QStringLiteral("29 °C"));

    QTreeWidgetItem* rigSata = row(list, QStringLiteral("/dev/sda"));
    ASSERT_NE(rigSata, nullptr);
    EXPECT_TRUE(rigSata->text(gui::DriveListWidget::ModelColumn).startsWith(QStringLiteral("RIG-SATA-SSD")));
    EXPECT_NE(rigSata->text(gui::DriveListWidget::HealthColumn), QStringLiteral("reading…"));
}

TEST(GuiWindow, SandForceOverviewShowsWriteAmplification) {
    SSD_REQUIRE_GUI_FIXTURES();
    LoadedWindow loaded;
    ASSERT_TRUE(loaded.load());
    ASSERT_TRUE(loaded.select(QStringLiteral("/dev/sdc")));
    auto* overview = loaded.window->overview();
    EXPECT_EQ(labelText(overview, "driveTitle"), QStringLiteral("KINGSTON SV300S37A240G"));
    EXPECT_EQ(labelText(overview, "waValue"), QStringLiteral("2.46"));
    EXPECT_TRUE(labelText(overview, "waExplanation").contains(QStringLiteral("the flash wrote 2.46 bytes")));
    EXPECT_EQ(labelText(overview, "hostWrites"), QStringLiteral("22.4 TB (20.4 TiB)"));
    EXPECT_EQ(labelText(overview, "nandWrites"), QStringLiteral("55.2 TB (50.2 TiB)"));
    EXPECT_EQ(labelText(overview, "verdict"), QStringLiteral("Health: Good"));
    EXPECT_TRUE(labelText(overview, "powerOn").startsWith(QStringLiteral("35,825 h")));
    EXPECT_EQ(overview->findChild<QProgressBar*>(QStringLiteral("lifeUsed"))->value(), 5);
    // The SV300 is not in the rated endurance table: it says so, and how to give a rating.
    EXPECT_TRUE(labelText(overview, "ratedEndurance").startsWith(QStringLiteral("no rated endurance is known")));

    // An NVMe drive: no NAND writes in its log, so WA is not available and says why.
    ASSERT_TRUE(loaded.select(QStringLiteral("/dev/nvme1n1")));
    EXPECT_EQ(labelText(overview, "waValue"), QStringLiteral("not available"));
    EXPECT_TRUE(labelText(overview, "waExplanation").startsWith(QStringLiteral("Why: ")));
    // The 970 EVO 500GB is: 33.59 TB written (its health log's data units) of 300 TBW.
    EXPECT_EQ(labelText(overview, "ratedEndurance"), QStringLiteral("11.2 % of 300 TB used (33.59 TB written), rated over 5 years"));
    EXPECT_NE(overview->findChild<QLabel*>(QStringLiteral("ratedEndurance"))->toolTip().indexOf(QStringLiteral("samsung-970-evo-500gb")), -1);
}

TEST(GuiWindow, SmartTableHighlightsConcerningRowsWithTooltips) {
    SSD_REQUIRE_GUI_FIXTURES();
    LoadedWindow loaded;
    ASSERT_TRUE(loaded.load());
    ASSERT_TRUE(loaded.select(QStringLiteral("/dev/sdd"))); // Samsung 840: 108 interface CRC errors
    QTableWidget* table = loaded.window->smart()->table();
    ASSERT_GT(table->rowCount(), 10);
    int crcRow = -1;
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, gui::SmartTablePage::IdColumn)->text() == QStringLiteral("199")) crcRow = r;
    }
    ASSERT_GE(crcRow, 0);
    EXPECT_EQ(table->item(crcRow, gui::SmartTablePage::StatusColumn)->text(), QStringLiteral("Watch"));
    EXPECT_EQ(table->item(crcRow, gui::SmartTablePage::RawColumn)->text(), QStringLiteral("108"));
    EXPECT_TRUE(table->item(crcRow, gui::SmartTablePage::NameColumn)->background().color().isValid());
    EXPECT_TRUE(table->item(crcRow, gui::SmartTablePage::NameColumn)->toolTip().contains(QStringLiteral("cable")));
    // A healthy counter stays plain.
    for (int r = 0; r < table->rowCount(); ++r) {
        if (table->item(r, gui::SmartTablePage::IdColumn)->text() == QStringLiteral("9")) {
            EXPECT_EQ(table->item(r, gui::SmartTablePage::StatusColumn)->text(), QStringLiteral("OK"));
            EXPECT_FALSE(table->item(r, gui::SmartTablePage::NameColumn)->toolTip().isEmpty());
        }
    }
}

TEST(GuiWindow, WithoutRootTheWindowSaysWhatIsMissing) {
    SSD_REQUIRE_GUI_FIXTURES();
    LoadedWindow loaded;
    loaded.backend->setPrivilege(gui::Privilege::Unprivileged, QStringLiteral("Authorization was refused."));
    ASSERT_TRUE(loaded.load());
    auto* banner = loaded.window->findChild<QWidget*>(QStringLiteral("privilegeBanner"));
    ASSERT_NE(banner, nullptr);
    EXPECT_TRUE(banner->isVisible());
    EXPECT_EQ(labelText(loaded.window.get(), "privilegeText"), QStringLiteral("Authorization was refused."));
    // The list is there; SMART says it needs root.
    EXPECT_EQ(loaded.window->driveList()->topLevelItemCount(), 6);
    ASSERT_TRUE(loaded.select(QStringLiteral("/dev/sdc")));
    EXPECT_TRUE(labelText(loaded.window->overview(), "missing").startsWith(QStringLiteral("SMART needs administrator rights")));
    EXPECT_EQ(row(loaded.window->driveList(), QStringLiteral("/dev/sdc"))->text(gui::DriveListWidget::HealthColumn),
              QStringLiteral("needs root"));
}

// A loaded window exporting its report into a temporary directory, with a spy
// on the window's reportExported.
struct Exporting {
    LoadedWindow loaded;
    QTemporaryDir dir;
    std::unique_ptr<QSignalSpy> exported;

    // Loads the window and starts exporting FILE (HTML or JSON); false when
    // the directory or the window could not be made ready.
    bool start(const char* file, bool html) {
        if (!dir.isValid() || !loaded.load()) return false;
        exported = std::make_unique<QSignalSpy>(loaded.window.get(), &gui::MainWindow::reportExported);
        loaded.window->exportReport(dir.filePath(QString::fromLatin1(file)), html);
        return true;
    }
};

TEST(GuiWindow, ExportWritesHtmlAndJson) {
    SSD_REQUIRE_GUI_FIXTURES();
    Exporting run;
    ASSERT_TRUE(run.start("r.html", true));
    ASSERT_TRUE(run.exported->wait(10000));
    EXPECT_TRUE(run.exported->at(0).at(1).toBool()) << run.exported->at(0).at(2).toString().toStdString();
    QFile html(run.dir.filePath(QStringLiteral("r.html")));
    ASSERT_TRUE(html.open(QIODevice::ReadOnly));
    const QByteArray page = html.readAll();
    EXPECT_TRUE(page.startsWith("<!DOCTYPE html>"));
    EXPECT_TRUE(page.contains("50026B77560145CF"));

    run.loaded.window->exportReport(run.dir.filePath(QStringLiteral("r.json")), false);
    ASSERT_TRUE(run.exported->wait(10000));
    QFile json(run.dir.filePath(QStringLiteral("r.json")));
    ASSERT_TRUE(json.open(QIODevice::ReadOnly));
    const auto doc = nlohmann::json::parse(json.readAll().toStdString());
    EXPECT_EQ(doc["drives"].size(), 6U);
    EXPECT_FALSE(doc.contains("html"));
}

// File › Save a support capture: the capture the service answers, written as it came and
// readable by every reader of saved files; the redacted one without the drives' serials.
TEST(GuiWindow, SavesASupportCaptureThatReadsBack) {
    SSD_REQUIRE_GUI_FIXTURES();
    Exporting run;
    ASSERT_TRUE(run.dir.isValid() && run.loaded.load());
    run.exported = std::make_unique<QSignalSpy>(run.loaded.window.get(), &gui::MainWindow::reportExported);
    run.loaded.window->saveCapture(run.dir.filePath(QStringLiteral("c.json")), false);
    ASSERT_TRUE(run.exported->wait(10000));
    EXPECT_TRUE(run.exported->at(0).at(1).toBool()) << run.exported->at(0).at(2).toString().toStdString();
    const auto plain = read_text_file(run.dir.filePath(QStringLiteral("c.json")).toStdString());
    ASSERT_TRUE(plain);
    const auto saved = read_saved_file(*plain);
    ASSERT_TRUE(saved) << saved.error().message;
    EXPECT_TRUE(saved->support_capture);
    EXPECT_EQ(saved->drives.size(), 6U);
    EXPECT_NE(plain->find("50026B77560145CF"), std::string::npos);

    run.loaded.window->saveCapture(run.dir.filePath(QStringLiteral("r.json")), true);
    ASSERT_TRUE(run.exported->wait(10000));
    const auto redacted = read_text_file(run.dir.filePath(QStringLiteral("r.json")).toStdString());
    ASSERT_TRUE(redacted);
    EXPECT_EQ(redacted->find("50026B77560145CF"), std::string::npos);
    EXPECT_EQ(run.exported->at(1).at(2).toString(),
              QStringLiteral("Support capture written to %1.").arg(run.dir.filePath(QStringLiteral("r.json"))));
}

TEST(GuiWindow, ExportCanBeCancelled) {
    SSD_REQUIRE_GUI_FIXTURES();
    Exporting run;
    ASSERT_TRUE(run.start("r.html", true));
    auto* cancel = run.loaded.window->findChild<QPushButton*>(QStringLiteral("cancelWorkButton"));
    ASSERT_NE(cancel, nullptr);
    EXPECT_TRUE(cancel->isVisible());
    cancel->click(); // before the event loop runs: the answer is still outstanding
    ASSERT_EQ(run.exported->count(), 1);
    EXPECT_FALSE(run.exported->at(0).at(1).toBool());
    EXPECT_EQ(run.exported->at(0).at(2).toString(), QStringLiteral("Report cancelled."));
    // The helper's late answer writes nothing.
    QSignalSpy finished(run.loaded.backend.get(), &gui::Backend::finished);
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_FALSE(QFile::exists(run.dir.filePath(QStringLiteral("r.html"))));
    EXPECT_FALSE(cancel->isVisible());
}

} // namespace
} // namespace ssd::test
