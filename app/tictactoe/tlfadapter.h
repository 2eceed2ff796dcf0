#pragma once

#include "core/engineadapter.h"
#include "core/tlfreply.h"

namespace kibitz::tictactoe {

// The TLF dialect of tic-tac-toe engines (DESIGN.md): `name`, `position <cells> next <X|O>
// moves <squares>`, `go` → `= info …` replies then `= bestmove sq:N` or `= resign`.
class TlfAdapter : public EngineAdapter
{
    Q_OBJECT
public:
    using EngineAdapter::EngineAdapter;

    QString protocol() const override { return QStringLiteral("tlf"); }
    bool outputIsTlf() const override { return true; }
    void begin() override;
    void setOption(const QString &name, const QString &value) override;
    void go(const SearchRequest &request) override;
    void stop() override;
    void quit() override;

protected:
    void parseLine(QStringView line) override;

private:
    void handleReply(const TlfReply &reply);
    EngineInfo parseInfo(const TlfReply &reply) const;

    TlfReplyReader m_reader;
};

} // namespace kibitz::tictactoe
