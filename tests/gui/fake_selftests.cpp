#include "fake_selftests.h"

#include <fstream>

#include <nlohmann/json.hpp>

#include "core/requests/handlers.h"
#include "fake_drive_actions.h"
#include "fixture_paths.h"

namespace ssd::test {

namespace fs = std::filesystem;

namespace {

// The exit status smartctl had when the capture was made (it is in the capture).
int captured_exit_status(const fs::path& capture) {
    std::ifstream in(capture);
    const auto document = nlohmann::json::parse(in, nullptr, false);
    if (document.is_discarded()) return 0;
    return document.value("/smartctl/exit_status"_json_pointer, 0);
}

std::vector<std::string> smartctl(const std::vector<std::string>& options, const std::string& device) {
    std::vector<std::string> argv{"smartctl", "--json"};
    argv.insert(argv.end(), options.begin(), options.end());
    argv.push_back(device);
    return argv;
}

} // namespace

void FakeSelfTests::recordAtaRead(const std::string& device, const fs::path& capture) {
    runner_.record_stdout_file(smartctl({"-c", "-l", "selftest"}, device), capture, captured_exit_status(capture));
}

void FakeSelfTests::recordRig() {
    const auto rig = [](const std::string& name) { return project_fixture("selftest-rig/" + name); };
    recordAtaRead("/dev/sda", rig("sata-c-l-selftest-after-short.json"));
    for (const auto& [options, file] : std::initializer_list<std::pair<std::vector<std::string>, std::string>>{
             {{"-t", "short"}, "sata-t-short.json"},
             {{"-t", "long"}, "sata-t-long.json"},
             {{"-t", "conveyance"}, "sata-t-conveyance-rejected.json"},
             {{"-X"}, "sata-X-rejected.json"}}) {
        runner_.record_stdout_file(smartctl(options, "/dev/sda"), rig(file), captured_exit_status(rig(file)));
    }
    runner_.record_stdout_file({"nvme", "id-ctrl", "/dev/nvme0", "-o", "json"}, rig("nvme-id-ctrl.json"), 0);
}

gui::Reply FakeSelfTests::answer(DriveInventory& inventory, const requests::SelfTestRequest& request) {
    requests::HandlerServices services{inventory, runner_};
    auto response = requests::respond(request, services, requests::Call{});
    if (!response) return failure_reply(response.error());
    // As the helper answers: the error, with the drives' document beside it.
    if (response->failure) return failure_reply(*response->failure, response->document);
    return gui::Reply::success(response->document);
}

} // namespace ssd::test
