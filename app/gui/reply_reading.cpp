#include "app/gui/reply_reading.h"

#include <string_view>

namespace ssd::gui {

Reply unreadableReply(const JsonFieldError& error) {
    const std::string_view code = error_code_name(ErrorCode::InputMalformed);
    return Reply::failure(QString::fromUtf8(code.data(), static_cast<qsizetype>(code.size())),
                          QObject::tr("The document cannot be read: %1").arg(QString::fromStdString(error.what())),
                          exit_status_for(ErrorCode::InputMalformed));
}

} // namespace ssd::gui
