#include "app/cli/cli_app.h"

#include <algorithm>
#include <ostream>

#include <CLI/CLI.hpp>

namespace ssd::cli {

int run_cli(const std::vector<std::string>& args, Services& services, const Streams& io) {
    CLI::App app{"ssdtool: health, setup checks, benchmarks and maintenance for solid-state drives"};
    app.name("ssdtool");
    app.require_subcommand(1);
    app.set_version_flag("--version", std::string("ssdtool ") + SSD_VERSION);

    OutputOptions output;
    const auto add_json_flag = [&output](CLI::App* command) {
        command->add_flag("--json", output.json, "print exactly one JSON document on stdout");
    };

    auto* list = app.add_subcommand("list", "list the drives of this machine (no root needed)");
    add_json_flag(list);

    HealthOptions health;
    std::string smartctl_json_file;
    std::string device_type;
    auto* health_command = app.add_subcommand("health", "SMART health, wear and writes of one drive");
    add_json_flag(health_command);
    auto* device_option = health_command->add_option("device", health.device, "the drive, e.g. /dev/sda or /dev/nvme0");
    auto* file_option = health_command->add_option(
        "--smartctl-json", smartctl_json_file, "analyse a saved `smartctl --json` output instead of a device");
    health_command->add_option("--device-type", device_type,
                               "smartctl device type (-d), e.g. sat, sntjmicron, megaraid,0");
    device_option->excludes(file_option);
    file_option->excludes(device_option);

    auto* report = app.add_subcommand("report", "every drive: identity and SMART summary");
    add_json_flag(report);

    std::vector<std::string> reversed(args.rbegin(), args.rend());
    try {
        app.parse(reversed);
    } catch (const CLI::CallForHelp&) {
        io.out << app.help();
        return 0;
    } catch (const CLI::CallForAllHelp&) {
        io.out << app.help("", CLI::AppFormatMode::All);
        return 0;
    } catch (const CLI::CallForVersion& version) {
        io.out << version.what() << "\n";
        return 0;
    } catch (const CLI::ParseError& error) {
        // --json may not have been parsed yet; honour it if it was typed.
        output.json = std::find(args.begin(), args.end(), "--json") != args.end();
        return print_error(io, output, Error{ErrorCode::Usage, error.what()});
    }

    if (list->parsed()) {
        return run_list(services, io, output);
    }
    if (health_command->parsed()) {
        if (device_option->count() == 0 && file_option->count() == 0) {
            return print_error(io, output, Error{ErrorCode::Usage, "health needs a DEVICE or --smartctl-json FILE"});
        }
        if (!smartctl_json_file.empty()) health.smartctl_json_file = smartctl_json_file;
        if (!device_type.empty()) health.device_type = device_type;
        return run_health(services, io, output, health);
    }
    return run_report(services, io, output);
}

} // namespace ssd::cli
