# Where an installed Kibitz keeps its files, relative to the install prefix (GNU layout):
#   bin/kibitz, bin/kibitz-cli, libexec/kibitz/<bundled engines>, share/kibitz/translations/*.qm
# The programs find the engines and translations from their own folder with the same relative
# paths (app/core/bundledfiles.cpp), so an installed, relocated or unpacked prefix works, and so
# does the build tree: build/bin/ (engines beside the programs) and build/share/kibitz/translations/.
include(GNUInstallDirs)
# The bundled engines (engines/<game>/), one per game: installed together and checked together.
set(KIBITZ_BUNDLED_ENGINES kibitz-tictactoe kibitz-shogi kibitz-gomoku kibitz-goita)
set(KIBITZ_INSTALL_ENGINEDIR ${CMAKE_INSTALL_LIBEXECDIR}/kibitz)
set(KIBITZ_INSTALL_TRANSLATIONSDIR ${CMAKE_INSTALL_DATADIR}/kibitz/translations)
file(RELATIVE_PATH KIBITZ_ENGINEDIR_FROM_BINDIR
    /prefix/${CMAKE_INSTALL_BINDIR} /prefix/${KIBITZ_INSTALL_ENGINEDIR})
file(RELATIVE_PATH KIBITZ_TRANSLATIONSDIR_FROM_BINDIR
    /prefix/${CMAKE_INSTALL_BINDIR} /prefix/${KIBITZ_INSTALL_TRANSLATIONSDIR})
# Where the build writes the .qm files: the same path from build/bin/ as in the prefix.
cmake_path(ABSOLUTE_PATH KIBITZ_TRANSLATIONSDIR_FROM_BINDIR
    BASE_DIRECTORY ${CMAKE_RUNTIME_OUTPUT_DIRECTORY} NORMALIZE
    OUTPUT_VARIABLE KIBITZ_TRANSLATIONS_BUILD_DIR)
