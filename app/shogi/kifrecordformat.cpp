// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/kifrecordformat.h"

#include "shogi/bod.h"
#include "shogi/handicap.h"
#include "shogi/japanese.h"
#include "shogi/kifline.h"
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
    return QCoreApplication::translate("kibitz::shogi::KifRecordFormat", text);
}

// What reading a file has found so far: the setup (a 手合割 header or a board diagram) until the
// moves begin, then the node the next move follows and its position.
struct Reader
{
    Q_DECLARE_TR_FUNCTIONS(kibitz::shogi::KifRecordFormat)
public:
    bool ki2 = false;
    RecordReadResult result;
    Record record{QStringLiteral("shogi")};
    Bod bod;
    const Handicap *handicap = nullptr;
    Board start = Board::startPosition();
    RecordNode *cur = record.root();
    Board pos;
    Square lastTo;
    QStringList comment;
    QStringList cause;            // the comment of a 切れ負け/反則 ending: what happened
    bool inEndingComment = false; // the lines after such an ending on the main line
    bool started = false;
    SpecialMove::Kind ending = SpecialMove::None;
    Color endingToMove = Color::Black;

    void read(QStringView line, int lineNo);
    RecordReadResult finish(int lineCount);

private:
    void fail(int lineNo, const QString &why);
    bool beginMoves(int lineNo);
    void flush();
    bool goTo(int ply);
    RecordNode *add(const Move &m);
    void end(SpecialMove::Kind k);
    void readVariation(QStringView trimmed, int lineNo);
    void readEnding(QStringView trimmed, int lineNo);
    void readHeader(QStringView line, qsizetype keyLength);
    void readKifMove(const KifMoveLine &move, int lineNo);
    void readKi2Moves(QStringView trimmed, int lineNo);
    void readUnknown(QStringView line, QChar first, int lineNo);
};

void Reader::read(QStringView line, int lineNo)
{
    const KifLine l = classifyKifLine(line, ki2);
    switch (l.kind) {
    case KifLine::Blank:
        return;
    case KifLine::Comment:
        (inEndingComment ? cause : comment) << line.mid(1).toString();
        return;
    case KifLine::Bookmark:
        comment << line.toString(); // bookmarks live in the comment as "&name" lines
        return;
    case KifLine::MovesHeader:
        beginMoves(lineNo);
        return;
    case KifLine::Variation:
        return readVariation(l.trimmed, lineNo);
    case KifLine::Ending:
        return readEnding(l.trimmed, lineNo);
    default:
        break;
    }
    // Before the moves, the board diagram takes its lines first, whatever they look like.
    if (!started && bod.feed(line)) {
        if (!bod.error().isEmpty()) fail(lineNo, tr("bad board diagram: %1").arg(bod.error()));
        return;
    }
    if (l.kind == KifLine::Header && !started) return readHeader(line, l.keyLength);
    if (l.kind == KifLine::KifMove) return readKifMove(l.move, lineNo);
    if (l.kind == KifLine::Ki2Moves) return readKi2Moves(l.trimmed, lineNo);
    readUnknown(line, l.first, lineNo);
}

RecordReadResult Reader::finish(int lineCount)
{
    if (result.error.isEmpty() && !started) beginMoves(lineCount);
    if (!started) pos = start;
    flush();
    if (ending != SpecialMove::None) {
        GameResult r = SpecialMove::toResult(ending, endingToMove);
        if (!cause.isEmpty()) r.detail = cause.join(QLatin1Char('\n'));
        record.setResult(r);
    }
    result.record = std::move(record);
    return std::move(result);
}

void Reader::fail(int lineNo, const QString &why)
{
    result.error = why;
    result.errorLine = lineNo;
}

// The start is fixed by the first line of the moves (or the end of the file).
bool Reader::beginMoves(int lineNo)
{
    if (started) return true;
    started = true;
    if (bod.started()) {
        QString why;
        const auto b = bod.board(&why);
        if (!b) {
            fail(lineNo, tr("bad board diagram: %1").arg(why));
            return false;
        }
        start = *b;
    } else if (handicap) {
        start = handicapBoard(*handicap);
    }
    record.setSetup(setupText(start));
    pos = start;
    return true;
}

void Reader::flush()
{
    if (comment.isEmpty()) return;
    ThinkComment::parse(comment, pos, lastTo, cur);
    comment.clear();
}

// Back to the node at ply-1 on the current line; false when there is none.
bool Reader::goTo(int ply)
{
    flush();
    while (cur->parent && cur->ply() > ply)
        cur = cur->parent;
    if (cur->ply() != ply) return false;
    pos = start;
    lastTo = Square();
    for (const QString &u : Record::movesTo(cur)) {
        const auto m = moveFromUsi(pos, u);
        if (!m) return false;
        pos.doMove(*m);
        lastTo = m->to;
    }
    return true;
}

RecordNode *Reader::add(const Move &m)
{
    flush();
    cur = record.addMove(cur, toUsi(m));
    pos.doMove(m);
    lastTo = m.to;
    return cur;
}

// An ending (a KIF special move, a まで line) counts at the end of the main line only.
void Reader::end(SpecialMove::Kind k)
{
    if (cur != record.mainLine().value(record.mainLine().size() - 1, record.root())) return;
    ending = k;
    endingToMove = pos.sideToMove();
    flush();
    inEndingComment = SpecialMove::hasCauseComment(k);
}

void Reader::readVariation(QStringView trimmed, int lineNo)
{
    if (!started) return; // ShogiHome once wrote such lines into headers
    inEndingComment = false;
    const int ply = trimmed.mid(3).trimmed().split(QChar(u'手')).value(0).toInt();
    if (ply < 1 || !goTo(ply - 1))
        fail(lineNo, tr("variation '%1' has no move %2 to branch from")
                         .arg(trimmed.toString())
                         .arg(ply - 1));
}

void Reader::readEnding(QStringView trimmed, int lineNo)
{
    if (!beginMoves(lineNo)) return;
    if (!ki2 && ending != SpecialMove::None) return; // KIF's own special move said it first
    const SpecialMove::Kind k = SpecialMove::fromKi2Line(trimmed);
    if (k != SpecialMove::None) end(k);
}

void Reader::readHeader(QStringView line, qsizetype keyLength)
{
    const QString key = line.left(keyLength).toString();
    const QString value = line.mid(keyLength + 1).toString();
    if (key != QStringLiteral("手合割")) {
        record.setHeader(SpecialMove::headerFromKakinoki(key), value);
        return;
    }
    const QString name = value.trimmed().remove(QChar(0x3000));
    handicap = handicapByJapaneseName(name);
    if (!handicap && name != QStringLiteral("その他"))
        result.warnings << tr("unknown handicap '%1', read as 平手").arg(name);
}

void Reader::readKifMove(const KifMoveLine &move, int lineNo)
{
    if (!beginMoves(lineNo)) return;
    if (move.ply != cur->ply() + 1)
        return fail(lineNo,
                    tr("move number %1 where %2 was expected").arg(move.ply).arg(cur->ply() + 1));
    const SpecialMove::Kind k = SpecialMove::fromKif(move.text);
    if (k != SpecialMove::None) return end(k);
    if (!SpecialMove::beginsLikeMove(move.text)) {
        result.warnings << tr("line %1: unknown special move '%2', read as 中断")
                               .arg(lineNo)
                               .arg(move.text.toString());
        return end(SpecialMove::Interrupt);
    }
    QString why;
    const auto m = parseKifMove(pos, move.text, lastTo, &why);
    if (!m)
        return fail(lineNo, tr("move %1 '%2': %3").arg(move.ply).arg(move.text.toString(), why));
    RecordNode *node = add(*m);
    // The time as the file shows it, as ShogiHome reads it: "0:09" is 9 s. The side's total is
    // kept as shown too, to be written back as read (see RecordNode::totalMs).
    if (const std::optional<qint64> shown = kifMoveTime(move.rest)) {
        node->timeMs = *shown;
        node->totalMs = kifTotalTime(move.rest).value_or(-1);
    }
}

// One or more moves with marks: "▲７六歩　△３四歩".
void Reader::readKi2Moves(QStringView trimmed, int lineNo)
{
    if (!beginMoves(lineNo)) return;
    QString clean;
    clean.reserve(trimmed.size());
    for (QChar c : trimmed)
        if (!ja::isSpace(c)) clean += c; // U+3000 too
    qsizetype s = 0;
    while (s < clean.size()) {
        qsizetype e = s + 1;
        while (e < clean.size() && !ja::isMoveMark(clean[e]))
            ++e;
        const QStringView word = QStringView(clean).mid(s, e - s);
        // "△投了": Shogi DB2 writes the ending among the moves, whoever's mark it carries.
        if (const SpecialMove::Kind k = SpecialMove::fromKif(word.mid(1)); k != SpecialMove::None)
            return end(k);
        QString why;
        const auto m = parseKi2Move(pos, word, lastTo, &why);
        if (!m)
            return fail(lineNo,
                        tr("move %1 '%2': %3").arg(cur->ply() + 1).arg(word.toString(), why));
        add(*m);
        s = e;
    }
}

// Before the moves, a line that is no header or diagram is passed over with a warning; after,
// or with a move mark, it is an error.
void Reader::readUnknown(QStringView line, QChar first, int lineNo)
{
    if (started || ja::isMoveMark(first))
        fail(lineNo, tr("cannot read '%1'").arg(line.left(60).toString()));
    else
        result.warnings << tr("line %1: ignored '%2'").arg(lineNo).arg(line.left(60).toString());
}
} // namespace

KifRecordFormat::KifRecordFormat(Variant variant, bool unicode)
    : m_variant(variant), m_unicode(unicode)
{}

QString KifRecordFormat::id() const
{
    // Made once: a folder conversion asks every format for its extensions for every file.
    static const QString ids[2][2] = {{QStringLiteral("kif"), QStringLiteral("kifu")},
                                      {QStringLiteral("ki2"), QStringLiteral("ki2u")}};
    return ids[m_variant == Kif ? 0 : 1][m_unicode ? 1 : 0];
}

QString KifRecordFormat::displayName() const
{
    if (m_variant == Kif) return m_unicode ? tr("KIF (UTF-8)") : tr("KIF (Shift_JIS)");
    return m_unicode ? tr("KI2 (UTF-8)") : tr("KI2 (Shift_JIS)");
}

QStringList KifRecordFormat::extensions() const
{
    return {id()};
}

RecordReadResult KifRecordFormat::read(const QByteArray &data) const
{
    const QString text = RecordFileText::decode(data);
    const QList<QStringView> lines = RecordFileText::lineViews(text);
    Reader reader;
    reader.ki2 = m_variant == Ki2;
    for (int i = 0; i < lines.size() && reader.result.error.isEmpty(); ++i)
        reader.read(lines[i], i + 1);
    return reader.finish(int(lines.size()));
}

} // namespace kibitz::shogi
