// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QStringView>

namespace kibitz {

// One option an engine declares, with USI's types (which cover what Gomocup, AGI and goita
// engines declare): a check box, a number in a range, a choice from a list, a button, free text
// or a file name. Each adapter fills these from its protocol; values a user gives are checked
// against them before they are sent.
struct EngineOption
{
    enum class Type { Check, Spin, Combo, Button, String, Filename };

    QString name;
    Type type = Type::String;
    QString defaultValue;
    qint64 min = 0; // Spin only; 64-bit, as YaneuraOu declares NodesLimit's max
    qint64 max = 0;
    QStringList values; // Combo only

    // Why value cannot be given to this option (plain English for the caller), empty when it can.
    QString check(const QString &value) const;

    bool operator==(const EngineOption &) const = default;
};

// The declared option of this name (USI names are case-sensitive; a case-blind match is taken
// when there is no exact one), or null.
const EngineOption *findOption(const QList<EngineOption> &options, QStringView name);

} // namespace kibitz
