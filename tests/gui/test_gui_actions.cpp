// Changing things from the GUI: a finding's fix button sends exactly the
// finding's action (after a confirmation that says what changes), the erase
// wizard will not run without the exact serial number or on a drive in use,
// and the pure pieces behind them (SerialGate, action → request).
#include <QAbstractButton>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QWizard>

#include "app/gui/action_request.h"
#include "app/gui/checks_page.h"
#include "app/gui/drive_wizards.h"
#include "app/gui/serial_gate.h"
#include "app/gui/tools_page.h"
#include "gui_test_support.h"

namespace ssd::test {
namespace {

using gui::Json;

TEST(GuiChecks, FixButtonRunsTheFindingsAction) {
    SSD_REQUIRE_GUI_FIXTURES();
    LoadedWindow loaded;
    ASSERT_TRUE(loaded.load());
    ASSERT_TRUE(loaded.select(QStringLiteral("/dev/sda"))); // /mnt/sata: no discard, fstrim.timer off
    auto* page = loaded.window->checks();
    auto* card = page->findChild<QWidget*>(QStringLiteral("finding-trim-disabled"));
    ASSERT_NE(card, nullptr);
    auto* fix = card->findChild<QPushButton*>(QStringLiteral("fixButton"));
    ASSERT_NE(fix, nullptr);

    // Declined: nothing is sent.
    QString asked;
    page->setConfirmer([&asked](QWidget*, const QString&, const QString& text) {
        asked = text;
        return false;
    });
    QTest::mouseClick(fix, Qt::LeftButton);
    EXPECT_TRUE(asked.contains(QStringLiteral("fstrim.timer"))) << asked.toStdString();
    EXPECT_TRUE(asked.contains(QStringLiteral("ssdtool trim --enable-periodic")));
    EXPECT_TRUE(loaded.backend->actions().empty());

    // Accepted: the finding's action goes out as the typed request, then the checks run again.
    page->setConfirmer([](QWidget*, const QString&, const QString&) { return true; });
    QSignalSpy received(loaded.backend.get(), &FakeBackend::actionReceived);
    QSignalSpy done(page, &gui::ChecksPage::actionFinished);
    QTest::mouseClick(fix, Qt::LeftButton);
    ASSERT_TRUE(done.wait(5000));
    ASSERT_EQ(loaded.backend->actions().size(), 1U);
    const gui::Request& sent = loaded.backend->actions().front();
    EXPECT_EQ(sent.method, QStringLiteral("trim"));
    EXPECT_EQ(sent.params, (Json{{"enable_periodic", true}}));
    EXPECT_EQ(sent.commandLine(), QStringLiteral("ssdtool trim --enable-periodic"));
    auto* status = page->findChild<QLabel*>(QStringLiteral("actionStatus"));
    EXPECT_TRUE(status->text().startsWith(QStringLiteral("Done")));
    EXPECT_EQ(loaded.backend->requests().back().method, QStringLiteral("check"));
}

TEST(GuiChecks, EvidenceInWordsWithTheRawKeysBehindDetails) {
    SSD_REQUIRE_GUI_FIXTURES();
    LoadedWindow loaded;
    ASSERT_TRUE(loaded.load());
    ASSERT_TRUE(loaded.select(QStringLiteral("/dev/sda"))); // the rig's sda1 at sector 63
    auto* card = loaded.window->checks()->findChild<QWidget*>(QStringLiteral("finding-partition-misaligned"));
    ASSERT_NE(card, nullptr);
    auto* words = card->findChild<QLabel*>(QStringLiteral("evidence"));
    ASSERT_NE(words, nullptr);
    EXPECT_TRUE(words->text().contains(QStringLiteral("Offset: 3,584 bytes past a 4 KiB boundary"))) << words->text().toStdString();
    EXPECT_TRUE(words->text().contains(QStringLiteral("Start: byte 32,256")));
    EXPECT_FALSE(words->text().contains(QStringLiteral("offset_in_alignment_bytes")));
    auto* raw = card->findChild<QLabel*>(QStringLiteral("evidenceDetails"));
    auto* toggle = card->findChild<QAbstractButton*>(QStringLiteral("evidenceDetailsToggle"));
    ASSERT_NE(raw, nullptr);
    ASSERT_NE(toggle, nullptr);
    EXPECT_TRUE(raw->isHidden());
    EXPECT_TRUE(raw->text().contains(QStringLiteral("offset_in_alignment_bytes: 3584")));
    QTest::mouseClick(toggle, Qt::LeftButton);
    EXPECT_FALSE(raw->isHidden());
    QTest::mouseClick(toggle, Qt::LeftButton);
    EXPECT_TRUE(raw->isHidden());
}

TEST(GuiChecks, FailedFixSaysWhy) {
    SSD_REQUIRE_GUI_FIXTURES();
    LoadedWindow loaded;
    ASSERT_TRUE(loaded.load());
    ASSERT_TRUE(loaded.select(QStringLiteral("/dev/sda")));
    loaded.backend->setActionReply(QStringLiteral("trim"),
                                   gui::Reply::failure(QStringLiteral("tool-missing"), QStringLiteral("systemctl is not installed"), 4));
    auto* page = loaded.window->checks();
    page->setConfirmer([](QWidget*, const QString&, const QString&) { return true; });
    QSignalSpy done(page, &gui::ChecksPage::actionFinished);
    QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("fixButton")), Qt::LeftButton);
    ASSERT_TRUE(done.wait(5000));
    EXPECT_EQ(page->findChild<QLabel*>(QStringLiteral("actionStatus"))->text(),
              QStringLiteral("The fix was not applied: systemctl is not installed"));
}

// Walks the erase wizard of the SandForce drive to its confirmation page.
gui::EraseWizard* eraseWizardAtConfirmation(LoadedWindow& loaded) {
    EXPECT_TRUE(loaded.select(QStringLiteral("/dev/sdc")));
    gui::EraseWizard* wizard = loaded.window->tools()->openEraseWizard();
    EXPECT_NE(wizard, nullptr);
    if (wizard == nullptr) return nullptr;
    EXPECT_EQ(wizard->currentId(), gui::DriveActionWizard::OptionsPage);
    EXPECT_TRUE(wizard->button(QWizard::NextButton)->isEnabled()); // not in use
    QSignalSpy dryRun(wizard, &gui::DriveActionWizard::dryRunFinished);
    wizard->next();
    EXPECT_EQ(wizard->currentId(), gui::DriveActionWizard::DryRunPage);
    EXPECT_TRUE(dryRun.wait(5000));
    wizard->next();
    EXPECT_EQ(wizard->currentId(), gui::DriveActionWizard::ConfirmPage);
    return wizard;
}

TEST(GuiEraseWizard, WillNotProceedWithoutTheExactSerial) {
    SSD_REQUIRE_GUI_FIXTURES();
    LoadedWindow loaded;
    ASSERT_TRUE(loaded.load());
    gui::EraseWizard* wizard = eraseWizardAtConfirmation(loaded);
    ASSERT_NE(wizard, nullptr);
    // Only the dry run went out so far.
    ASSERT_EQ(loaded.backend->actions().size(), 1U);
    EXPECT_EQ(loaded.backend->actions()[0].params.value("dry_run", false), true);
    EXPECT_FALSE(loaded.backend->actions()[0].params.contains("confirm"));

    auto* edit = wizard->findChild<QLineEdit*>(QStringLiteral("serialEdit"));
    ASSERT_NE(edit, nullptr);
    QAbstractButton* next = wizard->button(QWizard::NextButton);
    for (const char* wrong : {"", "50026B77560145C", "50026b77560145cf", " 50026B77560145CF", "50026B77560145CF ",
                              "RIGSATA0001", "sdc"}) {
        edit->setText(QString::fromLatin1(wrong));
        EXPECT_FALSE(next->isEnabled()) << '"' << wrong << '"';
        wizard->next(); // a keyboard shortcut or a script cannot skip it either
        EXPECT_EQ(wizard->currentId(), gui::DriveActionWizard::ConfirmPage) << wrong;
    }
    edit->setText(QStringLiteral("50026b77560145cf"));
    EXPECT_EQ(wizard->findChild<QLabel*>(QStringLiteral("serialHint"))->text(),
              QStringLiteral("Not the same: upper and lower case must match exactly."));
    EXPECT_EQ(loaded.backend->actions().size(), 1U);

    edit->setText(QStringLiteral("50026B77560145CF"));
    EXPECT_TRUE(next->isEnabled());
    QSignalSpy ran(wizard, &gui::DriveActionWizard::runFinished);
    wizard->next();
    EXPECT_EQ(wizard->currentId(), gui::DriveActionWizard::RunPage);
    ASSERT_TRUE(ran.wait(5000));
    ASSERT_EQ(loaded.backend->actions().size(), 2U);
    const auto& erase = loaded.backend->actions()[1];
    EXPECT_EQ(erase.method, QStringLiteral("erase"));
    EXPECT_EQ(erase.params, (Json{{"device", "/dev/sdc"}, {"confirm", "50026B77560145CF"}}));
    wizard->close();
}

TEST(GuiEraseWizard, CannotStartOnADriveInUse) {
    SSD_REQUIRE_GUI_FIXTURES();
    LoadedWindow loaded;
    ASSERT_TRUE(loaded.load());
    ASSERT_TRUE(loaded.select(QStringLiteral("/dev/sda"))); // sda2 is mounted on /mnt/sata
    gui::EraseWizard* wizard = loaded.window->tools()->openEraseWizard();
    ASSERT_NE(wizard, nullptr);
    EXPECT_FALSE(wizard->button(QWizard::NextButton)->isEnabled());
    wizard->next();
    EXPECT_EQ(wizard->currentId(), gui::DriveActionWizard::OptionsPage);
    const QString why = wizard->findChild<QLabel*>(QStringLiteral("inUseLabel"))->text();
    EXPECT_TRUE(why.contains(QStringLiteral("/mnt/sata"))) << why.toStdString();
    EXPECT_TRUE(loaded.backend->actions().empty());
    wizard->close();
}

TEST(GuiEraseWizard, RefusingDryRunStopsTheWizard) {
    SSD_REQUIRE_GUI_FIXTURES();
    LoadedWindow loaded;
    ASSERT_TRUE(loaded.load());
    loaded.backend->setActionReply(
        QStringLiteral("erase"),
        gui::Reply::failure(QStringLiteral("refused"), QStringLiteral("ATA security is frozen; suspend and resume"), 3));
    ASSERT_TRUE(loaded.select(QStringLiteral("/dev/sdc")));
    gui::EraseWizard* wizard = loaded.window->tools()->openEraseWizard();
    ASSERT_NE(wizard, nullptr);
    QSignalSpy dryRun(wizard, &gui::DriveActionWizard::dryRunFinished);
    wizard->next();
    ASSERT_TRUE(dryRun.wait(5000));
    EXPECT_FALSE(wizard->button(QWizard::NextButton)->isEnabled());
    EXPECT_EQ(wizard->findChild<QLabel*>(QStringLiteral("dryRunStatus"))->text(),
              QStringLiteral("Refused: ATA security is frozen; suspend and resume"));
    wizard->close();
}

TEST(SerialGate, ExactSerialOrKernelName) {
    const gui::SerialGate gate(QStringLiteral("S1SMNSAF123456X"), QStringLiteral("sda"));
    EXPECT_EQ(gate.token(), QStringLiteral("S1SMNSAF123456X"));
    EXPECT_TRUE(gate.accepts(QStringLiteral("S1SMNSAF123456X")));
    for (const char* wrong : {"", "s1smnsaf123456x", "S1SMNSAF123456X ", "S1SMNSAF123456", "sda"}) {
        EXPECT_FALSE(gate.accepts(QString::fromLatin1(wrong))) << wrong;
    }
    const gui::SerialGate noSerial(std::nullopt, QStringLiteral("vda"));
    EXPECT_EQ(noSerial.token(), QStringLiteral("vda"));
    EXPECT_TRUE(noSerial.accepts(QStringLiteral("vda")));
    EXPECT_TRUE(noSerial.explain({}).contains(QStringLiteral("kernel name")));
    const gui::SerialGate emptySerial(QString(), QStringLiteral("loop0"));
    EXPECT_EQ(emptySerial.token(), QStringLiteral("loop0"));
}

TEST(SerialGate, ShutForADriveInUse) {
    const Json drive{{"device", "/dev/sda"}, {"kernel_name", "sda"}, {"serial", "RIGSATA0001"}};
    const Json system{{"setup",
                       {{"filesystems", {{{"mountpoint", "/mnt/sata"}, {"source", "/dev/sda2"}, {"drives", {"sda"}}}}},
                        {"swaps", {{{"path", "/dev/nvme0n1p2"}, {"drives", {"nvme0n1"}}}}}}}};
    const auto gate = gui::SerialGate::forDrive(drive, &system);
    EXPECT_EQ(gate.inUse(), QStringList{QStringLiteral("/dev/sda2 is mounted on /mnt/sata")});
    EXPECT_FALSE(gate.accepts(QStringLiteral("RIGSATA0001")));
    const auto nvme = gui::SerialGate::forDrive(Json{{"device", "/dev/nvme0n1"}, {"serial", "X1"}}, &system);
    EXPECT_EQ(nvme.inUse(), QStringList{QStringLiteral("/dev/nvme0n1p2 is active swap")});
    const auto free = gui::SerialGate::forDrive(Json{{"device", "/dev/sdc"}, {"serial", "X2"}}, &system);
    EXPECT_TRUE(free.inUse().isEmpty());
    EXPECT_TRUE(free.accepts(QStringLiteral("X2")));
}

TEST(ActionRequest, KnownCommandsBecomeTypedRequests) {
    auto plan = gui::planAction(Json{{"command", {"ssdtool", "trim", "--enable-periodic"}}});
    ASSERT_TRUE(plan);
    EXPECT_EQ(plan->request.method, QStringLiteral("trim"));
    EXPECT_EQ(plan->request.params, (Json{{"enable_periodic", true}}));
    plan = gui::planCommand({QStringLiteral("ssdtool"), QStringLiteral("trim"), QStringLiteral("/mnt/data")});
    ASSERT_TRUE(plan);
    EXPECT_EQ(plan->request.params, (Json{{"target", "/mnt/data"}}));
    EXPECT_TRUE(plan->whatChanges.contains(QStringLiteral("/mnt/data")));
    plan = gui::planCommand({QStringLiteral("ssdtool"), QStringLiteral("swap"), QStringLiteral("resize"), QStringLiteral("4g")});
    ASSERT_TRUE(plan);
    EXPECT_EQ(plan->request.params, (Json{{"action", "resize"}, {"size", "4g"}}));
    plan = gui::planCommand({QStringLiteral("ssdtool"), QStringLiteral("hibernation"), QStringLiteral("off")});
    ASSERT_TRUE(plan);
    EXPECT_EQ(plan->request.method, QStringLiteral("hibernation"));
}

TEST(ActionRequest, AnythingElseGetsNoButton) {
    QString why;
    EXPECT_FALSE(gui::planCommand({QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("reboot")}, &why));
    EXPECT_FALSE(why.isEmpty());
    EXPECT_FALSE(gui::planCommand({QStringLiteral("ssdtool"), QStringLiteral("erase"), QStringLiteral("/dev/sda")}));
    EXPECT_FALSE(gui::planCommand({QStringLiteral("ssdtool"), QStringLiteral("trim"), QStringLiteral("relative")}));
    EXPECT_FALSE(gui::planAction(Json{{"command", {"ssdtool", 3}}}));
    EXPECT_FALSE(gui::planAction(Json::object()));
}

} // namespace
} // namespace ssd::test
