#include "window/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QMessageBox>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Kibitz"));
    QApplication::setOrganizationName(QStringLiteral("Kibitz"));
    QApplication::setApplicationVersion(QStringLiteral(KIBITZ_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "main", "Play and analyse shogi, gomoku, tic-tac-toe and goita against engines."));
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
