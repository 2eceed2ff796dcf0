# SPDX-License-Identifier: GPL-3.0-or-later
# Where an installed Kibitz keeps its files, relative to the install prefix (GNU layout):
#   bin/kibitz, bin/kibitz-cli, libexec/kibitz/<bundled engines>, share/kibitz/translations/*.qm
# The programs find the engines and translations from their own folder with the same relative
# paths (app/core/engine/bundledfiles.cpp), so an installed, relocated or unpacked prefix works,
# and so does the build tree: build/bin/ (engines beside the programs) and
# build/share/kibitz/translations/.
include(GNUInstallDirs)
# The bundled engines: every program built under engines/ (one per game), so that a new game's
# engine is installed and checked without being listed anywhere. Call after add_subdirectory(engines).
function(kibitz_bundled_engines out)
    set(engines)
    get_directory_property(dirs DIRECTORY ${PROJECT_SOURCE_DIR}/engines SUBDIRECTORIES)
    foreach(dir ${dirs})
        get_directory_property(targets DIRECTORY ${dir} BUILDSYSTEM_TARGETS)
        foreach(target ${targets})
            get_target_property(type ${target} TYPE)
            if(type STREQUAL "EXECUTABLE")
                list(APPEND engines ${target})
            endif()
        endforeach()
    endforeach()
    set(${out} ${engines} PARENT_SCOPE)
endfunction()
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
