#include "app/gui/confirmer.h"

#include <QMessageBox>
#include <QPushButton>

namespace ssd::gui {

Confirmer messageBoxConfirmer() {
    return [](QWidget* parent, const QString& title, const QString& text) {
        QMessageBox box(QMessageBox::Question, title, text, QMessageBox::NoButton, parent);
        QPushButton* apply = box.addButton(QObject::tr("Apply"), QMessageBox::AcceptRole);
        QPushButton* cancel = box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(cancel);
        box.exec();
        return box.clickedButton() == apply;
    };
}

} // namespace ssd::gui
