// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 29 item 12: English that leaked into a translated window. The evaluation graph's axis
// after a language switch, the record analysis dialog's "&Moves from:", the SFEN reader's
// reasons inside a translated sentence, and a loss that rounds to zero.
#include "core/analysis/analysissummary.h"
#include "dialogs/recordanalysisdialog.h"
#include "gamecatalog.h"
#include "panels/evaluationgraph.h"
#include "shogi/board.h"
#include "window/language.h"
#include "window/mainwindow.h"

#include <QAbstractAxis>
#include <QLabel>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

class TestTranslationLeaks : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void theGraphsAxisFollowsTheLanguage();
    void noLabelShowsItsAmpersand();
    void sfenReasonsAreTranslated();
    void aLossThatRoundsToZeroHasNoSign();

private:
    QTemporaryDir m_dir;
};

void TestTranslationLeaks::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTest"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzTranslationLeaks"));
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

void TestTranslationLeaks::cleanup()
{
    language::apply(QStringLiteral("en"));
}

void TestTranslationLeaks::theGraphsAxisFollowsTheLanguage()
{
    MainWindow window;
    window.show();
    QCOMPARE(
        window.openRecord(QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome/analysed/src01.kifu")),
        QString());
    const auto axisTitle = [&] {
        return window.evaluationGraph()->chart()->axes(Qt::Vertical).value(0)->titleText();
    };
    QCOMPARE(axisTitle(), QStringLiteral("Sente ahead"));
    // Before: "Sente 有利" — the side's name stayed in the language the record was opened in.
    // The language change reaches the widgets as an event, as it does when a user picks it.
    window.setLanguage(QStringLiteral("ja"));
    QTRY_COMPARE(axisTitle(), QStringLiteral("先手 有利"));
    window.setLanguage(QStringLiteral("zh_CN"));
    QTRY_COMPARE(axisTitle(), QStringLiteral("先手 领先"));
    window.setLanguage(QStringLiteral("en"));
    QTRY_COMPARE(axisTitle(), QStringLiteral("Sente ahead"));
}

void TestTranslationLeaks::noLabelShowsItsAmpersand()
{
    // A label's '&' is a mnemonic only with a buddy; without one it is shown as it is.
    // Before: "&Moves from:" had none (its field is a layout).
    QSettings settings(m_dir.filePath(QStringLiteral("dialog.ini")), QSettings::IniFormat);
    RecordAnalysisDialog dialog(*gameById(u"shogi"), 40, &settings);
    int withMnemonic = 0;
    for (const QLabel *label : dialog.findChildren<QLabel *>()) {
        if (!label->text().contains(QLatin1Char('&'))) continue;
        ++withMnemonic;
        QVERIFY2(label->buddy(), qPrintable(label->text()));
    }
    QVERIFY(withMnemonic >= 3); // &Engine, &Lines, &Moves from
}

void TestTranslationLeaks::sfenReasonsAreTranslated()
{
    QVERIFY(language::apply(QStringLiteral("ja")));
    QString why;
    QVERIFY(!shogi::Board::fromSfen(u"lnsgkgsnl/9 b - 1", &why));
    // Before: "SFEN: the board has 2 ranks separated by '/', not 9".
    QVERIFY2(why.contains(QStringLiteral("段")), qPrintable(why));
    QVERIFY(!shogi::Board::fromSfen(u"4k4/9/9/9/9/9/9/9/4K4 b 9P10P 1", &why));
    QVERIFY2(why.contains(QStringLiteral("先手")) && why.contains(QStringLiteral("歩")),
             qPrintable(why));
}

void TestTranslationLeaks::aLossThatRoundsToZeroHasNoSign()
{
    // Before: "−0.0".
    QCOMPARE(AnalysisSummary::lossFigure(0.04), QStringLiteral("0.0"));
    QCOMPARE(AnalysisSummary::lossFigure(1.26), QStringLiteral("−1.3"));
    QCOMPARE(AnalysisSummary::figure(-0.01), QStringLiteral("0.0"));
    AnalysisSummary summary;
    MoveLoss tiny;
    tiny.ply = 7;
    tiny.move = QStringLiteral("7g7f");
    tiny.loss = 0.02;
    summary.add(tiny);
    const QStringList text = summary.text(*gameById(u"shogi"));
    QCOMPARE(text.last(), QStringLiteral("worst: 7 7g7f (0.0)"));
}

QTEST_MAIN(TestTranslationLeaks)
#include "tst_translationleaks.moc"
