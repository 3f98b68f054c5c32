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
        <source>Made to be played with a mouse, with the keyboard alone, or with a screen reader: every tube is read bottom to top, and every move is announced.</source>
        <translation>Pensado para jugar con ratón, solo con teclado o con lector de pantalla: cada tubo se lee de abajo arriba y se anuncia cada movimiento.</translation>
    </message>
    <message>
        <source>Your progress is stored only on this device.</source>
        <translation>Tu progreso se guarda solo en este dispositivo.</translation>
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
        <source>%n moves</source>
        <translation>
            <numerusform>%n movimiento</numerusform>
            <numerusform>%n movimientos</numerusform>
        </translation>
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
    <name>DailyRow</name>
    <message>
        <source>Today</source>
        <translation>Hoy</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n movimiento</numerusform>
            <numerusform>%n movimientos</numerusform>
        </translation>
    </message>
    <message>
        <source>not played</source>
        <translation>sin jugar</translation>
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
        <source>Levels</source>
        <translation>Niveles</translation>
    </message>
    <message>
        <source>Daily</source>
        <translation>Diario</translation>
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
        <source>Coming soon</source>
        <translation>Próximamente</translation>
    </message>
    <message>
        <source>Bowls: coming soon</source>
        <translation>Cuencos: próximamente</translation>
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
        <source>About</source>
        <translation>Acerca de</translation>
    </message>
    <message>
        <source>Shortcuts (F1)</source>
        <translation>Atajos (F1)</translation>
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
        <source>Changes apply at once and are saved.</source>
        <translation>Los cambios se aplican al instante y se guardan.</translation>
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
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Grande</translation>
    </message>
    <message>
        <source>Larger</source>
        <translation>Más grande</translation>
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
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Black background, white text, thicker outlines and focus ring.</source>
        <translation>Fondo negro, texto blanco, contornos y anillo de foco más gruesos.</translation>
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
        <source>Ctrl+Z / U</source>
        <translation>Ctrl+Z / U</translation>
    </message>
    <message>
        <source>Undo one pour</source>
        <translation>Deshacer un vertido</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint: highlight a proven next pour</source>
        <translation>Pista: resalta el siguiente vertido demostrado</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Restart the level</source>
        <translation>Reiniciar el nivel</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Read the whole board aloud</source>
        <translation>Leer todo el tablero en voz alta</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Move between buttons and menus</source>
        <translation>Moverse entre botones y menús</translation>
    </message>
    <message>
        <source>F1 / ?</source>
        <translation>F1 / ?</translation>
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
        <source>Close</source>
        <translation>Cerrar</translation>
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
    <name>TubesDailyScreen</name>
    <message>
        <source>Tubes · Daily</source>
        <translation>Tubos · Reto diario</translation>
    </message>
    <message>
        <source>One board a day, the same for everyone: 6 colours, never harder on one day than another. The last 30 days stay open.</source>
        <translation>Un tablero al día, el mismo para todos: 6 colores, ningún día más difícil que otro. Los últimos 30 días siguen abiertos.</translation>
    </message>
    <message>
        <source>Daily boards</source>
        <translation>Tableros diarios</translation>
    </message>
</context>
<context>
    <name>TubesGame</name>
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
        <source>Tube %1: %2; %n free</source>
        <translation>
            <numerusform>Tubo %1: %2; %n hueco libre</numerusform>
            <numerusform>Tubo %1: %2; %n huecos libres</numerusform>
        </translation>
    </message>
    <message>
        <source>Daily %1</source>
        <translation>Reto diario %1</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>Nivel %1</translation>
    </message>
    <message>
        <source>Your unfinished game could not be restored, so it starts afresh.</source>
        <translation>No se pudo recuperar tu partida sin terminar, así que empieza de nuevo.</translation>
    </message>
    <message numerus="yes">
        <source>Resumed where you left off: %n moves.</source>
        <translation>
            <numerusform>Continúas donde lo dejaste: %n movimiento.</numerusform>
            <numerusform>Continúas donde lo dejaste: %n movimientos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n colours</source>
        <translation>
            <numerusform>%n color</numerusform>
            <numerusform>%n colores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tubes</source>
        <translation>
            <numerusform>%n tubo</numerusform>
            <numerusform>%n tubos</numerusform>
        </translation>
    </message>
    <message>
        <source>Press B to hear the whole board.</source>
        <translation>Pulsa B para oír todo el tablero.</translation>
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
        <source>Poured %n %1 from tube %2 into tube %3.</source>
        <translation>
            <numerusform>Vertida %n capa de %1 del tubo %2 al tubo %3.</numerusform>
            <numerusform>Vertidas %n capas de %1 del tubo %2 al tubo %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tube %1 complete.</source>
        <translation>Tubo %1 completo.</translation>
    </message>
    <message numerus="yes">
        <source>Solved in %n moves!</source>
        <translation>
            <numerusform>¡Resuelto en %n movimiento!</numerusform>
            <numerusform>¡Resuelto en %n movimientos!</numerusform>
        </translation>
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
        <translation>No es un movimiento: %1.</translation>
    </message>
    <message>
        <source>Selection cancelled.</source>
        <translation>Selección cancelada.</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>No hay nada que deshacer.</translation>
    </message>
    <message numerus="yes">
        <source>Undone. %n moves.</source>
        <translation>
            <numerusform>Deshecho. Llevas %n movimiento.</numerusform>
            <numerusform>Deshecho. Llevas %n movimientos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restarted. Moves back to 0.</source>
        <translation>Reiniciado. Movimientos a 0.</translation>
    </message>
    <message>
        <source>Hint: pour tube %1 into tube %2.</source>
        <translation>Pista: vierte el tubo %1 en el tubo %2.</translation>
    </message>
    <message>
        <source>No move found to progress. Undo or restart.</source>
        <translation>No se encontró ningún movimiento para avanzar. Deshaz o reinicia.</translation>
    </message>
    <message numerus="yes">
        <source>%n moves.</source>
        <translation>
            <numerusform>%n movimiento.</numerusform>
            <numerusform>%n movimientos.</numerusform>
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
        <source>%n levels unlocked. Levels unlock in order; solved levels can be replayed.</source>
        <translation>
            <numerusform>%n nivel desbloqueado. Los niveles se desbloquean en orden; los resueltos se pueden repetir.</numerusform>
            <numerusform>%n niveles desbloqueados. Los niveles se desbloquean en orden; los resueltos se pueden repetir.</numerusform>
        </translation>
    </message>
    <message>
        <source>Levels</source>
        <translation>Niveles</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n mov.</numerusform>
            <numerusform>%n mov.</numerusform>
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
        <source>%n colours</source>
        <translation>
            <numerusform>%n color</numerusform>
            <numerusform>%n colores</numerusform>
        </translation>
    </message>
    <message>
        <source>levels %1–%2</source>
        <translation>niveles %1–%2</translation>
    </message>
    <message>
        <source>Level %1, locked</source>
        <translation>Nivel %1, bloqueado</translation>
    </message>
    <message numerus="yes">
        <source>Level %1, %n colours, not yet solved</source>
        <translation>
            <numerusform>Nivel %1, %n color, sin resolver</numerusform>
            <numerusform>Nivel %1, %n colores, sin resolver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Level %1, solved, best %n moves</source>
        <translation>
            <numerusform>Nivel %1, resuelto, récord: %n movimiento</numerusform>
            <numerusform>Nivel %1, resuelto, récord: %n movimientos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, completed in %n moves</source>
        <translation>
            <numerusform>%1, completado en %n movimiento</numerusform>
            <numerusform>%1, completado en %n movimientos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, not played</source>
        <translation>%1, sin jugar</translation>
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
        <source>%n moves</source>
        <translation>
            <numerusform>%n movimiento</numerusform>
            <numerusform>%n movimientos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>moves</source>
        <comment>label under the move counter</comment>
        <translation>
            <numerusform>movimiento</numerusform>
            <numerusform>movimientos</numerusform>
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
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Reiniciar</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Read board</source>
        <translation>Leer tablero</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>¡Resuelto!</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Movimientos</translation>
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
        <source>New best for this level</source>
        <translation>Nuevo récord en este nivel</translation>
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
        <source>Level list</source>
        <translation>Niveles</translation>
    </message>
    <message>
        <source>Next level</source>
        <translation>Siguiente</translation>
    </message>
</context>
</TS>
