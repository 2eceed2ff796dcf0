// SPDX-License-Identifier: GPL-3.0-or-later
#include "shogi/japanese.h"

#include <array>

namespace kibitz::shogi::ja {

namespace {
const QString fullDigits = QStringLiteral("１２３４５６７８９");
const QString kanjiDigits = QStringLiteral("一二三四五六七八九");

struct PieceName
{
    QStringView text;
    PieceType type;
};
// Two-character names first, so that 成銀 is not read as a promotion of 銀.
constexpr std::array pieceNames{
    PieceName{u"成銀", PieceType::ProSilver}, PieceName{u"成桂", PieceType::ProKnight},
    PieceName{u"成香", PieceType::ProLance},  PieceName{u"歩", PieceType::Pawn},
    PieceName{u"香", PieceType::Lance},       PieceName{u"桂", PieceType::Knight},
    PieceName{u"銀", PieceType::Silver},      PieceName{u"金", PieceType::Gold},
    PieceName{u"角", PieceType::Bishop},      PieceName{u"飛", PieceType::Rook},
    PieceName{u"玉", PieceType::King},        PieceName{u"王", PieceType::King},
    PieceName{u"と", PieceType::ProPawn},     PieceName{u"杏", PieceType::ProLance},
    PieceName{u"圭", PieceType::ProKnight},   PieceName{u"全", PieceType::ProSilver},
    PieceName{u"馬", PieceType::Horse},       PieceName{u"龍", PieceType::Dragon},
    PieceName{u"竜", PieceType::Dragon},
};
} // namespace

QString fileText(int file)
{
    return file >= 1 && file <= 9 ? QString(fullDigits[file - 1]) : QString();
}

QString rankText(int rank)
{
    return rank >= 1 && rank <= 9 ? QString(kanjiDigits[rank - 1]) : QString();
}

QString squareText(Square sq)
{
    QString text;
    appendSquareText(text, sq);
    return text;
}

void appendSquareText(QString &text, Square sq)
{
    if (!sq.isValid()) return;
    const QChar chars[2] = {fullDigits[sq.file() - 1], kanjiDigits[sq.rank() - 1]};
    text.append(chars, 2);
}

QString kanjiNumber(int n)
{
    if (n >= 1 && n <= 9) return QString(kanjiDigits[n - 1]);
    if (n == 10) return QStringLiteral("十");
    if (n > 10 && n <= 18) return QStringLiteral("十") + kanjiDigits[n - 11];
    return QString::number(n);
}

int digitValue(QChar c)
{
    const char16_t u = c.unicode();
    if (u >= u'1' && u <= u'9') return u - u'0';
    if (u >= u'１' && u <= u'９') return u - u'１' + 1;
    switch (u) {
    case u'一':
        return 1;
    case u'二':
        return 2;
    case u'三':
        return 3;
    case u'四':
        return 4;
    case u'五':
        return 5;
    case u'六':
        return 6;
    case u'七':
        return 7;
    case u'八':
        return 8;
    case u'九':
        return 9;
    default:
        return 0;
    }
}

int parseNumber(QStringView text)
{
    if (text.isEmpty()) return 0;
    if (text[0] == QChar(u'十')) {
        if (text.size() == 1) return 10;
        const int d = text.size() == 2 ? digitValue(text[1]) : 0;
        return d ? 10 + d : 0;
    }
    bool ok = false;
    const int ascii = text.toInt(&ok);
    if (ok) return ascii;
    return text.size() == 1 ? digitValue(text[0]) : 0;
}

QString pieceMoveName(PieceType t)
{
    switch (t) {
    case PieceType::Pawn:
        return QStringLiteral("歩");
    case PieceType::Lance:
        return QStringLiteral("香");
    case PieceType::Knight:
        return QStringLiteral("桂");
    case PieceType::Silver:
        return QStringLiteral("銀");
    case PieceType::Gold:
        return QStringLiteral("金");
    case PieceType::Bishop:
        return QStringLiteral("角");
    case PieceType::Rook:
        return QStringLiteral("飛");
    case PieceType::King:
        return QStringLiteral("玉");
    case PieceType::ProPawn:
        return QStringLiteral("と");
    case PieceType::ProLance:
        return QStringLiteral("成香");
    case PieceType::ProKnight:
        return QStringLiteral("成桂");
    case PieceType::ProSilver:
        return QStringLiteral("成銀");
    case PieceType::Horse:
        return QStringLiteral("馬");
    case PieceType::Dragon:
        return QStringLiteral("龍");
    default:
        return {};
    }
}

QString pieceBoardName(PieceType t)
{
    switch (t) {
    case PieceType::ProLance:
        return QStringLiteral("杏");
    case PieceType::ProKnight:
        return QStringLiteral("圭");
    case PieceType::ProSilver:
        return QStringLiteral("全");
    default:
        return pieceMoveName(t);
    }
}

PieceType parsePieceName(QStringView text, int *length)
{
    for (const PieceName &n : pieceNames) {
        // Names have one or two characters: compared in place, for every move read.
        if (text.size() >= n.text.size() && text[0] == n.text[0] &&
            (n.text.size() == 1 || text[1] == n.text[1])) {
            if (length) *length = int(n.text.size());
            return n.type;
        }
    }
    if (length) *length = 0;
    return PieceType::None;
}

bool isMoveMark(QChar c)
{
    return c == QChar(u'▲') || c == QChar(u'△') || c == QChar(u'☗') || c == QChar(u'☖') ||
           c == QChar(u'▼') || c == QChar(u'▽');
}

bool isBlackMark(QChar c)
{
    return c == QChar(u'▲') || c == QChar(u'☗');
}

} // namespace kibitz::shogi::ja
