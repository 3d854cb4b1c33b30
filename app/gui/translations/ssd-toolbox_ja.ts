<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>QObject</name>
    <message>
        <source>

Command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the finding&apos;s action has no command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an ssdtool command: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn on periodic TRIM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trim %1 now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resize %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn hibernation off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn hibernation on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turns hibernation off and frees the space reserved for the memory image; the computer can still sleep (suspend to RAM).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turns hibernation on; space for the memory image is reserved on the drive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this version cannot run &quot;%1&quot; for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssdtool could not be started (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured on: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conditions: not recorded in this result (written before ssdtool recorded them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write amplification during the run: not recorded in this result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sustained write, %1 s: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing past the cache: speed dropped at %1 s, after %2 (%3 → %4 MB/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; settled, finishing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; waiting for it to settle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(serial hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, serial %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, serial number hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the raw drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a test file in a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset %1, %2 data, test area %3, engine %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 trimmed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: not trimmed, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is on this drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cannot be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the drive: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>• %1: %2, starts at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No partitions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still reading the drive&apos;s layout…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What will be done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dry run: every safety check runs and the exact steps are listed; nothing changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checks passed. This is what will happen:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot go on: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm with the serial number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything on %1 will be lost. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2, %3, serial %4, firmware %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSD_TOOLBOX_NO_ELEVATION is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pkexec (polkit) is not installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The authorization dialog was dismissed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorization was refused (or polkit is not running).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The administrator helper could not be started (pkexec: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is missing: reinstall SSD Toolbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The administrator helper could not be started (UAC: %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <comment>hours (years, days)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>hours (days)</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without administrator rights the drive list and the checks that need no root are shown; SMART health, the remaining checks and every drive action need authorization.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>id: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The self-test was not started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The self-test was not aborted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The self-test log could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n hour(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — the drive gives no estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A self-test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 self-test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is running (the drive&apos;s estimate: %2 in all); the drive does not say how far it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is running; the drive does not say how far it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is running: %2 % done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is running: %2 % done, %3 left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes %1 by the drive&apos;s own estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>can take hours (the drive gives no estimate)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The extended (long) self-test of %1 %2: the drive reads its whole surface.

The drive stays usable meanwhile, but slower: the test competes with every read and write until it ends. It runs inside the drive, so closing this program does not stop it; Abort does.

Command: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No confirmation token is known for this drive yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the serial number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the kernel name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type %1 of the drive, %2, to confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirmed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not the same: upper and lower case must match exactly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not the same: remove the spaces around it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not %1 of this drive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A vendor-specific attribute: smartctl&apos;s drive database names it &quot;%1&quot;; its raw value&apos;s meaning is the vendor&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failing: the normalized value reached the vendor&apos;s threshold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worth watching: this defect counter is not zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed in the past (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn on periodic TRIM for the whole system (weekly fstrim.timer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turns on periodic TRIM: the systemd timer fstrim.timer is enabled and started, so once a week every mounted filesystem that supports it tells its drive which blocks are free. No file is changed or deleted; `systemctl disable --now fstrim.timer` turns it off again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trim the free space of every mounted filesystem on %1 now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This trims the free space of %1 now (FITRIM): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This resizes swap to %1: swap is turned off, resized and turned on again (the system may be slow for a moment if memory is short).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turns swap off and removes it, freeing its space; with little memory, programs may be stopped when it runs out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn TRIM on for the whole system, with the weekly Optimize Drives task (retrim)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turns TRIM on for the whole system (fsutil behavior set DisableDeleteNotify 0) and enables the Optimize Drives task, which retrims every SSD volume once a week. No file is changed or deleted; Optimize Drives (dfrgui) shows and changes the schedule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retrim every volume on %1 now (as Optimize Drives does)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This retrims %1 now (defrag %1 /L, what Optimize Drives runs): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pagefile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This sets the pagefile to %1 (System Properties → Advanced → Virtual memory shows the same setting); Windows applies it at the next restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows keeps a pagefile for crash dumps and memory it cannot otherwise free; set a small custom size instead of removing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::Alerts</name>
    <message>
        <source>%1: %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open SSD Toolbox to see them all.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::AlertsPage</name>
    <message>
        <source>%1 (cleared %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Severity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Since</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledged (silent until it gets worse)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Past (cleared in the last %n day(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Note (optional): why this is known and fine for now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silence the selected alert until it gets worse (asks for administrator rights: it changes the history database)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No alerts yet: alerts are raised by the ssd-toolbox-sample timer&apos;s readings (or `sudo ssdtool sample`). %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No alerts: every rule is quiet on every drive in this history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledging alert %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acknowledged: it stays silent until it gets worse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not acknowledged: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acknowledged %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchDetailPanel</name>
    <message>
        <source>Replay of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 requests, %3. The drive was busy %4 s of %5 s: average data rate %6 MB/s, %7 IOPS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency by direction and size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99.9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>p99.99</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: %2 requests, latency p50 %3 us, p99 %4 us, p99.9 %5 us, p99.99 %6 us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>µs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput by transfer size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>write, compressible data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transfer size (queue depth 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 sizes from %2 to %3; each size read and written in the same 2 GiB area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latency after idle periods</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first request after the idle period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the request right after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (medians):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  after %1 s idle: first request %2 us, the next %3 us, waking up took %4 us</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>idle seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 4 KiB random read after each idle period, and one right after it; the difference is the drive waking up (at most %1 us here).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchProcess</name>
    <message>
        <source>Stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchSnapshot</name>
    <message>
        <source>&lt;b&gt;SSD Toolbox benchmark&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchTile</name>
    <message>
        <source>MB/s · IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s · %1 IOPS (running)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s · %1 IOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MB/s, %3 IOPS&lt;br&gt;Latency (µs): mean %4, median %5, 99 %% %6, 99.9 %% %7, 99.99 %% %8, max %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>µs waking up, the most after any idle period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;after %1 s idle: %2 µs (awake %3 µs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;First request after idle&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>last: %1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drive&apos;s last run of this test, %1: %2 MB/s, %3 IOPS, latency p99 %4 µs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchmarkPage</name>
    <message>
        <source>Benchmark writes to the whole drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This benchmark writes to %1 and destroys everything on it.
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What is written. Drives that compress (SandForce) look much faster with zeros.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test area: larger than the drive&apos;s cache shows its sustained speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Measured seconds per test; below 2 s the warm-up is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data, size, time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready. A benchmark in a folder runs as you; its test file is removed afterwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serial number in the PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: the picture says the drive&apos;s model but not its serial number, for posting it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark in which folder?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home folder (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 (raw drive)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Read&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Write&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Other&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started: choose the trace to replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started: a benchmark that writes to a raw drive needs its serial number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step %1 of %2: %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(warming up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: %1 (%2 data, test area %3, engine %4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The benchmark did not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read throughput across the test area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>position (GB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark of %1 (preset %2, %3 data, test area %4, engine %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save benchmark as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save benchmark as text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save benchmark as PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: the picture could not be made</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::CaptureReader</name>
    <message>
        <source>ssdtool exited with status %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::ChecksPage</name>
    <message>
        <source>Done. The checks are being run again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fix was not applied: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The checks could not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running the checks…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This drive (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ Nothing to fix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not checked (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(No button: %1.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running: %1…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::DBusNotifier</name>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::DriveListWidget</name>
    <message>
        <source>Drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drives could not be listed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
Serial: %2
Firmware: %3
Interface: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s SMART data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no SMART</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs root</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>error</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::EraseWizard</name>
    <message>
        <source>Secure erase — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A secure erase resets every cell of the flash (or its encryption key): all data on the drive is gone for good and the drive is as fast as new.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The strongest the drive supports</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::FirmwareWizard</name>
    <message>
        <source>Firmware update — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The firmware image from the drive&apos;s vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use only an image made for exactly this model. Keep the computer on mains power: an interrupted update can leave the drive unusable. Back up first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firmware image</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::HelperBackend</name>
    <message>
        <source>The SSD Toolbox service is not installed (no %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to the SSD Toolbox service…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The helper was restarted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Administrator helper (%1): asking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the helper…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking for administrator rights…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No helper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The helper sent a line that cannot be read (%1): reinstall SSD Toolbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The helper speaks another protocol version (this GUI needs %1): reinstall SSD Toolbox.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service: drives and SMART need no password; a change asks for authorization when you make it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service (without administrator rights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SSD Toolbox service runs without administrator rights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Administrator helper (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Administrator helper (running as administrator)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running with administrator rights (helper: ssdtool serve).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The helper runs without administrator rights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Helper without administrator rights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SSD Toolbox service closed the connection; try again (the next request reconnects).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSD Toolbox service: disconnected, the next request reconnects</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The SSD Toolbox service did not answer at %1%2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The helper stopped (exit status %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ssdtool serve could not be started (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryCharts</name>
    <message>
        <source>Written per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write amplification per week</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAND / host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>°C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projection</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryPage</name>
    <message>
        <source>Open database…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a drive in the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From – to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a history database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History databases (*.sqlite *.db);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`). %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (not connected)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a drive in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected drive (serial %1) has no readings in this history; drives that have are in the list above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No readings of %1 in this interval; its history runs from %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistorySummary</name>
    <message>
        <source>%1 a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 in standby, not read)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>host %1, NAND %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (at least: a counter reset hides some writes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>
%1 counter: %2 between %3 and %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 over the interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no readings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min %1 °C, average %2 °C, max %3 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 h %2 min at or above the drive&apos;s warning threshold of %3 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the drive states no warning threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 % a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; %1 % of the rated %2 written (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → %3 between %4 and %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict %1 → %2 at %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was %2; from %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no later bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100 % around %1 (between %2 and %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Readings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per day:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life used:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projection:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Device swaps:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::MainWindow</name>
    <message>
        <source>SSD Toolbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Authorize…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMART</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSD Toolbox — benchmark finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSD Toolbox — benchmark stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not a SMART capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read as a saved smartctl --json capture: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the drives…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open a saved SMART capture (smartctl --json)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved SMART capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smartctl --json output (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report as &amp;HTML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report as &amp;JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a &amp;support capture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every drive&apos;s SMART and NVMe logs in one file, for a technician to read elsewhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a support capture &amp;without serial numbers…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About SSD Toolbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About SSD Toolbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;SSD Toolbox %1&lt;/b&gt;&lt;p&gt;Health, setup checks, benchmarks and maintenance for solid-state drives. The same facts as &lt;code&gt;ssdtool&lt;/code&gt;.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSD Toolbox — %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report as HTML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTML (*.html)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a support capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the report (reading every drive)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing the support capture (reading every drive)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support capture written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report written to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::OverviewPage</name>
    <message>
        <source>%p % used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rated endurance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Powered on:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host writes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NAND writes:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of %2 TB used (%3 TB written)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>, rated over %n year(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> — your rating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · serial %3 · %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMART needs administrator rights: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Health: unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % used, %2 % remaining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; spare blocks %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not reported by this drive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, %1 power cycles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For every byte the computer wrote, the flash wrote %1 bytes (garbage collection and wear levelling move data around). Around 1-3 is usual; a full, untrimmed drive climbs higher.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drive does not report what it needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No known advisory for this firmware.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::ReplayChooser</name>
    <message>
        <source>a trace recorded with `ssdtool trace record`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trace file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose trace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the recorded times: the drive gets the recorded idle time between requests, as the recorded day had it. As fast as possible: each request as soon as the recorded queue depth allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay which trace?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traces (*.trace);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2, more than the %3 the helper is sent; replay it in a folder, or on the raw drive with `sudo ssdtool bench DEVICE --replay FILE`</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::SelfTestLogTable</name>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the drive says</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First failing LBA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (%1 % of the test was left)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::SelfTestPage</name>
    <message>
        <source>Test:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drive&apos;s self-test log (newest first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the extended self-test?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting: %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Aborting: %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This drive runs no self-test: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the drive&apos;s self-tests…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedule: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No self-test in the drive&apos;s log yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last test: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, at %1 of power-on time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::SmartTablePage</name>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worst</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No drive selected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;br&gt;Raw: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n attribute(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failing</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n worth watching</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>. Hover over a row for what it means. Current, worst and threshold are the vendor&apos;s normalized values (higher is better); raw values are decoded as smartctl prints them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This drive reports no SMART attributes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVMe drives report a health log instead of attributes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::SustainedPanel</name>
    <message>
        <source>Sustained write</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache size estimate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the drop:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the drop:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dropped at:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settled:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped because:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequential write speed, second by second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 written before the speed dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no drop seen: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not settled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 in %3 s; limits %4 s, %5)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::ToolsPage</name>
    <message>
        <source>TRIM…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secure erase…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update firmware…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tell the drive which blocks are free, now or every week. Safe: files are not touched. Helps a drive that slowed down as it filled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Erase everything with the drive&apos;s own secure-erase command (ATA Security Erase, NVMe Format or Sanitize): before selling or reusing a drive, or to restore its speed. Destroys all data; needs the serial number; never on a drive in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flash a firmware image from the vendor (ATA DOWNLOAD MICROCODE, NVMe firmware download and commit). Needs the serial number; never on a drive in use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These tools need administrator rights: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::TrayApp</name>
    <message>
        <source>Hottest: %1 °C, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, its limit %1 °C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open SSD Toolbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No history yet (%1 does not exist): the ssd-toolbox-sample timer records the drives hourly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No alerts in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the alerts in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSD Toolbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Drives: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, worst %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts: %1 active, %2 acknowledged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hottest: no temperature read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drives: unknown</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ssd::gui::TrimWizard</name>
    <message>
        <source>TRIM — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TRIM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TRIM tells the drive which blocks hold no data, so it can erase them ahead of time and keep writes fast. Files are not touched.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
