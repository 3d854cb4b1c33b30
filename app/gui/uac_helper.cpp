#include "app/gui/uac_helper.h"

#include <functional>
#include <mutex>
#include <optional>
#include <thread>

#include "platform/windows/elevation.h"
#include "platform/windows/helper_pipe.h"

namespace ssd::gui {

namespace wp = ssd::windows_platform;

namespace {

// How long the reader waits for the helper's exit status after the pipe closed.
constexpr std::chrono::milliseconds kExitStatusWait{3000};
constexpr std::size_t kReadSize = 64 * 1024;

} // namespace

struct UacHelper::Shared {
    std::mutex mutex;
    UacHelper* owner = nullptr;          // null once closed: nothing is delivered after that
    wp::UniqueHandle cancel{CreateEventW(nullptr, TRUE, FALSE, nullptr)};
    std::optional<wp::ElevatedHelper> helper; // set once the helper connected

    // Runs `call` on the owner's thread, if there still is an owner.
    void deliver(std::function<void(UacHelper&)> call) {
        const std::lock_guard lock(mutex);
        if (owner == nullptr) return;
        UacHelper* target = owner;
        QMetaObject::invokeMethod(target, [target, call = std::move(call)] { call(*target); }, Qt::QueuedConnection);
    }

    void received(QByteArray bytes) {
        deliver([bytes](UacHelper& self) { self.receive(bytes); });
    }

    void finish(TransportEnd end) {
        deliver([end](UacHelper& self) { emit self.ended(end); });
    }
};

namespace {

void runHelper(const std::shared_ptr<UacHelper::Shared>& shared, const std::string& helperPath) {
    wp::ElevatedHelper::Options options;
    options.helper_path = helperPath;
    options.cancel = shared->cancel.get();
    auto launched = wp::ElevatedHelper::launch({"serve"}, options); // the UAC prompt is shown here
    if (!launched) {
        shared->finish({-1, true, QString::fromStdString(launched.error().message)});
        return;
    }
    HANDLE pipe = nullptr;
    HANDLE process = nullptr;
    {
        const std::lock_guard lock(shared->mutex);
        if (shared->owner == nullptr) return; // closed while asking: the pipe closes with `launched`
        shared->helper = std::move(*launched);
        pipe = shared->helper->pipe();
        process = shared->helper->process();
    }
    std::string buffer(kReadSize, '\0');
    QString error;
    for (;;) {
        const auto got = wp::read_pipe(pipe, buffer.data(), buffer.size(), shared->cancel.get());
        if (!got) error = QString::fromStdString(got.error().message);
        if (!got || *got == 0) break;
        shared->received(QByteArray(buffer.data(), static_cast<qsizetype>(*got)));
    }
    const auto status = wp::process_exit_code(process, kExitStatusWait);
    shared->finish({status.value_or(-1), !status.has_value(), error});
}

} // namespace

UacHelper::UacHelper(QString helperPath, QObject* parent)
    : HelperTransport(parent), helperPath_(std::move(helperPath)), shared_(std::make_shared<Shared>()) {
    shared_->owner = this;
}

UacHelper::~UacHelper() { close(); }

void UacHelper::open() {
    // Detached: close() must not wait for a user who has not yet answered the prompt. The
    // thread holds the shared state (and so the pipe) until it sees the cancel.
    std::thread(runHelper, shared_, helperPath_.toStdString()).detach();
}

void UacHelper::writeLine(const QByteArray& line) {
    HANDLE pipe = nullptr;
    {
        const std::lock_guard lock(shared_->mutex);
        if (shared_->owner == nullptr || !shared_->helper) return;
        pipe = shared_->helper->pipe();
    }
    // A failed write means the helper is gone: the reader sees the end and reports it.
    (void)wp::write_pipe(pipe, (line + '\n').toStdString());
}

void UacHelper::close() {
    {
        const std::lock_guard lock(shared_->mutex);
        if (shared_->owner == nullptr) return;
        shared_->owner = nullptr;
    }
    SetEvent(shared_->cancel.get());
}

} // namespace ssd::gui
