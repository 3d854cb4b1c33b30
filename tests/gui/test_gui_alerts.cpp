// The Alerts tab on the fake back end: alerts in every state (alert_fixture.h:
// SYNTHETIC alerts on three real captures' drives) are listed in their group
// with the core's rule and severity labels, the drive, the device and the
// acknowledgement's note; only an active alert can be acknowledged, and the
// button sends the typed request through the back end; a missing database says so.
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeWidget>

#include "app/gui/alert_words.h"
#include "app/gui/alerts_page.h"
#include "alert_fixture.h"
#include "gui_test_support.h"
#include "history_fixture.h"

namespace ssd::test {
namespace {

using alerts::Rule;
using gui::AlertsPage;

class GuiAlerts : public LoadedWindowTest {
protected:
    void SetUp() override {
        LoadedWindowTest::SetUp();
        if (IsSkipped() || HasFatalFailure()) return;
        ASSERT_TRUE(dir_.isValid());
        page_ = loaded().window->alerts();
        page_->setClock([] { return kHistoryNow; });
        page_->setOpener(sharedAlertOpener(world_.alerts));
        file_ = dir_.filePath(QStringLiteral("history.sqlite")).toStdString();
        QFile touched(QString::fromStdString(file_.string()));  // the tab only checks that it exists
        ASSERT_TRUE(touched.open(QIODevice::WriteOnly));
        page_->openDatabase(file_);
    }

    QTreeWidgetItem* group(alerts::AlertState state) const {
        return page_->list()->topLevelItem(static_cast<int>(state));
    }
    // The row of alert `id` (nullptr: not listed), and the group it is in.
    QTreeWidgetItem* row(std::int64_t id, QTreeWidgetItem** in = nullptr) const {
        for (int g = 0; g < page_->list()->topLevelItemCount(); ++g) {
            QTreeWidgetItem* heading = page_->list()->topLevelItem(g);
            for (int i = 0; i < heading->childCount(); ++i) {
                if (heading->child(i)->data(0, Qt::UserRole).toLongLong() == id) {
                    if (in != nullptr) *in = heading;
                    return heading->child(i);
                }
            }
        }
        return nullptr;
    }
    QPushButton* button() const { return page_->findChild<QPushButton*>(QStringLiteral("acknowledgeButton")); }

    QTemporaryDir dir_;
    std::filesystem::path file_;
    AlertWorld world_ = syntheticAlertWorld(kHistoryNow);
    AlertsPage* page_ = nullptr;
};

TEST_F(GuiAlerts, ListsActiveAcknowledgedAndPastAlertsWithTheirFacts) {
    loaded().window->tabs()->setCurrentWidget(page_);
    EXPECT_TRUE(page_->message().isEmpty()) << page_->message().toStdString();
    EXPECT_EQ(group(alerts::AlertState::Active)->childCount(), 2);
    EXPECT_EQ(group(alerts::AlertState::Acknowledged)->childCount(), 1);
    EXPECT_EQ(group(alerts::AlertState::Resolved)->childCount(), 1);

    QTreeWidgetItem* in = nullptr;
    QTreeWidgetItem* crc = row(world_.crc, &in);
    ASSERT_NE(crc, nullptr);
    EXPECT_EQ(in, group(alerts::AlertState::Active));
    EXPECT_EQ(crc->text(AlertsPage::RuleColumn), gui::ruleLabel(Rule::CrcErrors));
    EXPECT_EQ(crc->text(AlertsPage::SeverityColumn), QStringLiteral("Warning"));
    EXPECT_TRUE(crc->text(AlertsPage::DriveColumn).contains(QStringLiteral("S14LNEACC02756X"))) << crc->text(AlertsPage::DriveColumn).toStdString();
    EXPECT_EQ(crc->text(AlertsPage::DeviceColumn), QStringLiteral("/dev/sdd"));
    EXPECT_EQ(crc->text(AlertsPage::SummaryColumn), QStringLiteral("30 interface CRC errors (12 before): a cable or connector"));  // the newest
    // Newest first: the CRC errors (seen 1 h ago) before the write burst (2 h ago).
    EXPECT_EQ(group(alerts::AlertState::Active)->child(0), crc);

    QTreeWidgetItem* reallocated = row(world_.reallocated, &in);
    ASSERT_NE(reallocated, nullptr);
    EXPECT_EQ(in, group(alerts::AlertState::Acknowledged));
    EXPECT_TRUE(reallocated->text(AlertsPage::NoteColumn).contains(QStringLiteral("known since the spring"))) << reallocated->text(AlertsPage::NoteColumn).toStdString();
    EXPECT_EQ(reallocated->text(AlertsPage::DeviceColumn), QStringLiteral("/dev/sdc"));

    QTreeWidgetItem* temperature = row(world_.temperature, &in);
    ASSERT_NE(temperature, nullptr);
    EXPECT_EQ(in, group(alerts::AlertState::Resolved));
    EXPECT_TRUE(temperature->text(AlertsPage::LastSeenColumn).contains(QStringLiteral("cleared"))) << temperature->text(AlertsPage::LastSeenColumn).toStdString();
    EXPECT_EQ(row(world_.burst)->text(AlertsPage::SeverityColumn), QStringLiteral("Info"));
}

TEST_F(GuiAlerts, OnlyAnActiveAlertCanBeAcknowledged) {
    page_->list()->setCurrentItem(row(world_.reallocated));
    EXPECT_FALSE(button()->isEnabled());
    page_->list()->setCurrentItem(row(world_.temperature));
    EXPECT_FALSE(button()->isEnabled());
    page_->list()->setCurrentItem(group(alerts::AlertState::Active));
    EXPECT_FALSE(button()->isEnabled());
    page_->list()->setCurrentItem(row(world_.crc));
    EXPECT_TRUE(button()->isEnabled());
    EXPECT_EQ(page_->selectedAlert(), world_.crc);
}

TEST_F(GuiAlerts, AcknowledgeSendsTheTypedRequestAndTheListFollowsTheDatabase) {
    FakeBackend& backend = *loaded().backend;
    // The service's part, as the fake back end cannot do it: the acknowledgement lands in the store.
    QObject::connect(&backend, &FakeBackend::actionReceived, page_, [this](const gui::Request& request) {
        if (const auto* ack = std::get_if<requests::AlertAckRequest>(&request.value)) {
            EXPECT_TRUE(world_.alerts->acknowledge(ack->alert_id, kHistoryNow + 60, ack->note).has_value());
        }
    });
    page_->list()->setCurrentItem(row(world_.crc));
    page_->findChild<QLineEdit*>(QStringLiteral("ackNoteEdit"))->setText(QStringLiteral("  new SATA cable ordered "));
    QSignalSpy answered(page_, &AlertsPage::acknowledged);
    button()->click();
    ASSERT_TRUE(answered.count() > 0 || answered.wait(5000));
    EXPECT_TRUE(answered.at(0).at(0).toBool()) << answered.at(0).at(1).toString().toStdString();

    ASSERT_EQ(backend.actions().size(), 1u);
    const gui::Request& sent = backend.actions().front();
    const auto* ack = std::get_if<requests::AlertAckRequest>(&sent.value);
    ASSERT_NE(ack, nullptr) << sent.method().toStdString();
    EXPECT_EQ(ack->alert_id, world_.crc);
    EXPECT_EQ(ack->note, "new SATA cable ordered");
    EXPECT_EQ(sent.method(), QStringLiteral("alert-ack"));
    EXPECT_TRUE(sent.changesSomething());  // Configure: asks for authorization once
    EXPECT_EQ(sent.commandLine(), QStringLiteral("ssdtool alerts ack %1 --note 'new SATA cable ordered'").arg(world_.crc));

    QTreeWidgetItem* in = nullptr;
    QTreeWidgetItem* crc = row(world_.crc, &in);
    ASSERT_NE(crc, nullptr);
    EXPECT_EQ(in, group(alerts::AlertState::Acknowledged));
    EXPECT_TRUE(crc->text(AlertsPage::NoteColumn).contains(QStringLiteral("new SATA cable ordered")));
    EXPECT_FALSE(button()->isEnabled());
}

TEST_F(GuiAlerts, ARefusedAcknowledgementSaysWhy) {
    FakeBackend& backend = *loaded().backend;
    backend.setActionReply(QStringLiteral("alert-ack"),
                           gui::Reply::failure(QStringLiteral("permission-denied"),
                                               QStringLiteral("authorization was refused"), 4));
    page_->list()->setCurrentItem(row(world_.crc));
    QSignalSpy answered(page_, &AlertsPage::acknowledged);
    button()->click();
    ASSERT_TRUE(answered.count() > 0 || answered.wait(5000));
    EXPECT_FALSE(answered.at(0).at(0).toBool());
    EXPECT_TRUE(answered.at(0).at(1).toString().contains(QStringLiteral("authorization was refused")));
    QTreeWidgetItem* in = nullptr;
    row(world_.crc, &in);
    EXPECT_EQ(in, group(alerts::AlertState::Active));
    EXPECT_TRUE(button()->isEnabled());  // it can be tried again
}

TEST_F(GuiAlerts, TheTrayOpensOnTheDrivesNewestOpenAlert) {
    page_->showDevice(QStringLiteral("/dev/sdc"));
    EXPECT_EQ(page_->selectedAlert(), world_.burst);  // active before acknowledged
    page_->showDevice(QStringLiteral("/dev/sdd"));
    EXPECT_EQ(page_->selectedAlert(), world_.crc);
}

TEST_F(GuiAlerts, AMissingDatabaseSaysSo) {
    page_->openDatabase(dir_.filePath(QStringLiteral("none.sqlite")).toStdString());
    EXPECT_TRUE(page_->message().contains(QStringLiteral("does not exist"))) << page_->message().toStdString();
    EXPECT_EQ(group(alerts::AlertState::Active)->childCount(), 0);
}

} // namespace
} // namespace ssd::test
