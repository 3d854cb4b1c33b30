// Shared by the tests of HelperBackend against real `ssdtool` processes
// (`serve` and `daemon`): the same two requests, the same answers, whichever
// way they go.
#pragma once

#include <gtest/gtest.h>

#include <QSignalSpy>

#include "app/gui/backend.h"

namespace ssd::test {

// Sends a list and a health request for a path outside /dev right after
// start() (before the hello: queued, then answered) and checks the answers:
// the drive list, and the validation refusal the GUI shows as an error.
inline void expectListAndOutsideDevRefusal(gui::Backend& backend) {
    QSignalSpy finished(&backend, &gui::Backend::finished);
    const gui::RequestId list = backend.send(gui::Request::list());
    const gui::RequestId bad = backend.send(gui::Request::health(QStringLiteral("/etc/shadow")));
    while (finished.count() < 2) ASSERT_TRUE(finished.wait(20000));
    for (const auto& answer : finished) {
        const auto id = answer.at(0).value<gui::RequestId>();
        const auto reply = answer.at(1).value<gui::Reply>();
        if (id == list) {
            ASSERT_TRUE(reply.ok) << reply.message.toStdString();
            EXPECT_TRUE(reply.result["drives"].is_array());
        } else {
            EXPECT_EQ(id, bad);
            EXPECT_FALSE(reply.ok);
            EXPECT_EQ(reply.code, QStringLiteral("invalid-params"));
            EXPECT_EQ(reply.exitStatus, 1);
            EXPECT_TRUE(reply.message.contains(QStringLiteral("/etc/shadow"))) << reply.message.toStdString();
        }
    }
}

} // namespace ssd::test
