<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>QObject</name>
    <message>
        <source>

Command: %1</source>
        <translation>

Commande&#xa0;: %1</translation>
    </message>
    <message>
        <source>the finding&apos;s action has no command</source>
        <translation>l&apos;action de ce constat n&apos;a aucune commande</translation>
    </message>
    <message>
        <source>not an ssdtool command: %1</source>
        <translation>ce n&apos;est pas une commande ssdtool&#xa0;: %1</translation>
    </message>
    <message>
        <source>Turn on periodic TRIM</source>
        <translation>Activer le TRIM périodique</translation>
    </message>
    <message>
        <source>Trim %1 now</source>
        <translation>Exécuter TRIM sur %1 maintenant</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une taille</translation>
    </message>
    <message>
        <source>Resize %1 to %2</source>
        <translation>Redimensionner %1 à %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>Turn hibernation off</source>
        <translation>Désactiver la mise en veille prolongée</translation>
    </message>
    <message>
        <source>Turn hibernation on</source>
        <translation>Activer la mise en veille prolongée</translation>
    </message>
    <message>
        <source>This turns hibernation off and frees the space reserved for the memory image; the computer can still sleep (suspend to RAM).</source>
        <translation>Ceci désactive la mise en veille prolongée et libère l&apos;espace réservé à l&apos;image mémoire&#xa0;; l&apos;ordinateur peut toujours se mettre en veille (suspension en RAM).</translation>
    </message>
    <message>
        <source>This turns hibernation on; space for the memory image is reserved on the drive.</source>
        <translation>Ceci active la mise en veille prolongée&#xa0;; de l&apos;espace est réservé sur le disque pour l&apos;image mémoire.</translation>
    </message>
    <message>
        <source>this version cannot run &quot;%1&quot; for you</source>
        <translation>cette version ne peut pas exécuter «&#xa0;%1&#xa0;» pour vous</translation>
    </message>
    <message>
        <source>ssdtool could not be started (%1): %2</source>
        <translation>Impossible de démarrer ssdtool (%1)&#xa0;: %2</translation>
    </message>
    <message>
        <source>Measured on: %1</source>
        <translation>Mesuré sur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Conditions: not recorded in this result (written before ssdtool recorded them).</source>
        <translation>Conditions&#xa0;: non enregistrées dans ce résultat (écrit avant que ssdtool ne les enregistre).</translation>
    </message>
    <message>
        <source>Write amplification during the run: not recorded in this result.</source>
        <translation>Amplification d&apos;écriture pendant le test&#xa0;: non enregistrée dans ce résultat.</translation>
    </message>
    <message>
        <source>Sustained write, %1 s: %2</source>
        <translation>Écriture soutenue, %1 s&#xa0;: %2</translation>
    </message>
    <message>
        <source>Writing past the cache: speed dropped at %1 s, after %2 (%3 → %4 MB/s)</source>
        <translation>Écriture au-delà du cache&#xa0;: la vitesse a chuté à %1 s, après %2 (%3 → %4 MB/s)</translation>
    </message>
    <message>
        <source>; settled, finishing</source>
        <translation>; stabilisée, fin du test en cours</translation>
    </message>
    <message>
        <source>; waiting for it to settle</source>
        <translation>; en attente de stabilisation</translation>
    </message>
    <message>
        <source>(serial hidden)</source>
        <translation>(numéro de série masqué)</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <translation>Disque&#xa0;: %1</translation>
    </message>
    <message>
        <source>unknown model</source>
        <translation>modèle inconnu</translation>
    </message>
    <message>
        <source>, serial %1</source>
        <translation>, numéro de série %1</translation>
    </message>
    <message>
        <source>, serial number hidden</source>
        <translation>, numéro de série masqué</translation>
    </message>
    <message>
        <source>Target: %1 (%2)</source>
        <translation>Cible&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>the raw drive</source>
        <translation>le disque brut</translation>
    </message>
    <message>
        <source>a test file in a folder</source>
        <translation>un fichier de test dans un dossier</translation>
    </message>
    <message>
        <source>Preset %1, %2 data, test area %3, engine %4</source>
        <translation>Préréglage %1, données %2, zone de test %3, moteur %4</translation>
    </message>
    <message>
        <source>Finished %1</source>
        <translation>Terminé le %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Remarque&#xa0;: %1</translation>
    </message>
    <message>
        <source>Warning %1</source>
        <translation>Avertissement %1</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>%1: %2 trimmed</source>
        <translation>%1&#xa0;: TRIM effectué sur %2</translation>
    </message>
    <message>
        <source>%1: not trimmed, %2</source>
        <translation>%1&#xa0;: TRIM non effectué, %2</translation>
    </message>
    <message>
        <source>What is on this drive</source>
        <translation>Contenu de ce disque</translation>
    </message>
    <message>
        <source>This cannot be started: %1</source>
        <translation>Impossible de démarrer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Asking the drive: %1</source>
        <translation>Interrogation du disque&#xa0;: %1</translation>
    </message>
    <message>
        <source>• %1: %2, starts at %3</source>
        <translation>• %1&#xa0;: %2, commence à %3</translation>
    </message>
    <message>
        <source>No partitions.</source>
        <translation>Aucune partition.</translation>
    </message>
    <message>
        <source>Still reading the drive&apos;s layout…</source>
        <translation>Lecture du partitionnement du disque en cours…</translation>
    </message>
    <message>
        <source>What will be done</source>
        <translation>Ce qui va être fait</translation>
    </message>
    <message>
        <source>A dry run: every safety check runs and the exact steps are listed; nothing changes.</source>
        <translation>Une simulation&#xa0;: tous les contrôles de sécurité sont exécutés et les étapes exactes sont listées&#xa0;; rien n&apos;est modifié.</translation>
    </message>
    <message>
        <source>The checks passed. This is what will happen:</source>
        <translation>Les contrôles ont réussi. Voici ce qui va se passer&#xa0;:</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot go on: %1</source>
        <translation>Impossible de continuer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Checking: %1</source>
        <translation>Contrôle&#xa0;: %1</translation>
    </message>
    <message>
        <source>Confirm with the serial number</source>
        <translation>Confirmer avec le numéro de série</translation>
    </message>
    <message>
        <source>Everything on %1 will be lost. %2</source>
        <translation>Tout le contenu de %1 sera perdu. %2</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Terminé.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Échec&#xa0;: %1</translation>
    </message>
    <message>
        <source>Running: %1</source>
        <translation>Exécution&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 — %2, %3, serial %4, firmware %5</source>
        <translation>%1 — %2, %3, numéro de série %4, micrologiciel %5</translation>
    </message>
    <message>
        <source>SSD_TOOLBOX_NO_ELEVATION is set.</source>
        <translation>SSD_TOOLBOX_NO_ELEVATION est défini.</translation>
    </message>
    <message>
        <source>pkexec (polkit) is not installed.</source>
        <translation>pkexec (polkit) n&apos;est pas installé.</translation>
    </message>
    <message>
        <source>The authorization dialog was dismissed.</source>
        <translation>La fenêtre d&apos;autorisation a été fermée.</translation>
    </message>
    <message>
        <source>Authorization was refused (or polkit is not running).</source>
        <translation>L&apos;autorisation a été refusée (ou polkit n&apos;est pas en cours d&apos;exécution).</translation>
    </message>
    <message>
        <source>The administrator helper could not be started (pkexec: %1).</source>
        <translation>Impossible de démarrer le programme auxiliaire administrateur (pkexec&#xa0;: %1).</translation>
    </message>
    <message>
        <source>%1 is missing: reinstall SSD Toolbox.</source>
        <translation>%1 est introuvable&#xa0;: réinstallez SSD Toolbox.</translation>
    </message>
    <message>
        <source>The administrator helper could not be started (UAC: %1).</source>
        <translation>Impossible de démarrer le programme auxiliaire administrateur (UAC&#xa0;: %1).</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
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
            <numerusform>%n an</numerusform>
            <numerusform>%n ans</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n jour</numerusform>
            <numerusform>%n jours</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>hours (days)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bon</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Défaillant</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
    <message>
        <source>Without administrator rights the drive list and the checks that need no root are shown; SMART health, the remaining checks and every drive action need authorization.</source>
        <translation>Sans droits d&apos;administrateur, seuls la liste des disques et les contrôles qui ne nécessitent pas les droits root sont affichés&#xa0;; l&apos;état de santé SMART, les autres contrôles et toutes les actions sur les disques nécessitent une autorisation.</translation>
    </message>
    <message>
        <source>id: %1</source>
        <translation>id&#xa0;: %1</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Correction&#xa0;: %1</translation>
    </message>
    <message>
        <source>The document cannot be read: %1</source>
        <translation>Impossible de lire le document&#xa0;: %1</translation>
    </message>
    <message>
        <source>The self-test was not started: %1</source>
        <translation>L&apos;auto-test n&apos;a pas été démarré&#xa0;: %1</translation>
    </message>
    <message>
        <source>The self-test was not aborted: %1</source>
        <translation>L&apos;auto-test n&apos;a pas été interrompu&#xa0;: %1</translation>
    </message>
    <message>
        <source>The self-test log could not be read: %1</source>
        <translation>Impossible de lire le journal des auto-tests&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>environ %n minute</numerusform>
            <numerusform>environ %n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>environ %n heure</numerusform>
            <numerusform>environ %n heures</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — the drive gives no estimate</source>
        <translation>%1 — le disque ne donne pas d&apos;estimation</translation>
    </message>
    <message>
        <source>A self-test</source>
        <translation>Un auto-test</translation>
    </message>
    <message>
        <source>The %1 self-test</source>
        <translation>L&apos;auto-test %1</translation>
    </message>
    <message>
        <source>%1 is running (the drive&apos;s estimate: %2 in all); the drive does not say how far it is.</source>
        <translation>%1 est en cours (estimation du disque&#xa0;: %2 au total)&#xa0;; le disque n&apos;indique pas son avancement.</translation>
    </message>
    <message>
        <source>%1 is running; the drive does not say how far it is.</source>
        <translation>%1 est en cours&#xa0;; le disque n&apos;indique pas son avancement.</translation>
    </message>
    <message>
        <source>%1 is running: %2 % done.</source>
        <translation>%1 est en cours&#xa0;: %2&#xa0;% effectués.</translation>
    </message>
    <message>
        <source>%1 is running: %2 % done, %3 left.</source>
        <translation>%1 est en cours&#xa0;: %2&#xa0;% effectués, encore %3.</translation>
    </message>
    <message>
        <source>takes %1 by the drive&apos;s own estimate</source>
        <translation>prend %1 selon l&apos;estimation du disque lui-même</translation>
    </message>
    <message>
        <source>can take hours (the drive gives no estimate)</source>
        <translation>peut prendre des heures (le disque ne donne pas d&apos;estimation)</translation>
    </message>
    <message>
        <source>The extended (long) self-test of %1 %2: the drive reads its whole surface.

The drive stays usable meanwhile, but slower: the test competes with every read and write until it ends. It runs inside the drive, so closing this program does not stop it; Abort does.

Command: %3</source>
        <translation>L&apos;auto-test étendu (long) de %1 %2&#xa0;: le disque lit toute sa surface.

Le disque reste utilisable pendant ce temps, mais plus lent&#xa0;: le test est en concurrence avec chaque lecture et écriture jusqu&apos;à sa fin. Il s&apos;exécute dans le disque lui-même&#xa0;: fermer ce programme ne l&apos;arrête pas, le bouton Interrompre si.

Commande&#xa0;: %3</translation>
    </message>
    <message>
        <source>No confirmation token is known for this drive yet.</source>
        <translation>Aucun code de confirmation n&apos;est encore connu pour ce disque.</translation>
    </message>
    <message>
        <source>the serial number</source>
        <translation>le numéro de série</translation>
    </message>
    <message>
        <source>the kernel name</source>
        <translation>le nom de périphérique</translation>
    </message>
    <message>
        <source>Type %1 of the drive, %2, to confirm.</source>
        <translation>Saisissez %1 du disque, %2, pour confirmer.</translation>
    </message>
    <message>
        <source>Confirmed.</source>
        <translation>Confirmé.</translation>
    </message>
    <message>
        <source>Not the same: upper and lower case must match exactly.</source>
        <translation>Différent&#xa0;: les majuscules et les minuscules doivent correspondre exactement.</translation>
    </message>
    <message>
        <source>Not the same: remove the spaces around it.</source>
        <translation>Différent&#xa0;: supprimez les espaces autour.</translation>
    </message>
    <message>
        <source>That is not %1 of this drive.</source>
        <translation>Ce n&apos;est pas %1 de ce disque.</translation>
    </message>
    <message>
        <source>A vendor-specific attribute: smartctl&apos;s drive database names it &quot;%1&quot;; its raw value&apos;s meaning is the vendor&apos;s.</source>
        <translation>Un attribut spécifique au constructeur&#xa0;: la base de données des disques de smartctl le nomme «&#xa0;%1&#xa0;»&#xa0;; la signification de sa valeur brute est propre au constructeur.</translation>
    </message>
    <message>
        <source>Failing: the normalized value reached the vendor&apos;s threshold.</source>
        <translation>Défaillant&#xa0;: la valeur normalisée a atteint le seuil du constructeur.</translation>
    </message>
    <message>
        <source>Worth watching: this defect counter is not zero.</source>
        <translation>À surveiller&#xa0;: ce compteur de défauts n&apos;est pas à zéro.</translation>
    </message>
    <message>
        <source>Failed in the past (%1).</source>
        <translation>Défaillant par le passé (%1).</translation>
    </message>
    <message>
        <source>Turn on periodic TRIM for the whole system (weekly fstrim.timer)</source>
        <translation>Activer le TRIM périodique pour tout le système (fstrim.timer hebdomadaire)</translation>
    </message>
    <message>
        <source>This turns on periodic TRIM: the systemd timer fstrim.timer is enabled and started, so once a week every mounted filesystem that supports it tells its drive which blocks are free. No file is changed or deleted; `systemctl disable --now fstrim.timer` turns it off again.</source>
        <translation>Ceci active le TRIM périodique&#xa0;: le minuteur systemd fstrim.timer est activé et démarré, de sorte qu&apos;une fois par semaine chaque système de fichiers monté qui le prend en charge indique à son disque quels blocs sont libres. Aucun fichier n&apos;est modifié ni supprimé&#xa0;; `systemctl disable --now fstrim.timer` le désactive.</translation>
    </message>
    <message>
        <source>Trim the free space of every mounted filesystem on %1 now</source>
        <translation>Exécuter TRIM maintenant sur l&apos;espace libre de chaque système de fichiers monté sur %1</translation>
    </message>
    <message>
        <source>This trims the free space of %1 now (FITRIM): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation>Ceci exécute TRIM maintenant sur l&apos;espace libre de %1 (FITRIM)&#xa0;: le disque est informé des blocs qui ne contiennent aucune donnée. Les fichiers ne sont pas touchés&#xa0;; sur un disque volumineux sans TRIM depuis longtemps, cela peut prendre quelques minutes.</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>l&apos;espace d&apos;échange</translation>
    </message>
    <message>
        <source>This resizes swap to %1: swap is turned off, resized and turned on again (the system may be slow for a moment if memory is short).</source>
        <translation>Ceci redimensionne l&apos;espace d&apos;échange (swap) à %1&#xa0;: il est désactivé, redimensionné puis réactivé (le système peut ralentir un moment si la mémoire manque).</translation>
    </message>
    <message>
        <source>This turns swap off and removes it, freeing its space; with little memory, programs may be stopped when it runs out.</source>
        <translation>Ceci désactive et supprime l&apos;espace d&apos;échange (swap), ce qui libère sa place&#xa0;; avec peu de mémoire, des programmes peuvent être arrêtés quand elle est épuisée.</translation>
    </message>
    <message>
        <source>Turn TRIM on for the whole system, with the weekly Optimize Drives task (retrim)</source>
        <translation>Activer le TRIM pour tout le système, avec la tâche hebdomadaire Optimiser les lecteurs (retrim)</translation>
    </message>
    <message>
        <source>This turns TRIM on for the whole system (fsutil behavior set DisableDeleteNotify 0) and enables the Optimize Drives task, which retrims every SSD volume once a week. No file is changed or deleted; Optimize Drives (dfrgui) shows and changes the schedule.</source>
        <translation>Ceci active le TRIM pour tout le système (fsutil behavior set DisableDeleteNotify 0) ainsi que la tâche Optimiser les lecteurs, qui relance TRIM sur chaque volume SSD une fois par semaine. Aucun fichier n&apos;est modifié ni supprimé&#xa0;; Optimiser les lecteurs (dfrgui) affiche et modifie la planification.</translation>
    </message>
    <message>
        <source>Retrim every volume on %1 now (as Optimize Drives does)</source>
        <translation>Relancer TRIM maintenant sur chaque volume de %1 (comme Optimiser les lecteurs)</translation>
    </message>
    <message>
        <source>This retrims %1 now (defrag %1 /L, what Optimize Drives runs): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation>Ceci relance TRIM maintenant sur %1 (defrag %1 /L, ce qu&apos;exécute Optimiser les lecteurs)&#xa0;: le disque est informé des blocs qui ne contiennent aucune donnée. Les fichiers ne sont pas touchés&#xa0;; sur un disque volumineux sans TRIM depuis longtemps, cela peut prendre quelques minutes.</translation>
    </message>
    <message>
        <source>the pagefile</source>
        <translation>le fichier d&apos;échange</translation>
    </message>
    <message>
        <source>This sets the pagefile to %1 (System Properties → Advanced → Virtual memory shows the same setting); Windows applies it at the next restart.</source>
        <translation>Ceci fixe la taille du fichier d&apos;échange à %1 (Propriétés système → Paramètres système avancés → Mémoire virtuelle affiche le même réglage)&#xa0;; Windows l&apos;applique au prochain redémarrage.</translation>
    </message>
    <message>
        <source>Windows keeps a pagefile for crash dumps and memory it cannot otherwise free; set a small custom size instead of removing it.</source>
        <translation>Windows conserve un fichier d&apos;échange pour les vidages sur incident et la mémoire qu&apos;il ne peut pas libérer autrement&#xa0;; définissez une petite taille personnalisée plutôt que de le supprimer.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>secondes</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Steps of the dry run</source>
        <translation>Étapes de la simulation</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>The language changes when SSD Toolbox starts again.</source>
        <translation>La langue changera au prochain démarrage de SSD Toolbox.</translation>
    </message>
</context>
<context>
    <name>ssd::gui::Alerts</name>
    <message>
        <source>%1: %2 on %3</source>
        <translation>%1&#xa0;: %2 sur %3</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Open SSD Toolbox to see them all.</source>
        <translation>Ouvrez SSD Toolbox pour les voir toutes.</translation>
    </message>
    <message numerus="yes">
        <source>%n more new alert(s)</source>
        <translation>
            <numerusform>%n autre nouvelle alerte</numerusform>
            <numerusform>%n autres nouvelles alertes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::gui::AlertsPage</name>
    <message>
        <source>%1 (cleared %2)</source>
        <translation>%1 (résolue le %2)</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alerte</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravité</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Périphérique</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Depuis</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Dernière fois</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>Acquittée</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Disque</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actives</translation>
    </message>
    <message>
        <source>Acknowledged (silent until it gets worse)</source>
        <translation>Acquittées (silencieuses jusqu&apos;à aggravation)</translation>
    </message>
    <message numerus="yes">
        <source>Past (cleared in the last %n day(s))</source>
        <translation>
            <numerusform>Passées (résolues il y a moins de %n jour)</numerusform>
            <numerusform>Passées (résolues il y a moins de %n jours)</numerusform>
        </translation>
    </message>
    <message>
        <source>Note (optional): why this is known and fine for now</source>
        <translation>Remarque (facultative)&#xa0;: pourquoi ce problème est connu et acceptable pour le moment</translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation>Acquitter</translation>
    </message>
    <message>
        <source>Silence the selected alert until it gets worse (asks for administrator rights: it changes the history database)</source>
        <translation>Rendre l&apos;alerte sélectionnée silencieuse jusqu&apos;à ce qu&apos;elle s&apos;aggrave (demande des droits d&apos;administrateur&#xa0;: cela modifie la base de données de l&apos;historique)</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Base de données&#xa0;: %1</translation>
    </message>
    <message>
        <source>No alerts yet: alerts are raised by the ssd-toolbox-sample timer&apos;s readings (or `sudo ssdtool sample`). %1 does not exist.</source>
        <translation>Aucune alerte pour l&apos;instant&#xa0;: les alertes sont déclenchées par les relevés du minuteur ssd-toolbox-sample (ou `sudo ssdtool sample`). %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>No alerts: every rule is quiet on every drive in this history.</source>
        <translation>Aucune alerte&#xa0;: aucune règle ne s&apos;est déclenchée sur les disques de cet historique.</translation>
    </message>
    <message>
        <source>Acknowledging alert %1…</source>
        <translation>Acquittement de l&apos;alerte %1…</translation>
    </message>
    <message>
        <source>Acknowledged: it stays silent until it gets worse.</source>
        <translation>Acquittée&#xa0;: elle reste silencieuse jusqu&apos;à ce qu&apos;elle s&apos;aggrave.</translation>
    </message>
    <message>
        <source>Not acknowledged: %1</source>
        <translation>Non acquittée&#xa0;: %1</translation>
    </message>
    <message>
        <source>acknowledged %1</source>
        <translation>acquittée le %1</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Alertes</translation>
    </message>
    <message>
        <source>Note for the acknowledgement</source>
        <translation>Remarque pour l&apos;acquittement</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchDetailPanel</name>
    <message>
        <source>Replay of %1</source>
        <translation>Rejeu de %1</translation>
    </message>
    <message>
        <source>%1: %2 requests, %3. The drive was busy %4 s of %5 s: average data rate %6 MB/s, %7 IOPS.</source>
        <translation>%1&#xa0;: %2 requêtes, %3. Le disque a été occupé %4 s sur %5 s&#xa0;: débit moyen %6 MB/s, %7 IOPS.</translation>
    </message>
    <message>
        <source>Latency by direction and size</source>
        <translation>Latence par sens et par taille</translation>
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
        <translation>  %1&#xa0;: %2 requêtes, latence p50 %3 us, p99 %4 us, p99,9 %5 us, p99,99 %6 us</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Throughput by transfer size</source>
        <translation>Débit par taille de transfert</translation>
    </message>
    <message>
        <source>read</source>
        <translation>lecture</translation>
    </message>
    <message>
        <source>write</source>
        <translation>écriture</translation>
    </message>
    <message>
        <source>write, compressible data</source>
        <translation>écriture, données compressibles</translation>
    </message>
    <message>
        <source>transfer size (queue depth 4)</source>
        <translation>taille de transfert (profondeur de file d&apos;attente 4)</translation>
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
        <translation>%1 tailles de %2 à %3&#xa0;; chaque taille est lue et écrite dans la même zone de 2 GiB.</translation>
    </message>
    <message>
        <source>Latency after idle periods</source>
        <translation>Latence après des périodes d&apos;inactivité</translation>
    </message>
    <message>
        <source>first request after the idle period</source>
        <translation>première requête après la période d&apos;inactivité</translation>
    </message>
    <message>
        <source>the request right after it</source>
        <translation>la requête juste après</translation>
    </message>
    <message>
        <source> (medians):</source>
        <translation> (médianes)&#xa0;:</translation>
    </message>
    <message>
        <source>  after %1 s idle: first request %2 us, the next %3 us, waking up took %4 us</source>
        <translation>  après %1 s d&apos;inactivité&#xa0;: première requête %2 us, la suivante %3 us, le réveil a pris %4 us</translation>
    </message>
    <message>
        <source>idle seconds</source>
        <translation>secondes d&apos;inactivité</translation>
    </message>
    <message>
        <source>A 4 KiB random read after each idle period, and one right after it; the difference is the drive waking up (at most %1 us here).</source>
        <translation>Une lecture aléatoire de 4 KiB après chaque période d&apos;inactivité, puis une autre juste après&#xa0;; la différence correspond au réveil du disque (au plus %1 us ici).</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchProcess</name>
    <message>
        <source>Stopped.</source>
        <translation>Arrêté.</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>code de sortie %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchSnapshot</name>
    <message>
        <source>&lt;b&gt;SSD Toolbox benchmark&lt;/b&gt;</source>
        <translation>&lt;b&gt;Test de performance SSD Toolbox&lt;/b&gt;</translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark</source>
        <translation>Test de performance SSD Toolbox</translation>
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
        <translation>MB/s · %1 IOPS (en cours)</translation>
    </message>
    <message>
        <source>MB/s · %1 IOPS</source>
        <translation>MB/s · %1 IOPS</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MB/s, %3 IOPS&lt;br&gt;Latency (µs): mean %4, median %5, 99 %% %6, 99.9 %% %7, 99.99 %% %8, max %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MB/s, %3 IOPS&lt;br&gt;Latence (µs)&#xa0;: moyenne %4, médiane %5, 99&#xa0;%% %6, 99,9&#xa0;%% %7, 99,99&#xa0;%% %8, max %9</translation>
    </message>
    <message>
        <source>µs waking up, the most after any idle period</source>
        <translation>µs de réveil, le maximum après une période d&apos;inactivité</translation>
    </message>
    <message>
        <source>&lt;br&gt;after %1 s idle: %2 µs (awake %3 µs)</source>
        <translation>&lt;br&gt;après %1 s d&apos;inactivité&#xa0;: %2 µs (réveillé&#xa0;: %3 µs)</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;First request after idle&lt;/b&gt;</source>
        <translation>&lt;br&gt;&lt;b&gt;Première requête après inactivité&lt;/b&gt;</translation>
    </message>
    <message>
        <source>last: %1 MB/s</source>
        <translation>dernier&#xa0;: %1 MB/s</translation>
    </message>
    <message>
        <source>The drive&apos;s last run of this test, %1: %2 MB/s, %3 IOPS, latency p99 %4 µs</source>
        <translation>Dernière exécution de ce test sur ce disque, %1&#xa0;: %2 MB/s, %3 IOPS, latence p99 %4 µs</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchmarkPage</name>
    <message>
        <source>Benchmark writes to the whole drive</source>
        <translation>Le test de performance écrit sur tout le disque</translation>
    </message>
    <message>
        <source>This benchmark writes to %1 and destroys everything on it.
%2</source>
        <translation>Ce test de performance écrit sur %1 et détruit tout son contenu.
%2</translation>
    </message>
    <message>
        <source>What is written. Drives that compress (SandForce) look much faster with zeros.</source>
        <translation>Les données écrites. Les disques qui compressent (SandForce) semblent beaucoup plus rapides avec des zéros.</translation>
    </message>
    <message>
        <source>Preset size</source>
        <translation>Taille du préréglage</translation>
    </message>
    <message>
        <source>The test area: larger than the drive&apos;s cache shows its sustained speed.</source>
        <translation>La zone de test&#xa0;: plus grande que le cache du disque, elle montre sa vitesse soutenue.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Preset time</source>
        <translation>Durée du préréglage</translation>
    </message>
    <message>
        <source>Measured seconds per test; below 2 s the warm-up is skipped.</source>
        <translation>Secondes mesurées par test&#xa0;; en dessous de 2 s, le préchauffage est ignoré.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Cible&#xa0;:</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Préréglage&#xa0;:</translation>
    </message>
    <message>
        <source>Trace:</source>
        <translation>Trace&#xa0;:</translation>
    </message>
    <message>
        <source>Data, size, time:</source>
        <translation>Données, taille, durée&#xa0;:</translation>
    </message>
    <message>
        <source>Ready. A benchmark in a folder runs as you; its test file is removed afterwards.</source>
        <translation>Prêt. Un test de performance dans un dossier s&apos;exécute sous votre compte&#xa0;; son fichier de test est supprimé ensuite.</translation>
    </message>
    <message>
        <source>Throughput over time</source>
        <translation>Débit au fil du temps</translation>
    </message>
    <message>
        <source>Copy results</source>
        <translation>Copier les résultats</translation>
    </message>
    <message>
        <source>Save JSON…</source>
        <translation>Exporter JSON…</translation>
    </message>
    <message>
        <source>Save text…</source>
        <translation>Exporter texte…</translation>
    </message>
    <message>
        <source>Save PNG…</source>
        <translation>Exporter PNG…</translation>
    </message>
    <message>
        <source>Serial number in the PNG</source>
        <translation>Numéro de série dans le PNG</translation>
    </message>
    <message>
        <source>Off: the picture says the drive&apos;s model but not its serial number, for posting it.</source>
        <translation>Décoché&#xa0;: l&apos;image indique le modèle du disque mais pas son numéro de série, pour pouvoir la publier.</translation>
    </message>
    <message>
        <source>Benchmark in which folder?</source>
        <translation>Test de performance dans quel dossier&#xa0;?</translation>
    </message>
    <message>
        <source>Home folder (%1)</source>
        <translation>Dossier personnel (%1)</translation>
    </message>
    <message>
        <source>%1 %2 (raw drive)</source>
        <translation>%1 %2 (disque brut)</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Choisir un dossier…</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>Non démarré&#xa0;: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read&lt;/b&gt;</source>
        <translation>&lt;b&gt;Lecture&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Write&lt;/b&gt;</source>
        <translation>&lt;b&gt;Écriture&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other&lt;/b&gt;</source>
        <translation>&lt;b&gt;Autre&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not started: choose the trace to replay.</source>
        <translation>Non démarré&#xa0;: choisissez la trace à rejouer.</translation>
    </message>
    <message>
        <source>Not started: a benchmark that writes to a raw drive needs its serial number.</source>
        <translation>Non démarré&#xa0;: un test de performance qui écrit sur un disque brut nécessite son numéro de série.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>secondes</translation>
    </message>
    <message>
        <source>Starting: %1</source>
        <translation>Démarrage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Arrêt en cours…</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3 %4</source>
        <translation>Étape %1 sur %2&#xa0;: %3 %4</translation>
    </message>
    <message>
        <source>(warming up)</source>
        <translation>(préchauffage)</translation>
    </message>
    <message>
        <source>Done: %1 (%2 data, test area %3, engine %4).</source>
        <translation>Terminé&#xa0;: %1 (données %2, zone de test %3, moteur %4).</translation>
    </message>
    <message>
        <source>Stopped. %1</source>
        <translation>Arrêté. %1</translation>
    </message>
    <message>
        <source>The benchmark did not run: %1</source>
        <translation>Le test de performance n&apos;a pas été exécuté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Read throughput across the test area</source>
        <translation>Débit de lecture sur la zone de test</translation>
    </message>
    <message>
        <source>position (GB)</source>
        <translation>position (GB)</translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark of %1 (preset %2, %3 data, test area %4, engine %5)</source>
        <translation>Test de performance SSD Toolbox de %1 (préréglage %2, données %3, zone de test %4, moteur %5)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <source>Save benchmark as JSON</source>
        <translation>Enregistrer le test de performance en JSON</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Save benchmark as text</source>
        <translation>Enregistrer le test de performance en texte</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <source>Save benchmark as PNG</source>
        <translation>Enregistrer le test de performance en PNG</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not save %1: the picture could not be made</source>
        <translation>Impossible d&apos;enregistrer %1&#xa0;: l&apos;image n&apos;a pas pu être créée</translation>
    </message>
    <message>
        <source>Benchmark results</source>
        <translation>Résultats du test de performance</translation>
    </message>
    <message>
        <source>Test data</source>
        <translation>Données de test</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Taille de la zone de test</translation>
    </message>
    <message>
        <source>Seconds per test</source>
        <translation>Secondes par test</translation>
    </message>
</context>
<context>
    <name>ssd::gui::CaptureReader</name>
    <message>
        <source>ssdtool exited with status %1</source>
        <translation>ssdtool s&apos;est terminé avec le code de sortie %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::Chart</name>
    <message>
        <source>%1: no data</source>
        <translation>%1&#xa0;: aucune donnée</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n point(s) along %3, from %4 to %5</source>
        <translation>
            <numerusform>%1 (%2)&#xa0;: %n point selon %3, valeurs de %4 à %5</numerusform>
            <numerusform>%1 (%2)&#xa0;: %n points selon %3, valeurs de %4 à %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Graphique</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>Aucune donnée</translation>
    </message>
</context>
<context>
    <name>ssd::gui::ChecksPage</name>
    <message>
        <source>Done. The checks are being run again.</source>
        <translation>Terminé. Les contrôles sont relancés.</translation>
    </message>
    <message>
        <source>The fix was not applied: %1</source>
        <translation>La correction n&apos;a pas été appliquée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The checks could not run: %1</source>
        <translation>Les contrôles n&apos;ont pas pu être exécutés&#xa0;: %1</translation>
    </message>
    <message>
        <source>Running the checks…</source>
        <translation>Contrôles en cours…</translation>
    </message>
    <message>
        <source>This drive (%1)</source>
        <translation>Ce disque (%1)</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Cet ordinateur</translation>
    </message>
    <message>
        <source>✓ Nothing to fix.</source>
        <translation>✓ Rien à corriger.</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Critique</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Informations</translation>
    </message>
    <message>
        <source>Not checked (%1)</source>
        <translation>Non évalués (%1)</translation>
    </message>
    <message>
        <source>(No button: %1.)</source>
        <translation>(Aucun bouton&#xa0;: %1.)</translation>
    </message>
    <message>
        <source>Running: %1…</source>
        <translation>Exécution&#xa0;: %1…</translation>
    </message>
    <message>
        <source>Setup checks</source>
        <translation>Contrôles de configuration</translation>
    </message>
</context>
<context>
    <name>ssd::gui::DBusNotifier</name>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
</context>
<context>
    <name>ssd::gui::DriveListWidget</name>
    <message>
        <source>Drive</source>
        <translation>Disque</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Santé</translation>
    </message>
    <message>
        <source>Temp.</source>
        <translation>Temp.</translation>
    </message>
    <message>
        <source>Drives could not be listed: %1</source>
        <translation>Impossible de lister les disques&#xa0;: %1</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>Modèle inconnu</translation>
    </message>
    <message>
        <source>%1
Serial: %2
Firmware: %3
Interface: %4</source>
        <translation>%1
Numéro de série&#xa0;: %2
Micrologiciel&#xa0;: %3
Interface&#xa0;: %4</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>lecture…</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s SMART data</source>
        <translation>En attente des données SMART du disque</translation>
    </message>
    <message>
        <source>no SMART</source>
        <translation>pas de SMART</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>needs root</source>
        <translation>root requis</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
</context>
<context>
    <name>ssd::gui::EraseWizard</name>
    <message>
        <source>Secure erase — %1</source>
        <translation>Effacement sécurisé — %1</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Méthode&#xa0;:</translation>
    </message>
    <message>
        <source>A secure erase resets every cell of the flash (or its encryption key): all data on the drive is gone for good and the drive is as fast as new.</source>
        <translation>Un effacement sécurisé réinitialise chaque cellule de la mémoire flash (ou sa clé de chiffrement)&#xa0;: toutes les données du disque sont définitivement perdues et le disque redevient aussi rapide que neuf.</translation>
    </message>
    <message>
        <source>The strongest the drive supports</source>
        <translation>La plus sûre prise en charge par le disque</translation>
    </message>
</context>
<context>
    <name>ssd::gui::FirmwareWizard</name>
    <message>
        <source>Firmware update — %1</source>
        <translation>Mise à jour du micrologiciel — %1</translation>
    </message>
    <message>
        <source>The firmware image from the drive&apos;s vendor</source>
        <translation>L&apos;image du micrologiciel fournie par le constructeur du disque</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Use only an image made for exactly this model. Keep the computer on mains power: an interrupted update can leave the drive unusable. Back up first.</source>
        <translation>N&apos;utilisez qu&apos;une image conçue pour ce modèle précis. Laissez l&apos;ordinateur branché sur le secteur&#xa0;: une mise à jour interrompue peut rendre le disque inutilisable. Faites d&apos;abord une sauvegarde.</translation>
    </message>
    <message>
        <source>Firmware image</source>
        <translation>Image du micrologiciel</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HelperBackend</name>
    <message>
        <source>The SSD Toolbox service is not installed (no %1).</source>
        <translation>Le service SSD Toolbox n&apos;est pas installé (%1 absent).</translation>
    </message>
    <message>
        <source>Connecting to the SSD Toolbox service…</source>
        <translation>Connexion au service SSD Toolbox…</translation>
    </message>
    <message>
        <source>The helper was restarted.</source>
        <translation>Le programme auxiliaire a été redémarré.</translation>
    </message>
    <message>
        <source>Administrator helper (%1): asking…</source>
        <translation>Programme auxiliaire administrateur (%1)&#xa0;: demande en cours…</translation>
    </message>
    <message>
        <source>Starting the helper…</source>
        <translation>Démarrage du programme auxiliaire…</translation>
    </message>
    <message>
        <source>Asking for administrator rights…</source>
        <translation>Demande des droits d&apos;administrateur…</translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation>Annulé avant le démarrage.</translation>
    </message>
    <message>
        <source>No helper</source>
        <translation>Aucun programme auxiliaire</translation>
    </message>
    <message>
        <source>The helper sent a line that cannot be read (%1): reinstall SSD Toolbox.</source>
        <translation>Le programme auxiliaire a envoyé une ligne illisible (%1)&#xa0;: réinstallez SSD Toolbox.</translation>
    </message>
    <message>
        <source>The helper speaks another protocol version (this GUI needs %1): reinstall SSD Toolbox.</source>
        <translation>Le programme auxiliaire utilise une autre version du protocole (cette interface nécessite la version %1)&#xa0;: réinstallez SSD Toolbox.</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service</source>
        <translation>Connecté au service SSD Toolbox</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service: drives and SMART need no password; a change asks for authorization when you make it.</source>
        <translation>Connecté au service SSD Toolbox&#xa0;: les disques et SMART ne nécessitent aucun mot de passe&#xa0;; une modification demande une autorisation au moment où vous l&apos;effectuez.</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service (without administrator rights)</source>
        <translation>Connecté au service SSD Toolbox (sans droits d&apos;administrateur)</translation>
    </message>
    <message>
        <source>The SSD Toolbox service runs without administrator rights.</source>
        <translation>Le service SSD Toolbox s&apos;exécute sans droits d&apos;administrateur.</translation>
    </message>
    <message>
        <source>Administrator helper (%1)</source>
        <translation>Programme auxiliaire administrateur (%1)</translation>
    </message>
    <message>
        <source>Administrator helper (running as administrator)</source>
        <translation>Programme auxiliaire administrateur (exécuté en tant qu&apos;administrateur)</translation>
    </message>
    <message>
        <source>Running with administrator rights (helper: ssdtool serve).</source>
        <translation>Exécution avec les droits d&apos;administrateur (programme auxiliaire&#xa0;: ssdtool serve).</translation>
    </message>
    <message>
        <source>The helper runs without administrator rights.</source>
        <translation>Le programme auxiliaire s&apos;exécute sans droits d&apos;administrateur.</translation>
    </message>
    <message>
        <source>Helper without administrator rights</source>
        <translation>Programme auxiliaire sans droits d&apos;administrateur</translation>
    </message>
    <message>
        <source>The SSD Toolbox service closed the connection; try again (the next request reconnects).</source>
        <translation>Le service SSD Toolbox a fermé la connexion&#xa0;; réessayez (la prochaine requête rétablit la connexion).</translation>
    </message>
    <message>
        <source>SSD Toolbox service: disconnected, the next request reconnects</source>
        <translation>Service SSD Toolbox&#xa0;: déconnecté, la prochaine requête rétablit la connexion</translation>
    </message>
    <message>
        <source>The SSD Toolbox service did not answer at %1%2.</source>
        <translation>Le service SSD Toolbox n&apos;a pas répondu sur %1%2.</translation>
    </message>
    <message>
        <source>The helper stopped (exit status %1).</source>
        <translation>Le programme auxiliaire s&apos;est arrêté (code de sortie %1).</translation>
    </message>
    <message>
        <source>ssdtool serve could not be started (%1): %2</source>
        <translation>Impossible de démarrer ssdtool serve (%1)&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryCharts</name>
    <message>
        <source>Written per day</source>
        <translation>Écritures par jour</translation>
    </message>
    <message>
        <source>Write amplification per week</source>
        <translation>Amplification d&apos;écriture par semaine</translation>
    </message>
    <message>
        <source>Temperature per day</source>
        <translation>Température par jour</translation>
    </message>
    <message>
        <source>Life used</source>
        <translation>Durée de vie utilisée</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>NAND</source>
        <translation>NAND</translation>
    </message>
    <message>
        <source>NAND / host</source>
        <translation>NAND / hôte</translation>
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
        <translation>Min</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Warning threshold</source>
        <translation>Seuil d&apos;avertissement</translation>
    </message>
    <message>
        <source>% used</source>
        <translation>% utilisés</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>Projection</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryPage</name>
    <message>
        <source>Open database…</source>
        <translation>Ouvrir une base…</translation>
    </message>
    <message>
        <source>Pick a drive in the history</source>
        <translation>Choisissez un disque de l&apos;historique</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>12 derniers mois</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tout</translation>
    </message>
    <message>
        <source>From – to</source>
        <translation>Du … au …</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Disque&#xa0;:</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>Période&#xa0;:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>au</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Base de données&#xa0;: %1</translation>
    </message>
    <message>
        <source>Open a history database</source>
        <translation>Ouvrir une base de données d&apos;historique</translation>
    </message>
    <message>
        <source>History databases (*.sqlite *.db);;All files (*)</source>
        <translation>Bases de données d&apos;historique (*.sqlite *.db);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`). %1 does not exist.</source>
        <translation>Pas encore d&apos;historique&#xa0;: le minuteur ssd-toolbox-sample enregistre un relevé par heure (ou exécutez `sudo ssdtool sample`). %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`).</source>
        <translation>Pas encore d&apos;historique&#xa0;: le minuteur ssd-toolbox-sample enregistre un relevé par heure (ou exécutez `sudo ssdtool sample`).</translation>
    </message>
    <message>
        <source> (not connected)</source>
        <translation> (non connecté)</translation>
    </message>
    <message>
        <source>Pick a drive in the history.</source>
        <translation>Choisissez un disque de l&apos;historique.</translation>
    </message>
    <message>
        <source>The selected drive (serial %1) has no readings in this history; drives that have are in the list above.</source>
        <translation>Le disque sélectionné (numéro de série %1) n&apos;a aucun relevé dans cet historique&#xa0;; les disques qui en ont figurent dans la liste ci-dessus.</translation>
    </message>
    <message>
        <source>No readings of %1 in this interval; its history runs from %2 to %3.</source>
        <translation>Aucun relevé de %1 sur cette période&#xa0;; son historique va du %2 au %3.</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Disque</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Date de début</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Date de fin</translation>
    </message>
    <message>
        <source>History charts</source>
        <translation>Graphiques de l&apos;historique</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistorySummary</name>
    <message>
        <source>%1 a day</source>
        <translation>%1 par jour</translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s)</source>
        <translation>
            <numerusform>%n relevé</numerusform>
            <numerusform>%n relevés</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 to %2</source>
        <translation>, du %1 au %2</translation>
    </message>
    <message>
        <source> (%1 in standby, not read)</source>
        <translation> (en veille, non lus&#xa0;: %1)</translation>
    </message>
    <message>
        <source>host %1, NAND %2</source>
        <translation>hôte %1, NAND %2</translation>
    </message>
    <message>
        <source> (at least: a counter reset hides some writes)</source>
        <translation> (au minimum&#xa0;: une remise à zéro de compteur masque une partie des écritures)</translation>
    </message>
    <message>
        <source>
%1 counter: %2 between %3 and %4</source>
        <translation>
Compteur %1&#xa0;: %2 entre %3 et %4</translation>
    </message>
    <message>
        <source>%1 over the interval</source>
        <translation>%1 sur la période</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>inconnue&#xa0;: %1</translation>
    </message>
    <message>
        <source>no readings</source>
        <translation>aucun relevé</translation>
    </message>
    <message>
        <source>min %1 °C, average %2 °C, max %3 °C</source>
        <translation>min %1 °C, moyenne %2 °C, max %3 °C</translation>
    </message>
    <message>
        <source>; %1 h %2 min at or above the drive&apos;s warning threshold of %3 °C</source>
        <translation>; %1 h %2 min à %3 °C ou plus (seuil d&apos;avertissement du disque)</translation>
    </message>
    <message>
        <source>; the drive states no warning threshold</source>
        <translation>; le disque n&apos;indique aucun seuil d&apos;avertissement</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>non indiqué</translation>
    </message>
    <message>
        <source>, %1 % a year</source>
        <translation>, %1&#xa0;% par an</translation>
    </message>
    <message>
        <source>; %1 % of the rated %2 written (%3)</source>
        <translation>; %1&#xa0;% des %2 nominaux écrits (%3)</translation>
    </message>
    <message>
        <source>%1: %2 → %3 between %4 and %5</source>
        <translation>%1&#xa0;: %2 → %3 entre %4 et %5</translation>
    </message>
    <message>
        <source>Verdict %1 → %2 at %3</source>
        <translation>Verdict %1 → %2 le %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 was %2; from %3: %4</source>
        <translation>%1 était %2&#xa0;; à partir du %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>no later bound</source>
        <translation>pas de borne supérieure</translation>
    </message>
    <message>
        <source>100 % around %1 (between %2 and %3)</source>
        <translation>100&#xa0;% vers le %1 (entre %2 et %3)</translation>
    </message>
    <message>
        <source>Readings:</source>
        <translation>Relevés&#xa0;:</translation>
    </message>
    <message>
        <source>Written:</source>
        <translation>Écritures&#xa0;:</translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation>Amplification d&apos;écriture&#xa0;:</translation>
    </message>
    <message>
        <source>Per day:</source>
        <translation>Par jour&#xa0;:</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>Température&#xa0;:</translation>
    </message>
    <message>
        <source>Life used:</source>
        <translation>Durée de vie utilisée&#xa0;:</translation>
    </message>
    <message>
        <source>Projection:</source>
        <translation>Projection&#xa0;:</translation>
    </message>
    <message>
        <source>Changes:</source>
        <translation>Changements&#xa0;:</translation>
    </message>
    <message>
        <source>Device swaps:</source>
        <translation>Permutations de périphériques&#xa0;:</translation>
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
        <translation>Autoriser…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Synthèse</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Contrôles</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Performances</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Auto-test</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Alertes</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>SSD Toolbox — benchmark finished</source>
        <translation>SSD Toolbox — test de performance terminé</translation>
    </message>
    <message>
        <source>SSD Toolbox — benchmark stopped</source>
        <translation>SSD Toolbox — test de performance arrêté</translation>
    </message>
    <message>
        <source>Not a SMART capture</source>
        <translation>Ce n&apos;est pas une capture SMART</translation>
    </message>
    <message>
        <source>%1 could not be read as a saved smartctl --json capture: %2</source>
        <translation>Impossible de lire %1 comme une capture smartctl --json enregistrée&#xa0;: %2</translation>
    </message>
    <message>
        <source>Report cancelled.</source>
        <translation>Rapport annulé.</translation>
    </message>
    <message>
        <source>Reading the drives…</source>
        <translation>Lecture des disques…</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s).</source>
        <translation>
            <numerusform>%n disque.</numerusform>
            <numerusform>%n disques.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Open a saved SMART capture (smartctl --json)…</source>
        <translation>&amp;Ouvrir une capture SMART enregistrée (smartctl --json)…</translation>
    </message>
    <message>
        <source>Open a saved SMART capture</source>
        <translation>Ouvrir une capture SMART enregistrée</translation>
    </message>
    <message>
        <source>smartctl --json output (*.json);;All files (*)</source>
        <translation>Sortie smartctl --json (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Export report as &amp;HTML…</source>
        <translation>Exporter le rapport en &amp;HTML…</translation>
    </message>
    <message>
        <source>Export report as &amp;JSON…</source>
        <translation>Exporter le rapport en &amp;JSON…</translation>
    </message>
    <message>
        <source>Save a &amp;support capture…</source>
        <translation>Enregistrer une capture de &amp;diagnostic…</translation>
    </message>
    <message>
        <source>Every drive&apos;s SMART and NVMe logs in one file, for a technician to read elsewhere</source>
        <translation>Les journaux SMART et NVMe de tous les disques dans un seul fichier, pour qu&apos;un technicien les lise sur une autre machine</translation>
    </message>
    <message>
        <source>Save a support capture &amp;without serial numbers…</source>
        <translation>Enregistrer une capture de diagnostic sa&amp;ns numéros de série…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Actualiser</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;About SSD Toolbox</source>
        <translation>À &amp;propos de SSD Toolbox</translation>
    </message>
    <message>
        <source>About SSD Toolbox</source>
        <translation>À propos de SSD Toolbox</translation>
    </message>
    <message>
        <source>&lt;b&gt;SSD Toolbox %1&lt;/b&gt;&lt;p&gt;Health, setup checks, benchmarks and maintenance for solid-state drives. The same facts as &lt;code&gt;ssdtool&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;b&gt;SSD Toolbox %1&lt;/b&gt;&lt;p&gt;État de santé, contrôles de configuration, tests de performance et maintenance pour les disques SSD. Les mêmes informations que &lt;code&gt;ssdtool&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>SSD Toolbox — %1 (%2)</source>
        <translation>SSD Toolbox — %1 (%2)</translation>
    </message>
    <message>
        <source>Export report as HTML</source>
        <translation>Exporter le rapport en HTML</translation>
    </message>
    <message>
        <source>Export report as JSON</source>
        <translation>Exporter le rapport en JSON</translation>
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
        <translation>Enregistrer une capture de diagnostic</translation>
    </message>
    <message>
        <source>Writing the report (reading every drive)…</source>
        <translation>Écriture du rapport (lecture de chaque disque)…</translation>
    </message>
    <message>
        <source>Writing the support capture (reading every drive)…</source>
        <translation>Écriture de la capture de diagnostic (lecture de chaque disque)…</translation>
    </message>
    <message>
        <source>Support capture written to %1.</source>
        <translation>Capture de diagnostic écrite dans %1.</translation>
    </message>
    <message>
        <source>Report written to %1.</source>
        <translation>Rapport écrit dans %1.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The report failed: %1</source>
        <translation>Échec du rapport&#xa0;: %1</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Disques</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Paramètres</translation>
    </message>
</context>
<context>
    <name>ssd::gui::OverviewPage</name>
    <message>
        <source>%p % used</source>
        <translation>%p&#xa0;% utilisés</translation>
    </message>
    <message>
        <source>Life:</source>
        <translation>Durée de vie&#xa0;:</translation>
    </message>
    <message>
        <source>Rated endurance:</source>
        <translation>Endurance nominale&#xa0;:</translation>
    </message>
    <message>
        <source>Powered on:</source>
        <translation>Durée de fonctionnement&#xa0;:</translation>
    </message>
    <message>
        <source>Host writes:</source>
        <translation>Écritures hôte&#xa0;:</translation>
    </message>
    <message>
        <source>NAND writes:</source>
        <translation>Écritures NAND&#xa0;:</translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation>Amplification d&apos;écriture&#xa0;:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Micrologiciel&#xa0;:</translation>
    </message>
    <message>
        <source>%1 % of %2 TB used (%3 TB written)</source>
        <translation>%1&#xa0;% de %2 TB utilisés (%3 TB écrits)</translation>
    </message>
    <message numerus="yes">
        <source>, rated over %n year(s)</source>
        <translation>
            <numerusform>, valeur nominale sur %n an</numerusform>
            <numerusform>, valeur nominale sur %n ans</numerusform>
        </translation>
    </message>
    <message>
        <source> — your rating</source>
        <translation> — votre valeur</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>Aucun disque sélectionné</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>Modèle inconnu</translation>
    </message>
    <message>
        <source>%1 · %2 · serial %3 · %4</source>
        <translation>%1 · %2 · numéro de série %3 · %4</translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation>SMART n&apos;est pas disponible&#xa0;: %1</translation>
    </message>
    <message>
        <source>SMART needs administrator rights: %1</source>
        <translation>SMART nécessite des droits d&apos;administrateur&#xa0;: %1</translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation>Impossible de lire les données SMART&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation>Lecture des données SMART…</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <translation>État de santé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Health: unknown</source>
        <translation>État de santé&#xa0;: inconnu</translation>
    </message>
    <message>
        <source>%1 % used, %2 % remaining</source>
        <translation>%1&#xa0;% utilisés, %2&#xa0;% restants</translation>
    </message>
    <message>
        <source>; spare blocks %1 %</source>
        <translation>; blocs de réserve %1&#xa0;%</translation>
    </message>
    <message>
        <source>not reported by this drive</source>
        <translation>non indiqué par ce disque</translation>
    </message>
    <message>
        <source>, %1 power cycles</source>
        <translation>, cycles d&apos;alimentation&#xa0;: %1</translation>
    </message>
    <message>
        <source>For every byte the computer wrote, the flash wrote %1 bytes (garbage collection and wear levelling move data around). Around 1-3 is usual; a full, untrimmed drive climbs higher.</source>
        <translation>Pour chaque octet écrit par l&apos;ordinateur, la mémoire flash a écrit %1 octets (la récupération d&apos;espace et le nivellement de l&apos;usure déplacent des données). Une valeur de 1 à 3 est habituelle&#xa0;; un disque plein sans TRIM monte plus haut.</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>non disponible</translation>
    </message>
    <message>
        <source>The drive does not report what it needs.</source>
        <translation>Le disque ne fournit pas les données nécessaires.</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Raison&#xa0;: %1</translation>
    </message>
    <message>
        <source>No known advisory for this firmware.</source>
        <translation>Aucun avis connu concernant ce micrologiciel.</translation>
    </message>
    <message>
        <source>Drive overview</source>
        <translation>Synthèse du disque</translation>
    </message>
</context>
<context>
    <name>ssd::gui::ReplayChooser</name>
    <message>
        <source>a trace recorded with `ssdtool trace record`</source>
        <translation>une trace enregistrée avec `ssdtool trace record`</translation>
    </message>
    <message>
        <source>Trace file</source>
        <translation>Fichier de trace</translation>
    </message>
    <message>
        <source>Choose trace…</source>
        <translation>Choisir une trace…</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Vitesse de rejeu</translation>
    </message>
    <message>
        <source>At the recorded times: the drive gets the recorded idle time between requests, as the recorded day had it. As fast as possible: each request as soon as the recorded queue depth allows.</source>
        <translation>Aux instants enregistrés&#xa0;: le disque bénéficie entre les requêtes du temps d&apos;inactivité enregistré, comme lors de la journée enregistrée. Aussi vite que possible&#xa0;: chaque requête part dès que la profondeur de file d&apos;attente enregistrée le permet.</translation>
    </message>
    <message>
        <source>Replay which trace?</source>
        <translation>Rejouer quelle trace&#xa0;?</translation>
    </message>
    <message>
        <source>Traces (*.trace);;All files (*)</source>
        <translation>Traces (*.trace);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is %2, more than the %3 the helper is sent; replay it in a folder, or on the raw drive with `sudo ssdtool bench DEVICE --replay FILE`</source>
        <translation>%1 fait %2, plus que les %3 transmissibles au programme auxiliaire&#xa0;; rejouez-la dans un dossier, ou sur le disque brut avec `sudo ssdtool bench DEVICE --replay FILE`</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SelfTestLogTable</name>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>What the drive says</source>
        <translation>Message du disque</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Heures de fonctionnement</translation>
    </message>
    <message>
        <source>First failing LBA</source>
        <translation>Premier LBA en erreur</translation>
    </message>
    <message>
        <source> (%1 % of the test was left)</source>
        <translation> (il restait %1&#xa0;% du test)</translation>
    </message>
    <message>
        <source>Self-test log</source>
        <translation>Journal des auto-tests</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SelfTestPage</name>
    <message>
        <source>Test:</source>
        <translation>Test&#xa0;:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Démarrer</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Interrompre</translation>
    </message>
    <message>
        <source>The drive&apos;s self-test log (newest first)</source>
        <translation>Journal des auto-tests du disque (les plus récents en premier)</translation>
    </message>
    <message>
        <source>Start the extended self-test?</source>
        <translation>Démarrer l&apos;auto-test étendu&#xa0;?</translation>
    </message>
    <message>
        <source>Starting: %1…</source>
        <translation>Démarrage&#xa0;: %1…</translation>
    </message>
    <message>
        <source>Aborting: %1…</source>
        <translation>Interruption&#xa0;: %1…</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>Aucun disque sélectionné</translation>
    </message>
    <message>
        <source>This drive runs no self-test: %1</source>
        <translation>Ce disque n&apos;exécute aucun auto-test&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s self-tests…</source>
        <translation>Lecture des auto-tests du disque…</translation>
    </message>
    <message>
        <source>Schedule: %1</source>
        <translation>Planification&#xa0;: %1</translation>
    </message>
    <message>
        <source>No self-test in the drive&apos;s log yet.</source>
        <translation>Aucun auto-test dans le journal du disque pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Last test: %1 — %2</source>
        <translation>Dernier test&#xa0;: %1 — %2</translation>
    </message>
    <message>
        <source>, at %1 of power-on time</source>
        <translation>, à %1 de fonctionnement</translation>
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
        <translation>Actuel</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Pire</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Seuil</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Valeur brute</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation>Impossible de lire les données SMART&#xa0;: %1</translation>
    </message>
    <message>
        <source>No drive selected.</source>
        <translation>Aucun disque sélectionné.</translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation>Lecture des données SMART…</translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation>SMART n&apos;est pas disponible&#xa0;: %1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Défaillant</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>À surveiller</translation>
    </message>
    <message>
        <source>&lt;br&gt;Raw: %1</source>
        <translation>&lt;br&gt;Valeur brute&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n attribute(s)</source>
        <translation>
            <numerusform>%n attribut</numerusform>
            <numerusform>%n attributs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failing</source>
        <translation>
            <numerusform>, %n défaillant</numerusform>
            <numerusform>, %n défaillants</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n worth watching</source>
        <translation>
            <numerusform>, %n à surveiller</numerusform>
            <numerusform>, %n à surveiller</numerusform>
        </translation>
    </message>
    <message>
        <source>. Hover over a row for what it means. Current, worst and threshold are the vendor&apos;s normalized values (higher is better); raw values are decoded as smartctl prints them.</source>
        <translation>. Survolez une ligne pour voir sa signification. Actuel, Pire et Seuil sont les valeurs normalisées du constructeur (plus elles sont élevées, mieux c&apos;est)&#xa0;; les valeurs brutes sont décodées comme smartctl les affiche.</translation>
    </message>
    <message>
        <source>This drive reports no SMART attributes.</source>
        <translation>Ce disque ne fournit aucun attribut SMART.</translation>
    </message>
    <message>
        <source>NVMe drives report a health log instead of attributes.</source>
        <translation>Les disques NVMe fournissent un journal de santé au lieu d&apos;attributs.</translation>
    </message>
    <message>
        <source>SMART attributes</source>
        <translation>Attributs SMART</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SustainedPanel</name>
    <message>
        <source>Sustained write</source>
        <translation>Écriture soutenue</translation>
    </message>
    <message>
        <source>Cache size estimate:</source>
        <translation>Taille estimée du cache&#xa0;:</translation>
    </message>
    <message>
        <source>Before the drop:</source>
        <translation>Avant la chute&#xa0;:</translation>
    </message>
    <message>
        <source>After the drop:</source>
        <translation>Après la chute&#xa0;:</translation>
    </message>
    <message>
        <source>Dropped at:</source>
        <translation>Chute à&#xa0;:</translation>
    </message>
    <message>
        <source>Settled:</source>
        <translation>Stabilisation&#xa0;:</translation>
    </message>
    <message>
        <source>Stopped because:</source>
        <translation>Motif de l&apos;arrêt&#xa0;:</translation>
    </message>
    <message>
        <source>Sequential write speed, second by second</source>
        <translation>Vitesse d&apos;écriture séquentielle, seconde par seconde</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Chute</translation>
    </message>
    <message>
        <source>%1 written before the speed dropped</source>
        <translation>%1 écrits avant la chute de vitesse</translation>
    </message>
    <message>
        <source>no drop seen: %1</source>
        <translation>aucune chute constatée&#xa0;: %1</translation>
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
        <translation>à partir de %1 s</translation>
    </message>
    <message>
        <source>not settled</source>
        <translation>non stabilisée</translation>
    </message>
    <message>
        <source>%1 (%2 in %3 s; limits %4 s, %5)</source>
        <translation>%1 (%2 en %3 s&#xa0;; limites %4 s, %5)</translation>
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
        <translation>Effacement sécurisé…</translation>
    </message>
    <message>
        <source>Update firmware…</source>
        <translation>Mettre à jour le micrologiciel…</translation>
    </message>
    <message>
        <source>Tell the drive which blocks are free, now or every week. Safe: files are not touched. Helps a drive that slowed down as it filled.</source>
        <translation>Indique au disque quels blocs sont libres, maintenant ou chaque semaine. Sans risque&#xa0;: les fichiers ne sont pas touchés. Aide un disque qui a ralenti en se remplissant.</translation>
    </message>
    <message>
        <source>Erase everything with the drive&apos;s own secure-erase command (ATA Security Erase, NVMe Format or Sanitize): before selling or reusing a drive, or to restore its speed. Destroys all data; needs the serial number; never on a drive in use.</source>
        <translation>Efface tout avec la commande d&apos;effacement sécurisé du disque lui-même (ATA Security Erase, NVMe Format ou Sanitize)&#xa0;: avant de vendre ou de réutiliser un disque, ou pour lui rendre sa vitesse. Détruit toutes les données&#xa0;; nécessite le numéro de série&#xa0;; jamais sur un disque en cours d&apos;utilisation.</translation>
    </message>
    <message>
        <source>Flash a firmware image from the vendor (ATA DOWNLOAD MICROCODE, NVMe firmware download and commit). Needs the serial number; never on a drive in use.</source>
        <translation>Installe une image de micrologiciel fournie par le constructeur (ATA DOWNLOAD MICROCODE, téléchargement et validation du micrologiciel NVMe). Nécessite le numéro de série&#xa0;; jamais sur un disque en cours d&apos;utilisation.</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>Aucun disque sélectionné</translation>
    </message>
    <message>
        <source>These tools need administrator rights: %1</source>
        <translation>Ces outils nécessitent des droits d&apos;administrateur&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::TrayApp</name>
    <message>
        <source>Hottest: %1 °C, %2</source>
        <translation>Le plus chaud&#xa0;: %1 °C, %2</translation>
    </message>
    <message>
        <source>, its limit %1 °C</source>
        <translation>, sa limite&#xa0;: %1 °C</translation>
    </message>
    <message>
        <source>Open SSD Toolbox</source>
        <translation>Ouvrir SSD Toolbox</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>Vérifier maintenant</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>No history yet (%1 does not exist): the ssd-toolbox-sample timer records the drives hourly.</source>
        <translation>Pas encore d&apos;historique (%1 n&apos;existe pas)&#xa0;: le minuteur ssd-toolbox-sample relève les disques toutes les heures.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>No alerts in %1: %2</source>
        <translation>Aucune alerte dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Could not read the alerts in %1: %2</source>
        <translation>Impossible de lire les alertes dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>SSD Toolbox</source>
        <translation>SSD Toolbox</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s)</source>
        <translation>
            <numerusform>%n disque</numerusform>
            <numerusform>%n disques</numerusform>
        </translation>
    </message>
    <message>
        <source>Drives: %1 (%2)</source>
        <translation>Disques&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>, worst %1</source>
        <translation>, le pire&#xa0;: %1</translation>
    </message>
    <message>
        <source>Alerts: %1 active, %2 acknowledged</source>
        <translation>Alertes actives&#xa0;: %1, acquittées&#xa0;: %2</translation>
    </message>
    <message>
        <source>Hottest: no temperature read</source>
        <translation>Le plus chaud&#xa0;: aucune température relevée</translation>
    </message>
    <message>
        <source>Drives: unknown</source>
        <translation>Disques&#xa0;: état inconnu</translation>
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
        <translation>TRIM indique au disque quels blocs ne contiennent aucune donnée, afin qu&apos;il puisse les effacer à l&apos;avance et garder des écritures rapides. Les fichiers ne sont pas touchés.</translation>
    </message>
</context>
</TS>
