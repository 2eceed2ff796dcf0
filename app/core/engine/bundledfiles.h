// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace kibitz {

// Where the files that come with Kibitz are, found from the running executable's folder, so that
// the build tree (build/bin/), an installed prefix (bin/, libexec/kibitz/, share/kibitz/) and a
// relocated or unpacked package all work without configuration. The relative paths are the
// install layout's (cmake/install.cmake).

// The folder of the bundled engines: the prefix's engine folder when there is one, else the
// executable's own folder (the build tree keeps the engines beside the programs).
QString bundledEngineDirectory();

// The folder of Kibitz's compiled translations (kibitz_<lang>.qm).
QString translationsDirectory();

} // namespace kibitz
