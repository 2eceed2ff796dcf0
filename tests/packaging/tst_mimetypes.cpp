// SPDX-License-Identifier: GPL-3.0-or-later
// Every record type Kibitz opens is declared to the desktop: each extension of each game's record
// formats has a MIME type (Kibitz's shared-mime-info file, or the system's for .sgf) that the
// .desktop file lists, and the AppStream metainfo provides the same types.
#include "core/game/game.h"
#include "core/record/recordformat.h"
#include "gamecatalog.h"

#include <QFile>
#include <QMimeDatabase>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

using namespace kibitz;

namespace {
const QString resources = QStringLiteral(RESOURCES_DIR "/io.github.kibitz.Kibitz");

// Extensions Kibitz reads but does not claim: goita's records are plain *.json, and claiming
// application/json would offer Kibitz for every JSON file.
const QSet<QString> unclaimed = {QStringLiteral("json")};

QByteArray readAll(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

// glob extension -> type, from Kibitz's shared-mime-info file.
QHash<QString, QString> declaredTypes()
{
    QHash<QString, QString> types;
    QXmlStreamReader xml(readAll(resources + QStringLiteral(".mime.xml")));
    QString type;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement) continue;
        if (xml.name() == QLatin1String("mime-type"))
            type = xml.attributes().value(QLatin1String("type")).toString();
        else if (xml.name() == QLatin1String("glob")) {
            const QString pattern = xml.attributes().value(QLatin1String("pattern")).toString();
            if (pattern.startsWith(QLatin1String("*."))) types.insert(pattern.mid(2), type);
        }
    }
    if (xml.hasError()) qFatal("mime.xml: %s", qPrintable(xml.errorString()));
    return types;
}

QSet<QString> desktopMimeTypes()
{
    for (const QByteArray &line : readAll(resources + QStringLiteral(".desktop")).split('\n'))
        if (line.startsWith("MimeType=")) {
            QSet<QString> types;
            for (const QByteArray &type : line.mid(9).split(';'))
                if (!type.isEmpty()) types.insert(QString::fromUtf8(type));
            return types;
        }
    return {};
}

QSet<QString> metainfoMediaTypes()
{
    QSet<QString> types;
    QXmlStreamReader xml(readAll(resources + QStringLiteral(".metainfo.xml")));
    while (!xml.atEnd())
        if (xml.readNext() == QXmlStreamReader::StartElement &&
            xml.name() == QLatin1String("mediatype"))
            types.insert(xml.readElementText());
    return types;
}
} // namespace

class TestMimeTypes : public QObject
{
    Q_OBJECT

private slots:
    void everyRecordExtensionIsClaimed_data()
    {
        QTest::addColumn<QString>("extension");
        QSet<QString> seen;
        for (const Game *game : allGames())
            for (const RecordFormat *format : game->recordFormats())
                for (const QString &extension : format->extensions())
                    if (!seen.contains(extension)) {
                        seen.insert(extension);
                        QTest::newRow(qPrintable(extension)) << extension;
                    }
        QVERIFY(seen.size() >= 10);
    }

    void everyRecordExtensionIsClaimed()
    {
        QFETCH(QString, extension);
        if (unclaimed.contains(extension)) {
            QVERIFY(!declaredTypes().contains(extension));
            QVERIFY(
                !desktopMimeTypes().contains(QMimeDatabase()
                                                 .mimeTypeForFile(QStringLiteral("x.") + extension,
                                                                  QMimeDatabase::MatchExtension)
                                                 .name()));
            return;
        }
        QString type = declaredTypes().value(extension);
        if (type.isEmpty()) // a type the system's shared-mime-info has (application/x-go-sgf)
            type = QMimeDatabase()
                       .mimeTypeForFile(QStringLiteral("x.") + extension,
                                        QMimeDatabase::MatchExtension)
                       .name();
        QVERIFY2(type != QLatin1String("application/octet-stream"),
                 qPrintable(QStringLiteral("*.%1 has no MIME type: declare one in "
                                           "resources/io.github.kibitz.Kibitz.mime.xml")
                                .arg(extension)));
        QVERIFY2(desktopMimeTypes().contains(type),
                 qPrintable(QStringLiteral("%1 (*.%2) is not in the .desktop file's MimeType")
                                .arg(type, extension)));
    }

    void everyDeclaredTypeIsListed()
    {
        for (const QString &type : declaredTypes())
            QVERIFY2(desktopMimeTypes().contains(type), qPrintable(type));
    }

    void metainfoProvidesTheDesktopTypes()
    {
        QVERIFY(!desktopMimeTypes().isEmpty());
        QCOMPARE(metainfoMediaTypes(), desktopMimeTypes());
    }
};

QTEST_GUILESS_MAIN(TestMimeTypes)
#include "tst_mimetypes.moc"
