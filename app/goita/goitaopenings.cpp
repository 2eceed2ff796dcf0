// SPDX-License-Identifier: GPL-3.0-or-later
#include "goita/goitaopenings.h"

#include "core/tournament/openinglist.h"
#include "goita/goitagame.h"
#include "goita/goitaposition.h"
#include "goita/goitasetup.h"

#include <QCoreApplication>

#include <algorithm>

namespace kibitz::goita {

namespace {
// lupdate files a tr() outside a class under its namespace: the context is that namespace.
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::goita", text);
}

bool isNumber(QStringView line)
{
    return std::all_of(line.begin(), line.end(), [](QChar c) { return c.isDigit(); });
}
} // namespace

OpeningReadResult readGoitaOpenings(const QString &path, const QString &baseSetup)
{
    QString problem;
    if (!GoitaSetup::parse(baseSetup, &problem)) {
        OpeningReadResult result;
        result.error = problem;
        return result;
    }
    return readOpeningList(path, [&](QStringView line, QString *why) -> std::optional<Opening> {
        QString words = line.toString();
        if (isNumber(line)) {
            bool ok = false;
            const quint64 seed = line.toULongLong(&ok);
            if (!ok) {
                *why = tr("seed %1 is larger than %2").arg(line).arg(quint64(-1));
                return std::nullopt;
            }
            words = QStringLiteral("seed ") + QString::number(seed);
        }
        const QString text = baseSetup + QLatin1Char(' ') + words;
        const std::unique_ptr<GoitaPosition> position = GoitaPosition::fromSetup(text, why);
        if (!position) return std::nullopt;
        return Opening{position->setupText(), {}, {}, {}, 0};
    });
}

OpeningReadResult GoitaGame::readOpenings(const QString &path, const QString &baseSetup) const
{
    return readGoitaOpenings(path, baseSetup);
}

} // namespace kibitz::goita
