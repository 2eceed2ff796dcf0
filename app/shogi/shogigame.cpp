#include "shogi/shogigame.h"

#include "core/engineadapter.h"
#include "core/recordformat.h"
#include "shogi/bodrecordformat.h"
#include "shogi/csarecordformat.h"
#include "shogi/jkfrecordformat.h"
#include "shogi/kifrecordformat.h"
#include "shogi/sfenrecordformat.h"
#include "shogi/shogiposition.h"
#include "shogi/usiadapter.h"

#include <QCoreApplication>

namespace kibitz::shogi {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("kibitz::shogi::ShogiGame", text);
}
} // namespace

ShogiGame::ShogiGame()
{
    // The first format that lists an extension is the one files with it are read with.
    m_formats.push_back(std::make_unique<KifRecordFormat>(*this, KifRecordFormat::Kif, false));
    m_formats.push_back(std::make_unique<KifRecordFormat>(*this, KifRecordFormat::Kif, true));
    m_formats.push_back(std::make_unique<KifRecordFormat>(*this, KifRecordFormat::Ki2, false));
    m_formats.push_back(std::make_unique<KifRecordFormat>(*this, KifRecordFormat::Ki2, true));
    m_formats.push_back(std::make_unique<CsaRecordFormat>(*this, 2));
    m_formats.push_back(std::make_unique<CsaRecordFormat>(*this, 3));
    m_formats.push_back(std::make_unique<JkfRecordFormat>(*this));
    m_formats.push_back(std::make_unique<SfenRecordFormat>(*this, SfenRecordFormat::Sfen));
    m_formats.push_back(std::make_unique<SfenRecordFormat>(*this, SfenRecordFormat::Usi));
    m_formats.push_back(std::make_unique<BodRecordFormat>(*this));
}

ShogiGame::~ShogiGame() = default;

QString ShogiGame::displayName() const
{
    return tr("Shogi");
}

QString ShogiGame::sideName(int side) const
{
    return side == 0 ? tr("Sente") : tr("Gote");
}

std::unique_ptr<Position> ShogiGame::startPosition(const QString &setup, QString *error) const
{
    return ShogiPosition::fromSetup(setup, error);
}

QString ShogiGame::protocolDisplayName(const QString &protocol) const
{
    return protocol == QLatin1String("usi") ? tr("USI") : protocol;
}

std::unique_ptr<EngineAdapter> ShogiGame::createAdapter(const QString &protocol) const
{
    if (protocol == QLatin1String("usi")) return std::make_unique<UsiAdapter>(*this);
    return nullptr;
}

QList<const RecordFormat *> ShogiGame::recordFormats() const
{
    QList<const RecordFormat *> list;
    for (const auto &f : m_formats)
        list << f.get();
    return list;
}

} // namespace kibitz::shogi
