// Both translations are complete: every message of the sources has a finished translation, and
// the placeholders (%1, %2 …) of each source text are kept in its translation.
#include <QDir>
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

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
