// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>

class QSettings;

namespace kibitz {

struct EngineSpec;
struct RegisteredEngine;

// The names engines said of themselves in their handshake (USI `id name`, Gomocup `ABOUT
// name=`, …), kept in the GUI's settings by program (its command and arguments), so that a list
// of registered engines names each as it names itself once it has run: the name the user gave
// (name=) first, then the engine's own, then its program's file name.
namespace enginenames {

using Told = QHash<QString, QString>; // program → name

// Keeps the name the engine told (nothing for the bundled engine, or one the user named).
void remember(QSettings &settings, const EngineSpec &spec, const QString &told);
Told load(const QSettings &settings);
QString shown(const RegisteredEngine &engine, const Told &told);

} // namespace enginenames
} // namespace kibitz
