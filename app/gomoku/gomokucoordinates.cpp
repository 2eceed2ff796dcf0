// SPDX-License-Identifier: GPL-3.0-or-later
#include "gomokucoordinates.h"

namespace kibitz::gomoku {

namespace {
std::optional<Point> fail(QString *error, const QString &reason)
{
    if (error) *error = reason;
    return std::nullopt;
}

int hexDigit(QChar c)
{
    const char16_t u = c.toUpper().unicode();
    if (u >= u'0' && u <= u'9') return u - u'0';
    if (u >= u'A' && u <= u'F') return u - u'A' + 10;
    return -1;
}

// A non-negative decimal number without sign, or -1.
int decimal(QStringView text)
{
    if (text.isEmpty() || text.size() > 6) return -1;
    int n = 0;
    for (QChar c : text) {
        if (c < u'0' || c > u'9') return -1;
        n = n * 10 + (c.unicode() - u'0');
    }
    return n;
}
} // namespace

QString toGomocup(Point p)
{
    // Written by hand, not with arg(): records ask it for every move they read.
    QString text = QString::number(p.x);
    text += u',';
    text += QString::number(p.y);
    return text;
}

std::optional<Point> parseGomocup(QStringView text, int width, int height, QString *error)
{
    const qsizetype comma = text.indexOf(u',');
    if (comma < 0) return fail(error, QStringLiteral("'%1' is not x,y").arg(text.toString()));
    const int x = decimal(text.left(comma).trimmed());
    const int y = decimal(text.mid(comma + 1).trimmed());
    if (x < 0 || y < 0)
        return fail(error, QStringLiteral("'%1' is not x,y with numbers from 0").arg(text));
    if (x >= width || y >= height)
        return fail(
            error,
            QStringLiteral("%1,%2 is off the %3x%4 board").arg(x).arg(y).arg(width).arg(height));
    return Point{x, y};
}

QString toAgi(Point p)
{
    if (p.x < 0 || p.y < 0 || p.x >= agiBoardSize || p.y >= agiBoardSize) return {};
    const QString digits = QStringLiteral("0123456789ABCDEF");
    return QString(digits[p.y]) + digits[p.x + 1];
}

std::optional<Point> parseAgi(QStringView text, QString *error)
{
    if (text.size() != 2)
        return fail(error, QStringLiteral("'%1' is not two hex digits").arg(text));
    const int row = hexDigit(text[0]);
    const int column = hexDigit(text[1]);
    if (row < 0 || column < 0)
        return fail(error, QStringLiteral("'%1' is not two hex digits").arg(text));
    if (row >= agiBoardSize || column < 1)
        return fail(error,
                    QStringLiteral("'%1' is off the board (rows 0-E, columns 1-F)").arg(text));
    return Point{column - 1, row};
}

std::optional<QList<Point>> parseAgiList(QStringView text, QString *error)
{
    if (text.size() % 2 != 0) {
        if (error) *error = QStringLiteral("'%1' has an odd number of digits").arg(text);
        return std::nullopt;
    }
    QList<Point> points;
    for (qsizetype i = 0; i < text.size(); i += 2) {
        const auto p = parseAgi(text.mid(i, 2), error);
        if (!p) return std::nullopt;
        points << *p;
    }
    return points;
}

QString toAgiList(const QList<Point> &points)
{
    QString text;
    for (Point p : points)
        text += toAgi(p);
    return text;
}

QString toLetterNumber(Point p, int height)
{
    return QChar(u'a' + p.x) + QString::number(height - p.y);
}

std::optional<Point> parseLetterNumber(QStringView text, int width, int height, QString *error)
{
    if (text.size() < 2)
        return fail(error, QStringLiteral("'%1' is not a letter and a number").arg(text));
    const char16_t letter = text[0].toLower().unicode();
    const int number = decimal(text.mid(1));
    if (letter < u'a' || letter > u'z' || number < 0)
        return fail(error, QStringLiteral("'%1' is not a letter and a number").arg(text));
    const int x = letter - u'a';
    if (x >= width || number < 1 || number > height)
        return fail(error, QStringLiteral("'%1' is off the %2x%3 board (a%4 to %5%6)")
                               .arg(text)
                               .arg(width)
                               .arg(height)
                               .arg(1)
                               .arg(QChar(u'a' + width - 1))
                               .arg(height));
    return Point{x, height - number};
}

} // namespace kibitz::gomoku
