// SPDX-License-Identifier: GPL-3.0-or-later
// The goita adapter's time budget on a fixed time per move (issue 32): it keeps 30 ms for the
// pipe, but never more than a quarter of a short move time, and never asks for less than 1 ms.
#include "core/engine/searchrequest.h"
#include "goita/goitaadapter.h"

#include <QTest>

using namespace kibitz;
using namespace kibitz::goita;

class TestGoitaAdapterEdges : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void fixedTimeBudget_data()
    {
        QTest::addColumn<qint64>("moveTimeMs");
        QTest::addColumn<qint64>("budget");
        QTest::addRow("1 s: 30 ms kept") << qint64(1000) << qint64(970);
        QTest::addRow("120 ms: 30 ms kept") << qint64(120) << qint64(90);
        QTest::addRow("100 ms: a quarter kept") << qint64(100) << qint64(75);
        QTest::addRow("2 ms: nothing kept") << qint64(2) << qint64(2);
        QTest::addRow("1 ms") << qint64(1) << qint64(1);
    }
    void fixedTimeBudget()
    {
        QFETCH(qint64, moveTimeMs);
        QFETCH(qint64, budget);
        SearchRequest r;
        r.timeControl.moveTimeMs = moveTimeMs;
        r.remainingMs = {0, 0, 0, 0};
        QCOMPARE(GoitaAdapter::timeBudgetMs(r, 0), budget);
    }
};

QTEST_GUILESS_MAIN(TestGoitaAdapterEdges)
#include "tst_goitaadapteredges.moc"
