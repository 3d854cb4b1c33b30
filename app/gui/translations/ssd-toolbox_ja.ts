<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>QObject</name>
    <message>
        <source>

Command: %1</source>
        <translation>

コマンド: %1</translation>
    </message>
    <message>
        <source>the finding&apos;s action has no command</source>
        <translation>この検出結果の対処にはコマンドがありません</translation>
    </message>
    <message>
        <source>not an ssdtool command: %1</source>
        <translation>ssdtool のコマンドではありません: %1</translation>
    </message>
    <message>
        <source>Turn on periodic TRIM</source>
        <translation>定期 TRIM を有効にする</translation>
    </message>
    <message>
        <source>Trim %1 now</source>
        <translation>%1 を今すぐ TRIM する</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size</source>
        <translation>「%1」はサイズではありません</translation>
    </message>
    <message>
        <source>Resize %1 to %2</source>
        <translation>%1 のサイズを %2 に変更</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 を削除</translation>
    </message>
    <message>
        <source>Turn hibernation off</source>
        <translation>休止状態を無効にする</translation>
    </message>
    <message>
        <source>Turn hibernation on</source>
        <translation>休止状態を有効にする</translation>
    </message>
    <message>
        <source>This turns hibernation off and frees the space reserved for the memory image; the computer can still sleep (suspend to RAM).</source>
        <translation>休止状態を無効にし、メモリイメージ用に予約されていた領域を解放します。コンピューターは引き続きスリープ (RAM へのサスペンド) できます。</translation>
    </message>
    <message>
        <source>This turns hibernation on; space for the memory image is reserved on the drive.</source>
        <translation>休止状態を有効にします。メモリイメージ用の領域がドライブ上に予約されます。</translation>
    </message>
    <message>
        <source>this version cannot run &quot;%1&quot; for you</source>
        <translation>このバージョンでは「%1」を実行できません</translation>
    </message>
    <message>
        <source>ssdtool could not be started (%1): %2</source>
        <translation>ssdtool を起動できませんでした (%1): %2</translation>
    </message>
    <message>
        <source>Measured on: %1</source>
        <translation>測定環境: %1</translation>
    </message>
    <message>
        <source>Conditions: not recorded in this result (written before ssdtool recorded them).</source>
        <translation>測定条件: この結果には記録されていません (ssdtool が条件を記録するようになる前に保存された結果です)。</translation>
    </message>
    <message>
        <source>Write amplification during the run: not recorded in this result.</source>
        <translation>実行中の書き込み増幅: この結果には記録されていません。</translation>
    </message>
    <message>
        <source>Sustained write, %1 s: %2</source>
        <translation>持続書き込み %1 s: %2</translation>
    </message>
    <message>
        <source>Writing past the cache: speed dropped at %1 s, after %2 (%3 → %4 MB/s)</source>
        <translation>キャッシュを超えた書き込み: %2 の書き込み後、%1 s で速度が低下 (%3 → %4 MB/s)</translation>
    </message>
    <message>
        <source>; settled, finishing</source>
        <translation>、安定したため終了します</translation>
    </message>
    <message>
        <source>; waiting for it to settle</source>
        <translation>、安定するのを待っています</translation>
    </message>
    <message>
        <source>(serial hidden)</source>
        <translation>(シリアル番号は非表示)</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <translation>ドライブ: %1</translation>
    </message>
    <message>
        <source>unknown model</source>
        <translation>不明なモデル</translation>
    </message>
    <message>
        <source>, serial %1</source>
        <translation>、シリアル番号 %1</translation>
    </message>
    <message>
        <source>, serial number hidden</source>
        <translation>、シリアル番号は非表示</translation>
    </message>
    <message>
        <source>Target: %1 (%2)</source>
        <translation>対象: %1 (%2)</translation>
    </message>
    <message>
        <source>the raw drive</source>
        <translation>ドライブ全体 (raw デバイス)</translation>
    </message>
    <message>
        <source>a test file in a folder</source>
        <translation>フォルダー内のテストファイル</translation>
    </message>
    <message>
        <source>Preset %1, %2 data, test area %3, engine %4</source>
        <translation>プリセット %1、データ %2、テスト領域 %3、エンジン %4</translation>
    </message>
    <message>
        <source>Finished %1</source>
        <translation>完了: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>注記: %1</translation>
    </message>
    <message>
        <source>Warning %1</source>
        <translation>警告: %1</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>適用</translation>
    </message>
    <message>
        <source>%1: %2 trimmed</source>
        <translation>%1: %2 を TRIM しました</translation>
    </message>
    <message>
        <source>%1: not trimmed, %2</source>
        <translation>%1: TRIM されませんでした。%2</translation>
    </message>
    <message>
        <source>What is on this drive</source>
        <translation>このドライブの内容</translation>
    </message>
    <message>
        <source>This cannot be started: %1</source>
        <translation>開始できません: %1</translation>
    </message>
    <message>
        <source>Asking the drive: %1</source>
        <translation>ドライブに問い合わせ中: %1</translation>
    </message>
    <message>
        <source>• %1: %2, starts at %3</source>
        <translation>• %1: %2、開始位置 %3</translation>
    </message>
    <message>
        <source>No partitions.</source>
        <translation>パーティションはありません。</translation>
    </message>
    <message>
        <source>Still reading the drive&apos;s layout…</source>
        <translation>ドライブのパーティション構成を読み取り中…</translation>
    </message>
    <message>
        <source>What will be done</source>
        <translation>実行される内容</translation>
    </message>
    <message>
        <source>A dry run: every safety check runs and the exact steps are listed; nothing changes.</source>
        <translation>ドライラン: すべての安全チェックを実行し、実際の手順を一覧表示します。何も変更されません。</translation>
    </message>
    <message>
        <source>The checks passed. This is what will happen:</source>
        <translation>チェックに合格しました。次の処理が実行されます:</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>拒否されました: %1</translation>
    </message>
    <message>
        <source>Cannot go on: %1</source>
        <translation>続行できません: %1</translation>
    </message>
    <message>
        <source>Checking: %1</source>
        <translation>チェック中: %1</translation>
    </message>
    <message>
        <source>Confirm with the serial number</source>
        <translation>シリアル番号で確認</translation>
    </message>
    <message>
        <source>Everything on %1 will be lost. %2</source>
        <translation>%1 上のすべてのデータが失われます。%2</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>実行中</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>完了しました。</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>失敗しました: %1</translation>
    </message>
    <message>
        <source>Running: %1</source>
        <translation>実行中: %1</translation>
    </message>
    <message>
        <source>%1 — %2, %3, serial %4, firmware %5</source>
        <translation>%1 — %2、%3、シリアル番号 %4、ファームウェア %5</translation>
    </message>
    <message>
        <source>SSD_TOOLBOX_NO_ELEVATION is set.</source>
        <translation>SSD_TOOLBOX_NO_ELEVATION が設定されています。</translation>
    </message>
    <message>
        <source>pkexec (polkit) is not installed.</source>
        <translation>pkexec (polkit) がインストールされていません。</translation>
    </message>
    <message>
        <source>The authorization dialog was dismissed.</source>
        <translation>認証ダイアログが閉じられました。</translation>
    </message>
    <message>
        <source>Authorization was refused (or polkit is not running).</source>
        <translation>認証が拒否されました (または polkit が実行されていません)。</translation>
    </message>
    <message>
        <source>The administrator helper could not be started (pkexec: %1).</source>
        <translation>管理者ヘルパーを起動できませんでした (pkexec: %1)。</translation>
    </message>
    <message>
        <source>%1 is missing: reinstall SSD Toolbox.</source>
        <translation>%1 が見つかりません。SSD Toolbox を再インストールしてください。</translation>
    </message>
    <message>
        <source>The administrator helper could not be started (UAC: %1).</source>
        <translation>管理者ヘルパーを起動できませんでした (UAC: %1)。</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 バイト</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <comment>hours (years, days)</comment>
        <translation>%1 (%2 %3)</translation>
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
            <numerusform>%n 日</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>hours (days)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>no</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>注意</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>異常</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>Without administrator rights the drive list and the checks that need no root are shown; SMART health, the remaining checks and every drive action need authorization.</source>
        <translation>管理者権限がない場合は、ドライブの一覧と root 権限が不要なチェックのみが表示されます。SMART の健康状態、残りのチェック、およびすべてのドライブ操作には認証が必要です。</translation>
    </message>
    <message>
        <source>id: %1</source>
        <translation>ID: %1</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>詳細</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>修正方法: %1</translation>
    </message>
    <message>
        <source>The document cannot be read: %1</source>
        <translation>ドキュメントを読み取れません: %1</translation>
    </message>
    <message>
        <source>The self-test was not started: %1</source>
        <translation>セルフテストを開始できませんでした: %1</translation>
    </message>
    <message>
        <source>The self-test was not aborted: %1</source>
        <translation>セルフテストを中止できませんでした: %1</translation>
    </message>
    <message>
        <source>The self-test log could not be read: %1</source>
        <translation>セルフテストログを読み取れませんでした: %1</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>約 %n 分</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>約 %n 時間</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — the drive gives no estimate</source>
        <translation>%1 — ドライブによる所要時間の見積もりなし</translation>
    </message>
    <message>
        <source>A self-test</source>
        <translation>セルフテスト</translation>
    </message>
    <message>
        <source>The %1 self-test</source>
        <translation>%1 セルフテスト</translation>
    </message>
    <message>
        <source>%1 is running (the drive&apos;s estimate: %2 in all); the drive does not say how far it is.</source>
        <translation>%1 を実行中です (ドライブの見積もりでは全体で %2)。ドライブは進行状況を報告しません。</translation>
    </message>
    <message>
        <source>%1 is running; the drive does not say how far it is.</source>
        <translation>%1 を実行中です。ドライブは進行状況を報告しません。</translation>
    </message>
    <message>
        <source>%1 is running: %2 % done.</source>
        <translation>%1 を実行中です: %2 % 完了。</translation>
    </message>
    <message>
        <source>%1 is running: %2 % done, %3 left.</source>
        <translation>%1 を実行中です: %2 % 完了、残り %3。</translation>
    </message>
    <message>
        <source>takes %1 by the drive&apos;s own estimate</source>
        <translation>ドライブ自身の見積もりでは %1 かかります</translation>
    </message>
    <message>
        <source>can take hours (the drive gives no estimate)</source>
        <translation>数時間かかる場合があります (ドライブは所要時間の見積もりを示していません)</translation>
    </message>
    <message>
        <source>The extended (long) self-test of %1 %2: the drive reads its whole surface.

The drive stays usable meanwhile, but slower: the test competes with every read and write until it ends. It runs inside the drive, so closing this program does not stop it; Abort does.

Command: %3</source>
        <translation>%1 の拡張 (ロング) セルフテストは、%2。ドライブが表面全体を読み取ります。

テスト中もドライブは使用できますが、遅くなります。テストは終了するまで、すべての読み込みと書き込みと競合します。テストはドライブ内部で実行されるため、このプログラムを閉じても停止しません。停止するには「中止」を使用してください。

コマンド: %3</translation>
    </message>
    <message>
        <source>No confirmation token is known for this drive yet.</source>
        <translation>このドライブの確認用の文字列はまだわかりません。</translation>
    </message>
    <message>
        <source>the serial number</source>
        <translation>シリアル番号</translation>
    </message>
    <message>
        <source>the kernel name</source>
        <translation>カーネル名</translation>
    </message>
    <message>
        <source>Type %1 of the drive, %2, to confirm.</source>
        <translation>確認のため、ドライブの%1「%2」を入力してください。</translation>
    </message>
    <message>
        <source>Confirmed.</source>
        <translation>確認しました。</translation>
    </message>
    <message>
        <source>Not the same: upper and lower case must match exactly.</source>
        <translation>一致しません: 大文字と小文字も正確に一致させる必要があります。</translation>
    </message>
    <message>
        <source>Not the same: remove the spaces around it.</source>
        <translation>一致しません: 前後の空白を削除してください。</translation>
    </message>
    <message>
        <source>That is not %1 of this drive.</source>
        <translation>このドライブの%1ではありません。</translation>
    </message>
    <message>
        <source>A vendor-specific attribute: smartctl&apos;s drive database names it &quot;%1&quot;; its raw value&apos;s meaning is the vendor&apos;s.</source>
        <translation>メーカー固有の属性です。smartctl のドライブデータベースでの名前は「%1」です。生の値の意味はメーカーが定義しています。</translation>
    </message>
    <message>
        <source>Failing: the normalized value reached the vendor&apos;s threshold.</source>
        <translation>異常: 正規化値がメーカーのしきい値に達しました。</translation>
    </message>
    <message>
        <source>Worth watching: this defect counter is not zero.</source>
        <translation>要注意: この欠陥カウンターが 0 ではありません。</translation>
    </message>
    <message>
        <source>Failed in the past (%1).</source>
        <translation>過去に異常が記録されています (%1)。</translation>
    </message>
    <message>
        <source>Turn on periodic TRIM for the whole system (weekly fstrim.timer)</source>
        <translation>システム全体で定期 TRIM を有効にする (毎週の fstrim.timer)</translation>
    </message>
    <message>
        <source>This turns on periodic TRIM: the systemd timer fstrim.timer is enabled and started, so once a week every mounted filesystem that supports it tells its drive which blocks are free. No file is changed or deleted; `systemctl disable --now fstrim.timer` turns it off again.</source>
        <translation>定期 TRIM を有効にします。systemd タイマー fstrim.timer を有効化して開始するため、週に 1 回、マウントされている対応ファイルシステムのすべてが、空いているブロックをドライブに通知します。ファイルは変更も削除もされません。`systemctl disable --now fstrim.timer` で再び無効にできます。</translation>
    </message>
    <message>
        <source>Trim the free space of every mounted filesystem on %1 now</source>
        <translation>%1 上のマウントされているすべてのファイルシステムの空き領域を今すぐ TRIM する</translation>
    </message>
    <message>
        <source>This trims the free space of %1 now (FITRIM): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation>%1 の空き領域を今すぐ TRIM します (FITRIM)。データを保持していないブロックがドライブに通知されます。ファイルには影響しません。大容量で長期間 TRIM されていないドライブでは数分かかることがあります。</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>スワップ</translation>
    </message>
    <message>
        <source>This resizes swap to %1: swap is turned off, resized and turned on again (the system may be slow for a moment if memory is short).</source>
        <translation>スワップのサイズを %1 に変更します。スワップを無効にしてサイズを変更し、再び有効にします (メモリが不足している場合、一時的にシステムが遅くなることがあります)。</translation>
    </message>
    <message>
        <source>This turns swap off and removes it, freeing its space; with little memory, programs may be stopped when it runs out.</source>
        <translation>スワップを無効にして削除し、その領域を解放します。メモリが少ない場合、メモリが足りなくなったときにプログラムが強制終了されることがあります。</translation>
    </message>
    <message>
        <source>Turn TRIM on for the whole system, with the weekly Optimize Drives task (retrim)</source>
        <translation>システム全体で TRIM を有効にし、毎週の「ドライブの最適化」タスク (再 TRIM) も有効にする</translation>
    </message>
    <message>
        <source>This turns TRIM on for the whole system (fsutil behavior set DisableDeleteNotify 0) and enables the Optimize Drives task, which retrims every SSD volume once a week. No file is changed or deleted; Optimize Drives (dfrgui) shows and changes the schedule.</source>
        <translation>システム全体で TRIM を有効にし (fsutil behavior set DisableDeleteNotify 0)、「ドライブの最適化」タスクを有効にします。このタスクは週に 1 回、すべての SSD ボリュームを再 TRIM します。ファイルは変更も削除もされません。スケジュールは「ドライブの最適化」(dfrgui) で確認・変更できます。</translation>
    </message>
    <message>
        <source>Retrim every volume on %1 now (as Optimize Drives does)</source>
        <translation>%1 上のすべてのボリュームを今すぐ再 TRIM する (「ドライブの最適化」と同じ処理)</translation>
    </message>
    <message>
        <source>This retrims %1 now (defrag %1 /L, what Optimize Drives runs): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation>%1 を今すぐ再 TRIM します (defrag %1 /L、「ドライブの最適化」が実行する処理)。データを保持していないブロックがドライブに通知されます。ファイルには影響しません。大容量で長期間 TRIM されていないドライブでは数分かかることがあります。</translation>
    </message>
    <message>
        <source>the pagefile</source>
        <translation>ページング ファイル</translation>
    </message>
    <message>
        <source>This sets the pagefile to %1 (System Properties → Advanced → Virtual memory shows the same setting); Windows applies it at the next restart.</source>
        <translation>ページング ファイルのサイズを %1 に設定します (「システムのプロパティ」→「詳細設定」→「仮想メモリ」と同じ設定です)。Windows は次回の再起動時にこの設定を適用します。</translation>
    </message>
    <message>
        <source>Windows keeps a pagefile for crash dumps and memory it cannot otherwise free; set a small custom size instead of removing it.</source>
        <translation>Windows はクラッシュ ダンプや、他の方法では解放できないメモリのためにページング ファイルを使用します。削除せずに、小さなカスタム サイズを設定してください。</translation>
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
        <translation>ドライランの手順</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>出力</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>The language changes when SSD Toolbox starts again.</source>
        <translation>言語は SSD Toolbox の次回起動時に切り替わります。</translation>
    </message>
</context>
<context>
    <name>ssd::gui::Alerts</name>
    <message>
        <source>%1: %2 on %3</source>
        <translation>%1: %3 の %2</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Open SSD Toolbox to see them all.</source>
        <translation>すべて確認するには SSD Toolbox を開いてください。</translation>
    </message>
    <message numerus="yes">
        <source>%n more new alert(s)</source>
        <translation>
            <numerusform>ほかに %n 件の新しいアラート</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::gui::AlertsPage</name>
    <message>
        <source>%1 (cleared %2)</source>
        <translation>%1 (%2 に解消)</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>アラート</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>重要度</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>デバイス</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>発生日時</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>最終検出</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>確認済み</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>ドライブ</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>アクティブ</translation>
    </message>
    <message>
        <source>Acknowledged (silent until it gets worse)</source>
        <translation>確認済み (悪化するまで通知しない)</translation>
    </message>
    <message numerus="yes">
        <source>Past (cleared in the last %n day(s))</source>
        <translation>
            <numerusform>過去 (直近 %n 日間に解消)</numerusform>
        </translation>
    </message>
    <message>
        <source>Note (optional): why this is known and fine for now</source>
        <translation>メモ (任意): 把握済みで当面問題ない理由</translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation>確認済みにする</translation>
    </message>
    <message>
        <source>Silence the selected alert until it gets worse (asks for administrator rights: it changes the history database)</source>
        <translation>選択したアラートを、悪化するまで通知しないようにします (履歴データベースを変更するため、管理者権限が必要です)</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>データベース: %1</translation>
    </message>
    <message>
        <source>No alerts yet: alerts are raised by the ssd-toolbox-sample timer&apos;s readings (or `sudo ssdtool sample`). %1 does not exist.</source>
        <translation>アラートはまだありません。アラートは ssd-toolbox-sample タイマーによる測定 (または `sudo ssdtool sample`) から発生します。%1 は存在しません。</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 を読み取れませんでした: %2</translation>
    </message>
    <message>
        <source>No alerts: every rule is quiet on every drive in this history.</source>
        <translation>アラートはありません。この履歴のすべてのドライブで、どのルールも発動していません。</translation>
    </message>
    <message>
        <source>Acknowledging alert %1…</source>
        <translation>アラート %1 を確認済みにしています…</translation>
    </message>
    <message>
        <source>Acknowledged: it stays silent until it gets worse.</source>
        <translation>確認済みにしました。悪化するまで通知されません。</translation>
    </message>
    <message>
        <source>Not acknowledged: %1</source>
        <translation>確認済みにできませんでした: %1</translation>
    </message>
    <message>
        <source>acknowledged %1</source>
        <translation>%1 に確認済み</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>アラート</translation>
    </message>
    <message>
        <source>Note for the acknowledgement</source>
        <translation>確認済みにする際のメモ</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchDetailPanel</name>
    <message>
        <source>Replay of %1</source>
        <translation>%1 のリプレイ</translation>
    </message>
    <message>
        <source>%1: %2 requests, %3. The drive was busy %4 s of %5 s: average data rate %6 MB/s, %7 IOPS.</source>
        <translation>%1: %2 件のリクエスト、%3。ドライブは %5 s 中 %4 s ビジーでした: 平均データレート %6 MB/s、%7 IOPS。</translation>
    </message>
    <message>
        <source>Latency by direction and size</source>
        <translation>読み書き・サイズ別のレイテンシ</translation>
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
        <translation>  %1: %2 件のリクエスト、レイテンシ p50 %3 us、p99 %4 us、p99.9 %5 us、p99.99 %6 us</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Throughput by transfer size</source>
        <translation>転送サイズ別のスループット</translation>
    </message>
    <message>
        <source>read</source>
        <translation>読み込み</translation>
    </message>
    <message>
        <source>write</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>write, compressible data</source>
        <translation>書き込み (圧縮可能なデータ)</translation>
    </message>
    <message>
        <source>transfer size (queue depth 4)</source>
        <translation>転送サイズ (キュー深度 4)</translation>
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
        <translation>%2 から %3 までの %1 種類のサイズ。各サイズとも同じ 2 GiB の領域で読み込みと書き込みを行います。</translation>
    </message>
    <message>
        <source>Latency after idle periods</source>
        <translation>アイドル後のレイテンシ</translation>
    </message>
    <message>
        <source>first request after the idle period</source>
        <translation>アイドル後の最初のリクエスト</translation>
    </message>
    <message>
        <source>the request right after it</source>
        <translation>その直後のリクエスト</translation>
    </message>
    <message>
        <source> (medians):</source>
        <translation> (中央値):</translation>
    </message>
    <message>
        <source>  after %1 s idle: first request %2 us, the next %3 us, waking up took %4 us</source>
        <translation>  %1 s のアイドル後: 最初のリクエスト %2 us、次のリクエスト %3 us、復帰に %4 us</translation>
    </message>
    <message>
        <source>idle seconds</source>
        <translation>アイドル秒数</translation>
    </message>
    <message>
        <source>A 4 KiB random read after each idle period, and one right after it; the difference is the drive waking up (at most %1 us here).</source>
        <translation>各アイドル期間の後に 4 KiB のランダム読み込みを 1 回、その直後にもう 1 回行います。その差がドライブの復帰にかかる時間です (ここでは最大 %1 us)。</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchProcess</name>
    <message>
        <source>Stopped.</source>
        <translation>停止しました。</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>終了ステータス %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchSnapshot</name>
    <message>
        <source>&lt;b&gt;SSD Toolbox benchmark&lt;/b&gt;</source>
        <translation>&lt;b&gt;SSD Toolbox ベンチマーク&lt;/b&gt;</translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark</source>
        <translation>SSD Toolbox ベンチマーク</translation>
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
        <translation>MB/s · %1 IOPS (実行中)</translation>
    </message>
    <message>
        <source>MB/s · %1 IOPS</source>
        <translation>MB/s · %1 IOPS</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MB/s, %3 IOPS&lt;br&gt;Latency (µs): mean %4, median %5, 99 %% %6, 99.9 %% %7, 99.99 %% %8, max %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MB/s、%3 IOPS&lt;br&gt;レイテンシ (µs): 平均 %4、中央値 %5、99 %% %6、99.9 %% %7、99.99 %% %8、最大 %9</translation>
    </message>
    <message>
        <source>µs waking up, the most after any idle period</source>
        <translation>µs (復帰時間、全アイドル期間での最大値)</translation>
    </message>
    <message>
        <source>&lt;br&gt;after %1 s idle: %2 µs (awake %3 µs)</source>
        <translation>&lt;br&gt;%1 s のアイドル後: %2 µs (復帰後 %3 µs)</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;First request after idle&lt;/b&gt;</source>
        <translation>&lt;br&gt;&lt;b&gt;アイドル後の最初のリクエスト&lt;/b&gt;</translation>
    </message>
    <message>
        <source>last: %1 MB/s</source>
        <translation>前回: %1 MB/s</translation>
    </message>
    <message>
        <source>The drive&apos;s last run of this test, %1: %2 MB/s, %3 IOPS, latency p99 %4 µs</source>
        <translation>このドライブでの前回のテスト (%1): %2 MB/s、%3 IOPS、レイテンシ p99 %4 µs</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchmarkPage</name>
    <message>
        <source>Benchmark writes to the whole drive</source>
        <translation>ベンチマークがドライブ全体に書き込みます</translation>
    </message>
    <message>
        <source>This benchmark writes to %1 and destroys everything on it.
%2</source>
        <translation>このベンチマークは %1 に書き込み、その上のすべてのデータを破壊します。
%2</translation>
    </message>
    <message>
        <source>What is written. Drives that compress (SandForce) look much faster with zeros.</source>
        <translation>書き込むデータ。圧縮を行うドライブ (SandForce) では、ゼロデータだと大幅に速く見えます。</translation>
    </message>
    <message>
        <source>Preset size</source>
        <translation>プリセットのサイズ</translation>
    </message>
    <message>
        <source>The test area: larger than the drive&apos;s cache shows its sustained speed.</source>
        <translation>テスト領域: ドライブのキャッシュより大きくすると持続速度がわかります。</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Preset time</source>
        <translation>プリセットの時間</translation>
    </message>
    <message>
        <source>Measured seconds per test; below 2 s the warm-up is skipped.</source>
        <translation>テストごとの測定秒数。2 s 未満ではウォームアップを省略します。</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>対象:</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>プリセット:</translation>
    </message>
    <message>
        <source>Trace:</source>
        <translation>トレース:</translation>
    </message>
    <message>
        <source>Data, size, time:</source>
        <translation>データ、サイズ、時間:</translation>
    </message>
    <message>
        <source>Ready. A benchmark in a folder runs as you; its test file is removed afterwards.</source>
        <translation>準備完了。フォルダー内のベンチマークは現在のユーザーの権限で実行され、テストファイルは終了後に削除されます。</translation>
    </message>
    <message>
        <source>Throughput over time</source>
        <translation>スループットの推移</translation>
    </message>
    <message>
        <source>Copy results</source>
        <translation>結果をコピー</translation>
    </message>
    <message>
        <source>Save JSON…</source>
        <translation>JSON を保存…</translation>
    </message>
    <message>
        <source>Save text…</source>
        <translation>テキストを保存…</translation>
    </message>
    <message>
        <source>Save PNG…</source>
        <translation>PNG を保存…</translation>
    </message>
    <message>
        <source>Serial number in the PNG</source>
        <translation>PNG にシリアル番号を含める</translation>
    </message>
    <message>
        <source>Off: the picture says the drive&apos;s model but not its serial number, for posting it.</source>
        <translation>オフ: 画像にはドライブのモデルのみを表示し、シリアル番号は表示しません (投稿用)。</translation>
    </message>
    <message>
        <source>Benchmark in which folder?</source>
        <translation>どのフォルダーでベンチマークを実行しますか?</translation>
    </message>
    <message>
        <source>Home folder (%1)</source>
        <translation>ホームフォルダー (%1)</translation>
    </message>
    <message>
        <source>%1 %2 (raw drive)</source>
        <translation>%1 %2 (ドライブ全体)</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>フォルダーを選択…</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>開始されませんでした: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read&lt;/b&gt;</source>
        <translation>&lt;b&gt;読み込み&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Write&lt;/b&gt;</source>
        <translation>&lt;b&gt;書き込み&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other&lt;/b&gt;</source>
        <translation>&lt;b&gt;その他&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not started: choose the trace to replay.</source>
        <translation>開始されませんでした: リプレイするトレースを選択してください。</translation>
    </message>
    <message>
        <source>Not started: a benchmark that writes to a raw drive needs its serial number.</source>
        <translation>開始されませんでした: ドライブ全体に書き込むベンチマークにはシリアル番号が必要です。</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>秒</translation>
    </message>
    <message>
        <source>Starting: %1</source>
        <translation>開始中: %1</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>停止中…</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3 %4</source>
        <translation>ステップ %1/%2: %3 %4</translation>
    </message>
    <message>
        <source>(warming up)</source>
        <translation>(ウォームアップ中)</translation>
    </message>
    <message>
        <source>Done: %1 (%2 data, test area %3, engine %4).</source>
        <translation>完了: %1 (データ %2、テスト領域 %3、エンジン %4)。</translation>
    </message>
    <message>
        <source>Stopped. %1</source>
        <translation>停止しました。%1</translation>
    </message>
    <message>
        <source>The benchmark did not run: %1</source>
        <translation>ベンチマークは実行されませんでした: %1</translation>
    </message>
    <message>
        <source>Read throughput across the test area</source>
        <translation>テスト領域全体の読み込みスループット</translation>
    </message>
    <message>
        <source>position (GB)</source>
        <translation>位置 (GB)</translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark of %1 (preset %2, %3 data, test area %4, engine %5)</source>
        <translation>%1 の SSD Toolbox ベンチマーク (プリセット %2、データ %3、テスト領域 %4、エンジン %5)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 を保存できませんでした: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 を保存しました。</translation>
    </message>
    <message>
        <source>Save benchmark as JSON</source>
        <translation>ベンチマークを JSON で保存</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Save benchmark as text</source>
        <translation>ベンチマークをテキストで保存</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>テキスト (*.txt)</translation>
    </message>
    <message>
        <source>Save benchmark as PNG</source>
        <translation>ベンチマークを PNG で保存</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>Could not save %1: the picture could not be made</source>
        <translation>%1 を保存できませんでした: 画像を作成できませんでした</translation>
    </message>
    <message>
        <source>Benchmark results</source>
        <translation>ベンチマーク結果</translation>
    </message>
    <message>
        <source>Test data</source>
        <translation>テストデータ</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>テスト領域のサイズ</translation>
    </message>
    <message>
        <source>Seconds per test</source>
        <translation>テストごとの秒数</translation>
    </message>
</context>
<context>
    <name>ssd::gui::CaptureReader</name>
    <message>
        <source>ssdtool exited with status %1</source>
        <translation>ssdtool が終了ステータス %1 で終了しました</translation>
    </message>
</context>
<context>
    <name>ssd::gui::Chart</name>
    <message>
        <source>%1: no data</source>
        <translation>%1: データなし</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n point(s) along %3, from %4 to %5</source>
        <translation>
            <numerusform>%1 (%2): %3 に沿って %n 点、値は %4 から %5 まで</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>データなし</translation>
    </message>
</context>
<context>
    <name>ssd::gui::ChecksPage</name>
    <message>
        <source>Done. The checks are being run again.</source>
        <translation>完了しました。チェックを再実行しています。</translation>
    </message>
    <message>
        <source>The fix was not applied: %1</source>
        <translation>修正は適用されませんでした: %1</translation>
    </message>
    <message>
        <source>The checks could not run: %1</source>
        <translation>チェックを実行できませんでした: %1</translation>
    </message>
    <message>
        <source>Running the checks…</source>
        <translation>チェックを実行中…</translation>
    </message>
    <message>
        <source>This drive (%1)</source>
        <translation>このドライブ (%1)</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>このコンピューター</translation>
    </message>
    <message>
        <source>✓ Nothing to fix.</source>
        <translation>✓ 修正が必要な項目はありません。</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>重大</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>情報</translation>
    </message>
    <message>
        <source>Not checked (%1)</source>
        <translation>未チェック (%1)</translation>
    </message>
    <message>
        <source>(No button: %1.)</source>
        <translation>(ボタンなし: %1)</translation>
    </message>
    <message>
        <source>Running: %1…</source>
        <translation>実行中: %1…</translation>
    </message>
    <message>
        <source>Setup checks</source>
        <translation>設定チェック</translation>
    </message>
</context>
<context>
    <name>ssd::gui::DBusNotifier</name>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
</context>
<context>
    <name>ssd::gui::DriveListWidget</name>
    <message>
        <source>Drive</source>
        <translation>ドライブ</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>健康状態</translation>
    </message>
    <message>
        <source>Temp.</source>
        <translation>温度</translation>
    </message>
    <message>
        <source>Drives could not be listed: %1</source>
        <translation>ドライブを一覧表示できませんでした: %1</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>不明なモデル</translation>
    </message>
    <message>
        <source>%1
Serial: %2
Firmware: %3
Interface: %4</source>
        <translation>%1
シリアル番号: %2
ファームウェア: %3
インターフェース: %4</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>読み取り中…</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s SMART data</source>
        <translation>ドライブの SMART データを待っています</translation>
    </message>
    <message>
        <source>no SMART</source>
        <translation>SMART なし</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>needs root</source>
        <translation>root 権限が必要</translation>
    </message>
    <message>
        <source>error</source>
        <translation>エラー</translation>
    </message>
</context>
<context>
    <name>ssd::gui::EraseWizard</name>
    <message>
        <source>Secure erase — %1</source>
        <translation>セキュアイレース — %1</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>方式:</translation>
    </message>
    <message>
        <source>A secure erase resets every cell of the flash (or its encryption key): all data on the drive is gone for good and the drive is as fast as new.</source>
        <translation>セキュアイレースは、フラッシュのすべてのセル (または暗号化キー) をリセットします。ドライブ上のすべてのデータが完全に失われ、ドライブは新品同様の速度に戻ります。</translation>
    </message>
    <message>
        <source>The strongest the drive supports</source>
        <translation>ドライブが対応する最も強力な方式</translation>
    </message>
</context>
<context>
    <name>ssd::gui::FirmwareWizard</name>
    <message>
        <source>Firmware update — %1</source>
        <translation>ファームウェア更新 — %1</translation>
    </message>
    <message>
        <source>The firmware image from the drive&apos;s vendor</source>
        <translation>ドライブのメーカーが提供するファームウェアイメージ</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>Use only an image made for exactly this model. Keep the computer on mains power: an interrupted update can leave the drive unusable. Back up first.</source>
        <translation>このモデル専用に作られたイメージのみを使用してください。コンピューターは AC 電源に接続したままにしてください。更新が中断されると、ドライブが使用できなくなることがあります。事前にバックアップを取ってください。</translation>
    </message>
    <message>
        <source>Firmware image</source>
        <translation>ファームウェアイメージ</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HelperBackend</name>
    <message>
        <source>The SSD Toolbox service is not installed (no %1).</source>
        <translation>SSD Toolbox サービスがインストールされていません (%1 がありません)。</translation>
    </message>
    <message>
        <source>Connecting to the SSD Toolbox service…</source>
        <translation>SSD Toolbox サービスに接続中…</translation>
    </message>
    <message>
        <source>The helper was restarted.</source>
        <translation>ヘルパーが再起動されました。</translation>
    </message>
    <message>
        <source>Administrator helper (%1): asking…</source>
        <translation>管理者ヘルパー (%1): 要求中…</translation>
    </message>
    <message>
        <source>Starting the helper…</source>
        <translation>ヘルパーを起動中…</translation>
    </message>
    <message>
        <source>Asking for administrator rights…</source>
        <translation>管理者権限を要求中…</translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation>開始前にキャンセルされました。</translation>
    </message>
    <message>
        <source>No helper</source>
        <translation>ヘルパーなし</translation>
    </message>
    <message>
        <source>The helper sent a line that cannot be read (%1): reinstall SSD Toolbox.</source>
        <translation>ヘルパーから読み取れない行が送られてきました (%1)。SSD Toolbox を再インストールしてください。</translation>
    </message>
    <message>
        <source>The helper speaks another protocol version (this GUI needs %1): reinstall SSD Toolbox.</source>
        <translation>ヘルパーのプロトコルバージョンが異なります (この GUI には %1 が必要です)。SSD Toolbox を再インストールしてください。</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service</source>
        <translation>SSD Toolbox サービスに接続しました</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service: drives and SMART need no password; a change asks for authorization when you make it.</source>
        <translation>SSD Toolbox サービスに接続しました。ドライブと SMART の表示にパスワードは不要です。変更を行うときに認証を求められます。</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service (without administrator rights)</source>
        <translation>SSD Toolbox サービスに接続しました (管理者権限なし)</translation>
    </message>
    <message>
        <source>The SSD Toolbox service runs without administrator rights.</source>
        <translation>SSD Toolbox サービスは管理者権限なしで実行されています。</translation>
    </message>
    <message>
        <source>Administrator helper (%1)</source>
        <translation>管理者ヘルパー (%1)</translation>
    </message>
    <message>
        <source>Administrator helper (running as administrator)</source>
        <translation>管理者ヘルパー (管理者として実行中)</translation>
    </message>
    <message>
        <source>Running with administrator rights (helper: ssdtool serve).</source>
        <translation>管理者権限で実行しています (ヘルパー: ssdtool serve)。</translation>
    </message>
    <message>
        <source>The helper runs without administrator rights.</source>
        <translation>ヘルパーは管理者権限なしで実行されています。</translation>
    </message>
    <message>
        <source>Helper without administrator rights</source>
        <translation>管理者権限なしのヘルパー</translation>
    </message>
    <message>
        <source>The SSD Toolbox service closed the connection; try again (the next request reconnects).</source>
        <translation>SSD Toolbox サービスが接続を閉じました。もう一度お試しください (次の要求で再接続します)。</translation>
    </message>
    <message>
        <source>SSD Toolbox service: disconnected, the next request reconnects</source>
        <translation>SSD Toolbox サービス: 切断されました。次の要求で再接続します</translation>
    </message>
    <message>
        <source>The SSD Toolbox service did not answer at %1%2.</source>
        <translation>SSD Toolbox サービスが %1%2 で応答しませんでした。</translation>
    </message>
    <message>
        <source>The helper stopped (exit status %1).</source>
        <translation>ヘルパーが停止しました (終了ステータス %1)。</translation>
    </message>
    <message>
        <source>ssdtool serve could not be started (%1): %2</source>
        <translation>ssdtool serve を起動できませんでした (%1): %2</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryCharts</name>
    <message>
        <source>Written per day</source>
        <translation>1 日あたりの書き込み量</translation>
    </message>
    <message>
        <source>Write amplification per week</source>
        <translation>週ごとの書き込み増幅</translation>
    </message>
    <message>
        <source>Temperature per day</source>
        <translation>日ごとの温度</translation>
    </message>
    <message>
        <source>Life used</source>
        <translation>寿命使用率</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>ホスト</translation>
    </message>
    <message>
        <source>NAND</source>
        <translation>NAND</translation>
    </message>
    <message>
        <source>NAND / host</source>
        <translation>NAND / ホスト</translation>
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
        <translation>最低</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>最高</translation>
    </message>
    <message>
        <source>Warning threshold</source>
        <translation>警告しきい値</translation>
    </message>
    <message>
        <source>% used</source>
        <translation>使用率 (%)</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>予測</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryPage</name>
    <message>
        <source>Open database…</source>
        <translation>データベースを開く…</translation>
    </message>
    <message>
        <source>Pick a drive in the history</source>
        <translation>履歴からドライブを選択</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>過去 7 日間</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>過去 30 日間</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>過去 1 年間</translation>
    </message>
    <message>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>From – to</source>
        <translation>期間を指定</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>ドライブ:</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>期間:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>～</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>データベース: %1</translation>
    </message>
    <message>
        <source>Open a history database</source>
        <translation>履歴データベースを開く</translation>
    </message>
    <message>
        <source>History databases (*.sqlite *.db);;All files (*)</source>
        <translation>履歴データベース (*.sqlite *.db);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`). %1 does not exist.</source>
        <translation>履歴はまだありません。ssd-toolbox-sample タイマーが 1 時間ごとに測定値を記録します (または `sudo ssdtool sample` を実行してください)。%1 は存在しません。</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 を読み取れませんでした: %2</translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`).</source>
        <translation>履歴はまだありません。ssd-toolbox-sample タイマーが 1 時間ごとに測定値を記録します (または `sudo ssdtool sample` を実行してください)。</translation>
    </message>
    <message>
        <source> (not connected)</source>
        <translation> (未接続)</translation>
    </message>
    <message>
        <source>Pick a drive in the history.</source>
        <translation>履歴からドライブを選択してください。</translation>
    </message>
    <message>
        <source>The selected drive (serial %1) has no readings in this history; drives that have are in the list above.</source>
        <translation>選択したドライブ (シリアル番号 %1) の測定値はこの履歴にありません。測定値のあるドライブは上の一覧に表示されています。</translation>
    </message>
    <message>
        <source>No readings of %1 in this interval; its history runs from %2 to %3.</source>
        <translation>この期間には %1 の測定値がありません。このドライブの履歴は %2 から %3 までです。</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>ドライブ</translation>
    </message>
    <message>
        <source>From</source>
        <translation>開始日</translation>
    </message>
    <message>
        <source>To</source>
        <translation>終了日</translation>
    </message>
    <message>
        <source>History charts</source>
        <translation>履歴グラフ</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistorySummary</name>
    <message>
        <source>%1 a day</source>
        <translation>1 日あたり %1</translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s)</source>
        <translation>
            <numerusform>%n 件の測定値</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 to %2</source>
        <translation>、%1 ～ %2</translation>
    </message>
    <message>
        <source> (%1 in standby, not read)</source>
        <translation> (%1 件はスタンバイ中のため未読み取り)</translation>
    </message>
    <message>
        <source>host %1, NAND %2</source>
        <translation>ホスト %1、NAND %2</translation>
    </message>
    <message>
        <source> (at least: a counter reset hides some writes)</source>
        <translation> (最小値: カウンターのリセットにより一部の書き込みが含まれていません)</translation>
    </message>
    <message>
        <source>
%1 counter: %2 between %3 and %4</source>
        <translation>
%1 カウンター: %3 ～ %4 の間に %2</translation>
    </message>
    <message>
        <source>%1 over the interval</source>
        <translation>期間全体で %1</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>不明: %1</translation>
    </message>
    <message>
        <source>no readings</source>
        <translation>測定値なし</translation>
    </message>
    <message>
        <source>min %1 °C, average %2 °C, max %3 °C</source>
        <translation>最低 %1 °C、平均 %2 °C、最高 %3 °C</translation>
    </message>
    <message>
        <source>; %1 h %2 min at or above the drive&apos;s warning threshold of %3 °C</source>
        <translation>、ドライブの警告しきい値 %3 °C 以上だった時間: %1 h %2 min</translation>
    </message>
    <message>
        <source>; the drive states no warning threshold</source>
        <translation>、ドライブは警告しきい値を示していません</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>報告なし</translation>
    </message>
    <message>
        <source>, %1 % a year</source>
        <translation>、年間 %1 %</translation>
    </message>
    <message>
        <source>; %1 % of the rated %2 written (%3)</source>
        <translation>、定格 %2 の %1 % を書き込み済み (%3)</translation>
    </message>
    <message>
        <source>%1: %2 → %3 between %4 and %5</source>
        <translation>%1: %4 ～ %5 の間に %2 → %3</translation>
    </message>
    <message>
        <source>Verdict %1 → %2 at %3</source>
        <translation>判定 %1 → %2 (%3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>%1 was %2; from %3: %4</source>
        <translation>%1 は %2 でした。%3 以降: %4</translation>
    </message>
    <message>
        <source>no later bound</source>
        <translation>上限なし</translation>
    </message>
    <message>
        <source>100 % around %1 (between %2 and %3)</source>
        <translation>%1 ごろに 100 % (%2 ～ %3)</translation>
    </message>
    <message>
        <source>Readings:</source>
        <translation>測定値:</translation>
    </message>
    <message>
        <source>Written:</source>
        <translation>書き込み量:</translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation>書き込み増幅:</translation>
    </message>
    <message>
        <source>Per day:</source>
        <translation>1 日あたり:</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>温度:</translation>
    </message>
    <message>
        <source>Life used:</source>
        <translation>寿命使用率:</translation>
    </message>
    <message>
        <source>Projection:</source>
        <translation>予測:</translation>
    </message>
    <message>
        <source>Changes:</source>
        <translation>変化:</translation>
    </message>
    <message>
        <source>Device swaps:</source>
        <translation>デバイス名の入れ替わり:</translation>
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
        <translation>認証…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>チェック</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>ベンチマーク</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>ツール</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>セルフテスト</translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>アラート</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>SSD Toolbox — benchmark finished</source>
        <translation>SSD Toolbox — ベンチマーク完了</translation>
    </message>
    <message>
        <source>SSD Toolbox — benchmark stopped</source>
        <translation>SSD Toolbox — ベンチマーク停止</translation>
    </message>
    <message>
        <source>Not a SMART capture</source>
        <translation>SMART キャプチャではありません</translation>
    </message>
    <message>
        <source>%1 could not be read as a saved smartctl --json capture: %2</source>
        <translation>%1 を保存済みの smartctl --json キャプチャとして読み取れませんでした: %2</translation>
    </message>
    <message>
        <source>Report cancelled.</source>
        <translation>レポートはキャンセルされました。</translation>
    </message>
    <message>
        <source>Reading the drives…</source>
        <translation>ドライブを読み取り中…</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s).</source>
        <translation>
            <numerusform>%n 台のドライブが見つかりました。</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open a saved SMART capture (smartctl --json)…</source>
        <translation>SMART キャプチャ (smartctl --json) を開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a saved SMART capture</source>
        <translation>保存した SMART キャプチャを開く</translation>
    </message>
    <message>
        <source>smartctl --json output (*.json);;All files (*)</source>
        <translation>smartctl --json の出力 (*.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Export report as &amp;HTML…</source>
        <translation>レポートを HTML でエクスポート(&amp;H)…</translation>
    </message>
    <message>
        <source>Export report as &amp;JSON…</source>
        <translation>レポートを JSON でエクスポート(&amp;J)…</translation>
    </message>
    <message>
        <source>Save a &amp;support capture…</source>
        <translation>サポート用キャプチャを保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Every drive&apos;s SMART and NVMe logs in one file, for a technician to read elsewhere</source>
        <translation>すべてのドライブの SMART ログと NVMe ログを 1 つのファイルにまとめます (技術者が別の場所で確認するため)</translation>
    </message>
    <message>
        <source>Save a support capture &amp;without serial numbers…</source>
        <translation>シリアル番号なしでサポート用キャプチャを保存(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>更新(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About SSD Toolbox</source>
        <translation>SSD Toolbox について(&amp;A)</translation>
    </message>
    <message>
        <source>About SSD Toolbox</source>
        <translation>SSD Toolbox について</translation>
    </message>
    <message>
        <source>&lt;b&gt;SSD Toolbox %1&lt;/b&gt;&lt;p&gt;Health, setup checks, benchmarks and maintenance for solid-state drives. The same facts as &lt;code&gt;ssdtool&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;b&gt;SSD Toolbox %1&lt;/b&gt;&lt;p&gt;SSD (ソリッドステートドライブ) の健康状態の確認、設定チェック、ベンチマーク、メンテナンスを行います。表示される情報は &lt;code&gt;ssdtool&lt;/code&gt; と同じです。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>SSD Toolbox — %1 (%2)</source>
        <translation>SSD Toolbox — %1 (%2)</translation>
    </message>
    <message>
        <source>Export report as HTML</source>
        <translation>レポートを HTML でエクスポート</translation>
    </message>
    <message>
        <source>Export report as JSON</source>
        <translation>レポートを JSON でエクスポート</translation>
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
        <translation>サポート用キャプチャを保存</translation>
    </message>
    <message>
        <source>Writing the report (reading every drive)…</source>
        <translation>レポートを作成中 (すべてのドライブを読み取り中)…</translation>
    </message>
    <message>
        <source>Writing the support capture (reading every drive)…</source>
        <translation>サポート用キャプチャを作成中 (すべてのドライブを読み取り中)…</translation>
    </message>
    <message>
        <source>Support capture written to %1.</source>
        <translation>サポート用キャプチャを %1 に書き込みました。</translation>
    </message>
    <message>
        <source>Report written to %1.</source>
        <translation>レポートを %1 に書き込みました。</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 に書き込めませんでした: %2</translation>
    </message>
    <message>
        <source>The report failed: %1</source>
        <translation>レポートの作成に失敗しました: %1</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>ドライブ一覧</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
</context>
<context>
    <name>ssd::gui::OverviewPage</name>
    <message>
        <source>%p % used</source>
        <translation>%p % 使用</translation>
    </message>
    <message>
        <source>Life:</source>
        <translation>寿命:</translation>
    </message>
    <message>
        <source>Rated endurance:</source>
        <translation>定格耐久性:</translation>
    </message>
    <message>
        <source>Powered on:</source>
        <translation>使用時間:</translation>
    </message>
    <message>
        <source>Host writes:</source>
        <translation>総書き込み量 (ホスト):</translation>
    </message>
    <message>
        <source>NAND writes:</source>
        <translation>総書き込み量 (NAND):</translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation>書き込み増幅:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>ファームウェア:</translation>
    </message>
    <message>
        <source>%1 % of %2 TB used (%3 TB written)</source>
        <translation>%2 TB のうち %1 % を使用 (%3 TB 書き込み済み)</translation>
    </message>
    <message numerus="yes">
        <source>, rated over %n year(s)</source>
        <translation>
            <numerusform>、定格期間 %n 年</numerusform>
        </translation>
    </message>
    <message>
        <source> — your rating</source>
        <translation> — ユーザー設定値</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>ドライブが選択されていません</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>不明なモデル</translation>
    </message>
    <message>
        <source>%1 · %2 · serial %3 · %4</source>
        <translation>%1 · %2 · シリアル番号 %3 · %4</translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation>SMART を利用できません: %1</translation>
    </message>
    <message>
        <source>SMART needs administrator rights: %1</source>
        <translation>SMART には管理者権限が必要です: %1</translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation>SMART を読み取れませんでした: %1</translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation>SMART を読み取り中…</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <translation>健康状態: %1</translation>
    </message>
    <message>
        <source>Health: unknown</source>
        <translation>健康状態: 不明</translation>
    </message>
    <message>
        <source>%1 % used, %2 % remaining</source>
        <translation>%1 % 使用、残り %2 %</translation>
    </message>
    <message>
        <source>; spare blocks %1 %</source>
        <translation>、予備ブロック %1 %</translation>
    </message>
    <message>
        <source>not reported by this drive</source>
        <translation>このドライブは報告していません</translation>
    </message>
    <message>
        <source>, %1 power cycles</source>
        <translation>、電源投入回数 %1 回</translation>
    </message>
    <message>
        <source>For every byte the computer wrote, the flash wrote %1 bytes (garbage collection and wear levelling move data around). Around 1-3 is usual; a full, untrimmed drive climbs higher.</source>
        <translation>コンピューターが 1 バイト書き込むごとに、フラッシュには %1 バイトが書き込まれました (ガベージコレクションとウェアレベリングによってデータが移動するため)。通常は 1～3 程度です。空きが少なく TRIM されていないドライブでは高くなります。</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>利用不可</translation>
    </message>
    <message>
        <source>The drive does not report what it needs.</source>
        <translation>ドライブが必要な値を報告していません。</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>理由: %1</translation>
    </message>
    <message>
        <source>No known advisory for this firmware.</source>
        <translation>このファームウェアに関する既知の勧告はありません。</translation>
    </message>
    <message>
        <source>Drive overview</source>
        <translation>ドライブの概要</translation>
    </message>
</context>
<context>
    <name>ssd::gui::ReplayChooser</name>
    <message>
        <source>a trace recorded with `ssdtool trace record`</source>
        <translation>`ssdtool trace record` で記録したトレース</translation>
    </message>
    <message>
        <source>Trace file</source>
        <translation>トレースファイル</translation>
    </message>
    <message>
        <source>Choose trace…</source>
        <translation>トレースを選択…</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>リプレイ速度</translation>
    </message>
    <message>
        <source>At the recorded times: the drive gets the recorded idle time between requests, as the recorded day had it. As fast as possible: each request as soon as the recorded queue depth allows.</source>
        <translation>「at the recorded times」(記録どおり): 記録した日と同じく、リクエスト間に記録どおりのアイドル時間を置きます。「as fast as possible」(最速): 記録されたキュー深度が許す範囲で、各リクエストをできるだけ早く発行します。</translation>
    </message>
    <message>
        <source>Replay which trace?</source>
        <translation>どのトレースをリプレイしますか?</translation>
    </message>
    <message>
        <source>Traces (*.trace);;All files (*)</source>
        <translation>トレース (*.trace);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 を読み取れません: %2</translation>
    </message>
    <message>
        <source>%1 is %2, more than the %3 the helper is sent; replay it in a folder, or on the raw drive with `sudo ssdtool bench DEVICE --replay FILE`</source>
        <translation>%1 のサイズは %2 で、ヘルパーに送信できる上限 %3 を超えています。フォルダー内でリプレイするか、`sudo ssdtool bench DEVICE --replay FILE` でドライブ全体に対してリプレイしてください</translation>
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
        <translation>種類</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>What the drive says</source>
        <translation>ドライブの報告内容</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>使用時間</translation>
    </message>
    <message>
        <source>First failing LBA</source>
        <translation>最初のエラー LBA</translation>
    </message>
    <message>
        <source> (%1 % of the test was left)</source>
        <translation> (テストの残り %1 %)</translation>
    </message>
    <message>
        <source>Self-test log</source>
        <translation>セルフテストログ</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SelfTestPage</name>
    <message>
        <source>Test:</source>
        <translation>テスト:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>中止</translation>
    </message>
    <message>
        <source>The drive&apos;s self-test log (newest first)</source>
        <translation>ドライブのセルフテストログ (新しい順)</translation>
    </message>
    <message>
        <source>Start the extended self-test?</source>
        <translation>拡張セルフテストを開始しますか?</translation>
    </message>
    <message>
        <source>Starting: %1…</source>
        <translation>開始中: %1…</translation>
    </message>
    <message>
        <source>Aborting: %1…</source>
        <translation>中止中: %1…</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>ドライブが選択されていません</translation>
    </message>
    <message>
        <source>This drive runs no self-test: %1</source>
        <translation>このドライブはセルフテストを実行できません: %1</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s self-tests…</source>
        <translation>ドライブのセルフテスト情報を読み取り中…</translation>
    </message>
    <message>
        <source>Schedule: %1</source>
        <translation>スケジュール: %1</translation>
    </message>
    <message>
        <source>No self-test in the drive&apos;s log yet.</source>
        <translation>ドライブのログにはまだセルフテストの記録がありません。</translation>
    </message>
    <message>
        <source>Last test: %1 — %2</source>
        <translation>前回のテスト: %1 — %2</translation>
    </message>
    <message>
        <source>, at %1 of power-on time</source>
        <translation>、使用時間 %1 の時点</translation>
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
        <translation>現在値</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>最悪値</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>しきい値</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>生の値</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation>SMART を読み取れませんでした: %1</translation>
    </message>
    <message>
        <source>No drive selected.</source>
        <translation>ドライブが選択されていません。</translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation>SMART を読み取り中…</translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation>SMART を利用できません: %1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>異常</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>要注意</translation>
    </message>
    <message>
        <source>&lt;br&gt;Raw: %1</source>
        <translation>&lt;br&gt;生の値: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n attribute(s)</source>
        <translation>
            <numerusform>%n 個の属性</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failing</source>
        <translation>
            <numerusform>、異常 %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n worth watching</source>
        <translation>
            <numerusform>、要注意 %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>. Hover over a row for what it means. Current, worst and threshold are the vendor&apos;s normalized values (higher is better); raw values are decoded as smartctl prints them.</source>
        <translation>。行にマウスポインターを合わせると、その意味が表示されます。現在値、最悪値、しきい値はメーカーによる正規化値です (高いほど良好)。生の値は smartctl の表示どおりにデコードしています。</translation>
    </message>
    <message>
        <source>This drive reports no SMART attributes.</source>
        <translation>このドライブは SMART 属性を報告していません。</translation>
    </message>
    <message>
        <source>NVMe drives report a health log instead of attributes.</source>
        <translation>NVMe ドライブは、属性の代わりに健康状態ログを報告します。</translation>
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
        <translation>持続書き込み</translation>
    </message>
    <message>
        <source>Cache size estimate:</source>
        <translation>推定キャッシュサイズ:</translation>
    </message>
    <message>
        <source>Before the drop:</source>
        <translation>低下前:</translation>
    </message>
    <message>
        <source>After the drop:</source>
        <translation>低下後:</translation>
    </message>
    <message>
        <source>Dropped at:</source>
        <translation>低下時点:</translation>
    </message>
    <message>
        <source>Settled:</source>
        <translation>安定:</translation>
    </message>
    <message>
        <source>Stopped because:</source>
        <translation>停止理由:</translation>
    </message>
    <message>
        <source>Sequential write speed, second by second</source>
        <translation>シーケンシャル書き込み速度 (1 秒ごと)</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>低下</translation>
    </message>
    <message>
        <source>%1 written before the speed dropped</source>
        <translation>速度低下までに %1 を書き込み</translation>
    </message>
    <message>
        <source>no drop seen: %1</source>
        <translation>低下なし: %1</translation>
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
        <translation>%1 s 以降</translation>
    </message>
    <message>
        <source>not settled</source>
        <translation>安定せず</translation>
    </message>
    <message>
        <source>%1 (%2 in %3 s; limits %4 s, %5)</source>
        <translation>%1 (%3 s で %2、上限 %4 s、%5)</translation>
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
        <translation>セキュアイレース…</translation>
    </message>
    <message>
        <source>Update firmware…</source>
        <translation>ファームウェア更新…</translation>
    </message>
    <message>
        <source>Tell the drive which blocks are free, now or every week. Safe: files are not touched. Helps a drive that slowed down as it filled.</source>
        <translation>空いているブロックを、今すぐまたは毎週ドライブに通知します。安全な操作で、ファイルには影響しません。データが増えるにつれて遅くなったドライブに効果があります。</translation>
    </message>
    <message>
        <source>Erase everything with the drive&apos;s own secure-erase command (ATA Security Erase, NVMe Format or Sanitize): before selling or reusing a drive, or to restore its speed. Destroys all data; needs the serial number; never on a drive in use.</source>
        <translation>ドライブ自身のセキュアイレースコマンド (ATA Security Erase、NVMe Format または Sanitize) ですべてを消去します。ドライブを売却・再利用する前や、速度を回復したいときに使用します。すべてのデータが破壊されます。シリアル番号が必要です。使用中のドライブには絶対に実行しないでください。</translation>
    </message>
    <message>
        <source>Flash a firmware image from the vendor (ATA DOWNLOAD MICROCODE, NVMe firmware download and commit). Needs the serial number; never on a drive in use.</source>
        <translation>メーカーのファームウェアイメージを書き込みます (ATA DOWNLOAD MICROCODE、NVMe のファームウェアのダウンロードとコミット)。シリアル番号が必要です。使用中のドライブには絶対に実行しないでください。</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>ドライブが選択されていません</translation>
    </message>
    <message>
        <source>These tools need administrator rights: %1</source>
        <translation>これらのツールには管理者権限が必要です: %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::TrayApp</name>
    <message>
        <source>Hottest: %1 °C, %2</source>
        <translation>最高温度: %1 °C、%2</translation>
    </message>
    <message>
        <source>, its limit %1 °C</source>
        <translation>、上限 %1 °C</translation>
    </message>
    <message>
        <source>Open SSD Toolbox</source>
        <translation>SSD Toolbox を開く</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>今すぐチェック</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>No history yet (%1 does not exist): the ssd-toolbox-sample timer records the drives hourly.</source>
        <translation>履歴はまだありません (%1 が存在しません)。ssd-toolbox-sample タイマーが 1 時間ごとにドライブの状態を記録します。</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1 を読み取れませんでした: %2</translation>
    </message>
    <message>
        <source>No alerts in %1: %2</source>
        <translation>%1 にアラートはありません: %2</translation>
    </message>
    <message>
        <source>Could not read the alerts in %1: %2</source>
        <translation>%1 のアラートを読み取れませんでした: %2</translation>
    </message>
    <message>
        <source>SSD Toolbox</source>
        <translation>SSD Toolbox</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s)</source>
        <translation>
            <numerusform>%n 台</numerusform>
        </translation>
    </message>
    <message>
        <source>Drives: %1 (%2)</source>
        <translation>ドライブ: %1 (%2)</translation>
    </message>
    <message>
        <source>, worst %1</source>
        <translation>、最も状態の悪いドライブ: %1</translation>
    </message>
    <message>
        <source>Alerts: %1 active, %2 acknowledged</source>
        <translation>アラート: アクティブ %1 件、確認済み %2 件</translation>
    </message>
    <message>
        <source>Hottest: no temperature read</source>
        <translation>最高温度: 温度を読み取れていません</translation>
    </message>
    <message>
        <source>Drives: unknown</source>
        <translation>ドライブ: 不明</translation>
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
        <translation>TRIM は、データを保持していないブロックをドライブに通知します。これによりドライブは事前にブロックを消去でき、書き込み速度を維持できます。ファイルには影響しません。</translation>
    </message>
</context>
</TS>
