// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace kibitz::cli {

// A folder opened once, whose entries are listed, read and written by name. On POSIX systems it
// holds the folder's descriptor and works relative to it (openat, mkdirat, renameat): converting
// thousands of small files, the kernel does not walk each file's whole path again, and the
// listing's own file types spare a stat per entry. Elsewhere it works through QDir and QFile.
class FolderIo
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::cli::FolderIo)

public:
    struct Entry
    {
        QString name;
        bool isFolder = false; // a folder itself, never a symbolic link to one
    };

    FolderIo() = default;
    FolderIo(FolderIo &&other) noexcept;
    FolderIo &operator=(FolderIo &&other) noexcept;
    FolderIo(const FolderIo &) = delete;
    FolderIo &operator=(const FolderIo &) = delete;
    ~FolderIo();

    // The folder at `path`, made first (with its parents) when `create` is set.
    static FolderIo open(const QString &path, bool create, QString *error);
    // The folder at `relative` under `base`; "" is base itself.
    static FolderIo open(const FolderIo &base, const QString &relative, bool create,
                         QString *error);

    bool isOpen() const;
    const QString &path() const { return m_path; }

    // Its folders, and its files and symbolic links to files; not "." and "..", nor links to
    // folders (never followed), nor other kinds of entry. Lists the folder once.
    QList<Entry> entries(QString *error);
    // The whole file, or an error when it cannot be read or is larger than maxSize bytes.
    QByteArray readFile(const QString &name, qint64 maxSize, QString *error) const;
    // Writes NAME.part and renames it over name, so that a killed process never leaves a
    // half-written file. Not synced to disk: for converting whole folders, where syncing each
    // of thousands of small files is most of the time and the inputs stay; what an OS crash
    // loses, a rerun writes again. Returns an error text, empty on success.
    QString writeFile(const QString &name, const QByteArray &data) const;

private:
    QString m_path;
    int m_fd = -1;         // POSIX only
    void *m_dir = nullptr; // POSIX only: the DIR listing m_fd, which closing it closes
};

} // namespace kibitz::cli
