// The setup checks and health findings of the selected drive and of the
// system, grouped by severity, each with its evidence in words (the raw keys
// behind a Details toggle) and fix. A finding whose `action` ssdtool can
// apply gets a button; it asks first, saying exactly what will change, then
// sends the typed request to the helper.
#pragma once

#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QWidget>

#include "app/gui/confirmer.h"
#include "app/gui/drive_store.h"

namespace ssd::gui {

class ChecksPage : public QWidget {
    Q_OBJECT
public:
    explicit ChecksPage(DriveStore& store, QWidget* parent = nullptr);
    void showDevice(const QString& device);
    void setConfirmer(Confirmer confirmer) { confirmer_ = std::move(confirmer); }

signals:
    // An action finished (ok or not); the page shows the outcome too.
    void actionFinished(const ssd::gui::Reply& reply);

private:
    void refresh();
    void addSection(const QString& heading, const CheckOutcome& outcome);
    QWidget* findingCard(const Finding& finding);
    void runAction(const Finding& finding);

    DriveStore& store_;
    Confirmer confirmer_;
    QString device_;
    QLabel* status_ = nullptr;
    QScrollArea* scroll_ = nullptr;
    QWidget* content_ = nullptr;
    QVBoxLayout* list_ = nullptr;
    RequestId actionId_ = 0;
};

} // namespace ssd::gui
