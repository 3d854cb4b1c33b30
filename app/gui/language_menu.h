// Settings > Language: the system's language or one of the shipped ones, stored in the GUI's
// settings. The choice applies when SSD Toolbox starts again (the status bar says so): the
// windows are built once, in the language of their start.
#pragma once

class QMainWindow;
class QMenu;
class QSettings;

namespace ssd::gui {

// Adds the Language submenu to `settingsMenu`; `settings` must outlive `window`.
void addLanguageMenu(QMainWindow& window, QMenu& settingsMenu, QSettings& settings);

} // namespace ssd::gui
