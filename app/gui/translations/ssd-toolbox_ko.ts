<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR">
<context>
    <name>QObject</name>
    <message>
        <source>

Command: %1</source>
        <translation>

명령: %1</translation>
    </message>
    <message>
        <source>the finding&apos;s action has no command</source>
        <translation>이 검사 결과의 조치에 명령이 없음</translation>
    </message>
    <message>
        <source>not an ssdtool command: %1</source>
        <translation>ssdtool 명령이 아님: %1</translation>
    </message>
    <message>
        <source>Turn on periodic TRIM</source>
        <translation>주기적 TRIM 켜기</translation>
    </message>
    <message>
        <source>Trim %1 now</source>
        <translation>지금 %1 TRIM 실행</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size</source>
        <translation>&quot;%1&quot;은(는) 올바른 크기가 아님</translation>
    </message>
    <message>
        <source>Resize %1 to %2</source>
        <translation>%1 크기를 %2(으)로 변경</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 제거</translation>
    </message>
    <message>
        <source>Turn hibernation off</source>
        <translation>최대 절전 모드 끄기</translation>
    </message>
    <message>
        <source>Turn hibernation on</source>
        <translation>최대 절전 모드 켜기</translation>
    </message>
    <message>
        <source>This turns hibernation off and frees the space reserved for the memory image; the computer can still sleep (suspend to RAM).</source>
        <translation>최대 절전 모드를 끄고 메모리 이미지용으로 예약된 공간을 확보합니다. 절전 모드(RAM 대기)는 계속 사용할 수 있습니다.</translation>
    </message>
    <message>
        <source>This turns hibernation on; space for the memory image is reserved on the drive.</source>
        <translation>최대 절전 모드를 켭니다. 드라이브에 메모리 이미지용 공간이 예약됩니다.</translation>
    </message>
    <message>
        <source>this version cannot run &quot;%1&quot; for you</source>
        <translation>이 버전에서는 &quot;%1&quot;을(를) 대신 실행할 수 없음</translation>
    </message>
    <message>
        <source>ssdtool could not be started (%1): %2</source>
        <translation>ssdtool을 시작할 수 없습니다(%1): %2</translation>
    </message>
    <message>
        <source>Measured on: %1</source>
        <translation>측정 환경: %1</translation>
    </message>
    <message>
        <source>Conditions: not recorded in this result (written before ssdtool recorded them).</source>
        <translation>측정 조건: 이 결과에는 기록되어 있지 않습니다(ssdtool이 조건을 기록하기 전에 저장된 결과).</translation>
    </message>
    <message>
        <source>Write amplification during the run: not recorded in this result.</source>
        <translation>실행 중 쓰기 증폭: 이 결과에는 기록되어 있지 않습니다.</translation>
    </message>
    <message>
        <source>Sustained write, %1 s: %2</source>
        <translation>지속 쓰기, %1 s: %2</translation>
    </message>
    <message>
        <source>Writing past the cache: speed dropped at %1 s, after %2 (%3 → %4 MB/s)</source>
        <translation>캐시를 넘어선 쓰기: %2 기록 후 %1 s 시점에 속도 저하(%3 → %4 MB/s)</translation>
    </message>
    <message>
        <source>; settled, finishing</source>
        <translation>; 안정됨, 마무리하는 중</translation>
    </message>
    <message>
        <source>; waiting for it to settle</source>
        <translation>; 안정되기를 기다리는 중</translation>
    </message>
    <message>
        <source>(serial hidden)</source>
        <translation>(일련번호 숨김)</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <translation>드라이브: %1</translation>
    </message>
    <message>
        <source>unknown model</source>
        <translation>알 수 없는 모델</translation>
    </message>
    <message>
        <source>, serial %1</source>
        <translation>, 일련번호 %1</translation>
    </message>
    <message>
        <source>, serial number hidden</source>
        <translation>, 일련번호 숨김</translation>
    </message>
    <message>
        <source>Target: %1 (%2)</source>
        <translation>대상: %1 (%2)</translation>
    </message>
    <message>
        <source>the raw drive</source>
        <translation>원시 드라이브</translation>
    </message>
    <message>
        <source>a test file in a folder</source>
        <translation>폴더 안의 테스트 파일</translation>
    </message>
    <message>
        <source>Preset %1, %2 data, test area %3, engine %4</source>
        <translation>프리셋 %1, 데이터 %2, 테스트 영역 %3, 엔진 %4</translation>
    </message>
    <message>
        <source>Finished %1</source>
        <translation>완료 %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>참고: %1</translation>
    </message>
    <message>
        <source>Warning %1</source>
        <translation>경고 %1</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>적용</translation>
    </message>
    <message>
        <source>%1: %2 trimmed</source>
        <translation>%1: %2 TRIM 완료</translation>
    </message>
    <message>
        <source>%1: not trimmed, %2</source>
        <translation>%1: TRIM 안 됨, %2</translation>
    </message>
    <message>
        <source>What is on this drive</source>
        <translation>이 드라이브에 있는 내용</translation>
    </message>
    <message>
        <source>This cannot be started: %1</source>
        <translation>시작할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Asking the drive: %1</source>
        <translation>드라이브에 확인하는 중: %1</translation>
    </message>
    <message>
        <source>• %1: %2, starts at %3</source>
        <translation>• %1: %2, 시작 위치 %3</translation>
    </message>
    <message>
        <source>No partitions.</source>
        <translation>파티션이 없습니다.</translation>
    </message>
    <message>
        <source>Still reading the drive&apos;s layout…</source>
        <translation>아직 드라이브 구성을 읽는 중…</translation>
    </message>
    <message>
        <source>What will be done</source>
        <translation>수행할 작업</translation>
    </message>
    <message>
        <source>A dry run: every safety check runs and the exact steps are listed; nothing changes.</source>
        <translation>모의 실행: 모든 안전 검사를 실행하고 정확한 단계를 나열합니다. 아무것도 변경되지 않습니다.</translation>
    </message>
    <message>
        <source>The checks passed. This is what will happen:</source>
        <translation>검사를 통과했습니다. 다음 작업이 수행됩니다:</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>거부됨: %1</translation>
    </message>
    <message>
        <source>Cannot go on: %1</source>
        <translation>계속할 수 없음: %1</translation>
    </message>
    <message>
        <source>Checking: %1</source>
        <translation>검사하는 중: %1</translation>
    </message>
    <message>
        <source>Confirm with the serial number</source>
        <translation>일련번호로 확인</translation>
    </message>
    <message>
        <source>Everything on %1 will be lost. %2</source>
        <translation>%1의 모든 데이터가 사라집니다. %2</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>실행 중</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>완료되었습니다.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>실패: %1</translation>
    </message>
    <message>
        <source>Running: %1</source>
        <translation>실행 중: %1</translation>
    </message>
    <message>
        <source>%1 — %2, %3, serial %4, firmware %5</source>
        <translation>%1 — %2, %3, 일련번호 %4, 펌웨어 %5</translation>
    </message>
    <message>
        <source>SSD_TOOLBOX_NO_ELEVATION is set.</source>
        <translation>SSD_TOOLBOX_NO_ELEVATION이 설정되어 있습니다.</translation>
    </message>
    <message>
        <source>pkexec (polkit) is not installed.</source>
        <translation>pkexec(polkit)가 설치되어 있지 않습니다.</translation>
    </message>
    <message>
        <source>The authorization dialog was dismissed.</source>
        <translation>인증 대화 상자가 닫혔습니다.</translation>
    </message>
    <message>
        <source>Authorization was refused (or polkit is not running).</source>
        <translation>인증이 거부되었습니다(또는 polkit이 실행 중이 아닙니다).</translation>
    </message>
    <message>
        <source>The administrator helper could not be started (pkexec: %1).</source>
        <translation>관리자 도우미를 시작할 수 없습니다(pkexec: %1).</translation>
    </message>
    <message>
        <source>%1 is missing: reinstall SSD Toolbox.</source>
        <translation>%1이(가) 없습니다. SSD Toolbox를 다시 설치하십시오.</translation>
    </message>
    <message>
        <source>The administrator helper could not be started (UAC: %1).</source>
        <translation>관리자 도우미를 시작할 수 없습니다(UAC: %1).</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1바이트</translation>
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
            <numerusform>%n년</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n일</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>hours (days)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>예</translation>
    </message>
    <message>
        <source>no</source>
        <translation>아니요</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>좋음</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>주의</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>나쁨</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>Without administrator rights the drive list and the checks that need no root are shown; SMART health, the remaining checks and every drive action need authorization.</source>
        <translation>관리자 권한이 없으면 드라이브 목록과 root 권한이 필요 없는 검사만 표시됩니다. SMART 건강 상태, 나머지 검사 및 모든 드라이브 작업에는 인증이 필요합니다.</translation>
    </message>
    <message>
        <source>id: %1</source>
        <translation>ID: %1</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>세부 정보</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>해결 방법: %1</translation>
    </message>
    <message>
        <source>The document cannot be read: %1</source>
        <translation>문서를 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>The self-test was not started: %1</source>
        <translation>자체 검사를 시작하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>The self-test was not aborted: %1</source>
        <translation>자체 검사를 중단하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>The self-test log could not be read: %1</source>
        <translation>자체 검사 로그를 읽을 수 없습니다: %1</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>약 %n분</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>약 %n시간</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — the drive gives no estimate</source>
        <translation>%1 — 드라이브가 예상 시간을 알려 주지 않음</translation>
    </message>
    <message>
        <source>A self-test</source>
        <translation>자체 검사</translation>
    </message>
    <message>
        <source>The %1 self-test</source>
        <translation>%1 자체 검사</translation>
    </message>
    <message>
        <source>%1 is running (the drive&apos;s estimate: %2 in all); the drive does not say how far it is.</source>
        <translation>%1 진행 중입니다(드라이브 예상 소요 시간: 총 %2). 드라이브가 진행률을 알려 주지 않습니다.</translation>
    </message>
    <message>
        <source>%1 is running; the drive does not say how far it is.</source>
        <translation>%1 진행 중입니다. 드라이브가 진행률을 알려 주지 않습니다.</translation>
    </message>
    <message>
        <source>%1 is running: %2 % done.</source>
        <translation>%1 진행 중: %2% 완료.</translation>
    </message>
    <message>
        <source>%1 is running: %2 % done, %3 left.</source>
        <translation>%1 진행 중: %2% 완료, %3 남음.</translation>
    </message>
    <message>
        <source>takes %1 by the drive&apos;s own estimate</source>
        <translation>드라이브 자체 예상으로 %1 소요</translation>
    </message>
    <message>
        <source>can take hours (the drive gives no estimate)</source>
        <translation>몇 시간이 걸릴 수 있음(드라이브가 예상 시간을 알려 주지 않음)</translation>
    </message>
    <message>
        <source>The extended (long) self-test of %1 %2: the drive reads its whole surface.

The drive stays usable meanwhile, but slower: the test competes with every read and write until it ends. It runs inside the drive, so closing this program does not stop it; Abort does.

Command: %3</source>
        <translation>%1의 확장(긴) 자체 검사: %2. 드라이브가 전체 표면을 읽습니다.

검사 중에도 드라이브를 사용할 수 있지만 느려집니다. 검사가 끝날 때까지 모든 읽기 및 쓰기와 경쟁하기 때문입니다. 검사는 드라이브 내부에서 실행되므로 이 프로그램을 닫아도 멈추지 않습니다. 멈추려면 [중단]을 누르십시오.

명령: %3</translation>
    </message>
    <message>
        <source>No confirmation token is known for this drive yet.</source>
        <translation>이 드라이브의 확인 토큰을 아직 알 수 없습니다.</translation>
    </message>
    <message>
        <source>the serial number</source>
        <translation>일련번호</translation>
    </message>
    <message>
        <source>the kernel name</source>
        <translation>커널 이름</translation>
    </message>
    <message>
        <source>Type %1 of the drive, %2, to confirm.</source>
        <translation>확인하려면 드라이브의 %1인 %2을(를) 입력하십시오.</translation>
    </message>
    <message>
        <source>Confirmed.</source>
        <translation>확인되었습니다.</translation>
    </message>
    <message>
        <source>Not the same: upper and lower case must match exactly.</source>
        <translation>일치하지 않습니다. 대소문자까지 정확히 일치해야 합니다.</translation>
    </message>
    <message>
        <source>Not the same: remove the spaces around it.</source>
        <translation>일치하지 않습니다. 앞뒤 공백을 제거하십시오.</translation>
    </message>
    <message>
        <source>That is not %1 of this drive.</source>
        <translation>이 드라이브의 %1이(가) 아닙니다.</translation>
    </message>
    <message>
        <source>A vendor-specific attribute: smartctl&apos;s drive database names it &quot;%1&quot;; its raw value&apos;s meaning is the vendor&apos;s.</source>
        <translation>제조사 고유 특성: smartctl 드라이브 데이터베이스에서의 이름은 &quot;%1&quot;입니다. 원시 값의 의미는 제조사가 정합니다.</translation>
    </message>
    <message>
        <source>Failing: the normalized value reached the vendor&apos;s threshold.</source>
        <translation>나쁨: 정규화된 값이 제조사 임계값에 도달했습니다.</translation>
    </message>
    <message>
        <source>Worth watching: this defect counter is not zero.</source>
        <translation>주시 필요: 이 결함 카운터가 0이 아닙니다.</translation>
    </message>
    <message>
        <source>Failed in the past (%1).</source>
        <translation>과거에 실패함(%1).</translation>
    </message>
    <message>
        <source>Turn on periodic TRIM for the whole system (weekly fstrim.timer)</source>
        <translation>시스템 전체에 주기적 TRIM 켜기(매주 fstrim.timer)</translation>
    </message>
    <message>
        <source>This turns on periodic TRIM: the systemd timer fstrim.timer is enabled and started, so once a week every mounted filesystem that supports it tells its drive which blocks are free. No file is changed or deleted; `systemctl disable --now fstrim.timer` turns it off again.</source>
        <translation>주기적 TRIM을 켭니다. systemd 타이머 fstrim.timer를 활성화하고 시작하여, 일주일에 한 번 TRIM을 지원하는 모든 마운트된 파일 시스템이 드라이브에 비어 있는 블록을 알려 줍니다. 파일은 변경되거나 삭제되지 않습니다. `systemctl disable --now fstrim.timer`로 다시 끌 수 있습니다.</translation>
    </message>
    <message>
        <source>Trim the free space of every mounted filesystem on %1 now</source>
        <translation>지금 %1에 마운트된 모든 파일 시스템의 여유 공간 TRIM</translation>
    </message>
    <message>
        <source>This trims the free space of %1 now (FITRIM): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation>지금 %1의 여유 공간을 TRIM합니다(FITRIM). 어떤 블록에 데이터가 없는지 드라이브에 알려 줍니다. 파일은 건드리지 않습니다. 용량이 크고 오랫동안 TRIM하지 않은 드라이브에서는 몇 분 걸릴 수 있습니다.</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>스왑</translation>
    </message>
    <message>
        <source>This resizes swap to %1: swap is turned off, resized and turned on again (the system may be slow for a moment if memory is short).</source>
        <translation>스왑 크기를 %1(으)로 변경합니다. 스왑을 끄고 크기를 바꾼 다음 다시 켭니다(메모리가 부족하면 잠시 시스템이 느려질 수 있습니다).</translation>
    </message>
    <message>
        <source>This turns swap off and removes it, freeing its space; with little memory, programs may be stopped when it runs out.</source>
        <translation>스왑을 끄고 제거하여 그 공간을 확보합니다. 메모리가 적으면 메모리가 바닥날 때 프로그램이 강제 종료될 수 있습니다.</translation>
    </message>
    <message>
        <source>Turn TRIM on for the whole system, with the weekly Optimize Drives task (retrim)</source>
        <translation>시스템 전체에 TRIM 켜기, 매주 드라이브 최적화 작업 포함(다시 TRIM)</translation>
    </message>
    <message>
        <source>This turns TRIM on for the whole system (fsutil behavior set DisableDeleteNotify 0) and enables the Optimize Drives task, which retrims every SSD volume once a week. No file is changed or deleted; Optimize Drives (dfrgui) shows and changes the schedule.</source>
        <translation>시스템 전체에 TRIM을 켜고(fsutil behavior set DisableDeleteNotify 0) 드라이브 최적화 작업을 활성화합니다. 이 작업은 일주일에 한 번 모든 SSD 볼륨을 다시 TRIM합니다. 파일은 변경되거나 삭제되지 않습니다. 일정은 드라이브 최적화(dfrgui)에서 확인하고 변경할 수 있습니다.</translation>
    </message>
    <message>
        <source>Retrim every volume on %1 now (as Optimize Drives does)</source>
        <translation>지금 %1의 모든 볼륨 다시 TRIM(드라이브 최적화와 동일)</translation>
    </message>
    <message>
        <source>This retrims %1 now (defrag %1 /L, what Optimize Drives runs): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation>지금 %1을(를) 다시 TRIM합니다(드라이브 최적화가 실행하는 defrag %1 /L). 어떤 블록에 데이터가 없는지 드라이브에 알려 줍니다. 파일은 건드리지 않습니다. 용량이 크고 오랫동안 TRIM하지 않은 드라이브에서는 몇 분 걸릴 수 있습니다.</translation>
    </message>
    <message>
        <source>the pagefile</source>
        <translation>페이징 파일</translation>
    </message>
    <message>
        <source>This sets the pagefile to %1 (System Properties → Advanced → Virtual memory shows the same setting); Windows applies it at the next restart.</source>
        <translation>페이징 파일을 %1(으)로 설정합니다(시스템 속성 → 고급 → 가상 메모리에 같은 설정이 표시됩니다). Windows는 다음에 다시 시작할 때 이 설정을 적용합니다.</translation>
    </message>
    <message>
        <source>Windows keeps a pagefile for crash dumps and memory it cannot otherwise free; set a small custom size instead of removing it.</source>
        <translation>Windows는 크래시 덤프와, 달리 해제할 수 없는 메모리를 위해 페이징 파일을 유지합니다. 제거하는 대신 작은 사용자 지정 크기로 설정하십시오.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>초</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Steps of the dry run</source>
        <translation>모의 실행 단계</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>출력</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>시스템 언어</translation>
    </message>
    <message>
        <source>The language changes when SSD Toolbox starts again.</source>
        <translation>언어는 SSD Toolbox를 다시 시작하면 바뀝니다.</translation>
    </message>
</context>
<context>
    <name>ssd::gui::Alerts</name>
    <message>
        <source>%1: %2 on %3</source>
        <translation>%1: %3의 %2</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Open SSD Toolbox to see them all.</source>
        <translation>모두 보려면 SSD Toolbox를 여십시오.</translation>
    </message>
    <message numerus="yes">
        <source>%n more new alert(s)</source>
        <translation>
            <numerusform>새 경고 %n개 더</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::gui::AlertsPage</name>
    <message>
        <source>%1 (cleared %2)</source>
        <translation>%1 (%2에 해제됨)</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>심각도</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>장치</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>요약</translation>
    </message>
    <message>
        <source>Since</source>
        <translation>발생 시각</translation>
    </message>
    <message>
        <source>Last seen</source>
        <translation>마지막 발생</translation>
    </message>
    <message>
        <source>Acknowledged</source>
        <translation>확인됨</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>드라이브</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>활성</translation>
    </message>
    <message>
        <source>Acknowledged (silent until it gets worse)</source>
        <translation>확인됨(악화될 때까지 알리지 않음)</translation>
    </message>
    <message numerus="yes">
        <source>Past (cleared in the last %n day(s))</source>
        <translation>
            <numerusform>지난 경고(최근 %n일 이내 해제됨)</numerusform>
        </translation>
    </message>
    <message>
        <source>Note (optional): why this is known and fine for now</source>
        <translation>메모(선택 사항): 이미 알고 있으며 당분간 괜찮은 이유</translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation>확인 처리</translation>
    </message>
    <message>
        <source>Silence the selected alert until it gets worse (asks for administrator rights: it changes the history database)</source>
        <translation>선택한 경고를 악화될 때까지 알리지 않습니다(기록 데이터베이스를 변경하므로 관리자 권한을 요청합니다)</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>데이터베이스: %1</translation>
    </message>
    <message>
        <source>No alerts yet: alerts are raised by the ssd-toolbox-sample timer&apos;s readings (or `sudo ssdtool sample`). %1 does not exist.</source>
        <translation>아직 경고가 없습니다. 경고는 ssd-toolbox-sample 타이머의 측정값(또는 `sudo ssdtool sample`)으로 발생합니다. %1이(가) 없습니다.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>No alerts: every rule is quiet on every drive in this history.</source>
        <translation>경고 없음: 이 기록의 모든 드라이브에서 발생한 규칙이 없습니다.</translation>
    </message>
    <message>
        <source>Acknowledging alert %1…</source>
        <translation>경고 %1 확인 처리 중…</translation>
    </message>
    <message>
        <source>Acknowledged: it stays silent until it gets worse.</source>
        <translation>확인 처리됨: 악화될 때까지 알리지 않습니다.</translation>
    </message>
    <message>
        <source>Not acknowledged: %1</source>
        <translation>확인 처리되지 않음: %1</translation>
    </message>
    <message>
        <source>acknowledged %1</source>
        <translation>%1에 확인됨</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>Note for the acknowledgement</source>
        <translation>확인 처리 메모</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchDetailPanel</name>
    <message>
        <source>Replay of %1</source>
        <translation>%1 재생</translation>
    </message>
    <message>
        <source>%1: %2 requests, %3. The drive was busy %4 s of %5 s: average data rate %6 MB/s, %7 IOPS.</source>
        <translation>%1: 요청 %2개, %3. 드라이브는 %5 s 중 %4 s 동안 작업했습니다. 평균 전송 속도 %6 MB/s, %7 IOPS.</translation>
    </message>
    <message>
        <source>Latency by direction and size</source>
        <translation>방향 및 크기별 지연 시간</translation>
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
        <translation>  %1: 요청 %2개, 지연 시간 p50 %3 us, p99 %4 us, p99.9 %5 us, p99.99 %6 us</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Throughput by transfer size</source>
        <translation>전송 크기별 처리량</translation>
    </message>
    <message>
        <source>read</source>
        <translation>읽기</translation>
    </message>
    <message>
        <source>write</source>
        <translation>쓰기</translation>
    </message>
    <message>
        <source>write, compressible data</source>
        <translation>쓰기, 압축 가능 데이터</translation>
    </message>
    <message>
        <source>transfer size (queue depth 4)</source>
        <translation>전송 크기(큐 깊이 4)</translation>
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
        <translation>%2부터 %3까지 크기 %1가지. 각 크기마다 같은 2 GiB 영역에서 읽고 씁니다.</translation>
    </message>
    <message>
        <source>Latency after idle periods</source>
        <translation>유휴 후 지연 시간</translation>
    </message>
    <message>
        <source>first request after the idle period</source>
        <translation>유휴 후 첫 요청</translation>
    </message>
    <message>
        <source>the request right after it</source>
        <translation>바로 다음 요청</translation>
    </message>
    <message>
        <source> (medians):</source>
        <translation> (중앙값):</translation>
    </message>
    <message>
        <source>  after %1 s idle: first request %2 us, the next %3 us, waking up took %4 us</source>
        <translation>  %1 s 유휴 후: 첫 요청 %2 us, 다음 요청 %3 us, 깨어나는 데 %4 us</translation>
    </message>
    <message>
        <source>idle seconds</source>
        <translation>유휴 시간(초)</translation>
    </message>
    <message>
        <source>A 4 KiB random read after each idle period, and one right after it; the difference is the drive waking up (at most %1 us here).</source>
        <translation>각 유휴 기간 후 4 KiB 랜덤 읽기 한 번, 바로 이어서 한 번 더 읽습니다. 두 값의 차이가 드라이브가 깨어나는 시간입니다(여기서는 최대 %1 us).</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchProcess</name>
    <message>
        <source>Stopped.</source>
        <translation>중지되었습니다.</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>종료 상태 %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchSnapshot</name>
    <message>
        <source>&lt;b&gt;SSD Toolbox benchmark&lt;/b&gt;</source>
        <translation>&lt;b&gt;SSD Toolbox 벤치마크&lt;/b&gt;</translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark</source>
        <translation>SSD Toolbox 벤치마크</translation>
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
        <translation>MB/s · %1 IOPS (실행 중)</translation>
    </message>
    <message>
        <source>MB/s · %1 IOPS</source>
        <translation>MB/s · %1 IOPS</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MB/s, %3 IOPS&lt;br&gt;Latency (µs): mean %4, median %5, 99 %% %6, 99.9 %% %7, 99.99 %% %8, max %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MB/s, %3 IOPS&lt;br&gt;지연 시간(µs): 평균 %4, 중앙값 %5, 99 %% %6, 99.9 %% %7, 99.99 %% %8, 최대 %9</translation>
    </message>
    <message>
        <source>µs waking up, the most after any idle period</source>
        <translation>µs: 깨어나는 시간(모든 유휴 기간 중 최댓값)</translation>
    </message>
    <message>
        <source>&lt;br&gt;after %1 s idle: %2 µs (awake %3 µs)</source>
        <translation>&lt;br&gt;%1 s 유휴 후: %2 µs (깨어난 후 %3 µs)</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;First request after idle&lt;/b&gt;</source>
        <translation>&lt;br&gt;&lt;b&gt;유휴 후 첫 요청&lt;/b&gt;</translation>
    </message>
    <message>
        <source>last: %1 MB/s</source>
        <translation>지난번: %1 MB/s</translation>
    </message>
    <message>
        <source>The drive&apos;s last run of this test, %1: %2 MB/s, %3 IOPS, latency p99 %4 µs</source>
        <translation>이 드라이브의 지난번 테스트 결과, %1: %2 MB/s, %3 IOPS, 지연 시간 p99 %4 µs</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchmarkPage</name>
    <message>
        <source>Benchmark writes to the whole drive</source>
        <translation>벤치마크가 드라이브 전체에 씁니다</translation>
    </message>
    <message>
        <source>This benchmark writes to %1 and destroys everything on it.
%2</source>
        <translation>이 벤치마크는 %1에 직접 쓰며 그 안의 모든 데이터를 파괴합니다.
%2</translation>
    </message>
    <message>
        <source>What is written. Drives that compress (SandForce) look much faster with zeros.</source>
        <translation>기록할 데이터입니다. 압축하는 드라이브(SandForce)는 0으로 채운 데이터에서 훨씬 빠르게 보입니다.</translation>
    </message>
    <message>
        <source>Preset size</source>
        <translation>프리셋 크기</translation>
    </message>
    <message>
        <source>The test area: larger than the drive&apos;s cache shows its sustained speed.</source>
        <translation>테스트 영역: 드라이브 캐시보다 크게 잡으면 지속 속도를 확인할 수 있습니다.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Preset time</source>
        <translation>프리셋 시간</translation>
    </message>
    <message>
        <source>Measured seconds per test; below 2 s the warm-up is skipped.</source>
        <translation>테스트당 측정 시간(초)입니다. 2 s 미만이면 예열을 건너뜁니다.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>중지</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>대상:</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>프리셋:</translation>
    </message>
    <message>
        <source>Trace:</source>
        <translation>트레이스:</translation>
    </message>
    <message>
        <source>Data, size, time:</source>
        <translation>데이터, 크기, 시간:</translation>
    </message>
    <message>
        <source>Ready. A benchmark in a folder runs as you; its test file is removed afterwards.</source>
        <translation>준비되었습니다. 폴더에서 하는 벤치마크는 현재 사용자 권한으로 실행되며, 테스트 파일은 끝난 후 삭제됩니다.</translation>
    </message>
    <message>
        <source>Throughput over time</source>
        <translation>시간별 처리량</translation>
    </message>
    <message>
        <source>Copy results</source>
        <translation>결과 복사</translation>
    </message>
    <message>
        <source>Save JSON…</source>
        <translation>JSON 저장…</translation>
    </message>
    <message>
        <source>Save text…</source>
        <translation>텍스트 저장…</translation>
    </message>
    <message>
        <source>Save PNG…</source>
        <translation>PNG 저장…</translation>
    </message>
    <message>
        <source>Serial number in the PNG</source>
        <translation>PNG에 일련번호 포함</translation>
    </message>
    <message>
        <source>Off: the picture says the drive&apos;s model but not its serial number, for posting it.</source>
        <translation>끄면 이미지에 드라이브 모델만 표시되고 일련번호는 표시되지 않으므로 온라인에 게시하기 좋습니다.</translation>
    </message>
    <message>
        <source>Benchmark in which folder?</source>
        <translation>어느 폴더에서 벤치마크를 실행하시겠습니까?</translation>
    </message>
    <message>
        <source>Home folder (%1)</source>
        <translation>홈 폴더 (%1)</translation>
    </message>
    <message>
        <source>%1 %2 (raw drive)</source>
        <translation>%1 %2 (원시 드라이브)</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>폴더 선택…</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>시작되지 않음: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read&lt;/b&gt;</source>
        <translation>&lt;b&gt;읽기&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Write&lt;/b&gt;</source>
        <translation>&lt;b&gt;쓰기&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other&lt;/b&gt;</source>
        <translation>&lt;b&gt;기타&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not started: choose the trace to replay.</source>
        <translation>시작되지 않음: 재생할 트레이스를 선택하십시오.</translation>
    </message>
    <message>
        <source>Not started: a benchmark that writes to a raw drive needs its serial number.</source>
        <translation>시작되지 않음: 원시 드라이브에 쓰는 벤치마크에는 해당 드라이브의 일련번호가 필요합니다.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>초</translation>
    </message>
    <message>
        <source>Starting: %1</source>
        <translation>시작하는 중: %1</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>중지하는 중…</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3 %4</source>
        <translation>%2단계 중 %1단계: %3 %4</translation>
    </message>
    <message>
        <source>(warming up)</source>
        <translation>(예열 중)</translation>
    </message>
    <message>
        <source>Done: %1 (%2 data, test area %3, engine %4).</source>
        <translation>완료: %1 (데이터 %2, 테스트 영역 %3, 엔진 %4).</translation>
    </message>
    <message>
        <source>Stopped. %1</source>
        <translation>중지되었습니다. %1</translation>
    </message>
    <message>
        <source>The benchmark did not run: %1</source>
        <translation>벤치마크가 실행되지 않았습니다: %1</translation>
    </message>
    <message>
        <source>Read throughput across the test area</source>
        <translation>테스트 영역 전체의 읽기 처리량</translation>
    </message>
    <message>
        <source>position (GB)</source>
        <translation>위치 (GB)</translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark of %1 (preset %2, %3 data, test area %4, engine %5)</source>
        <translation>%1의 SSD Toolbox 벤치마크 (프리셋 %2, 데이터 %3, 테스트 영역 %4, 엔진 %5)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1을(를) 저장할 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1을(를) 저장했습니다.</translation>
    </message>
    <message>
        <source>Save benchmark as JSON</source>
        <translation>벤치마크를 JSON으로 저장</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Save benchmark as text</source>
        <translation>벤치마크를 텍스트로 저장</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>텍스트 (*.txt)</translation>
    </message>
    <message>
        <source>Save benchmark as PNG</source>
        <translation>벤치마크를 PNG로 저장</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 이미지 (*.png)</translation>
    </message>
    <message>
        <source>Could not save %1: the picture could not be made</source>
        <translation>%1을(를) 저장할 수 없습니다: 이미지를 만들 수 없습니다</translation>
    </message>
    <message>
        <source>Benchmark results</source>
        <translation>벤치마크 결과</translation>
    </message>
    <message>
        <source>Test data</source>
        <translation>테스트 데이터</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>테스트 영역 크기</translation>
    </message>
    <message>
        <source>Seconds per test</source>
        <translation>테스트당 시간(초)</translation>
    </message>
</context>
<context>
    <name>ssd::gui::CaptureReader</name>
    <message>
        <source>ssdtool exited with status %1</source>
        <translation>ssdtool이 상태 %1(으)로 종료되었습니다</translation>
    </message>
</context>
<context>
    <name>ssd::gui::Chart</name>
    <message>
        <source>%1: no data</source>
        <translation>%1: 데이터 없음</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n point(s) along %3, from %4 to %5</source>
        <translation>
            <numerusform>%1 (%2): %3 축을 따라 점 %n개, 값 %4부터 %5까지</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>차트</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>데이터 없음</translation>
    </message>
</context>
<context>
    <name>ssd::gui::ChecksPage</name>
    <message>
        <source>Done. The checks are being run again.</source>
        <translation>완료되었습니다. 검사를 다시 실행하는 중입니다.</translation>
    </message>
    <message>
        <source>The fix was not applied: %1</source>
        <translation>해결 방법을 적용하지 못했습니다: %1</translation>
    </message>
    <message>
        <source>The checks could not run: %1</source>
        <translation>검사를 실행할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Running the checks…</source>
        <translation>검사를 실행하는 중…</translation>
    </message>
    <message>
        <source>This drive (%1)</source>
        <translation>이 드라이브 (%1)</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>이 컴퓨터</translation>
    </message>
    <message>
        <source>✓ Nothing to fix.</source>
        <translation>✓ 해결할 문제가 없습니다.</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>심각</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>주의</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>정보</translation>
    </message>
    <message>
        <source>Not checked (%1)</source>
        <translation>검사하지 않음 (%1)</translation>
    </message>
    <message>
        <source>(No button: %1.)</source>
        <translation>(버튼 없음: %1.)</translation>
    </message>
    <message>
        <source>Running: %1…</source>
        <translation>실행 중: %1…</translation>
    </message>
    <message>
        <source>Setup checks</source>
        <translation>설정 검사</translation>
    </message>
</context>
<context>
    <name>ssd::gui::DBusNotifier</name>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
</context>
<context>
    <name>ssd::gui::DriveListWidget</name>
    <message>
        <source>Drive</source>
        <translation>드라이브</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>용량</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>건강 상태</translation>
    </message>
    <message>
        <source>Temp.</source>
        <translation>온도</translation>
    </message>
    <message>
        <source>Drives could not be listed: %1</source>
        <translation>드라이브 목록을 가져올 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>알 수 없는 모델</translation>
    </message>
    <message>
        <source>%1
Serial: %2
Firmware: %3
Interface: %4</source>
        <translation>%1
일련번호: %2
펌웨어: %3
인터페이스: %4</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>읽는 중…</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s SMART data</source>
        <translation>드라이브의 SMART 데이터를 기다리는 중</translation>
    </message>
    <message>
        <source>no SMART</source>
        <translation>SMART 없음</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>needs root</source>
        <translation>root 필요</translation>
    </message>
    <message>
        <source>error</source>
        <translation>오류</translation>
    </message>
</context>
<context>
    <name>ssd::gui::EraseWizard</name>
    <message>
        <source>Secure erase — %1</source>
        <translation>보안 삭제 — %1</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>방식:</translation>
    </message>
    <message>
        <source>A secure erase resets every cell of the flash (or its encryption key): all data on the drive is gone for good and the drive is as fast as new.</source>
        <translation>보안 삭제는 플래시의 모든 셀(또는 암호화 키)을 초기화합니다. 드라이브의 모든 데이터가 영구히 사라지고, 드라이브는 새것처럼 빨라집니다.</translation>
    </message>
    <message>
        <source>The strongest the drive supports</source>
        <translation>드라이브가 지원하는 가장 강력한 방식</translation>
    </message>
</context>
<context>
    <name>ssd::gui::FirmwareWizard</name>
    <message>
        <source>Firmware update — %1</source>
        <translation>펌웨어 업데이트 — %1</translation>
    </message>
    <message>
        <source>The firmware image from the drive&apos;s vendor</source>
        <translation>드라이브 제조사에서 받은 펌웨어 이미지</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>선택…</translation>
    </message>
    <message>
        <source>Use only an image made for exactly this model. Keep the computer on mains power: an interrupted update can leave the drive unusable. Back up first.</source>
        <translation>정확히 이 모델용으로 만들어진 이미지만 사용하십시오. 컴퓨터를 전원 어댑터에 연결해 두십시오. 업데이트가 중단되면 드라이브를 사용할 수 없게 될 수 있습니다. 먼저 백업하십시오.</translation>
    </message>
    <message>
        <source>Firmware image</source>
        <translation>펌웨어 이미지</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HelperBackend</name>
    <message>
        <source>The SSD Toolbox service is not installed (no %1).</source>
        <translation>SSD Toolbox 서비스가 설치되어 있지 않습니다(%1 없음).</translation>
    </message>
    <message>
        <source>Connecting to the SSD Toolbox service…</source>
        <translation>SSD Toolbox 서비스에 연결하는 중…</translation>
    </message>
    <message>
        <source>The helper was restarted.</source>
        <translation>도우미가 다시 시작되었습니다.</translation>
    </message>
    <message>
        <source>Administrator helper (%1): asking…</source>
        <translation>관리자 도우미(%1): 요청하는 중…</translation>
    </message>
    <message>
        <source>Starting the helper…</source>
        <translation>도우미를 시작하는 중…</translation>
    </message>
    <message>
        <source>Asking for administrator rights…</source>
        <translation>관리자 권한을 요청하는 중…</translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation>시작하기 전에 취소되었습니다.</translation>
    </message>
    <message>
        <source>No helper</source>
        <translation>도우미 없음</translation>
    </message>
    <message>
        <source>The helper sent a line that cannot be read (%1): reinstall SSD Toolbox.</source>
        <translation>도우미가 읽을 수 없는 줄을 보냈습니다(%1). SSD Toolbox를 다시 설치하십시오.</translation>
    </message>
    <message>
        <source>The helper speaks another protocol version (this GUI needs %1): reinstall SSD Toolbox.</source>
        <translation>도우미의 프로토콜 버전이 다릅니다(이 GUI에는 %1 필요). SSD Toolbox를 다시 설치하십시오.</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service</source>
        <translation>SSD Toolbox 서비스에 연결됨</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service: drives and SMART need no password; a change asks for authorization when you make it.</source>
        <translation>SSD Toolbox 서비스에 연결되었습니다. 드라이브 정보와 SMART에는 암호가 필요 없으며, 변경 작업은 실행할 때 인증을 요청합니다.</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service (without administrator rights)</source>
        <translation>SSD Toolbox 서비스에 연결됨(관리자 권한 없음)</translation>
    </message>
    <message>
        <source>The SSD Toolbox service runs without administrator rights.</source>
        <translation>SSD Toolbox 서비스가 관리자 권한 없이 실행 중입니다.</translation>
    </message>
    <message>
        <source>Administrator helper (%1)</source>
        <translation>관리자 도우미(%1)</translation>
    </message>
    <message>
        <source>Administrator helper (running as administrator)</source>
        <translation>관리자 도우미(관리자로 실행 중)</translation>
    </message>
    <message>
        <source>Running with administrator rights (helper: ssdtool serve).</source>
        <translation>관리자 권한으로 실행 중입니다(도우미: ssdtool serve).</translation>
    </message>
    <message>
        <source>The helper runs without administrator rights.</source>
        <translation>도우미가 관리자 권한 없이 실행 중입니다.</translation>
    </message>
    <message>
        <source>Helper without administrator rights</source>
        <translation>관리자 권한 없는 도우미</translation>
    </message>
    <message>
        <source>The SSD Toolbox service closed the connection; try again (the next request reconnects).</source>
        <translation>SSD Toolbox 서비스가 연결을 닫았습니다. 다시 시도하십시오(다음 요청 때 다시 연결합니다).</translation>
    </message>
    <message>
        <source>SSD Toolbox service: disconnected, the next request reconnects</source>
        <translation>SSD Toolbox 서비스: 연결 끊김, 다음 요청 때 다시 연결</translation>
    </message>
    <message>
        <source>The SSD Toolbox service did not answer at %1%2.</source>
        <translation>SSD Toolbox 서비스가 %1%2에서 응답하지 않았습니다.</translation>
    </message>
    <message>
        <source>The helper stopped (exit status %1).</source>
        <translation>도우미가 중지되었습니다(종료 상태 %1).</translation>
    </message>
    <message>
        <source>ssdtool serve could not be started (%1): %2</source>
        <translation>ssdtool serve를 시작할 수 없습니다(%1): %2</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryCharts</name>
    <message>
        <source>Written per day</source>
        <translation>일별 쓰기량</translation>
    </message>
    <message>
        <source>Write amplification per week</source>
        <translation>주별 쓰기 증폭</translation>
    </message>
    <message>
        <source>Temperature per day</source>
        <translation>일별 온도</translation>
    </message>
    <message>
        <source>Life used</source>
        <translation>사용한 수명</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>호스트</translation>
    </message>
    <message>
        <source>NAND</source>
        <translation>NAND</translation>
    </message>
    <message>
        <source>NAND / host</source>
        <translation>NAND / 호스트</translation>
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
        <translation>최저</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>최고</translation>
    </message>
    <message>
        <source>Warning threshold</source>
        <translation>경고 임계값</translation>
    </message>
    <message>
        <source>% used</source>
        <translation>사용률(%)</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>예측</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryPage</name>
    <message>
        <source>Open database…</source>
        <translation>데이터베이스 열기…</translation>
    </message>
    <message>
        <source>Pick a drive in the history</source>
        <translation>기록에서 드라이브 선택</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>최근 7일</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>최근 30일</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>최근 1년</translation>
    </message>
    <message>
        <source>All</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>From – to</source>
        <translation>기간 지정</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>드라이브:</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>기간:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>~</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>데이터베이스: %1</translation>
    </message>
    <message>
        <source>Open a history database</source>
        <translation>기록 데이터베이스 열기</translation>
    </message>
    <message>
        <source>History databases (*.sqlite *.db);;All files (*)</source>
        <translation>기록 데이터베이스 (*.sqlite *.db);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`). %1 does not exist.</source>
        <translation>아직 기록이 없습니다. ssd-toolbox-sample 타이머가 한 시간에 한 번 측정값을 기록합니다(또는 `sudo ssdtool sample` 실행). %1이(가) 없습니다.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`).</source>
        <translation>아직 기록이 없습니다. ssd-toolbox-sample 타이머가 한 시간에 한 번 측정값을 기록합니다(또는 `sudo ssdtool sample` 실행).</translation>
    </message>
    <message>
        <source> (not connected)</source>
        <translation> (연결 안 됨)</translation>
    </message>
    <message>
        <source>Pick a drive in the history.</source>
        <translation>기록에서 드라이브를 선택하십시오.</translation>
    </message>
    <message>
        <source>The selected drive (serial %1) has no readings in this history; drives that have are in the list above.</source>
        <translation>선택한 드라이브(일련번호 %1)는 이 기록에 측정값이 없습니다. 측정값이 있는 드라이브는 위 목록에 있습니다.</translation>
    </message>
    <message>
        <source>No readings of %1 in this interval; its history runs from %2 to %3.</source>
        <translation>이 기간에는 %1의 측정값이 없습니다. 이 드라이브의 기록은 %2부터 %3까지입니다.</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>드라이브</translation>
    </message>
    <message>
        <source>From</source>
        <translation>시작 날짜</translation>
    </message>
    <message>
        <source>To</source>
        <translation>종료 날짜</translation>
    </message>
    <message>
        <source>History charts</source>
        <translation>기록 차트</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistorySummary</name>
    <message>
        <source>%1 a day</source>
        <translation>하루 %1</translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s)</source>
        <translation>
            <numerusform>측정값 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 to %2</source>
        <translation>, %1 ~ %2</translation>
    </message>
    <message>
        <source> (%1 in standby, not read)</source>
        <translation> (대기 모드 %1개, 읽지 않음)</translation>
    </message>
    <message>
        <source>host %1, NAND %2</source>
        <translation>호스트 %1, NAND %2</translation>
    </message>
    <message>
        <source> (at least: a counter reset hides some writes)</source>
        <translation> (최소값: 카운터 초기화로 일부 쓰기량이 빠짐)</translation>
    </message>
    <message>
        <source>
%1 counter: %2 between %3 and %4</source>
        <translation>
%1 카운터: %3 ~ %4 사이에 %2</translation>
    </message>
    <message>
        <source>%1 over the interval</source>
        <translation>기간 전체 %1</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>알 수 없음: %1</translation>
    </message>
    <message>
        <source>no readings</source>
        <translation>측정값 없음</translation>
    </message>
    <message>
        <source>min %1 °C, average %2 °C, max %3 °C</source>
        <translation>최저 %1 °C, 평균 %2 °C, 최고 %3 °C</translation>
    </message>
    <message>
        <source>; %1 h %2 min at or above the drive&apos;s warning threshold of %3 °C</source>
        <translation>; 드라이브 경고 임계값 %3 °C 이상에서 %1 h %2 min</translation>
    </message>
    <message>
        <source>; the drive states no warning threshold</source>
        <translation>; 드라이브가 경고 임계값을 알려 주지 않음</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>보고되지 않음</translation>
    </message>
    <message>
        <source>, %1 % a year</source>
        <translation>, 연간 %1%</translation>
    </message>
    <message>
        <source>; %1 % of the rated %2 written (%3)</source>
        <translation>; 정격 %2 중 %1% 기록됨 (%3)</translation>
    </message>
    <message>
        <source>%1: %2 → %3 between %4 and %5</source>
        <translation>%1: %4 ~ %5 사이에 %2 → %3</translation>
    </message>
    <message>
        <source>Verdict %1 → %2 at %3</source>
        <translation>판정 %1 → %2 (%3)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>%1 was %2; from %3: %4</source>
        <translation>%1: %2 → %3부터 %4</translation>
    </message>
    <message>
        <source>no later bound</source>
        <translation>상한 없음</translation>
    </message>
    <message>
        <source>100 % around %1 (between %2 and %3)</source>
        <translation>%1경 100% (%2 ~ %3 사이)</translation>
    </message>
    <message>
        <source>Readings:</source>
        <translation>측정값:</translation>
    </message>
    <message>
        <source>Written:</source>
        <translation>쓰기량:</translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation>쓰기 증폭:</translation>
    </message>
    <message>
        <source>Per day:</source>
        <translation>하루 평균:</translation>
    </message>
    <message>
        <source>Temperature:</source>
        <translation>온도:</translation>
    </message>
    <message>
        <source>Life used:</source>
        <translation>사용한 수명:</translation>
    </message>
    <message>
        <source>Projection:</source>
        <translation>예측:</translation>
    </message>
    <message>
        <source>Changes:</source>
        <translation>변경 사항:</translation>
    </message>
    <message>
        <source>Device swaps:</source>
        <translation>장치 교체:</translation>
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
        <translation>인증…</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>개요</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>검사</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>벤치마크</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>도구</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>자체 검사</translation>
    </message>
    <message>
        <source>History</source>
        <translation>기록</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>경고</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>SSD Toolbox — benchmark finished</source>
        <translation>SSD Toolbox — 벤치마크 완료</translation>
    </message>
    <message>
        <source>SSD Toolbox — benchmark stopped</source>
        <translation>SSD Toolbox — 벤치마크 중지됨</translation>
    </message>
    <message>
        <source>Not a SMART capture</source>
        <translation>SMART 캡처가 아님</translation>
    </message>
    <message>
        <source>%1 could not be read as a saved smartctl --json capture: %2</source>
        <translation>%1을(를) 저장된 smartctl --json 캡처로 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>Report cancelled.</source>
        <translation>보고서 작성이 취소되었습니다.</translation>
    </message>
    <message>
        <source>Reading the drives…</source>
        <translation>드라이브를 읽는 중…</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s).</source>
        <translation>
            <numerusform>드라이브 %n개.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Open a saved SMART capture (smartctl --json)…</source>
        <translation>저장된 SMART 캡처 열기(smartctl --json)(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a saved SMART capture</source>
        <translation>저장된 SMART 캡처 열기</translation>
    </message>
    <message>
        <source>smartctl --json output (*.json);;All files (*)</source>
        <translation>smartctl --json 출력 (*.json);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>Export report as &amp;HTML…</source>
        <translation>보고서를 HTML로 내보내기(&amp;H)…</translation>
    </message>
    <message>
        <source>Export report as &amp;JSON…</source>
        <translation>보고서를 JSON으로 내보내기(&amp;J)…</translation>
    </message>
    <message>
        <source>Save a &amp;support capture…</source>
        <translation>지원용 캡처 저장(&amp;S)…</translation>
    </message>
    <message>
        <source>Every drive&apos;s SMART and NVMe logs in one file, for a technician to read elsewhere</source>
        <translation>모든 드라이브의 SMART 및 NVMe 로그를 파일 하나에 담아, 기술자가 다른 곳에서 읽을 수 있게 합니다</translation>
    </message>
    <message>
        <source>Save a support capture &amp;without serial numbers…</source>
        <translation>일련번호 없이 지원용 캡처 저장(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>새로 고침(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About SSD Toolbox</source>
        <translation>SSD Toolbox 정보(&amp;A)</translation>
    </message>
    <message>
        <source>About SSD Toolbox</source>
        <translation>SSD Toolbox 정보</translation>
    </message>
    <message>
        <source>&lt;b&gt;SSD Toolbox %1&lt;/b&gt;&lt;p&gt;Health, setup checks, benchmarks and maintenance for solid-state drives. The same facts as &lt;code&gt;ssdtool&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;b&gt;SSD Toolbox %1&lt;/b&gt;&lt;p&gt;SSD(솔리드 스테이트 드라이브)의 건강 상태, 설정 검사, 벤치마크 및 유지 관리 도구입니다. &lt;code&gt;ssdtool&lt;/code&gt;과 같은 정보를 보여 줍니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>SSD Toolbox — %1 (%2)</source>
        <translation>SSD Toolbox — %1 (%2)</translation>
    </message>
    <message>
        <source>Export report as HTML</source>
        <translation>보고서를 HTML로 내보내기</translation>
    </message>
    <message>
        <source>Export report as JSON</source>
        <translation>보고서를 JSON으로 내보내기</translation>
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
        <translation>지원용 캡처 저장</translation>
    </message>
    <message>
        <source>Writing the report (reading every drive)…</source>
        <translation>보고서 작성 중(모든 드라이브를 읽는 중)…</translation>
    </message>
    <message>
        <source>Writing the support capture (reading every drive)…</source>
        <translation>지원용 캡처 작성 중(모든 드라이브를 읽는 중)…</translation>
    </message>
    <message>
        <source>Support capture written to %1.</source>
        <translation>지원용 캡처를 %1에 저장했습니다.</translation>
    </message>
    <message>
        <source>Report written to %1.</source>
        <translation>보고서를 %1에 저장했습니다.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <source>The report failed: %1</source>
        <translation>보고서 작성 실패: %1</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>드라이브 목록</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>설정(&amp;S)</translation>
    </message>
</context>
<context>
    <name>ssd::gui::OverviewPage</name>
    <message>
        <source>%p % used</source>
        <translation>%p% 사용</translation>
    </message>
    <message>
        <source>Life:</source>
        <translation>수명:</translation>
    </message>
    <message>
        <source>Rated endurance:</source>
        <translation>정격 내구성:</translation>
    </message>
    <message>
        <source>Powered on:</source>
        <translation>사용 시간:</translation>
    </message>
    <message>
        <source>Host writes:</source>
        <translation>호스트 쓰기량:</translation>
    </message>
    <message>
        <source>NAND writes:</source>
        <translation>NAND 쓰기량:</translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation>쓰기 증폭:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>펌웨어:</translation>
    </message>
    <message>
        <source>%1 % of %2 TB used (%3 TB written)</source>
        <translation>%2 TB 중 %1% 사용 (%3 TB 기록됨)</translation>
    </message>
    <message numerus="yes">
        <source>, rated over %n year(s)</source>
        <translation>
            <numerusform>, 보증 기간 %n년 기준</numerusform>
        </translation>
    </message>
    <message>
        <source> — your rating</source>
        <translation> — 사용자 지정 값</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>알 수 없음</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>선택한 드라이브 없음</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>알 수 없는 모델</translation>
    </message>
    <message>
        <source>%1 · %2 · serial %3 · %4</source>
        <translation>%1 · %2 · 일련번호 %3 · %4</translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation>SMART를 사용할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>SMART needs administrator rights: %1</source>
        <translation>SMART를 읽으려면 관리자 권한이 필요합니다: %1</translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation>SMART를 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation>SMART를 읽는 중…</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <translation>건강 상태: %1</translation>
    </message>
    <message>
        <source>Health: unknown</source>
        <translation>건강 상태: 알 수 없음</translation>
    </message>
    <message>
        <source>%1 % used, %2 % remaining</source>
        <translation>%1% 사용, %2% 남음</translation>
    </message>
    <message>
        <source>; spare blocks %1 %</source>
        <translation>; 예비 블록 %1%</translation>
    </message>
    <message>
        <source>not reported by this drive</source>
        <translation>이 드라이브는 보고하지 않음</translation>
    </message>
    <message>
        <source>, %1 power cycles</source>
        <translation>, 사용 횟수 %1회</translation>
    </message>
    <message>
        <source>For every byte the computer wrote, the flash wrote %1 bytes (garbage collection and wear levelling move data around). Around 1-3 is usual; a full, untrimmed drive climbs higher.</source>
        <translation>컴퓨터가 1바이트를 쓸 때마다 플래시에는 %1바이트가 기록되었습니다(가비지 컬렉션과 웨어 레벨링이 데이터를 옮기기 때문입니다). 보통 1~3 정도이며, 가득 차 있고 TRIM하지 않은 드라이브에서는 더 높아집니다.</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>사용할 수 없음</translation>
    </message>
    <message>
        <source>The drive does not report what it needs.</source>
        <translation>드라이브가 계산에 필요한 값을 보고하지 않습니다.</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>이유: %1</translation>
    </message>
    <message>
        <source>No known advisory for this firmware.</source>
        <translation>이 펌웨어에 대해 알려진 권고 사항이 없습니다.</translation>
    </message>
    <message>
        <source>Drive overview</source>
        <translation>드라이브 개요</translation>
    </message>
</context>
<context>
    <name>ssd::gui::ReplayChooser</name>
    <message>
        <source>a trace recorded with `ssdtool trace record`</source>
        <translation>`ssdtool trace record`로 기록한 트레이스</translation>
    </message>
    <message>
        <source>Trace file</source>
        <translation>트레이스 파일</translation>
    </message>
    <message>
        <source>Choose trace…</source>
        <translation>트레이스 선택…</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>재생 속도</translation>
    </message>
    <message>
        <source>At the recorded times: the drive gets the recorded idle time between requests, as the recorded day had it. As fast as possible: each request as soon as the recorded queue depth allows.</source>
        <translation>at the recorded times(기록된 시각대로): 기록한 날과 똑같이 요청 사이에 기록된 유휴 시간을 둡니다. as fast as possible(최대한 빠르게): 기록된 큐 깊이가 허용하는 즉시 각 요청을 보냅니다.</translation>
    </message>
    <message>
        <source>Replay which trace?</source>
        <translation>어떤 트레이스를 재생하시겠습니까?</translation>
    </message>
    <message>
        <source>Traces (*.trace);;All files (*)</source>
        <translation>트레이스 (*.trace);;모든 파일 (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>%1 is %2, more than the %3 the helper is sent; replay it in a folder, or on the raw drive with `sudo ssdtool bench DEVICE --replay FILE`</source>
        <translation>%1의 크기는 %2(으)로, 도우미에 보낼 수 있는 %3보다 큽니다. 폴더에서 재생하거나, 원시 드라이브에서 `sudo ssdtool bench DEVICE --replay FILE`로 재생하십시오</translation>
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
        <translation>종류</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>결과</translation>
    </message>
    <message>
        <source>What the drive says</source>
        <translation>드라이브 메시지</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>사용 시간</translation>
    </message>
    <message>
        <source>First failing LBA</source>
        <translation>첫 오류 LBA</translation>
    </message>
    <message>
        <source> (%1 % of the test was left)</source>
        <translation> (검사 %1% 남음)</translation>
    </message>
    <message>
        <source>Self-test log</source>
        <translation>자체 검사 로그</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SelfTestPage</name>
    <message>
        <source>Test:</source>
        <translation>검사:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>중단</translation>
    </message>
    <message>
        <source>The drive&apos;s self-test log (newest first)</source>
        <translation>드라이브의 자체 검사 로그(최신순)</translation>
    </message>
    <message>
        <source>Start the extended self-test?</source>
        <translation>확장 자체 검사를 시작하시겠습니까?</translation>
    </message>
    <message>
        <source>Starting: %1…</source>
        <translation>시작하는 중: %1…</translation>
    </message>
    <message>
        <source>Aborting: %1…</source>
        <translation>중단하는 중: %1…</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>선택한 드라이브 없음</translation>
    </message>
    <message>
        <source>This drive runs no self-test: %1</source>
        <translation>이 드라이브는 자체 검사를 실행하지 않습니다: %1</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s self-tests…</source>
        <translation>드라이브의 자체 검사 정보를 읽는 중…</translation>
    </message>
    <message>
        <source>Schedule: %1</source>
        <translation>일정: %1</translation>
    </message>
    <message>
        <source>No self-test in the drive&apos;s log yet.</source>
        <translation>드라이브 로그에 아직 자체 검사 기록이 없습니다.</translation>
    </message>
    <message>
        <source>Last test: %1 — %2</source>
        <translation>마지막 검사: %1 — %2</translation>
    </message>
    <message>
        <source>, at %1 of power-on time</source>
        <translation>, 사용 시간 %1 시점</translation>
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
        <translation>특성</translation>
    </message>
    <message>
        <source>Current</source>
        <translation>현재</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>최악</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>임계값</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>원시 값</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation>SMART를 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <source>No drive selected.</source>
        <translation>선택한 드라이브가 없습니다.</translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation>SMART를 읽는 중…</translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation>SMART를 사용할 수 없습니다: %1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>정상</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>나쁨</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>주시</translation>
    </message>
    <message>
        <source>&lt;br&gt;Raw: %1</source>
        <translation>&lt;br&gt;원시 값: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n attribute(s)</source>
        <translation>
            <numerusform>특성 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n failing</source>
        <translation>
            <numerusform>, 나쁨 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n worth watching</source>
        <translation>
            <numerusform>, 주시 필요 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>. Hover over a row for what it means. Current, worst and threshold are the vendor&apos;s normalized values (higher is better); raw values are decoded as smartctl prints them.</source>
        <translation>. 행에 마우스를 올리면 의미가 표시됩니다. 현재, 최악, 임계값은 제조사의 정규화된 값(높을수록 좋음)이며, 원시 값은 smartctl이 표시하는 방식대로 해석한 것입니다.</translation>
    </message>
    <message>
        <source>This drive reports no SMART attributes.</source>
        <translation>이 드라이브는 SMART 특성을 보고하지 않습니다.</translation>
    </message>
    <message>
        <source>NVMe drives report a health log instead of attributes.</source>
        <translation>NVMe 드라이브는 특성 대신 건강 상태 로그를 보고합니다.</translation>
    </message>
    <message>
        <source>SMART attributes</source>
        <translation>SMART 특성</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SustainedPanel</name>
    <message>
        <source>Sustained write</source>
        <translation>지속 쓰기</translation>
    </message>
    <message>
        <source>Cache size estimate:</source>
        <translation>예상 캐시 크기:</translation>
    </message>
    <message>
        <source>Before the drop:</source>
        <translation>속도 저하 전:</translation>
    </message>
    <message>
        <source>After the drop:</source>
        <translation>속도 저하 후:</translation>
    </message>
    <message>
        <source>Dropped at:</source>
        <translation>속도 저하 시점:</translation>
    </message>
    <message>
        <source>Settled:</source>
        <translation>안정화:</translation>
    </message>
    <message>
        <source>Stopped because:</source>
        <translation>중지 이유:</translation>
    </message>
    <message>
        <source>Sequential write speed, second by second</source>
        <translation>초 단위 순차 쓰기 속도</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>속도 저하</translation>
    </message>
    <message>
        <source>%1 written before the speed dropped</source>
        <translation>속도 저하 전까지 %1 기록</translation>
    </message>
    <message>
        <source>no drop seen: %1</source>
        <translation>속도 저하 없음: %1</translation>
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
        <translation>%1 s부터</translation>
    </message>
    <message>
        <source>not settled</source>
        <translation>안정되지 않음</translation>
    </message>
    <message>
        <source>%1 (%2 in %3 s; limits %4 s, %5)</source>
        <translation>%1 (%3 s 동안 %2; 한도 %4 s, %5)</translation>
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
        <translation>보안 삭제…</translation>
    </message>
    <message>
        <source>Update firmware…</source>
        <translation>펌웨어 업데이트…</translation>
    </message>
    <message>
        <source>Tell the drive which blocks are free, now or every week. Safe: files are not touched. Helps a drive that slowed down as it filled.</source>
        <translation>지금 또는 매주 드라이브에 비어 있는 블록을 알려 줍니다. 안전합니다. 파일은 건드리지 않습니다. 데이터가 차면서 느려진 드라이브에 도움이 됩니다.</translation>
    </message>
    <message>
        <source>Erase everything with the drive&apos;s own secure-erase command (ATA Security Erase, NVMe Format or Sanitize): before selling or reusing a drive, or to restore its speed. Destroys all data; needs the serial number; never on a drive in use.</source>
        <translation>드라이브 자체의 보안 삭제 명령(ATA Security Erase, NVMe Format 또는 Sanitize)으로 모든 것을 지웁니다. 드라이브를 판매하거나 다시 사용하기 전, 또는 속도를 되살리려 할 때 사용합니다. 모든 데이터가 파괴되고, 일련번호가 필요하며, 사용 중인 드라이브에는 절대 실행할 수 없습니다.</translation>
    </message>
    <message>
        <source>Flash a firmware image from the vendor (ATA DOWNLOAD MICROCODE, NVMe firmware download and commit). Needs the serial number; never on a drive in use.</source>
        <translation>제조사의 펌웨어 이미지를 기록합니다(ATA DOWNLOAD MICROCODE, NVMe 펌웨어 다운로드 및 커밋). 일련번호가 필요하며, 사용 중인 드라이브에는 절대 실행할 수 없습니다.</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>선택한 드라이브 없음</translation>
    </message>
    <message>
        <source>These tools need administrator rights: %1</source>
        <translation>이 도구를 사용하려면 관리자 권한이 필요합니다: %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::TrayApp</name>
    <message>
        <source>Hottest: %1 °C, %2</source>
        <translation>최고 온도: %1 °C, %2</translation>
    </message>
    <message>
        <source>, its limit %1 °C</source>
        <translation>, 한계 %1 °C</translation>
    </message>
    <message>
        <source>Open SSD Toolbox</source>
        <translation>SSD Toolbox 열기</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>지금 확인</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>끝내기</translation>
    </message>
    <message>
        <source>No history yet (%1 does not exist): the ssd-toolbox-sample timer records the drives hourly.</source>
        <translation>아직 기록이 없습니다(%1이(가) 없음). ssd-toolbox-sample 타이머가 매시간 드라이브 상태를 기록합니다.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>%1을(를) 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>No alerts in %1: %2</source>
        <translation>%1에 경고 없음: %2</translation>
    </message>
    <message>
        <source>Could not read the alerts in %1: %2</source>
        <translation>%1의 경고를 읽을 수 없습니다: %2</translation>
    </message>
    <message>
        <source>SSD Toolbox</source>
        <translation>SSD Toolbox</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s)</source>
        <translation>
            <numerusform>드라이브 %n개</numerusform>
        </translation>
    </message>
    <message>
        <source>Drives: %1 (%2)</source>
        <translation>드라이브: %1 (%2)</translation>
    </message>
    <message>
        <source>, worst %1</source>
        <translation>, 가장 나쁜 드라이브 %1</translation>
    </message>
    <message>
        <source>Alerts: %1 active, %2 acknowledged</source>
        <translation>경고: 활성 %1개, 확인됨 %2개</translation>
    </message>
    <message>
        <source>Hottest: no temperature read</source>
        <translation>최고 온도: 읽은 온도 없음</translation>
    </message>
    <message>
        <source>Drives: unknown</source>
        <translation>드라이브: 알 수 없음</translation>
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
        <translation>TRIM은 어떤 블록에 데이터가 없는지 드라이브에 알려 주어, 드라이브가 미리 지워 두고 쓰기 속도를 빠르게 유지할 수 있게 합니다. 파일은 건드리지 않습니다.</translation>
    </message>
</context>
</TS>
