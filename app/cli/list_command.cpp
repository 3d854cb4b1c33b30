#include "app/cli/commands.h"
#include "app/cli/request_session.h"
#include "app/cli/service_client.h"

#include "core/report/json_writer.h"
#include "core/report/text_writer.h"

namespace ssd::cli {

void add_list_command(CLI::App& app, CommandContext& context) {
    auto* command = app.add_subcommand("list", "list the drives of this machine (no root needed)");
    add_json_flag(*command, context);
    add_local_flag(*command, context.local_only);
    command->callback([&context] {
        if (auto answer = ask_service(context, requests::ListRequest{})) {
            context.exit_status = print_response(context, *answer);
            return;
        }
        HandlerSeams seams(context.services);
        auto drives = requests::handle_list(seams.get());
        context.exit_status = drives ? print_success(context.io, context.output, list_to_json(*drives),
                                                     list_to_text(*drives))
                                     : print_error(context.io, context.output, drives.error());
    });
}

} // namespace ssd::cli
