// InProcessSmartReader over libatasmart: ATA SMART without smartctl.
#pragma once

#include "core/smart/in_process_smart_reader.h"

namespace ssd::linux_platform {

class AtasmartReader final : public InProcessSmartReader {
public:
    std::string name() const override { return "libatasmart"; }
    Result<SmartReport> read(const std::string& device) override;
};

} // namespace ssd::linux_platform
