#include "platform/windows/device_tree.h"

// clang-format off: the order matters (initguid.h makes the DEVPROPKEYs
// below definitions in this file rather than references)
#include <windows.h>
#include <initguid.h>
#include <devpkey.h>
#include <pciprop.h>
#include <cfgmgr32.h>
#include <setupapi.h>
#include <winioctl.h>
// clang-format on

#include "core/windows/storage_controller.h"
#include "core/windows/storage_descriptors.h"
#include "platform/windows/storage_query.h"
#include "platform/windows/win_util.h"

namespace ssd::windows_platform {

namespace {

namespace w = ssd::windows;

// GUID_DEVINTERFACE_DISK (winioctl.h), spelled out so no import library has
// to provide it.
constexpr GUID kDiskInterface = {0x53f56307, 0xb6bf, 0x11d0, {0x94, 0xf2, 0x00, 0xa0, 0xc9, 0x1e, 0xfb, 0x8b}};

std::string registry_string(DEVINST node, ULONG property) {
    wchar_t buffer[512] = {};
    ULONG size = sizeof buffer;
    ULONG type = 0;
    if (CM_Get_DevNode_Registry_PropertyW(node, property, &type, buffer, &size, 0) != CR_SUCCESS) return {};
    return narrow(buffer);
}

std::vector<std::string> registry_multi_string(DEVINST node, ULONG property) {
    std::vector<wchar_t> buffer(4096, L'\0');
    ULONG size = static_cast<ULONG>(buffer.size() * sizeof(wchar_t));
    ULONG type = 0;
    std::vector<std::string> strings;
    if (CM_Get_DevNode_Registry_PropertyW(node, property, &type, buffer.data(), &size, 0) != CR_SUCCESS) {
        return strings;
    }
    const wchar_t* at = buffer.data();
    const wchar_t* end = buffer.data() + size / sizeof(wchar_t);
    while (at < end && *at != L'\0') {
        const std::wstring item(at);
        strings.push_back(narrow(item));
        at += item.size() + 1;
    }
    return strings;
}

std::optional<std::uint32_t> uint32_property(DEVINST node, const DEVPROPKEY& key) {
    DEVPROPTYPE type = 0;
    std::uint32_t value = 0;
    ULONG size = sizeof value;
    if (CM_Get_DevNode_PropertyW(node, &key, &type, reinterpret_cast<PBYTE>(&value), &size, 0) != CR_SUCCESS ||
        type != DEVPROP_TYPE_UINT32) {
        return std::nullopt;
    }
    return value;
}

std::string instance_id(DEVINST node) {
    wchar_t buffer[MAX_DEVICE_ID_LEN + 1] = {};
    if (CM_Get_Device_IDW(node, buffer, MAX_DEVICE_ID_LEN, 0) != CR_SUCCESS) return {};
    return narrow(buffer);
}

bool is_pci(const std::string& id) { return id.rfind("PCI\\", 0) == 0; }

std::optional<std::uint32_t> pci_class_of(DEVINST node, const std::vector<std::string>& ids) {
    const auto base = uint32_property(node, DEVPKEY_PciDevice_BaseClass);
    const auto sub = uint32_property(node, DEVPKEY_PciDevice_SubClass);
    const auto interface = uint32_property(node, DEVPKEY_PciDevice_ProgIf);
    if (base && sub && interface) return (*base << 16U) | (*sub << 8U) | *interface;
    return w::pci_class_from_ids(ids);
}

std::optional<PcieLink> pcie_link_of(DEVINST node) {
    PcieLink link;
    const auto code = [&](const DEVPROPKEY& key) -> std::optional<std::uint32_t> {
        const auto value = uint32_property(node, key);
        return value ? w::pcie_speed_from_code(*value) : std::nullopt;
    };
    link.current_speed_mts = code(DEVPKEY_PciDevice_CurrentLinkSpeed);
    link.max_speed_mts = code(DEVPKEY_PciDevice_MaxLinkSpeed);
    link.current_width = uint32_property(node, DEVPKEY_PciDevice_CurrentLinkWidth);
    link.max_width = uint32_property(node, DEVPKEY_PciDevice_MaxLinkWidth);
    if (!link.current_speed_mts && !link.max_speed_mts) return std::nullopt; // conventional PCI
    link.instance_id = instance_id(node);
    DEVINST parent = 0;
    if (CM_Get_Parent(&parent, node, 0) == CR_SUCCESS) {
        const auto max = uint32_property(parent, DEVPKEY_PciDevice_MaxLinkSpeed);
        if (max) link.upstream_max_speed_mts = w::pcie_speed_from_code(*max);
        link.upstream_max_width = uint32_property(parent, DEVPKEY_PciDevice_MaxLinkWidth);
        link.upstream_instance_id = instance_id(parent);
    }
    return link;
}

// The device node of disk `disk_number`, found through the disk interface
// class and IOCTL_STORAGE_GET_DEVICE_NUMBER.
std::optional<DEVINST> disk_node(std::uint32_t disk_number) {
    HDEVINFO set = SetupDiGetClassDevsW(&kDiskInterface, nullptr, nullptr,
                                        DIGCF_PRESENT | DIGCF_DEVICEINTERFACE);
    if (set == INVALID_HANDLE_VALUE) return std::nullopt;
    std::optional<DEVINST> found;
    SP_DEVICE_INTERFACE_DATA interface_data{};
    interface_data.cbSize = sizeof interface_data;
    for (DWORD i = 0; !found && SetupDiEnumDeviceInterfaces(set, nullptr, &kDiskInterface, i, &interface_data);
         ++i) {
        DWORD needed = 0;
        SetupDiGetDeviceInterfaceDetailW(set, &interface_data, nullptr, 0, &needed, nullptr);
        if (needed == 0) continue;
        std::vector<char> storage(needed);
        auto* detail = reinterpret_cast<SP_DEVICE_INTERFACE_DETAIL_DATA_W*>(storage.data());
        detail->cbSize = sizeof(SP_DEVICE_INTERFACE_DETAIL_DATA_W);
        SP_DEVINFO_DATA device{};
        device.cbSize = sizeof device;
        if (!SetupDiGetDeviceInterfaceDetailW(set, &interface_data, detail, needed, nullptr, &device)) continue;
        UniqueHandle handle(open_for_query(detail->DevicePath));
        if (!handle.valid()) continue;
        auto number_bytes = device_io_control(handle.get(), IOCTL_STORAGE_GET_DEVICE_NUMBER, 64);
        if (!number_bytes) continue;
        const auto number = w::decode_device_number(w::as_bytes(*number_bytes));
        if (number && number->device_number == disk_number) found = device.DevInst;
    }
    SetupDiDestroyDeviceInfoList(set);
    return found;
}

} // namespace

Result<ControllerNode> storage_controller_of(std::uint32_t disk_number) {
    const auto disk = disk_node(disk_number);
    if (!disk) {
        return fail(ErrorCode::NoSuchDevice, "no disk device node has disk number " + std::to_string(disk_number));
    }
    ControllerNode result;
    bool have_service = false;
    DEVINST node = *disk;
    // disk -> [IDE channel | USB storage | RAID volume] -> controller -> PCI bridge…
    for (int depth = 0; depth < 8; ++depth) {
        DEVINST parent = 0;
        if (CM_Get_Parent(&parent, node, 0) != CR_SUCCESS) break;
        node = parent;
        const std::string service = registry_string(node, CM_DRP_SERVICE);
        auto ids = registry_multi_string(node, CM_DRP_HARDWAREID);
        for (auto& id : registry_multi_string(node, CM_DRP_COMPATIBLEIDS)) ids.push_back(std::move(id));
        const bool pci = !ids.empty() && is_pci(ids.front());
        if (!have_service && !service.empty() &&
            (w::classify_storage_service(service).mode != w::ControllerMode::Other || pci)) {
            result.service = service;
            result.instance_id = instance_id(node);
            have_service = true;
        }
        if (pci) {
            if (!have_service) {
                result.service = service;
                result.instance_id = instance_id(node);
                have_service = true;
            }
            result.hardware_ids = ids;
            result.pci_class = pci_class_of(node, ids);
            result.pcie = pcie_link_of(node);
            break;
        }
    }
    if (!have_service) {
        return fail(ErrorCode::InputUnreadable, "no storage controller found above disk " + std::to_string(disk_number));
    }
    return result;
}

} // namespace ssd::windows_platform
