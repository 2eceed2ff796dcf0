// SPDX-License-Identifier: GPL-3.0-or-later
// Game → Tournament… driven as a user drives it, by QTest keys and clicks in the real dialog:
// shared by the tournament window tests.
#pragma once

#include "tournament/tournamentdialog.h"
#include "window/mainwindow.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTimer>

#include <functional>

namespace tournamentdriver {

using namespace kibitz;

// What a user asks of the dialog.
struct Choice
{
    QString gameId;
    int engines = 2;
    int gamesPerEncounter = 2;
    int concurrency = 1;
    QString timeControl;
    QString outDir;
};

// The field beside a label, found as the user sees it: by the label's text.
inline QWidget *fieldOfLabel(QWidget *dialog, const QString &labelStart)
{
    for (QLabel *label : dialog->findChildren<QLabel *>())
        if (label->isVisible() && label->text().remove(QLatin1Char('&')).startsWith(labelStart))
            return label->buddy();
    return nullptr;
}

// Walks a combo box with the arrow keys to the item of that data.
inline void chooseData(QComboBox *combo, const QString &data)
{
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_Home);
    for (int i = 0; i < combo->count() && combo->currentData().toString() != data; ++i)
        QTest::keyClick(combo, Qt::Key_Down);
}

inline void typeInto(QWidget *field, const QString &text)
{
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(field, Qt::Key_Delete);
    QTest::keyClicks(field, text);
}

inline void showTab(QWidget *dialog, int tab)
{
    QTabBar *bar = dialog->findChild<QTabWidget *>()->tabBar();
    QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(tab).center());
    QTRY_COMPARE(dialog->findChild<QTabWidget *>()->currentIndex(), tab);
}

inline void clickButton(QWidget *dialog, const QString &text)
{
    for (QPushButton *button : dialog->findChildren<QPushButton *>())
        if (button->isVisible() && button->text().remove(QLatin1Char('&')) == text) {
            QTest::mouseClick(button, Qt::LeftButton);
            return;
        }
    QFAIL(qPrintable(QStringLiteral("no button %1").arg(text)));
}

inline void driveDialog(TournamentDialog *dialog, const Choice &choice)
{
    QVERIFY(QTest::qWaitForWindowExposed(dialog));
    auto *game = qobject_cast<QComboBox *>(fieldOfLabel(dialog, QStringLiteral("Game")));
    QVERIFY(game);
    chooseData(game, choice.gameId);
    QCOMPARE(game->currentData().toString(), choice.gameId);
    auto *engine = qobject_cast<QComboBox *>(fieldOfLabel(dialog, QStringLiteral("Engine")));
    QVERIFY(engine);
    chooseData(engine, QStringLiteral("bundled"));
    for (int i = 0; i < choice.engines; ++i)
        clickButton(dialog, QStringLiteral("Add"));
    auto *engines = dialog->findChild<QTableWidget *>();
    QCOMPARE(engines->rowCount(), choice.engines);
    // The same engine added again plays under a name of its own.
    QVERIFY(engines->item(1, 0)->text().endsWith(QStringLiteral(" (2)")));

    showTab(dialog, 1);
    typeInto(fieldOfLabel(dialog, QStringLiteral("Games per encounter")),
             QString::number(choice.gamesPerEncounter));
    typeInto(fieldOfLabel(dialog, QStringLiteral("Time control")), choice.timeControl);
    typeInto(fieldOfLabel(dialog, QStringLiteral("Concurrency")),
             QString::number(choice.concurrency));

    // Without an output folder nothing starts, and the dialog says why.
    typeInto(fieldOfLabel(dialog, QStringLiteral("Output folder")), QString());
    clickButton(dialog, QStringLiteral("Start"));
    QVERIFY(dialog->isVisible());
    auto *problem = dialog->findChild<QLabel *>(QStringLiteral("problem"));
    QVERIFY(problem);
    QVERIFY2(problem->isVisible() && problem->text().contains(QStringLiteral("output folder")),
             qPrintable(problem->text()));

    typeInto(fieldOfLabel(dialog, QStringLiteral("Output folder")), choice.outDir);
    clickButton(dialog, QStringLiteral("Start"));
    QVERIFY2(!dialog->isVisible(), qPrintable(problem->text()));
}

// Opens Game → Tournament… and hands the dialog to drive; false when it cannot.
inline bool openDialog(MainWindow *window, const std::function<void(TournamentDialog *)> &drive)
{
    QAction *tournament = nullptr;
    for (QAction *action : window->findChildren<QAction *>())
        if (action->text() == QStringLiteral("&Tournament…")) tournament = action;
    if (!tournament) return false;
    bool driven = false;
    QTimer::singleShot(0, qApp, [&] {
        auto *dialog = qobject_cast<TournamentDialog *>(QApplication::activeModalWidget());
        if (!dialog) return;
        drive(dialog);
        // A check that failed leaves the dialog open: close it so that the test ends.
        if (dialog->isVisible()) dialog->reject();
        driven = true;
    });
    tournament->trigger(); // returns when the dialog is closed
    return driven && !QTest::currentTestFailed();
}

} // namespace tournamentdriver
