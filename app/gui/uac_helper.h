// Windows: the elevated `ssdtool.exe serve` as a HelperTransport. ssdtool-elevated.exe is
// started with UAC's "runas" (platform/windows/elevation.h): the prompt, the pipe only this
// user may open, the helper that ends with this process. Launching waits for the user's
// answer and reading waits for the helper, so both happen on a thread of their own; what
// it reads comes back to this object's thread as queued calls. close() stops waiting (an
// event the waits include) and closes the pipe, which is the helper's end of input.
#pragma once

#include <memory>

#include "app/gui/helper_transport.h"

namespace ssd::gui {

class UacHelper : public HelperTransport {
    Q_OBJECT
public:
    // helperPath: ssdtool-elevated.exe, beside ssdtool.exe.
    explicit UacHelper(QString helperPath, QObject* parent = nullptr);
    ~UacHelper() override;

    void open() override;
    void writeLine(const QByteArray& line) override;
    void close() override;

    struct Shared; // what the thread and this object share (uac_helper.cpp)

private:
    QString helperPath_;
    std::shared_ptr<Shared> shared_;
};

} // namespace ssd::gui
