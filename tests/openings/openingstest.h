// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tournament/opening.h"

#include <QObject>
#include <QString>

namespace kibitz {
class Game;
}

// Opening files as each game reads them (tst_openings.cpp) and the book that schedules them
// (tst_openingbook.cpp). The files under data/ are written by hand; what they should read as is
// written here from the files' own text, not from the code.
class OpeningsTest : public QObject
{
    Q_OBJECT

    static const kibitz::Game &game(const char *id);
    static QString data(const QString &name)
    {
        return QStringLiteral(OPENINGS_DATA_DIR "/") + name;
    }

private slots:
    // tst_openings.cpp
    void shogiStartLines();
    void shogiRecordFolder();
    void shogiRealStartList();
    void shogiRealRecordFolder();
    void shogiMissingPath();
    void gomokuOffsetNotation();
    void gomokuPosNotation();
    void gomokuRenjuForbidden();
    void gomokuBaseSetup();
    void gomokuSymmetriesByHand();
    void gomokuSymmetryCount();
    void ticTacToeMoveLists();
    void goitaDeals();
    void gameWithoutOpenings();
    void unreadableFile();

    // tst_openingbook.cpp
    void sequentialSchedule();
    void randomOrderBySeed();
    void startAt();
    void pliesCut();
    void finishedGameRefused();
    void symmetryCycle();
    void bookGuardsReadersMistakes();
    void nothingToPlay();
    void reportForPeople();
    void seededGoitaDeals();
};
