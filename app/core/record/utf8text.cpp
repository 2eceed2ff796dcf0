// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/record/utf8text.h"

#include <QCoreApplication>
#include <QStringDecoder>

namespace kibitz {

std::optional<QString> utf8Text(const QByteArray &data, QString *error)
{
    QStringDecoder decoder(QStringDecoder::Utf8);
    QString text = decoder.decode(data);
    if (decoder.hasError()) {
        if (error)
            *error =
                QCoreApplication::translate("kibitz::RecordFormat", "the file is not valid UTF-8");
        return std::nullopt;
    }
    if (text.startsWith(QChar(0xFEFF))) text.remove(0, 1);
    return text;
}

} // namespace kibitz
