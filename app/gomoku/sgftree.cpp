// SPDX-License-Identifier: GPL-3.0-or-later
#include "sgftree.h"

#include <QCoreApplication>

namespace kibitz::gomoku {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::gomoku::SgfRecordFormat", text);
}

class Parser
{
public:
    explicit Parser(const QString &text) : m_text(text) {}
    QString error;
    int errorLine = 0;

    std::optional<SgfTree> parseGameTree()
    {
        skipSpace();
        if (!eat(u'(')) return fail(tr("an SGF file starts with '('"));
        return tree(0);
    }

private:
    std::optional<SgfTree> tree(int depth)
    {
        // '(' is eaten. Deep nesting is refused rather than overflowing the stack.
        if (depth > 2000) return fail(tr("variations nested too deep"));
        SgfTree t;
        skipSpace();
        while (peek() == u';') {
            ++m_pos;
            SgfNode node;
            if (!properties(&node)) return std::nullopt;
            t.sequence << node;
            skipSpace();
        }
        if (t.sequence.isEmpty()) return fail(tr("a game tree needs a node ';'"));
        while (peek() == u'(') {
            ++m_pos;
            std::optional<SgfTree> child = tree(depth + 1);
            if (!child) return std::nullopt;
            t.children.push_back(std::move(*child));
            skipSpace();
        }
        if (!eat(u')')) return fail(tr("')' expected"));
        return t;
    }

    bool properties(SgfNode *node)
    {
        for (;;) {
            skipSpace();
            const QString id = propertyId();
            if (id.isEmpty()) return true;
            QStringList values;
            skipSpace();
            while (peek() == u'[') {
                ++m_pos;
                std::optional<QString> v = value();
                if (!v) return false;
                values << *v;
                skipSpace();
            }
            if (values.isEmpty()) return failBool(tr("property %1 has no value").arg(id));
            node->props.append({id, values});
        }
    }

    // The upper-case letters of a property's name (FF[1] lower-case letters are ignored).
    QString propertyId()
    {
        const qsizetype start = m_pos;
        bool lower = false;
        for (; m_pos < m_text.size() && m_text[m_pos].isLetter(); ++m_pos)
            lower = lower || !m_text[m_pos].isUpper();
        const QStringView id = QStringView(m_text).mid(start, m_pos - start);
        if (!lower) return id.toString();
        QString upper;
        for (QChar c : id)
            if (c.isUpper()) upper += c;
        return upper;
    }

    // A value after its '[', up to its ']': taken whole when it has no escapes (the common
    // case, and the fast one), else character by character.
    std::optional<QString> value()
    {
        const qsizetype start = m_pos;
        while (m_pos < m_text.size() && m_text[m_pos] != u']' && m_text[m_pos] != u'\\')
            ++m_pos;
        if (m_pos >= m_text.size()) return fail(tr("']' missing"));
        QString v = m_text.mid(start, m_pos - start);
        for (;;) {
            if (m_pos >= m_text.size()) return fail(tr("']' missing"));
            QChar c = m_text[m_pos++];
            if (c == u']') return v;
            if (c == u'\\') {
                if (m_pos >= m_text.size()) return fail(tr("']' missing"));
                c = m_text[m_pos++];
                if (c == u'\n') continue; // soft line break
                if (c == u'\r') {
                    if (peek() == u'\n') ++m_pos;
                    continue;
                }
            }
            v += c;
        }
    }

    void skipSpace()
    {
        while (m_pos < m_text.size() && m_text[m_pos].isSpace())
            ++m_pos;
    }
    QChar peek() const { return m_pos < m_text.size() ? m_text[m_pos] : QChar(); }
    bool eat(QChar c)
    {
        if (peek() != c) return false;
        ++m_pos;
        return true;
    }
    std::nullopt_t fail(const QString &why)
    {
        failBool(why);
        return std::nullopt;
    }
    bool failBool(const QString &why)
    {
        if (error.isEmpty()) {
            error = why;
            errorLine = int(QStringView(m_text).left(qMin(m_pos, m_text.size())).count(u'\n')) + 1;
        }
        return false;
    }

    const QString &m_text;
    qsizetype m_pos = 0;
};
} // namespace

QStringList SgfNode::values(const QString &id) const
{
    for (const auto &[k, v] : props)
        if (k == id) return v;
    return {};
}

bool SgfNode::has(const QString &id) const
{
    for (const auto &p : props)
        if (p.first == id) return true;
    return false;
}

QList<GameText> splitSgfGameTrees(const QByteArray &data)
{
    QList<GameText> trees;
    const qsizetype n = data.size();
    qsizetype start = 0, i = 0;
    int line = 1, startLine = 1;
    bool pending = false;        // something other than white space since the last tree
    const auto skipValue = [&] { // i at '['
        for (++i; i < n && data[i] != ']'; ++i) {
            if (data[i] == '\\' && i + 1 < n) ++i;
            if (data[i] == '\n') ++line;
        }
    };
    while (i < n) {
        const char c = data[i];
        if (!pending && (c == ' ' || c == '\t' || c == '\r' || c == '\n')) {
            line += c == '\n';
            start = ++i;
            startLine = line;
            continue;
        }
        pending = true;
        if (c != '(') {
            if (c == '[')
                skipValue();
            else
                line += c == '\n';
            ++i;
            continue;
        }
        int depth = 0;
        for (; i < n; ++i) {
            if (data[i] == '[') skipValue();
            if (i >= n) break;
            if (data[i] == '\n')
                ++line;
            else if (data[i] == '(')
                ++depth;
            else if (data[i] == ')' && --depth == 0)
                break;
        }
        i = qMin(i + 1, n);
        trees.append({data.mid(start, i - start), startLine});
        pending = false;
        start = i;
        startLine = line;
    }
    if (pending) trees.append({data.mid(start), startLine});
    return trees;
}

std::optional<SgfTree> parseSgf(const QString &text, QString *error, int *errorLine)
{
    Parser parser(text);
    std::optional<SgfTree> tree = parser.parseGameTree();
    if (!tree) {
        *error = parser.error;
        *errorLine = parser.errorLine;
    }
    return tree;
}

} // namespace kibitz::gomoku
