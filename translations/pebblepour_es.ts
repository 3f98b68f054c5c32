<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AboutScreen</name>
    <message>
        <source>About</source>
        <translation>Acerca de</translation>
    </message>
    <message>
        <source>Pebble &amp; Pour %1</source>
        <translation>Pebble &amp; Pour %1</translation>
    </message>
    <message>
        <source>Tubes: every board is proven solvable by the built-in solver before it is shown. Undo and hints are free and unlimited; a hint is always the first pour of a proven solution.</source>
        <translation>Tubos: el solucionador integrado demuestra que cada tablero tiene solución antes de mostrarlo. Deshacer y las pistas son gratis e ilimitados; una pista es siempre el primer vertido de una solución demostrada.</translation>
    </message>
    <message>
        <source>Bowls: sow stones round a ring of twelve bowls; three of a colour clear, and volcanoes start chains. 100 puzzles, each proven solvable within its moves, an Endless mode and a Daily.</source>
        <translation>Cuencos: reparte piedras por un círculo de doce cuencos; tres del mismo color desaparecen y los volcanes inician cadenas. 100 puzles, cada uno con solución demostrada dentro de sus jugadas, un modo Sin fin y un Reto diario.</translation>
    </message>
    <message>
        <source>Made to be played with a mouse, with the keyboard alone, or with a screen reader: every tube is read bottom to top, and every move is announced.</source>
        <translation>Pensado para jugar con ratón, solo con teclado o con lector de pantalla: cada tubo se lee de abajo arriba y se anuncia cada jugada.</translation>
    </message>
    <message>
        <source>Your progress is stored only on this device.</source>
        <translation>Tu progreso se guarda solo en este dispositivo.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later: you may share and change it under its terms. It comes with no warranty.</source>
        <translation>Software libre bajo la Licencia Pública General de GNU, versión 3 o posterior: puedes compartirlo y modificarlo según sus términos. Se ofrece sin ninguna garantía.</translation>
    </message>
</context>
<context>
    <name>Achievements</name>
    <message>
        <source>First solve</source>
        <translation>Primera solución</translation>
    </message>
    <message>
        <source>Solve any Bowls puzzle.</source>
        <translation>Resuelve cualquier puzle de Cuencos.</translation>
    </message>
    <message>
        <source>Shortest way</source>
        <translation>El camino más corto</translation>
    </message>
    <message>
        <source>Solve a puzzle in its shortest number of moves, without a hint.</source>
        <translation>Resuelve un puzle en su menor número de jugadas, sin pistas.</translation>
    </message>
    <message>
        <source>Chapter done</source>
        <translation>Capítulo completo</translation>
    </message>
    <message>
        <source>Solve all ten puzzles of one chapter.</source>
        <translation>Resuelve los diez puzles de un capítulo.</translation>
    </message>
    <message>
        <source>Four at once</source>
        <translation>Cuatro a la vez</translation>
    </message>
    <message>
        <source>Make a ×4 combo: groups in four bowls with one move.</source>
        <translation>Haz un combo ×4: grupos en cuatro cuencos con una sola jugada.</translation>
    </message>
    <message>
        <source>Perfect Clear</source>
        <translation>Perfect Clear</translation>
    </message>
    <message>
        <source>Empty the whole board with one move.</source>
        <translation>Vacía todo el tablero con una sola jugada.</translation>
    </message>
    <message>
        <source>Helpful volcano</source>
        <translation>Volcán servicial</translation>
    </message>
    <message>
        <source>Let an eruption complete a colour group.</source>
        <translation>Haz que una erupción complete un grupo de un color.</translation>
    </message>
    <message>
        <source>Endless 500</source>
        <translation>Sin fin 500</translation>
    </message>
    <message>
        <source>Score 500 points in one valid Endless attempt.</source>
        <translation>Consigue 500 puntos en un intento válido de Sin fin.</translation>
    </message>
    <message>
        <source>Endless 2000</source>
        <translation>Sin fin 2000</translation>
    </message>
    <message>
        <source>Score 2000 points in one valid Endless attempt.</source>
        <translation>Consigue 2000 puntos en un intento válido de Sin fin.</translation>
    </message>
    <message>
        <source>Long game</source>
        <translation>Partida larga</translation>
    </message>
    <message>
        <source>Play 50 moves in one valid Endless attempt.</source>
        <translation>Juega 50 jugadas en un intento válido de Sin fin.</translation>
    </message>
    <message>
        <source>First Bowls daily</source>
        <translation>Primer reto diario de Cuencos</translation>
    </message>
    <message>
        <source>Finish a Bowls Daily challenge without undo.</source>
        <translation>Termina un reto diario de Cuencos sin deshacer.</translation>
    </message>
    <message>
        <source>First pour</source>
        <translation>Primer vertido</translation>
    </message>
    <message>
        <source>Clear any Tubes level.</source>
        <translation>Supera cualquier nivel de Tubos.</translation>
    </message>
    <message>
        <source>On your own</source>
        <translation>Por tu cuenta</translation>
    </message>
    <message>
        <source>Clear every level of one Tubes band without a hint.</source>
        <translation>Supera todos los niveles de un tramo de Tubos sin ninguna pista.</translation>
    </message>
    <message>
        <source>Halfway</source>
        <translation>A mitad de camino</translation>
    </message>
    <message>
        <source>Clear 50 Tubes levels.</source>
        <translation>Supera 50 niveles de Tubos.</translation>
    </message>
    <message>
        <source>All one hundred</source>
        <translation>Los cien</translation>
    </message>
    <message>
        <source>Clear all 100 Tubes levels.</source>
        <translation>Supera los 100 niveles de Tubos.</translation>
    </message>
    <message>
        <source>First Tubes daily</source>
        <translation>Primer reto diario de Tubos</translation>
    </message>
    <message>
        <source>Clear a Tubes daily board.</source>
        <translation>Resuelve un tablero del reto diario de Tubos.</translation>
    </message>
    <message>
        <source>Daily, unaided</source>
        <translation>Reto diario sin ayuda</translation>
    </message>
    <message>
        <source>Clear a Tubes daily board without a hint.</source>
        <translation>Resuelve un tablero del reto diario de Tubos sin ninguna pista.</translation>
    </message>
    <message>
        <source>Ten days</source>
        <translation>Diez días</translation>
    </message>
    <message>
        <source>Complete the daily on ten days, Bowls and Tubes together.</source>
        <translation>Completa el reto diario en diez días, Cuencos y Tubos juntos.</translation>
    </message>
    <message>
        <source>Achievement earned: %1.</source>
        <translation>Logro conseguido: %1.</translation>
    </message>
    <message>
        <source>Achievement earned: %1. New theme unlocked: %2.</source>
        <translation>Logro conseguido: %1. Nuevo tema desbloqueado: %2.</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Sencillo</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Jardín</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>Arena</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>Océano</translation>
    </message>
    <message>
        <source>Runes</source>
        <translation>Runas</translation>
    </message>
    <message>
        <source>Neon</source>
        <translation>Neón</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Earned %1</source>
        <translation>Conseguido el %1</translation>
    </message>
    <message>
        <source>Unlocked the %1 theme.</source>
        <translation>Desbloqueó el tema %1.</translation>
    </message>
    <message>
        <source>%1, earned %2</source>
        <translation>%1, conseguido el %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Pendiente</translation>
    </message>
    <message>
        <source>The next one you earn unlocks the %1 theme.</source>
        <translation>El próximo que consigas desbloquea el tema %1.</translation>
    </message>
    <message>
        <source>%1, open</source>
        <translation>%1, pendiente</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of %1 earned</source>
        <translation>
            <numerusform>%Ln de %1 conseguido</numerusform>
            <numerusform>%Ln de %1 conseguidos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>Sound on</source>
        <translation>Sonido activado</translation>
    </message>
    <message>
        <source>Sound off</source>
        <translation>Sonido desactivado</translation>
    </message>
    <message>
        <source>Board size %1 %, the largest</source>
        <translation>Tamaño del tablero: %1 %, el máximo</translation>
    </message>
    <message>
        <source>Board size %1 %, the smallest</source>
        <translation>Tamaño del tablero: %1 %, el mínimo</translation>
    </message>
    <message>
        <source>Board size %1 %</source>
        <translation>Tamaño del tablero: %1 %</translation>
    </message>
</context>
<context>
    <name>AppState</name>
    <message>
        <source>Your saved progress was damaged and could not be read, so a fresh profile was started; the old file was kept as %1.</source>
        <translation>Tu progreso guardado estaba dañado y no se pudo leer, así que se creó un perfil nuevo; el archivo antiguo se conservó como %1.</translation>
    </message>
    <message>
        <source>The profile file did not come from Pebble &amp; Pour, so a fresh profile was started; the file was kept as %1.</source>
        <translation>El archivo de perfil no procedía de Pebble &amp; Pour, así que se creó un perfil nuevo; el archivo se conservó como %1.</translation>
    </message>
    <message>
        <source>Your profile was saved by a newer version of Pebble &amp; Pour, so a fresh profile was started; the newer file was kept as %1.</source>
        <translation>Tu perfil se guardó con una versión más reciente de Pebble &amp; Pour, así que se creó un perfil nuevo; el archivo más reciente se conservó como %1.</translation>
    </message>
    <message>
        <source>Your profile file could not be opened, so a fresh profile was started; the file was kept as %1.</source>
        <translation>No se pudo abrir el archivo de perfil, así que se creó un perfil nuevo; el archivo se conservó como %1.</translation>
    </message>
    <message>
        <source>Some of your saved records were damaged, so they were set aside (they are kept in %1); the rest of your progress is as you left it.</source>
        <translation>Algunos de tus registros guardados estaban dañados, así que se apartaron (se conservan en %1); el resto de tu progreso sigue como lo dejaste.</translation>
    </message>
    <message>
        <source>Tubes</source>
        <translation>Tubos</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Levels solved</source>
        <translation>Niveles resueltos</translation>
    </message>
    <message>
        <source>Highest unlocked level</source>
        <translation>Nivel desbloqueado más alto</translation>
    </message>
    <message>
        <source>Level clears</source>
        <translation>Niveles completados (veces)</translation>
    </message>
    <message>
        <source>Sum of best times</source>
        <translation>Suma de mejores tiempos</translation>
    </message>
    <message>
        <source>Levels solved without hints</source>
        <translation>Niveles resueltos sin pistas</translation>
    </message>
    <message>
        <source>Daily boards completed</source>
        <translation>Retos diarios completados</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln jugada</numerusform>
            <numerusform>%Ln jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Bowls</source>
        <translation>Cuencos</translation>
    </message>
    <message>
        <source>Puzzles solved</source>
        <translation>Puzles resueltos</translation>
    </message>
    <message>
        <source>Puzzle points (sum of bests)</source>
        <translation>Puntos de puzles (suma de los mejores)</translation>
    </message>
    <message>
        <source>Best valid Endless score</source>
        <translation>Mejor puntuación válida en Sin fin</translation>
    </message>
    <message>
        <source>Endless attempts (practice)</source>
        <translation>Intentos en Sin fin (de práctica)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Daily attempts</source>
        <translation>Intentos del diario</translation>
    </message>
    <message numerus="yes">
        <source>best %Ln points</source>
        <translation>
            <numerusform>mejor: %Ln punto</numerusform>
            <numerusform>mejor: %Ln puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Your progress could not be saved: the disk is full. Free some space.</source>
        <translation>No se pudo guardar tu progreso: el disco está lleno. Libera espacio.</translation>
    </message>
    <message>
        <source>Your progress could not be saved: the profile folder is read-only.</source>
        <translation>No se pudo guardar tu progreso: la carpeta del perfil es de solo lectura.</translation>
    </message>
    <message>
        <source>Your progress could not be saved: another copy of the game is busy with it.</source>
        <translation>No se pudo guardar tu progreso: otra copia del juego lo está usando.</translation>
    </message>
    <message>
        <source>Your progress could not be saved: the profile file is damaged.</source>
        <translation>No se pudo guardar tu progreso: el archivo de perfil está dañado.</translation>
    </message>
    <message>
        <source>Your progress could not be saved: the disk reported an error.</source>
        <translation>No se pudo guardar tu progreso: el disco informó de un error.</translation>
    </message>
    <message>
        <source>Your progress could not be saved or read.</source>
        <translation>No se pudo guardar ni leer tu progreso.</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the profile file %1 is read-only.</source>
        <translation>No se guardará nada de lo que juegues: el archivo del perfil %1 es de solo lectura.</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the profile folder %1 is read-only.</source>
        <translation>No se guardará nada de lo que juegues: la carpeta del perfil %1 es de solo lectura.</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the file system that holds %1 is read-only.</source>
        <translation>No se guardará nada de lo que juegues: el sistema de archivos que contiene %1 es de solo lectura.</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: %1 is not a file, and the profile needs to write a file there.</source>
        <translation>No se guardará nada de lo que juegues: %1 no es un archivo, y el perfil necesita escribir un archivo ahí.</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the profile folder %1 cannot be reached.</source>
        <translation>No se guardará nada de lo que juegues: no se puede acceder a la carpeta del perfil %1.</translation>
    </message>
    <message>
        <source>Nothing you play will be saved: the profile file %1 cannot be written.</source>
        <translation>No se guardará nada de lo que juegues: no se puede escribir en el archivo del perfil %1.</translation>
    </message>
    <message>
        <source>Your result is saved now.</source>
        <translation>Tu resultado ya está guardado.</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <source>Every %1 unit is in a tube already.</source>
        <translation>Todas las unidades de %1 ya están en un tubo.</translation>
    </message>
    <message>
        <source>Tube %1 is full.</source>
        <translation>El tubo %1 está lleno.</translation>
    </message>
    <message>
        <source>Tube %1 is empty.</source>
        <translation>El tubo %1 está vacío.</translation>
    </message>
    <message>
        <source>Bowl %1 is full: a bowl holds 7 stones.</source>
        <translation>El cuenco %1 está lleno: un cuenco admite 7 piedras.</translation>
    </message>
    <message>
        <source>Bowl %1 is empty.</source>
        <translation>El cuenco %1 está vacío.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln jugada</numerusform>
            <numerusform>%Ln jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Colours: %Ln</source>
        <translation>
            <numerusform>Colores: %Ln</numerusform>
            <numerusform>Colores: %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>Objetivo: %1</translation>
    </message>
    <message>
        <source>Goal colour: %1</source>
        <translation>Color del objetivo: %1</translation>
    </message>
    <message numerus="yes">
        <source>Goal amount: %Ln</source>
        <translation>
            <numerusform>Cantidad del objetivo: %Ln</numerusform>
            <numerusform>Cantidad del objetivo: %Ln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move limit: %Ln moves</source>
        <translation>
            <numerusform>Límite de jugadas: %Ln jugada</numerusform>
            <numerusform>Límite de jugadas: %Ln jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Cleared: every tube is empty.</source>
        <translation>Vaciado: todos los tubos están vacíos.</translation>
    </message>
    <message>
        <source>Cleared: every bowl is empty.</source>
        <translation>Vaciado: todos los cuencos están vacíos.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln units still to pour: each colour needs 4.</source>
        <translation>
            <numerusform>Falta verter %Ln unidad: cada color necesita 4.</numerusform>
            <numerusform>Faltan por verter %Ln unidades: cada color necesita 4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tube holds one colour already: mix them to make a puzzle.</source>
        <translation>Cada tubo ya tiene un solo color: mézclalos para hacer un puzle.</translation>
    </message>
    <message>
        <source>Put stones in the bowls, then prove the goal.</source>
        <translation>Pon piedras en los cuencos y luego comprueba el objetivo.</translation>
    </message>
    <message>
        <source>Not proven yet: Prove asks the solver whether the goal can be reached.</source>
        <translation>Aún sin comprobar: Comprobar pregunta al resolutor si se puede alcanzar el objetivo.</translation>
    </message>
    <message>
        <source>Proving the board…</source>
        <translation>Comprobando el tablero…</translation>
    </message>
    <message numerus="yes">
        <source>Solvable: the shortest solution is %Ln moves.</source>
        <translation>
            <numerusform>Tiene solución: la más corta es de %Ln jugada.</numerusform>
            <numerusform>Tiene solución: la más corta es de %Ln jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Solvable.</source>
        <translation>Tiene solución.</translation>
    </message>
    <message numerus="yes">
        <source>Proven: the goal can be reached in %Ln moves.</source>
        <translation>
            <numerusform>Comprobado: el objetivo se alcanza en %Ln jugada.</numerusform>
            <numerusform>Comprobado: el objetivo se alcanza en %Ln jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>This board cannot be solved.</source>
        <translation>Este tablero no tiene solución.</translation>
    </message>
    <message>
        <source>The goal cannot be reached within the move limit.</source>
        <translation>El objetivo no se puede alcanzar dentro del límite de jugadas.</translation>
    </message>
    <message>
        <source>The solver could not finish proving this board.</source>
        <translation>El resolutor no pudo terminar de comprobar este tablero.</translation>
    </message>
    <message>
        <source>Saved to My boards.</source>
        <translation>Guardado en Mis tableros.</translation>
    </message>
    <message numerus="yes">
        <source>Tubes board of %Ln colours</source>
        <translation>
            <numerusform>Tablero de tubos de %Ln color</numerusform>
            <numerusform>Tablero de tubos de %Ln colores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowls board: %1 in %Ln moves</source>
        <translation>
            <numerusform>Tablero de cuencos: %1 en %Ln jugada</numerusform>
            <numerusform>Tablero de cuencos: %1 en %Ln jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Not solved yet</source>
        <translation>Aún sin resolver</translation>
    </message>
    <message numerus="yes">
        <source>Best: %Ln moves</source>
        <translation>
            <numerusform>Récord: %Ln jugada</numerusform>
            <numerusform>Récord: %Ln jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Removed from My boards.</source>
        <translation>Quitado de Mis tableros.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln left to pour</source>
        <translation>
            <numerusform>%1: queda %Ln por verter</numerusform>
            <numerusform>%1: quedan %Ln por verter</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardEditorScreen</name>
    <message>
        <source>Tubes board editor</source>
        <translation>Editor de tableros de tubos</translation>
    </message>
    <message>
        <source>Bowls board editor</source>
        <translation>Editor de tableros de cuencos</translation>
    </message>
    <message>
        <source>Arrows choose a tube; number keys pour in a colour; Backspace takes the top unit out.</source>
        <translation>Las flechas eligen un tubo; las teclas numéricas vierten un color; Retroceso saca la unidad de arriba.</translation>
    </message>
    <message>
        <source>Arrows choose a bowl; R, Y, G, B, P, * and # (or 1 to 7) put in a stone; Backspace takes the last one out; Enter changes the modifier.</source>
        <translation>Las flechas eligen un cuenco; R, Y, G, B, P, * y # (o de 1 a 7) ponen una piedra; Retroceso saca la última; Intro cambia el modificador.</translation>
    </message>
    <message>
        <source>Colours</source>
        <translation>Colores</translation>
    </message>
    <message>
        <source>Tubes, read bottom to top</source>
        <translation>Tubos, leídos de abajo arriba</translation>
    </message>
    <message>
        <source>Bowls, stones oldest first</source>
        <translation>Cuencos, piedras de la más antigua a la más nueva</translation>
    </message>
    <message>
        <source>move limit</source>
        <translation>límite de jugadas</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>Move limit</source>
        <translation>Límite de jugadas</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <comment>the keyboard shortcut of a button</comment>
        <translation>Tecla: %1</translation>
    </message>
    <message>
        <source>Proving…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>Prove</source>
        <translation>Comprobar</translation>
    </message>
    <message>
        <source>Ask the solver whether the goal can be reached within the move limit</source>
        <translation>Pregunta al resolutor si el objetivo se alcanza dentro del límite de jugadas</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Save to My boards</source>
        <translation>Guardar en Mis tableros</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>Copiar código</translation>
    </message>
    <message>
        <source>Empty all</source>
        <translation>Vaciar todo</translation>
    </message>
</context>
<context>
    <name>BoardEntry</name>
    <message>
        <source>A level is a number from 1 to 100, as in tubes:level:37.</source>
        <translation>Un nivel es un número del 1 al 100, como en tubes:level:37.</translation>
    </message>
    <message>
        <source>A puzzle is a number from 1 to 100, as in bowls:puzzle:12.</source>
        <translation>Un puzle es un número del 1 al 100, como en bowls:puzzle:12.</translation>
    </message>
    <message>
        <source>A date is written year-month-day, as in tubes:daily:2026-12-01.</source>
        <translation>Una fecha se escribe año-mes-día, como en tubes:daily:2026-12-01.</translation>
    </message>
    <message>
        <source>These tubes do not make a board: each colour needs exactly 4 units, and there are 2 more tubes than colours, as in tubes:abca,bcab,cabc,-,-.</source>
        <translation>Estos tubos no forman un tablero: cada color necesita exactamente 4 unidades y hay 2 tubos más que colores, como en tubes:abca,bcab,cabc,-,-.</translation>
    </message>
    <message>
        <source>A Bowls board is its 12 bowls, its goal and its move limit, separated by colons.</source>
        <translation>Un tablero de Cuencos son sus 12 cuencos, su objetivo y su límite de jugadas, separados por dos puntos.</translation>
    </message>
    <message>
        <source>A ring has 12 bowls, separated by commas.</source>
        <translation>Un círculo tiene 12 cuencos, separados por comas.</translation>
    </message>
    <message>
        <source>A bowl is written with its stones, oldest first (r, y, g, b, p, * for a wildcard, # for a blocker), or . when empty, then @F, @R or @V for a frozen, reverse or volcano bowl.</source>
        <translation>Un cuenco se escribe con sus piedras, de la más antigua a la más nueva (r, y, g, b, p, * para un comodín, # para un bloqueador), o . si está vacío, y luego @F, @R o @V para un cuenco congelado, de inversión o volcán.</translation>
    </message>
    <message>
        <source>The goal is one of clear_colour-g, collect-b-3, score-30, combo-2, at_most-3 or clear_board.</source>
        <translation>El objetivo es uno de clear_colour-g, collect-b-3, score-30, combo-2, at_most-3 o clear_board.</translation>
    </message>
    <message>
        <source>The move limit is a number from 1 to 30.</source>
        <translation>El límite de jugadas es un número del 1 al 30.</translation>
    </message>
    <message>
        <source>This ID holds “%1” (%2), a character no board ID has.</source>
        <translation>Este código contiene “%1” (%2), un carácter que ningún código de tablero tiene.</translation>
    </message>
    <message>
        <source>A board ID is at most %1 characters long.</source>
        <translation>Un código de tablero tiene como mucho %1 caracteres.</translation>
    </message>
    <message>
        <source>A board ID starts with tubes: or bowls:, as in tubes:level:37.</source>
        <translation>Un código de tablero empieza por tubes: o bowls:, como en tubes:level:37.</translation>
    </message>
    <message numerus="yes">
        <source>Not pasted: the text is %Ln characters long, and a board ID is at most %1.</source>
        <translation>
            <numerusform>No se ha pegado: el texto tiene %Ln carácter, y un código de tablero tiene como mucho %1.</numerusform>
            <numerusform>No se ha pegado: el texto tiene %Ln caracteres, y un código de tablero tiene como mucho %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1 is locked. Solve level %2 first.</source>
        <translation>El nivel %1 está bloqueado. Resuelve antes el nivel %2.</translation>
    </message>
    <message>
        <source>Proving the board…</source>
        <translation>Comprobando el tablero…</translation>
    </message>
    <message>
        <source>This board cannot be solved: the solver proved it, so it is not started.</source>
        <translation>Este tablero no tiene solución: el resolutor lo ha demostrado, así que no se empieza.</translation>
    </message>
    <message>
        <source>The solver could not finish proving this board. You may play it without a promise that it can be solved.</source>
        <translation>El resolutor no pudo terminar de comprobar este tablero. Puedes jugarlo sin la garantía de que tenga solución.</translation>
    </message>
</context>
<context>
    <name>BoardIdChip</name>
    <message>
        <source>Board ID: %1</source>
        <translation>Código del tablero: %1</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>Copiar código</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <comment>the keyboard shortcut of a button</comment>
        <translation>Tecla: %1</translation>
    </message>
</context>
<context>
    <name>BowlsGame</name>
    <message>
        <source>hint: sow this bowl</source>
        <translation>pista: reparte este cuenco</translation>
    </message>
    <message>
        <source>Bowls Daily %1</source>
        <translation>Cuencos, reto diario %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 in %Ln moves</source>
        <translation>
            <numerusform>%1 en %Ln jugada</numerusform>
            <numerusform>%1 en %Ln jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>practice</source>
        <translation>práctica</translation>
    </message>
    <message>
        <source>Bowls board</source>
        <translation>Cuencos, tablero</translation>
    </message>
    <message>
        <source>Bowls puzzle %1</source>
        <translation>Cuencos, puzle %1</translation>
    </message>
    <message>
        <source>Custom board</source>
        <translation>Tablero personalizado</translation>
    </message>
    <message>
        <source>Puzzle %1</source>
        <translation>Puzle %1</translation>
    </message>
    <message>
        <source>Endless</source>
        <translation>Sin fin</translation>
    </message>
    <message>
        <source>Chapter %1</source>
        <translation>Capítulo %1</translation>
    </message>
    <message>
        <source>A board played by its ID</source>
        <translation>Un tablero jugado por su código</translation>
    </message>
    <message numerus="yes">
        <source>UTC date · the same board for everyone · %Ln moves</source>
        <translation>
            <numerusform>Fecha UTC · el mismo tablero para todos · %Ln jugada</numerusform>
            <numerusform>Fecha UTC · el mismo tablero para todos · %Ln jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Score until a bowl overflows. Two new stones after every move.</source>
        <translation>Suma puntos hasta que un cuenco se desborde. Dos piedras nuevas tras cada jugada.</translation>
    </message>
    <message>
        <source>Score as much as you can</source>
        <translation>Consigue el máximo de puntos</translation>
    </message>
    <message>
        <source>No bowl selected. Choose a bowl with Space.</source>
        <translation>Ningún cuenco seleccionado. Elige uno con Espacio.</translation>
    </message>
    <message numerus="yes">
        <source>Selected bowl %1, %Ln stones in queue order</source>
        <translation>
            <numerusform>Cuenco %1 seleccionado, %Ln piedra en orden de cola</numerusform>
            <numerusform>Cuenco %1 seleccionado, %Ln piedras en orden de cola</numerusform>
        </translation>
    </message>
    <message>
        <source>Combo %1 ×%2</source>
        <translation>Combo %1 ×%2</translation>
    </message>
    <message>
        <source>Eruption from bowl %1</source>
        <translation>Erupción del cuenco %1</translation>
    </message>
    <message>
        <source>Sowing from bowl %1</source>
        <translation>Reparto desde el cuenco %1</translation>
    </message>
    <message numerus="yes">
        <source>Best: %Ln moves</source>
        <translation>
            <numerusform>Récord: %Ln jugada</numerusform>
            <numerusform>Récord: %Ln jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln punto</numerusform>
            <numerusform>%Ln puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily: %1</source>
        <translation>Reto diario: %1</translation>
    </message>
    <message numerus="yes">
        <source>Score as much as you can in %Ln moves</source>
        <translation>
            <numerusform>Consigue el máximo de puntos en %Ln jugada</numerusform>
            <numerusform>Consigue el máximo de puntos en %Ln jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>No valid record yet</source>
        <translation>Aún no hay récord válido</translation>
    </message>
    <message>
        <source>Best valid score: %1</source>
        <translation>Mejor puntuación válida: %1</translation>
    </message>
    <message>
        <source>Stones and special bowls</source>
        <translation>Piedras y cuencos especiales</translation>
    </message>
    <message>
        <source>Left and Right move round the ring, Space selects, Enter sows, B reads the ring.</source>
        <translation>Izquierda y Derecha recorren el círculo, Espacio selecciona, Intro reparte, B lee el círculo.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves left.</source>
        <translation>
            <numerusform>Queda %Ln jugada.</numerusform>
            <numerusform>Quedan %Ln jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1.</source>
        <translation>Puntuación: %1.</translation>
    </message>
    <message>
        <source>Practice: no record.</source>
        <translation>Práctica: sin récord.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Bowl %1 is empty: choose another.</source>
        <translation>El cuenco %1 está vacío: elige otro.</translation>
    </message>
    <message>
        <source>Bowl %1 is frozen: it cannot be chosen.</source>
        <translation>El cuenco %1 está congelado: no se puede elegir.</translation>
    </message>
    <message>
        <source>There is no bowl %1.</source>
        <translation>No hay cuenco %1.</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>en sentido antihorario</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>en sentido horario</translation>
    </message>
    <message>
        <source>Selected bowl %1: %2. Enter sows %3.</source>
        <translation>Cuenco %1 seleccionado: %2. Intro reparte %3.</translation>
    </message>
    <message>
        <source>Select a bowl first with Space.</source>
        <translation>Primero elige un cuenco con Espacio.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message>
        <source>This attempt is now practice: it cannot set a record.</source>
        <translation>Este intento es ahora de práctica: no puede marcar récord.</translation>
    </message>
    <message>
        <source>Restarted. Moves back to 0.</source>
        <translation>Reiniciado. Jugadas a 0.</translation>
    </message>
    <message>
        <source>Paused. Continue from the home screen.</source>
        <translation>En pausa. Continúa desde la pantalla de inicio.</translation>
    </message>
    <message>
        <source>Hints are only for puzzles: Endless and Daily have no proven solution.</source>
        <translation>Las pistas son solo para los puzles: Sin fin y el reto diario no tienen una solución demostrada.</translation>
    </message>
    <message>
        <source>Hint: sow bowl %1.</source>
        <translation>Pista: reparte el cuenco %1.</translation>
    </message>
    <message numerus="yes">
        <source>No solution within the %Ln moves left. Undo or restart.</source>
        <translation>
            <numerusform>No hay solución en la %Ln jugada que queda. Deshaz o reinicia.</numerusform>
            <numerusform>No hay solución en las %Ln jugadas que quedan. Deshaz o reinicia.</numerusform>
        </translation>
    </message>
    <message>
        <source>No solution found.</source>
        <translation>No se encontró ninguna solución.</translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Puntuación: %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves left</source>
        <translation>
            <numerusform>Queda %Ln jugada</numerusform>
            <numerusform>Quedan %Ln jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Continue puzzle %1</source>
        <translation>Seguir puzle %1</translation>
    </message>
    <message>
        <source>Continue Endless</source>
        <translation>Seguir Sin fin</translation>
    </message>
    <message>
        <source>Continue Daily</source>
        <translation>Seguir reto diario</translation>
    </message>
    <message numerus="yes">
        <source>Goal reached! Puzzle solved in %Ln moves.</source>
        <translation>
            <numerusform>¡Objetivo alcanzado! Puzle resuelto en %Ln jugada.</numerusform>
            <numerusform>¡Objetivo alcanzado! Puzle resuelto en %Ln jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The attempt is over. Score %1.</source>
        <translation>El intento ha terminado. Puntuación: %1.</translation>
    </message>
    <message>
        <source>Puzzle failed: a bowl overflowed. Undo or restart.</source>
        <translation>Puzle fallido: un cuenco se desbordó. Deshaz o reinicia.</translation>
    </message>
    <message>
        <source>Out of moves: goal not reached. Undo or restart.</source>
        <translation>Sin jugadas: objetivo no alcanzado. Deshaz o reinicia.</translation>
    </message>
    <message>
        <source>No bowl can be played. The attempt is over.</source>
        <translation>No se puede jugar ningún cuenco. El intento ha terminado.</translation>
    </message>
    <message>
        <source>Attempt ended. Score %1.</source>
        <translation>Intento finalizado. Puntuación: %1.</translation>
    </message>
    <message>
        <source>Overflow: bowl %1 held 8 or more stones.</source>
        <translation>Desbordamiento: el cuenco %1 tenía 8 piedras o más.</translation>
    </message>
    <message>
        <source>Overflow: bowls %1 each held 8 or more stones.</source>
        <translation>Desbordamiento: los cuencos %1 tenían 8 piedras o más cada uno.</translation>
    </message>
    <message>
        <source>Out of moves before the goal was reached.</source>
        <translation>Se acabaron las jugadas antes de alcanzar el objetivo.</translation>
    </message>
    <message>
        <source>No bowl could be chosen any more.</source>
        <translation>Ya no se podía elegir ningún cuenco.</translation>
    </message>
    <message>
        <source>You ended the attempt.</source>
        <translation>Finalizaste el intento.</translation>
    </message>
    <message>
        <source>Goal reached.</source>
        <translation>Objetivo alcanzado.</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Puzzle solved!</source>
        <translation>¡Puzle resuelto!</translation>
    </message>
    <message>
        <source>Puzzle failed</source>
        <translation>Puzle fallido</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln jugada</numerusform>
            <numerusform>%Ln jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Best for this puzzle</source>
        <translation>Récord en este puzle</translation>
    </message>
    <message>
        <source>Shortest solution</source>
        <translation>Solución más corta</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Pistas usadas</translation>
    </message>
    <message>
        <source>Endless: attempt over</source>
        <translation>Sin fin: intento terminado</translation>
    </message>
    <message>
        <source>Daily complete!</source>
        <translation>¡Reto diario completado!</translation>
    </message>
    <message>
        <source>Daily: attempt over</source>
        <translation>Reto diario: intento terminado</translation>
    </message>
    <message>
        <source>New best!</source>
        <translation>¡Nuevo récord!</translation>
    </message>
    <message numerus="yes">
        <source>Preview: %Ln stones to bowl %1</source>
        <translation>
            <numerusform>Previsión: %Ln piedra hasta el cuenco %1</numerusform>
            <numerusform>Previsión: %Ln piedras hasta el cuenco %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln grouping bowls</source>
        <translation>
            <numerusform>%Ln cuenco con grupo</numerusform>
            <numerusform>%Ln cuencos con grupo</numerusform>
        </translation>
    </message>
    <message>
        <source>eruption in bowl %1</source>
        <translation>erupción en el cuenco %1</translation>
    </message>
    <message>
        <source>overflow in bowl %1!</source>
        <translation>¡desbordamiento en el cuenco %1!</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln points</source>
        <translation>
            <numerusform>+%Ln punto</numerusform>
            <numerusform>+%Ln puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>red circle</source>
        <translation>círculo rojo</translation>
    </message>
    <message>
        <source>yellow triangle</source>
        <translation>triángulo amarillo</translation>
    </message>
    <message>
        <source>green diamond</source>
        <translation>rombo verde</translation>
    </message>
    <message>
        <source>blue square</source>
        <translation>cuadrado azul</translation>
    </message>
    <message>
        <source>purple star</source>
        <translation>estrella morada</translation>
    </message>
    <message>
        <source>wildcard</source>
        <translation>comodín</translation>
    </message>
    <message>
        <source>blocker</source>
        <translation>bloqueador</translation>
    </message>
    <message>
        <source>frozen</source>
        <translation>congelación</translation>
    </message>
    <message>
        <source>reverse</source>
        <translation>inversión</translation>
    </message>
    <message>
        <source>volcano</source>
        <translation>volcán</translation>
    </message>
    <message>
        <source>Bowl %1</source>
        <translation>Cuenco %1</translation>
    </message>
    <message numerus="yes">
        <source>(%Ln moves left)</source>
        <translation>
            <numerusform>(queda %Ln jugada)</numerusform>
            <numerusform>(quedan %Ln jugadas)</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message numerus="yes">
        <source>%Ln stones</source>
        <translation>
            <numerusform>%Ln piedra</numerusform>
            <numerusform>%Ln piedras</numerusform>
        </translation>
    </message>
    <message>
        <source>(over the limit of 7)</source>
        <translation>(supera el límite de 7)</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>seleccionado</translation>
    </message>
    <message>
        <source>Clear every %1</source>
        <translation>Elimina cada %1</translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln red circles</source>
        <translation>
            <numerusform>Reúne %Ln círculo rojo</numerusform>
            <numerusform>Reúne %Ln círculos rojos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln yellow triangles</source>
        <translation>
            <numerusform>Reúne %Ln triángulo amarillo</numerusform>
            <numerusform>Reúne %Ln triángulos amarillos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln green diamonds</source>
        <translation>
            <numerusform>Reúne %Ln rombo verde</numerusform>
            <numerusform>Reúne %Ln rombos verdes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln blue squares</source>
        <translation>
            <numerusform>Reúne %Ln cuadrado azul</numerusform>
            <numerusform>Reúne %Ln cuadrados azules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Collect %Ln purple stars</source>
        <translation>
            <numerusform>Reúne %Ln estrella morada</numerusform>
            <numerusform>Reúne %Ln estrellas moradas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Score %Ln points</source>
        <translation>
            <numerusform>Consigue %Ln punto</numerusform>
            <numerusform>Consigue %Ln puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Make a combo of %Ln bowls in one move</source>
        <translation>
            <numerusform>Haz un combo de %Ln cuenco en una jugada</numerusform>
            <numerusform>Haz un combo de %Ln cuencos en una jugada</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave at most %Ln stones on the board</source>
        <translation>
            <numerusform>Deja como máximo %Ln piedra en el tablero</numerusform>
            <numerusform>Deja como máximo %Ln piedras en el tablero</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear the whole board</source>
        <translation>Vacía todo el tablero</translation>
    </message>
    <message numerus="yes">
        <source>%Ln left on the board</source>
        <translation>
            <numerusform>Queda %Ln en el tablero</numerusform>
            <numerusform>Quedan %Ln en el tablero</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 collected</source>
        <translation>Reunidas: %1 de %2</translation>
    </message>
    <message>
        <source>%1 of %2 points</source>
        <translation>%1 de %2 puntos</translation>
    </message>
    <message>
        <source>Best combo so far: %1 of %2</source>
        <translation>Mejor combo hasta ahora: %1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln stones on the board</source>
        <translation>
            <numerusform>%Ln piedra en el tablero</numerusform>
            <numerusform>%Ln piedras en el tablero</numerusform>
        </translation>
    </message>
    <message>
        <source>Restart undone</source>
        <translation>Reinicio deshecho</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves played</source>
        <translation>
            <numerusform>%Ln jugada hecha</numerusform>
            <numerusform>%Ln jugadas hechas</numerusform>
        </translation>
    </message>
    <message>
        <source>Move from bowl %1 undone</source>
        <translation>Jugada del cuenco %1 deshecha</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>puntuación %1</translation>
    </message>
    <message>
        <source>Overflow in bowl %1!</source>
        <translation>¡Desbordamiento en el cuenco %1!</translation>
    </message>
    <message>
        <source>Overflow in bowls %1!</source>
        <translation>¡Desbordamiento en los cuencos %1!</translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1: %Ln stones sown to bowl %2.</source>
        <translation>
            <numerusform>Cuenco %1: %Ln piedra repartida hasta el cuenco %2.</numerusform>
            <numerusform>Cuenco %1: %Ln piedras repartidas hasta el cuenco %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1 cleared %Ln stones.</source>
        <translation>
            <numerusform>El cuenco %1 eliminó %Ln piedra.</numerusform>
            <numerusform>El cuenco %1 eliminó %Ln piedras.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowls %1 cleared %Ln stones.</source>
        <translation>
            <numerusform>Los cuencos %1 eliminaron %Ln piedra.</numerusform>
            <numerusform>Los cuencos %1 eliminaron %Ln piedras.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln blockers removed.</source>
        <translation>
            <numerusform>%Ln bloqueador eliminado.</numerusform>
            <numerusform>%Ln bloqueadores eliminados.</numerusform>
        </translation>
    </message>
    <message>
        <source>The volcano in bowl %1 erupted.</source>
        <translation>El volcán del cuenco %1 entró en erupción.</translation>
    </message>
    <message>
        <source>The volcanoes in bowls %1 erupted.</source>
        <translation>Los volcanes de los cuencos %1 entraron en erupción.</translation>
    </message>
    <message>
        <source>Combo %1, times %2.</source>
        <translation>Combo de %1, por %2.</translation>
    </message>
    <message>
        <source>Perfect clear!</source>
        <translation>¡Perfect Clear!</translation>
    </message>
    <message numerus="yes">
        <source>+%Ln points.</source>
        <translation>
            <numerusform>+%Ln punto.</numerusform>
            <numerusform>+%Ln puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>No group.</source>
        <translation>Sin grupo.</translation>
    </message>
    <message>
        <source>New stones in bowls %1.</source>
        <translation>Piedras nuevas en los cuencos %1.</translation>
    </message>
    <message>
        <source>A wildcard arrived in bowl %1.</source>
        <translation>Llegó un comodín al cuenco %1.</translation>
    </message>
    <message>
        <source>A blocker arrived in bowl %1.</source>
        <translation>Llegó un bloqueador al cuenco %1.</translation>
    </message>
    <message numerus="yes">
        <source>The new stones cleared %Ln more.</source>
        <translation>
            <numerusform>Las piedras nuevas eliminaron %Ln más.</numerusform>
            <numerusform>Las piedras nuevas eliminaron %Ln más.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Bowl %1 is now %2 for %Ln moves.</source>
        <translation>
            <numerusform>Cuenco %1: %2 durante %Ln jugada.</numerusform>
            <numerusform>Cuenco %1: %2 durante %Ln jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bowl %1 is no longer %2.</source>
        <translation>Cuenco %1 sin %2.</translation>
    </message>
    <message numerus="yes">
        <source>All %Ln moves played. Final score %1.</source>
        <translation>
            <numerusform>Se acabó la %Ln jugada. Puntuación final: %1.</numerusform>
            <numerusform>Se acabaron las %Ln jugadas. Puntuación final: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %Ln moves played.</source>
        <translation>
            <numerusform>Se jugó la %Ln jugada.</numerusform>
            <numerusform>Se jugaron las %Ln jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>First solve!</source>
        <translation>¡Primera resolución!</translation>
    </message>
    <message>
        <source>First valid score!</source>
        <translation>¡Primera puntuación válida!</translation>
    </message>
    <message>
        <source>Best for this board</source>
        <translation>Récord en este tablero</translation>
    </message>
    <message>
        <source>Best valid score</source>
        <translation>Mejor puntuación válida</translation>
    </message>
    <message>
        <source>Practice attempt: undo was used, so it sets no record.</source>
        <translation>Intento de práctica: se usó deshacer, así que no marca récord.</translation>
    </message>
    <message>
        <source>Not saved yet: it is saved as soon as the disk has room.</source>
        <translation>Aún no se ha guardado: se guardará en cuanto haya espacio en el disco.</translation>
    </message>
    <message>
        <source>Undo last move</source>
        <translation>Deshacer jugada</translation>
    </message>
    <message>
        <source>Undo (practice)</source>
        <translation>Deshacer (práctica)</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Otra vez</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>New attempt</source>
        <translation>Nuevo intento</translation>
    </message>
    <message>
        <source>Replay the daily</source>
        <translation>Repetir el reto</translation>
    </message>
    <message>
        <source>Another board</source>
        <translation>Otro tablero</translation>
    </message>
    <message>
        <source>Puzzle list</source>
        <translation>Puzles</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Copiar resultado</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Siguiente</translation>
    </message>
</context>
<context>
    <name>BowlsHand</name>
    <message>
        <source>Bowl %1:</source>
        <translation>Cuenco %1:</translation>
    </message>
    <message>
        <source>Choose a bowl with Space or a click.</source>
        <translation>Elige un cuenco con Espacio o un clic.</translation>
    </message>
    <message>
        <source>Sow</source>
        <translation>Repartir</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
</context>
<context>
    <name>BowlsLegend</name>
    <message>
        <source>Stones and special bowls</source>
        <translation>Piedras y cuencos especiales</translation>
    </message>
</context>
<context>
    <name>BowlsLists</name>
    <message>
        <source>Chapter %1 · puzzles %2–%3 · %4 solved</source>
        <translation>Capítulo %1 · puzles %2–%3 · %4 resueltos</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln jugada</numerusform>
            <numerusform>%Ln jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle %1, solved, best %2 and %3</source>
        <translation>Puzle %1, resuelto, récord: %2 y %3</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln punto</numerusform>
            <numerusform>%Ln puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, played, best %2 in %Ln moves</source>
        <translation>
            <numerusform>%1, jugado, mejor %2 en %Ln jugada</numerusform>
            <numerusform>%1, jugado, mejor %2 en %Ln jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle %1, not solved yet</source>
        <translation>Puzle %1, sin resolver</translation>
    </message>
</context>
<context>
    <name>BowlsLook</name>
    <message>
        <source>Simple</source>
        <translation>Sencillo</translation>
    </message>
    <message>
        <source>Slate bowls with pale rims on a quiet night-blue table; flat stones with a soft shadow.</source>
        <translation>Cuencos de pizarra con bordes claros sobre una mesa tranquila azul noche; piedras lisas con una sombra suave.</translation>
    </message>
    <message>
        <source>Garden</source>
        <translation>Jardín</translation>
    </message>
    <message>
        <source>Terracotta pots on a ring of moss edged with stepping stones, ferns and blossoms around; matte river pebbles.</source>
        <translation>Macetas de terracota sobre un anillo de musgo bordeado de piedras de paso, con helechos y flores alrededor; guijarros de río mates.</translation>
    </message>
    <message>
        <source>Sand</source>
        <translation>Arena</translation>
    </message>
    <message>
        <source>Clay dishes on a raked sand circle at dusk, dunes and a low sun behind; sandstone pebbles with long shadows.</source>
        <translation>Platos de barro sobre un círculo de arena rastrillada al atardecer, con dunas y un sol bajo detrás; guijarros de arenisca con sombras largas.</translation>
    </message>
    <message>
        <source>Ocean</source>
        <translation>Océano</translation>
    </message>
    <message>
        <source>Pearl shells in a ring of rippling water, light rays, kelp and rising bubbles; glassy stones with a wet shine.</source>
        <translation>Conchas nacaradas en un anillo de agua ondulante, rayos de luz, algas y burbujas que suben; piedras vidriosas con brillo mojado.</translation>
    </message>
    <message>
        <source>Runes</source>
        <translation>Runas</translation>
    </message>
    <message>
        <source>Octagonal basalt basins on a carved granite circle ringed with glowing sigils; chiselled stones with bevelled edges.</source>
        <translation>Pilas octogonales de basalto sobre un círculo de granito tallado rodeado de sellos luminosos; piedras cinceladas con bordes biselados.</translation>
    </message>
    <message>
        <source>Neon</source>
        <translation>Neón</translation>
    </message>
    <message>
        <source>Glowing tube-lit squares on black glass over a magenta grid horizon; stones with a coloured halo.</source>
        <translation>Cuadrados iluminados por tubos brillantes sobre cristal negro, ante un horizonte de cuadrícula magenta; piedras con un halo de color.</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Silver craters on a planetary ring round a glowing core, stars, a nebula and a ringed planet; stones lit like small worlds.</source>
        <translation>Cráteres plateados sobre un anillo planetario en torno a un núcleo brillante, estrellas, una nebulosa y un planeta con anillos; piedras iluminadas como pequeños mundos.</translation>
    </message>
</context>
<context>
    <name>BowlsPlayScreen</name>
    <message>
        <source>Ring of twelve bowls</source>
        <translation>Círculo de doce cuencos</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>End attempt</source>
        <translation>Finalizar intento</translation>
    </message>
    <message>
        <source>Read ring</source>
        <translation>Leer círculo</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>End this attempt?</source>
        <translation>¿Finalizar este intento?</translation>
    </message>
    <message>
        <source>This practice attempt ends here and sets no record. To keep it for later, use Pause instead.</source>
        <translation>Este intento de práctica termina aquí y no establece ningún récord. Para guardarlo para más tarde, usa Pausa.</translation>
    </message>
    <message>
        <source>Your score of %1 is recorded and this attempt cannot be continued. To keep it for later, use Pause instead.</source>
        <translation>Tu puntuación de %1 se registra y este intento no podrá continuar. Para guardarlo para más tarde, usa Pausa.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
</context>
<context>
    <name>BowlsPuzzlesScreen</name>
    <message>
        <source>Bowls · Puzzles</source>
        <translation>Cuencos · Puzles</translation>
    </message>
    <message>
        <source>%1 of %2 solved. Every puzzle is proven solvable within its moves.</source>
        <translation>%1 de %2 resueltos. Cada puzle tiene solución demostrada dentro de sus jugadas.</translation>
    </message>
    <message>
        <source>The puzzle pack is not available in this build.</source>
        <translation>El paquete de puzles no está disponible en esta versión.</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzles</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln jug.</numerusform>
            <numerusform>%Ln jug.</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzle %1 — %2</source>
        <translation>Puzle %1 — %2</translation>
    </message>
</context>
<context>
    <name>BowlsRing</name>
    <message>
        <source>moves left</source>
        <translation>jugadas restantes</translation>
    </message>
</context>
<context>
    <name>BowlsStatus</name>
    <message>
        <source>Goal</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Goal: %1</source>
        <translation>Objetivo: %1</translation>
    </message>
    <message>
        <source>Moves left</source>
        <translation>Jugadas restantes</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves left</source>
        <translation>
            <numerusform>Queda %Ln jugada</numerusform>
            <numerusform>Quedan %Ln jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Score %1</source>
        <translation>Puntuación: %1</translation>
    </message>
    <message>
        <source>Last move: +%1 · ×%2</source>
        <translation>Última jugada: +%1 · ×%2</translation>
    </message>
    <message>
        <source>Last move: +%1</source>
        <translation>Última jugada: +%1</translation>
    </message>
    <message>
        <source>Practice: undo was used, so this attempt sets no record</source>
        <translation>Práctica: se usó deshacer, así que este intento no marca récord</translation>
    </message>
    <message>
        <source>Practice · no record</source>
        <translation>Práctica · sin récord</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>%1 %2</source>
        <comment>a month&apos;s name and its year: December 2026</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Weeks played</source>
        <translation>Semanas jugadas</translation>
    </message>
    <message>
        <source>Months played</source>
        <translation>Meses jugados</translation>
    </message>
    <message>
        <source>Years played</source>
        <translation>Años jugados</translation>
    </message>
    <message>
        <source>Days played</source>
        <translation>Días jugados</translation>
    </message>
    <message>
        <source>Week of %1</source>
        <translation>Semana del %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln days played</source>
        <translation>
            <numerusform>%Ln día jugado</numerusform>
            <numerusform>%Ln días jugados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best %1, median %2 over %Ln days</source>
        <translation>
            <numerusform>Mejor %1, mediana %2 en %Ln día</numerusform>
            <numerusform>Mejor %1, mediana %2 en %Ln días</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Best %1, median %2 over %Ln attempts</source>
        <translation>
            <numerusform>Mejor %1, mediana %2 en %Ln intento</numerusform>
            <numerusform>Mejor %1, mediana %2 en %Ln intentos</numerusform>
        </translation>
    </message>
    <message>
        <source>Your fewest moves</source>
        <translation>Tus jugadas mínimas</translation>
    </message>
    <message>
        <source>The shortest solution</source>
        <translation>La solución más corta</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Nivel %1</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Tubes levels: your moves and the shortest</source>
        <translation>Niveles de Tubos: tus jugadas y la solución más corta</translation>
    </message>
    <message>
        <source>Levels solved</source>
        <translation>Niveles resueltos</translation>
    </message>
    <message>
        <source>Tubes Dailies: your moves and the shortest</source>
        <translation>Retos diarios de Tubos: tus jugadas y la solución más corta</translation>
    </message>
    <message>
        <source>Moves, average of the days</source>
        <translation>Jugadas, media de los días</translation>
    </message>
    <message numerus="yes">
        <source>%Ln boards solved; their shortest solutions are not known yet.</source>
        <translation>
            <numerusform>%Ln tablero resuelto; aún no se conoce su solución más corta.</numerusform>
            <numerusform>%Ln tableros resueltos; aún no se conocen sus soluciones más cortas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In the shortest number of moves on %1 of %Ln boards; %2 moves over the shortest on average.</source>
        <translation>
            <numerusform>Con el mínimo de jugadas en %1 de %Ln tablero; de media, %2 jugadas por encima de la más corta.</numerusform>
            <numerusform>Con el mínimo de jugadas en %1 de %Ln tableros; de media, %2 jugadas por encima de la más corta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln jugada</numerusform>
            <numerusform>%Ln jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>shortest %Ln</source>
        <translation>
            <numerusform>la más corta, %Ln</numerusform>
            <numerusform>la más corta, %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 moves on average</source>
        <comment>%1: a number with one decimal, as 24.4</comment>
        <translation>%1 jugadas de media</translation>
    </message>
    <message>
        <source>shortest %1 on average</source>
        <comment>%1: a number with one decimal, as 22.4</comment>
        <translation>la más corta, %1 de media</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points</source>
        <translation>
            <numerusform>%Ln punto</numerusform>
            <numerusform>%Ln puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>practice</source>
        <translation>práctica</translation>
    </message>
    <message>
        <source>Attempt %1</source>
        <translation>Intento %1</translation>
    </message>
    <message>
        <source>Score of an attempt</source>
        <translation>Puntuación de un intento</translation>
    </message>
    <message>
        <source>Practice: undo used, no record</source>
        <translation>Práctica: con Deshacer, sin récord</translation>
    </message>
    <message>
        <source>Bowls: Endless scores</source>
        <translation>Cuencos: puntuaciones de Sin fin</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message numerus="yes">
        <source>The last %Ln attempts, oldest first</source>
        <translation>
            <numerusform>El último %Ln intento</numerusform>
            <numerusform>Los últimos %Ln intentos, del más antiguo al más reciente</numerusform>
        </translation>
    </message>
    <message>
        <source>Bowls: Daily scores</source>
        <translation>Cuencos: puntuaciones del reto diario</translation>
    </message>
    <message>
        <source>Points, average of the days</source>
        <translation>Puntos, media de los días</translation>
    </message>
    <message>
        <source>Best score of the day</source>
        <translation>Mejor puntuación del día</translation>
    </message>
    <message numerus="yes">
        <source>%Ln points on average</source>
        <translation>
            <numerusform>%Ln punto de media</numerusform>
            <numerusform>%Ln puntos de media</numerusform>
        </translation>
    </message>
    <message>
        <source>best %1</source>
        <translation>mejor, %1</translation>
    </message>
</context>
<context>
    <name>ChartsScreen</name>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Your play over time. Each bar is read in words; Left and Right move along a chart.</source>
        <translation>Tu juego a lo largo del tiempo. Cada barra se lee en palabras; con Izquierda y Derecha te mueves por un gráfico.</translation>
    </message>
    <message>
        <source>Solve a level to see your moves here.</source>
        <translation>Resuelve un nivel para ver aquí tus jugadas.</translation>
    </message>
    <message>
        <source>Complete a Tubes Daily to see your moves here.</source>
        <translation>Completa un reto diario de Tubos para ver aquí tus jugadas.</translation>
    </message>
    <message>
        <source>End an Endless attempt to see its score here.</source>
        <translation>Termina un intento de Sin fin para ver aquí su puntuación.</translation>
    </message>
    <message>
        <source>Play a Daily to see its score here.</source>
        <translation>Juega un reto diario de Cuencos para ver aquí su puntuación.</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>naranja</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marrón</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanco</translation>
    </message>
    <message>
        <source>black</source>
        <translation>negro</translation>
    </message>
</context>
<context>
    <name>DailyList</name>
    <message numerus="yes">
        <source>Daily of %1 in progress: %Ln moves so far</source>
        <translation>
            <numerusform>Reto diario del %1 en curso: %Ln jugada hasta ahora</numerusform>
            <numerusform>Reto diario del %1 en curso: %Ln jugadas hasta ahora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in progress, %Ln moves</source>
        <translation>
            <numerusform>en curso, %Ln jugada</numerusform>
            <numerusform>en curso, %Ln jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, in progress: %Ln moves so far</source>
        <translation>
            <numerusform>%1, en curso: %Ln jugada hasta ahora</numerusform>
            <numerusform>%1, en curso: %Ln jugadas hasta ahora</numerusform>
        </translation>
    </message>
    <message>
        <source>not played</source>
        <translation>sin jugar</translation>
    </message>
    <message>
        <source>%1, not played</source>
        <translation>%1, sin jugar</translation>
    </message>
</context>
<context>
    <name>DailyRow</name>
    <message>
        <source>Today, %1</source>
        <comment>the daily list&apos;s row of today, read aloud</comment>
        <translation>Hoy, %1</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Hoy</translation>
    </message>
</context>
<context>
    <name>DailyScreen</name>
    <message>
        <source>Tubes · Daily</source>
        <translation>Tubos · Reto diario</translation>
    </message>
    <message>
        <source>Bowls · Daily</source>
        <translation>Cuencos · Reto diario</translation>
    </message>
    <message>
        <source>One board a day, the same for everyone: 6 colours, never harder on one day than another. The last 30 days stay open.</source>
        <translation>Un tablero al día, el mismo para todos: 6 colores, ningún día más difícil que otro. Los últimos 30 días siguen abiertos.</translation>
    </message>
    <message numerus="yes">
        <source>One board a day, the same for everyone, %Ln moves to score all you can. The last 30 days stay open; your best score of each day counts.</source>
        <translation>
            <numerusform>Un tablero al día, el mismo para todos: %Ln jugada para sumar todos los puntos que puedas. Los últimos 30 días siguen abiertos; cuenta tu mejor puntuación de cada día.</numerusform>
            <numerusform>Un tablero al día, el mismo para todos: %Ln jugadas para sumar todos los puntos que puedas. Los últimos 30 días siguen abiertos; cuenta tu mejor puntuación de cada día.</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily boards</source>
        <translation>Tableros diarios</translation>
    </message>
</context>
<context>
    <name>GalleryScreen</name>
    <message>
        <source>Theme gallery</source>
        <translation>Galería de temas</translation>
    </message>
    <message>
        <source>Achievements in any mode unlock the themes in this order. Rules, colours and symbols never change.</source>
        <translation>Los logros de cualquier modo desbloquean los temas en este orden. Las reglas, los colores y los símbolos nunca cambian.</translation>
    </message>
    <message>
        <source>Seven themes</source>
        <translation>Siete temas</translation>
    </message>
    <message>
        <source>in use</source>
        <translation>en uso</translation>
    </message>
    <message>
        <source>unlocked</source>
        <translation>desbloqueado</translation>
    </message>
    <message>
        <source>locked</source>
        <translation>bloqueado</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a theme card read aloud: its name, then in use, unlocked or locked</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>This is the theme you play with.</source>
        <translation>Es el tema con el que juegas.</translation>
    </message>
    <message>
        <source>Press Enter to play with it.</source>
        <translation>Pulsa Intro para jugar con él.</translation>
    </message>
    <message numerus="yes">
        <source>Earn %Ln achievement(s) in any mode to unlock it.</source>
        <translation>
            <numerusform>Consigue %Ln logro en cualquier modo para desbloquearlo.</numerusform>
            <numerusform>Consigue %Ln logros en cualquier modo para desbloquearlo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Your unfinished game could not be restored, so it starts afresh.</source>
        <translation>No se pudo recuperar tu partida sin terminar, así que empieza de nuevo.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message numerus="yes">
        <source>Resumed where you left off: %Ln moves played.</source>
        <translation>
            <numerusform>Continúas donde lo dejaste: %Ln jugada hecha.</numerusform>
            <numerusform>Continúas donde lo dejaste: %Ln jugadas hechas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That Daily is closed: the Dailies of the last %Ln days are open.</source>
        <translation>
            <numerusform>Ese reto diario está cerrado: están abiertos los retos del último %Ln día.</numerusform>
            <numerusform>Ese reto diario está cerrado: están abiertos los retos de los últimos %Ln días.</numerusform>
        </translation>
    </message>
    <message>
        <source>Selection cancelled.</source>
        <translation>Selección cancelada.</translation>
    </message>
    <message>
        <source>Result copied: %1.</source>
        <translation>Resultado copiado: %1.</translation>
    </message>
    <message>
        <source>An Endless game has no board ID: its stones are new each time.</source>
        <translation>Una partida Sin fin no tiene ID de tablero: sus piedras son nuevas cada vez.</translation>
    </message>
    <message>
        <source>Board ID copied: %1.</source>
        <translation>ID del tablero copiado: %1.</translation>
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
        <translation>Dos puzles de colores. Juega con ratón, teclado o lector de pantalla.</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Stop showing this notice</source>
        <translation>Dejar de mostrar este aviso</translation>
    </message>
    <message>
        <source>Tubes</source>
        <translation>Tubos</translation>
    </message>
    <message>
        <source>Pour until every tube holds one colour. Every board is proven solvable; undo and hints are free.</source>
        <translation>Vierte hasta que cada tubo tenga un solo color. Todos los tableros tienen solución demostrada; deshacer y las pistas son gratis.</translation>
    </message>
    <message>
        <source>Continue level %1</source>
        <translation>Seguir nivel %1</translation>
    </message>
    <message>
        <source>Tubes: your unfinished level, as you left it</source>
        <translation>Tubos: tu nivel sin terminar, tal como lo dejaste</translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Niveles</translation>
    </message>
    <message>
        <source>Tubes: 100 levels in seven colour bands</source>
        <translation>Tubos: 100 niveles en siete franjas de colores</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>Reto diario</translation>
    </message>
    <message>
        <source>Tubes: today&apos;s board, the same for everyone</source>
        <translation>Tubos: el tablero de hoy, el mismo para todos</translation>
    </message>
    <message>
        <source>How to play Tubes</source>
        <translation>Cómo jugar a Tubos</translation>
    </message>
    <message>
        <source>Bowls</source>
        <translation>Cuencos</translation>
    </message>
    <message>
        <source>Sow stones round a ring of twelve bowls; three of a colour clear. Think in chains.</source>
        <translation>Reparte piedras por un círculo de doce cuencos; tres de un color desaparecen. Piensa en cadenas.</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Puzles</translation>
    </message>
    <message>
        <source>Endless</source>
        <translation>Sin fin</translation>
    </message>
    <message>
        <source>Score until a bowl overflows; pause any time</source>
        <translation>Suma puntos hasta que un cuenco se desborde; pausa cuando quieras</translation>
    </message>
    <message>
        <source>Bowls: today&apos;s board, the same for everyone</source>
        <translation>Cuencos: el tablero de hoy, el mismo para todos</translation>
    </message>
    <message>
        <source>How to play Bowls</source>
        <translation>Cómo jugar a Cuencos</translation>
    </message>
    <message>
        <source>Play a board</source>
        <translation>Jugar un tablero</translation>
    </message>
    <message>
        <source>Type or paste a board ID, yours or another player&apos;s</source>
        <translation>Escribe o pega un código de tablero, tuyo o de otro jugador</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Themes</source>
        <translation>Temas</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Acerca de</translation>
    </message>
    <message>
        <source>Shortcuts (%1)</source>
        <translation>Atajos (%1)</translation>
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
        <translation>Cómo jugar a Cuencos</translation>
    </message>
    <message>
        <source>How to play Tubes</source>
        <translation>Cómo jugar a Tubos</translation>
    </message>
    <message>
        <source>Tab or the arrow keys move from rule to rule.</source>
        <translation>Tab o las flechas pasan de una regla a otra.</translation>
    </message>
    <message>
        <source>The goal</source>
        <translation>El objetivo</translation>
    </message>
    <message>
        <source>Sort the liquids until every tube is either empty or full of one colour. A tube holds four units, and every level starts with two empty tubes.</source>
        <translation>Ordena los líquidos hasta que cada tubo esté vacío o lleno de un solo color. Cada tubo admite cuatro unidades, y todos los niveles empiezan con dos tubos vacíos.</translation>
    </message>
    <message>
        <source>Done: a tube full of red and an empty tube.</source>
        <translation>Hecho: un tubo lleno de rojo y un tubo vacío.</translation>
    </message>
    <message>
        <source>Pouring</source>
        <translation>Verter</translation>
    </message>
    <message>
        <source>Choose a tube, then the tube to pour into. The top run of one colour moves, as much as fits; what does not fit stays where it was. One pour is one move, however much it carries.</source>
        <translation>Elige un tubo y después el tubo en el que verter. Se mueve la capa superior de un mismo color, tanto como quepa; lo que no cabe se queda donde estaba. Cada vertido es una jugada, lleve lo que lleve.</translation>
    </message>
    <message>
        <source>Allowed: tube 1 pours its two red units onto the red in tube 2.</source>
        <translation>Permitido: el tubo 1 vierte sus dos unidades rojas sobre el rojo del tubo 2.</translation>
    </message>
    <message>
        <source>A pour that is not allowed</source>
        <translation>Un vertido no permitido</translation>
    </message>
    <message>
        <source>You can pour only into an empty tube or onto the same colour, and only when there is room. A pour that is not allowed does nothing; it is never a penalty.</source>
        <translation>Solo puedes verter en un tubo vacío o sobre el mismo color, y solo si hay sitio. Un vertido no permitido no hace nada; nunca es una penalización.</translation>
    </message>
    <message>
        <source>Not allowed: blue cannot go onto red, so nothing happens.</source>
        <translation>No permitido: el azul no puede ir sobre el rojo, así que no pasa nada.</translation>
    </message>
    <message>
        <source>Undo, restart and hints</source>
        <translation>Deshacer, reiniciar y pistas</translation>
    </message>
    <message>
        <source>Undo and hints are free and unlimited, and undo takes the move count back with it. A hint shows the first pour of a solution the solver has proven, so following the hints always solves the board.</source>
        <translation>Deshacer y las pistas son gratis e ilimitados, y al deshacer también se descuenta la jugada. Una pista muestra el primer vertido de una solución que el solucionador ha demostrado, así que siguiendo las pistas siempre se resuelve el tablero.</translation>
    </message>
    <message>
        <source>A hint: pour from the tube with the up arrow into the tube with the down arrow.</source>
        <translation>Una pista: vierte del tubo con la flecha hacia arriba al tubo con la flecha hacia abajo.</translation>
    </message>
    <message>
        <source>Every board can be solved</source>
        <translation>Todos los tableros tienen solución</translation>
    </message>
    <message>
        <source>The solver proves each board solvable before you see it. You can still get stuck through your own pours: undo, restart or ask for a hint.</source>
        <translation>El solucionador demuestra que cada tablero tiene solución antes de que lo veas. Aun así puedes atascarte con tus propios vertidos: deshaz, reinicia o pide una pista.</translation>
    </message>
    <message>
        <source>Boards to share</source>
        <translation>Tableros para compartir</translation>
    </message>
    <message>
        <source>Every board has an ID: %1 copies it, and Copy result on a result panel copies a line in words to share, with the ID. Home → Play a board plays any ID typed or pasted: a level, a puzzle, a Daily of the last 30 days, or a whole board another player wrote, which the solver proves before you play it. There, New Tubes board and New Bowls board open the editor: make a board unit by unit or stone by stone, let the solver prove it, and save it to My boards to play, change or share.</source>
        <translation>Cada tablero tiene un código: %1 lo copia, y Copiar resultado en un panel de resultado copia una línea en palabras para compartir, con el código. Inicio → Jugar un tablero juega cualquier código escrito o pegado: un nivel, un puzle, un reto diario de los últimos 30 días o un tablero completo escrito por otro jugador, que el resolutor comprueba antes de que lo juegues. Allí, Nuevo tablero de tubos y Nuevo tablero de cuencos abren el editor: crea un tablero unidad a unidad o piedra a piedra, deja que el resolutor lo compruebe y guárdalo en Mis tableros para jugarlo, cambiarlo o compartirlo.</translation>
    </message>
    <message>
        <source>Sounds</source>
        <translation>Sonidos</translation>
    </message>
    <message>
        <source>Every pour has a sound as long as the water poured and as high as the tube it fills; a pour that is not allowed is a low soft thud, a completed tube a chime. Sounds come from where the tube stands: tube 1 on the left, the last tube on the right. %1 plays the whole board as sound, tube by tube from bottom to top, each colour its own note, and %1 again stops it. %2 switches sound off and on anywhere; the volume, mono and which sounds play are in Settings.</source>
        <translation>Cada vertido suena tanto como el agua vertida y tan agudo como el nivel del tubo que llena; un vertido no permitido es un golpe grave y suave, y un tubo completado, una campanilla. Los sonidos salen de donde está el tubo: el tubo 1 a la izquierda, el último a la derecha. %1 toca todo el tablero como sonido, tubo a tubo de abajo arriba, cada color con su nota, y %1 otra vez lo detiene. %2 apaga y enciende el sonido en cualquier lugar; el volumen, el modo mono y qué sonidos suenan están en Ajustes.</translation>
    </message>
    <message>
        <source>The ring</source>
        <translation>El círculo</translation>
    </message>
    <message>
        <source>Twelve bowls sit in a ring. Between moves a bowl holds at most seven stones. Each of the five colours carries its own white symbol.</source>
        <translation>Hay 12 cuencos colocados en círculo. Cada uno admite hasta siete piedras entre jugadas. Los cinco colores tienen también símbolos blancos distintos.</translation>
    </message>
    <message>
        <source>A bowl with a red circle, a yellow triangle, a green diamond, a blue square and a purple star.</source>
        <translation>Un cuenco con un círculo rojo, un triángulo amarillo, un rombo verde, un cuadrado azul y una estrella morada.</translation>
    </message>
    <message>
        <source>Sowing</source>
        <translation>Repartir</translation>
    </message>
    <message>
        <source>Choose a bowl that has stones and is not frozen, then confirm. All its stones leave it: the first goes into the next bowl, the second one further, and so on, clockwise.</source>
        <translation>Elige un cuenco no vacío que no esté congelado y confirma la jugada. Todas sus piedras salen: la primera va al siguiente cuenco, la segunda uno más allá, y así sucesivamente, en sentido horario.</translation>
    </message>
    <message>
        <source>Sowing bowl 1: red, green and blue go into bowls 2, 3 and 4.</source>
        <translation>Repartir el cuenco 1: la roja, la verde y la azul van a los cuencos 2, 3 y 4.</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Grupos</translation>
    </message>
    <message>
        <source>Three or more stones of one colour in one bowl clear. They need not be next to each other. Each cleared stone scores 10 points.</source>
        <translation>Tres o más piedras de un color en un cuenco desaparecen. No tienen que estar juntas en la cola. Cada piedra eliminada vale 10 puntos.</translation>
    </message>
    <message>
        <source>Three red stones in one bowl clear; the yellow one stays.</source>
        <translation>Tres piedras rojas en un cuenco desaparecen; la amarilla se queda.</translation>
    </message>
    <message>
        <source>Wildcards</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <source>A wildcard completes a colour: two stones of one colour and a wildcard in a bowl make a group. Natural groups clear first, and three wildcards alone never group.</source>
        <translation>Un comodín completa un color: dos piedras de un color y un comodín en un cuenco forman un grupo. Primero desaparecen los grupos naturales, y tres comodines solos nunca forman un grupo.</translation>
    </message>
    <message>
        <source>Two blue squares and a wildcard clear together.</source>
        <translation>Dos cuadrados azules y un comodín desaparecen juntos.</translation>
    </message>
    <message>
        <source>Blockers</source>
        <translation>Bloqueadores</translation>
    </message>
    <message>
        <source>A blocker never groups. When a group clears in a bowl beside it, the blockers there are removed, without points.</source>
        <translation>Un bloqueador nunca forma grupo. Cuando desaparece un grupo en un cuenco vecino, los bloqueadores se quitan, sin puntos.</translation>
    </message>
    <message>
        <source>The green group clears, and the blocker in the next bowl goes with it.</source>
        <translation>El grupo verde desaparece y el bloqueador del cuenco de al lado se va con él.</translation>
    </message>
    <message>
        <source>Frozen bowls</source>
        <translation>Cuencos congelados</translation>
    </message>
    <message>
        <source>A frozen bowl cannot be chosen for the moves shown on its badge, but stones are still sown into it as usual.</source>
        <translation>Un cuenco congelado no se puede elegir durante las jugadas que indica su insignia, pero al repartir se le siguen dando piedras como siempre.</translation>
    </message>
    <message>
        <source>Frozen for 2 more moves.</source>
        <translation>Congelado 2 jugadas más.</translation>
    </message>
    <message>
        <source>Reverse bowls</source>
        <translation>Cuencos con inversión</translation>
    </message>
    <message>
        <source>A reverse bowl sows counter-clockwise when you choose it. Every other bowl keeps sowing clockwise.</source>
        <translation>Un cuenco con inversión reparte en sentido antihorario cuando lo eliges. Los demás cuencos siguen repartiendo en sentido horario.</translation>
    </message>
    <message>
        <source>A reverse bowl: its stones go counter-clockwise.</source>
        <translation>Un cuenco con inversión: sus piedras van en sentido antihorario.</translation>
    </message>
    <message>
        <source>Volcanoes</source>
        <translation>Volcanes</translation>
    </message>
    <message>
        <source>After the groups, a volcano with six or more stones erupts: it sows all its stones onward, like a move of its own, and the groups are checked again. Each volcano erupts at most once per move.</source>
        <translation>Después de los grupos, un volcán con seis o más piedras entra en erupción: reparte todas sus piedras hacia delante, como una jugada propia, y se comprueban de nuevo los grupos. Cada volcán entra en erupción como máximo una vez por jugada.</translation>
    </message>
    <message>
        <source>A volcano with six stones, ready to erupt.</source>
        <translation>Un volcán con seis piedras, listo para la erupción.</translation>
    </message>
    <message>
        <source>Chains and combos</source>
        <translation>Cadenas y combos</translation>
    </message>
    <message>
        <source>One move can set off a chain: groups, then blockers, then eruptions, then groups again. The combo counts the bowls that grouped: two bowls score ×2, three ×3, four or more ×4. An empty board after your move is a Perfect Clear, worth 100 bonus points.</source>
        <translation>Una jugada puede desatar una cadena: grupos, luego bloqueadores, luego erupciones y otra vez grupos. El combo cuenta los cuencos con grupos: dos cuencos dan ×2, tres ×3, cuatro o más ×4. Un tablero vacío tras tu jugada es un Perfect Clear, con 100 puntos de bonificación.</translation>
    </message>
    <message>
        <source>The volcano erupts: red, green and blue complete three groups at once, a combo of 3.</source>
        <translation>El volcán entra en erupción: la roja, la verde y la azul completan tres grupos a la vez, un combo de 3.</translation>
    </message>
    <message>
        <source>Overflow</source>
        <translation>Desbordamiento</translation>
    </message>
    <message>
        <source>If a bowl still holds eight or more stones once every effect has ended, the attempt is lost. An eighth stone for a moment is fine when a group or an eruption takes it away.</source>
        <translation>Si algún cuenco sigue teniendo ocho o más piedras cuando terminan todos los efectos, el intento acaba en derrota. Una octava piedra temporal no importa si un grupo o una erupción se la lleva.</translation>
    </message>
    <message>
        <source>Eight stones once the chain is over: the bowl overflows.</source>
        <translation>Ocho piedras al acabar la cadena: el cuenco se desborda.</translation>
    </message>
    <message>
        <source>Puzzles, Endless and Daily</source>
        <translation>Puzles, Sin fin y reto diario</translation>
    </message>
    <message numerus="yes">
        <source>A puzzle has a goal and a number of moves; undo and restart as often as you like. A hint (H) highlights the first move of a shortest solution the solver has proven from where you are, within the moves left, or says plainly that none is left; hints are counted on the result panel, and only puzzles have them. Endless runs until a bowl overflows, with two new stones after every move. The Daily is the same board for everyone, %Ln moves. In Endless and the Daily, undo turns the attempt into practice: it cannot set a record.</source>
        <translation>
            <numerusform>Un puzle tiene un objetivo y un límite de jugadas; deshaz y reinicia tantas veces como quieras. Una pista (H) resalta la primera jugada de una solución más corta que el solucionador ha demostrado desde donde estás, dentro de las jugadas que quedan, o dice claramente que ya no queda ninguna; las pistas se cuentan en el panel de resultados y solo los puzles las tienen. Sin fin dura hasta que un cuenco se desborda, con dos piedras nuevas tras cada jugada. El reto diario es el mismo tablero para todos, con %Ln jugada. En Sin fin y en el reto diario, deshacer convierte el intento en práctica: ya no puede batir un récord.</numerusform>
            <numerusform>Un puzle tiene un objetivo y un límite de jugadas; deshaz y reinicia tantas veces como quieras. Una pista (H) resalta la primera jugada de una solución más corta que el solucionador ha demostrado desde donde estás, dentro de las jugadas que quedan, o dice claramente que ya no queda ninguna; las pistas se cuentan en el panel de resultados y solo los puzles las tienen. Sin fin dura hasta que un cuenco se desborda, con dos piedras nuevas tras cada jugada. El reto diario es el mismo tablero para todos, con %Ln jugadas. En Sin fin y en el reto diario, deshacer convierte el intento en práctica: ya no puede batir un récord.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each stone ticks as it lands, from where its bowl sits on the ring; a cleared group sounds its colour&apos;s note, combo steps rise with ×2, ×3 and ×4, and an eruption rumbles. %1 plays the whole ring as sound, bowl by bowl: a tick per stone, higher for a fuller bowl, another timbre for a frozen, reverse or volcano bowl, and %1 again stops it. %2 switches sound off and on anywhere; the volume, mono and which sounds play are in Settings.</source>
        <translation>Cada piedra hace tic al caer, desde donde está su cuenco en el círculo; un grupo eliminado suena con la nota de su color, los combos suben con ×2, ×3 y ×4, y una erupción retumba. %1 toca todo el círculo como sonido, cuenco a cuenco: un tic por piedra, más agudo cuanto más lleno está el cuenco, y otro timbre para un cuenco congelado, con inversión o volcán; %1 otra vez lo detiene. %2 apaga y enciende el sonido en cualquier lugar; el volumen, el modo mono y qué sonidos suenan están en Ajustes.</translation>
    </message>
</context>
<context>
    <name>IconButton</name>
    <message>
        <source>Key: %1</source>
        <comment>the keyboard shortcut of a button</comment>
        <translation>Tecla: %1</translation>
    </message>
</context>
<context>
    <name>KeyList</name>
    <message>
        <source>Rows %1 to %2 of %3</source>
        <translation>Filas %1 a %2 de %3</translation>
    </message>
</context>
<context>
    <name>KeyMap</name>
    <message>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <source>Pour or sow</source>
        <translation>Verter o repartir</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Read the whole board</source>
        <translation>Leer todo el tablero</translation>
    </message>
    <message>
        <source>Hear the whole board</source>
        <translation>Escuchar todo el tablero</translation>
    </message>
    <message>
        <source>Quick review</source>
        <translation>Repaso rápido</translation>
    </message>
    <message>
        <source>Goal in full (Bowls)</source>
        <translation>Objetivo completo (Cuencos)</translation>
    </message>
    <message>
        <source>Read the selected bowl (Bowls)</source>
        <translation>Leer el cuenco seleccionado (Cuencos)</translation>
    </message>
    <message>
        <source>Pause Endless (Bowls)</source>
        <translation>Pausar Sin fin (Cuencos)</translation>
    </message>
    <message>
        <source>Sound off or on</source>
        <translation>Desactivar o activar el sonido</translation>
    </message>
    <message>
        <source>Key list</source>
        <translation>Lista de teclas</translation>
    </message>
    <message>
        <source>Board bigger</source>
        <translation>Tablero más grande</translation>
    </message>
    <message>
        <source>Board smaller</source>
        <translation>Tablero más pequeño</translation>
    </message>
    <message>
        <source>Board fits the window</source>
        <translation>Tablero a la medida de la ventana</translation>
    </message>
    <message>
        <source>Copy the board ID</source>
        <translation>Copiar el ID del tablero</translation>
    </message>
    <message>
        <source>One-switch play: choose</source>
        <translation>Juego con un pulsador: elegir</translation>
    </message>
    <message>
        <source>One-switch play: next item</source>
        <translation>Juego con un pulsador: siguiente elemento</translation>
    </message>
    <message>
        <source>it is always the way out</source>
        <translation>siempre sirve para salir</translation>
    </message>
    <message>
        <source>it moves the focus</source>
        <translation>mueve el foco</translation>
    </message>
    <message>
        <source>it jumps to a tube</source>
        <translation>salta a un tubo</translation>
    </message>
    <message>
        <source>it is the second key of %1</source>
        <comment>an action&apos;s name</comment>
        <translation>es la segunda tecla de %1</translation>
    </message>
    <message>
        <source>Space</source>
        <comment>a key</comment>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Enter</source>
        <comment>a key</comment>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Escape</source>
        <comment>a key</comment>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Backspace</source>
        <comment>a key</comment>
        <translation>Retroceso</translation>
    </message>
    <message>
        <source>Delete</source>
        <comment>a key</comment>
        <translation>Supr</translation>
    </message>
    <message>
        <source>Insert</source>
        <comment>a key</comment>
        <translation>Insert</translation>
    </message>
    <message>
        <source>Page Up</source>
        <comment>a key</comment>
        <translation>Re Pág</translation>
    </message>
    <message>
        <source>Page Down</source>
        <comment>a key</comment>
        <translation>Av Pág</translation>
    </message>
    <message>
        <source>Ctrl</source>
        <comment>a key</comment>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Shift</source>
        <comment>a key</comment>
        <translation>Mayús</translation>
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
        <translation>%1: pulsa la tecla nueva</translation>
    </message>
    <message>
        <source>%1: %2, changed from %3</source>
        <comment>an action, its key, its default</comment>
        <translation>%1: %2, cambiada de %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>an action and its key</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Escape keeps %1.</source>
        <comment>the key an action has now</comment>
        <translation>Escape conserva %1.</translation>
    </message>
    <message>
        <source>Not changed.</source>
        <translation>Sin cambios.</translation>
    </message>
    <message>
        <source>Every key is back on its default.</source>
        <translation>Todas las teclas vuelven a ser las predeterminadas.</translation>
    </message>
    <message>
        <source>%1 keeps its own job: %2.</source>
        <translation>%1 conserva su propia función: %2.</translation>
    </message>
    <message>
        <source>%1 is already the key for %2.</source>
        <translation>%1 ya es la tecla de %2.</translation>
    </message>
    <message>
        <source>%1: now %2.</source>
        <comment>an action, then its new key</comment>
        <translation>%1: ahora %2.</translation>
    </message>
</context>
<context>
    <name>KeyRow</name>
    <message>
        <source>default %1</source>
        <comment>the default key of an action</comment>
        <translation>predeterminada: %1</translation>
    </message>
    <message>
        <source>Press a key…</source>
        <translation>Pulsa una tecla…</translation>
    </message>
</context>
<context>
    <name>KeysScreen</name>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Enter, then the new key: that key does the action from now on. Delete: back to the default. Escape and Tab always keep their own jobs.</source>
        <translation>Intro y luego la tecla nueva: a partir de ahora esa tecla hace la acción. Supr: vuelve a la predeterminada. Escape y Tab siempre conservan su propia función.</translation>
    </message>
    <message>
        <source>Keys of the games</source>
        <translation>Teclas de los juegos</translation>
    </message>
    <message>
        <source>All keys back to their defaults</source>
        <translation>Restablecer todas las teclas</translation>
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
        <translation>Intro lo juega, E lo edita, %1 copia su código, Supr lo quita</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Editar</translation>
    </message>
    <message>
        <source>Copy ID</source>
        <translation>Copiar código</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
</context>
<context>
    <name>PlayBoardScreen</name>
    <message>
        <source>Play a board</source>
        <translation>Jugar un tablero</translation>
    </message>
    <message>
        <source>Type or paste a board ID first.</source>
        <translation>Primero escribe o pega un código de tablero.</translation>
    </message>
    <message>
        <source>Type or paste a board ID: a level (tubes:level:37), a puzzle (bowls:puzzle:12), a Daily (bowls:daily:2026-12-01) or a whole board another player shared. A whole board is proven by the solver before you play it.</source>
        <translation>Escribe o pega un código de tablero: un nivel (tubes:level:37), un puzle (bowls:puzzle:12), un reto diario (bowls:daily:2026-12-01) o un tablero completo que te haya pasado otro jugador. Un tablero completo lo comprueba el resolutor antes de que lo juegues.</translation>
    </message>
    <message>
        <source>Board ID</source>
        <translation>Código del tablero</translation>
    </message>
    <message>
        <source>tubes:abca,bcab,cabc,-,-</source>
        <comment>an example board ID, typed as it is: keep it unchanged</comment>
        <translation>tubes:abca,bcab,cabc,-,-</translation>
    </message>
    <message>
        <source>Press Enter to play it.</source>
        <translation>Pulsa Intro para jugarlo.</translation>
    </message>
    <message>
        <source>Proving…</source>
        <translation>Comprobando…</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <source>Put the board ID you copied into the field</source>
        <translation>Pon en el campo el código de tablero que copiaste</translation>
    </message>
    <message>
        <source>Play it anyway</source>
        <translation>Jugarlo de todos modos</translation>
    </message>
    <message>
        <source>Without a promise that it can be solved</source>
        <translation>Sin garantía de que tenga solución</translation>
    </message>
    <message>
        <source>On a board, %1 copies its ID to share it.</source>
        <translation>En un tablero, %1 copia su código para compartirlo.</translation>
    </message>
    <message>
        <source>Make a board</source>
        <translation>Crear un tablero</translation>
    </message>
    <message>
        <source>New Tubes board</source>
        <translation>Nuevo tablero de tubos</translation>
    </message>
    <message>
        <source>New Bowls board</source>
        <translation>Nuevo tablero de cuencos</translation>
    </message>
    <message>
        <source>My boards</source>
        <translation>Mis tableros</translation>
    </message>
    <message>
        <source>Boards you save in the editor appear here.</source>
        <translation>Aquí aparecen los tableros que guardes en el editor.</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message numerus="yes">
        <source>solved in %Ln moves</source>
        <translation>
            <numerusform>resuelto en %Ln jugada</numerusform>
            <numerusform>resuelto en %Ln jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>(shortest %1)</source>
        <translation>(la más corta, %1)</translation>
    </message>
    <message>
        <source>no hints</source>
        <translation>sin pistas</translation>
    </message>
    <message numerus="yes">
        <source>%Ln hints</source>
        <translation>
            <numerusform>%Ln pista</numerusform>
            <numerusform>%Ln pistas</numerusform>
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
        <translation>%1: mantener %2</translation>
    </message>
    <message>
        <source>Back to the groups</source>
        <translation>Volver a los grupos</translation>
    </message>
    <message>
        <source>Out of the list</source>
        <translation>Salir de la lista</translation>
    </message>
    <message>
        <source>One-switch play is resting. Press the switch to go on.</source>
        <translation>El juego con un pulsador está en reposo. Acciona el pulsador para seguir.</translation>
    </message>
</context>
<context>
    <name>ScreenHeader</name>
    <message>
        <source>← Back</source>
        <translation>← Atrás</translation>
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
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Following your system</source>
        <translation>Según tu sistema</translation>
    </message>
    <message>
        <source>Follow system</source>
        <translation>Seguir al sistema</translation>
    </message>
    <message>
        <source>Use your system&apos;s setting again</source>
        <translation>Volver a usar el ajuste de tu sistema</translation>
    </message>
    <message>
        <source>Changes apply at once and are saved.</source>
        <translation>Los cambios se aplican al instante y se guardan.</translation>
    </message>
    <message>
        <source>Language and text</source>
        <comment>a section of Settings</comment>
        <translation>Idioma y texto</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Every word of the game, spoken and written.</source>
        <translation>Cada palabra del juego, hablada y escrita.</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>Tamaño del texto</translation>
    </message>
    <message>
        <source>Scales every text in the game.</source>
        <translation>Cambia el tamaño de todo el texto del juego.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a text size in percent</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Tamaño del tablero</translation>
    </message>
    <message>
        <source>The tubes and the bowls, on their own: 100 % fits the window; larger, the board scrolls. %1 and %2 on a board too.</source>
        <translation>Los tubos y los cuencos, por separado del texto: 100 % cabe en la ventana; más grande, el tablero se desplaza. También %1 y %2 en un tablero.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>a board size in percent</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Look and motion</source>
        <comment>a section of Settings</comment>
        <translation>Aspecto y movimiento</translation>
    </message>
    <message>
        <source>Bowls theme</source>
        <translation>Tema de Cuencos</translation>
    </message>
    <message>
        <source>The bowls, the ring and their surroundings; achievements unlock more. Rules, colours and symbols stay the same.</source>
        <translation>Los cuencos, el anillo y su entorno; los logros desbloquean más. Las reglas, los colores y los símbolos no cambian.</translation>
    </message>
    <message>
        <source>Theme gallery</source>
        <translation>Galería de temas</translation>
    </message>
    <message>
        <source>All seven, locked ones too</source>
        <translation>Los siete, también los bloqueados</translation>
    </message>
    <message>
        <source>Reduced motion</source>
        <translation>Reducir movimiento</translation>
    </message>
    <message>
        <source>Pours, lifts and screen changes happen instantly.</source>
        <translation>Los vertidos, las elevaciones y los cambios de pantalla son instantáneos.</translation>
    </message>
    <message>
        <source>Move preview</source>
        <translation>Previsión de jugada</translation>
    </message>
    <message>
        <source>Bowls: a one-line forecast of the selected move (stones sown, groups, points, overflow).</source>
        <translation>Cuencos: una previsión de una línea de la jugada elegida (piedras repartidas, grupos, puntos, desbordamiento).</translation>
    </message>
    <message>
        <source>Chain speed</source>
        <translation>Velocidad de la cadena</translation>
    </message>
    <message>
        <source>Bowls: how fast a chain plays its steps. With reduced motion it is instant; any key jumps to its end.</source>
        <translation>Cuencos: a qué velocidad una cadena muestra sus pasos. Con movimiento reducido es instantánea; cualquier tecla salta al final.</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Más lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>chain speed</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Más rápida</translation>
    </message>
    <message>
        <source>Keys and switches</source>
        <comment>a section of Settings</comment>
        <translation>Teclas y pulsadores</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Choose your own key for any action of the games.</source>
        <translation>Elige tu propia tecla para cualquier acción de los juegos.</translation>
    </message>
    <message>
        <source>Change keys…</source>
        <translation>Cambiar teclas…</translation>
    </message>
    <message>
        <source>One-switch play</source>
        <translation>Juego con un pulsador</translation>
    </message>
    <message>
        <source>A highlight steps through everything you can choose; %1 chooses the highlighted item, %2 steps by hand.</source>
        <translation>Un resaltado recorre todo lo que puedes elegir; %1 elige el elemento resaltado y %2 avanza a mano.</translation>
    </message>
    <message>
        <source>Highlight speed</source>
        <translation>Velocidad del resaltado</translation>
    </message>
    <message>
        <source>One-switch play: how long the highlight stays on each item.</source>
        <translation>Juego con un pulsador: cuánto tiempo se queda el resaltado en cada elemento.</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds per item of one-switch play</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Pause on the first item</source>
        <translation>Pausa en el primer elemento</translation>
    </message>
    <message>
        <source>One-switch play: extra time on the first item of each round.</source>
        <translation>Juego con un pulsador: tiempo extra en el primer elemento de cada vuelta.</translation>
    </message>
    <message>
        <source>None</source>
        <comment>no pause on the first item</comment>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>extra seconds on the first item</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Rounds before resting</source>
        <translation>Vueltas antes del reposo</translation>
    </message>
    <message>
        <source>One-switch play: how many times the highlight goes round before it waits for the switch.</source>
        <translation>Juego con un pulsador: cuántas vueltas da el resaltado antes de esperar al pulsador.</translation>
    </message>
    <message>
        <source>Key cool-down</source>
        <translation>Pausa entre teclas</translation>
    </message>
    <message>
        <source>For a shaking hand: the same key pressed again within this time counts once.</source>
        <translation>Para una mano temblorosa: la misma tecla pulsada de nuevo dentro de este tiempo cuenta una vez.</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>key cool-down</comment>
        <translation>No</translation>
    </message>
    <message>
        <source>%1 s</source>
        <comment>seconds of the key cool-down</comment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Contrast</source>
        <comment>a section of Settings</comment>
        <translation>Contraste</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Black background, white text, thicker outlines and focus ring.</source>
        <translation>Fondo negro, texto blanco, contornos y anillo de foco más gruesos.</translation>
    </message>
    <message>
        <source>Audio</source>
        <comment>a section of Settings</comment>
        <translation>Audio</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>A short sound for every move and result, placed left to right where it happens. %1 switches it anywhere.</source>
        <translation>Un sonido breve para cada jugada y cada resultado, situado de izquierda a derecha donde ocurre. %1 lo activa o desactiva en cualquier lugar.</translation>
    </message>
    <message>
        <source>Effects volume</source>
        <translation>Volumen de los efectos</translation>
    </message>
    <message>
        <source>How loud the sounds are; they stay quiet under speech.</source>
        <translation>Lo fuerte que suenan; siempre quedan por debajo de la voz.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <comment>effects volume in percent</comment>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Sounds of moves</source>
        <translation>Sonidos de las jugadas</translation>
    </message>
    <message>
        <source>Selecting, pouring, each stone landing, a move refused, undo.</source>
        <translation>Seleccionar, verter, cada piedra que cae, una jugada rechazada, deshacer.</translation>
    </message>
    <message>
        <source>Sounds of chains</source>
        <translation>Sonidos de las cadenas</translation>
    </message>
    <message>
        <source>Bowls: groups clearing, combo steps, blockers, eruptions, an overflow.</source>
        <translation>Cuencos: grupos que desaparecen, pasos del combo, bloqueadores, erupciones, un desbordamiento.</translation>
    </message>
    <message>
        <source>Sounds of results</source>
        <translation>Sonidos de los resultados</translation>
    </message>
    <message>
        <source>A tube completed, a board solved, a goal reached, a defeat.</source>
        <translation>Un tubo completado, un tablero resuelto, un objetivo alcanzado, una derrota.</translation>
    </message>
    <message>
        <source>Interface sounds</source>
        <translation>Sonidos de la interfaz</translation>
    </message>
    <message>
        <source>The end of a list or of the row of tubes, a dialog opening.</source>
        <translation>El final de una lista o de la fila de tubos, un diálogo que se abre.</translation>
    </message>
    <message>
        <source>Mono sound</source>
        <translation>Sonido mono</translation>
    </message>
    <message>
        <source>Both ears hear every sound the same, without its place left or right.</source>
        <translation>Los dos oídos oyen cada sonido igual, sin su lugar a la izquierda o a la derecha.</translation>
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
        <translation>Moverse entre tubos</translation>
    </message>
    <message>
        <source>1–9, 0</source>
        <translation>1–9, 0</translation>
    </message>
    <message>
        <source>Jump to tube 1–10</source>
        <translation>Ir al tubo 1–10</translation>
    </message>
    <message>
        <source>Space / Enter</source>
        <translation>Espacio / Intro</translation>
    </message>
    <message>
        <source>Read the goal, moves left and score in full</source>
        <translation>Leer completos el objetivo, las jugadas restantes y la puntuación</translation>
    </message>
    <message>
        <source>Select a tube, then pour into the focused tube</source>
        <translation>Elige un tubo y vierte en el tubo con el foco</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Cancel the selection, or go back</source>
        <translation>Cancelar la selección o volver</translation>
    </message>
    <message>
        <source>Undo one pour</source>
        <translation>Deshacer un vertido</translation>
    </message>
    <message>
        <source>Hint: highlight a proven next pour</source>
        <translation>Pista: resalta el siguiente vertido demostrado</translation>
    </message>
    <message>
        <source>Restart the level</source>
        <translation>Reiniciar el nivel</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Mayús+Tab</translation>
    </message>
    <message>
        <source>Move between buttons, lists and menus</source>
        <translation>Moverse entre botones, listas y menús</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Flechas</translation>
    </message>
    <message>
        <source>Move inside a list or a grid of levels</source>
        <translation>Moverse dentro de una lista o de la cuadrícula de niveles</translation>
    </message>
    <message>
        <source>Press the focused button or open the focused item</source>
        <translation>Pulsar el botón con el foco o abrir el elemento con el foco</translation>
    </message>
    <message>
        <source>One-switch play</source>
        <translation>Juego con un pulsador</translation>
    </message>
    <message>
        <source>In Settings: a highlight steps through the screen; %1 chooses, %2 steps by hand</source>
        <translation>En Ajustes: un resaltado recorre la pantalla; %1 elige y %2 avanza a mano</translation>
    </message>
    <message>
        <source>Key cool-down</source>
        <translation>Pausa entre teclas</translation>
    </message>
    <message>
        <source>In Settings: a key pressed again within the chosen time is ignored</source>
        <translation>En Ajustes: se ignora una tecla pulsada de nuevo dentro del tiempo elegido</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Volver</translation>
    </message>
    <message>
        <source>Sound off or on, anywhere</source>
        <translation>Desactivar o activar el sonido, en cualquier lugar</translation>
    </message>
    <message>
        <source>Show or hide this list; during a game it lists that game&apos;s keys</source>
        <translation>Mostrar u ocultar esta lista; durante una partida muestra las teclas de ese juego</translation>
    </message>
    <message>
        <source>← →</source>
        <translation>← →</translation>
    </message>
    <message>
        <source>Move round the ring of bowls (12 wraps to 1)</source>
        <translation>Recorrer el círculo de cuencos (tras el 12 va el 1)</translation>
    </message>
    <message>
        <source>Select the focused bowl, or clear it if already selected</source>
        <translation>Seleccionar el cuenco con el foco, o quitar la selección si ya lo está</translation>
    </message>
    <message>
        <source>Sow the selected bowl</source>
        <translation>Repartir el cuenco seleccionado</translation>
    </message>
    <message>
        <source>Clear the selection, or go back</source>
        <translation>Quitar la selección o volver</translation>
    </message>
    <message>
        <source>Undo the last move</source>
        <translation>Deshacer la última jugada</translation>
    </message>
    <message>
        <source>Read the whole ring aloud</source>
        <translation>Leer todo el círculo en voz alta</translation>
    </message>
    <message>
        <source>Hear the whole ring as sound, bowl by bowl; %1 again stops it</source>
        <translation>Escuchar todo el círculo como sonido, cuenco a cuenco; %1 otra vez lo detiene</translation>
    </message>
    <message>
        <source>Quick review: goal progress and moves left</source>
        <translation>Repaso rápido: avance del objetivo y jugadas restantes</translation>
    </message>
    <message>
        <source>Hint (puzzles): highlight the first move of a proven shortest solution</source>
        <translation>Pista (puzles): resaltar la primera jugada de una solución más corta demostrada</translation>
    </message>
    <message>
        <source>Read the selected bowl&apos;s stones</source>
        <translation>Leer las piedras del cuenco seleccionado</translation>
    </message>
    <message>
        <source>Restart the puzzle</source>
        <translation>Reiniciar el puzle</translation>
    </message>
    <message>
        <source>Pause Endless and keep it for later</source>
        <translation>Pausar Sin fin y guardarlo para después</translation>
    </message>
    <message>
        <source>Copy the board ID (a puzzle or a Daily), to share it or play it again</source>
        <translation>Copiar el ID del tablero (un puzle o un reto diario) para compartirlo o volver a jugarlo</translation>
    </message>
    <message>
        <source>Board bigger, smaller, or back to the size that fits the window</source>
        <translation>Tablero más grande, más pequeño o de nuevo al tamaño que cabe en la ventana</translation>
    </message>
    <message>
        <source>Any key</source>
        <translation>Cualquier tecla</translation>
    </message>
    <message>
        <source>Skip a chain to its end</source>
        <translation>Saltar la cadena hasta el final</translation>
    </message>
    <message>
        <source>Chain speed</source>
        <translation>Velocidad de la cadena</translation>
    </message>
    <message>
        <source>In Settings: chains play slower, at normal speed or faster</source>
        <translation>En Ajustes: las cadenas se muestran más lentas, a velocidad normal o más rápidas</translation>
    </message>
    <message>
        <source>Hear the whole board as sound, tube by tube; %1 again stops it</source>
        <translation>Escuchar todo el tablero como sonido, tubo a tubo; %1 otra vez lo detiene</translation>
    </message>
    <message>
        <source>Copy the board ID (the level or the Daily), to share it or play it again</source>
        <translation>Copiar el ID del tablero (el nivel o el reto diario) para compartirlo o volver a jugarlo</translation>
    </message>
    <message>
        <source>Move between the tubes or the bowls</source>
        <translation>Moverse entre los tubos o los cuencos</translation>
    </message>
    <message>
        <source>1–9</source>
        <translation>1–9</translation>
    </message>
    <message>
        <source>Tubes: pour one unit of that colour into the focused tube</source>
        <translation>Tubos: vierte una unidad de ese color en el tubo enfocado</translation>
    </message>
    <message>
        <source>R Y G B P * #, 1–7</source>
        <translation>R Y G B P * #, 1–7</translation>
    </message>
    <message>
        <source>Bowls: put that stone in the focused bowl, after the stones already there</source>
        <translation>Cuencos: pon esa piedra en el cuenco enfocado, tras las que ya tiene</translation>
    </message>
    <message>
        <source>Backspace / Delete</source>
        <translation>Retroceso / Supr</translation>
    </message>
    <message>
        <source>Take the top unit or the last stone out</source>
        <translation>Saca la unidad de arriba o la última piedra</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>Bowls: the focused bowl&apos;s modifier: none, frozen, reverse or volcano</source>
        <translation>Cuencos: el modificador del cuenco enfocado: ninguno, congelado, inversión o volcán</translation>
    </message>
    <message>
        <source>← → on a setting</source>
        <translation>← → en un ajuste</translation>
    </message>
    <message>
        <source>Change the colours, the goal, its colour and amount, or the move limit</source>
        <translation>Cambia los colores, el objetivo, su color y cantidad, o el límite de jugadas</translation>
    </message>
    <message>
        <source>Save the board to My boards</source>
        <translation>Guarda el tablero en Mis tableros</translation>
    </message>
    <message>
        <source>Copy the board ID, to share it</source>
        <translation>Copia el código del tablero para compartirlo</translation>
    </message>
    <message>
        <source>Read the whole board aloud, then what the solver found</source>
        <translation>Lee en voz alta todo el tablero y luego lo que halló el resolutor</translation>
    </message>
    <message>
        <source>My boards</source>
        <translation>Mis tableros</translation>
    </message>
    <message>
        <source>Enter plays a saved board, E edits it, %1 copies its ID, Delete removes it</source>
        <translation>Intro juega un tablero guardado, E lo edita, %1 copia su código, Supr lo quita</translation>
    </message>
    <message>
        <source>Move between buttons and menus</source>
        <translation>Moverse entre botones y menús</translation>
    </message>
    <message>
        <source>Show or hide this list</source>
        <translation>Mostrar u ocultar esta lista</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <comment>two keys that do the same</comment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Settings → Keys</source>
        <translation>Ajustes → Teclas</translation>
    </message>
    <message>
        <source>Choose your own key for any action of the games</source>
        <translation>Elige tu propia tecla para cualquier acción de los juegos</translation>
    </message>
    <message>
        <source>Quick review: tubes still to sort and moves so far</source>
        <translation>Repaso rápido: tubos por ordenar y jugadas hechas</translation>
    </message>
    <message>
        <source>Read the whole board aloud, tube by tube</source>
        <translation>Leer en voz alta todo el tablero, tubo a tubo</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a key and what it does</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo jugar</translation>
    </message>
    <message>
        <source>How to play Tubes</source>
        <translation>Cómo jugar a Tubos</translation>
    </message>
    <message>
        <source>How to play Bowls</source>
        <translation>Cómo jugar a Cuencos</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>Sounds</name>
    <message>
        <source>Sound is off. %1 switches it on.</source>
        <translation>El sonido está desactivado. %1 lo activa.</translation>
    </message>
    <message>
        <source>The effects volume is 0. Raise it in Settings.</source>
        <translation>El volumen de los efectos está en 0. Súbelo en Ajustes.</translation>
    </message>
    <message>
        <source>There is no sound device, so nothing plays.</source>
        <translation>No hay ningún dispositivo de sonido, así que no suena nada.</translation>
    </message>
</context>
<context>
    <name>StatsScreen</name>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Facts about your play, kept on this device. No streaks, no leaderboards.</source>
        <translation>Datos de tus partidas, guardados en este dispositivo. Sin rachas ni clasificaciones.</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Gráficos</translation>
    </message>
    <message>
        <source>Your moves and scores over time, drawn and in words</source>
        <translation>Tus jugadas y puntuaciones a lo largo del tiempo, dibujadas y en palabras</translation>
    </message>
    <message>
        <source>Your play</source>
        <translation>Tu juego</translation>
    </message>
    <message>
        <source>Achievements</source>
        <translation>Logros</translation>
    </message>
    <message>
        <source>Achievements, %1</source>
        <translation>Logros, %1</translation>
    </message>
</context>
<context>
    <name>Stepper</name>
    <message>
        <source>Left and Right arrows change it</source>
        <translation>Las flechas izquierda y derecha lo cambian</translation>
    </message>
</context>
<context>
    <name>TileGrid</name>
    <message>
        <source>Start of the list</source>
        <translation>Principio de la lista</translation>
    </message>
    <message>
        <source>End of the list</source>
        <translation>Final de la lista</translation>
    </message>
    <message>
        <source>No row above</source>
        <translation>No hay fila encima</translation>
    </message>
    <message>
        <source>No row below</source>
        <translation>No hay fila debajo</translation>
    </message>
</context>
<context>
    <name>ToggleSwitch</name>
    <message>
        <source>On</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>No</translation>
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
        <translation>Tubo %1: vacío</translation>
    </message>
    <message>
        <source>Tube %1: %2; full, complete</source>
        <translation>Tubo %1: %2; lleno, completo</translation>
    </message>
    <message>
        <source>Tube %1: %2; full</source>
        <translation>Tubo %1: %2; lleno</translation>
    </message>
    <message numerus="yes">
        <source>Tube %1: %2; %Ln free</source>
        <translation>
            <numerusform>Tubo %1: %2; %Ln hueco libre</numerusform>
            <numerusform>Tubo %1: %2; %Ln huecos libres</numerusform>
        </translation>
    </message>
    <message>
        <source>Tubes board</source>
        <translation>Tubos, tablero</translation>
    </message>
    <message>
        <source>Tubes Daily %1</source>
        <translation>Tubos, reto diario %1</translation>
    </message>
    <message>
        <source>Tubes level %1</source>
        <translation>Tubos, nivel %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln jugada</numerusform>
            <numerusform>%Ln jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tiempo</translation>
    </message>
    <message>
        <source>Hints used</source>
        <translation>Pistas usadas</translation>
    </message>
    <message>
        <source>Best for this board</source>
        <translation>Récord en este tablero</translation>
    </message>
    <message>
        <source>Shortest solution</source>
        <translation>Solución más corta</translation>
    </message>
    <message>
        <source>being worked out…</source>
        <translation>calculando…</translation>
    </message>
    <message>
        <source>First completion of this day</source>
        <translation>Primera vez completado este día</translation>
    </message>
    <message>
        <source>First solve of this board</source>
        <translation>Primera resolución de este tablero</translation>
    </message>
    <message>
        <source>First clear of this level</source>
        <translation>Primera vez superado este nivel</translation>
    </message>
    <message>
        <source>New best for this day</source>
        <translation>Nuevo récord de este día</translation>
    </message>
    <message>
        <source>New best for this board</source>
        <translation>Nuevo récord en este tablero</translation>
    </message>
    <message>
        <source>New best for this level</source>
        <translation>Nuevo récord en este nivel</translation>
    </message>
    <message>
        <source>Not saved yet: it is saved as soon as the disk has room.</source>
        <translation>Aún no se ha guardado: se guardará en cuanto haya espacio en el disco.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Otra vez</translation>
    </message>
    <message>
        <source>Daily list</source>
        <translation>Retos diarios</translation>
    </message>
    <message>
        <source>Another board</source>
        <translation>Otro tablero</translation>
    </message>
    <message>
        <source>Level list</source>
        <translation>Niveles</translation>
    </message>
    <message>
        <source>Copy result</source>
        <translation>Copiar resultado</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>¡Resuelto!</translation>
    </message>
    <message>
        <source>; selected</source>
        <translation>; seleccionado</translation>
    </message>
    <message>
        <source>; hint: pour from this tube</source>
        <translation>; pista: vierte desde este tubo</translation>
    </message>
    <message>
        <source>; hint: pour into this tube</source>
        <translation>; pista: vierte en este tubo</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Nivel %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln colours</source>
        <translation>
            <numerusform>%Ln color</numerusform>
            <numerusform>%Ln colores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tubes</source>
        <translation>
            <numerusform>%Ln tubo</numerusform>
            <numerusform>%Ln tubos</numerusform>
        </translation>
    </message>
    <message>
        <source>Press %1 to hear the whole board.</source>
        <translation>Pulsa %1 para oír todo el tablero.</translation>
    </message>
    <message>
        <source>Tube %1 is empty: nothing to pour.</source>
        <translation>El tubo %1 está vacío: no hay nada que verter.</translation>
    </message>
    <message>
        <source>Tube %1 selected, %2 on top.</source>
        <translation>Tubo %1 seleccionado; arriba, %2.</translation>
    </message>
    <message numerus="yes">
        <source>Poured %Ln %1 from tube %2 into tube %3.</source>
        <translation>
            <numerusform>Vertida %Ln capa de %1 del tubo %2 al tubo %3.</numerusform>
            <numerusform>Vertidas %Ln capas de %1 del tubo %2 al tubo %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>a tube cannot pour into itself</source>
        <translation>un tubo no puede verterse en sí mismo</translation>
    </message>
    <message>
        <source>the board is solved</source>
        <translation>el tablero está resuelto</translation>
    </message>
    <message>
        <source>there is no such tube</source>
        <translation>ese tubo no existe</translation>
    </message>
    <message numerus="yes">
        <source>Restart undone. %Ln moves.</source>
        <translation>
            <numerusform>Reinicio deshecho. Llevas %Ln jugada.</numerusform>
            <numerusform>Reinicio deshecho. Llevas %Ln jugadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln tubes still to sort</source>
        <translation>
            <numerusform>Queda %Ln tubo por ordenar</numerusform>
            <numerusform>Quedan %Ln tubos por ordenar</numerusform>
        </translation>
    </message>
    <message>
        <source>Every tube is sorted</source>
        <translation>Todos los tubos están ordenados</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves so far</source>
        <translation>
            <numerusform>%Ln jugada hasta ahora</numerusform>
            <numerusform>%Ln jugadas hasta ahora</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solved in %Ln moves!</source>
        <translation>
            <numerusform>¡Resuelto en %Ln jugada!</numerusform>
            <numerusform>¡Resuelto en %Ln jugadas!</numerusform>
        </translation>
    </message>
    <message>
        <source>Custom board</source>
        <translation>Tablero personalizado</translation>
    </message>
    <message>
        <source>Daily: %1</source>
        <translation>Reto diario: %1</translation>
    </message>
    <message>
        <source>tube %1 is full</source>
        <translation>el tubo %1 está lleno</translation>
    </message>
    <message>
        <source>the top colours differ</source>
        <translation>los colores de arriba no coinciden</translation>
    </message>
    <message>
        <source>Not a move: %1.</source>
        <translation>No es una jugada: %1.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message numerus="yes">
        <source>Undone. %Ln moves.</source>
        <translation>
            <numerusform>Deshecho. Llevas %Ln jugada.</numerusform>
            <numerusform>Deshecho. Llevas %Ln jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restarted. Moves back to 0.</source>
        <translation>Reiniciado. Jugadas a 0.</translation>
    </message>
    <message>
        <source>Hint: pour tube %1 into tube %2.</source>
        <translation>Pista: vierte el tubo %1 en el tubo %2.</translation>
    </message>
    <message>
        <source>No move found to progress. Undo or restart.</source>
        <translation>No se encontró ninguna jugada para avanzar. Deshaz o reinicia.</translation>
    </message>
    <message>
        <source>.</source>
        <comment>the end of a spoken sentence</comment>
        <translation>.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves.</source>
        <translation>
            <numerusform>%Ln jugada.</numerusform>
            <numerusform>%Ln jugadas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TubesLevelsScreen</name>
    <message>
        <source>Tubes · Levels</source>
        <translation>Tubos · Niveles</translation>
    </message>
    <message>
        <source>Level %1 is locked. Solve level %2 first.</source>
        <translation>El nivel %1 está bloqueado. Resuelve antes el nivel %2.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln levels unlocked. Levels unlock in order; solved levels can be replayed.</source>
        <translation>
            <numerusform>%Ln nivel desbloqueado. Los niveles se desbloquean en orden; los resueltos se pueden repetir.</numerusform>
            <numerusform>%Ln niveles desbloqueados. Los niveles se desbloquean en orden; los resueltos se pueden repetir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Niveles</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln jug.</numerusform>
            <numerusform>%Ln jug.</numerusform>
        </translation>
    </message>
    <message>
        <source>new</source>
        <translation>nuevo</translation>
    </message>
</context>
<context>
    <name>TubesLists</name>
    <message numerus="yes">
        <source>%Ln colours</source>
        <translation>
            <numerusform>%Ln color</numerusform>
            <numerusform>%Ln colores</numerusform>
        </translation>
    </message>
    <message>
        <source>levels %1–%2</source>
        <translation>niveles %1–%2</translation>
    </message>
    <message numerus="yes">
        <source>Level %1 · %Ln colours</source>
        <translation>
            <numerusform>Nivel %1 · %Ln color</numerusform>
            <numerusform>Nivel %1 · %Ln colores</numerusform>
        </translation>
    </message>
    <message>
        <source>locked: solve level %1 first</source>
        <translation>bloqueado: resuelve antes el nivel %1</translation>
    </message>
    <message>
        <source>not yet solved</source>
        <translation>aún sin resolver</translation>
    </message>
    <message numerus="yes">
        <source>best %Ln moves in %1</source>
        <translation>
            <numerusform>mejor: %Ln jugada en %1</numerusform>
            <numerusform>mejor: %Ln jugadas en %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>solved %Ln times</source>
        <translation>
            <numerusform>resuelto %Ln vez</numerusform>
            <numerusform>resuelto %Ln veces</numerusform>
        </translation>
    </message>
    <message>
        <source>Level %1, locked</source>
        <translation>Nivel %1, bloqueado</translation>
    </message>
    <message numerus="yes">
        <source>Level %1, %Ln colours, not yet solved</source>
        <translation>
            <numerusform>Nivel %1, %Ln color, sin resolver</numerusform>
            <numerusform>Nivel %1, %Ln colores, sin resolver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Level %1, solved, best %Ln moves</source>
        <translation>
            <numerusform>Nivel %1, resuelto, récord: %Ln jugada</numerusform>
            <numerusform>Nivel %1, resuelto, récord: %Ln jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln jugada</numerusform>
            <numerusform>%Ln jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, completed in %Ln moves</source>
        <translation>
            <numerusform>%1, completado en %Ln jugada</numerusform>
            <numerusform>%1, completado en %Ln jugadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TubesPlayScreen</name>
    <message>
        <source>Preparing a proven board…</source>
        <translation>Preparando un tablero con solución…</translation>
    </message>
    <message>
        <source>Pour until every tube holds one colour.</source>
        <translation>Vierte hasta que cada tubo tenga un solo color.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln moves</source>
        <translation>
            <numerusform>%Ln jugada</numerusform>
            <numerusform>%Ln jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moves</source>
        <comment>label under the move counter</comment>
        <translation>
            <numerusform>jugada</numerusform>
            <numerusform>jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Tubes, read bottom to top</source>
        <translation>Tubos, leídos de abajo arriba</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Read board</source>
        <translation>Leer tablero</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Perfect Clear!</source>
        <translation>¡Perfect Clear!</translation>
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
