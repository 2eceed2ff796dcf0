#include "engine.h"
#include "stdinreader.h"

#include <QCoreApplication>

// kibitz-tictactoe: the bundled tic-tac-toe engine (docs/engines/kibitz-tictactoe.md).
int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    kibitz::tictactoe::Engine engine;
    kibitz::tictactoe::StdinReader reader;
    QObject::connect(&reader, &kibitz::tictactoe::StdinReader::lineRead, &engine,
                     &kibitz::tictactoe::Engine::handleLine);
    QObject::connect(&reader, &kibitz::tictactoe::StdinReader::finished, &engine,
                     &kibitz::tictactoe::Engine::endOfInput);
    return app.exec();
}
