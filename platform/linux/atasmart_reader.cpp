#include "platform/linux/atasmart_reader.h"

#include <atasmart.h>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <memory>

namespace ssd::linux_platform {

namespace {

struct DiskCloser {
    void operator()(SkDisk* disk) const { sk_disk_free(disk); }
};
using Disk = std::unique_ptr<SkDisk, DiskCloser>;

void collect_attribute(SkDisk*, const SkSmartAttributeParsedData* data, void* userdata) {
    auto* report = static_cast<SmartReport*>(userdata);
    AtaAttribute attribute;
    attribute.id = data->id;
    attribute.name = data->name != nullptr ? data->name : "unknown";
    attribute.value = data->current_value_valid ? data->current_value : 0;
    attribute.worst = data->worst_value_valid ? data->worst_value : 0;
    attribute.thresh = data->threshold_valid ? data->threshold : 0;
    attribute.flags = data->flags;
    attribute.prefailure = data->prefailure != 0;
    attribute.updated_online = data->online != 0;
    for (int i = 5; i >= 0; --i) { // 48-bit little-endian raw value
        attribute.raw = (attribute.raw << 8) | data->raw[i];
    }
    attribute.raw_string = std::to_string(attribute.raw);
    if (data->good_now_valid && data->good_now == 0) {
        attribute.when_failed = "now";
    } else if (data->good_in_the_past_valid && data->good_in_the_past == 0) {
        attribute.when_failed = "past";
    }
    report->attributes.push_back(std::move(attribute));
}

std::optional<std::string> trimmed(const char* text) {
    std::string value(text);
    const auto first = value.find_first_not_of(' ');
    if (first == std::string::npos) return std::nullopt;
    return value.substr(first, value.find_last_not_of(' ') - first + 1);
}

Error open_error(const std::string& device, int error_number) {
    if (error_number == EACCES || error_number == EPERM) {
        return Error{ErrorCode::PermissionDenied, "reading SMART from " + device + " needs root: run it with sudo"};
    }
    if (error_number == ENOENT || error_number == ENODEV || error_number == ENXIO) {
        return Error{ErrorCode::NoSuchDevice, device + " does not exist"};
    }
    return Error{ErrorCode::DriveRejected,
                 "libatasmart cannot read " + device + ": " + std::strerror(error_number) + " (not an ATA drive?)"};
}

} // namespace

Result<SmartReport> AtasmartReader::read(const std::string& device) {
    SkDisk* raw_disk = nullptr;
    if (sk_disk_open(device.c_str(), &raw_disk) < 0) {
        return tl::unexpected(open_error(device, errno));
    }
    Disk disk(raw_disk);

    SmartReport report;
    report.reader = "libatasmart";
    report.device_name = device;
    report.device_type = "libatasmart";
    report.protocol = Protocol::Ata;

    const SkIdentifyParsedData* identity = nullptr;
    if (sk_disk_identify_parse(disk.get(), &identity) == 0 && identity != nullptr) {
        report.model = trimmed(identity->model);
        report.serial = trimmed(identity->serial);
        report.firmware = trimmed(identity->firmware);
    }
    std::uint64_t bytes = 0;
    if (sk_disk_get_size(disk.get(), &bytes) == 0) report.capacity_bytes = bytes;

    SkBool available = 0;
    if (sk_disk_smart_is_available(disk.get(), &available) < 0 || available == 0) {
        report.smart_supported = false;
        return report;
    }
    report.smart_supported = true;
    report.smart_enabled = true;
    if (sk_disk_smart_read_data(disk.get()) < 0) {
        return tl::unexpected(open_error(device, errno));
    }
    SkBool good = 0;
    if (sk_disk_smart_status(disk.get(), &good) == 0) report.smart_passed = good != 0;
    std::uint64_t millikelvin = 0;
    if (sk_disk_smart_get_temperature(disk.get(), &millikelvin) == 0 && millikelvin > 0) {
        report.temperature_c =
            static_cast<int>(std::lround((static_cast<double>(millikelvin) - 273150.0) / 1000.0));
    }
    std::uint64_t milliseconds = 0;
    if (sk_disk_smart_get_power_on(disk.get(), &milliseconds) == 0) {
        report.power_on_hours = milliseconds / 3600000U;
    }
    std::uint64_t cycles = 0;
    if (sk_disk_smart_get_power_cycle(disk.get(), &cycles) == 0) report.power_cycles = cycles;
    sk_disk_smart_parse_attributes(disk.get(), collect_attribute, &report);
    return report;
}

} // namespace ssd::linux_platform
