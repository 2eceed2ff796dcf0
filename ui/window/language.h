// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace kibitz::language {

struct Language
{
    QString code;       // "en", "ja", "zh_CN"
    QString nativeName; // as its speakers write it; never translated
};

// The languages of the user interface, English first.
QList<Language> available();
// The language matching the system's, or English.
QString systemDefault();
// Installs the translations of a language (Kibitz's and Qt's own dialogs'); English removes
// them. Returns false when the language is not available.
bool apply(const QString &code);
QString current();

} // namespace kibitz::language
