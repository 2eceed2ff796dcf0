<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>kibitz</name>
    <message>
        <source>%1: unknown record file type</source>
        <translation>%1: 不明な棋譜ファイル形式です</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a record (%2 bytes)</source>
        <translation>%1 は棋譜として大きすぎます（%2 バイト）</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>%1 cannot play: %2</source>
        <translation>%1 は対局できません: %2</translation>
    </message>
    <message>
        <source>The start position cannot be set up: %1</source>
        <translation>開始局面を設定できません: %1</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>JSON のオブジェクトではありません</translation>
    </message>
    <message>
        <source>no game number</source>
        <translation>対局番号がありません</translation>
    </message>
    <message>
        <source>no engine names</source>
        <translation>エンジン名がありません</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>結果がありません</translation>
    </message>
    <message>
        <source>%1: no results*.jsonl in this folder</source>
        <translation>%1: このフォルダーに results*.jsonl がありません</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 を読めません: %2</translation>
    </message>
    <message>
        <source>%1 is larger than %2 MB</source>
        <translation>%1 は %2 MB を超えています</translation>
    </message>
    <message>
        <source>not a TLF line: &apos;%1&apos;</source>
        <translation>TLF の行ではありません: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>the file holds no game %1 now (%2 games)</source>
        <translation>ファイルに今は対局 %1 がありません（%2 局）</translation>
    </message>
    <message>
        <source>game %1 could not be found in the file as it was read</source>
        <translation>対局 %1 が読んだときのままの形でファイルに見つかりません</translation>
    </message>
</context>
<context>
    <name>kibitz::AdjudicationRules</name>
    <message>
        <source>%1 needs a whole number of at least %2, not &apos;%3&apos;</source>
        <translation>%1 には %2 以上の整数が必要です（&apos;%3&apos; ではなく）</translation>
    </message>
    <message>
        <source>%1 is true or false, not &apos;%2&apos;</source>
        <translation>%1 は true か false です（&apos;%2&apos; ではなく）</translation>
    </message>
    <message>
        <source>not %1 setting: %2</source>
        <translation>%1 の設定ではありません: %2</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 が 2 回指定されています</translation>
    </message>
    <message>
        <source>a --draw</source>
        <translation>--draw</translation>
    </message>
    <message>
        <source>--draw needs movecount=K and score=S (and movenumber=N to wait for)</source>
        <translation>--draw には movecount=K と score=S が必要です（待つ手数は movenumber=N）</translation>
    </message>
    <message>
        <source>a --resign</source>
        <translation>--resign</translation>
    </message>
    <message>
        <source>--resign needs movecount=K and score=S</source>
        <translation>--resign には movecount=K と score=S が必要です</translation>
    </message>
    <message>
        <source>both scores within ±%1 (movenumber=%2, movecount=%3)</source>
        <translation>両者の評価値が ±%1 以内（movenumber=%2、movecount=%3）</translation>
    </message>
    <message>
        <source>the game reached %1 moves</source>
        <translation>%1 手に達しました</translation>
    </message>
    <message>
        <source>the loser&apos;s score at or below -%1 and the winner&apos;s at or above %1 (movecount=%2)</source>
        <translation>負けた側の評価値が -%1 以下、勝った側の評価値が %1 以上（movecount=%2）</translation>
    </message>
    <message>
        <source>the loser&apos;s score at or below -%1 (movecount=%2)</source>
        <translation>負けた側の評価値が -%1 以下（movecount=%2）</translation>
    </message>
</context>
<context>
    <name>kibitz::Adjudicator</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::Analysis</name>
    <message>
        <source>%1 stopped</source>
        <translation>%1 が停止しました</translation>
    </message>
</context>
<context>
    <name>kibitz::AnalysisPresenter</name>
    <message>
        <source>There is no game to analyse.</source>
        <translation>検討するゲームがありません。</translation>
    </message>
    <message>
        <source>The analysis engine cannot start: %1</source>
        <translation>検討エンジンを起動できません: %1</translation>
    </message>
    <message>
        <source>analysis</source>
        <translation>検討</translation>
    </message>
    <message>
        <source>%1 (analysis)</source>
        <translation>%1（検討）</translation>
    </message>
    <message>
        <source>Bundled engine (%1)</source>
        <translation>付属エンジン（%1）</translation>
    </message>
    <message>
        <source>At most %1 engines analyse at once.</source>
        <translation>同時に検討できるエンジンは %1 つまでです。</translation>
    </message>
    <message>
        <source>%1 — the other engines go on analysing</source>
        <translation>%1 — ほかのエンジンは検討を続けます</translation>
    </message>
    <message>
        <source>At most %1 engines analyse at once: take one off first.</source>
        <translation>同時に検討できるエンジンは %1 つまでです。先にどれかを外してください。</translation>
    </message>
    <message>
        <source>One engine at least analyses: choose another one first.</source>
        <translation>少なくとも 1 つのエンジンが検討します。先に別のエンジンを選んでください。</translation>
    </message>
</context>
<context>
    <name>kibitz::AnalysisProgress</name>
    <message>
        <source>Analysing the record with %1</source>
        <translation>%1 で棋譜を解析中</translation>
    </message>
    <message>
        <source>%v of %m positions</source>
        <extracomment>the count of positions searched of all to search</extracomment>
        <translation>%v / %m 局面</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>Stop the analysis; the moves analysed keep what was written</source>
        <translation>解析を中止します。解析済みの指し手には書き込んだ内容が残ります</translation>
    </message>
</context>
<context>
    <name>kibitz::AnalysisSummary</name>
    <message>
        <source>%1: accuracy %2%, average loss %3, %4</source>
        <translation>%1: 正確度 %2%、平均損失 %3、%4</translation>
    </message>
    <message>
        <source>worst: %1</source>
        <translation>最も悪い手: %1</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1手目 %2 (%3)</translation>
    </message>
</context>
<context>
    <name>kibitz::AnalysisSummaryDialog</name>
    <message>
        <source>Analysis Summary</source>
        <translation>棋譜解析のまとめ</translation>
    </message>
    <message>
        <source>Moves analysed: %1, by %2.</source>
        <translation>解析した手数: %1（%2）。</translation>
    </message>
    <message>
        <source>%1&apos;s scores are not chances: its moves are not weighed or marked.</source>
        <translation>%1 の評価値は勝率ではないため、指し手の損失は測らず、印も付けません。</translation>
    </message>
    <message>
        <source>The engine gave no scores to weigh the moves by.</source>
        <translation>エンジンが評価値を出さなかったため、指し手を評価できません。</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>正確度</translation>
    </message>
    <message>
        <source>Average loss</source>
        <translation>平均損失</translation>
    </message>
    <message>
        <source>A move&apos;s loss is how much its side&apos;s chance of winning fell against the engine&apos;s best move, in percentage points; the accuracy is 100 for a move that lost nothing.</source>
        <translation>指し手の損失は、エンジンの最善手と比べてその手番の勝率が何ポイント下がったかです。損失のない手の正確度は 100 です。</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>指し手</translation>
    </message>
    <message>
        <source>Loss</source>
        <translation>損失</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>Double-click a move to show it on the board.</source>
        <translation>ダブルクリックすると、その手を盤面に表示します。</translation>
    </message>
    <message>
        <source>The moves that lost most:</source>
        <translation>損失の大きかった指し手:</translation>
    </message>
</context>
<context>
    <name>kibitz::ClockPanel</name>
    <message>
        <source>byoyomi %1</source>
        <translation>秒読み %1</translation>
    </message>
    <message>
        <source>%1 + %2 s</source>
        <translation>%1 + %2 秒</translation>
    </message>
    <message>
        <source>untimed %1</source>
        <translation>時間無制限 %1</translation>
    </message>
    <message>
        <source>untimed</source>
        <translation>時間無制限</translation>
    </message>
</context>
<context>
    <name>kibitz::CollectionAppender</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>%1 is gone: the %2 games finished before are not in it</source>
        <translation>%1 がありません。以前に終局した %2 局はそこに含まれていません</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>%1 held %2 of the %3 games finished before; the games played now follow them</source>
        <translation>%1 には以前に終局した %3 局のうち %2 局しかありませんでした。今回の対局はその後に続けて書かれます</translation>
    </message>
</context>
<context>
    <name>kibitz::CollectionBrowser</name>
    <message>
        <source>Game %1 could not be read: %2</source>
        <translation>第%1局を読めませんでした: %2</translation>
    </message>
    <message>
        <source>%1: reading, %2 of %3 games</source>
        <translation>%1: 読み込み中（%3 局中 %2 局）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n game(s)</source>
        <translation>
            <numerusform>%1: %n 局</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) could not be read in full (their rows say why).</source>
        <translation>
            <numerusform>%n 局は全部を読めませんでした（理由はその行にあります）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局一覧</translation>
    </message>
    <message>
        <source>The game list is still being read; save when it is full.</source>
        <translation>対局一覧をまだ読んでいます。読み終えてから保存してください。</translation>
    </message>
    <message>
        <source>The game on the board is not from the collection.</source>
        <translation>盤上の対局はこの棋譜集のものではありません。</translation>
    </message>
</context>
<context>
    <name>kibitz::CollectionReader</name>
    <message>
        <source>game %1 (line %2): </source>
        <translation>第%1局（%2 行目）: </translation>
    </message>
    <message>
        <source>game %1 (from line %2): </source>
        <translation>第%1局（%2 行目から）: </translation>
    </message>
</context>
<context>
    <name>kibitz::EndReason</name>
    <message>
        <source>in progress</source>
        <translation>対局中</translation>
    </message>
    <message>
        <source>by the rules</source>
        <translation>ルールによる</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>illegal move</source>
        <translation>反則手</translation>
    </message>
    <message>
        <source>engine crash</source>
        <translation>エンジンの異常終了</translation>
    </message>
    <message>
        <source>engine stopped answering</source>
        <translation>エンジンの応答なし</translation>
    </message>
    <message>
        <source>aborted</source>
        <translation>中断</translation>
    </message>
    <message>
        <source>draw by adjudication</source>
        <translation>判定による引き分け</translation>
    </message>
    <message>
        <source>resignation by adjudication</source>
        <translation>判定による投了</translation>
    </message>
    <message>
        <source>move limit reached</source>
        <translation>最大手数に到達</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineAdapter</name>
    <message>
        <source>the engine has no option %1</source>
        <translation>エンジンにオプション %1 はありません</translation>
    </message>
    <message>
        <source>no time limit: it chooses its own time</source>
        <translation>時間制限なし: エンジンが自分で時間を決めます</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineBuilder</name>
    <message>
        <source>the engine program %1 is not there</source>
        <translation>エンジンのプログラム %1 がありません</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineConsoleLine</name>
    <message>
        <source>This engine is in use by Kibitz: what you type goes to it as it is, and may break the game or the analysis (Kibitz does not know what you sent).</source>
        <translation>このエンジンは Kibitz が使用中です。入力した内容はそのまま送られ、対局や検討を壊すことがあります（Kibitz は送った内容を知りません）。</translation>
    </message>
    <message>
        <source>A command to the engine, as its protocol says (Enter sends it)</source>
        <translation>エンジンへのコマンド（プロトコルのとおりに。Enter で送信）</translation>
    </message>
    <message>
        <source>No running engine to type to</source>
        <translation>入力できる動作中のエンジンがありません</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineEditDialog</name>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>the name the engine gives</source>
        <translation>エンジンが名乗る名前</translation>
    </message>
    <message>
        <source>none; quote an argument that has spaces</source>
        <translation>なし。空白を含む引数は引用符で囲む</translation>
    </message>
    <message>
        <source>the program&apos;s folder</source>
        <translation>プログラムのフォルダ</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G):</translation>
    </message>
    <message>
        <source>&amp;Program:</source>
        <translation>プログラム(&amp;P):</translation>
    </message>
    <message>
        <source>&amp;Arguments:</source>
        <translation>引数(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Working folder:</source>
        <translation>作業フォルダ(&amp;W):</translation>
    </message>
    <message>
        <source>P&amp;rotocol:</source>
        <translation>プロトコル(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>名前(&amp;N):</translation>
    </message>
    <message>
        <source>Engine program</source>
        <translation>エンジンのプログラム</translation>
    </message>
    <message>
        <source>Working folder</source>
        <translation>作業フォルダ</translation>
    </message>
    <message>
        <source>Choose the engine&apos;s program.</source>
        <translation>エンジンのプログラムを選んでください。</translation>
    </message>
    <message>
        <source>%1 is not an executable program.</source>
        <translation>%1 は実行可能なプログラムではありません。</translation>
    </message>
    <message>
        <source>&amp;Options…</source>
        <translation>オプション(&amp;O)…</translation>
    </message>
    <message>
        <source>Engine options:</source>
        <translation>エンジンオプション:</translation>
    </message>
    <message>
        <source>the engine&apos;s defaults</source>
        <translation>エンジンの既定値</translation>
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
        <translation>深さ</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>評価値</translation>
    </message>
    <message>
        <source>Nodes</source>
        <translation>ノード数</translation>
    </message>
    <message>
        <source>NPS</source>
        <translation>NPS</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>時間(秒)</translation>
    </message>
    <message>
        <source>Principal variation</source>
        <translation>読み筋</translation>
    </message>
    <message>
        <source>From the first player&apos;s view, whoever is searching: positive is good for the side that moved first (Black, Sente, X)</source>
        <translation>どちらが探索していても先手側から見た評価値です。正の値は先に指した側（先手・黒・X）に有利です</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineLogModel</name>
    <message>
        <source>The log does not say when this line came.</source>
        <translation>この行がいつ来たかはログに記録されていません。</translation>
    </message>
    <message>
        <source>Typed in the console</source>
        <translation>コンソールで入力</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Seconds since the log began, when the engine started; the clock time on hover</source>
        <translation>ログの開始（エンジンの起動）からの秒数。ポインタを重ねると時刻を表示します</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineLogPanel</name>
    <message>
        <source>&amp;Engine:</source>
        <translation>エンジン(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Save as TLF…</source>
        <translation>TLF で保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the whole traffic with this engine as a TLF log</source>
        <translation>このエンジンとの通信をすべて TLF ログとして保存します</translation>
    </message>
    <message>
        <source>There is no engine log to save.</source>
        <translation>保存するエンジンログがありません。</translation>
    </message>
    <message>
        <source>Save Engine Log</source>
        <translation>エンジンログの保存</translation>
    </message>
    <message>
        <source>TLF engine logs (*.tlf);;All files (*)</source>
        <translation>TLF エンジンログ (*.tlf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>The log could not be saved to %1:
%2</source>
        <translation>ログを %1 に保存できませんでした:
%2</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Show an engine log saved earlier (TLF, or a recv:/send: log)</source>
        <translation>以前に保存したエンジンログを表示します (TLF、または recv:/send: のログ)</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <source>Open Engine Log</source>
        <translation>エンジンログを開く</translation>
    </message>
    <message>
        <source>Engine logs (*.tlf *.log);;All files (*)</source>
        <translation>エンジンログ (*.tlf *.log);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>%1 could not be read:
%2</source>
        <translation>%1 を読み込めませんでした:
%2</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>探索</translation>
    </message>
    <message>
        <source>The engine&apos;s search over time: depth, nodes per second, score (again: the traffic)</source>
        <translation>エンジンの探索の推移: 深さ、毎秒ノード数、評価値（もう一度押すと通信に戻ります）</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineLogView</name>
    <message>
        <source>Sent by Kibitz</source>
        <translation>Kibitz が送った行</translation>
    </message>
    <message>
        <source>From the engine</source>
        <translation>エンジンからの行</translation>
    </message>
    <message>
        <source>Typed in the console</source>
        <translation>コンソールで入力</translation>
    </message>
    <message>
        <source>Errors</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>Comments (stderr, notes)</source>
        <translation>コメント（標準エラー出力、メモ）</translation>
    </message>
    <message>
        <source>info lines</source>
        <translation>info 行</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>絞り込み</translation>
    </message>
    <message>
        <source>Choose the kinds of line shown</source>
        <translation>表示する行の種類を選びます</translation>
    </message>
    <message>
        <source>Find in the log</source>
        <translation>ログを検索</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>前の一致（Shift+Enter）</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>次の一致（Enter）</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>最新</translation>
    </message>
    <message>
        <source>New lines are not scrolled into view while you read above them; this goes back to the newest line</source>
        <translation>上の行を読んでいる間は新しい行へスクロールしません。これで最新の行に戻ります</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>見つかりません</translation>
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
        <translation>%1 は true か false です（&apos;%2&apos; は不可）</translation>
    </message>
    <message>
        <source>%1 takes a whole number, not &apos;%2&apos;</source>
        <translation>%1 は整数です（&apos;%2&apos; は不可）</translation>
    </message>
    <message>
        <source>%1 must be between %2 and %3, not %4</source>
        <translation>%1 は %2 から %3 の間でなければなりません（%4 は不可）</translation>
    </message>
    <message>
        <source>%1 takes one of %2, not &apos;%3&apos;</source>
        <translation>%1 は %2 のいずれかです（&apos;%3&apos; は不可）</translation>
    </message>
    <message>
        <source>%1 cannot hold a line break</source>
        <translation>%1 に改行は入れられません</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineOptionField</name>
    <message>
        <source>From %1 to %2</source>
        <translation>%1 から %2 まで</translation>
    </message>
    <message>
        <source>Press at each start</source>
        <translation>起動のたびに実行</translation>
    </message>
    <message>
        <source>The engine is sent this command each time it starts</source>
        <translation>エンジンを起動するたびにこのコマンドを送ります</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineOptionsDialog</name>
    <message>
        <source>Kibitz does not know the game &apos;%1&apos;.</source>
        <translation>Kibitz はゲーム「%1」を知りません。</translation>
    </message>
    <message>
        <source>&amp;Try Again</source>
        <translation>再試行(&amp;T)</translation>
    </message>
    <message>
        <source>Options of %1</source>
        <translation>%1 のオプション</translation>
    </message>
    <message>
        <source>Starting %1 to learn its options…</source>
        <translation>オプションを読み取るため %1 を起動しています…</translation>
    </message>
    <message>
        <source>The engine&apos;s options cannot be read: %1</source>
        <translation>エンジンのオプションを読み取れません: %1</translation>
    </message>
    <message>
        <source>%1 is not an option of this engine; OK forgets it.</source>
        <translation>%1 はこのエンジンのオプションではありません。OK で削除されます。</translation>
    </message>
    <message>
        <source>The stored value is refused (%1); the default is shown.</source>
        <translation>保存されている値は受け付けられません（%1）。既定値を表示しています。</translation>
    </message>
    <message>
        <source>The engine would refuse this: %1</source>
        <translation>エンジンが受け付けない値です: %1</translation>
    </message>
    <message>
        <source>The options %1 declares. Only the values that differ from the engine&apos;s defaults are kept with it.</source>
        <translation>%1 が宣言しているオプションです。エンジンの既定値と異なる値だけがエンジンとともに保存されます。</translation>
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
        <translation>待機中</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) — %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;（%2）— %3</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深さ %1</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>候補数(&amp;L):</translation>
    </message>
    <message>
        <source>How many of the best moves the engine shows (multi-PV)</source>
        <translation>エンジンが示す最善手の候補の数（マルチPV）</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>停止</translation>
    </message>
</context>
<context>
    <name>kibitz::EnginePlayer</name>
    <message>
        <source>%1 could not start: %2</source>
        <translation>%1 を起動できませんでした: %2</translation>
    </message>
    <message>
        <source>not a move: %1</source>
        <translation>指し手ではありません: %1</translation>
    </message>
    <message>
        <source>%1 sent a move that cannot be read: &apos;%2&apos;</source>
        <translation>%1 が読めない指し手を送りました: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 did not finish the %2 handshake within %3 s</source>
        <translation>%1 が %3 秒以内に %2 の初期化を終えませんでした</translation>
    </message>
    <message>
        <source>%1 did not answer stop within %2 s; killed</source>
        <translation>%1 が %2 秒以内に stop に応答しないため強制終了しました</translation>
    </message>
    <message>
        <source>starting %1</source>
        <translation>%1 を起動中</translation>
    </message>
    <message>
        <source>a best move arrived while no search was running; ignored</source>
        <translation>探索していないときに最善手が届いたため無視しました</translation>
    </message>
    <message>
        <source>%1 crashed</source>
        <translation>%1 が異常終了しました</translation>
    </message>
    <message>
        <source>%1 exited with code %2</source>
        <translation>%1 がコード %2 で終了しました</translation>
    </message>
    <message>
        <source>option %1 not sent: %2</source>
        <translation>オプション %1 は送りませんでした: %2</translation>
    </message>
    <message>
        <source>%1 did not answer %2 within %3 s</source>
        <translation>%1 が %3 秒以内に %2 に応答しませんでした</translation>
    </message>
    <message>
        <source>the answer given while pondering is played</source>
        <translation>先読み中に返された指し手を指します</translation>
    </message>
    <message>
        <source>the expected reply %1 is not a legal move; not pondered</source>
        <translation>予想手 %1 は合法手ではないため先読みしません</translation>
    </message>
    <message>
        <source>the engine quit normally</source>
        <translation>エンジンは正常に終了しました</translation>
    </message>
    <message>
        <source>the engine ended with exit status %1</source>
        <translation>エンジンが終了コード %1 で終了しました</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineProcess</name>
    <message>
        <source>a line longer than %1 bytes was dropped</source>
        <translation>%1 バイトを超える行を破棄しました</translation>
    </message>
    <message>
        <source>invalid UTF-8 in the engine&apos;s output</source>
        <translation>エンジンの出力に不正な UTF-8 があります</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineRegistry</name>
    <message>
        <source>no engine &apos;%1&apos;: none is registered for this game</source>
        <translation>エンジン &apos;%1&apos; はありません: このゲームに登録されたエンジンはありません</translation>
    </message>
    <message>
        <source>no engine &apos;%1&apos; is registered for this game (there are: %2)</source>
        <translation>このゲームにエンジン &apos;%1&apos; は登録されていません（登録済み: %2）</translation>
    </message>
</context>
<context>
    <name>kibitz::EngineSpec</name>
    <message>
        <source>no engine given: write &apos;bundled&apos; or cmd=PATH …</source>
        <translation>エンジンの指定がありません: &apos;bundled&apos; または cmd=PATH … と書いてください</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a key=value engine word</source>
        <translation>&apos;%1&apos; は key=value 形式のエンジン指定ではありません</translation>
    </message>
    <message>
        <source>unknown engine word &apos;%1&apos;</source>
        <translation>不明なエンジン指定 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>give either &apos;bundled&apos; or cmd=PATH for an engine</source>
        <translation>エンジンには &apos;bundled&apos; か cmd=PATH のどちらか一方を指定してください</translation>
    </message>
    <message>
        <source>protocol &apos;%1&apos; is not spoken for %2 (known: %3)</source>
        <translation>%2 ではプロトコル &apos;%1&apos; は使えません（使えるもの: %3）</translation>
    </message>
    <message>
        <source>the bundled engine %1 is missing</source>
        <translation>付属エンジン %1 が見つかりません</translation>
    </message>
    <message>
        <source>Kibitz cannot yet speak to %1 engines</source>
        <translation>Kibitz はまだ %1 のエンジンと通信できません</translation>
    </message>
</context>
<context>
    <name>kibitz::EnginesDialog</name>
    <message>
        <source>&amp;Edit…</source>
        <translation>編集(&amp;E)…</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation>追加(&amp;A)…</translation>
    </message>
    <message>
        <source>Engines you add here can be chosen for a side in the new-game dialog. The bundled engines are always there.</source>
        <translation>ここで追加したエンジンは新規対局ダイアログで手番ごとに選べます。付属エンジンは常に選べます。</translation>
    </message>
    <message>
        <source>&amp;Options…</source>
        <translation>オプション(&amp;O)…</translation>
    </message>
</context>
<context>
    <name>kibitz::EvaluationGraph</name>
    <message>
        <source>No evaluations in this record</source>
        <translation>この棋譜には評価値がありません</translation>
    </message>
    <message>
        <source>%1 ahead</source>
        <translation>%1 有利</translation>
    </message>
</context>
<context>
    <name>kibitz::EvaluationPresenter</name>
    <message>
        <source>Move %1: %2</source>
        <translation>%1 手目: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::ForcedWinPresenter</name>
    <message>
        <source>Search the position shown for a forced win (%1) of the side to move: its line is drawn on the board and written into the comment</source>
        <translation>表示中の局面で手番側の必勝手順（%1）を探します。手順は盤上に表示され、コメントに書き込まれます</translation>
    </message>
    <message>
        <source>Searching the position shown for a %1…</source>
        <translation>表示中の局面で %1 を探しています…</translation>
    </message>
    <message>
        <source>The %1 search ended after another position was shown: ask again there.</source>
        <translation>%1 の探索が終わる前に別の局面が表示されました。その局面でもう一度探してください。</translation>
    </message>
    <message>
        <source>%1: none. The side to move has no such forced win here.</source>
        <translation>%1：なし。この局面で手番側にこの種の必勝手順はありません。</translation>
    </message>
    <message>
        <source>%1: none found within the search&apos;s limit (there may still be one).</source>
        <translation>%1：探索の上限内では見つかりませんでした（まだある可能性があります）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 found, %2 moves: %3</source>
        <translation>%1 が見つかりました（%2 手）：%3</translation>
    </message>
</context>
<context>
    <name>kibitz::Game</name>
    <message>
        <source>%1 has no setup options (&apos;%2&apos;)</source>
        <translation>%1 には開始局面のオプションがありません（&apos;%2&apos;）</translation>
    </message>
    <message>
        <source>%1 has no setup option &apos;%2&apos; (it has: %3)</source>
        <translation>%1 には開始局面のオプション &apos;%2&apos; がありません（あるもの: %3）</translation>
    </message>
    <message>
        <source>Kibitz reads no opening files for %1</source>
        <translation>Kibitz は %1 のオープニングファイルを読みません</translation>
    </message>
    <message>
        <source>Resigned</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>Time out</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>Illegal move</source>
        <translation>反則負け</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>中断</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>引き分け</translation>
    </message>
</context>
<context>
    <name>kibitz::GameController</name>
    <message>
        <source>a new game was started</source>
        <translation>新しい対局を始めました</translation>
    </message>
    <message>
        <source>There is no record to save.</source>
        <translation>保存する棋譜がありません。</translation>
    </message>
    <message>
        <source>Give the file one of the extensions %1.</source>
        <translation>ファイルには拡張子 %1 のいずれかを付けてください。</translation>
    </message>
    <message>
        <source>%1 wins — %2</source>
        <translation>%1 の勝ち — %2</translation>
    </message>
    <message>
        <source>Draw — %1</source>
        <translation>引き分け — %1</translation>
    </message>
    <message>
        <source>No result — %1</source>
        <translation>勝敗なし — %1</translation>
    </message>
    <message>
        <source>Reviewing the pasted record</source>
        <translation>貼り付けた棋譜を検討中</translation>
    </message>
    <message>
        <source>Reviewing %1</source>
        <translation>%1 を閲覧中</translation>
    </message>
    <message>
        <source>Starting the engines…</source>
        <translation>エンジンを起動しています…</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>%1 to move: your turn</source>
        <translation>%1 の手番: あなたの番です</translation>
    </message>
    <message>
        <source>%1 (%2) is thinking…</source>
        <translation>%1（%2）が思考中…</translation>
    </message>
    <message>
        <source>%1 (and %2 more notes)</source>
        <translation>%1（ほかに注記 %2 件）</translation>
    </message>
    <message>
        <source>There is no record with moves to analyse.</source>
        <translation>解析する指し手のある棋譜がありません。</translation>
    </message>
    <message>
        <source>The game Kibitz showed when it stopped is shown again: File → Save Record As keeps it.</source>
        <translation>Kibitz が終了したときに表示していた対局をもう一度表示しています。残すには ファイル → 棋譜を名前を付けて保存 を使ってください。</translation>
    </message>
    <message>
        <source>The game in progress when Kibitz stopped is back where it was.</source>
        <translation>Kibitz が終了したときの対局を、その局面から再開しました。</translation>
    </message>
</context>
<context>
    <name>kibitz::GameJournal</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>Cannot keep the journal %1 as %2: %3</source>
        <translation>ジャーナル %1 を %2 として残せません: %3</translation>
    </message>
</context>
<context>
    <name>kibitz::GameListModel</name>
    <message>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>First</source>
        <translation>先手側</translation>
    </message>
    <message>
        <source>Second</source>
        <translation>後手側</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>序盤</translation>
    </message>
</context>
<context>
    <name>kibitz::GameListPanel</name>
    <message>
        <source>Filter: a player, result, date or opening</source>
        <translation>絞り込み: 対局者、結果、日付、序盤</translation>
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
        <translation>相方（席 %1）に五しが配られました。このまま続けますか、配り直しますか？</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>続行</translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation>配り直し</translation>
    </message>
</context>
<context>
    <name>kibitz::GoitaTableWidget</name>
    <message>
        <source>Goita table</source>
        <translation>ごいたの卓</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Let the attack stand (なし)</source>
        <translation>受けない（なし）</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席 %1</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>親</translation>
    </message>
    <message>
        <source>%1 in hand</source>
        <translation>手駒 %1 枚</translation>
    </message>
    <message>
        <source>Round %1: dealt again</source>
        <translation>第 %1 局: 配り直し</translation>
    </message>
    <message>
        <source>Round %1: seat %2 went out, %3 points (doubled)</source>
        <translation>第 %1 局: 席 %2 が上がり、%3 点（倍）</translation>
    </message>
    <message>
        <source>Round %1: seat %2 went out, %3 points</source>
        <translation>第 %1 局: 席 %2 が上がり、%3 点</translation>
    </message>
    <message>
        <source>Round %1: seat %2 was dealt %3し, %4 points</source>
        <translation>第 %1 局: 席 %2 に %3し、%4 点</translation>
    </message>
    <message>
        <source>Round %1: seats %2 and %3 were both dealt 5し</source>
        <translation>第 %1 局: 席 %2 と席 %3 の両方に5し</translation>
    </message>
    <message>
        <source>No game</source>
        <translation>対局なし</translation>
    </message>
    <message>
        <source>Round %1 · to %2 points</source>
        <translation>第 %1 局 · %2 点先取</translation>
    </message>
    <message>
        <source>Seats 0 &amp; 2: %1   Seats 1 &amp; 3: %2</source>
        <translation>席 0・2: %1   席 1・3: %2</translation>
    </message>
    <message>
        <source>Seats %1 and %2 win the game</source>
        <translation>席 %1 と席 %2 の勝ち</translation>
    </message>
    <message>
        <source>Seat %1 was dealt five し: seat %2 decides</source>
        <translation>席 %1 に五し: 席 %2 が決めます</translation>
    </message>
    <message>
        <source>Seat %1 leads</source>
        <translation>席 %1 の親番</translation>
    </message>
    <message>
        <source>All passed on %1: seat %2 leads again</source>
        <translation>%1 に全員なし: 席 %2 が再び親番です</translation>
    </message>
    <message>
        <source>Attack: %1 by seat %2</source>
        <translation>攻め: 席 %2 の %1</translation>
    </message>
    <message>
        <source>Your turn: play on or redeal (click the table to see the question)</source>
        <translation>あなたの番: 続行か配り直しか（卓をクリックすると質問を表示）</translation>
    </message>
    <message>
        <source>Your turn: now click the piece to attack with</source>
        <translation>あなたの番: 攻める駒をクリックしてください</translation>
    </message>
    <message>
        <source>Your lead: click the piece to play face down</source>
        <translation>あなたの親番: 伏せる駒をクリックしてください</translation>
    </message>
    <message>
        <source>Your turn: you cannot block %1, pass</source>
        <translation>あなたの番: %1 を受けられないので、なし</translation>
    </message>
    <message>
        <source>Your turn: block %1 and attack, or pass</source>
        <translation>あなたの番: %1 を受けて攻めるか、なし</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Round %1 is over</source>
        <translation>第%1局が終わりました</translation>
    </message>
    <message>
        <source>Next deal: round %1, seat %2 deals</source>
        <translation>次の配牌：第%1局、%2番の親</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>次の配牌</translation>
    </message>
</context>
<context>
    <name>kibitz::GomokuBoardWidget</name>
    <message>
        <source>Gomoku board</source>
        <translation>五目並べの盤</translation>
    </message>
    <message>
        <source>Forbidden for Black: overline (six or more in a row)</source>
        <translation>黒の禁手：長連（六つ以上並ぶ）</translation>
    </message>
    <message>
        <source>Forbidden for Black: double four</source>
        <translation>黒の禁手：四四</translation>
    </message>
    <message>
        <source>Forbidden for Black: double three</source>
        <translation>黒の禁手：三三</translation>
    </message>
</context>
<context>
    <name>kibitz::GomokuSwapBar</name>
    <message>
        <source>Take &amp;Black</source>
        <translation>黒を取る(&amp;B)</translation>
    </message>
    <message>
        <source>Place &amp;Two More</source>
        <translation>さらに 2 石置く(&amp;T)</translation>
    </message>
    <message>
        <source>Swap opening: place three stones, black, white, black (%1 of 3 placed). Then your opponent chooses a colour.</source>
        <translation>スワップ開局：黒、白、黒の順に 3 石置いてください（%1/3 個）。その後、相手が色を選びます。</translation>
    </message>
    <message>
        <source>Place two more stones, white then black (%1 of 2 placed). Then your opponent chooses a colour.</source>
        <translation>さらに白、黒の順に 2 石置いてください（%1/2 個）。その後、相手が色を選びます。</translation>
    </message>
    <message>
        <source>Choose: take black, take white by playing white&apos;s fourth stone on the board, or place two more stones and let your opponent choose.</source>
        <translation>選んでください：黒を取る、盤上に白の 4 石目を打って白を取る、またはさらに 2 石置いて相手に選ばせる。</translation>
    </message>
    <message>
        <source>Choose: take black, or take white by playing white&apos;s fourth stone on the board.</source>
        <translation>選んでください：黒を取るか、盤上に白の 4 石目を打って白を取る。</translation>
    </message>
    <message>
        <source>Choose: take black, or take white by playing white&apos;s sixth stone on the board.</source>
        <translation>選んでください：黒を取るか、盤上に白の 6 石目を打って白を取る。</translation>
    </message>
</context>
<context>
    <name>kibitz::HarnessLatency</name>
    <message>
        <source>harness latency per move: p50 %1 µs, p99 %2 µs, max %3 µs over %4 moves</source>
        <translation>1 手あたりの対局管理の遅延: p50 %1 µs、p99 %2 µs、最大 %3 µs（%4 手）</translation>
    </message>
</context>
<context>
    <name>kibitz::HumanPlayer</name>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
</context>
<context>
    <name>kibitz::KibitzTextFormat</name>
    <message>
        <source>not a %1 (the first line must be &apos;%2&apos;)</source>
        <translation>%1 ではありません（1 行目は &apos;%2&apos; でなければなりません）</translation>
    </message>
    <message>
        <source>bad variation &apos;%1&apos;</source>
        <translation>不正な変化 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>expected move number %1</source>
        <translation>手数 %1 が必要です</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal move here</source>
        <translation>&apos;%1&apos; はこの局面で合法手ではありません</translation>
    </message>
    <message>
        <source>bad time &apos;%1&apos;</source>
        <translation>不正な時間 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;</source>
        <translation>&apos;%1&apos; を読めません</translation>
    </message>
    <message>
        <source>unknown result &apos;%1&apos;</source>
        <translation>不明な結果 &apos;%1&apos;</translation>
    </message>
</context>
<context>
    <name>kibitz::LeaveGuard</name>
    <message>
        <source>Game in Progress</source>
        <translation>対局中</translation>
    </message>
    <message>
        <source>A game is in progress. Save its record before leaving it?</source>
        <translation>対局中です。やめる前に棋譜を保存しますか？</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>保存していない変更</translation>
    </message>
    <message>
        <source>The record has changes that have not been saved, such as its analysis. Save it before leaving it?</source>
        <translation>棋譜に保存していない変更（解析など）があります。離れる前に保存しますか？</translation>
    </message>
</context>
<context>
    <name>kibitz::LinePreview</name>
    <message>
        <source>the mouse wheel or ←/→ steps through it</source>
        <translation>マウスホイールか ←/→ で一手ずつ進め戻しできます</translation>
    </message>
    <message>
        <source>Line %1 previewed, %2 moves: %3</source>
        <translation>読み筋 %1 を表示中（%2 手）：%3</translation>
    </message>
    <message>
        <source>Line %1, move %2 of %3 (%4) on the board: %5</source>
        <translation>読み筋 %1 の %2/%3 手目（%4）を盤に表示中：%5</translation>
    </message>
</context>
<context>
    <name>kibitz::MainWindow</name>
    <message>
        <source>Moves</source>
        <translation>指し手</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Engine Log</source>
        <translation>エンジンログ</translation>
    </message>
    <message>
        <source>Kibitz does not know the game &apos;%1&apos;.</source>
        <translation>Kibitz はゲーム &apos;%1&apos; を知りません。</translation>
    </message>
    <message>
        <source>No engine plays in this game. Choose one for a side with File → New Game.</source>
        <translation>この対局にはエンジンがいません。ファイル → 新規対局 でエンジンを選べます。</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>検討</translation>
    </message>
    <message>
        <source>Kibitz</source>
        <translation>Kibitz</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>Kibitz について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;Play and analyse %2 against engines.&lt;/p&gt;&lt;p&gt;Engines are separate programs; Kibitz speaks to them over their standard input and output and keeps the whole traffic in the engine log.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Kibitz %1&lt;/h3&gt;&lt;p&gt;%2 をエンジンと対局・検討できます。&lt;/p&gt;&lt;p&gt;エンジンは別のプログラムです。Kibitz は標準入出力でエンジンと通信し、その通信をすべてエンジンログに残します。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Kibitz was closed</source>
        <translation>Kibitz を終了しました</translation>
    </message>
    <message>
        <source>The analysis engine stopped: %1</source>
        <translation>検討エンジンが停止しました: %1</translation>
    </message>
    <message>
        <source>The engines&apos; thoughts and traffic are shown when the game is over: they would give away hidden pieces.</source>
        <translation>エンジンの思考と通信は対局後に表示します。伏せた駒がわかってしまうためです。</translation>
    </message>
    <message>
        <source>Evaluation</source>
        <translation>評価値</translation>
    </message>
    <message>
        <source>Edit Position</source>
        <translation>局面編集</translation>
    </message>
    <message>
        <source>The game in progress could not be kept on disk: %1</source>
        <translation>対局中の棋譜をディスクに保存できませんでした: %1</translation>
    </message>
    <message>
        <source>by the user</source>
        <translation>ユーザーによる</translation>
    </message>
    <message>
        <source>Play on Server</source>
        <translation>サーバーで対局</translation>
    </message>
</context>
<context>
    <name>kibitz::MatchWorker</name>
    <message>
        <source>game %1, playing %2</source>
        <translation>第 %1 局、%2 を担当</translation>
    </message>
    <message>
        <source>%1: unknown record file type</source>
        <translation>%1: 不明な棋譜ファイル形式です</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>the match was stopped</source>
        <translation>対局が止められました</translation>
    </message>
    <message>
        <source>Cannot keep match worker %1 to its CPUs: %2</source>
        <translation>対局ワーカー %1 を割り当ての CPU に固定できません: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::MoveListModel</name>
    <message>
        <source>Start position</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>指し手</translation>
    </message>
    <message>
        <source>Time (s)</source>
        <translation>時間(秒)</translation>
    </message>
    <message>
        <source>Variations here: %1
Right-click to follow another one.</source>
        <translation>この局面の変化: %1
右クリックで別の変化に切り替えます。</translation>
    </message>
    <message>
        <source>Mark</source>
        <translation>判定</translation>
    </message>
    <message>
        <source>%1: the analysis found this move much worse than the engine&apos;s best</source>
        <translation>%1: 検討でエンジンの最善手よりかなり悪いとされた手</translation>
    </message>
</context>
<context>
    <name>kibitz::MoveListPanel</name>
    <message>
        <source>Player&apos;s engine</source>
        <translation>対局エンジン</translation>
    </message>
    <message>
        <source>Analysis</source>
        <translation>検討</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>評価値 %1</translation>
    </message>
    <message>
        <source>depth %1</source>
        <translation>深さ %1</translation>
    </message>
    <message>
        <source>nodes %1</source>
        <translation>ノード数 %1</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>読み筋 %1</translation>
    </message>
    <message>
        <source>&amp;Variations at this move:</source>
        <translation>この手の変化(&amp;V):</translation>
    </message>
    <message>
        <source>Follow the variation</source>
        <translation>変化に切り替え</translation>
    </message>
</context>
<context>
    <name>kibitz::MoveMark</name>
    <message>
        <source>Inaccuracy</source>
        <translation>緩手</translation>
    </message>
    <message>
        <source>Dubious</source>
        <translation>疑問手</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>悪手</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>大悪手</translation>
    </message>
</context>
<context>
    <name>kibitz::NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>新規対局</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G):</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>対局者</translation>
    </message>
    <message>
        <source>&amp;Manage engines…</source>
        <translation>エンジン管理(&amp;M)…</translation>
    </message>
    <message>
        <source>Time control</source>
        <translation>持ち時間</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Bundled engine (%1)</source>
        <translation>付属エンジン（%1）</translation>
    </message>
    <message>
        <source>The start position cannot be set up: %1</source>
        <translation>開始局面を設定できません: %1</translation>
    </message>
    <message>
        <source>Sa&amp;me for both sides</source>
        <translation>両者同じ(&amp;M)</translation>
    </message>
    <message>
        <source>Each side</source>
        <translation>それぞれ</translation>
    </message>
    <message>
        <source>a %1 engine is told %2</source>
        <translation>%1 エンジンには %2 を送ります</translation>
    </message>
    <message>
        <source>Unlimited: a person takes the time they like; %1.</source>
        <translation>無制限: 人は好きなだけ時間を使えます。%1。</translation>
    </message>
</context>
<context>
    <name>kibitz::OpeningBook</name>
    <message>
        <source>%1 holds no opening that can be played</source>
        <translation>%1 には指せるオープニングがありません</translation>
    </message>
    <message>
        <source>--start %1 is not one of the %2 openings of %3</source>
        <translation>--start %1 は %3 の %2 個のオープニングのどれでもありません</translation>
    </message>
    <message>
        <source>move %1 (%2) is not legal</source>
        <translation>%1 手目（%2）は合法手ではありません</translation>
    </message>
    <message>
        <source>the game is over after the opening (%1)</source>
        <translation>オープニングの後で対局が終わっています（%1）</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n opening(s) kept</source>
        <translation>
            <numerusform>%1: オープニング %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) refused:</source>
        <translation>
            <numerusform>%n 行を読みませんでした:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no seeded starts: give --openings</source>
        <translation>%1 にはシードで決まる開始局面がありません: --openings を指定してください</translation>
    </message>
</context>
<context>
    <name>kibitz::PositionEditor</name>
    <message>
        <source>&amp;Play from Here…</source>
        <translation>この局面から対局(&amp;P)…</translation>
    </message>
    <message>
        <source>Start a game from this position (players and time in the next step)</source>
        <translation>この局面から対局を始めます（対局者と持ち時間は次の画面で選びます）</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>検討(&amp;A)</translation>
    </message>
    <message>
        <source>Analyse this position with the analysis engine; moves can be tried on the board</source>
        <translation>この局面を検討エンジンで検討します。盤上で指し手を試せます</translation>
    </message>
</context>
<context>
    <name>kibitz::RecordActions</name>
    <message>
        <source>Kibitz does not know the format of %1.</source>
        <translation>Kibitz は %1 の形式を知りません。</translation>
    </message>
    <message>
        <source>The moves before the error were read.</source>
        <translation>エラーより前の指し手は読み込みました。</translation>
    </message>
    <message>
        <source>Open Record</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <source>%1 could not be read in full.

%2</source>
        <translation>%1 を最後まで読み込めませんでした。

%2</translation>
    </message>
    <message>
        <source>Save Record</source>
        <translation>棋譜の保存</translation>
    </message>
    <message>
        <source>The record could not be saved to %1:
%2</source>
        <translation>棋譜を %1 に保存できませんでした:
%2</translation>
    </message>
    <message>
        <source>The record was saved, but not everything could be written as it is:

%1</source>
        <translation>棋譜は保存しましたが、一部をそのままの形では書けませんでした:

%1</translation>
    </message>
    <message>
        <source>Copy Record</source>
        <translation>棋譜をコピー</translation>
    </message>
    <message>
        <source>The record was copied, but not all of it could be written:
%1</source>
        <translation>棋譜をコピーしましたが、書き出せなかった部分があります:
%1</translation>
    </message>
    <message>
        <source>Paste Record</source>
        <translation>棋譜を貼り付け</translation>
    </message>
    <message>
        <source>This is game %1 of the collection %2.</source>
        <translation>これは棋譜集 %2 の第 %1 局です。</translation>
    </message>
    <message>
        <source>Save it back into the collection, in its place (the other games stay as they are), or as a file of its own?</source>
        <translation>棋譜集の元の位置に保存しますか（ほかの対局はそのまま残ります）、それとも単独のファイルに保存しますか？</translation>
    </message>
    <message>
        <source>Into the Collection</source>
        <translation>棋譜集に保存</translation>
    </message>
    <message>
        <source>As a File of Its Own…</source>
        <translation>単独のファイルに保存…</translation>
    </message>
    <message>
        <source>The game could not be saved into %1:
%2</source>
        <translation>対局を %1 に保存できませんでした:
%2</translation>
    </message>
</context>
<context>
    <name>kibitz::RecordAnalyser</name>
    <message>
        <source>the record&apos;s start position is not valid</source>
        <translation>棋譜の開始局面が正しくありません</translation>
    </message>
    <message>
        <source>move %1 (%2) is not legal</source>
        <translation>%1手目 (%2) は合法手ではありません</translation>
    </message>
</context>
<context>
    <name>kibitz::RecordAnalysisDialog</name>
    <message>
        <source>&amp;Time per move:</source>
        <translation>1手あたりの時間(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Depth per move:</source>
        <translation>1手あたりの深さ(&amp;D):</translation>
    </message>
    <message>
        <source>Analyse Record</source>
        <translation>棋譜解析</translation>
    </message>
    <message>
        <source>Bundled engine (%1)</source>
        <translation>付属エンジン（%1）</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>Each search ends when the engine reports this depth (or after a minute at most).</source>
        <translation>エンジンがこの深さに達したところで探索を終えます（長くても 1 分）。</translation>
    </message>
    <message>
        <source>Lines per position (multi-PV).</source>
        <translation>局面ごとの候補手の数（マルチPV）。</translation>
    </message>
    <message>
        <source>to</source>
        <translation>手目から</translation>
    </message>
    <message>
        <source>of %1</source>
        <translation>手目まで（全 %1 手）</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>エンジン(&amp;E):</translation>
    </message>
    <message>
        <source>&amp;Lines:</source>
        <translation>候補数(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Moves from:</source>
        <translation>解析範囲(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>解析(&amp;A)</translation>
    </message>
</context>
<context>
    <name>kibitz::RecordAnalysisPresenter</name>
    <message>
        <source>There is no record to analyse.</source>
        <translation>解析する棋譜がありません。</translation>
    </message>
    <message>
        <source>The analysis engine cannot start: %1</source>
        <translation>解析エンジンを起動できません: %1</translation>
    </message>
    <message>
        <source>%1 (record analysis)</source>
        <translation>%1（棋譜解析）</translation>
    </message>
    <message>
        <source>The record analysis has finished.</source>
        <translation>棋譜解析が終わりました。</translation>
    </message>
    <message>
        <source>The record analysis was cancelled; the moves analysed (%1) keep what was written.</source>
        <translation>棋譜解析を中止しました。解析済みの指し手（%1 手）には書き込んだ内容が残ります。</translation>
    </message>
    <message>
        <source>The record analysis stopped: %1

The moves analysed before (%2) keep what was written; the rest of the record is as it was.</source>
        <translation>棋譜解析が止まりました: %1

それまでに解析した指し手（%2 手）には書き込んだ内容が残り、棋譜の残りは元のままです。</translation>
    </message>
    <message>
        <source>Analyse Record</source>
        <translation>棋譜解析</translation>
    </message>
</context>
<context>
    <name>kibitz::RecordClipboard</name>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>クリップボードにテキストがありません。</translation>
    </message>
    <message>
        <source>The text is not a game record Kibitz can read.</source>
        <translation>このテキストは Kibitz が読める棋譜ではありません。</translation>
    </message>
</context>
<context>
    <name>kibitz::RecordFileDialog</name>
    <message>
        <source>Game records (%1)</source>
        <translation>棋譜 (%1)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open Record</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <source>Save Record</source>
        <translation>棋譜の保存</translation>
    </message>
    <message>
        <source>Engine logs (*.tlf *.log)</source>
        <translation>エンジンログ (*.tlf *.log)</translation>
    </message>
    <message>
        <source>Tournaments (tournament.json results*.jsonl)</source>
        <translation>連続対局 (tournament.json results*.jsonl)</translation>
    </message>
</context>
<context>
    <name>kibitz::RecordFormat</name>
    <message>
        <source>the file is not valid UTF-8</source>
        <translation>ファイルが正しい UTF-8 ではありません</translation>
    </message>
</context>
<context>
    <name>kibitz::RecordReadResult</name>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::ResignPrompt</name>
    <message>
        <source>Resign</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>Resign this game? It cannot be undone.</source>
        <translation>この対局を投了しますか？取り消せません。</translation>
    </message>
</context>
<context>
    <name>kibitz::SearchChart</name>
    <message>
        <source>This search</source>
        <translation>この探索</translation>
    </message>
    <message>
        <source>Per move</source>
        <translation>指し手ごと</translation>
    </message>
    <message>
        <source>The search under way (or the last one) against its time, or each move&apos;s search as it ended</source>
        <translation>進行中（または直前）の探索を時間に沿って、または各指し手の探索の最終値を表示します</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>深さ</translation>
    </message>
    <message>
        <source>Selective depth</source>
        <translation>選択的深さ</translation>
    </message>
    <message>
        <source>Thousand nodes/s</source>
        <translation>千ノード/秒</translation>
    </message>
    <message>
        <source>Score (first player&apos;s view)</source>
        <translation>評価値（先手から見て）</translation>
    </message>
    <message>
        <source>The search of a running engine is drawn here as it goes.</source>
        <translation>動作中のエンジンの探索をここに描きます。</translation>
    </message>
    <message>
        <source>Move (the engine&apos;s)</source>
        <translation>指し手（エンジンの）</translation>
    </message>
    <message>
        <source>Thinking time (s)</source>
        <translation>思考時間（秒）</translation>
    </message>
</context>
<context>
    <name>kibitz::ServerPlayDialog</name>
    <message>
        <source>Play on Server</source>
        <translation>サーバーで対局</translation>
    </message>
    <message>
        <source>Floodgate</source>
        <translation>Floodgate</translation>
    </message>
    <message>
        <source>CSA protocol 1.2.1</source>
        <translation>CSA プロトコル 1.2.1</translation>
    </message>
    <message>
        <source>Extended (x1, shogi-server)</source>
        <translation>拡張モード（x1、shogi-server）</translation>
    </message>
    <message>
        <source>On Floodgate and shogi-server the password is GAMENAME,PASSWORD, e.g. floodgate-300-10F,secret.</source>
        <translation>Floodgate と shogi-server ではパスワードは 対局名,パスワード です（例：floodgate-300-10F,secret）。</translation>
    </message>
    <message>
        <source>Bundled engine (%1)</source>
        <translation>付属エンジン（%1）</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ミリ秒</translation>
    </message>
    <message>
        <source>Records are not saved</source>
        <translation>棋譜を保存しない</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>ホスト：</translation>
    </message>
    <message>
        <source>Port:</source>
        <translation>ポート：</translation>
    </message>
    <message>
        <source>Protocol:</source>
        <translation>プロトコル：</translation>
    </message>
    <message>
        <source>Login name:</source>
        <translation>ログイン名：</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>パスワード：</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>対局数：</translation>
    </message>
    <message>
        <source>Network margin:</source>
        <translation>通信マージン：</translation>
    </message>
    <message>
        <source>Save records in:</source>
        <translation>棋譜の保存先：</translation>
    </message>
    <message>
        <source>File names:</source>
        <translation>ファイル名：</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>接続</translation>
    </message>
    <message>
        <source>The desktop&apos;s keyring is not available (%1): type the password.</source>
        <translation>デスクトップのキーリングが使えません（%1）。パスワードを入力してください。</translation>
    </message>
    <message>
        <source>Give the host, a login name without spaces and the password.</source>
        <translation>ホスト、空白を含まないログイン名、パスワードを入力してください。</translation>
    </message>
    <message>
        <source>Ponder at once after each move (early ponder)</source>
        <translation>指した直後に先読みを始める（早期ポンダー）</translation>
    </message>
    <message>
        <source>Me, at the board</source>
        <translation>自分（盤で指す）</translation>
    </message>
    <message>
        <source>Who plays:</source>
        <translation>対局者:</translation>
    </message>
</context>
<context>
    <name>kibitz::ServerPlayPresenter</name>
    <message>
        <source>%1 is not played on servers.</source>
        <translation>%1 はサーバーで対局できません。</translation>
    </message>
    <message>
        <source>Game %1 on the server: %2</source>
        <translation>サーバーでの第 %1 局：%2</translation>
    </message>
    <message>
        <source>Game %1 on the server: %2 (saved to %3)</source>
        <translation>サーバーでの第 %1 局：%2（%3 に保存）</translation>
    </message>
    <message>
        <source>Server play ended: %1</source>
        <translation>サーバーでの対局を終了しました：%1</translation>
    </message>
    <message>
        <source>Connecting to %1:%2 …</source>
        <translation>%1:%2 に接続中…</translation>
    </message>
    <message>
        <source>CSA server</source>
        <translation>CSA サーバー</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Logged in to %1 as %2: waiting for a game …</source>
        <translation>%1 に %2 としてログインしました: 対局を待っています…</translation>
    </message>
    <message>
        <source>On %1, playing %2 against %3 — %4</source>
        <translation>%1 で %3 と対局中（%2）— %4</translation>
    </message>
    <message>
        <source>Game over on %1: %2</source>
        <translation>%1 での対局が終わりました: %2</translation>
    </message>
    <message>
        <source>the server play was stopped</source>
        <translation>サーバー対局を中止しました</translation>
    </message>
</context>
<context>
    <name>kibitz::Session</name>
    <message>
        <source>%1 played an illegal move: &apos;%2&apos;</source>
        <translation>%1 が反則手を指しました: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>%1 resigned</source>
        <translation>%1 が投了しました</translation>
    </message>
    <message>
        <source>%1 moved after its time ran out (%2 s used)</source>
        <translation>%1 は持ち時間が切れてから指しました（%2 秒使用）</translation>
    </message>
    <message>
        <source>%1&apos;s time ran out after %2 s</source>
        <translation>%1 の持ち時間が切れました（%2 秒）</translation>
    </message>
</context>
<context>
    <name>kibitz::ShogiBoardWidget</name>
    <message>
        <source>Shogi board</source>
        <translation>将棋盤</translation>
    </message>
    <message>
        <source>Declare a Win (入玉宣言)</source>
        <translation>入玉宣言で勝ちを宣言</translation>
    </message>
    <message>
        <source>your king has not entered the enemy camp</source>
        <translation>玉が敵陣に入っていません</translation>
    </message>
    <message>
        <source>your king is in check</source>
        <translation>王手を掛けられています</translation>
    </message>
    <message>
        <source>only %1 of your pieces besides the king are in the enemy camp (10 needed)</source>
        <translation>敵陣にある玉以外の駒が%1枚しかありません（10枚必要）</translation>
    </message>
    <message>
        <source>only %1 points (%2 needed)</source>
        <translation>%1点しかありません（%2点必要）</translation>
    </message>
    <message>
        <source>it is not your turn</source>
        <translation>あなたの手番ではありません</translation>
    </message>
    <message>
        <source>The declaration would not hold: %1. The game goes on.</source>
        <translation>入玉宣言の条件を満たしていません: %1。対局を続けます。</translation>
    </message>
</context>
<context>
    <name>kibitz::ShogiPositionEditor</name>
    <message>
        <source>The position can be played.</source>
        <translation>この局面で対局・検討できます。</translation>
    </message>
    <message>
        <source>Edit Shogi Position</source>
        <translation>将棋の局面編集</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>手番</translation>
    </message>
    <message>
        <source>▲ &amp;Sente</source>
        <translation>▲ 先手(&amp;S)</translation>
    </message>
    <message>
        <source>△ &amp;Gote</source>
        <translation>△ 後手(&amp;G)</translation>
    </message>
    <message>
        <source>S&amp;tandard Position</source>
        <translation>平手初期配置(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Empty Board</source>
        <translation>盤面をクリア(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Rest to Gote&apos;s Hand</source>
        <translation>残り駒を後手の持駒に(&amp;R)</translation>
    </message>
    <message>
        <source>Put every piece left in the box into Gote&apos;s hand, as 詰将棋 are given</source>
        <translation>駒箱に残った駒をすべて後手の持駒にします（詰将棋の玉方持駒）</translation>
    </message>
    <message>
        <source>Drag a piece, or click it and then where it goes: between the board, the hands and the box below the board. A piece from the box is Sente&apos;s; right-click a piece on the board to promote it or give it to the other side.</source>
        <translation>駒をドラッグするか、クリックしてから置き場所をクリックします（盤・駒台・盤の下の駒箱の間で移せます）。駒箱から出した駒は先手の駒です。盤上の駒を右クリックすると成り・相手の駒に変わります。</translation>
    </message>
    <message>
        <source>SFE&amp;N:</source>
        <translation>SFEN(&amp;N):</translation>
    </message>
    <message>
        <source>This is not an SFEN: %1</source>
        <translation>SFENとして読めません: %1</translation>
    </message>
    <message>
        <source>Fl&amp;ip Board</source>
        <translation>盤面を反転(&amp;I)</translation>
    </message>
    <message>
        <source>Show Gote at the bottom</source>
        <translation>後手を手前に表示します</translation>
    </message>
    <message>
        <source>Type or paste an SFEN to set the position</source>
        <translation>SFENを入力または貼り付けると局面が設定されます</translation>
    </message>
    <message>
        <source>Position editor board</source>
        <translation>局面編集の盤</translation>
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
        <translation>後手</translation>
    </message>
    <message>
        <source>%1 has no king: put one on the board.</source>
        <translation>%1の玉がありません。盤に置いてください。</translation>
    </message>
    <message>
        <source>%1 has two kings.</source>
        <translation>%1の玉が二枚あります。</translation>
    </message>
    <message>
        <source>%1&apos;s %2 on %3 could never move: promote it or move it back.</source>
        <translation>%1の%3の%2は行き所のない駒です。成るか、下げてください。</translation>
    </message>
    <message>
        <source>%1 has two unpromoted pawns on file %2 (二歩).</source>
        <translation>%1の歩が%2筋に二枚あります（二歩）。</translation>
    </message>
    <message>
        <source>%1&apos;s king is in check while %2 is to move: it could be taken.</source>
        <translation>%2の手番なのに%1の玉に王手がかかっています（玉が取れてしまいます）。</translation>
    </message>
</context>
<context>
    <name>kibitz::SprtBar</name>
    <message>
        <source>H0: Elo %1, H1: Elo %2 (%3); alpha %4, beta %5</source>
        <translation>H0: Elo %1、H1: Elo %2（%3）; α %4、β %5</translation>
    </message>
    <message>
        <source>logistic</source>
        <translation>ロジスティック</translation>
    </message>
    <message>
        <source>normalized</source>
        <translation>正規化</translation>
    </message>
    <message>
        <source>LLR %1 (%2, %3)</source>
        <translation>LLR %1（%2、%3）</translation>
    </message>
    <message>
        <source>%1: H0 accepted</source>
        <translation>%1: H0 を採択</translation>
    </message>
    <message>
        <source>%1: H1 accepted</source>
        <translation>%1: H1 を採択</translation>
    </message>
    <message>
        <source>%1: no lean yet</source>
        <translation>%1: まだどちらにも傾いていません</translation>
    </message>
    <message>
        <source>%1: leans to H1 (Elo ≥ %2)</source>
        <translation>%1: H1 寄り（Elo ≥ %2）</translation>
    </message>
    <message>
        <source>%1: leans to H0 (Elo ≤ %2)</source>
        <translation>%1: H0 寄り（Elo ≤ %2）</translation>
    </message>
</context>
<context>
    <name>kibitz::SprtTest</name>
    <message>
        <source>not an SPRT setting: %1</source>
        <translation>SPRT の設定ではありません: %1</translation>
    </message>
    <message>
        <source>the SPRT needs elo0=E0 and elo1=E1 with E0 &lt; E1</source>
        <translation>SPRT には E0 &lt; E1 となる elo0=E0 と elo1=E1 が必要です</translation>
    </message>
    <message>
        <source>alpha and beta must lie between 0 and 1</source>
        <translation>alpha と beta は 0 と 1 の間でなければなりません</translation>
    </message>
    <message>
        <source>elo0 and elo1 must be finite numbers</source>
        <translation>elo0 と elo1 は有限の数でなければなりません</translation>
    </message>
    <message>
        <source>no results can reach a logistic Elo of %1 (its expected score is %2 in double precision): choose elo0 and elo1 between -6000 and 6000</source>
        <translation>ロジスティック Elo %1 に達する結果はありません（期待スコアが倍精度で %2 になります）: elo0 と elo1 は -6000 から 6000 の間で選んでください</translation>
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
        <translation>ペアの 2 局の得点ごとの局ペア数: 0、½、1、1½、2</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>対局数</translation>
    </message>
    <message>
        <source>W-L-D</source>
        <translation>勝-敗-分</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
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
        <translation>引き分け率</translation>
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
        <translation>三目並べの盤</translation>
    </message>
</context>
<context>
    <name>kibitz::TimeControl</name>
    <message>
        <source>&apos;%1&apos; is not a time control: write BASE[+BYOYOMI[+INCREMENT]] in seconds, or movetime=MS</source>
        <translation>&apos;%1&apos; は持ち時間の指定ではありません: 秒単位で BASE[+BYOYOMI[+INCREMENT]]、または movetime=MS と書いてください</translation>
    </message>
</context>
<context>
    <name>kibitz::TimeControlEditor</name>
    <message>
        <source>&amp;Fixed time per move</source>
        <translation>1手ごとの固定時間(&amp;F)</translation>
    </message>
    <message>
        <source> min</source>
        <translation> 分</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>無制限</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>&amp;Main time:</source>
        <translation>持ち時間(&amp;M):</translation>
    </message>
    <message>
        <source>&amp;Byoyomi:</source>
        <translation>秒読み(&amp;B):</translation>
    </message>
    <message>
        <source>&amp;Increment:</source>
        <translation>加算(&amp;I):</translation>
    </message>
    <message>
        <source>0 min</source>
        <translation>0 分</translation>
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
        <translation>対局数</translation>
    </message>
</context>
<context>
    <name>kibitz::TournamentDialog</name>
    <message>
        <source>&amp;Repeat each opening with sides swapped (game pairs)</source>
        <translation>各開始局面を先後入れ替えて 2 局指す（局ペア）(&amp;R)</translation>
    </message>
    <message>
        <source>Random &amp;order</source>
        <translation>ランダムな順序(&amp;O)</translation>
    </message>
    <message>
        <source>Stop when an S&amp;PRT decides</source>
        <translation>SPRT が判定したら終了(&amp;P)</translation>
    </message>
    <message>
        <source>Logistic Elo (else normalized)</source>
        <translation>ロジスティック Elo（でなければ正規化）</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>連続対局</translation>
    </message>
    <message>
        <source>&amp;Engines</source>
        <translation>エンジン(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Games</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <source>R&amp;ules</source>
        <translation>規則(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <source>Output &amp;folder:</source>
        <translation>出力フォルダー(&amp;F):</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <source>Resu&amp;me</source>
        <translation>再開(&amp;M)</translation>
    </message>
    <message>
        <source>Continue the tournament in the output folder: its finished games are kept, the others played.</source>
        <translation>出力フォルダーの連続対局を続けます: 終局した対局はそのまま、残りを指します。</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>ゲーム(&amp;G):</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Own time control</source>
        <translation>個別の持ち時間</translation>
    </message>
    <message>
        <source>Engine words</source>
        <translation>エンジン指定</translation>
    </message>
    <message>
        <source>Each engine&apos;s name in the standings, and its own time control (empty: the tournament&apos;s), for time odds.</source>
        <translation>順位表での各エンジンの名前と、時間のハンデ用の個別の持ち時間（空欄: 連続対局の持ち時間）。</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>削除(&amp;M)</translation>
    </message>
    <message>
        <source>E&amp;ngine:</source>
        <translation>エンジン(&amp;N):</translation>
    </message>
    <message>
        <source>Round robin</source>
        <translation>総当たり</translation>
    </message>
    <message>
        <source>Gauntlet (the first engine against each other)</source>
        <translation>ガントレット（1 番目のエンジンが他の各エンジンと対局）</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>形式(&amp;K):</translation>
    </message>
    <message>
        <source>Games per &amp;encounter:</source>
        <translation>組み合わせごとの対局数(&amp;E):</translation>
    </message>
    <message>
        <source>R&amp;ounds:</source>
        <translation>ラウンド数(&amp;O):</translation>
    </message>
    <message>
        <source>BASE[+BYOYOMI[+INCREMENT]] seconds, or movetime=MS</source>
        <translation>持ち時間[+秒読み[+加算]]（秒）、または movetime=ミリ秒</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>持ち時間(&amp;T):</translation>
    </message>
    <message>
        <source>&amp;Concurrency:</source>
        <translation>同時対局数(&amp;C):</translation>
    </message>
    <message>
        <source>none: the game&apos;s start</source>
        <translation>なし: ゲームの初期局面</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>参照(&amp;W)…</translation>
    </message>
    <message>
        <source>O&amp;penings file:</source>
        <translation>開始局面ファイル(&amp;P):</translation>
    </message>
    <message>
        <source>whole</source>
        <translation>全手</translation>
    </message>
    <message>
        <source>Opening p&amp;lies:</source>
        <translation>開始局面の手数(&amp;L):</translation>
    </message>
    <message>
        <source>Openings</source>
        <translation>開始局面</translation>
    </message>
    <message>
        <source>e.g. movenumber=40 movecount=8 score=10</source>
        <translation>例: movenumber=40 movecount=8 score=10</translation>
    </message>
    <message>
        <source>e.g. movecount=3 score=1000 twosided</source>
        <translation>例: movecount=3 score=1000 twosided</translation>
    </message>
    <message>
        <source>&amp;Draw adjudication:</source>
        <translation>引き分け裁定(&amp;D):</translation>
    </message>
    <message>
        <source>Re&amp;sign adjudication:</source>
        <translation>投了裁定(&amp;S):</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <source>&amp;Maximum plies:</source>
        <translation>最大手数(&amp;M):</translation>
    </message>
    <message>
        <source>Elo&amp;0 (H0):</source>
        <translation>Elo0（H0）(&amp;0):</translation>
    </message>
    <message>
        <source>Elo&amp;1 (H1):</source>
        <translation>Elo1（H1）(&amp;1):</translation>
    </message>
    <message>
        <source>&amp;Alpha:</source>
        <translation>α(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Beta:</source>
        <translation>β(&amp;B):</translation>
    </message>
    <message>
        <source>Bundled engine</source>
        <translation>同梱エンジン</translation>
    </message>
    <message>
        <source>Output folder</source>
        <translation>出力フォルダー</translation>
    </message>
</context>
<context>
    <name>kibitz::TournamentGamesModel</name>
    <message>
        <source> vs </source>
        <translation> 対 </translation>
    </message>
    <message>
        <source>playing</source>
        <translation>対局中</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>対局</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Engines</source>
        <translation>エンジン</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>paused</source>
        <translation>一時停止中</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>残り時間</translation>
    </message>
</context>
<context>
    <name>kibitz::TournamentPlan</name>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
    <message>
        <source>%1 (was %2, now %3)</source>
        <translation>%1（以前 %2、今回 %3）</translation>
    </message>
</context>
<context>
    <name>kibitz::TournamentPresenter</name>
    <message>
        <source>Tournament</source>
        <translation>連続対局</translation>
    </message>
    <message>
        <source>A tournament is running: stop it first.</source>
        <translation>連続対局が実行中です: 先に停止してください。</translation>
    </message>
    <message>
        <source>%1 holds no tournament.</source>
        <translation>%1 に連続対局はありません。</translation>
    </message>
</context>
<context>
    <name>kibitz::TournamentRunner</name>
    <message>
        <source>Game %1 (%2): %3 {%4%5}</source>
        <translation>第 %1 局（%2）: %3 {%4%5}</translation>
    </message>
    <message>
        <source>engine %1 (%2) cannot start: %3</source>
        <translation>エンジン %1 (%2) を開始できません: %3</translation>
    </message>
    <message>
        <source>the SPRT has decided</source>
        <translation>SPRT が判定しました</translation>
    </message>
</context>
<context>
    <name>kibitz::TournamentSettings</name>
    <message>
        <source>%1 holds no tournament of the window: %2</source>
        <translation>%1 にはウィンドウの連続対局がありません: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>A tournament needs two engines or more.</source>
        <translation>連続対局には 2 つ以上のエンジンが必要です。</translation>
    </message>
    <message>
        <source>Engine %1 (%2): %3</source>
        <translation>エンジン %1（%2）: %3</translation>
    </message>
    <message>
        <source>Two engines are named %1: give each a name of its own, so that the standings tell them apart.</source>
        <translation>2 つのエンジンが %1 という名前です: 順位表で区別できるよう、それぞれ別の名前を付けてください。</translation>
    </message>
    <message>
        <source>Draw adjudication: %1</source>
        <translation>引き分け裁定: %1</translation>
    </message>
    <message>
        <source>Resign adjudication: %1</source>
        <translation>投了裁定: %1</translation>
    </message>
    <message>
        <source>SPRT: %1</source>
        <translation>SPRT: %1</translation>
    </message>
    <message>
        <source>The SPRT needs exactly two engines.</source>
        <translation>SPRT にはちょうど 2 つのエンジンが必要です。</translation>
    </message>
    <message>
        <source>Kibitz knows no game %1.</source>
        <translation>Kibitz はゲーム %1 を知りません。</translation>
    </message>
    <message>
        <source>The setup cannot start a game.</source>
        <translation>この設定では対局を始められません。</translation>
    </message>
    <message>
        <source>Games, rounds and concurrency must be 1 or more.</source>
        <translation>対局数、ラウンド数、同時対局数は 1 以上にしてください。</translation>
    </message>
    <message>
        <source>Choose the output folder: the records and results.jsonl go there.</source>
        <translation>出力フォルダーを選んでください: 棋譜と results.jsonl がそこに保存されます。</translation>
    </message>
    <message>
        <source>%1 holds a tournament already: resume it, or choose another folder.</source>
        <translation>%1 にはすでに連続対局があります: 再開するか、別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>The tournament&apos;s match.params cannot be read: %1</source>
        <translation>連続対局の match.params を読み込めません: %1</translation>
    </message>
    <message>
        <source>The tournament in %1 was started with other settings: %2</source>
        <translation>%1 の連続対局は別の設定で開始されています: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::TournamentView</name>
    <message>
        <source>stopped by the user</source>
        <translation>ユーザーが停止</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 対 %2</translation>
    </message>
    <message>
        <source>%1 against the field</source>
        <translation>%1 対 全体</translation>
    </message>
    <message>
        <source>No tournament yet: Game → Tournament… starts one.</source>
        <translation>連続対局はまだありません: ゲーム → 連続対局… で開始します。</translation>
    </message>
    <message>
        <source>Stopping: %1 of %2 games finished</source>
        <translation>停止中: %2 局中 %1 局終了</translation>
    </message>
    <message>
        <source>Running: %1 of %2 games finished</source>
        <translation>実行中: %2 局中 %1 局終了</translation>
    </message>
    <message>
        <source>Ended: %1</source>
        <translation>終了: %1</translation>
    </message>
    <message>
        <source>Ended by the SPRT (%1 accepted): %2 of %3 games</source>
        <translation>SPRT により終了（%1 を採択）: %3 局中 %2 局</translation>
    </message>
    <message>
        <source>Stopped: %1 of %2 games finished; Resume plays the others</source>
        <translation>停止: %2 局中 %1 局終了。再開で残りを指します</translation>
    </message>
    <message>
        <source>Finished: %1 games</source>
        <translation>終了: %1 局</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>%1: %2 of %3 games finished; Resume plays the others</source>
        <translation>%1: %3 局中 %2 局終了。再開で残りを指します</translation>
    </message>
    <message>
        <source>%1: %2 games finished</source>
        <translation>%1: %2 局終了</translation>
    </message>
    <message>
        <source>Paused: %1 of %2 games finished</source>
        <translation>一時停止: %2 局中 %1 局終了</translation>
    </message>
    <message>
        <source>Co&amp;ntinue</source>
        <translation>続行(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>Hold every game at its next move: the clocks stop and no engine is asked to move until Continue.</source>
        <translation>すべての対局を次の指し手で止めます。「続行」まで時計は止まり、エンジンに指し手を求めません。</translation>
    </message>
    <message>
        <source>Resu&amp;me</source>
        <translation>再開(&amp;M)</translation>
    </message>
    <message>
        <source>Continue the tournament in this folder: its finished games are kept, the others played.</source>
        <translation>このフォルダの連続対局を再開します。終わった対局はそのまま、残りを指します。</translation>
    </message>
</context>
<context>
    <name>kibitz::WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>対局(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新規対局(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open Record…</source>
        <translation>棋譜を開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save Record As…</source>
        <translation>棋譜を名前を付けて保存(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Copy Record</source>
        <translation>棋譜をコピー(&amp;C)</translation>
    </message>
    <message>
        <source>Put the record on the clipboard as text</source>
        <translation>棋譜をテキストとしてクリップボードに置きます</translation>
    </message>
    <message>
        <source>&amp;Paste Record</source>
        <translation>棋譜を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>Review the record on the clipboard (its format is recognised from the text)</source>
        <translation>クリップボードの棋譜を検討します（形式はテキストから判別します）</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>投了(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Move Now</source>
        <translation>すぐ指させる(&amp;M)</translation>
    </message>
    <message>
        <source>Stop the engine&apos;s search and make it play its best move</source>
        <translation>エンジンの探索を止めて最善手を指させます</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>待った(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Abort Game</source>
        <translation>対局を中断(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Engines…</source>
        <translation>エンジン管理(&amp;E)…</translation>
    </message>
    <message>
        <source>A&amp;nalyse Position</source>
        <translation>局面を検討(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;First Position</source>
        <translation>開始局面(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>1手戻る(&amp;P)</translation>
    </message>
    <message>
        <source>Ne&amp;xt Move</source>
        <translation>1手進む(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Last Position</source>
        <translation>最終局面(&amp;L)</translation>
    </message>
    <message>
        <source>Show &amp;All Hidden Pieces</source>
        <translation>伏せ駒をすべて表示(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>盤面反転(&amp;F)</translation>
    </message>
    <message>
        <source>Turn the board round: the second player&apos;s side at the bottom</source>
        <translation>盤を反転し、後手側を手前に表示します</translation>
    </message>
    <message>
        <source>Move &amp;Numbers</source>
        <translation>手数を表示(&amp;N)</translation>
    </message>
    <message>
        <source>Number the stones in the order they were played</source>
        <translation>石に打った順の手数を表示します</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>Kibitz について(&amp;A)</translation>
    </message>
    <message>
        <source>Review mode: show every player&apos;s pieces, also those a game of hidden information keeps from a person at the table</source>
        <translation>検討モード: 非公開情報のあるゲームで対局者から隠される駒も含め、全員の駒を表示します</translation>
    </message>
    <message>
        <source>Edit &amp;Position…</source>
        <translation>局面編集(&amp;P)…</translation>
    </message>
    <message>
        <source>Set up a position from the one shown, then play or analyse it</source>
        <translation>表示中の局面をもとに局面を作り、対局または検討します</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>一時停止(&amp;P)</translation>
    </message>
    <message>
        <source>Stop the clocks and the engines until you resume the game</source>
        <translation>再開するまで時計とエンジンを止めます</translation>
    </message>
    <message>
        <source>Let the chosen engines (up to four) analyse the position on the board, following it as you move through the game</source>
        <translation>選んだエンジン（4 つまで）に盤上の局面を検討させます。棋譜を進めたり戻したりすると追従します</translation>
    </message>
    <message>
        <source>Analysis Engines</source>
        <translation>検討エンジン</translation>
    </message>
    <message>
        <source>Analyse &amp;Record…</source>
        <translation>棋譜解析(&amp;R)…</translation>
    </message>
    <message>
        <source>Let an engine go over the moves of the record shown and write its evaluation and marks on each</source>
        <translation>表示中の棋譜の指し手をエンジンに順に解析させ、各手に評価値と判定を書き込みます</translation>
    </message>
    <message>
        <source>Play on &amp;Server…</source>
        <translation>サーバーで対局(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Tournament…</source>
        <translation>連続対局(&amp;T)…</translation>
    </message>
</context>
<context>
    <name>kibitz::cli</name>
    <message>
        <source>Opening file: each game pair starts from its next opening, sides swapped.</source>
        <translation>開始局面ファイル: 各ペアの2局は次の開始局面から、先後を入れ替えて指します。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Order of the openings: sequential (default) or random.</source>
        <translation>開始局面の順序: sequential（既定）または random。</translation>
    </message>
    <message>
        <source>ORDER</source>
        <translation>ORDER</translation>
    </message>
    <message>
        <source>Cut every opening to its first N moves.</source>
        <translation>各開始局面を最初の N 手までに切り詰めます。</translation>
    </message>
    <message>
        <source>Begin with the K-th opening of the order (default 1).</source>
        <translation>順序の K 番目の開始局面から始めます（既定は 1）。</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Play the openings in the board&apos;s next symmetry on each pass through them.</source>
        <translation>開始局面を一巡するごとに、盤の次の対称変換で指します。</translation>
    </message>
    <message>
        <source>kibitz-cli match: --order must be sequential or random
</source>
        <translation>kibitz-cli match: --order は sequential か random です
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --seed needs a whole number
</source>
        <translation>kibitz-cli match: --seed には整数が必要です
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --plies needs a number of moves
</source>
        <translation>kibitz-cli match: --plies には手数が必要です
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --start needs a positive number
</source>
        <translation>kibitz-cli match: --start には正の数が必要です
</translation>
    </message>
    <message>
        <source>Output format id.</source>
        <translation>出力形式の id。</translation>
    </message>
    <message>
        <source>FORMAT</source>
        <translation>FORMAT</translation>
    </message>
    <message>
        <source>kibitz-cli convert: no game reads files like %1
</source>
        <translation>kibitz-cli convert: %1 のようなファイルを読めるゲームがありません
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1: %2
</source>
        <translation>kibitz-cli convert: %1: %2
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1: %2 (the moves before it are converted)
</source>
        <translation>kibitz-cli convert: %1: %2（それより前の指し手は変換しました）
</translation>
    </message>
    <message>
        <source>The game: %1.</source>
        <translation>ゲーム: %1。</translation>
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
        <translation>持ち時間 BASE[+BYOYOMI[+INCREMENT]]（秒）。</translation>
    </message>
    <message>
        <source>TC</source>
        <translation>TC</translation>
    </message>
    <message>
        <source>Fixed time per move in milliseconds.</source>
        <translation>1手ごとの固定時間（ミリ秒）。</translation>
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
        <translation>エンジンごとの TLF ログを書き出すディレクトリ。</translation>
    </message>
    <message>
        <source>Grace in milliseconds before a time forfeit (default 200).</source>
        <translation>時間切れと判定するまでの猶予（ミリ秒、既定は 200）。</translation>
    </message>
    <message>
        <source>ENGINE</source>
        <translation>ENGINE</translation>
    </message>
    <message>
        <source>kibitz-cli match: --game must be one of: %1
</source>
        <translation>kibitz-cli match: --game は次のいずれかです: %1
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --games needs a positive number
</source>
        <translation>kibitz-cli match: --games には正の数を指定してください
</translation>
    </message>
    <message>
        <source>Score of %1 vs %2: %3 - %4 - %5</source>
        <translation>%1 対 %2 の成績: %3 - %4 - %5</translation>
    </message>
    <message>
        <source>kibitz-cli match: could not write %1</source>
        <translation>kibitz-cli match: %1 を書き込めませんでした</translation>
    </message>
    <message>
        <source>Counts the legal move sequences of a given length (perft) from a position.</source>
        <translation>局面から指定した長さの合法手順を数えます（perft）。</translation>
    </message>
    <message>
        <source>Number of plies.</source>
        <translation>手数。</translation>
    </message>
    <message>
        <source>Also print the count after each root move.</source>
        <translation>初手ごとの数も表示します。</translation>
    </message>
    <message>
        <source>kibitz-cli perft: --game must be one of: %1
</source>
        <translation>kibitz-cli perft: --game は次のいずれかです: %1
</translation>
    </message>
    <message>
        <source>kibitz-cli perft: give --depth N with N from 0 to 20
</source>
        <translation>kibitz-cli perft: --depth N（N は 0 から 20）を指定してください
</translation>
    </message>
    <message>
        <source>kibitz-cli perft: %1
</source>
        <translation>kibitz-cli perft: %1
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1 is a file; converting a folder needs an output folder
</source>
        <translation>kibitz-cli convert: %1 はファイルです。フォルダーを変換するには出力先にフォルダーを指定してください
</translation>
    </message>
    <message>
        <source>%1 files converted, %2 failed; %3 passed over (no game reads them)
</source>
        <translation>%1 個のファイルを変換、%2 個が失敗。%3 個は読めるゲームがないため対象外
</translation>
    </message>
    <message>
        <source>%1 records passed over: their game has no format &apos;%2&apos;
</source>
        <translation>%1 個の棋譜は対象外: そのゲームには形式「%2」がありません
</translation>
    </message>
    <message>
        <source>Converts a record between formats, chosen by the file extensions unless --format says.

With --in DIR --out DIR it converts every record under DIR, subfolders kept, each written with the extension of --format (without --format, in its own format); files no game reads are passed over. It names each file that fails with its reason and converts all others; the exit status is 1 when any file failed.</source>
        <translation>棋譜の形式を変換します。形式は --format がなければファイルの拡張子で決まります。

--in DIR --out DIR では DIR 以下のすべての棋譜を、サブフォルダーを保ったまま --format の拡張子で書き出します（--format がなければ元の形式のまま）。どのゲームも読めないファイルは対象外です。失敗したファイルは理由とともに示し、ほかはすべて変換します。失敗したファイルがあれば終了コードは 1 です。</translation>
    </message>
    <message>
        <source>The record or folder to read.</source>
        <translation>読み込む棋譜またはフォルダー。</translation>
    </message>
    <message>
        <source>PATH</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>The record or folder to write.</source>
        <translation>書き出す棋譜またはフォルダー。</translation>
    </message>
    <message>
        <source>Threads converting a folder (default: one per processor core).</source>
        <translation>フォルダーを変換するスレッド数（既定: プロセッサーのコアごとに 1 つ）。</translation>
    </message>
    <message>
        <source>kibitz-cli convert: give --in FILE and --out FILE (or two folders)
</source>
        <translation>kibitz-cli convert: --in FILE と --out FILE（または 2 つのフォルダー）を指定してください
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: --jobs needs a number of threads, 1 or more
</source>
        <translation>kibitz-cli convert: --jobs には 1 以上のスレッド数を指定してください
</translation>
    </message>
    <message>
        <source>kibitz-cli match: engine %1: %2
</source>
        <translation>kibitz-cli match: エンジン %1: %2
</translation>
    </message>
    <message>
        <source>Time for the search in milliseconds (default %1).</source>
        <translation>探索時間（ミリ秒、既定は %1）。</translation>
    </message>
    <message>
        <source>The engine (see above).</source>
        <translation>エンジン（上記参照）。</translation>
    </message>
    <message>
        <source>kibitz-cli mate: unknown game &apos;%1&apos;
</source>
        <translation>kibitz-cli mate: 不明なゲーム &apos;%1&apos;
</translation>
    </message>
    <message>
        <source>kibitz-cli mate: give one --engine
</source>
        <translation>kibitz-cli mate: --engine を1つ指定してください
</translation>
    </message>
    <message>
        <source>kibitz-cli mate: the %1 protocol has no mate search
</source>
        <translation>kibitz-cli mate: %1 プロトコルには詰み探索がありません
</translation>
    </message>
    <message>
        <source>kibitz-cli mate: --movetime needs a positive number of milliseconds
</source>
        <translation>kibitz-cli mate: --movetime には正のミリ秒数を指定してください
</translation>
    </message>
    <message>
        <source>kibitz-cli mate: %1
</source>
        <translation>kibitz-cli mate: %1
</translation>
    </message>
    <message>
        <source>kibitz-cli mate: the engine&apos;s mate has an illegal move: %1
</source>
        <translation>kibitz-cli mate: エンジンの詰み手順に反則手があります: %1
</translation>
    </message>
    <message>
        <source>mate in %1: %2</source>
        <translation>%1手詰め: %2</translation>
    </message>
    <message>
        <source>no mate</source>
        <translation>詰みなし</translation>
    </message>
    <message>
        <source>no mate found within %1 ms</source>
        <translation>%1 ミリ秒以内に詰みは見つかりませんでした</translation>
    </message>
    <message>
        <source>the engine cannot search for mates</source>
        <translation>このエンジンは詰み探索ができません</translation>
    </message>
    <message>
        <source>The game (default %1).</source>
        <translation>ゲーム（既定は %1）。</translation>
    </message>
    <message>
        <source>Show this help and exit.</source>
        <translation>このヘルプを表示して終了します。</translation>
    </message>
    <message>
        <source>A record file or a folder.</source>
        <translation>棋譜ファイルまたはフォルダー。</translation>
    </message>
    <message>
        <source>FILE|DIR</source>
        <translation>FILE|DIR</translation>
    </message>
    <message>
        <source>Where to write: a file, or a folder for a folder.</source>
        <translation>書き出し先: ファイル、フォルダーを解析するときはフォルダー。</translation>
    </message>
    <message>
        <source>Time per position in milliseconds (default %1; with --depth, the most a search takes).</source>
        <translation>1局面あたりの時間 (ミリ秒、既定 %1。--depth と併用すると1回の探索の上限)。</translation>
    </message>
    <message>
        <source>Search each position to this depth.</source>
        <translation>各局面をこの深さまで探索します。</translation>
    </message>
    <message>
        <source>Lines per position (default 1).</source>
        <translation>1局面あたりの読み筋の数 (既定 1)。</translation>
    </message>
    <message>
        <source>Records analysed at once, each by its own engine process (default 1).</source>
        <translation>同時に解析する棋譜の数。棋譜ごとに別のエンジンプロセスを使います (既定 1)。</translation>
    </message>
    <message>
        <source>I/N</source>
        <translation>I/N</translation>
    </message>
    <message>
        <source>The first move to analyse (default 1).</source>
        <translation>解析する最初の手数 (既定 1)。</translation>
    </message>
    <message>
        <source>PLY</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>The last move to analyse (default: the last).</source>
        <translation>解析する最後の手数 (既定: 最終手)。</translation>
    </message>
    <message>
        <source>give one --engine</source>
        <translation>--engine を1つ指定してください</translation>
    </message>
    <message>
        <source>give --in and --out</source>
        <translation>--in と --out を指定してください</translation>
    </message>
    <message>
        <source>--movetime, --depth, --multipv, --jobs, --from and --to take a positive number</source>
        <translation>--movetime、--depth、--multipv、--jobs、--from、--to には正の数を指定してください</translation>
    </message>
    <message>
        <source>--to is before --from</source>
        <translation>--to が --from より前です</translation>
    </message>
    <message>
        <source>%1: no game reads this type of file</source>
        <translation>%1: この種類のファイルを読めるゲームがありません</translation>
    </message>
    <message>
        <source>--out is a folder; give a file</source>
        <translation>--out がフォルダーです。ファイルを指定してください</translation>
    </message>
    <message>
        <source>%1: no such file or folder</source>
        <translation>%1: そのようなファイルまたはフォルダーはありません</translation>
    </message>
    <message>
        <source>cannot make the folder %1</source>
        <translation>フォルダー %1 を作成できません</translation>
    </message>
    <message>
        <source>analysed %1, skipped %2, failed %3, not records %4, in %5 s</source>
        <translation>解析 %1、スキップ %2、失敗 %3、棋譜以外 %4、%5 秒</translation>
    </message>
    <message>
        <source>kibitz-cli convert: no game has the format &apos;%1&apos;; the formats are: %2
</source>
        <translation>kibitz-cli convert: 形式 &apos;%1&apos; を持つゲームはありません。使える形式: %2
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1 records have no format &apos;%2&apos;; their formats are: %3
</source>
        <translation>kibitz-cli convert: %1 の棋譜に形式 &apos;%2&apos; はありません。使える形式: %3
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: no %1 format writes files like %2; give a name ending in %3 or --format with one of: %4
</source>
        <translation>kibitz-cli convert: %2 のようなファイルを書ける %1 の形式がありません。%3 で終わる名前にするか、--format で次のどれかを指定してください: %4
</translation>
    </message>
    <message>
        <source>Analyses every move of records with an engine: each move gets the engine&apos;s &apos;#&apos; think comment and, when its side&apos;s win rate fell by much, a mark; a summary of each record is printed.
A folder is analysed file by file, subfolders kept; a file whose output already has this engine&apos;s analysis to the asked depth is skipped.</source>
        <translation>棋譜のすべての指し手をエンジンで解析します。各指し手にエンジンの「#」思考コメントを書き、手番側の勝率が大きく下がった手には印を付け、棋譜ごとに要約を表示します。
フォルダーはファイルごとに解析し、サブフォルダーの構成を保ちます。出力にこのエンジンの解析が指定の深さまで既にあるファイルは飛ばします。</translation>
    </message>
    <message>
        <source>--engine ENGINE is &apos;bundled&apos; or the words
  cmd=PATH [arg=A]... [dir=DIR] [proto=P] [name=NAME] [option.NAME=VALUE]...
or conf=NAME for an engine registered in Kibitz&apos;s Engines dialog (words after
it add to or override its own).</source>
        <translation>--engine ENGINE は &apos;bundled&apos; または次の語です
  cmd=PATH [arg=A]... [dir=DIR] [proto=P] [name=NAME] [option.NAME=VALUE]...
または Kibitz のエンジン ダイアログで登録したエンジンの conf=NAME（後に続く語は
その設定に追加または上書きされます）。</translation>
    </message>
    <message>
        <source>Plays engine-versus-engine games, sides alternating; give --engine once per side.</source>
        <translation>先後を入れ替えながらエンジン同士の対局を行います。--engine は各手番に 1 つずつ指定します。</translation>
    </message>
    <message>
        <source>Without --tc or --movetime the time control is %1 (BASE+BYOYOMI+INCREMENT seconds).</source>
        <translation>--tc も --movetime もなければ持ち時間は %1 です（持ち時間+秒読み+加算、秒）。</translation>
    </message>
    <message>
        <source>Asks an engine whether the side to move can force mate, and prints the mate.</source>
        <translation>手番側に詰みがあるかをエンジンに尋ね、詰み手順を表示します。</translation>
    </message>
    <message>
        <source>kibitz-cli convert: 1 more file: %1
</source>
        <translation>kibitz-cli convert: ほか 1 ファイルも同じ: %1
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1 more files: %2
</source>
        <translation>kibitz-cli convert: ほか %1 ファイルも同じ: %2
</translation>
    </message>
    <message>
        <source>Results streams, or folders holding them.</source>
        <translation>結果ストリーム、またはそれを含むフォルダー。</translation>
    </message>
    <message>
        <source>FILE|DIR…</source>
        <translation>FILE|DIR…</translation>
    </message>
    <message>
        <source>Also run an SPRT: elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [model=normalized|logistic].</source>
        <translation>SPRT も行う: elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [model=normalized|logistic]。</translation>
    </message>
    <message>
        <source>SETTINGS</source>
        <translation>SETTINGS</translation>
    </message>
    <message>
        <source>kibitz-cli report: give one or more results files or folders
</source>
        <translation>kibitz-cli report: 結果ファイルまたはフォルダーを 1 つ以上指定してください
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
        <translation>kibitz-cli report: 結果の付いた終局済みの対局がありません
</translation>
    </message>
    <message>
        <source>Games without a result (not counted): %1
</source>
        <translation>結果のない対局（集計外）: %1
</translation>
    </message>
    <message>
        <source>Adjudicate a draw once the game is N moves long and both engines&apos; scores have stayed within ±S for their last K moves each: movenumber=N movecount=K score=S.</source>
        <translation>対局が N 手に達し、両エンジンの評価値がそれぞれ直近 K 手のあいだ ±S 以内なら引き分けと判定します: movenumber=N movecount=K score=S。</translation>
    </message>
    <message>
        <source>Adjudicate a loss for an engine whose own score has stayed at or below -S for its last K moves (twosided: and the opponent&apos;s at or above S): movecount=K score=S [twosided].</source>
        <translation>自身の評価値が直近 K 手のあいだ -S 以下のエンジンを負けと判定します（twosided: 相手の評価値も S 以上のとき）: movecount=K score=S [twosided]。</translation>
    </message>
    <message>
        <source>Adjudicate a draw once the game is N moves (plies) long.</source>
        <translation>対局が N 手に達したら引き分けと判定します。</translation>
    </message>
    <message>
        <source>kibitz-cli match: --maxmoves needs a positive number
</source>
        <translation>kibitz-cli match: --maxmoves には正の数が必要です
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --draw, --resign and --maxmoves are for two-player games, not %1
</source>
        <translation>kibitz-cli match: --draw、--resign、--maxmoves は二人対局用です（%1 には使えません）
</translation>
    </message>
    <message>
        <source>SPRT: %1 accepted (LLR %2, bounds %3 and %4)</source>
        <translation>SPRT: %1 を採択（LLR %2、境界 %3 と %4）</translation>
    </message>
    <message>
        <source>kibitz-cli match: stopped by signal %1; the games in progress are not counted (--resume plays them)</source>
        <translation>kibitz-cli match: シグナル %1 で停止しました。対局中の局は数えません（--resume で指し直します）</translation>
    </message>
    <message>
        <source>interrupted</source>
        <translation>中断されました</translation>
    </message>
    <message>
        <source>terminated</source>
        <translation>終了させられました</translation>
    </message>
    <message>
        <source>kibitz-cli match: %1 takes two or more --engine options, one per side at least
</source>
        <translation>kibitz-cli match: %1 には --engine を 2 つ以上（少なくとも各手番に 1 つ）指定します
</translation>
    </message>
    <message>
        <source>Games per encounter each round (default 1; whole pairs with repeat).</source>
        <translation>各ラウンドの組み合わせごとの対局数（既定 1。repeat では組単位に切り上げ）。</translation>
    </message>
    <message>
        <source>Rounds (default 1).</source>
        <translation>ラウンド数（既定 1）。</translation>
    </message>
    <message>
        <source>The first engine plays each other; no other encounter.</source>
        <translation>最初のエンジンが他の各エンジンと対局します。それ以外の組み合わせはありません。</translation>
    </message>
    <message>
        <source>Play each opening twice, sides swapped (the default).</source>
        <translation>各開始局面を先後を入れ替えて 2 回指します（既定）。</translation>
    </message>
    <message>
        <source>Play each opening once, sides alternating.</source>
        <translation>各開始局面を 1 回ずつ、先後を交互にして指します。</translation>
    </message>
    <message>
        <source>Games played at once (default 1).</source>
        <translation>同時に指す対局数（既定 1）。</translation>
    </message>
    <message>
        <source>Directory for the game records, results.jsonl and match.params.</source>
        <translation>棋譜、results.jsonl と match.params を書くディレクトリ。</translation>
    </message>
    <message>
        <source>Start the engines again for every game.</source>
        <translation>対局ごとにエンジンを起動し直します。</translation>
    </message>
    <message>
        <source>Print the statistics every N games (and at the end).</source>
        <translation>N 局ごと（と最後）に統計を表示します。</translation>
    </message>
    <message>
        <source>Continue the run in --out: play only the games not finished there.</source>
        <translation>--out の対局を続けます。終わっていない局だけを指します。</translation>
    </message>
    <message>
        <source>Stop when an SPRT decides: elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [model=normalized|logistic].</source>
        <translation>SPRT が判定したら止めます: elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [model=normalized|logistic]。</translation>
    </message>
    <message>
        <source>An engine (see above); two or more.</source>
        <translation>エンジン（上記参照）。2 つ以上。</translation>
    </message>
    <message>
        <source>kibitz-cli match: --rounds needs a positive number
</source>
        <translation>kibitz-cli match: --rounds には正の数が必要です
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --concurrency needs a positive number
</source>
        <translation>kibitz-cli match: --concurrency には正の数が必要です
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --report needs a positive number
</source>
        <translation>kibitz-cli match: --report には正の数が必要です
</translation>
    </message>
    <message>
        <source>kibitz-cli match: give --repeat or --no-repeat, not both
</source>
        <translation>kibitz-cli match: --repeat と --no-repeat はどちらか一方だけを指定してください
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --resume needs the --out of the run to continue
</source>
        <translation>kibitz-cli match: --resume には続ける対局の --out が必要です
</translation>
    </message>
    <message>
        <source>kibitz-cli match: %1
</source>
        <translation>kibitz-cli match: %1
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --sprt needs two engines (or two teams)
</source>
        <translation>kibitz-cli match: --sprt には 2 つのエンジン（または 2 チーム）が必要です
</translation>
    </message>
    <message>
        <source>kibitz-cli match: cannot read %1: %2
</source>
        <translation>kibitz-cli match: %1 を読めません: %2
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --resume needs the command line of the run in %1; it differs in %2
</source>
        <translation>kibitz-cli match: --resume には %1 の対局と同じコマンドラインが必要です。違い: %2
</translation>
    </message>
    <message>
        <source>kibitz-cli match: %1 holds a run already; continue it with --resume, or give another --out
</source>
        <translation>kibitz-cli match: %1 には既に対局があります。--resume で続けるか、別の --out を指定してください
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --seats is for team games (goita)
</source>
        <translation>kibitz-cli match: --seats はチーム戦（ごいた）専用です
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --seats takes %1 --engine options, one per seat
</source>
        <translation>kibitz-cli match: --seats には --engine を %1 つ（席ごとに 1 つ）指定します
</translation>
    </message>
    <message>
        <source>kibitz-cli match: %1 takes two or more --engine options, one per team (or four, one per seat, with --seats)
</source>
        <translation>kibitz-cli match: %1 には --engine を 2 つ以上（チームごとに 1 つ。--seats では席ごとに 1 つで 4 つ）指定します
</translation>
    </message>
    <message>
        <source>Seed of the random order (default 0); goita without --openings: the seed of the deals, the same on every run.</source>
        <translation>random 順の乱数シード（既定は 0）。--openings のないごいたでは配牌のシードで、どの実行でも同じ配牌になります。</translation>
    </message>
    <message>
        <source>Two or more --engine play a round robin (goita: each --engine is a team, or with --seats four engines sit one a seat); an engine&apos;s words tc=TC and movetime=MS give it its own time control.</source>
        <translation>2 つ以上の --engine は総当たりで対局します（ごいた: 各 --engine が 1 チーム。--seats では 4 エンジンが席ごとに座ります）。エンジンの語 tc=TC と movetime=MS でそのエンジンだけの持ち時間を指定できます。</translation>
    </message>
    <message>
        <source>Goita: four --engine sit one a seat, partners 1 and 3 against 2 and 4 (without it each --engine is a team holding two seats).</source>
        <translation>ごいた: 4 つの --engine を席ごとに 1 つ座らせ、席 1・3 と席 2・4 がそれぞれ組みます（指定しなければ各 --engine が 2 席を持つ 1 チームです）。</translation>
    </message>
    <message>
        <source>kibitz-cli match: the setup fixes the start, which %1 deals at random, so every game would start alike; give --seed N for a deal of its own each game pair, the same on every run, or --openings FILE
</source>
        <translation>kibitz-cli match: %1 では無作為に配られる開始局面を設定が固定しているため、すべての対局が同じ配牌で始まります。対局の組ごとに別の配牌（どの実行でも同じ）にするには --seed N を、または --openings FILE を指定してください
</translation>
    </message>
    <message>
        <source>kibitz-cli csa: --port needs a port number
</source>
        <translation>kibitz-cli csa: --port にはポート番号が必要です
</translation>
    </message>
    <message>
        <source>kibitz-cli csa: give --id, a login name without spaces
</source>
        <translation>kibitz-cli csa: --id に空白を含まないログイン名を指定してください
</translation>
    </message>
    <message>
        <source>kibitz-cli csa: give --password-file FILE
</source>
        <translation>kibitz-cli csa: --password-file FILE を指定してください
</translation>
    </message>
    <message>
        <source>kibitz-cli csa: cannot read a password from %1
</source>
        <translation>kibitz-cli csa: %1 からパスワードを読めません
</translation>
    </message>
    <message>
        <source>kibitz-cli csa: --repeat needs a positive number
</source>
        <translation>kibitz-cli csa: --repeat には正の数が必要です
</translation>
    </message>
    <message>
        <source>kibitz-cli csa: --margin needs a number of milliseconds
</source>
        <translation>kibitz-cli csa: --margin にはミリ秒数が必要です
</translation>
    </message>
    <message>
        <source>game %1: %2 (%3 moves)%4</source>
        <translation>第 %1 局: %2（%3 手）%4</translation>
    </message>
    <message>
        <source>Plays shogi games on a CSA server (protocol 1.2.1, Floodgate) with an engine.</source>
        <translation>CSA サーバー（プロトコル 1.2.1、Floodgate）でエンジンに将棋を指させます。</translation>
    </message>
    <message>
        <source>kibitz-cli csa: give one --engine
</source>
        <translation>kibitz-cli csa: --engine を 1 つ指定してください
</translation>
    </message>
    <message>
        <source>%1 holds %2 games; --out must be a folder</source>
        <translation>%1 には %2 局あります。--out にはフォルダを指定してください</translation>
    </message>
    <message>
        <source>A file of several games (an SGF collection, a SFEN list, a CSA file with &apos;/&apos;) becomes one file per game in the folder --out (NAME-01.EXT …), or one collection when --out is a file of a format that holds several games.</source>
        <translation>複数の対局を含むファイル（SGF のコレクション、SFEN の一覧、&apos;/&apos; で区切った CSA ファイル）は、フォルダ --out に 1 局ずつのファイル（NAME-01.EXT …）として書きます。--out が複数の対局を保存できる形式のファイルなら、1 つのコレクションとして書きます。</translation>
    </message>
    <message>
        <source>kibitz-cli match: %1: %2
</source>
        <translation>kibitz-cli match: %1: %2
</translation>
    </message>
    <message>
        <source>Moves played from the start position, separated by spaces, as records write them (&quot;h8 g8 …&quot;).</source>
        <translation>開始局面から打った手を、棋譜の書き方で空白区切りで（&quot;h8 g8 …&quot;）。</translation>
    </message>
    <message>
        <source>MOVES</source>
        <translation>手順</translation>
    </message>
    <message>
        <source>Without --engine, the game&apos;s own search: %1 (default %2).</source>
        <translation>--engine なしのときのゲーム自身の探索: %1（既定は %2）。</translation>
    </message>
    <message>
        <source>SEARCH</source>
        <translation>探索</translation>
    </message>
    <message>
        <source>kibitz-cli mate: &apos;%1&apos; in --moves is not a legal move there
</source>
        <translation>kibitz-cli mate: --moves の「%1」はその局面で合法な手ではありません
</translation>
    </message>
    <message>
        <source>kibitz-cli mate: %1 has no search &apos;%2&apos;
</source>
        <translation>kibitz-cli mate: %1 には探索「%2」がありません
</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>none found within the search&apos;s limit</source>
        <translation>探索の上限内では見つかりません</translation>
    </message>
    <message>
        <source>Take only every N-th file, starting with the I-th (1 &lt;= I &lt;= N), so that N machines share a folder; auto/N: the scheduler&apos;s task (SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX). In a Slurm array without it: SLURM_ARRAY_TASK_ID of SLURM_ARRAY_TASK_COUNT.</source>
        <translation>I 番目から N 個おきのファイルだけを扱います（1 &lt;= I &lt;= N）。N 台で 1 つのフォルダーを分担するためのものです。auto/N: スケジューラーのタスク番号（SLURM_ARRAY_TASK_ID、JOB_COMPLETION_INDEX）を使います。指定がなく Slurm のアレイ内なら SLURM_ARRAY_TASK_COUNT 個中の SLURM_ARRAY_TASK_ID 番目です。</translation>
    </message>
    <message>
        <source>kibitz-cli analyse: %1: %2 of the %3 records
</source>
        <translation>kibitz-cli analyse: %1: %3 局中 %2 局の棋譜
</translation>
    </message>
    <message>
        <source>Play only the I-th of N slices of the schedule (whole pairs); auto/N: the scheduler&apos;s task (SLURM_ARRAY_TASK_ID, JOB_COMPLETION_INDEX). In a Slurm array without it: SLURM_ARRAY_TASK_ID of SLURM_ARRAY_TASK_COUNT.</source>
        <translation>対局予定を N 個に分けた I 番目だけを指します（ペア単位）。auto/N: スケジューラーのタスク番号（SLURM_ARRAY_TASK_ID、JOB_COMPLETION_INDEX）を使います。指定がなく Slurm のアレイ内なら SLURM_ARRAY_TASK_COUNT 個中の SLURM_ARRAY_TASK_ID 番目です。</translation>
    </message>
    <message>
        <source>kibitz-cli match: %1: %2 of the %3 games%4
</source>
        <translation>kibitz-cli match: %1: %3 局中 %2 局%4
</translation>
    </message>
    <message>
        <source>kibitz-cli match: %1 holds another run, its match.params differs in %2; give another --out
</source>
        <translation>kibitz-cli match: %1 には別の対局シリーズがあります（match.params の %2 が違います）。別の --out を指定してください
</translation>
    </message>
    <message>
        <source>%1 is %2: the array&apos;s task ids are the shards&apos; numbers, give it as --array=1-N</source>
        <translation>%1 が %2 です: アレイのタスク番号がシャード番号になるので --array=1-N と指定してください</translation>
    </message>
    <message>
        <source>%1 is set but %2 is not a count: give --shard auto/N</source>
        <translation>%1 は設定されていますが %2 は個数ではありません: --shard auto/N を指定してください</translation>
    </message>
    <message>
        <source>%1 is %2, not an index</source>
        <translation>%1 が %2 で、番号ではありません</translation>
    </message>
    <message>
        <source>--shard auto/N needs %1 or %2 set by the scheduler</source>
        <translation>--shard auto/N にはスケジューラーが設定する %1 か %2 が必要です</translation>
    </message>
    <message>
        <source>%1 is set: give --shard auto/N with the job&apos;s completions</source>
        <translation>%1 が設定されています: ジョブの completions の数で --shard auto/N を指定してください</translation>
    </message>
    <message>
        <source>%1 is beyond the %2 shards; a task submitted again on its own needs the count: --shard auto/N</source>
        <translation>%1 は %2 個のシャードを超えています。単独で再投入したタスクには個数が必要です: --shard auto/N</translation>
    </message>
    <message>
        <source>--shard takes I/N with 1 &lt;= I &lt;= N (e.g. 2/8), or auto/N</source>
        <translation>--shard には 1 &lt;= I &lt;= N の I/N（例: 2/8）か auto/N を指定します</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>kibitz-cli report: %1 is not a folder
</source>
        <translation>kibitz-cli report: %1 はフォルダーではありません
</translation>
    </message>
    <message>
        <source>%1: not analysed yet</source>
        <translation>%1: 未解析</translation>
    </message>
    <message>
        <source>%1: %2 moves analysed by %3</source>
        <translation>%1: %3 で %2 手を解析</translation>
    </message>
    <message>
        <source>analysed %1 of %2 records, not analysed yet %3</source>
        <translation>棋譜 %2 件中 %1 件を解析済み、未解析 %3 件</translation>
    </message>
    <message>
        <source>Also write every finished game into FILE, one collection in the format its extension names (one that holds several games: .sgf, .csa, .sfen …); a relative FILE is in --out&apos;s folder.</source>
        <translation>終局した対局をすべて FILE にも書きます。FILE は拡張子が示す形式の一つのコレクションです（複数の対局を保持できる形式：.sgf、.csa、.sfen …）。相対パスの FILE は --out のフォルダーに置かれます。</translation>
    </message>
    <message>
        <source>kibitz-cli match: --collection: no %1 record format holds several games
</source>
        <translation>kibitz-cli match: --collection: %1 の棋譜形式に複数の対局を保持できるものはありません
</translation>
    </message>
    <message>
        <source>kibitz-cli match: --collection %1: a %2 file that holds several games is named %3
</source>
        <translation>kibitz-cli match: --collection %1: 複数の対局を保持する %2 のファイル名は %3 です
</translation>
    </message>
    <message>
        <source>kibitz-cli match: %1 holds games already; continue its run with --resume, or give another --collection
</source>
        <translation>kibitz-cli match: %1 にはすでに対局があります。--resume でその実行を続けるか、別の --collection を指定してください
</translation>
    </message>
    <message>
        <source>Reads results streams (results.jsonl, or every results*.jsonl in a folder) and prints the statistics of each engine pairing in fastchess&apos;s layout, and the standings of more than two engines.
Over folders that analyse writes into (they hold analysis.params and no results stream), or with --analysis: prints the summary of each record analysed to the end, and how many of the run&apos;s records are not analysed yet.</source>
        <translation>結果ストリーム（results.jsonl、またはフォルダー内のすべての results*.jsonl）を読み、エンジンの組み合わせごとの統計を fastchess の形式で表示します。エンジンが 3 つ以上なら順位表も表示します。
analyse が書き込んだフォルダー（analysis.params があり結果ストリームがないもの）、または --analysis 指定時は、最後まで解析された各棋譜の要約と、実行全体の棋譜のうちまだ解析されていない数を表示します。</translation>
    </message>
    <message>
        <source>Read the folders as analysed records (found by itself when analyse wrote them).</source>
        <translation>フォルダーを解析済みの棋譜として読みます（analyse が書いたフォルダーは自動で判別）。</translation>
    </message>
    <message>
        <source>kibitz-cli report: --sprt is for match results, not analyses
</source>
        <translation>kibitz-cli report: --sprt は対局結果用です。解析には使えません
</translation>
    </message>
    <message>
        <source>Sync each game&apos;s record to the disk before its results line, so that a power cut loses no finished game&apos;s record (a disk flush a game).</source>
        <translation>各対局の棋譜を、結果行を書く前にディスクへ同期します。停電でも終わった対局の棋譜は失われません（対局ごとにディスクのフラッシュが一回かかります）。</translation>
    </message>
    <message>
        <source>Keep nothing to CPUs. By default each game played at once, its engines too, is kept to CPUs of its own: the CPUs kibitz-cli may use, split evenly among the --concurrency games (Linux).</source>
        <translation>何も CPU に固定しません。既定では、同時に進む各対局をそのエンジンも含めて専用の CPU に固定します。kibitz-cli が使える CPU を --concurrency の対局数で均等に分けます（Linux）。</translation>
    </message>
</context>
<context>
    <name>kibitz::cli::CollectionConversion</name>
    <message>
        <source>kibitz-cli convert: %1: game %2: %3
</source>
        <translation>kibitz-cli convert: %1: 第%2局: %3
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1: %2 (not converted)
</source>
        <translation>kibitz-cli convert: %1: %2（変換しませんでした）
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1 records have no format &apos;%2&apos; with a file extension of its own
</source>
        <translation>kibitz-cli convert: %1 の棋譜には、独自の拡張子を持つ形式 &apos;%2&apos; がありません
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: cannot make the folder %1
</source>
        <translation>kibitz-cli convert: フォルダ %1 を作れません
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1: %2
</source>
        <translation>kibitz-cli convert: %1: %2
</translation>
    </message>
    <message>
        <source>%1: %2 games found, %3 written to %4, %5 failed
</source>
        <translation>%1: %2 局を見つけ、%3 局を %4 に書きました。失敗 %5 局
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: cannot write %1: %2
</source>
        <translation>kibitz-cli convert: %1 に書き込めません: %2
</translation>
    </message>
    <message>
        <source>kibitz-cli convert: %1 holds %2 games and a %3 file holds one: give a folder for --out (a name ending in &apos;/&apos;) to get one file per game, or a file of a format that holds several (%4)
</source>
        <translation>kibitz-cli convert: %1 には %2 局ありますが、%3 ファイルは 1 局しか保持できません。1 局ずつのファイルにするには --out にフォルダー（&apos;/&apos; で終わる名前）を、または複数の対局を保持できる形式のファイル（%4）を指定してください
</translation>
    </message>
</context>
<context>
    <name>kibitz::cli::CsaOptions</name>
    <message>
        <source>The CSA server (default 127.0.0.1).</source>
        <translation>CSA サーバー（既定は 127.0.0.1）。</translation>
    </message>
    <message>
        <source>HOST</source>
        <translation>HOST</translation>
    </message>
    <message>
        <source>Its port (default 4081).</source>
        <translation>そのポート（既定は 4081）。</translation>
    </message>
    <message>
        <source>PORT</source>
        <translation>PORT</translation>
    </message>
    <message>
        <source>The login name.</source>
        <translation>ログイン名。</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>A file whose first line is the password (on Floodgate and shogi-server GAMENAME,PASSWORD, e.g. floodgate-300-10F,secret); never given on the command line.</source>
        <translation>1 行目がパスワードのファイル（Floodgate と shogi-server では GAMENAME,PASSWORD、例: floodgate-300-10F,secret）。パスワードはコマンドラインには書きません。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Floodgate mode: each move carries the engine&apos;s score and PV, and the server closes the connection after each game.</source>
        <translation>Floodgate モード: 各指し手にエンジンの評価値と読み筋を付け、サーバーは対局ごとに接続を切ります。</translation>
    </message>
    <message>
        <source>Games to play (default 1).</source>
        <translation>対局数（既定は 1）。</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Save each game&apos;s record in this folder.</source>
        <translation>各対局の棋譜をこのフォルダーに保存します。</translation>
    </message>
    <message>
        <source>DIR</source>
        <translation>DIR</translation>
    </message>
    <message>
        <source>The records&apos; file names: {date} {gameid} {sente} {gote} and the extension of the format (default {date}-{gameid}.kif).</source>
        <translation>棋譜のファイル名: {date} {gameid} {sente} {gote} と形式の拡張子（既定は {date}-{gameid}.kif）。</translation>
    </message>
    <message>
        <source>TEMPLATE</source>
        <translation>TEMPLATE</translation>
    </message>
    <message>
        <source>Milliseconds taken off the engine&apos;s time for the network (default 0).</source>
        <translation>通信のためにエンジンの持ち時間から差し引くミリ秒（既定は 0）。</translation>
    </message>
    <message>
        <source>MS</source>
        <translation>MS</translation>
    </message>
    <message>
        <source>Start the engine afresh for each game.</source>
        <translation>対局ごとにエンジンを起動し直します。</translation>
    </message>
    <message>
        <source>shogi-server&apos;s extended mode, x1 (LOGIN … x1).</source>
        <translation>shogi-server の拡張モード x1（LOGIN … x1）。</translation>
    </message>
    <message>
        <source>With USI_Ponder, ponder at once after each move, before the server confirms it (as ShogiHome&apos;s early ponder).</source>
        <translation>USI_Ponder があるとき、サーバーの確認を待たずに指した直後から先読みします（ShogiHome の早期ポンダーと同じ）。</translation>
    </message>
</context>
<context>
    <name>kibitz::cli::FolderAnalysis</name>
    <message>
        <source>%1: already analysed, skipped</source>
        <translation>%1: 解析済みのためスキップ</translation>
    </message>
    <message>
        <source>%1: %2 moves analysed by %3 in %4 s</source>
        <translation>%1: %3 で %2 手を解析 (%4 秒)</translation>
    </message>
    <message>
        <source>%1: not analysed: %2</source>
        <translation>%1: 解析できませんでした: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::cli::FolderConversion</name>
    <message>
        <source>format &apos;%1&apos; has no file extension of its own: convert single files with --out FILE</source>
        <translation>形式「%1」には専用の拡張子がありません。--out FILE で 1 ファイルずつ変換してください</translation>
    </message>
    <message>
        <source>%1: %2 (the moves before it are converted)</source>
        <translation>%1: %2（それより前の指し手は変換しました）</translation>
    </message>
</context>
<context>
    <name>kibitz::cli::FolderIo</name>
    <message>
        <source>Cannot open the folder %1: %2</source>
        <translation>フォルダ %1 を開けません: %2</translation>
    </message>
    <message>
        <source>cannot make the folder %1: %2</source>
        <translation>フォルダ %1 を作成できません: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません: %2</translation>
    </message>
    <message>
        <source>%1 is too large for a record (%2 bytes)</source>
        <translation>%1 は棋譜として大きすぎます（%2 バイト）</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 を読み込めません: %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <source>no such folder</source>
        <translation>フォルダがありません</translation>
    </message>
</context>
<context>
    <name>kibitz::cli::SetupFlags</name>
    <message>
        <source>Start position in the game&apos;s setup notation.</source>
        <translation>ゲームの局面表記による開始局面。</translation>
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
        <translation>シャード %1 / %2（%3）</translation>
    </message>
</context>
<context>
    <name>kibitz::cpuaffinity</name>
    <message>
        <source>CPU affinity is not supported on this system</source>
        <translation>このシステムでは CPU の固定を使えません</translation>
    </message>
</context>
<context>
    <name>kibitz::goita</name>
    <message>
        <source>seed %1 is larger than %2</source>
        <translation>シード %1 は %2 より大きいです</translation>
    </message>
</context>
<context>
    <name>kibitz::goita::GoitaAdapter</name>
    <message>
        <source>bestmove while no search runs: %1</source>
        <translation>探索していないときの bestmove: %1</translation>
    </message>
    <message>
        <source>goshi answer that was not asked for: %1</source>
        <translation>尋ねていない五し（ごし）の返答: %1</translation>
    </message>
    <message>
        <source>unknown line: %1</source>
        <translation>不明な行: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::goita::GoitaGame</name>
    <message>
        <source>Goita</source>
        <translation>ごいた</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>席 %1</translation>
    </message>
    <message>
        <source>Kibitz goita protocol</source>
        <translation>Kibitz ごいたプロトコル</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>目標点(&amp;T):</translation>
    </message>
    <message>
        <source>The points that win a game (default 150).</source>
        <translation>勝ちとなる得点（既定は 150）。</translation>
    </message>
</context>
<context>
    <name>kibitz::goita::GoitaPosition</name>
    <message>
        <source>goita setup: move %1 (&apos;%2&apos;) is not legal</source>
        <translation>ごいたの設定: %1 手目（&apos;%2&apos;）は合法ではありません</translation>
    </message>
    <message>
        <source>5し dealt to both seats %1 and %2</source>
        <translation>席 %1 と席 %2 の両方に5しが配られました</translation>
    </message>
    <message>
        <source>seats %1 and %2 reach %3 points (%4 to %5)</source>
        <translation>席 %1 と席 %2 が %3 点に到達（%4 対 %5）</translation>
    </message>
    <message>
        <source>5し: play on</source>
        <translation>5し: 続行</translation>
    </message>
    <message>
        <source>5し: redeal</source>
        <translation>5し: 配り直し</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>kibitz::goita::GoitaRecordFormat</name>
    <message>
        <source>Goita record (JSON)</source>
        <translation>ごいた棋譜（JSON）</translation>
    </message>
    <message>
        <source>move %1 (&apos;%2&apos;) is not legal; the record is written up to it</source>
        <translation>%1 手目（&apos;%2&apos;）は合法ではありません。棋譜はその手の前まで書きました</translation>
    </message>
    <message>
        <source>not JSON: %1</source>
        <translation>JSON ではありません: %1</translation>
    </message>
    <message>
        <source>not a goita record: the top level must be an object</source>
        <translation>ごいたの棋譜ではありません: 最上位はオブジェクトである必要があります</translation>
    </message>
    <message>
        <source>the file repeats the key &quot;round&quot; (as the format&apos;s own example does): its %1 rounds are read in order</source>
        <translation>ファイルでキー &quot;round&quot; が繰り返されています（形式の説明にある例と同様）。%1 局を順に読みます</translation>
    </message>
    <message numerus="yes">
        <source>%n empty value(s) (like &quot;goshi&quot;: in the format&apos;s own example) read as absent</source>
        <translation>
            <numerusform>空の値 %n 個（形式の説明にある例の &quot;goshi&quot;: のような）を省略として読みました</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;rounds&quot; must be an array</source>
        <translation>&quot;rounds&quot; は配列でなければなりません</translation>
    </message>
    <message>
        <source>no round: a goita record needs &quot;rounds&quot; (or &quot;round&quot;, as the format&apos;s own example has it)</source>
        <translation>局がありません: ごいたの棋譜には &quot;rounds&quot;（または形式の説明にある例の &quot;round&quot;）が必要です</translation>
    </message>
    <message>
        <source>round %1: %2</source>
        <translation>第 %1 局: %2</translation>
    </message>
    <message>
        <source>&quot;dealer&quot; must be a seat 0-3</source>
        <translation>&quot;dealer&quot; は 0〜3 の席でなければなりません</translation>
    </message>
    <message>
        <source>&quot;hands&quot; must hold four hands</source>
        <translation>&quot;hands&quot; には4人分の手駒が必要です</translation>
    </message>
    <message>
        <source>hand %1 (&apos;%2&apos;) is not 8 pieces</source>
        <translation>手駒 %1（&apos;%2&apos;）が8枚ではありません</translation>
    </message>
    <message>
        <source>the hands are not the 32 pieces of the set</source>
        <translation>手駒が32枚一組になっていません</translation>
    </message>
    <message>
        <source>&quot;record&quot; is not a sequence of turns</source>
        <translation>&quot;record&quot; が手の並びになっていません</translation>
    </message>
    <message>
        <source>the game is over after round %1; rounds %2 to %3 are not replayed</source>
        <translation>第 %1 局で対局は終わっています。第 %2 局から第 %3 局は再現しません</translation>
    </message>
    <message>
        <source>round %1: the file says seat %2 deals, but by the rules seat %3 does (the winner of the round before deals)</source>
        <translation>第 %1 局: ファイルでは席 %2 が親ですが、ルールでは席 %3 です（前の局の勝者が親）</translation>
    </message>
    <message>
        <source>round %1: the file gives the score before it as %2-%3, the rounds before make it %4-%5</source>
        <translation>第 %1 局: ファイルでは局前の得点が %2-%3 ですが、それまでの局から計算すると %4-%5 です</translation>
    </message>
    <message>
        <source>round %1: the file&apos;s &quot;goshi&quot; does not list the seats dealt five し</source>
        <translation>第 %1 局: ファイルの &quot;goshi&quot; に五しを配られた席が載っていません</translation>
    </message>
    <message>
        <source>round %1, turn %2: &apos;%3&apos; is not a legal turn here</source>
        <translation>第 %1 局 %2 手目: &apos;%3&apos; はここでは合法ではありません</translation>
    </message>
    <message>
        <source>round %1: the file says the winner is seat %2, but its record has seat %3 play its last piece at turn %4 (&apos;%5&apos;)</source>
        <translation>第 %1 局: ファイルでは勝者は席 %2 ですが、記録では %4 手目（&apos;%5&apos;）に席 %3 が最後の駒を出しています</translation>
    </message>
    <message>
        <source>round %1: the file says the winner is seat %2, but the deal decides the round for seat %3</source>
        <translation>第 %1 局: ファイルでは勝者は席 %2 ですが、配牌により席 %3 の勝ちに決まります</translation>
    </message>
    <message>
        <source>round %1: the file says the winner is seat %2, but its record ends at turn %3 with the round still in play</source>
        <translation>第 %1 局: ファイルでは勝者は席 %2 ですが、記録は %3 手目で局の途中のまま終わっています</translation>
    </message>
    <message>
        <source>round %1: its record ends before the round does; rounds %2 to %3 are not replayed</source>
        <translation>第 %1 局: 局が終わる前に記録が終わっています。第 %2 局から第 %3 局は再現しません</translation>
    </message>
</context>
<context>
    <name>kibitz::goita::GoitaSetup</name>
    <message>
        <source>goita setup: %1</source>
        <translation>ごいたの設定: %1</translation>
    </message>
    <message>
        <source>deal %1 is not the 32 pieces of the set</source>
        <translation>配牌 %1 が32枚一組の駒になっていません</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;</source>
        <translation>&apos;%1&apos; を読めません</translation>
    </message>
    <message>
        <source>bad value after &apos;%1&apos;</source>
        <translation>&apos;%1&apos; の後の値が不正です</translation>
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
        <translation>&apos;%1&apos; はオフセットではありません</translation>
    </message>
    <message>
        <source>%1 offsets: the last has no pair</source>
        <translation>オフセットが %1 個: 最後のものに対がありません</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has no row number</source>
        <translation>&apos;%1&apos; に行番号がありません</translation>
    </message>
    <message>
        <source>overline</source>
        <translation>長連</translation>
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
        <translation>%1 個目の石（%2）</translation>
    </message>
    <message>
        <source>%1 is off the %2×%3 board</source>
        <translation>%1 は %2×%3 の盤の外です</translation>
    </message>
    <message>
        <source>%1 is on a point already taken</source>
        <translation>%1 はすでに石のある点です</translation>
    </message>
    <message>
        <source>%1 is black&apos;s forbidden point under renju (%2)</source>
        <translation>%1 は連珠の黒の禁手です（%2）</translation>
    </message>
    <message>
        <source>%1 comes after five in a row</source>
        <translation>%1 は五連の後です</translation>
    </message>
    <message>
        <source>openings are played from an empty board, and &apos;%1&apos; has stones</source>
        <translation>オープニングは空の盤から打ちますが、&apos;%1&apos; には石があります</translation>
    </message>
    <message>
        <source>neither c-gomoku-cli&apos;s offset notation (0,0, 1,-1 …) nor its pos notation (h8i7 …)</source>
        <translation>c-gomoku-cli の offset 表記（0,0, 1,-1 …）でも pos 表記（h8i7 …）でもありません</translation>
    </message>
    <message>
        <source>in %1 notation, but the file&apos;s first opening is in %2 notation</source>
        <translation>%1 表記ですが、ファイルの最初のオープニングは %2 表記です</translation>
    </message>
</context>
<context>
    <name>kibitz::gomoku::AgiAdapter</name>
    <message>
        <source>AGI addresses boards up to 15×15, not %1×%2</source>
        <translation>AGI で扱える盤は 15×15 までで、%1×%2 は扱えません</translation>
    </message>
    <message>
        <source>AGI cannot set up %1 black and %2 white stones</source>
        <translation>AGI では黒 %1 個と白 %2 個の配置を送れません</translation>
    </message>
    <message>
        <source>not an AGI reply: %1</source>
        <translation>AGI の応答ではありません: %1</translation>
    </message>
    <message>
        <source>engine error: %1</source>
        <translation>エンジンのエラー: %1</translation>
    </message>
    <message>
        <source>searching %1</source>
        <translation>%1 を探索中</translation>
    </message>
    <message>
        <source>winning: %1</source>
        <translation>勝ち: %1</translation>
    </message>
    <message>
        <source>losing: %1</source>
        <translation>負け: %1</translation>
    </message>
    <message>
        <source>“GO” without a time: it chooses its own time</source>
        <translation>時間なしの「GO」: エンジンが自分で時間を決めます</translation>
    </message>
    <message>
        <source>an AGI engine cannot play a swap opening</source>
        <translation>AGI のエンジンはスワップ開局を打てません</translation>
    </message>
</context>
<context>
    <name>kibitz::gomoku::GomocupAdapter</name>
    <message>
        <source>the engine answered: %1</source>
        <translation>エンジンの応答: %1</translation>
    </message>
    <message>
        <source>win rate %1%</source>
        <translation>勝率 %1%</translation>
    </message>
    <message>
        <source>“timeout_turn %1” (%2 s a move): Gomocup has no unlimited turn</source>
        <translation>「timeout_turn %1」(1手 %2 秒): Gomocup には無制限の手番がありません</translation>
    </message>
</context>
<context>
    <name>kibitz::gomoku::GomokuGame</name>
    <message>
        <source>Gomoku</source>
        <translation>五目並べ</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
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
        <translation>Kibitz 五目並べ棋譜</translation>
    </message>
    <message>
        <source>Board si&amp;ze:</source>
        <translation>盤の大きさ(&amp;Z):</translation>
    </message>
    <message>
        <source>The board: N for N×N, or WxH; 5 to 22 (default 15).</source>
        <translation>盤: N で N×N、または 幅x高さ。5～22（既定は 15）。</translation>
    </message>
    <message>
        <source>R&amp;ule:</source>
        <translation>ルール(&amp;U):</translation>
    </message>
    <message>
        <source>Freestyle (five or more wins)</source>
        <translation>フリースタイル（五目以上で勝ち）</translation>
    </message>
    <message>
        <source>Standard (exactly five)</source>
        <translation>スタンダード（ちょうど五目で勝ち）</translation>
    </message>
    <message>
        <source>Renju (black&apos;s forbidden moves)</source>
        <translation>連珠（黒に禁手あり）</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>先手番の人</translation>
    </message>
    <message>
        <source>Second player</source>
        <translation>後手番の人</translation>
    </message>
    <message>
        <source>an AGI engine cannot play a swap opening (AGI places one stone a turn and cannot choose a colour); play it over Gomocup</source>
        <translation>AGI のエンジンはスワップ開局を打てません（AGI は 1 手に 1 石しか置けず、色を選べません）。Gomocup で対局してください</translation>
    </message>
    <message>
        <source>Find &amp;VCF (continuous fours)</source>
        <translation>&amp;VCF を探す（四追い）</translation>
    </message>
    <message>
        <source>Find VC&amp;T (threes and fours)</source>
        <translation>VC&amp;T を探す（三と四の追い）</translation>
    </message>
    <message>
        <source>The rule: freestyle (default), standard, renju, caro or standard-caro.</source>
        <translation>ルール: freestyle（既定）、standard、renju、caro、standard-caro。</translation>
    </message>
    <message>
        <source>Caro (five or more, not blocked at both ends)</source>
        <translation>カロ（五連以上、両端を止められていないこと）</translation>
    </message>
    <message>
        <source>Caro, exactly five (not blocked at both ends)</source>
        <translation>カロ・ちょうど五連（両端を止められていないこと）</translation>
    </message>
    <message>
        <source>O&amp;pening:</source>
        <translation>開局(&amp;P):</translation>
    </message>
    <message>
        <source>The opening: none (default); swap1 (the first player places three stones, the second chooses a colour); swap2 (the second may also place two more stones, and the first chooses).</source>
        <translation>開局: none（既定）、swap1（先の人が 3 石置き、後の人が色を選ぶ）、swap2（後の人はさらに 2 石置くこともでき、そのときは先の人が選ぶ）。</translation>
    </message>
    <message>
        <source>None (black moves first)</source>
        <translation>なし（黒が先に打つ）</translation>
    </message>
    <message>
        <source>Swap1 (three stones, then a choice)</source>
        <translation>Swap1（3 石を置き、相手が選ぶ）</translation>
    </message>
    <message>
        <source>Swap2 (three stones, a choice or two more stones)</source>
        <translation>Swap2（3 石を置き、相手が選ぶかさらに 2 石置く）</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an opening (none, swap1, swap2)</source>
        <translation>「%1」は開局ルールではありません（none、swap1、swap2）</translation>
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
        <translation>&apos;%1&apos; は五目並べの局面ではありません（%2）。盤の大きさ、ルール、石を書いてください。例: &apos;15 renju&apos;、&apos;20x20 freestyle B9,9 W10,10&apos;</translation>
    </message>
    <message>
        <source>size and rule are needed</source>
        <translation>盤の大きさとルールが必要です</translation>
    </message>
    <message>
        <source>the size must be 5 to 22, or WxH</source>
        <translation>大きさは 5〜22、または WxH です</translation>
    </message>
    <message>
        <source>the side to move must come last</source>
        <translation>手番は最後に書く必要があります</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a stone like B7,7</source>
        <translation>&apos;%1&apos; は B7,7 のような石の指定ではありません</translation>
    </message>
    <message>
        <source>%1 is taken twice</source>
        <translation>%1 に二度打たれています</translation>
    </message>
    <message>
        <source>five or more in a row</source>
        <translation>五目以上並び</translation>
    </message>
    <message>
        <source>five in a row</source>
        <translation>五目並び</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>盤が埋まった</translation>
    </message>
    <message>
        <source>black has only forbidden points left</source>
        <translation>黒には禁手点しか残っていません</translation>
    </message>
    <message>
        <source>the rule must be freestyle, standard, renju, caro or standard-caro</source>
        <translation>ルールは freestyle、standard、renju、caro、standard-caro のいずれかです</translation>
    </message>
    <message>
        <source>five or more in a row, not blocked at both ends</source>
        <translation>五連以上（両端を止められていない）</translation>
    </message>
    <message>
        <source>five in a row, not blocked at both ends</source>
        <translation>五連（両端を止められていない）</translation>
    </message>
    <message>
        <source>a swap opening decides the side to move itself</source>
        <translation>スワップ開局では手番は開局の手順で決まります</translation>
    </message>
    <message>
        <source>a swap opening&apos;s stones are placed black, white, black…</source>
        <translation>スワップ開局の石は黒、白、黒…の順に置きます</translation>
    </message>
    <message>
        <source>a swap opening starts from 0, 3 or (swap2) 5 stones</source>
        <translation>スワップ開局は 0 石、3 石、または（swap2）5 石から始まります</translation>
    </message>
</context>
<context>
    <name>kibitz::gomoku::Parser</name>
    <message>
        <source>an SGF file starts with &apos;(&apos;</source>
        <translation>SGF ファイルは &apos;(&apos; で始まります</translation>
    </message>
    <message>
        <source>variations nested too deep</source>
        <translation>変化の入れ子が深すぎます</translation>
    </message>
    <message>
        <source>a game tree needs a node &apos;;&apos;</source>
        <translation>ゲームツリーにはノード &apos;;&apos; が必要です</translation>
    </message>
    <message>
        <source>&apos;)&apos; expected</source>
        <translation>&apos;)&apos; が必要です</translation>
    </message>
    <message>
        <source>&apos;]&apos; missing</source>
        <translation>&apos;]&apos; がありません</translation>
    </message>
    <message>
        <source>property %1 has no value</source>
        <translation>プロパティ %1 に値がありません</translation>
    </message>
</context>
<context>
    <name>kibitz::gomoku::PsqRecordFormat</name>
    <message>
        <source>Piskvork record</source>
        <translation>Piskvork 棋譜</translation>
    </message>
    <message>
        <source>PSQ does not record the rule (%1); it is read back as freestyle</source>
        <translation>PSQ にはルール（%1）が残りません。読み込むとフリースタイルになります</translation>
    </message>
    <message>
        <source>the set-up stones do not alternate; PSQ cannot hold them</source>
        <translation>配置の石が交互になっていないため PSQ では保存できません</translation>
    </message>
    <message>
        <source>PSQ has no set-up: its stones are written as moves</source>
        <translation>PSQ には初期配置がないため、配置の石を着手として書きました</translation>
    </message>
    <message>
        <source>PSQ holds the main line only</source>
        <translation>PSQ は本譜しか保存できません</translation>
    </message>
    <message>
        <source>PSQ holds no comments or engine thoughts</source>
        <translation>PSQ にはコメントもエンジンの思考も残せません</translation>
    </message>
    <message>
        <source>the name &apos;%1&apos; would read as a move; written with &apos;;&apos;</source>
        <translation>名前 &apos;%1&apos; は着手として読まれてしまうため &apos;;&apos; を付けて書きました</translation>
    </message>
    <message>
        <source>not a Piskvork record (the first line must be like &apos;Piskvorky 15x15, 0:0, 0&apos;)</source>
        <translation>Piskvork の棋譜ではありません（1行目は &apos;Piskvorky 15x15, 0:0, 0&apos; のような形である必要があります）</translation>
    </message>
    <message>
        <source>Kibitz plays on boards of 5 to 22, not %1x%2</source>
        <translation>Kibitz で使える盤は 5〜22 路で、%1x%2 は使えません</translation>
    </message>
    <message>
        <source>%1 is off the %2x%3 board</source>
        <translation>%1 は %2x%3 の盤の外です</translation>
    </message>
    <message>
        <source>line %1: &apos;%2&apos; was not understood</source>
        <translation>%1 行目: &apos;%2&apos; を理解できません</translation>
    </message>
    <message>
        <source>move %1 (%2,%3) cannot be played: the point is taken or the game is over</source>
        <translation>%1 手目 (%2,%3) は打てません: その点は埋まっているか、対局が終わっています</translation>
    </message>
    <message>
        <source>time out (Piskvork)</source>
        <translation>時間切れ (Piskvork)</translation>
    </message>
    <message>
        <source>error (Piskvork code -2)</source>
        <translation>エラー（Piskvork コード -2）</translation>
    </message>
    <message>
        <source>PSQ does not record the rule: read as freestyle</source>
        <translation>PSQ にはルールがないため、フリースタイルとして読みました</translation>
    </message>
    <message>
        <source>the moves break the rule the file names</source>
        <translation>指し手がファイルに書かれたルールに反しています</translation>
    </message>
    <message>
        <source>line %1: unknown rule &apos;%2&apos;</source>
        <translation>%1 行目: 不明なルール &apos;%2&apos;</translation>
    </message>
    <message>
        <source>PSQ holds a swap opening&apos;s stones as moves, not who chose which colour</source>
        <translation>PSQ はスワップ開局の石を着手として保存し、誰がどちらの色を選んだかは保存しません</translation>
    </message>
</context>
<context>
    <name>kibitz::gomoku::SgfRecordFormat</name>
    <message>
        <source>SGF (gomoku)</source>
        <translation>SGF（五目並べ）</translation>
    </message>
    <message>
        <source>GM[%1] is not gomoku (GM[4])</source>
        <translation>GM[%1] は五目並べ (GM[4]) ではありません</translation>
    </message>
    <message>
        <source>SZ[%1] is not a board size Kibitz plays (5 to 22)</source>
        <translation>SZ[%1] は Kibitz で使える盤の大きさ（5〜22）ではありません</translation>
    </message>
    <message>
        <source>unknown rule RU[%1]; read as freestyle</source>
        <translation>不明なルール RU[%1]、フリースタイルとして読みました</translation>
    </message>
    <message>
        <source>set-up stone [%1] is off the board</source>
        <translation>配置の石 [%1] が盤の外です</translation>
    </message>
    <message>
        <source>a node without a move was skipped</source>
        <translation>着手のないノードを読み飛ばしました</translation>
    </message>
    <message>
        <source>%1[%2] is not a legal move here</source>
        <translation>%1[%2] はこの局面で合法手ではありません</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi</name>
    <message>
        <source>an option declaration starts with &apos;name&apos;</source>
        <translation>オプションの宣言は &apos;name&apos; で始まります</translation>
    </message>
    <message>
        <source>unknown option type &apos;%1&apos;</source>
        <translation>不明なオプションの型 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a whole number for %2</source>
        <translation>&apos;%1&apos; は %2 の整数ではありません</translation>
    </message>
    <message>
        <source>an option without a name</source>
        <translation>名前のないオプション</translation>
    </message>
    <message>
        <source>option %1 has no type</source>
        <translation>オプション %1 に型がありません</translation>
    </message>
    <message>
        <source>spin option %1 needs min &lt;= max</source>
        <translation>spin オプション %1 には min &lt;= max が必要です</translation>
    </message>
    <message>
        <source>combo option %1 lists no values</source>
        <translation>combo オプション %1 に値がありません</translation>
    </message>
    <message>
        <source>the document is no object</source>
        <translation>文書がオブジェクトではありません</translation>
    </message>
    <message>
        <source>not a JKF object: %1</source>
        <translation>JKF のオブジェクトではありません: %1</translation>
    </message>
    <message>
        <source>unknown piece kind on the initial board</source>
        <translation>初期盤面に不明な駒の種類があります</translation>
    </message>
    <message>
        <source>impossible initial position: %1</source>
        <translation>あり得ない初期局面: %1</translation>
    </message>
    <message>
        <source>unknown preset &apos;%1&apos;</source>
        <translation>不明なプリセット &apos;%1&apos;</translation>
    </message>
    <message>
        <source>not a shogi record file or start list</source>
        <translation>将棋の棋譜ファイルでも開始局面リストでもありません</translation>
    </message>
    <message>
        <source>%1: no such file or folder</source>
        <translation>%1: そのようなファイルまたはフォルダーはありません</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>歩</translation>
    </message>
    <message>
        <source>lance</source>
        <translation>香</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>桂</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>銀</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>金</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>角</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>飛</translation>
    </message>
    <message>
        <source>king</source>
        <translation>玉</translation>
    </message>
    <message>
        <source>black</source>
        <translation>先手</translation>
    </message>
    <message>
        <source>white</source>
        <translation>後手</translation>
    </message>
    <message>
        <source>the board has %1 ranks separated by &apos;/&apos;, not 9</source>
        <translation>盤面が &apos;/&apos; で %1 段に区切られています (9 段が必要です)</translation>
    </message>
    <message>
        <source>&apos;++&apos; in rank %1</source>
        <translation>%1 段目に &apos;++&apos; があります</translation>
    </message>
    <message>
        <source>&apos;+&apos; before a digit in rank %1</source>
        <translation>%1 段目で数字の前に &apos;+&apos; があります</translation>
    </message>
    <message>
        <source>rank %1 has more than 9 squares</source>
        <translation>%1 段目のマスが 9 を超えています</translation>
    </message>
    <message>
        <source>unknown piece letter &apos;%1&apos; in rank %2</source>
        <translation>%2 段目に不明な駒の文字 &apos;%1&apos; があります</translation>
    </message>
    <message>
        <source>a %1 cannot be promoted (&apos;+%2&apos; in rank %3)</source>
        <translation>%1 は成れません (%3 段目の &apos;+%2&apos;)</translation>
    </message>
    <message>
        <source>&apos;+&apos; at the end of rank %1</source>
        <translation>%1 段目の末尾に &apos;+&apos; があります</translation>
    </message>
    <message>
        <source>rank %1 has %2 squares, not 9</source>
        <translation>%1 段目のマスが %2 です (9 が必要です)</translation>
    </message>
    <message>
        <source>hand count above 18 in &apos;%1&apos;</source>
        <translation>&apos;%1&apos; の持ち駒の数が 18 を超えています</translation>
    </message>
    <message>
        <source>&apos;%1&apos; cannot be in a hand (&apos;%2&apos;)</source>
        <translation>&apos;%1&apos; は持ち駒になれません (&apos;%2&apos;)</translation>
    </message>
    <message>
        <source>%1 has %2 %3s in hand (a set has %4)</source>
        <translation>%1の持ち駒の%3が %2 枚あります (1 組は %4 枚)</translation>
    </message>
    <message>
        <source>hand &apos;%1&apos; ends with a count</source>
        <translation>持ち駒 &apos;%1&apos; が数で終わっています</translation>
    </message>
    <message>
        <source>expected 3 or 4 fields (board, side, hands, move number), found %1</source>
        <translation>3 つか 4 つの欄 (盤面、手番、持ち駒、手数) が必要ですが、%1 つあります</translation>
    </message>
    <message>
        <source>the side to move is &apos;b&apos; or &apos;w&apos;, not &apos;%1&apos;</source>
        <translation>手番は &apos;b&apos; か &apos;w&apos; です (&apos;%1&apos; ではありません)</translation>
    </message>
    <message>
        <source>the move number must be a positive integer, not &apos;%1&apos;</source>
        <translation>手数は正の整数でなければなりません (&apos;%1&apos; ではありません)</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::Bod</name>
    <message>
        <source>cannot read the hand piece &apos;%1&apos;</source>
        <translation>持ち駒 &apos;%1&apos; を読めません</translation>
    </message>
    <message>
        <source>a board row must hold nine squares</source>
        <translation>盤の行には9マス必要です</translation>
    </message>
    <message>
        <source>a board row must end with its rank</source>
        <translation>盤の行は段で終わる必要があります</translation>
    </message>
    <message>
        <source>unknown piece &apos;%1&apos; on the board</source>
        <translation>盤上に不明な駒 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the board diagram must have nine ranks</source>
        <translation>局面図には9段必要です</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::BodRecordFormat</name>
    <message>
        <source>BOD board diagram</source>
        <translation>BOD 局面図</translation>
    </message>
    <message>
        <source>no valid board diagram: %1</source>
        <translation>正しい局面図がありません: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::CsaClient</name>
    <message>
        <source>the server sent nothing for %1 s</source>
        <translation>サーバーから %1 秒間何も届きません</translation>
    </message>
    <message>
        <source>the server sent a line longer than %1 bytes</source>
        <translation>サーバーが %1 バイトを超える行を送りました</translation>
    </message>
    <message>
        <source>the server sent a line that is not text</source>
        <translation>サーバーがテキストでない行を送りました</translation>
    </message>
    <message>
        <source>the server closed the connection</source>
        <translation>サーバーが接続を切りました</translation>
    </message>
    <message>
        <source>the server&apos;s game summary has no Game_ID</source>
        <translation>サーバーの対局情報に Game_ID がありません</translation>
    </message>
    <message>
        <source>the server&apos;s game summary does not say our side (Your_Turn)</source>
        <translation>サーバーの対局情報に自分の手番（Your_Turn）がありません</translation>
    </message>
    <message>
        <source>the server refused the connection (is it running, is the port right?)</source>
        <translation>サーバーが接続を拒否しました（サーバーは動いていますか、ポートは正しいですか）</translation>
    </message>
    <message>
        <source>the server&apos;s name was not found (is the host name right?)</source>
        <translation>サーバーの名前が見つかりません（ホスト名は正しいですか）</translation>
    </message>
    <message>
        <source>the server did not answer in time</source>
        <translation>サーバーが時間内に応答しませんでした</translation>
    </message>
    <message>
        <source>the network is unreachable or went down</source>
        <translation>ネットワークに届かないか、切断されました</translation>
    </message>
    <message>
        <source>this computer cannot open a connection now</source>
        <translation>このコンピューターは今は接続を開けません</translation>
    </message>
    <message>
        <source>the proxy could not be used</source>
        <translation>プロキシを使えませんでした</translation>
    </message>
    <message>
        <source>the connection failed</source>
        <translation>接続に失敗しました</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::CsaGame</name>
    <message>
        <source>the server&apos;s start position cannot be read: %1</source>
        <translation>サーバーの開始局面を読めません: %1</translation>
    </message>
    <message>
        <source>the server&apos;s start position cannot be played: %1</source>
        <translation>サーバーの開始局面では対局できません: %1</translation>
    </message>
    <message>
        <source>The engine played an illegal move (%1); Kibitz resigned the game for it.</source>
        <translation>エンジンが反則手（%1）を指したため、Kibitz が投了しました。</translation>
    </message>
    <message>
        <source>The engine failed (%1); Kibitz resigned the game for it.</source>
        <translation>エンジンが異常終了した（%1）ため、Kibitz が投了しました。</translation>
    </message>
    <message>
        <source>The server sent a move Kibitz cannot play here: %1</source>
        <translation>サーバーがこの局面では指せない手を送りました: %1</translation>
    </message>
    <message>
        <source>The connection to the server was lost during the game: %1</source>
        <translation>対局中にサーバーとの接続が切れました: %1</translation>
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
        <translation>あり得ない開始局面: %1</translation>
    </message>
    <message>
        <source>the file holds several games; only the first is read</source>
        <translation>ファイルには複数の対局があります。最初の1局だけを読みます</translation>
    </message>
    <message>
        <source>cannot read the board row &apos;%1&apos;</source>
        <translation>盤の行 &apos;%1&apos; を読めません</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;</source>
        <translation>&apos;%1&apos; を読めません</translation>
    </message>
    <message>
        <source>move %1 &apos;%2&apos;: %3</source>
        <translation>%1 手目 &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>bad time &apos;%1&apos;</source>
        <translation>不正な時間 &apos;%1&apos;</translation>
    </message>
    <message>
        <source>line %1: unknown ending &apos;%2&apos;</source>
        <translation>%1 行目: 不明な終局 &apos;%2&apos;</translation>
    </message>
    <message>
        <source>comment of move %1</source>
        <translation>%1 手目のコメント</translation>
    </message>
    <message>
        <source>comment</source>
        <translation>コメント</translation>
    </message>
    <message>
        <source>line %1: ignored &apos;%2&apos;</source>
        <translation>%1 行目: &apos;%2&apos; を無視しました</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::CsaSession</name>
    <message>
        <source>the server refused the login (%1): are the id and password right?</source>
        <translation>サーバーがログインを拒否しました（%1）。ID とパスワードは正しいですか?</translation>
    </message>
    <message>
        <source>The game was called off: %1</source>
        <translation>対局が取り消されました: %1</translation>
    </message>
    <message>
        <source>the engine failed: %1</source>
        <translation>エンジンが異常終了しました: %1</translation>
    </message>
    <message>
        <source>cannot reach the server %1:%2: %3</source>
        <translation>サーバー %1:%2 に接続できません: %3</translation>
    </message>
    <message>
        <source>%1; trying again in %2 s.</source>
        <translation>%1。%2 秒後に再接続します。</translation>
    </message>
    <message>
        <source>The record could not be saved to %1: %2</source>
        <translation>棋譜を %1 に保存できませんでした: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::JkfRecordFormat</name>
    <message>
        <source>JSON Kifu Format</source>
        <translation>JSON 棋譜フォーマット (JKF)</translation>
    </message>
    <message>
        <source>forks nested too deeply</source>
        <translation>分岐の入れ子が深すぎます</translation>
    </message>
    <message>
        <source>move %1 has neither a move nor a special</source>
        <translation>%1 手目に指し手も特殊な手もありません</translation>
    </message>
    <message>
        <source>move %1 is not legal</source>
        <translation>%1 手目は合法ではありません</translation>
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
        <translation>不正な局面図: %1</translation>
    </message>
    <message>
        <source>variation &apos;%1&apos; has no move %2 to branch from</source>
        <translation>変化 &apos;%1&apos; の分岐元となる %2 手目がありません</translation>
    </message>
    <message>
        <source>unknown handicap &apos;%1&apos;, read as 平手</source>
        <translation>不明な手合割 &apos;%1&apos;、平手として読みました</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;</source>
        <translation>&apos;%1&apos; を読めません</translation>
    </message>
    <message>
        <source>line %1: ignored &apos;%2&apos;</source>
        <translation>%1 行目: &apos;%2&apos; を無視しました</translation>
    </message>
    <message>
        <source>move number %1 where %2 was expected</source>
        <translation>%2 手目のはずが %1 手目になっています</translation>
    </message>
    <message>
        <source>move %1 &apos;%2&apos;: %3</source>
        <translation>%1 手目 &apos;%2&apos;: %3</translation>
    </message>
    <message>
        <source>%1 header</source>
        <translation>%1 ヘッダ</translation>
    </message>
    <message>
        <source>line %1: unknown special move &apos;%2&apos;, read as 中断</source>
        <translation>%1 行目: 不明な特殊な指し手 &apos;%2&apos; を中断として読みました</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::RecordFileText</name>
    <message>
        <source>line %1</source>
        <translation>読み筋 %1</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; (U+%3) cannot be written in Shift_JIS; written as &apos;%4&apos;</source>
        <translation>%1: &apos;%2&apos; (U+%3) は Shift_JIS で書けないため &apos;%4&apos; と書きました</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::SfenRecordFormat</name>
    <message>
        <source>SFEN with moves</source>
        <translation>SFEN（指し手付き）</translation>
    </message>
    <message>
        <source>USI position command</source>
        <translation>USI position コマンド</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>ファイルが空です</translation>
    </message>
    <message>
        <source>the file holds %1 records; only the first is read</source>
        <translation>ファイルには %1 局の棋譜があります。最初の1局だけを読みます</translation>
    </message>
    <message>
        <source>bad position: %1</source>
        <translation>不正な局面: %1</translation>
    </message>
    <message>
        <source>move %1: %2</source>
        <translation>%1 手目: %2</translation>
    </message>
    <message>
        <source>%1 holds moves only; comments and think comments are not written</source>
        <translation>%1 は指し手だけを保存します。コメントと思考コメントは書き出されません</translation>
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
        <translation>後手</translation>
    </message>
    <message>
        <source>USI</source>
        <translation>USI</translation>
    </message>
    <message>
        <source>&amp;Handicap:</source>
        <translation>手合割(&amp;H):</translation>
    </message>
    <message>
        <source>A standard start by id or Japanese name, e.g. bishop or 角落ち (default even).</source>
        <translation>標準の手合割を ID か日本語名で指定（例: bishop、角落ち。既定は平手）。</translation>
    </message>
    <message>
        <source>&amp;SFEN:</source>
        <translation>SFEN(&amp;S):</translation>
    </message>
    <message>
        <source>Any start position in SFEN, instead of a handicap.</source>
        <translation>手合割の代わりに、任意の開始局面を SFEN で指定。</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a handicap</source>
        <translation>&apos;%1&apos; は手合割ではありません</translation>
    </message>
    <message>
        <source>give a handicap or an SFEN, not both</source>
        <translation>手合割と SFEN のどちらか一方を指定してください</translation>
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
        <translation>投了</translation>
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
        <translation>詰み</translation>
    </message>
    <message>
        <source>Time out</source>
        <translation>時間切れ</translation>
    </message>
    <message>
        <source>Won by a foul</source>
        <translation>反則勝ち</translation>
    </message>
    <message>
        <source>Lost by a foul</source>
        <translation>反則負け</translation>
    </message>
    <message>
        <source>Entering-king win</source>
        <translation>入玉勝ち</translation>
    </message>
    <message>
        <source>Win by default</source>
        <translation>不戦勝</translation>
    </message>
    <message>
        <source>Loss by default</source>
        <translation>不戦敗</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::ShogiPosition</name>
    <message>
        <source>&apos;%1&apos; is neither a handicap nor a valid SFEN: %2</source>
        <translation>&apos;%1&apos; は手合割でも正しい SFEN でもありません: %2</translation>
    </message>
    <message>
        <source>entering-king declaration</source>
        <translation>入玉宣言</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>詰み</translation>
    </message>
    <message>
        <source>no legal move</source>
        <translation>合法手がありません</translation>
    </message>
    <message>
        <source>fourfold repetition (sennichite)</source>
        <translation>千日手</translation>
    </message>
    <message>
        <source>perpetual check</source>
        <translation>連続王手の千日手</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::UsiAdapter</name>
    <message>
        <source>option not understood: %1</source>
        <translation>オプションを読めません: %1</translation>
    </message>
    <message>
        <source>bestmove in answer to go mate</source>
        <translation>go mate への応答が bestmove でした</translation>
    </message>
    <message>
        <source>ponder move not understood: %1</source>
        <translation>予想手を読めません: %1</translation>
    </message>
    <message>
        <source>checkmate without go mate</source>
        <translation>go mate なしの checkmate</translation>
    </message>
    <message>
        <source>checkmate move not understood: %1</source>
        <translation>checkmate の指し手を読めません: %1</translation>
    </message>
    <message>
        <source>“byoyomi %1” (%2 s a move): USI has no unlimited turn</source>
        <translation>「byoyomi %1」(1手 %2 秒): USI には無制限の手番がありません</translation>
    </message>
</context>
<context>
    <name>kibitz::shogi::Writer</name>
    <message>
        <source>comment before the first move</source>
        <translation>初手より前のコメント</translation>
    </message>
    <message>
        <source>comment of move %1</source>
        <translation>%1 手目のコメント</translation>
    </message>
    <message>
        <source>move %1</source>
        <translation>%1 手目</translation>
    </message>
</context>
<context>
    <name>kibitz::tictactoe</name>
    <message>
        <source>unterminated string</source>
        <translation>文字列が閉じていません</translation>
    </message>
    <message>
        <source>bad escape \%1%2</source>
        <translation>不正なエスケープ \%1%2</translation>
    </message>
    <message>
        <source>bad escape \%1</source>
        <translation>不正なエスケープ \%1</translation>
    </message>
    <message>
        <source>expected name:value at &quot;%1&quot;</source>
        <translation>&quot;%1&quot; の位置に name:value が必要です</translation>
    </message>
    <message>
        <source>unterminated &apos;&apos;&apos; value of %1</source>
        <translation>%1 の &apos;&apos;&apos; 値が閉じていません</translation>
    </message>
    <message>
        <source>unterminated string in the value of %1</source>
        <translation>%1 の値の文字列が閉じていません</translation>
    </message>
    <message>
        <source>multi-line basic strings are not supported (value of %1)</source>
        <translation>複数行の基本文字列には対応していません（%1 の値）</translation>
    </message>
    <message>
        <source>%1 in the value of %2</source>
        <translation>%2 の値で %1</translation>
    </message>
    <message>
        <source>unexpected text after the value of %1</source>
        <translation>%1 の値の後に余分な文字があります</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos; as a move</source>
        <translation>&apos;%1&apos; を手として読めません</translation>
    </message>
    <message>
        <source>move %1 (&apos;%2&apos;) is not a square: 0–8 or a1–c3</source>
        <translation>%1 手目（&apos;%2&apos;）はマスではありません: 0–8 か a1–c3</translation>
    </message>
    <message>
        <source>move %1 (%2) comes after the game is over</source>
        <translation>%1 手目（%2）は対局が終わった後です</translation>
    </message>
    <message>
        <source>move %1 (%2) is on a square already taken</source>
        <translation>%1 手目（%2）はすでに埋まったマスです</translation>
    </message>
</context>
<context>
    <name>kibitz::tictactoe::TicTacToeGame</name>
    <message>
        <source>Tic-tac-toe</source>
        <translation>三目並べ</translation>
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
        <translation>Kibitz 三目並べ棋譜</translation>
    </message>
</context>
<context>
    <name>kibitz::tictactoe::TicTacToePosition</name>
    <message>
        <source>&apos;%1&apos; is not a tic-tac-toe setup: write nine cells (. X O) and the side to move, e.g. &apos;....X.... O&apos;</source>
        <translation>&apos;%1&apos; は三目並べの局面ではありません: 9マス（. X O）と手番を書いてください。例: &apos;....X.... O&apos;</translation>
    </message>
    <message>
        <source>three in a row</source>
        <translation>三目並び</translation>
    </message>
    <message>
        <source>the board is full</source>
        <translation>盤が埋まった</translation>
    </message>
</context>
<context>
    <name>kibitz::tictactoe::TlfAdapter</name>
    <message>
        <source>engine error: %1</source>
        <translation>エンジンのエラー: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::tictactoe::TlfReplyReader</name>
    <message>
        <source>continuation line outside a &apos;&apos;&apos; value: %1</source>
        <translation>&apos;&apos;&apos; 値の外にある継続行: %1</translation>
    </message>
    <message>
        <source>not a TLF reply line: %1</source>
        <translation>TLF の応答行ではありません: %1</translation>
    </message>
    <message>
        <source>malformed reply: %1</source>
        <translation>不正な応答: %1</translation>
    </message>
    <message>
        <source>a &apos;&apos;&apos; value of more than %1 characters: reply dropped</source>
        <translation>%1 文字を超える &apos;&apos;&apos; 値のため応答を破棄しました</translation>
    </message>
    <message>
        <source>a &apos;&apos;&apos; value of more than %1 lines or %2 characters: reply dropped</source>
        <translation>%1 行または %2 文字を超える &apos;&apos;&apos; 値のため応答を破棄しました</translation>
    </message>
    <message>
        <source>malformed reply: unexpected text after the value of %1</source>
        <translation>不正な応答: %1 の値の後に余分な文字があります</translation>
    </message>
    <message>
        <source>unterminated &apos;&apos;&apos; value of %1</source>
        <translation>%1 の &apos;&apos;&apos; 値が閉じていません</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>kibitz-cli: unknown command &apos;%1&apos;
</source>
        <translation>kibitz-cli: 不明なコマンド &apos;%1&apos;
</translation>
    </message>
    <message>
        <source>A game record to open.</source>
        <translation>開く棋譜。</translation>
    </message>
    <message>
        <source>Open Record</source>
        <translation>棋譜を開く</translation>
    </message>
    <message>
        <source>Play and analyse %1 against engines.</source>
        <translation>%1 をエンジンと対局・検討します。</translation>
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
        <translation>使い方: kibitz-cli COMMAND [options]
コマンド:
  match    エンジン同士の対局 (kibitz-cli match --help)
  convert  棋譜の形式変換 (kibitz-cli convert --help)
  perft    合法手順の数え上げ、指し手生成の検証用 (kibitz-cli perft --help)
  mate     エンジンに詰みを尋ねる (kibitz-cli mate --help)
  analyse  棋譜の全指し手をエンジンで解析 (kibitz-cli analyse --help)
  report   エンジン対局の結果の統計と SPRT (kibitz-cli report --help)
  csa      Floodgate などの CSA サーバーで将棋を指す (kibitz-cli csa --help)
</translation>
    </message>
</context>
</TS>
