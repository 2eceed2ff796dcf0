# SPDX-License-Identifier: GPL-3.0-or-later
# What `cmake --install` lays out under the prefix (cmake/layout.cmake names the folders), by
# target and folder so that the lists of sources stay in their own CMakeLists.txt.

# The programs find the engines and translations relative to their own folder.
set_source_files_properties(${PROJECT_SOURCE_DIR}/app/core/engine/bundledfiles.cpp
    DIRECTORY ${PROJECT_SOURCE_DIR}/app/core
    PROPERTIES COMPILE_DEFINITIONS
        "KIBITZ_ENGINE_DIR=\"${KIBITZ_ENGINEDIR_FROM_BINDIR}\";KIBITZ_TRANSLATIONS_DIR=\"${KIBITZ_TRANSLATIONSDIR_FROM_BINDIR}\"")

install(TARGETS kibitz kibitz-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
kibitz_bundled_engines(bundled_engines)
install(TARGETS ${bundled_engines} RUNTIME DESTINATION ${KIBITZ_INSTALL_ENGINEDIR})
install(DIRECTORY ${KIBITZ_TRANSLATIONS_BUILD_DIR}/
    DESTINATION ${KIBITZ_INSTALL_TRANSLATIONSDIR} FILES_MATCHING PATTERN "kibitz_*.qm")

# Desktop integration: the menu entry, the icon in every size, the record types, AppStream.
set(app_id io.github.kibitz.Kibitz)
set(resources ${PROJECT_SOURCE_DIR}/resources)
install(FILES ${resources}/${app_id}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${resources}/${app_id}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
# The licence and the third-party notices where Debian expects them (DEP-5 copyright file).
install(FILES ${resources}/copyright DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/kibitz)
install(FILES ${resources}/${app_id}.mime.xml
    DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME ${app_id}.xml)
install(DIRECTORY ${resources}/icons/hicolor DESTINATION ${CMAKE_INSTALL_DATADIR}/icons)

# kibitz-cli's manual page, compressed as Debian installs manual pages.
set(man_page ${CMAKE_BINARY_DIR}/kibitz-cli.1.gz)
add_custom_command(OUTPUT ${man_page}
    COMMAND gzip -9 -n -c ${resources}/kibitz-cli.1 > ${man_page}
    DEPENDS ${resources}/kibitz-cli.1
    COMMENT "Compressing kibitz-cli.1")
add_custom_target(kibitz_man_page ALL DEPENDS ${man_page})
install(FILES ${man_page} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
