# SPDX-License-Identifier: GPL-3.0-or-later
# ctest fixture: installs tsshogi (pinned) into JS_DIR with npm unless that version is there.
#   cmake -DNPM=… -DJS_DIR=… -DVERSION=… -P install-tsshogi.cmake
set(manifest ${JS_DIR}/node_modules/tsshogi/package.json)
if(EXISTS ${manifest})
    file(READ ${manifest} json)
    string(JSON installed GET ${json} version)
    if(installed STREQUAL VERSION)
        return()
    endif()
endif()
if(NOT NPM)
    message(FATAL_ERROR "npm not found: run scripts/install-deps (it installs nodejs and npm)")
endif()
file(MAKE_DIRECTORY ${JS_DIR})
execute_process(
    COMMAND ${NPM} install --no-save --no-package-lock --no-audit --no-fund --prefix ${JS_DIR}
            tsshogi@${VERSION}
    RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT EXISTS ${manifest})
    message(FATAL_ERROR "npm could not install tsshogi@${VERSION} (it needs the npm registry)")
endif()
