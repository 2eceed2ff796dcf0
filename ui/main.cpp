// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/game/game.h"
#include "gameui.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QIcon>
#include <QMessageBox>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Kibitz"));
    QApplication::setOrganizationName(QStringLiteral("Kibitz"));
    QApplication::setApplicationVersion(QStringLiteral(KIBITZ_VERSION));
    // The desktop entry's id: Wayland compositors and docks match the window to its menu entry
    // and icon by it.
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.kibitz.Kibitz"));
    QIcon icon;
    for (const QFileInfo &file : QDir(QStringLiteral(":/icons")).entryInfoList(QDir::Files))
        icon.addFile(file.filePath()); // resources/kibitz.qrc: one PNG per size
    QApplication::setWindowIcon(icon);

    QCommandLineParser parser;
    QStringList gameNames;
    for (const kibitz::Game *game : kibitz::gameui::games())
        gameNames << game->displayName();
    parser.setApplicationDescription(
        QApplication::translate("main", "Play and analyse %1 against engines.")
            .arg(gameNames.join(QStringLiteral(", "))));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("record"),
                                 QApplication::translate("main", "A game record to open."),
                                 QStringLiteral("[record]"));
    parser.process(app);

    kibitz::MainWindow window;
    window.show();
    if (const QString path = parser.positionalArguments().value(0); !path.isEmpty()) {
        const QString error = window.openRecord(path);
        if (!error.isEmpty())
            QMessageBox::warning(&window, QApplication::translate("main", "Open Record"), error);
    }
    return app.exec();
}
