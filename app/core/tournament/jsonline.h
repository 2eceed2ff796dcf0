// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QStringList>
#include <QStringView>

// Compact JSON written by hand, byte for byte as QJsonDocument::Compact writes the same values,
// for the lines a match writes at every move or game (the journal's, the results stream's), where
// building a QJsonObject cost several times the line. The caller writes an object's members in
// QJsonObject's order: keys sorted.
namespace kibitz::json {

// s quoted and escaped: ", \ and control characters escaped, \b \f \n \r \t by name, the rest
// as \u00xx; other text as UTF-8, a lone surrogate as \uxxxx.
void appendString(QByteArray &out, QStringView s);
void appendNumber(QByteArray &out, qint64 n);
// ["a","b"]
void appendStrings(QByteArray &out, const QStringList &strings);
// A member's "key": after out's '{', or after another member with a comma.
void appendKey(QByteArray &out, const char *key);

} // namespace kibitz::json
