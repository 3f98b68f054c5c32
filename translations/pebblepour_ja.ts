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
        <source>Made to be played with a mouse, with the keyboard alone, or with a screen reader: every tube is read bottom to top, and every move is announced.</source>
        <translation>マウスでも、キーボードだけでも、スクリーンリーダーでも遊べます。各チューブは下から順に読み上げられ、どの手も音声で伝えられます。</translation>
    </message>
    <message>
        <source>Your progress is stored only on this device.</source>
        <translation>進行状況はこの端末にのみ保存されます。</translation>
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
        <source>%n moves</source>
        <translation>
            <numerusform>%n手</numerusform>
        </translation>
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
    <name>DailyRow</name>
    <message>
        <source>Today</source>
        <translation>今日</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n手</numerusform>
        </translation>
    </message>
    <message>
        <source>not played</source>
        <translation>未プレイ</translation>
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
        <source>Levels</source>
        <translation>レベル</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>デイリー</translation>
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
        <source>Coming soon</source>
        <translation>近日公開</translation>
    </message>
    <message>
        <source>Bowls: coming soon</source>
        <translation>ボウル：近日公開</translation>
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
        <source>About</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Shortcuts (F1)</source>
        <translation>ショートカット (F1)</translation>
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
        <source>Changes apply at once and are saved.</source>
        <translation>変更はすぐに反映され、保存されます。</translation>
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
        <source>Normal</source>
        <translation>標準</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>大</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>特大</translation>
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
        <source>High contrast</source>
        <translation>ハイコントラスト</translation>
    </message>
    <message>
        <source>Black background, white text, thicker outlines and focus ring.</source>
        <translation>黒背景、白文字、太い輪郭とフォーカス枠。</translation>
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
        <source>Ctrl+Z / U</source>
        <translation>Ctrl+Z / U</translation>
    </message>
    <message>
        <source>Undo one pour</source>
        <translation>注ぎを1回戻す</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint: highlight a proven next pour</source>
        <translation>ヒント：証明済みの次の注ぎをハイライト</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Restart the level</source>
        <translation>レベルをやり直す</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Read the whole board aloud</source>
        <translation>盤面全体を読み上げる</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Move between buttons and menus</source>
        <translation>ボタンとメニュー間を移動</translation>
    </message>
    <message>
        <source>F1 / ?</source>
        <translation>F1 / ?</translation>
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
        <source>Close</source>
        <translation>閉じる</translation>
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
    <name>TubesDailyScreen</name>
    <message>
        <source>Tubes · Daily</source>
        <translation>チューブ · デイリーチャレンジ</translation>
    </message>
    <message>
        <source>One board a day, the same for everyone: 6 colours, never harder on one day than another. The last 30 days stay open.</source>
        <translation>1日1問、全プレイヤー共通の盤面です。毎日6色で、日によって難しさは変わりません。直近30日は開いたままです。</translation>
    </message>
    <message>
        <source>Daily boards</source>
        <translation>デイリーの盤面</translation>
    </message>
</context>
<context>
    <name>TubesGame</name>
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
        <source>Tube %1: %2; %n free</source>
        <translation>
            <numerusform>チューブ%1：%2、空き%n</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily %1</source>
        <translation>デイリーチャレンジ %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>レベル%1</translation>
    </message>
    <message>
        <source>Your unfinished game could not be restored, so it starts afresh.</source>
        <translation>途中のゲームを復元できなかったため、最初から始めます。</translation>
    </message>
    <message numerus="yes">
        <source>Resumed where you left off: %n moves.</source>
        <translation>
            <numerusform>中断したところから再開：%n手。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n colours</source>
        <translation>
            <numerusform>%n色</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tubes</source>
        <translation>
            <numerusform>チューブ%n本</numerusform>
        </translation>
    </message>
    <message>
        <source>Press B to hear the whole board.</source>
        <translation>Bキーで盤面全体を読み上げます。</translation>
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
        <source>Poured %n %1 from tube %2 into tube %3.</source>
        <translation>
            <numerusform>チューブ%2からチューブ%3へ%1を%n単位注ぎました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Tube %1 complete.</source>
        <translation>チューブ%1完成。</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n moves!</source>
        <translation>
            <numerusform>%n手でクリア！</numerusform>
        </translation>
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
        <source>Selection cancelled.</source>
        <translation>選択を取り消しました。</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>戻す手がありません。</translation>
    </message>
    <message numerus="yes">
        <source>Undone. %n moves.</source>
        <translation>
            <numerusform>戻しました。現在%n手。</numerusform>
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
    <message numerus="yes">
        <source>%n moves.</source>
        <translation>
            <numerusform>%n手。</numerusform>
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
        <source>%n levels unlocked. Levels unlock in order; solved levels can be replayed.</source>
        <translation>
            <numerusform>解放済みのレベルは%n個。レベルは順番に解放され、クリアしたレベルは遊び直せます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>レベル</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n手</numerusform>
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
        <source>%n colours</source>
        <translation>
            <numerusform>%n色</numerusform>
        </translation>
    </message>
    <message>
        <source>levels %1–%2</source>
        <translation>レベル%1〜%2</translation>
    </message>
    <message>
        <source>Level %1, locked</source>
        <translation>レベル%1、ロック中</translation>
    </message>
    <message numerus="yes">
        <source>Level %1, %n colours, not yet solved</source>
        <translation>
            <numerusform>レベル%1、%n色、未クリア</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Level %1, solved, best %n moves</source>
        <translation>
            <numerusform>レベル%1、クリア済み、最少%n手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, completed in %n moves</source>
        <translation>
            <numerusform>%1、%n手で達成</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, not played</source>
        <translation>%1、未プレイ</translation>
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
        <source>%n moves</source>
        <translation>
            <numerusform>%n手</numerusform>
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
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ヒント</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Read board</source>
        <translation>読み上げ</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>クリア！</translation>
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
        <source>New best for this level</source>
        <translation>このレベルの新記録</translation>
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
        <source>Level list</source>
        <translation>レベル一覧</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>次のレベル</translation>
    </message>
</context>
</TS>
