// fstab edits (core/actions/fstab): only the swap line concerned changes;
// comments, blank lines, spacing and a missing final newline are kept.
#include <gtest/gtest.h>

#include "core/actions/fstab.h"

namespace ssd::actions {
namespace {

const std::string kFstab = "# /etc/fstab\n"
                           "UUID=1234 /     ext4 defaults 0 1\n"
                           "\n"
                           "/swapfile\tnone  swap   sw,pri=5   0 0\n"
                           "# /swapfile none swap sw 0 0 (a comment is not a line)\n"
                           "/dev/sdb2 none swap sw 0 0\n";

TEST(Fstab, ReplaceChangesOnlyTheDeviceField) {
    const auto edit = fstab_replace_swap(kFstab, "/swapfile", "/data/swap file");
    EXPECT_TRUE(edit.changed);
    EXPECT_EQ(edit.line_before, "/swapfile\tnone  swap   sw,pri=5   0 0");
    EXPECT_EQ(edit.line_after, "/data/swap\\040file\tnone  swap   sw,pri=5   0 0");
    std::string expected = kFstab;
    expected.replace(expected.find("/swapfile\t"), 9, "/data/swap\\040file");
    EXPECT_EQ(edit.text, expected);
}

TEST(Fstab, ReplaceWithoutAMatchingLineChangesNothing) {
    const auto edit = fstab_replace_swap(kFstab, "/other", "/new");
    EXPECT_FALSE(edit.changed);
    EXPECT_EQ(edit.text, kFstab);
    // A mount (not swap) of the same path is not touched.
    const auto mount = fstab_replace_swap(kFstab, "UUID=1234", "UUID=9");
    EXPECT_FALSE(mount.changed);
}

TEST(Fstab, AddAppendsOnceAndKeepsAMissingNewlineFixed) {
    auto edit = fstab_add_swap("UUID=1 / ext4 defaults 0 1", "/swapfile2");
    EXPECT_TRUE(edit.changed);
    EXPECT_EQ(edit.text, "UUID=1 / ext4 defaults 0 1\n/swapfile2 none swap defaults 0 0\n");
    const auto again = fstab_add_swap(edit.text, "/swapfile2");
    EXPECT_FALSE(again.changed);
    EXPECT_EQ(again.text, edit.text);
    EXPECT_FALSE(fstab_add_swap(kFstab, "/swapfile").changed);
}

TEST(Fstab, RemoveDropsOnlyThatLine) {
    const auto edit = fstab_remove_swap(kFstab, "/swapfile");
    EXPECT_TRUE(edit.changed);
    EXPECT_EQ(edit.text, "# /etc/fstab\n"
                         "UUID=1234 /     ext4 defaults 0 1\n"
                         "\n"
                         "# /swapfile none swap sw 0 0 (a comment is not a line)\n"
                         "/dev/sdb2 none swap sw 0 0\n");
    EXPECT_FALSE(fstab_remove_swap(kFstab, "/nope").changed);
}

TEST(Fstab, Escapes) {
    EXPECT_EQ(fstab_unescape("/a\\040b\\011c"), "/a b\tc");
    EXPECT_EQ(fstab_escape("/a b\\c"), "/a\\040b\\134c");
    EXPECT_EQ(fstab_unescape(fstab_escape("/x y/z")), "/x y/z");
}

} // namespace
} // namespace ssd::actions
