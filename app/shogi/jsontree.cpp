#include "shogi/jsontree.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>

#include <algorithm>

namespace kibitz::shogi {

// Plain JSON over the decoded text; false for anything it does not take on, and the caller
// then asks QJsonDocument.
class JsonTree::Parser
{
public:
    explicit Parser(JsonTree &tree) : m_tree(tree), m_s(tree.m_text) {}

    bool document()
    {
        skipSpace();
        if (peek() != u'{' || !value({}, 0)) return false;
        skipSpace();
        return m_pos == m_s.size();
    }

private:
    char16_t peek() const { return m_pos < m_s.size() ? m_s[m_pos].unicode() : u'\0'; }
    void skipSpace()
    {
        while (m_pos < m_s.size()) {
            const char16_t c = m_s[m_pos].unicode();
            if (c != u' ' && c != u'\t' && c != u'\n' && c != u'\r') break;
            ++m_pos;
        }
    }
    void link(Node container, Node *last, Node child)
    {
        (*last < 0 ? m_tree.m_nodes[container].firstChild : m_tree.m_nodes[*last].next) = child;
        *last = child;
    }

    bool value(QStringView key, int depth)
    {
        if (depth > 500) return false; // QJsonDocument has its own limit: let it say
        skipSpace();
        const char16_t c = peek();
        if (c == u'{' || c == u'[') {
            const bool object = c == u'{';
            const Node node = m_tree.add(object ? Type::Object : Type::Array, key);
            ++m_pos;
            skipSpace();
            if (peek() == (object ? u'}' : u']')) {
                ++m_pos;
                return true;
            }
            Node last = -1;
            for (;;) {
                QStringView memberKey;
                if (object) {
                    skipSpace();
                    if (!string(&memberKey)) return false;
                    skipSpace();
                    if (peek() != u':') return false;
                    ++m_pos;
                }
                const Node child = Node(m_tree.m_nodes.size());
                if (!value(memberKey, depth + 1)) return false;
                link(node, &last, child);
                skipSpace();
                if (peek() == u',') {
                    ++m_pos;
                    continue;
                }
                if (peek() != (object ? u'}' : u']')) return false;
                ++m_pos;
                return true;
            }
        }
        if (c == u'"') {
            QStringView text;
            if (!string(&text)) return false;
            m_tree.m_nodes[m_tree.add(Type::String, key)].text = text;
            return true;
        }
        if (c == u'-' || (c >= u'0' && c <= u'9')) return number(key);
        for (const auto &[word, type, flag] :
             {std::tuple(u"true", Type::Bool, true), std::tuple(u"false", Type::Bool, false),
              std::tuple(u"null", Type::Null, false)}) {
            const QStringView w(word);
            if (m_s.mid(m_pos).startsWith(w)) {
                m_pos += w.size();
                m_tree.m_nodes[m_tree.add(type, key)].flag = flag;
                return true;
            }
        }
        return false;
    }

    // A plain integer; a fraction or an exponent is left to QJsonDocument.
    bool number(QStringView key)
    {
        const bool negative = peek() == u'-';
        if (negative) ++m_pos;
        const qsizetype start = m_pos;
        while (m_pos < m_s.size() && m_s[m_pos] >= u'0' && m_s[m_pos] <= u'9')
            ++m_pos;
        const qsizetype digits = m_pos - start;
        if (digits == 0 || digits > 18 || (digits > 1 && m_s[start] == u'0')) return false;
        const char16_t after = peek();
        if (after == u'.' || after == u'e' || after == u'E') return false;
        qint64 n = 0;
        for (qsizetype i = start; i < m_pos; ++i)
            n = n * 10 + (m_s[i].unicode() - u'0');
        if (negative) n = -n;
        m_tree.m_nodes[m_tree.add(Type::Number, key)].integer = int(n) == n ? int(n) : 0;
        return true;
    }

    // A string as a view into the text, or into an unescaped copy when it has escapes.
    bool string(QStringView *out)
    {
        if (peek() != u'"') return false;
        const qsizetype start = ++m_pos;
        QString unescaped;
        bool escaped = false;
        while (m_pos < m_s.size()) {
            const char16_t c = m_s[m_pos].unicode();
            if (c == u'"') {
                *out = escaped ? m_tree.own(unescaped) : m_s.mid(start, m_pos - start);
                ++m_pos;
                return true;
            }
            if (c < 0x20) return false;
            if (c != u'\\') {
                if (escaped) unescaped += QChar(c);
                ++m_pos;
                continue;
            }
            if (!escaped) unescaped = m_s.mid(start, m_pos - start).toString();
            escaped = true;
            if (!escape(&unescaped)) return false;
        }
        return false;
    }

    bool escape(QString *to)
    {
        ++m_pos; // the backslash
        const char16_t c = peek();
        ++m_pos;
        const char16_t simple = c == u'"'    ? u'"'
                                : c == u'\\' ? u'\\'
                                : c == u'/'  ? u'/'
                                : c == u'b'  ? u'\b'
                                : c == u'f'  ? u'\f'
                                : c == u'n'  ? u'\n'
                                : c == u'r'  ? u'\r'
                                : c == u't'  ? u'\t'
                                             : u'\0';
        if (simple) {
            *to += QChar(simple);
            return true;
        }
        char16_t unit = 0;
        if (c != u'u' || !hex4(&unit)) return false;
        if (QChar::isLowSurrogate(unit)) return false;
        *to += QChar(unit);
        if (!QChar::isHighSurrogate(unit)) return true;
        char16_t low = 0;
        if (!m_s.mid(m_pos).startsWith(u"\\u")) return false;
        m_pos += 2;
        if (!hex4(&low) || !QChar::isLowSurrogate(low)) return false;
        *to += QChar(low);
        return true;
    }

    bool hex4(char16_t *unit)
    {
        if (m_pos + 4 > m_s.size()) return false;
        *unit = 0;
        for (int i = 0; i < 4; ++i, ++m_pos) {
            const char16_t c = m_s[m_pos].unicode();
            const int digit = c >= u'0' && c <= u'9'   ? c - u'0'
                              : c >= u'a' && c <= u'f' ? c - u'a' + 10
                              : c >= u'A' && c <= u'F' ? c - u'A' + 10
                                                       : -1;
            if (digit < 0) return false;
            *unit = char16_t(*unit * 16 + digit);
        }
        return true;
    }

    JsonTree &m_tree;
    QStringView m_s;
    qsizetype m_pos = 0;
};

std::optional<JsonTree> JsonTree::fromJson(const QByteArray &data, QJsonParseError *error)
{
    JsonTree tree;
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
    tree.m_text = utf8.decode(data);
    tree.m_nodes.reserve(data.size() / 8 + 1);
    if (!utf8.hasError() && Parser(tree).document()) {
        if (error) *error = {};
        return tree;
    }
    const QJsonDocument doc = QJsonDocument::fromJson(data, error);
    if (doc.isNull() || !doc.isObject()) return std::nullopt;
    tree = JsonTree();
    tree.addValue(doc.object(), {});
    return tree;
}

JsonTree::Node JsonTree::add(Type type, QStringView key)
{
    Item item;
    item.type = type;
    item.key = key;
    m_nodes.push_back(item);
    return Node(m_nodes.size() - 1);
}

QStringView JsonTree::own(const QString &s)
{
    m_owned.push_back(s); // its characters stay where they are when the vector grows
    return m_owned.back();
}

// QJsonDocument's reading, when the parser above leaves it one.
void JsonTree::addValue(const QJsonValue &v, QStringView key)
{
    const Type type = v.isObject()   ? Type::Object
                      : v.isArray()  ? Type::Array
                      : v.isString() ? Type::String
                      : v.isBool()   ? Type::Bool
                      : v.isDouble() ? Type::Number
                      : v.isNull()   ? Type::Null
                                     : Type::Other;
    const Node node = add(type, key);
    m_nodes[node].flag = v.toBool();
    m_nodes[node].integer = v.toInt();
    if (type == Type::String) m_nodes[node].text = own(v.toString());
    Node last = -1;
    auto link = [&](Node child) {
        (last < 0 ? m_nodes[node].firstChild : m_nodes[last].next) = child;
        last = child;
    };
    if (type == Type::Object) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const Node child = Node(m_nodes.size());
            addValue(it.value(), own(it.key()));
            link(child);
        }
    } else if (type == Type::Array) {
        for (const QJsonValue &item : v.toArray()) {
            const Node child = Node(m_nodes.size());
            addValue(item, {});
            link(child);
        }
    }
}

JsonTree::Node JsonTree::value(Node object, QStringView key) const
{
    Node found = -1;
    if (isObject(object))
        for (Node n = m_nodes[object].firstChild; n >= 0; n = m_nodes[n].next)
            if (m_nodes[n].key == key) found = n;
    return found;
}

JsonTree::Node JsonTree::first(Node container) const
{
    if (container < 0) return -1;
    const Type t = m_nodes[container].type;
    return t == Type::Object || t == Type::Array ? m_nodes[container].firstChild : -1;
}

JsonTree::Node JsonTree::at(Node array, qsizetype i) const
{
    if (array < 0 || m_nodes[array].type != Type::Array) return -1;
    Node n = m_nodes[array].firstChild;
    for (; n >= 0 && i > 0; --i)
        n = m_nodes[n].next;
    return n;
}

QList<JsonTree::Node> JsonTree::sortedMembers(Node object) const
{
    QList<Node> members;
    if (!isObject(object)) return members;
    for (Node n = first(object); n >= 0; n = next(n))
        members << n;
    std::stable_sort(members.begin(), members.end(),
                     [&](Node a, Node b) { return m_nodes[a].key < m_nodes[b].key; });
    QList<Node> kept;
    for (qsizetype i = 0; i < members.size(); ++i)
        if (i + 1 == members.size() || m_nodes[members[i]].key != m_nodes[members[i + 1]].key)
            kept << members[i];
    return kept;
}

int JsonTree::toInt(Node n) const
{
    return n >= 0 && m_nodes[n].type == Type::Number ? m_nodes[n].integer : 0;
}

QString JsonTree::toString(Node n, const QString &fallback) const
{
    return n >= 0 && m_nodes[n].type == Type::String ? m_nodes[n].text.toString() : fallback;
}

QStringView JsonTree::stringView(Node n) const
{
    return n >= 0 && m_nodes[n].type == Type::String ? m_nodes[n].text : QStringView();
}

} // namespace kibitz::shogi
