<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>QObject</name>
    <message>
        <source>

Command: %1</source>
        <translation>

Befehl: %1</translation>
    </message>
    <message>
        <source>the finding&apos;s action has no command</source>
        <translation>die Aktion des Befunds hat keinen Befehl</translation>
    </message>
    <message>
        <source>not an ssdtool command: %1</source>
        <translation>kein ssdtool-Befehl: %1</translation>
    </message>
    <message>
        <source>Turn on periodic TRIM</source>
        <translation>Regelmäßiges TRIM einschalten</translation>
    </message>
    <message>
        <source>Trim %1 now</source>
        <translation>%1 jetzt trimmen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size</source>
        <translation>„%1“ ist keine Größenangabe</translation>
    </message>
    <message>
        <source>Resize %1 to %2</source>
        <translation>%1: Größe auf %2 ändern</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Turn hibernation off</source>
        <translation>Ruhezustand ausschalten</translation>
    </message>
    <message>
        <source>Turn hibernation on</source>
        <translation>Ruhezustand einschalten</translation>
    </message>
    <message>
        <source>This turns hibernation off and frees the space reserved for the memory image; the computer can still sleep (suspend to RAM).</source>
        <translation>Damit wird der Ruhezustand ausgeschaltet und der für das Speicherabbild reservierte Platz freigegeben; der Computer kann weiterhin in den Energiesparmodus wechseln (Suspend-to-RAM).</translation>
    </message>
    <message>
        <source>This turns hibernation on; space for the memory image is reserved on the drive.</source>
        <translation>Damit wird der Ruhezustand eingeschaltet; auf dem Laufwerk wird Platz für das Speicherabbild reserviert.</translation>
    </message>
    <message>
        <source>this version cannot run &quot;%1&quot; for you</source>
        <translation>diese Version kann „%1“ nicht selbst ausführen</translation>
    </message>
    <message>
        <source>ssdtool could not be started (%1): %2</source>
        <translation>ssdtool konnte nicht gestartet werden (%1): %2</translation>
    </message>
    <message>
        <source>Measured on: %1</source>
        <translation>Gemessen auf: %1</translation>
    </message>
    <message>
        <source>Conditions: not recorded in this result (written before ssdtool recorded them).</source>
        <translation>Bedingungen: in diesem Ergebnis nicht erfasst (geschrieben, bevor ssdtool sie erfasste).</translation>
    </message>
    <message>
        <source>Write amplification during the run: not recorded in this result.</source>
        <translation>Schreibverstärkung während des Laufs: in diesem Ergebnis nicht erfasst.</translation>
    </message>
    <message>
        <source>Sustained write, %1 s: %2</source>
        <translation>Dauerschreiben, %1 s: %2</translation>
    </message>
    <message>
        <source>Writing past the cache: speed dropped at %1 s, after %2 (%3 → %4 MB/s)</source>
        <translation>Schreiben über den Cache hinaus: Die Geschwindigkeit brach bei %1 s ein, nach %2 (%3 → %4 MB/s)</translation>
    </message>
    <message>
        <source>; settled, finishing</source>
        <translation>; stabil, wird beendet</translation>
    </message>
    <message>
        <source>; waiting for it to settle</source>
        <translation>; warten, bis sie stabil ist</translation>
    </message>
    <message>
        <source>(serial hidden)</source>
        <translation>(Seriennummer ausgeblendet)</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <translation>Laufwerk: %1</translation>
    </message>
    <message>
        <source>unknown model</source>
        <translation>unbekanntes Modell</translation>
    </message>
    <message>
        <source>, serial %1</source>
        <translation>, Seriennummer %1</translation>
    </message>
    <message>
        <source>, serial number hidden</source>
        <translation>, Seriennummer ausgeblendet</translation>
    </message>
    <message>
        <source>Target: %1 (%2)</source>
        <translation>Ziel: %1 (%2)</translation>
    </message>
    <message>
        <source>the raw drive</source>
        <translation>direkter Laufwerkszugriff</translation>
    </message>
    <message>
        <source>a test file in a folder</source>
        <translation>eine Testdatei in einem Ordner</translation>
    </message>
    <message>
        <source>Preset %1, %2 data, test area %3, engine %4</source>
        <translation>Vorgabe %1, Daten %2, Testbereich %3, Engine %4</translation>
    </message>
    <message>
        <source>Finished %1</source>
        <translation>Beendet am %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Warning %1</source>
        <translation>Warnung %1</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anwenden</translation>
    </message>
    <message>
        <source>%1: %2 trimmed</source>
        <translation>%1: %2 getrimmt</translation>
    </message>
    <message>
        <source>%1: not trimmed, %2</source>
        <translation>%1: nicht getrimmt, %2</translation>
    </message>
    <message>
        <source>What is on this drive</source>
        <translation>Was sich auf diesem Laufwerk befindet</translation>
    </message>
    <message>
        <source>This cannot be started: %1</source>
        <translation>Das kann nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>Asking the drive: %1</source>
        <translation>Laufwerk wird abgefragt: %1</translation>
    </message>
    <message>
        <source>• %1: %2, starts at %3</source>
        <translation>• %1: %2, beginnt bei %3</translation>
    </message>
    <message>
        <source>No partitions.</source>
        <translation>Keine Partitionen.</translation>
    </message>
    <message>
        <source>Still reading the drive&apos;s layout…</source>
        <translation>Aufteilung des Laufwerks wird noch gelesen…</translation>
    </message>
    <message>
        <source>What will be done</source>
        <translation>Was getan wird</translation>
    </message>
    <message>
        <source>A dry run: every safety check runs and the exact steps are listed; nothing changes.</source>
        <translation>Ein Probelauf: Alle Sicherheitsprüfungen laufen und die genauen Schritte werden aufgelistet; nichts wird verändert.</translation>
    </message>
    <message>
        <source>The checks passed. This is what will happen:</source>
        <translation>Die Prüfungen waren erfolgreich. Folgendes wird geschehen:</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Cannot go on: %1</source>
        <translation>Fortfahren nicht möglich: %1</translation>
    </message>
    <message>
        <source>Checking: %1</source>
        <translation>Wird geprüft: %1</translation>
    </message>
    <message>
        <source>Confirm with the serial number</source>
        <translation>Mit der Seriennummer bestätigen</translation>
    </message>
    <message>
        <source>Everything on %1 will be lost. %2</source>
        <translation>Alle Daten auf %1 gehen verloren. %2</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Ausführung</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Running: %1</source>
        <translation>Wird ausgeführt: %1</translation>
    </message>
    <message>
        <source>%1 — %2, %3, serial %4, firmware %5</source>
        <translation>%1 — %2, %3, Seriennummer %4, Firmware %5</translation>
    </message>
    <message>
        <source>SSD_TOOLBOX_NO_ELEVATION is set.</source>
        <translation>SSD_TOOLBOX_NO_ELEVATION ist gesetzt.</translation>
    </message>
    <message>
        <source>pkexec (polkit) is not installed.</source>
        <translation>pkexec (polkit) ist nicht installiert.</translation>
    </message>
    <message>
        <source>The authorization dialog was dismissed.</source>
        <translation>Der Autorisierungsdialog wurde geschlossen.</translation>
    </message>
    <message>
        <source>Authorization was refused (or polkit is not running).</source>
        <translation>Die Autorisierung wurde verweigert (oder polkit läuft nicht).</translation>
    </message>
    <message>
        <source>The administrator helper could not be started (pkexec: %1).</source>
        <translation>Das Administrator-Hilfsprogramm konnte nicht gestartet werden (pkexec: %1).</translation>
    </message>
    <message>
        <source>%1 is missing: reinstall SSD Toolbox.</source>
        <translation>%1 fehlt: SSD Toolbox neu installieren.</translation>
    </message>
    <message>
        <source>The administrator helper could not be started (UAC: %1).</source>
        <translation>Das Administrator-Hilfsprogramm konnte nicht gestartet werden (UAC: %1).</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
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
            <numerusform>%n Jahr</numerusform>
            <numerusform>%n Jahre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>hours (days)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Fehlerhaft</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Unbekannt</translation>
    </message>
    <message>
        <source>Without administrator rights the drive list and the checks that need no root are shown; SMART health, the remaining checks and every drive action need authorization.</source>
        <translation>Ohne Administratorrechte werden die Laufwerksliste und die Prüfungen angezeigt, die keine Root-Rechte brauchen; der SMART-Zustand, die übrigen Prüfungen und alle Laufwerksaktionen erfordern eine Autorisierung.</translation>
    </message>
    <message>
        <source>id: %1</source>
        <translation>ID: %1</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Abhilfe: %1</translation>
    </message>
    <message>
        <source>The document cannot be read: %1</source>
        <translation>Das Dokument kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The self-test was not started: %1</source>
        <translation>Der Selbsttest wurde nicht gestartet: %1</translation>
    </message>
    <message>
        <source>The self-test was not aborted: %1</source>
        <translation>Der Selbsttest wurde nicht abgebrochen: %1</translation>
    </message>
    <message>
        <source>The self-test log could not be read: %1</source>
        <translation>Das Selbsttest-Protokoll konnte nicht gelesen werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>etwa %n Minute</numerusform>
            <numerusform>etwa %n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>etwa %n Stunde</numerusform>
            <numerusform>etwa %n Stunden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — the drive gives no estimate</source>
        <translation>%1 — das Laufwerk nennt keine Schätzung</translation>
    </message>
    <message>
        <source>A self-test</source>
        <translation>Ein Selbsttest</translation>
    </message>
    <message>
        <source>The %1 self-test</source>
        <translation>Der Selbsttest „%1“</translation>
    </message>
    <message>
        <source>%1 is running (the drive&apos;s estimate: %2 in all); the drive does not say how far it is.</source>
        <translation>%1 läuft (Schätzung des Laufwerks: insgesamt %2); das Laufwerk meldet keinen Fortschritt.</translation>
    </message>
    <message>
        <source>%1 is running; the drive does not say how far it is.</source>
        <translation>%1 läuft; das Laufwerk meldet keinen Fortschritt.</translation>
    </message>
    <message>
        <source>%1 is running: %2 % done.</source>
        <translation>%1 läuft: %2 % erledigt.</translation>
    </message>
    <message>
        <source>%1 is running: %2 % done, %3 left.</source>
        <translation>%1 läuft: %2 % erledigt, noch %3.</translation>
    </message>
    <message>
        <source>takes %1 by the drive&apos;s own estimate</source>
        <translation>dauert laut Schätzung des Laufwerks %1</translation>
    </message>
    <message>
        <source>can take hours (the drive gives no estimate)</source>
        <translation>kann Stunden dauern (das Laufwerk nennt keine Schätzung)</translation>
    </message>
    <message>
        <source>The extended (long) self-test of %1 %2: the drive reads its whole surface.

The drive stays usable meanwhile, but slower: the test competes with every read and write until it ends. It runs inside the drive, so closing this program does not stop it; Abort does.

Command: %3</source>
        <translation>Der erweiterte (lange) Selbsttest von %1 %2: Das Laufwerk liest seinen gesamten Speicherbereich.

Das Laufwerk bleibt währenddessen nutzbar, aber langsamer: Der Test konkurriert bis zu seinem Ende mit jedem Lese- und Schreibzugriff. Er läuft im Laufwerk selbst, daher hält ihn das Schließen dieses Programms nicht an; „Abbrechen“ schon.

Befehl: %3</translation>
    </message>
    <message>
        <source>No confirmation token is known for this drive yet.</source>
        <translation>Für dieses Laufwerk ist noch keine Bestätigungskennung bekannt.</translation>
    </message>
    <message>
        <source>the serial number</source>
        <translation>die Seriennummer</translation>
    </message>
    <message>
        <source>the kernel name</source>
        <translation>den Kernel-Namen</translation>
    </message>
    <message>
        <source>Type %1 of the drive, %2, to confirm.</source>
        <translation>Zum Bestätigen %1 des Laufwerks (%2) eingeben.</translation>
    </message>
    <message>
        <source>Confirmed.</source>
        <translation>Bestätigt.</translation>
    </message>
    <message>
        <source>Not the same: upper and lower case must match exactly.</source>
        <translation>Nicht identisch: Groß- und Kleinschreibung müssen genau übereinstimmen.</translation>
    </message>
    <message>
        <source>Not the same: remove the spaces around it.</source>
        <translation>Nicht identisch: die Leerzeichen davor und danach entfernen.</translation>
    </message>
    <message>
        <source>That is not %1 of this drive.</source>
        <translation>Nicht identisch: genau %1 dieses Laufwerks eingeben.</translation>
    </message>
    <message>
        <source>A vendor-specific attribute: smartctl&apos;s drive database names it &quot;%1&quot;; its raw value&apos;s meaning is the vendor&apos;s.</source>
        <translation>Ein herstellerspezifisches Attribut: Die Laufwerksdatenbank von smartctl nennt es „%1“; die Bedeutung seines Rohwerts legt der Hersteller fest.</translation>
    </message>
    <message>
        <source>Failing: the normalized value reached the vendor&apos;s threshold.</source>
        <translation>Fehlerhaft: Der normalisierte Wert hat den Grenzwert des Herstellers erreicht.</translation>
    </message>
    <message>
        <source>Worth watching: this defect counter is not zero.</source>
        <translation>Beobachten: Dieser Defektzähler ist nicht null.</translation>
    </message>
    <message>
        <source>Failed in the past (%1).</source>
        <translation>In der Vergangenheit fehlerhaft (%1).</translation>
    </message>
    <message>
        <source>Turn on periodic TRIM for the whole system (weekly fstrim.timer)</source>
        <translation>Regelmäßiges TRIM für das ganze System einschalten (wöchentlich per fstrim.timer)</translation>
    </message>
    <message>
        <source>This turns on periodic TRIM: the systemd timer fstrim.timer is enabled and started, so once a week every mounted filesystem that supports it tells its drive which blocks are free. No file is changed or deleted; `systemctl disable --now fstrim.timer` turns it off again.</source>
        <translation>Damit wird regelmäßiges TRIM eingeschaltet: Der systemd-Timer fstrim.timer wird aktiviert und gestartet, sodass einmal pro Woche jedes eingehängte Dateisystem, das es unterstützt, seinem Laufwerk mitteilt, welche Blöcke frei sind. Keine Datei wird verändert oder gelöscht; `systemctl disable --now fstrim.timer` schaltet es wieder aus.</translation>
    </message>
    <message>
        <source>Trim the free space of every mounted filesystem on %1 now</source>
        <translation>Freien Speicherplatz aller eingehängten Dateisysteme auf %1 jetzt trimmen</translation>
    </message>
    <message>
        <source>This trims the free space of %1 now (FITRIM): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation>Damit wird der freie Speicherplatz von %1 jetzt getrimmt (FITRIM): Das Laufwerk erfährt, welche Blöcke keine Daten enthalten. Dateien bleiben unberührt; bei einem großen, lange nicht getrimmten Laufwerk kann das einige Minuten dauern.</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>Auslagerungsspeicher</translation>
    </message>
    <message>
        <source>This resizes swap to %1: swap is turned off, resized and turned on again (the system may be slow for a moment if memory is short).</source>
        <translation>Damit wird die Größe des Auslagerungsspeichers auf %1 geändert: Der Auslagerungsspeicher wird ausgeschaltet, in der Größe geändert und wieder eingeschaltet (bei knappem Arbeitsspeicher kann das System kurz langsam reagieren).</translation>
    </message>
    <message>
        <source>This turns swap off and removes it, freeing its space; with little memory, programs may be stopped when it runs out.</source>
        <translation>Damit wird der Auslagerungsspeicher ausgeschaltet und entfernt und sein Platz freigegeben; bei wenig Arbeitsspeicher werden Programme möglicherweise beendet, wenn er zur Neige geht.</translation>
    </message>
    <message>
        <source>Turn TRIM on for the whole system, with the weekly Optimize Drives task (retrim)</source>
        <translation>TRIM für das ganze System einschalten, mit der wöchentlichen Aufgabe „Laufwerke optimieren“ (Retrim)</translation>
    </message>
    <message>
        <source>This turns TRIM on for the whole system (fsutil behavior set DisableDeleteNotify 0) and enables the Optimize Drives task, which retrims every SSD volume once a week. No file is changed or deleted; Optimize Drives (dfrgui) shows and changes the schedule.</source>
        <translation>Damit wird TRIM für das ganze System eingeschaltet (fsutil behavior set DisableDeleteNotify 0) und die Aufgabe „Laufwerke optimieren“ aktiviert, die jedes SSD-Volume einmal pro Woche erneut trimmt. Keine Datei wird verändert oder gelöscht; „Laufwerke optimieren“ (dfrgui) zeigt und ändert den Zeitplan.</translation>
    </message>
    <message>
        <source>Retrim every volume on %1 now (as Optimize Drives does)</source>
        <translation>Alle Volumes auf %1 jetzt erneut trimmen (wie „Laufwerke optimieren“)</translation>
    </message>
    <message>
        <source>This retrims %1 now (defrag %1 /L, what Optimize Drives runs): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation>Damit wird %1 jetzt erneut getrimmt (defrag %1 /L, wie bei „Laufwerke optimieren“): Das Laufwerk erfährt, welche Blöcke keine Daten enthalten. Dateien bleiben unberührt; bei einem großen, lange nicht getrimmten Laufwerk kann das einige Minuten dauern.</translation>
    </message>
    <message>
        <source>the pagefile</source>
        <translation>Auslagerungsdatei</translation>
    </message>
    <message>
        <source>This sets the pagefile to %1 (System Properties → Advanced → Virtual memory shows the same setting); Windows applies it at the next restart.</source>
        <translation>Damit wird die Auslagerungsdatei auf %1 gesetzt (Systemeigenschaften → Erweitert → Virtueller Arbeitsspeicher zeigt dieselbe Einstellung); Windows übernimmt sie beim nächsten Neustart.</translation>
    </message>
    <message>
        <source>Windows keeps a pagefile for crash dumps and memory it cannot otherwise free; set a small custom size instead of removing it.</source>
        <translation>Windows braucht eine Auslagerungsdatei für Absturzabbilder und für Speicher, den es sonst nicht freigeben kann; besser eine kleine benutzerdefinierte Größe festlegen, statt sie zu entfernen.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Steps of the dry run</source>
        <translation>Schritte des Probelaufs</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Sprache des Systems</translation>
    </message>
    <message>
        <source>The language changes when SSD Toolbox starts again.</source>
        <translation>Die Sprache wechselt beim nächsten Start von SSD Toolbox.</translation>
    </message>
</context>
<context>
    <name>ssd::gui::Alerts</name>
    <message>
        <source>%1: %2 on %3</source>
        <translation>%1: %2 auf %3</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Open SSD Toolbox to see them all.</source>
        <translation>SSD Toolbox öffnen, um alle zu sehen.</translation>
    </message>
    <message numerus="yes">
        <source>%n more new alert(s)</source>
        <translation>
            <numerusform>%n weiterer neuer Alarm</numerusform>
            <numerusform>%n weitere neue Alarme</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::gui::AlertsPage</name>
    <message>
        <source>%1 (cleared %2)</source>
        <translation>%1 (aufgehoben: %2)</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alarm</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Gerät</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Seit</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Zuletzt</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>Quittiert</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Acknowledged (silent until it gets worse)</source>
        <translation>Quittiert (stumm, bis es schlimmer wird)</translation>
    </message>
    <message numerus="yes">
        <source>Past (cleared in the last %n day(s))</source>
        <translation>
            <numerusform>Vergangen (innerhalb von %n Tag aufgehoben)</numerusform>
            <numerusform>Vergangen (in den letzten %n Tagen aufgehoben)</numerusform>
        </translation>
    </message>
    <message>
        <source>Note (optional): why this is known and fine for now</source>
        <translation>Notiz (optional): warum das bekannt und vorerst in Ordnung ist</translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation>Quittieren</translation>
    </message>
    <message>
        <source>Silence the selected alert until it gets worse (asks for administrator rights: it changes the history database)</source>
        <translation>Den ausgewählten Alarm stummschalten, bis es schlimmer wird (erfordert Administratorrechte, da die Verlaufsdatenbank geändert wird)</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Datenbank: %1</translation>
    </message>
    <message>
        <source>No alerts yet: alerts are raised by the ssd-toolbox-sample timer&apos;s readings (or `sudo ssdtool sample`). %1 does not exist.</source>
        <translation>Noch keine Alarme: Alarme entstehen aus den Messwerten des Timers ssd-toolbox-sample (oder `sudo ssdtool sample`). %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>No alerts: every rule is quiet on every drive in this history.</source>
        <translation>Keine Alarme: Keine Regel schlägt bei einem der Laufwerke in diesem Verlauf an.</translation>
    </message>
    <message>
        <source>Acknowledging alert %1…</source>
        <translation>Alarm %1 wird quittiert…</translation>
    </message>
    <message>
        <source>Acknowledged: it stays silent until it gets worse.</source>
        <translation>Quittiert: Der Alarm bleibt stumm, bis es schlimmer wird.</translation>
    </message>
    <message>
        <source>Not acknowledged: %1</source>
        <translation>Nicht quittiert: %1</translation>
    </message>
    <message>
        <source>acknowledged %1</source>
        <translation>quittiert %1</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Alarme</translation>
    </message>
    <message>
        <source>Note for the acknowledgement</source>
        <translation>Notiz zum Quittieren</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchDetailPanel</name>
    <message>
        <source>Replay of %1</source>
        <translation>Wiedergabe von %1</translation>
    </message>
    <message>
        <source>%1: %2 requests, %3. The drive was busy %4 s of %5 s: average data rate %6 MB/s, %7 IOPS.</source>
        <translation>%1: %2 Anforderungen, %3. Das Laufwerk war %4 s von %5 s beschäftigt: durchschnittliche Datenrate %6 MB/s, %7 IOPS.</translation>
    </message>
    <message>
        <source>Latency by direction and size</source>
        <translation>Latenz nach Richtung und Größe</translation>
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
        <translation>p99.9</translation>
    </message>
    <message>
        <source>p99.99</source>
        <translation>p99.99</translation>
    </message>
    <message>
        <source>  %1: %2 requests, latency p50 %3 us, p99 %4 us, p99.9 %5 us, p99.99 %6 us</source>
        <translation>  %1: %2 Anforderungen, Latenz p50 %3 us, p99 %4 us, p99.9 %5 us, p99.99 %6 us</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Throughput by transfer size</source>
        <translation>Durchsatz nach Übertragungsgröße</translation>
    </message>
    <message>
        <source>read</source>
        <translation>Lesen</translation>
    </message>
    <message>
        <source>write</source>
        <translation>Schreiben</translation>
    </message>
    <message>
        <source>write, compressible data</source>
        <translation>Schreiben, komprimierbare Daten</translation>
    </message>
    <message>
        <source>transfer size (queue depth 4)</source>
        <translation>Übertragungsgröße (Warteschlangentiefe 4)</translation>
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
        <translation>%1 Größen von %2 bis %3; jede Größe im selben Bereich von 2 GiB gelesen und geschrieben.</translation>
    </message>
    <message>
        <source>Latency after idle periods</source>
        <translation>Latenz nach Leerlaufphasen</translation>
    </message>
    <message>
        <source>first request after the idle period</source>
        <translation>erste Anforderung nach der Leerlaufphase</translation>
    </message>
    <message>
        <source>the request right after it</source>
        <translation>die Anforderung direkt danach</translation>
    </message>
    <message>
        <source> (medians):</source>
        <translation> (Mediane):</translation>
    </message>
    <message>
        <source>  after %1 s idle: first request %2 us, the next %3 us, waking up took %4 us</source>
        <translation>  nach %1 s Leerlauf: erste Anforderung %2 us, die nächste %3 us, Aufwachen dauerte %4 us</translation>
    </message>
    <message>
        <source>idle seconds</source>
        <translation>Sekunden Leerlauf</translation>
    </message>
    <message>
        <source>A 4 KiB random read after each idle period, and one right after it; the difference is the drive waking up (at most %1 us here).</source>
        <translation>Ein zufälliger 4-KiB-Lesezugriff nach jeder Leerlaufphase und einer direkt danach; die Differenz ist das Aufwachen des Laufwerks (hier höchstens %1 us).</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchProcess</name>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>Exit-Status %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchSnapshot</name>
    <message>
        <source>&lt;b&gt;SSD Toolbox benchmark&lt;/b&gt;</source>
        <translation>&lt;b&gt;Benchmark mit SSD Toolbox&lt;/b&gt;</translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark</source>
        <translation>Benchmark mit SSD Toolbox</translation>
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
        <translation>MB/s · %1 IOPS (läuft)</translation>
    </message>
    <message>
        <source>MB/s · %1 IOPS</source>
        <translation>MB/s · %1 IOPS</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MB/s, %3 IOPS&lt;br&gt;Latency (µs): mean %4, median %5, 99 %% %6, 99.9 %% %7, 99.99 %% %8, max %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MB/s, %3 IOPS&lt;br&gt;Latenz (µs): Mittelwert %4, Median %5, 99 % %6, 99,9 % %7, 99,99 % %8, Max. %9</translation>
    </message>
    <message>
        <source>µs waking up, the most after any idle period</source>
        <translation>µs Aufwachen, Höchstwert nach einer Leerlaufphase</translation>
    </message>
    <message>
        <source>&lt;br&gt;after %1 s idle: %2 µs (awake %3 µs)</source>
        <translation>&lt;br&gt;nach %1 s Leerlauf: %2 µs (wach %3 µs)</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;First request after idle&lt;/b&gt;</source>
        <translation>&lt;br&gt;&lt;b&gt;Erste Anforderung nach Leerlauf&lt;/b&gt;</translation>
    </message>
    <message>
        <source>last: %1 MB/s</source>
        <translation>zuletzt: %1 MB/s</translation>
    </message>
    <message>
        <source>The drive&apos;s last run of this test, %1: %2 MB/s, %3 IOPS, latency p99 %4 µs</source>
        <translation>Letzter Lauf dieses Tests auf dem Laufwerk, %1: %2 MB/s, %3 IOPS, Latenz p99 %4 µs</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchmarkPage</name>
    <message>
        <source>Benchmark writes to the whole drive</source>
        <translation>Benchmark schreibt auf das ganze Laufwerk</translation>
    </message>
    <message>
        <source>This benchmark writes to %1 and destroys everything on it.
%2</source>
        <translation>Dieser Benchmark schreibt auf %1 und zerstört alles darauf.
%2</translation>
    </message>
    <message>
        <source>What is written. Drives that compress (SandForce) look much faster with zeros.</source>
        <translation>Was geschrieben wird. Laufwerke mit Komprimierung (SandForce) wirken mit Nullen viel schneller.</translation>
    </message>
    <message>
        <source>Preset size</source>
        <translation>Vorgabegröße</translation>
    </message>
    <message>
        <source>The test area: larger than the drive&apos;s cache shows its sustained speed.</source>
        <translation>Der Testbereich: Ist er größer als der Cache des Laufwerks, zeigt sich die Dauergeschwindigkeit.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Preset time</source>
        <translation>Vorgabezeit</translation>
    </message>
    <message>
        <source>Measured seconds per test; below 2 s the warm-up is skipped.</source>
        <translation>Gemessene Sekunden pro Test; unter 2 s entfällt das Aufwärmen.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Ziel:</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Vorgabe:</translation>
    </message>
    <message>
        <source>Trace:</source>
        <translation>Trace:</translation>
    </message>
    <message>
        <source>Data, size, time:</source>
        <translation>Daten, Größe, Zeit:</translation>
    </message>
    <message>
        <source>Ready. A benchmark in a folder runs as you; its test file is removed afterwards.</source>
        <translation>Bereit. Ein Benchmark in einem Ordner läuft unter dem eigenen Benutzerkonto; seine Testdatei wird danach entfernt.</translation>
    </message>
    <message>
        <source>Throughput over time</source>
        <translation>Durchsatz im Zeitverlauf</translation>
    </message>
    <message>
        <source>Copy results</source>
        <translation>Ergebnisse kopieren</translation>
    </message>
    <message>
        <source>Save JSON…</source>
        <translation>JSON speichern…</translation>
    </message>
    <message>
        <source>Save text…</source>
        <translation>Text speichern…</translation>
    </message>
    <message>
        <source>Save PNG…</source>
        <translation>PNG speichern…</translation>
    </message>
    <message>
        <source>Serial number in the PNG</source>
        <translation>Seriennummer im PNG</translation>
    </message>
    <message>
        <source>Off: the picture says the drive&apos;s model but not its serial number, for posting it.</source>
        <translation>Aus: Das Bild nennt das Modell des Laufwerks, aber nicht seine Seriennummer – zum Veröffentlichen.</translation>
    </message>
    <message>
        <source>Benchmark in which folder?</source>
        <translation>Benchmark in welchem Ordner?</translation>
    </message>
    <message>
        <source>Home folder (%1)</source>
        <translation>Persönlicher Ordner (%1)</translation>
    </message>
    <message>
        <source>%1 %2 (raw drive)</source>
        <translation>%1 %2 (direkter Laufwerkszugriff)</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Ordner wählen…</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>Nicht gestartet: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read&lt;/b&gt;</source>
        <translation>&lt;b&gt;Lesen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Write&lt;/b&gt;</source>
        <translation>&lt;b&gt;Schreiben&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other&lt;/b&gt;</source>
        <translation>&lt;b&gt;Sonstiges&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not started: choose the trace to replay.</source>
        <translation>Nicht gestartet: die wiederzugebende Trace-Datei wählen.</translation>
    </message>
    <message>
        <source>Not started: a benchmark that writes to a raw drive needs its serial number.</source>
        <translation>Nicht gestartet: Ein Benchmark, der direkt auf ein Laufwerk schreibt, braucht dessen Seriennummer.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Starting: %1</source>
        <translation>Wird gestartet: %1</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Wird gestoppt…</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3 %4</source>
        <translation>Schritt %1 von %2: %3 %4</translation>
    </message>
    <message>
        <source>(warming up)</source>
        <translation>(Aufwärmen)</translation>
    </message>
    <message>
        <source>Done: %1 (%2 data, test area %3, engine %4).</source>
        <translation>Fertig: %1 (Daten %2, Testbereich %3, Engine %4).</translation>
    </message>
    <message>
        <source>Stopped. %1</source>
        <translation>Gestoppt. %1</translation>
    </message>
    <message>
        <source>The benchmark did not run: %1</source>
        <translation>Der Benchmark ist nicht gelaufen: %1</translation>
    </message>
    <message>
        <source>Read throughput across the test area</source>
        <translation>Lesedurchsatz über den Testbereich</translation>
    </message>
    <message>
        <source>position (GB)</source>
        <translation>Position (GB)</translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark of %1 (preset %2, %3 data, test area %4, engine %5)</source>
        <translation>Benchmark von %1 mit SSD Toolbox (Vorgabe %2, Daten %3, Testbereich %4, Engine %5)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Save benchmark as JSON</source>
        <translation>Benchmark als JSON speichern</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Save benchmark as text</source>
        <translation>Benchmark als Text speichern</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <source>Save benchmark as PNG</source>
        <translation>Benchmark als PNG speichern</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Could not save %1: the picture could not be made</source>
        <translation>%1 konnte nicht gespeichert werden: Das Bild konnte nicht erzeugt werden</translation>
    </message>
    <message>
        <source>Benchmark results</source>
        <translation>Benchmark-Ergebnisse</translation>
    </message>
    <message>
        <source>Test data</source>
        <translation>Testdaten</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Größe des Testbereichs</translation>
    </message>
    <message>
        <source>Seconds per test</source>
        <translation>Sekunden pro Test</translation>
    </message>
</context>
<context>
    <name>ssd::gui::CaptureReader</name>
    <message>
        <source>ssdtool exited with status %1</source>
        <translation>ssdtool wurde mit Status %1 beendet</translation>
    </message>
</context>
<context>
    <name>ssd::gui::Chart</name>
    <message>
        <source>%1: no data</source>
        <translation>%1: keine Daten</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n point(s) along %3, from %4 to %5</source>
        <translation>
            <numerusform>%1 (%2): %n Punkt über %3, Werte von %4 bis %5</numerusform>
            <numerusform>%1 (%2): %n Punkte über %3, Werte von %4 bis %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Diagramm</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>Keine Daten</translation>
    </message>
</context>
<context>
    <name>ssd::gui::ChecksPage</name>
    <message>
        <source>Done. The checks are being run again.</source>
        <translation>Fertig. Die Prüfungen werden erneut ausgeführt.</translation>
    </message>
    <message>
        <source>The fix was not applied: %1</source>
        <translation>Die Abhilfe wurde nicht angewendet: %1</translation>
    </message>
    <message>
        <source>The checks could not run: %1</source>
        <translation>Die Prüfungen konnten nicht ausgeführt werden: %1</translation>
    </message>
    <message>
        <source>Running the checks…</source>
        <translation>Prüfungen werden ausgeführt…</translation>
    </message>
    <message>
        <source>This drive (%1)</source>
        <translation>Dieses Laufwerk (%1)</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Dieser Computer</translation>
    </message>
    <message>
        <source>✓ Nothing to fix.</source>
        <translation>✓ Nichts zu beheben.</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Kritisch</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Informationen</translation>
    </message>
    <message>
        <source>Not checked (%1)</source>
        <translation>Nicht geprüft (%1)</translation>
    </message>
    <message>
        <source>(No button: %1.)</source>
        <translation>(Keine Schaltfläche: %1.)</translation>
    </message>
    <message>
        <source>Running: %1…</source>
        <translation>Wird ausgeführt: %1…</translation>
    </message>
    <message>
        <source>Setup checks</source>
        <translation>Einrichtungsprüfungen</translation>
    </message>
</context>
<context>
    <name>ssd::gui::DBusNotifier</name>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
</context>
<context>
    <name>ssd::gui::DriveListWidget</name>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>Temp.</source>
        <translation>Temp.</translation>
    </message>
    <message>
        <source>Drives could not be listed: %1</source>
        <translation>Laufwerke konnten nicht aufgelistet werden: %1</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>Unbekanntes Modell</translation>
    </message>
    <message>
        <source>%1
Serial: %2
Firmware: %3
Interface: %4</source>
        <translation>%1
Seriennummer: %2
Firmware: %3
Schnittstelle: %4</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>wird gelesen…</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s SMART data</source>
        <translation>Warten auf die SMART-Daten des Laufwerks</translation>
    </message>
    <message>
        <source>no SMART</source>
        <translation>kein SMART</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>needs root</source>
        <translation>Root nötig</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
</context>
<context>
    <name>ssd::gui::EraseWizard</name>
    <message>
        <source>Secure erase — %1</source>
        <translation>Sicheres Löschen — %1</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Methode:</translation>
    </message>
    <message>
        <source>A secure erase resets every cell of the flash (or its encryption key): all data on the drive is gone for good and the drive is as fast as new.</source>
        <translation>Sicheres Löschen setzt jede Zelle des Flash-Speichers zurück (oder seinen Verschlüsselungsschlüssel): Alle Daten auf dem Laufwerk sind endgültig verloren, und das Laufwerk ist so schnell wie neu.</translation>
    </message>
    <message>
        <source>The strongest the drive supports</source>
        <translation>Die stärkste, die das Laufwerk unterstützt</translation>
    </message>
</context>
<context>
    <name>ssd::gui::FirmwareWizard</name>
    <message>
        <source>Firmware update — %1</source>
        <translation>Firmware-Update — %1</translation>
    </message>
    <message>
        <source>The firmware image from the drive&apos;s vendor</source>
        <translation>Das Firmware-Image vom Hersteller des Laufwerks</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Use only an image made for exactly this model. Keep the computer on mains power: an interrupted update can leave the drive unusable. Back up first.</source>
        <translation>Nur ein Image verwenden, das genau für dieses Modell bestimmt ist. Den Computer am Stromnetz lassen: Ein unterbrochenes Update kann das Laufwerk unbrauchbar machen. Vorher eine Datensicherung anlegen.</translation>
    </message>
    <message>
        <source>Firmware image</source>
        <translation>Firmware-Image</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HelperBackend</name>
    <message>
        <source>The SSD Toolbox service is not installed (no %1).</source>
        <translation>Der Dienst von SSD Toolbox ist nicht installiert (kein %1).</translation>
    </message>
    <message>
        <source>Connecting to the SSD Toolbox service…</source>
        <translation>Verbindung zum Dienst von SSD Toolbox wird hergestellt…</translation>
    </message>
    <message>
        <source>The helper was restarted.</source>
        <translation>Das Hilfsprogramm wurde neu gestartet.</translation>
    </message>
    <message>
        <source>Administrator helper (%1): asking…</source>
        <translation>Administrator-Hilfsprogramm (%1): Anfrage läuft…</translation>
    </message>
    <message>
        <source>Starting the helper…</source>
        <translation>Hilfsprogramm wird gestartet…</translation>
    </message>
    <message>
        <source>Asking for administrator rights…</source>
        <translation>Administratorrechte werden angefordert…</translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation>Vor dem Start abgebrochen.</translation>
    </message>
    <message>
        <source>No helper</source>
        <translation>Kein Hilfsprogramm</translation>
    </message>
    <message>
        <source>The helper sent a line that cannot be read (%1): reinstall SSD Toolbox.</source>
        <translation>Das Hilfsprogramm hat eine unlesbare Zeile gesendet (%1): SSD Toolbox neu installieren.</translation>
    </message>
    <message>
        <source>The helper speaks another protocol version (this GUI needs %1): reinstall SSD Toolbox.</source>
        <translation>Das Hilfsprogramm spricht eine andere Protokollversion (diese Oberfläche braucht %1): SSD Toolbox neu installieren.</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service</source>
        <translation>Mit dem Dienst von SSD Toolbox verbunden</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service: drives and SMART need no password; a change asks for authorization when you make it.</source>
        <translation>Mit dem Dienst von SSD Toolbox verbunden: Laufwerke und SMART brauchen kein Passwort; für eine Änderung wird beim Ausführen eine Autorisierung angefordert.</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service (without administrator rights)</source>
        <translation>Mit dem Dienst von SSD Toolbox verbunden (ohne Administratorrechte)</translation>
    </message>
    <message>
        <source>The SSD Toolbox service runs without administrator rights.</source>
        <translation>Der Dienst von SSD Toolbox läuft ohne Administratorrechte.</translation>
    </message>
    <message>
        <source>Administrator helper (%1)</source>
        <translation>Administrator-Hilfsprogramm (%1)</translation>
    </message>
    <message>
        <source>Administrator helper (running as administrator)</source>
        <translation>Administrator-Hilfsprogramm (läuft als Administrator)</translation>
    </message>
    <message>
        <source>Running with administrator rights (helper: ssdtool serve).</source>
        <translation>Läuft mit Administratorrechten (Hilfsprogramm: ssdtool serve).</translation>
    </message>
    <message>
        <source>The helper runs without administrator rights.</source>
        <translation>Das Hilfsprogramm läuft ohne Administratorrechte.</translation>
    </message>
    <message>
        <source>Helper without administrator rights</source>
        <translation>Hilfsprogramm ohne Administratorrechte</translation>
    </message>
    <message>
        <source>The SSD Toolbox service closed the connection; try again (the next request reconnects).</source>
        <translation>Der Dienst von SSD Toolbox hat die Verbindung geschlossen; erneut versuchen (die nächste Anfrage verbindet neu).</translation>
    </message>
    <message>
        <source>SSD Toolbox service: disconnected, the next request reconnects</source>
        <translation>Dienst von SSD Toolbox: getrennt, die nächste Anfrage verbindet neu</translation>
    </message>
    <message>
        <source>The SSD Toolbox service did not answer at %1%2.</source>
        <translation>Der Dienst von SSD Toolbox hat unter %1%2 nicht geantwortet.</translation>
    </message>
    <message>
        <source>The helper stopped (exit status %1).</source>
        <translation>Das Hilfsprogramm wurde beendet (Exit-Status %1).</translation>
    </message>
    <message>
        <source>ssdtool serve could not be started (%1): %2</source>
        <translation>ssdtool serve konnte nicht gestartet werden (%1): %2</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryCharts</name>
    <message>
        <source>Written per day</source>
        <translation>Geschrieben pro Tag</translation>
    </message>
    <message>
        <source>Write amplification per week</source>
        <translation>Schreibverstärkung pro Woche</translation>
    </message>
    <message>
        <source>Temperature per day</source>
        <translation>Temperatur pro Tag</translation>
    </message>
    <message>
        <source>Life used</source>
        <translation>Verbrauchte Lebensdauer</translation>
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
        <translation>NAND / Host</translation>
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
        <translation>Min.</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max.</translation>
    </message>
    <message>
        <source>Warning threshold</source>
        <translation>Warngrenzwert</translation>
    </message>
    <message>
        <source>% used</source>
        <translation>% verbraucht</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>Prognose</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryPage</name>
    <message>
        <source>Open database…</source>
        <translation>Datenbank öffnen…</translation>
    </message>
    <message>
        <source>Pick a drive in the history</source>
        <translation>Laufwerk aus dem Verlauf wählen</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>Letzte 12 Monate</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>From – to</source>
        <translation>Von – bis</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Laufwerk:</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>Zeitraum:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Datenbank: %1</translation>
    </message>
    <message>
        <source>Open a history database</source>
        <translation>Verlaufsdatenbank öffnen</translation>
    </message>
    <message>
        <source>History databases (*.sqlite *.db);;All files (*)</source>
        <translation>Verlaufsdatenbanken (*.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`). %1 does not exist.</source>
        <translation>Noch kein Verlauf: Der Timer ssd-toolbox-sample erfasst einen Messwert pro Stunde (oder `sudo ssdtool sample` ausführen). %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`).</source>
        <translation>Noch kein Verlauf: Der Timer ssd-toolbox-sample erfasst einen Messwert pro Stunde (oder `sudo ssdtool sample` ausführen).</translation>
    </message>
    <message>
        <source> (not connected)</source>
        <translation> (nicht angeschlossen)</translation>
    </message>
    <message>
        <source>Pick a drive in the history.</source>
        <translation>Laufwerk aus dem Verlauf wählen.</translation>
    </message>
    <message>
        <source>The selected drive (serial %1) has no readings in this history; drives that have are in the list above.</source>
        <translation>Das ausgewählte Laufwerk (Seriennummer %1) hat in diesem Verlauf keine Messwerte; Laufwerke mit Messwerten stehen in der Liste oben.</translation>
    </message>
    <message>
        <source>No readings of %1 in this interval; its history runs from %2 to %3.</source>
        <translation>Keine Messwerte von %1 in diesem Zeitraum; sein Verlauf reicht von %2 bis %3.</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Bis</translation>
    </message>
    <message>
        <source>History charts</source>
        <translation>Verlaufsdiagramme</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistorySummary</name>
    <message>
        <source>%1 a day</source>
        <translation>%1 pro Tag</translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s)</source>
        <translation>
            <numerusform>%n Messwert</numerusform>
            <numerusform>%n Messwerte</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 to %2</source>
        <translation>, %1 bis %2</translation>
    </message>
    <message>
        <source> (%1 in standby, not read)</source>
        <translation> (%1 im Standby, nicht ausgelesen)</translation>
    </message>
    <message>
        <source>host %1, NAND %2</source>
        <translation>Host %1, NAND %2</translation>
    </message>
    <message>
        <source> (at least: a counter reset hides some writes)</source>
        <translation> (mindestens: ein zurückgesetzter Zähler verdeckt einige Schreibvorgänge)</translation>
    </message>
    <message>
        <source>
%1 counter: %2 between %3 and %4</source>
        <translation>
Zähler %1: %2 zwischen %3 und %4</translation>
    </message>
    <message>
        <source>%1 over the interval</source>
        <translation>%1 über den Zeitraum</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>unbekannt: %1</translation>
    </message>
    <message>
        <source>no readings</source>
        <translation>keine Messwerte</translation>
    </message>
    <message>
        <source>min %1 °C, average %2 °C, max %3 °C</source>
        <translation>min. %1 °C, Durchschnitt %2 °C, max. %3 °C</translation>
    </message>
    <message>
        <source>; %1 h %2 min at or above the drive&apos;s warning threshold of %3 °C</source>
        <translation>; %1 h %2 min bei oder über dem Warngrenzwert des Laufwerks von %3 °C</translation>
    </message>
    <message>
        <source>; the drive states no warning threshold</source>
        <translation>; das Laufwerk nennt keinen Warngrenzwert</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>nicht gemeldet</translation>
    </message>
    <message>
        <source>, %1 % a year</source>
        <translation>, %1 % pro Jahr</translation>
    </message>
    <message>
        <source>; %1 % of the rated %2 written (%3)</source>
        <translation>; %1 % der spezifizierten %2 geschrieben (%3)</translation>
    </message>
    <message>
        <source>%1: %2 → %3 between %4 and %5</source>
        <translation>%1: %2 → %3 zwischen %4 und %5</translation>
    </message>
    <message>
        <source>Verdict %1 → %2 at %3</source>
        <translation>Bewertung %1 → %2 am %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 was %2; from %3: %4</source>
        <translation>%1 war %2; ab %3: %4</translation>
    </message>
    <message>
        <source>no later bound</source>
        <translation>keine Obergrenze</translation>
    </message>
    <message>
        <source>100 % around %1 (between %2 and %3)</source>
        <translation>100 % etwa am %1 (zwischen %2 und %3)</translation>
    </message>
    <message>
        <source>Readings:</source>
        <translation>Messwerte:</translation>
    </message>
    <message>
        <source>Written:</source>
        <translation>Geschrieben:</translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation>Schreibverstärkung:</translation>
    </message>
    <message>
        <source>Per day:</source>
        <translation>Pro Tag:</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>Temperatur:</translation>
    </message>
    <message>
        <source>Life used:</source>
        <translation>Verbrauchte Lebensdauer:</translation>
    </message>
    <message>
        <source>Projection:</source>
        <translation>Prognose:</translation>
    </message>
    <message>
        <source>Changes:</source>
        <translation>Änderungen:</translation>
    </message>
    <message>
        <source>Device swaps:</source>
        <translation>Gerätewechsel:</translation>
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
        <translation>Autorisieren…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Benchmark</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Extras</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Selbsttest</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Alarme</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>SSD Toolbox — benchmark finished</source>
        <translation>SSD Toolbox — Benchmark beendet</translation>
    </message>
    <message>
        <source>SSD Toolbox — benchmark stopped</source>
        <translation>SSD Toolbox — Benchmark gestoppt</translation>
    </message>
    <message>
        <source>Not a SMART capture</source>
        <translation>Kein SMART-Mitschnitt</translation>
    </message>
    <message>
        <source>%1 could not be read as a saved smartctl --json capture: %2</source>
        <translation>%1 konnte nicht als gespeicherter Mitschnitt von smartctl --json gelesen werden: %2</translation>
    </message>
    <message>
        <source>Report cancelled.</source>
        <translation>Bericht abgebrochen.</translation>
    </message>
    <message>
        <source>Reading the drives…</source>
        <translation>Laufwerke werden gelesen…</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s).</source>
        <translation>
            <numerusform>%n Laufwerk.</numerusform>
            <numerusform>%n Laufwerke.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Open a saved SMART capture (smartctl --json)…</source>
        <translation>Gespeicherten SMART-Mitschnitt ö&amp;ffnen (smartctl --json)…</translation>
    </message>
    <message>
        <source>Open a saved SMART capture</source>
        <translation>Gespeicherten SMART-Mitschnitt öffnen</translation>
    </message>
    <message>
        <source>smartctl --json output (*.json);;All files (*)</source>
        <translation>Ausgabe von smartctl --json (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Export report as &amp;HTML…</source>
        <translation>Bericht als &amp;HTML exportieren…</translation>
    </message>
    <message>
        <source>Export report as &amp;JSON…</source>
        <translation>Bericht als &amp;JSON exportieren…</translation>
    </message>
    <message>
        <source>Save a &amp;support capture…</source>
        <translation>&amp;Support-Mitschnitt speichern…</translation>
    </message>
    <message>
        <source>Every drive&apos;s SMART and NVMe logs in one file, for a technician to read elsewhere</source>
        <translation>SMART- und NVMe-Protokolle aller Laufwerke in einer Datei, damit ein Techniker sie anderswo auswerten kann</translation>
    </message>
    <message>
        <source>Save a support capture &amp;without serial numbers…</source>
        <translation>Support-Mitschnitt &amp;ohne Seriennummern speichern…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About SSD Toolbox</source>
        <translation>&amp;Über SSD Toolbox</translation>
    </message>
    <message>
        <source>About SSD Toolbox</source>
        <translation>Über SSD Toolbox</translation>
    </message>
    <message>
        <source>&lt;b&gt;SSD Toolbox %1&lt;/b&gt;&lt;p&gt;Health, setup checks, benchmarks and maintenance for solid-state drives. The same facts as &lt;code&gt;ssdtool&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;b&gt;SSD Toolbox %1&lt;/b&gt;&lt;p&gt;Zustand, Einrichtungsprüfungen, Benchmarks und Wartung für SSDs. Dieselben Fakten wie &lt;code&gt;ssdtool&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>SSD Toolbox — %1 (%2)</source>
        <translation>SSD Toolbox — %1 (%2)</translation>
    </message>
    <message>
        <source>Export report as HTML</source>
        <translation>Bericht als HTML exportieren</translation>
    </message>
    <message>
        <source>Export report as JSON</source>
        <translation>Bericht als JSON exportieren</translation>
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
        <translation>Support-Mitschnitt speichern</translation>
    </message>
    <message>
        <source>Writing the report (reading every drive)…</source>
        <translation>Bericht wird geschrieben (alle Laufwerke werden gelesen)…</translation>
    </message>
    <message>
        <source>Writing the support capture (reading every drive)…</source>
        <translation>Support-Mitschnitt wird geschrieben (alle Laufwerke werden gelesen)…</translation>
    </message>
    <message>
        <source>Support capture written to %1.</source>
        <translation>Support-Mitschnitt in %1 geschrieben.</translation>
    </message>
    <message>
        <source>Report written to %1.</source>
        <translation>Bericht in %1 geschrieben.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The report failed: %1</source>
        <translation>Der Bericht ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Laufwerke</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
</context>
<context>
    <name>ssd::gui::OverviewPage</name>
    <message>
        <source>%p % used</source>
        <translation>%p % verbraucht</translation>
    </message>
    <message>
        <source>Life:</source>
        <translation>Lebensdauer:</translation>
    </message>
    <message>
        <source>Rated endurance:</source>
        <translation>Spezifizierte Haltbarkeit:</translation>
    </message>
    <message>
        <source>Powered on:</source>
        <translation>Betriebszeit:</translation>
    </message>
    <message>
        <source>Host writes:</source>
        <translation>Host-Schreibvorgänge:</translation>
    </message>
    <message>
        <source>NAND writes:</source>
        <translation>NAND-Schreibvorgänge:</translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation>Schreibverstärkung:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Firmware:</translation>
    </message>
    <message>
        <source>%1 % of %2 TB used (%3 TB written)</source>
        <translation>%1 % von %2 TB verbraucht (%3 TB geschrieben)</translation>
    </message>
    <message numerus="yes">
        <source>, rated over %n year(s)</source>
        <translation>
            <numerusform>, spezifiziert für %n Jahr</numerusform>
            <numerusform>, spezifiziert für %n Jahre</numerusform>
        </translation>
    </message>
    <message>
        <source> — your rating</source>
        <translation> — eigene Angabe</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>nicht bekannt</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>Kein Laufwerk ausgewählt</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>Unbekanntes Modell</translation>
    </message>
    <message>
        <source>%1 · %2 · serial %3 · %4</source>
        <translation>%1 · %2 · Seriennummer %3 · %4</translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation>SMART ist nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>SMART needs administrator rights: %1</source>
        <translation>SMART erfordert Administratorrechte: %1</translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation>SMART konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation>SMART wird gelesen…</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <translation>Zustand: %1</translation>
    </message>
    <message>
        <source>Health: unknown</source>
        <translation>Zustand: unbekannt</translation>
    </message>
    <message>
        <source>%1 % used, %2 % remaining</source>
        <translation>%1 % verbraucht, %2 % verbleibend</translation>
    </message>
    <message>
        <source>; spare blocks %1 %</source>
        <translation>; Reserveblöcke %1 %</translation>
    </message>
    <message>
        <source>not reported by this drive</source>
        <translation>von diesem Laufwerk nicht gemeldet</translation>
    </message>
    <message>
        <source>, %1 power cycles</source>
        <translation>, %1 Einschaltvorgänge</translation>
    </message>
    <message>
        <source>For every byte the computer wrote, the flash wrote %1 bytes (garbage collection and wear levelling move data around). Around 1-3 is usual; a full, untrimmed drive climbs higher.</source>
        <translation>Für jedes Byte, das der Computer geschrieben hat, hat der Flash-Speicher %1 Bytes geschrieben (Garbage Collection und Verschleißausgleich verschieben Daten). Etwa 1–3 ist üblich; bei einem vollen, nicht getrimmten Laufwerk steigt der Wert.</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>The drive does not report what it needs.</source>
        <translation>Das Laufwerk meldet nicht, was dafür nötig ist.</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Grund: %1</translation>
    </message>
    <message>
        <source>No known advisory for this firmware.</source>
        <translation>Keine bekannten Hinweise zu dieser Firmware.</translation>
    </message>
    <message>
        <source>Drive overview</source>
        <translation>Laufwerksübersicht</translation>
    </message>
</context>
<context>
    <name>ssd::gui::ReplayChooser</name>
    <message>
        <source>a trace recorded with `ssdtool trace record`</source>
        <translation>eine mit `ssdtool trace record` aufgezeichnete Trace-Datei</translation>
    </message>
    <message>
        <source>Trace file</source>
        <translation>Trace-Datei</translation>
    </message>
    <message>
        <source>Choose trace…</source>
        <translation>Trace-Datei wählen…</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Wiedergabetempo</translation>
    </message>
    <message>
        <source>At the recorded times: the drive gets the recorded idle time between requests, as the recorded day had it. As fast as possible: each request as soon as the recorded queue depth allows.</source>
        <translation>Zu den aufgezeichneten Zeiten: Das Laufwerk bekommt zwischen den Anforderungen die aufgezeichneten Leerlaufzeiten, wie am aufgezeichneten Tag. So schnell wie möglich: jede Anforderung, sobald die aufgezeichnete Warteschlangentiefe es zulässt.</translation>
    </message>
    <message>
        <source>Replay which trace?</source>
        <translation>Welche Trace-Datei wiedergeben?</translation>
    </message>
    <message>
        <source>Traces (*.trace);;All files (*)</source>
        <translation>Trace-Dateien (*.trace);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is %2, more than the %3 the helper is sent; replay it in a folder, or on the raw drive with `sudo ssdtool bench DEVICE --replay FILE`</source>
        <translation>%1 ist %2 groß, mehr als die %3, die an das Hilfsprogramm gesendet werden; in einem Ordner wiedergeben oder direkt auf dem Laufwerk mit `sudo ssdtool bench DEVICE --replay FILE`</translation>
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
        <translation>Typ</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>What the drive says</source>
        <translation>Meldung des Laufwerks</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Betriebsstunden</translation>
    </message>
    <message>
        <source>First failing LBA</source>
        <translation>Erste fehlerhafte LBA</translation>
    </message>
    <message>
        <source> (%1 % of the test was left)</source>
        <translation> (%1 % des Tests standen noch aus)</translation>
    </message>
    <message>
        <source>Self-test log</source>
        <translation>Selbsttest-Protokoll</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SelfTestPage</name>
    <message>
        <source>Test:</source>
        <translation>Test:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The drive&apos;s self-test log (newest first)</source>
        <translation>Selbsttest-Protokoll des Laufwerks (neueste zuerst)</translation>
    </message>
    <message>
        <source>Start the extended self-test?</source>
        <translation>Erweiterten Selbsttest starten?</translation>
    </message>
    <message>
        <source>Starting: %1…</source>
        <translation>Wird gestartet: %1…</translation>
    </message>
    <message>
        <source>Aborting: %1…</source>
        <translation>Wird abgebrochen: %1…</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>Kein Laufwerk ausgewählt</translation>
    </message>
    <message>
        <source>This drive runs no self-test: %1</source>
        <translation>Dieses Laufwerk führt keinen Selbsttest aus: %1</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s self-tests…</source>
        <translation>Selbsttests des Laufwerks werden gelesen…</translation>
    </message>
    <message>
        <source>Schedule: %1</source>
        <translation>Zeitplan: %1</translation>
    </message>
    <message>
        <source>No self-test in the drive&apos;s log yet.</source>
        <translation>Noch kein Selbsttest im Protokoll des Laufwerks.</translation>
    </message>
    <message>
        <source>Last test: %1 — %2</source>
        <translation>Letzter Test: %1 — %2</translation>
    </message>
    <message>
        <source>, at %1 of power-on time</source>
        <translation>, bei %1 Betriebszeit</translation>
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
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Aktuell</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Schlechtester</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Grenzwert</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Rohwert</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation>SMART konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>No drive selected.</source>
        <translation>Kein Laufwerk ausgewählt.</translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation>SMART wird gelesen…</translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation>SMART ist nicht verfügbar: %1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Fehlerhaft</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Beobachten</translation>
    </message>
    <message>
        <source>&lt;br&gt;Raw: %1</source>
        <translation>&lt;br&gt;Rohwert: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n attribute(s)</source>
        <translation>
            <numerusform>%n Attribut</numerusform>
            <numerusform>%n Attribute</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failing</source>
        <translation>
            <numerusform>, %n fehlerhaft</numerusform>
            <numerusform>, %n fehlerhaft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n worth watching</source>
        <translation>
            <numerusform>, %n zu beobachten</numerusform>
            <numerusform>, %n zu beobachten</numerusform>
        </translation>
    </message>
    <message>
        <source>. Hover over a row for what it means. Current, worst and threshold are the vendor&apos;s normalized values (higher is better); raw values are decoded as smartctl prints them.</source>
        <translation>. Für die Bedeutung den Mauszeiger über eine Zeile bewegen. Aktuell, Schlechtester und Grenzwert sind die normalisierten Werte des Herstellers (höher ist besser); Rohwerte werden so dekodiert, wie smartctl sie ausgibt.</translation>
    </message>
    <message>
        <source>This drive reports no SMART attributes.</source>
        <translation>Dieses Laufwerk meldet keine SMART-Attribute.</translation>
    </message>
    <message>
        <source>NVMe drives report a health log instead of attributes.</source>
        <translation>NVMe-Laufwerke melden statt Attributen ein Zustandsprotokoll.</translation>
    </message>
    <message>
        <source>SMART attributes</source>
        <translation>SMART-Attribute</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SustainedPanel</name>
    <message>
        <source>Sustained write</source>
        <translation>Dauerschreiben</translation>
    </message>
    <message>
        <source>Cache size estimate:</source>
        <translation>Geschätzte Cache-Größe:</translation>
    </message>
    <message>
        <source>Before the drop:</source>
        <translation>Vor dem Einbruch:</translation>
    </message>
    <message>
        <source>After the drop:</source>
        <translation>Nach dem Einbruch:</translation>
    </message>
    <message>
        <source>Dropped at:</source>
        <translation>Einbruch bei:</translation>
    </message>
    <message>
        <source>Settled:</source>
        <translation>Stabil:</translation>
    </message>
    <message>
        <source>Stopped because:</source>
        <translation>Gestoppt, weil:</translation>
    </message>
    <message>
        <source>Sequential write speed, second by second</source>
        <translation>Sequenzielle Schreibgeschwindigkeit, Sekunde für Sekunde</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Einbruch</translation>
    </message>
    <message>
        <source>%1 written before the speed dropped</source>
        <translation>%1 geschrieben, bevor die Geschwindigkeit einbrach</translation>
    </message>
    <message>
        <source>no drop seen: %1</source>
        <translation>kein Einbruch erkennbar: %1</translation>
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
        <translation>ab %1 s</translation>
    </message>
    <message>
        <source>not settled</source>
        <translation>nicht stabil</translation>
    </message>
    <message>
        <source>%1 (%2 in %3 s; limits %4 s, %5)</source>
        <translation>%1 (%2 in %3 s; Grenzen %4 s, %5)</translation>
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
        <translation>Sicheres Löschen…</translation>
    </message>
    <message>
        <source>Update firmware…</source>
        <translation>Firmware aktualisieren…</translation>
    </message>
    <message>
        <source>Tell the drive which blocks are free, now or every week. Safe: files are not touched. Helps a drive that slowed down as it filled.</source>
        <translation>Dem Laufwerk mitteilen, welche Blöcke frei sind – jetzt oder jede Woche. Sicher: Dateien bleiben unberührt. Hilft einem Laufwerk, das beim Füllen langsamer geworden ist.</translation>
    </message>
    <message>
        <source>Erase everything with the drive&apos;s own secure-erase command (ATA Security Erase, NVMe Format or Sanitize): before selling or reusing a drive, or to restore its speed. Destroys all data; needs the serial number; never on a drive in use.</source>
        <translation>Alles mit dem eigenen Secure-Erase-Befehl des Laufwerks löschen (ATA Security Erase, NVMe Format oder Sanitize): vor dem Verkauf oder der Weiterverwendung eines Laufwerks oder um seine Geschwindigkeit wiederherzustellen. Zerstört alle Daten; erfordert die Seriennummer; nie bei einem Laufwerk in Benutzung.</translation>
    </message>
    <message>
        <source>Flash a firmware image from the vendor (ATA DOWNLOAD MICROCODE, NVMe firmware download and commit). Needs the serial number; never on a drive in use.</source>
        <translation>Ein Firmware-Image des Herstellers einspielen (ATA DOWNLOAD MICROCODE, NVMe-Firmware-Download und -Commit). Erfordert die Seriennummer; nie bei einem Laufwerk in Benutzung.</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>Kein Laufwerk ausgewählt</translation>
    </message>
    <message>
        <source>These tools need administrator rights: %1</source>
        <translation>Diese Werkzeuge erfordern Administratorrechte: %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::TrayApp</name>
    <message>
        <source>Hottest: %1 °C, %2</source>
        <translation>Heißestes Laufwerk: %1 °C, %2</translation>
    </message>
    <message>
        <source>, its limit %1 °C</source>
        <translation>, Grenzwert %1 °C</translation>
    </message>
    <message>
        <source>Open SSD Toolbox</source>
        <translation>SSD Toolbox öffnen</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>Jetzt prüfen</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>No history yet (%1 does not exist): the ssd-toolbox-sample timer records the drives hourly.</source>
        <translation>Noch kein Verlauf (%1 existiert nicht): Der Timer ssd-toolbox-sample erfasst die Laufwerke stündlich.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>No alerts in %1: %2</source>
        <translation>Keine Alarme in %1: %2</translation>
    </message>
    <message>
        <source>Could not read the alerts in %1: %2</source>
        <translation>Die Alarme in %1 konnten nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>SSD Toolbox</source>
        <translation>SSD Toolbox</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s)</source>
        <translation>
            <numerusform>%n Laufwerk</numerusform>
            <numerusform>%n Laufwerke</numerusform>
        </translation>
    </message>
    <message>
        <source>Drives: %1 (%2)</source>
        <translation>Laufwerke: %1 (%2)</translation>
    </message>
    <message>
        <source>, worst %1</source>
        <translation>, am schlechtesten %1</translation>
    </message>
    <message>
        <source>Alerts: %1 active, %2 acknowledged</source>
        <translation>Alarme: %1 aktiv, %2 quittiert</translation>
    </message>
    <message>
        <source>Hottest: no temperature read</source>
        <translation>Heißestes Laufwerk: keine Temperatur gelesen</translation>
    </message>
    <message>
        <source>Drives: unknown</source>
        <translation>Laufwerke: unbekannt</translation>
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
        <translation>TRIM teilt dem Laufwerk mit, welche Blöcke keine Daten enthalten, damit es sie vorab löschen und Schreibvorgänge schnell halten kann. Dateien bleiben unberührt.</translation>
    </message>
</context>
</TS>
