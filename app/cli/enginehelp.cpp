// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginehelp.h"

#include <QCoreApplication>

namespace kibitz::cli {

QString engineHelp()
{
    return QCoreApplication::translate(
        "kibitz::cli",
        "--engine ENGINE is 'bundled' or the words\n"
        "  cmd=PATH [arg=A]... [dir=DIR] [proto=P] [name=NAME] [option.NAME=VALUE]...\n"
        "or conf=NAME for an engine registered in Kibitz's Engines dialog (words after\n"
        "it add to or override its own).");
}

} // namespace kibitz::cli
