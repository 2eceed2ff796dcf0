#include "engine.h"
#include "stdinreader.h"

#include <QCoreApplication>

// kibitz-goita: the bundled goita engine (docs/engines/kibitz-goita.md).
int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    kibitz::goita::Engine engine;
    kibitz::goita::StdinReader reader;
    QObject::connect(&reader, &kibitz::goita::StdinReader::lineRead, &engine,
                     &kibitz::goita::Engine::handleLine);
    QObject::connect(&reader, &kibitz::goita::StdinReader::finished, &engine,
                     &kibitz::goita::Engine::endOfInput);
    return app.exec();
}
