// SPDX-License-Identifier: GPL-3.0-or-later
// EngineProcess against a real child process (the scriptable fake engine): line splitting for
// every terminator and across writes, stderr, over-long lines, invalid UTF-8, exits, crashes,
// an engine that stops reading its input, and that a command is never given to a shell.
#include "core/engine/engineprocess.h"
#include "core/engine/harnesslatency.h"

#include <QSignalSpy>
#include <QTest>

using namespace kibitz;

namespace {
struct Run
{
    QStringList out;
    QStringList err;
    QStringList problems;
    int exitCode = -1;
    bool crashed = false;
    bool exited = false;
};

Run runScript(const QString &script, const QStringList &input = {}, qsizetype maxLine = 1 << 20)
{
    Run run;
    EngineProcess process;
    process.setMaxLineLength(maxLine);
    QObject::connect(&process, &EngineProcess::lineReceived,
                     [&](const QString &l) { run.out << l; });
    QObject::connect(&process, &EngineProcess::stderrLineReceived,
                     [&](const QString &l) { run.err << l; });
    QObject::connect(&process, &EngineProcess::outputProblemFound,
                     [&](const QString &p) { run.problems << p; });
    QObject::connect(&process, &EngineProcess::exited, [&](int code, bool crashed) {
        run.exitCode = code;
        run.crashed = crashed;
        run.exited = true;
    });
    process.start({QCoreApplication::applicationDirPath() + QStringLiteral("/kibitz-fake-engine"),
                   {QStringLiteral("--script-text"), script},
                   {}});
    for (const QString &line : input)
        process.writeLine(line);
    process.shutDown(3000);
    if (!QTest::qWaitFor([&] { return run.exited; }, 10000)) qWarning("the process did not end");
    return run;
}
} // namespace

class TestEngineProcess : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void lineTerminators();
    void linesSplitAcrossWrites();
    void stderrIsSeparate();
    void overlongLineIsDroppedAndTheNextKept();
    void invalidUtf8IsReported();
    void lastLineWithoutTerminator();
    void exitAndCrash();
    void inputBeyondAFullPipeArrivesWhole();
    void engineDyingMidWriteIsACrash();
    void engineClosingItsInputMidWrite();
    void inputWrittenSaysWhenItsLastPartWasHanded();
    void neverThroughAShell();
};

void TestEngineProcess::lineTerminators()
{
    const Run run =
        runScript(QStringLiteral("start => say a; saycr b; bytes 63 0d 64 0d 0a 65 0a 0a"));
    QCOMPARE(run.out, (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"),
                                   QStringLiteral("d"), QStringLiteral("e"), QString()}));
    QCOMPARE(run.exitCode, 0);
}

void TestEngineProcess::linesSplitAcrossWrites()
{
    // "hel" + "lo\r" + "\nworld\n": the CRLF is split between two writes.
    const Run run = runScript(QStringLiteral(
        "start => sayraw hel; sleep 50; bytes 6c 6f 0d; sleep 50; bytes 0a 77 6f 72 6c 64 0a"));
    QCOMPARE(run.out, (QStringList{QStringLiteral("hello"), QStringLiteral("world")}));
}

void TestEngineProcess::stderrIsSeparate()
{
    const Run run = runScript(QStringLiteral("start => err oops; say fine"));
    QCOMPARE(run.out, QStringList{QStringLiteral("fine")});
    QCOMPARE(run.err, QStringList{QStringLiteral("oops")});
}

void TestEngineProcess::overlongLineIsDroppedAndTheNextKept()
{
    const Run run = runScript(QStringLiteral("start => longline 1048576; say after"), {}, 1000);
    QCOMPARE(run.out, QStringList{QStringLiteral("after")});
    QCOMPARE(run.problems.size(), 1);
    QVERIFY(run.problems.first().contains(QStringLiteral("1000")));
}

void TestEngineProcess::invalidUtf8IsReported()
{
    const Run run = runScript(QStringLiteral("start => bytes 61 ff 62 0a; say 日本"));
    QCOMPARE(run.out.size(), 2);
    QCOMPARE(run.out[0], QStringLiteral("a\uFFFDb"));
    QCOMPARE(run.out[1], QStringLiteral("日本"));
    QCOMPARE(run.problems.size(), 1);
}

void TestEngineProcess::lastLineWithoutTerminator()
{
    const Run run = runScript(QStringLiteral("start => sayraw tail; exit 0"));
    QCOMPARE(run.out, QStringList{QStringLiteral("tail")});
}

void TestEngineProcess::exitAndCrash()
{
    Run run = runScript(QStringLiteral("start => exit 7"));
    QCOMPARE(run.exitCode, 7);
    QVERIFY(!run.crashed);
    run = runScript(QStringLiteral("start => crash"));
    QVERIFY(run.crashed);
    // Input reaches the engine: the reply to the second "ping".
    run = runScript(QStringLiteral("ping#2 => say pong {n}"),
                    {QStringLiteral("ping"), QStringLiteral("ping")});
    QCOMPARE(run.out, QStringList{QStringLiteral("pong 2")});
    // Non-ASCII input goes as UTF-8 (ASCII lines take a shorter way): "名前" is the script's
    // word, byte for byte, and the ASCII line after it still arrives.
    run = runScript(QStringLiteral("名前 => say named {n}\nping => say pong {n}"),
                    {QStringLiteral("名前 テスト"), QStringLiteral("ping")});
    QCOMPARE(run.out, (QStringList{QStringLiteral("named 1"), QStringLiteral("pong 2")}));
}

// An engine busy at the start while 300 kB are written to it (a pipe holds 64 kB): writeLine
// does not wait, the rest goes out as the engine reads, every line arrives in order, and the
// input is closed only once all of it is written.
void TestEngineProcess::inputBeyondAFullPipeArrivesWhole()
{
    const QString filler(100, QLatin1Char('x'));
    QStringList input;
    for (int i = 1; i <= 3000; ++i)
        input << QStringLiteral("ping %1 %2").arg(i).arg(filler);
    const Run run = runScript(
        QStringLiteral("start => sleep 300\nping#1 => say first\nping#3000 => say pong {n}"),
        input);
    QCOMPARE(run.out, (QStringList{QStringLiteral("first"), QStringLiteral("pong 3000")}));
    QCOMPARE(run.exitCode, 0);
}

// An engine that dies half-way through a line of output, with 300 kB of input still to go into
// its full pipe: the half line arrives, the end is a crash (not a hang), and the writes into the
// dead engine's pipe fail quietly (EPIPE) instead of killing this process with SIGPIPE.
void TestEngineProcess::engineDyingMidWriteIsACrash()
{
    const QString filler(100, QLatin1Char('x'));
    QStringList input;
    for (int i = 1; i <= 3000; ++i)
        input << QStringLiteral("ping %1 %2").arg(i).arg(filler);
    const Run run =
        runScript(QStringLiteral("start => sleep 100; sayraw bestmove 7g7; crash"), input);
    QVERIFY(run.exited);
    QVERIFY(run.crashed);
    QCOMPARE(run.out, QStringList{QStringLiteral("bestmove 7g7")});
}

namespace {
// Counts the socket notifiers' activations on this thread: a notifier left enabled on a broken
// pipe is ready on every turn of the event loop, and fires thousands of times a second.
class NotifierActivations : public QObject
{
public:
    NotifierActivations() { QCoreApplication::instance()->installEventFilter(this); }
    ~NotifierActivations() override { QCoreApplication::instance()->removeEventFilter(this); }
    int count = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::SockAct) ++count;
        return QObject::eventFilter(watched, event);
    }
};
} // namespace

void TestEngineProcess::engineClosingItsInputMidWrite()
{
    // The engine reads nothing while more than its pipe holds is written, then closes its
    // standard input and lives on: the rest of the write fails (EPIPE) while no exit follows to
    // clean up. What was not taken is dropped, never reported written, and the pipe given up:
    // nothing keeps waking the event loop for it, and later lines are dropped too.
    EngineProcess process;
    QStringList out;
    int written = 0;
    bool exited = false, crashed = false;
    connect(&process, &EngineProcess::lineReceived, [&](const QString &l) { out << l; });
    connect(&process, &EngineProcess::inputWritten, [&] { ++written; });
    connect(&process, &EngineProcess::exited, [&](int, bool c) {
        exited = true;
        crashed = c;
    });
    process.start({QCoreApplication::applicationDirPath() + QStringLiteral("/kibitz-fake-engine"),
                   {QStringLiteral("--script-text"),
                    QStringLiteral("start => sleep 200; closein; say closed; sleep 60000")},
                   {}});
    const QString filler(100, QLatin1Char('x'));
    for (int i = 1; i <= 3000; ++i)
        process.writeLine(QStringLiteral("ping %1 %2").arg(i).arg(filler));
    const int writtenAtOnce = written; // the lines the pipe took before it was full
    QTRY_VERIFY_WITH_TIMEOUT(out.contains(QStringLiteral("closed")), 20000);
    {
        NotifierActivations activations;
        QTest::qWait(300);
        QVERIFY2(activations.count < 50, qPrintable(QString::number(activations.count)));
    }
    QCOMPARE(written, writtenAtOnce);
    QVERIFY(process.isRunning());
    process.writeLine(QStringLiteral("later"));
    QTest::qWait(50);
    QCOMPARE(written, writtenAtOnce);
    process.kill();
    QTRY_VERIFY_WITH_TIMEOUT(exited, 20000);
    QVERIFY(crashed); // killed by us
}

void TestEngineProcess::inputWrittenSaysWhenItsLastPartWasHanded()
{
    // A line the pipe takes at once is handed within writeLine; lines beyond a full pipe are
    // handed only once the engine reads, after its 300 ms asleep: the time is that of the last
    // write call, not the first (the harness's latency counts until the request is all in).
    EngineProcess process;
    QList<qint64> handed;
    connect(&process, &EngineProcess::inputWritten, [&](qint64 ns) { handed << ns; });
    process.start({QCoreApplication::applicationDirPath() + QStringLiteral("/kibitz-fake-engine"),
                   {QStringLiteral("--script-text"), QStringLiteral("start => say up; sleep 300")},
                   {}});
    QSignalSpy lines(&process, &EngineProcess::lineReceived);
    QVERIFY(lines.wait(10000)); // "up": asleep from now on
    qint64 before = HarnessLatency::now();
    process.writeLine(QStringLiteral("one line"));
    QCOMPARE(handed.size(), 1);
    QVERIFY(handed[0] >= before && handed[0] <= HarnessLatency::now());

    const QString filler(100, QLatin1Char('x'));
    before = HarnessLatency::now();
    for (int i = 1; i <= 3000; ++i) // about 300 KB: more than a pipe holds
        process.writeLine(QStringLiteral("ping %1 %2").arg(i).arg(filler));
    const qsizetype atOnce = handed.size(); // each line the pipe took before it was full
    QVERIFY(atOnce > 1 && atOnce < 3001);
    QTRY_COMPARE_WITH_TIMEOUT(handed.size(), atOnce + 1, 10000); // the rest, in one report
    const qint64 waitedMs = (handed.last() - before) / 1000000;
    QVERIFY2(waitedMs >= 150, qPrintable(QString::number(waitedMs)));
    QVERIFY(handed.last() <= HarnessLatency::now());
}

void TestEngineProcess::neverThroughAShell()
{
    EngineProcess process;
    QSignalSpy failed(&process, &EngineProcess::failedToStart);
    QSignalSpy started(&process, &EngineProcess::started);
    // Through a shell this would run `true`; as an argv it names a program that does not exist.
    process.start({QStringLiteral("true; echo hacked"), {}, {}});
    QVERIFY(failed.wait(5000));
    QCOMPARE(started.size(), 0);
}

QTEST_GUILESS_MAIN(TestEngineProcess)
#include "tst_engineprocess.moc"
