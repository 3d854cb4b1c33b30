<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QObject</name>
    <message>
        <source>

Command: %1</source>
        <translation>

命令：%1</translation>
    </message>
    <message>
        <source>the finding&apos;s action has no command</source>
        <translation>该检查结果的操作没有对应的命令</translation>
    </message>
    <message>
        <source>not an ssdtool command: %1</source>
        <translation>不是 ssdtool 命令：%1</translation>
    </message>
    <message>
        <source>Turn on periodic TRIM</source>
        <translation>开启定期 TRIM</translation>
    </message>
    <message>
        <source>Trim %1 now</source>
        <translation>立即对 %1 执行 TRIM</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size</source>
        <translation>“%1”不是有效的大小</translation>
    </message>
    <message>
        <source>Resize %1 to %2</source>
        <translation>将%1的大小调整为 %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>删除%1</translation>
    </message>
    <message>
        <source>Turn hibernation off</source>
        <translation>关闭休眠</translation>
    </message>
    <message>
        <source>Turn hibernation on</source>
        <translation>开启休眠</translation>
    </message>
    <message>
        <source>This turns hibernation off and frees the space reserved for the memory image; the computer can still sleep (suspend to RAM).</source>
        <translation>此操作将关闭休眠，并释放为内存映像预留的空间；计算机仍可进入睡眠（挂起到内存）。</translation>
    </message>
    <message>
        <source>This turns hibernation on; space for the memory image is reserved on the drive.</source>
        <translation>此操作将开启休眠；驱动器上会为内存映像预留空间。</translation>
    </message>
    <message>
        <source>this version cannot run &quot;%1&quot; for you</source>
        <translation>此版本无法替您运行“%1”</translation>
    </message>
    <message>
        <source>ssdtool could not be started (%1): %2</source>
        <translation>无法启动 ssdtool（%1）：%2</translation>
    </message>
    <message>
        <source>Measured on: %1</source>
        <translation>测量于：%1</translation>
    </message>
    <message>
        <source>Conditions: not recorded in this result (written before ssdtool recorded them).</source>
        <translation>测试条件：此结果中未记录（该结果写入时 ssdtool 尚未记录测试条件）。</translation>
    </message>
    <message>
        <source>Write amplification during the run: not recorded in this result.</source>
        <translation>运行期间的写入放大：此结果中未记录。</translation>
    </message>
    <message>
        <source>Sustained write, %1 s: %2</source>
        <translation>持续写入，%1 s：%2</translation>
    </message>
    <message>
        <source>Writing past the cache: speed dropped at %1 s, after %2 (%3 → %4 MB/s)</source>
        <translation>写入超出缓存：速度在 %1 s 时下降，此前已写入 %2（%3 → %4 MB/s）</translation>
    </message>
    <message>
        <source>; settled, finishing</source>
        <translation>；已稳定，即将结束</translation>
    </message>
    <message>
        <source>; waiting for it to settle</source>
        <translation>；正在等待速度稳定</translation>
    </message>
    <message>
        <source>(serial hidden)</source>
        <translation>（序列号已隐藏）</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <translation>驱动器：%1</translation>
    </message>
    <message>
        <source>unknown model</source>
        <translation>未知型号</translation>
    </message>
    <message>
        <source>, serial %1</source>
        <translation>，序列号 %1</translation>
    </message>
    <message>
        <source>, serial number hidden</source>
        <translation>，序列号已隐藏</translation>
    </message>
    <message>
        <source>Target: %1 (%2)</source>
        <translation>目标：%1（%2）</translation>
    </message>
    <message>
        <source>the raw drive</source>
        <translation>裸设备</translation>
    </message>
    <message>
        <source>a test file in a folder</source>
        <translation>文件夹中的测试文件</translation>
    </message>
    <message>
        <source>Preset %1, %2 data, test area %3, engine %4</source>
        <translation>预设 %1，%2 数据，测试区域 %3，引擎 %4</translation>
    </message>
    <message>
        <source>Finished %1</source>
        <translation>完成于 %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message>
        <source>Warning %1</source>
        <translation>警告 %1</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>%1: %2 trimmed</source>
        <translation>%1：已 TRIM %2</translation>
    </message>
    <message>
        <source>%1: not trimmed, %2</source>
        <translation>%1：未 TRIM，%2</translation>
    </message>
    <message>
        <source>What is on this drive</source>
        <translation>此驱动器上的内容</translation>
    </message>
    <message>
        <source>This cannot be started: %1</source>
        <translation>无法开始：%1</translation>
    </message>
    <message>
        <source>Asking the drive: %1</source>
        <translation>正在询问驱动器：%1</translation>
    </message>
    <message>
        <source>• %1: %2, starts at %3</source>
        <translation>• %1：%2，起始于 %3</translation>
    </message>
    <message>
        <source>No partitions.</source>
        <translation>没有分区。</translation>
    </message>
    <message>
        <source>Still reading the drive&apos;s layout…</source>
        <translation>仍在读取驱动器的分区布局…</translation>
    </message>
    <message>
        <source>What will be done</source>
        <translation>将执行的操作</translation>
    </message>
    <message>
        <source>A dry run: every safety check runs and the exact steps are listed; nothing changes.</source>
        <translation>试运行：执行所有安全检查并列出确切步骤；不会做任何更改。</translation>
    </message>
    <message>
        <source>The checks passed. This is what will happen:</source>
        <translation>检查已通过。将执行以下操作：</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>已拒绝：%1</translation>
    </message>
    <message>
        <source>Cannot go on: %1</source>
        <translation>无法继续：%1</translation>
    </message>
    <message>
        <source>Checking: %1</source>
        <translation>正在检查：%1</translation>
    </message>
    <message>
        <source>Confirm with the serial number</source>
        <translation>用序列号确认</translation>
    </message>
    <message>
        <source>Everything on %1 will be lost. %2</source>
        <translation>%1 上的所有数据都将丢失。%2</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>正在运行</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <source>Running: %1</source>
        <translation>正在运行：%1</translation>
    </message>
    <message>
        <source>%1 — %2, %3, serial %4, firmware %5</source>
        <translation>%1 — %2，%3，序列号 %4，固件 %5</translation>
    </message>
    <message>
        <source>SSD_TOOLBOX_NO_ELEVATION is set.</source>
        <translation>已设置 SSD_TOOLBOX_NO_ELEVATION。</translation>
    </message>
    <message>
        <source>pkexec (polkit) is not installed.</source>
        <translation>未安装 pkexec（polkit）。</translation>
    </message>
    <message>
        <source>The authorization dialog was dismissed.</source>
        <translation>授权对话框已被关闭。</translation>
    </message>
    <message>
        <source>Authorization was refused (or polkit is not running).</source>
        <translation>授权被拒绝（或 polkit 未运行）。</translation>
    </message>
    <message>
        <source>The administrator helper could not be started (pkexec: %1).</source>
        <translation>无法启动管理员辅助程序（pkexec：%1）。</translation>
    </message>
    <message>
        <source>%1 is missing: reinstall SSD Toolbox.</source>
        <translation>缺少 %1：请重新安装 SSD Toolbox。</translation>
    </message>
    <message>
        <source>The administrator helper could not be started (UAC: %1).</source>
        <translation>无法启动管理员辅助程序（UAC：%1）。</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <comment>hours (years, days)</comment>
        <translation>%1（%2 %3）</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation>
            <numerusform>%n 年</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n 天</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>hours (days)</comment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>良好</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Without administrator rights the drive list and the checks that need no root are shown; SMART health, the remaining checks and every drive action need authorization.</source>
        <translation>没有管理员权限时，只显示驱动器列表和无需 root 权限的检查；SMART 健康状态、其余检查以及所有驱动器操作都需要授权。</translation>
    </message>
    <message>
        <source>id: %1</source>
        <translation>ID：%1</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>详细信息</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修复方法：%1</translation>
    </message>
    <message>
        <source>The document cannot be read: %1</source>
        <translation>无法读取该文档：%1</translation>
    </message>
    <message>
        <source>The self-test was not started: %1</source>
        <translation>自检未启动：%1</translation>
    </message>
    <message>
        <source>The self-test was not aborted: %1</source>
        <translation>自检未中止：%1</translation>
    </message>
    <message>
        <source>The self-test log could not be read: %1</source>
        <translation>无法读取自检日志：%1</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>约 %n 分钟</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>约 %n 小时</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — the drive gives no estimate</source>
        <translation>%1 — 驱动器未给出预计时间</translation>
    </message>
    <message>
        <source>A self-test</source>
        <translation>自检</translation>
    </message>
    <message>
        <source>The %1 self-test</source>
        <translation>%1 自检</translation>
    </message>
    <message>
        <source>%1 is running (the drive&apos;s estimate: %2 in all); the drive does not say how far it is.</source>
        <translation>%1正在进行（驱动器预计总共需要%2）；驱动器未报告进度。</translation>
    </message>
    <message>
        <source>%1 is running; the drive does not say how far it is.</source>
        <translation>%1正在进行；驱动器未报告进度。</translation>
    </message>
    <message>
        <source>%1 is running: %2 % done.</source>
        <translation>%1正在进行：已完成 %2%。</translation>
    </message>
    <message>
        <source>%1 is running: %2 % done, %3 left.</source>
        <translation>%1正在进行：已完成 %2%，还剩%3。</translation>
    </message>
    <message>
        <source>takes %1 by the drive&apos;s own estimate</source>
        <translation>按驱动器自身的估计需要%1</translation>
    </message>
    <message>
        <source>can take hours (the drive gives no estimate)</source>
        <translation>可能需要数小时（驱动器未给出预计时间）</translation>
    </message>
    <message>
        <source>The extended (long) self-test of %1 %2: the drive reads its whole surface.

The drive stays usable meanwhile, but slower: the test competes with every read and write until it ends. It runs inside the drive, so closing this program does not stop it; Abort does.

Command: %3</source>
        <translation>%1 的扩展（长）自检，%2：驱动器将读取其全部存储区域。

在此期间驱动器仍可使用，但速度会变慢：测试结束前，它会与每一次读写争用资源。测试在驱动器内部运行，因此关闭本程序不会停止它；点击“中止”才会停止。

命令：%3</translation>
    </message>
    <message>
        <source>No confirmation token is known for this drive yet.</source>
        <translation>尚不知道此驱动器的确认口令。</translation>
    </message>
    <message>
        <source>the serial number</source>
        <translation>序列号</translation>
    </message>
    <message>
        <source>the kernel name</source>
        <translation>内核名称</translation>
    </message>
    <message>
        <source>Type %1 of the drive, %2, to confirm.</source>
        <translation>请输入驱动器的%1（%2）以确认。</translation>
    </message>
    <message>
        <source>Confirmed.</source>
        <translation>已确认。</translation>
    </message>
    <message>
        <source>Not the same: upper and lower case must match exactly.</source>
        <translation>不一致：大小写必须完全一致。</translation>
    </message>
    <message>
        <source>Not the same: remove the spaces around it.</source>
        <translation>不一致：请删除前后的空格。</translation>
    </message>
    <message>
        <source>That is not %1 of this drive.</source>
        <translation>这不是此驱动器的%1。</translation>
    </message>
    <message>
        <source>A vendor-specific attribute: smartctl&apos;s drive database names it &quot;%1&quot;; its raw value&apos;s meaning is the vendor&apos;s.</source>
        <translation>厂商自定义属性：smartctl 的驱动器数据库将其命名为“%1”；其原始值的含义由厂商定义。</translation>
    </message>
    <message>
        <source>Failing: the normalized value reached the vendor&apos;s threshold.</source>
        <translation>故障：标准化值已达到厂商设定的阈值。</translation>
    </message>
    <message>
        <source>Worth watching: this defect counter is not zero.</source>
        <translation>值得关注：此缺陷计数不为零。</translation>
    </message>
    <message>
        <source>Failed in the past (%1).</source>
        <translation>过去曾出现故障（%1）。</translation>
    </message>
    <message>
        <source>Turn on periodic TRIM for the whole system (weekly fstrim.timer)</source>
        <translation>为整个系统开启定期 TRIM（每周运行的 fstrim.timer）</translation>
    </message>
    <message>
        <source>This turns on periodic TRIM: the systemd timer fstrim.timer is enabled and started, so once a week every mounted filesystem that supports it tells its drive which blocks are free. No file is changed or deleted; `systemctl disable --now fstrim.timer` turns it off again.</source>
        <translation>此操作将开启定期 TRIM：启用并启动 systemd 定时器 fstrim.timer，这样每周一次，所有支持 TRIM 的已挂载文件系统都会告知其驱动器哪些块是空闲的。不会更改或删除任何文件；运行 `systemctl disable --now fstrim.timer` 可再次关闭。</translation>
    </message>
    <message>
        <source>Trim the free space of every mounted filesystem on %1 now</source>
        <translation>立即对 %1 上所有已挂载文件系统的可用空间执行 TRIM</translation>
    </message>
    <message>
        <source>This trims the free space of %1 now (FITRIM): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation>此操作将立即对 %1 的可用空间执行 TRIM（FITRIM）：告知驱动器哪些块不含数据。不会触及任何文件；对于容量大且长期未执行 TRIM 的驱动器，可能需要几分钟。</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>交换空间</translation>
    </message>
    <message>
        <source>This resizes swap to %1: swap is turned off, resized and turned on again (the system may be slow for a moment if memory is short).</source>
        <translation>此操作将交换空间的大小调整为 %1：先关闭交换空间，调整大小后再重新开启（如果内存不足，系统可能会短暂变慢）。</translation>
    </message>
    <message>
        <source>This turns swap off and removes it, freeing its space; with little memory, programs may be stopped when it runs out.</source>
        <translation>此操作将关闭并删除交换空间，释放其占用的空间；内存较小时，内存耗尽可能导致程序被终止。</translation>
    </message>
    <message>
        <source>Turn TRIM on for the whole system, with the weekly Optimize Drives task (retrim)</source>
        <translation>为整个系统开启 TRIM，并启用每周的“优化驱动器”任务（重新 TRIM）</translation>
    </message>
    <message>
        <source>This turns TRIM on for the whole system (fsutil behavior set DisableDeleteNotify 0) and enables the Optimize Drives task, which retrims every SSD volume once a week. No file is changed or deleted; Optimize Drives (dfrgui) shows and changes the schedule.</source>
        <translation>此操作将为整个系统开启 TRIM（fsutil behavior set DisableDeleteNotify 0），并启用“优化驱动器”任务，该任务每周对每个 SSD 卷重新执行一次 TRIM。不会更改或删除任何文件；可在“优化驱动器”（dfrgui）中查看和更改计划。</translation>
    </message>
    <message>
        <source>Retrim every volume on %1 now (as Optimize Drives does)</source>
        <translation>立即对 %1 上的每个卷重新执行 TRIM（与“优化驱动器”相同）</translation>
    </message>
    <message>
        <source>This retrims %1 now (defrag %1 /L, what Optimize Drives runs): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation>此操作将立即对 %1 重新执行 TRIM（defrag %1 /L，即“优化驱动器”所运行的命令）：告知驱动器哪些块不含数据。不会触及任何文件；对于容量大且长期未执行 TRIM 的驱动器，可能需要几分钟。</translation>
    </message>
    <message>
        <source>the pagefile</source>
        <translation>分页文件</translation>
    </message>
    <message>
        <source>This sets the pagefile to %1 (System Properties → Advanced → Virtual memory shows the same setting); Windows applies it at the next restart.</source>
        <translation>此操作将分页文件设置为 %1（“系统属性 → 高级 → 虚拟内存”中显示的是同一设置）；Windows 会在下次重启时应用。</translation>
    </message>
    <message>
        <source>Windows keeps a pagefile for crash dumps and memory it cannot otherwise free; set a small custom size instead of removing it.</source>
        <translation>Windows 需要分页文件来保存故障转储以及存放无法以其他方式释放的内存；请设置一个较小的自定义大小，而不要删除它。</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Steps of the dry run</source>
        <translation>试运行步骤</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>The language changes when SSD Toolbox starts again.</source>
        <translation>语言将在下次启动 SSD Toolbox 时更改。</translation>
    </message>
</context>
<context>
    <name>ssd::gui::Alerts</name>
    <message>
        <source>%1: %2 on %3</source>
        <translation>%1：%3 上的 %2</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Open SSD Toolbox to see them all.</source>
        <translation>打开 SSD Toolbox 查看全部警报。</translation>
    </message>
    <message numerus="yes">
        <source>%n more new alert(s)</source>
        <translation>
            <numerusform>另有 %n 个新警报</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::gui::AlertsPage</name>
    <message>
        <source>%1 (cleared %2)</source>
        <translation>%1（已于 %2 解除）</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>警报</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>严重程度</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>最后出现</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>已确认</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>活动</translation>
    </message>
    <message>
        <source>Acknowledged (silent until it gets worse)</source>
        <translation>已确认（情况恶化前不再提醒）</translation>
    </message>
    <message numerus="yes">
        <source>Past (cleared in the last %n day(s))</source>
        <translation>
            <numerusform>过去（最近 %n 天内已解除）</numerusform>
        </translation>
    </message>
    <message>
        <source>Note (optional): why this is known and fine for now</source>
        <translation>备注（可选）：为何此问题已知且暂时无碍</translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation>确认</translation>
    </message>
    <message>
        <source>Silence the selected alert until it gets worse (asks for administrator rights: it changes the history database)</source>
        <translation>在情况恶化前不再提醒所选警报（需要管理员权限：这会更改历史数据库）</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>数据库：%1</translation>
    </message>
    <message>
        <source>No alerts yet: alerts are raised by the ssd-toolbox-sample timer&apos;s readings (or `sudo ssdtool sample`). %1 does not exist.</source>
        <translation>尚无警报：警报由 ssd-toolbox-sample 定时器的读数（或 `sudo ssdtool sample`）触发。%1 不存在。</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>No alerts: every rule is quiet on every drive in this history.</source>
        <translation>没有警报：此历史记录中的所有驱动器均未触发任何规则。</translation>
    </message>
    <message>
        <source>Acknowledging alert %1…</source>
        <translation>正在确认警报 %1…</translation>
    </message>
    <message>
        <source>Acknowledged: it stays silent until it gets worse.</source>
        <translation>已确认：情况恶化前不再提醒。</translation>
    </message>
    <message>
        <source>Not acknowledged: %1</source>
        <translation>未确认：%1</translation>
    </message>
    <message>
        <source>acknowledged %1</source>
        <translation>已于 %1 确认</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>警报</translation>
    </message>
    <message>
        <source>Note for the acknowledgement</source>
        <translation>确认备注</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchDetailPanel</name>
    <message>
        <source>Replay of %1</source>
        <translation>%1 的回放</translation>
    </message>
    <message>
        <source>%1: %2 requests, %3. The drive was busy %4 s of %5 s: average data rate %6 MB/s, %7 IOPS.</source>
        <translation>%1：%2 个请求，%3。在 %5 s 中驱动器忙碌了 %4 s：平均数据速率 %6 MB/s，%7 IOPS。</translation>
    </message>
    <message>
        <source>Latency by direction and size</source>
        <translation>按方向和大小划分的延迟</translation>
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
        <translation>  %1：%2 个请求，延迟 p50 %3 us，p99 %4 us，p99.9 %5 us，p99.99 %6 us</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Throughput by transfer size</source>
        <translation>按传输大小划分的吞吐量</translation>
    </message>
    <message>
        <source>read</source>
        <translation>读取</translation>
    </message>
    <message>
        <source>write</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>write, compressible data</source>
        <translation>写入，可压缩数据</translation>
    </message>
    <message>
        <source>transfer size (queue depth 4)</source>
        <translation>传输大小（队列深度 4）</translation>
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
        <translation>%1 种大小，从 %2 到 %3；每种大小都在同一个 2 GiB 区域内读取和写入。</translation>
    </message>
    <message>
        <source>Latency after idle periods</source>
        <translation>空闲后的延迟</translation>
    </message>
    <message>
        <source>first request after the idle period</source>
        <translation>空闲后的第一个请求</translation>
    </message>
    <message>
        <source>the request right after it</source>
        <translation>紧随其后的请求</translation>
    </message>
    <message>
        <source> (medians):</source>
        <translation> (中位数):</translation>
    </message>
    <message>
        <source>  after %1 s idle: first request %2 us, the next %3 us, waking up took %4 us</source>
        <translation>  空闲 %1 s 后：第一个请求 %2 us，下一个 %3 us，唤醒耗时 %4 us</translation>
    </message>
    <message>
        <source>idle seconds</source>
        <translation>空闲秒数</translation>
    </message>
    <message>
        <source>A 4 KiB random read after each idle period, and one right after it; the difference is the drive waking up (at most %1 us here).</source>
        <translation>每次空闲后进行一次 4 KiB 随机读取，紧接着再进行一次；两者之差即驱动器的唤醒时间（此处最多 %1 us）。</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchProcess</name>
    <message>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>退出状态 %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchSnapshot</name>
    <message>
        <source>&lt;b&gt;SSD Toolbox benchmark&lt;/b&gt;</source>
        <translation>&lt;b&gt;SSD Toolbox 基准测试&lt;/b&gt;</translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark</source>
        <translation>SSD Toolbox 基准测试</translation>
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
        <translation>MB/s · %1 IOPS（运行中）</translation>
    </message>
    <message>
        <source>MB/s · %1 IOPS</source>
        <translation>MB/s · %1 IOPS</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MB/s, %3 IOPS&lt;br&gt;Latency (µs): mean %4, median %5, 99 %% %6, 99.9 %% %7, 99.99 %% %8, max %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MB/s，%3 IOPS&lt;br&gt;延迟 (µs)：平均 %4，中位数 %5，99 %% %6，99.9 %% %7，99.99 %% %8，最大 %9</translation>
    </message>
    <message>
        <source>µs waking up, the most after any idle period</source>
        <translation>µs 唤醒时间，所有空闲时段后的最大值</translation>
    </message>
    <message>
        <source>&lt;br&gt;after %1 s idle: %2 µs (awake %3 µs)</source>
        <translation>&lt;br&gt;空闲 %1 s 后：%2 µs（唤醒后 %3 µs）</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;First request after idle&lt;/b&gt;</source>
        <translation>&lt;br&gt;&lt;b&gt;空闲后的第一个请求&lt;/b&gt;</translation>
    </message>
    <message>
        <source>last: %1 MB/s</source>
        <translation>上次：%1 MB/s</translation>
    </message>
    <message>
        <source>The drive&apos;s last run of this test, %1: %2 MB/s, %3 IOPS, latency p99 %4 µs</source>
        <translation>该驱动器上次运行此测试（%1）：%2 MB/s，%3 IOPS，延迟 p99 %4 µs</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchmarkPage</name>
    <message>
        <source>Benchmark writes to the whole drive</source>
        <translation>基准测试将写入整个驱动器</translation>
    </message>
    <message>
        <source>This benchmark writes to %1 and destroys everything on it.
%2</source>
        <translation>此基准测试将写入 %1，并销毁其上的所有数据。
%2</translation>
    </message>
    <message>
        <source>What is written. Drives that compress (SandForce) look much faster with zeros.</source>
        <translation>写入的数据内容。对于会压缩数据的驱动器（SandForce），写入全零时速度会显得快得多。</translation>
    </message>
    <message>
        <source>Preset size</source>
        <translation>预设大小</translation>
    </message>
    <message>
        <source>The test area: larger than the drive&apos;s cache shows its sustained speed.</source>
        <translation>测试区域：大于驱动器缓存时可测出其持续速度。</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Preset time</source>
        <translation>预设时间</translation>
    </message>
    <message>
        <source>Measured seconds per test; below 2 s the warm-up is skipped.</source>
        <translation>每项测试的测量秒数；少于 2 s 时跳过预热。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>目标:</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>预设:</translation>
    </message>
    <message>
        <source>Trace:</source>
        <translation>跟踪文件:</translation>
    </message>
    <message>
        <source>Data, size, time:</source>
        <translation>数据、大小、时间:</translation>
    </message>
    <message>
        <source>Ready. A benchmark in a folder runs as you; its test file is removed afterwards.</source>
        <translation>就绪。在文件夹中运行的基准测试以您的身份运行；测试文件会在结束后删除。</translation>
    </message>
    <message>
        <source>Throughput over time</source>
        <translation>吞吐量随时间变化</translation>
    </message>
    <message>
        <source>Copy results</source>
        <translation>复制结果</translation>
    </message>
    <message>
        <source>Save JSON…</source>
        <translation>保存 JSON…</translation>
    </message>
    <message>
        <source>Save text…</source>
        <translation>保存文本…</translation>
    </message>
    <message>
        <source>Save PNG…</source>
        <translation>保存 PNG…</translation>
    </message>
    <message>
        <source>Serial number in the PNG</source>
        <translation>在 PNG 中显示序列号</translation>
    </message>
    <message>
        <source>Off: the picture says the drive&apos;s model but not its serial number, for posting it.</source>
        <translation>关闭时：图片中只显示驱动器型号而不显示序列号，便于公开发布。</translation>
    </message>
    <message>
        <source>Benchmark in which folder?</source>
        <translation>在哪个文件夹中进行基准测试？</translation>
    </message>
    <message>
        <source>Home folder (%1)</source>
        <translation>主文件夹（%1）</translation>
    </message>
    <message>
        <source>%1 %2 (raw drive)</source>
        <translation>%1 %2（裸设备）</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>选择文件夹…</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>未开始：%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read&lt;/b&gt;</source>
        <translation>&lt;b&gt;读取&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Write&lt;/b&gt;</source>
        <translation>&lt;b&gt;写入&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other&lt;/b&gt;</source>
        <translation>&lt;b&gt;其他&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not started: choose the trace to replay.</source>
        <translation>未开始：请选择要回放的跟踪文件。</translation>
    </message>
    <message>
        <source>Not started: a benchmark that writes to a raw drive needs its serial number.</source>
        <translation>未开始：写入裸设备的基准测试需要输入其序列号。</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Starting: %1</source>
        <translation>正在开始：%1</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>正在停止…</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3 %4</source>
        <translation>第 %1 步，共 %2 步：%3 %4</translation>
    </message>
    <message>
        <source>(warming up)</source>
        <translation>（预热中）</translation>
    </message>
    <message>
        <source>Done: %1 (%2 data, test area %3, engine %4).</source>
        <translation>完成：%1（%2 数据，测试区域 %3，引擎 %4）。</translation>
    </message>
    <message>
        <source>Stopped. %1</source>
        <translation>已停止。%1</translation>
    </message>
    <message>
        <source>The benchmark did not run: %1</source>
        <translation>基准测试未运行：%1</translation>
    </message>
    <message>
        <source>Read throughput across the test area</source>
        <translation>整个测试区域的读取吞吐量</translation>
    </message>
    <message>
        <source>position (GB)</source>
        <translation>位置 (GB)</translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark of %1 (preset %2, %3 data, test area %4, engine %5)</source>
        <translation>%1 的 SSD Toolbox 基准测试（预设 %2，%3 数据，测试区域 %4，引擎 %5）</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>已保存 %1。</translation>
    </message>
    <message>
        <source>Save benchmark as JSON</source>
        <translation>将基准测试保存为 JSON</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Save benchmark as text</source>
        <translation>将基准测试保存为文本</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>文本 (*.txt)</translation>
    </message>
    <message>
        <source>Save benchmark as PNG</source>
        <translation>将基准测试保存为 PNG</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Could not save %1: the picture could not be made</source>
        <translation>无法保存 %1：无法生成图片</translation>
    </message>
    <message>
        <source>Benchmark results</source>
        <translation>基准测试结果</translation>
    </message>
    <message>
        <source>Test data</source>
        <translation>测试数据</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>测试区域大小</translation>
    </message>
    <message>
        <source>Seconds per test</source>
        <translation>每项测试秒数</translation>
    </message>
</context>
<context>
    <name>ssd::gui::CaptureReader</name>
    <message>
        <source>ssdtool exited with status %1</source>
        <translation>ssdtool 已退出，退出状态 %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::Chart</name>
    <message>
        <source>%1: no data</source>
        <translation>%1：无数据</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n point(s) along %3, from %4 to %5</source>
        <translation>
            <numerusform>%1（%2）：沿 %3 共 %n 个数据点，数值范围 %4 至 %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>无数据</translation>
    </message>
</context>
<context>
    <name>ssd::gui::ChecksPage</name>
    <message>
        <source>Done. The checks are being run again.</source>
        <translation>完成。正在重新运行检查。</translation>
    </message>
    <message>
        <source>The fix was not applied: %1</source>
        <translation>修复未应用：%1</translation>
    </message>
    <message>
        <source>The checks could not run: %1</source>
        <translation>无法运行检查：%1</translation>
    </message>
    <message>
        <source>Running the checks…</source>
        <translation>正在运行检查…</translation>
    </message>
    <message>
        <source>This drive (%1)</source>
        <translation>此驱动器（%1）</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>此计算机</translation>
    </message>
    <message>
        <source>✓ Nothing to fix.</source>
        <translation>✓ 没有需要修复的问题。</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>严重</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>信息</translation>
    </message>
    <message>
        <source>Not checked (%1)</source>
        <translation>未检查（%1）</translation>
    </message>
    <message>
        <source>(No button: %1.)</source>
        <translation>（没有按钮：%1。）</translation>
    </message>
    <message>
        <source>Running: %1…</source>
        <translation>正在运行：%1…</translation>
    </message>
    <message>
        <source>Setup checks</source>
        <translation>设置检查</translation>
    </message>
</context>
<context>
    <name>ssd::gui::DBusNotifier</name>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
</context>
<context>
    <name>ssd::gui::DriveListWidget</name>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>健康状态</translation>
    </message>
    <message>
        <source>Temp.</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Drives could not be listed: %1</source>
        <translation>无法列出驱动器：%1</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>未知型号</translation>
    </message>
    <message>
        <source>%1
Serial: %2
Firmware: %3
Interface: %4</source>
        <translation>%1
序列号：%2
固件：%3
接口：%4</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>正在读取…</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s SMART data</source>
        <translation>正在等待驱动器的 SMART 数据</translation>
    </message>
    <message>
        <source>no SMART</source>
        <translation>无 SMART</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>needs root</source>
        <translation>需要 root 权限</translation>
    </message>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
</context>
<context>
    <name>ssd::gui::EraseWizard</name>
    <message>
        <source>Secure erase — %1</source>
        <translation>安全擦除 — %1</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>方法:</translation>
    </message>
    <message>
        <source>A secure erase resets every cell of the flash (or its encryption key): all data on the drive is gone for good and the drive is as fast as new.</source>
        <translation>安全擦除会重置闪存的每一个单元（或其加密密钥）：驱动器上的所有数据将被永久清除，驱动器恢复到全新时的速度。</translation>
    </message>
    <message>
        <source>The strongest the drive supports</source>
        <translation>驱动器支持的最强方法</translation>
    </message>
</context>
<context>
    <name>ssd::gui::FirmwareWizard</name>
    <message>
        <source>Firmware update — %1</source>
        <translation>固件更新 — %1</translation>
    </message>
    <message>
        <source>The firmware image from the drive&apos;s vendor</source>
        <translation>来自驱动器厂商的固件映像</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>Use only an image made for exactly this model. Keep the computer on mains power: an interrupted update can leave the drive unusable. Back up first.</source>
        <translation>只能使用专为此型号制作的映像。请保持计算机连接市电：更新中断可能导致驱动器无法使用。请先备份数据。</translation>
    </message>
    <message>
        <source>Firmware image</source>
        <translation>固件映像</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HelperBackend</name>
    <message>
        <source>The SSD Toolbox service is not installed (no %1).</source>
        <translation>未安装 SSD Toolbox 服务（不存在 %1）。</translation>
    </message>
    <message>
        <source>Connecting to the SSD Toolbox service…</source>
        <translation>正在连接 SSD Toolbox 服务…</translation>
    </message>
    <message>
        <source>The helper was restarted.</source>
        <translation>辅助程序已重新启动。</translation>
    </message>
    <message>
        <source>Administrator helper (%1): asking…</source>
        <translation>管理员辅助程序（%1）：正在请求…</translation>
    </message>
    <message>
        <source>Starting the helper…</source>
        <translation>正在启动辅助程序…</translation>
    </message>
    <message>
        <source>Asking for administrator rights…</source>
        <translation>正在请求管理员权限…</translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation>已在开始前取消。</translation>
    </message>
    <message>
        <source>No helper</source>
        <translation>无辅助程序</translation>
    </message>
    <message>
        <source>The helper sent a line that cannot be read (%1): reinstall SSD Toolbox.</source>
        <translation>辅助程序发送了无法读取的内容（%1）：请重新安装 SSD Toolbox。</translation>
    </message>
    <message>
        <source>The helper speaks another protocol version (this GUI needs %1): reinstall SSD Toolbox.</source>
        <translation>辅助程序使用的协议版本不同（此图形界面需要 %1）：请重新安装 SSD Toolbox。</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service</source>
        <translation>已连接到 SSD Toolbox 服务</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service: drives and SMART need no password; a change asks for authorization when you make it.</source>
        <translation>已连接到 SSD Toolbox 服务：查看驱动器和 SMART 无需密码；进行更改时会请求授权。</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service (without administrator rights)</source>
        <translation>已连接到 SSD Toolbox 服务（无管理员权限）</translation>
    </message>
    <message>
        <source>The SSD Toolbox service runs without administrator rights.</source>
        <translation>SSD Toolbox 服务在没有管理员权限的情况下运行。</translation>
    </message>
    <message>
        <source>Administrator helper (%1)</source>
        <translation>管理员辅助程序（%1）</translation>
    </message>
    <message>
        <source>Administrator helper (running as administrator)</source>
        <translation>管理员辅助程序（以管理员身份运行）</translation>
    </message>
    <message>
        <source>Running with administrator rights (helper: ssdtool serve).</source>
        <translation>正在以管理员权限运行（辅助程序：ssdtool serve）。</translation>
    </message>
    <message>
        <source>The helper runs without administrator rights.</source>
        <translation>辅助程序在没有管理员权限的情况下运行。</translation>
    </message>
    <message>
        <source>Helper without administrator rights</source>
        <translation>辅助程序无管理员权限</translation>
    </message>
    <message>
        <source>The SSD Toolbox service closed the connection; try again (the next request reconnects).</source>
        <translation>SSD Toolbox 服务关闭了连接；请重试（下一个请求会重新连接）。</translation>
    </message>
    <message>
        <source>SSD Toolbox service: disconnected, the next request reconnects</source>
        <translation>SSD Toolbox 服务：已断开连接，下一个请求会重新连接</translation>
    </message>
    <message>
        <source>The SSD Toolbox service did not answer at %1%2.</source>
        <translation>SSD Toolbox 服务在 %1 处无响应%2。</translation>
    </message>
    <message>
        <source>The helper stopped (exit status %1).</source>
        <translation>辅助程序已停止（退出状态 %1）。</translation>
    </message>
    <message>
        <source>ssdtool serve could not be started (%1): %2</source>
        <translation>无法启动 ssdtool serve（%1）：%2</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryCharts</name>
    <message>
        <source>Written per day</source>
        <translation>每日写入量</translation>
    </message>
    <message>
        <source>Write amplification per week</source>
        <translation>每周写入放大</translation>
    </message>
    <message>
        <source>Temperature per day</source>
        <translation>每日温度</translation>
    </message>
    <message>
        <source>Life used</source>
        <translation>已用寿命</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>主机</translation>
    </message>
    <message>
        <source>NAND</source>
        <translation>NAND</translation>
    </message>
    <message>
        <source>NAND / host</source>
        <translation>NAND / 主机</translation>
    </message>
    <message>
        <source>WA</source>
        <translation>写入放大</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>最低</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最高</translation>
    </message>
    <message>
        <source>Warning threshold</source>
        <translation>警告阈值</translation>
    </message>
    <message>
        <source>% used</source>
        <translation>已用 %</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>预测</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryPage</name>
    <message>
        <source>Open database…</source>
        <translation>打开数据库…</translation>
    </message>
    <message>
        <source>Pick a drive in the history</source>
        <translation>在历史记录中选择驱动器</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>最近 7 天</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>最近 30 天</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>最近一年</translation>
    </message>
    <message>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <source>From – to</source>
        <translation>自定义范围</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>驱动器:</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>时间范围:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>至</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>数据库：%1</translation>
    </message>
    <message>
        <source>Open a history database</source>
        <translation>打开历史数据库</translation>
    </message>
    <message>
        <source>History databases (*.sqlite *.db);;All files (*)</source>
        <translation>历史数据库 (*.sqlite *.db);;所有文件 (*)</translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`). %1 does not exist.</source>
        <translation>尚无历史记录：ssd-toolbox-sample 定时器每小时记录一次读数（或运行 `sudo ssdtool sample`）。%1 不存在。</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`).</source>
        <translation>尚无历史记录：ssd-toolbox-sample 定时器每小时记录一次读数（或运行 `sudo ssdtool sample`）。</translation>
    </message>
    <message>
        <source> (not connected)</source>
        <translation> (未连接)</translation>
    </message>
    <message>
        <source>Pick a drive in the history.</source>
        <translation>请在历史记录中选择驱动器。</translation>
    </message>
    <message>
        <source>The selected drive (serial %1) has no readings in this history; drives that have are in the list above.</source>
        <translation>所选驱动器（序列号 %1）在此历史记录中没有读数；有读数的驱动器列在上方的列表中。</translation>
    </message>
    <message>
        <source>No readings of %1 in this interval; its history runs from %2 to %3.</source>
        <translation>%1 在此时间范围内没有读数；其历史记录的范围是 %2 至 %3。</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
    <message>
        <source>From</source>
        <translation>开始日期</translation>
    </message>
    <message>
        <source>To</source>
        <translation>结束日期</translation>
    </message>
    <message>
        <source>History charts</source>
        <translation>历史记录图表</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistorySummary</name>
    <message>
        <source>%1 a day</source>
        <translation>每天 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s)</source>
        <translation>
            <numerusform>%n 条读数</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 to %2</source>
        <translation>，%1 至 %2</translation>
    </message>
    <message>
        <source> (%1 in standby, not read)</source>
        <translation> (%1 次处于待机状态，未读取)</translation>
    </message>
    <message>
        <source>host %1, NAND %2</source>
        <translation>主机 %1，NAND %2</translation>
    </message>
    <message>
        <source> (at least: a counter reset hides some writes)</source>
        <translation> (至少：计数器重置导致部分写入未被计入)</translation>
    </message>
    <message>
        <source>
%1 counter: %2 between %3 and %4</source>
        <translation>
%1 计数器：%2（%3 至 %4 之间）</translation>
    </message>
    <message>
        <source>%1 over the interval</source>
        <translation>整个时间范围内为 %1</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>未知：%1</translation>
    </message>
    <message>
        <source>no readings</source>
        <translation>没有读数</translation>
    </message>
    <message>
        <source>min %1 °C, average %2 °C, max %3 °C</source>
        <translation>最低 %1 °C，平均 %2 °C，最高 %3 °C</translation>
    </message>
    <message>
        <source>; %1 h %2 min at or above the drive&apos;s warning threshold of %3 °C</source>
        <translation>；有 %1 h %2 min 达到或超过驱动器的警告阈值 %3 °C</translation>
    </message>
    <message>
        <source>; the drive states no warning threshold</source>
        <translation>；驱动器未声明警告阈值</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>未报告</translation>
    </message>
    <message>
        <source>, %1 % a year</source>
        <translation>，每年 %1%</translation>
    </message>
    <message>
        <source>; %1 % of the rated %2 written (%3)</source>
        <translation>；已写入额定 %2 的 %1%（%3）</translation>
    </message>
    <message>
        <source>%1: %2 → %3 between %4 and %5</source>
        <translation>%1：%2 → %3（%4 至 %5 之间）</translation>
    </message>
    <message>
        <source>Verdict %1 → %2 at %3</source>
        <translation>判定结果 %1 → %2（%3）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 was %2; from %3: %4</source>
        <translation>%1 原为 %2；自 %3 起为 %4</translation>
    </message>
    <message>
        <source>no later bound</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>100 % around %1 (between %2 and %3)</source>
        <translation>约在 %1 达到 100%（%2 至 %3 之间）</translation>
    </message>
    <message>
        <source>Readings:</source>
        <translation>读数:</translation>
    </message>
    <message>
        <source>Written:</source>
        <translation>写入量:</translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation>写入放大:</translation>
    </message>
    <message>
        <source>Per day:</source>
        <translation>每天:</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>温度:</translation>
    </message>
    <message>
        <source>Life used:</source>
        <translation>已用寿命:</translation>
    </message>
    <message>
        <source>Projection:</source>
        <translation>预测:</translation>
    </message>
    <message>
        <source>Changes:</source>
        <translation>变化:</translation>
    </message>
    <message>
        <source>Device swaps:</source>
        <translation>设备更换:</translation>
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
        <translation>授权…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>基准测试</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>工具</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>自检</translation>
    </message>
    <message>
        <source>History</source>
        <translation>历史记录</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>警报</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>SSD Toolbox — benchmark finished</source>
        <translation>SSD Toolbox — 基准测试已完成</translation>
    </message>
    <message>
        <source>SSD Toolbox — benchmark stopped</source>
        <translation>SSD Toolbox — 基准测试已停止</translation>
    </message>
    <message>
        <source>Not a SMART capture</source>
        <translation>不是 SMART 采集文件</translation>
    </message>
    <message>
        <source>%1 could not be read as a saved smartctl --json capture: %2</source>
        <translation>无法将 %1 作为已保存的 smartctl --json 采集文件读取：%2</translation>
    </message>
    <message>
        <source>Report cancelled.</source>
        <translation>报告已取消。</translation>
    </message>
    <message>
        <source>Reading the drives…</source>
        <translation>正在读取驱动器…</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s).</source>
        <translation>
            <numerusform>%n 个驱动器。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open a saved SMART capture (smartctl --json)…</source>
        <translation>打开已保存的 SMART 采集文件 (smartctl --json)(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a saved SMART capture</source>
        <translation>打开已保存的 SMART 采集文件</translation>
    </message>
    <message>
        <source>smartctl --json output (*.json);;All files (*)</source>
        <translation>smartctl --json 输出 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export report as &amp;HTML…</source>
        <translation>将报告导出为 HTML(&amp;H)…</translation>
    </message>
    <message>
        <source>Export report as &amp;JSON…</source>
        <translation>将报告导出为 JSON(&amp;J)…</translation>
    </message>
    <message>
        <source>Save a &amp;support capture…</source>
        <translation>保存技术支持采集文件(&amp;S)…</translation>
    </message>
    <message>
        <source>Every drive&apos;s SMART and NVMe logs in one file, for a technician to read elsewhere</source>
        <translation>将所有驱动器的 SMART 和 NVMe 日志保存到一个文件中，供技术人员在其他地方查看</translation>
    </message>
    <message>
        <source>Save a support capture &amp;without serial numbers…</source>
        <translation>保存不含序列号的技术支持采集文件(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About SSD Toolbox</source>
        <translation>关于 SSD Toolbox(&amp;A)</translation>
    </message>
    <message>
        <source>About SSD Toolbox</source>
        <translation>关于 SSD Toolbox</translation>
    </message>
    <message>
        <source>&lt;b&gt;SSD Toolbox %1&lt;/b&gt;&lt;p&gt;Health, setup checks, benchmarks and maintenance for solid-state drives. The same facts as &lt;code&gt;ssdtool&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;b&gt;SSD Toolbox %1&lt;/b&gt;&lt;p&gt;固态硬盘的健康状态、设置检查、基准测试与维护。提供与 &lt;code&gt;ssdtool&lt;/code&gt; 相同的信息。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>SSD Toolbox — %1 (%2)</source>
        <translation>SSD Toolbox — %1（%2）</translation>
    </message>
    <message>
        <source>Export report as HTML</source>
        <translation>将报告导出为 HTML</translation>
    </message>
    <message>
        <source>Export report as JSON</source>
        <translation>将报告导出为 JSON</translation>
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
        <translation>保存技术支持采集文件</translation>
    </message>
    <message>
        <source>Writing the report (reading every drive)…</source>
        <translation>正在写入报告（读取所有驱动器）…</translation>
    </message>
    <message>
        <source>Writing the support capture (reading every drive)…</source>
        <translation>正在写入技术支持采集文件（读取所有驱动器）…</translation>
    </message>
    <message>
        <source>Support capture written to %1.</source>
        <translation>技术支持采集文件已写入 %1。</translation>
    </message>
    <message>
        <source>Report written to %1.</source>
        <translation>报告已写入 %1。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>The report failed: %1</source>
        <translation>报告生成失败：%1</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>驱动器列表</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
</context>
<context>
    <name>ssd::gui::OverviewPage</name>
    <message>
        <source>%p % used</source>
        <translation>已用 %p%</translation>
    </message>
    <message>
        <source>Life:</source>
        <translation>寿命:</translation>
    </message>
    <message>
        <source>Rated endurance:</source>
        <translation>额定耐久度:</translation>
    </message>
    <message>
        <source>Powered on:</source>
        <translation>通电时间:</translation>
    </message>
    <message>
        <source>Host writes:</source>
        <translation>主机写入量:</translation>
    </message>
    <message>
        <source>NAND writes:</source>
        <translation>NAND 写入量:</translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation>写入放大:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>固件:</translation>
    </message>
    <message>
        <source>%1 % of %2 TB used (%3 TB written)</source>
        <translation>已用 %2 TB 中的 %1%（已写入 %3 TB）</translation>
    </message>
    <message numerus="yes">
        <source>, rated over %n year(s)</source>
        <translation>
            <numerusform>，额定使用期 %n 年</numerusform>
        </translation>
    </message>
    <message>
        <source> — your rating</source>
        <translation> — 您设定的额定值</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>未选择驱动器</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>未知型号</translation>
    </message>
    <message>
        <source>%1 · %2 · serial %3 · %4</source>
        <translation>%1 · %2 · 序列号 %3 · %4</translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation>SMART 不可用：%1</translation>
    </message>
    <message>
        <source>SMART needs administrator rights: %1</source>
        <translation>读取 SMART 需要管理员权限：%1</translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation>无法读取 SMART：%1</translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation>正在读取 SMART…</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <translation>健康状态：%1</translation>
    </message>
    <message>
        <source>Health: unknown</source>
        <translation>健康状态：未知</translation>
    </message>
    <message>
        <source>%1 % used, %2 % remaining</source>
        <translation>已用 %1%，剩余 %2%</translation>
    </message>
    <message>
        <source>; spare blocks %1 %</source>
        <translation>；备用块 %1%</translation>
    </message>
    <message>
        <source>not reported by this drive</source>
        <translation>此驱动器未报告</translation>
    </message>
    <message>
        <source>, %1 power cycles</source>
        <translation>，通电次数 %1 次</translation>
    </message>
    <message>
        <source>For every byte the computer wrote, the flash wrote %1 bytes (garbage collection and wear levelling move data around). Around 1-3 is usual; a full, untrimmed drive climbs higher.</source>
        <translation>计算机每写入 1 字节，闪存实际写入 %1 字节（垃圾回收和磨损均衡会搬移数据）。通常在 1-3 左右；空间已满且未执行 TRIM 的驱动器会更高。</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>不可用</translation>
    </message>
    <message>
        <source>The drive does not report what it needs.</source>
        <translation>驱动器未报告计算所需的数据。</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>原因：%1</translation>
    </message>
    <message>
        <source>No known advisory for this firmware.</source>
        <translation>此固件暂无已知公告。</translation>
    </message>
    <message>
        <source>Drive overview</source>
        <translation>驱动器概览</translation>
    </message>
</context>
<context>
    <name>ssd::gui::ReplayChooser</name>
    <message>
        <source>a trace recorded with `ssdtool trace record`</source>
        <translation>使用 `ssdtool trace record` 录制的跟踪文件</translation>
    </message>
    <message>
        <source>Trace file</source>
        <translation>跟踪文件</translation>
    </message>
    <message>
        <source>Choose trace…</source>
        <translation>选择跟踪文件…</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>回放速度</translation>
    </message>
    <message>
        <source>At the recorded times: the drive gets the recorded idle time between requests, as the recorded day had it. As fast as possible: each request as soon as the recorded queue depth allows.</source>
        <translation>按录制的时间：请求之间保留录制时的空闲时间，与录制当天一致。尽可能快：在录制的队列深度允许时立即发送每个请求。</translation>
    </message>
    <message>
        <source>Replay which trace?</source>
        <translation>回放哪个跟踪文件？</translation>
    </message>
    <message>
        <source>Traces (*.trace);;All files (*)</source>
        <translation>跟踪文件 (*.trace);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is %2, more than the %3 the helper is sent; replay it in a folder, or on the raw drive with `sudo ssdtool bench DEVICE --replay FILE`</source>
        <translation>%1 的大小为 %2，超过了可发送给辅助程序的上限 %3；请在文件夹中回放，或使用 `sudo ssdtool bench DEVICE --replay FILE` 在裸设备上回放</translation>
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
        <translation>类型</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>What the drive says</source>
        <translation>驱动器报告</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>通电时间</translation>
    </message>
    <message>
        <source>First failing LBA</source>
        <translation>首个出错 LBA</translation>
    </message>
    <message>
        <source> (%1 % of the test was left)</source>
        <translation> (测试还剩 %1%)</translation>
    </message>
    <message>
        <source>Self-test log</source>
        <translation>自检日志</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SelfTestPage</name>
    <message>
        <source>Test:</source>
        <translation>测试:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>The drive&apos;s self-test log (newest first)</source>
        <translation>驱动器的自检日志（最新的在前）</translation>
    </message>
    <message>
        <source>Start the extended self-test?</source>
        <translation>开始扩展自检？</translation>
    </message>
    <message>
        <source>Starting: %1…</source>
        <translation>正在开始：%1…</translation>
    </message>
    <message>
        <source>Aborting: %1…</source>
        <translation>正在中止：%1…</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>未选择驱动器</translation>
    </message>
    <message>
        <source>This drive runs no self-test: %1</source>
        <translation>此驱动器不支持自检：%1</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s self-tests…</source>
        <translation>正在读取驱动器的自检…</translation>
    </message>
    <message>
        <source>Schedule: %1</source>
        <translation>计划：%1</translation>
    </message>
    <message>
        <source>No self-test in the drive&apos;s log yet.</source>
        <translation>驱动器日志中尚无自检记录。</translation>
    </message>
    <message>
        <source>Last test: %1 — %2</source>
        <translation>上次测试：%1 — %2</translation>
    </message>
    <message>
        <source>, at %1 of power-on time</source>
        <translation>，于通电时间 %1 时</translation>
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
        <translation>属性</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>当前值</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>最差值</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>原始值</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation>无法读取 SMART：%1</translation>
    </message>
    <message>
        <source>No drive selected.</source>
        <translation>未选择驱动器。</translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation>正在读取 SMART…</translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation>SMART 不可用：%1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>故障</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>关注</translation>
    </message>
    <message>
        <source>&lt;br&gt;Raw: %1</source>
        <translation>&lt;br&gt;原始值：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n attribute(s)</source>
        <translation>
            <numerusform>%n 个属性</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failing</source>
        <translation>
            <numerusform>，%n 个故障</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n worth watching</source>
        <translation>
            <numerusform>，%n 个值得关注</numerusform>
        </translation>
    </message>
    <message>
        <source>. Hover over a row for what it means. Current, worst and threshold are the vendor&apos;s normalized values (higher is better); raw values are decoded as smartctl prints them.</source>
        <translation>。将鼠标悬停在某一行上可查看其含义。当前值、最差值和阈值是厂商的标准化值（越高越好）；原始值按 smartctl 的输出方式解码。</translation>
    </message>
    <message>
        <source>This drive reports no SMART attributes.</source>
        <translation>此驱动器未报告任何 SMART 属性。</translation>
    </message>
    <message>
        <source>NVMe drives report a health log instead of attributes.</source>
        <translation>NVMe 驱动器报告的是健康日志，而不是属性。</translation>
    </message>
    <message>
        <source>SMART attributes</source>
        <translation>SMART 属性</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SustainedPanel</name>
    <message>
        <source>Sustained write</source>
        <translation>持续写入</translation>
    </message>
    <message>
        <source>Cache size estimate:</source>
        <translation>缓存大小估计:</translation>
    </message>
    <message>
        <source>Before the drop:</source>
        <translation>下降前:</translation>
    </message>
    <message>
        <source>After the drop:</source>
        <translation>下降后:</translation>
    </message>
    <message>
        <source>Dropped at:</source>
        <translation>下降时间:</translation>
    </message>
    <message>
        <source>Settled:</source>
        <translation>稳定:</translation>
    </message>
    <message>
        <source>Stopped because:</source>
        <translation>停止原因:</translation>
    </message>
    <message>
        <source>Sequential write speed, second by second</source>
        <translation>逐秒顺序写入速度</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>下降</translation>
    </message>
    <message>
        <source>%1 written before the speed dropped</source>
        <translation>速度下降前写入了 %1</translation>
    </message>
    <message>
        <source>no drop seen: %1</source>
        <translation>未发现下降：%1</translation>
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
        <translation>从 %1 s 起</translation>
    </message>
    <message>
        <source>not settled</source>
        <translation>未稳定</translation>
    </message>
    <message>
        <source>%1 (%2 in %3 s; limits %4 s, %5)</source>
        <translation>%1（%3 s 内写入 %2；上限 %4 s、%5）</translation>
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
        <translation>安全擦除…</translation>
    </message>
    <message>
        <source>Update firmware…</source>
        <translation>更新固件…</translation>
    </message>
    <message>
        <source>Tell the drive which blocks are free, now or every week. Safe: files are not touched. Helps a drive that slowed down as it filled.</source>
        <translation>立即或每周告知驱动器哪些块是空闲的。安全：不会触及任何文件。可帮助因空间变满而变慢的驱动器恢复速度。</translation>
    </message>
    <message>
        <source>Erase everything with the drive&apos;s own secure-erase command (ATA Security Erase, NVMe Format or Sanitize): before selling or reusing a drive, or to restore its speed. Destroys all data; needs the serial number; never on a drive in use.</source>
        <translation>使用驱动器自带的安全擦除命令（ATA Security Erase、NVMe Format 或 Sanitize）擦除所有内容：适用于出售或重新使用驱动器之前，或用于恢复其速度。会销毁所有数据；需要输入序列号；切勿用于正在使用的驱动器。</translation>
    </message>
    <message>
        <source>Flash a firmware image from the vendor (ATA DOWNLOAD MICROCODE, NVMe firmware download and commit). Needs the serial number; never on a drive in use.</source>
        <translation>刷入厂商提供的固件映像（ATA DOWNLOAD MICROCODE、NVMe 固件下载与提交）。需要输入序列号；切勿用于正在使用的驱动器。</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>未选择驱动器</translation>
    </message>
    <message>
        <source>These tools need administrator rights: %1</source>
        <translation>这些工具需要管理员权限：%1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::TrayApp</name>
    <message>
        <source>Hottest: %1 °C, %2</source>
        <translation>最高温度：%1 °C，%2</translation>
    </message>
    <message>
        <source>, its limit %1 °C</source>
        <translation>，其上限为 %1 °C</translation>
    </message>
    <message>
        <source>Open SSD Toolbox</source>
        <translation>打开 SSD Toolbox</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>立即检查</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>退出</translation>
    </message>
    <message>
        <source>No history yet (%1 does not exist): the ssd-toolbox-sample timer records the drives hourly.</source>
        <translation>尚无历史记录（%1 不存在）：ssd-toolbox-sample 定时器每小时记录一次驱动器数据。</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>No alerts in %1: %2</source>
        <translation>%1 中没有警报：%2</translation>
    </message>
    <message>
        <source>Could not read the alerts in %1: %2</source>
        <translation>无法读取 %1 中的警报：%2</translation>
    </message>
    <message>
        <source>SSD Toolbox</source>
        <translation>SSD Toolbox</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s)</source>
        <translation>
            <numerusform>%n 个驱动器</numerusform>
        </translation>
    </message>
    <message>
        <source>Drives: %1 (%2)</source>
        <translation>驱动器：%1（%2）</translation>
    </message>
    <message>
        <source>, worst %1</source>
        <translation>，最差：%1</translation>
    </message>
    <message>
        <source>Alerts: %1 active, %2 acknowledged</source>
        <translation>警报：%1 个活动，%2 个已确认</translation>
    </message>
    <message>
        <source>Hottest: no temperature read</source>
        <translation>最高温度：未读取到温度</translation>
    </message>
    <message>
        <source>Drives: unknown</source>
        <translation>驱动器：未知</translation>
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
        <translation>TRIM 告知驱动器哪些块不含数据，使其能够提前擦除这些块，从而保持写入速度。不会触及任何文件。</translation>
    </message>
</context>
</TS>
