// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"

#include "core/engine/bundledfiles.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace kibitz::language {

namespace {
QTranslator &appTranslator()
{
    static QTranslator translator;
    return translator;
}
QTranslator &qtTranslator()
{
    static QTranslator translator;
    return translator;
}
QString currentCode = QStringLiteral("en");
} // namespace

QList<Language> available()
{
    return {{QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("ja"), QStringLiteral("日本語")},
            {QStringLiteral("zh_CN"), QStringLiteral("简体中文")}};
}

QString systemDefault()
{
    const QLocale locale;
    if (locale.language() == QLocale::Japanese) return QStringLiteral("ja");
    if (locale.language() == QLocale::Chinese) return QStringLiteral("zh_CN");
    return QStringLiteral("en");
}

bool apply(const QString &code)
{
    bool known = false;
    for (const Language &language : available())
        known |= language.code == code;
    if (!known) return false;
    QCoreApplication::removeTranslator(&appTranslator());
    QCoreApplication::removeTranslator(&qtTranslator());
    currentCode = code;
    if (code == QLatin1String("en")) return true;
    // Kibitz's catalogs are installed beside the program (share/kibitz/translations).
    if (!appTranslator().load(QStringLiteral("kibitz_") + code, translationsDirectory()))
        return false;
    QCoreApplication::installTranslator(&appTranslator());
    // Qt's own strings (standard buttons, file dialogs) when the system has them.
    if (qtTranslator().load(QStringLiteral("qtbase_%1").arg(code),
                            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&qtTranslator());
    return true;
}

QString current()
{
    return currentCode;
}

} // namespace kibitz::language
