// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/engine/engineoption.h"

#include <QCoreApplication>

namespace kibitz {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::EngineOption", text);
}
} // namespace

QString EngineOption::check(const QString &value) const
{
    switch (type) {
    case Type::Check:
        if (value != u"true" && value != u"false")
            return tr("%1 takes true or false, not '%2'").arg(name, value);
        return {};
    case Type::Spin: {
        bool ok = false;
        const qint64 n = value.toLongLong(&ok);
        if (!ok) return tr("%1 takes a whole number, not '%2'").arg(name, value);
        if (n < min || n > max)
            return tr("%1 must be between %2 and %3, not %4").arg(name).arg(min).arg(max).arg(n);
        return {};
    }
    case Type::Combo:
        if (!values.contains(value))
            return tr("%1 takes one of %2, not '%3'")
                .arg(name, values.join(QStringLiteral(", ")), value);
        return {};
    case Type::Button:
        return {};
    case Type::String:
    case Type::Filename:
        if (value.contains(u'\n') || value.contains(u'\r'))
            return tr("%1 cannot hold a line break").arg(name);
        return {};
    }
    return {};
}

const EngineOption *findOption(const QList<EngineOption> &options, QStringView name)
{
    for (const EngineOption &o : options)
        if (o.name == name) return &o;
    for (const EngineOption &o : options)
        if (o.name.compare(name, Qt::CaseInsensitive) == 0) return &o;
    return nullptr;
}

} // namespace kibitz
