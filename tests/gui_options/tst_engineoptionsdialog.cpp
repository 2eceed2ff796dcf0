// SPDX-License-Identifier: GPL-3.0-or-later
// The engine options dialog as a user meets it, by QTest key and mouse events: the scriptable
// fake engine replays the options YaneuraOu declares in a real handshake; a value of each type
// found there is changed, OK keeps exactly the changed ones as the registered engine's words,
// reopening shows them, Restore Defaults brings the engine's defaults back, and the words make a
// player that sends them. An engine that crashes before usiok, or never answers, gives a clear
// error and leaves the dialogs usable.
#include "core/engine/enginebuilder.h"
#include "core/engine/enginelog.h"
#include "core/engine/engineplayer.h"
#include "core/engine/enginespec.h"
#include "core/game/game.h"
#include "dialogs/engineeditdialog.h"
#include "dialogs/engineoptionsdialog.h"
#include "dialogs/enginesdialog.h"
#include "gamecatalog.h"
#include "gamesetup.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace kibitz;

namespace {
// One option line of the log, read here word by word (not by the code under test).
struct Declared
{
    QString name, type, defaultValue;
    QStringList vars;
    qint64 min = 0, max = 0;
};

QString wordAfter(const QStringList &words, const QString &key)
{
    const qsizetype i = words.indexOf(key);
    return i >= 0 && i + 1 < words.size() ? words[i + 1] : QString();
}

QPushButton *findButton(QWidget *parent, const QString &text)
{
    for (QPushButton *b : parent->findChildren<QPushButton *>())
        if (b->text().remove(u'&') == text) return b;
    return nullptr;
}

QStringList optionWords(const RegisteredEngine &engine)
{
    QStringList words;
    for (const QString &w : QProcess::splitCommand(engine.words))
        if (w.startsWith(QLatin1String("option."))) words << w;
    words.sort();
    return words;
}

void selectAllAndType(QWidget *w, const QString &text)
{
    QTest::keyClick(w, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(w, Qt::Key_Delete);
    QTest::keyClicks(w, text);
}
} // namespace

class TestEngineOptionsDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void roundTripsEveryOptionTypeOfTheYaneuraOuLog();
    void buttonAndFilenameOptions();
    void theStoredOptionsAreSentWhenTheEnginePlays();
    void theLastGameTakesTheEngineAsItIsNow();
    void anEngineThatCrashesBeforeUsiokGivesAClearError();
    void anEngineThatNeverAnswersTimesOut();

private:
    QString writeScript(const QString &name, const QString &text);
    RegisteredEngine engineFor(const QString &script) const;
    EngineOptionsDialog *openFrom(QWidget *parent, QPushButton *button);
    static QString shownValue(EngineOptionsDialog *d, const Declared &o);

    QTemporaryDir m_dir;
    QString m_fake;
    QString m_yaneuraou; // the script replaying the log's handshake
    QList<Declared> m_declared;
};

void TestEngineOptionsDialog::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_fake = QCoreApplication::applicationDirPath() + QLatin1String("/kibitz-fake-engine");
    QVERIFY(QFileInfo(m_fake).isExecutable());
    QFile log(QStringLiteral(DATA_DIR "/shogi/yaneuraou/usi-multipv-ponder.log"));
    QVERIFY2(log.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(log.fileName()));
    QStringList said; // what the engine said in answer to usi, up to usiok
    for (const QString &line : QString::fromUtf8(log.readAll()).split(u'\n')) {
        if (!line.startsWith(QLatin1String("send:"))) continue;
        const QString text = line.mid(5).trimmed();
        said << QStringLiteral("say ") + text;
        if (text == u"usiok") break;
        const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
        if (words.value(0) != u"option") continue;
        Declared o{wordAfter(words, QStringLiteral("name")),
                   wordAfter(words, QStringLiteral("type")),
                   wordAfter(words, QStringLiteral("default")),
                   {}};
        if (o.defaultValue == u"<empty>") o.defaultValue.clear();
        for (qsizetype i = 0; i + 1 < words.size(); ++i)
            if (words[i] == u"var") o.vars << words[i + 1];
        o.min = wordAfter(words, QStringLiteral("min")).toLongLong();
        o.max = wordAfter(words, QStringLiteral("max")).toLongLong();
        m_declared << o;
    }
    QVERIFY(said.last() == u"say usiok");
    QCOMPARE(m_declared.size(), 38);
    m_yaneuraou = writeScript(QStringLiteral("yaneuraou"),
                              QStringLiteral("usi => ") + said.join(QStringLiteral("; ")) +
                                  QStringLiteral("\nisready => say readyok\n"));
}

QString TestEngineOptionsDialog::writeScript(const QString &name, const QString &text)
{
    const QString path = m_dir.filePath(name + QLatin1String(".script"));
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text.toUtf8()) < 0) qFatal("cannot write");
    return path;
}

RegisteredEngine TestEngineOptionsDialog::engineFor(const QString &script) const
{
    EngineSpec spec;
    spec.command = m_fake;
    spec.arguments << script;
    spec.protocol = QStringLiteral("usi");
    spec.name = QStringLiteral("Fake YaneuraOu");
    return {QStringLiteral("shogi"), spec.toText()};
}

EngineOptionsDialog *TestEngineOptionsDialog::openFrom(QWidget *parent, QPushButton *button)
{
    if (!button || !button->isEnabled()) return nullptr;
    QTest::mouseClick(button, Qt::LeftButton);
    auto *dialog = parent->findChild<EngineOptionsDialog *>();
    return dialog && dialog->isVisible() ? dialog : nullptr;
}

QString TestEngineOptionsDialog::shownValue(EngineOptionsDialog *d, const Declared &o)
{
    QWidget *w = d->findChild<QWidget *>(QStringLiteral("option.") + o.name);
    if (auto *c = qobject_cast<QCheckBox *>(w))
        return c->isChecked() ? QStringLiteral("true") : QStringLiteral("false");
    if (auto *s = qobject_cast<QSpinBox *>(w)) return QString::number(s->value());
    if (auto *c = qobject_cast<QComboBox *>(w)) return c->currentText();
    if (auto *e = qobject_cast<QLineEdit *>(w)) return e->text();
    return QStringLiteral("(no editor)");
}

void TestEngineOptionsDialog::roundTripsEveryOptionTypeOfTheYaneuraOuLog()
{
    EnginesDialog engines({engineFor(m_yaneuraou)});
    engines.show();
    QVERIFY(QTest::qWaitForWindowExposed(&engines));
    auto *list = engines.findChild<QListWidget *>();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                      list->visualItemRect(list->item(0)).center());
    QPushButton *optionsButton = findButton(&engines, QStringLiteral("Options…"));
    EngineOptionsDialog *d = openFrom(&engines, optionsButton);
    QVERIFY(d);
    QPushButton *ok = d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QTRY_VERIFY(ok->isEnabled());
    QVERIFY(d->findChild<QScrollArea *>()->isVisible()); // ~40 options scroll

    // One editor per declared option, of its type, showing the engine's default.
    QSet<QString> types;
    for (const Declared &o : std::as_const(m_declared)) {
        QWidget *w = d->findChild<QWidget *>(QStringLiteral("option.") + o.name);
        QVERIFY2(w, qPrintable(o.name));
        types << o.type;
        if (o.type == u"check") QVERIFY(qobject_cast<QCheckBox *>(w));
        if (o.type == u"string") QVERIFY(qobject_cast<QLineEdit *>(w));
        if (o.type == u"combo") {
            auto *combo = qobject_cast<QComboBox *>(w);
            QVERIFY(combo);
            QStringList items;
            for (int i = 0; i < combo->count(); ++i)
                items << combo->itemText(i);
            QCOMPARE(items, o.vars);
        }
        if (o.type == u"spin") {
            if (o.max <= std::numeric_limits<int>::max()) {
                auto *spin = qobject_cast<QSpinBox *>(w);
                QVERIFY2(spin, qPrintable(o.name));
                QCOMPARE(spin->minimum(), o.min);
                QCOMPARE(spin->maximum(), o.max);
            } else {
                QVERIFY2(qobject_cast<QLineEdit *>(w), qPrintable(o.name)); // NodesLimit's 2^63-1
            }
        }
        QCOMPARE(shownValue(d, o), o.defaultValue);
    }
    QCOMPARE(types, (QSet<QString>{QStringLiteral("check"), QStringLiteral("spin"),
                                   QStringLiteral("combo"), QStringLiteral("string")}));

    // A value of each type changed by keys.
    QTest::keyClick(d->findChild<QCheckBox *>(QStringLiteral("option.ConsiderationMode")),
                    Qt::Key_Space);
    auto *multiPv = d->findChild<QSpinBox *>(QStringLiteral("option.MultiPV"));
    QTest::keyClick(multiPv, Qt::Key_Up);
    QTest::keyClick(multiPv, Qt::Key_Up);
    QTest::keyClick(d->findChild<QComboBox *>(QStringLiteral("option.BookFile")), Qt::Key_Home);
    selectAllAndType(d->findChild<QLineEdit *>(QStringLiteral("option.BookDir")),
                     QStringLiteral("my books"));
    auto *nodes = d->findChild<QLineEdit *>(QStringLiteral("option.NodesLimit"));
    // A value the engine would refuse is refused, and the dialog stays open.
    selectAllAndType(nodes, QStringLiteral("-5"));
    QTest::mouseClick(ok, Qt::LeftButton);
    auto *problem = d->findChild<QLabel *>(QStringLiteral("problem"));
    QVERIFY(d->isVisible());
    QVERIFY(problem->isVisible());
    QVERIFY2(problem->text().contains(QLatin1String("NodesLimit")), qPrintable(problem->text()));
    QVERIFY(problem->text().contains(QLatin1String("9223372036854775807")));
    selectAllAndType(nodes, QStringLiteral("5000000000"));
    QTest::mouseClick(ok, Qt::LeftButton);
    QTRY_VERIFY(!engines.findChild<EngineOptionsDialog *>());

    const QStringList expected{
        QStringLiteral("option.BookDir=my books"), QStringLiteral("option.BookFile=no_book"),
        QStringLiteral("option.ConsiderationMode=true"), QStringLiteral("option.MultiPV=3"),
        QStringLiteral("option.NodesLimit=5000000000")};
    QCOMPARE(optionWords(engines.engines().value(0)), expected);
    QCOMPARE(engines.engines().value(0).name(), QStringLiteral("Fake YaneuraOu"));

    // Reopened, the dialog shows the stored values; Restore Defaults brings the defaults back.
    d = openFrom(&engines, optionsButton);
    QVERIFY(d);
    ok = d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QTRY_VERIFY(ok->isEnabled());
    for (const Declared &o : std::as_const(m_declared)) {
        const QString stored = QStringLiteral("option.%1=").arg(o.name);
        QString want = o.defaultValue;
        for (const QString &w : expected)
            if (w.startsWith(stored)) want = w.mid(stored.size());
        QCOMPARE(shownValue(d, o), want);
    }
    QTest::mouseClick(d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::RestoreDefaults),
                      Qt::LeftButton);
    for (const Declared &o : std::as_const(m_declared))
        QCOMPARE(shownValue(d, o), o.defaultValue);
    QTest::mouseClick(ok, Qt::LeftButton);
    QTRY_VERIFY(!engines.findChild<EngineOptionsDialog *>());
    QCOMPARE(optionWords(engines.engines().value(0)), QStringList());
}

void TestEngineOptionsDialog::buttonAndFilenameOptions()
{
    // The log has no button or filename option; YaneuraOu's own are of these shapes.
    const QString script = writeScript(
        QStringLiteral("more"),
        QStringLiteral("usi => say id name More; say option name ClearHash type button; say option "
                       "name EvalFile type filename default nn.bin; say usiok\n"
                       "isready => say readyok\n"));
    EngineEditDialog edit;
    edit.setEngine(engineFor(script));
    edit.show();
    QVERIFY(QTest::qWaitForWindowExposed(&edit));
    EngineOptionsDialog *d =
        openFrom(&edit, edit.findChild<QPushButton *>(QStringLiteral("options")));
    QVERIFY(d);
    QPushButton *ok = d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QTRY_VERIFY(ok->isEnabled());
    auto *button = d->findChild<QPushButton *>(QStringLiteral("option.ClearHash"));
    QVERIFY(button && button->isCheckable() && !button->isChecked());
    QWidget *file = d->findChild<QWidget *>(QStringLiteral("option.EvalFile"));
    auto *fileEdit = file->findChild<QLineEdit *>();
    QVERIFY(fileEdit && file->findChild<QPushButton *>(QStringLiteral("browse")));
    QCOMPARE(fileEdit->text(), QStringLiteral("nn.bin"));
    QTest::keyClick(button, Qt::Key_Space);
    selectAllAndType(fileEdit, QStringLiteral("/eval/nn2.bin"));
    QTest::mouseClick(ok, Qt::LeftButton);
    QTRY_VERIFY(!edit.findChild<EngineOptionsDialog *>());
    QCOMPARE(optionWords(edit.engine()),
             (QStringList{QStringLiteral("option.ClearHash=true"),
                          QStringLiteral("option.EvalFile=/eval/nn2.bin")}));
    QVERIFY(edit.findChild<QLabel *>(QStringLiteral("optionsText"))
                ->text()
                .contains(QLatin1String("EvalFile=/eval/nn2.bin")));

    d = openFrom(&edit, edit.findChild<QPushButton *>(QStringLiteral("options")));
    QVERIFY(d);
    QTRY_VERIFY(d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    QVERIFY(d->findChild<QPushButton *>(QStringLiteral("option.ClearHash"))->isChecked());
    QTest::mouseClick(d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel),
                      Qt::LeftButton);
    QTRY_VERIFY(!edit.findChild<EngineOptionsDialog *>());
}

void TestEngineOptionsDialog::theStoredOptionsAreSentWhenTheEnginePlays()
{
    RegisteredEngine engine = engineFor(m_yaneuraou);
    engine.words += QStringLiteral(" option.MultiPV=3 \"option.BookDir=my books\"");
    const Game *shogi = gameById(QStringLiteral("shogi"));
    QString error;
    const std::unique_ptr<EnginePlayer> player =
        EngineBuilder().player(engine.words, *shogi, &error);
    QVERIFY2(player, qPrintable(error));
    EnginePlayer *enginePlayer = player.get();
    enginePlayer->prepare();
    QTRY_VERIFY(enginePlayer->isReady());
    const QString log = enginePlayer->log()->lines().join(u'\n');
    QVERIFY2(log.contains(QLatin1String("setoption name MultiPV value 3")), qPrintable(log));
    QVERIFY(log.contains(QLatin1String("setoption name BookDir value my books")));
    QVERIFY(log.indexOf(QLatin1String("MultiPV value 3")) < log.indexOf(QLatin1String("isready")));
    enginePlayer->quit();
    QTRY_VERIFY(!enginePlayer->isReady() && enginePlayer->log()->lines().join(u'\n').contains(
                                                QLatin1String("the engine quit normally")));
}

void TestEngineOptionsDialog::theLastGameTakesTheEngineAsItIsNow()
{
    // The last game's sides are kept as engine words; options set since then are not lost.
    QSettings settings(m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    const RegisteredEngine before = engineFor(m_yaneuraou);
    GameSetup setup;
    setup.gameId = QStringLiteral("shogi");
    setup.sides = {{SideSetup::Kind::Human, {}}, {SideSetup::Kind::Engine, before.words}};
    setup.save(settings);
    RegisteredEngine after = before;
    after.words += QStringLiteral(" option.MultiPV=3");
    EngineRegistry::save(settings, {after});
    const GameSetup loaded = GameSetup::load(settings);
    QCOMPARE(loaded.sides.value(1).engine, after.words);
    QCOMPARE(loaded.sides.value(0).kind, SideSetup::Kind::Human);
    // An engine no longer registered keeps the words it was saved with.
    EngineRegistry::save(settings, {});
    QCOMPARE(GameSetup::load(settings).sides.value(1).engine, before.words);
}

void TestEngineOptionsDialog::anEngineThatCrashesBeforeUsiokGivesAClearError()
{
    const QString script =
        writeScript(QStringLiteral("crash"), QStringLiteral("usi => say id name Crashy; crash\n"));
    EngineEditDialog edit;
    edit.setEngine(engineFor(script));
    edit.show();
    QVERIFY(QTest::qWaitForWindowExposed(&edit));
    QPushButton *optionsButton = edit.findChild<QPushButton *>(QStringLiteral("options"));
    EngineOptionsDialog *d = openFrom(&edit, optionsButton);
    QVERIFY(d);
    auto *retry = d->findChild<QPushButton *>(QStringLiteral("retry"));
    auto *status = d->findChild<QLabel *>(QStringLiteral("status"));
    QTRY_VERIFY(retry->isVisible());
    QVERIFY2(status->text().contains(QLatin1String("cannot be read")) &&
                 status->text().contains(QLatin1String("crashed")),
             qPrintable(status->text()));
    QVERIFY(!d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
    // Trying again fails the same way; the dialog answers all along.
    QTest::mouseClick(retry, Qt::LeftButton);
    QTRY_VERIFY(retry->isVisible());
    QVERIFY(status->text().contains(QLatin1String("crashed")));
    QTest::mouseClick(d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel),
                      Qt::LeftButton);
    QTRY_VERIFY(!edit.findChild<EngineOptionsDialog *>());
    // The engine dialog is still there to be used: its name edited, its options untouched.
    QLineEdit *name = nullptr;
    for (QLineEdit *e : edit.findChildren<QLineEdit *>())
        if (e->placeholderText() == u"the name the engine gives") name = e;
    QVERIFY(name);
    selectAllAndType(name, QStringLiteral("Renamed"));
    QVERIFY(edit.engine().words.contains(QLatin1String("name=Renamed")));
    QCOMPARE(optionWords(edit.engine()), QStringList());
}

void TestEngineOptionsDialog::anEngineThatNeverAnswersTimesOut()
{
    const QString script = writeScript(QStringLiteral("mute"), QStringLiteral("usi =>\n"));
    EnginesDialog engines({engineFor(script)});
    engines.show();
    QVERIFY(QTest::qWaitForWindowExposed(&engines));
    auto *list = engines.findChild<QListWidget *>();
    list->setCurrentRow(0);
    EngineOptionsDialog *d = openFrom(&engines, findButton(&engines, QStringLiteral("Options…")));
    QVERIFY(d);
    auto *status = d->findChild<QLabel *>(QStringLiteral("status"));
    QVERIFY(status->text().contains(QLatin1String("Starting")));
    QTRY_VERIFY_WITH_TIMEOUT(d->findChild<QPushButton *>(QStringLiteral("retry"))->isVisible(),
                             15'000);
    QVERIFY2(status->text().contains(u"did not answer usi → usiok within 10 s"),
             qPrintable(status->text()));
    QTest::mouseClick(d->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel),
                      Qt::LeftButton);
    QTRY_VERIFY(!engines.findChild<EngineOptionsDialog *>());
    QCOMPARE(engines.engines().value(0).words, engineFor(script).words);
}

QTEST_MAIN(TestEngineOptionsDialog)
#include "tst_engineoptionsdialog.moc"
