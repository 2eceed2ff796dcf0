// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/tournament/opening.h"

namespace kibitz {

namespace {
QString place(const QString &file, int line)
{
    return line > 0 ? file + QLatin1Char(':') + QString::number(line) : file;
}
} // namespace

QString Opening::where() const
{
    return place(file, line);
}

QString OpeningRefusal::where() const
{
    return place(file, line);
}

QString OpeningRefusal::message() const
{
    return where() + QStringLiteral(": ") + reason;
}

} // namespace kibitz
