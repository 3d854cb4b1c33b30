// File > Open a saved SMART capture: the real `ssdtool health --smartctl-json` (a child
// process, as the app runs it) reads a shared capture, used in place, into a drive of its
// own: its model in the list and the title, its write amplification on the overview.
#include <QFile>
#include <QMessageBox>
#include <QTemporaryDir>

#include "fixture_paths.h"
#include "gui_test_support.h"

namespace ssd::test {
namespace {

// Kingston SSDNow V300 (SandForce SF-2281): E9/233 51,384 GiB to the flash, F1/241 20,878 GiB
// from the host.
const char* const kSandForceCapture = "kingston_SV300S37A240G-SandForce_smartmontools-go.json";

class GuiCapture : public LoadedWindowTest {};

TEST_F(GuiCapture, ASandForceCaptureBecomesADriveWithItsWriteAmplification) {
    SSD_REQUIRE_SHARED_FIXTURES();
    gui::MainWindow& window = *loaded().window;
    const std::size_t listed = window.store().drives().size();
    QSignalSpy opened(&window.store(), &gui::DriveStore::captureOpened);
    window.openCapture(QString::fromStdString(smart_fixture(kSandForceCapture).string()));
    ASSERT_TRUE(opened.wait(30000));
    const QString device = opened.takeFirst().at(0).toString();
    EXPECT_TRUE(device.endsWith(QString::fromLatin1(kSandForceCapture))) << device.toStdString();
    ASSERT_EQ(window.store().drives().size(), listed + 1);
    const DriveInfo* drive = window.store().drive(device);
    ASSERT_NE(drive, nullptr);
    EXPECT_EQ(drive->model.value_or(""), "KINGSTON SV300S37A240G");
    const HealthDocument* health = window.store().health(device);
    ASSERT_NE(health, nullptr);
    ASSERT_TRUE(health->writes.write_amplification);
    EXPECT_NEAR(*health->writes.write_amplification, 51384.0 / 20878.0, 0.01);
    EXPECT_TRUE(window.windowTitle().contains(QStringLiteral("KINGSTON SV300S37A240G"))) << window.windowTitle().toStdString();

    // Refresh reads this machine's drives again; the capture stays.
    window.store().refresh();
    EXPECT_NE(window.store().drive(device), nullptr);
    EXPECT_NE(window.store().health(device), nullptr);
}

TEST_F(GuiCapture, AFileThatIsNoCaptureIsRefusedWithTheReason) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("notes.json"));
    QFile notes(file);
    ASSERT_TRUE(notes.open(QIODevice::WriteOnly));
    notes.write("{\"shopping\": [\"milk\"]}\n");
    notes.close();
    gui::MainWindow& window = *loaded().window;
    const std::size_t listed = window.store().drives().size();
    QSignalSpy failed(&window.store(), &gui::DriveStore::captureFailed);
    window.openCapture(file);
    ASSERT_TRUE(failed.wait(30000));
    EXPECT_FALSE(failed.takeFirst().at(1).toString().isEmpty());
    EXPECT_EQ(window.store().drives().size(), listed);
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("captureFailedBox"));
    ASSERT_NE(box, nullptr);
    EXPECT_TRUE(box->text().contains(QStringLiteral("notes.json"))) << box->text().toStdString();
}

} // namespace
} // namespace ssd::test
