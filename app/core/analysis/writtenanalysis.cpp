// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/analysis/writtenanalysis.h"

#include "core/game/game.h"
#include "core/game/position.h"
#include "core/record/record.h"

using namespace Qt::StringLiterals;

namespace kibitz {

namespace {
const QString stampWord = QStringLiteral("kibitz-analysis");

struct Stamp
{
    int first = 1;
    int last = 0;
    QMap<int, QString> chosen; // the engine's move by the ply of the position, when not its PV's
    QString engine;
};

bool isStampLine(QStringView line)
{
    return line.startsWith(stampWord) &&
           (line.size() == stampWord.size() || line.at(stampWord.size()) == u' ');
}

// The stamp in a root comment; the engine's name is the rest of the line, spaces and all.
std::optional<Stamp> stampOf(QStringView comment)
{
    for (const QStringView line : comment.split(u'\n')) {
        if (!isStampLine(line)) continue;
        const qsizetype engineAt = line.indexOf(u" engine=");
        if (engineAt < 0) return std::nullopt;
        Stamp stamp;
        stamp.engine = line.mid(engineAt + 8).toString();
        bool hasMoves = false;
        for (const QStringView word : line.left(engineAt).split(u' ', Qt::SkipEmptyParts)) {
            if (word.startsWith(u"chose="))
                for (const QStringView item : word.mid(6).split(u',', Qt::SkipEmptyParts)) {
                    const qsizetype colon = item.indexOf(u':');
                    stamp.chosen.insert(item.left(colon).toInt(),
                                        QString::fromUtf8(QByteArray::fromPercentEncoding(
                                            item.mid(colon + 1).toUtf8())));
                }
            if (!word.startsWith(u"moves=")) continue;
            const QList<QStringView> ends = word.mid(6).split(u'-');
            bool firstOk = false, lastOk = false;
            if (ends.size() == 2) {
                stamp.first = ends[0].toInt(&firstOk);
                stamp.last = ends[1].toInt(&lastOk);
            }
            hasMoves = firstOk && lastOk;
        }
        if (!hasMoves || stamp.engine.isEmpty()) return std::nullopt;
        return stamp;
    }
    return std::nullopt;
}

// The best line of the node's analysis by `engine` (the first of its `#` blocks).
const ThinkInfo *analysisBlock(const RecordNode &node, const QString &engine)
{
    for (const ThinkInfo &t : node.thinks)
        if (t.origin == ThinkInfo::Origin::Analysis && t.engine == engine) return &t;
    return nullptr;
}
} // namespace

std::optional<MoveLoss> moveLossOf(const Game &game, const Position &from, int ply,
                                   const QString &move, const QString &enginesMove,
                                   const ThinkInfo &before, const ThinkInfo &after)
{
    const std::optional<LossScale> scale = game.lossScale();
    if (!scale || !before.score.isValid() || !after.score.isValid()) return std::nullopt;
    const int side = from.sideToMove();
    const bool first = game.team(side) == 0;
    auto sideRate = [&](const Score &s) {
        const double w = scale->winRate(s);
        return first ? w : 100 - w;
    };
    const double loss =
        move == enginesMove ? 0 : qMax(0.0, sideRate(before.score) - sideRate(after.score));
    return MoveLoss{ply, side, from.displayMove(move), loss, scale->markFor(loss)};
}

void stampAnalysis(Record *record, const RecordAnalyser &analyser, const AnalysisSettings &settings)
{
    const QList<RecordNode *> line = record->mainLine();
    const int moves = int(line.size());
    const int first = qMax(1, settings.firstPly);
    const int last = settings.lastPly > 0 ? qMin(settings.lastPly, moves) : moves;
    RecordNode *before = first == 1 ? record->root() : line.value(first - 2);
    if (before) {
        before->thinks.removeIf(
            [](const ThinkInfo &t) { return t.origin == ThinkInfo::Origin::Analysis; });
        before->thinks.append(analyser.startLines());
    }
    RecordNode *root = record->root();
    QStringList comment;
    if (!root->comment.isEmpty())
        for (const QString &l : root->comment.split(QLatin1Char('\n')))
            if (!isStampLine(l)) comment << l;
    QStringList chosen;
    const QMap<int, QString> offLine = analyser.movesOffTheirLine();
    for (auto it = offLine.begin(); it != offLine.end(); ++it)
        chosen << QStringLiteral("%1:%2").arg(it.key()).arg(
            QString::fromLatin1(it.value().toUtf8().toPercentEncoding()));
    comment << QStringLiteral("%1 moves=%2-%3 depth=%4 movetime=%5 multipv=%6%7 engine=%8")
                   .arg(stampWord)
                   .arg(first)
                   .arg(last)
                   .arg(settings.depth)
                   .arg(settings.moveTimeMs)
                   .arg(settings.multiPv)
                   .arg(chosen.isEmpty() ? QString() : u" chose="_s + chosen.join(u','))
                   .arg(analyser.engineName());
    root->comment = comment.join(QLatin1Char('\n'));
}

std::optional<WrittenAnalysis> writtenAnalysis(const Game &game, const Record &record)
{
    const std::optional<Stamp> stamp = stampOf(record.root()->comment);
    const QList<RecordNode *> line = record.mainLine();
    if (!stamp || stamp->first < 1 || stamp->last < stamp->first - 1 || stamp->last > line.size())
        return std::nullopt;
    const RecordNode *start = stamp->first == 1 ? record.root() : line[stamp->first - 2];
    const ThinkInfo *before = analysisBlock(*start, stamp->engine);
    std::unique_ptr<Position> position = game.startPosition(record.setup());
    if (!before || !position) return std::nullopt;
    WrittenAnalysis written{stamp->engine, stamp->last - stamp->first + 1, {}};
    for (int ply = 1; ply <= stamp->last; ++ply) {
        const RecordNode *node = line[ply - 1];
        if (!position->isLegal(node->move)) return std::nullopt;
        if (ply >= stamp->first) {
            const ThinkInfo *after = analysisBlock(*node, stamp->engine);
            if (!after) return std::nullopt;
            const QString enginesMove = stamp->chosen.value(ply - 1, before->pv.value(0));
            if (const std::optional<MoveLoss> loss =
                    moveLossOf(game, *position, ply, node->move, enginesMove, *before, *after))
                written.summary.add(*loss);
            before = after;
        }
        position->play(node->move);
    }
    return written;
}

} // namespace kibitz
