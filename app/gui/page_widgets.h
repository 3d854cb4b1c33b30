// The small widgets the pages share: a drive's heading, selectable labels and table cells, a
// disclosure toggle, and a finding as the GUI shows it: a card with a
// severity-coloured edge, the title, the evidence in words (the raw keys
// behind a Details toggle) and the fix (the Checks page and the Self-test panel).
#pragma once

#include <Qt>
#include <QString>

#include "core/health/finding.h"

class QLabel;
class QTableWidgetItem;
class QToolButton;
class QVBoxLayout;
class QWidget;

namespace ssd::gui {

// The page's heading: bold, a little larger ("/dev/sda — KINGSTON …").
QLabel* driveHeading(const QString& objectName, QWidget* parent);
// A word-wrapped note in amber: what is missing or not possible here.
QLabel* cautionLabel(QWidget* parent);
// A word-wrapped label whose text can be selected (and copied).
QLabel* selectableLabel(const QString& text, QWidget* parent);
// A table cell that can be selected but not edited.
QTableWidgetItem* tableCell(const QString& text, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter);
// A ▸/▾ button that shows and hides `details` (hidden at first).
QToolButton* disclosure(const QString& text, QWidget* details, QWidget* parent);
// The card (object name "finding-ID"); its layout is returned in `layout` so a
// page can add a button below the fix.
QWidget* findingCard(const Finding& finding, QWidget* parent, QVBoxLayout** layout = nullptr);

} // namespace ssd::gui
