<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AboutScreen</name>
    <message>
        <source>About</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Pebble &amp; Pour %1</source>
        <translation>Pebble &amp; Pour %1</translation>
    </message>
    <message>
        <source>Tubes: every board is proven solvable by the built-in solver before it is shown. Undo and hints are free and unlimited; a hint is always the first pour of a proven solution.</source>
        <translation>チューブ：どの盤面も、出題前に内蔵ソルバーが解けることを証明しています。戻すとヒントは無料・無制限で、ヒントは常に証明済みの解の最初の注ぎです。</translation>
    </message>
    <message>
        <source>Bowls: sow stones round a ring of twelve bowls; three of a colour clear, and volcanoes start chains. 100 puzzles, each proven solvable within its moves, an Endless mode and a Daily.</source>
        <translation>ボウル：12個のボウルの輪に石をまき、同じ色が3つそろうと消えます。火山は連鎖を起こします。手数内で解けることを証明済みのパズル100問、エンドレス、デイリーチャレンジがあります。</translation>
    </message>
    <message>
        <source>Made to be played with a mouse, with the keyboard alone, or with a screen reader: every tube is read bottom to top, and every move is announced.</source>
        <translation>マウスでも、キーボードだけでも、スクリーンリーダーでも遊べます。各チューブは下から順に読み上げられ、どの手も音声で伝えられます。</translation>
    </message>
    <message>
        <source>Your progress is stored only on this device.</source>
        <translation>進行状況はこの端末にのみ保存されます。</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later: you may share and change it under its terms. It comes with no warranty.</source>
        <translation>GNU 一般公衆利用許諾書（GPL）バージョン3以降のもとで提供される自由ソフトウェアです。その条件に従って共有・改変できます。無保証です。</translation>
    </message>
</context>
<context>
    <name>Achievements</name>
    <message>
        <source>First solve</source>
        <translation>はじめてのクリア</translation>
    </message>
    <message>
        <source>Solve any Bowls puzzle.</source>
        <translation>ボウルのパズルをどれか1つクリアする。</translation>
    </message>
    <message>
        <source>Shortest way</source>
        <translation>最短の道</translation>
    </message>
    <message>
        <source>Solve a puzzle in its shortest number of moves, without a hint.</source>
        <translation>パズルをヒントなしで最短の手数でクリアする。</translation>
    </message>
    <message>
        <source>Chapter done</source>
        <translation>章をクリア</translation>
    </message>
    <message>
        <source>Solve all ten puzzles of one chapter.</source>
        <translation>1つの章の10問をすべてクリアする。</translation>
    </message>
    <message>
        <source>Four at once</source>
        <translation>4つ同時</translation>
    </message>
    <message>
        <source>Make a ×4 combo: groups in four bowls with one move.</source>
        <translation>×4コンボを出す：1手で4つのボウルにグループを作る。</translation>
    </message>
    <message>
        <source>Perfect Clear</source>
        <translation>パーフェクトクリア</translation>
    </message>
    <message>
        <source>Empty the whole board with one move.</source>
        <translation>1手で盤面をすべて空にする。</translation>
    </message>
    <message>
        <source>Helpful volcano</source>
        <translation>頼れる火山</translation>
    </message>
    <message>
        <source>Let an eruption complete a colour group.</source>
        <translation>噴火でグループを完成させる。</translation>
    </message>
    <message>
        <source>Endless 500</source>
        <translation>エンドレス500</translation>
    </message>
    <message>
        <source>Score 500 points in one valid Endless attempt.</source>
        <translation>エンドレスの有効な1回の挑戦で500点を取る。</translation>
    </message>
    <message>
        <source>Endless 2000</source>
        <translation>エンドレス2000</translation>
    </message>
    <message>
        <source>Score 2000 points in one valid Endless attempt.</source>
        <translation>エンドレスの有効な1回の挑戦で2000点を取る。</translation>
    </message>
    <message>
        <source>Long game</source>
        <translation>長い勝負</translation>
    </message>
    <message>
        <source>Play 50 moves in one valid Endless attempt.</source>
        <translation>エンドレスの有効な1回の挑戦で50手を打つ。</translation>
    </message>
    <message>
        <source>First Bowls daily</source>
        <translation>はじめてのボウルのデイリー</translation>
    </message>
    <message>
        <source>Finish a Bowls Daily challenge without undo.</source>
        <translation>ボウルのデイリーを戻すを使わずに終える。</translation>
    </message>
    <message>
        <source>First pour</source>
        <translation>はじめての注ぎ</translation>
    </message>
    <message>
        <source>Clear any Tubes level.</source>
        <translation>チューブのレベルをどれか1つクリアする。</translation>
    </message>
    <message>
        <source>On your own</source>
        <translation>自分の力で</translation>
    </message>
    <message>
        <source>Clear every level of one Tubes band without a hint.</source>
        <translation>チューブの1つの段階のすべてのレベルをヒントなしでクリアする。</translation>
    </message>
    <message>
        <source>Halfway</source>
        <translation>折り返し</translation>
    </message>
    <message>
        <source>Clear 50 Tubes levels.</source>
        <translation>チューブのレベルを50クリアする。</translation>
    </message>
    <message>
        <source>All one hundred</source>
        <translation>100のすべて</translation>
    </message>
    <message>
        <source>Clear all 100 Tubes levels.</source>
        <translation>チューブの100レベルをすべてクリアする。</translation>
    </message>
    <message>
        <source>First Tubes daily</source>
        <translation>はじめてのチューブのデイリー</translation>
    </message>
    <message>
        <source>Clear a Tubes daily board.</source>
        <translation>チューブのデイリー盤面をクリアする。</translation>
    </message>
    <message>
        <source>Daily, unaided</source>
        <translation>ヒントなしのデイリー</translation>
    </message>
    <message>
        <source>Clear a Tubes daily board without a hint.</source>
        <translation>チューブのデイリー盤面をヒントなしでクリアする。</translation>
    </message>
    <message>
        <source>Ten days</source>
        <translation>10日間</translation>
    </message>
    <message>
        <source>Complete the daily on ten days, Bowls and Tubes together.</source>
        <translation>ボウルとチューブを合わせて、10日間デイリーを達成する。</translation>
    </message>
    <message>
        <source>Achievement earned: %1.</source>
        <translation>実績を獲得：%1。</translation>
    </message>
    <message>
        <source>Achievement earned: %1. New theme unlocked: %2.</source>
        <translation>実績を獲得：%1。新しいテーマを解放：%2。</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>シンプル</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>庭園</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>砂</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>海</translation>
    </message>
    <message>
        <source>Runes</source>
        <translation>ルーン</translation>
    </message>
    <message>
        <source>Neon</source>
        <translation>ネオン</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>宇宙</translation>
    </message>
    <message>
        <source>Earned %1</source>
        <translation>%1に獲得</translation>
    </message>
    <message>
        <source>Unlocked the %1 theme.</source>
        <translation>テーマ「%1」を解放しました。</translation>
    </message>
    <message>
        <source>%1, earned %2</source>
        <translation>%1、%2に獲得</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>未獲得</translation>
    </message>
    <message>
        <source>The next one you earn unlocks the %1 theme.</source>
        <translation>次に獲得するとテーマ「%1」を解放します。</translation>
    </message>
    <message>
        <source>%1, open</source>
        <translation>%1、未獲得</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 earned</source>
        <translation>
            <numerusform>%1個中%Ln個を獲得</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>Sound on</source>
        <translation>サウンドオン</translation>
    </message>
    <message>
        <source>Sound off</source>
        <translation>サウンドオフ</translation>
    </message>
    <message>
        <source>Board size %1 %, the largest</source>
        <translation>盤面の大きさ %1 %、最大です</translation>
    </message>
    <message>
        <source>Board size %1 %, the smallest</source>
        <translation>盤面の大きさ %1 %、最小です</translation>
    </message>
    <message>
        <source>Board size %1 %</source>
        <translation>盤面の大きさ %1 %</translation>
    </message>
</context>
<context>
    <name>AppState</name>
    <message>
        <source>Your saved progress was damaged and could not be read, so a fresh profile was started; the old file was kept as %1.</source>
        <translation>保存された進行状況が壊れていて読み込めなかったため、新しいプロフィールを作成しました。古いファイルは %1 として残してあります。</translation>
    </message>
    <message>
        <source>The profile file did not come from Pebble &amp; Pour, so a fresh profile was started; the file was kept as %1.</source>
        <translation>プロフィールのファイルが Pebble &amp; Pour のものではなかったため、新しいプロフィールを作成しました。ファイルは %1 として残してあります。</translation>
    </message>
    <message>
        <source>Your profile was saved by a newer version of Pebble &amp; Pour, so a fresh profile was started; the newer file was kept as %1.</source>
        <translation>プロフィールが新しいバージョンの Pebble &amp; Pour で保存されていたため、新しいプロフィールを作成しました。新しい方のファイルは %1 として残してあります。</translation>
    </message>
    <message>
        <source>Your profile file could not be opened, so a fresh profile was started; the file was kept as %1.</source>
        <translation>プロフィールのファイルを開けなかったため、新しいプロフィールを作成しました。ファイルは %1 として残してあります。</translation>
    </message>
    <message>
        <source>Some of your saved records were damaged, so they were set aside (they are kept in %1); the rest of your progress is as you left it.</source>
        <translation>保存された記録の一部が壊れていたため、別に取り分けました（%1 に残してあります）。ほかの進行状況はそのままです。</translation>
    </message>
    <message>
        <source>Tubes</source>
        <translation>チューブ</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Levels solved</source>
        <translation>クリアしたレベル</translation>
    </message>
    <message>
        <source>Highest unlocked level</source>
        <translation>解放済みの最高レベル</translation>
    </message>
    <message>
        <source>Level clears</source>
        <translation>レベルクリア回数</translation>
    </message>
    <message>
        <source>Sum of best times</source>
        <translation>最短時間の合計</translation>
    </message>
    <message>
        <source>Levels solved without hints</source>
        <translation>ヒントなしでクリアしたレベル</translation>
    </message>
    <message>
        <source>Daily boards completed</source>
        <translation>達成したデイリーチャレンジ</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln手</numerusform>
        </translation>
    </message>
    <message>
        <source>Bowls</source>
        <translation>ボウル</translation>
    </message>
    <message>
        <source>Puzzles solved</source>
        <translation>解いたパズル</translation>
    </message>
    <message>
        <source>Puzzle points (sum of bests)</source>
        <translation>パズルの得点（最高得点の合計）</translation>
    </message>
    <message>
        <source>Best valid Endless score</source>
        <translation>エンドレスの有効な最高得点</translation>
    </message>
    <message>
        <source>Endless attempts (practice)</source>
        <translation>エンドレスの挑戦回数（練習）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Daily attempts</source>
        <translation>デイリーの挑戦回数</translation>
    </message>
    <message numerus="yes">
        <source>best %Ln points</source>
        <translation>
            <numerusform>最高 %Ln 点</numerusform>
        </translation>
    </message>
    <message>
        <source>Your progress could not be saved: the disk is full. Free some space.</source>
        <translation>進行状況を保存できませんでした。ディスクがいっぱいです。空き容量を増やしてください。</translation>
    </message>
    <message>
        <source>Your progress could not be saved: the profile folder is read-only.</source>
        <translation>進行状況を保存できませんでした。プロフィールのフォルダーが読み取り専用です。</translation>
    </message>
    <message>
        <source>Your progress could not be saved: another copy of the game is busy with it.</source>
        <translation>進行状況を保存できませんでした。別に起動しているゲームが使用中です。</translation>
    </message>
    <message>
        <source>Your progress could not be saved: the profile file is damaged.</source>
        <translation>進行状況を保存できませんでした。プロフィールのファイルが壊れています。</translation>
    </message>
    <message>
        <source>Your progress could not be saved: the disk reported an error.</source>
        <translation>進行状況を保存できませんでした。ディスクでエラーが起きました。</translation>
    </message>
    <message>
        <source>Your progress could not be saved or read.</source>
        <translation>進行状況を保存も読み込みもできませんでした。</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the profile file %1 is read-only.</source>
        <translation>プレイ内容は保存されません。プロフィールファイル %1 は読み取り専用です。</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the profile folder %1 is read-only.</source>
        <translation>プレイ内容は保存されません。プロフィールフォルダー %1 は読み取り専用です。</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the file system that holds %1 is read-only.</source>
        <translation>プレイ内容は保存されません。%1 があるファイルシステムは読み取り専用です。</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: %1 is not a file, and the profile needs to write a file there.</source>
        <translation>プレイ内容は保存されません。%1 はファイルではありませんが、プロフィールはそこにファイルを書き込む必要があります。</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the profile folder %1 cannot be reached.</source>
        <translation>プレイ内容は保存されません。プロフィールフォルダー %1 にアクセスできません。</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the profile file %1 cannot be written.</source>
        <translation>プレイ内容は保存されません。プロフィールファイル %1 に書き込めません。</translation>
    </message>
    <message>
        <source>Your result is saved now.</source>
        <translation>結果を保存しました。</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Every %1 unit is in a tube already.</source>
        <translation>%1はすべてチューブに入っています。</translation>
    </message>
    <message>
        <source>Tube %1 is full.</source>
        <translation>チューブ%1は満杯です。</translation>
    </message>
    <message>
        <source>Tube %1 is empty.</source>
        <translation>チューブ%1は空です。</translation>
    </message>
    <message>
        <source>Bowl %1 is full: a bowl holds 7 stones.</source>
        <translation>ボウル%1は満杯です。ボウルには石が7個まで入ります。</translation>
    </message>
    <message>
        <source>Bowl %1 is empty.</source>
        <translation>ボウル%1は空です。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Colours: %Ln</source>
        <translation>
            <numerusform>色の数：%Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>目標：%1</translation>
    </message>
    <message>
        <source>Goal colour: %1</source>
        <translation>目標の色：%1</translation>
    </message>
    <message numerus="yes">
        <source>Goal amount: %Ln</source>
        <translation>
            <numerusform>目標の数：%Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move limit: %Ln moves</source>
        <translation>
            <numerusform>手数の上限：%Ln手</numerusform>
        </translation>
    </message>
    <message>
        <source>Cleared: every tube is empty.</source>
        <translation>空にしました。すべてのチューブが空です。</translation>
    </message>
    <message>
        <source>Cleared: every bowl is empty.</source>
        <translation>空にしました。すべてのボウルが空です。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln units still to pour: each colour needs 4.</source>
        <translation>
            <numerusform>あと%Ln単位を注ぎます。各色に4単位が必要です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tube holds one colour already: mix them to make a puzzle.</source>
        <translation>どのチューブもすでに1色です。混ぜてパズルにしてください。</translation>
    </message>
    <message>
        <source>Put stones in the bowls, then prove the goal.</source>
        <translation>ボウルに石を入れてから、目標を検証してください。</translation>
    </message>
    <message>
        <source>Not proven yet: Prove asks the solver whether the goal can be reached.</source>
        <translation>まだ検証していません。「検証」でソルバーが目標に届くか調べます。</translation>
    </message>
    <message>
        <source>Proving the board…</source>
        <translation>盤面を検証しています…</translation>
    </message>
    <message numerus="yes">
        <source>Solvable: the shortest solution is %Ln moves.</source>
        <translation>
            <numerusform>解けます。最短は%Ln手です。</numerusform>
        </translation>
    </message>
    <message>
        <source>Solvable.</source>
        <translation>解けます。</translation>
    </message>
    <message numerus="yes">
        <source>Proven: the goal can be reached in %Ln moves.</source>
        <translation>
            <numerusform>検証済み：%Ln手で目標に届きます。</numerusform>
        </translation>
    </message>
    <message>
        <source>This board cannot be solved.</source>
        <translation>この盤面は解けません。</translation>
    </message>
    <message>
        <source>The goal cannot be reached within the move limit.</source>
        <translation>手数の上限内では目標に届きません。</translation>
    </message>
    <message>
        <source>The solver could not finish proving this board.</source>
        <translation>ソルバーはこの盤面の検証を終えられませんでした。</translation>
    </message>
    <message>
        <source>Saved to My boards.</source>
        <translation>マイ盤面に保存しました。</translation>
    </message>
    <message numerus="yes">
        <source>Tubes board of %Ln colours</source>
        <translation>
            <numerusform>%Ln色のチューブ盤面</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowls board: %1 in %Ln moves</source>
        <translation>
            <numerusform>ボウル盤面：%Ln手で%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Not solved yet</source>
        <translation>まだ解いていません</translation>
    </message>
    <message numerus="yes">
        <source>Best: %Ln moves</source>
        <translation>
            <numerusform>ベスト：%Ln手</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed from My boards.</source>
        <translation>マイ盤面から削除しました。</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln left to pour</source>
        <translation>
            <numerusform>%1：あと%Ln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardEditorScreen</name>
    <message>
        <source>Tubes board editor</source>
        <translation>チューブ盤面エディター</translation>
    </message>
    <message>
        <source>Bowls board editor</source>
        <translation>ボウル盤面エディター</translation>
    </message>
    <message>
        <source>Arrows choose a tube; number keys pour in a colour; Backspace takes the top unit out.</source>
        <translation>矢印でチューブを選び、数字キーで色を注ぎ、Backspaceで一番上の単位を取り出します。</translation>
    </message>
    <message>
        <source>Arrows choose a bowl; R, Y, G, B, P, * and # (or 1 to 7) put in a stone; Backspace takes the last one out; Enter changes the modifier.</source>
        <translation>矢印でボウルを選び、R、Y、G、B、P、*、#（または1〜7）で石を入れ、Backspaceで最後の石を取り出し、Enterで特殊効果を切り替えます。</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>色の数</translation>
    </message>
    <message>
        <source>Tubes, read bottom to top</source>
        <translation>チューブ、下から順に読み上げ</translation>
    </message>
    <message>
        <source>Bowls, stones oldest first</source>
        <translation>ボウル、石は古い順</translation>
    </message>
    <message>
        <source>move limit</source>
        <translation>手数の上限</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>数</translation>
    </message>
    <message>
        <source>Move limit</source>
        <translation>手数の上限</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <comment>the keyboard shortcut of a button</comment>
        <translation>キー：%1</translation>
    </message>
    <message>
        <source>Proving…</source>
        <translation>検証中…</translation>
    </message>
    <message>
        <source>Prove</source>
        <translation>検証</translation>
    </message>
    <message>
        <source>Ask the solver whether the goal can be reached within the move limit</source>
        <translation>手数の上限内で目標に届くかソルバーに調べさせます</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>遊ぶ</translation>
    </message>
    <message>
        <source>Save to My boards</source>
        <translation>マイ盤面に保存</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>IDをコピー</translation>
    </message>
    <message>
        <source>Empty all</source>
        <translation>すべて空にする</translation>
    </message>
</context>
<context>
    <name>BoardEntry</name>
    <message>
        <source>A level is a number from 1 to 100, as in tubes:level:37.</source>
        <translation>レベルは1から100までの数字です（例：tubes:level:37）。</translation>
    </message>
    <message>
        <source>A puzzle is a number from 1 to 100, as in bowls:puzzle:12.</source>
        <translation>パズルは1から100までの数字です（例：bowls:puzzle:12）。</translation>
    </message>
    <message>
        <source>A date is written year-month-day, as in tubes:daily:2026-12-01.</source>
        <translation>日付は年-月-日で書きます（例：tubes:daily:2026-12-01）。</translation>
    </message>
    <message>
        <source>These tubes do not make a board: each colour needs exactly 4 units, and there are 2 more tubes than colours, as in tubes:abca,bcab,cabc,-,-.</source>
        <translation>このチューブでは盤面になりません。各色はちょうど4単位、チューブは色の数より2本多く必要です（例：tubes:abca,bcab,cabc,-,-）。</translation>
    </message>
    <message>
        <source>A Bowls board is its 12 bowls, its goal and its move limit, separated by colons.</source>
        <translation>ボウルの盤面は、12個のボウル、目標、手数の上限をコロンで区切って書きます。</translation>
    </message>
    <message>
        <source>A ring has 12 bowls, separated by commas.</source>
        <translation>輪には12個のボウルがあり、カンマで区切ります。</translation>
    </message>
    <message>
        <source>A bowl is written with its stones, oldest first (r, y, g, b, p, * for a wildcard, # for a blocker), or . when empty, then @F, @R or @V for a frozen, reverse or volcano bowl.</source>
        <translation>ボウルは中の石を古い順に書きます（r、y、g、b、p、ワイルドは*、おじゃま石は#）。空なら「.」です。凍結・逆回り・火山のボウルには後ろに@F、@R、@Vを付けます。</translation>
    </message>
    <message>
        <source>The goal is one of clear_colour-g, collect-b-3, score-30, combo-2, at_most-3 or clear_board.</source>
        <translation>目標は clear_colour-g、collect-b-3、score-30、combo-2、at_most-3、clear_board のいずれかです。</translation>
    </message>
    <message>
        <source>The move limit is a number from 1 to 30.</source>
        <translation>手数の上限は1から30までの数字です。</translation>
    </message>
    <message>
        <source>This ID holds “%1” (%2), a character no board ID has.</source>
        <translation>このIDには「%1」（%2）が含まれています。盤面IDにはない文字です。</translation>
    </message>
    <message>
        <source>A board ID is at most %1 characters long.</source>
        <translation>盤面IDは%1文字までです。</translation>
    </message>
    <message>
        <source>A board ID starts with tubes: or bowls:, as in tubes:level:37.</source>
        <translation>盤面IDは tubes: か bowls: で始まります（例：tubes:level:37）。</translation>
    </message>
    <message numerus="yes">
        <source>Not pasted: the text is %Ln characters long, and a board ID is at most %1.</source>
        <translation>
            <numerusform>貼り付けませんでした：テキストが%Ln文字あります。盤面IDは%1文字までです。</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1 is locked. Solve level %2 first.</source>
        <translation>レベル%1はロック中です。先にレベル%2をクリアしてください。</translation>
    </message>
    <message>
        <source>Proving the board…</source>
        <translation>盤面を検証しています…</translation>
    </message>
    <message>
        <source>This board cannot be solved: the solver proved it, so it is not started.</source>
        <translation>この盤面は解けません。ソルバーが証明したので、開始しません。</translation>
    </message>
    <message>
        <source>The solver could not finish proving this board. You may play it without a promise that it can be solved.</source>
        <translation>ソルバーはこの盤面を検証しきれませんでした。解ける保証なしで遊ぶことはできます。</translation>
    </message>
</context>
<context>
    <name>BoardIdChip</name>
    <message>
        <source>Board ID: %1</source>
        <translation>盤面ID：%1</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>IDをコピー</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <comment>the keyboard shortcut of a button</comment>
        <translation>キー：%1</translation>
    </message>
</context>
<context>
    <name>BowlsGame</name>
    <message>
        <source>hint: sow this bowl</source>
        <translation>ヒント：このボウルをまく</translation>
    </message>
    <message>
        <source>Bowls Daily %1</source>
        <translation>ボウル デイリー %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln moves</source>
        <translation>
            <numerusform>%Ln手で%1</numerusform>
        </translation>
    </message>
    <message>
        <source>practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Bowls board</source>
        <translation>ボウル 盤面</translation>
    </message>
    <message>
        <source>Bowls puzzle %1</source>
        <translation>ボウル パズル%1</translation>
    </message>
    <message>
        <source>Custom board</source>
        <translation>カスタム盤面</translation>
    </message>
    <message>
        <source>Puzzle %1</source>
        <translation>パズル%1</translation>
    </message>
    <message>
        <source>Endless</source>
        <translation>エンドレス</translation>
    </message>
    <message>
        <source>Chapter %1</source>
        <translation>第%1章</translation>
    </message>
    <message>
        <source>A board played by its ID</source>
        <translation>IDで遊ぶ盤面</translation>
    </message>
    <message numerus="yes">
        <source>UTC date · the same board for everyone · %Ln moves</source>
        <translation>
            <numerusform>UTCの日付 · 全員同じ盤面 · %Ln手</numerusform>
        </translation>
    </message>
    <message>
        <source>Score until a bowl overflows. Two new stones after every move.</source>
        <translation>ボウルがあふれるまで得点を重ねます。毎手のあとに新しい石が2個入ります。</translation>
    </message>
    <message>
        <source>Score as much as you can</source>
        <translation>できるだけ高得点を</translation>
    </message>
    <message>
        <source>No bowl selected. Choose a bowl with Space.</source>
        <translation>ボウルが選ばれていません。Spaceで選んでください。</translation>
    </message>
    <message numerus="yes">
        <source>Selected bowl %1, %Ln stones in queue order</source>
        <translation>
            <numerusform>選択中のボウル%1、石%Ln個（並び順）</numerusform>
        </translation>
    </message>
    <message>
        <source>Combo %1 ×%2</source>
        <translation>%1コンボ ×%2</translation>
    </message>
    <message>
        <source>Eruption from bowl %1</source>
        <translation>ボウル%1から噴火</translation>
    </message>
    <message>
        <source>Sowing from bowl %1</source>
        <translation>ボウル%1からまく</translation>
    </message>
    <message numerus="yes">
        <source>Best: %Ln moves</source>
        <translation>
            <numerusform>ベスト：%Ln手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln点</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily: %1</source>
        <translation>デイリーチャレンジ：%1</translation>
    </message>
    <message numerus="yes">
        <source>Score as much as you can in %Ln moves</source>
        <translation>
            <numerusform>%Ln手でできるだけ高得点を</numerusform>
        </translation>
    </message>
    <message>
        <source>No valid record yet</source>
        <translation>有効な記録はまだありません</translation>
    </message>
    <message>
        <source>Best valid score: %1</source>
        <translation>有効な最高得点：%1</translation>
    </message>
    <message>
        <source>Stones and special bowls</source>
        <translation>石と特別なボウル</translation>
    </message>
    <message>
        <source>Left and Right move round the ring, Space selects, Enter sows, B reads the ring.</source>
        <translation>左右キーで輪を移動、Spaceで選択、Enterでまく、Bで輪を読み上げ。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves left.</source>
        <translation>
            <numerusform>残り%Ln手。</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1.</source>
        <translation>得点%1。</translation>
    </message>
    <message>
        <source>Practice: no record.</source>
        <translation>練習：記録なし。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>Bowl %1 is empty: choose another.</source>
        <translation>ボウル%1は空です。別のボウルを選んでください。</translation>
    </message>
    <message>
        <source>Bowl %1 is frozen: it cannot be chosen.</source>
        <translation>ボウル%1は凍結中のため選べません。</translation>
    </message>
    <message>
        <source>There is no bowl %1.</source>
        <translation>ボウル%1はありません。</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>反時計回り</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>時計回り</translation>
    </message>
    <message>
        <source>Selected bowl %1: %2. Enter sows %3.</source>
        <translation>ボウル%1を選択：%2。Enterで%3にまく。</translation>
    </message>
    <message>
        <source>Select a bowl first with Space.</source>
        <translation>先にSpaceでボウルを選んでください。</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>戻す手がありません。</translation>
    </message>
    <message>
        <source>This attempt is now practice: it cannot set a record.</source>
        <translation>この挑戦は練習になりました。記録は残りません。</translation>
    </message>
    <message>
        <source>Restarted. Moves back to 0.</source>
        <translation>やり直しました。手数は0に戻りました。</translation>
    </message>
    <message>
        <source>Paused. Continue from the home screen.</source>
        <translation>一時停止しました。ホーム画面から再開できます。</translation>
    </message>
    <message>
        <source>Hints are only for puzzles: Endless and Daily have no proven solution.</source>
        <translation>ヒントはパズル専用です。エンドレスとデイリーには証明された解がありません。</translation>
    </message>
    <message>
        <source>Hint: sow bowl %1.</source>
        <translation>ヒント：ボウル%1をまく。</translation>
    </message>
    <message numerus="yes">
        <source>No solution within the %Ln moves left. Undo or restart.</source>
        <translation>
            <numerusform>残り%Ln手では解がありません。戻すかやり直してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution found.</source>
        <translation>解が見つかりません。</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>得点%1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves left</source>
        <translation>
            <numerusform>残り%Ln手</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue puzzle %1</source>
        <translation>パズル%1を続ける</translation>
    </message>
    <message>
        <source>Continue Endless</source>
        <translation>エンドレスを続ける</translation>
    </message>
    <message>
        <source>Continue Daily</source>
        <translation>デイリーを続ける</translation>
    </message>
    <message numerus="yes">
        <source>Goal reached! Puzzle solved in %Ln moves.</source>
        <translation>
            <numerusform>目標達成！%Ln手でパズルをクリア。</numerusform>
        </translation>
    </message>
    <message>
        <source>The attempt is over. Score %1.</source>
        <translation>挑戦は終わりました。得点%1。</translation>
    </message>
    <message>
        <source>Puzzle failed: a bowl overflowed. Undo or restart.</source>
        <translation>パズル失敗：ボウルがあふれました。戻すかやり直してください。</translation>
    </message>
    <message>
        <source>Out of moves: goal not reached. Undo or restart.</source>
        <translation>手数切れ：目標未達成。戻すかやり直してください。</translation>
    </message>
    <message>
        <source>No bowl can be played. The attempt is over.</source>
        <translation>選べるボウルがありません。挑戦は終わりです。</translation>
    </message>
    <message>
        <source>Attempt ended. Score %1.</source>
        <translation>挑戦を終了しました。得点%1。</translation>
    </message>
    <message>
        <source>Overflow: bowl %1 held 8 or more stones.</source>
        <translation>あふれ：ボウル%1に石が8個以上ありました。</translation>
    </message>
    <message>
        <source>Overflow: bowls %1 each held 8 or more stones.</source>
        <translation>あふれ：ボウル%1にそれぞれ石が8個以上ありました。</translation>
    </message>
    <message>
        <source>Out of moves before the goal was reached.</source>
        <translation>目標に届く前に手数が尽きました。</translation>
    </message>
    <message>
        <source>No bowl could be chosen any more.</source>
        <translation>選べるボウルがなくなりました。</translation>
    </message>
    <message>
        <source>You ended the attempt.</source>
        <translation>挑戦を終了しました。</translation>
    </message>
    <message>
        <source>Goal reached.</source>
        <translation>目標達成。</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Puzzle solved!</source>
        <translation>パズルクリア！</translation>
    </message>
    <message>
        <source>Puzzle failed</source>
        <translation>パズル失敗</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln手</numerusform>
        </translation>
    </message>
    <message>
        <source>Best for this puzzle</source>
        <translation>このパズルのベスト</translation>
    </message>
    <message>
        <source>Shortest solution</source>
        <translation>最短解</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>使ったヒント</translation>
    </message>
    <message>
        <source>Endless: attempt over</source>
        <translation>エンドレス：挑戦終了</translation>
    </message>
    <message>
        <source>Daily complete!</source>
        <translation>デイリーチャレンジ達成！</translation>
    </message>
    <message>
        <source>Daily: attempt over</source>
        <translation>デイリー：挑戦終了</translation>
    </message>
    <message>
        <source>New best!</source>
        <translation>新記録！</translation>
    </message>
    <message numerus="yes">
        <source>Preview: %Ln stones to bowl %1</source>
        <translation>
            <numerusform>予測：石%Ln個をボウル%1まで</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln grouping bowls</source>
        <translation>
            <numerusform>グループができるボウル%Ln個</numerusform>
        </translation>
    </message>
    <message>
        <source>eruption in bowl %1</source>
        <translation>ボウル%1で噴火</translation>
    </message>
    <message>
        <source>overflow in bowl %1!</source>
        <translation>ボウル%1があふれる！</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln points</source>
        <translation>
            <numerusform>+%Ln点</numerusform>
        </translation>
    </message>
    <message>
        <source>red circle</source>
        <translation>赤い丸</translation>
    </message>
    <message>
        <source>yellow triangle</source>
        <translation>黄色い三角</translation>
    </message>
    <message>
        <source>green diamond</source>
        <translation>緑のひし形</translation>
    </message>
    <message>
        <source>blue square</source>
        <translation>青い四角</translation>
    </message>
    <message>
        <source>purple star</source>
        <translation>紫の星</translation>
    </message>
    <message>
        <source>wildcard</source>
        <translation>ワイルド</translation>
    </message>
    <message>
        <source>blocker</source>
        <translation>おじゃま石</translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>凍結</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>逆回り</translation>
    </message>
    <message>
        <source>volcano</source>
        <translation>火山</translation>
    </message>
    <message>
        <source>Bowl %1</source>
        <translation>ボウル%1</translation>
    </message>
    <message numerus="yes">
        <source>(%Ln moves left)</source>
        <translation>
            <numerusform>（残り%Ln手）</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message numerus="yes">
        <source>%Ln stones</source>
        <translation>
            <numerusform>石%Ln個</numerusform>
        </translation>
    </message>
    <message>
        <source>(over the limit of 7)</source>
        <translation>（上限7個を超過）</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>選択中</translation>
    </message>
    <message>
        <source>Clear every %1</source>
        <translation>%1をすべて消す</translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln red circles</source>
        <translation>
            <numerusform>赤い丸を%Ln個集める</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln yellow triangles</source>
        <translation>
            <numerusform>黄色い三角を%Ln個集める</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln green diamonds</source>
        <translation>
            <numerusform>緑のひし形を%Ln個集める</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln blue squares</source>
        <translation>
            <numerusform>青い四角を%Ln個集める</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln purple stars</source>
        <translation>
            <numerusform>紫の星を%Ln個集める</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %Ln points</source>
        <translation>
            <numerusform>%Ln点を取る</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make a combo of %Ln bowls in one move</source>
        <translation>
            <numerusform>1手で%Lnボウルのコンボを出す</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave at most %Ln stones on the board</source>
        <translation>
            <numerusform>盤面の石を%Ln個以下にする</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear the whole board</source>
        <translation>盤面をすべて消す</translation>
    </message>
    <message numerus="yes">
        <source>%Ln left on the board</source>
        <translation>
            <numerusform>盤面に残り%Ln個</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 collected</source>
        <translation>%2個中%1個を集めた</translation>
    </message>
    <message>
        <source>%1 of %2 points</source>
        <translation>%1 / %2点</translation>
    </message>
    <message>
        <source>Best combo so far: %1 of %2</source>
        <translation>これまでの最高コンボ：%1 / %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln stones on the board</source>
        <translation>
            <numerusform>盤面の石 %Ln個</numerusform>
        </translation>
    </message>
    <message>
        <source>Restart undone</source>
        <translation>やり直しを取り消しました</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves played</source>
        <translation>
            <numerusform>%Ln手済み</numerusform>
        </translation>
    </message>
    <message>
        <source>Move from bowl %1 undone</source>
        <translation>ボウル%1の手を戻しました</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>得点%1</translation>
    </message>
    <message>
        <source>Overflow in bowl %1!</source>
        <translation>ボウル%1があふれた！</translation>
    </message>
    <message>
        <source>Overflow in bowls %1!</source>
        <translation>ボウル%1があふれた！</translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1: %Ln stones sown to bowl %2.</source>
        <translation>
            <numerusform>ボウル%1：石%Ln個をボウル%2までまいた。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1 cleared %Ln stones.</source>
        <translation>
            <numerusform>ボウル%1で石%Ln個が消えた。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowls %1 cleared %Ln stones.</source>
        <translation>
            <numerusform>ボウル%1で石%Ln個が消えた。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln blockers removed.</source>
        <translation>
            <numerusform>おじゃま石%Ln個を除去。</numerusform>
        </translation>
    </message>
    <message>
        <source>The volcano in bowl %1 erupted.</source>
        <translation>ボウル%1の火山が噴火した。</translation>
    </message>
    <message>
        <source>The volcanoes in bowls %1 erupted.</source>
        <translation>ボウル%1の火山が噴火した。</translation>
    </message>
    <message>
        <source>Combo %1, times %2.</source>
        <translation>%1コンボ、%2倍。</translation>
    </message>
    <message>
        <source>Perfect clear!</source>
        <translation>パーフェクトクリア！</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln points.</source>
        <translation>
            <numerusform>+%Ln点。</numerusform>
        </translation>
    </message>
    <message>
        <source>No group.</source>
        <translation>グループなし。</translation>
    </message>
    <message>
        <source>New stones in bowls %1.</source>
        <translation>ボウル%1に新しい石。</translation>
    </message>
    <message>
        <source>A wildcard arrived in bowl %1.</source>
        <translation>ボウル%1にワイルドが入った。</translation>
    </message>
    <message>
        <source>A blocker arrived in bowl %1.</source>
        <translation>ボウル%1におじゃま石が入った。</translation>
    </message>
    <message numerus="yes">
        <source>The new stones cleared %Ln more.</source>
        <translation>
            <numerusform>新しい石でさらに%Ln個消えた。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1 is now %2 for %Ln moves.</source>
        <translation>
            <numerusform>ボウル%1：%Ln手のあいだ%2。</numerusform>
        </translation>
    </message>
    <message>
        <source>Bowl %1 is no longer %2.</source>
        <translation>ボウル%1の%2が解除された。</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln moves played. Final score %1.</source>
        <translation>
            <numerusform>%Ln手をすべて終えました。最終得点%1。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln moves played.</source>
        <translation>
            <numerusform>%Ln手をすべて終えました。</numerusform>
        </translation>
    </message>
    <message>
        <source>First solve!</source>
        <translation>初クリア！</translation>
    </message>
    <message>
        <source>First valid score!</source>
        <translation>初の有効な得点！</translation>
    </message>
    <message>
        <source>Best for this board</source>
        <translation>この盤面のベスト</translation>
    </message>
    <message>
        <source>Best valid score</source>
        <translation>有効な最高得点</translation>
    </message>
    <message>
        <source>Practice attempt: undo was used, so it sets no record.</source>
        <translation>練習の挑戦：戻すを使ったため、記録に残りません。</translation>
    </message>
    <message>
        <source>Not saved yet: it is saved as soon as the disk has room.</source>
        <translation>まだ保存されていません。ディスクに空きができしだい保存します。</translation>
    </message>
    <message>
        <source>Undo last move</source>
        <translation>1手戻す</translation>
    </message>
    <message>
        <source>Undo (practice)</source>
        <translation>戻す（練習）</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>もう一度</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>New attempt</source>
        <translation>新しい挑戦</translation>
    </message>
    <message>
        <source>Replay the daily</source>
        <translation>デイリーを再挑戦</translation>
    </message>
    <message>
        <source>Another board</source>
        <translation>別の盤面</translation>
    </message>
    <message>
        <source>Puzzle list</source>
        <translation>パズル一覧</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>ホーム</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>結果をコピー</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>次のパズル</translation>
    </message>
</context>
<context>
    <name>BowlsHand</name>
    <message>
        <source>Bowl %1:</source>
        <translation>ボウル%1：</translation>
    </message>
    <message>
        <source>Choose a bowl with Space or a click.</source>
        <translation>Spaceかクリックでボウルを選んでください。</translation>
    </message>
    <message>
        <source>Sow</source>
        <translation>まく</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
</context>
<context>
    <name>BowlsLegend</name>
    <message>
        <source>Stones and special bowls</source>
        <translation>石と特別なボウル</translation>
    </message>
</context>
<context>
    <name>BowlsLists</name>
    <message>
        <source>Chapter %1 · puzzles %2–%3 · %4 solved</source>
        <translation>第%1章 · パズル%2〜%3 · %4問クリア</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln手</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle %1, solved, best %2 and %3</source>
        <translation>パズル%1、クリア済み、ベスト%2・%3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, played, best %2 in %Ln moves</source>
        <translation>
            <numerusform>%1、プレイ済み、ベスト%2（%Ln手）</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle %1, not solved yet</source>
        <translation>パズル%1、未クリア</translation>
    </message>
</context>
<context>
    <name>BowlsLook</name>
    <message>
        <source>Simple</source>
        <translation>シンプル</translation>
    </message>
    <message>
        <source>Slate bowls with pale rims on a quiet night-blue table; flat stones with a soft shadow.</source>
        <translation>静かな夜空色のテーブルに、淡い縁のスレート色の器。影のやわらかな平らな石。</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>庭園</translation>
    </message>
    <message>
        <source>Terracotta pots on a ring of moss edged with stepping stones, ferns and blossoms around; matte river pebbles.</source>
        <translation>飛び石で縁取られた苔の輪にテラコッタの鉢、まわりにシダと花。つや消しの川石。</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>砂</translation>
    </message>
    <message>
        <source>Clay dishes on a raked sand circle at dusk, dunes and a low sun behind; sandstone pebbles with long shadows.</source>
        <translation>夕暮れの熊手で描いた砂の輪に土の皿、奥に砂丘と低い太陽。長い影を落とす砂岩の石。</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>海</translation>
    </message>
    <message>
        <source>Pearl shells in a ring of rippling water, light rays, kelp and rising bubbles; glassy stones with a wet shine.</source>
        <translation>揺れる水の輪に真珠色の貝、差し込む光、昆布、立ちのぼる泡。濡れたように光るガラスのような石。</translation>
    </message>
    <message>
        <source>Runes</source>
        <translation>ルーン</translation>
    </message>
    <message>
        <source>Octagonal basalt basins on a carved granite circle ringed with glowing sigils; chiselled stones with bevelled edges.</source>
        <translation>光る紋章に囲まれた彫刻の花崗岩の輪に八角形の玄武岩の鉢。面取りした縁の彫り石。</translation>
    </message>
    <message>
        <source>Neon</source>
        <translation>ネオン</translation>
    </message>
    <message>
        <source>Glowing tube-lit squares on black glass over a magenta grid horizon; stones with a coloured halo.</source>
        <translation>マゼンタの格子の地平線の上、黒いガラスに光る管で縁取られた四角。色の光輪をまとう石。</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>宇宙</translation>
    </message>
    <message>
        <source>Silver craters on a planetary ring round a glowing core, stars, a nebula and a ringed planet; stones lit like small worlds.</source>
        <translation>輝く核をめぐる惑星の環に銀色のクレーター、星々、星雲、環のある惑星。小さな世界のように照らされた石。</translation>
    </message>
</context>
<context>
    <name>BowlsPlayScreen</name>
    <message>
        <source>Ring of twelve bowls</source>
        <translation>12個のボウルの輪</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>戻す</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>End attempt</source>
        <translation>挑戦を終える</translation>
    </message>
    <message>
        <source>Read ring</source>
        <translation>輪を読む</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>End this attempt?</source>
        <translation>この挑戦を終えますか？</translation>
    </message>
    <message>
        <source>This practice attempt ends here and sets no record. To keep it for later, use Pause instead.</source>
        <translation>この練習プレイはここで終わり、記録は残りません。あとで続けるには、代わりに一時停止を使ってください。</translation>
    </message>
    <message>
        <source>Your score of %1 is recorded and this attempt cannot be continued. To keep it for later, use Pause instead.</source>
        <translation>得点%1が記録され、この挑戦は続けられなくなります。あとで続けるには、代わりに一時停止を使ってください。</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>続ける</translation>
    </message>
</context>
<context>
    <name>BowlsPuzzlesScreen</name>
    <message>
        <source>Bowls · Puzzles</source>
        <translation>ボウル · パズル</translation>
    </message>
    <message>
        <source>%1 of %2 solved. Every puzzle is proven solvable within its moves.</source>
        <translation>%2問中%1問クリア。どのパズルも手数内で解けることを証明済みです。</translation>
    </message>
    <message>
        <source>The puzzle pack is not available in this build.</source>
        <translation>このビルドにはパズル集が含まれていません。</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>パズル</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln手</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle %1 — %2</source>
        <translation>パズル%1 — %2</translation>
    </message>
</context>
<context>
    <name>BowlsRing</name>
    <message>
        <source>moves left</source>
        <translation>残り手数</translation>
    </message>
</context>
<context>
    <name>BowlsStatus</name>
    <message>
        <source>Goal</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>目標：%1</translation>
    </message>
    <message>
        <source>Moves left</source>
        <translation>残り手数</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves left</source>
        <translation>
            <numerusform>残り%Ln手</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>得点 %1</translation>
    </message>
    <message>
        <source>Last move: +%1 · ×%2</source>
        <translation>直前の手：+%1 · ×%2</translation>
    </message>
    <message>
        <source>Last move: +%1</source>
        <translation>直前の手：+%1</translation>
    </message>
    <message>
        <source>Practice: undo was used, so this attempt sets no record</source>
        <translation>練習：戻すを使ったため、この挑戦は記録に残りません</translation>
    </message>
    <message>
        <source>Practice · no record</source>
        <translation>練習 · 記録なし</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>%1 %2</source>
        <comment>a month&apos;s name and its year: December 2026</comment>
        <translation>%2年%1</translation>
    </message>
    <message>
        <source>Weeks played</source>
        <translation>プレイした週</translation>
    </message>
    <message>
        <source>Months played</source>
        <translation>プレイした月</translation>
    </message>
    <message>
        <source>Years played</source>
        <translation>プレイした年</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>プレイした日</translation>
    </message>
    <message>
        <source>Week of %1</source>
        <translation>%1からの週</translation>
    </message>
    <message numerus="yes">
        <source>%Ln days played</source>
        <translation>
            <numerusform>%Ln日プレイ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best %1, median %2 over %Ln days</source>
        <translation>
            <numerusform>ベスト%1、中央値%2（%Ln日）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best %1, median %2 over %Ln attempts</source>
        <translation>
            <numerusform>ベスト%1、中央値%2（%Ln回）</numerusform>
        </translation>
    </message>
    <message>
        <source>Your fewest moves</source>
        <translation>あなたの最少手数</translation>
    </message>
    <message>
        <source>The shortest solution</source>
        <translation>最短解</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>レベル%1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Tubes levels: your moves and the shortest</source>
        <translation>チューブのレベル：あなたの手数と最短</translation>
    </message>
    <message>
        <source>Levels solved</source>
        <translation>クリアしたレベル</translation>
    </message>
    <message>
        <source>Tubes Dailies: your moves and the shortest</source>
        <translation>チューブのデイリー：あなたの手数と最短</translation>
    </message>
    <message>
        <source>Moves, average of the days</source>
        <translation>手数（日ごとの平均）</translation>
    </message>
    <message numerus="yes">
        <source>%Ln boards solved; their shortest solutions are not known yet.</source>
        <translation>
            <numerusform>%Ln面をクリア。最短解はまだわかっていません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the shortest number of moves on %1 of %Ln boards; %2 moves over the shortest on average.</source>
        <translation>
            <numerusform>%Ln面中%1面を最短手数でクリア。平均で最短より%2手多い。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>shortest %Ln</source>
        <translation>
            <numerusform>最短%Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moves on average</source>
        <comment>%1: a number with one decimal, as 24.4</comment>
        <translation>平均%1手</translation>
    </message>
    <message>
        <source>shortest %1 on average</source>
        <comment>%1: a number with one decimal, as 22.4</comment>
        <translation>最短は平均%1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln点</numerusform>
        </translation>
    </message>
    <message>
        <source>practice</source>
        <translation>練習</translation>
    </message>
    <message>
        <source>Attempt %1</source>
        <translation>%1回目</translation>
    </message>
    <message>
        <source>Score of an attempt</source>
        <translation>1回ごとのスコア</translation>
    </message>
    <message>
        <source>Practice: undo used, no record</source>
        <translation>練習：戻すを使ったため記録なし</translation>
    </message>
    <message>
        <source>Bowls: Endless scores</source>
        <translation>ボウル：エンドレスのスコア</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>点数</translation>
    </message>
    <message numerus="yes">
        <source>The last %Ln attempts, oldest first</source>
        <translation>
            <numerusform>直近%Ln回（古い順）</numerusform>
        </translation>
    </message>
    <message>
        <source>Bowls: Daily scores</source>
        <translation>ボウル：デイリーのスコア</translation>
    </message>
    <message>
        <source>Points, average of the days</source>
        <translation>点数（日ごとの平均）</translation>
    </message>
    <message>
        <source>Best score of the day</source>
        <translation>その日のベストスコア</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points on average</source>
        <translation>
            <numerusform>平均%Ln点</numerusform>
        </translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>ベスト%1</translation>
    </message>
</context>
<context>
    <name>ChartsScreen</name>
    <message>
        <source>Charts</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>Your play over time. Each bar is read in words; Left and Right move along a chart.</source>
        <translation>これまでのプレイです。各棒は言葉で読み上げられ、左右キーでグラフの中を移動します。</translation>
    </message>
    <message>
        <source>Solve a level to see your moves here.</source>
        <translation>レベルをクリアすると、ここに手数が表示されます。</translation>
    </message>
    <message>
        <source>Complete a Tubes Daily to see your moves here.</source>
        <translation>チューブのデイリーをクリアすると、ここに手数が表示されます。</translation>
    </message>
    <message>
        <source>End an Endless attempt to see its score here.</source>
        <translation>エンドレスを1回終えると、ここにスコアが表示されます。</translation>
    </message>
    <message>
        <source>Play a Daily to see its score here.</source>
        <translation>ボウルのデイリーを遊ぶと、ここにスコアが表示されます。</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>オレンジ</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄色</translation>
    </message>
    <message>
        <source>green</source>
        <translation>緑</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>ピンク</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>茶色</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>black</source>
        <translation>黒</translation>
    </message>
</context>
<context>
    <name>DailyList</name>
    <message numerus="yes">
        <source>Daily of %1 in progress: %Ln moves so far</source>
        <translation>
            <numerusform>%1のデイリーをプレイ中：ここまで%Ln手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in progress, %Ln moves</source>
        <translation>
            <numerusform>プレイ中、%Ln手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, in progress: %Ln moves so far</source>
        <translation>
            <numerusform>%1、プレイ中：ここまで%Ln手</numerusform>
        </translation>
    </message>
    <message>
        <source>not played</source>
        <translation>未プレイ</translation>
    </message>
    <message>
        <source>%1, not played</source>
        <translation>%1、未プレイ</translation>
    </message>
</context>
<context>
    <name>DailyRow</name>
    <message>
        <source>Today, %1</source>
        <comment>the daily list&apos;s row of today, read aloud</comment>
        <translation>今日、%1</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>今日</translation>
    </message>
</context>
<context>
    <name>DailyScreen</name>
    <message>
        <source>Tubes · Daily</source>
        <translation>チューブ · デイリーチャレンジ</translation>
    </message>
    <message>
        <source>Bowls · Daily</source>
        <translation>ボウル · デイリーチャレンジ</translation>
    </message>
    <message>
        <source>One board a day, the same for everyone: 6 colours, never harder on one day than another. The last 30 days stay open.</source>
        <translation>1日1問、全プレイヤー共通の盤面です。毎日6色で、日によって難しさは変わりません。直近30日は開いたままです。</translation>
    </message>
    <message numerus="yes">
        <source>One board a day, the same for everyone, %Ln moves to score all you can. The last 30 days stay open; your best score of each day counts.</source>
        <translation>
            <numerusform>1日1問、全プレイヤー共通の盤面です。%Ln手でできるだけ多く得点しましょう。直近30日は開いたままで、各日のベストスコアが記録されます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily boards</source>
        <translation>デイリーの盤面</translation>
    </message>
</context>
<context>
    <name>GalleryScreen</name>
    <message>
        <source>Theme gallery</source>
        <translation>テーマギャラリー</translation>
    </message>
    <message>
        <source>Achievements in any mode unlock the themes in this order. Rules, colours and symbols never change.</source>
        <translation>どのモードでも実績を得ると、この順にテーマが解放されます。ルール、色、記号は変わりません。</translation>
    </message>
    <message>
        <source>Seven themes</source>
        <translation>7つのテーマ</translation>
    </message>
    <message>
        <source>in use</source>
        <translation>使用中</translation>
    </message>
    <message>
        <source>unlocked</source>
        <translation>解放済み</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>未解放</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a theme card read aloud: its name, then in use, unlocked or locked</comment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>This is the theme you play with.</source>
        <translation>いま遊んでいるテーマです。</translation>
    </message>
    <message>
        <source>Press Enter to play with it.</source>
        <translation>Enter でこのテーマにします。</translation>
    </message>
    <message numerus="yes">
        <source>Earn %Ln achievement(s) in any mode to unlock it.</source>
        <translation>
            <numerusform>どのモードでも実績を %Ln 個得ると解放されます。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Your unfinished game could not be restored, so it starts afresh.</source>
        <translation>途中のゲームを復元できなかったため、最初から始めます。</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>Resumed where you left off: %Ln moves played.</source>
        <translation>
            <numerusform>中断したところから再開：%Ln手済み。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That Daily is closed: the Dailies of the last %Ln days are open.</source>
        <translation>
            <numerusform>そのデイリーは終了しました：遊べるのは直近%Ln日のデイリーです。</numerusform>
        </translation>
    </message>
    <message>
        <source>Selection cancelled.</source>
        <translation>選択を取り消しました。</translation>
    </message>
    <message>
        <source>Result copied: %1.</source>
        <translation>結果をコピーしました：%1。</translation>
    </message>
    <message>
        <source>An Endless game has no board ID: its stones are new each time.</source>
        <translation>エンドレスには盤面IDがありません。石は毎回新しく配られます。</translation>
    </message>
    <message>
        <source>Board ID copied: %1.</source>
        <translation>盤面IDをコピーしました：%1。</translation>
    </message>
</context>
<context>
    <name>GameDialog</name>
    <message>
        <source>%1: %2</source>
        <comment>a fact on a result panel: label, value</comment>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>Pebble &amp; Pour</source>
        <translation>Pebble &amp; Pour</translation>
    </message>
    <message>
        <source>Two colour puzzles. Play them with a mouse, a keyboard or a screen reader.</source>
        <translation>2つの色パズル。マウス、キーボード、スクリーンリーダーで遊べます。</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Stop showing this notice</source>
        <translation>この通知を今後表示しない</translation>
    </message>
    <message>
        <source>Tubes</source>
        <translation>チューブ</translation>
    </message>
    <message>
        <source>Pour until every tube holds one colour. Every board is proven solvable; undo and hints are free.</source>
        <translation>すべてのチューブが1色になるまで注ぎます。どの盤面も解けることを証明済み。戻すとヒントは無料です。</translation>
    </message>
    <message>
        <source>Continue level %1</source>
        <translation>レベル%1を続ける</translation>
    </message>
    <message>
        <source>Tubes: your unfinished level, as you left it</source>
        <translation>チューブ：中断したレベルを、そのままの状態から</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Tubes: 100 levels in seven colour bands</source>
        <translation>チューブ：色数で7段階に分かれた100レベル</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>デイリー</translation>
    </message>
    <message>
        <source>Tubes: today&apos;s board, the same for everyone</source>
        <translation>チューブ：今日の盤面、全員共通</translation>
    </message>
    <message>
        <source>How to play Tubes</source>
        <translation>チューブの遊び方</translation>
    </message>
    <message>
        <source>Bowls</source>
        <translation>ボウル</translation>
    </message>
    <message>
        <source>Sow stones round a ring of twelve bowls; three of a colour clear. Think in chains.</source>
        <translation>12個のボウルの輪に石を配り、同じ色が3つそろうと消えます。連鎖で考えよう。</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>パズル</translation>
    </message>
    <message>
        <source>Endless</source>
        <translation>エンドレス</translation>
    </message>
    <message>
        <source>Score until a bowl overflows; pause any time</source>
        <translation>ボウルがあふれるまで得点を重ねる。いつでも一時停止できます</translation>
    </message>
    <message>
        <source>Bowls: today&apos;s board, the same for everyone</source>
        <translation>ボウル：今日の盤面、全員共通</translation>
    </message>
    <message>
        <source>How to play Bowls</source>
        <translation>ボウルの遊び方</translation>
    </message>
    <message>
        <source>Play a board</source>
        <translation>盤面を遊ぶ</translation>
    </message>
    <message>
        <source>Type or paste a board ID, yours or another player&apos;s</source>
        <translation>自分やほかのプレイヤーの盤面IDを入力するか貼り付けます</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Themes</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <source>About</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Shortcuts (%1)</source>
        <translation>ショートカット（%1）</translation>
    </message>
</context>
<context>
    <name>HowToBlock</name>
    <message>
        <source>%1. %2 %3</source>
        <comment>a rule read aloud: its heading, the rule, the caption of its example</comment>
        <translation>%1。%2%3</translation>
    </message>
</context>
<context>
    <name>HowToPlayScreen</name>
    <message>
        <source>How to play Bowls</source>
        <translation>ボウルの遊び方</translation>
    </message>
    <message>
        <source>How to play Tubes</source>
        <translation>チューブの遊び方</translation>
    </message>
    <message>
        <source>Tab or the arrow keys move from rule to rule.</source>
        <translation>Tabキーか矢印キーで次のルールへ移動します。</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>Sort the liquids until every tube is either empty or full of one colour. A tube holds four units, and every level starts with two empty tubes.</source>
        <translation>すべてのチューブが「空」か「単色で満杯」になるまで水を仕分けます。チューブ1本の容量は4単位で、どのレベルも空のチューブ2本から始まります。</translation>
    </message>
    <message>
        <source>Done: a tube full of red and an empty tube.</source>
        <translation>完成：赤で満杯のチューブと空のチューブ。</translation>
    </message>
    <message>
        <source>Pouring</source>
        <translation>注ぎ方</translation>
    </message>
    <message>
        <source>Choose a tube, then the tube to pour into. The top run of one colour moves, as much as fits; what does not fit stays where it was. One pour is one move, however much it carries.</source>
        <translation>チューブを選び、次に注ぎ先のチューブを選びます。動くのは一番上にある同色の連なりで、入るぶんだけ動きます。入りきらなかったぶんはその場に残ります。運んだ量に関係なく、注ぎ1回が1手です。</translation>
    </message>
    <message>
        <source>Allowed: tube 1 pours its two red units onto the red in tube 2.</source>
        <translation>注げる：チューブ1の赤2単位を、チューブ2の赤の上に注ぎます。</translation>
    </message>
    <message>
        <source>A pour that is not allowed</source>
        <translation>注げないとき</translation>
    </message>
    <message>
        <source>You can pour only into an empty tube or onto the same colour, and only when there is room. A pour that is not allowed does nothing; it is never a penalty.</source>
        <translation>注げるのは、注ぎ先が空か一番上が同じ色で、空きがあるときだけです。条件を満たさない注ぎは何も起こしません。罰を受けるミスではありません。</translation>
    </message>
    <message>
        <source>Not allowed: blue cannot go onto red, so nothing happens.</source>
        <translation>注げない：青は赤の上に注げないので、何も起こりません。</translation>
    </message>
    <message>
        <source>Undo, restart and hints</source>
        <translation>戻す・やり直す・ヒント</translation>
    </message>
    <message>
        <source>Undo and hints are free and unlimited, and undo takes the move count back with it. A hint shows the first pour of a solution the solver has proven, so following the hints always solves the board.</source>
        <translation>戻すとヒントは無料・無制限で、戻すと手数も一緒に戻ります。ヒントはソルバーが証明した解の最初の注ぎなので、従い続ければ必ず解けます。</translation>
    </message>
    <message>
        <source>A hint: pour from the tube with the up arrow into the tube with the down arrow.</source>
        <translation>ヒント：上向き矢印のチューブから、下向き矢印のチューブへ注ぎます。</translation>
    </message>
    <message>
        <source>Every board can be solved</source>
        <translation>どの盤面も解けます</translation>
    </message>
    <message>
        <source>The solver proves each board solvable before you see it. You can still get stuck through your own pours: undo, restart or ask for a hint.</source>
        <translation>配る前にソルバーが解けることを確かめています。それでも自分の注ぎ方で行き止まりに入ることはあります。戻すか、やり直すか、ヒントを使ってください。</translation>
    </message>
    <message>
        <source>Boards to share</source>
        <translation>盤面を共有する</translation>
    </message>
    <message>
        <source>Every board has an ID: %1 copies it, and Copy result on a result panel copies a line in words to share, with the ID. Home → Play a board plays any ID typed or pasted: a level, a puzzle, a Daily of the last 30 days, or a whole board another player wrote, which the solver proves before you play it. There, New Tubes board and New Bowls board open the editor: make a board unit by unit or stone by stone, let the solver prove it, and save it to My boards to play, change or share.</source>
        <translation>どの盤面にもIDがあります。%1でコピーでき、結果パネルの「結果をコピー」はIDつきの共有用の文をコピーします。ホームの「盤面を遊ぶ」では、入力または貼り付けたIDを遊べます。レベル、パズル、直近30日のデイリー、ほかのプレイヤーが書いた盤面そのもの（遊ぶ前にソルバーが検証）です。そこで「新しいチューブ盤面」と「新しいボウル盤面」を選ぶとエディターが開きます。1単位ずつ、または石を1個ずつ置いて盤面を作り、ソルバーに検証させ、マイ盤面に保存して遊んだり、変えたり、共有したりできます。</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>サウンド</translation>
    </message>
    <message>
        <source>Every pour has a sound as long as the water poured and as high as the tube it fills; a pour that is not allowed is a low soft thud, a completed tube a chime. Sounds come from where the tube stands: tube 1 on the left, the last tube on the right. %1 plays the whole board as sound, tube by tube from bottom to top, each colour its own note, and %1 again stops it. %2 switches sound off and on anywhere; the volume, mono and which sounds play are in Settings.</source>
        <translation>注ぐ音は注いだ量だけ長く、注ぎ先のチューブが満ちるほど高くなります。注げない操作は低く柔らかい音、完成したチューブはチャイムです。音はチューブの位置から聞こえます。チューブ1は左、最後のチューブは右です。%1で盤面全体をチューブごとに下から上へ音で聞けます。色ごとに決まった音で、もう一度%1で止まります。%2でどこでもサウンドをオン・オフできます。音量、モノラル、鳴らす音の種類は設定で選べます。</translation>
    </message>
    <message>
        <source>The ring</source>
        <translation>ボウルの輪</translation>
    </message>
    <message>
        <source>Twelve bowls sit in a ring. Between moves a bowl holds at most seven stones. Each of the five colours carries its own white symbol.</source>
        <translation>12個のボウルが輪になって並びます。手と手の間、1つのボウルに入る石は7個までです。5色の石には、それぞれ違う白い記号が付いています。</translation>
    </message>
    <message>
        <source>A bowl with a red circle, a yellow triangle, a green diamond, a blue square and a purple star.</source>
        <translation>赤い丸、黄色い三角、緑のひし形、青い四角、紫の星が入ったボウル。</translation>
    </message>
    <message>
        <source>Sowing</source>
        <translation>まく</translation>
    </message>
    <message>
        <source>Choose a bowl that has stones and is not frozen, then confirm. All its stones leave it: the first goes into the next bowl, the second one further, and so on, clockwise.</source>
        <translation>石があり凍結していないボウルを選び、決定します。石はすべてボウルを出て、1個目は次のボウルへ、2個目はその次へと、時計回りに1個ずつ入ります。</translation>
    </message>
    <message>
        <source>Sowing bowl 1: red, green and blue go into bowls 2, 3 and 4.</source>
        <translation>ボウル1をまく：赤・緑・青がボウル2・3・4に入ります。</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>グループ</translation>
    </message>
    <message>
        <source>Three or more stones of one colour in one bowl clear. They need not be next to each other. Each cleared stone scores 10 points.</source>
        <translation>1つのボウルに同じ色の石が3個以上あると消えます。隣り合っている必要はありません。消えた石1個につき10点です。</translation>
    </message>
    <message>
        <source>Three red stones in one bowl clear; the yellow one stays.</source>
        <translation>1つのボウルの赤3個が消え、黄色は残ります。</translation>
    </message>
    <message>
        <source>Wildcards</source>
        <translation>ワイルド</translation>
    </message>
    <message>
        <source>A wildcard completes a colour: two stones of one colour and a wildcard in a bowl make a group. Natural groups clear first, and three wildcards alone never group.</source>
        <translation>ワイルドは色を補います。同じ色の石2個とワイルド1個が1つのボウルにあればグループになります。先に通常のグループが消え、ワイルド3個だけではグループになりません。</translation>
    </message>
    <message>
        <source>Two blue squares and a wildcard clear together.</source>
        <translation>青い四角2個とワイルドが一緒に消えます。</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>おじゃま石</translation>
    </message>
    <message>
        <source>A blocker never groups. When a group clears in a bowl beside it, the blockers there are removed, without points.</source>
        <translation>おじゃま石はグループになりません。隣のボウルでグループが消えると、おじゃま石は取り除かれます。得点はありません。</translation>
    </message>
    <message>
        <source>The green group clears, and the blocker in the next bowl goes with it.</source>
        <translation>緑のグループが消え、隣のボウルのおじゃま石も一緒に消えます。</translation>
    </message>
    <message>
        <source>Frozen bowls</source>
        <translation>凍結したボウル</translation>
    </message>
    <message>
        <source>A frozen bowl cannot be chosen for the moves shown on its badge, but stones are still sown into it as usual.</source>
        <translation>凍結したボウルは、バッジに示された手数のあいだ選べません。ただし、まかれた石はいつも通り入ります。</translation>
    </message>
    <message>
        <source>Frozen for 2 more moves.</source>
        <translation>あと2手凍結。</translation>
    </message>
    <message>
        <source>Reverse bowls</source>
        <translation>逆回りのボウル</translation>
    </message>
    <message>
        <source>A reverse bowl sows counter-clockwise when you choose it. Every other bowl keeps sowing clockwise.</source>
        <translation>逆回りのボウルを選ぶと、反時計回りにまきます。ほかのボウルは時計回りのままです。</translation>
    </message>
    <message>
        <source>A reverse bowl: its stones go counter-clockwise.</source>
        <translation>逆回りのボウル：石は反時計回りに進みます。</translation>
    </message>
    <message>
        <source>Volcanoes</source>
        <translation>火山</translation>
    </message>
    <message>
        <source>After the groups, a volcano with six or more stones erupts: it sows all its stones onward, like a move of its own, and the groups are checked again. Each volcano erupts at most once per move.</source>
        <translation>グループのあと、石が6個以上ある火山は噴火します。自分の手のように石をすべて先へまき、もう一度グループを調べます。火山が噴火するのは1手につき1回までです。</translation>
    </message>
    <message>
        <source>A volcano with six stones, ready to erupt.</source>
        <translation>石が6個あり、噴火する火山。</translation>
    </message>
    <message>
        <source>Chains and combos</source>
        <translation>連鎖とコンボ</translation>
    </message>
    <message>
        <source>One move can set off a chain: groups, then blockers, then eruptions, then groups again. The combo counts the bowls that grouped: two bowls score ×2, three ×3, four or more ×4. An empty board after your move is a Perfect Clear, worth 100 bonus points.</source>
        <translation>1手で連鎖が起こることがあります。グループ、おじゃま石、噴火、そしてまたグループの順です。コンボはグループができたボウルの数で、2つで×2、3つで×3、4つ以上で×4です。自分の手のあと盤面が空になればパーフェクトクリアで、ボーナス100点です。</translation>
    </message>
    <message>
        <source>The volcano erupts: red, green and blue complete three groups at once, a combo of 3.</source>
        <translation>火山が噴火：赤・緑・青が一度に3つのグループを作り、3コンボ。</translation>
    </message>
    <message>
        <source>Overflow</source>
        <translation>あふれ</translation>
    </message>
    <message>
        <source>If a bowl still holds eight or more stones once every effect has ended, the attempt is lost. An eighth stone for a moment is fine when a group or an eruption takes it away.</source>
        <translation>すべての効果が終わったあとも石が8個以上あるボウルがあれば、その挑戦は負けです。一時的な8個目は、グループや噴火で出ていけば問題ありません。</translation>
    </message>
    <message>
        <source>Eight stones once the chain is over: the bowl overflows.</source>
        <translation>連鎖のあとも8個：ボウルがあふれます。</translation>
    </message>
    <message>
        <source>Puzzles, Endless and Daily</source>
        <translation>パズル・エンドレス・デイリー</translation>
    </message>
    <message numerus="yes">
        <source>A puzzle has a goal and a number of moves; undo and restart as often as you like. A hint (H) highlights the first move of a shortest solution the solver has proven from where you are, within the moves left, or says plainly that none is left; hints are counted on the result panel, and only puzzles have them. Endless runs until a bowl overflows, with two new stones after every move. The Daily is the same board for everyone, %Ln moves. In Endless and the Daily, undo turns the attempt into practice: it cannot set a record.</source>
        <translation>
            <numerusform>パズルには目標と手数があり、戻すとやり直しは何度でもできます。ヒント（H）は、今の局面から残りの手数で届く最短解のうち、ソルバーが証明した最初の一手を示します。解が残っていなければ、そうはっきり伝えます。使ったヒントの数は結果画面に表示され、ヒントはパズルだけにあります。エンドレスはボウルがあふれるまで続き、毎手のあとに新しい石が2個入ります。デイリーは全員が同じ盤面で、%Ln手です。エンドレスとデイリーで戻すを使うと、その挑戦は練習になり、記録は残りません。</numerusform>
        </translation>
    </message>
    <message>
        <source>Each stone ticks as it lands, from where its bowl sits on the ring; a cleared group sounds its colour&apos;s note, combo steps rise with ×2, ×3 and ×4, and an eruption rumbles. %1 plays the whole ring as sound, bowl by bowl: a tick per stone, higher for a fuller bowl, another timbre for a frozen, reverse or volcano bowl, and %1 again stops it. %2 switches sound off and on anywhere; the volume, mono and which sounds play are in Settings.</source>
        <translation>石は落ちるたびに、そのボウルが輪の上にある位置からカチッと鳴ります。消えたグループはその色の音で鳴り、コンボは×2、×3、×4と上がっていき、噴火はゴロゴロと響きます。%1で輪全体をボウルごとに音で聞けます。石1個ごとに1回鳴り、石が多いほど高く、凍結・逆回り・火山のボウルは別の音色です。もう一度%1で止まります。%2でどこでもサウンドをオン・オフできます。音量、モノラル、鳴らす音の種類は設定で選べます。</translation>
    </message>
</context>
<context>
    <name>IconButton</name>
    <message>
        <source>Key: %1</source>
        <comment>the keyboard shortcut of a button</comment>
        <translation>キー：%1</translation>
    </message>
</context>
<context>
    <name>KeyList</name>
    <message>
        <source>Rows %1 to %2 of %3</source>
        <translation>%3 行中の %1〜%2 行目</translation>
    </message>
</context>
<context>
    <name>KeyMap</name>
    <message>
        <source>Select</source>
        <translation>選ぶ</translation>
    </message>
    <message>
        <source>Pour or sow</source>
        <translation>注ぐ／まく</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>戻す</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Read the whole board</source>
        <translation>盤面全体を読み上げる</translation>
    </message>
    <message>
        <source>Hear the whole board</source>
        <translation>盤面全体を音で聞く</translation>
    </message>
    <message>
        <source>Quick review</source>
        <translation>簡単な確認</translation>
    </message>
    <message>
        <source>Goal in full (Bowls)</source>
        <translation>目標をすべて読み上げる（ボウル）</translation>
    </message>
    <message>
        <source>Read the selected bowl (Bowls)</source>
        <translation>選んだボウルを読み上げる（ボウル）</translation>
    </message>
    <message>
        <source>Pause Endless (Bowls)</source>
        <translation>エンドレスを一時停止（ボウル）</translation>
    </message>
    <message>
        <source>Sound off or on</source>
        <translation>サウンドのオフ／オン</translation>
    </message>
    <message>
        <source>Key list</source>
        <translation>キー一覧</translation>
    </message>
    <message>
        <source>Board bigger</source>
        <translation>盤面を大きく</translation>
    </message>
    <message>
        <source>Board smaller</source>
        <translation>盤面を小さく</translation>
    </message>
    <message>
        <source>Board fits the window</source>
        <translation>盤面をウィンドウに収める</translation>
    </message>
    <message>
        <source>Copy the board ID</source>
        <translation>盤面IDをコピー</translation>
    </message>
    <message>
        <source>One-switch play: choose</source>
        <translation>ワンスイッチ操作：選ぶ</translation>
    </message>
    <message>
        <source>One-switch play: next item</source>
        <translation>ワンスイッチ操作：次の項目</translation>
    </message>
    <message>
        <source>it is always the way out</source>
        <translation>いつでも抜け出すためのキーです</translation>
    </message>
    <message>
        <source>it moves the focus</source>
        <translation>フォーカスを動かします</translation>
    </message>
    <message>
        <source>it jumps to a tube</source>
        <translation>チューブへ移動します</translation>
    </message>
    <message>
        <source>it is the second key of %1</source>
        <comment>an action&apos;s name</comment>
        <translation>「%1」の2つ目のキーです</translation>
    </message>
    <message>
        <source>Space</source>
        <comment>a key</comment>
        <translation>Space</translation>
    </message>
    <message>
        <source>Enter</source>
        <comment>a key</comment>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Escape</source>
        <comment>a key</comment>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Backspace</source>
        <comment>a key</comment>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Delete</source>
        <comment>a key</comment>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Insert</source>
        <comment>a key</comment>
        <translation>Insert</translation>
    </message>
    <message>
        <source>Page Up</source>
        <comment>a key</comment>
        <translation>Page Up</translation>
    </message>
    <message>
        <source>Page Down</source>
        <comment>a key</comment>
        <translation>Page Down</translation>
    </message>
    <message>
        <source>Ctrl</source>
        <comment>a key</comment>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Shift</source>
        <comment>a key</comment>
        <translation>Shift</translation>
    </message>
    <message>
        <source>Alt</source>
        <comment>a key</comment>
        <translation>Alt</translation>
    </message>
    <message>
        <source>Super</source>
        <comment>a key</comment>
        <translation>Super</translation>
    </message>
    <message>
        <source>%1: press the new key</source>
        <comment>an action</comment>
        <translation>%1：新しいキーを押してください</translation>
    </message>
    <message>
        <source>%1: %2, changed from %3</source>
        <comment>an action, its key, its default</comment>
        <translation>%1：%2（%3から変更）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an action and its key</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Escape keeps %1.</source>
        <comment>the key an action has now</comment>
        <translation>Escapeで%1のままにします。</translation>
    </message>
    <message>
        <source>Not changed.</source>
        <translation>変更しませんでした。</translation>
    </message>
    <message>
        <source>Every key is back on its default.</source>
        <translation>すべてのキーを初期設定に戻しました。</translation>
    </message>
    <message>
        <source>%1 keeps its own job: %2.</source>
        <translation>%1には決まった役割があります：%2。</translation>
    </message>
    <message>
        <source>%1 is already the key for %2.</source>
        <translation>%1はすでに「%2」のキーです。</translation>
    </message>
    <message>
        <source>%1: now %2.</source>
        <comment>an action, then its new key</comment>
        <translation>%1：%2に変更しました。</translation>
    </message>
</context>
<context>
    <name>KeyRow</name>
    <message>
        <source>default %1</source>
        <comment>the default key of an action</comment>
        <translation>初期設定：%1</translation>
    </message>
    <message>
        <source>Press a key…</source>
        <translation>キーを押して…</translation>
    </message>
</context>
<context>
    <name>KeysScreen</name>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Enter, then the new key: that key does the action from now on. Delete: back to the default. Escape and Tab always keep their own jobs.</source>
        <translation>Enterを押してから新しいキーを押すと、以後そのキーでその操作ができます。Deleteで初期設定に戻ります。EscapeとTabはいつも決まった役割のままです。</translation>
    </message>
    <message>
        <source>Keys of the games</source>
        <translation>ゲームのキー</translation>
    </message>
    <message>
        <source>All keys back to their defaults</source>
        <translation>すべてのキーを初期設定に戻す</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Pebble &amp; Pour</source>
        <translation>Pebble &amp; Pour</translation>
    </message>
</context>
<context>
    <name>MyBoardRow</name>
    <message>
        <source>Enter plays it, E edits it, %1 copies its ID, Delete removes it</source>
        <translation>Enterで遊ぶ、Eで編集、%1でIDをコピー、Deleteで削除</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>遊ぶ</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>編集</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>IDをコピー</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>PlayBoardScreen</name>
    <message>
        <source>Play a board</source>
        <translation>盤面を遊ぶ</translation>
    </message>
    <message>
        <source>Type or paste a board ID first.</source>
        <translation>先に盤面IDを入力するか貼り付けてください。</translation>
    </message>
    <message>
        <source>Type or paste a board ID: a level (tubes:level:37), a puzzle (bowls:puzzle:12), a Daily (bowls:daily:2026-12-01) or a whole board another player shared. A whole board is proven by the solver before you play it.</source>
        <translation>盤面IDを入力するか貼り付けてください：レベル（tubes:level:37）、パズル（bowls:puzzle:12）、デイリー（bowls:daily:2026-12-01）、またはほかのプレイヤーが共有した盤面そのもの。盤面そのものは、遊ぶ前にソルバーが検証します。</translation>
    </message>
    <message>
        <source>Board ID</source>
        <translation>盤面ID</translation>
    </message>
    <message>
        <source>tubes:abca,bcab,cabc,-,-</source>
        <comment>an example board ID, typed as it is: keep it unchanged</comment>
        <translation>tubes:abca,bcab,cabc,-,-</translation>
    </message>
    <message>
        <source>Press Enter to play it.</source>
        <translation>Enterで遊びます。</translation>
    </message>
    <message>
        <source>Proving…</source>
        <translation>検証中…</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>遊ぶ</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>貼り付け</translation>
    </message>
    <message>
        <source>Put the board ID you copied into the field</source>
        <translation>コピーした盤面IDを欄に入れます</translation>
    </message>
    <message>
        <source>Play it anyway</source>
        <translation>それでも遊ぶ</translation>
    </message>
    <message>
        <source>Without a promise that it can be solved</source>
        <translation>解ける保証はありません</translation>
    </message>
    <message>
        <source>On a board, %1 copies its ID to share it.</source>
        <translation>盤面で%1を押すと、共有用にIDをコピーします。</translation>
    </message>
    <message>
        <source>Make a board</source>
        <translation>盤面を作る</translation>
    </message>
    <message>
        <source>New Tubes board</source>
        <translation>新しいチューブ盤面</translation>
    </message>
    <message>
        <source>New Bowls board</source>
        <translation>新しいボウル盤面</translation>
    </message>
    <message>
        <source>My boards</source>
        <translation>マイ盤面</translation>
    </message>
    <message>
        <source>Boards you save in the editor appear here.</source>
        <translation>エディターで保存した盤面がここに表示されます。</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message numerus="yes">
        <source>solved in %Ln moves</source>
        <translation>
            <numerusform>%Ln手で解決</numerusform>
        </translation>
    </message>
    <message>
        <source>(shortest %1)</source>
        <translation>（最短%1）</translation>
    </message>
    <message>
        <source>no hints</source>
        <translation>ヒントなし</translation>
    </message>
    <message numerus="yes">
        <source>%Ln hints</source>
        <translation>
            <numerusform>ヒント%Ln回</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Scanner</name>
    <message>
        <source>%1: %2</source>
        <comment>one-switch play: a group of options, its chosen one</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: keep %2</source>
        <comment>one-switch play: leave a group of options (text size, language…) on its chosen one</comment>
        <translation>%1：%2 のままにする</translation>
    </message>
    <message>
        <source>Back to the groups</source>
        <translation>グループ選択に戻る</translation>
    </message>
    <message>
        <source>Out of the list</source>
        <translation>リストから出る</translation>
    </message>
    <message>
        <source>One-switch play is resting. Press the switch to go on.</source>
        <translation>ワンスイッチ操作は休止中です。スイッチを押すと再開します。</translation>
    </message>
</context>
<context>
    <name>ScreenHeader</name>
    <message>
        <source>← Back</source>
        <translation>← 戻る</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
</context>
<context>
    <name>SettingsScreen</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Following your system</source>
        <translation>システムの設定に従っています</translation>
    </message>
    <message>
        <source>Follow system</source>
        <translation>システムに従う</translation>
    </message>
    <message>
        <source>Use your system&apos;s setting again</source>
        <translation>システムの設定に戻します</translation>
    </message>
    <message>
        <source>Changes apply at once and are saved.</source>
        <translation>変更はすぐに反映され、保存されます。</translation>
    </message>
    <message>
        <source>Language and text</source>
        <comment>a section of Settings</comment>
        <translation>言語と文字</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Every word of the game, spoken and written.</source>
        <translation>ゲームのすべての言葉に適用（表示と読み上げ）。</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>文字サイズ</translation>
    </message>
    <message>
        <source>Scales every text in the game.</source>
        <translation>ゲーム内のすべての文字の大きさを変えます。</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a text size in percent</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>盤面の大きさ</translation>
    </message>
    <message>
        <source>The tubes and the bowls, on their own: 100 % fits the window; larger, the board scrolls. %1 and %2 on a board too.</source>
        <translation>チューブとボウルだけを拡大・縮小します。100 % でウィンドウに収まり、それより大きいと盤面をスクロールします。盤面では%1と%2でも変えられます。</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a board size in percent</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Look and motion</source>
        <comment>a section of Settings</comment>
        <translation>見た目と動き</translation>
    </message>
    <message>
        <source>Bowls theme</source>
        <translation>ボウルのテーマ</translation>
    </message>
    <message>
        <source>The bowls, the ring and their surroundings; achievements unlock more. Rules, colours and symbols stay the same.</source>
        <translation>器、輪、そのまわりの景色。実績でさらに解放されます。ルール、色、記号は同じままです。</translation>
    </message>
    <message>
        <source>Theme gallery</source>
        <translation>テーマギャラリー</translation>
    </message>
    <message>
        <source>All seven, locked ones too</source>
        <translation>7つすべて、未解放のものも</translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <translation>動きを減らす</translation>
    </message>
    <message>
        <source>Pours, lifts and screen changes happen instantly.</source>
        <translation>注ぐ・持ち上げる・画面の切り替えが一瞬で行われます。</translation>
    </message>
    <message>
        <source>Move preview</source>
        <translation>手の予測</translation>
    </message>
    <message>
        <source>Bowls: a one-line forecast of the selected move (stones sown, groups, points, overflow).</source>
        <translation>ボウル：選んだ手の結果を1行で予測表示（まく石、グループ、得点、あふれ）。</translation>
    </message>
    <message>
        <source>Chain speed</source>
        <translation>連鎖の速さ</translation>
    </message>
    <message>
        <source>Bowls: how fast a chain plays its steps. With reduced motion it is instant; any key jumps to its end.</source>
        <translation>ボウル：連鎖の各段階を見せる速さ。動きを減らす設定では一瞬で終わり、どのキーでも最後まで飛ばせます。</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>遅め</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>chain speed</comment>
        <translation>標準</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>速め</translation>
    </message>
    <message>
        <source>Keys and switches</source>
        <comment>a section of Settings</comment>
        <translation>キーとスイッチ</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Choose your own key for any action of the games.</source>
        <translation>ゲームのどの操作にも好きなキーを割り当てられます。</translation>
    </message>
    <message>
        <source>Change keys…</source>
        <translation>キーを変更…</translation>
    </message>
    <message>
        <source>One-switch play</source>
        <translation>ワンスイッチ操作</translation>
    </message>
    <message>
        <source>A highlight steps through everything you can choose; %1 chooses the highlighted item, %2 steps by hand.</source>
        <translation>選べるものをハイライトが順に移動します。%1でハイライト中の項目を選び、%2で手動で進めます。</translation>
    </message>
    <message>
        <source>Highlight speed</source>
        <translation>ハイライトの速さ</translation>
    </message>
    <message>
        <source>One-switch play: how long the highlight stays on each item.</source>
        <translation>ワンスイッチ操作：ハイライトが各項目にとどまる時間。</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds per item of one-switch play</comment>
        <translation>%1秒</translation>
    </message>
    <message>
        <source>Pause on the first item</source>
        <translation>最初の項目での一時停止</translation>
    </message>
    <message>
        <source>One-switch play: extra time on the first item of each round.</source>
        <translation>ワンスイッチ操作：各周の最初の項目で追加される時間。</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no pause on the first item</comment>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>extra seconds on the first item</comment>
        <translation>%1秒</translation>
    </message>
    <message>
        <source>Rounds before resting</source>
        <translation>休止までの周回数</translation>
    </message>
    <message>
        <source>One-switch play: how many times the highlight goes round before it waits for the switch.</source>
        <translation>ワンスイッチ操作：スイッチを待つまでにハイライトが何周するか。</translation>
    </message>
    <message>
        <source>Key cool-down</source>
        <translation>キーの待ち時間</translation>
    </message>
    <message>
        <source>For a shaking hand: the same key pressed again within this time counts once.</source>
        <translation>手が震える方のために：この時間内にもう一度押した同じキーは1回として数えます。</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>key cool-down</comment>
        <translation>オフ</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds of the key cool-down</comment>
        <translation>%1秒</translation>
    </message>
    <message>
        <source>Contrast</source>
        <comment>a section of Settings</comment>
        <translation>コントラスト</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>ハイコントラスト</translation>
    </message>
    <message>
        <source>Black background, white text, thicker outlines and focus ring.</source>
        <translation>黒背景、白文字、太い輪郭とフォーカス枠。</translation>
    </message>
    <message>
        <source>Audio</source>
        <comment>a section of Settings</comment>
        <translation>オーディオ</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>サウンド</translation>
    </message>
    <message>
        <source>A short sound for every move and result, placed left to right where it happens. %1 switches it anywhere.</source>
        <translation>すべての手と結果に短い音が鳴り、起きた場所に合わせて左右に置かれます。%1キーでどこでも切り替えられます。</translation>
    </message>
    <message>
        <source>Effects volume</source>
        <translation>効果音の音量</translation>
    </message>
    <message>
        <source>How loud the sounds are; they stay quiet under speech.</source>
        <translation>音の大きさです。読み上げの声よりいつも小さく鳴ります。</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>effects volume in percent</comment>
        <translation>%1％</translation>
    </message>
    <message>
        <source>Sounds of moves</source>
        <translation>手の音</translation>
    </message>
    <message>
        <source>Selecting, pouring, each stone landing, a move refused, undo.</source>
        <translation>選択、注ぐ、石が落ちるたび、できない手、戻す。</translation>
    </message>
    <message>
        <source>Sounds of chains</source>
        <translation>連鎖の音</translation>
    </message>
    <message>
        <source>Bowls: groups clearing, combo steps, blockers, eruptions, an overflow.</source>
        <translation>ボウル：グループが消える、コンボの段階、おじゃま石、火山の噴火、あふれ。</translation>
    </message>
    <message>
        <source>Sounds of results</source>
        <translation>結果の音</translation>
    </message>
    <message>
        <source>A tube completed, a board solved, a goal reached, a defeat.</source>
        <translation>チューブの完成、盤面のクリア、目標の達成、失敗。</translation>
    </message>
    <message>
        <source>Interface sounds</source>
        <translation>操作の音</translation>
    </message>
    <message>
        <source>The end of a list or of the row of tubes, a dialog opening.</source>
        <translation>一覧やチューブの列の端、ダイアログが開くとき。</translation>
    </message>
    <message>
        <source>Mono sound</source>
        <translation>モノラル</translation>
    </message>
    <message>
        <source>Both ears hear every sound the same, without its place left or right.</source>
        <translation>左右の位置なしに、すべての音を両耳で同じように聞きます。</translation>
    </message>
</context>
<context>
    <name>ShortcutsOverlay</name>
    <message>
        <source>← → ↑ ↓</source>
        <translation>← → ↑ ↓</translation>
    </message>
    <message>
        <source>Move between tubes</source>
        <translation>チューブ間を移動</translation>
    </message>
    <message>
        <source>1–9, 0</source>
        <translation>1–9, 0</translation>
    </message>
    <message>
        <source>Jump to tube 1–10</source>
        <translation>チューブ1〜10へ移動</translation>
    </message>
    <message>
        <source>Space / Enter</source>
        <translation>Space / Enter</translation>
    </message>
    <message>
        <source>Read the goal, moves left and score in full</source>
        <translation>目標・残り手数・得点をすべて読み上げる</translation>
    </message>
    <message>
        <source>Select a tube, then pour into the focused tube</source>
        <translation>チューブを選び、フォーカス中のチューブへ注ぐ</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Cancel the selection, or go back</source>
        <translation>選択を取り消す、または前の画面へ</translation>
    </message>
    <message>
        <source>Undo one pour</source>
        <translation>注ぎを1回戻す</translation>
    </message>
    <message>
        <source>Hint: highlight a proven next pour</source>
        <translation>ヒント：証明済みの次の注ぎをハイライト</translation>
    </message>
    <message>
        <source>Restart the level</source>
        <translation>レベルをやり直す</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>Move between buttons, lists and menus</source>
        <translation>ボタン・リスト・メニューの間を移動</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>矢印キー</translation>
    </message>
    <message>
        <source>Move inside a list or a grid of levels</source>
        <translation>リストやレベル一覧の中を移動</translation>
    </message>
    <message>
        <source>Press the focused button or open the focused item</source>
        <translation>フォーカス中のボタンを押す、または項目を開く</translation>
    </message>
    <message>
        <source>One-switch play</source>
        <translation>ワンスイッチ操作</translation>
    </message>
    <message>
        <source>In Settings: a highlight steps through the screen; %1 chooses, %2 steps by hand</source>
        <translation>設定で有効にすると、ハイライトが画面を順に移動します。%1で選び、%2で手動で進めます</translation>
    </message>
    <message>
        <source>Key cool-down</source>
        <translation>キーの待ち時間</translation>
    </message>
    <message>
        <source>In Settings: a key pressed again within the chosen time is ignored</source>
        <translation>設定で：選んだ時間内に同じキーをもう一度押しても無視されます</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Sound off or on, anywhere</source>
        <translation>どこでもサウンドのオフ／オン</translation>
    </message>
    <message>
        <source>Show or hide this list; during a game it lists that game&apos;s keys</source>
        <translation>この一覧を表示・非表示。ゲーム中はそのゲームのキーを表示</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>Move round the ring of bowls (12 wraps to 1)</source>
        <translation>ボウルの輪を移動（12の次は1）</translation>
    </message>
    <message>
        <source>Select the focused bowl, or clear it if already selected</source>
        <translation>フォーカス中のボウルを選択（選択済みなら解除）</translation>
    </message>
    <message>
        <source>Sow the selected bowl</source>
        <translation>選んだボウルの石をまく</translation>
    </message>
    <message>
        <source>Clear the selection, or go back</source>
        <translation>選択を解除、または前の画面へ</translation>
    </message>
    <message>
        <source>Undo the last move</source>
        <translation>直前の手を戻す</translation>
    </message>
    <message>
        <source>Read the whole ring aloud</source>
        <translation>輪全体を読み上げる</translation>
    </message>
    <message>
        <source>Hear the whole ring as sound, bowl by bowl; %1 again stops it</source>
        <translation>輪全体をボウルごとに音で聞く（もう一度%1で止める）</translation>
    </message>
    <message>
        <source>Quick review: goal progress and moves left</source>
        <translation>簡単な確認：目標の進み具合と残り手数</translation>
    </message>
    <message>
        <source>Hint (puzzles): highlight the first move of a proven shortest solution</source>
        <translation>ヒント（パズル）：証明された最短解の最初の一手を示す</translation>
    </message>
    <message>
        <source>Read the selected bowl&apos;s stones</source>
        <translation>選んだボウルの石を読み上げる</translation>
    </message>
    <message>
        <source>Restart the puzzle</source>
        <translation>パズルをやり直す</translation>
    </message>
    <message>
        <source>Pause Endless and keep it for later</source>
        <translation>エンドレスを一時停止して後で続ける</translation>
    </message>
    <message>
        <source>Copy the board ID (a puzzle or a Daily), to share it or play it again</source>
        <translation>盤面ID（パズルまたはデイリー）をコピーして、共有したりもう一度遊んだりする</translation>
    </message>
    <message>
        <source>Board bigger, smaller, or back to the size that fits the window</source>
        <translation>盤面を大きく、小さく、またはウィンドウに収まる大きさに戻す</translation>
    </message>
    <message>
        <source>Any key</source>
        <translation>任意のキー</translation>
    </message>
    <message>
        <source>Skip a chain to its end</source>
        <translation>連鎖を最後まで飛ばす</translation>
    </message>
    <message>
        <source>Chain speed</source>
        <translation>連鎖の速さ</translation>
    </message>
    <message>
        <source>In Settings: chains play slower, at normal speed or faster</source>
        <translation>設定で：連鎖の再生を遅く、ふつう、速くから選べます</translation>
    </message>
    <message>
        <source>Hear the whole board as sound, tube by tube; %1 again stops it</source>
        <translation>盤面全体をチューブごとに音で聞く（もう一度%1で止める）</translation>
    </message>
    <message>
        <source>Copy the board ID (the level or the Daily), to share it or play it again</source>
        <translation>盤面ID（レベルまたはデイリー）をコピーして、共有したりもう一度遊んだりする</translation>
    </message>
    <message>
        <source>Move between the tubes or the bowls</source>
        <translation>チューブやボウルの間を移動</translation>
    </message>
    <message>
        <source>1–9</source>
        <translation>1–9</translation>
    </message>
    <message>
        <source>Tubes: pour one unit of that colour into the focused tube</source>
        <translation>チューブ：その色を1単位、フォーカス中のチューブに注ぐ</translation>
    </message>
    <message>
        <source>R Y G B P * #, 1–7</source>
        <translation>R Y G B P * #、1–7</translation>
    </message>
    <message>
        <source>Bowls: put that stone in the focused bowl, after the stones already there</source>
        <translation>ボウル：その石をフォーカス中のボウルの、今ある石の後に入れる</translation>
    </message>
    <message>
        <source>Backspace / Delete</source>
        <translation>Backspace / Delete</translation>
    </message>
    <message>
        <source>Take the top unit or the last stone out</source>
        <translation>一番上の単位か最後の石を取り出す</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Bowls: the focused bowl&apos;s modifier: none, frozen, reverse or volcano</source>
        <translation>ボウル：フォーカス中のボウルの特殊効果（なし、凍結、逆回り、火山）</translation>
    </message>
    <message>
        <source>← → on a setting</source>
        <translation>設定の上で← →</translation>
    </message>
    <message>
        <source>Change the colours, the goal, its colour and amount, or the move limit</source>
        <translation>色の数、目標、その色と数、手数の上限を変える</translation>
    </message>
    <message>
        <source>Save the board to My boards</source>
        <translation>盤面をマイ盤面に保存</translation>
    </message>
    <message>
        <source>Copy the board ID, to share it</source>
        <translation>盤面IDをコピーして共有</translation>
    </message>
    <message>
        <source>Read the whole board aloud, then what the solver found</source>
        <translation>盤面全体を読み上げ、続けてソルバーの結果を読む</translation>
    </message>
    <message>
        <source>My boards</source>
        <translation>マイ盤面</translation>
    </message>
    <message>
        <source>Enter plays a saved board, E edits it, %1 copies its ID, Delete removes it</source>
        <translation>Enterで保存した盤面を遊ぶ、Eで編集、%1でIDをコピー、Deleteで削除</translation>
    </message>
    <message>
        <source>Move between buttons and menus</source>
        <translation>ボタンとメニュー間を移動</translation>
    </message>
    <message>
        <source>Show or hide this list</source>
        <translation>この一覧を表示／非表示</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>two keys that do the same</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Settings → Keys</source>
        <translation>設定 → キー</translation>
    </message>
    <message>
        <source>Choose your own key for any action of the games</source>
        <translation>ゲームのどの操作にも好きなキーを割り当てる</translation>
    </message>
    <message>
        <source>Quick review: tubes still to sort and moves so far</source>
        <translation>簡単な確認：まだ揃っていないチューブの数とここまでの手数</translation>
    </message>
    <message>
        <source>Read the whole board aloud, tube by tube</source>
        <translation>盤面全体をチューブごとに読み上げる</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a key and what it does</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <source>How to play Tubes</source>
        <translation>チューブの遊び方</translation>
    </message>
    <message>
        <source>How to play Bowls</source>
        <translation>ボウルの遊び方</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <source>Sound is off. %1 switches it on.</source>
        <translation>サウンドはオフです。%1でオンにできます。</translation>
    </message>
    <message>
        <source>The effects volume is 0. Raise it in Settings.</source>
        <translation>効果音の音量が0です。設定で上げてください。</translation>
    </message>
    <message>
        <source>There is no sound device, so nothing plays.</source>
        <translation>サウンドデバイスがないため、音は鳴りません。</translation>
    </message>
</context>
<context>
    <name>StatsScreen</name>
    <message>
        <source>Statistics</source>
        <translation>統計</translation>
    </message>
    <message>
        <source>Facts about your play, kept on this device. No streaks, no leaderboards.</source>
        <translation>あなたのプレイの記録です。この端末に保存されます。ストリークもランキングもありません。</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>Your moves and scores over time, drawn and in words</source>
        <translation>これまでの手数とスコアを、図と言葉で</translation>
    </message>
    <message>
        <source>Your play</source>
        <translation>あなたのプレイ</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>実績</translation>
    </message>
    <message>
        <source>Achievements, %1</source>
        <translation>実績、%1</translation>
    </message>
</context>
<context>
    <name>Stepper</name>
    <message>
        <source>Left and Right arrows change it</source>
        <translation>左右の矢印キーで変更します</translation>
    </message>
</context>
<context>
    <name>TileGrid</name>
    <message>
        <source>Start of the list</source>
        <translation>リストの先頭</translation>
    </message>
    <message>
        <source>End of the list</source>
        <translation>リストの末尾</translation>
    </message>
    <message>
        <source>No row above</source>
        <translation>上の行はありません</translation>
    </message>
    <message>
        <source>No row below</source>
        <translation>下の行はありません</translation>
    </message>
</context>
<context>
    <name>ToggleSwitch</name>
    <message>
        <source>On</source>
        <translation>オン</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>オフ</translation>
    </message>
</context>
<context>
    <name>TubesGame</name>
    <message>
        <source>, </source>
        <comment>between the items of a spoken list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>. </source>
        <comment>between two spoken sentences</comment>
        <translation>。</translation>
    </message>
    <message>
        <source>Tube %1: empty</source>
        <translation>チューブ%1：空</translation>
    </message>
    <message>
        <source>Tube %1: %2; full, complete</source>
        <translation>チューブ%1：%2、満杯・完成</translation>
    </message>
    <message>
        <source>Tube %1: %2; full</source>
        <translation>チューブ%1：%2、満杯</translation>
    </message>
    <message numerus="yes">
        <source>Tube %1: %2; %Ln free</source>
        <translation>
            <numerusform>チューブ%1：%2、空き%Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Tubes board</source>
        <translation>チューブ 盤面</translation>
    </message>
    <message>
        <source>Tubes Daily %1</source>
        <translation>チューブ デイリー %1</translation>
    </message>
    <message>
        <source>Tubes level %1</source>
        <translation>チューブ レベル%1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln手</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>手数</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>使ったヒント</translation>
    </message>
    <message>
        <source>Best for this board</source>
        <translation>この盤面のベスト</translation>
    </message>
    <message>
        <source>Shortest solution</source>
        <translation>最短解</translation>
    </message>
    <message>
        <source>being worked out…</source>
        <translation>計算中…</translation>
    </message>
    <message>
        <source>First completion of this day</source>
        <translation>この日の初クリア</translation>
    </message>
    <message>
        <source>First solve of this board</source>
        <translation>この盤面の初クリア</translation>
    </message>
    <message>
        <source>First clear of this level</source>
        <translation>このレベルの初クリア</translation>
    </message>
    <message>
        <source>New best for this day</source>
        <translation>この日のベスト更新</translation>
    </message>
    <message>
        <source>New best for this board</source>
        <translation>この盤面の新記録</translation>
    </message>
    <message>
        <source>New best for this level</source>
        <translation>このレベルの新記録</translation>
    </message>
    <message>
        <source>Not saved yet: it is saved as soon as the disk has room.</source>
        <translation>まだ保存されていません。ディスクに空きができしだい保存します。</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>もう一度</translation>
    </message>
    <message>
        <source>Daily list</source>
        <translation>デイリー一覧</translation>
    </message>
    <message>
        <source>Another board</source>
        <translation>別の盤面</translation>
    </message>
    <message>
        <source>Level list</source>
        <translation>レベル一覧</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>結果をコピー</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>次のレベル</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>クリア！</translation>
    </message>
    <message>
        <source>; selected</source>
        <translation>、選択中</translation>
    </message>
    <message>
        <source>; hint: pour from this tube</source>
        <translation>、ヒント：このチューブから注ぐ</translation>
    </message>
    <message>
        <source>; hint: pour into this tube</source>
        <translation>、ヒント：このチューブへ注ぐ</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>レベル%1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln colours</source>
        <translation>
            <numerusform>%Ln色</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tubes</source>
        <translation>
            <numerusform>チューブ%Ln本</numerusform>
        </translation>
    </message>
    <message>
        <source>Press %1 to hear the whole board.</source>
        <translation>%1キーで盤面全体を読み上げます。</translation>
    </message>
    <message>
        <source>Tube %1 is empty: nothing to pour.</source>
        <translation>チューブ%1は空です。注ぐものがありません。</translation>
    </message>
    <message>
        <source>Tube %1 selected, %2 on top.</source>
        <translation>チューブ%1を選択。一番上は%2。</translation>
    </message>
    <message numerus="yes">
        <source>Poured %Ln %1 from tube %2 into tube %3.</source>
        <translation>
            <numerusform>チューブ%2からチューブ%3へ%1を%Ln単位注ぎました。</numerusform>
        </translation>
    </message>
    <message>
        <source>a tube cannot pour into itself</source>
        <translation>同じチューブには注げません</translation>
    </message>
    <message>
        <source>the board is solved</source>
        <translation>盤面はもう解けています</translation>
    </message>
    <message>
        <source>there is no such tube</source>
        <translation>そのチューブはありません</translation>
    </message>
    <message numerus="yes">
        <source>Restart undone. %Ln moves.</source>
        <translation>
            <numerusform>やり直しを取り消しました。現在%Ln手。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tubes still to sort</source>
        <translation>
            <numerusform>未完成のチューブ%Ln本</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tube is sorted</source>
        <translation>すべてのチューブが揃いました</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves so far</source>
        <translation>
            <numerusform>ここまで%Ln手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln moves!</source>
        <translation>
            <numerusform>%Ln手でクリア！</numerusform>
        </translation>
    </message>
    <message>
        <source>Custom board</source>
        <translation>カスタム盤面</translation>
    </message>
    <message>
        <source>Daily: %1</source>
        <translation>デイリーチャレンジ：%1</translation>
    </message>
    <message>
        <source>tube %1 is full</source>
        <translation>チューブ%1は満杯</translation>
    </message>
    <message>
        <source>the top colours differ</source>
        <translation>一番上の色が違う</translation>
    </message>
    <message>
        <source>Not a move: %1.</source>
        <translation>手になりません：%1。</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>戻す手がありません。</translation>
    </message>
    <message numerus="yes">
        <source>Undone. %Ln moves.</source>
        <translation>
            <numerusform>戻しました。現在%Ln手。</numerusform>
        </translation>
    </message>
    <message>
        <source>Restarted. Moves back to 0.</source>
        <translation>やり直しました。手数は0に戻りました。</translation>
    </message>
    <message>
        <source>Hint: pour tube %1 into tube %2.</source>
        <translation>ヒント：チューブ%1からチューブ%2へ注ぐ。</translation>
    </message>
    <message>
        <source>No move found to progress. Undo or restart.</source>
        <translation>進める手が見つかりません。戻すかやり直してください</translation>
    </message>
    <message>
        <source>.</source>
        <comment>the end of a spoken sentence</comment>
        <translation>。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves.</source>
        <translation>
            <numerusform>%Ln手。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TubesLevelsScreen</name>
    <message>
        <source>Tubes · Levels</source>
        <translation>チューブ · レベル</translation>
    </message>
    <message>
        <source>Level %1 is locked. Solve level %2 first.</source>
        <translation>レベル%1はロック中です。先にレベル%2をクリアしてください。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln levels unlocked. Levels unlock in order; solved levels can be replayed.</source>
        <translation>
            <numerusform>解放済みのレベルは%Ln個。レベルは順番に解放され、クリアしたレベルは遊び直せます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>レベル</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln手</numerusform>
        </translation>
    </message>
    <message>
        <source>new</source>
        <translation>NEW</translation>
    </message>
</context>
<context>
    <name>TubesLists</name>
    <message numerus="yes">
        <source>%Ln colours</source>
        <translation>
            <numerusform>%Ln色</numerusform>
        </translation>
    </message>
    <message>
        <source>levels %1–%2</source>
        <translation>レベル%1〜%2</translation>
    </message>
    <message numerus="yes">
        <source>Level %1 · %Ln colours</source>
        <translation>
            <numerusform>レベル%1 · %Ln色</numerusform>
        </translation>
    </message>
    <message>
        <source>locked: solve level %1 first</source>
        <translation>ロック中：先にレベル%1をクリア</translation>
    </message>
    <message>
        <source>not yet solved</source>
        <translation>未クリア</translation>
    </message>
    <message numerus="yes">
        <source>best %Ln moves in %1</source>
        <translation>
            <numerusform>ベスト %Ln手・%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>solved %Ln times</source>
        <translation>
            <numerusform>クリア%Ln回</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1, locked</source>
        <translation>レベル%1、ロック中</translation>
    </message>
    <message numerus="yes">
        <source>Level %1, %Ln colours, not yet solved</source>
        <translation>
            <numerusform>レベル%1、%Ln色、未クリア</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Level %1, solved, best %Ln moves</source>
        <translation>
            <numerusform>レベル%1、クリア済み、最少%Ln手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, completed in %Ln moves</source>
        <translation>
            <numerusform>%1、%Ln手で達成</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TubesPlayScreen</name>
    <message>
        <source>Preparing a proven board…</source>
        <translation>解けることを確かめた盤面を準備中…</translation>
    </message>
    <message>
        <source>Pour until every tube holds one colour.</source>
        <translation>すべてのチューブが1色になるまで注ぎましょう。</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moves</source>
        <comment>label under the move counter</comment>
        <translation>
            <numerusform>手</numerusform>
        </translation>
    </message>
    <message>
        <source>Tubes, read bottom to top</source>
        <translation>チューブ、下から順に読み上げ</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>戻す</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>Read board</source>
        <translation>読み上げ</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Perfect Clear!</source>
        <translation>パーフェクトクリア！</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>%1: %2</source>
        <comment>a label and what it labels</comment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a word and its note in brackets</comment>
        <translation>%1%2</translation>
    </message>
</context>
</TS>
