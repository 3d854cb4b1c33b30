// The operating system's own words for the maintenance it does: what periodic TRIM is
// (systemd's fstrim.timer / Windows' Optimize Drives task), how a volume is trimmed now
// (FITRIM / `defrag X: /L`), and what swap is called (swap / the pagefile). One file per
// OS (system_words_linux.cpp, system_words_windows.cpp), so the pages say what the user
// will find in their own system's tools.
#pragma once

#include <QString>

namespace ssd::gui::system_words {

// The radio button in the TRIM wizard that turns periodic TRIM on.
QString periodicTrimChoice();
// What turning periodic TRIM on does and how to undo it (a finding's action, confirmed).
QString periodicTrimExplanation();
// The radio button that trims a drive's volumes now; %1 is the device.
QString trimNowChoice(const QString& device);
// What trimming `target` now does.
QString trimNowExplanation(const QString& target);
// "swap" / "the pagefile", as the object of a sentence.
QString swapName();
// What resizing swap to `size` does.
QString swapResizeExplanation(const QString& size);
// What removing swap does.
QString swapRemoveExplanation();
// A folder for a benchmark's test file besides the home folder (/var/tmp, %TEMP%), or empty.
QString scratchFolder();

} // namespace ssd::gui::system_words
