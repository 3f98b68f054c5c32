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
        <source>Bowls: sow stones round a ring of twelve bowls; three of a colour clear, and volcanoes start chains. 100 puzzles, each proven solvable within its moves, an Endless mode and a Daily.</source>
        <translation>ถ้วย: ส่งหินไปรอบวงถ้วย 12 ใบ หินสีเดียวกันสามก้อนจะหายไป และภูเขาไฟทำให้เกิดลูกโซ่ มีปริศนา 100 ข้อที่พิสูจน์แล้วว่าแก้ได้ภายในจำนวนตาที่กำหนด โหมดไม่มีที่สิ้นสุด และโหมดรายวัน</translation>
    </message>
    <message>
        <source>Made to be played with a mouse, with the keyboard alone, or with a screen reader: every tube is read bottom to top, and every move is announced.</source>
        <translation>ออกแบบให้เล่นได้ด้วยเมาส์ ด้วยแป้นพิมพ์อย่างเดียว หรือด้วยโปรแกรมอ่านหน้าจอ: ทุกหลอดอ่านจากล่างขึ้นบน และทุกตาจะถูกประกาศ</translation>
    </message>
    <message>
        <source>Your progress is stored only on this device.</source>
        <translation>ความคืบหน้าของคุณเก็บไว้ในเครื่องนี้เท่านั้น</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later: you may share and change it under its terms. It comes with no warranty.</source>
        <translation>ซอฟต์แวร์เสรีภายใต้สัญญาอนุญาตสาธารณะทั่วไปของกนู (GNU GPL) รุ่นที่ 3 หรือใหม่กว่า คุณแบ่งปันและแก้ไขได้ตามเงื่อนไขของสัญญาอนุญาตนี้ ซอฟต์แวร์นี้ไม่มีการรับประกันใด ๆ</translation>
    </message>
</context>
<context>
    <name>Achievements</name>
    <message>
        <source>First solve</source>
        <translation>แก้ได้ครั้งแรก</translation>
    </message>
    <message>
        <source>Solve any Bowls puzzle.</source>
        <translation>แก้ปริศนาถ้วยข้อใดก็ได้</translation>
    </message>
    <message>
        <source>Shortest way</source>
        <translation>ทางที่สั้นที่สุด</translation>
    </message>
    <message>
        <source>Solve a puzzle in its shortest number of moves, without a hint.</source>
        <translation>แก้ปริศนาด้วยจำนวนตาเดินน้อยที่สุดโดยไม่ใช้คำใบ้</translation>
    </message>
    <message>
        <source>Chapter done</source>
        <translation>จบบท</translation>
    </message>
    <message>
        <source>Solve all ten puzzles of one chapter.</source>
        <translation>แก้ปริศนาทั้งสิบข้อของบทหนึ่ง</translation>
    </message>
    <message>
        <source>Four at once</source>
        <translation>สี่พร้อมกัน</translation>
    </message>
    <message>
        <source>Make a ×4 combo: groups in four bowls with one move.</source>
        <translation>ทำคอมโบ ×4: การจับคู่ในสี่ถ้วยด้วยตาเดินเดียว</translation>
    </message>
    <message>
        <source>Perfect Clear</source>
        <translation>ล้างหมดสมบูรณ์</translation>
    </message>
    <message>
        <source>Empty the whole board with one move.</source>
        <translation>ทำให้กระดานว่างทั้งหมดด้วยตาเดินเดียว</translation>
    </message>
    <message>
        <source>Helpful volcano</source>
        <translation>ภูเขาไฟช่วยได้</translation>
    </message>
    <message>
        <source>Let an eruption complete a colour group.</source>
        <translation>ให้ภูเขาไฟระเบิดแล้วเกิดการจับคู่สีครบ</translation>
    </message>
    <message>
        <source>Endless 500</source>
        <translation>ไม่มีที่สิ้นสุด 500</translation>
    </message>
    <message>
        <source>Score 500 points in one valid Endless attempt.</source>
        <translation>ทำ 500 คะแนนในการเล่นไม่มีที่สิ้นสุดที่นับผลหนึ่งครั้ง</translation>
    </message>
    <message>
        <source>Endless 2000</source>
        <translation>ไม่มีที่สิ้นสุด 2000</translation>
    </message>
    <message>
        <source>Score 2000 points in one valid Endless attempt.</source>
        <translation>ทำ 2000 คะแนนในการเล่นไม่มีที่สิ้นสุดที่นับผลหนึ่งครั้ง</translation>
    </message>
    <message>
        <source>Long game</source>
        <translation>เกมยาว</translation>
    </message>
    <message>
        <source>Play 50 moves in one valid Endless attempt.</source>
        <translation>เดิน 50 ตาในการเล่นไม่มีที่สิ้นสุดที่นับผลหนึ่งครั้ง</translation>
    </message>
    <message>
        <source>First Bowls daily</source>
        <translation>ถ้วยรายวันครั้งแรก</translation>
    </message>
    <message>
        <source>Finish a Bowls Daily challenge without undo.</source>
        <translation>เล่นถ้วยรายวันจนจบโดยไม่ย้อนกลับ</translation>
    </message>
    <message>
        <source>First pour</source>
        <translation>เทครั้งแรก</translation>
    </message>
    <message>
        <source>Clear any Tubes level.</source>
        <translation>ผ่านด่านหลอดด่านใดก็ได้</translation>
    </message>
    <message>
        <source>On your own</source>
        <translation>ด้วยตัวเอง</translation>
    </message>
    <message>
        <source>Clear every level of one Tubes band without a hint.</source>
        <translation>ผ่านทุกด่านของช่วงหนึ่งในหลอดโดยไม่ใช้คำใบ้</translation>
    </message>
    <message>
        <source>Halfway</source>
        <translation>ครึ่งทาง</translation>
    </message>
    <message>
        <source>Clear 50 Tubes levels.</source>
        <translation>ผ่านด่านหลอด 50 ด่าน</translation>
    </message>
    <message>
        <source>All one hundred</source>
        <translation>ครบร้อย</translation>
    </message>
    <message>
        <source>Clear all 100 Tubes levels.</source>
        <translation>ผ่านด่านหลอดครบทั้ง 100 ด่าน</translation>
    </message>
    <message>
        <source>First Tubes daily</source>
        <translation>หลอดรายวันครั้งแรก</translation>
    </message>
    <message>
        <source>Clear a Tubes daily board.</source>
        <translation>ผ่านกระดานหลอดรายวัน</translation>
    </message>
    <message>
        <source>Daily, unaided</source>
        <translation>รายวันไม่พึ่งใคร</translation>
    </message>
    <message>
        <source>Clear a Tubes daily board without a hint.</source>
        <translation>ผ่านกระดานหลอดรายวันโดยไม่ใช้คำใบ้</translation>
    </message>
    <message>
        <source>Ten days</source>
        <translation>สิบวัน</translation>
    </message>
    <message>
        <source>Complete the daily on ten days, Bowls and Tubes together.</source>
        <translation>เล่นรายวันสำเร็จสิบวัน นับรวมถ้วยและหลอด</translation>
    </message>
    <message>
        <source>Achievement earned: %1.</source>
        <translation>ได้รับความสำเร็จ: %1</translation>
    </message>
    <message>
        <source>Achievement earned: %1. New theme unlocked: %2.</source>
        <translation>ได้รับความสำเร็จ: %1 ปลดล็อกธีมใหม่: %2</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>เรียบง่าย</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>สวน</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>ทราย</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>มหาสมุทร</translation>
    </message>
    <message>
        <source>Runes</source>
        <translation>อักขระโบราณ</translation>
    </message>
    <message>
        <source>Neon</source>
        <translation>นีออน</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>อวกาศ</translation>
    </message>
    <message>
        <source>Earned %1</source>
        <translation>ได้รับเมื่อ %1</translation>
    </message>
    <message>
        <source>Unlocked the %1 theme.</source>
        <translation>ปลดล็อกธีม%1แล้ว</translation>
    </message>
    <message>
        <source>%1, earned %2</source>
        <translation>%1 ได้รับเมื่อ %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>ยังไม่ได้รับ</translation>
    </message>
    <message>
        <source>The next one you earn unlocks the %1 theme.</source>
        <translation>ความสำเร็จถัดไปที่คุณได้รับจะปลดล็อกธีม%1</translation>
    </message>
    <message>
        <source>%1, open</source>
        <translation>%1 ยังไม่ได้รับ</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 earned</source>
        <translation>
            <numerusform>ได้รับแล้ว %Ln จาก %1 รายการ</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>Sound on</source>
        <translation>เปิดเสียง</translation>
    </message>
    <message>
        <source>Sound off</source>
        <translation>ปิดเสียง</translation>
    </message>
    <message>
        <source>Board size %1 %, the largest</source>
        <translation>ขนาดกระดาน %1 % ใหญ่ที่สุดแล้ว</translation>
    </message>
    <message>
        <source>Board size %1 %, the smallest</source>
        <translation>ขนาดกระดาน %1 % เล็กที่สุดแล้ว</translation>
    </message>
    <message>
        <source>Board size %1 %</source>
        <translation>ขนาดกระดาน %1 %</translation>
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
        <source>Some of your saved records were damaged, so they were set aside (they are kept in %1); the rest of your progress is as you left it.</source>
        <translation>บันทึกบางรายการที่บันทึกไว้เสียหาย จึงแยกเก็บไว้ต่างหาก (ยังเก็บอยู่ใน %1) ความคืบหน้าส่วนอื่นยังอยู่ครบเหมือนเดิม</translation>
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
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Bowls</source>
        <translation>ถ้วย</translation>
    </message>
    <message>
        <source>Puzzles solved</source>
        <translation>ปริศนาที่แก้ได้</translation>
    </message>
    <message>
        <source>Puzzle points (sum of bests)</source>
        <translation>คะแนนปริศนา (รวมคะแนนดีที่สุด)</translation>
    </message>
    <message>
        <source>Best valid Endless score</source>
        <translation>คะแนนดีที่สุดที่นับได้ในโหมดไม่มีที่สิ้นสุด</translation>
    </message>
    <message>
        <source>Endless attempts (practice)</source>
        <translation>จำนวนรอบโหมดไม่มีที่สิ้นสุด (ฝึกซ้อม)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Daily attempts</source>
        <translation>จำนวนรอบรายวัน</translation>
    </message>
    <message numerus="yes">
        <source>best %Ln points</source>
        <translation>
            <numerusform>ดีที่สุด %Ln คะแนน</numerusform>
        </translation>
    </message>
    <message>
        <source>Your progress could not be saved: the disk is full. Free some space.</source>
        <translation>บันทึกความคืบหน้าไม่ได้: ดิสก์เต็ม โปรดเพิ่มพื้นที่ว่าง</translation>
    </message>
    <message>
        <source>Your progress could not be saved: the profile folder is read-only.</source>
        <translation>บันทึกความคืบหน้าไม่ได้: โฟลเดอร์โปรไฟล์เป็นแบบอ่านอย่างเดียว</translation>
    </message>
    <message>
        <source>Your progress could not be saved: another copy of the game is busy with it.</source>
        <translation>บันทึกความคืบหน้าไม่ได้: เกมอีกหน้าต่างหนึ่งกำลังใช้ไฟล์อยู่</translation>
    </message>
    <message>
        <source>Your progress could not be saved: the profile file is damaged.</source>
        <translation>บันทึกความคืบหน้าไม่ได้: ไฟล์โปรไฟล์เสียหาย</translation>
    </message>
    <message>
        <source>Your progress could not be saved: the disk reported an error.</source>
        <translation>บันทึกความคืบหน้าไม่ได้: ดิสก์แจ้งข้อผิดพลาด</translation>
    </message>
    <message>
        <source>Your progress could not be saved or read.</source>
        <translation>บันทึกหรืออ่านความคืบหน้าไม่ได้</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the profile file %1 is read-only.</source>
        <translation>สิ่งที่คุณเล่นจะไม่ถูกบันทึก: ไฟล์โปรไฟล์ %1 เป็นแบบอ่านอย่างเดียว</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the profile folder %1 is read-only.</source>
        <translation>สิ่งที่คุณเล่นจะไม่ถูกบันทึก: โฟลเดอร์โปรไฟล์ %1 เป็นแบบอ่านอย่างเดียว</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the file system that holds %1 is read-only.</source>
        <translation>สิ่งที่คุณเล่นจะไม่ถูกบันทึก: ระบบไฟล์ที่เก็บ %1 เป็นแบบอ่านอย่างเดียว</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: %1 is not a file, and the profile needs to write a file there.</source>
        <translation>สิ่งที่คุณเล่นจะไม่ถูกบันทึก: %1 ไม่ใช่ไฟล์ แต่โปรไฟล์ต้องเขียนไฟล์ที่ตำแหน่งนั้น</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the profile folder %1 cannot be reached.</source>
        <translation>สิ่งที่คุณเล่นจะไม่ถูกบันทึก: เข้าถึงโฟลเดอร์โปรไฟล์ %1 ไม่ได้</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the profile file %1 cannot be written.</source>
        <translation>สิ่งที่คุณเล่นจะไม่ถูกบันทึก: ไม่สามารถเขียนไฟล์โปรไฟล์ %1 ได้</translation>
    </message>
    <message>
        <source>Your result is saved now.</source>
        <translation>บันทึกผลของคุณแล้ว</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Every %1 unit is in a tube already.</source>
        <translation>%1 ทุกหน่วยอยู่ในหลอดแล้ว</translation>
    </message>
    <message>
        <source>Tube %1 is full.</source>
        <translation>หลอด %1 เต็มแล้ว</translation>
    </message>
    <message>
        <source>Tube %1 is empty.</source>
        <translation>หลอด %1 ว่างอยู่</translation>
    </message>
    <message>
        <source>Bowl %1 is full: a bowl holds 7 stones.</source>
        <translation>ถ้วย %1 เต็มแล้ว: ถ้วยหนึ่งใส่หินได้ 7 ก้อน</translation>
    </message>
    <message>
        <source>Bowl %1 is empty.</source>
        <translation>ถ้วย %1 ว่างอยู่</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ตา</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Colours: %Ln</source>
        <translation>
            <numerusform>จำนวนสี: %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>เป้าหมาย: %1</translation>
    </message>
    <message>
        <source>Goal colour: %1</source>
        <translation>สีของเป้าหมาย: %1</translation>
    </message>
    <message numerus="yes">
        <source>Goal amount: %Ln</source>
        <translation>
            <numerusform>จำนวนของเป้าหมาย: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move limit: %Ln moves</source>
        <translation>
            <numerusform>จำกัดตาเดิน: %Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Cleared: every tube is empty.</source>
        <translation>ล้างแล้ว: ทุกหลอดว่าง</translation>
    </message>
    <message>
        <source>Cleared: every bowl is empty.</source>
        <translation>ล้างแล้ว: ทุกถ้วยว่าง</translation>
    </message>
    <message numerus="yes">
        <source>%Ln units still to pour: each colour needs 4.</source>
        <translation>
            <numerusform>ยังต้องเทอีก %Ln หน่วย: แต่ละสีต้องมี 4 หน่วย</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tube holds one colour already: mix them to make a puzzle.</source>
        <translation>ทุกหลอดมีสีเดียวอยู่แล้ว: ผสมสีเพื่อให้เป็นปริศนา</translation>
    </message>
    <message>
        <source>Put stones in the bowls, then prove the goal.</source>
        <translation>ใส่หินลงในถ้วย แล้วพิสูจน์เป้าหมาย</translation>
    </message>
    <message>
        <source>Not proven yet: Prove asks the solver whether the goal can be reached.</source>
        <translation>ยังไม่ได้พิสูจน์: ปุ่มพิสูจน์จะถามตัวแก้ปริศนาว่าไปถึงเป้าหมายได้หรือไม่</translation>
    </message>
    <message>
        <source>Proving the board…</source>
        <translation>กำลังพิสูจน์กระดาน…</translation>
    </message>
    <message numerus="yes">
        <source>Solvable: the shortest solution is %Ln moves.</source>
        <translation>
            <numerusform>แก้ได้: วิธีที่สั้นที่สุดใช้ %Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Solvable.</source>
        <translation>แก้ได้</translation>
    </message>
    <message numerus="yes">
        <source>Proven: the goal can be reached in %Ln moves.</source>
        <translation>
            <numerusform>พิสูจน์แล้ว: ไปถึงเป้าหมายได้ใน %Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>This board cannot be solved.</source>
        <translation>กระดานนี้แก้ไม่ได้</translation>
    </message>
    <message>
        <source>The goal cannot be reached within the move limit.</source>
        <translation>ไปถึงเป้าหมายภายในจำนวนตาเดินที่จำกัดไม่ได้</translation>
    </message>
    <message>
        <source>The solver could not finish proving this board.</source>
        <translation>ตัวแก้ปริศนาพิสูจน์กระดานนี้ไม่เสร็จ</translation>
    </message>
    <message>
        <source>Saved to My boards.</source>
        <translation>บันทึกลงในกระดานของฉันแล้ว</translation>
    </message>
    <message numerus="yes">
        <source>Tubes board of %Ln colours</source>
        <translation>
            <numerusform>กระดานหลอด %Ln สี</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowls board: %1 in %Ln moves</source>
        <translation>
            <numerusform>กระดานถ้วย: %1 ภายใน %Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Not solved yet</source>
        <translation>ยังแก้ไม่ได้</translation>
    </message>
    <message numerus="yes">
        <source>Best: %Ln moves</source>
        <translation>
            <numerusform>ดีที่สุด: %Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed from My boards.</source>
        <translation>นำออกจากกระดานของฉันแล้ว</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln left to pour</source>
        <translation>
            <numerusform>%1: เหลือเท %Ln หน่วย</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardEditorScreen</name>
    <message>
        <source>Tubes board editor</source>
        <translation>ตัวแก้ไขกระดานหลอด</translation>
    </message>
    <message>
        <source>Bowls board editor</source>
        <translation>ตัวแก้ไขกระดานถ้วย</translation>
    </message>
    <message>
        <source>Arrows choose a tube; number keys pour in a colour; Backspace takes the top unit out.</source>
        <translation>ลูกศรเลือกหลอด; ปุ่มตัวเลขเทสีลงไป; Backspace เอาหน่วยบนสุดออก</translation>
    </message>
    <message>
        <source>Arrows choose a bowl; R, Y, G, B, P, * and # (or 1 to 7) put in a stone; Backspace takes the last one out; Enter changes the modifier.</source>
        <translation>ลูกศรเลือกถ้วย; R, Y, G, B, P, * และ # (หรือ 1 ถึง 7) ใส่หิน; Backspace เอาก้อนล่าสุดออก; Enter เปลี่ยนตัวปรับ</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>จำนวนสี</translation>
    </message>
    <message>
        <source>Tubes, read bottom to top</source>
        <translation>หลอด อ่านจากล่างขึ้นบน</translation>
    </message>
    <message>
        <source>Bowls, stones oldest first</source>
        <translation>ถ้วย หินเรียงจากเก่าสุดก่อน</translation>
    </message>
    <message>
        <source>move limit</source>
        <translation>จำกัดตาเดิน</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>เป้าหมาย</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>สี</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>จำนวน</translation>
    </message>
    <message>
        <source>Move limit</source>
        <translation>จำกัดตาเดิน</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <comment>the keyboard shortcut of a button</comment>
        <translation>ปุ่มลัด: %1</translation>
    </message>
    <message>
        <source>Proving…</source>
        <translation>กำลังพิสูจน์…</translation>
    </message>
    <message>
        <source>Prove</source>
        <translation>พิสูจน์</translation>
    </message>
    <message>
        <source>Ask the solver whether the goal can be reached within the move limit</source>
        <translation>ถามตัวแก้ปริศนาว่าไปถึงเป้าหมายภายในจำนวนตาเดินที่จำกัดได้หรือไม่</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>เล่น</translation>
    </message>
    <message>
        <source>Save to My boards</source>
        <translation>บันทึกลงในกระดานของฉัน</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>คัดลอกรหัส</translation>
    </message>
    <message>
        <source>Empty all</source>
        <translation>เทออกทั้งหมด</translation>
    </message>
</context>
<context>
    <name>BoardEntry</name>
    <message>
        <source>A level is a number from 1 to 100, as in tubes:level:37.</source>
        <translation>ด่านคือตัวเลขตั้งแต่ 1 ถึง 100 เช่น tubes:level:37</translation>
    </message>
    <message>
        <source>A puzzle is a number from 1 to 100, as in bowls:puzzle:12.</source>
        <translation>ปริศนาคือตัวเลขตั้งแต่ 1 ถึง 100 เช่น bowls:puzzle:12</translation>
    </message>
    <message>
        <source>A date is written year-month-day, as in tubes:daily:2026-12-01.</source>
        <translation>วันที่เขียนเป็น ปี-เดือน-วัน เช่น tubes:daily:2026-12-01</translation>
    </message>
    <message>
        <source>These tubes do not make a board: each colour needs exactly 4 units, and there are 2 more tubes than colours, as in tubes:abca,bcab,cabc,-,-.</source>
        <translation>หลอดเหล่านี้ยังไม่เป็นกระดาน: แต่ละสีต้องมีพอดี 4 หน่วย และต้องมีหลอดมากกว่าจำนวนสี 2 หลอด เช่น tubes:abca,bcab,cabc,-,-</translation>
    </message>
    <message>
        <source>A Bowls board is its 12 bowls, its goal and its move limit, separated by colons.</source>
        <translation>กระดานถ้วยประกอบด้วยถ้วย 12 ใบ เป้าหมาย และจำนวนตาสูงสุด คั่นด้วยเครื่องหมายทวิภาค</translation>
    </message>
    <message>
        <source>A ring has 12 bowls, separated by commas.</source>
        <translation>วงมีถ้วย 12 ใบ คั่นด้วยจุลภาค</translation>
    </message>
    <message>
        <source>A bowl is written with its stones, oldest first (r, y, g, b, p, * for a wildcard, # for a blocker), or . when empty, then @F, @R or @V for a frozen, reverse or volcano bowl.</source>
        <translation>ถ้วยเขียนด้วยหินในถ้วย เก่าสุดก่อน (r, y, g, b, p, * แทนหินแทนสี, # แทนหินขวาง) หรือ . เมื่อว่าง แล้วตามด้วย @F, @R หรือ @V สำหรับถ้วยแช่แข็ง ถ้วยย้อนทิศ หรือถ้วยภูเขาไฟ</translation>
    </message>
    <message>
        <source>The goal is one of clear_colour-g, collect-b-3, score-30, combo-2, at_most-3 or clear_board.</source>
        <translation>เป้าหมายคือหนึ่งใน clear_colour-g, collect-b-3, score-30, combo-2, at_most-3 หรือ clear_board</translation>
    </message>
    <message>
        <source>The move limit is a number from 1 to 30.</source>
        <translation>จำนวนตาสูงสุดคือตัวเลขตั้งแต่ 1 ถึง 30</translation>
    </message>
    <message>
        <source>This ID holds “%1” (%2), a character no board ID has.</source>
        <translation>รหัสนี้มี “%1” (%2) ซึ่งเป็นตัวอักษรที่รหัสกระดานไม่มี</translation>
    </message>
    <message>
        <source>A board ID is at most %1 characters long.</source>
        <translation>รหัสกระดานยาวได้ไม่เกิน %1 ตัวอักษร</translation>
    </message>
    <message>
        <source>A board ID starts with tubes: or bowls:, as in tubes:level:37.</source>
        <translation>รหัสกระดานขึ้นต้นด้วย tubes: หรือ bowls: เช่น tubes:level:37</translation>
    </message>
    <message numerus="yes">
        <source>Not pasted: the text is %Ln characters long, and a board ID is at most %1.</source>
        <translation>
            <numerusform>ไม่ได้วาง: ข้อความยาว %Ln ตัวอักษร แต่รหัสกระดานยาวได้ไม่เกิน %1 ตัวอักษร</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1 is locked. Solve level %2 first.</source>
        <translation>ด่าน %1 ยังล็อกอยู่ ผ่านด่าน %2 ก่อน</translation>
    </message>
    <message>
        <source>Proving the board…</source>
        <translation>กำลังพิสูจน์กระดาน…</translation>
    </message>
    <message>
        <source>This board cannot be solved: the solver proved it, so it is not started.</source>
        <translation>กระดานนี้แก้ไม่ได้: ตัวแก้ปริศนาพิสูจน์แล้ว จึงไม่เริ่มเล่น</translation>
    </message>
    <message>
        <source>The solver could not finish proving this board. You may play it without a promise that it can be solved.</source>
        <translation>ตัวแก้ปริศนาพิสูจน์กระดานนี้ไม่เสร็จ คุณเล่นได้ แต่ไม่รับประกันว่าแก้ได้</translation>
    </message>
</context>
<context>
    <name>BoardIdChip</name>
    <message>
        <source>Board ID: %1</source>
        <translation>รหัสกระดาน: %1</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>คัดลอกรหัส</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <comment>the keyboard shortcut of a button</comment>
        <translation>ปุ่มลัด: %1</translation>
    </message>
</context>
<context>
    <name>BowlsGame</name>
    <message>
        <source>hint: sow this bowl</source>
        <translation>คำใบ้: ส่งหินจากถ้วยนี้</translation>
    </message>
    <message>
        <source>Bowls Daily %1</source>
        <translation>ถ้วยรายวัน %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln moves</source>
        <translation>
            <numerusform>%1 ใน %Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>practice</source>
        <translation>ฝึกซ้อม</translation>
    </message>
    <message>
        <source>Bowls board</source>
        <translation>กระดานถ้วย</translation>
    </message>
    <message>
        <source>Bowls puzzle %1</source>
        <translation>ถ้วย ปริศนา %1</translation>
    </message>
    <message>
        <source>Custom board</source>
        <translation>กระดานที่กำหนดเอง</translation>
    </message>
    <message>
        <source>Puzzle %1</source>
        <translation>ปริศนา %1</translation>
    </message>
    <message>
        <source>Endless</source>
        <translation>ไม่มีที่สิ้นสุด</translation>
    </message>
    <message>
        <source>Chapter %1</source>
        <translation>บทที่ %1</translation>
    </message>
    <message>
        <source>A board played by its ID</source>
        <translation>กระดานที่เล่นจากรหัส</translation>
    </message>
    <message numerus="yes">
        <source>UTC date · the same board for everyone · %Ln moves</source>
        <translation>
            <numerusform>วันที่ตาม UTC · กระดานเดียวกันสำหรับทุกคน · %Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Score until a bowl overflows. Two new stones after every move.</source>
        <translation>สะสมคะแนนจนกว่าถ้วยจะล้น มีหินใหม่สองก้อนหลังทุกตาเดิน</translation>
    </message>
    <message>
        <source>Score as much as you can</source>
        <translation>ทำคะแนนให้มากที่สุด</translation>
    </message>
    <message>
        <source>No bowl selected. Choose a bowl with Space.</source>
        <translation>ยังไม่ได้เลือกถ้วย กด Space เพื่อเลือกถ้วย</translation>
    </message>
    <message numerus="yes">
        <source>Selected bowl %1, %Ln stones in queue order</source>
        <translation>
            <numerusform>ถ้วยที่เลือก %1 มีหิน %Ln ก้อนตามลำดับ</numerusform>
        </translation>
    </message>
    <message>
        <source>Combo %1 ×%2</source>
        <translation>คอมโบ %1 ×%2</translation>
    </message>
    <message>
        <source>Eruption from bowl %1</source>
        <translation>ภูเขาไฟปะทุจากถ้วย %1</translation>
    </message>
    <message>
        <source>Sowing from bowl %1</source>
        <translation>ส่งหินจากถ้วย %1</translation>
    </message>
    <message numerus="yes">
        <source>Best: %Ln moves</source>
        <translation>
            <numerusform>ดีที่สุด: %Ln ตา</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln คะแนน</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily: %1</source>
        <translation>รายวัน: %1</translation>
    </message>
    <message numerus="yes">
        <source>Score as much as you can in %Ln moves</source>
        <translation>
            <numerusform>ทำคะแนนให้มากที่สุดใน %Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>No valid record yet</source>
        <translation>ยังไม่มีสถิติที่นับได้</translation>
    </message>
    <message>
        <source>Best valid score: %1</source>
        <translation>คะแนนดีที่สุดที่นับได้: %1</translation>
    </message>
    <message>
        <source>Stones and special bowls</source>
        <translation>หินและถ้วยพิเศษ</translation>
    </message>
    <message>
        <source>Left and Right move round the ring, Space selects, Enter sows, B reads the ring.</source>
        <translation>ลูกศรซ้ายขวาเลื่อนรอบวง Space เลือก Enter ส่งหิน B อ่านทั้งวง</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves left.</source>
        <translation>
            <numerusform>เหลือ %Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1.</source>
        <translation>คะแนน %1</translation>
    </message>
    <message>
        <source>Practice: no record.</source>
        <translation>ฝึกซ้อม: ไม่บันทึกสถิติ</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>เกมจบแล้ว</translation>
    </message>
    <message>
        <source>Bowl %1 is empty: choose another.</source>
        <translation>ถ้วย %1 ว่าง: เลือกถ้วยอื่น</translation>
    </message>
    <message>
        <source>Bowl %1 is frozen: it cannot be chosen.</source>
        <translation>ถ้วย %1 ถูกแช่แข็ง: เลือกไม่ได้</translation>
    </message>
    <message>
        <source>There is no bowl %1.</source>
        <translation>ไม่มีถ้วยที่ %1</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>ทวนเข็มนาฬิกา</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>ตามเข็มนาฬิกา</translation>
    </message>
    <message>
        <source>Selected bowl %1: %2. Enter sows %3.</source>
        <translation>เลือกถ้วย %1: %2 กด Enter เพื่อส่งหิน%3</translation>
    </message>
    <message>
        <source>Select a bowl first with Space.</source>
        <translation>เลือกถ้วยด้วย Space ก่อน</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>ไม่มีอะไรให้ย้อนกลับ</translation>
    </message>
    <message>
        <source>This attempt is now practice: it cannot set a record.</source>
        <translation>การเล่นครั้งนี้กลายเป็นการฝึกซ้อม: ทำสถิติไม่ได้</translation>
    </message>
    <message>
        <source>Restarted. Moves back to 0.</source>
        <translation>เริ่มใหม่แล้ว จำนวนตากลับเป็น 0</translation>
    </message>
    <message>
        <source>Paused. Continue from the home screen.</source>
        <translation>หยุดชั่วคราว เล่นต่อได้จากหน้าแรก</translation>
    </message>
    <message>
        <source>Hints are only for puzzles: Endless and Daily have no proven solution.</source>
        <translation>คำใบ้มีเฉพาะในปริศนา: โหมดไม่มีที่สิ้นสุดและรายวันไม่มีทางแก้ที่พิสูจน์ได้</translation>
    </message>
    <message>
        <source>Hint: sow bowl %1.</source>
        <translation>คำใบ้: ส่งหินจากถ้วย %1</translation>
    </message>
    <message numerus="yes">
        <source>No solution within the %Ln moves left. Undo or restart.</source>
        <translation>
            <numerusform>ไม่มีทางแก้ภายใน %Ln ตาที่เหลือ ย้อนกลับหรือเล่นใหม่</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution found.</source>
        <translation>ไม่พบทางแก้</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>คะแนน %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves left</source>
        <translation>
            <numerusform>เหลือ %Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue puzzle %1</source>
        <translation>เล่นต่อปริศนา %1</translation>
    </message>
    <message>
        <source>Continue Endless</source>
        <translation>เล่นต่อ: ไม่มีที่สิ้นสุด</translation>
    </message>
    <message>
        <source>Continue Daily</source>
        <translation>เล่นต่อรายวัน</translation>
    </message>
    <message numerus="yes">
        <source>Goal reached! Puzzle solved in %Ln moves.</source>
        <translation>
            <numerusform>ถึงเป้าหมายแล้ว! แก้ปริศนาได้ใน %Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>The attempt is over. Score %1.</source>
        <translation>การเล่นครั้งนี้จบแล้ว คะแนน %1</translation>
    </message>
    <message>
        <source>Puzzle failed: a bowl overflowed. Undo or restart.</source>
        <translation>ปริศนาล้มเหลว: ถ้วยล้น ย้อนกลับหรือเล่นใหม่</translation>
    </message>
    <message>
        <source>Out of moves: goal not reached. Undo or restart.</source>
        <translation>ตาเดินหมดแล้ว: ยังไม่ถึงเป้าหมาย ย้อนกลับหรือเล่นใหม่</translation>
    </message>
    <message>
        <source>No bowl can be played. The attempt is over.</source>
        <translation>ไม่มีถ้วยที่เล่นได้ การเล่นครั้งนี้จบแล้ว</translation>
    </message>
    <message>
        <source>Attempt ended. Score %1.</source>
        <translation>จบการเล่นแล้ว คะแนน %1</translation>
    </message>
    <message>
        <source>Overflow: bowl %1 held 8 or more stones.</source>
        <translation>ล้น: ถ้วย %1 มีหิน 8 ก้อนขึ้นไป</translation>
    </message>
    <message>
        <source>Overflow: bowls %1 each held 8 or more stones.</source>
        <translation>ล้น: ถ้วย %1 แต่ละใบมีหิน 8 ก้อนขึ้นไป</translation>
    </message>
    <message>
        <source>Out of moves before the goal was reached.</source>
        <translation>ตาเดินหมดก่อนถึงเป้าหมาย</translation>
    </message>
    <message>
        <source>No bowl could be chosen any more.</source>
        <translation>ไม่มีถ้วยให้เลือกได้อีก</translation>
    </message>
    <message>
        <source>You ended the attempt.</source>
        <translation>คุณจบการเล่นครั้งนี้</translation>
    </message>
    <message>
        <source>Goal reached.</source>
        <translation>ถึงเป้าหมายแล้ว</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>คะแนน</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>จำนวนตา</translation>
    </message>
    <message>
        <source>Puzzle solved!</source>
        <translation>แก้ปริศนาสำเร็จ!</translation>
    </message>
    <message>
        <source>Puzzle failed</source>
        <translation>ปริศนาล้มเหลว</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Best for this puzzle</source>
        <translation>ดีที่สุดของปริศนานี้</translation>
    </message>
    <message>
        <source>Shortest solution</source>
        <translation>วิธีแก้ที่สั้นที่สุด</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>คำใบ้ที่ใช้</translation>
    </message>
    <message>
        <source>Endless: attempt over</source>
        <translation>ไม่มีที่สิ้นสุด: จบการเล่น</translation>
    </message>
    <message>
        <source>Daily complete!</source>
        <translation>ความท้าทายรายวันสำเร็จ!</translation>
    </message>
    <message>
        <source>Daily: attempt over</source>
        <translation>รายวัน: จบการเล่น</translation>
    </message>
    <message>
        <source>New best!</source>
        <translation>สถิติใหม่!</translation>
    </message>
    <message numerus="yes">
        <source>Preview: %Ln stones to bowl %1</source>
        <translation>
            <numerusform>คาดการณ์: หิน %Ln ก้อนไปถึงถ้วย %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln grouping bowls</source>
        <translation>
            <numerusform>ถ้วยที่จับคู่ %Ln ใบ</numerusform>
        </translation>
    </message>
    <message>
        <source>eruption in bowl %1</source>
        <translation>ภูเขาไฟปะทุในถ้วย %1</translation>
    </message>
    <message>
        <source>overflow in bowl %1!</source>
        <translation>ถ้วย %1 ล้น!</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln points</source>
        <translation>
            <numerusform>+%Ln คะแนน</numerusform>
        </translation>
    </message>
    <message>
        <source>red circle</source>
        <translation>วงกลมแดง</translation>
    </message>
    <message>
        <source>yellow triangle</source>
        <translation>สามเหลี่ยมเหลือง</translation>
    </message>
    <message>
        <source>green diamond</source>
        <translation>ข้าวหลามตัดเขียว</translation>
    </message>
    <message>
        <source>blue square</source>
        <translation>สี่เหลี่ยมน้ำเงิน</translation>
    </message>
    <message>
        <source>purple star</source>
        <translation>ดาวม่วง</translation>
    </message>
    <message>
        <source>wildcard</source>
        <translation>หินแทนสี</translation>
    </message>
    <message>
        <source>blocker</source>
        <translation>หินขวาง</translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>แช่แข็ง</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>ย้อนทิศ</translation>
    </message>
    <message>
        <source>volcano</source>
        <translation>ภูเขาไฟ</translation>
    </message>
    <message>
        <source>Bowl %1</source>
        <translation>ถ้วย %1</translation>
    </message>
    <message numerus="yes">
        <source>(%Ln moves left)</source>
        <translation>
            <numerusform>(เหลือ %Ln ตา)</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>ว่าง</translation>
    </message>
    <message numerus="yes">
        <source>%Ln stones</source>
        <translation>
            <numerusform>หิน %Ln ก้อน</numerusform>
        </translation>
    </message>
    <message>
        <source>(over the limit of 7)</source>
        <translation>(เกินขีดจำกัด 7 ก้อน)</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>เลือกอยู่</translation>
    </message>
    <message>
        <source>Clear every %1</source>
        <translation>ล้าง%1ให้หมด</translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln red circles</source>
        <translation>
            <numerusform>เก็บวงกลมแดง %Ln ก้อน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln yellow triangles</source>
        <translation>
            <numerusform>เก็บสามเหลี่ยมเหลือง %Ln ก้อน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln green diamonds</source>
        <translation>
            <numerusform>เก็บข้าวหลามตัดเขียว %Ln ก้อน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln blue squares</source>
        <translation>
            <numerusform>เก็บสี่เหลี่ยมน้ำเงิน %Ln ก้อน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln purple stars</source>
        <translation>
            <numerusform>เก็บดาวม่วง %Ln ก้อน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %Ln points</source>
        <translation>
            <numerusform>ทำ %Ln คะแนน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make a combo of %Ln bowls in one move</source>
        <translation>
            <numerusform>ทำคอมโบ %Ln ถ้วยในตาเดียว</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave at most %Ln stones on the board</source>
        <translation>
            <numerusform>เหลือหินบนกระดานไม่เกิน %Ln ก้อน</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear the whole board</source>
        <translation>ล้างทั้งกระดาน</translation>
    </message>
    <message numerus="yes">
        <source>%Ln left on the board</source>
        <translation>
            <numerusform>เหลือบนกระดาน %Ln ก้อน</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 collected</source>
        <translation>เก็บแล้ว %1 จาก %2</translation>
    </message>
    <message>
        <source>%1 of %2 points</source>
        <translation>%1 จาก %2 คะแนน</translation>
    </message>
    <message>
        <source>Best combo so far: %1 of %2</source>
        <translation>คอมโบดีที่สุดตอนนี้: %1 จาก %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln stones on the board</source>
        <translation>
            <numerusform>หินบนกระดาน %Ln ก้อน</numerusform>
        </translation>
    </message>
    <message>
        <source>Restart undone</source>
        <translation>ยกเลิกการเริ่มใหม่แล้ว</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves played</source>
        <translation>
            <numerusform>เดินไปแล้ว %Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Move from bowl %1 undone</source>
        <translation>ย้อนกลับตาเดินจากถ้วย %1 แล้ว</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>คะแนน %1</translation>
    </message>
    <message>
        <source>Overflow in bowl %1!</source>
        <translation>ถ้วย %1 ล้น!</translation>
    </message>
    <message>
        <source>Overflow in bowls %1!</source>
        <translation>ถ้วย %1 ล้น!</translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1: %Ln stones sown to bowl %2.</source>
        <translation>
            <numerusform>ถ้วย %1: ส่งหิน %Ln ก้อนไปถึงถ้วย %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1 cleared %Ln stones.</source>
        <translation>
            <numerusform>ถ้วย %1 ล้างหิน %Ln ก้อน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowls %1 cleared %Ln stones.</source>
        <translation>
            <numerusform>ถ้วย %1 ล้างหิน %Ln ก้อน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln blockers removed.</source>
        <translation>
            <numerusform>กำจัดหินขวาง %Ln ก้อน</numerusform>
        </translation>
    </message>
    <message>
        <source>The volcano in bowl %1 erupted.</source>
        <translation>ภูเขาไฟในถ้วย %1 ปะทุ</translation>
    </message>
    <message>
        <source>The volcanoes in bowls %1 erupted.</source>
        <translation>ภูเขาไฟในถ้วย %1 ปะทุ</translation>
    </message>
    <message>
        <source>Combo %1, times %2.</source>
        <translation>คอมโบ %1 คูณ %2</translation>
    </message>
    <message>
        <source>Perfect clear!</source>
        <translation>ล้างหมดสมบูรณ์!</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln points.</source>
        <translation>
            <numerusform>+%Ln คะแนน</numerusform>
        </translation>
    </message>
    <message>
        <source>No group.</source>
        <translation>ไม่มีการจับคู่</translation>
    </message>
    <message>
        <source>New stones in bowls %1.</source>
        <translation>หินใหม่ลงถ้วย %1</translation>
    </message>
    <message>
        <source>A wildcard arrived in bowl %1.</source>
        <translation>หินแทนสีมาที่ถ้วย %1</translation>
    </message>
    <message>
        <source>A blocker arrived in bowl %1.</source>
        <translation>หินขวางมาที่ถ้วย %1</translation>
    </message>
    <message numerus="yes">
        <source>The new stones cleared %Ln more.</source>
        <translation>
            <numerusform>หินใหม่ล้างเพิ่มอีก %Ln ก้อน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1 is now %2 for %Ln moves.</source>
        <translation>
            <numerusform>ถ้วย %1: %2 เป็นเวลา %Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Bowl %1 is no longer %2.</source>
        <translation>ถ้วย %1: หมดผล%2</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln moves played. Final score %1.</source>
        <translation>
            <numerusform>เดินครบ %Ln ตาแล้ว คะแนนสุดท้าย %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln moves played.</source>
        <translation>
            <numerusform>เดินครบ %Ln ตาแล้ว</numerusform>
        </translation>
    </message>
    <message>
        <source>First solve!</source>
        <translation>แก้ได้เป็นครั้งแรก!</translation>
    </message>
    <message>
        <source>First valid score!</source>
        <translation>คะแนนที่นับได้ครั้งแรก!</translation>
    </message>
    <message>
        <source>Best for this board</source>
        <translation>ดีที่สุดของกระดานนี้</translation>
    </message>
    <message>
        <source>Best valid score</source>
        <translation>คะแนนดีที่สุดที่นับได้</translation>
    </message>
    <message>
        <source>Practice attempt: undo was used, so it sets no record.</source>
        <translation>การเล่นแบบฝึกซ้อม: ใช้การย้อนกลับแล้ว จึงไม่บันทึกสถิติ</translation>
    </message>
    <message>
        <source>Not saved yet: it is saved as soon as the disk has room.</source>
        <translation>ยังไม่ได้บันทึก: จะบันทึกทันทีเมื่อดิสก์มีพื้นที่ว่าง</translation>
    </message>
    <message>
        <source>Undo last move</source>
        <translation>ย้อนกลับตาล่าสุด</translation>
    </message>
    <message>
        <source>Undo (practice)</source>
        <translation>ย้อนกลับ (ฝึกซ้อม)</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>เล่นอีกครั้ง</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>เล่นใหม่</translation>
    </message>
    <message>
        <source>New attempt</source>
        <translation>เล่นใหม่อีกรอบ</translation>
    </message>
    <message>
        <source>Replay the daily</source>
        <translation>เล่นรายวันอีกครั้ง</translation>
    </message>
    <message>
        <source>Another board</source>
        <translation>กระดานอื่น</translation>
    </message>
    <message>
        <source>Puzzle list</source>
        <translation>รายการปริศนา</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>หน้าแรก</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>คัดลอกผล</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>ปริศนาถัดไป</translation>
    </message>
</context>
<context>
    <name>BowlsHand</name>
    <message>
        <source>Bowl %1:</source>
        <translation>ถ้วย %1:</translation>
    </message>
    <message>
        <source>Choose a bowl with Space or a click.</source>
        <translation>เลือกถ้วยด้วย Space หรือคลิก</translation>
    </message>
    <message>
        <source>Sow</source>
        <translation>ส่งหิน</translation>
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
        <translation>หินและถ้วยพิเศษ</translation>
    </message>
</context>
<context>
    <name>BowlsLists</name>
    <message>
        <source>Chapter %1 · puzzles %2–%3 · %4 solved</source>
        <translation>บทที่ %1 · ปริศนา %2–%3 · ผ่านแล้ว %4</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle %1, solved, best %2 and %3</source>
        <translation>ปริศนา %1, ผ่านแล้ว, ดีที่สุด %2 และ %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln คะแนน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, played, best %2 in %Ln moves</source>
        <translation>
            <numerusform>%1, เล่นแล้ว ดีที่สุด %2 ใน %Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle %1, not solved yet</source>
        <translation>ปริศนา %1, ยังไม่ผ่าน</translation>
    </message>
</context>
<context>
    <name>BowlsLook</name>
    <message>
        <source>Simple</source>
        <translation>เรียบง่าย</translation>
    </message>
    <message>
        <source>Slate bowls with pale rims on a quiet night-blue table; flat stones with a soft shadow.</source>
        <translation>ถ้วยสีหินชนวนขอบสีอ่อนบนโต๊ะสีน้ำเงินยามค่ำที่เงียบสงบ หินแบนเรียบพร้อมเงานุ่ม</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>สวน</translation>
    </message>
    <message>
        <source>Terracotta pots on a ring of moss edged with stepping stones, ferns and blossoms around; matte river pebbles.</source>
        <translation>กระถางดินเผาบนวงตะไคร่น้ำที่มีหินทางเดินล้อมขอบ รายล้อมด้วยเฟิร์นและดอกไม้ หินกรวดแม่น้ำผิวด้าน</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>ทราย</translation>
    </message>
    <message>
        <source>Clay dishes on a raked sand circle at dusk, dunes and a low sun behind; sandstone pebbles with long shadows.</source>
        <translation>จานดินเผาบนวงทรายที่คราดเป็นลายยามพลบค่ำ ด้านหลังมีเนินทรายและดวงอาทิตย์ต่ำ หินทรายที่ทอดเงายาว</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>มหาสมุทร</translation>
    </message>
    <message>
        <source>Pearl shells in a ring of rippling water, light rays, kelp and rising bubbles; glassy stones with a wet shine.</source>
        <translation>เปลือกหอยมุกในวงน้ำกระเพื่อม ลำแสง สาหร่ายเคลป์ และฟองอากาศที่ลอยขึ้น หินใสดุจแก้วที่เป็นเงาเปียกชื้น</translation>
    </message>
    <message>
        <source>Runes</source>
        <translation>อักขระโบราณ</translation>
    </message>
    <message>
        <source>Octagonal basalt basins on a carved granite circle ringed with glowing sigils; chiselled stones with bevelled edges.</source>
        <translation>อ่างหินบะซอลต์แปดเหลี่ยมบนวงหินแกรนิตแกะสลักที่ล้อมด้วยอักขระเรืองแสง หินสกัดที่ขอบลบมุม</translation>
    </message>
    <message>
        <source>Neon</source>
        <translation>นีออน</translation>
    </message>
    <message>
        <source>Glowing tube-lit squares on black glass over a magenta grid horizon; stones with a coloured halo.</source>
        <translation>ช่องสี่เหลี่ยมเรืองแสงจากหลอดไฟบนกระจกสีดำ เหนือเส้นขอบฟ้าตารางสีบานเย็น หินที่มีรัศมีสีของตัวเอง</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>อวกาศ</translation>
    </message>
    <message>
        <source>Silver craters on a planetary ring round a glowing core, stars, a nebula and a ringed planet; stones lit like small worlds.</source>
        <translation>หลุมอุกกาบาตสีเงินบนวงแหวนดาวเคราะห์รอบแกนกลางที่เรืองแสง มีดวงดาว เนบิวลา และดาวเคราะห์มีวงแหวน หินที่ต้องแสงเหมือนโลกใบเล็ก</translation>
    </message>
</context>
<context>
    <name>BowlsPlayScreen</name>
    <message>
        <source>Ring of twelve bowls</source>
        <translation>วงถ้วย 12 ใบ</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>ย้อนกลับ</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>เล่นใหม่</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>คำใบ้</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>หยุดชั่วคราว</translation>
    </message>
    <message>
        <source>End attempt</source>
        <translation>จบการเล่น</translation>
    </message>
    <message>
        <source>Read ring</source>
        <translation>อ่านวง</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>ปุ่มลัด</translation>
    </message>
    <message>
        <source>End this attempt?</source>
        <translation>จบการเล่นรอบนี้ไหม?</translation>
    </message>
    <message>
        <source>This practice attempt ends here and sets no record. To keep it for later, use Pause instead.</source>
        <translation>การเล่นฝึกซ้อมครั้งนี้จะจบที่นี่ และไม่บันทึกสถิติ หากต้องการเก็บไว้เล่นต่อ ให้ใช้หยุดชั่วคราวแทน</translation>
    </message>
    <message>
        <source>Your score of %1 is recorded and this attempt cannot be continued. To keep it for later, use Pause instead.</source>
        <translation>คะแนน %1 ของคุณจะถูกบันทึก และจะเล่นรอบนี้ต่อไม่ได้อีก หากต้องการเก็บไว้เล่นต่อภายหลัง ให้ใช้หยุดชั่วคราวแทน</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>เล่นต่อ</translation>
    </message>
</context>
<context>
    <name>BowlsPuzzlesScreen</name>
    <message>
        <source>Bowls · Puzzles</source>
        <translation>ถ้วย · ปริศนา</translation>
    </message>
    <message>
        <source>%1 of %2 solved. Every puzzle is proven solvable within its moves.</source>
        <translation>ผ่านแล้ว %1 จาก %2 ทุกปริศนาพิสูจน์แล้วว่าแก้ได้ภายในจำนวนตาที่กำหนด</translation>
    </message>
    <message>
        <source>The puzzle pack is not available in this build.</source>
        <translation>ชุดปริศนาไม่มีในเวอร์ชันนี้</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>ปริศนา</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle %1 — %2</source>
        <translation>ปริศนา %1 — %2</translation>
    </message>
</context>
<context>
    <name>BowlsRing</name>
    <message>
        <source>moves left</source>
        <translation>ตาที่เหลือ</translation>
    </message>
</context>
<context>
    <name>BowlsStatus</name>
    <message>
        <source>Goal</source>
        <translation>เป้าหมาย</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>เป้าหมาย: %1</translation>
    </message>
    <message>
        <source>Moves left</source>
        <translation>ตาที่เหลือ</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>คะแนน</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves left</source>
        <translation>
            <numerusform>เหลือ %Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>คะแนน %1</translation>
    </message>
    <message>
        <source>Last move: +%1 · ×%2</source>
        <translation>ตาล่าสุด: +%1 · ×%2</translation>
    </message>
    <message>
        <source>Last move: +%1</source>
        <translation>ตาล่าสุด: +%1</translation>
    </message>
    <message>
        <source>Practice: undo was used, so this attempt sets no record</source>
        <translation>ฝึกซ้อม: ใช้การย้อนกลับแล้ว การเล่นครั้งนี้จึงไม่บันทึกสถิติ</translation>
    </message>
    <message>
        <source>Practice · no record</source>
        <translation>ฝึกซ้อม · ไม่บันทึกสถิติ</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>%1 %2</source>
        <comment>a month&apos;s name and its year: December 2026</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Weeks played</source>
        <translation>สัปดาห์ที่เล่น</translation>
    </message>
    <message>
        <source>Months played</source>
        <translation>เดือนที่เล่น</translation>
    </message>
    <message>
        <source>Years played</source>
        <translation>ปีที่เล่น</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>วันที่เล่น</translation>
    </message>
    <message>
        <source>Week of %1</source>
        <translation>สัปดาห์ที่เริ่ม %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln days played</source>
        <translation>
            <numerusform>เล่น %Ln วัน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best %1, median %2 over %Ln days</source>
        <translation>
            <numerusform>ดีที่สุด %1 ค่ามัธยฐาน %2 จาก %Ln วัน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best %1, median %2 over %Ln attempts</source>
        <translation>
            <numerusform>ดีที่สุด %1 ค่ามัธยฐาน %2 จาก %Ln รอบ</numerusform>
        </translation>
    </message>
    <message>
        <source>Your fewest moves</source>
        <translation>จำนวนตาน้อยที่สุดของคุณ</translation>
    </message>
    <message>
        <source>The shortest solution</source>
        <translation>ทางแก้ที่สั้นที่สุด</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>ด่าน %1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>จำนวนตา</translation>
    </message>
    <message>
        <source>Tubes levels: your moves and the shortest</source>
        <translation>ด่านหลอด: จำนวนตาของคุณเทียบกับสั้นที่สุด</translation>
    </message>
    <message>
        <source>Levels solved</source>
        <translation>ด่านที่แก้ได้</translation>
    </message>
    <message>
        <source>Tubes Dailies: your moves and the shortest</source>
        <translation>หลอดรายวัน: จำนวนตาของคุณเทียบกับสั้นที่สุด</translation>
    </message>
    <message>
        <source>Moves, average of the days</source>
        <translation>จำนวนตา (เฉลี่ยของวัน)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln boards solved; their shortest solutions are not known yet.</source>
        <translation>
            <numerusform>แก้ได้ %Ln กระดาน ยังไม่ทราบทางแก้ที่สั้นที่สุด</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the shortest number of moves on %1 of %Ln boards; %2 moves over the shortest on average.</source>
        <translation>
            <numerusform>จำนวนตาสั้นที่สุด %1 จาก %Ln กระดาน โดยเฉลี่ยเกินสั้นที่สุด %2 ตา</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ตา</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>shortest %Ln</source>
        <translation>
            <numerusform>สั้นที่สุด %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moves on average</source>
        <comment>%1: a number with one decimal, as 24.4</comment>
        <translation>เฉลี่ย %1 ตา</translation>
    </message>
    <message>
        <source>shortest %1 on average</source>
        <comment>%1: a number with one decimal, as 22.4</comment>
        <translation>สั้นที่สุดเฉลี่ย %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln คะแนน</numerusform>
        </translation>
    </message>
    <message>
        <source>practice</source>
        <translation>ฝึกซ้อม</translation>
    </message>
    <message>
        <source>Attempt %1</source>
        <translation>รอบที่ %1</translation>
    </message>
    <message>
        <source>Score of an attempt</source>
        <translation>คะแนนของแต่ละรอบ</translation>
    </message>
    <message>
        <source>Practice: undo used, no record</source>
        <translation>ฝึกซ้อม: ใช้ย้อนกลับ ไม่บันทึกสถิติ</translation>
    </message>
    <message>
        <source>Bowls: Endless scores</source>
        <translation>ถ้วย: คะแนนโหมดไม่มีที่สิ้นสุด</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>คะแนน</translation>
    </message>
    <message numerus="yes">
        <source>The last %Ln attempts, oldest first</source>
        <translation>
            <numerusform>%Ln รอบล่าสุด เรียงจากเก่าไปใหม่</numerusform>
        </translation>
    </message>
    <message>
        <source>Bowls: Daily scores</source>
        <translation>ถ้วย: คะแนนรายวัน</translation>
    </message>
    <message>
        <source>Points, average of the days</source>
        <translation>คะแนน (เฉลี่ยของวัน)</translation>
    </message>
    <message>
        <source>Best score of the day</source>
        <translation>คะแนนดีที่สุดของวัน</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points on average</source>
        <translation>
            <numerusform>เฉลี่ย %Ln คะแนน</numerusform>
        </translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>ดีที่สุด %1</translation>
    </message>
</context>
<context>
    <name>ChartsScreen</name>
    <message>
        <source>Charts</source>
        <translation>แผนภูมิ</translation>
    </message>
    <message>
        <source>Your play over time. Each bar is read in words; Left and Right move along a chart.</source>
        <translation>การเล่นของคุณตามเวลา แต่ละแท่งอ่านออกมาเป็นคำ ลูกศรซ้ายและขวาเลื่อนไปตามแผนภูมิ</translation>
    </message>
    <message>
        <source>Solve a level to see your moves here.</source>
        <translation>แก้ด่านให้ได้เพื่อดูจำนวนตาของคุณที่นี่</translation>
    </message>
    <message>
        <source>Complete a Tubes Daily to see your moves here.</source>
        <translation>เล่นหลอดรายวันให้สำเร็จเพื่อดูจำนวนตาของคุณที่นี่</translation>
    </message>
    <message>
        <source>End an Endless attempt to see its score here.</source>
        <translation>จบการเล่นโหมดไม่มีที่สิ้นสุดเพื่อดูคะแนนที่นี่</translation>
    </message>
    <message>
        <source>Play a Daily to see its score here.</source>
        <translation>เล่นถ้วยรายวันเพื่อดูคะแนนที่นี่</translation>
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
    <name>DailyList</name>
    <message numerus="yes">
        <source>Daily of %1 in progress: %Ln moves so far</source>
        <translation>
            <numerusform>รายวัน %1 กำลังเล่นอยู่: เล่นไปแล้ว %Ln ตา</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in progress, %Ln moves</source>
        <translation>
            <numerusform>กำลังเล่น %Ln ตา</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, in progress: %Ln moves so far</source>
        <translation>
            <numerusform>%1, กำลังเล่นอยู่: เล่นไปแล้ว %Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>not played</source>
        <translation>ยังไม่ได้เล่น</translation>
    </message>
    <message>
        <source>%1, not played</source>
        <translation>%1, ยังไม่ได้เล่น</translation>
    </message>
</context>
<context>
    <name>DailyRow</name>
    <message>
        <source>Today, %1</source>
        <comment>the daily list&apos;s row of today, read aloud</comment>
        <translation>วันนี้ %1</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>วันนี้</translation>
    </message>
</context>
<context>
    <name>DailyScreen</name>
    <message>
        <source>Tubes · Daily</source>
        <translation>หลอด · รายวัน</translation>
    </message>
    <message>
        <source>Bowls · Daily</source>
        <translation>ถ้วย · รายวัน</translation>
    </message>
    <message>
        <source>One board a day, the same for everyone: 6 colours, never harder on one day than another. The last 30 days stay open.</source>
        <translation>วันละหนึ่งกระดาน เหมือนกันสำหรับทุกคน: 6 สี ไม่มีวันไหนยากกว่าวันอื่น 30 วันล่าสุดยังเปิดให้เล่น</translation>
    </message>
    <message numerus="yes">
        <source>One board a day, the same for everyone, %Ln moves to score all you can. The last 30 days stay open; your best score of each day counts.</source>
        <translation>
            <numerusform>วันละหนึ่งกระดาน เหมือนกันสำหรับทุกคน ทำคะแนนให้มากที่สุดใน %Ln ตา 30 วันล่าสุดยังเปิดให้เล่น และนับคะแนนดีที่สุดของแต่ละวัน</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily boards</source>
        <translation>กระดานรายวัน</translation>
    </message>
</context>
<context>
    <name>GalleryScreen</name>
    <message>
        <source>Theme gallery</source>
        <translation>แกลเลอรีธีม</translation>
    </message>
    <message>
        <source>Achievements in any mode unlock the themes in this order. Rules, colours and symbols never change.</source>
        <translation>ความสำเร็จในโหมดใดก็ได้จะปลดล็อกธีมตามลำดับนี้ กติกา สี และสัญลักษณ์ไม่เปลี่ยนแปลง</translation>
    </message>
    <message>
        <source>Seven themes</source>
        <translation>เจ็ดธีม</translation>
    </message>
    <message>
        <source>in use</source>
        <translation>ใช้อยู่</translation>
    </message>
    <message>
        <source>unlocked</source>
        <translation>ปลดล็อกแล้ว</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>ล็อกอยู่</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a theme card read aloud: its name, then in use, unlocked or locked</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>This is the theme you play with.</source>
        <translation>นี่คือธีมที่คุณใช้เล่นอยู่</translation>
    </message>
    <message>
        <source>Press Enter to play with it.</source>
        <translation>กด Enter เพื่อเล่นด้วยธีมนี้</translation>
    </message>
    <message numerus="yes">
        <source>Earn %Ln achievement(s) in any mode to unlock it.</source>
        <translation>
            <numerusform>รับความสำเร็จ %Ln รายการในโหมดใดก็ได้เพื่อปลดล็อก</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Your unfinished game could not be restored, so it starts afresh.</source>
        <translation>กู้คืนเกมที่เล่นค้างไว้ไม่ได้ จึงเริ่มใหม่</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>Resumed where you left off: %Ln moves played.</source>
        <translation>
            <numerusform>เล่นต่อจากที่ค้างไว้: เดินไปแล้ว %Ln ตา</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That Daily is closed: the Dailies of the last %Ln days are open.</source>
        <translation>
            <numerusform>รายวันนี้ปิดแล้ว: เล่นได้เฉพาะรายวันของ %Ln วันล่าสุด</numerusform>
        </translation>
    </message>
    <message>
        <source>Selection cancelled.</source>
        <translation>ยกเลิกการเลือกแล้ว</translation>
    </message>
    <message>
        <source>Result copied: %1.</source>
        <translation>คัดลอกผลแล้ว: %1</translation>
    </message>
    <message>
        <source>An Endless game has no board ID: its stones are new each time.</source>
        <translation>เกมไม่มีที่สิ้นสุดไม่มีรหัสกระดาน: หินจะใหม่ทุกครั้ง</translation>
    </message>
    <message>
        <source>Board ID copied: %1.</source>
        <translation>คัดลอกรหัสกระดานแล้ว: %1</translation>
    </message>
</context>
<context>
    <name>GameDialog</name>
    <message>
        <source>%1: %2</source>
        <comment>a fact on a result panel: label, value</comment>
        <translation>%1: %2</translation>
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
        <source>Dismiss</source>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>Stop showing this notice</source>
        <translation>ไม่ต้องแสดงประกาศนี้อีก</translation>
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
        <source>Tubes: your unfinished level, as you left it</source>
        <translation>หลอด: ด่านที่ยังเล่นไม่จบ ตามที่คุณทิ้งไว้</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>ด่าน</translation>
    </message>
    <message>
        <source>Tubes: 100 levels in seven colour bands</source>
        <translation>หลอด: 100 ด่าน แบ่งเป็นเจ็ดช่วงตามจำนวนสี</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>รายวัน</translation>
    </message>
    <message>
        <source>Tubes: today&apos;s board, the same for everyone</source>
        <translation>หลอด: กระดานของวันนี้ เหมือนกันสำหรับทุกคน</translation>
    </message>
    <message>
        <source>How to play Tubes</source>
        <translation>วิธีเล่นหลอด</translation>
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
        <source>Puzzles</source>
        <translation>ปริศนา</translation>
    </message>
    <message>
        <source>Endless</source>
        <translation>ไม่มีที่สิ้นสุด</translation>
    </message>
    <message>
        <source>Score until a bowl overflows; pause any time</source>
        <translation>สะสมคะแนนจนกว่าถ้วยจะล้น หยุดพักได้ทุกเมื่อ</translation>
    </message>
    <message>
        <source>Bowls: today&apos;s board, the same for everyone</source>
        <translation>ถ้วย: กระดานของวันนี้ เหมือนกันสำหรับทุกคน</translation>
    </message>
    <message>
        <source>How to play Bowls</source>
        <translation>วิธีเล่นถ้วย</translation>
    </message>
    <message>
        <source>Play a board</source>
        <translation>เล่นกระดานจากรหัส</translation>
    </message>
    <message>
        <source>Type or paste a board ID, yours or another player&apos;s</source>
        <translation>พิมพ์หรือวางรหัสกระดาน ของคุณหรือของผู้เล่นอื่น</translation>
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
        <source>Themes</source>
        <translation>ธีม</translation>
    </message>
    <message>
        <source>About</source>
        <translation>เกี่ยวกับ</translation>
    </message>
    <message>
        <source>Shortcuts (%1)</source>
        <translation>ปุ่มลัด (%1)</translation>
    </message>
</context>
<context>
    <name>HowToBlock</name>
    <message>
        <source>%1. %2 %3</source>
        <comment>a rule read aloud: its heading, the rule, the caption of its example</comment>
        <translation>%1 %2 %3</translation>
    </message>
</context>
<context>
    <name>HowToPlayScreen</name>
    <message>
        <source>How to play Bowls</source>
        <translation>วิธีเล่นถ้วย</translation>
    </message>
    <message>
        <source>How to play Tubes</source>
        <translation>วิธีเล่นหลอด</translation>
    </message>
    <message>
        <source>Tab or the arrow keys move from rule to rule.</source>
        <translation>ใช้ Tab หรือปุ่มลูกศรเพื่อไปยังกติกาข้อถัดไป</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>เป้าหมาย</translation>
    </message>
    <message>
        <source>Sort the liquids until every tube is either empty or full of one colour. A tube holds four units, and every level starts with two empty tubes.</source>
        <translation>แยกของเหลวจนทุกหลอดว่างเปล่าหรือเต็มด้วยสีเดียว หลอดหนึ่งจุได้สี่ชั้น และทุกด่านเริ่มด้วยหลอดว่างสองหลอด</translation>
    </message>
    <message>
        <source>Done: a tube full of red and an empty tube.</source>
        <translation>เสร็จแล้ว: หลอดที่เต็มด้วยสีแดงและหลอดว่าง</translation>
    </message>
    <message>
        <source>Pouring</source>
        <translation>การเท</translation>
    </message>
    <message>
        <source>Choose a tube, then the tube to pour into. The top run of one colour moves, as much as fits; what does not fit stays where it was. One pour is one move, however much it carries.</source>
        <translation>เลือกหลอด แล้วเลือกหลอดที่จะเทลงไป ของเหลวสีเดียวกันที่อยู่บนสุดจะย้ายไปเท่าที่ใส่ได้ ส่วนที่ใส่ไม่ได้จะอยู่ที่เดิม การเทหนึ่งครั้งนับเป็นหนึ่งตาเดิน ไม่ว่าจะเทมากเท่าใด</translation>
    </message>
    <message>
        <source>Allowed: tube 1 pours its two red units onto the red in tube 2.</source>
        <translation>เทได้: หลอด 1 เทสีแดงสองชั้นลงบนสีแดงในหลอด 2</translation>
    </message>
    <message>
        <source>A pour that is not allowed</source>
        <translation>การเทที่ทำไม่ได้</translation>
    </message>
    <message>
        <source>You can pour only into an empty tube or onto the same colour, and only when there is room. A pour that is not allowed does nothing; it is never a penalty.</source>
        <translation>เทได้เฉพาะลงหลอดว่างหรือลงบนสีเดียวกัน และเมื่อยังมีที่ว่างเท่านั้น การเทที่ทำไม่ได้จะไม่เกิดอะไรขึ้น และไม่ใช่บทลงโทษ</translation>
    </message>
    <message>
        <source>Not allowed: blue cannot go onto red, so nothing happens.</source>
        <translation>เทไม่ได้: สีน้ำเงินลงบนสีแดงไม่ได้ จึงไม่เกิดอะไรขึ้น</translation>
    </message>
    <message>
        <source>Undo, restart and hints</source>
        <translation>ย้อนกลับ เล่นใหม่ และคำใบ้</translation>
    </message>
    <message>
        <source>Undo and hints are free and unlimited, and undo takes the move count back with it. A hint shows the first pour of a solution the solver has proven, so following the hints always solves the board.</source>
        <translation>การย้อนกลับและคำใบ้ใช้ได้ฟรีไม่จำกัด และการย้อนกลับจะคืนจำนวนตาเดินด้วย คำใบ้แสดงการเทครั้งแรกของวิธีแก้ที่ตัวแก้ปริศนาพิสูจน์แล้ว ถ้าทำตามคำใบ้ไปเรื่อย ๆ จะแก้กระดานได้เสมอ</translation>
    </message>
    <message>
        <source>A hint: pour from the tube with the up arrow into the tube with the down arrow.</source>
        <translation>คำใบ้: เทจากหลอดที่มีลูกศรชี้ขึ้นไปยังหลอดที่มีลูกศรชี้ลง</translation>
    </message>
    <message>
        <source>Every board can be solved</source>
        <translation>ทุกกระดานแก้ได้</translation>
    </message>
    <message>
        <source>The solver proves each board solvable before you see it. You can still get stuck through your own pours: undo, restart or ask for a hint.</source>
        <translation>ตัวแก้ปริศนาพิสูจน์ว่าทุกกระดานแก้ได้ก่อนที่คุณจะเห็น แต่คุณยังอาจติดเพราะการเทของตัวเองได้ ให้ย้อนกลับ เล่นใหม่ หรือขอคำใบ้</translation>
    </message>
    <message>
        <source>Boards to share</source>
        <translation>กระดานสำหรับแบ่งปัน</translation>
    </message>
    <message>
        <source>Every board has an ID: %1 copies it, and Copy result on a result panel copies a line in words to share, with the ID. Home → Play a board plays any ID typed or pasted: a level, a puzzle, a Daily of the last 30 days, or a whole board another player wrote, which the solver proves before you play it. There, New Tubes board and New Bowls board open the editor: make a board unit by unit or stone by stone, let the solver prove it, and save it to My boards to play, change or share.</source>
        <translation>ทุกกระดานมีรหัส: %1 คัดลอกรหัสนั้น และปุ่มคัดลอกผลบนหน้าผลลัพธ์จะคัดลอกข้อความสำหรับแบ่งปันพร้อมรหัส หน้าแรก → เล่นกระดานจากรหัส เล่นรหัสใดก็ได้ที่พิมพ์หรือวาง: ด่าน ปริศนา กระดานรายวันใน 30 วันล่าสุด หรือกระดานทั้งกระดานที่ผู้เล่นอื่นเขียน ซึ่งตัวแก้ปริศนาจะพิสูจน์ก่อนคุณเล่น ที่นั่น กระดานหลอดใหม่และกระดานถ้วยใหม่จะเปิดตัวแก้ไข: สร้างกระดานทีละหน่วยหรือทีละก้อน ให้ตัวแก้ปริศนาพิสูจน์ แล้วบันทึกลงในกระดานของฉันเพื่อเล่น แก้ไข หรือแบ่งปัน</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>เสียง</translation>
    </message>
    <message>
        <source>Every pour has a sound as long as the water poured and as high as the tube it fills; a pour that is not allowed is a low soft thud, a completed tube a chime. Sounds come from where the tube stands: tube 1 on the left, the last tube on the right. %1 plays the whole board as sound, tube by tube from bottom to top, each colour its own note, and %1 again stops it. %2 switches sound off and on anywhere; the volume, mono and which sounds play are in Settings.</source>
        <translation>การเทแต่ละครั้งมีเสียงยาวตามปริมาณน้ำที่เท และสูงตามระดับน้ำในหลอดที่รับ การเทที่ทำไม่ได้เป็นเสียงทุ้มเบา ๆ หลอดที่เรียงเสร็จเป็นเสียงกระดิ่ง เสียงดังมาจากตำแหน่งของหลอด: หลอด 1 ทางซ้าย หลอดสุดท้ายทางขวา กด %1 เพื่อฟังทั้งกระดานเป็นเสียง ทีละหลอดจากล่างขึ้นบน แต่ละสีมีโน้ตของตัวเอง กด %1 อีกครั้งเพื่อหยุด กด %2 เพื่อปิดหรือเปิดเสียงได้ทุกที่ ความดัง โมโน และเสียงที่จะเล่นตั้งได้ในการตั้งค่า</translation>
    </message>
    <message>
        <source>The ring</source>
        <translation>วงถ้วย</translation>
    </message>
    <message>
        <source>Twelve bowls sit in a ring. Between moves a bowl holds at most seven stones. Each of the five colours carries its own white symbol.</source>
        <translation>มีถ้วย 12 ใบเรียงเป็นวงกลม ระหว่างตาเดินแต่ละถ้วยเก็บหินได้ไม่เกินเจ็ดก้อน หินธรรมดาทั้งห้าสียังมีสัญลักษณ์สีขาวที่แตกต่างกันด้วย</translation>
    </message>
    <message>
        <source>A bowl with a red circle, a yellow triangle, a green diamond, a blue square and a purple star.</source>
        <translation>ถ้วยที่มีวงกลมแดง สามเหลี่ยมเหลือง ข้าวหลามตัดเขียว สี่เหลี่ยมน้ำเงิน และดาวม่วง</translation>
    </message>
    <message>
        <source>Sowing</source>
        <translation>การส่งหิน</translation>
    </message>
    <message>
        <source>Choose a bowl that has stones and is not frozen, then confirm. All its stones leave it: the first goes into the next bowl, the second one further, and so on, clockwise.</source>
        <translation>เลือกถ้วยที่มีหินและไม่ถูกแช่แข็ง แล้วยืนยันการเดิน หินทั้งหมดจะออกจากถ้วย ก้อนแรกไปถ้วยถัดไป ก้อนที่สองไปอีกหนึ่งถ้วยถัดจากนั้น และต่อไปตามลำดับตามเข็มนาฬิกา</translation>
    </message>
    <message>
        <source>Sowing bowl 1: red, green and blue go into bowls 2, 3 and 4.</source>
        <translation>ส่งหินจากถ้วย 1: แดง เขียว และน้ำเงินไปยังถ้วย 2 3 และ 4</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>การจับคู่</translation>
    </message>
    <message>
        <source>Three or more stones of one colour in one bowl clear. They need not be next to each other. Each cleared stone scores 10 points.</source>
        <translation>หินสีเดียวกันอย่างน้อยสามก้อนในถ้วยเดียวกันจะหายไป โดยไม่จำเป็นต้องอยู่ติดกัน หินแต่ละก้อนที่ถูกกำจัดได้ 10 คะแนน</translation>
    </message>
    <message>
        <source>Three red stones in one bowl clear; the yellow one stays.</source>
        <translation>หินแดงสามก้อนในถ้วยเดียวกันหายไป ส่วนหินเหลืองยังอยู่</translation>
    </message>
    <message>
        <source>Wildcards</source>
        <translation>หินแทนสี</translation>
    </message>
    <message>
        <source>A wildcard completes a colour: two stones of one colour and a wildcard in a bowl make a group. Natural groups clear first, and three wildcards alone never group.</source>
        <translation>หินแทนสีเติมสีให้ครบ หินสีเดียวกันสองก้อนกับหินแทนสีหนึ่งก้อนในถ้วยเดียวกันจะจับคู่กัน กลุ่มหินธรรมดาจะถูกล้างก่อน และหินแทนสีสามก้อนโดยลำพังจะไม่เกิดการจับคู่</translation>
    </message>
    <message>
        <source>Two blue squares and a wildcard clear together.</source>
        <translation>สี่เหลี่ยมน้ำเงินสองก้อนกับหินแทนสีหายไปพร้อมกัน</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>หินขวาง</translation>
    </message>
    <message>
        <source>A blocker never groups. When a group clears in a bowl beside it, the blockers there are removed, without points.</source>
        <translation>หินขวางไม่จับคู่ เมื่อมีการจับคู่ในถ้วยข้างเคียง หินขวางในถ้วยนั้นจะถูกกำจัดโดยไม่ได้คะแนน</translation>
    </message>
    <message>
        <source>The green group clears, and the blocker in the next bowl goes with it.</source>
        <translation>กลุ่มสีเขียวหายไป และหินขวางในถ้วยข้าง ๆ ก็หายไปด้วย</translation>
    </message>
    <message>
        <source>Frozen bowls</source>
        <translation>ถ้วยน้ำแข็ง</translation>
    </message>
    <message>
        <source>A frozen bowl cannot be chosen for the moves shown on its badge, but stones are still sown into it as usual.</source>
        <translation>ถ้วยที่ถูกแช่แข็งเลือกไม่ได้ตามจำนวนตาเดินที่แสดงบนป้าย แต่การส่งหินยังใส่หินลงในถ้วยนั้นตามปกติ</translation>
    </message>
    <message>
        <source>Frozen for 2 more moves.</source>
        <translation>แช่แข็งอีก 2 ตาเดิน</translation>
    </message>
    <message>
        <source>Reverse bowls</source>
        <translation>ถ้วยย้อนทิศ</translation>
    </message>
    <message>
        <source>A reverse bowl sows counter-clockwise when you choose it. Every other bowl keeps sowing clockwise.</source>
        <translation>ถ้วยย้อนทิศจะส่งหินทวนเข็มนาฬิกาเมื่อคุณเลือก ถ้วยอื่นยังส่งหินตามเข็มนาฬิกา</translation>
    </message>
    <message>
        <source>A reverse bowl: its stones go counter-clockwise.</source>
        <translation>ถ้วยย้อนทิศ: หินจะไปทวนเข็มนาฬิกา</translation>
    </message>
    <message>
        <source>Volcanoes</source>
        <translation>ภูเขาไฟ</translation>
    </message>
    <message>
        <source>After the groups, a volcano with six or more stones erupts: it sows all its stones onward, like a move of its own, and the groups are checked again. Each volcano erupts at most once per move.</source>
        <translation>หลังการจับคู่ ภูเขาไฟที่มีหินอย่างน้อยหกก้อนจะปะทุ โดยส่งหินทั้งหมดต่อไปเหมือนตาเดินของตัวเอง แล้วตรวจการจับคู่อีกครั้ง ภูเขาไฟแต่ละลูกปะทุได้ไม่เกินหนึ่งครั้งต่อตาเดิน</translation>
    </message>
    <message>
        <source>A volcano with six stones, ready to erupt.</source>
        <translation>ภูเขาไฟที่มีหินหกก้อน พร้อมปะทุ</translation>
    </message>
    <message>
        <source>Chains and combos</source>
        <translation>ลูกโซ่และคอมโบ</translation>
    </message>
    <message>
        <source>One move can set off a chain: groups, then blockers, then eruptions, then groups again. The combo counts the bowls that grouped: two bowls score ×2, three ×3, four or more ×4. An empty board after your move is a Perfect Clear, worth 100 bonus points.</source>
        <translation>ตาเดินเดียวอาจเกิดลูกโซ่ได้ ได้แก่ การจับคู่ หินขวาง การปะทุ แล้วจับคู่อีกครั้ง คอมโบนับจำนวนถ้วยที่จับคู่ สองถ้วยได้ ×2 สามถ้วยได้ ×3 ตั้งแต่สี่ถ้วยขึ้นไปได้ ×4 หากกระดานว่างหมดหลังตาเดินของคุณ จะได้โบนัสล้างหมดสมบูรณ์ 100 คะแนน</translation>
    </message>
    <message>
        <source>The volcano erupts: red, green and blue complete three groups at once, a combo of 3.</source>
        <translation>ภูเขาไฟปะทุ: แดง เขียว และน้ำเงินจับคู่ครบสามกลุ่มพร้อมกัน เป็นคอมโบ 3</translation>
    </message>
    <message>
        <source>Overflow</source>
        <translation>การล้น</translation>
    </message>
    <message>
        <source>If a bowl still holds eight or more stones once every effect has ended, the attempt is lost. An eighth stone for a moment is fine when a group or an eruption takes it away.</source>
        <translation>หากเอฟเฟกต์ทั้งหมดจบแล้วยังมีถ้วยใดมีหินแปดก้อนขึ้นไป การเล่นครั้งนั้นจะแพ้ หินก้อนที่แปดชั่วคราวไม่เป็นไร หากถูกจับคู่หรือออกไปด้วยการปะทุ</translation>
    </message>
    <message>
        <source>Eight stones once the chain is over: the bowl overflows.</source>
        <translation>หินแปดก้อนเมื่อลูกโซ่จบ: ถ้วยล้น</translation>
    </message>
    <message>
        <source>Puzzles, Endless and Daily</source>
        <translation>ปริศนา ไม่มีที่สิ้นสุด และรายวัน</translation>
    </message>
    <message numerus="yes">
        <source>A puzzle has a goal and a number of moves; undo and restart as often as you like. A hint (H) highlights the first move of a shortest solution the solver has proven from where you are, within the moves left, or says plainly that none is left; hints are counted on the result panel, and only puzzles have them. Endless runs until a bowl overflows, with two new stones after every move. The Daily is the same board for everyone, %Ln moves. In Endless and the Daily, undo turns the attempt into practice: it cannot set a record.</source>
        <translation>
            <numerusform>ปริศนามีเป้าหมายและจำนวนตาเดิน ย้อนกลับและเล่นใหม่ได้ตามต้องการ คำใบ้ (H) จะเน้นตาแรกของทางแก้ที่สั้นที่สุดซึ่งตัวแก้ปริศนาพิสูจน์แล้วจากตำแหน่งปัจจุบันภายในตาที่เหลือ หรือบอกตรง ๆ ว่าไม่มีทางแก้เหลือแล้ว จำนวนคำใบ้ที่ใช้แสดงในหน้าผลลัพธ์ และมีคำใบ้เฉพาะในปริศนา โหมดไม่มีที่สิ้นสุดเล่นไปจนกว่าถ้วยจะล้น โดยมีหินใหม่สองก้อนหลังทุกตาเดิน โหมดรายวันเป็นกระดานเดียวกันสำหรับทุกคน %Ln ตาเดิน ในโหมดไม่มีที่สิ้นสุดและรายวัน การย้อนกลับจะเปลี่ยนการเล่นเป็นการฝึกซ้อมและทำสถิติไม่ได้</numerusform>
        </translation>
    </message>
    <message>
        <source>Each stone ticks as it lands, from where its bowl sits on the ring; a cleared group sounds its colour&apos;s note, combo steps rise with ×2, ×3 and ×4, and an eruption rumbles. %1 plays the whole ring as sound, bowl by bowl: a tick per stone, higher for a fuller bowl, another timbre for a frozen, reverse or volcano bowl, and %1 again stops it. %2 switches sound off and on anywhere; the volume, mono and which sounds play are in Settings.</source>
        <translation>หินแต่ละก้อนมีเสียงติ๊กเมื่อตกลง ดังมาจากตำแหน่งของถ้วยบนวง กลุ่มที่หายไปส่งเสียงโน้ตของสีนั้น คอมโบไล่เสียงสูงขึ้นตาม ×2 ×3 และ ×4 และภูเขาไฟระเบิดมีเสียงครืน กด %1 เพื่อฟังทั้งวงเป็นเสียง ทีละถ้วย: ติ๊กหนึ่งครั้งต่อหินหนึ่งก้อน ยิ่งถ้วยเต็มยิ่งเสียงสูง ถ้วยน้ำแข็ง ถ้วยย้อนทิศ และภูเขาไฟมีเสียงอีกแบบ กด %1 อีกครั้งเพื่อหยุด กด %2 เพื่อปิดหรือเปิดเสียงได้ทุกที่ ความดัง โมโน และเสียงที่จะเล่นตั้งได้ในการตั้งค่า</translation>
    </message>
</context>
<context>
    <name>IconButton</name>
    <message>
        <source>Key: %1</source>
        <comment>the keyboard shortcut of a button</comment>
        <translation>ปุ่มลัด: %1</translation>
    </message>
</context>
<context>
    <name>KeyList</name>
    <message>
        <source>Rows %1 to %2 of %3</source>
        <translation>แถว %1 ถึง %2 จาก %3</translation>
    </message>
</context>
<context>
    <name>KeyMap</name>
    <message>
        <source>Select</source>
        <translation>เลือก</translation>
    </message>
    <message>
        <source>Pour or sow</source>
        <translation>เทหรือส่งหิน</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>ย้อนกลับ</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>คำใบ้</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>เล่นใหม่</translation>
    </message>
    <message>
        <source>Read the whole board</source>
        <translation>อ่านทั้งกระดาน</translation>
    </message>
    <message>
        <source>Hear the whole board</source>
        <translation>ฟังทั้งกระดาน</translation>
    </message>
    <message>
        <source>Quick review</source>
        <translation>สรุปสั้น ๆ</translation>
    </message>
    <message>
        <source>Goal in full (Bowls)</source>
        <translation>อ่านเป้าหมายแบบเต็ม (ถ้วย)</translation>
    </message>
    <message>
        <source>Read the selected bowl (Bowls)</source>
        <translation>อ่านถ้วยที่เลือก (ถ้วย)</translation>
    </message>
    <message>
        <source>Pause Endless (Bowls)</source>
        <translation>หยุดโหมดไม่มีที่สิ้นสุดชั่วคราว (ถ้วย)</translation>
    </message>
    <message>
        <source>Sound off or on</source>
        <translation>ปิดหรือเปิดเสียง</translation>
    </message>
    <message>
        <source>Key list</source>
        <translation>รายการปุ่มลัด</translation>
    </message>
    <message>
        <source>Board bigger</source>
        <translation>ขยายกระดาน</translation>
    </message>
    <message>
        <source>Board smaller</source>
        <translation>ย่อกระดาน</translation>
    </message>
    <message>
        <source>Board fits the window</source>
        <translation>กระดานพอดีหน้าต่าง</translation>
    </message>
    <message>
        <source>Copy the board ID</source>
        <translation>คัดลอกรหัสกระดาน</translation>
    </message>
    <message>
        <source>One-switch play: choose</source>
        <translation>เล่นด้วยสวิตช์เดียว: เลือก</translation>
    </message>
    <message>
        <source>One-switch play: next item</source>
        <translation>เล่นด้วยสวิตช์เดียว: รายการถัดไป</translation>
    </message>
    <message>
        <source>it is always the way out</source>
        <translation>ใช้ออกได้เสมอ</translation>
    </message>
    <message>
        <source>it moves the focus</source>
        <translation>ใช้ย้ายโฟกัส</translation>
    </message>
    <message>
        <source>it jumps to a tube</source>
        <translation>ใช้ไปที่หลอด</translation>
    </message>
    <message>
        <source>it is the second key of %1</source>
        <comment>an action&apos;s name</comment>
        <translation>เป็นปุ่มที่สองของ %1</translation>
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
        <translation>%1: กดปุ่มใหม่</translation>
    </message>
    <message>
        <source>%1: %2, changed from %3</source>
        <comment>an action, its key, its default</comment>
        <translation>%1: %2 เปลี่ยนจาก %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an action and its key</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Escape keeps %1.</source>
        <comment>the key an action has now</comment>
        <translation>กด Escape เพื่อคง %1 ไว้</translation>
    </message>
    <message>
        <source>Not changed.</source>
        <translation>ไม่ได้เปลี่ยน</translation>
    </message>
    <message>
        <source>Every key is back on its default.</source>
        <translation>ทุกปุ่มกลับเป็นค่าเริ่มต้นแล้ว</translation>
    </message>
    <message>
        <source>%1 keeps its own job: %2.</source>
        <translation>%1 ยังคงทำหน้าที่ของตัวเอง: %2</translation>
    </message>
    <message>
        <source>%1 is already the key for %2.</source>
        <translation>%1 เป็นปุ่มของ %2 อยู่แล้ว</translation>
    </message>
    <message>
        <source>%1: now %2.</source>
        <comment>an action, then its new key</comment>
        <translation>%1: ตอนนี้เป็น %2</translation>
    </message>
</context>
<context>
    <name>KeyRow</name>
    <message>
        <source>default %1</source>
        <comment>the default key of an action</comment>
        <translation>ค่าเริ่มต้น %1</translation>
    </message>
    <message>
        <source>Press a key…</source>
        <translation>กดปุ่ม…</translation>
    </message>
</context>
<context>
    <name>KeysScreen</name>
    <message>
        <source>Keys</source>
        <translation>ปุ่มลัด</translation>
    </message>
    <message>
        <source>Enter, then the new key: that key does the action from now on. Delete: back to the default. Escape and Tab always keep their own jobs.</source>
        <translation>กด Enter แล้วกดปุ่มใหม่ ปุ่มนั้นจะทำคำสั่งนั้นตั้งแต่นี้ไป กด Delete เพื่อกลับเป็นค่าเริ่มต้น Escape และ Tab ยังคงทำหน้าที่ของตัวเองเสมอ</translation>
    </message>
    <message>
        <source>Keys of the games</source>
        <translation>ปุ่มลัดของเกม</translation>
    </message>
    <message>
        <source>All keys back to their defaults</source>
        <translation>คืนค่าเริ่มต้นให้ทุกปุ่ม</translation>
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
        <translation>Enter เล่น, E แก้ไข, %1 คัดลอกรหัส, Delete นำออก</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>เล่น</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>แก้ไข</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>คัดลอกรหัส</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>นำออก</translation>
    </message>
</context>
<context>
    <name>PlayBoardScreen</name>
    <message>
        <source>Play a board</source>
        <translation>เล่นกระดานจากรหัส</translation>
    </message>
    <message>
        <source>Type or paste a board ID first.</source>
        <translation>พิมพ์หรือวางรหัสกระดานก่อน</translation>
    </message>
    <message>
        <source>Type or paste a board ID: a level (tubes:level:37), a puzzle (bowls:puzzle:12), a Daily (bowls:daily:2026-12-01) or a whole board another player shared. A whole board is proven by the solver before you play it.</source>
        <translation>พิมพ์หรือวางรหัสกระดาน: ด่าน (tubes:level:37) ปริศนา (bowls:puzzle:12) กระดานรายวัน (bowls:daily:2026-12-01) หรือกระดานทั้งกระดานที่ผู้เล่นอื่นแบ่งปัน กระดานทั้งกระดานจะถูกพิสูจน์โดยตัวแก้ปริศนาก่อนเล่น</translation>
    </message>
    <message>
        <source>Board ID</source>
        <translation>รหัสกระดาน</translation>
    </message>
    <message>
        <source>tubes:abca,bcab,cabc,-,-</source>
        <comment>an example board ID, typed as it is: keep it unchanged</comment>
        <translation>tubes:abca,bcab,cabc,-,-</translation>
    </message>
    <message>
        <source>Press Enter to play it.</source>
        <translation>กด Enter เพื่อเล่น</translation>
    </message>
    <message>
        <source>Proving…</source>
        <translation>กำลังพิสูจน์…</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>เล่น</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>วาง</translation>
    </message>
    <message>
        <source>Put the board ID you copied into the field</source>
        <translation>ใส่รหัสกระดานที่คัดลอกไว้ลงในช่อง</translation>
    </message>
    <message>
        <source>Play it anyway</source>
        <translation>เล่นต่อไปเลย</translation>
    </message>
    <message>
        <source>Without a promise that it can be solved</source>
        <translation>โดยไม่รับประกันว่าแก้ได้</translation>
    </message>
    <message>
        <source>On a board, %1 copies its ID to share it.</source>
        <translation>ระหว่างเล่น กด %1 เพื่อคัดลอกรหัสกระดานไปแบ่งปัน</translation>
    </message>
    <message>
        <source>Make a board</source>
        <translation>สร้างกระดาน</translation>
    </message>
    <message>
        <source>New Tubes board</source>
        <translation>กระดานหลอดใหม่</translation>
    </message>
    <message>
        <source>New Bowls board</source>
        <translation>กระดานถ้วยใหม่</translation>
    </message>
    <message>
        <source>My boards</source>
        <translation>กระดานของฉัน</translation>
    </message>
    <message>
        <source>Boards you save in the editor appear here.</source>
        <translation>กระดานที่คุณบันทึกในตัวแก้ไขจะแสดงที่นี่</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message numerus="yes">
        <source>solved in %Ln moves</source>
        <translation>
            <numerusform>แก้ได้ใน %Ln ตา</numerusform>
        </translation>
    </message>
    <message>
        <source>(shortest %1)</source>
        <translation>(สั้นที่สุด %1)</translation>
    </message>
    <message>
        <source>no hints</source>
        <translation>ไม่ใช้คำใบ้</translation>
    </message>
    <message numerus="yes">
        <source>%Ln hints</source>
        <translation>
            <numerusform>ใช้คำใบ้ %Ln ครั้ง</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Scanner</name>
    <message>
        <source>%1: %2</source>
        <comment>one-switch play: a group of options, its chosen one</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: keep %2</source>
        <comment>one-switch play: leave a group of options (text size, language…) on its chosen one</comment>
        <translation>%1: คงไว้ที่ %2</translation>
    </message>
    <message>
        <source>Back to the groups</source>
        <translation>กลับไปที่กลุ่ม</translation>
    </message>
    <message>
        <source>Out of the list</source>
        <translation>ออกจากรายการ</translation>
    </message>
    <message>
        <source>One-switch play is resting. Press the switch to go on.</source>
        <translation>การเล่นด้วยสวิตช์เดียวหยุดพักอยู่ กดสวิตช์เพื่อเล่นต่อ</translation>
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
        <source>Following your system</source>
        <translation>ตามการตั้งค่าของระบบ</translation>
    </message>
    <message>
        <source>Follow system</source>
        <translation>ใช้ตามระบบ</translation>
    </message>
    <message>
        <source>Use your system&apos;s setting again</source>
        <translation>กลับไปใช้การตั้งค่าของระบบ</translation>
    </message>
    <message>
        <source>Changes apply at once and are saved.</source>
        <translation>การเปลี่ยนแปลงมีผลทันทีและบันทึกไว้</translation>
    </message>
    <message>
        <source>Language and text</source>
        <comment>a section of Settings</comment>
        <translation>ภาษาและตัวอักษร</translation>
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
        <source>%1 %</source>
        <comment>a text size in percent</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>ขนาดกระดาน</translation>
    </message>
    <message>
        <source>The tubes and the bowls, on their own: 100 % fits the window; larger, the board scrolls. %1 and %2 on a board too.</source>
        <translation>หลอดและถ้วยปรับขนาดแยกจากตัวอักษร: 100 % พอดีกับหน้าต่าง ถ้าใหญ่กว่านั้นกระดานจะเลื่อนได้ กด %1 และ %2 บนกระดานก็ได้</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a board size in percent</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Look and motion</source>
        <comment>a section of Settings</comment>
        <translation>รูปลักษณ์และการเคลื่อนไหว</translation>
    </message>
    <message>
        <source>Bowls theme</source>
        <translation>ธีมถ้วย</translation>
    </message>
    <message>
        <source>The bowls, the ring and their surroundings; achievements unlock more. Rules, colours and symbols stay the same.</source>
        <translation>ถ้วย วงแหวน และสภาพแวดล้อมรอบ ๆ ความสำเร็จจะปลดล็อกธีมเพิ่ม กติกา สี และสัญลักษณ์ยังเหมือนเดิม</translation>
    </message>
    <message>
        <source>Theme gallery</source>
        <translation>แกลเลอรีธีม</translation>
    </message>
    <message>
        <source>All seven, locked ones too</source>
        <translation>ครบทั้งเจ็ด รวมถึงธีมที่ยังล็อกอยู่</translation>
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
        <source>Move preview</source>
        <translation>แสดงผลตาเดินล่วงหน้า</translation>
    </message>
    <message>
        <source>Bowls: a one-line forecast of the selected move (stones sown, groups, points, overflow).</source>
        <translation>ถ้วย: สรุปการคาดการณ์ตาเดินที่เลือกในบรรทัดเดียว (หินที่ส่ง การจับคู่ คะแนน การล้น)</translation>
    </message>
    <message>
        <source>Chain speed</source>
        <translation>ความเร็วลูกโซ่</translation>
    </message>
    <message>
        <source>Bowls: how fast a chain plays its steps. With reduced motion it is instant; any key jumps to its end.</source>
        <translation>ถ้วย: ความเร็วที่ลูกโซ่เล่นแต่ละขั้น เมื่อลดการเคลื่อนไหวจะแสดงทันที กดปุ่มใดก็ได้เพื่อข้ามไปตอนจบ</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>ช้าลง</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>chain speed</comment>
        <translation>ปกติ</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>เร็วขึ้น</translation>
    </message>
    <message>
        <source>Keys and switches</source>
        <comment>a section of Settings</comment>
        <translation>ปุ่มและสวิตช์</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>ปุ่มลัด</translation>
    </message>
    <message>
        <source>Choose your own key for any action of the games.</source>
        <translation>เลือกปุ่มของคุณเองสำหรับทุกคำสั่งในเกม</translation>
    </message>
    <message>
        <source>Change keys…</source>
        <translation>เปลี่ยนปุ่ม…</translation>
    </message>
    <message>
        <source>One-switch play</source>
        <translation>เล่นด้วยสวิตช์เดียว</translation>
    </message>
    <message>
        <source>A highlight steps through everything you can choose; %1 chooses the highlighted item, %2 steps by hand.</source>
        <translation>ไฮไลต์จะเลื่อนผ่านทุกอย่างที่เลือกได้ กด %1 เพื่อเลือกรายการที่ไฮไลต์อยู่ กด %2 เพื่อเลื่อนเอง</translation>
    </message>
    <message>
        <source>Highlight speed</source>
        <translation>ความเร็วของไฮไลต์</translation>
    </message>
    <message>
        <source>One-switch play: how long the highlight stays on each item.</source>
        <translation>เล่นด้วยสวิตช์เดียว: ระยะเวลาที่ไฮไลต์อยู่บนแต่ละรายการ</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds per item of one-switch play</comment>
        <translation>%1 วินาที</translation>
    </message>
    <message>
        <source>Pause on the first item</source>
        <translation>หยุดที่รายการแรก</translation>
    </message>
    <message>
        <source>One-switch play: extra time on the first item of each round.</source>
        <translation>เล่นด้วยสวิตช์เดียว: เวลาเพิ่มที่รายการแรกของแต่ละรอบ</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no pause on the first item</comment>
        <translation>ไม่มี</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>extra seconds on the first item</comment>
        <translation>%1 วินาที</translation>
    </message>
    <message>
        <source>Rounds before resting</source>
        <translation>จำนวนรอบก่อนหยุดพัก</translation>
    </message>
    <message>
        <source>One-switch play: how many times the highlight goes round before it waits for the switch.</source>
        <translation>เล่นด้วยสวิตช์เดียว: จำนวนรอบที่ไฮไลต์วนก่อนจะรอให้กดสวิตช์</translation>
    </message>
    <message>
        <source>Key cool-down</source>
        <translation>ช่วงพักปุ่ม</translation>
    </message>
    <message>
        <source>For a shaking hand: the same key pressed again within this time counts once.</source>
        <translation>สำหรับมือที่สั่น: กดปุ่มเดิมซ้ำภายในเวลานี้จะนับเป็นครั้งเดียว</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>key cool-down</comment>
        <translation>ปิด</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds of the key cool-down</comment>
        <translation>%1 วินาที</translation>
    </message>
    <message>
        <source>Contrast</source>
        <comment>a section of Settings</comment>
        <translation>ความเปรียบต่าง</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>คอนทราสต์สูง</translation>
    </message>
    <message>
        <source>Black background, white text, thicker outlines and focus ring.</source>
        <translation>พื้นหลังดำ ตัวอักษรขาว เส้นขอบและกรอบโฟกัสหนาขึ้น</translation>
    </message>
    <message>
        <source>Audio</source>
        <comment>a section of Settings</comment>
        <translation>เสียง</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>เสียง</translation>
    </message>
    <message>
        <source>A short sound for every move and result, placed left to right where it happens. %1 switches it anywhere.</source>
        <translation>เสียงสั้นสำหรับทุกตาเดินและทุกผลลัพธ์ ดังจากซ้ายไปขวาตามตำแหน่งที่เกิดขึ้น กด %1 เพื่อปิดหรือเปิดได้ทุกที่</translation>
    </message>
    <message>
        <source>Effects volume</source>
        <translation>ความดังของเสียงประกอบ</translation>
    </message>
    <message>
        <source>How loud the sounds are; they stay quiet under speech.</source>
        <translation>เสียงดังเพียงใด เสียงประกอบจะเบากว่าเสียงพูดเสมอ</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>effects volume in percent</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Sounds of moves</source>
        <translation>เสียงของตาเดิน</translation>
    </message>
    <message>
        <source>Selecting, pouring, each stone landing, a move refused, undo.</source>
        <translation>การเลือก การเท หินแต่ละก้อนที่ตกลง ตาเดินที่ทำไม่ได้ และการย้อนกลับ</translation>
    </message>
    <message>
        <source>Sounds of chains</source>
        <translation>เสียงของลูกโซ่</translation>
    </message>
    <message>
        <source>Bowls: groups clearing, combo steps, blockers, eruptions, an overflow.</source>
        <translation>ถ้วย: การจับคู่ที่หายไป ขั้นของคอมโบ หินขวาง ภูเขาไฟระเบิด และการล้น</translation>
    </message>
    <message>
        <source>Sounds of results</source>
        <translation>เสียงของผลลัพธ์</translation>
    </message>
    <message>
        <source>A tube completed, a board solved, a goal reached, a defeat.</source>
        <translation>หลอดที่เต็มด้วยสีเดียว กระดานที่สำเร็จ เป้าหมายที่ทำได้ และการแพ้</translation>
    </message>
    <message>
        <source>Interface sounds</source>
        <translation>เสียงของหน้าจอ</translation>
    </message>
    <message>
        <source>The end of a list or of the row of tubes, a dialog opening.</source>
        <translation>ท้ายรายการหรือท้ายแถวของหลอด และการเปิดหน้าต่างถามตอบ</translation>
    </message>
    <message>
        <source>Mono sound</source>
        <translation>เสียงแบบโมโน</translation>
    </message>
    <message>
        <source>Both ears hear every sound the same, without its place left or right.</source>
        <translation>หูทั้งสองข้างได้ยินทุกเสียงเท่ากัน โดยไม่มีตำแหน่งซ้ายหรือขวา</translation>
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
        <source>Read the goal, moves left and score in full</source>
        <translation>อ่านเป้าหมาย จำนวนตาที่เหลือ และคะแนนแบบเต็ม</translation>
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
        <source>Undo one pour</source>
        <translation>ย้อนกลับการเท 1 ครั้ง</translation>
    </message>
    <message>
        <source>Hint: highlight a proven next pour</source>
        <translation>คำใบ้: ไฮไลต์การเทถัดไปที่พิสูจน์แล้ว</translation>
    </message>
    <message>
        <source>Restart the level</source>
        <translation>เล่นด่านนี้ใหม่</translation>
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
        <translation>ย้ายระหว่างปุ่ม รายการ และเมนู</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>ปุ่มลูกศร</translation>
    </message>
    <message>
        <source>Move inside a list or a grid of levels</source>
        <translation>ย้ายภายในรายการหรือตารางด่าน</translation>
    </message>
    <message>
        <source>Press the focused button or open the focused item</source>
        <translation>กดปุ่มที่โฟกัสอยู่ หรือเปิดรายการที่โฟกัสอยู่</translation>
    </message>
    <message>
        <source>One-switch play</source>
        <translation>เล่นด้วยสวิตช์เดียว</translation>
    </message>
    <message>
        <source>In Settings: a highlight steps through the screen; %1 chooses, %2 steps by hand</source>
        <translation>ในการตั้งค่า: ไฮไลต์จะเลื่อนผ่านหน้าจอ กด %1 เพื่อเลือก กด %2 เพื่อเลื่อนเอง</translation>
    </message>
    <message>
        <source>Key cool-down</source>
        <translation>ช่วงพักปุ่ม</translation>
    </message>
    <message>
        <source>In Settings: a key pressed again within the chosen time is ignored</source>
        <translation>ในการตั้งค่า: ปุ่มเดิมที่กดซ้ำภายในเวลาที่เลือกจะไม่ถูกนับ</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>ย้อนกลับ</translation>
    </message>
    <message>
        <source>Sound off or on, anywhere</source>
        <translation>ปิดหรือเปิดเสียงได้ทุกที่</translation>
    </message>
    <message>
        <source>Show or hide this list; during a game it lists that game&apos;s keys</source>
        <translation>แสดงหรือซ่อนรายการนี้ ระหว่างเล่นจะแสดงปุ่มของเกมนั้น</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>Move round the ring of bowls (12 wraps to 1)</source>
        <translation>เลื่อนไปรอบวงถ้วย (ต่อจาก 12 คือ 1)</translation>
    </message>
    <message>
        <source>Select the focused bowl, or clear it if already selected</source>
        <translation>เลือกถ้วยที่โฟกัสอยู่ หรือยกเลิกหากเลือกไว้แล้ว</translation>
    </message>
    <message>
        <source>Sow the selected bowl</source>
        <translation>ส่งหินจากถ้วยที่เลือก</translation>
    </message>
    <message>
        <source>Clear the selection, or go back</source>
        <translation>ล้างการเลือก หรือกลับ</translation>
    </message>
    <message>
        <source>Undo the last move</source>
        <translation>ย้อนกลับตาล่าสุด</translation>
    </message>
    <message>
        <source>Read the whole ring aloud</source>
        <translation>อ่านทั้งวงออกเสียง</translation>
    </message>
    <message>
        <source>Hear the whole ring as sound, bowl by bowl; %1 again stops it</source>
        <translation>ฟังทั้งวงเป็นเสียง ทีละถ้วย กด %1 อีกครั้งเพื่อหยุด</translation>
    </message>
    <message>
        <source>Quick review: goal progress and moves left</source>
        <translation>สรุปสั้น ๆ: ความคืบหน้าของเป้าหมาย และจำนวนตาที่เหลือ</translation>
    </message>
    <message>
        <source>Hint (puzzles): highlight the first move of a proven shortest solution</source>
        <translation>คำใบ้ (ปริศนา): เน้นตาแรกของทางแก้ที่สั้นที่สุดที่พิสูจน์แล้ว</translation>
    </message>
    <message>
        <source>Read the selected bowl&apos;s stones</source>
        <translation>อ่านหินในถ้วยที่เลือก</translation>
    </message>
    <message>
        <source>Restart the puzzle</source>
        <translation>เล่นปริศนานี้ใหม่</translation>
    </message>
    <message>
        <source>Pause Endless and keep it for later</source>
        <translation>หยุดโหมดไม่มีที่สิ้นสุดไว้เล่นต่อภายหลัง</translation>
    </message>
    <message>
        <source>Copy the board ID (a puzzle or a Daily), to share it or play it again</source>
        <translation>คัดลอกรหัสกระดาน (ปริศนาหรือรายวัน) เพื่อแบ่งปันหรือเล่นอีกครั้ง</translation>
    </message>
    <message>
        <source>Board bigger, smaller, or back to the size that fits the window</source>
        <translation>ขยายกระดาน ย่อกระดาน หรือกลับเป็นขนาดพอดีหน้าต่าง</translation>
    </message>
    <message>
        <source>Any key</source>
        <translation>ปุ่มใดก็ได้</translation>
    </message>
    <message>
        <source>Skip a chain to its end</source>
        <translation>ข้ามลูกโซ่ไปจนจบ</translation>
    </message>
    <message>
        <source>Chain speed</source>
        <translation>ความเร็วลูกโซ่</translation>
    </message>
    <message>
        <source>In Settings: chains play slower, at normal speed or faster</source>
        <translation>ในการตั้งค่า: ลูกโซ่เล่นช้าลง ความเร็วปกติ หรือเร็วขึ้น</translation>
    </message>
    <message>
        <source>Hear the whole board as sound, tube by tube; %1 again stops it</source>
        <translation>ฟังทั้งกระดานเป็นเสียง ทีละหลอด กด %1 อีกครั้งเพื่อหยุด</translation>
    </message>
    <message>
        <source>Copy the board ID (the level or the Daily), to share it or play it again</source>
        <translation>คัดลอกรหัสกระดาน (ด่านหรือรายวัน) เพื่อแบ่งปันหรือเล่นอีกครั้ง</translation>
    </message>
    <message>
        <source>Move between the tubes or the bowls</source>
        <translation>ไปมาระหว่างหลอดหรือถ้วย</translation>
    </message>
    <message>
        <source>1–9</source>
        <translation>1–9</translation>
    </message>
    <message>
        <source>Tubes: pour one unit of that colour into the focused tube</source>
        <translation>หลอด: เทสีนั้นหนึ่งหน่วยลงในหลอดที่เลือกอยู่</translation>
    </message>
    <message>
        <source>R Y G B P * #, 1–7</source>
        <translation>R Y G B P * #, 1–7</translation>
    </message>
    <message>
        <source>Bowls: put that stone in the focused bowl, after the stones already there</source>
        <translation>ถ้วย: ใส่หินนั้นลงในถ้วยที่เลือกอยู่ ต่อจากหินที่มีอยู่แล้ว</translation>
    </message>
    <message>
        <source>Backspace / Delete</source>
        <translation>Backspace / Delete</translation>
    </message>
    <message>
        <source>Take the top unit or the last stone out</source>
        <translation>เอาหน่วยบนสุดหรือหินก้อนล่าสุดออก</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Bowls: the focused bowl&apos;s modifier: none, frozen, reverse or volcano</source>
        <translation>ถ้วย: ตัวปรับของถ้วยที่เลือกอยู่: ไม่มี แช่แข็ง ย้อนทิศ หรือภูเขาไฟ</translation>
    </message>
    <message>
        <source>← → on a setting</source>
        <translation>← → บนการตั้งค่า</translation>
    </message>
    <message>
        <source>Change the colours, the goal, its colour and amount, or the move limit</source>
        <translation>เปลี่ยนจำนวนสี เป้าหมาย สีและจำนวนของเป้าหมาย หรือจำกัดตาเดิน</translation>
    </message>
    <message>
        <source>Save the board to My boards</source>
        <translation>บันทึกกระดานลงในกระดานของฉัน</translation>
    </message>
    <message>
        <source>Copy the board ID, to share it</source>
        <translation>คัดลอกรหัสกระดานเพื่อแบ่งปัน</translation>
    </message>
    <message>
        <source>Read the whole board aloud, then what the solver found</source>
        <translation>อ่านทั้งกระดานออกเสียง แล้วตามด้วยผลของตัวแก้ปริศนา</translation>
    </message>
    <message>
        <source>My boards</source>
        <translation>กระดานของฉัน</translation>
    </message>
    <message>
        <source>Enter plays a saved board, E edits it, %1 copies its ID, Delete removes it</source>
        <translation>Enter เล่นกระดานที่บันทึกไว้, E แก้ไข, %1 คัดลอกรหัส, Delete นำออก</translation>
    </message>
    <message>
        <source>Move between buttons and menus</source>
        <translation>เลื่อนไปมาระหว่างปุ่มและเมนู</translation>
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
        <source>%1 / %2</source>
        <comment>two keys that do the same</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Settings → Keys</source>
        <translation>การตั้งค่า → ปุ่มลัด</translation>
    </message>
    <message>
        <source>Choose your own key for any action of the games</source>
        <translation>เลือกปุ่มของคุณเองสำหรับทุกคำสั่งในเกม</translation>
    </message>
    <message>
        <source>Quick review: tubes still to sort and moves so far</source>
        <translation>สรุปสั้น ๆ: หลอดที่ยังต้องจัด และจำนวนตาที่เล่นไปแล้ว</translation>
    </message>
    <message>
        <source>Read the whole board aloud, tube by tube</source>
        <translation>อ่านทั้งกระดานออกเสียง ทีละหลอด</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a key and what it does</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>วิธีเล่น</translation>
    </message>
    <message>
        <source>How to play Tubes</source>
        <translation>วิธีเล่นหลอด</translation>
    </message>
    <message>
        <source>How to play Bowls</source>
        <translation>วิธีเล่นถ้วย</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>ปิด</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <source>Sound is off. %1 switches it on.</source>
        <translation>เสียงปิดอยู่ กด %1 เพื่อเปิดเสียง</translation>
    </message>
    <message>
        <source>The effects volume is 0. Raise it in Settings.</source>
        <translation>ความดังของเสียงประกอบเป็น 0 เพิ่มได้ในการตั้งค่า</translation>
    </message>
    <message>
        <source>There is no sound device, so nothing plays.</source>
        <translation>ไม่มีอุปกรณ์เสียง จึงไม่มีเสียงเล่น</translation>
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
    <message>
        <source>Charts</source>
        <translation>แผนภูมิ</translation>
    </message>
    <message>
        <source>Your moves and scores over time, drawn and in words</source>
        <translation>จำนวนตาและคะแนนของคุณตามเวลา เป็นภาพและเป็นคำ</translation>
    </message>
    <message>
        <source>Your play</source>
        <translation>การเล่นของคุณ</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>ความสำเร็จ</translation>
    </message>
    <message>
        <source>Achievements, %1</source>
        <translation>ความสำเร็จ %1</translation>
    </message>
</context>
<context>
    <name>Stepper</name>
    <message>
        <source>Left and Right arrows change it</source>
        <translation>ลูกศรซ้ายและขวาเปลี่ยนค่า</translation>
    </message>
</context>
<context>
    <name>TileGrid</name>
    <message>
        <source>Start of the list</source>
        <translation>ต้นรายการ</translation>
    </message>
    <message>
        <source>End of the list</source>
        <translation>สุดรายการ</translation>
    </message>
    <message>
        <source>No row above</source>
        <translation>ไม่มีแถวด้านบน</translation>
    </message>
    <message>
        <source>No row below</source>
        <translation>ไม่มีแถวด้านล่าง</translation>
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
    <name>TubesGame</name>
    <message>
        <source>, </source>
        <comment>between the items of a spoken list</comment>
        <translation> </translation>
    </message>
    <message>
        <source>. </source>
        <comment>between two spoken sentences</comment>
        <translation> </translation>
    </message>
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
        <source>Tube %1: %2; %Ln free</source>
        <translation>
            <numerusform>หลอด %1: %2; ว่าง %Ln ช่อง</numerusform>
        </translation>
    </message>
    <message>
        <source>Tubes board</source>
        <translation>กระดานหลอด</translation>
    </message>
    <message>
        <source>Tubes Daily %1</source>
        <translation>หลอดรายวัน %1</translation>
    </message>
    <message>
        <source>Tubes level %1</source>
        <translation>หลอด ด่าน %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ตา</numerusform>
        </translation>
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
        <source>First completion of this day</source>
        <translation>ผ่านวันนี้เป็นครั้งแรก</translation>
    </message>
    <message>
        <source>First solve of this board</source>
        <translation>แก้กระดานนี้ได้ครั้งแรก</translation>
    </message>
    <message>
        <source>First clear of this level</source>
        <translation>ผ่านด่านนี้เป็นครั้งแรก</translation>
    </message>
    <message>
        <source>New best for this day</source>
        <translation>สถิติใหม่ของวันนี้</translation>
    </message>
    <message>
        <source>New best for this board</source>
        <translation>สถิติใหม่ของกระดานนี้</translation>
    </message>
    <message>
        <source>New best for this level</source>
        <translation>สถิติใหม่ของด่านนี้</translation>
    </message>
    <message>
        <source>Not saved yet: it is saved as soon as the disk has room.</source>
        <translation>ยังไม่ได้บันทึก: จะบันทึกทันทีเมื่อดิสก์มีพื้นที่ว่าง</translation>
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
        <source>Another board</source>
        <translation>กระดานอื่น</translation>
    </message>
    <message>
        <source>Level list</source>
        <translation>รายการด่าน</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>คัดลอกผล</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>ด่านถัดไป</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>สำเร็จ!</translation>
    </message>
    <message>
        <source>; selected</source>
        <translation>; เลือกอยู่</translation>
    </message>
    <message>
        <source>; hint: pour from this tube</source>
        <translation>; คำใบ้: เทจากหลอดนี้</translation>
    </message>
    <message>
        <source>; hint: pour into this tube</source>
        <translation>; คำใบ้: เทลงหลอดนี้</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>ด่าน %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln colours</source>
        <translation>
            <numerusform>%Ln สี</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tubes</source>
        <translation>
            <numerusform>%Ln หลอด</numerusform>
        </translation>
    </message>
    <message>
        <source>Press %1 to hear the whole board.</source>
        <translation>กด %1 เพื่อฟังทั้งกระดาน</translation>
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
        <source>Poured %Ln %1 from tube %2 into tube %3.</source>
        <translation>
            <numerusform>เทสี%1 %Ln ช่อง จากหลอด %2 ลงหลอด %3</numerusform>
        </translation>
    </message>
    <message>
        <source>a tube cannot pour into itself</source>
        <translation>เทหลอดลงในหลอดเดียวกันไม่ได้</translation>
    </message>
    <message>
        <source>the board is solved</source>
        <translation>กระดานแก้สำเร็จแล้ว</translation>
    </message>
    <message>
        <source>there is no such tube</source>
        <translation>ไม่มีหลอดนี้</translation>
    </message>
    <message numerus="yes">
        <source>Restart undone. %Ln moves.</source>
        <translation>
            <numerusform>ยกเลิกการเริ่มใหม่แล้ว ตอนนี้ %Ln ตา</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tubes still to sort</source>
        <translation>
            <numerusform>ยังต้องจัดอีก %Ln หลอด</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tube is sorted</source>
        <translation>ทุกหลอดจัดเรียบร้อยแล้ว</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves so far</source>
        <translation>
            <numerusform>เล่นไปแล้ว %Ln ตา</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln moves!</source>
        <translation>
            <numerusform>สำเร็จใน %Ln ตา!</numerusform>
        </translation>
    </message>
    <message>
        <source>Custom board</source>
        <translation>กระดานที่กำหนดเอง</translation>
    </message>
    <message>
        <source>Daily: %1</source>
        <translation>รายวัน: %1</translation>
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
        <source>Nothing to undo.</source>
        <translation>ไม่มีอะไรให้ย้อนกลับ</translation>
    </message>
    <message numerus="yes">
        <source>Undone. %Ln moves.</source>
        <translation>
            <numerusform>ย้อนกลับแล้ว ตอนนี้ %Ln ตา</numerusform>
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
    <message>
        <source>.</source>
        <comment>the end of a spoken sentence</comment>
        <translation> </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves.</source>
        <translation>
            <numerusform>%Ln ตา</numerusform>
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
        <source>%Ln levels unlocked. Levels unlock in order; solved levels can be replayed.</source>
        <translation>
            <numerusform>ปลดล็อกแล้ว %Ln ด่าน ด่านจะปลดล็อกตามลำดับ และเล่นด่านที่ผ่านแล้วซ้ำได้</numerusform>
        </translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>ด่าน</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ตา</numerusform>
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
        <source>%Ln colours</source>
        <translation>
            <numerusform>%Ln สี</numerusform>
        </translation>
    </message>
    <message>
        <source>levels %1–%2</source>
        <translation>ด่าน %1–%2</translation>
    </message>
    <message numerus="yes">
        <source>Level %1 · %Ln colours</source>
        <translation>
            <numerusform>ด่าน %1 · %Ln สี</numerusform>
        </translation>
    </message>
    <message>
        <source>locked: solve level %1 first</source>
        <translation>ยังล็อกอยู่: ผ่านด่าน %1 ก่อน</translation>
    </message>
    <message>
        <source>not yet solved</source>
        <translation>ยังไม่ผ่าน</translation>
    </message>
    <message numerus="yes">
        <source>best %Ln moves in %1</source>
        <translation>
            <numerusform>ดีที่สุด %Ln ตา ใน %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>solved %Ln times</source>
        <translation>
            <numerusform>ผ่านแล้ว %Ln ครั้ง</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1, locked</source>
        <translation>ด่าน %1, ล็อกอยู่</translation>
    </message>
    <message numerus="yes">
        <source>Level %1, %Ln colours, not yet solved</source>
        <translation>
            <numerusform>ด่าน %1, %Ln สี, ยังไม่ผ่าน</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Level %1, solved, best %Ln moves</source>
        <translation>
            <numerusform>ด่าน %1, ผ่านแล้ว, ดีที่สุด %Ln ตา</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ตา</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, completed in %Ln moves</source>
        <translation>
            <numerusform>%1, สำเร็จใน %Ln ตา</numerusform>
        </translation>
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
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ตา</numerusform>
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
        <source>Restart</source>
        <translation>เล่นใหม่</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>คำใบ้</translation>
    </message>
    <message>
        <source>Read board</source>
        <translation>อ่านกระดาน</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>ปุ่มลัด</translation>
    </message>
    <message>
        <source>Perfect Clear!</source>
        <translation>ล้างหมดสมบูรณ์!</translation>
    </message>
</context>
<context>
    <name>Wording</name>
    <message>
        <source>%1: %2</source>
        <comment>a label and what it labels</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a word and its note in brackets</comment>
        <translation>%1 %2</translation>
    </message>
</context>
</TS>
