// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace kibitz::cli {

// Each command parses its own options and returns the process exit status.
int runMatch(const QStringList &arguments);
int runConvert(const QStringList &arguments);
int runPerft(const QStringList &arguments);
int runMate(const QStringList &arguments);
int runAnalyse(const QStringList &arguments);
int runReport(const QStringList &arguments);
int runCsa(const QStringList &arguments);

} // namespace kibitz::cli
