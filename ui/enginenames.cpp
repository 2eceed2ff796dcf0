// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginenames.h"

#include "core/engine/engineregistry.h"
#include "core/engine/enginespec.h"

#include <QSettings>
#include <QStringList>
#include <optional>

namespace kibitz::enginenames {

namespace {
const QString toldKey = QStringLiteral("engineNames/told");

// The program an engine runs, or empty: the bundled engine, or one the user gave a name, which
// is shown as it is.
QString program(const EngineSpec &spec)
{
    if (spec.bundled || !spec.name.isEmpty()) return {};
    return (QStringList{spec.command} + spec.arguments).join(QChar(0x1f));
}
} // namespace

void remember(QSettings &settings, const EngineSpec &spec, const QString &told)
{
    const QString key = program(spec);
    if (key.isEmpty() || told.isEmpty()) return;
    QVariantMap names = settings.value(toldKey).toMap();
    if (names.value(key).toString() == told) return;
    names.insert(key, told);
    settings.setValue(toldKey, names);
}

Told load(const QSettings &settings)
{
    Told told;
    const QVariantMap names = settings.value(toldKey).toMap();
    for (auto it = names.cbegin(); it != names.cend(); ++it)
        told.insert(it.key(), it.value().toString());
    return told;
}

QString shown(const RegisteredEngine &engine, const Told &told)
{
    const std::optional<EngineSpec> spec = EngineSpec::parse(engine.words, nullptr);
    const QString key = spec ? program(*spec) : QString();
    return told.value(key).isEmpty() || key.isEmpty() ? engine.name() : told.value(key);
}

} // namespace kibitz::enginenames
