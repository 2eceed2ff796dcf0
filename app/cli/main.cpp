// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands.h"

#include "core/engine/bundledfiles.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTextStream>
#include <QTranslator>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("kibitz-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Kibitz"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KIBITZ_VERSION));
    // Every command speaks the user's language (LANG, LC_MESSAGES), as the GUI does.
    QTranslator translator;
    const QLocale::Language language = QLocale::system().language();
    const QString code = language == QLocale::Japanese  ? QStringLiteral("ja")
                         : language == QLocale::Chinese ? QStringLiteral("zh_CN")
                                                        : QString();
    if (!code.isEmpty() &&
        translator.load(QStringLiteral("kibitz_") + code, kibitz::translationsDirectory()))
        app.installTranslator(&translator);

    QStringList args = app.arguments();
    const QString command = args.value(1);
    if (args.size() > 1) args.removeAt(1); // removing past the end corrupts the heap
    if (command == QLatin1String("match")) return kibitz::cli::runMatch(args);
    if (command == QLatin1String("convert")) return kibitz::cli::runConvert(args);
    if (command == QLatin1String("perft")) return kibitz::cli::runPerft(args);
    if (command == QLatin1String("mate")) return kibitz::cli::runMate(args);
    if (command == QLatin1String("analyse")) return kibitz::cli::runAnalyse(args);
    if (command == QLatin1String("report")) return kibitz::cli::runReport(args);
    if (command == QLatin1String("csa")) return kibitz::cli::runCsa(args);
    if (command == QLatin1String("--version")) {
        QTextStream(stdout) << "kibitz-cli " << KIBITZ_VERSION << '\n';
        return 0;
    }
    const bool help = command == QLatin1String("--help") || command == QLatin1String("-h");
    // Asked for, the usage goes to standard output; otherwise it explains a wrong command line.
    QTextStream stream(help ? stdout : stderr);
    if (!command.isEmpty() && !help)
        stream << QCoreApplication::translate("main", "kibitz-cli: unknown command '%1'\n")
                      .arg(command);
    stream << QCoreApplication::translate(
        "main",
        "Usage: kibitz-cli COMMAND [options]\n"
        "Commands:\n"
        "  match    play engine-versus-engine games (kibitz-cli match --help)\n"
        "  convert  convert a record between formats (kibitz-cli convert --help)\n"
        "  perft    count legal move sequences, for move generator authors (kibitz-cli perft "
        "--help)\n"
        "  mate     ask an engine for a forced mate (kibitz-cli mate --help)\n"
        "  analyse  run an engine over every move of records (kibitz-cli analyse --help)\n"
        "  report   statistics and SPRT of engine matches' results (kibitz-cli report --help)\n"
        "  csa      play shogi on a CSA server such as Floodgate (kibitz-cli csa --help)\n");
    return help ? 0 : 2;
}
