// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace kibitz::engines {

// The Strategy option of every bundled engine: its own play (the engine names that value:
// "perfect", "sampling" …) or "random", a uniformly random legal move (for tests and for
// beginners). Names and values are matched without regard to case.
class Strategy
{
public:
    explicit Strategy(const QString &normal) : m_normal(normal) {}

    static bool isOptionName(QStringView name);
    // Takes a value; false, and nothing changes, when it is neither of the two.
    bool set(QStringView value);
    bool isRandom() const { return m_random; }
    QString values() const; // "perfect, random", for error messages
    // The USI-style declaration: "option name Strategy type combo default … var … var random".
    QString declaration() const;

private:
    QString m_normal;
    bool m_random = false;
};

} // namespace kibitz::engines
