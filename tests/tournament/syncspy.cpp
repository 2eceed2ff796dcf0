// SPDX-License-Identifier: GPL-3.0-or-later
// A test's LD_PRELOAD library: each fsync and fdatasync of the program appends the synced file's
// inode number as a line to the file SYNCSPY_OUT names, then syncs as asked. It shows which files
// a run syncs (tst_recordsync), which no file of the run can show afterwards. The inode, not the
// path: QSaveFile syncs an unnamed file (O_TMPFILE) and links it under its name after.
#include <dlfcn.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

namespace {
void note(int fd)
{
    const char *out = std::getenv("SYNCSPY_OUT");
    if (!out) return;
    struct stat info = {};
    if (fstat(fd, &info) != 0) return;
    char line[32];
    const int n =
        std::snprintf(line, sizeof line, "%llu\n", static_cast<unsigned long long>(info.st_ino));
    const int file = open(out, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
    if (file < 0) return;
    if (write(file, line, size_t(n)) < 0) {
        // nothing to tell the program
    }
    close(file);
}

using SyncFunction = int (*)(int);
} // namespace

extern "C" {

int fsync(int fd)
{
    note(fd);
    const auto real = reinterpret_cast<SyncFunction>(dlsym(RTLD_NEXT, "fsync"));
    return real(fd);
}

int fdatasync(int fd)
{
    note(fd);
    const auto real = reinterpret_cast<SyncFunction>(dlsym(RTLD_NEXT, "fdatasync"));
    return real(fd);
}
}
