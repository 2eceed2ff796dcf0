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

// "x,y" with digits only on each side, the form every engine and record of Kibitz's writes, read
// without a search or a trim: a game reads each of its moves this way several times.
std::optional<Point> plainPair(QStringView text)
{
    int value[2] = {0, 0};
    int part = 0, digits = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u >= u'0' && u <= u'9') {
            if (++digits > 6) return std::nullopt;
            value[part] = value[part] * 10 + (u - u'0');
        } else if (u == u',' && part == 0 && digits > 0) {
            part = 1;
            digits = 0;
        } else {
            return std::nullopt;
        }
    }
    if (part != 1 || digits == 0) return std::nullopt;
    return Point{value[0], value[1]};
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
    if (const std::optional<Point> p = plainPair(text); p && p->x < width && p->y < height)
        return p;
    // Anything else (spaces, a sign, off the board) the long way, which says what is wrong.
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
    // Written by hand into one string, not with QString::number and a sum: a record asks it for
    // every move it writes.
    int number = height - p.y;
    if (number < 0) return QChar(char16_t(u'a' + p.x)) + QString::number(number); // off the board
    char16_t digits[8];
    int count = 0;
    do {
        digits[count++] = char16_t(u'0' + number % 10);
        number /= 10;
    } while (number > 0 && count < 8);
    QString text(1 + count, Qt::Uninitialized);
    QChar *out = text.data();
    *out++ = QChar(char16_t(u'a' + p.x));
    while (count > 0)
        *out++ = QChar(digits[--count]);
    return text;
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
