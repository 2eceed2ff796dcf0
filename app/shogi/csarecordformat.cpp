// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/csarecordformat.h"

#include "shogi/csareader.h"
#include "shogi/csatimecontrol.h"
#include "shogi/notation.h"
#include "shogi/recordfiletext.h"
#include "shogi/shogigame.h"
#include "shogi/shogiposition.h"
#include "shogi/specialmove.h"
#include "shogi/thinkcomment.h"
#include "shogi/usi.h"

#include <QCoreApplication>

namespace kibitz::shogi {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::shogi::CsaRecordFormat", text);
}
} // namespace

CsaRecordFormat::CsaRecordFormat(int version) : m_version(version) {}

QString CsaRecordFormat::id() const
{
    return m_version == 3 ? QStringLiteral("csa3") : QStringLiteral("csa");
}

QString CsaRecordFormat::displayName() const
{
    return m_version == 3 ? tr("CSA V3.0") : tr("CSA V2.2");
}

QStringList CsaRecordFormat::extensions() const
{
    // V3 is written on request only; .csa files of either version are read by the V2.2 entry.
    return m_version == 3 ? QStringList() : QStringList{QStringLiteral("csa")};
}

RecordReadResult CsaRecordFormat::read(const QByteArray &data) const
{
    return readCsa(data);
}

QList<GameText> CsaRecordFormat::splitGames(const QByteArray &data) const
{
    // A game ends at a line that is '/' alone; a part of white space only (after a last '/') is
    // no game.
    QList<GameText> games;
    qsizetype start = 0;
    int line = 1, startLine = 1;
    const auto close = [&](qsizetype end) {
        const QByteArray text = data.mid(start, end - start);
        if (!text.trimmed().isEmpty()) games.append({text, startLine});
    };
    for (qsizetype at = 0; at < data.size(); ++line) {
        qsizetype end = data.indexOf('\n', at);
        if (end < 0) end = data.size();
        if (data.mid(at, end - at).trimmed() == "/") {
            close(at);
            start = end + 1;
            startLine = line + 1;
        }
        at = end + 1;
    }
    close(data.size());
    return games;
}

RecordWriteResult CsaRecordFormat::write(const Record &record) const
{
    RecordFileText out;
    Board start = Board::startPosition();
    if (!record.setup().isEmpty())
        if (const auto p = ShogiPosition::fromSetup(record.setup())) start = p->board();
    if (m_version == 3) {
        out.add(QStringLiteral("'CSA encoding=UTF-8"));
        out.add(QStringLiteral("V3.0"));
    } else {
        out.add(QStringLiteral("V2.2"));
    }
    const QString p1 = record.headerValue(header::player(0));
    const QString p2 = record.headerValue(header::player(1));
    if (!p1.isEmpty()) out.add(QStringLiteral("N+") + p1);
    if (!p2.isEmpty()) out.add(QStringLiteral("N-") + p2);
    for (const auto &[key, value] : record.headers()) {
        if (const QString time = csaTimeControlLine(key, value, record, m_version);
            !time.isEmpty()) {
            out.add(time);
            continue;
        }
        for (const CsaHeaderName &h : csaHeaderNames())
            if (h.key == key) out.add(QLatin1String(h.csa) + value);
        if (key.startsWith(QLatin1Char('$')) && !key.contains(QLatin1Char(':'))) {
            bool known = false;
            for (const CsaHeaderName &h : csaHeaderNames())
                known |= h.key == key;
            if (!known) out.add(key + QLatin1Char(':') + value);
        }
    }
    if (start.samePosition(Board::startPosition())) {
        out.add(QStringLiteral("PI"));
    } else {
        for (int rank = 1; rank <= 9; ++rank) {
            QString row = QStringLiteral("P%1").arg(rank);
            for (int file = 9; file >= 1; --file) {
                const Piece p = start.at(Square::at(file, rank));
                row += p.isNone()
                           ? QStringLiteral(" * ")
                           : (p.color == Color::Black ? QStringLiteral("+") : QStringLiteral("-")) +
                                 csaPieceName(p.type);
            }
            out.add(row);
        }
        for (Color c : {Color::Black, Color::White}) {
            QString hand;
            for (int pt = index(PieceType::Pawn); pt <= index(PieceType::Gold); ++pt)
                for (int n = 0; n < start.handCount(c, PieceType(pt)); ++n)
                    hand += QStringLiteral("00") + csaPieceName(PieceType(pt));
            if (!hand.isEmpty())
                out.add((c == Color::Black ? QStringLiteral("P+") : QStringLiteral("P-")) + hand);
        }
    }
    out.add(start.sideToMove() == Color::Black ? QStringLiteral("+") : QStringLiteral("-"));
    auto comment = [&](const RecordNode &n, const Board &after, Square lastTo) {
        for (const QString &l : ThinkComment::format(n, after, lastTo))
            out.add(QLatin1Char('\'') + l,
                    n.ply() ? tr("comment of move %1").arg(n.ply()) : tr("comment"));
    };
    Board pos = start;
    Square lastTo;
    comment(*record.root(), pos, lastTo);
    for (const RecordNode *n : record.mainLine()) {
        const auto m = moveFromUsi(pos, n->move);
        if (!m) break;
        out.add(formatCsaMove(*m, pos.sideToMove()));
        out.add(QLatin1Char('T') + QString::number(qMax<qint64>(n->timeMs, 0) / 1000));
        pos.doMove(*m);
        lastTo = m->to;
        comment(*n, pos, lastTo);
    }
    const SpecialMove::Kind k = SpecialMove::fromResult(record.result(), pos.sideToMove());
    if (k != SpecialMove::None)
        out.add(QLatin1Char('%') + SpecialMove::csaWord(k, pos.sideToMove()));
    return out.finish(RecordFileText::Encoding::Utf8);
}

} // namespace kibitz::shogi
