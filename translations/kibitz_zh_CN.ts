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
        <source>expected name:value at "%1"</source>
        <translation>在 "%1" 处应为 name:value</translation>
    </message>
    <message>
        <source>unterminated ''' value of %1</source>
        <translation>%1 的 ''' 值未结束</translation>
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
</context>
<context>
    <name>kibitz::ClockPanel</name>
    <message>
        <source>byoyomi %1</source>
        <translation>读秒 %1</translation>
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
        <source>the program's folder</source>
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
        <source>Choose the engine's program.</source>
        <translation>请选择引擎程序。</translation>
    </message>
    <message>
        <source>%1 is not an executable program.</source>
        <translation>%1 不是可执行程序。</translation>
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
        <source>%1 sent a move that cannot be read: '%2'</source>
        <translation>%1 发送了无法识别的着法：'%2'</translation>
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
        <source>engine exited (code %1)</source>
        <translation>引擎已退出（代码 %1）</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <translation>%1 崩溃了</translation>
    </message>
    <message>
        <source>%1 exited with code %2</source>
        <translation>%1 以代码 %2 退出</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineProcess</name>
    <message>
        <source>a line longer than %1 bytes was dropped</source>
        <translation>已丢弃超过 %1 字节的行</translation>
    </message>
    <message>
        <source>invalid UTF-8 in the engine's output</source>
        <translation>引擎输出中含有无效的 UTF-8</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineSpec</name>
    <message>
        <source>no engine given: write 'bundled' or cmd=PATH …</source>
        <translation>未指定引擎：请写 'bundled' 或 cmd=PATH …</translation>
    </message>
    <message>
        <source>'%1' is not a key=value engine word</source>
        <translation>'%1' 不是 key=value 形式的引擎参数</translation>
    </message>
    <message>
        <source>unknown engine word '%1'</source>
        <translation>未知的引擎参数 '%1'</translation>
    </message>
    <message>
        <source>give either 'bundled' or cmd=PATH for an engine</source>
        <translation>引擎请指定 'bundled' 或 cmd=PATH 之一</translation>
    </message>
    <message>
        <source>protocol '%1' is not spoken for %2 (known: %3)</source>
        <translation>%2 不支持协议 '%1'（可用：%3）</translation>
    </message>
    <message>
        <source>the bundled engine %1 is missing</source>
        <translation>找不到内置引擎 %1</translation>
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
</context>
<context>
    <name>kibitz::MainWindow</name>
    <message>
        <source>aborted by the user</source>
        <translation>用户中止</translation>
    </message>
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
        <source>Stop the engine's search and make it play its best move</source>
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
        <source>&amp;About Kibitz</source>
        <translation>关于 Kibitz(&amp;A)</translation>
    </message>
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
        <source>a new game was started</source>
        <translation>已开始新对局</translation>
    </message>
    <message>
        <source>Kibitz does not know the game '%1'.</source>
        <translation>Kibitz 不认识游戏 '%1'。</translation>
    </message>
    <message>
        <source>%1 cannot play: %2</source>
        <translation>%1 无法对局：%2</translation>
    </message>
    <message>
        <source>No engine plays in this game. Choose one for a side with File → New Game.</source>
        <translation>本局没有引擎参与。可通过 文件 → 新对局 为一方选择引擎。</translation>
    </message>
    <message>
        <source>Player's engine</source>
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
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>Game in Progress</source>
        <translation>对局进行中</translation>
    </message>
    <message>
        <source>A game is in progress. Save its record before leaving it?</source>
        <translation>对局正在进行。离开前保存棋谱吗？</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <source>Kibitz does not know the format of %1.</source>
        <translation>Kibitz 不认识 %1 的格式。</translation>
    </message>
    <message>
        <source>The moves before the error were read.</source>
        <translation>错误之前的着法已读入。</translation>
    </message>
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
        <source>%1 could not be read in full.

%2</source>
        <translation>%1 未能完整读取。

%2</translation>
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
        <source>Human</source>
        <translation>人类</translation>
    </message>
</context>
<context>
    <name>kibitz::Match</name>
    <message>
        <source>game %1, playing %2</source>
        <translation>第 %1 局，执 %2</translation>
    </message>
    <message>
        <source>Game %1 (%2): %3 {%4%5}</source>
        <translation>第 %1 局（%2）：%3 {%4%5}</translation>
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
</context>
<context>
    <name>kibitz::NewGameDialog</name>
    <message>
        <source>&amp;Fixed time per move</source>
        <translation>每步固定时间(&amp;F)</translation>
    </message>
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
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>不限时</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>用时设置</translation>
    </message>
    <message>
        <source>&amp;Time per side:</source>
        <translation>每方用时(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Byoyomi:</source>
        <translation>读秒(&amp;B)：</translation>
    </message>
    <message>
        <source>&amp;Increment:</source>
        <translation>每步加秒(&amp;I)：</translation>
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
</context>
<context>
    <name>kibitz::RecordReadResult</name>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
</context>
<context>
    <name>kibitz::Session</name>
    <message>
        <source>%1 overran its time (%2 ms used)</source>
        <translation>%1 超出用时（用了 %2 毫秒）</translation>
    </message>
    <message>
        <source>%1 played an illegal move: '%2'</source>
        <translation>%1 走了非法着法：'%2'</translation>
    </message>
    <message>
        <source>%1 resigned</source>
        <translation>%1 认输</translation>
    </message>
    <message>
        <source>%1 did not move within its time (%2 ms)</source>
        <translation>%1 未在规定时间（%2 毫秒）内走棋</translation>
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
        <source>'%1' is not a time control: write BASE[+BYOYOMI[+INCREMENT]] in seconds, or movetime=MS</source>
        <translation>'%1' 不是用时设置：请以秒为单位写 BASE[+BYOYOMI[+INCREMENT]]，或 movetime=MS</translation>
    </message>
</context>
<context>
    <name>kibitz::TlfReplyReader</name>
    <message>
        <source>continuation line outside a ''' value: %1</source>
        <translation>''' 值之外的续行：%1</translation>
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
        <source>a ''' value of more than %1 characters: reply dropped</source>
        <translation>''' 值超过 %1 个字符：已丢弃回复</translation>
    </message>
    <message>
        <source>a ''' value of more than %1 lines or %2 characters: reply dropped</source>
        <translation>''' 值超过 %1 行或 %2 个字符：已丢弃回复</translation>
    </message>
    <message>
        <source>malformed reply: unexpected text after the value of %1</source>
        <translation>格式错误的回复：%1 的值之后有多余的文本</translation>
    </message>
    <message>
        <source>unterminated ''' value of %1</source>
        <translation>%1 的 ''' 值未结束</translation>
    </message>
</context>
<context>
    <name>kibitz::cli</name>
    <message>
        <source>Converts a record between formats, chosen by the file extensions unless --format says.</source>
        <translation>在格式之间转换棋谱；未给出 --format 时按扩展名选择格式。</translation>
    </message>
    <message>
        <source>The record to read.</source>
        <translation>要读取的棋谱。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>The record to write.</source>
        <translation>要写入的棋谱。</translation>
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
        <source>kibitz-cli convert: give --in FILE and --out FILE
</source>
        <translation>kibitz-cli convert：请给出 --in FILE 和 --out FILE
</translation>
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
        <source>kibitz-cli convert: unknown output format for %1
</source>
        <translation>kibitz-cli convert：%1 的输出格式未知
</translation>
    </message>
    <message>
        <source>Plays engine-versus-engine games, sides alternating.

--engine ENGINE (give it once per side) is 'bundled' or the words
  cmd=PATH [arg=A]... [dir=DIR] [proto=P] [name=NAME] [option.NAME=VALUE]...
Without --tc or --movetime the time control is %1 (BASE+BYOYOMI+INCREMENT seconds).</source>
        <translation>进行引擎对引擎的对局，双方轮换先后手。

--engine ENGINE（每方给一次）为 'bundled' 或以下参数
  cmd=PATH [arg=A]... [dir=DIR] [proto=P] [name=NAME] [option.NAME=VALUE]...
未给出 --tc 或 --movetime 时，用时为 %1（BASE+BYOYOMI+INCREMENT 秒）。</translation>
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
        <source>Number of games (default 1).</source>
        <translation>对局数（默认 1）。</translation>
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
        <source>Start position in the game's setup notation.</source>
        <translation>用该游戏局面记法表示的初始局面。</translation>
    </message>
    <message>
        <source>SETUP</source>
        <translation>SETUP</translation>
    </message>
    <message>
        <source>Directory for the game records.</source>
        <translation>保存棋谱的目录。</translation>
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
        <source>An engine (see above); once per side.</source>
        <translation>引擎（见上文）；每方一次。</translation>
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
        <source>kibitz-cli match: %1 takes %2 --engine options, one per side
</source>
        <translation>kibitz-cli match：%1 需要 %2 个 --engine 选项，每方一个
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
        <source>Start position (default: the initial position).</source>
        <translation>初始局面（默认：开局局面）。</translation>
    </message>
    <message>
        <source>SFEN</source>
        <translation>SFEN</translation>
    </message>
    <message>
        <source>Start from a standard setup by id or Japanese name (e.g. bishop, 角落ち).</source>
        <translation>从按 id 或日文名指定的标准局面开始（例如 bishop、角落ち）。</translation>
    </message>
    <message>
        <source>HANDICAP</source>
        <translation>HANDICAP</translation>
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
        <source>kibitz-cli perft: give --sfen or --setup, not both
</source>
        <translation>kibitz-cli perft：--sfen 与 --setup 只能给出其一
</translation>
    </message>
    <message>
        <source>kibitz-cli perft: unknown setup '%1'
</source>
        <translation>kibitz-cli perft：未知的局面 '%1'
</translation>
    </message>
    <message>
        <source>kibitz-cli perft: %1
</source>
        <translation>kibitz-cli perft：%1
</translation>
    </message>
</context>
<context>
    <name>kibitz::tictactoe::TextRecordFormat</name>
    <message>
        <source>Kibitz tic-tac-toe record</source>
        <translation>Kibitz 井字棋棋谱</translation>
    </message>
    <message>
        <source>the file is not valid UTF-8</source>
        <translation>文件不是有效的 UTF-8</translation>
    </message>
    <message>
        <source>not a Kibitz tic-tac-toe record (the first line must be '%1')</source>
        <translation>不是 Kibitz 井字棋棋谱（第一行必须是 '%1'）</translation>
    </message>
    <message>
        <source>bad variation '%1'</source>
        <translation>错误的变例 '%1'</translation>
    </message>
    <message>
        <source>expected move number %1</source>
        <translation>应为第 %1 步</translation>
    </message>
    <message>
        <source>'%1' is not a legal move here</source>
        <translation>'%1' 在此不是合法着法</translation>
    </message>
    <message>
        <source>bad time '%1'</source>
        <translation>错误的时间 '%1'</translation>
    </message>
    <message>
        <source>cannot read '%1'</source>
        <translation>无法读取 '%1'</translation>
    </message>
    <message>
        <source>unknown result '%1'</source>
        <translation>未知的结果 '%1'</translation>
    </message>
</context>
<context>
    <name>kibitz::tictactoe::TicTacToeGame</name>
    <message>
        <source>Tic-tac-toe</source>
        <translation>井字棋</translation>
    </message>
    <message>
        <source>X</source>
        <translation>X</translation>
    </message>
    <message>
        <source>O</source>
        <translation>O</translation>
    </message>
    <message>
        <source>TLF dialect</source>
        <translation>TLF 方言</translation>
    </message>
    <message>
        <source>UXI dialect</source>
        <translation>UXI 方言</translation>
    </message>
</context>
<context>
    <name>kibitz::tictactoe::TicTacToePosition</name>
    <message>
        <source>'%1' is not a tic-tac-toe setup: write nine cells (. X O) and the side to move, e.g. '....X.... O'</source>
        <translation>'%1' 不是井字棋局面：请写出九个格子（. X O）和轮走方，例如 '....X.... O'</translation>
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
    <name>main</name>
    <message>
        <source>kibitz-cli: unknown command '%1'
</source>
        <translation>kibitz-cli：未知命令 '%1'
</translation>
    </message>
    <message>
        <source>Usage: kibitz-cli COMMAND [options]
Commands:
  match    play engine-versus-engine games (kibitz-cli match --help)
  convert  convert a record between formats (kibitz-cli convert --help)
  perft    count legal move sequences, for move generator authors (kibitz-cli perft --help)
</source>
        <translation>用法：kibitz-cli COMMAND [options]
命令：
  match    进行引擎对引擎的对局 (kibitz-cli match --help)
  convert  在格式之间转换棋谱 (kibitz-cli convert --help)
  perft    统计合法着法序列数，供走法生成器作者使用 (kibitz-cli perft --help)
</translation>
    </message>
    <message>
        <source>Play and analyse shogi, gomoku, tic-tac-toe and goita against engines.</source>
        <translation>与引擎对弈和分析将棋、五子棋、井字棋和ごいた。</translation>
    </message>
    <message>
        <source>A game record to open.</source>
        <translation>要打开的棋谱。</translation>
    </message>
    <message>
        <source>Open Record</source>
        <translation>打开棋谱</translation>
    </message>
</context>
</TS>
