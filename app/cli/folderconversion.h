// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "folderio.h"

#include <QCoreApplication>
#include <QList>
#include <QMutex>
#include <QString>
#include <QStringList>

class QThreadPool;

namespace kibitz {
class RecordFormat;
} // namespace kibitz

namespace kibitz::cli {

// Converting a whole folder tree of records: every file a game reads is written under the
// output folder at the same relative place, with the extension of the output format; files no
// game reads are passed over and counted. Two inputs that would give one output name (a.kif and
// a.ki2 as .kifu) are written as a.kifu and a-2.kifu, as ShogiHome's batch conversion does.
class FolderConversion
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::cli::FolderConversion)

public:
    struct Item
    {
        QString input;  // path as found under the input folder
        QString output; // path to write
        const RecordFormat *inputFormat = nullptr;
        const RecordFormat *format = nullptr; // the output format
        bool failed = false;
        QStringList messages; // why this file failed, and what its reader noted, in order
        QStringList problems; // what the output format cannot hold of it (RecordWriteResult)
    };

    // formatId empty: each file is written again in its own format.
    FolderConversion(const QString &inDir, const QString &outDir, const QString &formatId);

    // An error for the user when the conversion cannot run (the output format has no file
    // extension of its own), empty when it can.
    QString check() const;
    // Converts every record under the input folder on `jobs` threads. Returns an error for the
    // user when the input folder cannot be read or the output folder cannot be made. Each folder is
    // one task: it lists the folder, names its outputs, makes its output folder once and converts
    // its files, and its subfolders become tasks of their own, so that listing, making folders and
    // converting all run in parallel.
    QString run(int jobs);

    // Sorted by input path once run() has returned.
    const QList<Item> &items() const { return m_items; }
    int failedCount() const;
    int notRecordsCount() const { return m_notRecords; }
    int noSuchFormatCount() const { return m_noSuchFormat; }

private:
    // relative: "" or a path under the input folder.
    void convertFolder(QThreadPool &pool, const QString &relative);
    static void convert(const FolderIo &in, const QString &inName, const FolderIo &out,
                        const QString &outName, Item &item);

    QString m_inDir;
    QString m_outDir;
    QString m_formatId;
    QString m_inDirAbsolute; // to pass over m_outDir when it is inside m_inDir
    QString m_outDirAbsolute;
    FolderIo m_in;  // opened by run()
    FolderIo m_out; // made and opened by run()
    QMutex m_mutex; // guards the three below while run() works
    QList<Item> m_items;
    int m_notRecords = 0;   // files no game reads
    int m_noSuchFormat = 0; // records of a game that has no format m_formatId
};

} // namespace kibitz::cli
