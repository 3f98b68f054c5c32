<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>AboutScreen</name>
    <message>
        <source>About</source>
        <translation>O grze</translation>
    </message>
    <message>
        <source>Pebble &amp; Pour %1</source>
        <translation>Pebble &amp; Pour %1</translation>
    </message>
    <message>
        <source>Tubes: every board is proven solvable by the built-in solver before it is shown. Undo and hints are free and unlimited; a hint is always the first pour of a proven solution.</source>
        <translation>Probówki: wbudowany solver dowodzi, że każdą planszę da się rozwiązać, zanim ją pokaże. Cofanie i podpowiedzi są darmowe i bez limitu; podpowiedź to zawsze pierwsze przelanie sprawdzonego rozwiązania.</translation>
    </message>
    <message>
        <source>Made to be played with a mouse, with the keyboard alone, or with a screen reader: every tube is read bottom to top, and every move is announced.</source>
        <translation>Stworzone do gry myszą, samą klawiaturą lub z czytnikiem ekranu: każda probówka jest odczytywana od dołu do góry, a każdy ruch ogłaszany.</translation>
    </message>
    <message>
        <source>Your progress is stored only on this device.</source>
        <translation>Twoje postępy są zapisywane tylko na tym urządzeniu.</translation>
    </message>
</context>
<context>
    <name>AppState</name>
    <message>
        <source>Your saved progress was damaged and could not be read, so a fresh profile was started; the old file was kept as %1.</source>
        <translation>Zapisane postępy były uszkodzone i nie dało się ich odczytać, więc utworzono nowy profil; stary plik zachowano jako %1.</translation>
    </message>
    <message>
        <source>The profile file did not come from Pebble &amp; Pour, so a fresh profile was started; the file was kept as %1.</source>
        <translation>Plik profilu nie pochodził z Pebble &amp; Pour, więc utworzono nowy profil; plik zachowano jako %1.</translation>
    </message>
    <message>
        <source>Your profile was saved by a newer version of Pebble &amp; Pour, so a fresh profile was started; the newer file was kept as %1.</source>
        <translation>Profil zapisała nowsza wersja Pebble &amp; Pour, więc utworzono nowy profil; nowszy plik zachowano jako %1.</translation>
    </message>
    <message>
        <source>Your profile file could not be opened, so a fresh profile was started; the file was kept as %1.</source>
        <translation>Nie udało się otworzyć pliku profilu, więc utworzono nowy profil; plik zachowano jako %1.</translation>
    </message>
    <message>
        <source>Tubes</source>
        <translation>Probówki</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 z %2</translation>
    </message>
    <message>
        <source>Levels solved</source>
        <translation>Rozwiązane poziomy</translation>
    </message>
    <message>
        <source>Highest unlocked level</source>
        <translation>Najwyższy odblokowany poziom</translation>
    </message>
    <message>
        <source>Level clears</source>
        <translation>Ukończenia poziomów</translation>
    </message>
    <message>
        <source>Sum of best times</source>
        <translation>Suma najlepszych czasów</translation>
    </message>
    <message>
        <source>Levels solved without hints</source>
        <translation>Poziomy ukończone bez podpowiedzi</translation>
    </message>
    <message>
        <source>Daily boards completed</source>
        <translation>Ukończone wyzwania dnia</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>red</source>
        <translation>czerwony</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>pomarańczowy</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>żółty</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zielony</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>niebieski</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>różowy</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>brązowy</translation>
    </message>
    <message>
        <source>white</source>
        <translation>biały</translation>
    </message>
    <message>
        <source>black</source>
        <translation>czarny</translation>
    </message>
</context>
<context>
    <name>DailyRow</name>
    <message>
        <source>Today</source>
        <translation>Dziś</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>not played</source>
        <translation>nierozegrane</translation>
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
        <translation>Dwie kolorowe łamigłówki. Graj myszą, klawiaturą lub z czytnikiem ekranu.</translation>
    </message>
    <message>
        <source>Tubes</source>
        <translation>Probówki</translation>
    </message>
    <message>
        <source>Pour until every tube holds one colour. Every board is proven solvable; undo and hints are free.</source>
        <translation>Przelewaj, aż w każdej probówce będzie jeden kolor. Każdą planszę da się rozwiązać; cofanie i podpowiedzi są darmowe.</translation>
    </message>
    <message>
        <source>Continue level %1</source>
        <translation>Kontynuuj poziom %1</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Poziomy</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>Dzienne</translation>
    </message>
    <message>
        <source>Bowls</source>
        <translation>Miseczki</translation>
    </message>
    <message>
        <source>Sow stones round a ring of twelve bowls; three of a colour clear. Think in chains.</source>
        <translation>Rozkładaj kamienie po okręgu dwunastu miseczek; trzy jednego koloru znikają. Myśl łańcuchami.</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Wkrótce</translation>
    </message>
    <message>
        <source>Bowls: coming soon</source>
        <translation>Miseczki: wkrótce</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>About</source>
        <translation>O grze</translation>
    </message>
    <message>
        <source>Shortcuts (F1)</source>
        <translation>Skróty (F1)</translation>
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
        <translation>← Wstecz</translation>
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
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Changes apply at once and are saved.</source>
        <translation>Zmiany działają od razu i są zapisywane.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>Every word of the game, spoken and written.</source>
        <translation>Każde słowo gry, mówione i pisane.</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Rozmiar tekstu</translation>
    </message>
    <message>
        <source>Scales every text in the game.</source>
        <translation>Skaluje cały tekst w grze.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalny</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Duży</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Większy</translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <translation>Ogranicz ruch</translation>
    </message>
    <message>
        <source>Pours, lifts and screen changes happen instantly.</source>
        <translation>Przelewanie, unoszenie i zmiana ekranu bez animacji.</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Wysoki kontrast</translation>
    </message>
    <message>
        <source>Black background, white text, thicker outlines and focus ring.</source>
        <translation>Czarne tło, biały tekst, grubsze obramowania i ramka fokusu.</translation>
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
        <translation>Przechodzenie między probówkami</translation>
    </message>
    <message>
        <source>1–9, 0</source>
        <translation>1–9, 0</translation>
    </message>
    <message>
        <source>Jump to tube 1–10</source>
        <translation>Skok do probówki 1–10</translation>
    </message>
    <message>
        <source>Space / Enter</source>
        <translation>Spacja / Enter</translation>
    </message>
    <message>
        <source>Select a tube, then pour into the focused tube</source>
        <translation>Wybierz probówkę, potem przelej do probówki z fokusem</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Cancel the selection, or go back</source>
        <translation>Anuluj wybór lub wróć</translation>
    </message>
    <message>
        <source>Ctrl+Z / U</source>
        <translation>Ctrl+Z / U</translation>
    </message>
    <message>
        <source>Undo one pour</source>
        <translation>Cofnij jedno przelanie</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint: highlight a proven next pour</source>
        <translation>Podpowiedź: podświetl sprawdzone następne przelanie</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Restart the level</source>
        <translation>Zacznij poziom od nowa</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Read the whole board aloud</source>
        <translation>Odczytaj na głos całą planszę</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Move between buttons and menus</source>
        <translation>Przechodzenie między przyciskami i menu</translation>
    </message>
    <message>
        <source>F1 / ?</source>
        <translation>F1 / ?</translation>
    </message>
    <message>
        <source>Show or hide this list</source>
        <translation>Pokaż lub ukryj tę listę</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Skróty klawiszowe</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>StatsScreen</name>
    <message>
        <source>Statistics</source>
        <translation>Statystyki</translation>
    </message>
    <message>
        <source>Facts about your play, kept on this device. No streaks, no leaderboards.</source>
        <translation>Fakty o twojej grze, zapisane na tym urządzeniu. Bez serii i bez rankingów.</translation>
    </message>
</context>
<context>
    <name>ToggleSwitch</name>
    <message>
        <source>On</source>
        <translation>Wł.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Wył.</translation>
    </message>
</context>
<context>
    <name>TubesDailyScreen</name>
    <message>
        <source>Tubes · Daily</source>
        <translation>Probówki · Wyzwanie dnia</translation>
    </message>
    <message>
        <source>One board a day, the same for everyone: 6 colours, never harder on one day than another. The last 30 days stay open.</source>
        <translation>Jedna plansza dziennie, ta sama dla wszystkich: 6 kolorów, żaden dzień nie jest trudniejszy od innego. Ostatnie 30 dni pozostaje otwartych.</translation>
    </message>
    <message>
        <source>Daily boards</source>
        <translation>Plansze dnia</translation>
    </message>
</context>
<context>
    <name>TubesGame</name>
    <message>
        <source>Tube %1: empty</source>
        <translation>Probówka %1: pusta</translation>
    </message>
    <message>
        <source>Tube %1: %2; full, complete</source>
        <translation>Probówka %1: %2; pełna, ukończona</translation>
    </message>
    <message>
        <source>Tube %1: %2; full</source>
        <translation>Probówka %1: %2; pełna</translation>
    </message>
    <message numerus="yes">
        <source>Tube %1: %2; %n free</source>
        <translation>
            <numerusform>Probówka %1: %2; %n wolne miejsce</numerusform>
            <numerusform>Probówka %1: %2; %n wolne miejsca</numerusform>
            <numerusform>Probówka %1: %2; %n wolnych miejsc</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily %1</source>
        <translation>Wyzwanie dnia %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Poziom %1</translation>
    </message>
    <message>
        <source>Your unfinished game could not be restored, so it starts afresh.</source>
        <translation>Nie udało się przywrócić niedokończonej gry, więc zaczyna się od nowa.</translation>
    </message>
    <message numerus="yes">
        <source>Resumed where you left off: %n moves.</source>
        <translation>
            <numerusform>Wznowiono od miejsca przerwania: %n ruch.</numerusform>
            <numerusform>Wznowiono od miejsca przerwania: %n ruchy.</numerusform>
            <numerusform>Wznowiono od miejsca przerwania: %n ruchów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n colours</source>
        <translation>
            <numerusform>%n kolor</numerusform>
            <numerusform>%n kolory</numerusform>
            <numerusform>%n kolorów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tubes</source>
        <translation>
            <numerusform>%n probówka</numerusform>
            <numerusform>%n probówki</numerusform>
            <numerusform>%n probówek</numerusform>
        </translation>
    </message>
    <message>
        <source>Press B to hear the whole board.</source>
        <translation>Naciśnij B, aby usłyszeć całą planszę.</translation>
    </message>
    <message>
        <source>Tube %1 is empty: nothing to pour.</source>
        <translation>Probówka %1 jest pusta: nie ma czego przelać.</translation>
    </message>
    <message>
        <source>Tube %1 selected, %2 on top.</source>
        <translation>Wybrano probówkę %1, na górze %2.</translation>
    </message>
    <message numerus="yes">
        <source>Poured %n %1 from tube %2 into tube %3.</source>
        <translation>
            <numerusform>%1: przelano %n warstwę z probówki %2 do probówki %3.</numerusform>
            <numerusform>%1: przelano %n warstwy z probówki %2 do probówki %3.</numerusform>
            <numerusform>%1: przelano %n warstw z probówki %2 do probówki %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tube %1 complete.</source>
        <translation>Probówka %1 ukończona.</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n moves!</source>
        <translation>
            <numerusform>Rozwiązano w %n ruchu!</numerusform>
            <numerusform>Rozwiązano w %n ruchach!</numerusform>
            <numerusform>Rozwiązano w %n ruchach!</numerusform>
        </translation>
    </message>
    <message>
        <source>tube %1 is full</source>
        <translation>probówka %1 jest pełna</translation>
    </message>
    <message>
        <source>the top colours differ</source>
        <translation>górne kolory się różnią</translation>
    </message>
    <message>
        <source>Not a move: %1.</source>
        <translation>To nie ruch: %1.</translation>
    </message>
    <message>
        <source>Selection cancelled.</source>
        <translation>Anulowano wybór.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nie ma czego cofnąć.</translation>
    </message>
    <message numerus="yes">
        <source>Undone. %n moves.</source>
        <translation>
            <numerusform>Cofnięto. %n ruch.</numerusform>
            <numerusform>Cofnięto. %n ruchy.</numerusform>
            <numerusform>Cofnięto. %n ruchów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restarted. Moves back to 0.</source>
        <translation>Od nowa. Liczba ruchów: 0.</translation>
    </message>
    <message>
        <source>Hint: pour tube %1 into tube %2.</source>
        <translation>Podpowiedź: przelej z probówki %1 do probówki %2.</translation>
    </message>
    <message>
        <source>No move found to progress. Undo or restart.</source>
        <translation>Nie znaleziono ruchu, który pozwala iść dalej. Cofnij lub zacznij od nowa.</translation>
    </message>
    <message numerus="yes">
        <source>%n moves.</source>
        <translation>
            <numerusform>%n ruch.</numerusform>
            <numerusform>%n ruchy.</numerusform>
            <numerusform>%n ruchów.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TubesLevelsScreen</name>
    <message>
        <source>Tubes · Levels</source>
        <translation>Probówki · Poziomy</translation>
    </message>
    <message>
        <source>Level %1 is locked. Solve level %2 first.</source>
        <translation>Poziom %1 jest zablokowany. Najpierw rozwiąż poziom %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n levels unlocked. Levels unlock in order; solved levels can be replayed.</source>
        <translation>
            <numerusform>Odblokowano %n poziom. Poziomy odblokowują się po kolei; rozwiązane można powtarzać.</numerusform>
            <numerusform>Odblokowano %n poziomy. Poziomy odblokowują się po kolei; rozwiązane można powtarzać.</numerusform>
            <numerusform>Odblokowano %n poziomów. Poziomy odblokowują się po kolei; rozwiązane można powtarzać.</numerusform>
        </translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Poziomy</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>new</source>
        <translation>nowy</translation>
    </message>
</context>
<context>
    <name>TubesLists</name>
    <message numerus="yes">
        <source>%n colours</source>
        <translation>
            <numerusform>%n kolor</numerusform>
            <numerusform>%n kolory</numerusform>
            <numerusform>%n kolorów</numerusform>
        </translation>
    </message>
    <message>
        <source>levels %1–%2</source>
        <translation>poziomy %1–%2</translation>
    </message>
    <message>
        <source>Level %1, locked</source>
        <translation>Poziom %1, zablokowany</translation>
    </message>
    <message numerus="yes">
        <source>Level %1, %n colours, not yet solved</source>
        <translation>
            <numerusform>Poziom %1, %n kolor, nierozwiązany</numerusform>
            <numerusform>Poziom %1, %n kolory, nierozwiązany</numerusform>
            <numerusform>Poziom %1, %n kolorów, nierozwiązany</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Level %1, solved, best %n moves</source>
        <translation>
            <numerusform>Poziom %1, rozwiązany, rekord: %n ruch</numerusform>
            <numerusform>Poziom %1, rozwiązany, rekord: %n ruchy</numerusform>
            <numerusform>Poziom %1, rozwiązany, rekord: %n ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, completed in %n moves</source>
        <translation>
            <numerusform>%1, ukończono w %n ruchu</numerusform>
            <numerusform>%1, ukończono w %n ruchach</numerusform>
            <numerusform>%1, ukończono w %n ruchach</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, not played</source>
        <translation>%1, nierozegrane</translation>
    </message>
</context>
<context>
    <name>TubesPlayScreen</name>
    <message>
        <source>Preparing a proven board…</source>
        <translation>Przygotowuję planszę z rozwiązaniem…</translation>
    </message>
    <message>
        <source>Pour until every tube holds one colour.</source>
        <translation>Przelewaj, aż w każdej probówce będzie jeden kolor.</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moves</source>
        <comment>label under the move counter</comment>
        <translation>
            <numerusform>ruch</numerusform>
            <numerusform>ruchy</numerusform>
            <numerusform>ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>Tubes, read bottom to top</source>
        <translation>Probówki, odczyt od dołu do góry</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Od nowa</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Read board</source>
        <translation>Czytaj</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Rozwiązano!</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Czas</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Użyte podpowiedzi</translation>
    </message>
    <message>
        <source>Best for this board</source>
        <translation>Rekord tej planszy</translation>
    </message>
    <message>
        <source>Shortest solution</source>
        <translation>Najkrótsze rozwiązanie</translation>
    </message>
    <message>
        <source>being worked out…</source>
        <translation>obliczanie…</translation>
    </message>
    <message>
        <source>New best for this level</source>
        <translation>Nowy rekord poziomu</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jeszcze raz</translation>
    </message>
    <message>
        <source>Daily list</source>
        <translation>Lista wyzwań</translation>
    </message>
    <message>
        <source>Level list</source>
        <translation>Poziomy</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Dalej</translation>
    </message>
</context>
</TS>
