<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>QObject</name>
    <message>
        <source>

Command: %1</source>
        <translation>

Comando: %1</translation>
    </message>
    <message>
        <source>the finding&apos;s action has no command</source>
        <translation>la acción propuesta no tiene ningún comando</translation>
    </message>
    <message>
        <source>not an ssdtool command: %1</source>
        <translation>no es un comando de ssdtool: %1</translation>
    </message>
    <message>
        <source>Turn on periodic TRIM</source>
        <translation>Activar TRIM periódico</translation>
    </message>
    <message>
        <source>Trim %1 now</source>
        <translation>Aplicar TRIM a %1 ahora</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size</source>
        <translation>&quot;%1&quot; no es un tamaño</translation>
    </message>
    <message>
        <source>Resize %1 to %2</source>
        <translation>Redimensionar %1 a %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Eliminar %1</translation>
    </message>
    <message>
        <source>Turn hibernation off</source>
        <translation>Desactivar la hibernación</translation>
    </message>
    <message>
        <source>Turn hibernation on</source>
        <translation>Activar la hibernación</translation>
    </message>
    <message>
        <source>This turns hibernation off and frees the space reserved for the memory image; the computer can still sleep (suspend to RAM).</source>
        <translation>Esto desactiva la hibernación y libera el espacio reservado para la imagen de la memoria; el equipo todavía puede suspenderse (suspensión en RAM).</translation>
    </message>
    <message>
        <source>This turns hibernation on; space for the memory image is reserved on the drive.</source>
        <translation>Esto activa la hibernación; se reserva espacio en la unidad para la imagen de la memoria.</translation>
    </message>
    <message>
        <source>this version cannot run &quot;%1&quot; for you</source>
        <translation>esta versión no puede ejecutar &quot;%1&quot; por usted</translation>
    </message>
    <message>
        <source>ssdtool could not be started (%1): %2</source>
        <translation>No se pudo iniciar ssdtool (%1): %2</translation>
    </message>
    <message>
        <source>Measured on: %1</source>
        <translation>Medido a través de: %1</translation>
    </message>
    <message>
        <source>Conditions: not recorded in this result (written before ssdtool recorded them).</source>
        <translation>Condiciones: no registradas en este resultado (se guardó antes de que ssdtool las registrara).</translation>
    </message>
    <message>
        <source>Write amplification during the run: not recorded in this result.</source>
        <translation>Amplificación de escritura durante la ejecución: no registrada en este resultado.</translation>
    </message>
    <message>
        <source>Sustained write, %1 s: %2</source>
        <translation>Escritura sostenida, %1 s: %2</translation>
    </message>
    <message>
        <source>Writing past the cache: speed dropped at %1 s, after %2 (%3 → %4 MB/s)</source>
        <translation>Escritura más allá de la caché: la velocidad cayó a los %1 s, tras %2 (%3 → %4 MB/s)</translation>
    </message>
    <message>
        <source>; settled, finishing</source>
        <translation>; estabilizada, finalizando</translation>
    </message>
    <message>
        <source>; waiting for it to settle</source>
        <translation>; esperando a que se estabilice</translation>
    </message>
    <message>
        <source>(serial hidden)</source>
        <translation>(número de serie oculto)</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <translation>Unidad: %1</translation>
    </message>
    <message>
        <source>unknown model</source>
        <translation>modelo desconocido</translation>
    </message>
    <message>
        <source>, serial %1</source>
        <translation>, número de serie %1</translation>
    </message>
    <message>
        <source>, serial number hidden</source>
        <translation>, número de serie oculto</translation>
    </message>
    <message>
        <source>Target: %1 (%2)</source>
        <translation>Destino: %1 (%2)</translation>
    </message>
    <message>
        <source>the raw drive</source>
        <translation>la unidad en bruto</translation>
    </message>
    <message>
        <source>a test file in a folder</source>
        <translation>un archivo de prueba en una carpeta</translation>
    </message>
    <message>
        <source>Preset %1, %2 data, test area %3, engine %4</source>
        <translation>Perfil %1, datos %2, área de prueba %3, motor %4</translation>
    </message>
    <message>
        <source>Finished %1</source>
        <translation>Finalizada el %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <source>Warning %1</source>
        <translation>Advertencia %1</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>%1: %2 trimmed</source>
        <translation>%1: TRIM aplicado a %2</translation>
    </message>
    <message>
        <source>%1: not trimmed, %2</source>
        <translation>%1: no se aplicó TRIM, %2</translation>
    </message>
    <message>
        <source>What is on this drive</source>
        <translation>Contenido de esta unidad</translation>
    </message>
    <message>
        <source>This cannot be started: %1</source>
        <translation>No se puede iniciar: %1</translation>
    </message>
    <message>
        <source>Asking the drive: %1</source>
        <translation>Consultando a la unidad: %1</translation>
    </message>
    <message>
        <source>• %1: %2, starts at %3</source>
        <translation>• %1: %2, empieza en %3</translation>
    </message>
    <message>
        <source>No partitions.</source>
        <translation>Sin particiones.</translation>
    </message>
    <message>
        <source>Still reading the drive&apos;s layout…</source>
        <translation>Aún se está leyendo la distribución de particiones de la unidad…</translation>
    </message>
    <message>
        <source>What will be done</source>
        <translation>Qué se va a hacer</translation>
    </message>
    <message>
        <source>A dry run: every safety check runs and the exact steps are listed; nothing changes.</source>
        <translation>Una simulación: se realizan todas las comprobaciones de seguridad y se enumeran los pasos exactos; no se cambia nada.</translation>
    </message>
    <message>
        <source>The checks passed. This is what will happen:</source>
        <translation>Las comprobaciones se superaron. Esto es lo que sucederá:</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Rechazado: %1</translation>
    </message>
    <message>
        <source>Cannot go on: %1</source>
        <translation>No se puede continuar: %1</translation>
    </message>
    <message>
        <source>Checking: %1</source>
        <translation>Comprobando: %1</translation>
    </message>
    <message>
        <source>Confirm with the serial number</source>
        <translation>Confirmar con el número de serie</translation>
    </message>
    <message>
        <source>Everything on %1 will be lost. %2</source>
        <translation>Se perderá todo el contenido de %1. %2</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>En ejecución</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Hecho.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Falló: %1</translation>
    </message>
    <message>
        <source>Running: %1</source>
        <translation>Ejecutando: %1</translation>
    </message>
    <message>
        <source>%1 — %2, %3, serial %4, firmware %5</source>
        <translation>%1 — %2, %3, número de serie %4, firmware %5</translation>
    </message>
    <message>
        <source>SSD_TOOLBOX_NO_ELEVATION is set.</source>
        <translation>SSD_TOOLBOX_NO_ELEVATION está definida.</translation>
    </message>
    <message>
        <source>pkexec (polkit) is not installed.</source>
        <translation>pkexec (polkit) no está instalado.</translation>
    </message>
    <message>
        <source>The authorization dialog was dismissed.</source>
        <translation>Se cerró el diálogo de autorización.</translation>
    </message>
    <message>
        <source>Authorization was refused (or polkit is not running).</source>
        <translation>Se denegó la autorización (o polkit no se está ejecutando).</translation>
    </message>
    <message>
        <source>The administrator helper could not be started (pkexec: %1).</source>
        <translation>No se pudo iniciar el proceso auxiliar de administrador (pkexec: %1).</translation>
    </message>
    <message>
        <source>%1 is missing: reinstall SSD Toolbox.</source>
        <translation>Falta %1: reinstale SSD Toolbox.</translation>
    </message>
    <message>
        <source>The administrator helper could not be started (UAC: %1).</source>
        <translation>No se pudo iniciar el proceso auxiliar de administrador (UAC: %1).</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <comment>hours (years, days)</comment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation>
            <numerusform>%n año</numerusform>
            <numerusform>%n años</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n día</numerusform>
            <numerusform>%n días</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>hours (days)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bueno</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advertencia</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Fallando</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocido</translation>
    </message>
    <message>
        <source>Without administrator rights the drive list and the checks that need no root are shown; SMART health, the remaining checks and every drive action need authorization.</source>
        <translation>Sin permisos de administrador se muestran la lista de unidades y las verificaciones que no requieren root; el estado de salud SMART, las demás verificaciones y todas las acciones sobre las unidades requieren autorización.</translation>
    </message>
    <message>
        <source>id: %1</source>
        <translation>id: %1</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Solución: %1</translation>
    </message>
    <message>
        <source>The document cannot be read: %1</source>
        <translation>No se puede leer el documento: %1</translation>
    </message>
    <message>
        <source>The self-test was not started: %1</source>
        <translation>No se inició la autocomprobación: %1</translation>
    </message>
    <message>
        <source>The self-test was not aborted: %1</source>
        <translation>No se anuló la autocomprobación: %1</translation>
    </message>
    <message>
        <source>The self-test log could not be read: %1</source>
        <translation>No se pudo leer el registro de autocomprobaciones: %1</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>aproximadamente %n minuto</numerusform>
            <numerusform>aproximadamente %n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>aproximadamente %n hora</numerusform>
            <numerusform>aproximadamente %n horas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — the drive gives no estimate</source>
        <translation>%1 — la unidad no da ninguna estimación</translation>
    </message>
    <message>
        <source>A self-test</source>
        <translation>Una autocomprobación</translation>
    </message>
    <message>
        <source>The %1 self-test</source>
        <translation>La autocomprobación %1</translation>
    </message>
    <message>
        <source>%1 is running (the drive&apos;s estimate: %2 in all); the drive does not say how far it is.</source>
        <translation>%1 está en curso (estimación de la unidad: %2 en total); la unidad no indica cuánto ha avanzado.</translation>
    </message>
    <message>
        <source>%1 is running; the drive does not say how far it is.</source>
        <translation>%1 está en curso; la unidad no indica cuánto ha avanzado.</translation>
    </message>
    <message>
        <source>%1 is running: %2 % done.</source>
        <translation>%1 está en curso: %2 % completado.</translation>
    </message>
    <message>
        <source>%1 is running: %2 % done, %3 left.</source>
        <translation>%1 está en curso: %2 % completado, quedan %3.</translation>
    </message>
    <message>
        <source>takes %1 by the drive&apos;s own estimate</source>
        <translation>tarda %1 según la propia estimación de la unidad</translation>
    </message>
    <message>
        <source>can take hours (the drive gives no estimate)</source>
        <translation>puede tardar horas (la unidad no da ninguna estimación)</translation>
    </message>
    <message>
        <source>The extended (long) self-test of %1 %2: the drive reads its whole surface.

The drive stays usable meanwhile, but slower: the test competes with every read and write until it ends. It runs inside the drive, so closing this program does not stop it; Abort does.

Command: %3</source>
        <translation>La autocomprobación extendida (larga) de %1 %2: la unidad lee toda su superficie.

Mientras tanto, la unidad sigue siendo utilizable, pero más lenta: la prueba compite con cada lectura y escritura hasta que termina. Se ejecuta dentro de la unidad, así que cerrar este programa no la detiene; Anular sí.

Comando: %3</translation>
    </message>
    <message>
        <source>No confirmation token is known for this drive yet.</source>
        <translation>Todavía no se conoce ningún código de confirmación para esta unidad.</translation>
    </message>
    <message>
        <source>the serial number</source>
        <translation>el número de serie</translation>
    </message>
    <message>
        <source>the kernel name</source>
        <translation>el nombre del kernel</translation>
    </message>
    <message>
        <source>Type %1 of the drive, %2, to confirm.</source>
        <translation>Escriba %1 de la unidad, %2, para confirmar.</translation>
    </message>
    <message>
        <source>Confirmed.</source>
        <translation>Confirmado.</translation>
    </message>
    <message>
        <source>Not the same: upper and lower case must match exactly.</source>
        <translation>No coincide: las mayúsculas y minúsculas deben coincidir exactamente.</translation>
    </message>
    <message>
        <source>Not the same: remove the spaces around it.</source>
        <translation>No coincide: quite los espacios de alrededor.</translation>
    </message>
    <message>
        <source>That is not %1 of this drive.</source>
        <translation>Eso no es %1 de esta unidad.</translation>
    </message>
    <message>
        <source>A vendor-specific attribute: smartctl&apos;s drive database names it &quot;%1&quot;; its raw value&apos;s meaning is the vendor&apos;s.</source>
        <translation>Un atributo específico del fabricante: la base de datos de unidades de smartctl lo llama &quot;%1&quot;; el significado de su valor en bruto lo define el fabricante.</translation>
    </message>
    <message>
        <source>Failing: the normalized value reached the vendor&apos;s threshold.</source>
        <translation>Fallando: el valor normalizado alcanzó el umbral del fabricante.</translation>
    </message>
    <message>
        <source>Worth watching: this defect counter is not zero.</source>
        <translation>Conviene vigilarlo: este contador de defectos no es cero.</translation>
    </message>
    <message>
        <source>Failed in the past (%1).</source>
        <translation>Falló en el pasado (%1).</translation>
    </message>
    <message>
        <source>Turn on periodic TRIM for the whole system (weekly fstrim.timer)</source>
        <translation>Activar TRIM periódico para todo el sistema (fstrim.timer semanal)</translation>
    </message>
    <message>
        <source>This turns on periodic TRIM: the systemd timer fstrim.timer is enabled and started, so once a week every mounted filesystem that supports it tells its drive which blocks are free. No file is changed or deleted; `systemctl disable --now fstrim.timer` turns it off again.</source>
        <translation>Esto activa el TRIM periódico: se habilita e inicia el temporizador de systemd fstrim.timer, de modo que una vez por semana cada sistema de archivos montado que lo admita indica a su unidad qué bloques están libres. No se modifica ni se elimina ningún archivo; `systemctl disable --now fstrim.timer` lo vuelve a desactivar.</translation>
    </message>
    <message>
        <source>Trim the free space of every mounted filesystem on %1 now</source>
        <translation>Aplicar TRIM ahora al espacio libre de cada sistema de archivos montado en %1</translation>
    </message>
    <message>
        <source>This trims the free space of %1 now (FITRIM): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation>Esto aplica TRIM ahora al espacio libre de %1 (FITRIM): se indica a la unidad qué bloques no contienen datos. Los archivos no se tocan; en una unidad grande que lleva mucho tiempo sin TRIM puede tardar unos minutos.</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>el área de intercambio</translation>
    </message>
    <message>
        <source>This resizes swap to %1: swap is turned off, resized and turned on again (the system may be slow for a moment if memory is short).</source>
        <translation>Esto cambia el tamaño del área de intercambio a %1: se desactiva, se redimensiona y se vuelve a activar (el sistema puede ir lento un momento si hay poca memoria).</translation>
    </message>
    <message>
        <source>This turns swap off and removes it, freeing its space; with little memory, programs may be stopped when it runs out.</source>
        <translation>Esto desactiva el área de intercambio y la elimina, liberando su espacio; con poca memoria, el sistema puede detener programas cuando esta se agote.</translation>
    </message>
    <message>
        <source>Turn TRIM on for the whole system, with the weekly Optimize Drives task (retrim)</source>
        <translation>Activar TRIM para todo el sistema, con la tarea semanal de Optimizar unidades (volver a aplicar TRIM)</translation>
    </message>
    <message>
        <source>This turns TRIM on for the whole system (fsutil behavior set DisableDeleteNotify 0) and enables the Optimize Drives task, which retrims every SSD volume once a week. No file is changed or deleted; Optimize Drives (dfrgui) shows and changes the schedule.</source>
        <translation>Esto activa TRIM para todo el sistema (fsutil behavior set DisableDeleteNotify 0) y habilita la tarea de Optimizar unidades, que vuelve a aplicar TRIM a cada volumen SSD una vez por semana. No se modifica ni se elimina ningún archivo; Optimizar unidades (dfrgui) muestra y cambia la programación.</translation>
    </message>
    <message>
        <source>Retrim every volume on %1 now (as Optimize Drives does)</source>
        <translation>Volver a aplicar TRIM ahora a cada volumen de %1 (como hace Optimizar unidades)</translation>
    </message>
    <message>
        <source>This retrims %1 now (defrag %1 /L, what Optimize Drives runs): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation>Esto vuelve a aplicar TRIM a %1 ahora (defrag %1 /L, lo que ejecuta Optimizar unidades): se indica a la unidad qué bloques no contienen datos. Los archivos no se tocan; en una unidad grande que lleva mucho tiempo sin TRIM puede tardar unos minutos.</translation>
    </message>
    <message>
        <source>the pagefile</source>
        <translation>el archivo de paginación</translation>
    </message>
    <message>
        <source>This sets the pagefile to %1 (System Properties → Advanced → Virtual memory shows the same setting); Windows applies it at the next restart.</source>
        <translation>Esto establece el archivo de paginación en %1 (Propiedades del sistema → Opciones avanzadas → Memoria virtual muestra la misma configuración); Windows lo aplica en el próximo reinicio.</translation>
    </message>
    <message>
        <source>Windows keeps a pagefile for crash dumps and memory it cannot otherwise free; set a small custom size instead of removing it.</source>
        <translation>Windows mantiene un archivo de paginación para los volcados de memoria y para la memoria que no puede liberar de otro modo; establezca un tamaño personalizado pequeño en lugar de eliminarlo.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>segundos</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Steps of the dry run</source>
        <translation>Pasos de la simulación</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>The language changes when SSD Toolbox starts again.</source>
        <translation>El idioma cambiará la próxima vez que se inicie SSD Toolbox.</translation>
    </message>
</context>
<context>
    <name>ssd::gui::Alerts</name>
    <message>
        <source>%1: %2 on %3</source>
        <translation>%1: %2 en %3</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Open SSD Toolbox to see them all.</source>
        <translation>Abra SSD Toolbox para verlas todas.</translation>
    </message>
    <message numerus="yes">
        <source>%n more new alert(s)</source>
        <translation>
            <numerusform>%n alerta nueva más</numerusform>
            <numerusform>%n alertas nuevas más</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::gui::AlertsPage</name>
    <message>
        <source>%1 (cleared %2)</source>
        <translation>%1 (resuelta: %2)</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alerta</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravedad</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Última vez</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>Reconocida</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Activas</translation>
    </message>
    <message>
        <source>Acknowledged (silent until it gets worse)</source>
        <translation>Reconocidas (en silencio hasta que empeoren)</translation>
    </message>
    <message numerus="yes">
        <source>Past (cleared in the last %n day(s))</source>
        <translation>
            <numerusform>Pasadas (resueltas en el último %n día)</numerusform>
            <numerusform>Pasadas (resueltas en los últimos %n días)</numerusform>
        </translation>
    </message>
    <message>
        <source>Note (optional): why this is known and fine for now</source>
        <translation>Nota (opcional): por qué es conocida y aceptable por ahora</translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation>Reconocer</translation>
    </message>
    <message>
        <source>Silence the selected alert until it gets worse (asks for administrator rights: it changes the history database)</source>
        <translation>Silenciar la alerta seleccionada hasta que empeore (pide permisos de administrador: modifica la base de datos del historial)</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Base de datos: %1</translation>
    </message>
    <message>
        <source>No alerts yet: alerts are raised by the ssd-toolbox-sample timer&apos;s readings (or `sudo ssdtool sample`). %1 does not exist.</source>
        <translation>Todavía no hay alertas: las alertas surgen de las mediciones del temporizador ssd-toolbox-sample (o de `sudo ssdtool sample`). %1 no existe.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>No se pudo leer %1: %2</translation>
    </message>
    <message>
        <source>No alerts: every rule is quiet on every drive in this history.</source>
        <translation>No hay alertas: ninguna regla se ha activado en ninguna unidad de este historial.</translation>
    </message>
    <message>
        <source>Acknowledging alert %1…</source>
        <translation>Reconociendo la alerta %1…</translation>
    </message>
    <message>
        <source>Acknowledged: it stays silent until it gets worse.</source>
        <translation>Reconocida: permanecerá en silencio hasta que empeore.</translation>
    </message>
    <message>
        <source>Not acknowledged: %1</source>
        <translation>No reconocida: %1</translation>
    </message>
    <message>
        <source>acknowledged %1</source>
        <translation>reconocida el %1</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Alertas</translation>
    </message>
    <message>
        <source>Note for the acknowledgement</source>
        <translation>Nota del reconocimiento</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchDetailPanel</name>
    <message>
        <source>Replay of %1</source>
        <translation>Reproducción de %1</translation>
    </message>
    <message>
        <source>%1: %2 requests, %3. The drive was busy %4 s of %5 s: average data rate %6 MB/s, %7 IOPS.</source>
        <translation>%1: %2 solicitudes, %3. La unidad estuvo ocupada %4 s de %5 s: tasa de transferencia media %6 MB/s, %7 IOPS.</translation>
    </message>
    <message>
        <source>Latency by direction and size</source>
        <translation>Latencia por operación y tamaño</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>p99.9</source>
        <translation>p99,9</translation>
    </message>
    <message>
        <source>p99.99</source>
        <translation>p99,99</translation>
    </message>
    <message>
        <source>  %1: %2 requests, latency p50 %3 us, p99 %4 us, p99.9 %5 us, p99.99 %6 us</source>
        <translation>  %1: %2 solicitudes, latencia p50 %3 us, p99 %4 us, p99,9 %5 us, p99,99 %6 us</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Throughput by transfer size</source>
        <translation>Tasa de transferencia por tamaño de bloque</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lectura</translation>
    </message>
    <message>
        <source>write</source>
        <translation>escritura</translation>
    </message>
    <message>
        <source>write, compressible data</source>
        <translation>escritura, datos compresibles</translation>
    </message>
    <message>
        <source>transfer size (queue depth 4)</source>
        <translation>tamaño de bloque (profundidad de cola 4)</translation>
    </message>
    <message>
        <source>%1 %2 MB/s</source>
        <translation>%1 %2 MB/s</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>%1 sizes from %2 to %3; each size read and written in the same 2 GiB area.</source>
        <translation>%1 tamaños de %2 a %3; cada tamaño se lee y se escribe en la misma área de 2 GiB.</translation>
    </message>
    <message>
        <source>Latency after idle periods</source>
        <translation>Latencia tras periodos de inactividad</translation>
    </message>
    <message>
        <source>first request after the idle period</source>
        <translation>primera solicitud tras la inactividad</translation>
    </message>
    <message>
        <source>the request right after it</source>
        <translation>la solicitud inmediatamente posterior</translation>
    </message>
    <message>
        <source> (medians):</source>
        <translation> (medianas):</translation>
    </message>
    <message>
        <source>  after %1 s idle: first request %2 us, the next %3 us, waking up took %4 us</source>
        <translation>  tras %1 s de inactividad: primera solicitud %2 us, la siguiente %3 us, el despertar tardó %4 us</translation>
    </message>
    <message>
        <source>idle seconds</source>
        <translation>segundos de inactividad</translation>
    </message>
    <message>
        <source>A 4 KiB random read after each idle period, and one right after it; the difference is the drive waking up (at most %1 us here).</source>
        <translation>Una lectura aleatoria de 4 KiB tras cada periodo de inactividad, y otra inmediatamente después; la diferencia es lo que tarda la unidad en despertar (como máximo %1 us aquí).</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchProcess</name>
    <message>
        <source>Stopped.</source>
        <translation>Detenida.</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>estado de salida %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchSnapshot</name>
    <message>
        <source>&lt;b&gt;SSD Toolbox benchmark&lt;/b&gt;</source>
        <translation>&lt;b&gt;Prueba de rendimiento de SSD Toolbox&lt;/b&gt;</translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark</source>
        <translation>Prueba de rendimiento de SSD Toolbox</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchTile</name>
    <message>
        <source>MB/s · IOPS</source>
        <translation>MB/s · IOPS</translation>
    </message>
    <message>
        <source>MB/s · %1 IOPS (running)</source>
        <translation>MB/s · %1 IOPS (en curso)</translation>
    </message>
    <message>
        <source>MB/s · %1 IOPS</source>
        <translation>MB/s · %1 IOPS</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MB/s, %3 IOPS&lt;br&gt;Latency (µs): mean %4, median %5, 99 %% %6, 99.9 %% %7, 99.99 %% %8, max %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MB/s, %3 IOPS&lt;br&gt;Latencia (µs): media %4, mediana %5, 99 %% %6, 99,9 %% %7, 99,99 %% %8, máx. %9</translation>
    </message>
    <message>
        <source>µs waking up, the most after any idle period</source>
        <translation>µs para despertar, el máximo tras cualquier periodo de inactividad</translation>
    </message>
    <message>
        <source>&lt;br&gt;after %1 s idle: %2 µs (awake %3 µs)</source>
        <translation>&lt;br&gt;tras %1 s de inactividad: %2 µs (ya despierta: %3 µs)</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;First request after idle&lt;/b&gt;</source>
        <translation>&lt;br&gt;&lt;b&gt;Primera solicitud tras la inactividad&lt;/b&gt;</translation>
    </message>
    <message>
        <source>last: %1 MB/s</source>
        <translation>anterior: %1 MB/s</translation>
    </message>
    <message>
        <source>The drive&apos;s last run of this test, %1: %2 MB/s, %3 IOPS, latency p99 %4 µs</source>
        <translation>La ejecución anterior de esta prueba en la unidad, %1: %2 MB/s, %3 IOPS, latencia p99 %4 µs</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchmarkPage</name>
    <message>
        <source>Benchmark writes to the whole drive</source>
        <translation>La prueba de rendimiento escribe en toda la unidad</translation>
    </message>
    <message>
        <source>This benchmark writes to %1 and destroys everything on it.
%2</source>
        <translation>Esta prueba de rendimiento escribe en %1 y destruye todo su contenido.
%2</translation>
    </message>
    <message>
        <source>What is written. Drives that compress (SandForce) look much faster with zeros.</source>
        <translation>Qué se escribe. Las unidades que comprimen (SandForce) parecen mucho más rápidas con ceros.</translation>
    </message>
    <message>
        <source>Preset size</source>
        <translation>Tamaño del perfil</translation>
    </message>
    <message>
        <source>The test area: larger than the drive&apos;s cache shows its sustained speed.</source>
        <translation>El área de prueba: si es mayor que la caché de la unidad, muestra su velocidad sostenida.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Preset time</source>
        <translation>Tiempo del perfil</translation>
    </message>
    <message>
        <source>Measured seconds per test; below 2 s the warm-up is skipped.</source>
        <translation>Segundos medidos por prueba; por debajo de 2 s se omite el calentamiento.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Destino:</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Perfil:</translation>
    </message>
    <message>
        <source>Trace:</source>
        <translation>Traza:</translation>
    </message>
    <message>
        <source>Data, size, time:</source>
        <translation>Datos, tamaño, tiempo:</translation>
    </message>
    <message>
        <source>Ready. A benchmark in a folder runs as you; its test file is removed afterwards.</source>
        <translation>Listo. Una prueba en una carpeta se ejecuta con su cuenta de usuario; el archivo de prueba se elimina al terminar.</translation>
    </message>
    <message>
        <source>Throughput over time</source>
        <translation>Tasa de transferencia en el tiempo</translation>
    </message>
    <message>
        <source>Copy results</source>
        <translation>Copiar resultados</translation>
    </message>
    <message>
        <source>Save JSON…</source>
        <translation>Guardar JSON…</translation>
    </message>
    <message>
        <source>Save text…</source>
        <translation>Guardar texto…</translation>
    </message>
    <message>
        <source>Save PNG…</source>
        <translation>Guardar PNG…</translation>
    </message>
    <message>
        <source>Serial number in the PNG</source>
        <translation>Número de serie en el PNG</translation>
    </message>
    <message>
        <source>Off: the picture says the drive&apos;s model but not its serial number, for posting it.</source>
        <translation>Desactivado: la imagen muestra el modelo de la unidad pero no su número de serie, para poder publicarla.</translation>
    </message>
    <message>
        <source>Benchmark in which folder?</source>
        <translation>¿En qué carpeta hacer la prueba de rendimiento?</translation>
    </message>
    <message>
        <source>Home folder (%1)</source>
        <translation>Carpeta personal (%1)</translation>
    </message>
    <message>
        <source>%1 %2 (raw drive)</source>
        <translation>%1 %2 (unidad en bruto)</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Elegir carpeta…</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>No iniciada: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read&lt;/b&gt;</source>
        <translation>&lt;b&gt;Lectura&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Write&lt;/b&gt;</source>
        <translation>&lt;b&gt;Escritura&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other&lt;/b&gt;</source>
        <translation>&lt;b&gt;Otras&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not started: choose the trace to replay.</source>
        <translation>No iniciada: elija la traza que desea reproducir.</translation>
    </message>
    <message>
        <source>Not started: a benchmark that writes to a raw drive needs its serial number.</source>
        <translation>No iniciada: una prueba de rendimiento que escribe en una unidad en bruto necesita su número de serie.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>segundos</translation>
    </message>
    <message>
        <source>Starting: %1</source>
        <translation>Iniciando: %1</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3 %4</source>
        <translation>Paso %1 de %2: %3 %4</translation>
    </message>
    <message>
        <source>(warming up)</source>
        <translation>(calentamiento)</translation>
    </message>
    <message>
        <source>Done: %1 (%2 data, test area %3, engine %4).</source>
        <translation>Completada: %1 (datos %2, área de prueba %3, motor %4).</translation>
    </message>
    <message>
        <source>Stopped. %1</source>
        <translation>Detenida. %1</translation>
    </message>
    <message>
        <source>The benchmark did not run: %1</source>
        <translation>La prueba de rendimiento no se ejecutó: %1</translation>
    </message>
    <message>
        <source>Read throughput across the test area</source>
        <translation>Tasa de transferencia de lectura a lo largo del área de prueba</translation>
    </message>
    <message>
        <source>position (GB)</source>
        <translation>posición (GB)</translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark of %1 (preset %2, %3 data, test area %4, engine %5)</source>
        <translation>Prueba de rendimiento de SSD Toolbox de %1 (perfil %2, datos %3, área de prueba %4, motor %5)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Se guardó %1.</translation>
    </message>
    <message>
        <source>Save benchmark as JSON</source>
        <translation>Guardar la prueba de rendimiento como JSON</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Save benchmark as text</source>
        <translation>Guardar la prueba de rendimiento como texto</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texto (*.txt)</translation>
    </message>
    <message>
        <source>Save benchmark as PNG</source>
        <translation>Guardar la prueba de rendimiento como PNG</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not save %1: the picture could not be made</source>
        <translation>No se pudo guardar %1: no se pudo generar la imagen</translation>
    </message>
    <message>
        <source>Benchmark results</source>
        <translation>Resultados de la prueba de rendimiento</translation>
    </message>
    <message>
        <source>Test data</source>
        <translation>Datos de prueba</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Tamaño del área de prueba</translation>
    </message>
    <message>
        <source>Seconds per test</source>
        <translation>Segundos por prueba</translation>
    </message>
</context>
<context>
    <name>ssd::gui::CaptureReader</name>
    <message>
        <source>ssdtool exited with status %1</source>
        <translation>ssdtool terminó con el estado %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::Chart</name>
    <message>
        <source>%1: no data</source>
        <translation>%1: sin datos</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n point(s) along %3, from %4 to %5</source>
        <translation>
            <numerusform>%1 (%2): %n punto a lo largo de %3, valores desde %4 hasta %5</numerusform>
            <numerusform>%1 (%2): %n puntos a lo largo de %3, valores desde %4 hasta %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Gráfico</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>Sin datos</translation>
    </message>
</context>
<context>
    <name>ssd::gui::ChecksPage</name>
    <message>
        <source>Done. The checks are being run again.</source>
        <translation>Hecho. Se están volviendo a ejecutar las verificaciones.</translation>
    </message>
    <message>
        <source>The fix was not applied: %1</source>
        <translation>No se aplicó la solución: %1</translation>
    </message>
    <message>
        <source>The checks could not run: %1</source>
        <translation>No se pudieron ejecutar las verificaciones: %1</translation>
    </message>
    <message>
        <source>Running the checks…</source>
        <translation>Ejecutando las verificaciones…</translation>
    </message>
    <message>
        <source>This drive (%1)</source>
        <translation>Esta unidad (%1)</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Este equipo</translation>
    </message>
    <message>
        <source>✓ Nothing to fix.</source>
        <translation>✓ Nada que corregir.</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Críticos</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Advertencias</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Información</translation>
    </message>
    <message>
        <source>Not checked (%1)</source>
        <translation>No verificados (%1)</translation>
    </message>
    <message>
        <source>(No button: %1.)</source>
        <translation>(Sin botón: %1.)</translation>
    </message>
    <message>
        <source>Running: %1…</source>
        <translation>Ejecutando: %1…</translation>
    </message>
    <message>
        <source>Setup checks</source>
        <translation>Verificaciones de configuración</translation>
    </message>
</context>
<context>
    <name>ssd::gui::DBusNotifier</name>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
</context>
<context>
    <name>ssd::gui::DriveListWidget</name>
    <message>
        <source>Drive</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidad</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Salud</translation>
    </message>
    <message>
        <source>Temp.</source>
        <translation>Temp.</translation>
    </message>
    <message>
        <source>Drives could not be listed: %1</source>
        <translation>No se pudieron enumerar las unidades: %1</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>Modelo desconocido</translation>
    </message>
    <message>
        <source>%1
Serial: %2
Firmware: %3
Interface: %4</source>
        <translation>%1
Número de serie: %2
Firmware: %3
Interfaz: %4</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>leyendo…</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s SMART data</source>
        <translation>Esperando los datos SMART de la unidad</translation>
    </message>
    <message>
        <source>no SMART</source>
        <translation>sin SMART</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>needs root</source>
        <translation>requiere root</translation>
    </message>
    <message>
        <source>error</source>
        <translation>error</translation>
    </message>
</context>
<context>
    <name>ssd::gui::EraseWizard</name>
    <message>
        <source>Secure erase — %1</source>
        <translation>Borrado seguro — %1</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Método:</translation>
    </message>
    <message>
        <source>A secure erase resets every cell of the flash (or its encryption key): all data on the drive is gone for good and the drive is as fast as new.</source>
        <translation>Un borrado seguro restablece todas las celdas de la memoria flash (o su clave de cifrado): todos los datos de la unidad desaparecen para siempre y la unidad vuelve a ser tan rápida como nueva.</translation>
    </message>
    <message>
        <source>The strongest the drive supports</source>
        <translation>El más seguro que admita la unidad</translation>
    </message>
</context>
<context>
    <name>ssd::gui::FirmwareWizard</name>
    <message>
        <source>Firmware update — %1</source>
        <translation>Actualización de firmware — %1</translation>
    </message>
    <message>
        <source>The firmware image from the drive&apos;s vendor</source>
        <translation>La imagen de firmware del fabricante de la unidad</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Elegir…</translation>
    </message>
    <message>
        <source>Use only an image made for exactly this model. Keep the computer on mains power: an interrupted update can leave the drive unusable. Back up first.</source>
        <translation>Use solo una imagen hecha exactamente para este modelo. Mantenga el equipo conectado a la red eléctrica: una actualización interrumpida puede dejar la unidad inutilizable. Haga antes una copia de seguridad.</translation>
    </message>
    <message>
        <source>Firmware image</source>
        <translation>Imagen de firmware</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HelperBackend</name>
    <message>
        <source>The SSD Toolbox service is not installed (no %1).</source>
        <translation>El servicio de SSD Toolbox no está instalado (no existe %1).</translation>
    </message>
    <message>
        <source>Connecting to the SSD Toolbox service…</source>
        <translation>Conectando con el servicio de SSD Toolbox…</translation>
    </message>
    <message>
        <source>The helper was restarted.</source>
        <translation>Se reinició el proceso auxiliar.</translation>
    </message>
    <message>
        <source>Administrator helper (%1): asking…</source>
        <translation>Proceso auxiliar de administrador (%1): solicitando…</translation>
    </message>
    <message>
        <source>Starting the helper…</source>
        <translation>Iniciando el proceso auxiliar…</translation>
    </message>
    <message>
        <source>Asking for administrator rights…</source>
        <translation>Solicitando permisos de administrador…</translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation>Cancelado antes de empezar.</translation>
    </message>
    <message>
        <source>No helper</source>
        <translation>Sin proceso auxiliar</translation>
    </message>
    <message>
        <source>The helper sent a line that cannot be read (%1): reinstall SSD Toolbox.</source>
        <translation>El proceso auxiliar envió una línea ilegible (%1): reinstale SSD Toolbox.</translation>
    </message>
    <message>
        <source>The helper speaks another protocol version (this GUI needs %1): reinstall SSD Toolbox.</source>
        <translation>El proceso auxiliar usa otra versión del protocolo (esta interfaz necesita la %1): reinstale SSD Toolbox.</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service</source>
        <translation>Conectado al servicio de SSD Toolbox</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service: drives and SMART need no password; a change asks for authorization when you make it.</source>
        <translation>Conectado al servicio de SSD Toolbox: las unidades y SMART no requieren contraseña; cada cambio pide autorización en el momento de hacerlo.</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service (without administrator rights)</source>
        <translation>Conectado al servicio de SSD Toolbox (sin permisos de administrador)</translation>
    </message>
    <message>
        <source>The SSD Toolbox service runs without administrator rights.</source>
        <translation>El servicio de SSD Toolbox se ejecuta sin permisos de administrador.</translation>
    </message>
    <message>
        <source>Administrator helper (%1)</source>
        <translation>Proceso auxiliar de administrador (%1)</translation>
    </message>
    <message>
        <source>Administrator helper (running as administrator)</source>
        <translation>Proceso auxiliar de administrador (ejecutándose como administrador)</translation>
    </message>
    <message>
        <source>Running with administrator rights (helper: ssdtool serve).</source>
        <translation>Ejecutándose con permisos de administrador (proceso auxiliar: ssdtool serve).</translation>
    </message>
    <message>
        <source>The helper runs without administrator rights.</source>
        <translation>El proceso auxiliar se ejecuta sin permisos de administrador.</translation>
    </message>
    <message>
        <source>Helper without administrator rights</source>
        <translation>Proceso auxiliar sin permisos de administrador</translation>
    </message>
    <message>
        <source>The SSD Toolbox service closed the connection; try again (the next request reconnects).</source>
        <translation>El servicio de SSD Toolbox cerró la conexión; inténtelo de nuevo (la siguiente solicitud vuelve a conectar).</translation>
    </message>
    <message>
        <source>SSD Toolbox service: disconnected, the next request reconnects</source>
        <translation>Servicio de SSD Toolbox: desconectado, la siguiente solicitud vuelve a conectar</translation>
    </message>
    <message>
        <source>The SSD Toolbox service did not answer at %1%2.</source>
        <translation>El servicio de SSD Toolbox no respondió en %1%2.</translation>
    </message>
    <message>
        <source>The helper stopped (exit status %1).</source>
        <translation>El proceso auxiliar se detuvo (estado de salida %1).</translation>
    </message>
    <message>
        <source>ssdtool serve could not be started (%1): %2</source>
        <translation>No se pudo iniciar ssdtool serve (%1): %2</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryCharts</name>
    <message>
        <source>Written per day</source>
        <translation>Datos escritos por día</translation>
    </message>
    <message>
        <source>Write amplification per week</source>
        <translation>Amplificación de escritura por semana</translation>
    </message>
    <message>
        <source>Temperature per day</source>
        <translation>Temperatura por día</translation>
    </message>
    <message>
        <source>Life used</source>
        <translation>Vida útil consumida</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>NAND</source>
        <translation>NAND</translation>
    </message>
    <message>
        <source>NAND / host</source>
        <translation>NAND / host</translation>
    </message>
    <message>
        <source>WA</source>
        <translation>WA</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Mín.</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Máx.</translation>
    </message>
    <message>
        <source>Warning threshold</source>
        <translation>Umbral de advertencia</translation>
    </message>
    <message>
        <source>% used</source>
        <translation>% consumido</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>Proyección</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryPage</name>
    <message>
        <source>Open database…</source>
        <translation>Abrir base de datos…</translation>
    </message>
    <message>
        <source>Pick a drive in the history</source>
        <translation>Elija una unidad del historial</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Últimos 7 días</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Últimos 30 días</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>Último año</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Todo</translation>
    </message>
    <message>
        <source>From – to</source>
        <translation>Desde – hasta</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Unidad:</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>Intervalo:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>hasta</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Base de datos: %1</translation>
    </message>
    <message>
        <source>Open a history database</source>
        <translation>Abrir una base de datos de historial</translation>
    </message>
    <message>
        <source>History databases (*.sqlite *.db);;All files (*)</source>
        <translation>Bases de datos de historial (*.sqlite *.db);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`). %1 does not exist.</source>
        <translation>Todavía no hay historial: el temporizador ssd-toolbox-sample registra una medición por hora (o ejecute `sudo ssdtool sample`). %1 no existe.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>No se pudo leer %1: %2</translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`).</source>
        <translation>Todavía no hay historial: el temporizador ssd-toolbox-sample registra una medición por hora (o ejecute `sudo ssdtool sample`).</translation>
    </message>
    <message>
        <source> (not connected)</source>
        <translation> (no conectada)</translation>
    </message>
    <message>
        <source>Pick a drive in the history.</source>
        <translation>Elija una unidad del historial.</translation>
    </message>
    <message>
        <source>The selected drive (serial %1) has no readings in this history; drives that have are in the list above.</source>
        <translation>La unidad seleccionada (número de serie %1) no tiene mediciones en este historial; las unidades que sí las tienen están en la lista de arriba.</translation>
    </message>
    <message>
        <source>No readings of %1 in this interval; its history runs from %2 to %3.</source>
        <translation>No hay mediciones de %1 en este intervalo; su historial va desde %2 hasta %3.</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidad</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Desde</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Hasta</translation>
    </message>
    <message>
        <source>History charts</source>
        <translation>Gráficos del historial</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistorySummary</name>
    <message>
        <source>%1 a day</source>
        <translation>%1 al día</translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s)</source>
        <translation>
            <numerusform>%n medición</numerusform>
            <numerusform>%n mediciones</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 to %2</source>
        <translation>, de %1 a %2</translation>
    </message>
    <message>
        <source> (%1 in standby, not read)</source>
        <translation> (%1 en reposo, sin leer)</translation>
    </message>
    <message>
        <source>host %1, NAND %2</source>
        <translation>host %1, NAND %2</translation>
    </message>
    <message>
        <source> (at least: a counter reset hides some writes)</source>
        <translation> (como mínimo: un reinicio del contador oculta algunas escrituras)</translation>
    </message>
    <message>
        <source>
%1 counter: %2 between %3 and %4</source>
        <translation>
Contador %1: %2 entre %3 y %4</translation>
    </message>
    <message>
        <source>%1 over the interval</source>
        <translation>%1 en el intervalo</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>desconocida: %1</translation>
    </message>
    <message>
        <source>no readings</source>
        <translation>sin mediciones</translation>
    </message>
    <message>
        <source>min %1 °C, average %2 °C, max %3 °C</source>
        <translation>mín. %1 °C, media %2 °C, máx. %3 °C</translation>
    </message>
    <message>
        <source>; %1 h %2 min at or above the drive&apos;s warning threshold of %3 °C</source>
        <translation>; %1 h %2 min a %3 °C o más (umbral de advertencia de la unidad)</translation>
    </message>
    <message>
        <source>; the drive states no warning threshold</source>
        <translation>; la unidad no indica ningún umbral de advertencia</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>no indicado</translation>
    </message>
    <message>
        <source>, %1 % a year</source>
        <translation>, %1 % al año</translation>
    </message>
    <message>
        <source>; %1 % of the rated %2 written (%3)</source>
        <translation>; escrito el %1 % de los %2 nominales (%3)</translation>
    </message>
    <message>
        <source>%1: %2 → %3 between %4 and %5</source>
        <translation>%1: %2 → %3 entre %4 y %5</translation>
    </message>
    <message>
        <source>Verdict %1 → %2 at %3</source>
        <translation>Veredicto %1 → %2 el %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>%1 was %2; from %3: %4</source>
        <translation>%1 era %2; desde %3: %4</translation>
    </message>
    <message>
        <source>no later bound</source>
        <translation>sin límite posterior</translation>
    </message>
    <message>
        <source>100 % around %1 (between %2 and %3)</source>
        <translation>100 % hacia %1 (entre %2 y %3)</translation>
    </message>
    <message>
        <source>Readings:</source>
        <translation>Mediciones:</translation>
    </message>
    <message>
        <source>Written:</source>
        <translation>Datos escritos:</translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation>Amplificación de escritura:</translation>
    </message>
    <message>
        <source>Per day:</source>
        <translation>Por día:</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>Temperatura:</translation>
    </message>
    <message>
        <source>Life used:</source>
        <translation>Vida útil consumida:</translation>
    </message>
    <message>
        <source>Projection:</source>
        <translation>Proyección:</translation>
    </message>
    <message>
        <source>Changes:</source>
        <translation>Cambios:</translation>
    </message>
    <message>
        <source>Device swaps:</source>
        <translation>Cambios de dispositivo:</translation>
    </message>
</context>
<context>
    <name>ssd::gui::MainWindow</name>
    <message>
        <source>SSD Toolbox</source>
        <translation>SSD Toolbox</translation>
    </message>
    <message>
        <source>Authorize…</source>
        <translation>Autorizar…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Verificaciones</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Rendimiento</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Herramientas</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Autocomprobación</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historial</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Alertas</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>SSD Toolbox — benchmark finished</source>
        <translation>SSD Toolbox — prueba de rendimiento finalizada</translation>
    </message>
    <message>
        <source>SSD Toolbox — benchmark stopped</source>
        <translation>SSD Toolbox — prueba de rendimiento detenida</translation>
    </message>
    <message>
        <source>Not a SMART capture</source>
        <translation>No es una captura SMART</translation>
    </message>
    <message>
        <source>%1 could not be read as a saved smartctl --json capture: %2</source>
        <translation>No se pudo leer %1 como una captura guardada de smartctl --json: %2</translation>
    </message>
    <message>
        <source>Report cancelled.</source>
        <translation>Informe cancelado.</translation>
    </message>
    <message>
        <source>Reading the drives…</source>
        <translation>Leyendo las unidades…</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s).</source>
        <translation>
            <numerusform>%n unidad.</numerusform>
            <numerusform>%n unidades.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Open a saved SMART capture (smartctl --json)…</source>
        <translation>&amp;Abrir una captura SMART guardada (smartctl --json)…</translation>
    </message>
    <message>
        <source>Open a saved SMART capture</source>
        <translation>Abrir una captura SMART guardada</translation>
    </message>
    <message>
        <source>smartctl --json output (*.json);;All files (*)</source>
        <translation>Salida de smartctl --json (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Export report as &amp;HTML…</source>
        <translation>Exportar informe como &amp;HTML…</translation>
    </message>
    <message>
        <source>Export report as &amp;JSON…</source>
        <translation>Exportar informe como &amp;JSON…</translation>
    </message>
    <message>
        <source>Save a &amp;support capture…</source>
        <translation>Guardar una &amp;captura para soporte técnico…</translation>
    </message>
    <message>
        <source>Every drive&apos;s SMART and NVMe logs in one file, for a technician to read elsewhere</source>
        <translation>Los registros SMART y NVMe de todas las unidades en un solo archivo, para que un técnico los lea en otro equipo</translation>
    </message>
    <message>
        <source>Save a support capture &amp;without serial numbers…</source>
        <translation>Guardar una captura para soporte técnico si&amp;n números de serie…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>Ac&amp;tualizar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;About SSD Toolbox</source>
        <translation>&amp;Acerca de SSD Toolbox</translation>
    </message>
    <message>
        <source>About SSD Toolbox</source>
        <translation>Acerca de SSD Toolbox</translation>
    </message>
    <message>
        <source>&lt;b&gt;SSD Toolbox %1&lt;/b&gt;&lt;p&gt;Health, setup checks, benchmarks and maintenance for solid-state drives. The same facts as &lt;code&gt;ssdtool&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;b&gt;SSD Toolbox %1&lt;/b&gt;&lt;p&gt;Estado de salud, verificaciones de configuración, pruebas de rendimiento y mantenimiento para unidades de estado sólido. Los mismos datos que &lt;code&gt;ssdtool&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>SSD Toolbox — %1 (%2)</source>
        <translation>SSD Toolbox — %1 (%2)</translation>
    </message>
    <message>
        <source>Export report as HTML</source>
        <translation>Exportar informe como HTML</translation>
    </message>
    <message>
        <source>Export report as JSON</source>
        <translation>Exportar informe como JSON</translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation>HTML (*.html)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Save a support capture</source>
        <translation>Guardar una captura para soporte técnico</translation>
    </message>
    <message>
        <source>Writing the report (reading every drive)…</source>
        <translation>Escribiendo el informe (leyendo todas las unidades)…</translation>
    </message>
    <message>
        <source>Writing the support capture (reading every drive)…</source>
        <translation>Escribiendo la captura para soporte técnico (leyendo todas las unidades)…</translation>
    </message>
    <message>
        <source>Support capture written to %1.</source>
        <translation>Captura para soporte técnico guardada en %1.</translation>
    </message>
    <message>
        <source>Report written to %1.</source>
        <translation>Informe guardado en %1.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <source>The report failed: %1</source>
        <translation>No se pudo generar el informe: %1</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configuración</translation>
    </message>
</context>
<context>
    <name>ssd::gui::OverviewPage</name>
    <message>
        <source>%p % used</source>
        <translation>%p % consumido</translation>
    </message>
    <message>
        <source>Life:</source>
        <translation>Vida útil:</translation>
    </message>
    <message>
        <source>Rated endurance:</source>
        <translation>Resistencia nominal:</translation>
    </message>
    <message>
        <source>Powered on:</source>
        <translation>Tiempo encendido:</translation>
    </message>
    <message>
        <source>Host writes:</source>
        <translation>Escrituras del host:</translation>
    </message>
    <message>
        <source>NAND writes:</source>
        <translation>Escrituras a NAND:</translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation>Amplificación de escritura:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Firmware:</translation>
    </message>
    <message>
        <source>%1 % of %2 TB used (%3 TB written)</source>
        <translation>%1 % de %2 TB consumido (%3 TB escritos)</translation>
    </message>
    <message numerus="yes">
        <source>, rated over %n year(s)</source>
        <translation>
            <numerusform>, especificado para %n año</numerusform>
            <numerusform>, especificado para %n años</numerusform>
        </translation>
    </message>
    <message>
        <source> — your rating</source>
        <translation> — valor indicado por usted</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>Ninguna unidad seleccionada</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>Modelo desconocido</translation>
    </message>
    <message>
        <source>%1 · %2 · serial %3 · %4</source>
        <translation>%1 · %2 · número de serie %3 · %4</translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation>SMART no está disponible: %1</translation>
    </message>
    <message>
        <source>SMART needs administrator rights: %1</source>
        <translation>SMART requiere permisos de administrador: %1</translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation>No se pudieron leer los datos SMART: %1</translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation>Leyendo los datos SMART…</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <translation>Estado de salud: %1</translation>
    </message>
    <message>
        <source>Health: unknown</source>
        <translation>Estado de salud: desconocido</translation>
    </message>
    <message>
        <source>%1 % used, %2 % remaining</source>
        <translation>%1 % consumido, %2 % restante</translation>
    </message>
    <message>
        <source>; spare blocks %1 %</source>
        <translation>; bloques de reserva %1 %</translation>
    </message>
    <message>
        <source>not reported by this drive</source>
        <translation>esta unidad no lo indica</translation>
    </message>
    <message>
        <source>, %1 power cycles</source>
        <translation>, %1 ciclos de encendido</translation>
    </message>
    <message>
        <source>For every byte the computer wrote, the flash wrote %1 bytes (garbage collection and wear levelling move data around). Around 1-3 is usual; a full, untrimmed drive climbs higher.</source>
        <translation>Por cada byte que escribió el equipo, la memoria flash escribió %1 bytes (la recolección de basura y el equilibrado de desgaste mueven datos de un sitio a otro). Lo habitual es entre 1 y 3; en una unidad llena y sin TRIM, el valor sube más.</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>no disponible</translation>
    </message>
    <message>
        <source>The drive does not report what it needs.</source>
        <translation>La unidad no proporciona los datos necesarios.</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Motivo: %1</translation>
    </message>
    <message>
        <source>No known advisory for this firmware.</source>
        <translation>No hay avisos conocidos para este firmware.</translation>
    </message>
    <message>
        <source>Drive overview</source>
        <translation>Resumen de la unidad</translation>
    </message>
</context>
<context>
    <name>ssd::gui::ReplayChooser</name>
    <message>
        <source>a trace recorded with `ssdtool trace record`</source>
        <translation>una traza grabada con `ssdtool trace record`</translation>
    </message>
    <message>
        <source>Trace file</source>
        <translation>Archivo de traza</translation>
    </message>
    <message>
        <source>Choose trace…</source>
        <translation>Elegir traza…</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Velocidad de reproducción</translation>
    </message>
    <message>
        <source>At the recorded times: the drive gets the recorded idle time between requests, as the recorded day had it. As fast as possible: each request as soon as the recorded queue depth allows.</source>
        <translation>Con los tiempos grabados: la unidad recibe entre solicitudes el mismo tiempo de inactividad que tuvo el día grabado. Lo más rápido posible: cada solicitud en cuanto lo permite la profundidad de cola grabada.</translation>
    </message>
    <message>
        <source>Replay which trace?</source>
        <translation>¿Qué traza desea reproducir?</translation>
    </message>
    <message>
        <source>Traces (*.trace);;All files (*)</source>
        <translation>Trazas (*.trace);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is %2, more than the %3 the helper is sent; replay it in a folder, or on the raw drive with `sudo ssdtool bench DEVICE --replay FILE`</source>
        <translation>%1 ocupa %2, más de los %3 que se envían al proceso auxiliar; reprodúzcala en una carpeta, o en la unidad en bruto con `sudo ssdtool bench DEVICE --replay FILE`</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SelfTestLogTable</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>What the drive says</source>
        <translation>Mensaje de la unidad</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Horas encendido</translation>
    </message>
    <message>
        <source>First failing LBA</source>
        <translation>Primer LBA con error</translation>
    </message>
    <message>
        <source> (%1 % of the test was left)</source>
        <translation> (quedaba el %1 % de la prueba)</translation>
    </message>
    <message>
        <source>Self-test log</source>
        <translation>Registro de autocomprobaciones</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SelfTestPage</name>
    <message>
        <source>Test:</source>
        <translation>Prueba:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Anular</translation>
    </message>
    <message>
        <source>The drive&apos;s self-test log (newest first)</source>
        <translation>Registro de autocomprobaciones de la unidad (las más recientes primero)</translation>
    </message>
    <message>
        <source>Start the extended self-test?</source>
        <translation>¿Iniciar la autocomprobación extendida?</translation>
    </message>
    <message>
        <source>Starting: %1…</source>
        <translation>Iniciando: %1…</translation>
    </message>
    <message>
        <source>Aborting: %1…</source>
        <translation>Anulando: %1…</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>Ninguna unidad seleccionada</translation>
    </message>
    <message>
        <source>This drive runs no self-test: %1</source>
        <translation>Esta unidad no ejecuta autocomprobaciones: %1</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s self-tests…</source>
        <translation>Leyendo las autocomprobaciones de la unidad…</translation>
    </message>
    <message>
        <source>Schedule: %1</source>
        <translation>Programación: %1</translation>
    </message>
    <message>
        <source>No self-test in the drive&apos;s log yet.</source>
        <translation>Todavía no hay ninguna autocomprobación en el registro de la unidad.</translation>
    </message>
    <message>
        <source>Last test: %1 — %2</source>
        <translation>Última prueba: %1 — %2</translation>
    </message>
    <message>
        <source>, at %1 of power-on time</source>
        <translation>, con %1 de tiempo encendido</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SmartTablePage</name>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Atributo</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Actual</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Peor</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Umbral</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Valor en bruto</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation>No se pudieron leer los datos SMART: %1</translation>
    </message>
    <message>
        <source>No drive selected.</source>
        <translation>Ninguna unidad seleccionada.</translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation>Leyendo los datos SMART…</translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation>SMART no está disponible: %1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Correcto</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Fallando</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Vigilar</translation>
    </message>
    <message>
        <source>&lt;br&gt;Raw: %1</source>
        <translation>&lt;br&gt;En bruto: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n attribute(s)</source>
        <translation>
            <numerusform>%n atributo</numerusform>
            <numerusform>%n atributos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failing</source>
        <translation>
            <numerusform>, %n fallando</numerusform>
            <numerusform>, %n fallando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n worth watching</source>
        <translation>
            <numerusform>, %n a vigilar</numerusform>
            <numerusform>, %n a vigilar</numerusform>
        </translation>
    </message>
    <message>
        <source>. Hover over a row for what it means. Current, worst and threshold are the vendor&apos;s normalized values (higher is better); raw values are decoded as smartctl prints them.</source>
        <translation>. Pase el puntero sobre una fila para ver su significado. Actual, peor y umbral son los valores normalizados del fabricante (cuanto más alto, mejor); los valores en bruto se decodifican tal como los muestra smartctl.</translation>
    </message>
    <message>
        <source>This drive reports no SMART attributes.</source>
        <translation>Esta unidad no proporciona ningún atributo SMART.</translation>
    </message>
    <message>
        <source>NVMe drives report a health log instead of attributes.</source>
        <translation>Las unidades NVMe proporcionan un registro de salud en lugar de atributos.</translation>
    </message>
    <message>
        <source>SMART attributes</source>
        <translation>Atributos SMART</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SustainedPanel</name>
    <message>
        <source>Sustained write</source>
        <translation>Escritura sostenida</translation>
    </message>
    <message>
        <source>Cache size estimate:</source>
        <translation>Tamaño estimado de la caché:</translation>
    </message>
    <message>
        <source>Before the drop:</source>
        <translation>Antes de la caída:</translation>
    </message>
    <message>
        <source>After the drop:</source>
        <translation>Después de la caída:</translation>
    </message>
    <message>
        <source>Dropped at:</source>
        <translation>Caída a los:</translation>
    </message>
    <message>
        <source>Settled:</source>
        <translation>Estabilizada:</translation>
    </message>
    <message>
        <source>Stopped because:</source>
        <translation>Motivo de la parada:</translation>
    </message>
    <message>
        <source>Sequential write speed, second by second</source>
        <translation>Velocidad de escritura secuencial, segundo a segundo</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Caída</translation>
    </message>
    <message>
        <source>%1 written before the speed dropped</source>
        <translation>%1 escritos antes de que cayera la velocidad</translation>
    </message>
    <message>
        <source>no drop seen: %1</source>
        <translation>no se observó ninguna caída: %1</translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation>%1 MB/s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>from %1 s</source>
        <translation>a partir de %1 s</translation>
    </message>
    <message>
        <source>not settled</source>
        <translation>no se estabilizó</translation>
    </message>
    <message>
        <source>%1 (%2 in %3 s; limits %4 s, %5)</source>
        <translation>%1 (%2 en %3 s; límites %4 s, %5)</translation>
    </message>
</context>
<context>
    <name>ssd::gui::ToolsPage</name>
    <message>
        <source>TRIM…</source>
        <translation>TRIM…</translation>
    </message>
    <message>
        <source>Secure erase…</source>
        <translation>Borrado seguro…</translation>
    </message>
    <message>
        <source>Update firmware…</source>
        <translation>Actualizar firmware…</translation>
    </message>
    <message>
        <source>Tell the drive which blocks are free, now or every week. Safe: files are not touched. Helps a drive that slowed down as it filled.</source>
        <translation>Indica a la unidad qué bloques están libres, ahora o cada semana. Sin riesgo: los archivos no se tocan. Ayuda a una unidad que se ha vuelto lenta al llenarse.</translation>
    </message>
    <message>
        <source>Erase everything with the drive&apos;s own secure-erase command (ATA Security Erase, NVMe Format or Sanitize): before selling or reusing a drive, or to restore its speed. Destroys all data; needs the serial number; never on a drive in use.</source>
        <translation>Borra todo con el comando de borrado seguro de la propia unidad (ATA Security Erase, NVMe Format o Sanitize): antes de vender o reutilizar una unidad, o para recuperar su velocidad. Destruye todos los datos; requiere el número de serie; nunca en una unidad en uso.</translation>
    </message>
    <message>
        <source>Flash a firmware image from the vendor (ATA DOWNLOAD MICROCODE, NVMe firmware download and commit). Needs the serial number; never on a drive in use.</source>
        <translation>Graba una imagen de firmware del fabricante (ATA DOWNLOAD MICROCODE, descarga y activación de firmware NVMe). Requiere el número de serie; nunca en una unidad en uso.</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>Ninguna unidad seleccionada</translation>
    </message>
    <message>
        <source>These tools need administrator rights: %1</source>
        <translation>Estas herramientas requieren permisos de administrador: %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::TrayApp</name>
    <message>
        <source>Hottest: %1 °C, %2</source>
        <translation>La más caliente: %1 °C, %2</translation>
    </message>
    <message>
        <source>, its limit %1 °C</source>
        <translation>, su límite %1 °C</translation>
    </message>
    <message>
        <source>Open SSD Toolbox</source>
        <translation>Abrir SSD Toolbox</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>Comprobar ahora</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>No history yet (%1 does not exist): the ssd-toolbox-sample timer records the drives hourly.</source>
        <translation>Todavía no hay historial (%1 no existe): el temporizador ssd-toolbox-sample registra las unidades cada hora.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>No se pudo leer %1: %2</translation>
    </message>
    <message>
        <source>No alerts in %1: %2</source>
        <translation>Sin alertas en %1: %2</translation>
    </message>
    <message>
        <source>Could not read the alerts in %1: %2</source>
        <translation>No se pudieron leer las alertas de %1: %2</translation>
    </message>
    <message>
        <source>SSD Toolbox</source>
        <translation>SSD Toolbox</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s)</source>
        <translation>
            <numerusform>%n unidad</numerusform>
            <numerusform>%n unidades</numerusform>
        </translation>
    </message>
    <message>
        <source>Drives: %1 (%2)</source>
        <translation>Unidades: %1 (%2)</translation>
    </message>
    <message>
        <source>, worst %1</source>
        <translation>, la peor: %1</translation>
    </message>
    <message>
        <source>Alerts: %1 active, %2 acknowledged</source>
        <translation>Alertas: %1 activas, %2 reconocidas</translation>
    </message>
    <message>
        <source>Hottest: no temperature read</source>
        <translation>La más caliente: no se leyó ninguna temperatura</translation>
    </message>
    <message>
        <source>Drives: unknown</source>
        <translation>Unidades: desconocido</translation>
    </message>
</context>
<context>
    <name>ssd::gui::TrimWizard</name>
    <message>
        <source>TRIM — %1</source>
        <translation>TRIM — %1</translation>
    </message>
    <message>
        <source>TRIM</source>
        <translation>TRIM</translation>
    </message>
    <message>
        <source>TRIM tells the drive which blocks hold no data, so it can erase them ahead of time and keep writes fast. Files are not touched.</source>
        <translation>TRIM indica a la unidad qué bloques no contienen datos, para que pueda borrarlos con antelación y mantener rápidas las escrituras. Los archivos no se tocan.</translation>
    </message>
</context>
</TS>
