<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>QObject</name>
    <message>
        <source>

Command: %1</source>
        <translation>

Команда: %1</translation>
    </message>
    <message>
        <source>the finding&apos;s action has no command</source>
        <translation>у действия для этой проблемы нет команды</translation>
    </message>
    <message>
        <source>not an ssdtool command: %1</source>
        <translation>это не команда ssdtool: %1</translation>
    </message>
    <message>
        <source>Turn on periodic TRIM</source>
        <translation>Включить периодический TRIM</translation>
    </message>
    <message>
        <source>Trim %1 now</source>
        <translation>Выполнить TRIM для %1 сейчас</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size</source>
        <translation>«%1» — это не размер</translation>
    </message>
    <message>
        <source>Resize %1 to %2</source>
        <translation>Изменить размер: %1 → %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Удалить %1</translation>
    </message>
    <message>
        <source>Turn hibernation off</source>
        <translation>Отключить гибернацию</translation>
    </message>
    <message>
        <source>Turn hibernation on</source>
        <translation>Включить гибернацию</translation>
    </message>
    <message>
        <source>This turns hibernation off and frees the space reserved for the memory image; the computer can still sleep (suspend to RAM).</source>
        <translation>Это отключит гибернацию и освободит место, зарезервированное под образ памяти; компьютер по-прежнему сможет переходить в спящий режим (suspend to RAM).</translation>
    </message>
    <message>
        <source>This turns hibernation on; space for the memory image is reserved on the drive.</source>
        <translation>Это включит гибернацию; на диске будет зарезервировано место под образ памяти.</translation>
    </message>
    <message>
        <source>this version cannot run &quot;%1&quot; for you</source>
        <translation>эта версия не может выполнить «%1» за вас</translation>
    </message>
    <message>
        <source>ssdtool could not be started (%1): %2</source>
        <translation>Не удалось запустить ssdtool (%1): %2</translation>
    </message>
    <message>
        <source>Measured on: %1</source>
        <translation>Измерено поверх: %1</translation>
    </message>
    <message>
        <source>Conditions: not recorded in this result (written before ssdtool recorded them).</source>
        <translation>Условия: в этом результате не записаны (он создан до того, как ssdtool начал их записывать).</translation>
    </message>
    <message>
        <source>Write amplification during the run: not recorded in this result.</source>
        <translation>Усиление записи во время прогона: в этом результате не записано.</translation>
    </message>
    <message>
        <source>Sustained write, %1 s: %2</source>
        <translation>Длительная запись, %1 s: %2</translation>
    </message>
    <message>
        <source>Writing past the cache: speed dropped at %1 s, after %2 (%3 → %4 MB/s)</source>
        <translation>Запись за пределами кэша: скорость упала через %1 s, после записи %2 (%3 → %4 MB/s)</translation>
    </message>
    <message>
        <source>; settled, finishing</source>
        <translation>; скорость стабилизировалась, завершение</translation>
    </message>
    <message>
        <source>; waiting for it to settle</source>
        <translation>; ожидание стабилизации</translation>
    </message>
    <message>
        <source>(serial hidden)</source>
        <translation>(серийный номер скрыт)</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <translation>Диск: %1</translation>
    </message>
    <message>
        <source>unknown model</source>
        <translation>неизвестная модель</translation>
    </message>
    <message>
        <source>, serial %1</source>
        <translation>, серийный номер %1</translation>
    </message>
    <message>
        <source>, serial number hidden</source>
        <translation>, серийный номер скрыт</translation>
    </message>
    <message>
        <source>Target: %1 (%2)</source>
        <translation>Цель: %1 (%2)</translation>
    </message>
    <message>
        <source>the raw drive</source>
        <translation>диск напрямую</translation>
    </message>
    <message>
        <source>a test file in a folder</source>
        <translation>тестовый файл в папке</translation>
    </message>
    <message>
        <source>Preset %1, %2 data, test area %3, engine %4</source>
        <translation>Профиль %1, данные: %2, тестовая область %3, движок %4</translation>
    </message>
    <message>
        <source>Finished %1</source>
        <translation>Завершено %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Примечание: %1</translation>
    </message>
    <message>
        <source>Warning %1</source>
        <translation>Предупреждение %1</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Применить</translation>
    </message>
    <message>
        <source>%1: %2 trimmed</source>
        <translation>%1: TRIM выполнен для %2</translation>
    </message>
    <message>
        <source>%1: not trimmed, %2</source>
        <translation>%1: TRIM не выполнен, %2</translation>
    </message>
    <message>
        <source>What is on this drive</source>
        <translation>Что находится на этом диске</translation>
    </message>
    <message>
        <source>This cannot be started: %1</source>
        <translation>Запуск невозможен: %1</translation>
    </message>
    <message>
        <source>Asking the drive: %1</source>
        <translation>Запрос к диску: %1</translation>
    </message>
    <message>
        <source>• %1: %2, starts at %3</source>
        <translation>• %1: %2, начинается с %3</translation>
    </message>
    <message>
        <source>No partitions.</source>
        <translation>Разделов нет.</translation>
    </message>
    <message>
        <source>Still reading the drive&apos;s layout…</source>
        <translation>Разметка диска ещё считывается…</translation>
    </message>
    <message>
        <source>What will be done</source>
        <translation>Что будет сделано</translation>
    </message>
    <message>
        <source>A dry run: every safety check runs and the exact steps are listed; nothing changes.</source>
        <translation>Пробный запуск: выполняются все проверки безопасности и выводится точный список шагов; ничего не изменяется.</translation>
    </message>
    <message>
        <source>The checks passed. This is what will happen:</source>
        <translation>Проверки пройдены. Будет выполнено следующее:</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Отказано: %1</translation>
    </message>
    <message>
        <source>Cannot go on: %1</source>
        <translation>Продолжение невозможно: %1</translation>
    </message>
    <message>
        <source>Checking: %1</source>
        <translation>Проверка: %1</translation>
    </message>
    <message>
        <source>Confirm with the serial number</source>
        <translation>Подтверждение серийным номером</translation>
    </message>
    <message>
        <source>Everything on %1 will be lost. %2</source>
        <translation>Все данные на %1 будут потеряны. %2</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Выполнение</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Готово.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message>
        <source>Running: %1</source>
        <translation>Выполняется: %1</translation>
    </message>
    <message>
        <source>%1 — %2, %3, serial %4, firmware %5</source>
        <translation>%1 — %2, %3, серийный номер %4, прошивка %5</translation>
    </message>
    <message>
        <source>SSD_TOOLBOX_NO_ELEVATION is set.</source>
        <translation>Задана переменная SSD_TOOLBOX_NO_ELEVATION.</translation>
    </message>
    <message>
        <source>pkexec (polkit) is not installed.</source>
        <translation>pkexec (polkit) не установлен.</translation>
    </message>
    <message>
        <source>The authorization dialog was dismissed.</source>
        <translation>Окно авторизации было закрыто.</translation>
    </message>
    <message>
        <source>Authorization was refused (or polkit is not running).</source>
        <translation>В авторизации отказано (или polkit не запущен).</translation>
    </message>
    <message>
        <source>The administrator helper could not be started (pkexec: %1).</source>
        <translation>Не удалось запустить вспомогательный процесс с правами администратора (pkexec: %1).</translation>
    </message>
    <message>
        <source>%1 is missing: reinstall SSD Toolbox.</source>
        <translation>%1 отсутствует: переустановите SSD Toolbox.</translation>
    </message>
    <message>
        <source>The administrator helper could not be started (UAC: %1).</source>
        <translation>Не удалось запустить вспомогательный процесс с правами администратора (UAC: %1).</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 байт</translation>
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
            <numerusform>%n год</numerusform>
            <numerusform>%n года</numerusform>
            <numerusform>%n лет</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n день</numerusform>
            <numerusform>%n дня</numerusform>
            <numerusform>%n дней</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>hours (days)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Хорошо</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Тревога</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Плохо</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
    <message>
        <source>Without administrator rights the drive list and the checks that need no root are shown; SMART health, the remaining checks and every drive action need authorization.</source>
        <translation>Без прав администратора показываются список дисков и проверки, которым не нужен root; для состояния SMART, остальных проверок и любых действий с дисками требуется авторизация.</translation>
    </message>
    <message>
        <source>id: %1</source>
        <translation>id: %1</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Подробности</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Исправление: %1</translation>
    </message>
    <message>
        <source>The document cannot be read: %1</source>
        <translation>Не удалось прочитать документ: %1</translation>
    </message>
    <message>
        <source>The self-test was not started: %1</source>
        <translation>Самодиагностика не запущена: %1</translation>
    </message>
    <message>
        <source>The self-test was not aborted: %1</source>
        <translation>Самодиагностика не прервана: %1</translation>
    </message>
    <message>
        <source>The self-test log could not be read: %1</source>
        <translation>Не удалось прочитать журнал самодиагностики: %1</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>около %n минуты</numerusform>
            <numerusform>около %n минут</numerusform>
            <numerusform>около %n минут</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>около %n часа</numerusform>
            <numerusform>около %n часов</numerusform>
            <numerusform>около %n часов</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — the drive gives no estimate</source>
        <translation>%1 — диск не сообщает оценку времени</translation>
    </message>
    <message>
        <source>A self-test</source>
        <translation>Самодиагностика</translation>
    </message>
    <message>
        <source>The %1 self-test</source>
        <translation>Самодиагностика (%1)</translation>
    </message>
    <message>
        <source>%1 is running (the drive&apos;s estimate: %2 in all); the drive does not say how far it is.</source>
        <translation>%1 выполняется (по оценке диска — всего %2); диск не сообщает о ходе выполнения.</translation>
    </message>
    <message>
        <source>%1 is running; the drive does not say how far it is.</source>
        <translation>%1 выполняется; диск не сообщает о ходе выполнения.</translation>
    </message>
    <message>
        <source>%1 is running: %2 % done.</source>
        <translation>%1 выполняется: готово %2 %.</translation>
    </message>
    <message>
        <source>%1 is running: %2 % done, %3 left.</source>
        <translation>%1 выполняется: готово %2 %, осталось %3.</translation>
    </message>
    <message>
        <source>takes %1 by the drive&apos;s own estimate</source>
        <translation>займёт %1 по оценке самого диска</translation>
    </message>
    <message>
        <source>can take hours (the drive gives no estimate)</source>
        <translation>может занять несколько часов (диск не сообщает оценку времени)</translation>
    </message>
    <message>
        <source>The extended (long) self-test of %1 %2: the drive reads its whole surface.

The drive stays usable meanwhile, but slower: the test competes with every read and write until it ends. It runs inside the drive, so closing this program does not stop it; Abort does.

Command: %3</source>
        <translation>Расширенная (длинная) самодиагностика %1 %2: диск читает всю свою поверхность.

Всё это время диском можно пользоваться, но он работает медленнее: до своего завершения тест конкурирует с каждой операцией чтения и записи. Тест выполняется внутри диска, поэтому закрытие программы его не останавливает; остановить его можно кнопкой «Прервать».

Команда: %3</translation>
    </message>
    <message>
        <source>No confirmation token is known for this drive yet.</source>
        <translation>Для этого диска ещё не известен код подтверждения.</translation>
    </message>
    <message>
        <source>the serial number</source>
        <translation>серийный номер</translation>
    </message>
    <message>
        <source>the kernel name</source>
        <translation>системное имя</translation>
    </message>
    <message>
        <source>Type %1 of the drive, %2, to confirm.</source>
        <translation>Для подтверждения введите %1 диска: %2.</translation>
    </message>
    <message>
        <source>Confirmed.</source>
        <translation>Подтверждено.</translation>
    </message>
    <message>
        <source>Not the same: upper and lower case must match exactly.</source>
        <translation>Не совпадает: регистр букв должен совпадать точно.</translation>
    </message>
    <message>
        <source>Not the same: remove the spaces around it.</source>
        <translation>Не совпадает: уберите пробелы в начале и в конце.</translation>
    </message>
    <message>
        <source>That is not %1 of this drive.</source>
        <translation>Это не %1 этого диска.</translation>
    </message>
    <message>
        <source>A vendor-specific attribute: smartctl&apos;s drive database names it &quot;%1&quot;; its raw value&apos;s meaning is the vendor&apos;s.</source>
        <translation>Атрибут, специфичный для производителя: в базе дисков smartctl он называется «%1»; смысл его raw-значения определяет производитель.</translation>
    </message>
    <message>
        <source>Failing: the normalized value reached the vendor&apos;s threshold.</source>
        <translation>Сбой: нормированное значение достигло порога производителя.</translation>
    </message>
    <message>
        <source>Worth watching: this defect counter is not zero.</source>
        <translation>Требует внимания: этот счётчик дефектов не равен нулю.</translation>
    </message>
    <message>
        <source>Failed in the past (%1).</source>
        <translation>Сбой в прошлом (%1).</translation>
    </message>
    <message>
        <source>Turn on periodic TRIM for the whole system (weekly fstrim.timer)</source>
        <translation>Включить периодический TRIM для всей системы (еженедельный fstrim.timer)</translation>
    </message>
    <message>
        <source>This turns on periodic TRIM: the systemd timer fstrim.timer is enabled and started, so once a week every mounted filesystem that supports it tells its drive which blocks are free. No file is changed or deleted; `systemctl disable --now fstrim.timer` turns it off again.</source>
        <translation>Это включит периодический TRIM: таймер systemd fstrim.timer будет включён и запущен, и раз в неделю каждая смонтированная файловая система, которая это поддерживает, будет сообщать своему диску, какие блоки свободны. Файлы не изменяются и не удаляются; команда `systemctl disable --now fstrim.timer` снова отключает его.</translation>
    </message>
    <message>
        <source>Trim the free space of every mounted filesystem on %1 now</source>
        <translation>Выполнить TRIM свободного места всех смонтированных файловых систем на %1 сейчас</translation>
    </message>
    <message>
        <source>This trims the free space of %1 now (FITRIM): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation>Это сейчас выполнит TRIM свободного места на %1 (FITRIM): диску сообщается, какие блоки не содержат данных. Файлы не затрагиваются; на большом диске, где TRIM давно не выполнялся, это может занять несколько минут.</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>пространство подкачки</translation>
    </message>
    <message>
        <source>This resizes swap to %1: swap is turned off, resized and turned on again (the system may be slow for a moment if memory is short).</source>
        <translation>Это изменит размер пространства подкачки на %1: подкачка отключается, её размер изменяется, затем она снова включается (при нехватке памяти система может ненадолго замедлиться).</translation>
    </message>
    <message>
        <source>This turns swap off and removes it, freeing its space; with little memory, programs may be stopped when it runs out.</source>
        <translation>Это отключит и удалит пространство подкачки, освободив занимаемое им место; при малом объёме памяти программы могут быть принудительно завершены, когда память закончится.</translation>
    </message>
    <message>
        <source>Turn TRIM on for the whole system, with the weekly Optimize Drives task (retrim)</source>
        <translation>Включить TRIM для всей системы и еженедельное задание «Оптимизация дисков» (retrim)</translation>
    </message>
    <message>
        <source>This turns TRIM on for the whole system (fsutil behavior set DisableDeleteNotify 0) and enables the Optimize Drives task, which retrims every SSD volume once a week. No file is changed or deleted; Optimize Drives (dfrgui) shows and changes the schedule.</source>
        <translation>Это включит TRIM для всей системы (fsutil behavior set DisableDeleteNotify 0) и задание «Оптимизация дисков», которое раз в неделю выполняет повторный TRIM (retrim) для каждого тома SSD. Файлы не изменяются и не удаляются; расписание можно посмотреть и изменить в окне «Оптимизация дисков» (dfrgui).</translation>
    </message>
    <message>
        <source>Retrim every volume on %1 now (as Optimize Drives does)</source>
        <translation>Выполнить повторный TRIM всех томов на %1 сейчас (как «Оптимизация дисков»)</translation>
    </message>
    <message>
        <source>This retrims %1 now (defrag %1 /L, what Optimize Drives runs): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation>Это сейчас выполнит повторный TRIM для %1 (defrag %1 /L — то же, что запускает «Оптимизация дисков»): диску сообщается, какие блоки не содержат данных. Файлы не затрагиваются; на большом диске, где TRIM давно не выполнялся, это может занять несколько минут.</translation>
    </message>
    <message>
        <source>the pagefile</source>
        <translation>файл подкачки</translation>
    </message>
    <message>
        <source>This sets the pagefile to %1 (System Properties → Advanced → Virtual memory shows the same setting); Windows applies it at the next restart.</source>
        <translation>Это установит размер файла подкачки %1 (тот же параметр находится в окне «Свойства системы» → «Дополнительно» → «Виртуальная память»); Windows применит его после следующей перезагрузки.</translation>
    </message>
    <message>
        <source>Windows keeps a pagefile for crash dumps and memory it cannot otherwise free; set a small custom size instead of removing it.</source>
        <translation>Windows использует файл подкачки для аварийных дампов и для памяти, которую иначе не может освободить; вместо удаления задайте небольшой размер вручную.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>секунды</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Steps of the dry run</source>
        <translation>Шаги пробного запуска</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Вывод</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>The language changes when SSD Toolbox starts again.</source>
        <translation>Язык изменится при следующем запуске SSD Toolbox.</translation>
    </message>
</context>
<context>
    <name>ssd::gui::Alerts</name>
    <message>
        <source>%1: %2 on %3</source>
        <translation>%1: %2, диск %3</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Open SSD Toolbox to see them all.</source>
        <translation>Откройте SSD Toolbox, чтобы увидеть все.</translation>
    </message>
    <message numerus="yes">
        <source>%n more new alert(s)</source>
        <translation>
            <numerusform>Ещё %n новое оповещение</numerusform>
            <numerusform>Ещё %n новых оповещения</numerusform>
            <numerusform>Ещё %n новых оповещений</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::gui::AlertsPage</name>
    <message>
        <source>%1 (cleared %2)</source>
        <translation>%1 (снято %2)</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Оповещение</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Важность</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Устройство</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Описание</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>Последний раз</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>Подтверждено</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Активные</translation>
    </message>
    <message>
        <source>Acknowledged (silent until it gets worse)</source>
        <translation>Подтверждённые (молчат, пока ситуация не ухудшится)</translation>
    </message>
    <message numerus="yes">
        <source>Past (cleared in the last %n day(s))</source>
        <translation>
            <numerusform>Прошедшие (сняты за последний %n день)</numerusform>
            <numerusform>Прошедшие (сняты за последние %n дня)</numerusform>
            <numerusform>Прошедшие (сняты за последние %n дней)</numerusform>
        </translation>
    </message>
    <message>
        <source>Note (optional): why this is known and fine for now</source>
        <translation>Примечание (необязательно): почему это известно и пока допустимо</translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation>Подтвердить</translation>
    </message>
    <message>
        <source>Silence the selected alert until it gets worse (asks for administrator rights: it changes the history database)</source>
        <translation>Отключить выбранное оповещение, пока ситуация не ухудшится (запрашивает права администратора: изменяется база данных истории)</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>База данных: %1</translation>
    </message>
    <message>
        <source>No alerts yet: alerts are raised by the ssd-toolbox-sample timer&apos;s readings (or `sudo ssdtool sample`). %1 does not exist.</source>
        <translation>Оповещений пока нет: их создают замеры таймера ssd-toolbox-sample (или `sudo ssdtool sample`). %1 не существует.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <source>No alerts: every rule is quiet on every drive in this history.</source>
        <translation>Оповещений нет: ни одно правило не сработало ни для одного диска в этой истории.</translation>
    </message>
    <message>
        <source>Acknowledging alert %1…</source>
        <translation>Подтверждение оповещения %1…</translation>
    </message>
    <message>
        <source>Acknowledged: it stays silent until it gets worse.</source>
        <translation>Подтверждено: оповещение будет молчать, пока ситуация не ухудшится.</translation>
    </message>
    <message>
        <source>Not acknowledged: %1</source>
        <translation>Не подтверждено: %1</translation>
    </message>
    <message>
        <source>acknowledged %1</source>
        <translation>подтверждено %1</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Оповещения</translation>
    </message>
    <message>
        <source>Note for the acknowledgement</source>
        <translation>Примечание к подтверждению</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchDetailPanel</name>
    <message>
        <source>Replay of %1</source>
        <translation>Воспроизведение %1</translation>
    </message>
    <message>
        <source>%1: %2 requests, %3. The drive was busy %4 s of %5 s: average data rate %6 MB/s, %7 IOPS.</source>
        <translation>%1: запросов — %2, %3. Диск был занят %4 s из %5 s: средняя скорость %6 MB/s, %7 IOPS.</translation>
    </message>
    <message>
        <source>Latency by direction and size</source>
        <translation>Задержка по направлению и размеру</translation>
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
        <translation>  %1: запросов — %2, задержка p50 %3 us, p99 %4 us, p99.9 %5 us, p99.99 %6 us</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Throughput by transfer size</source>
        <translation>Скорость в зависимости от размера блока</translation>
    </message>
    <message>
        <source>read</source>
        <translation>чтение</translation>
    </message>
    <message>
        <source>write</source>
        <translation>запись</translation>
    </message>
    <message>
        <source>write, compressible data</source>
        <translation>запись, сжимаемые данные</translation>
    </message>
    <message>
        <source>transfer size (queue depth 4)</source>
        <translation>размер блока (глубина очереди 4)</translation>
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
        <translation>Размеров: %1, от %2 до %3; каждый размер читается и записывается в одной и той же области 2 GiB.</translation>
    </message>
    <message>
        <source>Latency after idle periods</source>
        <translation>Задержка после простоя</translation>
    </message>
    <message>
        <source>first request after the idle period</source>
        <translation>первый запрос после простоя</translation>
    </message>
    <message>
        <source>the request right after it</source>
        <translation>следующий за ним запрос</translation>
    </message>
    <message>
        <source> (medians):</source>
        <translation> (медианы):</translation>
    </message>
    <message>
        <source>  after %1 s idle: first request %2 us, the next %3 us, waking up took %4 us</source>
        <translation>  после %1 s простоя: первый запрос %2 us, следующий %3 us, пробуждение заняло %4 us</translation>
    </message>
    <message>
        <source>idle seconds</source>
        <translation>секунды простоя</translation>
    </message>
    <message>
        <source>A 4 KiB random read after each idle period, and one right after it; the difference is the drive waking up (at most %1 us here).</source>
        <translation>Случайное чтение 4 KiB после каждого периода простоя и ещё одно сразу за ним; разница — это время пробуждения диска (здесь не более %1 us).</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchProcess</name>
    <message>
        <source>Stopped.</source>
        <translation>Остановлено.</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>код завершения %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchSnapshot</name>
    <message>
        <source>&lt;b&gt;SSD Toolbox benchmark&lt;/b&gt;</source>
        <translation>&lt;b&gt;Тест скорости SSD Toolbox&lt;/b&gt;</translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark</source>
        <translation>Тест скорости SSD Toolbox</translation>
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
        <translation>MB/s · %1 IOPS (выполняется)</translation>
    </message>
    <message>
        <source>MB/s · %1 IOPS</source>
        <translation>MB/s · %1 IOPS</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MB/s, %3 IOPS&lt;br&gt;Latency (µs): mean %4, median %5, 99 %% %6, 99.9 %% %7, 99.99 %% %8, max %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MB/s, %3 IOPS&lt;br&gt;Задержка (µs): средняя %4, медиана %5, 99 %% %6, 99,9 %% %7, 99,99 %% %8, макс. %9</translation>
    </message>
    <message>
        <source>µs waking up, the most after any idle period</source>
        <translation>µs на пробуждение, максимум после простоя</translation>
    </message>
    <message>
        <source>&lt;br&gt;after %1 s idle: %2 µs (awake %3 µs)</source>
        <translation>&lt;br&gt;после %1 s простоя: %2 µs (без простоя %3 µs)</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;First request after idle&lt;/b&gt;</source>
        <translation>&lt;br&gt;&lt;b&gt;Первый запрос после простоя&lt;/b&gt;</translation>
    </message>
    <message>
        <source>last: %1 MB/s</source>
        <translation>в прошлый раз: %1 MB/s</translation>
    </message>
    <message>
        <source>The drive&apos;s last run of this test, %1: %2 MB/s, %3 IOPS, latency p99 %4 µs</source>
        <translation>Предыдущий прогон этого теста на диске, %1: %2 MB/s, %3 IOPS, задержка p99 %4 µs</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchmarkPage</name>
    <message>
        <source>Benchmark writes to the whole drive</source>
        <translation>Тест записывает данные на весь диск</translation>
    </message>
    <message>
        <source>This benchmark writes to %1 and destroys everything on it.
%2</source>
        <translation>Этот тест записывает данные на %1 и уничтожает всё, что на нём есть.
%2</translation>
    </message>
    <message>
        <source>What is written. Drives that compress (SandForce) look much faster with zeros.</source>
        <translation>Какие данные записываются. Диски со сжатием (SandForce) на нулях выглядят намного быстрее.</translation>
    </message>
    <message>
        <source>Preset size</source>
        <translation>Размер из профиля</translation>
    </message>
    <message>
        <source>The test area: larger than the drive&apos;s cache shows its sustained speed.</source>
        <translation>Тестовая область: если она больше кэша диска, видна его устойчивая скорость.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Preset time</source>
        <translation>Время из профиля</translation>
    </message>
    <message>
        <source>Measured seconds per test; below 2 s the warm-up is skipped.</source>
        <translation>Время измерения одного теста в секундах; если меньше 2 s, прогрев пропускается.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Запустить</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Остановить</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Цель:</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Профиль:</translation>
    </message>
    <message>
        <source>Trace:</source>
        <translation>Трасса:</translation>
    </message>
    <message>
        <source>Data, size, time:</source>
        <translation>Данные, размер, время:</translation>
    </message>
    <message>
        <source>Ready. A benchmark in a folder runs as you; its test file is removed afterwards.</source>
        <translation>Готово к запуску. Тест в папке выполняется от вашего имени; его тестовый файл затем удаляется.</translation>
    </message>
    <message>
        <source>Throughput over time</source>
        <translation>Скорость во времени</translation>
    </message>
    <message>
        <source>Copy results</source>
        <translation>Копировать результаты</translation>
    </message>
    <message>
        <source>Save JSON…</source>
        <translation>Сохранить JSON…</translation>
    </message>
    <message>
        <source>Save text…</source>
        <translation>Сохранить текст…</translation>
    </message>
    <message>
        <source>Save PNG…</source>
        <translation>Сохранить PNG…</translation>
    </message>
    <message>
        <source>Serial number in the PNG</source>
        <translation>Серийный номер в PNG</translation>
    </message>
    <message>
        <source>Off: the picture says the drive&apos;s model but not its serial number, for posting it.</source>
        <translation>Выключено: на картинке указана модель диска, но не его серийный номер — чтобы её можно было опубликовать.</translation>
    </message>
    <message>
        <source>Benchmark in which folder?</source>
        <translation>В какой папке выполнить тест?</translation>
    </message>
    <message>
        <source>Home folder (%1)</source>
        <translation>Домашняя папка (%1)</translation>
    </message>
    <message>
        <source>%1 %2 (raw drive)</source>
        <translation>%1 %2 (диск напрямую)</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Выбрать папку…</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>Не запущено: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read&lt;/b&gt;</source>
        <translation>&lt;b&gt;Чтение&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Write&lt;/b&gt;</source>
        <translation>&lt;b&gt;Запись&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other&lt;/b&gt;</source>
        <translation>&lt;b&gt;Другое&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not started: choose the trace to replay.</source>
        <translation>Не запущено: выберите трассу для воспроизведения.</translation>
    </message>
    <message>
        <source>Not started: a benchmark that writes to a raw drive needs its serial number.</source>
        <translation>Не запущено: для теста с записью на диск напрямую нужен серийный номер диска.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>секунды</translation>
    </message>
    <message>
        <source>Starting: %1</source>
        <translation>Запуск: %1</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Остановка…</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3 %4</source>
        <translation>Шаг %1 из %2: %3 %4</translation>
    </message>
    <message>
        <source>(warming up)</source>
        <translation>(прогрев)</translation>
    </message>
    <message>
        <source>Done: %1 (%2 data, test area %3, engine %4).</source>
        <translation>Готово: %1 (данные: %2, тестовая область %3, движок %4).</translation>
    </message>
    <message>
        <source>Stopped. %1</source>
        <translation>Остановлено. %1</translation>
    </message>
    <message>
        <source>The benchmark did not run: %1</source>
        <translation>Тест не выполнен: %1</translation>
    </message>
    <message>
        <source>Read throughput across the test area</source>
        <translation>Скорость чтения по тестовой области</translation>
    </message>
    <message>
        <source>position (GB)</source>
        <translation>позиция (GB)</translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark of %1 (preset %2, %3 data, test area %4, engine %5)</source>
        <translation>Тест скорости SSD Toolbox: %1 (профиль %2, данные: %3, тестовая область %4, движок %5)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Не удалось сохранить %1: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Сохранено: %1.</translation>
    </message>
    <message>
        <source>Save benchmark as JSON</source>
        <translation>Сохранить результаты теста в JSON</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Save benchmark as text</source>
        <translation>Сохранить результаты теста как текст</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Текст (*.txt)</translation>
    </message>
    <message>
        <source>Save benchmark as PNG</source>
        <translation>Сохранить результаты теста в PNG</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Изображение PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not save %1: the picture could not be made</source>
        <translation>Не удалось сохранить %1: не удалось создать изображение</translation>
    </message>
    <message>
        <source>Benchmark results</source>
        <translation>Результаты теста скорости</translation>
    </message>
    <message>
        <source>Test data</source>
        <translation>Тестовые данные</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Размер тестовой области</translation>
    </message>
    <message>
        <source>Seconds per test</source>
        <translation>Секунд на тест</translation>
    </message>
</context>
<context>
    <name>ssd::gui::CaptureReader</name>
    <message>
        <source>ssdtool exited with status %1</source>
        <translation>ssdtool завершился с кодом %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::Chart</name>
    <message>
        <source>%1: no data</source>
        <translation>%1: нет данных</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n point(s) along %3, from %4 to %5</source>
        <translation>
            <numerusform>%1 (%2): %n точка по оси «%3», значения от %4 до %5</numerusform>
            <numerusform>%1 (%2): %n точки по оси «%3», значения от %4 до %5</numerusform>
            <numerusform>%1 (%2): %n точек по оси «%3», значения от %4 до %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Диаграмма</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>Нет данных</translation>
    </message>
</context>
<context>
    <name>ssd::gui::ChecksPage</name>
    <message>
        <source>Done. The checks are being run again.</source>
        <translation>Готово. Проверки выполняются заново.</translation>
    </message>
    <message>
        <source>The fix was not applied: %1</source>
        <translation>Исправление не применено: %1</translation>
    </message>
    <message>
        <source>The checks could not run: %1</source>
        <translation>Не удалось выполнить проверки: %1</translation>
    </message>
    <message>
        <source>Running the checks…</source>
        <translation>Выполнение проверок…</translation>
    </message>
    <message>
        <source>This drive (%1)</source>
        <translation>Этот диск (%1)</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Этот компьютер</translation>
    </message>
    <message>
        <source>✓ Nothing to fix.</source>
        <translation>✓ Исправлять нечего.</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Критические</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Предупреждения</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Сведения</translation>
    </message>
    <message>
        <source>Not checked (%1)</source>
        <translation>Не проверено (%1)</translation>
    </message>
    <message>
        <source>(No button: %1.)</source>
        <translation>(Кнопки нет: %1.)</translation>
    </message>
    <message>
        <source>Running: %1…</source>
        <translation>Выполняется: %1…</translation>
    </message>
    <message>
        <source>Setup checks</source>
        <translation>Проверки настройки</translation>
    </message>
</context>
<context>
    <name>ssd::gui::DBusNotifier</name>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
</context>
<context>
    <name>ssd::gui::DriveListWidget</name>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Ёмкость</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Temp.</source>
        <translation>Темп.</translation>
    </message>
    <message>
        <source>Drives could not be listed: %1</source>
        <translation>Не удалось получить список дисков: %1</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>Неизвестная модель</translation>
    </message>
    <message>
        <source>%1
Serial: %2
Firmware: %3
Interface: %4</source>
        <translation>%1
Серийный номер: %2
Прошивка: %3
Интерфейс: %4</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>чтение…</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s SMART data</source>
        <translation>Ожидание данных SMART диска</translation>
    </message>
    <message>
        <source>no SMART</source>
        <translation>нет SMART</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>needs root</source>
        <translation>нужен root</translation>
    </message>
    <message>
        <source>error</source>
        <translation>ошибка</translation>
    </message>
</context>
<context>
    <name>ssd::gui::EraseWizard</name>
    <message>
        <source>Secure erase — %1</source>
        <translation>Безопасное стирание — %1</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Метод:</translation>
    </message>
    <message>
        <source>A secure erase resets every cell of the flash (or its encryption key): all data on the drive is gone for good and the drive is as fast as new.</source>
        <translation>Безопасное стирание сбрасывает каждую ячейку флеш-памяти (или её ключ шифрования): все данные на диске удаляются безвозвратно, а диск снова работает так же быстро, как новый.</translation>
    </message>
    <message>
        <source>The strongest the drive supports</source>
        <translation>Самый надёжный из поддерживаемых диском</translation>
    </message>
</context>
<context>
    <name>ssd::gui::FirmwareWizard</name>
    <message>
        <source>Firmware update — %1</source>
        <translation>Обновление прошивки — %1</translation>
    </message>
    <message>
        <source>The firmware image from the drive&apos;s vendor</source>
        <translation>Образ прошивки от производителя диска</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>Use only an image made for exactly this model. Keep the computer on mains power: an interrupted update can leave the drive unusable. Back up first.</source>
        <translation>Используйте только образ, созданный именно для этой модели. Компьютер должен работать от сети: прерванное обновление может вывести диск из строя. Сначала сделайте резервную копию.</translation>
    </message>
    <message>
        <source>Firmware image</source>
        <translation>Образ прошивки</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HelperBackend</name>
    <message>
        <source>The SSD Toolbox service is not installed (no %1).</source>
        <translation>Служба SSD Toolbox не установлена (нет %1).</translation>
    </message>
    <message>
        <source>Connecting to the SSD Toolbox service…</source>
        <translation>Подключение к службе SSD Toolbox…</translation>
    </message>
    <message>
        <source>The helper was restarted.</source>
        <translation>Вспомогательный процесс был перезапущен.</translation>
    </message>
    <message>
        <source>Administrator helper (%1): asking…</source>
        <translation>Вспомогательный процесс с правами администратора (%1): запрос…</translation>
    </message>
    <message>
        <source>Starting the helper…</source>
        <translation>Запуск вспомогательного процесса…</translation>
    </message>
    <message>
        <source>Asking for administrator rights…</source>
        <translation>Запрос прав администратора…</translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation>Отменено до запуска.</translation>
    </message>
    <message>
        <source>No helper</source>
        <translation>Нет вспомогательного процесса</translation>
    </message>
    <message>
        <source>The helper sent a line that cannot be read (%1): reinstall SSD Toolbox.</source>
        <translation>Вспомогательный процесс прислал нечитаемую строку (%1): переустановите SSD Toolbox.</translation>
    </message>
    <message>
        <source>The helper speaks another protocol version (this GUI needs %1): reinstall SSD Toolbox.</source>
        <translation>Вспомогательный процесс использует другую версию протокола (этому интерфейсу нужна версия %1): переустановите SSD Toolbox.</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service</source>
        <translation>Подключено к службе SSD Toolbox</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service: drives and SMART need no password; a change asks for authorization when you make it.</source>
        <translation>Подключено к службе SSD Toolbox: для дисков и SMART пароль не нужен; изменения запрашивают авторизацию в момент их выполнения.</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service (without administrator rights)</source>
        <translation>Подключено к службе SSD Toolbox (без прав администратора)</translation>
    </message>
    <message>
        <source>The SSD Toolbox service runs without administrator rights.</source>
        <translation>Служба SSD Toolbox работает без прав администратора.</translation>
    </message>
    <message>
        <source>Administrator helper (%1)</source>
        <translation>Вспомогательный процесс с правами администратора (%1)</translation>
    </message>
    <message>
        <source>Administrator helper (running as administrator)</source>
        <translation>Вспомогательный процесс с правами администратора (программа запущена от имени администратора)</translation>
    </message>
    <message>
        <source>Running with administrator rights (helper: ssdtool serve).</source>
        <translation>Работа с правами администратора (вспомогательный процесс: ssdtool serve).</translation>
    </message>
    <message>
        <source>The helper runs without administrator rights.</source>
        <translation>Вспомогательный процесс работает без прав администратора.</translation>
    </message>
    <message>
        <source>Helper without administrator rights</source>
        <translation>Вспомогательный процесс без прав администратора</translation>
    </message>
    <message>
        <source>The SSD Toolbox service closed the connection; try again (the next request reconnects).</source>
        <translation>Служба SSD Toolbox закрыла соединение; повторите попытку (следующий запрос подключится заново).</translation>
    </message>
    <message>
        <source>SSD Toolbox service: disconnected, the next request reconnects</source>
        <translation>Служба SSD Toolbox: соединение разорвано, следующий запрос подключится заново</translation>
    </message>
    <message>
        <source>The SSD Toolbox service did not answer at %1%2.</source>
        <translation>Служба SSD Toolbox не ответила по адресу %1%2.</translation>
    </message>
    <message>
        <source>The helper stopped (exit status %1).</source>
        <translation>Вспомогательный процесс остановился (код завершения %1).</translation>
    </message>
    <message>
        <source>ssdtool serve could not be started (%1): %2</source>
        <translation>Не удалось запустить ssdtool serve (%1): %2</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryCharts</name>
    <message>
        <source>Written per day</source>
        <translation>Записано за день</translation>
    </message>
    <message>
        <source>Write amplification per week</source>
        <translation>Усиление записи за неделю</translation>
    </message>
    <message>
        <source>Temperature per day</source>
        <translation>Температура за день</translation>
    </message>
    <message>
        <source>Life used</source>
        <translation>Израсходовано ресурса</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Хост</translation>
    </message>
    <message>
        <source>NAND</source>
        <translation>NAND</translation>
    </message>
    <message>
        <source>NAND / host</source>
        <translation>NAND / хост</translation>
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
        <translation>Мин.</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Макс.</translation>
    </message>
    <message>
        <source>Warning threshold</source>
        <translation>Порог предупреждения</translation>
    </message>
    <message>
        <source>% used</source>
        <translation>% израсходовано</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>Прогноз</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryPage</name>
    <message>
        <source>Open database…</source>
        <translation>Открыть базу данных…</translation>
    </message>
    <message>
        <source>Pick a drive in the history</source>
        <translation>Выберите диск из истории</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Последние 7 дней</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Последние 30 дней</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>Последний год</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Всё время</translation>
    </message>
    <message>
        <source>From – to</source>
        <translation>С – по</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Диск:</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>Период:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>по</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>База данных: %1</translation>
    </message>
    <message>
        <source>Open a history database</source>
        <translation>Открыть базу данных истории</translation>
    </message>
    <message>
        <source>History databases (*.sqlite *.db);;All files (*)</source>
        <translation>Базы данных истории (*.sqlite *.db);;Все файлы (*)</translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`). %1 does not exist.</source>
        <translation>Истории пока нет: таймер ssd-toolbox-sample делает один замер в час (или выполните `sudo ssdtool sample`). %1 не существует.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`).</source>
        <translation>Истории пока нет: таймер ssd-toolbox-sample делает один замер в час (или выполните `sudo ssdtool sample`).</translation>
    </message>
    <message>
        <source> (not connected)</source>
        <translation> (не подключён)</translation>
    </message>
    <message>
        <source>Pick a drive in the history.</source>
        <translation>Выберите диск из истории.</translation>
    </message>
    <message>
        <source>The selected drive (serial %1) has no readings in this history; drives that have are in the list above.</source>
        <translation>Для выбранного диска (серийный номер %1) в этой истории нет замеров; диски, у которых они есть, — в списке выше.</translation>
    </message>
    <message>
        <source>No readings of %1 in this interval; its history runs from %2 to %3.</source>
        <translation>Нет замеров %1 за этот период; его история охватывает период с %2 по %3.</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Дата начала</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Дата окончания</translation>
    </message>
    <message>
        <source>History charts</source>
        <translation>Диаграммы истории</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistorySummary</name>
    <message>
        <source>%1 a day</source>
        <translation>%1 в день</translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s)</source>
        <translation>
            <numerusform>%n замер</numerusform>
            <numerusform>%n замера</numerusform>
            <numerusform>%n замеров</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 to %2</source>
        <translation>, с %1 по %2</translation>
    </message>
    <message>
        <source> (%1 in standby, not read)</source>
        <translation> (в режиме ожидания, не считано: %1)</translation>
    </message>
    <message>
        <source>host %1, NAND %2</source>
        <translation>хост %1, NAND %2</translation>
    </message>
    <message>
        <source> (at least: a counter reset hides some writes)</source>
        <translation> (не менее: сброс счётчика скрывает часть записей)</translation>
    </message>
    <message>
        <source>
%1 counter: %2 between %3 and %4</source>
        <translation>
Счётчик %1: %2 в период с %3 по %4</translation>
    </message>
    <message>
        <source>%1 over the interval</source>
        <translation>%1 за период</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>неизвестно: %1</translation>
    </message>
    <message>
        <source>no readings</source>
        <translation>нет замеров</translation>
    </message>
    <message>
        <source>min %1 °C, average %2 °C, max %3 °C</source>
        <translation>мин. %1 °C, средн. %2 °C, макс. %3 °C</translation>
    </message>
    <message>
        <source>; %1 h %2 min at or above the drive&apos;s warning threshold of %3 °C</source>
        <translation>; %1 h %2 min на уровне порога предупреждения диска (%3 °C) или выше</translation>
    </message>
    <message>
        <source>; the drive states no warning threshold</source>
        <translation>; диск не сообщает порог предупреждения</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>не сообщается</translation>
    </message>
    <message>
        <source>, %1 % a year</source>
        <translation>, %1 % в год</translation>
    </message>
    <message>
        <source>; %1 % of the rated %2 written (%3)</source>
        <translation>; записано %1 % от заявленного ресурса %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2 → %3 between %4 and %5</source>
        <translation>%1: %2 → %3 в период с %4 по %5</translation>
    </message>
    <message>
        <source>Verdict %1 → %2 at %3</source>
        <translation>Оценка: %1 → %2, %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>%1 was %2; from %3: %4</source>
        <translation>%1: было %2; с %3 — %4</translation>
    </message>
    <message>
        <source>no later bound</source>
        <translation>без верхней границы</translation>
    </message>
    <message>
        <source>100 % around %1 (between %2 and %3)</source>
        <translation>100 % — примерно %1 (между %2 и %3)</translation>
    </message>
    <message>
        <source>Readings:</source>
        <translation>Замеры:</translation>
    </message>
    <message>
        <source>Written:</source>
        <translation>Записано:</translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation>Усиление записи:</translation>
    </message>
    <message>
        <source>Per day:</source>
        <translation>В день:</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>Температура:</translation>
    </message>
    <message>
        <source>Life used:</source>
        <translation>Израсходовано ресурса:</translation>
    </message>
    <message>
        <source>Projection:</source>
        <translation>Прогноз:</translation>
    </message>
    <message>
        <source>Changes:</source>
        <translation>Изменения:</translation>
    </message>
    <message>
        <source>Device swaps:</source>
        <translation>Смены устройств:</translation>
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
        <translation>Авторизоваться…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>Обзор</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Проверки</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Тест скорости</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Сервис</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Самодиагностика</translation>
    </message>
    <message>
        <source>History</source>
        <translation>История</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Оповещения</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>SSD Toolbox — benchmark finished</source>
        <translation>SSD Toolbox — тест скорости завершён</translation>
    </message>
    <message>
        <source>SSD Toolbox — benchmark stopped</source>
        <translation>SSD Toolbox — тест скорости остановлен</translation>
    </message>
    <message>
        <source>Not a SMART capture</source>
        <translation>Это не снимок SMART</translation>
    </message>
    <message>
        <source>%1 could not be read as a saved smartctl --json capture: %2</source>
        <translation>Не удалось прочитать %1 как сохранённый снимок smartctl --json: %2</translation>
    </message>
    <message>
        <source>Report cancelled.</source>
        <translation>Отчёт отменён.</translation>
    </message>
    <message>
        <source>Reading the drives…</source>
        <translation>Чтение дисков…</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s).</source>
        <translation>
            <numerusform>%n диск.</numerusform>
            <numerusform>%n диска.</numerusform>
            <numerusform>%n дисков.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Open a saved SMART capture (smartctl --json)…</source>
        <translation>&amp;Открыть сохранённый снимок SMART (smartctl --json)…</translation>
    </message>
    <message>
        <source>Open a saved SMART capture</source>
        <translation>Открыть сохранённый снимок SMART</translation>
    </message>
    <message>
        <source>smartctl --json output (*.json);;All files (*)</source>
        <translation>Вывод smartctl --json (*.json);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Export report as &amp;HTML…</source>
        <translation>Экспорт отчёта в &amp;HTML…</translation>
    </message>
    <message>
        <source>Export report as &amp;JSON…</source>
        <translation>Экспорт отчёта в &amp;JSON…</translation>
    </message>
    <message>
        <source>Save a &amp;support capture…</source>
        <translation>&amp;Сохранить снимок для техподдержки…</translation>
    </message>
    <message>
        <source>Every drive&apos;s SMART and NVMe logs in one file, for a technician to read elsewhere</source>
        <translation>Данные SMART и журналы NVMe всех дисков в одном файле — чтобы специалист мог изучить их на другом компьютере</translation>
    </message>
    <message>
        <source>Save a support capture &amp;without serial numbers…</source>
        <translation>Сохранить снимок для техподдержки &amp;без серийных номеров…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>Об&amp;новить</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Вы&amp;ход</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>&amp;About SSD Toolbox</source>
        <translation>&amp;О программе SSD Toolbox</translation>
    </message>
    <message>
        <source>About SSD Toolbox</source>
        <translation>О программе SSD Toolbox</translation>
    </message>
    <message>
        <source>&lt;b&gt;SSD Toolbox %1&lt;/b&gt;&lt;p&gt;Health, setup checks, benchmarks and maintenance for solid-state drives. The same facts as &lt;code&gt;ssdtool&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;b&gt;SSD Toolbox %1&lt;/b&gt;&lt;p&gt;Состояние, проверка настройки, тесты скорости и обслуживание твердотельных накопителей. Те же данные, что и в &lt;code&gt;ssdtool&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>SSD Toolbox — %1 (%2)</source>
        <translation>SSD Toolbox — %1 (%2)</translation>
    </message>
    <message>
        <source>Export report as HTML</source>
        <translation>Экспорт отчёта в HTML</translation>
    </message>
    <message>
        <source>Export report as JSON</source>
        <translation>Экспорт отчёта в JSON</translation>
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
        <translation>Сохранить снимок для техподдержки</translation>
    </message>
    <message>
        <source>Writing the report (reading every drive)…</source>
        <translation>Создание отчёта (чтение всех дисков)…</translation>
    </message>
    <message>
        <source>Writing the support capture (reading every drive)…</source>
        <translation>Создание снимка для техподдержки (чтение всех дисков)…</translation>
    </message>
    <message>
        <source>Support capture written to %1.</source>
        <translation>Снимок для техподдержки записан в %1.</translation>
    </message>
    <message>
        <source>Report written to %1.</source>
        <translation>Отчёт записан в %1.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <source>The report failed: %1</source>
        <translation>Не удалось создать отчёт: %1</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Диски</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
</context>
<context>
    <name>ssd::gui::OverviewPage</name>
    <message>
        <source>%p % used</source>
        <translation>израсходовано %p %</translation>
    </message>
    <message>
        <source>Life:</source>
        <translation>Ресурс:</translation>
    </message>
    <message>
        <source>Rated endurance:</source>
        <translation>Заявленный ресурс:</translation>
    </message>
    <message>
        <source>Powered on:</source>
        <translation>Время работы:</translation>
    </message>
    <message>
        <source>Host writes:</source>
        <translation>Записано хостом:</translation>
    </message>
    <message>
        <source>NAND writes:</source>
        <translation>Записано в NAND:</translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation>Усиление записи:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Прошивка:</translation>
    </message>
    <message>
        <source>%1 % of %2 TB used (%3 TB written)</source>
        <translation>Израсходовано %1 % из %2 TB (записано %3 TB)</translation>
    </message>
    <message numerus="yes">
        <source>, rated over %n year(s)</source>
        <translation>
            <numerusform>, в расчёте на %n год</numerusform>
            <numerusform>, в расчёте на %n года</numerusform>
            <numerusform>, в расчёте на %n лет</numerusform>
        </translation>
    </message>
    <message>
        <source> — your rating</source>
        <translation> — ваше значение</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>Диск не выбран</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>Неизвестная модель</translation>
    </message>
    <message>
        <source>%1 · %2 · serial %3 · %4</source>
        <translation>%1 · %2 · серийный номер %3 · %4</translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation>SMART недоступен: %1</translation>
    </message>
    <message>
        <source>SMART needs administrator rights: %1</source>
        <translation>Для SMART нужны права администратора: %1</translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation>Не удалось прочитать SMART: %1</translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation>Чтение SMART…</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <translation>Состояние: %1</translation>
    </message>
    <message>
        <source>Health: unknown</source>
        <translation>Состояние: неизвестно</translation>
    </message>
    <message>
        <source>%1 % used, %2 % remaining</source>
        <translation>Израсходовано %1 %, осталось %2 %</translation>
    </message>
    <message>
        <source>; spare blocks %1 %</source>
        <translation>; запасные блоки: %1 %</translation>
    </message>
    <message>
        <source>not reported by this drive</source>
        <translation>этот диск не сообщает</translation>
    </message>
    <message>
        <source>, %1 power cycles</source>
        <translation>, включений: %1</translation>
    </message>
    <message>
        <source>For every byte the computer wrote, the flash wrote %1 bytes (garbage collection and wear levelling move data around). Around 1-3 is usual; a full, untrimmed drive climbs higher.</source>
        <translation>На каждый байт, записанный компьютером, флеш-память записала %1 байта (сборка мусора и выравнивание износа перемещают данные). Обычное значение — около 1–3; у заполненного диска без TRIM оно выше.</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>недоступно</translation>
    </message>
    <message>
        <source>The drive does not report what it needs.</source>
        <translation>Диск не сообщает нужных для этого данных.</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Причина: %1</translation>
    </message>
    <message>
        <source>No known advisory for this firmware.</source>
        <translation>Известных проблем с этой прошивкой нет.</translation>
    </message>
    <message>
        <source>Drive overview</source>
        <translation>Обзор диска</translation>
    </message>
</context>
<context>
    <name>ssd::gui::ReplayChooser</name>
    <message>
        <source>a trace recorded with `ssdtool trace record`</source>
        <translation>трасса, записанная командой `ssdtool trace record`</translation>
    </message>
    <message>
        <source>Trace file</source>
        <translation>Файл трассы</translation>
    </message>
    <message>
        <source>Choose trace…</source>
        <translation>Выбрать трассу…</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Скорость воспроизведения</translation>
    </message>
    <message>
        <source>At the recorded times: the drive gets the recorded idle time between requests, as the recorded day had it. As fast as possible: each request as soon as the recorded queue depth allows.</source>
        <translation>«at the recorded times» (в записанном темпе): диск получает записанные паузы простоя между запросами, как в тот день, когда велась запись. «as fast as possible» (как можно быстрее): каждый запрос отправляется, как только позволяет записанная глубина очереди.</translation>
    </message>
    <message>
        <source>Replay which trace?</source>
        <translation>Какую трассу воспроизвести?</translation>
    </message>
    <message>
        <source>Traces (*.trace);;All files (*)</source>
        <translation>Трассы (*.trace);;Все файлы (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1 is %2, more than the %3 the helper is sent; replay it in a folder, or on the raw drive with `sudo ssdtool bench DEVICE --replay FILE`</source>
        <translation>Размер %1 — %2, это больше %3, которые можно передать вспомогательному процессу; воспроизведите трассу в папке или на диске напрямую командой `sudo ssdtool bench DEVICE --replay FILE`</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SelfTestLogTable</name>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>What the drive says</source>
        <translation>Сообщение диска</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Время работы (h)</translation>
    </message>
    <message>
        <source>First failing LBA</source>
        <translation>Первый сбойный LBA</translation>
    </message>
    <message>
        <source> (%1 % of the test was left)</source>
        <translation> (осталось %1 % теста)</translation>
    </message>
    <message>
        <source>Self-test log</source>
        <translation>Журнал самодиагностики</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SelfTestPage</name>
    <message>
        <source>Test:</source>
        <translation>Тест:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Запустить</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Прервать</translation>
    </message>
    <message>
        <source>The drive&apos;s self-test log (newest first)</source>
        <translation>Журнал самодиагностики диска (сначала новые)</translation>
    </message>
    <message>
        <source>Start the extended self-test?</source>
        <translation>Запустить расширенную самодиагностику?</translation>
    </message>
    <message>
        <source>Starting: %1…</source>
        <translation>Запуск: %1…</translation>
    </message>
    <message>
        <source>Aborting: %1…</source>
        <translation>Прерывание: %1…</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>Диск не выбран</translation>
    </message>
    <message>
        <source>This drive runs no self-test: %1</source>
        <translation>Этот диск не поддерживает самодиагностику: %1</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s self-tests…</source>
        <translation>Чтение данных самодиагностики диска…</translation>
    </message>
    <message>
        <source>Schedule: %1</source>
        <translation>Расписание: %1</translation>
    </message>
    <message>
        <source>No self-test in the drive&apos;s log yet.</source>
        <translation>В журнале диска пока нет записей о самодиагностике.</translation>
    </message>
    <message>
        <source>Last test: %1 — %2</source>
        <translation>Последний тест: %1 — %2</translation>
    </message>
    <message>
        <source>, at %1 of power-on time</source>
        <translation>, при времени работы %1</translation>
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
        <translation>Атрибут</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>Текущее</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Наихудшее</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Порог</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Raw-значение</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation>Не удалось прочитать SMART: %1</translation>
    </message>
    <message>
        <source>No drive selected.</source>
        <translation>Диск не выбран.</translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation>Чтение SMART…</translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation>SMART недоступен: %1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Сбой</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Внимание</translation>
    </message>
    <message>
        <source>&lt;br&gt;Raw: %1</source>
        <translation>&lt;br&gt;Raw-значение: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n attribute(s)</source>
        <translation>
            <numerusform>%n атрибут</numerusform>
            <numerusform>%n атрибута</numerusform>
            <numerusform>%n атрибутов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failing</source>
        <translation>
            <numerusform>, %n сбойный</numerusform>
            <numerusform>, %n сбойных</numerusform>
            <numerusform>, %n сбойных</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n worth watching</source>
        <translation>
            <numerusform>, %n требует внимания</numerusform>
            <numerusform>, %n требуют внимания</numerusform>
            <numerusform>, %n требуют внимания</numerusform>
        </translation>
    </message>
    <message>
        <source>. Hover over a row for what it means. Current, worst and threshold are the vendor&apos;s normalized values (higher is better); raw values are decoded as smartctl prints them.</source>
        <translation>. Наведите указатель на строку, чтобы узнать её значение. Текущее, наихудшее и пороговое значения — нормированные значения производителя (чем выше, тем лучше); raw-значения расшифрованы так, как их выводит smartctl.</translation>
    </message>
    <message>
        <source>This drive reports no SMART attributes.</source>
        <translation>Этот диск не сообщает атрибутов SMART.</translation>
    </message>
    <message>
        <source>NVMe drives report a health log instead of attributes.</source>
        <translation>Диски NVMe вместо атрибутов предоставляют журнал состояния (health log).</translation>
    </message>
    <message>
        <source>SMART attributes</source>
        <translation>Атрибуты SMART</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SustainedPanel</name>
    <message>
        <source>Sustained write</source>
        <translation>Длительная запись</translation>
    </message>
    <message>
        <source>Cache size estimate:</source>
        <translation>Оценка размера кэша:</translation>
    </message>
    <message>
        <source>Before the drop:</source>
        <translation>До падения:</translation>
    </message>
    <message>
        <source>After the drop:</source>
        <translation>После падения:</translation>
    </message>
    <message>
        <source>Dropped at:</source>
        <translation>Момент падения:</translation>
    </message>
    <message>
        <source>Settled:</source>
        <translation>Стабилизация:</translation>
    </message>
    <message>
        <source>Stopped because:</source>
        <translation>Причина остановки:</translation>
    </message>
    <message>
        <source>Sequential write speed, second by second</source>
        <translation>Скорость последовательной записи по секундам</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Падение</translation>
    </message>
    <message>
        <source>%1 written before the speed dropped</source>
        <translation>до падения скорости записано %1</translation>
    </message>
    <message>
        <source>no drop seen: %1</source>
        <translation>падения не обнаружено: %1</translation>
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
        <translation>с %1 s</translation>
    </message>
    <message>
        <source>not settled</source>
        <translation>не наступила</translation>
    </message>
    <message>
        <source>%1 (%2 in %3 s; limits %4 s, %5)</source>
        <translation>%1 (%2 за %3 s; пределы: %4 s, %5)</translation>
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
        <translation>Безопасное стирание…</translation>
    </message>
    <message>
        <source>Update firmware…</source>
        <translation>Обновить прошивку…</translation>
    </message>
    <message>
        <source>Tell the drive which blocks are free, now or every week. Safe: files are not touched. Helps a drive that slowed down as it filled.</source>
        <translation>Сообщить диску, какие блоки свободны, — сейчас или еженедельно. Безопасно: файлы не затрагиваются. Помогает диску, который замедлился по мере заполнения.</translation>
    </message>
    <message>
        <source>Erase everything with the drive&apos;s own secure-erase command (ATA Security Erase, NVMe Format or Sanitize): before selling or reusing a drive, or to restore its speed. Destroys all data; needs the serial number; never on a drive in use.</source>
        <translation>Стереть всё встроенной командой безопасного стирания диска (ATA Security Erase, NVMe Format или Sanitize): перед продажей или повторным использованием диска либо чтобы восстановить его скорость. Уничтожает все данные; требует серийный номер; никогда не применяйте к используемому диску.</translation>
    </message>
    <message>
        <source>Flash a firmware image from the vendor (ATA DOWNLOAD MICROCODE, NVMe firmware download and commit). Needs the serial number; never on a drive in use.</source>
        <translation>Записать образ прошивки от производителя (ATA DOWNLOAD MICROCODE, загрузка и активация прошивки NVMe). Требует серийный номер; никогда не применяйте к используемому диску.</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>Диск не выбран</translation>
    </message>
    <message>
        <source>These tools need administrator rights: %1</source>
        <translation>Для этих инструментов нужны права администратора: %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::TrayApp</name>
    <message>
        <source>Hottest: %1 °C, %2</source>
        <translation>Самый горячий: %1 °C, %2</translation>
    </message>
    <message>
        <source>, its limit %1 °C</source>
        <translation>, его предел %1 °C</translation>
    </message>
    <message>
        <source>Open SSD Toolbox</source>
        <translation>Открыть SSD Toolbox</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>Проверить сейчас</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>No history yet (%1 does not exist): the ssd-toolbox-sample timer records the drives hourly.</source>
        <translation>Истории пока нет (%1 не существует): таймер ssd-toolbox-sample опрашивает диски каждый час.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Не удалось прочитать %1: %2</translation>
    </message>
    <message>
        <source>No alerts in %1: %2</source>
        <translation>Нет оповещений в %1: %2</translation>
    </message>
    <message>
        <source>Could not read the alerts in %1: %2</source>
        <translation>Не удалось прочитать оповещения в %1: %2</translation>
    </message>
    <message>
        <source>SSD Toolbox</source>
        <translation>SSD Toolbox</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s)</source>
        <translation>
            <numerusform>%n диск</numerusform>
            <numerusform>%n диска</numerusform>
            <numerusform>%n дисков</numerusform>
        </translation>
    </message>
    <message>
        <source>Drives: %1 (%2)</source>
        <translation>Диски: %1 (%2)</translation>
    </message>
    <message>
        <source>, worst %1</source>
        <translation>, хуже всех: %1</translation>
    </message>
    <message>
        <source>Alerts: %1 active, %2 acknowledged</source>
        <translation>Оповещения: активных — %1, подтверждённых — %2</translation>
    </message>
    <message>
        <source>Hottest: no temperature read</source>
        <translation>Самый горячий: температура не считана</translation>
    </message>
    <message>
        <source>Drives: unknown</source>
        <translation>Диски: неизвестно</translation>
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
        <translation>TRIM сообщает диску, какие блоки не содержат данных, чтобы он мог заранее их стереть и сохранять высокую скорость записи. Файлы не затрагиваются.</translation>
    </message>
</context>
</TS>
