// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineadapter.h"
#include "tictactoe/tlfreply.h"

namespace kibitz::tictactoe {

// The TLF dialect of tic-tac-toe engines (DESIGN.md): `name`, `position <cells> next <X|O>
// moves <squares>`, `go` → `= info …` replies then `= bestmove sq:N` or `= resign`.
class TlfAdapter : public EngineAdapter
{
    Q_OBJECT
public:
    KIBITZ_ENGINE_ADAPTER_INTERFACE("tlf")
    bool outputIsTlf() const override { return true; }

protected:
    void parseLine(QStringView line) override;

private:
    void handleReply(const TlfReply &reply);
    EngineInfo parseInfo(const TlfReply &reply) const;

    TlfReplyReader m_reader;
};

} // namespace kibitz::tictactoe
