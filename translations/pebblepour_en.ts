<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Achievements</name>
    <message numerus="yes">
        <source>%Ln of %1 earned</source>
        <translation>
            <numerusform>%Ln of %1 earned</numerusform>
            <numerusform>%Ln of %1 earned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AppState</name>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best %Ln points</source>
        <translation>
            <numerusform>best %Ln point</numerusform>
            <numerusform>best %Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Colours: %Ln</source>
        <translation>
            <numerusform>Colours: %Ln</numerusform>
            <numerusform>Colours: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal amount: %Ln</source>
        <translation>
            <numerusform>Goal amount: %Ln</numerusform>
            <numerusform>Goal amount: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move limit: %Ln moves</source>
        <translation>
            <numerusform>Move limit: %Ln move</numerusform>
            <numerusform>Move limit: %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln units still to pour: each colour needs 4.</source>
        <translation>
            <numerusform>%Ln unit still to pour: each colour needs 4.</numerusform>
            <numerusform>%Ln units still to pour: each colour needs 4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solvable: the shortest solution is %Ln moves.</source>
        <translation>
            <numerusform>Solvable: the shortest solution is %Ln move.</numerusform>
            <numerusform>Solvable: the shortest solution is %Ln moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Proven: the goal can be reached in %Ln moves.</source>
        <translation>
            <numerusform>Proven: the goal can be reached in %Ln move.</numerusform>
            <numerusform>Proven: the goal can be reached in %Ln moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tubes board of %Ln colours</source>
        <translation>
            <numerusform>Tubes board of %Ln colour</numerusform>
            <numerusform>Tubes board of %Ln colours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowls board: %1 in %Ln moves</source>
        <translation>
            <numerusform>Bowls board: %1 in %Ln move</numerusform>
            <numerusform>Bowls board: %1 in %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best: %Ln moves</source>
        <translation>
            <numerusform>Best: %Ln move</numerusform>
            <numerusform>Best: %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln left to pour</source>
        <translation>
            <numerusform>%1: %Ln left to pour</numerusform>
            <numerusform>%1: %Ln left to pour</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardEntry</name>
    <message numerus="yes">
        <source>Not pasted: the text is %Ln characters long, and a board ID is at most %1.</source>
        <translation>
            <numerusform>Not pasted: the text is %Ln character long, and a board ID is at most %1.</numerusform>
            <numerusform>Not pasted: the text is %Ln characters long, and a board ID is at most %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BowlsGame</name>
    <message numerus="yes">
        <source>UTC date · the same board for everyone · %Ln moves</source>
        <translation>
            <numerusform>UTC date · the same board for everyone · %Ln move</numerusform>
            <numerusform>UTC date · the same board for everyone · %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Selected bowl %1, %Ln stones in queue order</source>
        <translation>
            <numerusform>Selected bowl %1, %Ln stone in queue order</numerusform>
            <numerusform>Selected bowl %1, %Ln stones in queue order</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best: %Ln moves</source>
        <translation>
            <numerusform>Best: %Ln move</numerusform>
            <numerusform>Best: %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves left.</source>
        <translation>
            <numerusform>%Ln move left.</numerusform>
            <numerusform>%Ln moves left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No solution within the %Ln moves left. Undo or restart.</source>
        <translation>
            <numerusform>No solution within the %Ln move left. Undo or restart.</numerusform>
            <numerusform>No solution within the %Ln moves left. Undo or restart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves left</source>
        <translation>
            <numerusform>%Ln move left</numerusform>
            <numerusform>%Ln moves left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal reached! Puzzle solved in %Ln moves.</source>
        <translation>
            <numerusform>Goal reached! Puzzle solved in %Ln move.</numerusform>
            <numerusform>Goal reached! Puzzle solved in %Ln moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln moves played. Final score %1.</source>
        <translation>
            <numerusform>All %Ln move played. Final score %1.</numerusform>
            <numerusform>All %Ln moves played. Final score %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln moves played.</source>
        <translation>
            <numerusform>All %Ln move played.</numerusform>
            <numerusform>All %Ln moves played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln moves</source>
        <translation>
            <numerusform>%1 in %Ln move</numerusform>
            <numerusform>%1 in %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score as much as you can in %Ln moves</source>
        <translation>
            <numerusform>Score as much as you can in %Ln move</numerusform>
            <numerusform>Score as much as you can in %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Preview: %Ln stones to bowl %1</source>
        <translation>
            <numerusform>Preview: %Ln stone to bowl %1</numerusform>
            <numerusform>Preview: %Ln stones to bowl %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln grouping bowls</source>
        <translation>
            <numerusform>%Ln grouping bowl</numerusform>
            <numerusform>%Ln grouping bowls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%Ln points</source>
        <translation>
            <numerusform>+%Ln point</numerusform>
            <numerusform>+%Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln moves left)</source>
        <translation>
            <numerusform>(%Ln move left)</numerusform>
            <numerusform>(%Ln moves left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln stones</source>
        <translation>
            <numerusform>%Ln stone</numerusform>
            <numerusform>%Ln stones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln red circles</source>
        <translation>
            <numerusform>Collect %Ln red circle</numerusform>
            <numerusform>Collect %Ln red circles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln yellow triangles</source>
        <translation>
            <numerusform>Collect %Ln yellow triangle</numerusform>
            <numerusform>Collect %Ln yellow triangles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln green diamonds</source>
        <translation>
            <numerusform>Collect %Ln green diamond</numerusform>
            <numerusform>Collect %Ln green diamonds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln blue squares</source>
        <translation>
            <numerusform>Collect %Ln blue square</numerusform>
            <numerusform>Collect %Ln blue squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln purple stars</source>
        <translation>
            <numerusform>Collect %Ln purple star</numerusform>
            <numerusform>Collect %Ln purple stars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %Ln points</source>
        <translation>
            <numerusform>Score %Ln point</numerusform>
            <numerusform>Score %Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make a combo of %Ln bowls in one move</source>
        <translation>
            <numerusform>Make a combo of %Ln bowl in one move</numerusform>
            <numerusform>Make a combo of %Ln bowls in one move</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave at most %Ln stones on the board</source>
        <translation>
            <numerusform>Leave at most %Ln stone on the board</numerusform>
            <numerusform>Leave at most %Ln stones on the board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln left on the board</source>
        <translation>
            <numerusform>%Ln left on the board</numerusform>
            <numerusform>%Ln left on the board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln stones on the board</source>
        <translation>
            <numerusform>%Ln stone on the board</numerusform>
            <numerusform>%Ln stones on the board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves played</source>
        <translation>
            <numerusform>%Ln move played</numerusform>
            <numerusform>%Ln moves played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1: %Ln stones sown to bowl %2.</source>
        <translation>
            <numerusform>Bowl %1: %Ln stone sown to bowl %2.</numerusform>
            <numerusform>Bowl %1: %Ln stones sown to bowl %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1 cleared %Ln stones.</source>
        <translation>
            <numerusform>Bowl %1 cleared %Ln stone.</numerusform>
            <numerusform>Bowl %1 cleared %Ln stones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowls %1 cleared %Ln stones.</source>
        <translation>
            <numerusform>Bowls %1 cleared %Ln stone.</numerusform>
            <numerusform>Bowls %1 cleared %Ln stones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln blockers removed.</source>
        <translation>
            <numerusform>%Ln blocker removed.</numerusform>
            <numerusform>%Ln blockers removed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%Ln points.</source>
        <translation>
            <numerusform>+%Ln point.</numerusform>
            <numerusform>+%Ln points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The new stones cleared %Ln more.</source>
        <translation>
            <numerusform>The new stones cleared %Ln more.</numerusform>
            <numerusform>The new stones cleared %Ln more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1 is now %2 for %Ln moves.</source>
        <translation>
            <numerusform>Bowl %1 is now %2 for %Ln move.</numerusform>
            <numerusform>Bowl %1 is now %2 for %Ln moves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BowlsLists</name>
    <message numerus="yes">
        <source>%1, played, best %2 in %Ln moves</source>
        <translation>
            <numerusform>%1, played, best %2 in %Ln move</numerusform>
            <numerusform>%1, played, best %2 in %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BowlsPuzzlesScreen</name>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BowlsStatus</name>
    <message numerus="yes">
        <source>%Ln moves left</source>
        <translation>
            <numerusform>%Ln move left</numerusform>
            <numerusform>%Ln moves left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message numerus="yes">
        <source>%Ln days played</source>
        <translation>
            <numerusform>%Ln day played</numerusform>
            <numerusform>%Ln days played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best %1, median %2 over %Ln days</source>
        <translation>
            <numerusform>Best %1, median %2 over %Ln day</numerusform>
            <numerusform>Best %1, median %2 over %Ln days</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best %1, median %2 over %Ln attempts</source>
        <translation>
            <numerusform>Best %1, median %2 over %Ln attempt</numerusform>
            <numerusform>Best %1, median %2 over %Ln attempts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln boards solved; their shortest solutions are not known yet.</source>
        <translation>
            <numerusform>%Ln board solved; its shortest solution is not known yet.</numerusform>
            <numerusform>%Ln boards solved; their shortest solutions are not known yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the shortest number of moves on %1 of %Ln boards; %2 moves over the shortest on average.</source>
        <translation>
            <numerusform>In the shortest number of moves on %1 of %Ln board; %2 moves over the shortest on average.</numerusform>
            <numerusform>In the shortest number of moves on %1 of %Ln boards; %2 moves over the shortest on average.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>shortest %Ln</source>
        <translation>
            <numerusform>shortest %Ln</numerusform>
            <numerusform>shortest %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln point</numerusform>
            <numerusform>%Ln points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The last %Ln attempts, oldest first</source>
        <translation>
            <numerusform>%Ln attempt</numerusform>
            <numerusform>The last %Ln attempts, oldest first</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln points on average</source>
        <translation>
            <numerusform>%Ln point on average</numerusform>
            <numerusform>%Ln points on average</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DailyList</name>
    <message numerus="yes">
        <source>Daily of %1 in progress: %Ln moves so far</source>
        <translation>
            <numerusform>Daily of %1 in progress: %Ln move so far</numerusform>
            <numerusform>Daily of %1 in progress: %Ln moves so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in progress, %Ln moves</source>
        <translation>
            <numerusform>in progress, %Ln move</numerusform>
            <numerusform>in progress, %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, in progress: %Ln moves so far</source>
        <translation>
            <numerusform>%1, in progress: %Ln move so far</numerusform>
            <numerusform>%1, in progress: %Ln moves so far</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DailyScreen</name>
    <message numerus="yes">
        <source>One board a day, the same for everyone, %Ln moves to score all you can. The last 30 days stay open; your best score of each day counts.</source>
        <translation>
            <numerusform>One board a day, the same for everyone, %Ln move to score all you can. The last 30 days stay open; your best score of each day counts.</numerusform>
            <numerusform>One board a day, the same for everyone, %Ln moves to score all you can. The last 30 days stay open; your best score of each day counts.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GalleryScreen</name>
    <message numerus="yes">
        <source>Earn %Ln achievement(s) in any mode to unlock it.</source>
        <translation>
            <numerusform>Earn %Ln achievement in any mode to unlock it.</numerusform>
            <numerusform>Earn %Ln achievements in any mode to unlock it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>Resumed where you left off: %Ln moves played.</source>
        <translation>
            <numerusform>Resumed where you left off: %Ln move played.</numerusform>
            <numerusform>Resumed where you left off: %Ln moves played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That Daily is closed: the Dailies of the last %Ln days are open.</source>
        <translation>
            <numerusform>That Daily is closed: the Dailies of the last %Ln day are open.</numerusform>
            <numerusform>That Daily is closed: the Dailies of the last %Ln days are open.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HowToPlayScreen</name>
    <message numerus="yes">
        <source>A puzzle has a goal and a number of moves; undo and restart as often as you like. A hint (H) highlights the first move of a shortest solution the solver has proven from where you are, within the moves left, or says plainly that none is left; hints are counted on the result panel, and only puzzles have them. Endless runs until a bowl overflows, with two new stones after every move. The Daily is the same board for everyone, %Ln moves. In Endless and the Daily, undo turns the attempt into practice: it cannot set a record.</source>
        <translation>
            <numerusform>A puzzle has a goal and a number of moves; undo and restart as often as you like. A hint (H) highlights the first move of a shortest solution the solver has proven from where you are, within the moves left, or says plainly that none is left; hints are counted on the result panel, and only puzzles have them. Endless runs until a bowl overflows, with two new stones after every move. The Daily is the same board for everyone, %Ln move. In Endless and the Daily, undo turns the attempt into practice: it cannot set a record.</numerusform>
            <numerusform>A puzzle has a goal and a number of moves; undo and restart as often as you like. A hint (H) highlights the first move of a shortest solution the solver has proven from where you are, within the moves left, or says plainly that none is left; hints are counted on the result panel, and only puzzles have them. Endless runs until a bowl overflows, with two new stones after every move. The Daily is the same board for everyone, %Ln moves. In Endless and the Daily, undo turns the attempt into practice: it cannot set a record.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message numerus="yes">
        <source>solved in %Ln moves</source>
        <translation>
            <numerusform>solved in %Ln move</numerusform>
            <numerusform>solved in %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln hints</source>
        <translation>
            <numerusform>%Ln hint</numerusform>
            <numerusform>%Ln hints</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TubesGame</name>
    <message numerus="yes">
        <source>Tube %1: %2; %Ln free</source>
        <translation>
            <numerusform>Tube %1: %2; %Ln free</numerusform>
            <numerusform>Tube %1: %2; %Ln free</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln colours</source>
        <translation>
            <numerusform>%Ln colour</numerusform>
            <numerusform>%Ln colours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tubes</source>
        <translation>
            <numerusform>%Ln tube</numerusform>
            <numerusform>%Ln tubes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Poured %Ln %1 from tube %2 into tube %3.</source>
        <translation>
            <numerusform>Poured %Ln %1 from tube %2 into tube %3.</numerusform>
            <numerusform>Poured %Ln %1 from tube %2 into tube %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln moves!</source>
        <translation>
            <numerusform>Solved in %Ln move!</numerusform>
            <numerusform>Solved in %Ln moves!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restart undone. %Ln moves.</source>
        <translation>
            <numerusform>Restart undone. %Ln move.</numerusform>
            <numerusform>Restart undone. %Ln moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undone. %Ln moves.</source>
        <translation>
            <numerusform>Undone. %Ln move.</numerusform>
            <numerusform>Undone. %Ln moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves.</source>
        <translation>
            <numerusform>%Ln move.</numerusform>
            <numerusform>%Ln moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tubes still to sort</source>
        <translation>
            <numerusform>%Ln tube still to sort</numerusform>
            <numerusform>%Ln tubes still to sort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves so far</source>
        <translation>
            <numerusform>%Ln move so far</numerusform>
            <numerusform>%Ln moves so far</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TubesLevelsScreen</name>
    <message numerus="yes">
        <source>%Ln levels unlocked. Levels unlock in order; solved levels can be replayed.</source>
        <translation>
            <numerusform>%Ln level unlocked. Levels unlock in order; solved levels can be replayed.</numerusform>
            <numerusform>%Ln levels unlocked. Levels unlock in order; solved levels can be replayed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TubesLists</name>
    <message numerus="yes">
        <source>%Ln colours</source>
        <translation>
            <numerusform>%Ln colour</numerusform>
            <numerusform>%Ln colours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Level %1 · %Ln colours</source>
        <translation>
            <numerusform>Level %1 · %Ln colour</numerusform>
            <numerusform>Level %1 · %Ln colours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best %Ln moves in %1</source>
        <translation>
            <numerusform>best %Ln move in %1</numerusform>
            <numerusform>best %Ln moves in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>solved %Ln times</source>
        <translation>
            <numerusform>solved %Ln time</numerusform>
            <numerusform>solved %Ln times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Level %1, %Ln colours, not yet solved</source>
        <translation>
            <numerusform>Level %1, %Ln colour, not yet solved</numerusform>
            <numerusform>Level %1, %Ln colours, not yet solved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Level %1, solved, best %Ln moves</source>
        <translation>
            <numerusform>Level %1, solved, best %Ln move</numerusform>
            <numerusform>Level %1, solved, best %Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, completed in %Ln moves</source>
        <translation>
            <numerusform>%1, completed in %Ln move</numerusform>
            <numerusform>%1, completed in %Ln moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TubesPlayScreen</name>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln move</numerusform>
            <numerusform>%Ln moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moves</source>
        <comment>label under the move counter</comment>
        <translation>
            <numerusform>move</numerusform>
            <numerusform>moves</numerusform>
        </translation>
    </message>
</context>
</TS>
