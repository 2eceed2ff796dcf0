// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the shogi GUI tests do as a user does: walk a combo box by keys, find a form field by
// its label, find a menu action by its text, and drive a modal dialog opened by an action.
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>

namespace uidriver {

// Walks a combo box with the arrow keys to the first item whose text starts with itemText.
inline void chooseByKeys(QComboBox *combo, const QString &itemText)
{
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < combo->count() && !combo->currentText().startsWith(itemText); ++i)
        QTest::keyClick(combo, Qt::Key_Down);
}

// The field beside a visible form label, found as the user sees it: by the label's text.
inline QWidget *fieldOfRow(QWidget *dialog, const QString &labelStart)
{
    for (QLabel *label : dialog->findChildren<QLabel *>())
        if (label->isVisible() && label->text().remove(QLatin1Char('&')).startsWith(labelStart))
            return label->buddy();
    return nullptr;
}

inline QAction *actionNamed(QWidget *window, const QString &text)
{
    for (QAction *action : window->findChildren<QAction *>())
        if (action->text() == text) return action;
    return nullptr;
}

// Calls drive() with the modal dialog of class Dialog as soon as one is shown (within 10 s):
// for a dialog that opens after another has closed. drive() must close it; a failed check in
// drive() rejects it so that the test ends. *driven tells whether drive() ran.
template <class Dialog> void whenModal(const std::function<void(Dialog *)> &drive, bool *driven)
{
    auto *poll = new QTimer;
    poll->setInterval(20);
    auto tries = std::make_shared<int>(500);
    QObject::connect(poll, &QTimer::timeout, [poll, drive, driven, tries] {
        auto *dialog = qobject_cast<Dialog *>(QApplication::activeModalWidget());
        if (!dialog && --*tries > 0) return;
        poll->stop();
        poll->deleteLater();
        if (!dialog) return;
        drive(dialog);
        if (QTest::currentTestFailed() && dialog->isVisible()) dialog->reject();
        *driven = true;
    });
    poll->start();
}

// Triggers an action that opens a modal dialog and lets drive() work in it (see whenModal).
// Returns whether drive() ran.
template <class Dialog> bool driveModal(QAction *action, const std::function<void(Dialog *)> &drive)
{
    bool driven = false;
    whenModal<Dialog>(drive, &driven);
    action->trigger(); // returns when the dialog is closed
    return driven;
}

} // namespace uidriver
