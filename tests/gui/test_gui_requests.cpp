// The GUI works on the core's request types: (a) every request its
// factories, wizards, benchmark settings and finding action plans build is
// accepted by the helper's only validation (requests::decode_request) and
// decodes to the same typed request; (b) the erase wizard offers exactly the
// methods the core would run for each captured drive (every `hdparm -I` and
// `nvme id-ctrl` capture under tests/fixtures), and nothing when the core
// refuses the drive.
#include <QComboBox>
#include <QLabel>
#include <QWizard>

#include <algorithm>
#include <filesystem>

#include "app/gui/action_request.h"
#include "app/gui/drive_wizards.h"
#include "app/gui/format.h"
#include "app/gui/tools_page.h"
#include "core/requests/request_codec.h"
#include "fake_drive_actions.h"
#include "fixture_paths.h"
#include "gui_test_support.h"

namespace ssd::test {
namespace {

using gui::Json;
using gui::Request;
namespace fs = std::filesystem;

void expectAccepted(const Request& request) {
    const std::string method = request.method().toStdString();
    const Json params = request.params();
    SCOPED_TRACE(method + " " + params.dump());
    const auto decoded = requests::decode_request(method, params);
    ASSERT_TRUE(decoded) << decoded.error().message;
    EXPECT_EQ(decoded->index(), request.value.index());
    EXPECT_EQ(requests::encode_params(*decoded), params);
    EXPECT_EQ(requests::method_name(*decoded), method);
}

std::vector<Request> factoryRequests() {
    std::vector<Request> all{
        Request::list(),
        Request::health(QStringLiteral("/dev/sda")),
        Request::check(),
        Request::check({QStringLiteral("/dev/sda"), QStringLiteral("/dev/nvme0n1")}),
        Request::report(false),
        Request::report(true),
        Request::trimNow(QStringLiteral("/mnt/data")),
        Request::trimNow(QStringLiteral("/dev/sda"), true),
        Request::enablePeriodicTrim(),
        Request::enablePeriodicTrim(true),
        Request::firmware(QStringLiteral("/dev/nvme0n1"), QStringLiteral("/home/me/fw.bin"), {}, true),
        Request::firmware(QStringLiteral("/dev/sda"), QStringLiteral("/home/me/fw.bin"), QStringLiteral("RIGSATA0001"), false),
    };
    for (const bool dryRun : {true, false}) {
        const QString confirm = dryRun ? QString() : QStringLiteral("50026B77560145CF");
        all.push_back(Request::erase(QStringLiteral("/dev/sdc"), std::nullopt, confirm, dryRun));
        for (const auto& method : actions::kEraseMethods) {
            all.push_back(Request::erase(QStringLiteral("/dev/sdc"), method.value, confirm, dryRun));
        }
    }
    return all;
}

std::vector<Request> benchRequests() {
    std::vector<Request> all;
    for (const auto& preset : bench::kPresets) {
        // The benchmark page offers no custom job.
        if (preset.value == bench::Preset::Custom) continue;
        for (const auto& data : bench::kDataPatterns) {
            gui::BenchSettings settings;
            settings.target = QStringLiteral("/dev/sdc");
            settings.preset = preset.value;
            settings.data = data.value;
            if (preset.value == bench::Preset::Replay) { // the page reads the trace's text for the helper
                settings.replayFile = QStringLiteral("/home/alice/day.trace");
                settings.replayTrace = "ssd-toolbox trace 1\n{}\n0 R 0 4096 -\n"; // synthetic
            }
            all.push_back(settings.toRequest());
            settings.size = QStringLiteral("1g");
            settings.seconds = 5.0;
            settings.warmup = 0.0;
            settings.confirm = QStringLiteral("50026B77560145CF");
            all.push_back(settings.toRequest());
        }
    }
    return all;
}

std::vector<Request> actionPlanRequests() {
    std::vector<Request> all;
    for (const QStringList& argv : std::vector<QStringList>{
             {QStringLiteral("ssdtool"), QStringLiteral("trim"), QStringLiteral("--enable-periodic")},
             {QStringLiteral("ssdtool"), QStringLiteral("trim"), QStringLiteral("/mnt/sata")},
             {QStringLiteral("ssdtool"), QStringLiteral("trim"), QStringLiteral("/dev/sda")},
             {QStringLiteral("ssdtool"), QStringLiteral("swap"), QStringLiteral("resize"), QStringLiteral("4g")},
             {QStringLiteral("ssdtool"), QStringLiteral("swap"), QStringLiteral("remove")},
             {QStringLiteral("ssdtool"), QStringLiteral("hibernation"), QStringLiteral("on")},
             {QStringLiteral("ssdtool"), QStringLiteral("hibernation"), QStringLiteral("off")}}) {
        QString why;
        const auto plan = gui::planCommand(argv, &why);
        EXPECT_TRUE(plan) << argv.join(QLatin1Char(' ')).toStdString() << ": " << why.toStdString();
        if (plan) all.push_back(plan->request);
    }
    return all;
}

TEST(GuiRequests, EveryFactoryRequestIsAcceptedByTheHelper) {
    for (const auto& request : factoryRequests()) expectAccepted(request);
}

TEST(GuiRequests, EveryBenchRequestIsAcceptedByTheHelper) {
    const auto all = benchRequests();
    // Two requests for every preset the page offers (all but custom) and data pattern.
    EXPECT_EQ(all.size(), 2U * (bench::kPresets.entries.size() - 1) * bench::kDataPatterns.entries.size());
    for (const auto& request : all) expectAccepted(request);
}

TEST(GuiRequests, EveryFindingActionIsAcceptedByTheHelper) {
    const auto all = actionPlanRequests();
    EXPECT_EQ(all.size(), 7U);
    for (const auto& request : all) expectAccepted(request);
}

TEST(GuiRequests, AccessIsTheCores) {
    EXPECT_FALSE(Request::list().changesSomething());
    EXPECT_FALSE(Request::erase(QStringLiteral("/dev/sdc"), std::nullopt, {}, true).changesSomething());
    EXPECT_TRUE(Request::erase(QStringLiteral("/dev/sdc"), std::nullopt, QStringLiteral("X"), false).changesSomething());
    EXPECT_TRUE(Request::enablePeriodicTrim().changesSomething());
    EXPECT_FALSE(Request::swap(requests::SwapAction::Show).changesSomething());
    gui::BenchSettings scan;
    scan.target = QStringLiteral("/dev/sdc");
    scan.preset = bench::Preset::ReadScan;
    EXPECT_FALSE(scan.toRequest().changesSomething());
    scan.preset = bench::Preset::Quick;
    EXPECT_TRUE(scan.toRequest().changesSomething());
    // A replay's command line names the trace's file, never its text.
    gui::BenchSettings replay;
    replay.target = QStringLiteral("/dev/sdc");
    replay.preset = bench::Preset::Replay;
    replay.replayFile = QStringLiteral("/home/alice/day.trace");
    replay.replayTrace = "ssd-toolbox trace 1\n{}\n0 W 0 4096 -\n"; // synthetic
    replay.confirm = QStringLiteral("X1");
    EXPECT_TRUE(replay.toRequest().changesSomething());
    EXPECT_EQ(replay.toRequest().commandLine(),
              QStringLiteral("ssdtool bench /dev/sdc --data random --confirm X1 --replay day.trace --speed as-recorded"));
    // Without its text, never another preset's run: the plan refuses "replay" by name.
    replay.replayTrace.reset();
    EXPECT_EQ(replay.toRequest().params().value("preset", ""), "replay");
    EXPECT_EQ(Request::erase(QStringLiteral("/dev/sdc"), actions::EraseMethod::AtaNormal, QStringLiteral("X 1"), false)
                  .commandLine(),
              QStringLiteral("ssdtool erase /dev/sdc --method ata-normal --confirm 'X 1'"));
}

// Every `hdparm -I` output and `nvme id-ctrl -o json` capture of the fixtures.
std::vector<fs::path> identifyCaptures() {
    std::vector<fs::path> captures;
    for (const auto& entry : fs::directory_iterator(project_fixture("hdparm"))) {
        const std::string name = entry.path().filename().string();
        if (name.find("-I") != std::string::npos && entry.path().extension() != ".err") captures.push_back(entry.path());
    }
    for (const auto& entry : fs::directory_iterator(project_fixture("nvme"))) {
        if (entry.path().filename().string().find("id-ctrl") != std::string::npos) captures.push_back(entry.path());
    }
    std::sort(captures.begin(), captures.end());
    return captures;
}

TEST(GuiEraseWizard, OffersExactlyTheMethodsTheCoreWouldRun) {
    SSD_REQUIRE_GUI_FIXTURES();
    LoadedWindow loaded;
    ASSERT_TRUE(loaded.load());
    const auto captures = identifyCaptures();
    ASSERT_GE(captures.size(), 12U);
    int offered = 0;
    int refused = 0;
    for (const auto& capture : captures) {
        SCOPED_TRACE(capture.filename().string());
        const bool nvme = capture.extension() == ".json";
        const std::string device = nvme ? "/dev/nvme1n1" : "/dev/sdc"; // idle drives of the fake's world
        loaded.backend->setEraseCapture(device, capture);
        const auto choice = erase_choice_from_capture(capture, std::nullopt, device);

        ASSERT_TRUE(loaded.select(QString::fromStdString(device)));
        gui::EraseWizard* wizard = loaded.window->tools()->openEraseWizard();
        ASSERT_NE(wizard, nullptr);
        QSignalSpy probe(wizard, &gui::DriveActionWizard::probeFinished);
        ASSERT_TRUE(probe.wait(5000));
        auto* combo = wizard->findChild<QComboBox*>(QStringLiteral("methodCombo"));
        if (choice) {
            ++offered;
            ASSERT_EQ(combo->count(), static_cast<int>(choice->supported.size()) + 1);
            EXPECT_TRUE(combo->itemData(0).toString().isEmpty()); // the strongest the drive supports
            EXPECT_TRUE(combo->itemText(0).contains(gui::fromView(actions::kEraseMethods.label(choice->method))));
            for (std::size_t i = 0; i < choice->supported.size(); ++i) {
                const int row = static_cast<int>(i) + 1;
                EXPECT_EQ(combo->itemData(row).toString(), gui::fromView(actions::kEraseMethods.wire(choice->supported[i])));
                EXPECT_EQ(combo->itemText(row), gui::fromView(actions::kEraseMethods.label(choice->supported[i])));
                // Whatever is chosen goes out as a request the helper accepts.
                combo->setCurrentIndex(row);
                expectAccepted(wizard->makeRequest({}, true));
                expectAccepted(wizard->makeRequest(QStringLiteral("TOKEN"), false));
            }
            EXPECT_TRUE(wizard->button(QWizard::NextButton)->isEnabled());
        } else {
            ++refused;
            EXPECT_EQ(combo->count(), 0);
            EXPECT_FALSE(wizard->button(QWizard::NextButton)->isEnabled());
            EXPECT_EQ(wizard->findChild<QLabel*>(QStringLiteral("inUseLabel"))->text(),
                      QStringLiteral("This cannot be started: %1").arg(QString::fromStdString(choice.error().message)));
        }
        wizard->close(); // deletes it (WA_DeleteOnClose)
    }
    // The captures cover both outcomes.
    EXPECT_GT(offered, 0);
    EXPECT_GT(refused, 0);
}

} // namespace
} // namespace ssd::test
