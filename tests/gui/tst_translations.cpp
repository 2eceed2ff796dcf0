// SPDX-License-Identifier: GPL-3.0-or-later
// Both translations are complete: every message of the sources has a finished translation, and
// the placeholders (%1, %2 …) of each source text are kept in its translation. And every context
// the sources translate with by name (QCoreApplication::translate("CONTEXT", …), as the tr()
// helpers of free functions do) is one lupdate wrote: else those strings stay English.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void complete_data();
    void complete();
    void contextsOfTheSourcesExist();
};

void TestTranslations::complete_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("ja") << QStringLiteral(TRANSLATIONS_DIR "/kibitz_ja.ts");
    QTest::newRow("zh_CN") << QStringLiteral(TRANSLATIONS_DIR "/kibitz_zh_CN.ts");
}

static QSet<QString> placeholders(const QString &text)
{
    QSet<QString> found;
    static const QRegularExpression pattern(QStringLiteral("%\\d"));
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured());
    return found;
}

void TestTranslations::complete()
{
    QFETCH(QString, file);
    QFile ts(file);
    QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(file));
    QXmlStreamReader xml(&ts);
    int messages = 0;
    QString context, source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            // Plural messages hold their forms in <numerusform> children.
            const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            ++messages;
            const QString where = context + QStringLiteral(": ") + source;
            QVERIFY2(type.isEmpty(), qPrintable(QStringLiteral("%1 (%2)").arg(where, type)));
            QVERIFY2(!translation.isEmpty(), qPrintable(where));
            QCOMPARE(placeholders(translation), placeholders(source));
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(messages > 100);
}

void TestTranslations::contextsOfTheSourcesExist()
{
    QFile ts(QStringLiteral(TRANSLATIONS_DIR "/kibitz_ja.ts"));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    QSet<QString> contexts;
    static const QRegularExpression name(QStringLiteral("<name>([^<]+)</name>"));
    for (auto m = name.globalMatch(QString::fromUtf8(ts.readAll())); m.hasNext();)
        contexts.insert(m.next().captured(1));
    static const QRegularExpression named(QStringLiteral("translate\\(\\s*\"([^\"]+)\""));
    int seen = 0;
    for (const char *folder : {"app", "ui"}) {
        QDirIterator it(QStringLiteral(SOURCE_DIR "/") + QLatin1String(folder),
                        {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile source(it.next());
            QVERIFY(source.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(source.readAll());
            for (auto m = named.globalMatch(text); m.hasNext();) {
                const QString context = m.next().captured(1);
                ++seen;
                QVERIFY2(contexts.contains(context),
                         qPrintable(QStringLiteral("%1 translates with the context %2, which the "
                                                   "translations do not have")
                                        .arg(it.filePath(), context)));
            }
        }
    }
    QVERIFY(seen > 10);
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
