// SPDX-License-Identifier: GPL-3.0-or-later
#include "gomocupadapter.h"

#include "core/engine/protocolwords.h"
#include "gomoku/gomokuposition.h"

using namespace Qt::StringLiterals;

// GomocupAdapter's part in swap openings: the answers to SWAP2BOARD (docs/protocols/gomocup.md).
namespace kibitz::gomoku {

bool GomocupAdapter::isBlackToMove() const
{
    return static_cast<const GomokuPosition *>(m_request.current.get())->board().toMove() ==
           Stone::Black;
}

void GomocupAdapter::handleSwapAnswer(QStringView line)
{
    // "SWAP", or one to three points: the move's canonical text. The referee judges whether it
    // is one this step allows.
    QString move;
    if (isKeyword(line, "SWAP"_L1)) {
        move = swapMoveText;
    } else {
        QStringList stones;
        for (QStringView word : line.split(u' ', Qt::SkipEmptyParts)) {
            const std::optional<QString> stone = numericPair(word);
            if (!stone || stones.size() == 3) {
                failSearch(line.toString());
                return;
            }
            stones << *stone;
        }
        move = stones.join(stoneSeparator);
    }
    // The engine's board after its answer is its own affair: the next search sends the board.
    m_boardKnown = false;
    emitInfos(m_infoReader.readOther());
    finishSearch();
    Q_EMIT bestMoveReceived(move);
}

} // namespace kibitz::gomoku
