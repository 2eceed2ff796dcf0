// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/play/shownline.h"

#include "core/game/game.h"
#include "core/game/position.h"
#include "core/record/record.h"

namespace kibitz {

void ShownLine::reset(bool following)
{
    m_moves.clear();
    m_choices.clear();
    m_nodes.clear();
    m_shownPly = 0;
    m_following = following;
}

void ShownLine::rebuild(const Game *game, const Record *record, int viewer)
{
    m_moves.clear();
    m_nodes.clear();
    if (record && game) {
        std::unique_ptr<Position> position = game->startPosition(record->setup());
        for (const RecordNode *node : record->line(m_choices)) {
            if (!position || !position->isLegal(node->move)) break;
            Move shown;
            shown.side = position->sideToMove();
            shown.text = position->displayMoveFor(node->move, viewer);
            shown.timeMs = node->timeMs;
            if (const auto &siblings = node->parent->children; siblings.size() > 1) {
                for (const auto &sibling : siblings) {
                    if (sibling.get() == node) shown.choice = int(shown.alternatives.size());
                    shown.alternatives << (position->isLegal(sibling->move)
                                               ? position->displayMoveFor(sibling->move, viewer)
                                               : sibling->move);
                }
            }
            m_moves.append(shown);
            m_nodes.append(node);
            position->play(node->move);
        }
    }
    if (m_following || m_shownPly > m_moves.size()) m_shownPly = int(m_moves.size());
}

bool ShownLine::chooseVariation(int ply, int index)
{
    if (ply <= 0 || ply > m_moves.size() || index < 0 ||
        index >= m_moves[ply - 1].alternatives.size())
        return false;
    // The line as it is shown up to the move, then the alternative.
    m_choices.resize(ply - 1);
    for (int i = 0; i < ply - 1; ++i)
        m_choices[i] = m_moves[i].choice;
    m_choices.append(index);
    m_following = false;
    m_shownPly = ply;
    return true;
}

void ShownLine::showPly(int ply)
{
    m_shownPly = qBound(0, ply, int(m_moves.size()));
    m_following = isAtEnd();
}

std::unique_ptr<Position> ShownLine::positionAt(const Game *game, const Record *record,
                                                int ply) const
{
    if (!record || !game) return nullptr;
    std::unique_ptr<Position> position = game->startPosition(record->setup());
    if (!position) return nullptr;
    for (int i = 0; i < ply && i < m_nodes.size(); ++i)
        position->play(m_nodes[i]->move);
    return position;
}

QString ShownLine::moveBefore(int ply) const
{
    return ply > 0 && ply <= m_nodes.size() ? m_nodes[ply - 1]->move : QString();
}

QString ShownLine::commentAt(int ply) const
{
    return ply > 0 && ply <= m_nodes.size() ? m_nodes[ply - 1]->comment : QString();
}

QList<ThinkInfo> ShownLine::thinksAt(int ply) const
{
    return ply > 0 && ply <= m_nodes.size() ? m_nodes[ply - 1]->thinks : QList<ThinkInfo>();
}

QStringList ShownLine::movesToShownPly() const
{
    QStringList moves;
    for (int i = 0; i < m_shownPly && i < m_nodes.size(); ++i)
        moves << m_nodes[i]->move;
    return moves;
}

} // namespace kibitz
