#include "goitagame.h"

#include "goita/goitaadapter.h"
#include "goita/goitaposition.h"
#include "goita/goitarecordformat.h"

#include <QCoreApplication>

namespace kibitz::goita {

namespace {
const QString protoGoita = QStringLiteral("goita");

QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::goita::GoitaGame", text);
}
} // namespace

GoitaGame::GoitaGame() : m_jsonFormat(std::make_unique<GoitaRecordFormat>(*this)) {}

GoitaGame::~GoitaGame() = default;

QString GoitaGame::displayName() const
{
    return tr("Goita");
}

QString GoitaGame::sideName(int side) const
{
    return tr("Seat %1").arg(side);
}

std::unique_ptr<Position> GoitaGame::startPosition(const QString &setup, QString *error) const
{
    return GoitaPosition::fromSetup(setup, error);
}

QStringList GoitaGame::protocols() const
{
    return {protoGoita};
}

QString GoitaGame::protocolDisplayName(const QString &protocol) const
{
    if (protocol == protoGoita) return tr("Kibitz goita protocol");
    return protocol;
}

std::unique_ptr<EngineAdapter> GoitaGame::createAdapter(const QString &protocol) const
{
    if (protocol == protoGoita) return std::make_unique<GoitaAdapter>(*this);
    return nullptr;
}

QList<const RecordFormat *> GoitaGame::recordFormats() const
{
    return {m_jsonFormat.get()};
}

} // namespace kibitz::goita
