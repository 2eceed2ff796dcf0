// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine.h"

#include "gomoku/gomokucoordinates.h"

#include <QDateTime>

#include <cstdio>

namespace kibitz::gomoku {

QList<int> Engine::commaNumbers(const QString &text)
{
    QList<int> values;
    for (const QString &part : text.split(u',')) {
        bool ok = false;
        const int n = part.trimmed().toInt(&ok);
        if (!ok) return {};
        values << n;
    }
    return values;
}

Engine::Engine() : m_rng(quint32(QDateTime::currentMSecsSinceEpoch() ^ (quintptr(this) >> 4))) {}

Engine::~Engine()
{
    abandonSearch();
}

void Engine::send(const QString &line)
{
    const QByteArray bytes = line.toUtf8() + '\n';
    const std::lock_guard lock(m_outputMutex);
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    std::fflush(stdout);
}

bool Engine::handleLine(const QString &rawLine)
{
    const QString line = rawLine.simplified();
    if (line.isEmpty()) return true;
    const qsizetype space = line.indexOf(u' ');
    const QString verb = line.left(space).toUpper();
    const QString rest = space < 0 ? QString() : line.mid(space + 1);
    if (m_protocol == Protocol::Undecided)
        m_protocol = verb == u"AGI" ? Protocol::Agi : Protocol::Gomocup;
    return m_protocol == Protocol::Agi ? agi(verb, rest) : gomocup(verb, rest);
}

void Engine::endOfInput()
{
    waitSearch();
}

void Engine::waitSearch()
{
    if (m_thread.joinable()) m_thread.join();
}

void Engine::stopSearch()
{
    if (!m_thread.joinable()) return;
    m_stop = true;
    m_thread.join();
    m_stop = false;
}

void Engine::abandonSearch()
{
    if (!m_thread.joinable()) return;
    m_abandon = true;
    m_stop = true;
    m_thread.join();
    m_stop = false;
    m_abandon = false;
}

// ---- Options ------------------------------------------------------------------------------

QString Engine::applyOption(const QString &name, const QString &value)
{
    if (!engines::Strategy::isOptionName(name)) return QStringLiteral("unknown option ") + name;
    if (!m_strategy.set(value))
        return QStringLiteral("invalid value '%1' for Strategy (%2)")
            .arg(value, m_strategy.values());
    return {};
}

QString Engine::moveText(int index) const
{
    const Point p = Grid::pointOf(index);
    return m_protocol == Protocol::Agi ? toAgi(p) : toGomocup(p);
}

QString Engine::pvText(const QList<int> &pv, bool letters) const
{
    QStringList moves;
    for (int index : pv) {
        const Point p = Grid::pointOf(index);
        // Rapfi's MESSAGE lines: the column as an upper-case letter, the row from the top.
        moves << (letters ? QChar(u'A' + p.x) + QString::number(p.y + 1) : moveText(index));
    }
    return moves.join(m_protocol == Protocol::Agi ? QString() : QStringLiteral(" "));
}

QString Engine::evalText(int score)
{
    const int mate = matePlies(score);
    if (mate > 0) return QStringLiteral("+M%1").arg(mate);
    if (mate < 0) return QStringLiteral("-M%1").arg(-mate);
    return QString::number(score);
}

} // namespace kibitz::gomoku
