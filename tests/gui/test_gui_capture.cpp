// File > Open a saved SMART capture: the real `ssdtool health --smartctl-json` (a child
// process, as the app runs it) reads a shared capture, used in place, into a drive of its
// own: its model in the list and the title, its write amplification on the overview.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QTemporaryDir>

#include "core/capture/support_capture.h"
#include "core/util/file_io.h"
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

// An ssdtool support capture (written here by the real `ssdtool capture` is not possible without
// drives, so the file holds two real smartctl documents in the capture's format): each drive
// becomes a drive of its own, "FILE (DEVICE)".
TEST_F(GuiCapture, EachDriveOfASupportCaptureBecomesADrive) {
    SSD_REQUIRE_SHARED_FIXTURES();
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    SupportCapture capture{"test", "", std::nullopt, false, {}, nullptr};
    for (const auto& [device, fixture] : {std::pair{"/dev/sda", kSandForceCapture},
                                          std::pair{"/dev/nvme0", "samsung_970EVO-500GB_scrutiny.json"}}) {
        CapturedDrive drive;
        drive.device = device;
        drive.smartctl = nlohmann::json::parse(read_text_file(smart_fixture(fixture)).value_or("null"));
        capture.drives.push_back(std::move(drive));
    }
    const QString file = dir.filePath(QStringLiteral("support.json"));
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QByteArray::fromStdString(support_capture_to_json(capture).dump()));
    out.close();
    gui::MainWindow& window = *loaded().window;
    const std::size_t listed = window.store().drives().size();
    QSignalSpy opened(&window.store(), &gui::DriveStore::captureOpened);
    window.openCapture(file);
    while (opened.count() < 2) ASSERT_TRUE(opened.wait(30000));
    ASSERT_EQ(window.store().drives().size(), listed + 2);
    // The store names a file by its absolute path in the OS's own separators (C:\… on Windows).
    const QString named = QDir::toNativeSeparators(QFileInfo(file).absoluteFilePath());
    const QString sata = named + QStringLiteral(" (/dev/sda)");
    const HealthDocument* health = window.store().health(sata);
    ASSERT_NE(health, nullptr) << sata.toStdString();
    ASSERT_TRUE(health->writes.write_amplification);
    EXPECT_NEAR(*health->writes.write_amplification, 51384.0 / 20878.0, 0.01);
    EXPECT_NE(window.store().health(named + QStringLiteral(" (/dev/nvme0)")), nullptr);
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
