// Changing things from the GUI: a finding's fix button sends exactly the
// finding's action (after a confirmation that says what changes), the erase
// wizard will not run without the exact serial number or on a drive in use,
// and the pure pieces behind them (SerialGate over the core's token, action → request).
#include <QAbstractButton>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QWizard>

#include "app/gui/action_request.h"
#include "app/gui/checks_page.h"
#include "app/gui/drive_wizards.h"
#include "app/gui/serial_gate.h"
#include "app/gui/tools_page.h"
#include "core/safety/safety_rules.h"
#include "gui_test_support.h"

namespace ssd::test {
namespace {

using gui::Json;

class GuiChecks : public LoadedWindowTest {};

TEST_F(GuiChecks, FixButtonRunsTheFindingsAction) {
    ASSERT_TRUE(loaded().select(QStringLiteral("/dev/sda"))); // /mnt/sata: no discard, fstrim.timer off
    auto* page = loaded().window->checks();
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
    EXPECT_TRUE(loaded().backend->actions().empty());

    // Accepted: the finding's action goes out as the typed request, then the checks run again.
    page->setConfirmer([](QWidget*, const QString&, const QString&) { return true; });
    QSignalSpy received(loaded().backend.get(), &FakeBackend::actionReceived);
    QSignalSpy done(page, &gui::ChecksPage::actionFinished);
    QTest::mouseClick(fix, Qt::LeftButton);
    ASSERT_TRUE(done.wait(5000));
    ASSERT_EQ(loaded().backend->actions().size(), 1U);
    const gui::Request& sent = loaded().backend->actions().front();
    EXPECT_EQ(sent.method(), QStringLiteral("trim"));
    EXPECT_EQ(sent.params(), (Json{{"enable_periodic", true}}));
    EXPECT_EQ(sent.commandLine(), QStringLiteral("ssdtool trim --enable-periodic"));
    auto* status = page->findChild<QLabel*>(QStringLiteral("actionStatus"));
    EXPECT_TRUE(status->text().startsWith(QStringLiteral("Done")));
    EXPECT_EQ(loaded().backend->requests().back().method(), QStringLiteral("check"));
}

TEST_F(GuiChecks, EvidenceInWordsWithTheRawKeysBehindDetails) {
    ASSERT_TRUE(loaded().select(QStringLiteral("/dev/sda"))); // the rig's sda1 at sector 63
    auto* card = loaded().window->checks()->findChild<QWidget*>(QStringLiteral("finding-partition-misaligned"));
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

TEST_F(GuiChecks, FailedFixSaysWhy) {
    ASSERT_TRUE(loaded().select(QStringLiteral("/dev/sda")));
    loaded().backend->setActionReply(QStringLiteral("trim"),
                                   gui::Reply::failure(QStringLiteral("tool-missing"), QStringLiteral("systemctl is not installed"), 4));
    auto* page = loaded().window->checks();
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
    QSignalSpy probe(wizard, &gui::DriveActionWizard::probeFinished);
    EXPECT_FALSE(wizard->button(QWizard::NextButton)->isEnabled()); // nothing offered before the core answers
    EXPECT_TRUE(probe.wait(5000));
    EXPECT_TRUE(wizard->button(QWizard::NextButton)->isEnabled()); // not in use, security not frozen
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
    // Only dry runs went out so far: the method-less one that asks what the drive supports, then the chosen one.
    ASSERT_EQ(loaded.backend->actions().size(), 2U);
    for (const auto& sent : loaded.backend->actions()) {
        EXPECT_EQ(sent.params().value("dry_run", false), true);
        EXPECT_FALSE(sent.params().contains("confirm"));
    }
    // The token is the dry run's answer (the core's expected_token), not re-derived.
    EXPECT_EQ(wizard->dryRunAnswer()["drive"]["confirm_token"], "50026B77560145CF");

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
    EXPECT_EQ(loaded.backend->actions().size(), 2U);

    edit->setText(QStringLiteral("50026B77560145CF"));
    EXPECT_TRUE(next->isEnabled());
    QSignalSpy ran(wizard, &gui::DriveActionWizard::runFinished);
    wizard->next();
    EXPECT_EQ(wizard->currentId(), gui::DriveActionWizard::RunPage);
    ASSERT_TRUE(ran.wait(5000));
    ASSERT_EQ(loaded.backend->actions().size(), 3U);
    const auto& erase = loaded.backend->actions()[2];
    EXPECT_EQ(erase.method(), QStringLiteral("erase"));
    EXPECT_EQ(erase.params(), (Json{{"device", "/dev/sdc"}, {"confirm", "50026B77560145CF"}}));
    wizard->close();
}

TEST(GuiEraseWizard, CannotStartOnADriveInUse) {
    SSD_REQUIRE_GUI_FIXTURES();
    LoadedWindow loaded;
    ASSERT_TRUE(loaded.load());
    ASSERT_TRUE(loaded.select(QStringLiteral("/dev/sda"))); // sda2 is mounted on /mnt/sata
    gui::EraseWizard* wizard = loaded.window->tools()->openEraseWizard();
    ASSERT_NE(wizard, nullptr);
    QSignalSpy probe(wizard, &gui::DriveActionWizard::probeFinished);
    ASSERT_TRUE(probe.wait(5000));
    EXPECT_FALSE(wizard->button(QWizard::NextButton)->isEnabled());
    wizard->next();
    EXPECT_EQ(wizard->currentId(), gui::DriveActionWizard::OptionsPage);
    // The verdict and its words are the core's refusal of the dry run.
    const QString why = wizard->findChild<QLabel*>(QStringLiteral("inUseLabel"))->text();
    EXPECT_TRUE(why.contains(QStringLiteral("/mnt/sata"))) << why.toStdString();
    EXPECT_EQ(wizard->findChild<QComboBox*>(QStringLiteral("methodCombo"))->count(), 0);
    ASSERT_EQ(loaded.backend->actions().size(), 1U);
    EXPECT_EQ(loaded.backend->actions()[0].params(), (Json{{"device", "/dev/sda"}, {"dry_run", true}}));
    wizard->close();
}

TEST(GuiEraseWizard, RefusedDryRunOffersNothing) {
    SSD_REQUIRE_GUI_FIXTURES();
    LoadedWindow loaded;
    ASSERT_TRUE(loaded.load());
    loaded.backend->setActionReply(
        QStringLiteral("erase"),
        gui::Reply::failure(QStringLiteral("refused"), QStringLiteral("ATA security is frozen; suspend and resume"), 3));
    ASSERT_TRUE(loaded.select(QStringLiteral("/dev/sdc")));
    gui::EraseWizard* wizard = loaded.window->tools()->openEraseWizard();
    ASSERT_NE(wizard, nullptr);
    QSignalSpy probe(wizard, &gui::DriveActionWizard::probeFinished);
    ASSERT_TRUE(probe.wait(5000));
    EXPECT_FALSE(wizard->button(QWizard::NextButton)->isEnabled());
    EXPECT_EQ(wizard->findChild<QComboBox*>(QStringLiteral("methodCombo"))->count(), 0);
    EXPECT_EQ(wizard->findChild<QLabel*>(QStringLiteral("inUseLabel"))->text(),
              QStringLiteral("This cannot be started: ATA security is frozen; suspend and resume"));
    wizard->next();
    EXPECT_EQ(wizard->currentId(), gui::DriveActionWizard::OptionsPage);
    wizard->close();
}

// Opens the firmware wizard of `device` with an image chosen and runs its dry run.
gui::FirmwareWizard* firmwareWizardAfterDryRun(LoadedWindow& loaded, const QString& device) {
    EXPECT_TRUE(loaded.select(device));
    gui::FirmwareWizard* wizard = loaded.window->tools()->openFirmwareWizard();
    EXPECT_NE(wizard, nullptr);
    if (wizard == nullptr) return nullptr;
    wizard->setFirmwareFile(QStringLiteral("/tmp/firmware.bin"));
    QSignalSpy dryRun(wizard, &gui::DriveActionWizard::dryRunFinished);
    wizard->next();
    EXPECT_TRUE(dryRun.wait(5000));
    return wizard;
}

class GuiFirmwareWizard : public LoadedWindowTest {};

TEST_F(GuiFirmwareWizard, RefusingDryRunStopsTheWizard) {
    // sda is in use: the core's dry run refuses it.
    gui::FirmwareWizard* wizard = firmwareWizardAfterDryRun(loaded(), QStringLiteral("/dev/sda"));
    ASSERT_NE(wizard, nullptr);
    EXPECT_FALSE(wizard->button(QWizard::NextButton)->isEnabled());
    const QString status = wizard->findChild<QLabel*>(QStringLiteral("dryRunStatus"))->text();
    EXPECT_TRUE(status.startsWith(QStringLiteral("Refused: "))) << status.toStdString();
    EXPECT_TRUE(status.contains(QStringLiteral("/mnt/sata"))) << status.toStdString();
    wizard->next();
    EXPECT_EQ(wizard->currentId(), gui::DriveActionWizard::DryRunPage);
    wizard->close();
}

TEST_F(GuiFirmwareWizard, ConfirmsWithTheDryRunsToken) {
    gui::FirmwareWizard* wizard = firmwareWizardAfterDryRun(loaded(), QStringLiteral("/dev/nvme1n1"));
    ASSERT_NE(wizard, nullptr);
    const QString token = QString::fromStdString(wizard->dryRunAnswer()["drive"]["confirm_token"].get<std::string>());
    EXPECT_FALSE(token.isEmpty());
    wizard->next();
    ASSERT_EQ(wizard->currentId(), gui::DriveActionWizard::ConfirmPage);
    auto* edit = wizard->findChild<QLineEdit*>(QStringLiteral("serialEdit"));
    EXPECT_EQ(edit->placeholderText(), token);
    edit->setText(token + QLatin1Char(' '));
    EXPECT_FALSE(wizard->button(QWizard::NextButton)->isEnabled());
    edit->setText(token);
    EXPECT_TRUE(wizard->button(QWizard::NextButton)->isEnabled());
    wizard->close();
}

TEST(SerialGate, TheCoresTokenExactly) {
    safety::TargetIdentity identity;
    identity.device = "/dev/sda";
    identity.kernel_name = "sda";
    identity.serial = "   S1SMNSAF123456X"; // drives pad serials; the core's token is trimmed
    const auto gate = gui::SerialGate::fromIdentity(identity);
    EXPECT_EQ(gate.token(), QStringLiteral("S1SMNSAF123456X"));
    EXPECT_TRUE(gate.usesSerial());
    EXPECT_TRUE(gate.accepts(QStringLiteral("S1SMNSAF123456X")));
    for (const char* wrong : {"", "s1smnsaf123456x", "S1SMNSAF123456X ", "   S1SMNSAF123456X", "S1SMNSAF123456", "sda"}) {
        EXPECT_FALSE(gate.accepts(QString::fromLatin1(wrong))) << wrong;
    }
    DriveInfo listed;
    listed.device = "/dev/sda";
    listed.serial = "   S1SMNSAF123456X";
    EXPECT_EQ(gui::SerialGate::forDrive(listed).token(), QStringLiteral("S1SMNSAF123456X"));

    identity.serial.reset();
    const auto noSerial = gui::SerialGate::fromIdentity(identity);
    EXPECT_EQ(noSerial.token(), QStringLiteral("sda"));
    EXPECT_FALSE(noSerial.usesSerial());
    EXPECT_TRUE(noSerial.explain({}).contains(QStringLiteral("kernel name")));
    DriveInfo virtio;
    virtio.device = "/dev/vda"; // no kernel name given: the gate takes it from the path
    EXPECT_EQ(gui::SerialGate::forDrive(virtio).token(), QStringLiteral("vda"));
    // Before a dry run answered there is no token, and nothing is accepted.
    EXPECT_FALSE(gui::SerialGate().accepts(QString()));
}

TEST(ActionRequest, KnownCommandsBecomeTypedRequests) {
    auto plan = gui::planAction({"ssdtool", "trim", "--enable-periodic"});
    ASSERT_TRUE(plan);
    EXPECT_EQ(plan->request.method(), QStringLiteral("trim"));
    EXPECT_EQ(plan->request.params(), (Json{{"enable_periodic", true}}));
    plan = gui::planCommand({QStringLiteral("ssdtool"), QStringLiteral("trim"), QStringLiteral("/mnt/data")});
    ASSERT_TRUE(plan);
    EXPECT_EQ(plan->request.params(), (Json{{"target", "/mnt/data"}}));
    EXPECT_TRUE(plan->whatChanges.contains(QStringLiteral("/mnt/data")));
    plan = gui::planCommand({QStringLiteral("ssdtool"), QStringLiteral("swap"), QStringLiteral("resize"), QStringLiteral("4g")});
    ASSERT_TRUE(plan);
    EXPECT_EQ(plan->request.params(), (Json{{"action", "resize"}, {"size", "4294967296"}}));
    plan = gui::planCommand({QStringLiteral("ssdtool"), QStringLiteral("hibernation"), QStringLiteral("off")});
    ASSERT_TRUE(plan);
    EXPECT_EQ(plan->request.method(), QStringLiteral("hibernation"));
    EXPECT_EQ(plan->request.params(), (Json{{"action", "off"}}));
}

TEST(ActionRequest, AnythingElseGetsNoButton) {
    QString why;
    EXPECT_FALSE(gui::planCommand({QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("reboot")}, &why));
    EXPECT_FALSE(why.isEmpty());
    EXPECT_FALSE(gui::planCommand({QStringLiteral("ssdtool"), QStringLiteral("erase"), QStringLiteral("/dev/sda")}));
    EXPECT_FALSE(gui::planCommand({QStringLiteral("ssdtool"), QStringLiteral("trim"), QStringLiteral("relative")}));
    EXPECT_FALSE(gui::planCommand({QStringLiteral("ssdtool"), QStringLiteral("swap"), QStringLiteral("resize"), QStringLiteral("big")}));
    EXPECT_FALSE(gui::planAction({}, &why));
    EXPECT_TRUE(why.contains(QStringLiteral("no command")));
}

} // namespace
} // namespace ssd::test
