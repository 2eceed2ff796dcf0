#include "gomokugame.h"

#include "gomoku/agiadapter.h"
#include "gomoku/gomocupadapter.h"
#include "gomoku/gomokuposition.h"
#include "gomoku/gomokurecordformat.h"
#include "gomoku/psqrecordformat.h"
#include "gomoku/sgfrecordformat.h"

#include <QCoreApplication>

namespace kibitz::gomoku {

namespace {
const QString protoGomocup = QStringLiteral("gomocup");
const QString protoAgi = QStringLiteral("agi");

QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::gomoku::GomokuGame", text);
}
} // namespace

GomokuGame::GomokuGame()
    : m_textFormat(std::make_unique<TextRecordFormat>(*this)),
      m_psqFormat(std::make_unique<PsqRecordFormat>(*this)),
      m_sgfFormat(std::make_unique<SgfRecordFormat>(*this))
{}

GomokuGame::~GomokuGame() = default;

QString GomokuGame::displayName() const
{
    return tr("Gomoku");
}

QString GomokuGame::sideName(int side) const
{
    return side == 0 ? tr("Black") : tr("White");
}

std::unique_ptr<Position> GomokuGame::startPosition(const QString &setup, QString *error) const
{
    return GomokuPosition::fromSetup(setup.trimmed().isEmpty() ? standardSetup() : setup, error);
}

QStringList GomokuGame::protocols() const
{
    return {protoGomocup, protoAgi};
}

QString GomokuGame::protocolDisplayName(const QString &protocol) const
{
    if (protocol == protoGomocup) return tr("Gomocup (Piskvork)");
    if (protocol == protoAgi) return tr("AGI");
    return protocol;
}

std::unique_ptr<EngineAdapter> GomokuGame::createAdapter(const QString &protocol) const
{
    if (protocol == protoGomocup) return std::make_unique<GomocupAdapter>(*this);
    if (protocol == protoAgi) return std::make_unique<AgiAdapter>(*this);
    return nullptr;
}

QList<const RecordFormat *> GomokuGame::recordFormats() const
{
    return {m_textFormat.get(), m_psqFormat.get(), m_sgfFormat.get()};
}

} // namespace kibitz::gomoku
