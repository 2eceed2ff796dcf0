// SPDX-License-Identifier: GPL-3.0-or-later
#include "folderio.h"

#include <QDir>
#include <QFile>

#include <utility>

#ifdef Q_OS_UNIX
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#else
#include <QFileInfo>
#include <filesystem>
#endif

namespace kibitz::cli {

FolderIo::FolderIo(FolderIo &&other) noexcept
    : m_path(std::move(other.m_path)), m_fd(std::exchange(other.m_fd, -1)),
      m_dir(std::exchange(other.m_dir, nullptr))
{}

FolderIo &FolderIo::operator=(FolderIo &&other) noexcept
{
    std::swap(m_path, other.m_path);
    std::swap(m_fd, other.m_fd);
    std::swap(m_dir, other.m_dir);
    return *this;
}

namespace {
QString joined(const QString &base, const QString &relative)
{
    return relative.isEmpty() ? base : base + u'/' + relative;
}
} // namespace

#ifdef Q_OS_UNIX

namespace {
QByteArray encoded(const QString &name)
{
    return name.isEmpty() ? QByteArrayLiteral(".") : QFile::encodeName(name);
}

// A file or a symbolic link to one is a file; links to folders and other kinds are passed over.
enum class Kind { File, Folder, Other };

Kind kindOf(int folder, const dirent &entry)
{
    if (entry.d_type == DT_REG) return Kind::File;
    if (entry.d_type == DT_DIR) return Kind::Folder;
    if (entry.d_type != DT_LNK && entry.d_type != DT_UNKNOWN) return Kind::Other;
    // The listing did not say (DT_UNKNOWN), or it is a link: ask.
    struct stat info;
    if (fstatat(folder, entry.d_name, &info, AT_SYMLINK_NOFOLLOW) != 0) return Kind::Other;
    if (S_ISDIR(info.st_mode)) return Kind::Folder;
    if (S_ISLNK(info.st_mode) && fstatat(folder, entry.d_name, &info, 0) != 0) return Kind::Other;
    return S_ISREG(info.st_mode) ? Kind::File : Kind::Other;
}
} // namespace

FolderIo::~FolderIo()
{
    if (m_dir)
        closedir(static_cast<DIR *>(m_dir));
    else if (m_fd >= 0)
        ::close(m_fd);
}

bool FolderIo::isOpen() const
{
    return m_fd >= 0;
}

FolderIo FolderIo::open(const QString &path, bool create, QString *error)
{
    FolderIo folder;
    folder.m_path = path;
    if (create) QDir().mkpath(path);
    folder.m_fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder.m_fd < 0) *error = tr("Cannot open the folder %1: %2").arg(path, qt_error_string());
    return folder;
}

FolderIo FolderIo::open(const FolderIo &base, const QString &relative, bool create, QString *error)
{
    FolderIo folder;
    folder.m_path = joined(base.m_path, relative);
    const QByteArray name = encoded(relative);
    if (create && mkdirat(base.m_fd, name.constData(), 0777) != 0 && errno == ENOENT) {
        // Its parents are missing too: made one after the other, as QDir::mkpath does.
        for (qsizetype slash = name.indexOf('/'); slash > 0; slash = name.indexOf('/', slash + 1))
            mkdirat(base.m_fd, name.left(slash).constData(), 0777);
        mkdirat(base.m_fd, name.constData(), 0777);
    }
    folder.m_fd = openat(base.m_fd, name.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder.m_fd < 0)
        *error = create ? tr("cannot make the folder %1: %2").arg(folder.m_path, qt_error_string())
                        : tr("Cannot open the folder %1: %2").arg(folder.m_path, qt_error_string());
    return folder;
}

QList<FolderIo::Entry> FolderIo::entries(QString *error)
{
    DIR *dir = static_cast<DIR *>(m_dir);
    if (dir)
        rewinddir(dir);
    else
        m_dir = dir = fdopendir(m_fd);
    if (!dir) {
        *error = tr("Cannot open the folder %1: %2").arg(m_path, qt_error_string());
        return {};
    }
    QList<Entry> entries;
    while (const dirent *entry = readdir(dir)) {
        const char *n = entry->d_name;
        if (n[0] == '.' && (n[1] == 0 || (n[1] == '.' && n[2] == 0))) continue;
        if (const Kind kind = kindOf(m_fd, *entry); kind != Kind::Other)
            entries.append({QFile::decodeName(n), kind == Kind::Folder});
    }
    return entries;
}

QByteArray FolderIo::readFile(const QString &name, qint64 maxSize, QString *error) const
{
    const QString path = joined(m_path, name);
    const int fd = openat(m_fd, QFile::encodeName(name).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        *error = tr("Cannot open %1: %2").arg(path, qt_error_string());
        return {};
    }
    QByteArray data;
    struct stat info;
    if (fstat(fd, &info) != 0) {
        *error = tr("Cannot open %1: %2").arg(path, qt_error_string());
    } else if (info.st_size > maxSize) {
        *error = tr("%1 is too large for a record (%2 bytes)").arg(path).arg(info.st_size);
    } else {
        data.resize(info.st_size);
        qint64 done = 0;
        while (done < data.size()) {
            const ssize_t n = ::read(fd, data.data() + done, data.size() - done);
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) *error = tr("Cannot read %1: %2").arg(path, qt_error_string());
            if (n <= 0) break;
            done += n;
        }
        data.truncate(done); // the file shrank since fstat
    }
    ::close(fd);
    return data;
}

QString FolderIo::writeFile(const QString &name, const QByteArray &data) const
{
    const QByteArray target = QFile::encodeName(name);
    const QByteArray part = target + ".part";
    const auto failed = [&](int code) {
        unlinkat(m_fd, part.constData(), 0);
        return tr("Cannot write %1: %2").arg(joined(m_path, name), qt_error_string(code));
    };
    const int fd = openat(m_fd, part.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
    if (fd < 0) return failed(errno);
    qint64 done = 0;
    while (done < data.size()) {
        const ssize_t n = ::write(fd, data.constData() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            const int code = errno;
            ::close(fd);
            return failed(code);
        }
        done += n;
    }
    // close reports a write the file system could not finish (a full disk on NFS).
    if (::close(fd) != 0) return failed(errno);
    if (renameat(m_fd, part.constData(), m_fd, target.constData()) != 0) return failed(errno);
    return {};
}

#else // Through Qt, by whole paths.

FolderIo::~FolderIo() = default;

bool FolderIo::isOpen() const
{
    return !m_path.isEmpty();
}

FolderIo FolderIo::open(const QString &path, bool create, QString *error)
{
    FolderIo folder;
    if ((create && !QDir().mkpath(path)) || !QFileInfo(path).isDir())
        *error = tr("Cannot open the folder %1: %2").arg(path, tr("no such folder"));
    else
        folder.m_path = path;
    return folder;
}

FolderIo FolderIo::open(const FolderIo &base, const QString &relative, bool create, QString *error)
{
    return open(joined(base.m_path, relative), create, error);
}

QList<FolderIo::Entry> FolderIo::entries(QString *)
{
    QList<Entry> entries;
    const QFileInfoList infos =
        QDir(m_path).entryInfoList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot | QDir::Hidden);
    for (const QFileInfo &info : infos)
        if (!info.isDir() || !info.isSymLink()) entries.append({info.fileName(), info.isDir()});
    return entries;
}

QByteArray FolderIo::readFile(const QString &name, qint64 maxSize, QString *error) const
{
    QFile file(joined(m_path, name));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot open %1: %2").arg(file.fileName(), file.errorString());
        return {};
    }
    if (file.size() > maxSize) {
        *error =
            tr("%1 is too large for a record (%2 bytes)").arg(file.fileName()).arg(file.size());
        return {};
    }
    return file.readAll();
}

QString FolderIo::writeFile(const QString &name, const QByteArray &data) const
{
    const QString path = joined(m_path, name);
    QFile file(path + QStringLiteral(".part"));
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size()) {
        const QString error = tr("Cannot write %1: %2").arg(path, file.errorString());
        file.remove();
        return error;
    }
    file.close();
    // std::filesystem::rename replaces an existing file, as QFile::rename does not.
    std::error_code ec;
    std::filesystem::rename(file.fileName().toStdU16String(), path.toStdU16String(), ec);
    if (ec) {
        file.remove();
        return tr("Cannot write %1: %2").arg(path, QString::fromLocal8Bit(ec.message()));
    }
    return {};
}

#endif

} // namespace kibitz::cli
