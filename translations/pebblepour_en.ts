<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>Achievements</name>
    <message numerus="yes">
        <source>%n of %1 earned</source>
        <translation>
            <numerusform>%n of %1 earned</numerusform>
            <numerusform>%n of %1 earned</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AppState</name>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best %n points</source>
        <translation>
            <numerusform>best %n point</numerusform>
            <numerusform>best %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BowlsGame</name>
    <message numerus="yes">
        <source>UTC date · the same board for everyone · %n moves</source>
        <translation>
            <numerusform>UTC date · the same board for everyone · %n move</numerusform>
            <numerusform>UTC date · the same board for everyone · %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Selected bowl %1, %n stones in queue order</source>
        <translation>
            <numerusform>Selected bowl %1, %n stone in queue order</numerusform>
            <numerusform>Selected bowl %1, %n stones in queue order</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best: %n moves</source>
        <translation>
            <numerusform>Best: %n move</numerusform>
            <numerusform>Best: %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resumed where you left off: %n moves played.</source>
        <translation>
            <numerusform>Resumed where you left off: %n move played.</numerusform>
            <numerusform>Resumed where you left off: %n moves played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves left.</source>
        <translation>
            <numerusform>%n move left.</numerusform>
            <numerusform>%n moves left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No solution within the %n moves left. Undo or restart.</source>
        <translation>
            <numerusform>No solution within the %n move left. Undo or restart.</numerusform>
            <numerusform>No solution within the %n moves left. Undo or restart.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves left</source>
        <translation>
            <numerusform>%n move left</numerusform>
            <numerusform>%n moves left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Daily in progress: %n moves played</source>
        <translation>
            <numerusform>Daily in progress: %n move played</numerusform>
            <numerusform>Daily in progress: %n moves played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Goal reached! Puzzle solved in %n moves.</source>
        <translation>
            <numerusform>Goal reached! Puzzle solved in %n move.</numerusform>
            <numerusform>Goal reached! Puzzle solved in %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Preview: %n stones to bowl %1</source>
        <translation>
            <numerusform>Preview: %n stone to bowl %1</numerusform>
            <numerusform>Preview: %n stones to bowl %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n grouping bowls</source>
        <translation>
            <numerusform>%n grouping bowl</numerusform>
            <numerusform>%n grouping bowls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n points</source>
        <translation>
            <numerusform>+%n point</numerusform>
            <numerusform>+%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n moves left)</source>
        <translation>
            <numerusform>(%n move left)</numerusform>
            <numerusform>(%n moves left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stones</source>
        <translation>
            <numerusform>%n stone</numerusform>
            <numerusform>%n stones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %n red circles</source>
        <translation>
            <numerusform>Collect %n red circle</numerusform>
            <numerusform>Collect %n red circles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %n yellow triangles</source>
        <translation>
            <numerusform>Collect %n yellow triangle</numerusform>
            <numerusform>Collect %n yellow triangles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %n green diamonds</source>
        <translation>
            <numerusform>Collect %n green diamond</numerusform>
            <numerusform>Collect %n green diamonds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %n blue squares</source>
        <translation>
            <numerusform>Collect %n blue square</numerusform>
            <numerusform>Collect %n blue squares</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %n purple stars</source>
        <translation>
            <numerusform>Collect %n purple star</numerusform>
            <numerusform>Collect %n purple stars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %n points</source>
        <translation>
            <numerusform>Score %n point</numerusform>
            <numerusform>Score %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make a combo of %n bowls in one move</source>
        <translation>
            <numerusform>Make a combo of %n bowl in one move</numerusform>
            <numerusform>Make a combo of %n bowls in one move</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave at most %n stones on the board</source>
        <translation>
            <numerusform>Leave at most %n stone on the board</numerusform>
            <numerusform>Leave at most %n stones on the board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left on the board</source>
        <translation>
            <numerusform>%n left on the board</numerusform>
            <numerusform>%n left on the board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stones on the board</source>
        <translation>
            <numerusform>%n stone on the board</numerusform>
            <numerusform>%n stones on the board</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves played</source>
        <translation>
            <numerusform>%n move played</numerusform>
            <numerusform>%n moves played</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1: %n stones sown to bowl %2.</source>
        <translation>
            <numerusform>Bowl %1: %n stone sown to bowl %2.</numerusform>
            <numerusform>Bowl %1: %n stones sown to bowl %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1 cleared %n stones.</source>
        <translation>
            <numerusform>Bowl %1 cleared %n stone.</numerusform>
            <numerusform>Bowl %1 cleared %n stones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowls %1 cleared %n stones.</source>
        <translation>
            <numerusform>Bowls %1 cleared %n stone.</numerusform>
            <numerusform>Bowls %1 cleared %n stones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blockers removed.</source>
        <translation>
            <numerusform>%n blocker removed.</numerusform>
            <numerusform>%n blockers removed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n points.</source>
        <translation>
            <numerusform>+%n point.</numerusform>
            <numerusform>+%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The new stones cleared %n more.</source>
        <translation>
            <numerusform>The new stones cleared %n more.</numerusform>
            <numerusform>The new stones cleared %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1 is now %2 for %n moves.</source>
        <translation>
            <numerusform>Bowl %1 is now %2 for %n move.</numerusform>
            <numerusform>Bowl %1 is now %2 for %n moves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BowlsLists</name>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BowlsPlayScreen</name>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BowlsPuzzlesScreen</name>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BowlsStatus</name>
    <message numerus="yes">
        <source>%n moves left</source>
        <translation>
            <numerusform>%n move left</numerusform>
            <numerusform>%n moves left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DailyRow</name>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in progress, %n moves</source>
        <translation>
            <numerusform>in progress, %n move</numerusform>
            <numerusform>in progress, %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GalleryScreen</name>
    <message numerus="yes">
        <source>Earn %n achievement(s) in any mode to unlock it.</source>
        <translation>
            <numerusform>Earn %n achievement in any mode to unlock it.</numerusform>
            <numerusform>Earn %n achievements in any mode to unlock it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TubesGame</name>
    <message numerus="yes">
        <source>Tube %1: %2; %n free</source>
        <translation>
            <numerusform>Tube %1: %2; %n free</numerusform>
            <numerusform>Tube %1: %2; %n free</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Resumed where you left off: %n moves.</source>
        <translation>
            <numerusform>Resumed where you left off: %n move.</numerusform>
            <numerusform>Resumed where you left off: %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n colours</source>
        <translation>
            <numerusform>%n colour</numerusform>
            <numerusform>%n colours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tubes</source>
        <translation>
            <numerusform>%n tube</numerusform>
            <numerusform>%n tubes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Poured %n %1 from tube %2 into tube %3.</source>
        <translation>
            <numerusform>Poured %n %1 from tube %2 into tube %3.</numerusform>
            <numerusform>Poured %n %1 from tube %2 into tube %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n moves!</source>
        <translation>
            <numerusform>Solved in %n move!</numerusform>
            <numerusform>Solved in %n moves!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Restart undone. %n moves.</source>
        <translation>
            <numerusform>Restart undone. %n move.</numerusform>
            <numerusform>Restart undone. %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Undone. %n moves.</source>
        <translation>
            <numerusform>Undone. %n move.</numerusform>
            <numerusform>Undone. %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves.</source>
        <translation>
            <numerusform>%n move.</numerusform>
            <numerusform>%n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tubes still to sort</source>
        <translation>
            <numerusform>%n tube still to sort</numerusform>
            <numerusform>%n tubes still to sort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves so far</source>
        <translation>
            <numerusform>%n move so far</numerusform>
            <numerusform>%n moves so far</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TubesLevelsScreen</name>
    <message numerus="yes">
        <source>%n levels unlocked. Levels unlock in order; solved levels can be replayed.</source>
        <translation>
            <numerusform>%n level unlocked. Levels unlock in order; solved levels can be replayed.</numerusform>
            <numerusform>%n levels unlocked. Levels unlock in order; solved levels can be replayed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TubesLists</name>
    <message numerus="yes">
        <source>%n colours</source>
        <translation>
            <numerusform>%n colour</numerusform>
            <numerusform>%n colours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Level %1 · %n colours</source>
        <translation>
            <numerusform>Level %1 · %n colour</numerusform>
            <numerusform>Level %1 · %n colours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>best %n moves in %1</source>
        <translation>
            <numerusform>best %n move in %1</numerusform>
            <numerusform>best %n moves in %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>solved %n times</source>
        <translation>
            <numerusform>solved %n time</numerusform>
            <numerusform>solved %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Level %1, %n colours, not yet solved</source>
        <translation>
            <numerusform>Level %1, %n colour, not yet solved</numerusform>
            <numerusform>Level %1, %n colours, not yet solved</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Level %1, solved, best %n moves</source>
        <translation>
            <numerusform>Level %1, solved, best %n move</numerusform>
            <numerusform>Level %1, solved, best %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Daily of %1 in progress: %n moves so far</source>
        <translation>
            <numerusform>Daily of %1 in progress: %n move so far</numerusform>
            <numerusform>Daily of %1 in progress: %n moves so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, completed in %n moves</source>
        <translation>
            <numerusform>%1, completed in %n move</numerusform>
            <numerusform>%1, completed in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, in progress: %n moves so far</source>
        <translation>
            <numerusform>%1, in progress: %n move so far</numerusform>
            <numerusform>%1, in progress: %n moves so far</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TubesPlayScreen</name>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
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
