<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="th">
<context>
    <name>AboutScreen</name>
    <message>
        <source>About</source>
        <translation>เกี่ยวกับ</translation>
    </message>
    <message>
        <source>Pebble &amp; Pour %1</source>
        <translation>Pebble &amp; Pour %1</translation>
    </message>
    <message>
        <source>Tubes: every board is proven solvable by the built-in solver before it is shown. Undo and hints are free and unlimited; a hint is always the first pour of a proven solution.</source>
        <translation>หลอด: ทุกกระดานผ่านการพิสูจน์ด้วยตัวแก้ในเกมว่าแก้ได้ก่อนแสดง การย้อนกลับและคำใบ้ใช้ได้ฟรีไม่จำกัด คำใบ้คือการเทครั้งแรกของวิธีแก้ที่พิสูจน์แล้วเสมอ</translation>
    </message>
    <message>
        <source>Made to be played with a mouse, with the keyboard alone, or with a screen reader: every tube is read bottom to top, and every move is announced.</source>
        <translation>ออกแบบให้เล่นได้ด้วยเมาส์ ด้วยแป้นพิมพ์อย่างเดียว หรือด้วยโปรแกรมอ่านหน้าจอ: ทุกหลอดอ่านจากล่างขึ้นบน และทุกตาจะถูกประกาศ</translation>
    </message>
    <message>
        <source>Your progress is stored only on this device.</source>
        <translation>ความคืบหน้าของคุณเก็บไว้ในเครื่องนี้เท่านั้น</translation>
    </message>
</context>
<context>
    <name>AppState</name>
    <message>
        <source>Your saved progress was damaged and could not be read, so a fresh profile was started; the old file was kept as %1.</source>
        <translation>ข้อมูลความคืบหน้าที่บันทึกไว้เสียหายและอ่านไม่ได้ จึงเริ่มโปรไฟล์ใหม่ ไฟล์เดิมเก็บไว้เป็น %1</translation>
    </message>
    <message>
        <source>The profile file did not come from Pebble &amp; Pour, so a fresh profile was started; the file was kept as %1.</source>
        <translation>ไฟล์โปรไฟล์ไม่ได้มาจาก Pebble &amp; Pour จึงเริ่มโปรไฟล์ใหม่ ไฟล์นั้นเก็บไว้เป็น %1</translation>
    </message>
    <message>
        <source>Your profile was saved by a newer version of Pebble &amp; Pour, so a fresh profile was started; the newer file was kept as %1.</source>
        <translation>โปรไฟล์ของคุณถูกบันทึกโดย Pebble &amp; Pour เวอร์ชันที่ใหม่กว่า จึงเริ่มโปรไฟล์ใหม่ ไฟล์ที่ใหม่กว่าเก็บไว้เป็น %1</translation>
    </message>
    <message>
        <source>Your profile file could not be opened, so a fresh profile was started; the file was kept as %1.</source>
        <translation>เปิดไฟล์โปรไฟล์ไม่ได้ จึงเริ่มโปรไฟล์ใหม่ ไฟล์นั้นเก็บไว้เป็น %1</translation>
    </message>
    <message>
        <source>Tubes</source>
        <translation>หลอด</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 จาก %2</translation>
    </message>
    <message>
        <source>Levels solved</source>
        <translation>ด่านที่ผ่านแล้ว</translation>
    </message>
    <message>
        <source>Highest unlocked level</source>
        <translation>ด่านสูงสุดที่ปลดล็อก</translation>
    </message>
    <message>
        <source>Level clears</source>
        <translation>จำนวนครั้งที่ผ่านด่าน</translation>
    </message>
    <message>
        <source>Sum of best times</source>
        <translation>ผลรวมเวลาที่ดีที่สุด</translation>
    </message>
    <message>
        <source>Levels solved without hints</source>
        <translation>ด่านที่ผ่านโดยไม่ใช้คำใบ้</translation>
    </message>
    <message>
        <source>Daily boards completed</source>
        <translation>กระดานรายวันที่สำเร็จ</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n ตา</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>red</source>
        <translation>แดง</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>ส้ม</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>เหลือง</translation>
    </message>
    <message>
        <source>green</source>
        <translation>เขียว</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>น้ำเงิน</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>ชมพู</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>น้ำตาล</translation>
    </message>
    <message>
        <source>white</source>
        <translation>ขาว</translation>
    </message>
    <message>
        <source>black</source>
        <translation>ดำ</translation>
    </message>
</context>
<context>
    <name>DailyRow</name>
    <message>
        <source>Today</source>
        <translation>วันนี้</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>not played</source>
        <translation>ยังไม่ได้เล่น</translation>
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
        <translation>เกมปริศนาสีสองเกม เล่นได้ด้วยเมาส์ แป้นพิมพ์ หรือโปรแกรมอ่านหน้าจอ</translation>
    </message>
    <message>
        <source>Tubes</source>
        <translation>หลอด</translation>
    </message>
    <message>
        <source>Pour until every tube holds one colour. Every board is proven solvable; undo and hints are free.</source>
        <translation>เทจนทุกหลอดมีสีเดียว ทุกกระดานพิสูจน์แล้วว่าแก้ได้ ย้อนกลับและคำใบ้ใช้ได้ฟรี</translation>
    </message>
    <message>
        <source>Continue level %1</source>
        <translation>เล่นต่อด่าน %1</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>ด่าน</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>รายวัน</translation>
    </message>
    <message>
        <source>Bowls</source>
        <translation>ถ้วย</translation>
    </message>
    <message>
        <source>Sow stones round a ring of twelve bowls; three of a colour clear. Think in chains.</source>
        <translation>ส่งหินไปรอบวงถ้วย 12 ใบ หินสีเดียวกันสามก้อนจะหายไป วางแผนเป็นลูกโซ่</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>เร็ว ๆ นี้</translation>
    </message>
    <message>
        <source>Bowls: coming soon</source>
        <translation>ถ้วย: เร็ว ๆ นี้</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>การตั้งค่า</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>สถิติ</translation>
    </message>
    <message>
        <source>About</source>
        <translation>เกี่ยวกับ</translation>
    </message>
    <message>
        <source>Shortcuts (F1)</source>
        <translation>ปุ่มลัด (F1)</translation>
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
        <translation>← กลับ</translation>
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
        <translation>การตั้งค่า</translation>
    </message>
    <message>
        <source>Changes apply at once and are saved.</source>
        <translation>การเปลี่ยนแปลงมีผลทันทีและบันทึกไว้</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>ภาษา</translation>
    </message>
    <message>
        <source>Every word of the game, spoken and written.</source>
        <translation>ทุกคำในเกม ทั้งเสียงพูดและตัวอักษร</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>ขนาดตัวอักษร</translation>
    </message>
    <message>
        <source>Scales every text in the game.</source>
        <translation>ปรับขนาดข้อความทั้งหมดในเกม</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ปกติ</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>ใหญ่</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>ใหญ่กว่า</translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <translation>ลดการเคลื่อนไหว</translation>
    </message>
    <message>
        <source>Pours, lifts and screen changes happen instantly.</source>
        <translation>การเท การยก และการเปลี่ยนหน้าจอเกิดขึ้นทันที</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>คอนทราสต์สูง</translation>
    </message>
    <message>
        <source>Black background, white text, thicker outlines and focus ring.</source>
        <translation>พื้นหลังดำ ตัวอักษรขาว เส้นขอบและกรอบโฟกัสหนาขึ้น</translation>
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
        <translation>เลื่อนไปมาระหว่างหลอด</translation>
    </message>
    <message>
        <source>1–9, 0</source>
        <translation>1–9, 0</translation>
    </message>
    <message>
        <source>Jump to tube 1–10</source>
        <translation>ไปที่หลอด 1–10</translation>
    </message>
    <message>
        <source>Space / Enter</source>
        <translation>Space / Enter</translation>
    </message>
    <message>
        <source>Select a tube, then pour into the focused tube</source>
        <translation>เลือกหลอด แล้วเทลงหลอดที่โฟกัสอยู่</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Cancel the selection, or go back</source>
        <translation>ยกเลิกการเลือก หรือกลับ</translation>
    </message>
    <message>
        <source>Ctrl+Z / U</source>
        <translation>Ctrl+Z / U</translation>
    </message>
    <message>
        <source>Undo one pour</source>
        <translation>ย้อนกลับการเท 1 ครั้ง</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint: highlight a proven next pour</source>
        <translation>คำใบ้: ไฮไลต์การเทถัดไปที่พิสูจน์แล้ว</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Restart the level</source>
        <translation>เล่นด่านนี้ใหม่</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Read the whole board aloud</source>
        <translation>อ่านทั้งกระดานออกเสียง</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Move between buttons and menus</source>
        <translation>เลื่อนไปมาระหว่างปุ่มและเมนู</translation>
    </message>
    <message>
        <source>F1 / ?</source>
        <translation>F1 / ?</translation>
    </message>
    <message>
        <source>Show or hide this list</source>
        <translation>แสดงหรือซ่อนรายการนี้</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>แป้นพิมพ์ลัด</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
</context>
<context>
    <name>StatsScreen</name>
    <message>
        <source>Statistics</source>
        <translation>สถิติ</translation>
    </message>
    <message>
        <source>Facts about your play, kept on this device. No streaks, no leaderboards.</source>
        <translation>ข้อมูลการเล่นของคุณ เก็บไว้ในเครื่องนี้ ไม่นับการเล่นต่อเนื่อง ไม่มีตารางอันดับ</translation>
    </message>
</context>
<context>
    <name>ToggleSwitch</name>
    <message>
        <source>On</source>
        <translation>เปิด</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>ปิด</translation>
    </message>
</context>
<context>
    <name>TubesDailyScreen</name>
    <message>
        <source>Tubes · Daily</source>
        <translation>หลอด · รายวัน</translation>
    </message>
    <message>
        <source>One board a day, the same for everyone: 6 colours, never harder on one day than another. The last 30 days stay open.</source>
        <translation>วันละหนึ่งกระดาน เหมือนกันสำหรับทุกคน: 6 สี ไม่มีวันไหนยากกว่าวันอื่น 30 วันล่าสุดยังเปิดให้เล่น</translation>
    </message>
    <message>
        <source>Daily boards</source>
        <translation>กระดานรายวัน</translation>
    </message>
</context>
<context>
    <name>TubesGame</name>
    <message>
        <source>Tube %1: empty</source>
        <translation>หลอด %1: ว่าง</translation>
    </message>
    <message>
        <source>Tube %1: %2; full, complete</source>
        <translation>หลอด %1: %2; เต็ม ครบแล้ว</translation>
    </message>
    <message>
        <source>Tube %1: %2; full</source>
        <translation>หลอด %1: %2; เต็ม</translation>
    </message>
    <message numerus="yes">
        <source>Tube %1: %2; %n free</source>
        <translation>
            <numerusform>หลอด %1: %2; ว่าง %n ช่อง</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily %1</source>
        <translation>รายวัน %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>ด่าน %1</translation>
    </message>
    <message>
        <source>Your unfinished game could not be restored, so it starts afresh.</source>
        <translation>กู้คืนเกมที่เล่นค้างไว้ไม่ได้ จึงเริ่มใหม่</translation>
    </message>
    <message numerus="yes">
        <source>Resumed where you left off: %n moves.</source>
        <translation>
            <numerusform>เล่นต่อจากที่ค้างไว้: %n ตา</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n colours</source>
        <translation>
            <numerusform>%n สี</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tubes</source>
        <translation>
            <numerusform>%n หลอด</numerusform>
        </translation>
    </message>
    <message>
        <source>Press B to hear the whole board.</source>
        <translation>กด B เพื่อฟังทั้งกระดาน</translation>
    </message>
    <message>
        <source>Tube %1 is empty: nothing to pour.</source>
        <translation>หลอด %1 ว่าง: ไม่มีอะไรให้เท</translation>
    </message>
    <message>
        <source>Tube %1 selected, %2 on top.</source>
        <translation>เลือกหลอด %1 แล้ว ด้านบนเป็นสี%2</translation>
    </message>
    <message numerus="yes">
        <source>Poured %n %1 from tube %2 into tube %3.</source>
        <translation>
            <numerusform>เทสี%1 %n ช่อง จากหลอด %2 ลงหลอด %3</numerusform>
        </translation>
    </message>
    <message>
        <source>Tube %1 complete.</source>
        <translation>หลอด %1 ครบแล้ว</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n moves!</source>
        <translation>
            <numerusform>สำเร็จใน %n ตา!</numerusform>
        </translation>
    </message>
    <message>
        <source>tube %1 is full</source>
        <translation>หลอด %1 เต็ม</translation>
    </message>
    <message>
        <source>the top colours differ</source>
        <translation>สีบนสุดไม่ตรงกัน</translation>
    </message>
    <message>
        <source>Not a move: %1.</source>
        <translation>เทไม่ได้: %1</translation>
    </message>
    <message>
        <source>Selection cancelled.</source>
        <translation>ยกเลิกการเลือกแล้ว</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>ไม่มีอะไรให้ย้อนกลับ</translation>
    </message>
    <message numerus="yes">
        <source>Undone. %n moves.</source>
        <translation>
            <numerusform>ย้อนกลับแล้ว ตอนนี้ %n ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Restarted. Moves back to 0.</source>
        <translation>เริ่มใหม่แล้ว จำนวนตากลับเป็น 0</translation>
    </message>
    <message>
        <source>Hint: pour tube %1 into tube %2.</source>
        <translation>คำใบ้: เทหลอด %1 ลงหลอด %2</translation>
    </message>
    <message>
        <source>No move found to progress. Undo or restart.</source>
        <translation>ไม่พบตาที่ช่วยให้ไปต่อได้ ลองย้อนกลับหรือเล่นใหม่</translation>
    </message>
    <message numerus="yes">
        <source>%n moves.</source>
        <translation>
            <numerusform>%n ตา</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TubesLevelsScreen</name>
    <message>
        <source>Tubes · Levels</source>
        <translation>หลอด · ด่าน</translation>
    </message>
    <message>
        <source>Level %1 is locked. Solve level %2 first.</source>
        <translation>ด่าน %1 ยังล็อกอยู่ ผ่านด่าน %2 ก่อน</translation>
    </message>
    <message numerus="yes">
        <source>%n levels unlocked. Levels unlock in order; solved levels can be replayed.</source>
        <translation>
            <numerusform>ปลดล็อกแล้ว %n ด่าน ด่านจะปลดล็อกตามลำดับ และเล่นด่านที่ผ่านแล้วซ้ำได้</numerusform>
        </translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>ด่าน</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>new</source>
        <translation>ใหม่</translation>
    </message>
</context>
<context>
    <name>TubesLists</name>
    <message numerus="yes">
        <source>%n colours</source>
        <translation>
            <numerusform>%n สี</numerusform>
        </translation>
    </message>
    <message>
        <source>levels %1–%2</source>
        <translation>ด่าน %1–%2</translation>
    </message>
    <message>
        <source>Level %1, locked</source>
        <translation>ด่าน %1, ล็อกอยู่</translation>
    </message>
    <message numerus="yes">
        <source>Level %1, %n colours, not yet solved</source>
        <translation>
            <numerusform>ด่าน %1, %n สี, ยังไม่ผ่าน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Level %1, solved, best %n moves</source>
        <translation>
            <numerusform>ด่าน %1, ผ่านแล้ว, ดีที่สุด %n ตา</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, completed in %n moves</source>
        <translation>
            <numerusform>%1, สำเร็จใน %n ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, not played</source>
        <translation>%1, ยังไม่ได้เล่น</translation>
    </message>
</context>
<context>
    <name>TubesPlayScreen</name>
    <message>
        <source>Preparing a proven board…</source>
        <translation>กำลังเตรียมกระดานที่พิสูจน์แล้วว่าแก้ได้…</translation>
    </message>
    <message>
        <source>Pour until every tube holds one colour.</source>
        <translation>เทจนทุกหลอดมีสีเดียว</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n ตา</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moves</source>
        <comment>label under the move counter</comment>
        <translation>
            <numerusform>ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Tubes, read bottom to top</source>
        <translation>หลอด อ่านจากล่างขึ้นบน</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>ย้อนกลับ</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>เล่นใหม่</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>คำใบ้</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Read board</source>
        <translation>อ่านกระดาน</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>ปุ่มลัด</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>สำเร็จ!</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>จำนวนตา</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>เวลา</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>คำใบ้ที่ใช้</translation>
    </message>
    <message>
        <source>Best for this board</source>
        <translation>ดีที่สุดของกระดานนี้</translation>
    </message>
    <message>
        <source>Shortest solution</source>
        <translation>วิธีแก้ที่สั้นที่สุด</translation>
    </message>
    <message>
        <source>being worked out…</source>
        <translation>กำลังคำนวณ…</translation>
    </message>
    <message>
        <source>New best for this level</source>
        <translation>สถิติใหม่ของด่านนี้</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>เล่นอีกครั้ง</translation>
    </message>
    <message>
        <source>Daily list</source>
        <translation>รายการรายวัน</translation>
    </message>
    <message>
        <source>Level list</source>
        <translation>รายการด่าน</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>ด่านถัดไป</translation>
    </message>
</context>
</TS>
