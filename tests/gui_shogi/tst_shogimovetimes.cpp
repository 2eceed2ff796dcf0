// SPDX-License-Identifier: GPL-3.0-or-later
// Move times of a KIF opened in the window (issue 29 item 14): the move list shows each move's
// time as the file shows it — a 0:00 move "0.0", a 0:09 move "9.0" — even where a side's running
// total runs ahead of its shown times (three 0:00 moves whose total shows 1 s read as 0.3 s each
// before, two 0:09 moves with a total of 19 s as 9.5 s), and File → Save writes the file back
// byte for byte, totals as read. ShogiHome's game 32 (a total a second ahead) the same way.
#include "panels/movelistmodel.h"
#include "panels/movelistpanel.h"
#include "window/mainwindow.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

namespace {
QByteArray load(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    return f.readAll();
}

QStringList shownTimes(const MainWindow &window)
{
    const MoveListModel *model = window.moveList()->model();
    QStringList out;
    for (int row = 1; row < model->rowCount(); ++row)
        out << model->data(model->index(row, MoveListModel::TimeColumn)).toString();
    return out;
}
} // namespace

class TestShogiMoveTimes : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
        QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
        QCoreApplication::setApplicationName(QStringLiteral("KibitzShogiMoveTimes"));
        QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void timesAsTheFileShowsThem_data()
    {
        QTest::addColumn<QByteArray>("kif");
        QTest::addColumn<QStringList>("times");
        QTest::addRow("0:00 and 0:09 under totals ahead")
            << QByteArray("手合割：平手\n手数----指手---------消費時間--\n"
                          "   1 ７六歩(77)   ( 0:00/00:00:00)\n"
                          "   2 ３四歩(33)   ( 0:09/00:00:09)\n"
                          "   3 ２六歩(27)   ( 0:00/00:00:00)\n"
                          "   4 ８四歩(83)   ( 0:09/00:00:19)\n"
                          "   5 ２五歩(26)   ( 0:00/00:00:01)\n")
            << QStringList{"0.0", "9.0", "0.0", "9.0", "0.0"};
        QTest::addRow("ShogiHome's game 32")
            << load(
                   QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome/usi-csa-bridge/32/record.kifu"))
            << QStringList{"3.0", "2.0", "4.0", "1.0", "2.0", "1.0"};
    }

    void timesAsTheFileShowsThem()
    {
        QFETCH(QByteArray, kif);
        QFETCH(QStringList, times);
        QVERIFY(!kif.isEmpty());
        const QString in = m_dir.filePath(QStringLiteral("in.kifu"));
        QFile f(in);
        QVERIFY(f.open(QIODevice::WriteOnly) && f.write(kif) == kif.size());
        f.close();
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString error = window.openRecord(in);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(shownTimes(window).mid(0, times.size()), times);
        const QString out = m_dir.filePath(QStringLiteral("out.kifu"));
        QCOMPARE(window.saveRecord(out), QString());
        QCOMPARE(load(out).replace("\r\n", "\n"), kif.replace("\r\n", "\n"));
    }
};

QTEST_MAIN(TestShogiMoveTimes)
#include "tst_shogimovetimes.moc"
