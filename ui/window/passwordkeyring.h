// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <functional>

namespace kibitz::passwordkeyring {

// The desktop's keyring through QtKeychain, asynchronously: never blocks, never falls back to a
// file. done gets the password, or an empty one and the keyring's error when it cannot be had
// (no keyring daemon, as under Xvfb or CI); an empty one and no error when nothing is kept
// under key yet. context ends the wait.
void read(const QString &key, QObject *context,
          std::function<void(const QString &password, const QString &error)> done);
// Stores the password under key; a keyring that fails is left alone (the next time asks again).
void write(const QString &key, const QString &password);

} // namespace kibitz::passwordkeyring
