// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/record.h"

#include <algorithm>
#include <array>

namespace kibitz {

QString header::player(int side)
{
    // Made once for the usual sides: formats ask for every header they read or write.
    static const std::array<QString, 4> made{QStringLiteral("Player1"), QStringLiteral("Player2"),
                                             QStringLiteral("Player3"), QStringLiteral("Player4")};
    if (side >= 0 && side < int(made.size())) return made[side];
    return QStringLiteral("Player%1").arg(side + 1);
}

QString header::timeControl(int side)
{
    return QStringLiteral("TimeControl%1").arg(side + 1);
}

Record::Record(QString gameId, QString setup)
    : m_gameId(std::move(gameId)), m_setup(std::move(setup)), m_root(std::make_unique<RecordNode>())
{}

void Record::cloneChildren(const RecordNode &from, RecordNode &to)
{
    for (const auto &child : from.children) {
        auto copy = std::make_unique<RecordNode>();
        copy->move = child->move;
        copy->comment = child->comment;
        copy->timeMs = child->timeMs;
        copy->totalMs = child->totalMs;
        copy->thinks = child->thinks;
        copy->parent = &to;
        copy->m_ply = to.m_ply + 1;
        cloneChildren(*child, *copy);
        to.children.push_back(std::move(copy));
    }
}

Record Record::clone() const
{
    Record r(m_gameId, m_setup);
    r.m_headers = m_headers;
    r.m_result = m_result;
    r.m_root->comment = m_root->comment;
    r.m_root->thinks = m_root->thinks;
    cloneChildren(*m_root, *r.m_root);
    return r;
}

QString Record::headerValue(const QString &key) const
{
    for (const auto &[k, v] : m_headers)
        if (k == key) return v;
    return {};
}

void Record::setHeader(const QString &key, const QString &value)
{
    for (auto &[k, v] : m_headers) {
        if (k == key) {
            v = value;
            return;
        }
    }
    m_headers.append({key, value});
}

RecordNode *Record::addMove(RecordNode *parent, const QString &move)
{
    for (const auto &child : parent->children)
        if (child->move == move) return child.get();
    auto node = std::make_unique<RecordNode>();
    node->move = move;
    node->parent = parent;
    node->m_ply = parent->m_ply + 1;
    parent->children.push_back(std::move(node));
    return parent->children.back().get();
}

void Record::removeNode(RecordNode *node)
{
    if (!node || !node->parent) return;
    auto &siblings = node->parent->children;
    siblings.erase(std::remove_if(siblings.begin(), siblings.end(),
                                  [node](const auto &c) { return c.get() == node; }),
                   siblings.end());
}

QList<RecordNode *> Record::mainLine() const
{
    return line({});
}

QList<RecordNode *> Record::line(const QList<int> &choices) const
{
    QList<RecordNode *> nodes;
    for (RecordNode *n = m_root.get(); !n->children.empty();) {
        const int choice = choices.value(nodes.size());
        n = n->children[choice >= 0 && size_t(choice) < n->children.size() ? choice : 0].get();
        nodes.append(n);
    }
    return nodes;
}

QStringList Record::mainLineMoves() const
{
    QStringList moves;
    for (const RecordNode *n : mainLine())
        moves.append(n->move);
    return moves;
}

QStringList Record::movesTo(const RecordNode *node)
{
    QStringList moves;
    for (; node && node->parent; node = node->parent)
        moves.prepend(node->move);
    return moves;
}

} // namespace kibitz
