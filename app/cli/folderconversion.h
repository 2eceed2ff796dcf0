#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace kibitz {
class Game;
class RecordFormat;
} // namespace kibitz

namespace kibitz::cli {

// Converting a whole folder tree of records: every file a game reads is written under the
// output folder at the same relative place, with the extension of the output format; files no
// game reads are passed over and counted. Two inputs that would give one output name (a.kif and
// a.ki2 as .kifu) are written as a.kifu and a-2.kifu, as ShogiHome's batch conversion does.
class FolderConversion
{
public:
    struct Item
    {
        QString input;  // path as found under the input folder
        QString output; // path to write
        const Game *game = nullptr;
        const RecordFormat *format = nullptr; // the output format
        bool failed = false;
        QStringList messages; // what to tell the user about this file, in order
    };

    // formatId empty: each file is written again in its own format.
    FolderConversion(const QString &inDir, const QString &outDir, const QString &formatId);

    // Lists the files and plans each one's output. Returns an error for the user (an output
    // format without a file extension of its own, an output folder that cannot be made), empty
    // when the conversion can run.
    QString plan();
    // Converts every planned file on `jobs` threads (1: this thread).
    void run(int jobs);

    const QList<Item> &items() const { return m_items; }
    int failedCount() const;
    int notRecordsCount() const { return m_notRecords; }
    int noSuchFormatCount() const { return m_noSuchFormat; }

private:
    static void convert(Item &item);

    QString m_inDir;
    QString m_outDir;
    QString m_formatId;
    QList<Item> m_items;
    int m_notRecords = 0;   // files no game reads
    int m_noSuchFormat = 0; // records of a game that has no format m_formatId
};

} // namespace kibitz::cli
