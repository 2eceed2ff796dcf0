// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineinfo.h"

#include <QMap>
#include <optional>

namespace kibitz::gomoku {

// Reads what a Gomocup engine says about its search (docs/protocols/gomocup.md): Yixin/Rapfi
// `INFO PV n … INFO PV DONE` blocks, `MESSAGE REALTIME …` and Rapfi's `MESSAGE Depth …`,
// `MESSAGE (n) …`, `MESSAGE Speed …`, `MESSAGE Bestline …` lines. An engine says one search
// update (a rank at a depth) in several of these; the reader merges them into ONE EngineInfo per
// rank and depth: a line that adds nothing to the update it belongs to gives nothing, one that
// adds fields gives the update again, whole. An update without a line (Rapfi's end-of-search
// `Speed …`) waits for the next line, which is its `Bestline` in Rapfi's output. Scores stay in
// the engine's view (the side to move's); moves are canonical `x,y`.
class GomocupInfoReader
{
public:
    // A new search on a board of that size.
    void reset(int width, int height);
    // The text after `INFO` / `MESSAGE`; the updates to show, if the line made, changed or
    // released one.
    QList<EngineInfo> readInfo(QStringView text);
    QList<EngineInfo> readMessage(QStringView text);
    // Any other line of the engine (its move): a held update is shown now.
    QList<EngineInfo> readOther();

    // An evaluation as Rapfi/Yixin print it: "35", "-120", "+M5", "-M3", "+M*", "VAL_INF".
    static std::optional<Score> parseEval(QStringView text);
    // "412ms", "12s", "5min", "2h" → ms; "74K", "3M" → a count; -1 when unreadable.
    static qint64 parseTimeText(QStringView text);
    static qint64 parseCountText(QStringView text);

private:
    std::optional<EngineInfo> merge(const EngineInfo &info);
    QList<EngineInfo> released(std::optional<EngineInfo> info);
    void readDepthMessage(QStringView text, EngineInfo *info) const;
    void readRankMessage(QStringView text, EngineInfo *info) const;
    void readUciLikeMessage(QStringView text, EngineInfo *info) const;
    QStringList parsePairs(QStringView text) const;   // "7,7 8,8"
    QStringList parseLetters(QStringView text) const; // "H8 I9" (rows from the top)
    std::optional<QString> parsePoint(QStringView text) const;

    int m_width = 15;
    int m_height = 15;
    QMap<int, EngineInfo> m_updates; // per rank (multipv), the newest update
    EngineInfo m_block;              // an INFO PV block being read
    bool m_blockOpen = false;
    std::optional<EngineInfo> m_held; // an update without a line, until the next line
};

} // namespace kibitz::gomoku
