#pragma once

#include <QByteArray>
#include <QJsonParseError>
#include <QList>
#include <QString>
#include <QStringView>

#include <optional>
#include <vector>

class QJsonValue;

namespace kibitz::shogi {

// A JSON document read into one flat list of nodes whose keys and strings are views into its
// text, for the JKF reader: QJsonDocument makes a container for every object and a string for
// every key, which was most of the time spent reading a JKF file. Values answer as QJsonValue's
// do (toInt, toBool, toString), objects as QJsonObject's (the last of equal keys wins, members
// iterate sorted by key).
class JsonTree
{
public:
    using Node = int; // -1: undefined, as QJsonValue's Undefined

    // Reads a document whose top is an object. What this reader does not take on (a number
    // that is no plain integer, a control character in a string …) is read by QJsonDocument
    // instead, which also says what is wrong with a broken document.
    static std::optional<JsonTree> fromJson(const QByteArray &data, QJsonParseError *error);

    Node root() const { return 0; }
    // The member of an object with that key, -1 when there is none or n is no object.
    Node value(Node object, QStringView key) const;
    // Array items and object members in order: first(), then next() until -1.
    Node first(Node container) const;
    Node next(Node n) const { return n < 0 ? -1 : m_nodes[n].next; }
    Node at(Node array, qsizetype i) const;
    bool isObject(Node n) const { return n >= 0 && m_nodes[n].type == Type::Object; }
    bool isEmptyObject(Node n) const { return !isObject(n) || first(n) < 0; }
    // An object's members sorted by key, the last of equal keys kept.
    QList<Node> sortedMembers(Node object) const;
    QStringView key(Node member) const { return m_nodes[member].key; }

    int toInt(Node n) const;
    bool toBool(Node n) const { return n >= 0 && m_nodes[n].type == Type::Bool && m_nodes[n].flag; }
    QString toString(Node n, const QString &fallback = {}) const;
    QStringView stringView(Node n) const; // empty for a value that is no string

private:
    enum class Type : quint8 { Null, Bool, Number, String, Array, Object, Other };
    struct Item
    {
        Type type = Type::Null;
        bool flag = false; // a Bool's value
        int integer = 0;   // a Number's toInt()
        QStringView key;
        QStringView text; // a String's
        Node firstChild = -1;
        Node next = -1;
    };
    class Parser;

    Node add(Type type, QStringView key);
    void addValue(const QJsonValue &v, QStringView key);
    QStringView own(const QString &s);

    QString m_text;
    std::vector<Item> m_nodes;
    std::vector<QString> m_owned; // unescaped strings and QJsonDocument's
};

} // namespace kibitz::shogi
