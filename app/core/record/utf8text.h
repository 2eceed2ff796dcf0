// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <optional>

namespace kibitz {

// A record file's bytes as text: UTF-8, without a leading byte-order mark. Null, with *error
// set, when the bytes are not valid UTF-8.
std::optional<QString> utf8Text(const QByteArray &data, QString *error = nullptr);

} // namespace kibitz
