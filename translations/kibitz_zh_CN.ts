<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>kibitz</name>
    <message>
        <source>%1: unknown record file type</source>
        <translation>%1：未知的棋谱文件类型</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is too large for a record (%2 bytes)</source>
        <translation>%1 作为棋谱过大（%2 字节）</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1 cannot play: %2</source>
        <translation>%1 无法对局：%2</translation>
    </message>
    <message>
        <source>The start position cannot be set up: %1</source>
        <translation>无法设置初始局面：%1</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>no game number</source>
        <translation>没有对局编号</translation>
    </message>
    <message>
        <source>no engine names</source>
        <translation>没有引擎名称</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>没有结果</translation>
    </message>
    <message>
        <source>%1: no results*.jsonl in this folder</source>
        <translation>%1：此文件夹中没有 results*.jsonl</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB</source>
        <translation>%1 大于 %2 MB</translation>
    </message>
    <message>
        <source>not a TLF line: &apos;%1&apos;</source>
        <translation>不是 TLF 行: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>the file holds no game %1 now (%2 games)</source>
        <translation>文件中现在没有第 %1 局（共 %2 局）</translation>
    </message>
    <message>
        <source>game %1 could not be found in the file as it was read</source>
        <translation>在文件中找不到读取时的第 %1 局</translation>
    </message>
</context>
<context>
    <name>kibitz::AdjudicationRules</name>
    <message>
        <source>%1 needs a whole number of at least %2, not &apos;%3&apos;</source>
        <translation>%1 需要不小于 %2 的整数，而不是 &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1 is true or false, not &apos;%2&apos;</source>
        <translation>%1 应为 true 或 false，而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>not %1 setting: %2</source>
        <translation>不是 %1 的设置：%2</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 被指定了两次</translation>
    </message>
    <message>
        <source>a --draw</source>
        <translation>--draw</translation>
    </message>
    <message>
        <source>--draw needs movecount=K and score=S (and movenumber=N to wait for)</source>
        <translation>--draw 需要 movecount=K 和 score=S（以及要等待的 movenumber=N）</translation>
    </message>
    <message>
        <source>a --resign</source>
        <translation>--resign</translation>
    </message>
    <message>
        <source>--resign needs movecount=K and score=S</source>
        <translation>--resign 需要 movecount=K 和 score=S</translation>
    </message>
    <message>
        <source>both scores within ±%1 (movenumber=%2, movecount=%3)</source>
        <translation>双方评分都在 ±%1 以内（movenumber=%2，movecount=%3）</translation>
    </message>
    <message>
        <source>the game reached %1 moves</source>
        <translation>对局达到 %1 手</translation>
    </message>
    <message>
        <source>the loser&apos;s score at or below -%1 and the winner&apos;s at or above %1 (movecount=%2)</source>
        <translation>负方评分不高于 -%1，胜方评分不低于 %1（movecount=%2）</translation>
    </message>
    <message>
        <source>the loser&apos;s score at or below -%1 (movecount=%2)</source>
        <translation>负方评分不高于 -%1（movecount=%2）</translation>
    </message>
</context>
<context>
    <name>kibitz::Adjudicator</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>kibitz::Analysis</name>
    <message>
        <source>%1 stopped</source>
        <translation>%1 已停止</translation>
    </message>
</context>
<context>
    <name>kibitz::AnalysisPresenter</name>
    <message>
        <source>There is no game to analyse.</source>
        <translation>没有可分析的对局。</translation>
    </message>
    <message>
        <source>The analysis engine cannot start: %1</source>
        <translation>分析引擎无法启动：%1</translation>
    </message>
    <message>
        <source>analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>%1 (analysis)</source>
        <translation>%1（分析）</translation>
    </message>
    <message>
        <source>Bundled engine (%1)</source>
        <translation>内置引擎（%1）</translation>
    </message>
    <message>
        <source>At most %1 engines analyse at once.</source>
        <translation>最多可同时让 %1 个引擎分析。</translation>
    </message>
    <message>
        <source>%1 — the other engines go on analysing</source>
        <translation>%1 — 其他引擎继续分析</translation>
    </message>
    <message>
        <source>At most %1 engines analyse at once: take one off first.</source>
        <translation>最多可同时让 %1 个引擎分析：请先取消其中一个。</translation>
    </message>
    <message>
        <source>One engine at least analyses: choose another one first.</source>
        <translation>至少要有一个引擎分析：请先选择另一个引擎。</translation>
    </message>
</context>
<context>
    <name>kibitz::AnalysisProgress</name>
    <message>
        <source>Analysing the record with %1</source>
        <translation>正在用 %1 分析棋谱</translation>
    </message>
    <message>
        <source>%v of %m positions</source>
        <extracomment>the count of positions searched of all to search</extracomment>
        <translation>%v / %m 个局面</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop the analysis; the moves analysed keep what was written</source>
        <translation>停止分析；已分析的着法保留已写入的内容</translation>
    </message>
</context>
<context>
    <name>kibitz::AnalysisSummary</name>
    <message>
        <source>%1: accuracy %2%, average loss %3, %4</source>
        <translation>%1：准确度 %2%，平均损失 %3，%4</translation>
    </message>
    <message>
        <source>worst: %1</source>
        <translation>最差的着法：%1</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>第%1手 %2 (%3)</translation>
    </message>
</context>
<context>
    <name>kibitz::AnalysisSummaryDialog</name>
    <message>
        <source>Analysis Summary</source>
        <translation>棋谱分析摘要</translation>
    </message>
    <message>
        <source>Moves analysed: %1, by %2.</source>
        <translation>已分析 %1 手（%2）。</translation>
    </message>
    <message>
        <source>%1&apos;s scores are not chances: its moves are not weighed or marked.</source>
        <translation>%1 的评分不是胜率，因此不计算着法的损失，也不加标记。</translation>
    </message>
    <message>
        <source>The engine gave no scores to weigh the moves by.</source>
        <translation>引擎没有给出评分，无法评估着法。</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>准确度</translation>
    </message>
    <message>
        <source>Average loss</source>
        <translation>平均损失</translation>
    </message>
    <message>
        <source>A move&apos;s loss is how much its side&apos;s chance of winning fell against the engine&apos;s best move, in percentage points; the accuracy is 100 for a move that lost nothing.</source>
        <translation>着法的损失是与引擎的最佳着法相比，该方胜率下降的百分点；没有损失的着法准确度为 100。</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>一方</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>损失</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>Double-click a move to show it on the board.</source>
        <translation>双击着法即可在棋盘上显示该手。</translation>
    </message>
    <message>
        <source>The moves that lost most:</source>
        <translation>损失最大的着法：</translation>
    </message>
</context>
<context>
    <name>kibitz::ClockPanel</name>
    <message>
        <source>byoyomi %1</source>
        <translation>读秒 %1</translation>
    </message>
    <message>
        <source>%1 + %2 s</source>
        <translation>%1 + %2 秒</translation>
    </message>
    <message>
        <source>untimed %1</source>
        <translation>不限时 %1</translation>
    </message>
    <message>
        <source>untimed</source>
        <translation>不限时</translation>
    </message>
</context>
<context>
    <name>kibitz::CollectionAppender</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>%1 is gone: the %2 games finished before are not in it</source>
        <translation>%1 已不存在：此前结束的 %2 局不在其中</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 held %2 of the %3 games finished before; the games played now follow them</source>
        <translation>%1 仅包含此前结束的 %3 局中的 %2 局；本次对局接在其后写入</translation>
    </message>
</context>
<context>
    <name>kibitz::CollectionBrowser</name>
    <message>
        <source>Game %1 could not be read: %2</source>
        <translation>无法读取第%1局：%2</translation>
    </message>
    <message>
        <source>%1: reading, %2 of %3 games</source>
        <translation>%1：正在读取（%3 局中的 %2 局）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n game(s)</source>
        <translation>
            <numerusform>%1：%n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) could not be read in full (their rows say why).</source>
        <translation>
            <numerusform>%n 局未能完整读取（原因见该行）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Games</source>
        <translation>对局列表</translation>
    </message>
    <message>
        <source>The game list is still being read; save when it is full.</source>
        <translation>对局列表仍在读取中；请在读完后再保存。</translation>
    </message>
    <message>
        <source>The game on the board is not from the collection.</source>
        <translation>棋盘上的对局不是来自该棋谱集。</translation>
    </message>
</context>
<context>
    <name>kibitz::CollectionReader</name>
    <message>
        <source>game %1 (line %2): </source>
        <translation>第%1局（第%2行）：</translation>
    </message>
    <message>
        <source>game %1 (from line %2): </source>
        <translation>第%1局（自第%2行起）：</translation>
    </message>
</context>
<context>
    <name>kibitz::EndReason</name>
    <message>
        <source>in progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>by the rules</source>
        <translation>按规则</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>超时判负</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>非法着法</translation>
    </message>
    <message>
        <source>engine crash</source>
        <translation>引擎崩溃</translation>
    </message>
    <message>
        <source>engine stopped answering</source>
        <translation>引擎停止响应</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>draw by adjudication</source>
        <translation>判定和棋</translation>
    </message>
    <message>
        <source>resignation by adjudication</source>
        <translation>判定认输</translation>
    </message>
    <message>
        <source>move limit reached</source>
        <translation>达到最大手数</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineAdapter</name>
    <message>
        <source>the engine has no option %1</source>
        <translation>引擎没有选项 %1</translation>
    </message>
    <message>
        <source>no time limit: it chooses its own time</source>
        <translation>无时间限制：引擎自行决定用时</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineBuilder</name>
    <message>
        <source>the engine program %1 is not there</source>
        <translation>引擎程序 %1 不存在</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineConsoleLine</name>
    <message>
        <source>This engine is in use by Kibitz: what you type goes to it as it is, and may break the game or the analysis (Kibitz does not know what you sent).</source>
        <translation>此引擎正由 Kibitz 使用：输入的内容会原样发送给它，可能破坏对局或分析（Kibitz 不知道你发送了什么）。</translation>
    </message>
    <message>
        <source>A command to the engine, as its protocol says (Enter sends it)</source>
        <translation>发给引擎的命令，按其协议书写（按 Enter 发送）</translation>
    </message>
    <message>
        <source>No running engine to type to</source>
        <translation>没有可以输入的运行中引擎</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineEditDialog</name>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>the name the engine gives</source>
        <translation>引擎自报的名称</translation>
    </message>
    <message>
        <source>none; quote an argument that has spaces</source>
        <translation>无；含空格的参数请加引号</translation>
    </message>
    <message>
        <source>the program&apos;s folder</source>
        <translation>程序所在文件夹</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <source>&amp;Program:</source>
        <translation>程序(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation>参数(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>工作文件夹(&amp;W)：</translation>
    </message>
    <message>
        <source>P&amp;rotocol:</source>
        <translation>协议(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <source>Engine program</source>
        <translation>引擎程序</translation>
    </message>
    <message>
        <source>Working folder</source>
        <translation>工作文件夹</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s program.</source>
        <translation>请选择引擎程序。</translation>
    </message>
    <message>
        <source>%1 is not an executable program.</source>
        <translation>%1 不是可执行程序。</translation>
    </message>
    <message>
        <source>&amp;Options…</source>
        <translation>选项(&amp;O)…</translation>
    </message>
    <message>
        <source>Engine options:</source>
        <translation>引擎选项：</translation>
    </message>
    <message>
        <source>the engine&apos;s defaults</source>
        <translation>引擎的默认值</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineInfoModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>评分</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>节点数</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>NPS</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>时间(秒)</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>主要变例</translation>
    </message>
    <message>
        <source>From the first player&apos;s view, whoever is searching: positive is good for the side that moved first (Black, Sente, X)</source>
        <translation>无论哪一方在搜索，都从先手方的角度评分：正值对先走的一方（黑方、先手、X）有利</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineLogModel</name>
    <message>
        <source>The log does not say when this line came.</source>
        <translation>日志没有记录这一行的时间。</translation>
    </message>
    <message>
        <source>Typed in the console</source>
        <translation>在控制台中输入</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Seconds since the log began, when the engine started; the clock time on hover</source>
        <translation>自日志开始（引擎启动）以来的秒数；悬停显示时钟时间</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineLogPanel</name>
    <message>
        <source>&amp;Engine:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Save as TLF…</source>
        <translation>另存为 TLF(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the whole traffic with this engine as a TLF log</source>
        <translation>将与该引擎的全部通信保存为 TLF 日志</translation>
    </message>
    <message>
        <source>There is no engine log to save.</source>
        <translation>没有可保存的引擎日志。</translation>
    </message>
    <message>
        <source>Save Engine Log</source>
        <translation>保存引擎日志</translation>
    </message>
    <message>
        <source>TLF engine logs (*.tlf);;All files (*)</source>
        <translation>TLF 引擎日志 (*.tlf);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The log could not be saved to %1:
%2</source>
        <translation>无法将日志保存到 %1：
%2</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Show an engine log saved earlier (TLF, or a recv:/send: log)</source>
        <translation>显示之前保存的引擎日志 (TLF 或 recv:/send: 日志)</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>Open Engine Log</source>
        <translation>打开引擎日志</translation>
    </message>
    <message>
        <source>Engine logs (*.tlf *.log);;All files (*)</source>
        <translation>引擎日志 (*.tlf *.log);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 could not be read:
%2</source>
        <translation>无法读取 %1:
%2</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>The engine&apos;s search over time: depth, nodes per second, score (again: the traffic)</source>
        <translation>引擎搜索随时间的变化：深度、每秒节点数、评分（再按一次回到通信）</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineLogView</name>
    <message>
        <source>Sent by Kibitz</source>
        <translation>Kibitz 发送的行</translation>
    </message>
    <message>
        <source>From the engine</source>
        <translation>来自引擎的行</translation>
    </message>
    <message>
        <source>Typed in the console</source>
        <translation>在控制台中输入</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>Comments (stderr, notes)</source>
        <translation>注释（标准错误输出、备注）</translation>
    </message>
    <message>
        <source>info lines</source>
        <translation>info 行</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>筛选</translation>
    </message>
    <message>
        <source>Choose the kinds of line shown</source>
        <translation>选择显示的行的种类</translation>
    </message>
    <message>
        <source>Find in the log</source>
        <translation>在日志中查找</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>上一个匹配（Shift+Enter）</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>下一个匹配（Enter）</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>最新</translation>
    </message>
    <message>
        <source>New lines are not scrolled into view while you read above them; this goes back to the newest line</source>
        <translation>阅读上方内容时新行不会自动滚动显示；点此回到最新一行</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineOption</name>
    <message>
        <source>%1 takes true or false, not &apos;%2&apos;</source>
        <translation>%1 只接受 true 或 false，而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 takes a whole number, not &apos;%2&apos;</source>
        <translation>%1 只接受整数，而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3, not %4</source>
        <translation>%1 必须在 %2 到 %3 之间，而不是 %4</translation>
    </message>
    <message>
        <source>%1 takes one of %2, not &apos;%3&apos;</source>
        <translation>%1 只接受 %2 之一，而不是 &apos;%3&apos;</translation>
    </message>
    <message>
        <source>%1 cannot hold a line break</source>
        <translation>%1 不能包含换行</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineOptionField</name>
    <message>
        <source>From %1 to %2</source>
        <translation>从 %1 到 %2</translation>
    </message>
    <message>
        <source>Press at each start</source>
        <translation>每次启动时执行</translation>
    </message>
    <message>
        <source>The engine is sent this command each time it starts</source>
        <translation>每次启动引擎时都发送此命令</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineOptionsDialog</name>
    <message>
        <source>Kibitz does not know the game &apos;%1&apos;.</source>
        <translation>Kibitz 不认识游戏“%1”。</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>重试(&amp;T)</translation>
    </message>
    <message>
        <source>Options of %1</source>
        <translation>%1 的选项</translation>
    </message>
    <message>
        <source>Starting %1 to learn its options…</source>
        <translation>正在启动 %1 以读取其选项…</translation>
    </message>
    <message>
        <source>The engine&apos;s options cannot be read: %1</source>
        <translation>无法读取引擎的选项：%1</translation>
    </message>
    <message>
        <source>%1 is not an option of this engine; OK forgets it.</source>
        <translation>%1 不是此引擎的选项；按“确定”后将被删除。</translation>
    </message>
    <message>
        <source>The stored value is refused (%1); the default is shown.</source>
        <translation>已保存的值不被接受（%1）；显示的是默认值。</translation>
    </message>
    <message>
        <source>The engine would refuse this: %1</source>
        <translation>引擎不会接受此值：%1</translation>
    </message>
    <message>
        <source>The options %1 declares. Only the values that differ from the engine&apos;s defaults are kept with it.</source>
        <translation>%1 声明的选项。只有与引擎默认值不同的值才会随引擎保存。</translation>
    </message>
</context>
<context>
    <name>kibitz::EnginePanel</name>
    <message>
        <source>thinking…</source>
        <translation>思考中…</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) — %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）— %3</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>候选数(&amp;L)：</translation>
    </message>
    <message>
        <source>How many of the best moves the engine shows (multi-PV)</source>
        <translation>引擎显示的最佳着法候选数（多PV）</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>已停止</translation>
    </message>
</context>
<context>
    <name>kibitz::EnginePlayer</name>
    <message>
        <source>%1 could not start: %2</source>
        <translation>%1 无法启动：%2</translation>
    </message>
    <message>
        <source>not a move: %1</source>
        <translation>不是着法：%1</translation>
    </message>
    <message>
        <source>%1 sent a move that cannot be read: &apos;%2&apos;</source>
        <translation>%1 发送了无法识别的着法：&apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 did not finish the %2 handshake within %3 s</source>
        <translation>%1 未在 %3 秒内完成 %2 握手</translation>
    </message>
    <message>
        <source>%1 did not answer stop within %2 s; killed</source>
        <translation>%1 未在 %2 秒内响应 stop，已强制结束</translation>
    </message>
    <message>
        <source>starting %1</source>
        <translation>正在启动 %1</translation>
    </message>
    <message>
        <source>a best move arrived while no search was running; ignored</source>
        <translation>未在搜索时收到最佳着法，已忽略</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <translation>%1 崩溃了</translation>
    </message>
    <message>
        <source>%1 exited with code %2</source>
        <translation>%1 以代码 %2 退出</translation>
    </message>
    <message>
        <source>option %1 not sent: %2</source>
        <translation>未发送选项 %1：%2</translation>
    </message>
    <message>
        <source>%1 did not answer %2 within %3 s</source>
        <translation>%1 未在 %3 秒内应答 %2</translation>
    </message>
    <message>
        <source>the answer given while pondering is played</source>
        <translation>采用预读期间给出的着法</translation>
    </message>
    <message>
        <source>the expected reply %1 is not a legal move; not pondered</source>
        <translation>预想应手 %1 不是合法着法，不进行预读</translation>
    </message>
    <message>
        <source>the engine quit normally</source>
        <translation>引擎已正常退出</translation>
    </message>
    <message>
        <source>the engine ended with exit status %1</source>
        <translation>引擎以退出状态 %1 结束</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineProcess</name>
    <message>
        <source>a line longer than %1 bytes was dropped</source>
        <translation>已丢弃超过 %1 字节的行</translation>
    </message>
    <message>
        <source>invalid UTF-8 in the engine&apos;s output</source>
        <translation>引擎输出中含有无效的 UTF-8</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineRegistry</name>
    <message>
        <source>no engine &apos;%1&apos;: none is registered for this game</source>
        <translation>没有引擎 &apos;%1&apos;：此游戏未登记任何引擎</translation>
    </message>
    <message>
        <source>no engine &apos;%1&apos; is registered for this game (there are: %2)</source>
        <translation>此游戏未登记引擎 &apos;%1&apos;（已登记：%2）</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineSpec</name>
    <message>
        <source>no engine given: write &apos;bundled&apos; or cmd=PATH …</source>
        <translation>未指定引擎：请写 &apos;bundled&apos; 或 cmd=PATH …</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a key=value engine word</source>
        <translation>&apos;%1&apos; 不是 key=value 形式的引擎参数</translation>
    </message>
    <message>
        <source>unknown engine word &apos;%1&apos;</source>
        <translation>未知的引擎参数 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>give either &apos;bundled&apos; or cmd=PATH for an engine</source>
        <translation>引擎请指定 &apos;bundled&apos; 或 cmd=PATH 之一</translation>
    </message>
    <message>
        <source>protocol &apos;%1&apos; is not spoken for %2 (known: %3)</source>
        <translation>%2 不支持协议 &apos;%1&apos;（可用：%3）</translation>
    </message>
    <message>
        <source>the bundled engine %1 is missing</source>
        <translation>找不到内置引擎 %1</translation>
    </message>
    <message>
        <source>Kibitz cannot yet speak to %1 engines</source>
        <translation>Kibitz 尚不能与 %1 引擎通信</translation>
    </message>
</context>
<context>
    <name>kibitz::EnginesDialog</name>
    <message>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>添加(&amp;A)…</translation>
    </message>
    <message>
        <source>Engines you add here can be chosen for a side in the new-game dialog. The bundled engines are always there.</source>
        <translation>在此添加的引擎可在新对局对话框中为任一方选择。内置引擎始终可用。</translation>
    </message>
    <message>
        <source>&amp;Options…</source>
        <translation>选项(&amp;O)…</translation>
    </message>
</context>
<context>
    <name>kibitz::EvaluationGraph</name>
    <message>
        <source>No evaluations in this record</source>
        <translation>此棋谱中没有评估值</translation>
    </message>
    <message>
        <source>%1 ahead</source>
        <translation>%1 领先</translation>
    </message>
</context>
<context>
    <name>kibitz::EvaluationPresenter</name>
    <message>
        <source>Move %1: %2</source>
        <translation>第 %1 手：%2</translation>
    </message>
</context>
<context>
    <name>kibitz::ForcedWinPresenter</name>
    <message>
        <source>Search the position shown for a forced win (%1) of the side to move: its line is drawn on the board and written into the comment</source>
        <translation>在当前局面中搜索行棋方的必胜手顺（%1）：手顺显示在棋盘上并写入注释</translation>
    </message>
    <message>
        <source>Searching the position shown for a %1…</source>
        <translation>正在当前局面中搜索 %1…</translation>
    </message>
    <message>
        <source>The %1 search ended after another position was shown: ask again there.</source>
        <translation>%1 搜索结束时已显示其他局面：请在该局面重新搜索。</translation>
    </message>
    <message>
        <source>%1: none. The side to move has no such forced win here.</source>
        <translation>%1：无。行棋方在此局面没有此类必胜手顺。</translation>
    </message>
    <message>
        <source>%1: none found within the search&apos;s limit (there may still be one).</source>
        <translation>%1：在搜索上限内未找到（仍可能存在）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 found, %2 moves: %3</source>
        <translation>找到 %1，共 %2 手：%3</translation>
    </message>
</context>
<context>
    <name>kibitz::Game</name>
    <message>
        <source>%1 has no setup options (&apos;%2&apos;)</source>
        <translation>%1 没有初始局面选项（&apos;%2&apos;）</translation>
    </message>
    <message>
        <source>%1 has no setup option &apos;%2&apos; (it has: %3)</source>
        <translation>%1 没有初始局面选项 &apos;%2&apos;（可用：%3）</translation>
    </message>
    <message>
        <source>Kibitz reads no opening files for %1</source>
        <translation>Kibitz 不读取 %1 的开局文件</translation>
    </message>
    <message>
        <source>Resigned</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>Time out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>Illegal move</source>
        <translation>犯规</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
</context>
<context>
    <name>kibitz::GameController</name>
    <message>
        <source>a new game was started</source>
        <translation>已开始新对局</translation>
    </message>
    <message>
        <source>There is no record to save.</source>
        <translation>没有可保存的棋谱。</translation>
    </message>
    <message>
        <source>Give the file one of the extensions %1.</source>
        <translation>请为文件使用以下扩展名之一：%1。</translation>
    </message>
    <message>
        <source>%1 wins — %2</source>
        <translation>%1 胜 — %2</translation>
    </message>
    <message>
        <source>Draw — %1</source>
        <translation>和棋 — %1</translation>
    </message>
    <message>
        <source>No result — %1</source>
        <translation>无结果 — %1</translation>
    </message>
    <message>
        <source>Reviewing the pasted record</source>
        <translation>正在复盘粘贴的棋谱</translation>
    </message>
    <message>
        <source>Reviewing %1</source>
        <translation>正在查看 %1</translation>
    </message>
    <message>
        <source>Starting the engines…</source>
        <translation>正在启动引擎…</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>%1 to move: your turn</source>
        <translation>轮到 %1：该你走了</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking…</source>
        <translation>%1（%2）思考中…</translation>
    </message>
    <message>
        <source>%1 (and %2 more notes)</source>
        <translation>%1（另有 %2 条提示）</translation>
    </message>
    <message>
        <source>There is no record with moves to analyse.</source>
        <translation>没有含着法可供分析的棋谱。</translation>
    </message>
    <message>
        <source>The game Kibitz showed when it stopped is shown again: File → Save Record As keeps it.</source>
        <translation>再次显示 Kibitz 停止时显示的对局：用 文件 → 棋谱另存为 可以保留它。</translation>
    </message>
    <message>
        <source>The game in progress when Kibitz stopped is back where it was.</source>
        <translation>Kibitz 停止时进行中的对局已恢复到原来的局面。</translation>
    </message>
</context>
<context>
    <name>kibitz::GameJournal</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Cannot keep the journal %1 as %2: %3</source>
        <translation>无法将日志 %1 保留为 %2：%3</translation>
    </message>
</context>
<context>
    <name>kibitz::GameListModel</name>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>First</source>
        <translation>先手方</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>后手方</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>开局</translation>
    </message>
</context>
<context>
    <name>kibitz::GameListPanel</name>
    <message>
        <source>Filter: a player, result, date or opening</source>
        <translation>筛选：对局者、结果、日期或开局</translation>
    </message>
</context>
<context>
    <name>kibitz::GoitaGoshiDialog</name>
    <message>
        <source>5し</source>
        <translation>5し</translation>
    </message>
    <message>
        <source>Your partner, seat %1, was dealt five し. Play this deal, or have it dealt again?</source>
        <translation>你的搭档（座位 %1）拿到五枚し。按此牌局继续，还是重新发牌？</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>继续</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>重新发牌</translation>
    </message>
</context>
<context>
    <name>kibitz::GoitaTableWidget</name>
    <message>
        <source>Goita table</source>
        <translation>ごいた牌桌</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>过</translation>
    </message>
    <message>
        <source>Let the attack stand (なし)</source>
        <translation>不接（なし）</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>座位 %1</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>庄家</translation>
    </message>
    <message>
        <source>%1 in hand</source>
        <translation>手牌 %1 枚</translation>
    </message>
    <message>
        <source>Round %1: dealt again</source>
        <translation>第 %1 局：重新发牌</translation>
    </message>
    <message>
        <source>Round %1: seat %2 went out, %3 points (doubled)</source>
        <translation>第 %1 局：座位 %2 出完，%3 分（加倍）</translation>
    </message>
    <message>
        <source>Round %1: seat %2 went out, %3 points</source>
        <translation>第 %1 局：座位 %2 出完，%3 分</translation>
    </message>
    <message>
        <source>Round %1: seat %2 was dealt %3し, %4 points</source>
        <translation>第 %1 局：座位 %2 拿到 %3し，%4 分</translation>
    </message>
    <message>
        <source>Round %1: seats %2 and %3 were both dealt 5し</source>
        <translation>第 %1 局：座位 %2 和 %3 都拿到5し</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>无对局</translation>
    </message>
    <message>
        <source>Round %1 · to %2 points</source>
        <translation>第 %1 局 · 先得 %2 分</translation>
    </message>
    <message>
        <source>Seats 0 &amp; 2: %1   Seats 1 &amp; 3: %2</source>
        <translation>座位 0 和 2：%1   座位 1 和 3：%2</translation>
    </message>
    <message>
        <source>Seats %1 and %2 win the game</source>
        <translation>座位 %1 和 %2 赢得本局</translation>
    </message>
    <message>
        <source>Seat %1 was dealt five し: seat %2 decides</source>
        <translation>座位 %1 拿到五枚し：由座位 %2 决定</translation>
    </message>
    <message>
        <source>Seat %1 leads</source>
        <translation>座位 %1 领出</translation>
    </message>
    <message>
        <source>All passed on %1: seat %2 leads again</source>
        <translation>%1 无人接：座位 %2 再次领出</translation>
    </message>
    <message>
        <source>Attack: %1 by seat %2</source>
        <translation>攻：座位 %2 的 %1</translation>
    </message>
    <message>
        <source>Your turn: play on or redeal (click the table to see the question)</source>
        <translation>轮到你：继续或重新发牌（点击牌桌查看问题）</translation>
    </message>
    <message>
        <source>Your turn: now click the piece to attack with</source>
        <translation>轮到你：点击用于进攻的棋子</translation>
    </message>
    <message>
        <source>Your lead: click the piece to play face down</source>
        <translation>轮到你领出：点击要扣下的棋子</translation>
    </message>
    <message>
        <source>Your turn: you cannot block %1, pass</source>
        <translation>轮到你：无法接 %1，只能过</translation>
    </message>
    <message>
        <source>Your turn: block %1 and attack, or pass</source>
        <translation>轮到你：接 %1 并进攻，或过</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>过</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>第%1局结束</translation>
    </message>
    <message>
        <source>Next deal: round %1, seat %2 deals</source>
        <translation>下一次发牌：第%1局，%2号座位做庄</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>下一次发牌</translation>
    </message>
</context>
<context>
    <name>kibitz::GomokuBoardWidget</name>
    <message>
        <source>Gomoku board</source>
        <translation>五子棋棋盘</translation>
    </message>
    <message>
        <source>Forbidden for Black: overline (six or more in a row)</source>
        <translation>黑方禁手：长连（六子或以上）</translation>
    </message>
    <message>
        <source>Forbidden for Black: double four</source>
        <translation>黑方禁手：四四</translation>
    </message>
    <message>
        <source>Forbidden for Black: double three</source>
        <translation>黑方禁手：三三</translation>
    </message>
</context>
<context>
    <name>kibitz::GomokuSwapBar</name>
    <message>
        <source>Take &amp;Black</source>
        <translation>执黑(&amp;B)</translation>
    </message>
    <message>
        <source>Place &amp;Two More</source>
        <translation>再摆两子(&amp;T)</translation>
    </message>
    <message>
        <source>Swap opening: place three stones, black, white, black (%1 of 3 placed). Then your opponent chooses a colour.</source>
        <translation>交换开局：请按黑、白、黑的顺序摆三子（已摆 %1/3）。然后由对方选择颜色。</translation>
    </message>
    <message>
        <source>Place two more stones, white then black (%1 of 2 placed). Then your opponent chooses a colour.</source>
        <translation>请再按白、黑的顺序摆两子（已摆 %1/2）。然后由对方选择颜色。</translation>
    </message>
    <message>
        <source>Choose: take black, take white by playing white&apos;s fourth stone on the board, or place two more stones and let your opponent choose.</source>
        <translation>请选择：执黑；在棋盘上下白方第四子以执白；或再摆两子由对方选择。</translation>
    </message>
    <message>
        <source>Choose: take black, or take white by playing white&apos;s fourth stone on the board.</source>
        <translation>请选择：执黑，或在棋盘上下白方第四子以执白。</translation>
    </message>
    <message>
        <source>Choose: take black, or take white by playing white&apos;s sixth stone on the board.</source>
        <translation>请选择：执黑，或在棋盘上下白方第六子以执白。</translation>
    </message>
</context>
<context>
    <name>kibitz::HarnessLatency</name>
    <message>
        <source>harness latency per move: p50 %1 µs, p99 %2 µs, max %3 µs over %4 moves</source>
        <translation>每步的对局管理延迟：p50 %1 µs，p99 %2 µs，最大 %3 µs（共 %4 步）</translation>
    </message>
</context>
<context>
    <name>kibitz::HumanPlayer</name>
    <message>
        <source>Human</source>
        <translation>人类</translation>
    </message>
</context>
<context>
    <name>kibitz::KibitzTextFormat</name>
    <message>
        <source>not a %1 (the first line must be &apos;%2&apos;)</source>
        <translation>不是 %1（第一行必须是 &apos;%2&apos;）</translation>
    </message>
    <message>
        <source>bad variation &apos;%1&apos;</source>
        <translation>错误的变例 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected move number %1</source>
        <translation>应为第 %1 步</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal move here</source>
        <translation>&apos;%1&apos; 在此不是合法着法</translation>
    </message>
    <message>
        <source>bad time &apos;%1&apos;</source>
        <translation>错误的时间 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;</source>
        <translation>无法读取 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>unknown result &apos;%1&apos;</source>
        <translation>未知的结果 &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>kibitz::LeaveGuard</name>
    <message>
        <source>Game in Progress</source>
        <translation>对局进行中</translation>
    </message>
    <message>
        <source>A game is in progress. Save its record before leaving it?</source>
        <translation>对局正在进行。离开前保存棋谱吗？</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>The record has changes that have not been saved, such as its analysis. Save it before leaving it?</source>
        <translation>棋谱有尚未保存的更改（例如分析）。离开前保存吗？</translation>
    </message>
</context>
<context>
    <name>kibitz::LinePreview</name>
    <message>
        <source>the mouse wheel or ←/→ steps through it</source>
        <translation>用鼠标滚轮或 ←/→ 逐步前进后退</translation>
    </message>
    <message>
        <source>Line %1 previewed, %2 moves: %3</source>
        <translation>正在预览变化 %1（%2 步）：%3</translation>
    </message>
    <message>
        <source>Line %1, move %2 of %3 (%4) on the board: %5</source>
        <translation>变化 %1 的第 %2/%3 步（%4）显示在棋盘上：%5</translation>
    </message>
</context>
<context>
    <name>kibitz::MainWindow</name>
    <message>
        <source>Moves</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Engine Log</source>
        <translation>引擎日志</translation>
    </message>
    <message>
        <source>Kibitz does not know the game &apos;%1&apos;.</source>
        <translation>Kibitz 不认识游戏 &apos;%1&apos;。</translation>
    </message>
    <message>
        <source>No engine plays in this game. Choose one for a side with File → New Game.</source>
        <translation>本局没有引擎参与。可通过 文件 → 新对局 为一方选择引擎。</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>关于 Kibitz</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Play and analyse %2 against engines.&lt;/p&gt;&lt;p&gt;Engines are separate programs; Kibitz speaks to them over their standard input and output and keeps the whole traffic in the engine log.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;与引擎对弈和分析 %2。&lt;/p&gt;&lt;p&gt;引擎是独立的程序；Kibitz 通过标准输入输出与其通信，并在引擎日志中保留全部通信内容。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Kibitz was closed</source>
        <translation>Kibitz 已关闭</translation>
    </message>
    <message>
        <source>The analysis engine stopped: %1</source>
        <translation>分析引擎已停止：%1</translation>
    </message>
    <message>
        <source>The engines&apos; thoughts and traffic are shown when the game is over: they would give away hidden pieces.</source>
        <translation>引擎的思考和通信将在对局结束后显示：否则会泄露隐藏的棋子。</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>评估</translation>
    </message>
    <message>
        <source>Edit Position</source>
        <translation>编辑局面</translation>
    </message>
    <message>
        <source>The game in progress could not be kept on disk: %1</source>
        <translation>无法将进行中的对局保存到磁盘：%1</translation>
    </message>
    <message>
        <source>by the user</source>
        <translation>由用户</translation>
    </message>
    <message>
        <source>Play on Server</source>
        <translation>在服务器上对局</translation>
    </message>
</context>
<context>
    <name>kibitz::MatchWorker</name>
    <message>
        <source>game %1, playing %2</source>
        <translation>第 %1 局，执 %2</translation>
    </message>
    <message>
        <source>%1: unknown record file type</source>
        <translation>%1：未知的棋谱文件类型</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>the match was stopped</source>
        <translation>对局已被停止</translation>
    </message>
    <message>
        <source>Cannot keep match worker %1 to its CPUs: %2</source>
        <translation>无法将对局工作线程 %1 固定到其 CPU：%2</translation>
    </message>
</context>
<context>
    <name>kibitz::MoveListModel</name>
    <message>
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>方</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>时间(秒)</translation>
    </message>
    <message>
        <source>Variations here: %1
Right-click to follow another one.</source>
        <translation>此处的变化: %1
右键单击以切换到其他变化。</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>%1: the analysis found this move much worse than the engine&apos;s best</source>
        <translation>%1：分析认为此着明显劣于引擎的最佳着</translation>
    </message>
</context>
<context>
    <name>kibitz::MoveListPanel</name>
    <message>
        <source>Player&apos;s engine</source>
        <translation>对局引擎</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>评分 %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <source>nodes %1</source>
        <translation>节点数 %1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>变例 %1</translation>
    </message>
    <message>
        <source>&amp;Variations at this move:</source>
        <translation>此着的变化(&amp;V):</translation>
    </message>
    <message>
        <source>Follow the variation</source>
        <translation>切换到变化</translation>
    </message>
</context>
<context>
    <name>kibitz::MoveMark</name>
    <message>
        <source>Inaccuracy</source>
        <translation>缓手</translation>
    </message>
    <message>
        <source>Dubious</source>
        <translation>疑问手</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>恶手</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>大恶手</translation>
    </message>
</context>
<context>
    <name>kibitz::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>对局者</translation>
    </message>
    <message>
        <source>&amp;Manage engines…</source>
        <translation>管理引擎(&amp;M)…</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>用时设置</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人类</translation>
    </message>
    <message>
        <source>Bundled engine (%1)</source>
        <translation>内置引擎（%1）</translation>
    </message>
    <message>
        <source>The start position cannot be set up: %1</source>
        <translation>无法设置初始局面：%1</translation>
    </message>
    <message>
        <source>Sa&amp;me for both sides</source>
        <translation>双方相同(&amp;M)</translation>
    </message>
    <message>
        <source>Each side</source>
        <translation>各方</translation>
    </message>
    <message>
        <source>a %1 engine is told %2</source>
        <translation>%1 引擎收到 %2</translation>
    </message>
    <message>
        <source>Unlimited: a person takes the time they like; %1.</source>
        <translation>无限制：人可随意用时；%1。</translation>
    </message>
</context>
<context>
    <name>kibitz::OpeningBook</name>
    <message>
        <source>%1 holds no opening that can be played</source>
        <translation>%1 中没有可以对局的开局</translation>
    </message>
    <message>
        <source>--start %1 is not one of the %2 openings of %3</source>
        <translation>--start %1 不在 %3 的 %2 个开局之中</translation>
    </message>
    <message>
        <source>move %1 (%2) is not legal</source>
        <translation>第 %1 手（%2）不合法</translation>
    </message>
    <message>
        <source>the game is over after the opening (%1)</source>
        <translation>开局之后对局已经结束（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n opening(s) kept</source>
        <translation>
            <numerusform>%1：保留 %n 个开局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) refused:</source>
        <translation>
            <numerusform>拒绝了 %n 行：</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no seeded starts: give --openings</source>
        <translation>%1 没有由种子决定的开局：请指定 --openings</translation>
    </message>
</context>
<context>
    <name>kibitz::PositionEditor</name>
    <message>
        <source>&amp;Play from Here…</source>
        <translation>从此局面对局(&amp;P)…</translation>
    </message>
    <message>
        <source>Start a game from this position (players and time in the next step)</source>
        <translation>从此局面开始对局（下一步选择棋手和用时）</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <source>Analyse this position with the analysis engine; moves can be tried on the board</source>
        <translation>用分析引擎分析此局面；可以在棋盘上试走</translation>
    </message>
</context>
<context>
    <name>kibitz::RecordActions</name>
    <message>
        <source>Kibitz does not know the format of %1.</source>
        <translation>Kibitz 不认识 %1 的格式。</translation>
    </message>
    <message>
        <source>The moves before the error were read.</source>
        <translation>错误之前的着法已读入。</translation>
    </message>
    <message>
        <source>Open Record</source>
        <translation>打开棋谱</translation>
    </message>
    <message>
        <source>%1 could not be read in full.

%2</source>
        <translation>%1 未能完整读取。

%2</translation>
    </message>
    <message>
        <source>Save Record</source>
        <translation>保存棋谱</translation>
    </message>
    <message>
        <source>The record could not be saved to %1:
%2</source>
        <translation>无法将棋谱保存到 %1：
%2</translation>
    </message>
    <message>
        <source>The record was saved, but not everything could be written as it is:

%1</source>
        <translation>棋谱已保存，但有部分内容无法原样写入：

%1</translation>
    </message>
    <message>
        <source>Copy Record</source>
        <translation>复制棋谱</translation>
    </message>
    <message>
        <source>The record was copied, but not all of it could be written:
%1</source>
        <translation>棋谱已复制，但有部分内容无法写出：
%1</translation>
    </message>
    <message>
        <source>Paste Record</source>
        <translation>粘贴棋谱</translation>
    </message>
    <message>
        <source>This is game %1 of the collection %2.</source>
        <translation>这是棋谱集 %2 的第 %1 局。</translation>
    </message>
    <message>
        <source>Save it back into the collection, in its place (the other games stay as they are), or as a file of its own?</source>
        <translation>保存回棋谱集中原来的位置（其他对局保持不变），还是保存为单独的文件？</translation>
    </message>
    <message>
        <source>Into the Collection</source>
        <translation>保存到棋谱集</translation>
    </message>
    <message>
        <source>As a File of Its Own…</source>
        <translation>保存为单独文件…</translation>
    </message>
    <message>
        <source>The game could not be saved into %1:
%2</source>
        <translation>无法将对局保存到 %1：
%2</translation>
    </message>
</context>
<context>
    <name>kibitz::RecordAnalyser</name>
    <message>
        <source>the record&apos;s start position is not valid</source>
        <translation>棋谱的起始局面无效</translation>
    </message>
    <message>
        <source>move %1 (%2) is not legal</source>
        <translation>第%1手 (%2) 不是合法着法</translation>
    </message>
</context>
<context>
    <name>kibitz::RecordAnalysisDialog</name>
    <message>
        <source>&amp;Time per move:</source>
        <translation>每手时间(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Depth per move:</source>
        <translation>每手深度(&amp;D)：</translation>
    </message>
    <message>
        <source>Analyse Record</source>
        <translation>分析棋谱</translation>
    </message>
    <message>
        <source>Bundled engine (%1)</source>
        <translation>内置引擎（%1）</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Each search ends when the engine reports this depth (or after a minute at most).</source>
        <translation>引擎报告达到此深度时结束搜索（最多一分钟）。</translation>
    </message>
    <message>
        <source>Lines per position (multi-PV).</source>
        <translation>每个局面的候选着法数（多 PV）。</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>（共 %1 手）</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>引擎(&amp;E)：</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>候选数(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Moves from:</source>
        <translation>分析范围(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>分析(&amp;A)</translation>
    </message>
</context>
<context>
    <name>kibitz::RecordAnalysisPresenter</name>
    <message>
        <source>There is no record to analyse.</source>
        <translation>没有可分析的棋谱。</translation>
    </message>
    <message>
        <source>The analysis engine cannot start: %1</source>
        <translation>分析引擎无法启动：%1</translation>
    </message>
    <message>
        <source>%1 (record analysis)</source>
        <translation>%1（棋谱分析）</translation>
    </message>
    <message>
        <source>The record analysis has finished.</source>
        <translation>棋谱分析已完成。</translation>
    </message>
    <message>
        <source>The record analysis was cancelled; the moves analysed (%1) keep what was written.</source>
        <translation>棋谱分析已取消；已分析的着法（%1 手）保留已写入的内容。</translation>
    </message>
    <message>
        <source>The record analysis stopped: %1

The moves analysed before (%2) keep what was written; the rest of the record is as it was.</source>
        <translation>棋谱分析已停止：%1

此前已分析的着法（%2 手）保留已写入的内容；棋谱的其余部分保持原样。</translation>
    </message>
    <message>
        <source>Analyse Record</source>
        <translation>分析棋谱</translation>
    </message>
</context>
<context>
    <name>kibitz::RecordClipboard</name>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>剪贴板中没有文本。</translation>
    </message>
    <message>
        <source>The text is not a game record Kibitz can read.</source>
        <translation>该文本不是 Kibitz 能读取的棋谱。</translation>
    </message>
</context>
<context>
    <name>kibitz::RecordFileDialog</name>
    <message>
        <source>Game records (%1)</source>
        <translation>棋谱 (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Open Record</source>
        <translation>打开棋谱</translation>
    </message>
    <message>
        <source>Save Record</source>
        <translation>保存棋谱</translation>
    </message>
    <message>
        <source>Engine logs (*.tlf *.log)</source>
        <translation>引擎日志 (*.tlf *.log)</translation>
    </message>
    <message>
        <source>Tournaments (tournament.json results*.jsonl)</source>
        <translation>比赛 (tournament.json results*.jsonl)</translation>
    </message>
</context>
<context>
    <name>kibitz::RecordFormat</name>
    <message>
        <source>the file is not valid UTF-8</source>
        <translation>文件不是有效的 UTF-8</translation>
    </message>
</context>
<context>
    <name>kibitz::RecordReadResult</name>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>kibitz::ResignPrompt</name>
    <message>
        <source>Resign</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>Resign this game? It cannot be undone.</source>
        <translation>认输这盘棋？此操作无法撤销。</translation>
    </message>
</context>
<context>
    <name>kibitz::SearchChart</name>
    <message>
        <source>This search</source>
        <translation>本次搜索</translation>
    </message>
    <message>
        <source>Per move</source>
        <translation>每步</translation>
    </message>
    <message>
        <source>The search under way (or the last one) against its time, or each move&apos;s search as it ended</source>
        <translation>按时间显示进行中（或上一次）的搜索，或每步搜索结束时的结果</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <source>Selective depth</source>
        <translation>选择性深度</translation>
    </message>
    <message>
        <source>Thousand nodes/s</source>
        <translation>千节点/秒</translation>
    </message>
    <message>
        <source>Score (first player&apos;s view)</source>
        <translation>评分（先手视角）</translation>
    </message>
    <message>
        <source>The search of a running engine is drawn here as it goes.</source>
        <translation>运行中引擎的搜索会在此处实时绘制。</translation>
    </message>
    <message>
        <source>Move (the engine&apos;s)</source>
        <translation>着法（引擎的）</translation>
    </message>
    <message>
        <source>Thinking time (s)</source>
        <translation>思考时间（秒）</translation>
    </message>
</context>
<context>
    <name>kibitz::ServerPlayDialog</name>
    <message>
        <source>Play on Server</source>
        <translation>在服务器上对局</translation>
    </message>
    <message>
        <source>Floodgate</source>
        <translation>Floodgate</translation>
    </message>
    <message>
        <source>CSA protocol 1.2.1</source>
        <translation>CSA 协议 1.2.1</translation>
    </message>
    <message>
        <source>Extended (x1, shogi-server)</source>
        <translation>扩展模式（x1，shogi-server）</translation>
    </message>
    <message>
        <source>On Floodgate and shogi-server the password is GAMENAME,PASSWORD, e.g. floodgate-300-10F,secret.</source>
        <translation>在 Floodgate 和 shogi-server 上，密码为 对局名,密码（例如 floodgate-300-10F,secret）。</translation>
    </message>
    <message>
        <source>Bundled engine (%1)</source>
        <translation>内置引擎（%1）</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <source>Records are not saved</source>
        <translation>不保存棋谱</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>主机：</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>协议：</translation>
    </message>
    <message>
        <source>Login name:</source>
        <translation>登录名：</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>密码：</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>对局数：</translation>
    </message>
    <message>
        <source>Network margin:</source>
        <translation>网络余量：</translation>
    </message>
    <message>
        <source>Save records in:</source>
        <translation>棋谱保存到：</translation>
    </message>
    <message>
        <source>File names:</source>
        <translation>文件名：</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>The desktop&apos;s keyring is not available (%1): type the password.</source>
        <translation>桌面密钥环不可用（%1）：请输入密码。</translation>
    </message>
    <message>
        <source>Give the host, a login name without spaces and the password.</source>
        <translation>请填写主机、不含空格的登录名和密码。</translation>
    </message>
    <message>
        <source>Ponder at once after each move (early ponder)</source>
        <translation>每步走完立即开始后台思考（提前思考）</translation>
    </message>
    <message>
        <source>Me, at the board</source>
        <translation>我自己（在棋盘上走棋）</translation>
    </message>
    <message>
        <source>Who plays:</source>
        <translation>对局者:</translation>
    </message>
</context>
<context>
    <name>kibitz::ServerPlayPresenter</name>
    <message>
        <source>%1 is not played on servers.</source>
        <translation>%1 不能在服务器上对局。</translation>
    </message>
    <message>
        <source>Game %1 on the server: %2</source>
        <translation>服务器上的第 %1 局：%2</translation>
    </message>
    <message>
        <source>Game %1 on the server: %2 (saved to %3)</source>
        <translation>服务器上的第 %1 局：%2（已保存到 %3）</translation>
    </message>
    <message>
        <source>Server play ended: %1</source>
        <translation>服务器对局已结束：%1</translation>
    </message>
    <message>
        <source>Connecting to %1:%2 …</source>
        <translation>正在连接 %1:%2 …</translation>
    </message>
    <message>
        <source>CSA server</source>
        <translation>CSA 服务器</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Logged in to %1 as %2: waiting for a game …</source>
        <translation>已以 %2 身份登录 %1：正在等待对局…</translation>
    </message>
    <message>
        <source>On %1, playing %2 against %3 — %4</source>
        <translation>在 %1 上以%2与 %3 对局 — %4</translation>
    </message>
    <message>
        <source>Game over on %1: %2</source>
        <translation>%1 上的对局结束：%2</translation>
    </message>
    <message>
        <source>the server play was stopped</source>
        <translation>服务器对局已停止</translation>
    </message>
</context>
<context>
    <name>kibitz::Session</name>
    <message>
        <source>%1 played an illegal move: &apos;%2&apos;</source>
        <translation>%1 走了非法着法：&apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 resigned</source>
        <translation>%1 认输</translation>
    </message>
    <message>
        <source>%1 moved after its time ran out (%2 s used)</source>
        <translation>%1 在用完时间后才走棋（用时 %2 秒）</translation>
    </message>
    <message>
        <source>%1&apos;s time ran out after %2 s</source>
        <translation>%1 的时间已用完（%2 秒）</translation>
    </message>
</context>
<context>
    <name>kibitz::ShogiBoardWidget</name>
    <message>
        <source>Shogi board</source>
        <translation>将棋棋盘</translation>
    </message>
    <message>
        <source>Declare a Win (入玉宣言)</source>
        <translation>入玉宣言（宣告胜利）</translation>
    </message>
    <message>
        <source>your king has not entered the enemy camp</source>
        <translation>你的王尚未进入敌阵</translation>
    </message>
    <message>
        <source>your king is in check</source>
        <translation>你的王正被将军</translation>
    </message>
    <message>
        <source>only %1 of your pieces besides the king are in the enemy camp (10 needed)</source>
        <translation>敌阵中除王以外只有 %1 枚棋子（需要 10 枚）</translation>
    </message>
    <message>
        <source>only %1 points (%2 needed)</source>
        <translation>只有 %1 分（需要 %2 分）</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>现在不是你的回合</translation>
    </message>
    <message>
        <source>The declaration would not hold: %1. The game goes on.</source>
        <translation>宣言不成立: %1。对局继续。</translation>
    </message>
</context>
<context>
    <name>kibitz::ShogiPositionEditor</name>
    <message>
        <source>The position can be played.</source>
        <translation>此局面可以对局。</translation>
    </message>
    <message>
        <source>Edit Shogi Position</source>
        <translation>编辑将棋局面</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>轮到走棋的一方</translation>
    </message>
    <message>
        <source>▲ &amp;Sente</source>
        <translation>▲ 先手(&amp;S)</translation>
    </message>
    <message>
        <source>△ &amp;Gote</source>
        <translation>△ 后手(&amp;G)</translation>
    </message>
    <message>
        <source>S&amp;tandard Position</source>
        <translation>标准初始局面(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Empty Board</source>
        <translation>清空棋盘(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Rest to Gote&apos;s Hand</source>
        <translation>剩余棋子归后手持驹(&amp;R)</translation>
    </message>
    <message>
        <source>Put every piece left in the box into Gote&apos;s hand, as 詰将棋 are given</source>
        <translation>把驹箱中剩下的棋子全部放入后手的持驹（如诘将棋的惯例）</translation>
    </message>
    <message>
        <source>Drag a piece, or click it and then where it goes: between the board, the hands and the box below the board. A piece from the box is Sente&apos;s; right-click a piece on the board to promote it or give it to the other side.</source>
        <translation>拖动棋子，或先点击棋子再点击目标位置：可在棋盘、双方持驹和棋盘下方的驹箱之间移动。从驹箱取出的棋子属于先手；右键点击棋盘上的棋子可使其升变或改归对方。</translation>
    </message>
    <message>
        <source>SFE&amp;N:</source>
        <translation>SFEN(&amp;N):</translation>
    </message>
    <message>
        <source>This is not an SFEN: %1</source>
        <translation>这不是有效的 SFEN: %1</translation>
    </message>
    <message>
        <source>Fl&amp;ip Board</source>
        <translation>翻转棋盘(&amp;I)</translation>
    </message>
    <message>
        <source>Show Gote at the bottom</source>
        <translation>将后手显示在下方</translation>
    </message>
    <message>
        <source>Type or paste an SFEN to set the position</source>
        <translation>输入或粘贴 SFEN 以设置局面</translation>
    </message>
    <message>
        <source>Position editor board</source>
        <translation>局面编辑棋盘</translation>
    </message>
</context>
<context>
    <name>kibitz::ShogiSetupCheck</name>
    <message>
        <source>Sente</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Gote</source>
        <translation>后手</translation>
    </message>
    <message>
        <source>%1 has no king: put one on the board.</source>
        <translation>%1没有王将：请在棋盘上放一个。</translation>
    </message>
    <message>
        <source>%1 has two kings.</source>
        <translation>%1有两个王将。</translation>
    </message>
    <message>
        <source>%1&apos;s %2 on %3 could never move: promote it or move it back.</source>
        <translation>%1在%3的%2永远无法移动：请升变或把它后移。</translation>
    </message>
    <message>
        <source>%1 has two unpromoted pawns on file %2 (二歩).</source>
        <translation>%1在第%2路有两个未升变的步兵（二步）。</translation>
    </message>
    <message>
        <source>%1&apos;s king is in check while %2 is to move: it could be taken.</source>
        <translation>轮到%2走棋，%1的王将却被将军：王将会被吃掉。</translation>
    </message>
</context>
<context>
    <name>kibitz::SprtBar</name>
    <message>
        <source>H0: Elo %1, H1: Elo %2 (%3); alpha %4, beta %5</source>
        <translation>H0：Elo %1，H1：Elo %2（%3）；α %4，β %5</translation>
    </message>
    <message>
        <source>logistic</source>
        <translation>逻辑斯蒂</translation>
    </message>
    <message>
        <source>normalized</source>
        <translation>归一化</translation>
    </message>
    <message>
        <source>LLR %1 (%2, %3)</source>
        <translation>LLR %1（%2，%3）</translation>
    </message>
    <message>
        <source>%1: H0 accepted</source>
        <translation>%1：接受 H0</translation>
    </message>
    <message>
        <source>%1: H1 accepted</source>
        <translation>%1：接受 H1</translation>
    </message>
    <message>
        <source>%1: no lean yet</source>
        <translation>%1：尚无倾向</translation>
    </message>
    <message>
        <source>%1: leans to H1 (Elo ≥ %2)</source>
        <translation>%1：倾向 H1（Elo ≥ %2）</translation>
    </message>
    <message>
        <source>%1: leans to H0 (Elo ≤ %2)</source>
        <translation>%1：倾向 H0（Elo ≤ %2）</translation>
    </message>
</context>
<context>
    <name>kibitz::SprtTest</name>
    <message>
        <source>not an SPRT setting: %1</source>
        <translation>不是 SPRT 设置：%1</translation>
    </message>
    <message>
        <source>the SPRT needs elo0=E0 and elo1=E1 with E0 &lt; E1</source>
        <translation>SPRT 需要 elo0=E0 和 elo1=E1，且 E0 &lt; E1</translation>
    </message>
    <message>
        <source>alpha and beta must lie between 0 and 1</source>
        <translation>alpha 和 beta 必须介于 0 和 1 之间</translation>
    </message>
    <message>
        <source>elo0 and elo1 must be finite numbers</source>
        <translation>elo0 和 elo1 必须是有限的数</translation>
    </message>
    <message>
        <source>no results can reach a logistic Elo of %1 (its expected score is %2 in double precision): choose elo0 and elo1 between -6000 and 6000</source>
        <translation>任何结果都无法达到逻辑 Elo %1（其期望得分在双精度下为 %2）：请在 -6000 到 6000 之间选择 elo0 和 elo1</translation>
    </message>
</context>
<context>
    <name>kibitz::StandingsModel</name>
    <message>
        <source>%1 ± %2</source>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Game pairs by points over the pair: 0, ½, 1, 1½, 2</source>
        <translation>按一对两局总得分统计的局对数：0、½、1、1½、2</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <source>W-L-D</source>
        <translation>胜-负-和</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得分</translation>
    </message>
    <message>
        <source>Elo ± 95 %</source>
        <translation>Elo ± 95 %</translation>
    </message>
    <message>
        <source>nElo</source>
        <translation>nElo</translation>
    </message>
    <message>
        <source>LOS</source>
        <translation>LOS</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>和棋率</translation>
    </message>
    <message>
        <source>Ptnml(0-2)</source>
        <translation>Ptnml(0-2)</translation>
    </message>
</context>
<context>
    <name>kibitz::TicTacToeBoardWidget</name>
    <message>
        <source>Tic-tac-toe board</source>
        <translation>井字棋棋盘</translation>
    </message>
</context>
<context>
    <name>kibitz::TimeControl</name>
    <message>
        <source>&apos;%1&apos; is not a time control: write BASE[+BYOYOMI[+INCREMENT]] in seconds, or movetime=MS</source>
        <translation>&apos;%1&apos; 不是用时设置：请以秒为单位写 BASE[+BYOYOMI[+INCREMENT]]，或 movetime=MS</translation>
    </message>
</context>
<context>
    <name>kibitz::TimeControlEditor</name>
    <message>
        <source>&amp;Fixed time per move</source>
        <translation>每步固定时间(&amp;F)</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>&amp;Main time:</source>
        <translation>基本时间(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Byoyomi:</source>
        <translation>读秒(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Increment:</source>
        <translation>加秒(&amp;I):</translation>
    </message>
    <message>
        <source>0 min</source>
        <translation>0 分钟</translation>
    </message>
</context>
<context>
    <name>kibitz::TournamentChart</name>
    <message>
        <source>Elo ± 95 %</source>
        <translation>Elo ± 95 %</translation>
    </message>
    <message>
        <source>LLR</source>
        <translation>LLR</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>局数</translation>
    </message>
</context>
<context>
    <name>kibitz::TournamentDialog</name>
    <message>
        <source>&amp;Repeat each opening with sides swapped (game pairs)</source>
        <translation>每个开局交换先后各下一次（局对）(&amp;R)</translation>
    </message>
    <message>
        <source>Random &amp;order</source>
        <translation>随机顺序(&amp;O)</translation>
    </message>
    <message>
        <source>Stop when an S&amp;PRT decides</source>
        <translation>SPRT 判定后停止(&amp;P)</translation>
    </message>
    <message>
        <source>Logistic Elo (else normalized)</source>
        <translation>逻辑斯蒂 Elo（否则归一化）</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>锦标赛</translation>
    </message>
    <message>
        <source>&amp;Engines</source>
        <translation>引擎(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>规则(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>Output &amp;folder:</source>
        <translation>输出文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>开始(&amp;S)</translation>
    </message>
    <message>
        <source>Resu&amp;me</source>
        <translation>继续(&amp;M)</translation>
    </message>
    <message>
        <source>Continue the tournament in the output folder: its finished games are kept, the others played.</source>
        <translation>继续输出文件夹中的锦标赛：已结束的对局保留，其余的继续下。</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Own time control</source>
        <translation>单独的用时</translation>
    </message>
    <message>
        <source>Engine words</source>
        <translation>引擎参数</translation>
    </message>
    <message>
        <source>Each engine&apos;s name in the standings, and its own time control (empty: the tournament&apos;s), for time odds.</source>
        <translation>各引擎在排名中的名称，以及用于让时的单独用时（留空：锦标赛的用时）。</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>移除(&amp;M)</translation>
    </message>
    <message>
        <source>E&amp;ngine:</source>
        <translation>引擎(&amp;N)：</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>循环赛</translation>
    </message>
    <message>
        <source>Gauntlet (the first engine against each other)</source>
        <translation>挑战赛（第一个引擎对其余每个引擎）</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>赛制(&amp;K)：</translation>
    </message>
    <message>
        <source>Games per &amp;encounter:</source>
        <translation>每组对阵局数(&amp;E)：</translation>
    </message>
    <message>
        <source>R&amp;ounds:</source>
        <translation>轮数(&amp;O)：</translation>
    </message>
    <message>
        <source>BASE[+BYOYOMI[+INCREMENT]] seconds, or movetime=MS</source>
        <translation>基本[+读秒[+加秒]]（秒），或 movetime=毫秒</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>用时(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Concurrency:</source>
        <translation>并行局数(&amp;C)：</translation>
    </message>
    <message>
        <source>none: the game&apos;s start</source>
        <translation>无：游戏的初始局面</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>浏览(&amp;W)…</translation>
    </message>
    <message>
        <source>O&amp;penings file:</source>
        <translation>开局文件(&amp;P)：</translation>
    </message>
    <message>
        <source>whole</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>Opening p&amp;lies:</source>
        <translation>开局步数(&amp;L)：</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>开局</translation>
    </message>
    <message>
        <source>e.g. movenumber=40 movecount=8 score=10</source>
        <translation>例如：movenumber=40 movecount=8 score=10</translation>
    </message>
    <message>
        <source>e.g. movecount=3 score=1000 twosided</source>
        <translation>例如：movecount=3 score=1000 twosided</translation>
    </message>
    <message>
        <source>&amp;Draw adjudication:</source>
        <translation>和棋裁定(&amp;D)：</translation>
    </message>
    <message>
        <source>Re&amp;sign adjudication:</source>
        <translation>认输裁定(&amp;S)：</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source>&amp;Maximum plies:</source>
        <translation>最大步数(&amp;M)：</translation>
    </message>
    <message>
        <source>Elo&amp;0 (H0):</source>
        <translation>Elo0（H0）(&amp;0)：</translation>
    </message>
    <message>
        <source>Elo&amp;1 (H1):</source>
        <translation>Elo1（H1）(&amp;1)：</translation>
    </message>
    <message>
        <source>&amp;Alpha:</source>
        <translation>α(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Beta:</source>
        <translation>β(&amp;B)：</translation>
    </message>
    <message>
        <source>Bundled engine</source>
        <translation>内置引擎</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>输出文件夹</translation>
    </message>
</context>
<context>
    <name>kibitz::TournamentGamesModel</name>
    <message>
        <source> vs </source>
        <translation> 对 </translation>
    </message>
    <message>
        <source>playing</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>步数</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>剩余时间</translation>
    </message>
</context>
<context>
    <name>kibitz::TournamentPlan</name>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
    <message>
        <source>%1 (was %2, now %3)</source>
        <translation>%1（原为 %2，现为 %3）</translation>
    </message>
</context>
<context>
    <name>kibitz::TournamentPresenter</name>
    <message>
        <source>Tournament</source>
        <translation>锦标赛</translation>
    </message>
    <message>
        <source>A tournament is running: stop it first.</source>
        <translation>锦标赛正在进行：请先停止。</translation>
    </message>
    <message>
        <source>%1 holds no tournament.</source>
        <translation>%1 中没有比赛。</translation>
    </message>
</context>
<context>
    <name>kibitz::TournamentRunner</name>
    <message>
        <source>Game %1 (%2): %3 {%4%5}</source>
        <translation>第 %1 局（%2）：%3 {%4%5}</translation>
    </message>
    <message>
        <source>engine %1 (%2) cannot start: %3</source>
        <translation>引擎 %1（%2）无法启动：%3</translation>
    </message>
    <message>
        <source>the SPRT has decided</source>
        <translation>SPRT 已作出判定</translation>
    </message>
</context>
<context>
    <name>kibitz::TournamentSettings</name>
    <message>
        <source>%1 holds no tournament of the window: %2</source>
        <translation>%1 中没有窗口的锦标赛：%2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>A tournament needs two engines or more.</source>
        <translation>锦标赛需要两个或更多引擎。</translation>
    </message>
    <message>
        <source>Engine %1 (%2): %3</source>
        <translation>引擎 %1（%2）：%3</translation>
    </message>
    <message>
        <source>Two engines are named %1: give each a name of its own, so that the standings tell them apart.</source>
        <translation>有两个引擎都名为 %1：请为每个引擎取不同的名称，以便在排名中区分。</translation>
    </message>
    <message>
        <source>Draw adjudication: %1</source>
        <translation>和棋裁定：%1</translation>
    </message>
    <message>
        <source>Resign adjudication: %1</source>
        <translation>认输裁定：%1</translation>
    </message>
    <message>
        <source>SPRT: %1</source>
        <translation>SPRT：%1</translation>
    </message>
    <message>
        <source>The SPRT needs exactly two engines.</source>
        <translation>SPRT 需要恰好两个引擎。</translation>
    </message>
    <message>
        <source>Kibitz knows no game %1.</source>
        <translation>Kibitz 不认识游戏 %1。</translation>
    </message>
    <message>
        <source>The setup cannot start a game.</source>
        <translation>此设置无法开始对局。</translation>
    </message>
    <message>
        <source>Games, rounds and concurrency must be 1 or more.</source>
        <translation>局数、轮数和并行局数必须至少为 1。</translation>
    </message>
    <message>
        <source>Choose the output folder: the records and results.jsonl go there.</source>
        <translation>请选择输出文件夹：棋谱和 results.jsonl 将保存在那里。</translation>
    </message>
    <message>
        <source>%1 holds a tournament already: resume it, or choose another folder.</source>
        <translation>%1 中已有锦标赛：请继续它，或选择其他文件夹。</translation>
    </message>
    <message>
        <source>The tournament&apos;s match.params cannot be read: %1</source>
        <translation>无法读取锦标赛的 match.params：%1</translation>
    </message>
    <message>
        <source>The tournament in %1 was started with other settings: %2</source>
        <translation>%1 中的锦标赛是以其他设置开始的：%2</translation>
    </message>
</context>
<context>
    <name>kibitz::TournamentView</name>
    <message>
        <source>stopped by the user</source>
        <translation>被用户停止</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 对 %2</translation>
    </message>
    <message>
        <source>%1 against the field</source>
        <translation>%1 对全体</translation>
    </message>
    <message>
        <source>No tournament yet: Game → Tournament… starts one.</source>
        <translation>尚无锦标赛：游戏 → 锦标赛… 可开始一个。</translation>
    </message>
    <message>
        <source>Stopping: %1 of %2 games finished</source>
        <translation>正在停止：%2 局中已结束 %1 局</translation>
    </message>
    <message>
        <source>Running: %1 of %2 games finished</source>
        <translation>进行中：%2 局中已结束 %1 局</translation>
    </message>
    <message>
        <source>Ended: %1</source>
        <translation>已结束：%1</translation>
    </message>
    <message>
        <source>Ended by the SPRT (%1 accepted): %2 of %3 games</source>
        <translation>因 SPRT 结束（接受 %1）：%3 局中 %2 局</translation>
    </message>
    <message>
        <source>Stopped: %1 of %2 games finished; Resume plays the others</source>
        <translation>已停止：%2 局中已结束 %1 局；继续将下完其余对局</translation>
    </message>
    <message>
        <source>Finished: %1 games</source>
        <translation>已完成：%1 局</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>%1: %2 of %3 games finished; Resume plays the others</source>
        <translation>%1：%3 局中已结束 %2 局；继续将下完其余对局</translation>
    </message>
    <message>
        <source>%1: %2 games finished</source>
        <translation>%1：已结束 %2 局</translation>
    </message>
    <message>
        <source>Paused: %1 of %2 games finished</source>
        <translation>已暂停：%2 局中已结束 %1 局</translation>
    </message>
    <message>
        <source>Co&amp;ntinue</source>
        <translation>恢复(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Hold every game at its next move: the clocks stop and no engine is asked to move until Continue.</source>
        <translation>让所有对局停在下一步：时钟停止，在“恢复”之前不要求任何引擎走棋。</translation>
    </message>
    <message>
        <source>Resu&amp;me</source>
        <translation>继续(&amp;M)</translation>
    </message>
    <message>
        <source>Continue the tournament in this folder: its finished games are kept, the others played.</source>
        <translation>继续此文件夹中的比赛：保留已结束的对局，下完其余对局。</translation>
    </message>
</context>
<context>
    <name>kibitz::WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新对局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open Record…</source>
        <translation>打开棋谱(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save Record As…</source>
        <translation>棋谱另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Copy Record</source>
        <translation>复制棋谱(&amp;C)</translation>
    </message>
    <message>
        <source>Put the record on the clipboard as text</source>
        <translation>将棋谱以文本形式放到剪贴板</translation>
    </message>
    <message>
        <source>&amp;Paste Record</source>
        <translation>粘贴棋谱(&amp;P)</translation>
    </message>
    <message>
        <source>Review the record on the clipboard (its format is recognised from the text)</source>
        <translation>复盘剪贴板中的棋谱（根据文本识别格式）</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>认输(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>立即走棋(&amp;M)</translation>
    </message>
    <message>
        <source>Stop the engine&apos;s search and make it play its best move</source>
        <translation>停止引擎搜索并让其走出最佳着法</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>悔棋(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Abort Game</source>
        <translation>中止对局(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>引擎管理(&amp;E)…</translation>
    </message>
    <message>
        <source>A&amp;nalyse Position</source>
        <translation>分析局面(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;First Position</source>
        <translation>初始局面(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>后退一步(&amp;P)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Move</source>
        <translation>前进一步(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Last Position</source>
        <translation>最终局面(&amp;L)</translation>
    </message>
    <message>
        <source>Show &amp;All Hidden Pieces</source>
        <translation>显示所有隐藏棋子(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <source>Turn the board round: the second player&apos;s side at the bottom</source>
        <translation>翻转棋盘：后手一方显示在下方</translation>
    </message>
    <message>
        <source>Move &amp;Numbers</source>
        <translation>显示手数(&amp;N)</translation>
    </message>
    <message>
        <source>Number the stones in the order they were played</source>
        <translation>按落子顺序在棋子上显示手数</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>关于 Kibitz(&amp;A)</translation>
    </message>
    <message>
        <source>Review mode: show every player&apos;s pieces, also those a game of hidden information keeps from a person at the table</source>
        <translation>复盘模式：显示所有玩家的棋子，包括隐藏信息游戏中对局者看不到的棋子</translation>
    </message>
    <message>
        <source>Edit &amp;Position…</source>
        <translation>编辑局面(&amp;P)…</translation>
    </message>
    <message>
        <source>Set up a position from the one shown, then play or analyse it</source>
        <translation>以当前显示的局面为基础摆出局面，然后对局或分析</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <source>Stop the clocks and the engines until you resume the game</source>
        <translation>停止时钟和引擎，直到你继续对局</translation>
    </message>
    <message>
        <source>Let the chosen engines (up to four) analyse the position on the board, following it as you move through the game</source>
        <translation>让所选的引擎（最多四个）分析棋盘上的局面，在对局中前进后退时随之更新</translation>
    </message>
    <message>
        <source>Analysis Engines</source>
        <translation>分析引擎</translation>
    </message>
    <message>
        <source>Analyse &amp;Record…</source>
        <translation>分析棋谱(&amp;R)…</translation>
    </message>
    <message>
        <source>Let an engine go over the moves of the record shown and write its evaluation and marks on each</source>
        <translation>让引擎逐手分析所示棋谱，并在每手写入评分和标记</translation>
    </message>
    <message>
        <source>Play on &amp;Server…</source>
        <translation>在服务器上对局(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>锦标赛(&amp;T)…</translation>
    </message>
</context>
<context>
    <name>kibitz::cli</name>
    <message>
        <source>Opening file: each game pair starts from its next opening, sides swapped.</source>
        <translation>开局文件：每对对局从下一个开局开始，交换先后。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Order of the openings: sequential (default) or random.</source>
        <translation>开局顺序：sequential（默认）或 random。</translation>
    </message>
    <message>
        <source>ORDER</source>
        <translation>ORDER</translation>
    </message>
    <message>
        <source>Cut every opening to its first N moves.</source>
        <translation>每个开局只取前 N 步。</translation>
    </message>
    <message>
        <source>Begin with the K-th opening of the order (default 1).</source>
        <translation>从顺序中的第 K 个开局开始（默认 1）。</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Play the openings in the board&apos;s next symmetry on each pass through them.</source>
        <translation>每轮用完所有开局后，以棋盘的下一种对称变换重新使用。</translation>
    </message>
    <message>
        <source>kibitz-cli match: --order must be sequential or random
</source>
        <translation>kibitz-cli match: --order 必须是 sequential 或 random
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --seed needs a whole number
</source>
        <translation>kibitz-cli match: --seed 需要一个整数
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --plies needs a number of moves
</source>
        <translation>kibitz-cli match: --plies 需要步数
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --start needs a positive number
</source>
        <translation>kibitz-cli match: --start 需要一个正数
</translation>
    </message>
    <message>
        <source>Output format id.</source>
        <translation>输出格式 id。</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>kibitz-cli convert: no game reads files like %1
</source>
        <translation>kibitz-cli convert：没有游戏能读取 %1 这类文件
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1: %2
</source>
        <translation>kibitz-cli convert：%1：%2
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1: %2 (the moves before it are converted)
</source>
        <translation>kibitz-cli convert：%1：%2（之前的着法已转换）
</translation>
    </message>
    <message>
        <source>The game: %1.</source>
        <translation>游戏：%1。</translation>
    </message>
    <message>
        <source>GAME</source>
        <translation>GAME</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Time control BASE[+BYOYOMI[+INCREMENT]] in seconds.</source>
        <translation>用时 BASE[+BYOYOMI[+INCREMENT]]（秒）。</translation>
    </message>
    <message>
        <source>TC</source>
        <translation>TC</translation>
    </message>
    <message>
        <source>Fixed time per move in milliseconds.</source>
        <translation>每步固定时间（毫秒）。</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>MS</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>Directory for one TLF log per engine.</source>
        <translation>保存每个引擎 TLF 日志的目录。</translation>
    </message>
    <message>
        <source>Grace in milliseconds before a time forfeit (default 200).</source>
        <translation>判定超时前的宽限时间（毫秒，默认 200）。</translation>
    </message>
    <message>
        <source>ENGINE</source>
        <translation>ENGINE</translation>
    </message>
    <message>
        <source>kibitz-cli match: --game must be one of: %1
</source>
        <translation>kibitz-cli match：--game 必须是以下之一：%1
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --games needs a positive number
</source>
        <translation>kibitz-cli match：--games 需要正数
</translation>
    </message>
    <message>
        <source>Score of %1 vs %2: %3 - %4 - %5</source>
        <translation>%1 对 %2 的比分：%3 - %4 - %5</translation>
    </message>
    <message>
        <source>kibitz-cli match: could not write %1</source>
        <translation>kibitz-cli match：无法写入 %1</translation>
    </message>
    <message>
        <source>Counts the legal move sequences of a given length (perft) from a position.</source>
        <translation>从局面统计指定长度的合法着法序列数（perft）。</translation>
    </message>
    <message>
        <source>Number of plies.</source>
        <translation>步数。</translation>
    </message>
    <message>
        <source>Also print the count after each root move.</source>
        <translation>同时输出每个第一步着法之后的计数。</translation>
    </message>
    <message>
        <source>kibitz-cli perft: --game must be one of: %1
</source>
        <translation>kibitz-cli perft：--game 必须是以下之一：%1
</translation>
    </message>
    <message>
        <source>kibitz-cli perft: give --depth N with N from 0 to 20
</source>
        <translation>kibitz-cli perft：请给出 --depth N，N 为 0 到 20
</translation>
    </message>
    <message>
        <source>kibitz-cli perft: %1
</source>
        <translation>kibitz-cli perft：%1
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1 is a file; converting a folder needs an output folder
</source>
        <translation>kibitz-cli convert: %1 是文件；转换文件夹需要指定输出文件夹
</translation>
    </message>
    <message>
        <source>%1 files converted, %2 failed; %3 passed over (no game reads them)
</source>
        <translation>已转换 %1 个文件，%2 个失败；%3 个已跳过（没有游戏能读取）
</translation>
    </message>
    <message>
        <source>%1 records passed over: their game has no format &apos;%2&apos;
</source>
        <translation>已跳过 %1 个棋谱：其游戏没有格式“%2”
</translation>
    </message>
    <message>
        <source>Converts a record between formats, chosen by the file extensions unless --format says.

With --in DIR --out DIR it converts every record under DIR, subfolders kept, each written with the extension of --format (without --format, in its own format); files no game reads are passed over. It names each file that fails with its reason and converts all others; the exit status is 1 when any file failed.</source>
        <translation>在格式之间转换棋谱；未指定 --format 时按文件扩展名选择格式。

使用 --in DIR --out DIR 时，转换 DIR 下的所有棋谱，保留子文件夹结构，并以 --format 的扩展名写出（未指定 --format 时保持原格式）；没有游戏能读取的文件会被跳过。失败的文件会连同原因列出，其余文件照常转换；只要有文件失败，退出状态即为 1。</translation>
    </message>
    <message>
        <source>The record or folder to read.</source>
        <translation>要读取的棋谱或文件夹。</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>路径</translation>
    </message>
    <message>
        <source>The record or folder to write.</source>
        <translation>要写入的棋谱或文件夹。</translation>
    </message>
    <message>
        <source>Threads converting a folder (default: one per processor core).</source>
        <translation>转换文件夹所用的线程数（默认：每个处理器核心一个）。</translation>
    </message>
    <message>
        <source>kibitz-cli convert: give --in FILE and --out FILE (or two folders)
</source>
        <translation>kibitz-cli convert: 请指定 --in FILE 和 --out FILE（或两个文件夹）
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: --jobs needs a number of threads, 1 or more
</source>
        <translation>kibitz-cli convert: --jobs 需要 1 或更大的线程数
</translation>
    </message>
    <message>
        <source>kibitz-cli match: engine %1: %2
</source>
        <translation>kibitz-cli match：引擎 %1：%2
</translation>
    </message>
    <message>
        <source>Time for the search in milliseconds (default %1).</source>
        <translation>搜索时间（毫秒，默认 %1）。</translation>
    </message>
    <message>
        <source>The engine (see above).</source>
        <translation>引擎（见上文）。</translation>
    </message>
    <message>
        <source>kibitz-cli mate: unknown game &apos;%1&apos;
</source>
        <translation>kibitz-cli mate：未知的游戏 &apos;%1&apos;
</translation>
    </message>
    <message>
        <source>kibitz-cli mate: give one --engine
</source>
        <translation>kibitz-cli mate：请指定一个 --engine
</translation>
    </message>
    <message>
        <source>kibitz-cli mate: the %1 protocol has no mate search
</source>
        <translation>kibitz-cli mate：%1 协议没有将死搜索
</translation>
    </message>
    <message>
        <source>kibitz-cli mate: --movetime needs a positive number of milliseconds
</source>
        <translation>kibitz-cli mate：--movetime 需要正的毫秒数
</translation>
    </message>
    <message>
        <source>kibitz-cli mate: %1
</source>
        <translation>kibitz-cli mate：%1
</translation>
    </message>
    <message>
        <source>kibitz-cli mate: the engine&apos;s mate has an illegal move: %1
</source>
        <translation>kibitz-cli mate：引擎给出的将死手顺中有非法着法：%1
</translation>
    </message>
    <message>
        <source>mate in %1: %2</source>
        <translation>%1 步杀：%2</translation>
    </message>
    <message>
        <source>no mate</source>
        <translation>无杀</translation>
    </message>
    <message>
        <source>no mate found within %1 ms</source>
        <translation>%1 毫秒内未找到杀棋</translation>
    </message>
    <message>
        <source>the engine cannot search for mates</source>
        <translation>该引擎无法进行将死搜索</translation>
    </message>
    <message>
        <source>The game (default %1).</source>
        <translation>游戏（默认 %1）。</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>显示此帮助并退出。</translation>
    </message>
    <message>
        <source>A record file or a folder.</source>
        <translation>棋谱文件或文件夹。</translation>
    </message>
    <message>
        <source>FILE|DIR</source>
        <translation>FILE|DIR</translation>
    </message>
    <message>
        <source>Where to write: a file, or a folder for a folder.</source>
        <translation>写入位置：文件；分析文件夹时为文件夹。</translation>
    </message>
    <message>
        <source>Time per position in milliseconds (default %1; with --depth, the most a search takes).</source>
        <translation>每个局面的时间（毫秒，默认 %1；与 --depth 一起使用时为单次搜索的上限）。</translation>
    </message>
    <message>
        <source>Search each position to this depth.</source>
        <translation>将每个局面搜索到此深度。</translation>
    </message>
    <message>
        <source>Lines per position (default 1).</source>
        <translation>每个局面的变化数（默认 1）。</translation>
    </message>
    <message>
        <source>Records analysed at once, each by its own engine process (default 1).</source>
        <translation>同时分析的棋谱数，每个棋谱使用各自的引擎进程（默认 1）。</translation>
    </message>
    <message>
        <source>I/N</source>
        <translation>I/N</translation>
    </message>
    <message>
        <source>The first move to analyse (default 1).</source>
        <translation>要分析的第一手（默认 1）。</translation>
    </message>
    <message>
        <source>PLY</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>The last move to analyse (default: the last).</source>
        <translation>要分析的最后一手（默认：最后一手）。</translation>
    </message>
    <message>
        <source>give one --engine</source>
        <translation>请给出一个 --engine</translation>
    </message>
    <message>
        <source>give --in and --out</source>
        <translation>请给出 --in 和 --out</translation>
    </message>
    <message>
        <source>--movetime, --depth, --multipv, --jobs, --from and --to take a positive number</source>
        <translation>--movetime、--depth、--multipv、--jobs、--from 和 --to 需要正数</translation>
    </message>
    <message>
        <source>--to is before --from</source>
        <translation>--to 在 --from 之前</translation>
    </message>
    <message>
        <source>%1: no game reads this type of file</source>
        <translation>%1：没有游戏能读取此类文件</translation>
    </message>
    <message>
        <source>--out is a folder; give a file</source>
        <translation>--out 是文件夹；请给出文件</translation>
    </message>
    <message>
        <source>%1: no such file or folder</source>
        <translation>%1：没有这样的文件或文件夹</translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation>无法创建文件夹 %1</translation>
    </message>
    <message>
        <source>analysed %1, skipped %2, failed %3, not records %4, in %5 s</source>
        <translation>已分析 %1，跳过 %2，失败 %3，非棋谱 %4，用时 %5 秒</translation>
    </message>
    <message>
        <source>kibitz-cli convert: no game has the format &apos;%1&apos;; the formats are: %2
</source>
        <translation>kibitz-cli convert：没有游戏有格式 &apos;%1&apos;；可用的格式：%2
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1 records have no format &apos;%2&apos;; their formats are: %3
</source>
        <translation>kibitz-cli convert：%1 棋谱没有格式 &apos;%2&apos;；可用的格式：%3
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: no %1 format writes files like %2; give a name ending in %3 or --format with one of: %4
</source>
        <translation>kibitz-cli convert：没有 %1 格式能写出 %2 这类文件；请使用以 %3 结尾的文件名，或用 --format 指定以下之一：%4
</translation>
    </message>
    <message>
        <source>Analyses every move of records with an engine: each move gets the engine&apos;s &apos;#&apos; think comment and, when its side&apos;s win rate fell by much, a mark; a summary of each record is printed.
A folder is analysed file by file, subfolders kept; a file whose output already has this engine&apos;s analysis to the asked depth is skipped.</source>
        <translation>用引擎分析棋谱中的每一手：每手写入引擎的“#”思考注释；若该方胜率大幅下降，则加上标记；并为每个棋谱打印摘要。
文件夹逐个文件分析，保留子文件夹；输出中已有此引擎分析到所要求深度的文件将被跳过。</translation>
    </message>
    <message>
        <source>--engine ENGINE is &apos;bundled&apos; or the words
  cmd=PATH [arg=A]... [dir=DIR] [proto=P] [name=NAME] [option.NAME=VALUE]...
or conf=NAME for an engine registered in Kibitz&apos;s Engines dialog (words after
it add to or override its own).</source>
        <translation>--engine ENGINE 为 &apos;bundled&apos; 或以下词语
  cmd=PATH [arg=A]... [dir=DIR] [proto=P] [name=NAME] [option.NAME=VALUE]...
或 conf=NAME，表示在 Kibitz 引擎对话框中登记的引擎（其后的词语会添加到
或覆盖其自身的设置）。</translation>
    </message>
    <message>
        <source>Plays engine-versus-engine games, sides alternating; give --engine once per side.</source>
        <translation>进行引擎对引擎的对局，双方轮换先后手；每方各给一次 --engine。</translation>
    </message>
    <message>
        <source>Without --tc or --movetime the time control is %1 (BASE+BYOYOMI+INCREMENT seconds).</source>
        <translation>不给 --tc 或 --movetime 时，用时为 %1（基本时间+读秒+加秒，单位秒）。</translation>
    </message>
    <message>
        <source>Asks an engine whether the side to move can force mate, and prints the mate.</source>
        <translation>询问引擎行棋方能否强制将死，并打印将死手顺。</translation>
    </message>
    <message>
        <source>kibitz-cli convert: 1 more file: %1
</source>
        <translation>kibitz-cli convert: 另有 1 个文件相同：%1
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1 more files: %2
</source>
        <translation>kibitz-cli convert: 另有 %1 个文件相同：%2
</translation>
    </message>
    <message>
        <source>Results streams, or folders holding them.</source>
        <translation>结果流，或包含结果流的文件夹。</translation>
    </message>
    <message>
        <source>FILE|DIR…</source>
        <translation>FILE|DIR…</translation>
    </message>
    <message>
        <source>Also run an SPRT: elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [model=normalized|logistic].</source>
        <translation>同时进行 SPRT：elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [model=normalized|logistic]。</translation>
    </message>
    <message>
        <source>SETTINGS</source>
        <translation>SETTINGS</translation>
    </message>
    <message>
        <source>kibitz-cli report: give one or more results files or folders
</source>
        <translation>kibitz-cli report：请指定一个或多个结果文件或文件夹
</translation>
    </message>
    <message>
        <source>kibitz-cli report: %1
</source>
        <translation>kibitz-cli report: %1
</translation>
    </message>
    <message>
        <source>kibitz-cli report: no finished game with a result
</source>
        <translation>kibitz-cli report：没有带结果的已结束对局
</translation>
    </message>
    <message>
        <source>Games without a result (not counted): %1
</source>
        <translation>无结果的对局（未计入）：%1
</translation>
    </message>
    <message>
        <source>Adjudicate a draw once the game is N moves long and both engines&apos; scores have stayed within ±S for their last K moves each: movenumber=N movecount=K score=S.</source>
        <translation>当对局达到 N 手，且双方引擎各自最近 K 手的评分都在 ±S 以内时判为和棋：movenumber=N movecount=K score=S。</translation>
    </message>
    <message>
        <source>Adjudicate a loss for an engine whose own score has stayed at or below -S for its last K moves (twosided: and the opponent&apos;s at or above S): movecount=K score=S [twosided].</source>
        <translation>当引擎自己最近 K 手的评分都不高于 -S 时判其负（twosided：且对手的评分不低于 S）：movecount=K score=S [twosided]。</translation>
    </message>
    <message>
        <source>Adjudicate a draw once the game is N moves (plies) long.</source>
        <translation>当对局达到 N 手（单步）时判为和棋。</translation>
    </message>
    <message>
        <source>kibitz-cli match: --maxmoves needs a positive number
</source>
        <translation>kibitz-cli match: --maxmoves 需要一个正数
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --draw, --resign and --maxmoves are for two-player games, not %1
</source>
        <translation>kibitz-cli match: --draw、--resign 和 --maxmoves 仅用于双人对局，不适用于 %1
</translation>
    </message>
    <message>
        <source>SPRT: %1 accepted (LLR %2, bounds %3 and %4)</source>
        <translation>SPRT：接受 %1（LLR %2，界限 %3 和 %4）</translation>
    </message>
    <message>
        <source>kibitz-cli match: stopped by signal %1; the games in progress are not counted (--resume plays them)</source>
        <translation>kibitz-cli match：因信号 %1 停止；进行中的对局不计入（--resume 会重下）</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>已中断</translation>
    </message>
    <message>
        <source>terminated</source>
        <translation>已终止</translation>
    </message>
    <message>
        <source>kibitz-cli match: %1 takes two or more --engine options, one per side at least
</source>
        <translation>kibitz-cli match：%1 需要两个或更多 --engine（每方至少一个）
</translation>
    </message>
    <message>
        <source>Games per encounter each round (default 1; whole pairs with repeat).</source>
        <translation>每轮每组对阵的局数（默认 1；repeat 时取整为整对）。</translation>
    </message>
    <message>
        <source>Rounds (default 1).</source>
        <translation>轮数（默认 1）。</translation>
    </message>
    <message>
        <source>The first engine plays each other; no other encounter.</source>
        <translation>第一个引擎与其他每个引擎对局；没有其他对阵。</translation>
    </message>
    <message>
        <source>Play each opening twice, sides swapped (the default).</source>
        <translation>每个开局下两次，交换先后（默认）。</translation>
    </message>
    <message>
        <source>Play each opening once, sides alternating.</source>
        <translation>每个开局下一次，先后交替。</translation>
    </message>
    <message>
        <source>Games played at once (default 1).</source>
        <translation>同时进行的对局数（默认 1）。</translation>
    </message>
    <message>
        <source>Directory for the game records, results.jsonl and match.params.</source>
        <translation>棋谱、results.jsonl 和 match.params 的目录。</translation>
    </message>
    <message>
        <source>Start the engines again for every game.</source>
        <translation>每局重新启动引擎。</translation>
    </message>
    <message>
        <source>Print the statistics every N games (and at the end).</source>
        <translation>每 N 局（以及结束时）打印统计。</translation>
    </message>
    <message>
        <source>Continue the run in --out: play only the games not finished there.</source>
        <translation>继续 --out 中的比赛：只下其中未完成的对局。</translation>
    </message>
    <message>
        <source>Stop when an SPRT decides: elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [model=normalized|logistic].</source>
        <translation>SPRT 判定时停止：elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [model=normalized|logistic]。</translation>
    </message>
    <message>
        <source>An engine (see above); two or more.</source>
        <translation>一个引擎（见上）；两个或更多。</translation>
    </message>
    <message>
        <source>kibitz-cli match: --rounds needs a positive number
</source>
        <translation>kibitz-cli match：--rounds 需要正数
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --concurrency needs a positive number
</source>
        <translation>kibitz-cli match：--concurrency 需要正数
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --report needs a positive number
</source>
        <translation>kibitz-cli match：--report 需要正数
</translation>
    </message>
    <message>
        <source>kibitz-cli match: give --repeat or --no-repeat, not both
</source>
        <translation>kibitz-cli match：请给出 --repeat 或 --no-repeat，不能同时给出
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --resume needs the --out of the run to continue
</source>
        <translation>kibitz-cli match：--resume 需要要继续的比赛的 --out
</translation>
    </message>
    <message>
        <source>kibitz-cli match: %1
</source>
        <translation>kibitz-cli match：%1
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --sprt needs two engines (or two teams)
</source>
        <translation>kibitz-cli match：--sprt 需要两个引擎（或两队）
</translation>
    </message>
    <message>
        <source>kibitz-cli match: cannot read %1: %2
</source>
        <translation>kibitz-cli match：无法读取 %1：%2
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --resume needs the command line of the run in %1; it differs in %2
</source>
        <translation>kibitz-cli match：--resume 需要与 %1 中比赛相同的命令行；不同之处：%2
</translation>
    </message>
    <message>
        <source>kibitz-cli match: %1 holds a run already; continue it with --resume, or give another --out
</source>
        <translation>kibitz-cli match：%1 中已有比赛；用 --resume 继续，或指定另一个 --out
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --seats is for team games (goita)
</source>
        <translation>kibitz-cli match：--seats 仅用于团队游戏（goita）
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --seats takes %1 --engine options, one per seat
</source>
        <translation>kibitz-cli match：--seats 需要 %1 个 --engine（每个座位一个）
</translation>
    </message>
    <message>
        <source>kibitz-cli match: %1 takes two or more --engine options, one per team (or four, one per seat, with --seats)
</source>
        <translation>kibitz-cli match：%1 需要两个或更多 --engine（每队一个；使用 --seats 时为四个，每个座位一个）
</translation>
    </message>
    <message>
        <source>Seed of the random order (default 0); goita without --openings: the seed of the deals, the same on every run.</source>
        <translation>随机顺序的种子（默认 0）；没有 --openings 的 goita：发牌的种子，每次运行都相同。</translation>
    </message>
    <message>
        <source>Two or more --engine play a round robin (goita: each --engine is a team, or with --seats four engines sit one a seat); an engine&apos;s words tc=TC and movetime=MS give it its own time control.</source>
        <translation>两个或更多 --engine 进行循环赛（goita：每个 --engine 为一队，或使用 --seats 时四个引擎各坐一个座位）；引擎的 tc=TC 和 movetime=MS 给它单独的用时。</translation>
    </message>
    <message>
        <source>Goita: four --engine sit one a seat, partners 1 and 3 against 2 and 4 (without it each --engine is a team holding two seats).</source>
        <translation>Goita：四个 --engine 各坐一个座位，座位 1 和 3 对座位 2 和 4（不指定时每个 --engine 为占两个座位的一队）。</translation>
    </message>
    <message>
        <source>kibitz-cli match: the setup fixes the start, which %1 deals at random, so every game would start alike; give --seed N for a deal of its own each game pair, the same on every run, or --openings FILE
</source>
        <translation>kibitz-cli match：设置固定了 %1 本应随机发出的开局，每局都会以相同的牌开始；请指定 --seed N（每对对局各自发牌，每次运行都相同），或 --openings FILE
</translation>
    </message>
    <message>
        <source>kibitz-cli csa: --port needs a port number
</source>
        <translation>kibitz-cli csa：--port 需要端口号
</translation>
    </message>
    <message>
        <source>kibitz-cli csa: give --id, a login name without spaces
</source>
        <translation>kibitz-cli csa：请用 --id 指定不含空格的登录名
</translation>
    </message>
    <message>
        <source>kibitz-cli csa: give --password-file FILE
</source>
        <translation>kibitz-cli csa：请指定 --password-file FILE
</translation>
    </message>
    <message>
        <source>kibitz-cli csa: cannot read a password from %1
</source>
        <translation>kibitz-cli csa：无法从 %1 读取密码
</translation>
    </message>
    <message>
        <source>kibitz-cli csa: --repeat needs a positive number
</source>
        <translation>kibitz-cli csa：--repeat 需要正数
</translation>
    </message>
    <message>
        <source>kibitz-cli csa: --margin needs a number of milliseconds
</source>
        <translation>kibitz-cli csa：--margin 需要毫秒数
</translation>
    </message>
    <message>
        <source>game %1: %2 (%3 moves)%4</source>
        <translation>第 %1 局：%2（%3 手）%4</translation>
    </message>
    <message>
        <source>Plays shogi games on a CSA server (protocol 1.2.1, Floodgate) with an engine.</source>
        <translation>让引擎在 CSA 服务器（协议 1.2.1、Floodgate）上下将棋。</translation>
    </message>
    <message>
        <source>kibitz-cli csa: give one --engine
</source>
        <translation>kibitz-cli csa：请指定一个 --engine
</translation>
    </message>
    <message>
        <source>%1 holds %2 games; --out must be a folder</source>
        <translation>%1 含有 %2 局；--out 必须是文件夹</translation>
    </message>
    <message>
        <source>A file of several games (an SGF collection, a SFEN list, a CSA file with &apos;/&apos;) becomes one file per game in the folder --out (NAME-01.EXT …), or one collection when --out is a file of a format that holds several games.</source>
        <translation>包含多局的文件（SGF 合集、SFEN 列表、用 &apos;/&apos; 分隔的 CSA 文件）会在文件夹 --out 中每局写成一个文件（NAME-01.EXT …）；若 --out 是可容纳多局的格式的文件，则写成一个合集。</translation>
    </message>
    <message>
        <source>kibitz-cli match: %1: %2
</source>
        <translation>kibitz-cli match: %1: %2
</translation>
    </message>
    <message>
        <source>Moves played from the start position, separated by spaces, as records write them (&quot;h8 g8 …&quot;).</source>
        <translation>从初始局面起下的着法，按棋谱的写法以空格分隔（&quot;h8 g8 …&quot;）。</translation>
    </message>
    <message>
        <source>MOVES</source>
        <translation>着法</translation>
    </message>
    <message>
        <source>Without --engine, the game&apos;s own search: %1 (default %2).</source>
        <translation>不带 --engine 时使用游戏自带的搜索：%1（默认 %2）。</translation>
    </message>
    <message>
        <source>SEARCH</source>
        <translation>搜索</translation>
    </message>
    <message>
        <source>kibitz-cli mate: &apos;%1&apos; in --moves is not a legal move there
</source>
        <translation>kibitz-cli mate: --moves 中的“%1”在该局面不是合法着法
</translation>
    </message>
    <message>
        <source>kibitz-cli mate: %1 has no search &apos;%2&apos;
</source>
        <translation>kibitz-cli mate: %1 没有搜索“%2”
</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>none found within the search&apos;s limit</source>
        <translation>在搜索上限内未找到</translation>
    </message>
    <message>
        <source>Take only every N-th file, starting with the I-th (1 &lt;= I &lt;= N), so that N machines share a folder; auto/N: the scheduler&apos;s task (SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX). In a Slurm array without it: SLURM_ARRAY_TASK_ID of SLURM_ARRAY_TASK_COUNT.</source>
        <translation>从第 I 个文件起每隔 N 个取一个（1 &lt;= I &lt;= N），让 N 台机器分担一个文件夹；auto/N：取调度器的任务号（SLURM_ARRAY_TASK_ID、JOB_COMPLETION_INDEX）。未指定且在 Slurm 数组中时：SLURM_ARRAY_TASK_COUNT 个中的第 SLURM_ARRAY_TASK_ID 个。</translation>
    </message>
    <message>
        <source>kibitz-cli analyse: %1: %2 of the %3 records
</source>
        <translation>kibitz-cli analyse: %1：%3 个棋谱中的 %2 个
</translation>
    </message>
    <message>
        <source>Play only the I-th of N slices of the schedule (whole pairs); auto/N: the scheduler&apos;s task (SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX). In a Slurm array without it: SLURM_ARRAY_TASK_ID of SLURM_ARRAY_TASK_COUNT.</source>
        <translation>只下对局表 N 份中的第 I 份（按整对划分）；auto/N：取调度器的任务号（SLURM_ARRAY_TASK_ID、JOB_COMPLETION_INDEX）。未指定且在 Slurm 数组中时：SLURM_ARRAY_TASK_COUNT 个中的第 SLURM_ARRAY_TASK_ID 个。</translation>
    </message>
    <message>
        <source>kibitz-cli match: %1: %2 of the %3 games%4
</source>
        <translation>kibitz-cli match: %1：%3 局中的 %2 局%4
</translation>
    </message>
    <message>
        <source>kibitz-cli match: %1 holds another run, its match.params differs in %2; give another --out
</source>
        <translation>kibitz-cli match: %1 中是另一次比赛，其 match.params 的 %2 不同；请另给 --out
</translation>
    </message>
    <message>
        <source>%1 is %2: the array&apos;s task ids are the shards&apos; numbers, give it as --array=1-N</source>
        <translation>%1 为 %2：数组的任务号就是分片号，请写成 --array=1-N</translation>
    </message>
    <message>
        <source>%1 is set but %2 is not a count: give --shard auto/N</source>
        <translation>已设置 %1，但 %2 不是个数：请给出 --shard auto/N</translation>
    </message>
    <message>
        <source>%1 is %2, not an index</source>
        <translation>%1 为 %2，不是序号</translation>
    </message>
    <message>
        <source>--shard auto/N needs %1 or %2 set by the scheduler</source>
        <translation>--shard auto/N 需要调度器设置的 %1 或 %2</translation>
    </message>
    <message>
        <source>%1 is set: give --shard auto/N with the job&apos;s completions</source>
        <translation>已设置 %1：请按作业的 completions 数给出 --shard auto/N</translation>
    </message>
    <message>
        <source>%1 is beyond the %2 shards; a task submitted again on its own needs the count: --shard auto/N</source>
        <translation>%1 超出了 %2 个分片；单独重新提交的任务需要给出个数：--shard auto/N</translation>
    </message>
    <message>
        <source>--shard takes I/N with 1 &lt;= I &lt;= N (e.g. 2/8), or auto/N</source>
        <translation>--shard 的值为 I/N（1 &lt;= I &lt;= N，如 2/8）或 auto/N</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>kibitz-cli report: %1 is not a folder
</source>
        <translation>kibitz-cli report：%1 不是文件夹
</translation>
    </message>
    <message>
        <source>%1: not analysed yet</source>
        <translation>%1：尚未分析</translation>
    </message>
    <message>
        <source>%1: %2 moves analysed by %3</source>
        <translation>%1：%3 分析了 %2 手</translation>
    </message>
    <message>
        <source>analysed %1 of %2 records, not analysed yet %3</source>
        <translation>已分析 %1 / %2 个棋谱，尚未分析 %3 个</translation>
    </message>
    <message>
        <source>Also write every finished game into FILE, one collection in the format its extension names (one that holds several games: .sgf, .csa, .sfen …); a relative FILE is in --out&apos;s folder.</source>
        <translation>同时将每局结束的对局写入 FILE，即按其扩展名所示格式（可容纳多局的格式：.sgf、.csa、.sfen …）的一个合集文件；相对路径的 FILE 位于 --out 的文件夹中。</translation>
    </message>
    <message>
        <source>kibitz-cli match: --collection: no %1 record format holds several games
</source>
        <translation>kibitz-cli match: --collection：%1 没有可容纳多局的棋谱格式
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --collection %1: a %2 file that holds several games is named %3
</source>
        <translation>kibitz-cli match: --collection %1：可容纳多局的 %2 文件名应为 %3
</translation>
    </message>
    <message>
        <source>kibitz-cli match: %1 holds games already; continue its run with --resume, or give another --collection
</source>
        <translation>kibitz-cli match: %1 已有对局；请用 --resume 继续该次运行，或指定另一个 --collection
</translation>
    </message>
    <message>
        <source>Reads results streams (results.jsonl, or every results*.jsonl in a folder) and prints the statistics of each engine pairing in fastchess&apos;s layout, and the standings of more than two engines.
Over folders that analyse writes into (they hold analysis.params and no results stream), or with --analysis: prints the summary of each record analysed to the end, and how many of the run&apos;s records are not analysed yet.</source>
        <translation>读取结果流（results.jsonl，或文件夹中的所有 results*.jsonl），按 fastchess 的格式输出每对引擎的统计；引擎多于两个时还输出排名表。
对于 analyse 写入的文件夹（含 analysis.params 且没有结果流），或指定 --analysis 时：输出每个分析完毕的棋谱的摘要，以及本次运行中尚未分析的棋谱数。</translation>
    </message>
    <message>
        <source>Read the folders as analysed records (found by itself when analyse wrote them).</source>
        <translation>将文件夹作为已分析的棋谱读取（analyse 写入的文件夹会自动识别）。</translation>
    </message>
    <message>
        <source>kibitz-cli report: --sprt is for match results, not analyses
</source>
        <translation>kibitz-cli report：--sprt 用于对局结果，不能用于分析
</translation>
    </message>
    <message>
        <source>Sync each game&apos;s record to the disk before its results line, so that a power cut loses no finished game&apos;s record (a disk flush a game).</source>
        <translation>在写入结果行之前将每局棋谱同步到磁盘，这样断电也不会丢失已结束对局的棋谱（每局一次磁盘刷新）。</translation>
    </message>
    <message>
        <source>Keep nothing to CPUs. By default each game played at once, its engines too, is kept to CPUs of its own: the CPUs kibitz-cli may use, split evenly among the --concurrency games (Linux).</source>
        <translation>不固定任何 CPU。默认将同时进行的每局对局（连同其引擎）固定到各自的 CPU：kibitz-cli 可用的 CPU 在 --concurrency 局之间平均分配（Linux）。</translation>
    </message>
</context>
<context>
    <name>kibitz::cli::CollectionConversion</name>
    <message>
        <source>kibitz-cli convert: %1: game %2: %3
</source>
        <translation>kibitz-cli convert: %1：第%2局：%3
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1: %2 (not converted)
</source>
        <translation>kibitz-cli convert: %1：%2（未转换）
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1 records have no format &apos;%2&apos; with a file extension of its own
</source>
        <translation>kibitz-cli convert: %1 棋谱没有带自身扩展名的格式 &apos;%2&apos;
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: cannot make the folder %1
</source>
        <translation>kibitz-cli convert: 无法创建文件夹 %1
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1: %2
</source>
        <translation>kibitz-cli convert: %1：%2
</translation>
    </message>
    <message>
        <source>%1: %2 games found, %3 written to %4, %5 failed
</source>
        <translation>%1：找到 %2 局，%3 局写入 %4，%5 局失败
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: cannot write %1: %2
</source>
        <translation>kibitz-cli convert: 无法写入 %1：%2
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1 holds %2 games and a %3 file holds one: give a folder for --out (a name ending in &apos;/&apos;) to get one file per game, or a file of a format that holds several (%4)
</source>
        <translation>kibitz-cli convert: %1 含有 %2 局，而 %3 文件只能保存一局：请为 --out 指定一个文件夹（以 &apos;/&apos; 结尾的名称）以每局生成一个文件，或指定可保存多局的格式的文件（%4）
</translation>
    </message>
</context>
<context>
    <name>kibitz::cli::CsaOptions</name>
    <message>
        <source>The CSA server (default 127.0.0.1).</source>
        <translation>CSA 服务器（默认 127.0.0.1）。</translation>
    </message>
    <message>
        <source>HOST</source>
        <translation>HOST</translation>
    </message>
    <message>
        <source>Its port (default 4081).</source>
        <translation>其端口（默认 4081）。</translation>
    </message>
    <message>
        <source>PORT</source>
        <translation>PORT</translation>
    </message>
    <message>
        <source>The login name.</source>
        <translation>登录名。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>A file whose first line is the password (on Floodgate and shogi-server GAMENAME,PASSWORD, e.g. floodgate-300-10F,secret); never given on the command line.</source>
        <translation>第一行为密码的文件（在 Floodgate 和 shogi-server 上为 GAMENAME,PASSWORD，例如 floodgate-300-10F,secret）；密码从不写在命令行上。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Floodgate mode: each move carries the engine&apos;s score and PV, and the server closes the connection after each game.</source>
        <translation>Floodgate 模式：每步附带引擎的评估值和主变，服务器在每局后断开连接。</translation>
    </message>
    <message>
        <source>Games to play (default 1).</source>
        <translation>对局数（默认 1）。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Save each game&apos;s record in this folder.</source>
        <translation>将每局棋谱保存到此文件夹。</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>The records&apos; file names: {date} {gameid} {sente} {gote} and the extension of the format (default {date}-{gameid}.kif).</source>
        <translation>棋谱文件名：{date} {gameid} {sente} {gote} 及格式的扩展名（默认 {date}-{gameid}.kif）。</translation>
    </message>
    <message>
        <source>TEMPLATE</source>
        <translation>TEMPLATE</translation>
    </message>
    <message>
        <source>Milliseconds taken off the engine&apos;s time for the network (default 0).</source>
        <translation>为网络延迟从引擎用时中扣除的毫秒数（默认 0）。</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>MS</translation>
    </message>
    <message>
        <source>Start the engine afresh for each game.</source>
        <translation>每局重新启动引擎。</translation>
    </message>
    <message>
        <source>shogi-server&apos;s extended mode, x1 (LOGIN … x1).</source>
        <translation>shogi-server 的扩展模式 x1（LOGIN … x1）。</translation>
    </message>
    <message>
        <source>With USI_Ponder, ponder at once after each move, before the server confirms it (as ShogiHome&apos;s early ponder).</source>
        <translation>有 USI_Ponder 时，每步走完不等服务器确认就开始后台思考（同 ShogiHome 的提前思考）。</translation>
    </message>
</context>
<context>
    <name>kibitz::cli::FolderAnalysis</name>
    <message>
        <source>%1: already analysed, skipped</source>
        <translation>%1：已分析，跳过</translation>
    </message>
    <message>
        <source>%1: %2 moves analysed by %3 in %4 s</source>
        <translation>%1：%3 分析了 %2 手，用时 %4 秒</translation>
    </message>
    <message>
        <source>%1: not analysed: %2</source>
        <translation>%1：未能分析：%2</translation>
    </message>
</context>
<context>
    <name>kibitz::cli::FolderConversion</name>
    <message>
        <source>format &apos;%1&apos; has no file extension of its own: convert single files with --out FILE</source>
        <translation>格式“%1”没有自己的文件扩展名：请用 --out FILE 逐个转换文件</translation>
    </message>
    <message>
        <source>%1: %2 (the moves before it are converted)</source>
        <translation>%1: %2（此前的着法已转换）</translation>
    </message>
</context>
<context>
    <name>kibitz::cli::FolderIo</name>
    <message>
        <source>Cannot open the folder %1: %2</source>
        <translation>无法打开文件夹 %1：%2</translation>
    </message>
    <message>
        <source>cannot make the folder %1: %2</source>
        <translation>无法创建文件夹 %1：%2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>无法打开 %1：%2</translation>
    </message>
    <message>
        <source>%1 is too large for a record (%2 bytes)</source>
        <translation>%1 作为棋谱过大（%2 字节）</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>文件夹不存在</translation>
    </message>
</context>
<context>
    <name>kibitz::cli::SetupFlags</name>
    <message>
        <source>Start position in the game&apos;s setup notation.</source>
        <translation>用该游戏局面记法表示的初始局面。</translation>
    </message>
    <message>
        <source>SETUP</source>
        <translation>SETUP</translation>
    </message>
    <message>
        <source>(%1) %2</source>
        <translation>（%1）%2</translation>
    </message>
</context>
<context>
    <name>kibitz::cli::Shard</name>
    <message>
        <source>shard %1 of %2 (%3)</source>
        <translation>第 %1 / %2 个分片（%3）</translation>
    </message>
</context>
<context>
    <name>kibitz::cpuaffinity</name>
    <message>
        <source>CPU affinity is not supported on this system</source>
        <translation>此系统不支持 CPU 亲和性</translation>
    </message>
</context>
<context>
    <name>kibitz::goita</name>
    <message>
        <source>seed %1 is larger than %2</source>
        <translation>种子 %1 大于 %2</translation>
    </message>
</context>
<context>
    <name>kibitz::goita::GoitaAdapter</name>
    <message>
        <source>bestmove while no search runs: %1</source>
        <translation>未在搜索时收到 bestmove：%1</translation>
    </message>
    <message>
        <source>goshi answer that was not asked for: %1</source>
        <translation>未询问的五し回答：%1</translation>
    </message>
    <message>
        <source>unknown line: %1</source>
        <translation>未知的行：%1</translation>
    </message>
</context>
<context>
    <name>kibitz::goita::GoitaGame</name>
    <message>
        <source>Goita</source>
        <translation>ごいた（Goita）</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>座位 %1</translation>
    </message>
    <message>
        <source>Kibitz goita protocol</source>
        <translation>Kibitz ごいた协议</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>目标分数(&amp;T)：</translation>
    </message>
    <message>
        <source>The points that win a game (default 150).</source>
        <translation>赢得一局所需的分数（默认 150）。</translation>
    </message>
</context>
<context>
    <name>kibitz::goita::GoitaPosition</name>
    <message>
        <source>goita setup: move %1 (&apos;%2&apos;) is not legal</source>
        <translation>ごいた设置：第 %1 步（&apos;%2&apos;）不合法</translation>
    </message>
    <message>
        <source>5し dealt to both seats %1 and %2</source>
        <translation>座位 %1 和 %2 都拿到了5し</translation>
    </message>
    <message>
        <source>seats %1 and %2 reach %3 points (%4 to %5)</source>
        <translation>座位 %1 和 %2 达到 %3 分（%4 比 %5）</translation>
    </message>
    <message>
        <source>5し: play on</source>
        <translation>5し：继续</translation>
    </message>
    <message>
        <source>5し: redeal</source>
        <translation>5し：重新发牌</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>过</translation>
    </message>
</context>
<context>
    <name>kibitz::goita::GoitaRecordFormat</name>
    <message>
        <source>Goita record (JSON)</source>
        <translation>ごいた棋谱（JSON）</translation>
    </message>
    <message>
        <source>move %1 (&apos;%2&apos;) is not legal; the record is written up to it</source>
        <translation>第 %1 步（&apos;%2&apos;）不合法；棋谱写到此步之前</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>不是 JSON：%1</translation>
    </message>
    <message>
        <source>not a goita record: the top level must be an object</source>
        <translation>不是ごいた棋谱：顶层必须是对象</translation>
    </message>
    <message>
        <source>the file repeats the key &quot;round&quot; (as the format&apos;s own example does): its %1 rounds are read in order</source>
        <translation>文件重复了键 &quot;round&quot;（如格式说明中的示例）：按顺序读取其 %1 局</translation>
    </message>
    <message numerus="yes">
        <source>%n empty value(s) (like &quot;goshi&quot;: in the format&apos;s own example) read as absent</source>
        <translation>
            <numerusform>%n 个空值（如格式说明示例中的 &quot;goshi&quot;: ）按缺省读取</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;rounds&quot; must be an array</source>
        <translation>&quot;rounds&quot; 必须是数组</translation>
    </message>
    <message>
        <source>no round: a goita record needs &quot;rounds&quot; (or &quot;round&quot;, as the format&apos;s own example has it)</source>
        <translation>没有局：ごいた棋谱需要 &quot;rounds&quot;（或格式说明示例中的 &quot;round&quot;）</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>第 %1 局：%2</translation>
    </message>
    <message>
        <source>&quot;dealer&quot; must be a seat 0-3</source>
        <translation>&quot;dealer&quot; 必须是 0–3 的座位</translation>
    </message>
    <message>
        <source>&quot;hands&quot; must hold four hands</source>
        <translation>&quot;hands&quot; 必须包含四个人的手牌</translation>
    </message>
    <message>
        <source>hand %1 (&apos;%2&apos;) is not 8 pieces</source>
        <translation>手牌 %1（&apos;%2&apos;）不是 8 枚</translation>
    </message>
    <message>
        <source>the hands are not the 32 pieces of the set</source>
        <translation>手牌不是整套 32 枚棋子</translation>
    </message>
    <message>
        <source>&quot;record&quot; is not a sequence of turns</source>
        <translation>&quot;record&quot; 不是回合序列</translation>
    </message>
    <message>
        <source>the game is over after round %1; rounds %2 to %3 are not replayed</source>
        <translation>对局在第 %1 局后已结束；第 %2 到 %3 局不予重现</translation>
    </message>
    <message>
        <source>round %1: the file says seat %2 deals, but by the rules seat %3 does (the winner of the round before deals)</source>
        <translation>第 %1 局：文件说座位 %2 发牌，但按规则应是座位 %3（上一局的胜者发牌）</translation>
    </message>
    <message>
        <source>round %1: the file gives the score before it as %2-%3, the rounds before make it %4-%5</source>
        <translation>第 %1 局：文件给出的局前比分为 %2-%3，而按之前各局计算为 %4-%5</translation>
    </message>
    <message>
        <source>round %1: the file&apos;s &quot;goshi&quot; does not list the seats dealt five し</source>
        <translation>第 %1 局：文件的 &quot;goshi&quot; 未列出拿到五枚し的座位</translation>
    </message>
    <message>
        <source>round %1, turn %2: &apos;%3&apos; is not a legal turn here</source>
        <translation>第 %1 局第 %2 回合：&apos;%3&apos; 在此不合法</translation>
    </message>
    <message>
        <source>round %1: the file says the winner is seat %2, but its record has seat %3 play its last piece at turn %4 (&apos;%5&apos;)</source>
        <translation>第 %1 局：文件说胜者是座位 %2，但记录中座位 %3 在第 %4 回合（&apos;%5&apos;）打出了最后一枚</translation>
    </message>
    <message>
        <source>round %1: the file says the winner is seat %2, but the deal decides the round for seat %3</source>
        <translation>第 %1 局：文件说胜者是座位 %2，但发牌已决定座位 %3 获胜</translation>
    </message>
    <message>
        <source>round %1: the file says the winner is seat %2, but its record ends at turn %3 with the round still in play</source>
        <translation>第 %1 局：文件说胜者是座位 %2，但记录在第 %3 回合时该局仍在进行</translation>
    </message>
    <message>
        <source>round %1: its record ends before the round does; rounds %2 to %3 are not replayed</source>
        <translation>第 %1 局：记录在该局结束前就结束了；第 %2 到 %3 局不予重现</translation>
    </message>
</context>
<context>
    <name>kibitz::goita::GoitaSetup</name>
    <message>
        <source>goita setup: %1</source>
        <translation>ごいた设置：%1</translation>
    </message>
    <message>
        <source>deal %1 is not the 32 pieces of the set</source>
        <translation>第 %1 次发牌不是整套 32 枚棋子</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;</source>
        <translation>无法读取 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>bad value after &apos;%1&apos;</source>
        <translation>&apos;%1&apos; 之后的值错误</translation>
    </message>
</context>
<context>
    <name>kibitz::gomoku</name>
    <message>
        <source>offset</source>
        <translation>offset</translation>
    </message>
    <message>
        <source>pos</source>
        <translation>pos</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an offset</source>
        <translation>&apos;%1&apos; 不是偏移量</translation>
    </message>
    <message>
        <source>%1 offsets: the last has no pair</source>
        <translation>%1 个偏移量：最后一个没有配对</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no row number</source>
        <translation>&apos;%1&apos; 没有行号</translation>
    </message>
    <message>
        <source>overline</source>
        <translation>长连</translation>
    </message>
    <message>
        <source>double-four</source>
        <translation>四四</translation>
    </message>
    <message>
        <source>double-three</source>
        <translation>三三</translation>
    </message>
    <message>
        <source>stone %1 (%2)</source>
        <translation>第 %1 子（%2）</translation>
    </message>
    <message>
        <source>%1 is off the %2×%3 board</source>
        <translation>%1 在 %2×%3 棋盘之外</translation>
    </message>
    <message>
        <source>%1 is on a point already taken</source>
        <translation>%1 落在已有棋子的点上</translation>
    </message>
    <message>
        <source>%1 is black&apos;s forbidden point under renju (%2)</source>
        <translation>%1 是连珠规则下黑方的禁手（%2）</translation>
    </message>
    <message>
        <source>%1 comes after five in a row</source>
        <translation>%1 在五连之后</translation>
    </message>
    <message>
        <source>openings are played from an empty board, and &apos;%1&apos; has stones</source>
        <translation>开局从空棋盘开始，而 &apos;%1&apos; 上有棋子</translation>
    </message>
    <message>
        <source>neither c-gomoku-cli&apos;s offset notation (0,0, 1,-1 …) nor its pos notation (h8i7 …)</source>
        <translation>既不是 c-gomoku-cli 的 offset 记法（0,0, 1,-1 …）也不是其 pos 记法（h8i7 …）</translation>
    </message>
    <message>
        <source>in %1 notation, but the file&apos;s first opening is in %2 notation</source>
        <translation>使用 %1 记法，但文件的第一个开局使用 %2 记法</translation>
    </message>
</context>
<context>
    <name>kibitz::gomoku::AgiAdapter</name>
    <message>
        <source>AGI addresses boards up to 15×15, not %1×%2</source>
        <translation>AGI 只能表示最大 15×15 的棋盘，不能用 %1×%2</translation>
    </message>
    <message>
        <source>AGI cannot set up %1 black and %2 white stones</source>
        <translation>AGI 无法设置 %1 个黑子和 %2 个白子</translation>
    </message>
    <message>
        <source>not an AGI reply: %1</source>
        <translation>不是 AGI 回复：%1</translation>
    </message>
    <message>
        <source>engine error: %1</source>
        <translation>引擎错误：%1</translation>
    </message>
    <message>
        <source>searching %1</source>
        <translation>正在搜索 %1</translation>
    </message>
    <message>
        <source>winning: %1</source>
        <translation>必胜：%1</translation>
    </message>
    <message>
        <source>losing: %1</source>
        <translation>必败：%1</translation>
    </message>
    <message>
        <source>“GO” without a time: it chooses its own time</source>
        <translation>不带时间的“GO”：引擎自行决定用时</translation>
    </message>
    <message>
        <source>an AGI engine cannot play a swap opening</source>
        <translation>AGI 引擎无法进行交换开局</translation>
    </message>
</context>
<context>
    <name>kibitz::gomoku::GomocupAdapter</name>
    <message>
        <source>the engine answered: %1</source>
        <translation>引擎回答：%1</translation>
    </message>
    <message>
        <source>win rate %1%</source>
        <translation>胜率 %1%</translation>
    </message>
    <message>
        <source>“timeout_turn %1” (%2 s a move): Gomocup has no unlimited turn</source>
        <translation>“timeout_turn %1”（每步 %2 秒）：Gomocup 没有无限制的回合</translation>
    </message>
</context>
<context>
    <name>kibitz::gomoku::GomokuGame</name>
    <message>
        <source>Gomoku</source>
        <translation>五子棋</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黑</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Gomocup (Piskvork)</source>
        <translation>Gomocup (Piskvork)</translation>
    </message>
    <message>
        <source>AGI</source>
        <translation>AGI</translation>
    </message>
    <message>
        <source>Kibitz gomoku record</source>
        <translation>Kibitz 五子棋棋谱</translation>
    </message>
    <message>
        <source>Board si&amp;ze:</source>
        <translation>棋盘大小(&amp;Z)：</translation>
    </message>
    <message>
        <source>The board: N for N×N, or WxH; 5 to 22 (default 15).</source>
        <translation>棋盘：N 表示 N×N，或 宽x高；5 至 22（默认 15）。</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>规则(&amp;U)：</translation>
    </message>
    <message>
        <source>Freestyle (five or more wins)</source>
        <translation>无禁手（五子或以上获胜）</translation>
    </message>
    <message>
        <source>Standard (exactly five)</source>
        <translation>标准（恰好五子获胜）</translation>
    </message>
    <message>
        <source>Renju (black&apos;s forbidden moves)</source>
        <translation>连珠（黑方有禁手）</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>先手方</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>后手方</translation>
    </message>
    <message>
        <source>an AGI engine cannot play a swap opening (AGI places one stone a turn and cannot choose a colour); play it over Gomocup</source>
        <translation>AGI 引擎无法进行交换开局（AGI 每次只能下一子，也无法选择颜色）；请使用 Gomocup 协议</translation>
    </message>
    <message>
        <source>Find &amp;VCF (continuous fours)</source>
        <translation>查找 &amp;VCF（连续冲四）</translation>
    </message>
    <message>
        <source>Find VC&amp;T (threes and fours)</source>
        <translation>查找 VC&amp;T（活三与冲四）</translation>
    </message>
    <message>
        <source>The rule: freestyle (default), standard, renju, caro or standard-caro.</source>
        <translation>规则：freestyle（默认）、standard、renju、caro 或 standard-caro。</translation>
    </message>
    <message>
        <source>Caro (five or more, not blocked at both ends)</source>
        <translation>Caro（五连或以上，两端未被堵住）</translation>
    </message>
    <message>
        <source>Caro, exactly five (not blocked at both ends)</source>
        <translation>Caro，恰好五连（两端未被堵住）</translation>
    </message>
    <message>
        <source>O&amp;pening:</source>
        <translation>开局(&amp;P):</translation>
    </message>
    <message>
        <source>The opening: none (default); swap1 (the first player places three stones, the second chooses a colour); swap2 (the second may also place two more stones, and the first chooses).</source>
        <translation>开局：none（默认）；swap1（先手方摆三子，后手方选择颜色）；swap2（后手方也可再摆两子，由先手方选择）。</translation>
    </message>
    <message>
        <source>None (black moves first)</source>
        <translation>无（黑方先行）</translation>
    </message>
    <message>
        <source>Swap1 (three stones, then a choice)</source>
        <translation>Swap1（摆三子，对方选择）</translation>
    </message>
    <message>
        <source>Swap2 (three stones, a choice or two more stones)</source>
        <translation>Swap2（摆三子，对方选择或再摆两子）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an opening (none, swap1, swap2)</source>
        <translation>“%1”不是开局规则（none、swap1、swap2）</translation>
    </message>
    <message>
        <source>VCF</source>
        <translation>VCF</translation>
    </message>
    <message>
        <source>VCT</source>
        <translation>VCT</translation>
    </message>
</context>
<context>
    <name>kibitz::gomoku::GomokuPosition</name>
    <message>
        <source>&apos;%1&apos; is not a gomoku setup (%2); write the size, the rule and any stones, e.g. &apos;15 renju&apos; or &apos;20x20 freestyle B9,9 W10,10&apos;</source>
        <translation>&apos;%1&apos; 不是五子棋局面（%2）；请写出棋盘大小、规则和棋子，例如 &apos;15 renju&apos; 或 &apos;20x20 freestyle B9,9 W10,10&apos;</translation>
    </message>
    <message>
        <source>size and rule are needed</source>
        <translation>需要棋盘大小和规则</translation>
    </message>
    <message>
        <source>the size must be 5 to 22, or WxH</source>
        <translation>大小必须是 5 到 22，或 WxH</translation>
    </message>
    <message>
        <source>the side to move must come last</source>
        <translation>轮走方必须写在最后</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a stone like B7,7</source>
        <translation>&apos;%1&apos; 不是 B7,7 这样的棋子写法</translation>
    </message>
    <message>
        <source>%1 is taken twice</source>
        <translation>%1 被占用了两次</translation>
    </message>
    <message>
        <source>five or more in a row</source>
        <translation>五子或以上连珠</translation>
    </message>
    <message>
        <source>five in a row</source>
        <translation>五子连珠</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>棋盘已满</translation>
    </message>
    <message>
        <source>black has only forbidden points left</source>
        <translation>黑方只剩禁手点</translation>
    </message>
    <message>
        <source>the rule must be freestyle, standard, renju, caro or standard-caro</source>
        <translation>规则必须是 freestyle、standard、renju、caro 或 standard-caro</translation>
    </message>
    <message>
        <source>five or more in a row, not blocked at both ends</source>
        <translation>五连或以上（两端未被堵住）</translation>
    </message>
    <message>
        <source>five in a row, not blocked at both ends</source>
        <translation>五连（两端未被堵住）</translation>
    </message>
    <message>
        <source>a swap opening decides the side to move itself</source>
        <translation>交换开局自行决定轮到哪方</translation>
    </message>
    <message>
        <source>a swap opening&apos;s stones are placed black, white, black…</source>
        <translation>交换开局的棋子按黑、白、黑……的顺序摆放</translation>
    </message>
    <message>
        <source>a swap opening starts from 0, 3 or (swap2) 5 stones</source>
        <translation>交换开局从 0 子、3 子或（swap2）5 子开始</translation>
    </message>
</context>
<context>
    <name>kibitz::gomoku::Parser</name>
    <message>
        <source>an SGF file starts with &apos;(&apos;</source>
        <translation>SGF 文件以 &apos;(&apos; 开头</translation>
    </message>
    <message>
        <source>variations nested too deep</source>
        <translation>变化嵌套过深</translation>
    </message>
    <message>
        <source>a game tree needs a node &apos;;&apos;</source>
        <translation>对局树需要节点 &apos;;&apos;</translation>
    </message>
    <message>
        <source>&apos;)&apos; expected</source>
        <translation>应为 &apos;)&apos;</translation>
    </message>
    <message>
        <source>&apos;]&apos; missing</source>
        <translation>缺少 &apos;]&apos;</translation>
    </message>
    <message>
        <source>property %1 has no value</source>
        <translation>属性 %1 没有值</translation>
    </message>
</context>
<context>
    <name>kibitz::gomoku::PsqRecordFormat</name>
    <message>
        <source>Piskvork record</source>
        <translation>Piskvork 棋谱</translation>
    </message>
    <message>
        <source>PSQ does not record the rule (%1); it is read back as freestyle</source>
        <translation>PSQ 不记录规则（%1）；读回时按无禁手处理</translation>
    </message>
    <message>
        <source>the set-up stones do not alternate; PSQ cannot hold them</source>
        <translation>布局棋子没有交替；PSQ 无法保存</translation>
    </message>
    <message>
        <source>PSQ has no set-up: its stones are written as moves</source>
        <translation>PSQ 没有初始布局：其棋子写为着法</translation>
    </message>
    <message>
        <source>PSQ holds the main line only</source>
        <translation>PSQ 只保存主线</translation>
    </message>
    <message>
        <source>PSQ holds no comments or engine thoughts</source>
        <translation>PSQ 不保存注释或引擎思考</translation>
    </message>
    <message>
        <source>the name &apos;%1&apos; would read as a move; written with &apos;;&apos;</source>
        <translation>名称 &apos;%1&apos; 会被读作着法；已加 &apos;;&apos; 写入</translation>
    </message>
    <message>
        <source>not a Piskvork record (the first line must be like &apos;Piskvorky 15x15, 0:0, 0&apos;)</source>
        <translation>不是 Piskvork 棋谱（第一行应类似 &apos;Piskvorky 15x15, 0:0, 0&apos;）</translation>
    </message>
    <message>
        <source>Kibitz plays on boards of 5 to 22, not %1x%2</source>
        <translation>Kibitz 支持 5 到 22 路棋盘，不支持 %1x%2</translation>
    </message>
    <message>
        <source>%1 is off the %2x%3 board</source>
        <translation>%1 在 %2x%3 棋盘之外</translation>
    </message>
    <message>
        <source>line %1: &apos;%2&apos; was not understood</source>
        <translation>第 %1 行：无法理解 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>move %1 (%2,%3) cannot be played: the point is taken or the game is over</source>
        <translation>第 %1 步 (%2,%3) 无法落子：该点已有棋子或对局已结束</translation>
    </message>
    <message>
        <source>time out (Piskvork)</source>
        <translation>超时 (Piskvork)</translation>
    </message>
    <message>
        <source>error (Piskvork code -2)</source>
        <translation>错误（Piskvork 代码 -2）</translation>
    </message>
    <message>
        <source>PSQ does not record the rule: read as freestyle</source>
        <translation>PSQ 不记录规则：按无禁手读取</translation>
    </message>
    <message>
        <source>the moves break the rule the file names</source>
        <translation>着法违反了文件所写的规则</translation>
    </message>
    <message>
        <source>line %1: unknown rule &apos;%2&apos;</source>
        <translation>第%1行：未知规则 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>PSQ holds a swap opening&apos;s stones as moves, not who chose which colour</source>
        <translation>PSQ 将交换开局的棋子存为着法，不保存谁选择了哪种颜色</translation>
    </message>
</context>
<context>
    <name>kibitz::gomoku::SgfRecordFormat</name>
    <message>
        <source>SGF (gomoku)</source>
        <translation>SGF（五子棋）</translation>
    </message>
    <message>
        <source>GM[%1] is not gomoku (GM[4])</source>
        <translation>GM[%1] 不是五子棋 (GM[4])</translation>
    </message>
    <message>
        <source>SZ[%1] is not a board size Kibitz plays (5 to 22)</source>
        <translation>SZ[%1] 不是 Kibitz 支持的棋盘大小（5 到 22）</translation>
    </message>
    <message>
        <source>unknown rule RU[%1]; read as freestyle</source>
        <translation>未知规则 RU[%1]；按无禁手读取</translation>
    </message>
    <message>
        <source>set-up stone [%1] is off the board</source>
        <translation>布局棋子 [%1] 在棋盘之外</translation>
    </message>
    <message>
        <source>a node without a move was skipped</source>
        <translation>已跳过没有着法的节点</translation>
    </message>
    <message>
        <source>%1[%2] is not a legal move here</source>
        <translation>%1[%2] 在此不是合法着法</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi</name>
    <message>
        <source>an option declaration starts with &apos;name&apos;</source>
        <translation>选项声明须以 &apos;name&apos; 开头</translation>
    </message>
    <message>
        <source>unknown option type &apos;%1&apos;</source>
        <translation>未知的选项类型 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number for %2</source>
        <translation>&apos;%1&apos; 不是 %2 的整数</translation>
    </message>
    <message>
        <source>an option without a name</source>
        <translation>没有名称的选项</translation>
    </message>
    <message>
        <source>option %1 has no type</source>
        <translation>选项 %1 没有类型</translation>
    </message>
    <message>
        <source>spin option %1 needs min &lt;= max</source>
        <translation>spin 选项 %1 需要 min &lt;= max</translation>
    </message>
    <message>
        <source>combo option %1 lists no values</source>
        <translation>combo 选项 %1 没有列出任何值</translation>
    </message>
    <message>
        <source>the document is no object</source>
        <translation>文档不是对象</translation>
    </message>
    <message>
        <source>not a JKF object: %1</source>
        <translation>不是 JKF 对象：%1</translation>
    </message>
    <message>
        <source>unknown piece kind on the initial board</source>
        <translation>初始棋盘上有未知的棋子种类</translation>
    </message>
    <message>
        <source>impossible initial position: %1</source>
        <translation>不可能的初始局面：%1</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos;</source>
        <translation>未知的预设 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not a shogi record file or start list</source>
        <translation>既不是将棋棋谱文件也不是开局列表</translation>
    </message>
    <message>
        <source>%1: no such file or folder</source>
        <translation>%1：没有这样的文件或文件夹</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>步兵</translation>
    </message>
    <message>
        <source>lance</source>
        <translation>香车</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>桂马</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>银将</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>金将</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>角行</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>飞车</translation>
    </message>
    <message>
        <source>king</source>
        <translation>玉将</translation>
    </message>
    <message>
        <source>black</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>white</source>
        <translation>后手</translation>
    </message>
    <message>
        <source>the board has %1 ranks separated by &apos;/&apos;, not 9</source>
        <translation>棋盘用 &apos;/&apos; 分成了 %1 段, 而不是 9 段</translation>
    </message>
    <message>
        <source>&apos;++&apos; in rank %1</source>
        <translation>第 %1 段中有 &apos;++&apos;</translation>
    </message>
    <message>
        <source>&apos;+&apos; before a digit in rank %1</source>
        <translation>第 %1 段中数字前有 &apos;+&apos;</translation>
    </message>
    <message>
        <source>rank %1 has more than 9 squares</source>
        <translation>第 %1 段超过 9 格</translation>
    </message>
    <message>
        <source>unknown piece letter &apos;%1&apos; in rank %2</source>
        <translation>第 %2 段中有未知的棋子字母 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>a %1 cannot be promoted (&apos;+%2&apos; in rank %3)</source>
        <translation>%1 不能升变 (第 %3 段的 &apos;+%2&apos;)</translation>
    </message>
    <message>
        <source>&apos;+&apos; at the end of rank %1</source>
        <translation>第 %1 段末尾有 &apos;+&apos;</translation>
    </message>
    <message>
        <source>rank %1 has %2 squares, not 9</source>
        <translation>第 %1 段有 %2 格, 而不是 9 格</translation>
    </message>
    <message>
        <source>hand count above 18 in &apos;%1&apos;</source>
        <translation>&apos;%1&apos; 中的持驹数超过 18</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be in a hand (&apos;%2&apos;)</source>
        <translation>&apos;%1&apos; 不能作为持驹 (&apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1 has %2 %3s in hand (a set has %4)</source>
        <translation>%1的持驹中有 %2 枚%3 (一副棋只有 %4 枚)</translation>
    </message>
    <message>
        <source>hand &apos;%1&apos; ends with a count</source>
        <translation>持驹 &apos;%1&apos; 以数字结尾</translation>
    </message>
    <message>
        <source>expected 3 or 4 fields (board, side, hands, move number), found %1</source>
        <translation>需要 3 或 4 个字段 (棋盘、轮到哪方、持驹、手数), 实际有 %1 个</translation>
    </message>
    <message>
        <source>the side to move is &apos;b&apos; or &apos;w&apos;, not &apos;%1&apos;</source>
        <translation>轮到哪方应为 &apos;b&apos; 或 &apos;w&apos;, 而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the move number must be a positive integer, not &apos;%1&apos;</source>
        <translation>手数必须是正整数, 而不是 &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::Bod</name>
    <message>
        <source>cannot read the hand piece &apos;%1&apos;</source>
        <translation>无法读取持驹 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>a board row must hold nine squares</source>
        <translation>棋盘行必须有九格</translation>
    </message>
    <message>
        <source>a board row must end with its rank</source>
        <translation>棋盘行必须以段号结尾</translation>
    </message>
    <message>
        <source>unknown piece &apos;%1&apos; on the board</source>
        <translation>棋盘上有未知棋子 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the board diagram must have nine ranks</source>
        <translation>局面图必须有九段</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::BodRecordFormat</name>
    <message>
        <source>BOD board diagram</source>
        <translation>BOD 局面图</translation>
    </message>
    <message>
        <source>no valid board diagram: %1</source>
        <translation>没有有效的局面图：%1</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::CsaClient</name>
    <message>
        <source>the server sent nothing for %1 s</source>
        <translation>服务器 %1 秒没有发送任何内容</translation>
    </message>
    <message>
        <source>the server sent a line longer than %1 bytes</source>
        <translation>服务器发送了超过 %1 字节的行</translation>
    </message>
    <message>
        <source>the server sent a line that is not text</source>
        <translation>服务器发送了非文本的行</translation>
    </message>
    <message>
        <source>the server closed the connection</source>
        <translation>服务器关闭了连接</translation>
    </message>
    <message>
        <source>the server&apos;s game summary has no Game_ID</source>
        <translation>服务器的对局信息中没有 Game_ID</translation>
    </message>
    <message>
        <source>the server&apos;s game summary does not say our side (Your_Turn)</source>
        <translation>服务器的对局信息没有说明我方（Your_Turn）</translation>
    </message>
    <message>
        <source>the server refused the connection (is it running, is the port right?)</source>
        <translation>服务器拒绝了连接（服务器在运行吗？端口对吗？）</translation>
    </message>
    <message>
        <source>the server&apos;s name was not found (is the host name right?)</source>
        <translation>找不到服务器的名称（主机名对吗？）</translation>
    </message>
    <message>
        <source>the server did not answer in time</source>
        <translation>服务器未及时应答</translation>
    </message>
    <message>
        <source>the network is unreachable or went down</source>
        <translation>网络不可达或已断开</translation>
    </message>
    <message>
        <source>this computer cannot open a connection now</source>
        <translation>本机现在无法建立连接</translation>
    </message>
    <message>
        <source>the proxy could not be used</source>
        <translation>无法使用代理</translation>
    </message>
    <message>
        <source>the connection failed</source>
        <translation>连接失败</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::CsaGame</name>
    <message>
        <source>the server&apos;s start position cannot be read: %1</source>
        <translation>无法读取服务器的初始局面：%1</translation>
    </message>
    <message>
        <source>the server&apos;s start position cannot be played: %1</source>
        <translation>无法从服务器的初始局面对局：%1</translation>
    </message>
    <message>
        <source>The engine played an illegal move (%1); Kibitz resigned the game for it.</source>
        <translation>引擎走了非法着法（%1），Kibitz 因此认输。</translation>
    </message>
    <message>
        <source>The engine failed (%1); Kibitz resigned the game for it.</source>
        <translation>引擎出错（%1），Kibitz 因此认输。</translation>
    </message>
    <message>
        <source>The server sent a move Kibitz cannot play here: %1</source>
        <translation>服务器发送了此局面下无法走的着法：%1</translation>
    </message>
    <message>
        <source>The connection to the server was lost during the game: %1</source>
        <translation>对局中与服务器的连接中断：%1</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::CsaRecordFormat</name>
    <message>
        <source>CSA V3.0</source>
        <translation>CSA V3.0</translation>
    </message>
    <message>
        <source>CSA V2.2</source>
        <translation>CSA V2.2</translation>
    </message>
    <message>
        <source>impossible start position: %1</source>
        <translation>不可能的开始局面：%1</translation>
    </message>
    <message>
        <source>the file holds several games; only the first is read</source>
        <translation>文件包含多个对局；只读取第一个</translation>
    </message>
    <message>
        <source>cannot read the board row &apos;%1&apos;</source>
        <translation>无法读取棋盘行 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;</source>
        <translation>无法读取 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>move %1 &apos;%2&apos;: %3</source>
        <translation>第 %1 步 &apos;%2&apos;：%3</translation>
    </message>
    <message>
        <source>bad time &apos;%1&apos;</source>
        <translation>错误的时间 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>line %1: unknown ending &apos;%2&apos;</source>
        <translation>第 %1 行：未知的终局 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>comment of move %1</source>
        <translation>第 %1 步的注释</translation>
    </message>
    <message>
        <source>comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <source>line %1: ignored &apos;%2&apos;</source>
        <translation>第 %1 行：已忽略 &apos;%2&apos;</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::CsaSession</name>
    <message>
        <source>the server refused the login (%1): are the id and password right?</source>
        <translation>服务器拒绝登录（%1）：ID 和密码正确吗？</translation>
    </message>
    <message>
        <source>The game was called off: %1</source>
        <translation>对局已取消：%1</translation>
    </message>
    <message>
        <source>the engine failed: %1</source>
        <translation>引擎出错：%1</translation>
    </message>
    <message>
        <source>cannot reach the server %1:%2: %3</source>
        <translation>无法连接服务器 %1:%2：%3</translation>
    </message>
    <message>
        <source>%1; trying again in %2 s.</source>
        <translation>%1；%2 秒后重试。</translation>
    </message>
    <message>
        <source>The record could not be saved to %1: %2</source>
        <translation>无法将棋谱保存到 %1：%2</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::JkfRecordFormat</name>
    <message>
        <source>JSON Kifu Format</source>
        <translation>JSON 棋谱格式 (JKF)</translation>
    </message>
    <message>
        <source>forks nested too deeply</source>
        <translation>分支嵌套过深</translation>
    </message>
    <message>
        <source>move %1 has neither a move nor a special</source>
        <translation>第 %1 步既无着法也无特殊着</translation>
    </message>
    <message>
        <source>move %1 is not legal</source>
        <translation>第 %1 步不合法</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::KifRecordFormat</name>
    <message>
        <source>KIF (UTF-8)</source>
        <translation>KIF (UTF-8)</translation>
    </message>
    <message>
        <source>KIF (Shift_JIS)</source>
        <translation>KIF (Shift_JIS)</translation>
    </message>
    <message>
        <source>KI2 (UTF-8)</source>
        <translation>KI2 (UTF-8)</translation>
    </message>
    <message>
        <source>KI2 (Shift_JIS)</source>
        <translation>KI2 (Shift_JIS)</translation>
    </message>
    <message>
        <source>bad board diagram: %1</source>
        <translation>错误的局面图：%1</translation>
    </message>
    <message>
        <source>variation &apos;%1&apos; has no move %2 to branch from</source>
        <translation>变化 &apos;%1&apos; 没有可分支的第 %2 步</translation>
    </message>
    <message>
        <source>unknown handicap &apos;%1&apos;, read as 平手</source>
        <translation>未知的让子 &apos;%1&apos;，按平手读取</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;</source>
        <translation>无法读取 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>line %1: ignored &apos;%2&apos;</source>
        <translation>第 %1 行：已忽略 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>move number %1 where %2 was expected</source>
        <translation>应为第 %2 步，却是第 %1 步</translation>
    </message>
    <message>
        <source>move %1 &apos;%2&apos;: %3</source>
        <translation>第 %1 步 &apos;%2&apos;：%3</translation>
    </message>
    <message>
        <source>%1 header</source>
        <translation>%1 标题</translation>
    </message>
    <message>
        <source>line %1: unknown special move &apos;%2&apos;, read as 中断</source>
        <translation>第 %1 行：未知的特殊着法 &apos;%2&apos;, 按中断读取</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::RecordFileText</name>
    <message>
        <source>line %1</source>
        <translation>变例 %1</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; (U+%3) cannot be written in Shift_JIS; written as &apos;%4&apos;</source>
        <translation>%1：&apos;%2&apos; (U+%3) 无法以 Shift_JIS 写入；已写为 &apos;%4&apos;</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::SfenRecordFormat</name>
    <message>
        <source>SFEN with moves</source>
        <translation>SFEN（带着法）</translation>
    </message>
    <message>
        <source>USI position command</source>
        <translation>USI position 命令</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件为空</translation>
    </message>
    <message>
        <source>the file holds %1 records; only the first is read</source>
        <translation>文件包含 %1 个棋谱；只读取第一个</translation>
    </message>
    <message>
        <source>bad position: %1</source>
        <translation>错误的局面：%1</translation>
    </message>
    <message>
        <source>move %1: %2</source>
        <translation>第 %1 步：%2</translation>
    </message>
    <message>
        <source>%1 holds moves only; comments and think comments are not written</source>
        <translation>%1 只保存着法；注释和思考注释不会写入</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::ShogiGame</name>
    <message>
        <source>Shogi</source>
        <translation>将棋</translation>
    </message>
    <message>
        <source>Sente</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>Gote</source>
        <translation>后手</translation>
    </message>
    <message>
        <source>USI</source>
        <translation>USI</translation>
    </message>
    <message>
        <source>&amp;Handicap:</source>
        <translation>让子(&amp;H)：</translation>
    </message>
    <message>
        <source>A standard start by id or Japanese name, e.g. bishop or 角落ち (default even).</source>
        <translation>按 ID 或日文名指定标准让子，例如 bishop 或 角落ち（默认平手）。</translation>
    </message>
    <message>
        <source>&amp;SFEN:</source>
        <translation>SFEN(&amp;S)：</translation>
    </message>
    <message>
        <source>Any start position in SFEN, instead of a handicap.</source>
        <translation>以 SFEN 指定任意初始局面，代替让子。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a handicap</source>
        <translation>&apos;%1&apos; 不是让子</translation>
    </message>
    <message>
        <source>give a handicap or an SFEN, not both</source>
        <translation>请指定让子或 SFEN，不能两者都给</translation>
    </message>
    <message>
        <source>Shitate</source>
        <translation>下手</translation>
    </message>
    <message>
        <source>Uwate</source>
        <translation>上手</translation>
    </message>
    <message>
        <source>Resigned</source>
        <translation>认输</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>中断</translation>
    </message>
    <message>
        <source>Repetition</source>
        <translation>千日手</translation>
    </message>
    <message>
        <source>Impasse</source>
        <translation>持将棋</translation>
    </message>
    <message>
        <source>Checkmate</source>
        <translation>将死</translation>
    </message>
    <message>
        <source>Time out</source>
        <translation>超时</translation>
    </message>
    <message>
        <source>Won by a foul</source>
        <translation>犯规胜</translation>
    </message>
    <message>
        <source>Lost by a foul</source>
        <translation>犯规负</translation>
    </message>
    <message>
        <source>Entering-king win</source>
        <translation>入玉胜</translation>
    </message>
    <message>
        <source>Win by default</source>
        <translation>不战胜</translation>
    </message>
    <message>
        <source>Loss by default</source>
        <translation>不战败</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::ShogiPosition</name>
    <message>
        <source>&apos;%1&apos; is neither a handicap nor a valid SFEN: %2</source>
        <translation>&apos;%1&apos; 既不是让子名称也不是有效的 SFEN：%2</translation>
    </message>
    <message>
        <source>entering-king declaration</source>
        <translation>入玉宣言</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>将死</translation>
    </message>
    <message>
        <source>no legal move</source>
        <translation>没有合法着法</translation>
    </message>
    <message>
        <source>fourfold repetition (sennichite)</source>
        <translation>千日手（四次重复）</translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation>连续将军的千日手</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::UsiAdapter</name>
    <message>
        <source>option not understood: %1</source>
        <translation>无法理解的选项：%1</translation>
    </message>
    <message>
        <source>bestmove in answer to go mate</source>
        <translation>对 go mate 的应答是 bestmove</translation>
    </message>
    <message>
        <source>ponder move not understood: %1</source>
        <translation>无法理解的预想着法：%1</translation>
    </message>
    <message>
        <source>checkmate without go mate</source>
        <translation>没有 go mate 却收到 checkmate</translation>
    </message>
    <message>
        <source>checkmate move not understood: %1</source>
        <translation>无法理解的 checkmate 着法：%1</translation>
    </message>
    <message>
        <source>“byoyomi %1” (%2 s a move): USI has no unlimited turn</source>
        <translation>“byoyomi %1”（每步 %2 秒）：USI 没有无限制的回合</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::Writer</name>
    <message>
        <source>comment before the first move</source>
        <translation>第一步之前的注释</translation>
    </message>
    <message>
        <source>comment of move %1</source>
        <translation>第 %1 步的注释</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>第 %1 步</translation>
    </message>
</context>
<context>
    <name>kibitz::tictactoe</name>
    <message>
        <source>unterminated string</source>
        <translation>字符串未结束</translation>
    </message>
    <message>
        <source>bad escape \%1%2</source>
        <translation>错误的转义 \%1%2</translation>
    </message>
    <message>
        <source>bad escape \%1</source>
        <translation>错误的转义 \%1</translation>
    </message>
    <message>
        <source>expected name:value at &quot;%1&quot;</source>
        <translation>在 &quot;%1&quot; 处应为 name:value</translation>
    </message>
    <message>
        <source>unterminated &apos;&apos;&apos; value of %1</source>
        <translation>%1 的 &apos;&apos;&apos; 值未结束</translation>
    </message>
    <message>
        <source>unterminated string in the value of %1</source>
        <translation>%1 的值中字符串未结束</translation>
    </message>
    <message>
        <source>multi-line basic strings are not supported (value of %1)</source>
        <translation>不支持多行基本字符串（%1 的值）</translation>
    </message>
    <message>
        <source>%1 in the value of %2</source>
        <translation>%2 的值中：%1</translation>
    </message>
    <message>
        <source>unexpected text after the value of %1</source>
        <translation>%1 的值之后有多余的文本</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos; as a move</source>
        <translation>无法把 &apos;%1&apos; 读作一步棋</translation>
    </message>
    <message>
        <source>move %1 (&apos;%2&apos;) is not a square: 0–8 or a1–c3</source>
        <translation>第 %1 手（&apos;%2&apos;）不是格子：0–8 或 a1–c3</translation>
    </message>
    <message>
        <source>move %1 (%2) comes after the game is over</source>
        <translation>第 %1 手（%2）在对局结束之后</translation>
    </message>
    <message>
        <source>move %1 (%2) is on a square already taken</source>
        <translation>第 %1 手（%2）落在已被占的格子上</translation>
    </message>
</context>
<context>
    <name>kibitz::tictactoe::TicTacToeGame</name>
    <message>
        <source>Tic-tac-toe</source>
        <translation>井字棋</translation>
    </message>
    <message>
        <source>TLF dialect</source>
        <translation>TLF 方言</translation>
    </message>
    <message>
        <source>UXI dialect</source>
        <translation>UXI 方言</translation>
    </message>
    <message>
        <source>Kibitz tic-tac-toe record</source>
        <translation>Kibitz 井字棋棋谱</translation>
    </message>
</context>
<context>
    <name>kibitz::tictactoe::TicTacToePosition</name>
    <message>
        <source>&apos;%1&apos; is not a tic-tac-toe setup: write nine cells (. X O) and the side to move, e.g. &apos;....X.... O&apos;</source>
        <translation>&apos;%1&apos; 不是井字棋局面：请写出九个格子（. X O）和轮走方，例如 &apos;....X.... O&apos;</translation>
    </message>
    <message>
        <source>three in a row</source>
        <translation>三子连线</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>棋盘已满</translation>
    </message>
</context>
<context>
    <name>kibitz::tictactoe::TlfAdapter</name>
    <message>
        <source>engine error: %1</source>
        <translation>引擎错误：%1</translation>
    </message>
</context>
<context>
    <name>kibitz::tictactoe::TlfReplyReader</name>
    <message>
        <source>continuation line outside a &apos;&apos;&apos; value: %1</source>
        <translation>&apos;&apos;&apos; 值之外的续行：%1</translation>
    </message>
    <message>
        <source>not a TLF reply line: %1</source>
        <translation>不是 TLF 回复行：%1</translation>
    </message>
    <message>
        <source>malformed reply: %1</source>
        <translation>格式错误的回复：%1</translation>
    </message>
    <message>
        <source>a &apos;&apos;&apos; value of more than %1 characters: reply dropped</source>
        <translation>&apos;&apos;&apos; 值超过 %1 个字符：已丢弃回复</translation>
    </message>
    <message>
        <source>a &apos;&apos;&apos; value of more than %1 lines or %2 characters: reply dropped</source>
        <translation>&apos;&apos;&apos; 值超过 %1 行或 %2 个字符：已丢弃回复</translation>
    </message>
    <message>
        <source>malformed reply: unexpected text after the value of %1</source>
        <translation>格式错误的回复：%1 的值之后有多余的文本</translation>
    </message>
    <message>
        <source>unterminated &apos;&apos;&apos; value of %1</source>
        <translation>%1 的 &apos;&apos;&apos; 值未结束</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>kibitz-cli: unknown command &apos;%1&apos;
</source>
        <translation>kibitz-cli：未知命令 &apos;%1&apos;
</translation>
    </message>
    <message>
        <source>A game record to open.</source>
        <translation>要打开的棋谱。</translation>
    </message>
    <message>
        <source>Open Record</source>
        <translation>打开棋谱</translation>
    </message>
    <message>
        <source>Play and analyse %1 against engines.</source>
        <translation>与引擎对弈并分析 %1。</translation>
    </message>
    <message>
        <source>Usage: kibitz-cli COMMAND [options]
Commands:
  match    play engine-versus-engine games (kibitz-cli match --help)
  convert  convert a record between formats (kibitz-cli convert --help)
  perft    count legal move sequences, for move generator authors (kibitz-cli perft --help)
  mate     ask an engine for a forced mate (kibitz-cli mate --help)
  analyse  run an engine over every move of records (kibitz-cli analyse --help)
  report   statistics and SPRT of engine matches&apos; results (kibitz-cli report --help)
  csa      play shogi on a CSA server such as Floodgate (kibitz-cli csa --help)
</source>
        <translation>用法：kibitz-cli COMMAND [options]
命令：
  match    进行引擎对引擎的对局 (kibitz-cli match --help)
  convert  在格式之间转换棋谱 (kibitz-cli convert --help)
  perft    统计合法着法序列数，供走法生成器作者使用 (kibitz-cli perft --help)
  mate     询问引擎是否有强制将死 (kibitz-cli mate --help)
  analyse  用引擎分析棋谱的每一手 (kibitz-cli analyse --help)
  report   引擎对局结果的统计与 SPRT (kibitz-cli report --help)
  csa      在 Floodgate 等 CSA 服务器上下将棋 (kibitz-cli csa --help)
</translation>
    </message>
</context>
</TS>
