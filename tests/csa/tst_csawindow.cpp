// SPDX-License-Identifier: GPL-3.0-or-later
// Game → Play on Server… in the real window: the dialog filled by keys and clicks, a replay
// server on 127.0.0.1 (ShogiHome's scenario 1, CsaReplayServer) and kibitz-fake-engine playing
// usi.log as the registered engine. The game ends on the board as record.kifu has it, and the
// password is in no settings file.
#include "csareplay.h"
#include "testprograms.h"

#include "core/engine/engineregistry.h"
#include "core/record/recordfile.h"
#include "gamecatalog.h"
#include "window/mainwindow.h"
#include "window/serverplaydialog.h"
#include "window/serverplaypresenter.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace kibitz;
using namespace kibitz::test;

namespace {
const QString scenarioDir = QStringLiteral(SHARED_DATA_DIR "/shogi/shogihome/usi-csa-bridge/1");

QAction *findAction(QWidget *window, const QString &text)
{
    for (QAction *action : window->findChildren<QAction *>())
        if (action->text() == text) return action;
    return nullptr;
}

void typeInto(QWidget *dialog, const char *name, const QString &text)
{
    QWidget *field = dialog->findChild<QWidget *>(QLatin1String(name));
    QVERIFY2(field, name);
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier); // all of it is replaced
    QTest::keyClick(field, Qt::Key_Delete);
    QTest::keyClicks(field, text);
}
} // namespace

class TestCsaWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void engineGame();

private:
    QTemporaryDir m_dir{QDir::tempPath() + QStringLiteral("/kibitz-csawin-XXXXXX")};
};

void TestCsaWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzCsaWindow"));
    QCoreApplication::setApplicationName(QStringLiteral("KibitzCsaWindow"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.filePath("settings"));
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.filePath("settings"));
    QSettings().clear();
    QSettings().setValue(QStringLiteral("ui/language"), QStringLiteral("en"));
}

void TestCsaWindow::engineGame()
{
    QString error;
    const CsaScenario s = CsaScenario::load(scenarioDir, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(s.password, QStringLiteral("test")); // what the dialog is given below
    const QString script = m_dir.filePath(QStringLiteral("engine.script"));
    {
        QFile f(script);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(s.fakeEngineScript.toUtf8());
    }
    QStringList words = {QStringLiteral("cmd=") + binPath(QStringLiteral("kibitz-fake-engine")),
                         QStringLiteral("arg=") + script, QStringLiteral("proto=usi"),
                         QStringLiteral("name=ReplayEngine")};
    for (const auto &[name, value] : s.usiOptions)
        words << QStringLiteral("option.%1=%2").arg(name, value);
    {
        QSettings settings;
        EngineRegistry::save(settings,
                             {RegisteredEngine{QStringLiteral("shogi"), words.join(u' ')}});
    }

    CsaReplayServer server(s.events);
    QVERIFY(server.port() != 0);
    MainWindow window;
    window.show();
    GameSetup setup;
    setup.gameId = QStringLiteral("shogi");
    setup.sides = {SideSetup{}, SideSetup{}};
    QCOMPARE(window.startGame(setup), QString());
    QAction *play = findAction(&window, QStringLiteral("Play on &Server…"));
    QVERIFY(play);
    QVERIFY(play->isVisible());

    bool filled = false;
    QTimer::singleShot(0, &window, [&] {
        auto *dialog = qobject_cast<ServerPlayDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        typeInto(dialog, "host", QStringLiteral("127.0.0.1"));
        typeInto(dialog, "port", QString::number(server.port()));
        typeInto(dialog, "id", s.id);
        typeInto(dialog, "password", s.password);
        typeInto(dialog, "margin", QStringLiteral("0"));
        auto *engine = dialog->findChild<QComboBox *>(QStringLiteral("engine"));
        engine->setFocus();
        QTest::keyClick(engine, Qt::Key_End); // the registered engine, after the bundled one
        QCOMPARE(engine->currentText(), QStringLiteral("ReplayEngine"));
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("mode"))->currentData().toString(),
                 QStringLiteral("floodgate"));
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok),
                          Qt::LeftButton);
        filled = true;
    });
    QSignalSpy finished(window.serverPlay(), &ServerPlayPresenter::finished);
    play->trigger();
    QVERIFY(filled);
    QVERIFY(finished.wait(60'000));
    QCOMPARE(finished.first().first().toString(), QString());
    QVERIFY2(server.mismatches().isEmpty(), qPrintable(server.mismatches().join(u'\n')));
    QVERIFY(server.isDone());

    // The board ends where ShogiHome's record ends, with its result.
    const RecordReadResult expected =
        readRecordFile(*gameById(u"shogi"), scenarioDir + QStringLiteral("/record.kifu"));
    QVERIFY2(expected.ok(), qPrintable(expected.message()));
    QVERIFY(window.record());
    QCOMPARE(window.record()->mainLineMoves(), expected.record->mainLineMoves());
    QCOMPARE(window.record()->result().detail, expected.record->result().detail);
    QCOMPARE(window.shownPly(), int(expected.record->mainLineMoves().size()));
    QVERIFY2(window.statusBar()->currentMessage().contains(expected.record->result().detail),
             qPrintable(window.statusBar()->currentMessage()));

    // The choices are kept, the password is not: not in the settings file, in no form.
    QSettings().sync();
    QFile settingsFile(QSettings().fileName());
    QVERIFY(settingsFile.open(QIODevice::ReadOnly));
    const QByteArray kept = settingsFile.readAll();
    QVERIFY(kept.contains(s.id.toUtf8()));
    QVERIFY2(!kept.contains(s.password.toUtf8()), kept.constData());

    // Opened again, the dialog has the login name; the password comes from the keyring, or,
    // where there is none (no keyring daemon here), the dialog says so and it is typed again.
    bool checked = false;
    QTimer::singleShot(0, &window, [&] {
        auto *dialog = qobject_cast<ServerPlayDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QCOMPARE(dialog->findChild<QLineEdit *>(QStringLiteral("id"))->text(), s.id);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->passwordEdit()->text() == s.password ||
                                     dialog->keyringNote()->isVisible(),
                                 20'000);
        if (dialog->keyringNote()->isVisible()) QVERIFY(dialog->passwordEdit()->text().isEmpty());
        dialog->reject();
        checked = true;
    });
    play->trigger();
    QVERIFY(checked);
}

QTEST_MAIN(TestCsaWindow)
#include "tst_csawindow.moc"
