# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package that scripts/package makes with CPack (build/kibitz_<version>_<arch>.deb).
# Its dependencies come from the shared libraries the programs link (dpkg-shlibdeps).
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME kibitz)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "The Kibitz developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "play and analyse board games against engines")
set(CPACK_PACKAGE_DESCRIPTION
    "Kibitz plays and analyses shogi, gomoku (renju too), tic-tac-toe and goita against \
external engines over their standard input and output, with live search information, engine \
logs and game records with think comments. It comes with an engine for every game and with \
kibitz-cli for headless engine matches and record conversion.")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "The Kibitz developers")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Qt's own translations (standard buttons, file dialogs) and fonts for the Japanese and Chinese
# interface.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n, fonts-noto-cjk")
include(CPack)
