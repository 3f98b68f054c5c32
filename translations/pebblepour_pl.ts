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
        <source>Bowls: sow stones round a ring of twelve bowls; three of a colour clear, and volcanoes start chains. 100 puzzles, each proven solvable within its moves, an Endless mode and a Daily.</source>
        <translation>Miseczki: rozkładaj kamienie po okręgu dwunastu miseczek; trzy jednego koloru znikają, a wulkany zaczynają łańcuchy. 100 łamigłówek, każda z dowodem rozwiązania w limicie ruchów, tryb Bez końca i Wyzwanie dnia.</translation>
    </message>
    <message>
        <source>Made to be played with a mouse, with the keyboard alone, or with a screen reader: every tube is read bottom to top, and every move is announced.</source>
        <translation>Stworzone do gry myszą, samą klawiaturą lub z czytnikiem ekranu: każda probówka jest odczytywana od dołu do góry, a każdy ruch ogłaszany.</translation>
    </message>
    <message>
        <source>Your progress is stored only on this device.</source>
        <translation>Twoje postępy są zapisywane tylko na tym urządzeniu.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later: you may share and change it under its terms. It comes with no warranty.</source>
        <translation>Wolne oprogramowanie na licencji GNU General Public License w wersji 3 lub nowszej: możesz je udostępniać i zmieniać zgodnie z jej warunkami. Nie jest objęte żadną gwarancją.</translation>
    </message>
</context>
<context>
    <name>Achievements</name>
    <message>
        <source>First solve</source>
        <translation>Pierwsze rozwiązanie</translation>
    </message>
    <message>
        <source>Solve any Bowls puzzle.</source>
        <translation>Rozwiąż dowolną łamigłówkę Miseczek.</translation>
    </message>
    <message>
        <source>Shortest way</source>
        <translation>Najkrótsza droga</translation>
    </message>
    <message>
        <source>Solve a puzzle in its shortest number of moves, without a hint.</source>
        <translation>Rozwiąż łamigłówkę w najmniejszej liczbie ruchów, bez podpowiedzi.</translation>
    </message>
    <message>
        <source>Chapter done</source>
        <translation>Rozdział ukończony</translation>
    </message>
    <message>
        <source>Solve all ten puzzles of one chapter.</source>
        <translation>Rozwiąż wszystkie dziesięć łamigłówek jednego rozdziału.</translation>
    </message>
    <message>
        <source>Four at once</source>
        <translation>Cztery naraz</translation>
    </message>
    <message>
        <source>Make a ×4 combo: groups in four bowls with one move.</source>
        <translation>Zrób kombos ×4: grupy w czterech miseczkach jednym ruchem.</translation>
    </message>
    <message>
        <source>Perfect Clear</source>
        <translation>Perfect Clear</translation>
    </message>
    <message>
        <source>Empty the whole board with one move.</source>
        <translation>Opróżnij całą planszę jednym ruchem.</translation>
    </message>
    <message>
        <source>Helpful volcano</source>
        <translation>Pomocny wulkan</translation>
    </message>
    <message>
        <source>Let an eruption complete a colour group.</source>
        <translation>Niech wybuch wulkanu dopełni grupę jednego koloru.</translation>
    </message>
    <message>
        <source>Endless 500</source>
        <translation>Bez końca 500</translation>
    </message>
    <message>
        <source>Score 500 points in one valid Endless attempt.</source>
        <translation>Zdobądź 500 punktów w jednej ważnej próbie Bez końca.</translation>
    </message>
    <message>
        <source>Endless 2000</source>
        <translation>Bez końca 2000</translation>
    </message>
    <message>
        <source>Score 2000 points in one valid Endless attempt.</source>
        <translation>Zdobądź 2000 punktów w jednej ważnej próbie Bez końca.</translation>
    </message>
    <message>
        <source>Long game</source>
        <translation>Długa gra</translation>
    </message>
    <message>
        <source>Play 50 moves in one valid Endless attempt.</source>
        <translation>Wykonaj 50 ruchów w jednej ważnej próbie Bez końca.</translation>
    </message>
    <message>
        <source>First Bowls daily</source>
        <translation>Pierwsze wyzwanie dnia w Miseczkach</translation>
    </message>
    <message>
        <source>Finish a Bowls Daily challenge without undo.</source>
        <translation>Ukończ wyzwanie dnia w Miseczkach bez cofania.</translation>
    </message>
    <message>
        <source>First pour</source>
        <translation>Pierwsze przelanie</translation>
    </message>
    <message>
        <source>Clear any Tubes level.</source>
        <translation>Ukończ dowolny poziom Probówek.</translation>
    </message>
    <message>
        <source>On your own</source>
        <translation>Samodzielnie</translation>
    </message>
    <message>
        <source>Clear every level of one Tubes band without a hint.</source>
        <translation>Ukończ każdy poziom jednego przedziału Probówek bez podpowiedzi.</translation>
    </message>
    <message>
        <source>Halfway</source>
        <translation>Półmetek</translation>
    </message>
    <message>
        <source>Clear 50 Tubes levels.</source>
        <translation>Ukończ 50 poziomów Probówek.</translation>
    </message>
    <message>
        <source>All one hundred</source>
        <translation>Wszystkie sto</translation>
    </message>
    <message>
        <source>Clear all 100 Tubes levels.</source>
        <translation>Ukończ wszystkie 100 poziomów Probówek.</translation>
    </message>
    <message>
        <source>First Tubes daily</source>
        <translation>Pierwsze wyzwanie dnia w Probówkach</translation>
    </message>
    <message>
        <source>Clear a Tubes daily board.</source>
        <translation>Rozwiąż planszę wyzwania dnia w Probówkach.</translation>
    </message>
    <message>
        <source>Daily, unaided</source>
        <translation>Wyzwanie dnia bez pomocy</translation>
    </message>
    <message>
        <source>Clear a Tubes daily board without a hint.</source>
        <translation>Rozwiąż planszę wyzwania dnia w Probówkach bez podpowiedzi.</translation>
    </message>
    <message>
        <source>Ten days</source>
        <translation>Dziesięć dni</translation>
    </message>
    <message>
        <source>Complete the daily on ten days, Bowls and Tubes together.</source>
        <translation>Ukończ wyzwanie dnia w dziesięciu dniach, Miseczki i Probówki razem.</translation>
    </message>
    <message>
        <source>Achievement earned: %1.</source>
        <translation>Osiągnięcie zdobyte: %1.</translation>
    </message>
    <message>
        <source>Achievement earned: %1. New theme unlocked: %2.</source>
        <translation>Osiągnięcie zdobyte: %1. Odblokowano nowy motyw: %2.</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Prosty</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Ogród</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>Piasek</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>Ocean</translation>
    </message>
    <message>
        <source>Runes</source>
        <translation>Runy</translation>
    </message>
    <message>
        <source>Neon</source>
        <translation>Neon</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Kosmos</translation>
    </message>
    <message>
        <source>Earned %1</source>
        <translation>Zdobyte %1</translation>
    </message>
    <message>
        <source>Unlocked the %1 theme.</source>
        <translation>Odblokowało motyw %1.</translation>
    </message>
    <message>
        <source>%1, earned %2</source>
        <translation>%1, zdobyte %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Do zdobycia</translation>
    </message>
    <message>
        <source>The next one you earn unlocks the %1 theme.</source>
        <translation>Następne zdobyte osiągnięcie odblokuje motyw %1.</translation>
    </message>
    <message>
        <source>%1, open</source>
        <translation>%1, do zdobycia</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 earned</source>
        <translation>
            <numerusform>Zdobyte: %Ln z %1</numerusform>
            <numerusform>Zdobyte: %Ln z %1</numerusform>
            <numerusform>Zdobyte: %Ln z %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>Sound on</source>
        <translation>Dźwięk włączony</translation>
    </message>
    <message>
        <source>Sound off</source>
        <translation>Dźwięk wyłączony</translation>
    </message>
    <message>
        <source>Board size %1 %, the largest</source>
        <translation>Rozmiar planszy: %1 %, największy</translation>
    </message>
    <message>
        <source>Board size %1 %, the smallest</source>
        <translation>Rozmiar planszy: %1 %, najmniejszy</translation>
    </message>
    <message>
        <source>Board size %1 %</source>
        <translation>Rozmiar planszy: %1 %</translation>
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
        <source>Some of your saved records were damaged, so they were set aside (they are kept in %1); the rest of your progress is as you left it.</source>
        <translation>Część zapisanych wyników była uszkodzona, więc odłożono je na bok (są zachowane w %1); reszta postępów pozostała bez zmian.</translation>
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
        <translation>Poziomy rozwiązane bez podpowiedzi</translation>
    </message>
    <message>
        <source>Daily boards completed</source>
        <translation>Ukończone wyzwania dnia</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ruch</numerusform>
            <numerusform>%Ln ruchy</numerusform>
            <numerusform>%Ln ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>Bowls</source>
        <translation>Miseczki</translation>
    </message>
    <message>
        <source>Puzzles solved</source>
        <translation>Rozwiązane łamigłówki</translation>
    </message>
    <message>
        <source>Puzzle points (sum of bests)</source>
        <translation>Punkty z łamigłówek (suma najlepszych)</translation>
    </message>
    <message>
        <source>Best valid Endless score</source>
        <translation>Najlepszy prawidłowy wynik w trybie Bez końca</translation>
    </message>
    <message>
        <source>Endless attempts (practice)</source>
        <translation>Podejścia w trybie Bez końca (treningowe)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Daily attempts</source>
        <translation>Podejścia do wyzwania dziennego</translation>
    </message>
    <message numerus="yes">
        <source>best %Ln points</source>
        <translation>
            <numerusform>najlepiej %Ln punkt</numerusform>
            <numerusform>najlepiej %Ln punkty</numerusform>
            <numerusform>najlepiej %Ln punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>Your progress could not be saved: the disk is full. Free some space.</source>
        <translation>Nie udało się zapisać postępów: dysk jest pełny. Zwolnij trochę miejsca.</translation>
    </message>
    <message>
        <source>Your progress could not be saved: the profile folder is read-only.</source>
        <translation>Nie udało się zapisać postępów: folder profilu jest tylko do odczytu.</translation>
    </message>
    <message>
        <source>Your progress could not be saved: another copy of the game is busy with it.</source>
        <translation>Nie udało się zapisać postępów: korzysta z nich inna kopia gry.</translation>
    </message>
    <message>
        <source>Your progress could not be saved: the profile file is damaged.</source>
        <translation>Nie udało się zapisać postępów: plik profilu jest uszkodzony.</translation>
    </message>
    <message>
        <source>Your progress could not be saved: the disk reported an error.</source>
        <translation>Nie udało się zapisać postępów: dysk zgłosił błąd.</translation>
    </message>
    <message>
        <source>Your progress could not be saved or read.</source>
        <translation>Nie udało się zapisać ani odczytać postępów.</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the profile file %1 is read-only.</source>
        <translation>Nic z twojej gry nie zostanie zapisane: plik profilu %1 jest tylko do odczytu.</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the profile folder %1 is read-only.</source>
        <translation>Nic z twojej gry nie zostanie zapisane: folder profilu %1 jest tylko do odczytu.</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the file system that holds %1 is read-only.</source>
        <translation>Nic z twojej gry nie zostanie zapisane: system plików, na którym jest %1, jest tylko do odczytu.</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: %1 is not a file, and the profile needs to write a file there.</source>
        <translation>Nic z twojej gry nie zostanie zapisane: %1 nie jest plikiem, a profil musi tam zapisać plik.</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the profile folder %1 cannot be reached.</source>
        <translation>Nic z twojej gry nie zostanie zapisane: nie można dostać się do folderu profilu %1.</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the profile file %1 cannot be written.</source>
        <translation>Nic z twojej gry nie zostanie zapisane: nie można zapisać pliku profilu %1.</translation>
    </message>
    <message>
        <source>Your result is saved now.</source>
        <translation>Twój wynik jest już zapisany.</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Every %1 unit is in a tube already.</source>
        <translation>Każda porcja koloru %1 jest już w probówce.</translation>
    </message>
    <message>
        <source>Tube %1 is full.</source>
        <translation>Probówka %1 jest pełna.</translation>
    </message>
    <message>
        <source>Tube %1 is empty.</source>
        <translation>Probówka %1 jest pusta.</translation>
    </message>
    <message>
        <source>Bowl %1 is full: a bowl holds 7 stones.</source>
        <translation>Miseczka %1 jest pełna: miseczka mieści 7 kamieni.</translation>
    </message>
    <message>
        <source>Bowl %1 is empty.</source>
        <translation>Miseczka %1 jest pusta.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ruch</numerusform>
            <numerusform>%Ln ruchy</numerusform>
            <numerusform>%Ln ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Colours: %Ln</source>
        <translation>
            <numerusform>Kolory: %Ln</numerusform>
            <numerusform>Kolory: %Ln</numerusform>
            <numerusform>Kolory: %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>Cel: %1</translation>
    </message>
    <message>
        <source>Goal colour: %1</source>
        <translation>Kolor celu: %1</translation>
    </message>
    <message numerus="yes">
        <source>Goal amount: %Ln</source>
        <translation>
            <numerusform>Liczba w celu: %Ln</numerusform>
            <numerusform>Liczba w celu: %Ln</numerusform>
            <numerusform>Liczba w celu: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move limit: %Ln moves</source>
        <translation>
            <numerusform>Limit ruchów: %Ln ruch</numerusform>
            <numerusform>Limit ruchów: %Ln ruchy</numerusform>
            <numerusform>Limit ruchów: %Ln ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>Cleared: every tube is empty.</source>
        <translation>Wyczyszczono: wszystkie probówki są puste.</translation>
    </message>
    <message>
        <source>Cleared: every bowl is empty.</source>
        <translation>Wyczyszczono: wszystkie miseczki są puste.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln units still to pour: each colour needs 4.</source>
        <translation>
            <numerusform>Do przelania została %Ln porcja: każdy kolor potrzebuje 4.</numerusform>
            <numerusform>Do przelania zostały %Ln porcje: każdy kolor potrzebuje 4.</numerusform>
            <numerusform>Do przelania zostało %Ln porcji: każdy kolor potrzebuje 4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tube holds one colour already: mix them to make a puzzle.</source>
        <translation>Każda probówka ma już jeden kolor: wymieszaj je, aby powstała łamigłówka.</translation>
    </message>
    <message>
        <source>Put stones in the bowls, then prove the goal.</source>
        <translation>Włóż kamienie do miseczek, a potem sprawdź cel.</translation>
    </message>
    <message>
        <source>Not proven yet: Prove asks the solver whether the goal can be reached.</source>
        <translation>Jeszcze nie sprawdzono: Sprawdź pyta solver, czy cel da się osiągnąć.</translation>
    </message>
    <message>
        <source>Proving the board…</source>
        <translation>Sprawdzanie planszy…</translation>
    </message>
    <message numerus="yes">
        <source>Solvable: the shortest solution is %Ln moves.</source>
        <translation>
            <numerusform>Da się rozwiązać: najkrótsze rozwiązanie ma %Ln ruch.</numerusform>
            <numerusform>Da się rozwiązać: najkrótsze rozwiązanie ma %Ln ruchy.</numerusform>
            <numerusform>Da się rozwiązać: najkrótsze rozwiązanie ma %Ln ruchów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solvable.</source>
        <translation>Da się rozwiązać.</translation>
    </message>
    <message numerus="yes">
        <source>Proven: the goal can be reached in %Ln moves.</source>
        <translation>
            <numerusform>Sprawdzono: cel da się osiągnąć w %Ln ruchu.</numerusform>
            <numerusform>Sprawdzono: cel da się osiągnąć w %Ln ruchach.</numerusform>
            <numerusform>Sprawdzono: cel da się osiągnąć w %Ln ruchach.</numerusform>
        </translation>
    </message>
    <message>
        <source>This board cannot be solved.</source>
        <translation>Tej planszy nie da się rozwiązać.</translation>
    </message>
    <message>
        <source>The goal cannot be reached within the move limit.</source>
        <translation>Celu nie da się osiągnąć w limicie ruchów.</translation>
    </message>
    <message>
        <source>The solver could not finish proving this board.</source>
        <translation>Solver nie zdążył sprawdzić tej planszy.</translation>
    </message>
    <message>
        <source>Saved to My boards.</source>
        <translation>Zapisano w Moich planszach.</translation>
    </message>
    <message numerus="yes">
        <source>Tubes board of %Ln colours</source>
        <translation>
            <numerusform>Plansza probówek, %Ln kolor</numerusform>
            <numerusform>Plansza probówek, %Ln kolory</numerusform>
            <numerusform>Plansza probówek, %Ln kolorów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowls board: %1 in %Ln moves</source>
        <translation>
            <numerusform>Plansza miseczek: %1 w %Ln ruchu</numerusform>
            <numerusform>Plansza miseczek: %1 w %Ln ruchach</numerusform>
            <numerusform>Plansza miseczek: %1 w %Ln ruchach</numerusform>
        </translation>
    </message>
    <message>
        <source>Not solved yet</source>
        <translation>Jeszcze nierozwiązana</translation>
    </message>
    <message numerus="yes">
        <source>Best: %Ln moves</source>
        <translation>
            <numerusform>Rekord: %Ln ruch</numerusform>
            <numerusform>Rekord: %Ln ruchy</numerusform>
            <numerusform>Rekord: %Ln ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed from My boards.</source>
        <translation>Usunięto z Moich plansz.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln left to pour</source>
        <translation>
            <numerusform>%1: do przelania %Ln</numerusform>
            <numerusform>%1: do przelania %Ln</numerusform>
            <numerusform>%1: do przelania %Ln</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardEditorScreen</name>
    <message>
        <source>Tubes board editor</source>
        <translation>Edytor planszy probówek</translation>
    </message>
    <message>
        <source>Bowls board editor</source>
        <translation>Edytor planszy miseczek</translation>
    </message>
    <message>
        <source>Arrows choose a tube; number keys pour in a colour; Backspace takes the top unit out.</source>
        <translation>Strzałki wybierają probówkę; klawisze cyfr wlewają kolor; Backspace wyjmuje górną porcję.</translation>
    </message>
    <message>
        <source>Arrows choose a bowl; R, Y, G, B, P, * and # (or 1 to 7) put in a stone; Backspace takes the last one out; Enter changes the modifier.</source>
        <translation>Strzałki wybierają miseczkę; R, Y, G, B, P, * i # (lub 1 do 7) wkładają kamień; Backspace wyjmuje ostatni; Enter zmienia modyfikator.</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Kolory</translation>
    </message>
    <message>
        <source>Tubes, read bottom to top</source>
        <translation>Probówki, odczyt od dołu do góry</translation>
    </message>
    <message>
        <source>Bowls, stones oldest first</source>
        <translation>Miseczki, kamienie od najstarszego</translation>
    </message>
    <message>
        <source>move limit</source>
        <translation>limit ruchów</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Kolor</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Liczba</translation>
    </message>
    <message>
        <source>Move limit</source>
        <translation>Limit ruchów</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <comment>the keyboard shortcut of a button</comment>
        <translation>Klawisz: %1</translation>
    </message>
    <message>
        <source>Proving…</source>
        <translation>Sprawdzanie…</translation>
    </message>
    <message>
        <source>Prove</source>
        <translation>Sprawdź</translation>
    </message>
    <message>
        <source>Ask the solver whether the goal can be reached within the move limit</source>
        <translation>Zapytaj solver, czy cel da się osiągnąć w limicie ruchów</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Graj</translation>
    </message>
    <message>
        <source>Save to My boards</source>
        <translation>Zapisz w Moich planszach</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>Kopiuj identyfikator</translation>
    </message>
    <message>
        <source>Empty all</source>
        <translation>Opróżnij wszystko</translation>
    </message>
</context>
<context>
    <name>BoardEntry</name>
    <message>
        <source>A level is a number from 1 to 100, as in tubes:level:37.</source>
        <translation>Poziom to liczba od 1 do 100, jak w tubes:level:37.</translation>
    </message>
    <message>
        <source>A puzzle is a number from 1 to 100, as in bowls:puzzle:12.</source>
        <translation>Łamigłówka to liczba od 1 do 100, jak w bowls:puzzle:12.</translation>
    </message>
    <message>
        <source>A date is written year-month-day, as in tubes:daily:2026-12-01.</source>
        <translation>Datę zapisuje się jako rok-miesiąc-dzień, jak w tubes:daily:2026-12-01.</translation>
    </message>
    <message>
        <source>These tubes do not make a board: each colour needs exactly 4 units, and there are 2 more tubes than colours, as in tubes:abca,bcab,cabc,-,-.</source>
        <translation>Te probówki nie tworzą planszy: każdy kolor potrzebuje dokładnie 4 porcji, a probówek jest o 2 więcej niż kolorów, jak w tubes:abca,bcab,cabc,-,-.</translation>
    </message>
    <message>
        <source>A Bowls board is its 12 bowls, its goal and its move limit, separated by colons.</source>
        <translation>Plansza Miseczek to jej 12 miseczek, cel i limit ruchów, oddzielone dwukropkami.</translation>
    </message>
    <message>
        <source>A ring has 12 bowls, separated by commas.</source>
        <translation>Okrąg ma 12 miseczek oddzielonych przecinkami.</translation>
    </message>
    <message>
        <source>A bowl is written with its stones, oldest first (r, y, g, b, p, * for a wildcard, # for a blocker), or . when empty, then @F, @R or @V for a frozen, reverse or volcano bowl.</source>
        <translation>Miseczkę zapisuje się jej kamieniami, od najstarszego (r, y, g, b, p, * to joker, # to blokada), albo . gdy jest pusta, a potem @F, @R lub @V dla miseczki zamarzniętej, z odwróceniem lub z wulkanem.</translation>
    </message>
    <message>
        <source>The goal is one of clear_colour-g, collect-b-3, score-30, combo-2, at_most-3 or clear_board.</source>
        <translation>Cel to jeden z: clear_colour-g, collect-b-3, score-30, combo-2, at_most-3 lub clear_board.</translation>
    </message>
    <message>
        <source>The move limit is a number from 1 to 30.</source>
        <translation>Limit ruchów to liczba od 1 do 30.</translation>
    </message>
    <message>
        <source>This ID holds “%1” (%2), a character no board ID has.</source>
        <translation>Ten identyfikator zawiera „%1” (%2), znak, którego nie ma żaden identyfikator planszy.</translation>
    </message>
    <message>
        <source>A board ID is at most %1 characters long.</source>
        <translation>Identyfikator planszy ma najwyżej %1 znaków.</translation>
    </message>
    <message>
        <source>A board ID starts with tubes: or bowls:, as in tubes:level:37.</source>
        <translation>Identyfikator planszy zaczyna się od tubes: albo bowls:, jak w tubes:level:37.</translation>
    </message>
    <message numerus="yes">
        <source>Not pasted: the text is %Ln characters long, and a board ID is at most %1.</source>
        <translation>
            <numerusform>Nie wklejono: tekst ma %Ln znak, a identyfikator planszy ma najwyżej %1 znaków.</numerusform>
            <numerusform>Nie wklejono: tekst ma %Ln znaki, a identyfikator planszy ma najwyżej %1 znaków.</numerusform>
            <numerusform>Nie wklejono: tekst ma %Ln znaków, a identyfikator planszy ma najwyżej %1 znaków.</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1 is locked. Solve level %2 first.</source>
        <translation>Poziom %1 jest zablokowany. Najpierw rozwiąż poziom %2.</translation>
    </message>
    <message>
        <source>Proving the board…</source>
        <translation>Sprawdzanie planszy…</translation>
    </message>
    <message>
        <source>This board cannot be solved: the solver proved it, so it is not started.</source>
        <translation>Tej planszy nie da się rozwiązać: solver to udowodnił, więc gra się nie zaczyna.</translation>
    </message>
    <message>
        <source>The solver could not finish proving this board. You may play it without a promise that it can be solved.</source>
        <translation>Solver nie zdążył sprawdzić tej planszy. Możesz w nią zagrać bez gwarancji, że da się ją rozwiązać.</translation>
    </message>
</context>
<context>
    <name>BoardIdChip</name>
    <message>
        <source>Board ID: %1</source>
        <translation>Identyfikator planszy: %1</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>Kopiuj identyfikator</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <comment>the keyboard shortcut of a button</comment>
        <translation>Klawisz: %1</translation>
    </message>
</context>
<context>
    <name>BowlsGame</name>
    <message>
        <source>hint: sow this bowl</source>
        <translation>podpowiedź: rozłóż tę miseczkę</translation>
    </message>
    <message>
        <source>Bowls Daily %1</source>
        <translation>Miseczki, wyzwanie dnia %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln moves</source>
        <translation>
            <numerusform>%1 w %Ln ruchu</numerusform>
            <numerusform>%1 w %Ln ruchach</numerusform>
            <numerusform>%1 w %Ln ruchach</numerusform>
        </translation>
    </message>
    <message>
        <source>practice</source>
        <translation>trening</translation>
    </message>
    <message>
        <source>Bowls board</source>
        <translation>Miseczki, plansza</translation>
    </message>
    <message>
        <source>Bowls puzzle %1</source>
        <translation>Miseczki, łamigłówka %1</translation>
    </message>
    <message>
        <source>Custom board</source>
        <translation>Własna plansza</translation>
    </message>
    <message>
        <source>Puzzle %1</source>
        <translation>Łamigłówka %1</translation>
    </message>
    <message>
        <source>Endless</source>
        <translation>Bez końca</translation>
    </message>
    <message>
        <source>Chapter %1</source>
        <translation>Rozdział %1</translation>
    </message>
    <message>
        <source>A board played by its ID</source>
        <translation>Plansza zagrana z identyfikatora</translation>
    </message>
    <message numerus="yes">
        <source>UTC date · the same board for everyone · %Ln moves</source>
        <translation>
            <numerusform>Data UTC · ta sama plansza dla wszystkich · %Ln ruch</numerusform>
            <numerusform>Data UTC · ta sama plansza dla wszystkich · %Ln ruchy</numerusform>
            <numerusform>Data UTC · ta sama plansza dla wszystkich · %Ln ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>Score until a bowl overflows. Two new stones after every move.</source>
        <translation>Zdobywaj punkty, aż miseczka się przepełni. Po każdym ruchu dwa nowe kamienie.</translation>
    </message>
    <message>
        <source>Score as much as you can</source>
        <translation>Zdobądź jak najwięcej punktów</translation>
    </message>
    <message>
        <source>No bowl selected. Choose a bowl with Space.</source>
        <translation>Nie wybrano miseczki. Wybierz ją Spacją.</translation>
    </message>
    <message numerus="yes">
        <source>Selected bowl %1, %Ln stones in queue order</source>
        <translation>
            <numerusform>Wybrana miseczka %1, %Ln kamień w kolejności</numerusform>
            <numerusform>Wybrana miseczka %1, %Ln kamienie w kolejności</numerusform>
            <numerusform>Wybrana miseczka %1, %Ln kamieni w kolejności</numerusform>
        </translation>
    </message>
    <message>
        <source>Combo %1 ×%2</source>
        <translation>Kombos %1 ×%2</translation>
    </message>
    <message>
        <source>Eruption from bowl %1</source>
        <translation>Wybuch z miseczki %1</translation>
    </message>
    <message>
        <source>Sowing from bowl %1</source>
        <translation>Rozkładanie z miseczki %1</translation>
    </message>
    <message numerus="yes">
        <source>Best: %Ln moves</source>
        <translation>
            <numerusform>Rekord: %Ln ruch</numerusform>
            <numerusform>Rekord: %Ln ruchy</numerusform>
            <numerusform>Rekord: %Ln ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln punkt</numerusform>
            <numerusform>%Ln punkty</numerusform>
            <numerusform>%Ln punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily: %1</source>
        <translation>Wyzwanie dnia: %1</translation>
    </message>
    <message numerus="yes">
        <source>Score as much as you can in %Ln moves</source>
        <translation>
            <numerusform>Zdobądź jak najwięcej punktów w %Ln ruchu</numerusform>
            <numerusform>Zdobądź jak najwięcej punktów w %Ln ruchach</numerusform>
            <numerusform>Zdobądź jak najwięcej punktów w %Ln ruchach</numerusform>
        </translation>
    </message>
    <message>
        <source>No valid record yet</source>
        <translation>Brak prawidłowego rekordu</translation>
    </message>
    <message>
        <source>Best valid score: %1</source>
        <translation>Najlepszy prawidłowy wynik: %1</translation>
    </message>
    <message>
        <source>Stones and special bowls</source>
        <translation>Kamienie i specjalne miseczki</translation>
    </message>
    <message>
        <source>Left and Right move round the ring, Space selects, Enter sows, B reads the ring.</source>
        <translation>Strzałki w lewo i w prawo chodzą po okręgu, Spacja wybiera, Enter rozkłada, B odczytuje okrąg.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves left.</source>
        <translation>
            <numerusform>Został %Ln ruch.</numerusform>
            <numerusform>Zostały %Ln ruchy.</numerusform>
            <numerusform>Zostało %Ln ruchów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1.</source>
        <translation>Wynik: %1.</translation>
    </message>
    <message>
        <source>Practice: no record.</source>
        <translation>Trening: bez rekordu.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Gra skończona.</translation>
    </message>
    <message>
        <source>Bowl %1 is empty: choose another.</source>
        <translation>Miseczka %1 jest pusta: wybierz inną.</translation>
    </message>
    <message>
        <source>Bowl %1 is frozen: it cannot be chosen.</source>
        <translation>Miseczka %1 jest zamarznięta: nie można jej wybrać.</translation>
    </message>
    <message>
        <source>There is no bowl %1.</source>
        <translation>Nie ma miseczki %1.</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>przeciwnie do ruchu wskazówek zegara</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>zgodnie z ruchem wskazówek zegara</translation>
    </message>
    <message>
        <source>Selected bowl %1: %2. Enter sows %3.</source>
        <translation>Wybrano miseczkę %1: %2. Enter rozkłada %3.</translation>
    </message>
    <message>
        <source>Select a bowl first with Space.</source>
        <translation>Najpierw wybierz miseczkę Spacją.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Nie ma czego cofnąć.</translation>
    </message>
    <message>
        <source>This attempt is now practice: it cannot set a record.</source>
        <translation>Ta próba jest teraz treningiem: nie ustanowi rekordu.</translation>
    </message>
    <message>
        <source>Restarted. Moves back to 0.</source>
        <translation>Od nowa. Liczba ruchów: 0.</translation>
    </message>
    <message>
        <source>Paused. Continue from the home screen.</source>
        <translation>Pauza. Kontynuuj z ekranu głównego.</translation>
    </message>
    <message>
        <source>Hints are only for puzzles: Endless and Daily have no proven solution.</source>
        <translation>Podpowiedzi są tylko w łamigłówkach: Bez końca i wyzwanie dnia nie mają udowodnionego rozwiązania.</translation>
    </message>
    <message>
        <source>Hint: sow bowl %1.</source>
        <translation>Podpowiedź: rozłóż miseczkę %1.</translation>
    </message>
    <message numerus="yes">
        <source>No solution within the %Ln moves left. Undo or restart.</source>
        <translation>
            <numerusform>Brak rozwiązania w pozostałym %Ln ruchu. Cofnij lub zacznij od nowa.</numerusform>
            <numerusform>Brak rozwiązania w pozostałych %Ln ruchach. Cofnij lub zacznij od nowa.</numerusform>
            <numerusform>Brak rozwiązania w pozostałych %Ln ruchach. Cofnij lub zacznij od nowa.</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution found.</source>
        <translation>Nie znaleziono rozwiązania.</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Wynik: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves left</source>
        <translation>
            <numerusform>Został %Ln ruch</numerusform>
            <numerusform>Zostały %Ln ruchy</numerusform>
            <numerusform>Zostało %Ln ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue puzzle %1</source>
        <translation>Wznów łamigłówkę %1</translation>
    </message>
    <message>
        <source>Continue Endless</source>
        <translation>Wznów Bez końca</translation>
    </message>
    <message>
        <source>Continue Daily</source>
        <translation>Wznów wyzwanie</translation>
    </message>
    <message numerus="yes">
        <source>Goal reached! Puzzle solved in %Ln moves.</source>
        <translation>
            <numerusform>Cel osiągnięty! Łamigłówka rozwiązana w %Ln ruchu.</numerusform>
            <numerusform>Cel osiągnięty! Łamigłówka rozwiązana w %Ln ruchach.</numerusform>
            <numerusform>Cel osiągnięty! Łamigłówka rozwiązana w %Ln ruchach.</numerusform>
        </translation>
    </message>
    <message>
        <source>The attempt is over. Score %1.</source>
        <translation>Próba zakończona. Wynik: %1.</translation>
    </message>
    <message>
        <source>Puzzle failed: a bowl overflowed. Undo or restart.</source>
        <translation>Łamigłówka nieudana: miseczka się przepełniła. Cofnij lub zacznij od nowa.</translation>
    </message>
    <message>
        <source>Out of moves: goal not reached. Undo or restart.</source>
        <translation>Koniec ruchów: cel nieosiągnięty. Cofnij lub zacznij od nowa.</translation>
    </message>
    <message>
        <source>No bowl can be played. The attempt is over.</source>
        <translation>Żadnej miseczki nie można wybrać. Próba zakończona.</translation>
    </message>
    <message>
        <source>Attempt ended. Score %1.</source>
        <translation>Zakończono próbę. Wynik: %1.</translation>
    </message>
    <message>
        <source>Overflow: bowl %1 held 8 or more stones.</source>
        <translation>Przepełnienie: w miseczce %1 było 8 lub więcej kamieni.</translation>
    </message>
    <message>
        <source>Overflow: bowls %1 each held 8 or more stones.</source>
        <translation>Przepełnienie: w każdej z miseczek %1 było 8 lub więcej kamieni.</translation>
    </message>
    <message>
        <source>Out of moves before the goal was reached.</source>
        <translation>Ruchy skończyły się przed osiągnięciem celu.</translation>
    </message>
    <message>
        <source>No bowl could be chosen any more.</source>
        <translation>Nie można było już wybrać żadnej miseczki.</translation>
    </message>
    <message>
        <source>You ended the attempt.</source>
        <translation>Zakończono próbę.</translation>
    </message>
    <message>
        <source>Goal reached.</source>
        <translation>Cel osiągnięty.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <source>Puzzle solved!</source>
        <translation>Łamigłówka rozwiązana!</translation>
    </message>
    <message>
        <source>Puzzle failed</source>
        <translation>Łamigłówka nieudana</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ruch</numerusform>
            <numerusform>%Ln ruchy</numerusform>
            <numerusform>%Ln ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>Best for this puzzle</source>
        <translation>Rekord tej łamigłówki</translation>
    </message>
    <message>
        <source>Shortest solution</source>
        <translation>Najkrótsze rozwiązanie</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Użyte podpowiedzi</translation>
    </message>
    <message>
        <source>Endless: attempt over</source>
        <translation>Bez końca: próba zakończona</translation>
    </message>
    <message>
        <source>Daily complete!</source>
        <translation>Wyzwanie dnia ukończone!</translation>
    </message>
    <message>
        <source>Daily: attempt over</source>
        <translation>Wyzwanie dnia: próba zakończona</translation>
    </message>
    <message>
        <source>New best!</source>
        <translation>Nowy rekord!</translation>
    </message>
    <message numerus="yes">
        <source>Preview: %Ln stones to bowl %1</source>
        <translation>
            <numerusform>Prognoza: %Ln kamień do miseczki %1</numerusform>
            <numerusform>Prognoza: %Ln kamienie do miseczki %1</numerusform>
            <numerusform>Prognoza: %Ln kamieni do miseczki %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln grouping bowls</source>
        <translation>
            <numerusform>%Ln miseczka z grupą</numerusform>
            <numerusform>%Ln miseczki z grupą</numerusform>
            <numerusform>%Ln miseczek z grupą</numerusform>
        </translation>
    </message>
    <message>
        <source>eruption in bowl %1</source>
        <translation>wybuch w miseczce %1</translation>
    </message>
    <message>
        <source>overflow in bowl %1!</source>
        <translation>przepełnienie w miseczce %1!</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln points</source>
        <translation>
            <numerusform>+%Ln punkt</numerusform>
            <numerusform>+%Ln punkty</numerusform>
            <numerusform>+%Ln punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>red circle</source>
        <translation>czerwone koło</translation>
    </message>
    <message>
        <source>yellow triangle</source>
        <translation>żółty trójkąt</translation>
    </message>
    <message>
        <source>green diamond</source>
        <translation>zielony romb</translation>
    </message>
    <message>
        <source>blue square</source>
        <translation>niebieski kwadrat</translation>
    </message>
    <message>
        <source>purple star</source>
        <translation>fioletowa gwiazda</translation>
    </message>
    <message>
        <source>wildcard</source>
        <translation>joker</translation>
    </message>
    <message>
        <source>blocker</source>
        <translation>blokada</translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>zamrożenie</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>odwrócenie</translation>
    </message>
    <message>
        <source>volcano</source>
        <translation>wulkan</translation>
    </message>
    <message>
        <source>Bowl %1</source>
        <translation>Miseczka %1</translation>
    </message>
    <message numerus="yes">
        <source>(%Ln moves left)</source>
        <translation>
            <numerusform>(jeszcze %Ln ruch)</numerusform>
            <numerusform>(jeszcze %Ln ruchy)</numerusform>
            <numerusform>(jeszcze %Ln ruchów)</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>pusta</translation>
    </message>
    <message numerus="yes">
        <source>%Ln stones</source>
        <translation>
            <numerusform>%Ln kamień</numerusform>
            <numerusform>%Ln kamienie</numerusform>
            <numerusform>%Ln kamieni</numerusform>
        </translation>
    </message>
    <message>
        <source>(over the limit of 7)</source>
        <translation>(ponad limit 7)</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>wybrana</translation>
    </message>
    <message>
        <source>Clear every %1</source>
        <translation>Usuń każdy kamień: %1</translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln red circles</source>
        <translation>
            <numerusform>Zbierz %Ln czerwone koło</numerusform>
            <numerusform>Zbierz %Ln czerwone koła</numerusform>
            <numerusform>Zbierz %Ln czerwonych kół</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln yellow triangles</source>
        <translation>
            <numerusform>Zbierz %Ln żółty trójkąt</numerusform>
            <numerusform>Zbierz %Ln żółte trójkąty</numerusform>
            <numerusform>Zbierz %Ln żółtych trójkątów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln green diamonds</source>
        <translation>
            <numerusform>Zbierz %Ln zielony romb</numerusform>
            <numerusform>Zbierz %Ln zielone romby</numerusform>
            <numerusform>Zbierz %Ln zielonych rombów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln blue squares</source>
        <translation>
            <numerusform>Zbierz %Ln niebieski kwadrat</numerusform>
            <numerusform>Zbierz %Ln niebieskie kwadraty</numerusform>
            <numerusform>Zbierz %Ln niebieskich kwadratów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln purple stars</source>
        <translation>
            <numerusform>Zbierz %Ln fioletową gwiazdę</numerusform>
            <numerusform>Zbierz %Ln fioletowe gwiazdy</numerusform>
            <numerusform>Zbierz %Ln fioletowych gwiazd</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %Ln points</source>
        <translation>
            <numerusform>Zdobądź %Ln punkt</numerusform>
            <numerusform>Zdobądź %Ln punkty</numerusform>
            <numerusform>Zdobądź %Ln punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make a combo of %Ln bowls in one move</source>
        <translation>
            <numerusform>Zrób kombos na %Ln miseczkę w jednym ruchu</numerusform>
            <numerusform>Zrób kombos na %Ln miseczki w jednym ruchu</numerusform>
            <numerusform>Zrób kombos na %Ln miseczek w jednym ruchu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave at most %Ln stones on the board</source>
        <translation>
            <numerusform>Zostaw na planszy najwyżej %Ln kamień</numerusform>
            <numerusform>Zostaw na planszy najwyżej %Ln kamienie</numerusform>
            <numerusform>Zostaw na planszy najwyżej %Ln kamieni</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear the whole board</source>
        <translation>Oczyść całą planszę</translation>
    </message>
    <message numerus="yes">
        <source>%Ln left on the board</source>
        <translation>
            <numerusform>Na planszy został %Ln</numerusform>
            <numerusform>Na planszy zostały %Ln</numerusform>
            <numerusform>Na planszy zostało %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 collected</source>
        <translation>Zebrano %1 z %2</translation>
    </message>
    <message>
        <source>%1 of %2 points</source>
        <translation>%1 z %2 pkt</translation>
    </message>
    <message>
        <source>Best combo so far: %1 of %2</source>
        <translation>Najlepszy kombos: %1 z %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln stones on the board</source>
        <translation>
            <numerusform>%Ln kamień na planszy</numerusform>
            <numerusform>%Ln kamienie na planszy</numerusform>
            <numerusform>%Ln kamieni na planszy</numerusform>
        </translation>
    </message>
    <message>
        <source>Restart undone</source>
        <translation>Cofnięto rozpoczęcie od nowa</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves played</source>
        <translation>
            <numerusform>wykonano %Ln ruch</numerusform>
            <numerusform>wykonano %Ln ruchy</numerusform>
            <numerusform>wykonano %Ln ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>Move from bowl %1 undone</source>
        <translation>Cofnięto ruch z miseczki %1</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>wynik %1</translation>
    </message>
    <message>
        <source>Overflow in bowl %1!</source>
        <translation>Przepełnienie w miseczce %1!</translation>
    </message>
    <message>
        <source>Overflow in bowls %1!</source>
        <translation>Przepełnienie w miseczkach %1!</translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1: %Ln stones sown to bowl %2.</source>
        <translation>
            <numerusform>Miseczka %1: %Ln kamień rozłożony do miseczki %2.</numerusform>
            <numerusform>Miseczka %1: %Ln kamienie rozłożone do miseczki %2.</numerusform>
            <numerusform>Miseczka %1: %Ln kamieni rozłożonych do miseczki %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1 cleared %Ln stones.</source>
        <translation>
            <numerusform>Miseczka %1: zniknął %Ln kamień.</numerusform>
            <numerusform>Miseczka %1: zniknęły %Ln kamienie.</numerusform>
            <numerusform>Miseczka %1: zniknęło %Ln kamieni.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowls %1 cleared %Ln stones.</source>
        <translation>
            <numerusform>Miseczki %1: zniknął %Ln kamień.</numerusform>
            <numerusform>Miseczki %1: zniknęły %Ln kamienie.</numerusform>
            <numerusform>Miseczki %1: zniknęło %Ln kamieni.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln blockers removed.</source>
        <translation>
            <numerusform>Usunięto %Ln blokadę.</numerusform>
            <numerusform>Usunięto %Ln blokady.</numerusform>
            <numerusform>Usunięto %Ln blokad.</numerusform>
        </translation>
    </message>
    <message>
        <source>The volcano in bowl %1 erupted.</source>
        <translation>Wulkan w miseczce %1 wybuchł.</translation>
    </message>
    <message>
        <source>The volcanoes in bowls %1 erupted.</source>
        <translation>Wulkany w miseczkach %1 wybuchły.</translation>
    </message>
    <message>
        <source>Combo %1, times %2.</source>
        <translation>Kombos %1, razy %2.</translation>
    </message>
    <message>
        <source>Perfect clear!</source>
        <translation>Perfect Clear!</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln points.</source>
        <translation>
            <numerusform>+%Ln punkt.</numerusform>
            <numerusform>+%Ln punkty.</numerusform>
            <numerusform>+%Ln punktów.</numerusform>
        </translation>
    </message>
    <message>
        <source>No group.</source>
        <translation>Brak grupy.</translation>
    </message>
    <message>
        <source>New stones in bowls %1.</source>
        <translation>Nowe kamienie w miseczkach %1.</translation>
    </message>
    <message>
        <source>A wildcard arrived in bowl %1.</source>
        <translation>Joker trafił do miseczki %1.</translation>
    </message>
    <message>
        <source>A blocker arrived in bowl %1.</source>
        <translation>Blokada trafiła do miseczki %1.</translation>
    </message>
    <message numerus="yes">
        <source>The new stones cleared %Ln more.</source>
        <translation>
            <numerusform>Nowe kamienie usunęły jeszcze %Ln.</numerusform>
            <numerusform>Nowe kamienie usunęły jeszcze %Ln.</numerusform>
            <numerusform>Nowe kamienie usunęły jeszcze %Ln.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1 is now %2 for %Ln moves.</source>
        <translation>
            <numerusform>Miseczka %1: %2 na %Ln ruch.</numerusform>
            <numerusform>Miseczka %1: %2 na %Ln ruchy.</numerusform>
            <numerusform>Miseczka %1: %2 na %Ln ruchów.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bowl %1 is no longer %2.</source>
        <translation>Koniec efektu w miseczce %1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln moves played. Final score %1.</source>
        <translation>
            <numerusform>Wykonano %Ln ruch. Wynik końcowy: %1.</numerusform>
            <numerusform>Wykonano wszystkie %Ln ruchy. Wynik końcowy: %1.</numerusform>
            <numerusform>Wykonano wszystkie %Ln ruchów. Wynik końcowy: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln moves played.</source>
        <translation>
            <numerusform>Wykonano %Ln ruch.</numerusform>
            <numerusform>Wykonano wszystkie %Ln ruchy.</numerusform>
            <numerusform>Wykonano wszystkie %Ln ruchów.</numerusform>
        </translation>
    </message>
    <message>
        <source>First solve!</source>
        <translation>Pierwsze rozwiązanie!</translation>
    </message>
    <message>
        <source>First valid score!</source>
        <translation>Pierwszy prawidłowy wynik!</translation>
    </message>
    <message>
        <source>Best for this board</source>
        <translation>Rekord tej planszy</translation>
    </message>
    <message>
        <source>Best valid score</source>
        <translation>Najlepszy prawidłowy wynik</translation>
    </message>
    <message>
        <source>Practice attempt: undo was used, so it sets no record.</source>
        <translation>Próba treningowa: użyto cofania, więc nie ustanowi rekordu.</translation>
    </message>
    <message>
        <source>Not saved yet: it is saved as soon as the disk has room.</source>
        <translation>Jeszcze nie zapisano: zostanie zapisane, gdy tylko na dysku będzie miejsce.</translation>
    </message>
    <message>
        <source>Undo last move</source>
        <translation>Cofnij ruch</translation>
    </message>
    <message>
        <source>Undo (practice)</source>
        <translation>Cofnij (trening)</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jeszcze raz</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Od nowa</translation>
    </message>
    <message>
        <source>New attempt</source>
        <translation>Nowa próba</translation>
    </message>
    <message>
        <source>Replay the daily</source>
        <translation>Zagraj jeszcze raz</translation>
    </message>
    <message>
        <source>Another board</source>
        <translation>Inna plansza</translation>
    </message>
    <message>
        <source>Puzzle list</source>
        <translation>Łamigłówki</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Kopiuj wynik</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Dalej</translation>
    </message>
</context>
<context>
    <name>BowlsHand</name>
    <message>
        <source>Bowl %1:</source>
        <translation>Miseczka %1:</translation>
    </message>
    <message>
        <source>Choose a bowl with Space or a click.</source>
        <translation>Wybierz miseczkę Spacją lub kliknięciem.</translation>
    </message>
    <message>
        <source>Sow</source>
        <translation>Rozłóż</translation>
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
        <translation>Kamienie i specjalne miseczki</translation>
    </message>
</context>
<context>
    <name>BowlsLists</name>
    <message>
        <source>Chapter %1 · puzzles %2–%3 · %4 solved</source>
        <translation>Rozdział %1 · łamigłówki %2–%3 · rozwiązane: %4</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ruch</numerusform>
            <numerusform>%Ln ruchy</numerusform>
            <numerusform>%Ln ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle %1, solved, best %2 and %3</source>
        <translation>Łamigłówka %1, rozwiązana, rekord: %2 i %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln punkt</numerusform>
            <numerusform>%Ln punkty</numerusform>
            <numerusform>%Ln punktów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, played, best %2 in %Ln moves</source>
        <translation>
            <numerusform>%1, zagrane, najlepiej %2 w %Ln ruchu</numerusform>
            <numerusform>%1, zagrane, najlepiej %2 w %Ln ruchach</numerusform>
            <numerusform>%1, zagrane, najlepiej %2 w %Ln ruchach</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle %1, not solved yet</source>
        <translation>Łamigłówka %1, nierozwiązana</translation>
    </message>
</context>
<context>
    <name>BowlsLook</name>
    <message>
        <source>Simple</source>
        <translation>Prosty</translation>
    </message>
    <message>
        <source>Slate bowls with pale rims on a quiet night-blue table; flat stones with a soft shadow.</source>
        <translation>Łupkowe miseczki o jasnych brzegach na spokojnym, granatowym stole; płaskie kamienie z miękkim cieniem.</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Ogród</translation>
    </message>
    <message>
        <source>Terracotta pots on a ring of moss edged with stepping stones, ferns and blossoms around; matte river pebbles.</source>
        <translation>Terakotowe doniczki na pierścieniu mchu obrzeżonym kamieniami, wokół paprocie i kwiaty; matowe otoczaki z rzeki.</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>Piasek</translation>
    </message>
    <message>
        <source>Clay dishes on a raked sand circle at dusk, dunes and a low sun behind; sandstone pebbles with long shadows.</source>
        <translation>Gliniane misy na kręgu grabionego piasku o zmierzchu, za nimi wydmy i nisko zawieszone słońce; kamienie z piaskowca o długich cieniach.</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>Ocean</translation>
    </message>
    <message>
        <source>Pearl shells in a ring of rippling water, light rays, kelp and rising bubbles; glassy stones with a wet shine.</source>
        <translation>Perłowe muszle w pierścieniu falującej wody, promienie światła, wodorosty i unoszące się bąbelki; szkliste kamienie z mokrym połyskiem.</translation>
    </message>
    <message>
        <source>Runes</source>
        <translation>Runy</translation>
    </message>
    <message>
        <source>Octagonal basalt basins on a carved granite circle ringed with glowing sigils; chiselled stones with bevelled edges.</source>
        <translation>Ośmiokątne bazaltowe niecki na rzeźbionym granitowym kręgu otoczonym świecącymi znakami; ciosane kamienie o fazowanych krawędziach.</translation>
    </message>
    <message>
        <source>Neon</source>
        <translation>Neon</translation>
    </message>
    <message>
        <source>Glowing tube-lit squares on black glass over a magenta grid horizon; stones with a coloured halo.</source>
        <translation>Świecące, podświetlone neonowymi rurkami kwadraty na czarnym szkle nad horyzontem z purpurowej siatki; kamienie z kolorową poświatą.</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Kosmos</translation>
    </message>
    <message>
        <source>Silver craters on a planetary ring round a glowing core, stars, a nebula and a ringed planet; stones lit like small worlds.</source>
        <translation>Srebrne kratery na planetarnym pierścieniu wokół świecącego jądra, gwiazdy, mgławica i planeta z pierścieniami; kamienie oświetlone jak małe światy.</translation>
    </message>
</context>
<context>
    <name>BowlsPlayScreen</name>
    <message>
        <source>Ring of twelve bowls</source>
        <translation>Okrąg dwunastu miseczek</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Od nowa</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
    <message>
        <source>End attempt</source>
        <translation>Zakończ próbę</translation>
    </message>
    <message>
        <source>Read ring</source>
        <translation>Czytaj okrąg</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <source>End this attempt?</source>
        <translation>Zakończyć tę próbę?</translation>
    </message>
    <message>
        <source>This practice attempt ends here and sets no record. To keep it for later, use Pause instead.</source>
        <translation>Ta próba treningowa kończy się tutaj i nie ustanawia rekordu. Aby zachować ją na później, użyj pauzy.</translation>
    </message>
    <message>
        <source>Your score of %1 is recorded and this attempt cannot be continued. To keep it for later, use Pause instead.</source>
        <translation>Twój wynik %1 zostanie zapisany, a tej próby nie będzie można kontynuować. Aby zachować ją na później, użyj Pauzy.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Graj dalej</translation>
    </message>
</context>
<context>
    <name>BowlsPuzzlesScreen</name>
    <message>
        <source>Bowls · Puzzles</source>
        <translation>Miseczki · Łamigłówki</translation>
    </message>
    <message>
        <source>%1 of %2 solved. Every puzzle is proven solvable within its moves.</source>
        <translation>Rozwiązano %1 z %2. Każdą łamigłówkę da się rozwiązać w limicie ruchów.</translation>
    </message>
    <message>
        <source>The puzzle pack is not available in this build.</source>
        <translation>Pakiet łamigłówek nie jest dostępny w tej wersji.</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Łamigłówki</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ruch</numerusform>
            <numerusform>%Ln ruchy</numerusform>
            <numerusform>%Ln ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle %1 — %2</source>
        <translation>Łamigłówka %1 — %2</translation>
    </message>
</context>
<context>
    <name>BowlsRing</name>
    <message>
        <source>moves left</source>
        <translation>zostało ruchów</translation>
    </message>
</context>
<context>
    <name>BowlsStatus</name>
    <message>
        <source>Goal</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>Cel: %1</translation>
    </message>
    <message>
        <source>Moves left</source>
        <translation>Pozostałe ruchy</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves left</source>
        <translation>
            <numerusform>Został %Ln ruch</numerusform>
            <numerusform>Zostały %Ln ruchy</numerusform>
            <numerusform>Zostało %Ln ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Wynik: %1</translation>
    </message>
    <message>
        <source>Last move: +%1 · ×%2</source>
        <translation>Ostatni ruch: +%1 · ×%2</translation>
    </message>
    <message>
        <source>Last move: +%1</source>
        <translation>Ostatni ruch: +%1</translation>
    </message>
    <message>
        <source>Practice: undo was used, so this attempt sets no record</source>
        <translation>Trening: użyto cofania, więc ta próba nie ustanowi rekordu</translation>
    </message>
    <message>
        <source>Practice · no record</source>
        <translation>Trening · bez rekordu</translation>
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
        <translation>Tygodnie gry</translation>
    </message>
    <message>
        <source>Months played</source>
        <translation>Miesiące gry</translation>
    </message>
    <message>
        <source>Years played</source>
        <translation>Lata gry</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Dni gry</translation>
    </message>
    <message>
        <source>Week of %1</source>
        <translation>Tydzień (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln days played</source>
        <translation>
            <numerusform>%Ln dzień gry</numerusform>
            <numerusform>%Ln dni gry</numerusform>
            <numerusform>%Ln dni gry</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best %1, median %2 over %Ln days</source>
        <translation>
            <numerusform>Najlepiej %1, mediana %2 z %Ln dnia</numerusform>
            <numerusform>Najlepiej %1, mediana %2 z %Ln dni</numerusform>
            <numerusform>Najlepiej %1, mediana %2 z %Ln dni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best %1, median %2 over %Ln attempts</source>
        <translation>
            <numerusform>Najlepiej %1, mediana %2 z %Ln próby</numerusform>
            <numerusform>Najlepiej %1, mediana %2 z %Ln prób</numerusform>
            <numerusform>Najlepiej %1, mediana %2 z %Ln prób</numerusform>
        </translation>
    </message>
    <message>
        <source>Your fewest moves</source>
        <translation>Twoja najmniejsza liczba ruchów</translation>
    </message>
    <message>
        <source>The shortest solution</source>
        <translation>Najkrótsze rozwiązanie</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Poziom %1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <source>Tubes levels: your moves and the shortest</source>
        <translation>Poziomy Probówek: twoje ruchy i najkrótsze rozwiązanie</translation>
    </message>
    <message>
        <source>Levels solved</source>
        <translation>Rozwiązane poziomy</translation>
    </message>
    <message>
        <source>Tubes Dailies: your moves and the shortest</source>
        <translation>Wyzwania dnia w Probówkach: twoje ruchy i najkrótsze rozwiązanie</translation>
    </message>
    <message>
        <source>Moves, average of the days</source>
        <translation>Ruchy, średnia z dni</translation>
    </message>
    <message numerus="yes">
        <source>%Ln boards solved; their shortest solutions are not known yet.</source>
        <translation>
            <numerusform>Rozwiązano %Ln planszę; jej najkrótsze rozwiązanie nie jest jeszcze znane.</numerusform>
            <numerusform>Rozwiązano %Ln plansze; ich najkrótsze rozwiązania nie są jeszcze znane.</numerusform>
            <numerusform>Rozwiązano %Ln plansz; ich najkrótsze rozwiązania nie są jeszcze znane.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the shortest number of moves on %1 of %Ln boards; %2 moves over the shortest on average.</source>
        <translation>
            <numerusform>Najkrótszą liczbą ruchów na %1 z %Ln planszy; średnio %2 ruchu ponad najkrótsze.</numerusform>
            <numerusform>Najkrótszą liczbą ruchów na %1 z %Ln plansz; średnio %2 ruchu ponad najkrótsze.</numerusform>
            <numerusform>Najkrótszą liczbą ruchów na %1 z %Ln plansz; średnio %2 ruchu ponad najkrótsze.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ruch</numerusform>
            <numerusform>%Ln ruchy</numerusform>
            <numerusform>%Ln ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>shortest %Ln</source>
        <translation>
            <numerusform>najkrótsze %Ln</numerusform>
            <numerusform>najkrótsze %Ln</numerusform>
            <numerusform>najkrótsze %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moves on average</source>
        <comment>%1: a number with one decimal, as 24.4</comment>
        <translation>średnio %1 ruchu</translation>
    </message>
    <message>
        <source>shortest %1 on average</source>
        <comment>%1: a number with one decimal, as 22.4</comment>
        <translation>najkrótsze średnio %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln punkt</numerusform>
            <numerusform>%Ln punkty</numerusform>
            <numerusform>%Ln punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>practice</source>
        <translation>trening</translation>
    </message>
    <message>
        <source>Attempt %1</source>
        <translation>Próba %1</translation>
    </message>
    <message>
        <source>Score of an attempt</source>
        <translation>Wynik próby</translation>
    </message>
    <message>
        <source>Practice: undo used, no record</source>
        <translation>Trening: użyto cofania, bez rekordu</translation>
    </message>
    <message>
        <source>Bowls: Endless scores</source>
        <translation>Miseczki: wyniki trybu Bez końca</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message numerus="yes">
        <source>The last %Ln attempts, oldest first</source>
        <translation>
            <numerusform>Ostatnia %Ln próba</numerusform>
            <numerusform>Ostatnie %Ln próby, od najstarszej</numerusform>
            <numerusform>Ostatnie %Ln prób, od najstarszej</numerusform>
        </translation>
    </message>
    <message>
        <source>Bowls: Daily scores</source>
        <translation>Miseczki: wyniki wyzwań dnia</translation>
    </message>
    <message>
        <source>Points, average of the days</source>
        <translation>Punkty, średnia z dni</translation>
    </message>
    <message>
        <source>Best score of the day</source>
        <translation>Najlepszy wynik dnia</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points on average</source>
        <translation>
            <numerusform>średnio %Ln punkt</numerusform>
            <numerusform>średnio %Ln punkty</numerusform>
            <numerusform>średnio %Ln punktów</numerusform>
        </translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>najlepiej %1</translation>
    </message>
</context>
<context>
    <name>ChartsScreen</name>
    <message>
        <source>Charts</source>
        <translation>Wykresy</translation>
    </message>
    <message>
        <source>Your play over time. Each bar is read in words; Left and Right move along a chart.</source>
        <translation>Twoja gra w czasie. Każdy słupek jest czytany słowami; strzałki w lewo i w prawo poruszają się po wykresie.</translation>
    </message>
    <message>
        <source>Solve a level to see your moves here.</source>
        <translation>Rozwiąż poziom, aby zobaczyć tu swoje ruchy.</translation>
    </message>
    <message>
        <source>Complete a Tubes Daily to see your moves here.</source>
        <translation>Ukończ wyzwanie dnia w Probówkach, aby zobaczyć tu swoje ruchy.</translation>
    </message>
    <message>
        <source>End an Endless attempt to see its score here.</source>
        <translation>Zakończ próbę w trybie Bez końca, aby zobaczyć tu jej wynik.</translation>
    </message>
    <message>
        <source>Play a Daily to see its score here.</source>
        <translation>Zagraj wyzwanie dnia w Miseczkach, aby zobaczyć tu jego wynik.</translation>
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
    <name>DailyList</name>
    <message numerus="yes">
        <source>Daily of %1 in progress: %Ln moves so far</source>
        <translation>
            <numerusform>Wyzwanie dnia %1 w toku: dotąd %Ln ruch</numerusform>
            <numerusform>Wyzwanie dnia %1 w toku: dotąd %Ln ruchy</numerusform>
            <numerusform>Wyzwanie dnia %1 w toku: dotąd %Ln ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in progress, %Ln moves</source>
        <translation>
            <numerusform>w toku, %Ln ruch</numerusform>
            <numerusform>w toku, %Ln ruchy</numerusform>
            <numerusform>w toku, %Ln ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, in progress: %Ln moves so far</source>
        <translation>
            <numerusform>%1, w toku: dotąd %Ln ruch</numerusform>
            <numerusform>%1, w toku: dotąd %Ln ruchy</numerusform>
            <numerusform>%1, w toku: dotąd %Ln ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>not played</source>
        <translation>nierozegrane</translation>
    </message>
    <message>
        <source>%1, not played</source>
        <translation>%1, nierozegrane</translation>
    </message>
</context>
<context>
    <name>DailyRow</name>
    <message>
        <source>Today, %1</source>
        <comment>the daily list&apos;s row of today, read aloud</comment>
        <translation>Dziś, %1</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Dziś</translation>
    </message>
</context>
<context>
    <name>DailyScreen</name>
    <message>
        <source>Tubes · Daily</source>
        <translation>Probówki · Wyzwanie dnia</translation>
    </message>
    <message>
        <source>Bowls · Daily</source>
        <translation>Miseczki · Wyzwanie dnia</translation>
    </message>
    <message>
        <source>One board a day, the same for everyone: 6 colours, never harder on one day than another. The last 30 days stay open.</source>
        <translation>Jedna plansza dziennie, ta sama dla wszystkich: 6 kolorów, żaden dzień nie jest trudniejszy od innego. Ostatnie 30 dni pozostaje otwartych.</translation>
    </message>
    <message numerus="yes">
        <source>One board a day, the same for everyone, %Ln moves to score all you can. The last 30 days stay open; your best score of each day counts.</source>
        <translation>
            <numerusform>Jedna plansza dziennie, ta sama dla wszystkich: %Ln ruch, by zdobyć jak najwięcej punktów. Ostatnie 30 dni pozostaje otwartych; liczy się najlepszy wynik każdego dnia.</numerusform>
            <numerusform>Jedna plansza dziennie, ta sama dla wszystkich: %Ln ruchy, by zdobyć jak najwięcej punktów. Ostatnie 30 dni pozostaje otwartych; liczy się najlepszy wynik każdego dnia.</numerusform>
            <numerusform>Jedna plansza dziennie, ta sama dla wszystkich: %Ln ruchów, by zdobyć jak najwięcej punktów. Ostatnie 30 dni pozostaje otwartych; liczy się najlepszy wynik każdego dnia.</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily boards</source>
        <translation>Plansze dnia</translation>
    </message>
</context>
<context>
    <name>GalleryScreen</name>
    <message>
        <source>Theme gallery</source>
        <translation>Galeria motywów</translation>
    </message>
    <message>
        <source>Achievements in any mode unlock the themes in this order. Rules, colours and symbols never change.</source>
        <translation>Osiągnięcia w dowolnym trybie odblokowują motywy w tej kolejności. Zasady, kolory i symbole nigdy się nie zmieniają.</translation>
    </message>
    <message>
        <source>Seven themes</source>
        <translation>Siedem motywów</translation>
    </message>
    <message>
        <source>in use</source>
        <translation>w użyciu</translation>
    </message>
    <message>
        <source>unlocked</source>
        <translation>odblokowany</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>zablokowany</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a theme card read aloud: its name, then in use, unlocked or locked</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>This is the theme you play with.</source>
        <translation>Tym motywem grasz.</translation>
    </message>
    <message>
        <source>Press Enter to play with it.</source>
        <translation>Naciśnij Enter, aby nim grać.</translation>
    </message>
    <message numerus="yes">
        <source>Earn %Ln achievement(s) in any mode to unlock it.</source>
        <translation>
            <numerusform>Zdobądź %Ln osiągnięcie w dowolnym trybie, aby go odblokować.</numerusform>
            <numerusform>Zdobądź %Ln osiągnięcia w dowolnym trybie, aby go odblokować.</numerusform>
            <numerusform>Zdobądź %Ln osiągnięć w dowolnym trybie, aby go odblokować.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Your unfinished game could not be restored, so it starts afresh.</source>
        <translation>Nie udało się przywrócić niedokończonej gry, więc zaczyna się od nowa.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>Resumed where you left off: %Ln moves played.</source>
        <translation>
            <numerusform>Wznowiono od miejsca przerwania: wykonano %Ln ruch.</numerusform>
            <numerusform>Wznowiono od miejsca przerwania: wykonano %Ln ruchy.</numerusform>
            <numerusform>Wznowiono od miejsca przerwania: wykonano %Ln ruchów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That Daily is closed: the Dailies of the last %Ln days are open.</source>
        <translation>
            <numerusform>To wyzwanie dnia jest zamknięte: otwarte są wyzwania z ostatniego %Ln dnia.</numerusform>
            <numerusform>To wyzwanie dnia jest zamknięte: otwarte są wyzwania z ostatnich %Ln dni.</numerusform>
            <numerusform>To wyzwanie dnia jest zamknięte: otwarte są wyzwania z ostatnich %Ln dni.</numerusform>
        </translation>
    </message>
    <message>
        <source>Selection cancelled.</source>
        <translation>Anulowano wybór.</translation>
    </message>
    <message>
        <source>Result copied: %1.</source>
        <translation>Skopiowano wynik: %1.</translation>
    </message>
    <message>
        <source>An Endless game has no board ID: its stones are new each time.</source>
        <translation>Gra Bez końca nie ma identyfikatora planszy: jej kamienie są za każdym razem nowe.</translation>
    </message>
    <message>
        <source>Board ID copied: %1.</source>
        <translation>Skopiowano identyfikator planszy: %1.</translation>
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
        <translation>Dwie kolorowe łamigłówki. Graj myszą, klawiaturą lub z czytnikiem ekranu.</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Stop showing this notice</source>
        <translation>Nie pokazuj więcej tego powiadomienia</translation>
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
        <translation>Wznów poziom %1</translation>
    </message>
    <message>
        <source>Tubes: your unfinished level, as you left it</source>
        <translation>Probówki: niedokończony poziom, tak jak go zostawiłeś</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Poziomy</translation>
    </message>
    <message>
        <source>Tubes: 100 levels in seven colour bands</source>
        <translation>Probówki: 100 poziomów w siedmiu grupach kolorów</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>Dzienne</translation>
    </message>
    <message>
        <source>Tubes: today&apos;s board, the same for everyone</source>
        <translation>Probówki: dzisiejsza plansza, taka sama dla wszystkich</translation>
    </message>
    <message>
        <source>How to play Tubes</source>
        <translation>Jak grać w Probówki</translation>
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
        <source>Puzzles</source>
        <translation>Łamigłówki</translation>
    </message>
    <message>
        <source>Endless</source>
        <translation>Bez końca</translation>
    </message>
    <message>
        <source>Score until a bowl overflows; pause any time</source>
        <translation>Zdobywaj punkty, aż miseczka się przepełni; pauza w każdej chwili</translation>
    </message>
    <message>
        <source>Bowls: today&apos;s board, the same for everyone</source>
        <translation>Miseczki: dzisiejsza plansza, taka sama dla wszystkich</translation>
    </message>
    <message>
        <source>How to play Bowls</source>
        <translation>Jak grać w Miseczki</translation>
    </message>
    <message>
        <source>Play a board</source>
        <translation>Zagraj planszę</translation>
    </message>
    <message>
        <source>Type or paste a board ID, yours or another player&apos;s</source>
        <translation>Wpisz lub wklej identyfikator planszy, swojej lub innego gracza</translation>
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
        <source>Themes</source>
        <translation>Motywy</translation>
    </message>
    <message>
        <source>About</source>
        <translation>O grze</translation>
    </message>
    <message>
        <source>Shortcuts (%1)</source>
        <translation>Skróty (%1)</translation>
    </message>
</context>
<context>
    <name>HowToBlock</name>
    <message>
        <source>%1. %2 %3</source>
        <comment>a rule read aloud: its heading, the rule, the caption of its example</comment>
        <translation>%1. %2 %3</translation>
    </message>
</context>
<context>
    <name>HowToPlayScreen</name>
    <message>
        <source>How to play Bowls</source>
        <translation>Jak grać w Miseczki</translation>
    </message>
    <message>
        <source>How to play Tubes</source>
        <translation>Jak grać w Probówki</translation>
    </message>
    <message>
        <source>Tab or the arrow keys move from rule to rule.</source>
        <translation>Tab lub strzałki przechodzą od zasady do zasady.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>Cel</translation>
    </message>
    <message>
        <source>Sort the liquids until every tube is either empty or full of one colour. A tube holds four units, and every level starts with two empty tubes.</source>
        <translation>Rozdziel płyny tak, aby każda probówka była pusta albo pełna jednego koloru. Probówka mieści cztery warstwy, a każdy poziom zaczyna się z dwiema pustymi probówkami.</translation>
    </message>
    <message>
        <source>Done: a tube full of red and an empty tube.</source>
        <translation>Gotowe: probówka pełna czerwonego i pusta probówka.</translation>
    </message>
    <message>
        <source>Pouring</source>
        <translation>Przelewanie</translation>
    </message>
    <message>
        <source>Choose a tube, then the tube to pour into. The top run of one colour moves, as much as fits; what does not fit stays where it was. One pour is one move, however much it carries.</source>
        <translation>Wybierz probówkę, a potem tę, do której chcesz przelać. Przenosi się górna warstwa jednego koloru, tyle, ile się zmieści; reszta zostaje na miejscu. Jedno przelanie to jeden ruch, niezależnie od ilości.</translation>
    </message>
    <message>
        <source>Allowed: tube 1 pours its two red units onto the red in tube 2.</source>
        <translation>Dozwolone: probówka 1 przelewa dwie czerwone warstwy na czerwony w probówce 2.</translation>
    </message>
    <message>
        <source>A pour that is not allowed</source>
        <translation>Niedozwolone przelanie</translation>
    </message>
    <message>
        <source>You can pour only into an empty tube or onto the same colour, and only when there is room. A pour that is not allowed does nothing; it is never a penalty.</source>
        <translation>Przelewać można tylko do pustej probówki albo na ten sam kolor, i tylko gdy jest miejsce. Niedozwolone przelanie nic nie robi; nigdy nie jest karą.</translation>
    </message>
    <message>
        <source>Not allowed: blue cannot go onto red, so nothing happens.</source>
        <translation>Niedozwolone: niebieski nie może trafić na czerwony, więc nic się nie dzieje.</translation>
    </message>
    <message>
        <source>Undo, restart and hints</source>
        <translation>Cofanie, od nowa i podpowiedzi</translation>
    </message>
    <message>
        <source>Undo and hints are free and unlimited, and undo takes the move count back with it. A hint shows the first pour of a solution the solver has proven, so following the hints always solves the board.</source>
        <translation>Cofanie i podpowiedzi są darmowe i bez limitu, a cofnięcie cofa też licznik ruchów. Podpowiedź pokazuje pierwsze przelanie rozwiązania sprawdzonego przez solver, więc idąc za podpowiedziami zawsze rozwiążesz planszę.</translation>
    </message>
    <message>
        <source>A hint: pour from the tube with the up arrow into the tube with the down arrow.</source>
        <translation>Podpowiedź: przelej z probówki ze strzałką w górę do probówki ze strzałką w dół.</translation>
    </message>
    <message>
        <source>Every board can be solved</source>
        <translation>Każdą planszę da się rozwiązać</translation>
    </message>
    <message>
        <source>The solver proves each board solvable before you see it. You can still get stuck through your own pours: undo, restart or ask for a hint.</source>
        <translation>Solver sprawdza, że każda plansza ma rozwiązanie, zanim ją zobaczysz. Własnymi przelaniami nadal możesz utknąć: cofnij, zacznij od nowa albo poproś o podpowiedź.</translation>
    </message>
    <message>
        <source>Boards to share</source>
        <translation>Plansze do udostępniania</translation>
    </message>
    <message>
        <source>Every board has an ID: %1 copies it, and Copy result on a result panel copies a line in words to share, with the ID. Home → Play a board plays any ID typed or pasted: a level, a puzzle, a Daily of the last 30 days, or a whole board another player wrote, which the solver proves before you play it. There, New Tubes board and New Bowls board open the editor: make a board unit by unit or stone by stone, let the solver prove it, and save it to My boards to play, change or share.</source>
        <translation>Każda plansza ma identyfikator: %1 go kopiuje, a Kopiuj wynik na panelu wyniku kopiuje zdanie do udostępnienia, z identyfikatorem. Start → Zagraj planszę gra dowolny wpisany lub wklejony identyfikator: poziom, łamigłówkę, wyzwanie dnia z ostatnich 30 dni albo całą planszę zapisaną przez innego gracza, którą solver sprawdza, zanim w nią zagrasz. Tam Nowa plansza probówek i Nowa plansza miseczek otwierają edytor: zbuduj planszę porcja po porcji albo kamień po kamieniu, pozwól solverowi ją sprawdzić i zapisz ją w Moich planszach, aby w nią zagrać, zmienić ją lub się nią podzielić.</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Dźwięki</translation>
    </message>
    <message>
        <source>Every pour has a sound as long as the water poured and as high as the tube it fills; a pour that is not allowed is a low soft thud, a completed tube a chime. Sounds come from where the tube stands: tube 1 on the left, the last tube on the right. %1 plays the whole board as sound, tube by tube from bottom to top, each colour its own note, and %1 again stops it. %2 switches sound off and on anywhere; the volume, mono and which sounds play are in Settings.</source>
        <translation>Każde przelanie brzmi tak długo, ile wody przelano, i tym wyżej, im pełniejsza jest probówka, do której trafia; przelanie niedozwolone to niski, miękki stuk, a ukończona probówka — dzwoneczek. Dźwięki dochodzą stamtąd, gdzie stoi probówka: probówka 1 z lewej, ostatnia z prawej. %1 odtwarza całą planszę jako dźwięk, probówka po probówce od dołu do góry, każdy kolor swoją nutą; ponowne %1 zatrzymuje. %2 wyłącza i włącza dźwięk w każdym miejscu; głośność, mono i to, które dźwięki grają, ustawisz w Ustawieniach.</translation>
    </message>
    <message>
        <source>The ring</source>
        <translation>Okrąg</translation>
    </message>
    <message>
        <source>Twelve bowls sit in a ring. Between moves a bowl holds at most seven stones. Each of the five colours carries its own white symbol.</source>
        <translation>Plansza ma 12 miseczek ułożonych w okrąg. Między ruchami każda mieści do siedmiu kamieni. Każdy z pięciu kolorów ma też własny biały symbol.</translation>
    </message>
    <message>
        <source>A bowl with a red circle, a yellow triangle, a green diamond, a blue square and a purple star.</source>
        <translation>Miseczka z czerwonym kołem, żółtym trójkątem, zielonym rombem, niebieskim kwadratem i fioletową gwiazdą.</translation>
    </message>
    <message>
        <source>Sowing</source>
        <translation>Rozkładanie</translation>
    </message>
    <message>
        <source>Choose a bowl that has stones and is not frozen, then confirm. All its stones leave it: the first goes into the next bowl, the second one further, and so on, clockwise.</source>
        <translation>Wybierz niepustą, niezamarzniętą miseczkę i zatwierdź ruch. Wszystkie jej kamienie wychodzą: pierwszy trafia do następnej miseczki, drugi o jedną dalej i tak dalej, zgodnie z ruchem wskazówek zegara.</translation>
    </message>
    <message>
        <source>Sowing bowl 1: red, green and blue go into bowls 2, 3 and 4.</source>
        <translation>Rozkładanie miseczki 1: czerwony, zielony i niebieski trafiają do miseczek 2, 3 i 4.</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Grupy</translation>
    </message>
    <message>
        <source>Three or more stones of one colour in one bowl clear. They need not be next to each other. Each cleared stone scores 10 points.</source>
        <translation>Co najmniej trzy kamienie jednego koloru w jednej miseczce znikają. Nie muszą sąsiadować w kolejce. Każdy usunięty kamień daje 10 punktów.</translation>
    </message>
    <message>
        <source>Three red stones in one bowl clear; the yellow one stays.</source>
        <translation>Trzy czerwone kamienie w jednej miseczce znikają; żółty zostaje.</translation>
    </message>
    <message>
        <source>Wildcards</source>
        <translation>Jokery</translation>
    </message>
    <message>
        <source>A wildcard completes a colour: two stones of one colour and a wildcard in a bowl make a group. Natural groups clear first, and three wildcards alone never group.</source>
        <translation>Joker uzupełnia kolor: dwa kamienie jednego koloru i joker w miseczce tworzą grupę. Najpierw znikają naturalne grupy, a trzy jokery bez zwykłego koloru nigdy nie tworzą grupy.</translation>
    </message>
    <message>
        <source>Two blue squares and a wildcard clear together.</source>
        <translation>Dwa niebieskie kwadraty i joker znikają razem.</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>Blokady</translation>
    </message>
    <message>
        <source>A blocker never groups. When a group clears in a bowl beside it, the blockers there are removed, without points.</source>
        <translation>Blokada nigdy nie tworzy grupy. Gdy w sąsiedniej miseczce zniknie grupa, blokady są usuwane, bez punktów.</translation>
    </message>
    <message>
        <source>The green group clears, and the blocker in the next bowl goes with it.</source>
        <translation>Zielona grupa znika, a blokada w sąsiedniej miseczce znika razem z nią.</translation>
    </message>
    <message>
        <source>Frozen bowls</source>
        <translation>Zamarznięte miseczki</translation>
    </message>
    <message>
        <source>A frozen bowl cannot be chosen for the moves shown on its badge, but stones are still sown into it as usual.</source>
        <translation>Zamarzniętej miseczki nie można wybrać przez tyle ruchów, ile pokazuje jej znaczek, ale przy rozkładaniu nadal trafiają do niej kamienie.</translation>
    </message>
    <message>
        <source>Frozen for 2 more moves.</source>
        <translation>Zamarznięta jeszcze przez 2 ruchy.</translation>
    </message>
    <message>
        <source>Reverse bowls</source>
        <translation>Miseczki z odwróceniem</translation>
    </message>
    <message>
        <source>A reverse bowl sows counter-clockwise when you choose it. Every other bowl keeps sowing clockwise.</source>
        <translation>Miseczka z odwróceniem rozkłada kamienie przeciwnie do ruchu wskazówek zegara, gdy ją wybierzesz. Pozostałe miseczki rozkładają zgodnie z nim.</translation>
    </message>
    <message>
        <source>A reverse bowl: its stones go counter-clockwise.</source>
        <translation>Miseczka z odwróceniem: jej kamienie idą przeciwnie do ruchu wskazówek zegara.</translation>
    </message>
    <message>
        <source>Volcanoes</source>
        <translation>Wulkany</translation>
    </message>
    <message>
        <source>After the groups, a volcano with six or more stones erupts: it sows all its stones onward, like a move of its own, and the groups are checked again. Each volcano erupts at most once per move.</source>
        <translation>Po grupach wulkan z co najmniej sześcioma kamieniami wybucha: rozkłada wszystkie swoje kamienie dalej, jak własny ruch, a grupy są sprawdzane ponownie. Każdy wulkan wybucha najwyżej raz w ruchu.</translation>
    </message>
    <message>
        <source>A volcano with six stones, ready to erupt.</source>
        <translation>Wulkan z sześcioma kamieniami, gotowy do wybuchu.</translation>
    </message>
    <message>
        <source>Chains and combos</source>
        <translation>Łańcuchy i kombosy</translation>
    </message>
    <message>
        <source>One move can set off a chain: groups, then blockers, then eruptions, then groups again. The combo counts the bowls that grouped: two bowls score ×2, three ×3, four or more ×4. An empty board after your move is a Perfect Clear, worth 100 bonus points.</source>
        <translation>Jeden ruch może uruchomić łańcuch: grupy, potem blokady, potem wybuchy i znowu grupy. Kombos liczy miseczki z grupami: dwie dają ×2, trzy ×3, cztery lub więcej ×4. Pusta plansza po twoim ruchu to Perfect Clear, warty 100 punktów bonusu.</translation>
    </message>
    <message>
        <source>The volcano erupts: red, green and blue complete three groups at once, a combo of 3.</source>
        <translation>Wulkan wybucha: czerwony, zielony i niebieski uzupełniają trzy grupy naraz, kombos 3.</translation>
    </message>
    <message>
        <source>Overflow</source>
        <translation>Przepełnienie</translation>
    </message>
    <message>
        <source>If a bowl still holds eight or more stones once every effect has ended, the attempt is lost. An eighth stone for a moment is fine when a group or an eruption takes it away.</source>
        <translation>Jeśli po zakończeniu wszystkich efektów w miseczce nadal jest osiem lub więcej kamieni, próba kończy się porażką. Tymczasowy ósmy kamień nie szkodzi, jeśli zabierze go grupa albo wybuch.</translation>
    </message>
    <message>
        <source>Eight stones once the chain is over: the bowl overflows.</source>
        <translation>Osiem kamieni po zakończeniu łańcucha: miseczka się przepełnia.</translation>
    </message>
    <message>
        <source>Puzzles, Endless and Daily</source>
        <translation>Łamigłówki, Bez końca i wyzwanie dnia</translation>
    </message>
    <message numerus="yes">
        <source>A puzzle has a goal and a number of moves; undo and restart as often as you like. A hint (H) highlights the first move of a shortest solution the solver has proven from where you are, within the moves left, or says plainly that none is left; hints are counted on the result panel, and only puzzles have them. Endless runs until a bowl overflows, with two new stones after every move. The Daily is the same board for everyone, %Ln moves. In Endless and the Daily, undo turns the attempt into practice: it cannot set a record.</source>
        <translation>
            <numerusform>Łamigłówka ma cel i limit ruchów; cofaj i zaczynaj od nowa, ile chcesz. Podpowiedź (H) wyróżnia pierwszy ruch najkrótszego rozwiązania, które solver udowodnił z bieżącej pozycji w pozostałych ruchach, albo mówi wprost, że żadne nie zostało; podpowiedzi są liczone na panelu wyniku i są tylko w łamigłówkach. Bez końca trwa do przepełnienia miseczki, a po każdym ruchu przychodzą dwa nowe kamienie. Wyzwanie dnia to ta sama plansza dla wszystkich, %Ln ruch. W trybie Bez końca i wyzwaniu dnia cofnięcie zmienia próbę w trening: nie może już ustanowić rekordu.</numerusform>
            <numerusform>Łamigłówka ma cel i limit ruchów; cofaj i zaczynaj od nowa, ile chcesz. Podpowiedź (H) wyróżnia pierwszy ruch najkrótszego rozwiązania, które solver udowodnił z bieżącej pozycji w pozostałych ruchach, albo mówi wprost, że żadne nie zostało; podpowiedzi są liczone na panelu wyniku i są tylko w łamigłówkach. Bez końca trwa do przepełnienia miseczki, a po każdym ruchu przychodzą dwa nowe kamienie. Wyzwanie dnia to ta sama plansza dla wszystkich, %Ln ruchy. W trybie Bez końca i wyzwaniu dnia cofnięcie zmienia próbę w trening: nie może już ustanowić rekordu.</numerusform>
            <numerusform>Łamigłówka ma cel i limit ruchów; cofaj i zaczynaj od nowa, ile chcesz. Podpowiedź (H) wyróżnia pierwszy ruch najkrótszego rozwiązania, które solver udowodnił z bieżącej pozycji w pozostałych ruchach, albo mówi wprost, że żadne nie zostało; podpowiedzi są liczone na panelu wyniku i są tylko w łamigłówkach. Bez końca trwa do przepełnienia miseczki, a po każdym ruchu przychodzą dwa nowe kamienie. Wyzwanie dnia to ta sama plansza dla wszystkich, %Ln ruchów. W trybie Bez końca i wyzwaniu dnia cofnięcie zmienia próbę w trening: nie może już ustanowić rekordu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each stone ticks as it lands, from where its bowl sits on the ring; a cleared group sounds its colour&apos;s note, combo steps rise with ×2, ×3 and ×4, and an eruption rumbles. %1 plays the whole ring as sound, bowl by bowl: a tick per stone, higher for a fuller bowl, another timbre for a frozen, reverse or volcano bowl, and %1 again stops it. %2 switches sound off and on anywhere; the volume, mono and which sounds play are in Settings.</source>
        <translation>Każdy kamień tyka, gdy spada, stamtąd, gdzie jego miseczka leży na okręgu; usunięta grupa brzmi nutą swojego koloru, kombosy wznoszą się z ×2, ×3 i ×4, a erupcja dudni. %1 odtwarza cały okrąg jako dźwięk, miseczka po miseczce: jedno tyknięcie na kamień, wyżej dla pełniejszej miseczki, inna barwa dla miseczki zamarzniętej, z odwróceniem lub wulkanu; ponowne %1 zatrzymuje. %2 wyłącza i włącza dźwięk w każdym miejscu; głośność, mono i to, które dźwięki grają, ustawisz w Ustawieniach.</translation>
    </message>
</context>
<context>
    <name>IconButton</name>
    <message>
        <source>Key: %1</source>
        <comment>the keyboard shortcut of a button</comment>
        <translation>Klawisz: %1</translation>
    </message>
</context>
<context>
    <name>KeyList</name>
    <message>
        <source>Rows %1 to %2 of %3</source>
        <translation>Wiersze od %1 do %2 z %3</translation>
    </message>
</context>
<context>
    <name>KeyMap</name>
    <message>
        <source>Select</source>
        <translation>Wybierz</translation>
    </message>
    <message>
        <source>Pour or sow</source>
        <translation>Przelej lub rozłóż</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Cofnij</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Od nowa</translation>
    </message>
    <message>
        <source>Read the whole board</source>
        <translation>Przeczytaj całą planszę</translation>
    </message>
    <message>
        <source>Hear the whole board</source>
        <translation>Posłuchaj całej planszy</translation>
    </message>
    <message>
        <source>Quick review</source>
        <translation>Szybki przegląd</translation>
    </message>
    <message>
        <source>Goal in full (Bowls)</source>
        <translation>Cel w całości (Miseczki)</translation>
    </message>
    <message>
        <source>Read the selected bowl (Bowls)</source>
        <translation>Odczytaj wybraną miseczkę (Miseczki)</translation>
    </message>
    <message>
        <source>Pause Endless (Bowls)</source>
        <translation>Wstrzymaj tryb Bez końca (Miseczki)</translation>
    </message>
    <message>
        <source>Sound off or on</source>
        <translation>Wyłącz lub włącz dźwięk</translation>
    </message>
    <message>
        <source>Key list</source>
        <translation>Lista klawiszy</translation>
    </message>
    <message>
        <source>Board bigger</source>
        <translation>Plansza większa</translation>
    </message>
    <message>
        <source>Board smaller</source>
        <translation>Plansza mniejsza</translation>
    </message>
    <message>
        <source>Board fits the window</source>
        <translation>Plansza dopasowana do okna</translation>
    </message>
    <message>
        <source>Copy the board ID</source>
        <translation>Kopiuj identyfikator planszy</translation>
    </message>
    <message>
        <source>One-switch play: choose</source>
        <translation>Gra jednym przełącznikiem: wybierz</translation>
    </message>
    <message>
        <source>One-switch play: next item</source>
        <translation>Gra jednym przełącznikiem: następny element</translation>
    </message>
    <message>
        <source>it is always the way out</source>
        <translation>zawsze służy do wyjścia</translation>
    </message>
    <message>
        <source>it moves the focus</source>
        <translation>przenosi fokus</translation>
    </message>
    <message>
        <source>it jumps to a tube</source>
        <translation>przeskakuje do probówki</translation>
    </message>
    <message>
        <source>it is the second key of %1</source>
        <comment>an action&apos;s name</comment>
        <translation>to drugi klawisz akcji „%1”</translation>
    </message>
    <message>
        <source>Space</source>
        <comment>a key</comment>
        <translation>Spacja</translation>
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
        <translation>%1: naciśnij nowy klawisz</translation>
    </message>
    <message>
        <source>%1: %2, changed from %3</source>
        <comment>an action, its key, its default</comment>
        <translation>%1: %2, zmieniono z %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an action and its key</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Escape keeps %1.</source>
        <comment>the key an action has now</comment>
        <translation>Escape zachowuje %1.</translation>
    </message>
    <message>
        <source>Not changed.</source>
        <translation>Bez zmian.</translation>
    </message>
    <message>
        <source>Every key is back on its default.</source>
        <translation>Wszystkie klawisze wróciły do domyślnych.</translation>
    </message>
    <message>
        <source>%1 keeps its own job: %2.</source>
        <translation>%1 zachowuje swoje zadanie: %2.</translation>
    </message>
    <message>
        <source>%1 is already the key for %2.</source>
        <translation>%1 to już klawisz akcji „%2”.</translation>
    </message>
    <message>
        <source>%1: now %2.</source>
        <comment>an action, then its new key</comment>
        <translation>%1: teraz %2.</translation>
    </message>
</context>
<context>
    <name>KeyRow</name>
    <message>
        <source>default %1</source>
        <comment>the default key of an action</comment>
        <translation>domyślnie %1</translation>
    </message>
    <message>
        <source>Press a key…</source>
        <translation>Naciśnij klawisz…</translation>
    </message>
</context>
<context>
    <name>KeysScreen</name>
    <message>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <source>Enter, then the new key: that key does the action from now on. Delete: back to the default. Escape and Tab always keep their own jobs.</source>
        <translation>Enter, potem nowy klawisz: od teraz ten klawisz wykonuje akcję. Delete: powrót do domyślnego. Escape i Tab zawsze zachowują swoje zadania.</translation>
    </message>
    <message>
        <source>Keys of the games</source>
        <translation>Klawisze gier</translation>
    </message>
    <message>
        <source>All keys back to their defaults</source>
        <translation>Przywróć wszystkie domyślne klawisze</translation>
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
        <translation>Enter: graj, E: edytuj, %1: kopiuj identyfikator, Delete: usuń</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Graj</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Edytuj</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>Kopiuj identyfikator</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
</context>
<context>
    <name>PlayBoardScreen</name>
    <message>
        <source>Play a board</source>
        <translation>Zagraj planszę</translation>
    </message>
    <message>
        <source>Type or paste a board ID first.</source>
        <translation>Najpierw wpisz lub wklej identyfikator planszy.</translation>
    </message>
    <message>
        <source>Type or paste a board ID: a level (tubes:level:37), a puzzle (bowls:puzzle:12), a Daily (bowls:daily:2026-12-01) or a whole board another player shared. A whole board is proven by the solver before you play it.</source>
        <translation>Wpisz lub wklej identyfikator planszy: poziom (tubes:level:37), łamigłówkę (bowls:puzzle:12), wyzwanie dnia (bowls:daily:2026-12-01) albo całą planszę udostępnioną przez innego gracza. Całą planszę solver sprawdza, zanim w nią zagrasz.</translation>
    </message>
    <message>
        <source>Board ID</source>
        <translation>Identyfikator planszy</translation>
    </message>
    <message>
        <source>tubes:abca,bcab,cabc,-,-</source>
        <comment>an example board ID, typed as it is: keep it unchanged</comment>
        <translation>tubes:abca,bcab,cabc,-,-</translation>
    </message>
    <message>
        <source>Press Enter to play it.</source>
        <translation>Naciśnij Enter, aby zagrać.</translation>
    </message>
    <message>
        <source>Proving…</source>
        <translation>Sprawdzanie…</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Graj</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Wklej</translation>
    </message>
    <message>
        <source>Put the board ID you copied into the field</source>
        <translation>Wstaw do pola skopiowany identyfikator planszy</translation>
    </message>
    <message>
        <source>Play it anyway</source>
        <translation>Zagraj mimo to</translation>
    </message>
    <message>
        <source>Without a promise that it can be solved</source>
        <translation>Bez gwarancji, że da się ją rozwiązać</translation>
    </message>
    <message>
        <source>On a board, %1 copies its ID to share it.</source>
        <translation>Na planszy %1 kopiuje jej identyfikator, by się nim podzielić.</translation>
    </message>
    <message>
        <source>Make a board</source>
        <translation>Utwórz planszę</translation>
    </message>
    <message>
        <source>New Tubes board</source>
        <translation>Nowa plansza probówek</translation>
    </message>
    <message>
        <source>New Bowls board</source>
        <translation>Nowa plansza miseczek</translation>
    </message>
    <message>
        <source>My boards</source>
        <translation>Moje plansze</translation>
    </message>
    <message>
        <source>Boards you save in the editor appear here.</source>
        <translation>Tu pojawią się plansze zapisane w edytorze.</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message numerus="yes">
        <source>solved in %Ln moves</source>
        <translation>
            <numerusform>rozwiązane w %Ln ruchu</numerusform>
            <numerusform>rozwiązane w %Ln ruchach</numerusform>
            <numerusform>rozwiązane w %Ln ruchach</numerusform>
        </translation>
    </message>
    <message>
        <source>(shortest %1)</source>
        <translation>(najkrótsze %1)</translation>
    </message>
    <message>
        <source>no hints</source>
        <translation>bez podpowiedzi</translation>
    </message>
    <message numerus="yes">
        <source>%Ln hints</source>
        <translation>
            <numerusform>%Ln podpowiedź</numerusform>
            <numerusform>%Ln podpowiedzi</numerusform>
            <numerusform>%Ln podpowiedzi</numerusform>
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
        <translation>%1: zostaw %2</translation>
    </message>
    <message>
        <source>Back to the groups</source>
        <translation>Wróć do grup</translation>
    </message>
    <message>
        <source>Out of the list</source>
        <translation>Wyjdź z listy</translation>
    </message>
    <message>
        <source>One-switch play is resting. Press the switch to go on.</source>
        <translation>Gra jednym przełącznikiem jest wstrzymana. Naciśnij przełącznik, aby kontynuować.</translation>
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
        <source>Following your system</source>
        <translation>Zgodnie z ustawieniem systemu</translation>
    </message>
    <message>
        <source>Follow system</source>
        <translation>Jak w systemie</translation>
    </message>
    <message>
        <source>Use your system&apos;s setting again</source>
        <translation>Wróć do ustawienia systemu</translation>
    </message>
    <message>
        <source>Changes apply at once and are saved.</source>
        <translation>Zmiany działają od razu i są zapisywane.</translation>
    </message>
    <message>
        <source>Language and text</source>
        <comment>a section of Settings</comment>
        <translation>Język i tekst</translation>
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
        <source>%1 %</source>
        <comment>a text size in percent</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Rozmiar planszy</translation>
    </message>
    <message>
        <source>The tubes and the bowls, on their own: 100 % fits the window; larger, the board scrolls. %1 and %2 on a board too.</source>
        <translation>Probówki i miseczki, niezależnie od tekstu: 100 % mieści się w oknie; większa plansza się przewija. Na planszy także %1 i %2.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a board size in percent</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Look and motion</source>
        <comment>a section of Settings</comment>
        <translation>Wygląd i ruch</translation>
    </message>
    <message>
        <source>Bowls theme</source>
        <translation>Motyw Miseczek</translation>
    </message>
    <message>
        <source>The bowls, the ring and their surroundings; achievements unlock more. Rules, colours and symbols stay the same.</source>
        <translation>Miseczki, pierścień i ich otoczenie; osiągnięcia odblokowują kolejne. Zasady, kolory i symbole pozostają te same.</translation>
    </message>
    <message>
        <source>Theme gallery</source>
        <translation>Galeria motywów</translation>
    </message>
    <message>
        <source>All seven, locked ones too</source>
        <translation>Wszystkie siedem, także zablokowane</translation>
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
        <source>Move preview</source>
        <translation>Prognoza ruchu</translation>
    </message>
    <message>
        <source>Bowls: a one-line forecast of the selected move (stones sown, groups, points, overflow).</source>
        <translation>Miseczki: jednowierszowa prognoza wybranego ruchu (rozłożone kamienie, grupy, punkty, przepełnienie).</translation>
    </message>
    <message>
        <source>Chain speed</source>
        <translation>Tempo łańcucha</translation>
    </message>
    <message>
        <source>Bowls: how fast a chain plays its steps. With reduced motion it is instant; any key jumps to its end.</source>
        <translation>Miseczki: jak szybko łańcuch pokazuje kolejne kroki. Przy ograniczonym ruchu od razu; dowolny klawisz przeskakuje na koniec.</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Wolniej</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>chain speed</comment>
        <translation>Normalnie</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Szybciej</translation>
    </message>
    <message>
        <source>Keys and switches</source>
        <comment>a section of Settings</comment>
        <translation>Klawisze i przełączniki</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <source>Choose your own key for any action of the games.</source>
        <translation>Wybierz własny klawisz dla dowolnej akcji w grach.</translation>
    </message>
    <message>
        <source>Change keys…</source>
        <translation>Zmień klawisze…</translation>
    </message>
    <message>
        <source>One-switch play</source>
        <translation>Gra jednym przełącznikiem</translation>
    </message>
    <message>
        <source>A highlight steps through everything you can choose; %1 chooses the highlighted item, %2 steps by hand.</source>
        <translation>Podświetlenie przechodzi po wszystkim, co można wybrać; %1 wybiera podświetlony element, %2 przesuwa ręcznie.</translation>
    </message>
    <message>
        <source>Highlight speed</source>
        <translation>Szybkość podświetlenia</translation>
    </message>
    <message>
        <source>One-switch play: how long the highlight stays on each item.</source>
        <translation>Gra jednym przełącznikiem: jak długo podświetlenie zostaje na każdym elemencie.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds per item of one-switch play</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Pause on the first item</source>
        <translation>Pauza na pierwszym elemencie</translation>
    </message>
    <message>
        <source>One-switch play: extra time on the first item of each round.</source>
        <translation>Gra jednym przełącznikiem: dodatkowy czas na pierwszym elemencie każdego okrążenia.</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no pause on the first item</comment>
        <translation>Brak</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>extra seconds on the first item</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Rounds before resting</source>
        <translation>Okrążenia przed wstrzymaniem</translation>
    </message>
    <message>
        <source>One-switch play: how many times the highlight goes round before it waits for the switch.</source>
        <translation>Gra jednym przełącznikiem: ile razy podświetlenie obiega ekran, zanim zaczeka na przełącznik.</translation>
    </message>
    <message>
        <source>Key cool-down</source>
        <translation>Przerwa klawisza</translation>
    </message>
    <message>
        <source>For a shaking hand: the same key pressed again within this time counts once.</source>
        <translation>Dla drżącej ręki: ten sam klawisz wciśnięty ponownie w tym czasie liczy się raz.</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>key cool-down</comment>
        <translation>Wył.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds of the key cool-down</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Contrast</source>
        <comment>a section of Settings</comment>
        <translation>Kontrast</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Wysoki kontrast</translation>
    </message>
    <message>
        <source>Black background, white text, thicker outlines and focus ring.</source>
        <translation>Czarne tło, biały tekst, grubsze obramowania i ramka fokusu.</translation>
    </message>
    <message>
        <source>Audio</source>
        <comment>a section of Settings</comment>
        <translation>Dźwięk</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Dźwięk</translation>
    </message>
    <message>
        <source>A short sound for every move and result, placed left to right where it happens. %1 switches it anywhere.</source>
        <translation>Krótki dźwięk przy każdym ruchu i wyniku, od lewej do prawej tam, gdzie się dzieje. %1 włącza go i wyłącza wszędzie.</translation>
    </message>
    <message>
        <source>Effects volume</source>
        <translation>Głośność efektów</translation>
    </message>
    <message>
        <source>How loud the sounds are; they stay quiet under speech.</source>
        <translation>Jak głośno brzmią dźwięki; zawsze ciszej niż mowa.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>effects volume in percent</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Sounds of moves</source>
        <translation>Dźwięki ruchów</translation>
    </message>
    <message>
        <source>Selecting, pouring, each stone landing, a move refused, undo.</source>
        <translation>Wybór, przelewanie, każdy spadający kamień, odrzucony ruch, cofnięcie.</translation>
    </message>
    <message>
        <source>Sounds of chains</source>
        <translation>Dźwięki łańcuchów</translation>
    </message>
    <message>
        <source>Bowls: groups clearing, combo steps, blockers, eruptions, an overflow.</source>
        <translation>Miseczki: znikające grupy, kolejne kombosy, blokady, erupcje, przepełnienie.</translation>
    </message>
    <message>
        <source>Sounds of results</source>
        <translation>Dźwięki wyników</translation>
    </message>
    <message>
        <source>A tube completed, a board solved, a goal reached, a defeat.</source>
        <translation>Ukończona probówka, rozwiązana plansza, osiągnięty cel, porażka.</translation>
    </message>
    <message>
        <source>Interface sounds</source>
        <translation>Dźwięki interfejsu</translation>
    </message>
    <message>
        <source>The end of a list or of the row of tubes, a dialog opening.</source>
        <translation>Koniec listy lub rzędu probówek, otwarcie okna dialogowego.</translation>
    </message>
    <message>
        <source>Mono sound</source>
        <translation>Dźwięk mono</translation>
    </message>
    <message>
        <source>Both ears hear every sound the same, without its place left or right.</source>
        <translation>Oba uszy słyszą każdy dźwięk tak samo, bez miejsca po lewej czy prawej.</translation>
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
        <source>Read the goal, moves left and score in full</source>
        <translation>Przeczytaj w całości cel, pozostałe ruchy i wynik</translation>
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
        <source>Undo one pour</source>
        <translation>Cofnij jedno przelanie</translation>
    </message>
    <message>
        <source>Hint: highlight a proven next pour</source>
        <translation>Podpowiedź: podświetl sprawdzone następne przelanie</translation>
    </message>
    <message>
        <source>Restart the level</source>
        <translation>Zacznij poziom od nowa</translation>
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
        <translation>Przechodzenie między przyciskami, listami i menu</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Strzałki</translation>
    </message>
    <message>
        <source>Move inside a list or a grid of levels</source>
        <translation>Poruszanie się po liście lub siatce poziomów</translation>
    </message>
    <message>
        <source>Press the focused button or open the focused item</source>
        <translation>Naciśnij przycisk z fokusem lub otwórz element z fokusem</translation>
    </message>
    <message>
        <source>One-switch play</source>
        <translation>Gra jednym przełącznikiem</translation>
    </message>
    <message>
        <source>In Settings: a highlight steps through the screen; %1 chooses, %2 steps by hand</source>
        <translation>W Ustawieniach: podświetlenie przechodzi po ekranie; %1 wybiera, %2 przesuwa ręcznie</translation>
    </message>
    <message>
        <source>Key cool-down</source>
        <translation>Przerwa klawisza</translation>
    </message>
    <message>
        <source>In Settings: a key pressed again within the chosen time is ignored</source>
        <translation>W Ustawieniach: klawisz naciśnięty ponownie w wybranym czasie jest pomijany</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Wróć</translation>
    </message>
    <message>
        <source>Sound off or on, anywhere</source>
        <translation>Wyłącz lub włącz dźwięk, wszędzie</translation>
    </message>
    <message>
        <source>Show or hide this list; during a game it lists that game&apos;s keys</source>
        <translation>Pokaż lub ukryj tę listę; podczas gry pokazuje klawisze tej gry</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>Move round the ring of bowls (12 wraps to 1)</source>
        <translation>Ruch po okręgu miseczek (po 12 jest 1)</translation>
    </message>
    <message>
        <source>Select the focused bowl, or clear it if already selected</source>
        <translation>Wybierz miseczkę z fokusem lub odznacz, jeśli już wybrana</translation>
    </message>
    <message>
        <source>Sow the selected bowl</source>
        <translation>Rozłóż kamienie z wybranej miseczki</translation>
    </message>
    <message>
        <source>Clear the selection, or go back</source>
        <translation>Wyczyść wybór lub wróć</translation>
    </message>
    <message>
        <source>Undo the last move</source>
        <translation>Cofnij ostatni ruch</translation>
    </message>
    <message>
        <source>Read the whole ring aloud</source>
        <translation>Odczytaj na głos cały okrąg</translation>
    </message>
    <message>
        <source>Hear the whole ring as sound, bowl by bowl; %1 again stops it</source>
        <translation>Posłuchaj całego okręgu jako dźwięku, miseczka po miseczce; ponowne %1 zatrzymuje</translation>
    </message>
    <message>
        <source>Quick review: goal progress and moves left</source>
        <translation>Szybki przegląd: postęp celu i pozostałe ruchy</translation>
    </message>
    <message>
        <source>Hint (puzzles): highlight the first move of a proven shortest solution</source>
        <translation>Podpowiedź (łamigłówki): wyróżnij pierwszy ruch udowodnionego najkrótszego rozwiązania</translation>
    </message>
    <message>
        <source>Read the selected bowl&apos;s stones</source>
        <translation>Odczytaj kamienie wybranej miseczki</translation>
    </message>
    <message>
        <source>Restart the puzzle</source>
        <translation>Zacznij łamigłówkę od nowa</translation>
    </message>
    <message>
        <source>Pause Endless and keep it for later</source>
        <translation>Wstrzymaj tryb Bez końca na później</translation>
    </message>
    <message>
        <source>Copy the board ID (a puzzle or a Daily), to share it or play it again</source>
        <translation>Kopiuj identyfikator planszy (łamigłówki lub wyzwania dnia), aby się nim podzielić albo zagrać ponownie</translation>
    </message>
    <message>
        <source>Board bigger, smaller, or back to the size that fits the window</source>
        <translation>Plansza większa, mniejsza albo z powrotem w rozmiarze mieszczącym się w oknie</translation>
    </message>
    <message>
        <source>Any key</source>
        <translation>Dowolny klawisz</translation>
    </message>
    <message>
        <source>Skip a chain to its end</source>
        <translation>Przewiń łańcuch do końca</translation>
    </message>
    <message>
        <source>Chain speed</source>
        <translation>Tempo łańcucha</translation>
    </message>
    <message>
        <source>In Settings: chains play slower, at normal speed or faster</source>
        <translation>W Ustawieniach: łańcuchy odtwarzają się wolniej, w zwykłym tempie lub szybciej</translation>
    </message>
    <message>
        <source>Hear the whole board as sound, tube by tube; %1 again stops it</source>
        <translation>Posłuchaj całej planszy jako dźwięku, probówka po probówce; ponowne %1 zatrzymuje</translation>
    </message>
    <message>
        <source>Copy the board ID (the level or the Daily), to share it or play it again</source>
        <translation>Kopiuj identyfikator planszy (poziomu lub wyzwania dnia), aby się nim podzielić albo zagrać ponownie</translation>
    </message>
    <message>
        <source>Move between the tubes or the bowls</source>
        <translation>Przechodzenie między probówkami lub miseczkami</translation>
    </message>
    <message>
        <source>1–9</source>
        <translation>1–9</translation>
    </message>
    <message>
        <source>Tubes: pour one unit of that colour into the focused tube</source>
        <translation>Probówki: wlej jedną porcję tego koloru do wybranej probówki</translation>
    </message>
    <message>
        <source>R Y G B P * #, 1–7</source>
        <translation>R Y G B P * #, 1–7</translation>
    </message>
    <message>
        <source>Bowls: put that stone in the focused bowl, after the stones already there</source>
        <translation>Miseczki: włóż ten kamień do wybranej miseczki, za kamienie, które już w niej są</translation>
    </message>
    <message>
        <source>Backspace / Delete</source>
        <translation>Backspace / Delete</translation>
    </message>
    <message>
        <source>Take the top unit or the last stone out</source>
        <translation>Wyjmij górną porcję lub ostatni kamień</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Bowls: the focused bowl&apos;s modifier: none, frozen, reverse or volcano</source>
        <translation>Miseczki: modyfikator wybranej miseczki: brak, zamarznięta, odwrócenie lub wulkan</translation>
    </message>
    <message>
        <source>← → on a setting</source>
        <translation>← → na ustawieniu</translation>
    </message>
    <message>
        <source>Change the colours, the goal, its colour and amount, or the move limit</source>
        <translation>Zmień liczbę kolorów, cel, jego kolor i liczbę albo limit ruchów</translation>
    </message>
    <message>
        <source>Save the board to My boards</source>
        <translation>Zapisz planszę w Moich planszach</translation>
    </message>
    <message>
        <source>Copy the board ID, to share it</source>
        <translation>Skopiuj identyfikator planszy, aby się nią podzielić</translation>
    </message>
    <message>
        <source>Read the whole board aloud, then what the solver found</source>
        <translation>Przeczytaj na głos całą planszę, a potem, co ustalił solver</translation>
    </message>
    <message>
        <source>My boards</source>
        <translation>Moje plansze</translation>
    </message>
    <message>
        <source>Enter plays a saved board, E edits it, %1 copies its ID, Delete removes it</source>
        <translation>Enter: zagraj zapisaną planszę, E: edytuj, %1: kopiuj identyfikator, Delete: usuń</translation>
    </message>
    <message>
        <source>Move between buttons and menus</source>
        <translation>Przechodzenie między przyciskami i menu</translation>
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
        <source>%1 / %2</source>
        <comment>two keys that do the same</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Settings → Keys</source>
        <translation>Ustawienia → Klawisze</translation>
    </message>
    <message>
        <source>Choose your own key for any action of the games</source>
        <translation>Wybierz własny klawisz dla dowolnej akcji w grach</translation>
    </message>
    <message>
        <source>Quick review: tubes still to sort and moves so far</source>
        <translation>Szybki przegląd: probówki do uporządkowania i dotychczasowe ruchy</translation>
    </message>
    <message>
        <source>Read the whole board aloud, tube by tube</source>
        <translation>Przeczytaj na głos całą planszę, probówka po probówce</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a key and what it does</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Jak grać</translation>
    </message>
    <message>
        <source>How to play Tubes</source>
        <translation>Jak grać w Probówki</translation>
    </message>
    <message>
        <source>How to play Bowls</source>
        <translation>Jak grać w Miseczki</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <source>Sound is off. %1 switches it on.</source>
        <translation>Dźwięk jest wyłączony. %1 go włącza.</translation>
    </message>
    <message>
        <source>The effects volume is 0. Raise it in Settings.</source>
        <translation>Głośność efektów wynosi 0. Zwiększ ją w Ustawieniach.</translation>
    </message>
    <message>
        <source>There is no sound device, so nothing plays.</source>
        <translation>Nie ma urządzenia dźwiękowego, więc nic nie gra.</translation>
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
    <message>
        <source>Charts</source>
        <translation>Wykresy</translation>
    </message>
    <message>
        <source>Your moves and scores over time, drawn and in words</source>
        <translation>Twoje ruchy i wyniki w czasie, na wykresie i słowami</translation>
    </message>
    <message>
        <source>Your play</source>
        <translation>Twoja gra</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Osiągnięcia</translation>
    </message>
    <message>
        <source>Achievements, %1</source>
        <translation>Osiągnięcia. %1</translation>
    </message>
</context>
<context>
    <name>Stepper</name>
    <message>
        <source>Left and Right arrows change it</source>
        <translation>Strzałki w lewo i w prawo zmieniają wartość</translation>
    </message>
</context>
<context>
    <name>TileGrid</name>
    <message>
        <source>Start of the list</source>
        <translation>Początek listy</translation>
    </message>
    <message>
        <source>End of the list</source>
        <translation>Koniec listy</translation>
    </message>
    <message>
        <source>No row above</source>
        <translation>Brak wiersza powyżej</translation>
    </message>
    <message>
        <source>No row below</source>
        <translation>Brak wiersza poniżej</translation>
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
    <name>TubesGame</name>
    <message>
        <source>, </source>
        <comment>between the items of a spoken list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>. </source>
        <comment>between two spoken sentences</comment>
        <translation>. </translation>
    </message>
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
        <source>Tube %1: %2; %Ln free</source>
        <translation>
            <numerusform>Probówka %1: %2; %Ln wolne miejsce</numerusform>
            <numerusform>Probówka %1: %2; %Ln wolne miejsca</numerusform>
            <numerusform>Probówka %1: %2; %Ln wolnych miejsc</numerusform>
        </translation>
    </message>
    <message>
        <source>Tubes board</source>
        <translation>Probówki, plansza</translation>
    </message>
    <message>
        <source>Tubes Daily %1</source>
        <translation>Probówki, wyzwanie dnia %1</translation>
    </message>
    <message>
        <source>Tubes level %1</source>
        <translation>Probówki, poziom %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ruch</numerusform>
            <numerusform>%Ln ruchy</numerusform>
            <numerusform>%Ln ruchów</numerusform>
        </translation>
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
        <source>First completion of this day</source>
        <translation>Pierwsze ukończenie tego dnia</translation>
    </message>
    <message>
        <source>First solve of this board</source>
        <translation>Pierwsze rozwiązanie tej planszy</translation>
    </message>
    <message>
        <source>First clear of this level</source>
        <translation>Pierwsze rozwiązanie tego poziomu</translation>
    </message>
    <message>
        <source>New best for this day</source>
        <translation>Nowy rekord tego dnia</translation>
    </message>
    <message>
        <source>New best for this board</source>
        <translation>Nowy rekord tej planszy</translation>
    </message>
    <message>
        <source>New best for this level</source>
        <translation>Nowy rekord poziomu</translation>
    </message>
    <message>
        <source>Not saved yet: it is saved as soon as the disk has room.</source>
        <translation>Jeszcze nie zapisano: zostanie zapisane, gdy tylko na dysku będzie miejsce.</translation>
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
        <source>Another board</source>
        <translation>Inna plansza</translation>
    </message>
    <message>
        <source>Level list</source>
        <translation>Poziomy</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Kopiuj wynik</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Rozwiązano!</translation>
    </message>
    <message>
        <source>; selected</source>
        <translation>; wybrana</translation>
    </message>
    <message>
        <source>; hint: pour from this tube</source>
        <translation>; podpowiedź: przelej z tej probówki</translation>
    </message>
    <message>
        <source>; hint: pour into this tube</source>
        <translation>; podpowiedź: przelej do tej probówki</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Poziom %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln colours</source>
        <translation>
            <numerusform>%Ln kolor</numerusform>
            <numerusform>%Ln kolory</numerusform>
            <numerusform>%Ln kolorów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tubes</source>
        <translation>
            <numerusform>%Ln probówka</numerusform>
            <numerusform>%Ln probówki</numerusform>
            <numerusform>%Ln probówek</numerusform>
        </translation>
    </message>
    <message>
        <source>Press %1 to hear the whole board.</source>
        <translation>Naciśnij %1, aby usłyszeć całą planszę.</translation>
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
        <source>Poured %Ln %1 from tube %2 into tube %3.</source>
        <translation>
            <numerusform>Przelano %Ln warstwę (%1) z probówki %2 do probówki %3.</numerusform>
            <numerusform>Przelano %Ln warstwy (%1) z probówki %2 do probówki %3.</numerusform>
            <numerusform>Przelano %Ln warstw (%1) z probówki %2 do probówki %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>a tube cannot pour into itself</source>
        <translation>probówki nie można przelać do niej samej</translation>
    </message>
    <message>
        <source>the board is solved</source>
        <translation>plansza jest już rozwiązana</translation>
    </message>
    <message>
        <source>there is no such tube</source>
        <translation>nie ma takiej probówki</translation>
    </message>
    <message numerus="yes">
        <source>Restart undone. %Ln moves.</source>
        <translation>
            <numerusform>Cofnięto rozpoczęcie od nowa. %Ln ruch.</numerusform>
            <numerusform>Cofnięto rozpoczęcie od nowa. %Ln ruchy.</numerusform>
            <numerusform>Cofnięto rozpoczęcie od nowa. %Ln ruchów.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tubes still to sort</source>
        <translation>
            <numerusform>Jeszcze %Ln probówka do uporządkowania</numerusform>
            <numerusform>Jeszcze %Ln probówki do uporządkowania</numerusform>
            <numerusform>Jeszcze %Ln probówek do uporządkowania</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tube is sorted</source>
        <translation>Wszystkie probówki są uporządkowane</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves so far</source>
        <translation>
            <numerusform>Dotąd %Ln ruch</numerusform>
            <numerusform>Dotąd %Ln ruchy</numerusform>
            <numerusform>Dotąd %Ln ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln moves!</source>
        <translation>
            <numerusform>Rozwiązano w %Ln ruchu!</numerusform>
            <numerusform>Rozwiązano w %Ln ruchach!</numerusform>
            <numerusform>Rozwiązano w %Ln ruchach!</numerusform>
        </translation>
    </message>
    <message>
        <source>Custom board</source>
        <translation>Własna plansza</translation>
    </message>
    <message>
        <source>Daily: %1</source>
        <translation>Wyzwanie dnia: %1</translation>
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
        <source>Nothing to undo.</source>
        <translation>Nie ma czego cofnąć.</translation>
    </message>
    <message numerus="yes">
        <source>Undone. %Ln moves.</source>
        <translation>
            <numerusform>Cofnięto. %Ln ruch.</numerusform>
            <numerusform>Cofnięto. %Ln ruchy.</numerusform>
            <numerusform>Cofnięto. %Ln ruchów.</numerusform>
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
    <message>
        <source>.</source>
        <comment>the end of a spoken sentence</comment>
        <translation>.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves.</source>
        <translation>
            <numerusform>%Ln ruch.</numerusform>
            <numerusform>%Ln ruchy.</numerusform>
            <numerusform>%Ln ruchów.</numerusform>
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
        <source>%Ln levels unlocked. Levels unlock in order; solved levels can be replayed.</source>
        <translation>
            <numerusform>Odblokowano %Ln poziom. Poziomy odblokowują się po kolei; rozwiązane można powtarzać.</numerusform>
            <numerusform>Odblokowano %Ln poziomy. Poziomy odblokowują się po kolei; rozwiązane można powtarzać.</numerusform>
            <numerusform>Odblokowano %Ln poziomów. Poziomy odblokowują się po kolei; rozwiązane można powtarzać.</numerusform>
        </translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Poziomy</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ruch</numerusform>
            <numerusform>%Ln ruchy</numerusform>
            <numerusform>%Ln ruchów</numerusform>
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
        <source>%Ln colours</source>
        <translation>
            <numerusform>%Ln kolor</numerusform>
            <numerusform>%Ln kolory</numerusform>
            <numerusform>%Ln kolorów</numerusform>
        </translation>
    </message>
    <message>
        <source>levels %1–%2</source>
        <translation>poziomy %1–%2</translation>
    </message>
    <message numerus="yes">
        <source>Level %1 · %Ln colours</source>
        <translation>
            <numerusform>Poziom %1 · %Ln kolor</numerusform>
            <numerusform>Poziom %1 · %Ln kolory</numerusform>
            <numerusform>Poziom %1 · %Ln kolorów</numerusform>
        </translation>
    </message>
    <message>
        <source>locked: solve level %1 first</source>
        <translation>zablokowany: najpierw rozwiąż poziom %1</translation>
    </message>
    <message>
        <source>not yet solved</source>
        <translation>jeszcze nierozwiązany</translation>
    </message>
    <message numerus="yes">
        <source>best %Ln moves in %1</source>
        <translation>
            <numerusform>najlepiej: %Ln ruch w %1</numerusform>
            <numerusform>najlepiej: %Ln ruchy w %1</numerusform>
            <numerusform>najlepiej: %Ln ruchów w %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>solved %Ln times</source>
        <translation>
            <numerusform>rozwiązany %Ln raz</numerusform>
            <numerusform>rozwiązany %Ln razy</numerusform>
            <numerusform>rozwiązany %Ln razy</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1, locked</source>
        <translation>Poziom %1, zablokowany</translation>
    </message>
    <message numerus="yes">
        <source>Level %1, %Ln colours, not yet solved</source>
        <translation>
            <numerusform>Poziom %1, %Ln kolor, nierozwiązany</numerusform>
            <numerusform>Poziom %1, %Ln kolory, nierozwiązany</numerusform>
            <numerusform>Poziom %1, %Ln kolorów, nierozwiązany</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Level %1, solved, best %Ln moves</source>
        <translation>
            <numerusform>Poziom %1, rozwiązany, rekord: %Ln ruch</numerusform>
            <numerusform>Poziom %1, rozwiązany, rekord: %Ln ruchy</numerusform>
            <numerusform>Poziom %1, rozwiązany, rekord: %Ln ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ruch</numerusform>
            <numerusform>%Ln ruchy</numerusform>
            <numerusform>%Ln ruchów</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, completed in %Ln moves</source>
        <translation>
            <numerusform>%1, ukończono w %Ln ruchu</numerusform>
            <numerusform>%1, ukończono w %Ln ruchach</numerusform>
            <numerusform>%1, ukończono w %Ln ruchach</numerusform>
        </translation>
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
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln ruch</numerusform>
            <numerusform>%Ln ruchy</numerusform>
            <numerusform>%Ln ruchów</numerusform>
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
        <source>Restart</source>
        <translation>Od nowa</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Podpowiedź</translation>
    </message>
    <message>
        <source>Read board</source>
        <translation>Czytaj</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Klawisze</translation>
    </message>
    <message>
        <source>Perfect Clear!</source>
        <translation>Perfect Clear!</translation>
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
