// Asking a person before anything changes. Widgets take a Confirmer so the
// GUI tests can answer (and read exactly what was asked).
#pragma once

#include <functional>

#include <QString>

class QWidget;

namespace ssd::gui {

// Returns true when the person agreed.
using Confirmer = std::function<bool(QWidget* parent, const QString& title, const QString& text)>;

// A modal question with "Apply" and "Cancel" (Cancel is the default).
Confirmer messageBoxConfirmer();

} // namespace ssd::gui
