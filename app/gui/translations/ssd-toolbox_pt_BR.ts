<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
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
        <translation>a ação sugerida por esta verificação não tem comando</translation>
    </message>
    <message>
        <source>not an ssdtool command: %1</source>
        <translation>não é um comando do ssdtool: %1</translation>
    </message>
    <message>
        <source>Turn on periodic TRIM</source>
        <translation>Ativar o TRIM periódico</translation>
    </message>
    <message>
        <source>Trim %1 now</source>
        <translation>Executar TRIM em %1 agora</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a size</source>
        <translation>&quot;%1&quot; não é um tamanho</translation>
    </message>
    <message>
        <source>Resize %1 to %2</source>
        <translation>Redimensionar %1 para %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Remover %1</translation>
    </message>
    <message>
        <source>Turn hibernation off</source>
        <translation>Desativar a hibernação</translation>
    </message>
    <message>
        <source>Turn hibernation on</source>
        <translation>Ativar a hibernação</translation>
    </message>
    <message>
        <source>This turns hibernation off and frees the space reserved for the memory image; the computer can still sleep (suspend to RAM).</source>
        <translation>Isto desativa a hibernação e libera o espaço reservado para a imagem da memória; o computador ainda pode entrar em suspensão (suspensão na RAM).</translation>
    </message>
    <message>
        <source>This turns hibernation on; space for the memory image is reserved on the drive.</source>
        <translation>Isto ativa a hibernação; o espaço para a imagem da memória é reservado na unidade.</translation>
    </message>
    <message>
        <source>this version cannot run &quot;%1&quot; for you</source>
        <translation>esta versão não pode executar &quot;%1&quot; por você</translation>
    </message>
    <message>
        <source>ssdtool could not be started (%1): %2</source>
        <translation>não foi possível iniciar o ssdtool (%1): %2</translation>
    </message>
    <message>
        <source>Measured on: %1</source>
        <translation>Medido em: %1</translation>
    </message>
    <message>
        <source>Conditions: not recorded in this result (written before ssdtool recorded them).</source>
        <translation>Condições: não registradas neste resultado (gravado antes de o ssdtool passar a registrá-las).</translation>
    </message>
    <message>
        <source>Write amplification during the run: not recorded in this result.</source>
        <translation>Amplificação de gravação durante a execução: não registrada neste resultado.</translation>
    </message>
    <message>
        <source>Sustained write, %1 s: %2</source>
        <translation>Gravação sustentada, %1 s: %2</translation>
    </message>
    <message>
        <source>Writing past the cache: speed dropped at %1 s, after %2 (%3 → %4 MB/s)</source>
        <translation>Gravação além do cache: a velocidade caiu em %1 s, após %2 (%3 → %4 MB/s)</translation>
    </message>
    <message>
        <source>; settled, finishing</source>
        <translation>; estabilizada, finalizando</translation>
    </message>
    <message>
        <source>; waiting for it to settle</source>
        <translation>; aguardando estabilizar</translation>
    </message>
    <message>
        <source>(serial hidden)</source>
        <translation>(nº de série oculto)</translation>
    </message>
    <message>
        <source>Drive: %1</source>
        <translation>Unidade: %1</translation>
    </message>
    <message>
        <source>unknown model</source>
        <translation>modelo desconhecido</translation>
    </message>
    <message>
        <source>, serial %1</source>
        <translation>, nº de série %1</translation>
    </message>
    <message>
        <source>, serial number hidden</source>
        <translation>, número de série oculto</translation>
    </message>
    <message>
        <source>Target: %1 (%2)</source>
        <translation>Destino: %1 (%2)</translation>
    </message>
    <message>
        <source>the raw drive</source>
        <translation>acesso direto à unidade</translation>
    </message>
    <message>
        <source>a test file in a folder</source>
        <translation>um arquivo de teste em uma pasta</translation>
    </message>
    <message>
        <source>Preset %1, %2 data, test area %3, engine %4</source>
        <translation>Predefinição %1, dados %2, área de teste %3, mecanismo %4</translation>
    </message>
    <message>
        <source>Finished %1</source>
        <translation>Concluído em %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Observação: %1</translation>
    </message>
    <message>
        <source>Warning %1</source>
        <translation>Aviso %1</translation>
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
        <translation>%1: TRIM não executado, %2</translation>
    </message>
    <message>
        <source>What is on this drive</source>
        <translation>O que há nesta unidade</translation>
    </message>
    <message>
        <source>This cannot be started: %1</source>
        <translation>Não é possível iniciar: %1</translation>
    </message>
    <message>
        <source>Asking the drive: %1</source>
        <translation>Consultando a unidade: %1</translation>
    </message>
    <message>
        <source>• %1: %2, starts at %3</source>
        <translation>• %1: %2, começa em %3</translation>
    </message>
    <message>
        <source>No partitions.</source>
        <translation>Nenhuma partição.</translation>
    </message>
    <message>
        <source>Still reading the drive&apos;s layout…</source>
        <translation>Ainda lendo o particionamento da unidade…</translation>
    </message>
    <message>
        <source>What will be done</source>
        <translation>O que será feito</translation>
    </message>
    <message>
        <source>A dry run: every safety check runs and the exact steps are listed; nothing changes.</source>
        <translation>Uma simulação: todas as verificações de segurança são executadas e as etapas exatas são listadas; nada é alterado.</translation>
    </message>
    <message>
        <source>The checks passed. This is what will happen:</source>
        <translation>As verificações foram aprovadas. Isto é o que vai acontecer:</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Recusado: %1</translation>
    </message>
    <message>
        <source>Cannot go on: %1</source>
        <translation>Não é possível continuar: %1</translation>
    </message>
    <message>
        <source>Checking: %1</source>
        <translation>Verificando: %1</translation>
    </message>
    <message>
        <source>Confirm with the serial number</source>
        <translation>Confirme com o número de série</translation>
    </message>
    <message>
        <source>Everything on %1 will be lost. %2</source>
        <translation>Tudo em %1 será perdido. %2</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Em execução</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Concluído.</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Falhou: %1</translation>
    </message>
    <message>
        <source>Running: %1</source>
        <translation>Executando: %1</translation>
    </message>
    <message>
        <source>%1 — %2, %3, serial %4, firmware %5</source>
        <translation>%1 — %2, %3, nº de série %4, firmware %5</translation>
    </message>
    <message>
        <source>SSD_TOOLBOX_NO_ELEVATION is set.</source>
        <translation>SSD_TOOLBOX_NO_ELEVATION está definida.</translation>
    </message>
    <message>
        <source>pkexec (polkit) is not installed.</source>
        <translation>O pkexec (polkit) não está instalado.</translation>
    </message>
    <message>
        <source>The authorization dialog was dismissed.</source>
        <translation>A caixa de diálogo de autorização foi fechada.</translation>
    </message>
    <message>
        <source>Authorization was refused (or polkit is not running).</source>
        <translation>A autorização foi recusada (ou o polkit não está em execução).</translation>
    </message>
    <message>
        <source>The administrator helper could not be started (pkexec: %1).</source>
        <translation>Não foi possível iniciar o auxiliar de administrador (pkexec: %1).</translation>
    </message>
    <message>
        <source>%1 is missing: reinstall SSD Toolbox.</source>
        <translation>%1 não foi encontrado: reinstale o SSD Toolbox.</translation>
    </message>
    <message>
        <source>The administrator helper could not be started (UAC: %1).</source>
        <translation>Não foi possível iniciar o auxiliar de administrador (UAC: %1).</translation>
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
            <numerusform>%n ano</numerusform>
            <numerusform>%n anos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n dia</numerusform>
            <numerusform>%n dias</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>hours (days)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Boa</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Atenção</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Falhando</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconhecida</translation>
    </message>
    <message>
        <source>Without administrator rights the drive list and the checks that need no root are shown; SMART health, the remaining checks and every drive action need authorization.</source>
        <translation>Sem privilégios de administrador, são exibidas a lista de unidades e as verificações que não precisam de root; a saúde SMART, as demais verificações e todas as ações nas unidades precisam de autorização.</translation>
    </message>
    <message>
        <source>id: %1</source>
        <translation>id: %1</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalhes</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation>Correção: %1</translation>
    </message>
    <message>
        <source>The document cannot be read: %1</source>
        <translation>Não é possível ler o documento: %1</translation>
    </message>
    <message>
        <source>The self-test was not started: %1</source>
        <translation>O autoteste não foi iniciado: %1</translation>
    </message>
    <message>
        <source>The self-test was not aborted: %1</source>
        <translation>O autoteste não foi interrompido: %1</translation>
    </message>
    <message>
        <source>The self-test log could not be read: %1</source>
        <translation>Não foi possível ler o registro de autotestes: %1</translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <translation>
            <numerusform>cerca de %n minuto</numerusform>
            <numerusform>cerca de %n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n hour(s)</source>
        <translation>
            <numerusform>cerca de %n hora</numerusform>
            <numerusform>cerca de %n horas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — the drive gives no estimate</source>
        <translation>%1 — a unidade não informa estimativa</translation>
    </message>
    <message>
        <source>A self-test</source>
        <translation>Um autoteste</translation>
    </message>
    <message>
        <source>The %1 self-test</source>
        <translation>O autoteste %1</translation>
    </message>
    <message>
        <source>%1 is running (the drive&apos;s estimate: %2 in all); the drive does not say how far it is.</source>
        <translation>%1 está em execução (estimativa da unidade: %2 no total); a unidade não informa o progresso.</translation>
    </message>
    <message>
        <source>%1 is running; the drive does not say how far it is.</source>
        <translation>%1 está em execução; a unidade não informa o progresso.</translation>
    </message>
    <message>
        <source>%1 is running: %2 % done.</source>
        <translation>%1 está em execução: %2 % concluído.</translation>
    </message>
    <message>
        <source>%1 is running: %2 % done, %3 left.</source>
        <translation>%1 está em execução: %2 % concluído, faltam %3.</translation>
    </message>
    <message>
        <source>takes %1 by the drive&apos;s own estimate</source>
        <translation>leva %1, segundo a estimativa da própria unidade</translation>
    </message>
    <message>
        <source>can take hours (the drive gives no estimate)</source>
        <translation>pode levar horas (a unidade não informa estimativa)</translation>
    </message>
    <message>
        <source>The extended (long) self-test of %1 %2: the drive reads its whole surface.

The drive stays usable meanwhile, but slower: the test competes with every read and write until it ends. It runs inside the drive, so closing this program does not stop it; Abort does.

Command: %3</source>
        <translation>O autoteste estendido (longo) de %1 %2: a unidade lê toda a sua superfície.

Enquanto isso, a unidade continua utilizável, porém mais lenta: o teste concorre com cada leitura e gravação até terminar. Ele é executado dentro da unidade, portanto fechar este programa não o interrompe; o botão Interromper, sim.

Comando: %3</translation>
    </message>
    <message>
        <source>No confirmation token is known for this drive yet.</source>
        <translation>Ainda não há um código de confirmação conhecido para esta unidade.</translation>
    </message>
    <message>
        <source>the serial number</source>
        <translation>o número de série</translation>
    </message>
    <message>
        <source>the kernel name</source>
        <translation>o nome no kernel</translation>
    </message>
    <message>
        <source>Type %1 of the drive, %2, to confirm.</source>
        <translation>Digite %1 da unidade, %2, para confirmar.</translation>
    </message>
    <message>
        <source>Confirmed.</source>
        <translation>Confirmado.</translation>
    </message>
    <message>
        <source>Not the same: upper and lower case must match exactly.</source>
        <translation>Não confere: as maiúsculas e minúsculas devem corresponder exatamente.</translation>
    </message>
    <message>
        <source>Not the same: remove the spaces around it.</source>
        <translation>Não confere: remova os espaços antes e depois.</translation>
    </message>
    <message>
        <source>That is not %1 of this drive.</source>
        <translation>Isso não é %1 desta unidade.</translation>
    </message>
    <message>
        <source>A vendor-specific attribute: smartctl&apos;s drive database names it &quot;%1&quot;; its raw value&apos;s meaning is the vendor&apos;s.</source>
        <translation>Um atributo específico do fabricante: o banco de dados de unidades do smartctl o chama de &quot;%1&quot;; o significado do valor bruto é definido pelo fabricante.</translation>
    </message>
    <message>
        <source>Failing: the normalized value reached the vendor&apos;s threshold.</source>
        <translation>Falhando: o valor normalizado atingiu o limite do fabricante.</translation>
    </message>
    <message>
        <source>Worth watching: this defect counter is not zero.</source>
        <translation>Vale observar: este contador de defeitos não é zero.</translation>
    </message>
    <message>
        <source>Failed in the past (%1).</source>
        <translation>Falhou no passado (%1).</translation>
    </message>
    <message>
        <source>Turn on periodic TRIM for the whole system (weekly fstrim.timer)</source>
        <translation>Ativar o TRIM periódico para todo o sistema (fstrim.timer semanal)</translation>
    </message>
    <message>
        <source>This turns on periodic TRIM: the systemd timer fstrim.timer is enabled and started, so once a week every mounted filesystem that supports it tells its drive which blocks are free. No file is changed or deleted; `systemctl disable --now fstrim.timer` turns it off again.</source>
        <translation>Isto ativa o TRIM periódico: o temporizador do systemd fstrim.timer é habilitado e iniciado, de modo que, uma vez por semana, cada sistema de arquivos montado que oferece suporte informa à sua unidade quais blocos estão livres. Nenhum arquivo é alterado ou excluído; `systemctl disable --now fstrim.timer` o desativa novamente.</translation>
    </message>
    <message>
        <source>Trim the free space of every mounted filesystem on %1 now</source>
        <translation>Executar TRIM agora no espaço livre de cada sistema de arquivos montado em %1</translation>
    </message>
    <message>
        <source>This trims the free space of %1 now (FITRIM): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation>Isto executa o TRIM agora no espaço livre de %1 (FITRIM): a unidade é informada de quais blocos não contêm dados. Os arquivos não são alterados; em uma unidade grande e sem TRIM há muito tempo, isso pode levar alguns minutos.</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>a swap</translation>
    </message>
    <message>
        <source>This resizes swap to %1: swap is turned off, resized and turned on again (the system may be slow for a moment if memory is short).</source>
        <translation>Isto redimensiona a swap para %1: a swap é desativada, redimensionada e reativada (o sistema pode ficar lento por um momento se houver pouca memória).</translation>
    </message>
    <message>
        <source>This turns swap off and removes it, freeing its space; with little memory, programs may be stopped when it runs out.</source>
        <translation>Isto desativa e remove a swap, liberando o espaço dela; com pouca memória, programas podem ser encerrados quando ela se esgotar.</translation>
    </message>
    <message>
        <source>Turn TRIM on for the whole system, with the weekly Optimize Drives task (retrim)</source>
        <translation>Ativar o TRIM para todo o sistema, com a tarefa semanal de Otimizar Unidades (retrim)</translation>
    </message>
    <message>
        <source>This turns TRIM on for the whole system (fsutil behavior set DisableDeleteNotify 0) and enables the Optimize Drives task, which retrims every SSD volume once a week. No file is changed or deleted; Optimize Drives (dfrgui) shows and changes the schedule.</source>
        <translation>Isto ativa o TRIM para todo o sistema (fsutil behavior set DisableDeleteNotify 0) e habilita a tarefa Otimizar Unidades, que executa o retrim em cada volume SSD uma vez por semana. Nenhum arquivo é alterado ou excluído; o Otimizar Unidades (dfrgui) mostra e altera o agendamento.</translation>
    </message>
    <message>
        <source>Retrim every volume on %1 now (as Optimize Drives does)</source>
        <translation>Executar o retrim agora em cada volume de %1 (como faz o Otimizar Unidades)</translation>
    </message>
    <message>
        <source>This retrims %1 now (defrag %1 /L, what Optimize Drives runs): the drive is told which blocks hold no data. Files are not touched; on a large, long-untrimmed drive it can take a few minutes.</source>
        <translation>Isto executa o retrim em %1 agora (defrag %1 /L, o mesmo que o Otimizar Unidades executa): a unidade é informada de quais blocos não contêm dados. Os arquivos não são alterados; em uma unidade grande e sem TRIM há muito tempo, isso pode levar alguns minutos.</translation>
    </message>
    <message>
        <source>the pagefile</source>
        <translation>o arquivo de paginação</translation>
    </message>
    <message>
        <source>This sets the pagefile to %1 (System Properties → Advanced → Virtual memory shows the same setting); Windows applies it at the next restart.</source>
        <translation>Isto define o arquivo de paginação como %1 (Propriedades do Sistema → Avançado → Memória virtual mostra a mesma configuração); o Windows aplica a alteração na próxima reinicialização.</translation>
    </message>
    <message>
        <source>Windows keeps a pagefile for crash dumps and memory it cannot otherwise free; set a small custom size instead of removing it.</source>
        <translation>O Windows mantém um arquivo de paginação para despejos de memória e para a memória que não consegue liberar de outra forma; defina um tamanho personalizado pequeno em vez de removê-lo.</translation>
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
        <translation>Etapas da simulação</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Saída</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>The system&apos;s language</source>
        <translation>Idioma do sistema</translation>
    </message>
    <message>
        <source>The language changes when SSD Toolbox starts again.</source>
        <translation>O idioma será alterado na próxima vez que o SSD Toolbox for iniciado.</translation>
    </message>
</context>
<context>
    <name>ssd::gui::Alerts</name>
    <message>
        <source>%1: %2 on %3</source>
        <translation>%1: %2 em %3</translation>
    </message>
    <message>
        <source> (%1)</source>
        <translation> (%1)</translation>
    </message>
    <message>
        <source>Open SSD Toolbox to see them all.</source>
        <translation>Abra o SSD Toolbox para ver todos.</translation>
    </message>
    <message numerus="yes">
        <source>%n more new alert(s)</source>
        <translation>
            <numerusform>Mais %n alerta novo</numerusform>
            <numerusform>Mais %n alertas novos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ssd::gui::AlertsPage</name>
    <message>
        <source>%1 (cleared %2)</source>
        <translation>%1 (resolvido em %2)</translation>
    </message>
    <message>
        <source>Alert</source>
        <translation>Alerta</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravidade</translation>
    </message>
    <message>
        <source>Device</source>
        <translation>Dispositivo</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumo</translation>
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
        <translation>Reconhecido</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Ativos</translation>
    </message>
    <message>
        <source>Acknowledged (silent until it gets worse)</source>
        <translation>Reconhecidos (silenciados até piorarem)</translation>
    </message>
    <message numerus="yes">
        <source>Past (cleared in the last %n day(s))</source>
        <translation>
            <numerusform>Anteriores (resolvidos no último dia)</numerusform>
            <numerusform>Anteriores (resolvidos nos últimos %n dias)</numerusform>
        </translation>
    </message>
    <message>
        <source>Note (optional): why this is known and fine for now</source>
        <translation>Observação (opcional): por que isto é conhecido e aceitável por enquanto</translation>
    </message>
    <message>
        <source>Acknowledge</source>
        <translation>Reconhecer</translation>
    </message>
    <message>
        <source>Silence the selected alert until it gets worse (asks for administrator rights: it changes the history database)</source>
        <translation>Silenciar o alerta selecionado até que ele piore (pede privilégios de administrador: altera o banco de dados do histórico)</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Banco de dados: %1</translation>
    </message>
    <message>
        <source>No alerts yet: alerts are raised by the ssd-toolbox-sample timer&apos;s readings (or `sudo ssdtool sample`). %1 does not exist.</source>
        <translation>Ainda não há alertas: os alertas são gerados pelas medições do temporizador ssd-toolbox-sample (ou por `sudo ssdtool sample`). %1 não existe.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Não foi possível ler %1: %2</translation>
    </message>
    <message>
        <source>No alerts: every rule is quiet on every drive in this history.</source>
        <translation>Nenhum alerta: nenhuma regra foi acionada em nenhuma unidade deste histórico.</translation>
    </message>
    <message>
        <source>Acknowledging alert %1…</source>
        <translation>Reconhecendo o alerta %1…</translation>
    </message>
    <message>
        <source>Acknowledged: it stays silent until it gets worse.</source>
        <translation>Reconhecido: o alerta fica silenciado até piorar.</translation>
    </message>
    <message>
        <source>Not acknowledged: %1</source>
        <translation>Não reconhecido: %1</translation>
    </message>
    <message>
        <source>acknowledged %1</source>
        <translation>reconhecido em %1</translation>
    </message>
    <message>
        <source>Alerts</source>
        <translation>Alertas</translation>
    </message>
    <message>
        <source>Note for the acknowledgement</source>
        <translation>Observação do reconhecimento</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchDetailPanel</name>
    <message>
        <source>Replay of %1</source>
        <translation>Reprodução de %1</translation>
    </message>
    <message>
        <source>%1: %2 requests, %3. The drive was busy %4 s of %5 s: average data rate %6 MB/s, %7 IOPS.</source>
        <translation>%1: %2 requisições, %3. A unidade ficou ocupada %4 s de %5 s: taxa média de dados %6 MB/s, %7 IOPS.</translation>
    </message>
    <message>
        <source>Latency by direction and size</source>
        <translation>Latência por direção e tamanho</translation>
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
        <translation>  %1: %2 requisições, latência p50 %3 us, p99 %4 us, p99.9 %5 us, p99.99 %6 us</translation>
    </message>
    <message>
        <source>µs</source>
        <translation>µs</translation>
    </message>
    <message>
        <source>Throughput by transfer size</source>
        <translation>Taxa de transferência por tamanho de bloco</translation>
    </message>
    <message>
        <source>read</source>
        <translation>leitura</translation>
    </message>
    <message>
        <source>write</source>
        <translation>gravação</translation>
    </message>
    <message>
        <source>write, compressible data</source>
        <translation>gravação, dados compressíveis</translation>
    </message>
    <message>
        <source>transfer size (queue depth 4)</source>
        <translation>tamanho de bloco (profundidade de fila 4)</translation>
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
        <translation>%1 tamanhos, de %2 a %3; cada tamanho é lido e gravado na mesma área de 2 GiB.</translation>
    </message>
    <message>
        <source>Latency after idle periods</source>
        <translation>Latência após períodos ociosos</translation>
    </message>
    <message>
        <source>first request after the idle period</source>
        <translation>primeira requisição após o período ocioso</translation>
    </message>
    <message>
        <source>the request right after it</source>
        <translation>a requisição logo em seguida</translation>
    </message>
    <message>
        <source> (medians):</source>
        <translation> (medianas):</translation>
    </message>
    <message>
        <source>  after %1 s idle: first request %2 us, the next %3 us, waking up took %4 us</source>
        <translation>  após %1 s de ociosidade: primeira requisição %2 us, a seguinte %3 us, o despertar levou %4 us</translation>
    </message>
    <message>
        <source>idle seconds</source>
        <translation>segundos de ociosidade</translation>
    </message>
    <message>
        <source>A 4 KiB random read after each idle period, and one right after it; the difference is the drive waking up (at most %1 us here).</source>
        <translation>Uma leitura aleatória de 4 KiB após cada período ocioso e outra logo em seguida; a diferença é o tempo que a unidade leva para despertar (no máximo %1 us aqui).</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchProcess</name>
    <message>
        <source>Stopped.</source>
        <translation>Parado.</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>código de saída %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchSnapshot</name>
    <message>
        <source>&lt;b&gt;SSD Toolbox benchmark&lt;/b&gt;</source>
        <translation>&lt;b&gt;Teste de desempenho do SSD Toolbox&lt;/b&gt;</translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark</source>
        <translation>Teste de desempenho do SSD Toolbox</translation>
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
        <translation>MB/s · %1 IOPS (em execução)</translation>
    </message>
    <message>
        <source>MB/s · %1 IOPS</source>
        <translation>MB/s · %1 IOPS</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MB/s, %3 IOPS&lt;br&gt;Latency (µs): mean %4, median %5, 99 %% %6, 99.9 %% %7, 99.99 %% %8, max %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;%2 MB/s, %3 IOPS&lt;br&gt;Latência (µs): média %4, mediana %5, 99 %% %6, 99,9 %% %7, 99,99 %% %8, máx. %9</translation>
    </message>
    <message>
        <source>µs waking up, the most after any idle period</source>
        <translation>µs para despertar, o máximo após qualquer período ocioso</translation>
    </message>
    <message>
        <source>&lt;br&gt;after %1 s idle: %2 µs (awake %3 µs)</source>
        <translation>&lt;br&gt;após %1 s de ociosidade: %2 µs (desperta %3 µs)</translation>
    </message>
    <message>
        <source>&lt;br&gt;&lt;b&gt;First request after idle&lt;/b&gt;</source>
        <translation>&lt;br&gt;&lt;b&gt;Primeira requisição após ociosidade&lt;/b&gt;</translation>
    </message>
    <message>
        <source>last: %1 MB/s</source>
        <translation>anterior: %1 MB/s</translation>
    </message>
    <message>
        <source>The drive&apos;s last run of this test, %1: %2 MB/s, %3 IOPS, latency p99 %4 µs</source>
        <translation>Execução anterior deste teste nesta unidade, %1: %2 MB/s, %3 IOPS, latência p99 %4 µs</translation>
    </message>
</context>
<context>
    <name>ssd::gui::BenchmarkPage</name>
    <message>
        <source>Benchmark writes to the whole drive</source>
        <translation>O teste de desempenho grava na unidade inteira</translation>
    </message>
    <message>
        <source>This benchmark writes to %1 and destroys everything on it.
%2</source>
        <translation>Este teste de desempenho grava em %1 e destrói todo o seu conteúdo.
%2</translation>
    </message>
    <message>
        <source>What is written. Drives that compress (SandForce) look much faster with zeros.</source>
        <translation>O que é gravado. Unidades que comprimem dados (SandForce) parecem muito mais rápidas com zeros.</translation>
    </message>
    <message>
        <source>Preset size</source>
        <translation>Tamanho predefinido</translation>
    </message>
    <message>
        <source>The test area: larger than the drive&apos;s cache shows its sustained speed.</source>
        <translation>A área de teste: se for maior que o cache da unidade, mostra a velocidade sustentada.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Preset time</source>
        <translation>Tempo predefinido</translation>
    </message>
    <message>
        <source>Measured seconds per test; below 2 s the warm-up is skipped.</source>
        <translation>Segundos medidos por teste; abaixo de 2 s, o aquecimento é pulado.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Parar</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Destino:</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Predefinição:</translation>
    </message>
    <message>
        <source>Trace:</source>
        <translation>Rastreamento:</translation>
    </message>
    <message>
        <source>Data, size, time:</source>
        <translation>Dados, tamanho, tempo:</translation>
    </message>
    <message>
        <source>Ready. A benchmark in a folder runs as you; its test file is removed afterwards.</source>
        <translation>Pronto. Um teste de desempenho em uma pasta é executado com o seu usuário; o arquivo de teste é removido ao final.</translation>
    </message>
    <message>
        <source>Throughput over time</source>
        <translation>Taxa de transferência ao longo do tempo</translation>
    </message>
    <message>
        <source>Copy results</source>
        <translation>Copiar resultados</translation>
    </message>
    <message>
        <source>Save JSON…</source>
        <translation>Salvar JSON…</translation>
    </message>
    <message>
        <source>Save text…</source>
        <translation>Salvar texto…</translation>
    </message>
    <message>
        <source>Save PNG…</source>
        <translation>Salvar PNG…</translation>
    </message>
    <message>
        <source>Serial number in the PNG</source>
        <translation>Número de série no PNG</translation>
    </message>
    <message>
        <source>Off: the picture says the drive&apos;s model but not its serial number, for posting it.</source>
        <translation>Desmarcado: a imagem mostra o modelo da unidade, mas não o número de série, para que possa ser publicada.</translation>
    </message>
    <message>
        <source>Benchmark in which folder?</source>
        <translation>Testar em qual pasta?</translation>
    </message>
    <message>
        <source>Home folder (%1)</source>
        <translation>Pasta pessoal (%1)</translation>
    </message>
    <message>
        <source>%1 %2 (raw drive)</source>
        <translation>%1 %2 (acesso direto)</translation>
    </message>
    <message>
        <source>Choose folder…</source>
        <translation>Escolher pasta…</translation>
    </message>
    <message>
        <source>Not started: %1</source>
        <translation>Não iniciado: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read&lt;/b&gt;</source>
        <translation>&lt;b&gt;Leitura&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Write&lt;/b&gt;</source>
        <translation>&lt;b&gt;Gravação&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Other&lt;/b&gt;</source>
        <translation>&lt;b&gt;Outros&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not started: choose the trace to replay.</source>
        <translation>Não iniciado: escolha o rastreamento a reproduzir.</translation>
    </message>
    <message>
        <source>Not started: a benchmark that writes to a raw drive needs its serial number.</source>
        <translation>Não iniciado: um teste de desempenho que grava com acesso direto à unidade precisa do número de série dela.</translation>
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
        <translation>Parando…</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3 %4</source>
        <translation>Etapa %1 de %2: %3 %4</translation>
    </message>
    <message>
        <source>(warming up)</source>
        <translation>(aquecendo)</translation>
    </message>
    <message>
        <source>Done: %1 (%2 data, test area %3, engine %4).</source>
        <translation>Concluído: %1 (dados %2, área de teste %3, mecanismo %4).</translation>
    </message>
    <message>
        <source>Stopped. %1</source>
        <translation>Parado. %1</translation>
    </message>
    <message>
        <source>The benchmark did not run: %1</source>
        <translation>O teste de desempenho não foi executado: %1</translation>
    </message>
    <message>
        <source>Read throughput across the test area</source>
        <translation>Taxa de transferência de leitura ao longo da área de teste</translation>
    </message>
    <message>
        <source>position (GB)</source>
        <translation>posição (GB)</translation>
    </message>
    <message>
        <source>SSD Toolbox benchmark of %1 (preset %2, %3 data, test area %4, engine %5)</source>
        <translation>Teste de desempenho do SSD Toolbox em %1 (predefinição %2, dados %3, área de teste %4, mecanismo %5)</translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Não foi possível salvar %1: %2</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 salvo.</translation>
    </message>
    <message>
        <source>Save benchmark as JSON</source>
        <translation>Salvar teste de desempenho como JSON</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Save benchmark as text</source>
        <translation>Salvar teste de desempenho como texto</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texto (*.txt)</translation>
    </message>
    <message>
        <source>Save benchmark as PNG</source>
        <translation>Salvar teste de desempenho como PNG</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not save %1: the picture could not be made</source>
        <translation>Não foi possível salvar %1: não foi possível gerar a imagem</translation>
    </message>
    <message>
        <source>Benchmark results</source>
        <translation>Resultados do teste de desempenho</translation>
    </message>
    <message>
        <source>Test data</source>
        <translation>Dados de teste</translation>
    </message>
    <message>
        <source>Test size</source>
        <translation>Tamanho da área de teste</translation>
    </message>
    <message>
        <source>Seconds per test</source>
        <translation>Segundos por teste</translation>
    </message>
</context>
<context>
    <name>ssd::gui::CaptureReader</name>
    <message>
        <source>ssdtool exited with status %1</source>
        <translation>o ssdtool terminou com o código de saída %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::Chart</name>
    <message>
        <source>%1: no data</source>
        <translation>%1: sem dados</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2): %n point(s) along %3, from %4 to %5</source>
        <translation>
            <numerusform>%1 (%2): %n ponto ao longo de %3, valores de %4 a %5</numerusform>
            <numerusform>%1 (%2): %n pontos ao longo de %3, valores de %4 a %5</numerusform>
        </translation>
    </message>
    <message>
        <source>Chart</source>
        <translation>Gráfico</translation>
    </message>
    <message>
        <source>No data</source>
        <translation>Sem dados</translation>
    </message>
</context>
<context>
    <name>ssd::gui::ChecksPage</name>
    <message>
        <source>Done. The checks are being run again.</source>
        <translation>Concluído. As verificações estão sendo executadas novamente.</translation>
    </message>
    <message>
        <source>The fix was not applied: %1</source>
        <translation>A correção não foi aplicada: %1</translation>
    </message>
    <message>
        <source>The checks could not run: %1</source>
        <translation>Não foi possível executar as verificações: %1</translation>
    </message>
    <message>
        <source>Running the checks…</source>
        <translation>Executando as verificações…</translation>
    </message>
    <message>
        <source>This drive (%1)</source>
        <translation>Esta unidade (%1)</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Este computador</translation>
    </message>
    <message>
        <source>✓ Nothing to fix.</source>
        <translation>✓ Nada a corrigir.</translation>
    </message>
    <message>
        <source>Critical</source>
        <translation>Críticos</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Informações</translation>
    </message>
    <message>
        <source>Not checked (%1)</source>
        <translation>Não verificados (%1)</translation>
    </message>
    <message>
        <source>(No button: %1.)</source>
        <translation>(Sem botão: %1.)</translation>
    </message>
    <message>
        <source>Running: %1…</source>
        <translation>Executando: %1…</translation>
    </message>
    <message>
        <source>Setup checks</source>
        <translation>Verificações de configuração</translation>
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
        <translation>Unidade</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Capacidade</translation>
    </message>
    <message>
        <source>Health</source>
        <translation>Saúde</translation>
    </message>
    <message>
        <source>Temp.</source>
        <translation>Temp.</translation>
    </message>
    <message>
        <source>Drives could not be listed: %1</source>
        <translation>Não foi possível listar as unidades: %1</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>Modelo desconhecido</translation>
    </message>
    <message>
        <source>%1
Serial: %2
Firmware: %3
Interface: %4</source>
        <translation>%1
Nº de série: %2
Firmware: %3
Interface: %4</translation>
    </message>
    <message>
        <source>reading…</source>
        <translation>lendo…</translation>
    </message>
    <message>
        <source>Waiting for the drive&apos;s SMART data</source>
        <translation>Aguardando os dados SMART da unidade</translation>
    </message>
    <message>
        <source>no SMART</source>
        <translation>sem SMART</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>needs root</source>
        <translation>requer root</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erro</translation>
    </message>
</context>
<context>
    <name>ssd::gui::EraseWizard</name>
    <message>
        <source>Secure erase — %1</source>
        <translation>Apagamento seguro — %1</translation>
    </message>
    <message>
        <source>Method:</source>
        <translation>Método:</translation>
    </message>
    <message>
        <source>A secure erase resets every cell of the flash (or its encryption key): all data on the drive is gone for good and the drive is as fast as new.</source>
        <translation>Um apagamento seguro redefine todas as células da memória flash (ou a chave de criptografia): todos os dados da unidade são perdidos definitivamente e a unidade volta a ser rápida como nova.</translation>
    </message>
    <message>
        <source>The strongest the drive supports</source>
        <translation>O mais forte que a unidade suporta</translation>
    </message>
</context>
<context>
    <name>ssd::gui::FirmwareWizard</name>
    <message>
        <source>Firmware update — %1</source>
        <translation>Atualização de firmware — %1</translation>
    </message>
    <message>
        <source>The firmware image from the drive&apos;s vendor</source>
        <translation>A imagem de firmware do fabricante da unidade</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Escolher…</translation>
    </message>
    <message>
        <source>Use only an image made for exactly this model. Keep the computer on mains power: an interrupted update can leave the drive unusable. Back up first.</source>
        <translation>Use apenas uma imagem feita exatamente para este modelo. Mantenha o computador ligado na tomada: uma atualização interrompida pode deixar a unidade inutilizável. Faça um backup antes.</translation>
    </message>
    <message>
        <source>Firmware image</source>
        <translation>Imagem de firmware</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HelperBackend</name>
    <message>
        <source>The SSD Toolbox service is not installed (no %1).</source>
        <translation>O serviço do SSD Toolbox não está instalado (%1 não existe).</translation>
    </message>
    <message>
        <source>Connecting to the SSD Toolbox service…</source>
        <translation>Conectando ao serviço do SSD Toolbox…</translation>
    </message>
    <message>
        <source>The helper was restarted.</source>
        <translation>O auxiliar foi reiniciado.</translation>
    </message>
    <message>
        <source>Administrator helper (%1): asking…</source>
        <translation>Auxiliar de administrador (%1): solicitando…</translation>
    </message>
    <message>
        <source>Starting the helper…</source>
        <translation>Iniciando o auxiliar…</translation>
    </message>
    <message>
        <source>Asking for administrator rights…</source>
        <translation>Solicitando privilégios de administrador…</translation>
    </message>
    <message>
        <source>Cancelled before it started.</source>
        <translation>Cancelado antes de iniciar.</translation>
    </message>
    <message>
        <source>No helper</source>
        <translation>Sem auxiliar</translation>
    </message>
    <message>
        <source>The helper sent a line that cannot be read (%1): reinstall SSD Toolbox.</source>
        <translation>O auxiliar enviou uma linha ilegível (%1): reinstale o SSD Toolbox.</translation>
    </message>
    <message>
        <source>The helper speaks another protocol version (this GUI needs %1): reinstall SSD Toolbox.</source>
        <translation>O auxiliar usa outra versão do protocolo (esta interface precisa da versão %1): reinstale o SSD Toolbox.</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service</source>
        <translation>Conectado ao serviço do SSD Toolbox</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service: drives and SMART need no password; a change asks for authorization when you make it.</source>
        <translation>Conectado ao serviço do SSD Toolbox: unidades e SMART não precisam de senha; uma alteração pede autorização no momento em que você a fizer.</translation>
    </message>
    <message>
        <source>Connected to the SSD Toolbox service (without administrator rights)</source>
        <translation>Conectado ao serviço do SSD Toolbox (sem privilégios de administrador)</translation>
    </message>
    <message>
        <source>The SSD Toolbox service runs without administrator rights.</source>
        <translation>O serviço do SSD Toolbox é executado sem privilégios de administrador.</translation>
    </message>
    <message>
        <source>Administrator helper (%1)</source>
        <translation>Auxiliar de administrador (%1)</translation>
    </message>
    <message>
        <source>Administrator helper (running as administrator)</source>
        <translation>Auxiliar de administrador (executando como administrador)</translation>
    </message>
    <message>
        <source>Running with administrator rights (helper: ssdtool serve).</source>
        <translation>Executando com privilégios de administrador (auxiliar: ssdtool serve).</translation>
    </message>
    <message>
        <source>The helper runs without administrator rights.</source>
        <translation>O auxiliar é executado sem privilégios de administrador.</translation>
    </message>
    <message>
        <source>Helper without administrator rights</source>
        <translation>Auxiliar sem privilégios de administrador</translation>
    </message>
    <message>
        <source>The SSD Toolbox service closed the connection; try again (the next request reconnects).</source>
        <translation>O serviço do SSD Toolbox encerrou a conexão; tente novamente (a próxima solicitação reconecta).</translation>
    </message>
    <message>
        <source>SSD Toolbox service: disconnected, the next request reconnects</source>
        <translation>Serviço do SSD Toolbox: desconectado, a próxima solicitação reconecta</translation>
    </message>
    <message>
        <source>The SSD Toolbox service did not answer at %1%2.</source>
        <translation>O serviço do SSD Toolbox não respondeu em %1%2.</translation>
    </message>
    <message>
        <source>The helper stopped (exit status %1).</source>
        <translation>O auxiliar parou (código de saída %1).</translation>
    </message>
    <message>
        <source>ssdtool serve could not be started (%1): %2</source>
        <translation>Não foi possível iniciar o ssdtool serve (%1): %2</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryCharts</name>
    <message>
        <source>Written per day</source>
        <translation>Gravado por dia</translation>
    </message>
    <message>
        <source>Write amplification per week</source>
        <translation>Amplificação de gravação por semana</translation>
    </message>
    <message>
        <source>Temperature per day</source>
        <translation>Temperatura por dia</translation>
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
        <translation>Limite de aviso</translation>
    </message>
    <message>
        <source>% used</source>
        <translation>% usado</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>Projeção</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistoryPage</name>
    <message>
        <source>Open database…</source>
        <translation>Abrir banco de dados…</translation>
    </message>
    <message>
        <source>Pick a drive in the history</source>
        <translation>Escolha uma unidade do histórico</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Últimos 7 dias</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Últimos 30 dias</translation>
    </message>
    <message>
        <source>Last year</source>
        <translation>Último ano</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tudo</translation>
    </message>
    <message>
        <source>From – to</source>
        <translation>De – até</translation>
    </message>
    <message>
        <source>Drive:</source>
        <translation>Unidade:</translation>
    </message>
    <message>
        <source>Interval:</source>
        <translation>Intervalo:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>até</translation>
    </message>
    <message>
        <source>Database: %1</source>
        <translation>Banco de dados: %1</translation>
    </message>
    <message>
        <source>Open a history database</source>
        <translation>Abrir um banco de dados de histórico</translation>
    </message>
    <message>
        <source>History databases (*.sqlite *.db);;All files (*)</source>
        <translation>Bancos de dados de histórico (*.sqlite *.db);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`). %1 does not exist.</source>
        <translation>Ainda não há histórico: o temporizador ssd-toolbox-sample registra uma medição por hora (ou execute `sudo ssdtool sample`). %1 não existe.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Não foi possível ler %1: %2</translation>
    </message>
    <message>
        <source>No history yet: the ssd-toolbox-sample timer records one reading per hour (or run `sudo ssdtool sample`).</source>
        <translation>Ainda não há histórico: o temporizador ssd-toolbox-sample registra uma medição por hora (ou execute `sudo ssdtool sample`).</translation>
    </message>
    <message>
        <source> (not connected)</source>
        <translation> (não conectada)</translation>
    </message>
    <message>
        <source>Pick a drive in the history.</source>
        <translation>Escolha uma unidade do histórico.</translation>
    </message>
    <message>
        <source>The selected drive (serial %1) has no readings in this history; drives that have are in the list above.</source>
        <translation>A unidade selecionada (nº de série %1) não tem medições neste histórico; as unidades que têm estão na lista acima.</translation>
    </message>
    <message>
        <source>No readings of %1 in this interval; its history runs from %2 to %3.</source>
        <translation>Nenhuma medição de %1 neste intervalo; o histórico dela vai de %2 a %3.</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Unidade</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Data inicial</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Data final</translation>
    </message>
    <message>
        <source>History charts</source>
        <translation>Gráficos do histórico</translation>
    </message>
</context>
<context>
    <name>ssd::gui::HistorySummary</name>
    <message>
        <source>%1 a day</source>
        <translation>%1 por dia</translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s)</source>
        <translation>
            <numerusform>%n medição</numerusform>
            <numerusform>%n medições</numerusform>
        </translation>
    </message>
    <message>
        <source>, %1 to %2</source>
        <translation>, de %1 a %2</translation>
    </message>
    <message>
        <source> (%1 in standby, not read)</source>
        <translation> (%1 em modo de espera, não lidas)</translation>
    </message>
    <message>
        <source>host %1, NAND %2</source>
        <translation>host %1, NAND %2</translation>
    </message>
    <message>
        <source> (at least: a counter reset hides some writes)</source>
        <translation> (no mínimo: uma reinicialização de contador oculta algumas gravações)</translation>
    </message>
    <message>
        <source>
%1 counter: %2 between %3 and %4</source>
        <translation>
Contador %1: %2 entre %3 e %4</translation>
    </message>
    <message>
        <source>%1 over the interval</source>
        <translation>%1 no intervalo</translation>
    </message>
    <message>
        <source>unknown: %1</source>
        <translation>desconhecida: %1</translation>
    </message>
    <message>
        <source>no readings</source>
        <translation>nenhuma medição</translation>
    </message>
    <message>
        <source>min %1 °C, average %2 °C, max %3 °C</source>
        <translation>mín. %1 °C, média %2 °C, máx. %3 °C</translation>
    </message>
    <message>
        <source>; %1 h %2 min at or above the drive&apos;s warning threshold of %3 °C</source>
        <translation>; %1 h %2 min no limite de aviso da unidade (%3 °C) ou acima dele</translation>
    </message>
    <message>
        <source>; the drive states no warning threshold</source>
        <translation>; a unidade não informa limite de aviso</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>not reported</source>
        <translation>não informado</translation>
    </message>
    <message>
        <source>, %1 % a year</source>
        <translation>, %1 % por ano</translation>
    </message>
    <message>
        <source>; %1 % of the rated %2 written (%3)</source>
        <translation>; %1 % dos %2 nominais gravados (%3)</translation>
    </message>
    <message>
        <source>%1: %2 → %3 between %4 and %5</source>
        <translation>%1: %2 → %3 entre %4 e %5</translation>
    </message>
    <message>
        <source>Verdict %1 → %2 at %3</source>
        <translation>Avaliação %1 → %2 em %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>%1 was %2; from %3: %4</source>
        <translation>%1 era %2; a partir de %3: %4</translation>
    </message>
    <message>
        <source>no later bound</source>
        <translation>sem limite posterior</translation>
    </message>
    <message>
        <source>100 % around %1 (between %2 and %3)</source>
        <translation>100 % por volta de %1 (entre %2 e %3)</translation>
    </message>
    <message>
        <source>Readings:</source>
        <translation>Medições:</translation>
    </message>
    <message>
        <source>Written:</source>
        <translation>Gravado:</translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation>Amplificação de gravação:</translation>
    </message>
    <message>
        <source>Per day:</source>
        <translation>Por dia:</translation>
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
        <translation>Projeção:</translation>
    </message>
    <message>
        <source>Changes:</source>
        <translation>Alterações:</translation>
    </message>
    <message>
        <source>Device swaps:</source>
        <translation>Trocas de dispositivo:</translation>
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
        <translation>Visão geral</translation>
    </message>
    <message>
        <source>SMART</source>
        <translation>SMART</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Verificações</translation>
    </message>
    <message>
        <source>Benchmark</source>
        <translation>Desempenho</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Ferramentas</translation>
    </message>
    <message>
        <source>Self-test</source>
        <translation>Autoteste</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Histórico</translation>
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
        <translation>SSD Toolbox — teste de desempenho concluído</translation>
    </message>
    <message>
        <source>SSD Toolbox — benchmark stopped</source>
        <translation>SSD Toolbox — teste de desempenho interrompido</translation>
    </message>
    <message>
        <source>Not a SMART capture</source>
        <translation>Não é uma captura SMART</translation>
    </message>
    <message>
        <source>%1 could not be read as a saved smartctl --json capture: %2</source>
        <translation>Não foi possível ler %1 como uma captura salva do smartctl --json: %2</translation>
    </message>
    <message>
        <source>Report cancelled.</source>
        <translation>Relatório cancelado.</translation>
    </message>
    <message>
        <source>Reading the drives…</source>
        <translation>Lendo as unidades…</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s).</source>
        <translation>
            <numerusform>%n unidade.</numerusform>
            <numerusform>%n unidades.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Open a saved SMART capture (smartctl --json)…</source>
        <translation>A&amp;brir uma captura SMART salva (smartctl --json)…</translation>
    </message>
    <message>
        <source>Open a saved SMART capture</source>
        <translation>Abrir uma captura SMART salva</translation>
    </message>
    <message>
        <source>smartctl --json output (*.json);;All files (*)</source>
        <translation>Saída do smartctl --json (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Export report as &amp;HTML…</source>
        <translation>Exportar relatório como &amp;HTML…</translation>
    </message>
    <message>
        <source>Export report as &amp;JSON…</source>
        <translation>Exportar relatório como &amp;JSON…</translation>
    </message>
    <message>
        <source>Save a &amp;support capture…</source>
        <translation>Salvar uma captura para su&amp;porte…</translation>
    </message>
    <message>
        <source>Every drive&apos;s SMART and NVMe logs in one file, for a technician to read elsewhere</source>
        <translation>Os logs SMART e NVMe de todas as unidades em um único arquivo, para um técnico analisar em outro lugar</translation>
    </message>
    <message>
        <source>Save a support capture &amp;without serial numbers…</source>
        <translation>Salvar uma captura para suporte se&amp;m números de série…</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Atualizar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;About SSD Toolbox</source>
        <translation>&amp;Sobre o SSD Toolbox</translation>
    </message>
    <message>
        <source>About SSD Toolbox</source>
        <translation>Sobre o SSD Toolbox</translation>
    </message>
    <message>
        <source>&lt;b&gt;SSD Toolbox %1&lt;/b&gt;&lt;p&gt;Health, setup checks, benchmarks and maintenance for solid-state drives. The same facts as &lt;code&gt;ssdtool&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;b&gt;SSD Toolbox %1&lt;/b&gt;&lt;p&gt;Saúde, verificações de configuração, testes de desempenho e manutenção para unidades de estado sólido. Os mesmos dados que o &lt;code&gt;ssdtool&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>SSD Toolbox — %1 (%2)</source>
        <translation>SSD Toolbox — %1 (%2)</translation>
    </message>
    <message>
        <source>Export report as HTML</source>
        <translation>Exportar relatório como HTML</translation>
    </message>
    <message>
        <source>Export report as JSON</source>
        <translation>Exportar relatório como JSON</translation>
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
        <translation>Salvar uma captura para suporte</translation>
    </message>
    <message>
        <source>Writing the report (reading every drive)…</source>
        <translation>Gerando o relatório (lendo todas as unidades)…</translation>
    </message>
    <message>
        <source>Writing the support capture (reading every drive)…</source>
        <translation>Gerando a captura para suporte (lendo todas as unidades)…</translation>
    </message>
    <message>
        <source>Support capture written to %1.</source>
        <translation>Captura para suporte gravada em %1.</translation>
    </message>
    <message>
        <source>Report written to %1.</source>
        <translation>Relatório gravado em %1.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Não foi possível gravar %1: %2</translation>
    </message>
    <message>
        <source>The report failed: %1</source>
        <translation>Falha no relatório: %1</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Unidades</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Configurações</translation>
    </message>
</context>
<context>
    <name>ssd::gui::OverviewPage</name>
    <message>
        <source>%p % used</source>
        <translation>%p % usado</translation>
    </message>
    <message>
        <source>Life:</source>
        <translation>Vida útil:</translation>
    </message>
    <message>
        <source>Rated endurance:</source>
        <translation>Durabilidade nominal:</translation>
    </message>
    <message>
        <source>Powered on:</source>
        <translation>Tempo ligado:</translation>
    </message>
    <message>
        <source>Host writes:</source>
        <translation>Gravações do host:</translation>
    </message>
    <message>
        <source>NAND writes:</source>
        <translation>Gravações na NAND:</translation>
    </message>
    <message>
        <source>Write amplification:</source>
        <translation>Amplificação de gravação:</translation>
    </message>
    <message>
        <source>Firmware:</source>
        <translation>Firmware:</translation>
    </message>
    <message>
        <source>%1 % of %2 TB used (%3 TB written)</source>
        <translation>%1 % de %2 TB usados (%3 TB gravados)</translation>
    </message>
    <message numerus="yes">
        <source>, rated over %n year(s)</source>
        <translation>
            <numerusform>, nominal para %n ano</numerusform>
            <numerusform>, nominal para %n anos</numerusform>
        </translation>
    </message>
    <message>
        <source> — your rating</source>
        <translation> — valor definido por você</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>desconhecida</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>Nenhuma unidade selecionada</translation>
    </message>
    <message>
        <source>Unknown model</source>
        <translation>Modelo desconhecido</translation>
    </message>
    <message>
        <source>%1 · %2 · serial %3 · %4</source>
        <translation>%1 · %2 · nº de série %3 · %4</translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation>SMART não disponível: %1</translation>
    </message>
    <message>
        <source>SMART needs administrator rights: %1</source>
        <translation>O SMART precisa de privilégios de administrador: %1</translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation>Não foi possível ler o SMART: %1</translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation>Lendo o SMART…</translation>
    </message>
    <message>
        <source>Health: %1</source>
        <translation>Saúde: %1</translation>
    </message>
    <message>
        <source>Health: unknown</source>
        <translation>Saúde: desconhecida</translation>
    </message>
    <message>
        <source>%1 % used, %2 % remaining</source>
        <translation>%1 % usado, %2 % restante</translation>
    </message>
    <message>
        <source>; spare blocks %1 %</source>
        <translation>; blocos reserva %1 %</translation>
    </message>
    <message>
        <source>not reported by this drive</source>
        <translation>não informado por esta unidade</translation>
    </message>
    <message>
        <source>, %1 power cycles</source>
        <translation>, %1 ciclos de energia</translation>
    </message>
    <message>
        <source>For every byte the computer wrote, the flash wrote %1 bytes (garbage collection and wear levelling move data around). Around 1-3 is usual; a full, untrimmed drive climbs higher.</source>
        <translation>Para cada byte que o computador gravou, a memória flash gravou %1 bytes (a coleta de lixo e o nivelamento de desgaste movimentam os dados). Entre 1 e 3 é o normal; uma unidade cheia e sem TRIM chega a valores mais altos.</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>não disponível</translation>
    </message>
    <message>
        <source>The drive does not report what it needs.</source>
        <translation>A unidade não informa os dados necessários.</translation>
    </message>
    <message>
        <source>Why: %1</source>
        <translation>Motivo: %1</translation>
    </message>
    <message>
        <source>No known advisory for this firmware.</source>
        <translation>Nenhum boletim conhecido para este firmware.</translation>
    </message>
    <message>
        <source>Drive overview</source>
        <translation>Visão geral da unidade</translation>
    </message>
</context>
<context>
    <name>ssd::gui::ReplayChooser</name>
    <message>
        <source>a trace recorded with `ssdtool trace record`</source>
        <translation>um rastreamento gravado com `ssdtool trace record`</translation>
    </message>
    <message>
        <source>Trace file</source>
        <translation>Arquivo de rastreamento</translation>
    </message>
    <message>
        <source>Choose trace…</source>
        <translation>Escolher rastreamento…</translation>
    </message>
    <message>
        <source>Replay speed</source>
        <translation>Velocidade de reprodução</translation>
    </message>
    <message>
        <source>At the recorded times: the drive gets the recorded idle time between requests, as the recorded day had it. As fast as possible: each request as soon as the recorded queue depth allows.</source>
        <translation>Nos tempos registrados: a unidade recebe o tempo ocioso registrado entre as requisições, como no dia da gravação. O mais rápido possível: cada requisição assim que a profundidade de fila registrada permitir.</translation>
    </message>
    <message>
        <source>Replay which trace?</source>
        <translation>Reproduzir qual rastreamento?</translation>
    </message>
    <message>
        <source>Traces (*.trace);;All files (*)</source>
        <translation>Rastreamentos (*.trace);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>%1 is %2, more than the %3 the helper is sent; replay it in a folder, or on the raw drive with `sudo ssdtool bench DEVICE --replay FILE`</source>
        <translation>%1 tem %2, mais do que os %3 que podem ser enviados ao auxiliar; reproduza-o em uma pasta, ou com acesso direto à unidade com `sudo ssdtool bench DEVICE --replay FILE`</translation>
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
        <translation>Mensagem da unidade</translation>
    </message>
    <message>
        <source>Power-on hours</source>
        <translation>Horas ligado</translation>
    </message>
    <message>
        <source>First failing LBA</source>
        <translation>Primeiro LBA com falha</translation>
    </message>
    <message>
        <source> (%1 % of the test was left)</source>
        <translation> (faltavam %1 % do teste)</translation>
    </message>
    <message>
        <source>Self-test log</source>
        <translation>Registro de autotestes</translation>
    </message>
</context>
<context>
    <name>ssd::gui::SelfTestPage</name>
    <message>
        <source>Test:</source>
        <translation>Teste:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Interromper</translation>
    </message>
    <message>
        <source>The drive&apos;s self-test log (newest first)</source>
        <translation>Registro de autotestes da unidade (mais recentes primeiro)</translation>
    </message>
    <message>
        <source>Start the extended self-test?</source>
        <translation>Iniciar o autoteste estendido?</translation>
    </message>
    <message>
        <source>Starting: %1…</source>
        <translation>Iniciando: %1…</translation>
    </message>
    <message>
        <source>Aborting: %1…</source>
        <translation>Interrompendo: %1…</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>Nenhuma unidade selecionada</translation>
    </message>
    <message>
        <source>This drive runs no self-test: %1</source>
        <translation>Esta unidade não executa autotestes: %1</translation>
    </message>
    <message>
        <source>Reading the drive&apos;s self-tests…</source>
        <translation>Lendo os autotestes da unidade…</translation>
    </message>
    <message>
        <source>Schedule: %1</source>
        <translation>Agendamento: %1</translation>
    </message>
    <message>
        <source>No self-test in the drive&apos;s log yet.</source>
        <translation>Ainda não há autotestes no registro da unidade.</translation>
    </message>
    <message>
        <source>Last test: %1 — %2</source>
        <translation>Último teste: %1 — %2</translation>
    </message>
    <message>
        <source>, at %1 of power-on time</source>
        <translation>, com %1 de tempo ligado</translation>
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
        <translation>Atual</translation>
    </message>
    <message>
        <source>Worst</source>
        <translation>Pior</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>Limite</translation>
    </message>
    <message>
        <source>Raw value</source>
        <translation>Valor bruto</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>SMART could not be read: %1</source>
        <translation>Não foi possível ler o SMART: %1</translation>
    </message>
    <message>
        <source>No drive selected.</source>
        <translation>Nenhuma unidade selecionada.</translation>
    </message>
    <message>
        <source>Reading SMART…</source>
        <translation>Lendo o SMART…</translation>
    </message>
    <message>
        <source>SMART is not available: %1</source>
        <translation>SMART não disponível: %1</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Failing</source>
        <translation>Falhando</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Observar</translation>
    </message>
    <message>
        <source>&lt;br&gt;Raw: %1</source>
        <translation>&lt;br&gt;Bruto: %1</translation>
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
            <numerusform>, %n falhando</numerusform>
            <numerusform>, %n falhando</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n worth watching</source>
        <translation>
            <numerusform>, %n a observar</numerusform>
            <numerusform>, %n a observar</numerusform>
        </translation>
    </message>
    <message>
        <source>. Hover over a row for what it means. Current, worst and threshold are the vendor&apos;s normalized values (higher is better); raw values are decoded as smartctl prints them.</source>
        <translation>. Passe o mouse sobre uma linha para ver o que ela significa. Atual, pior e limite são os valores normalizados do fabricante (quanto maior, melhor); os valores brutos são decodificados como o smartctl os exibe.</translation>
    </message>
    <message>
        <source>This drive reports no SMART attributes.</source>
        <translation>Esta unidade não informa atributos SMART.</translation>
    </message>
    <message>
        <source>NVMe drives report a health log instead of attributes.</source>
        <translation>Unidades NVMe informam um log de saúde em vez de atributos.</translation>
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
        <translation>Gravação sustentada</translation>
    </message>
    <message>
        <source>Cache size estimate:</source>
        <translation>Tamanho estimado do cache:</translation>
    </message>
    <message>
        <source>Before the drop:</source>
        <translation>Antes da queda:</translation>
    </message>
    <message>
        <source>After the drop:</source>
        <translation>Depois da queda:</translation>
    </message>
    <message>
        <source>Dropped at:</source>
        <translation>Queda em:</translation>
    </message>
    <message>
        <source>Settled:</source>
        <translation>Estabilização:</translation>
    </message>
    <message>
        <source>Stopped because:</source>
        <translation>Motivo da parada:</translation>
    </message>
    <message>
        <source>Sequential write speed, second by second</source>
        <translation>Velocidade de gravação sequencial, segundo a segundo</translation>
    </message>
    <message>
        <source>MB/s</source>
        <translation>MB/s</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Queda</translation>
    </message>
    <message>
        <source>%1 written before the speed dropped</source>
        <translation>%1 gravados antes da queda de velocidade</translation>
    </message>
    <message>
        <source>no drop seen: %1</source>
        <translation>nenhuma queda observada: %1</translation>
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
        <translation>não estabilizou</translation>
    </message>
    <message>
        <source>%1 (%2 in %3 s; limits %4 s, %5)</source>
        <translation>%1 (%2 em %3 s; limites %4 s, %5)</translation>
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
        <translation>Apagamento seguro…</translation>
    </message>
    <message>
        <source>Update firmware…</source>
        <translation>Atualizar firmware…</translation>
    </message>
    <message>
        <source>Tell the drive which blocks are free, now or every week. Safe: files are not touched. Helps a drive that slowed down as it filled.</source>
        <translation>Informa à unidade quais blocos estão livres, agora ou toda semana. Seguro: os arquivos não são alterados. Ajuda uma unidade que ficou lenta à medida que foi enchendo.</translation>
    </message>
    <message>
        <source>Erase everything with the drive&apos;s own secure-erase command (ATA Security Erase, NVMe Format or Sanitize): before selling or reusing a drive, or to restore its speed. Destroys all data; needs the serial number; never on a drive in use.</source>
        <translation>Apaga tudo com o comando de apagamento seguro da própria unidade (ATA Security Erase, NVMe Format ou Sanitize): antes de vender ou reutilizar uma unidade, ou para restaurar a velocidade dela. Destrói todos os dados; requer o número de série; nunca em uma unidade em uso.</translation>
    </message>
    <message>
        <source>Flash a firmware image from the vendor (ATA DOWNLOAD MICROCODE, NVMe firmware download and commit). Needs the serial number; never on a drive in use.</source>
        <translation>Grava na unidade uma imagem de firmware do fabricante (ATA DOWNLOAD MICROCODE, download e commit de firmware NVMe). Requer o número de série; nunca em uma unidade em uso.</translation>
    </message>
    <message>
        <source>No drive selected</source>
        <translation>Nenhuma unidade selecionada</translation>
    </message>
    <message>
        <source>These tools need administrator rights: %1</source>
        <translation>Estas ferramentas precisam de privilégios de administrador: %1</translation>
    </message>
</context>
<context>
    <name>ssd::gui::TrayApp</name>
    <message>
        <source>Hottest: %1 °C, %2</source>
        <translation>Mais quente: %1 °C, %2</translation>
    </message>
    <message>
        <source>, its limit %1 °C</source>
        <translation>, com limite de %1 °C</translation>
    </message>
    <message>
        <source>Open SSD Toolbox</source>
        <translation>Abrir o SSD Toolbox</translation>
    </message>
    <message>
        <source>Check now</source>
        <translation>Verificar agora</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>No history yet (%1 does not exist): the ssd-toolbox-sample timer records the drives hourly.</source>
        <translation>Ainda não há histórico (%1 não existe): o temporizador ssd-toolbox-sample registra as unidades a cada hora.</translation>
    </message>
    <message>
        <source>Could not read %1: %2</source>
        <translation>Não foi possível ler %1: %2</translation>
    </message>
    <message>
        <source>No alerts in %1: %2</source>
        <translation>Sem alertas em %1: %2</translation>
    </message>
    <message>
        <source>Could not read the alerts in %1: %2</source>
        <translation>Não foi possível ler os alertas em %1: %2</translation>
    </message>
    <message>
        <source>SSD Toolbox</source>
        <translation>SSD Toolbox</translation>
    </message>
    <message numerus="yes">
        <source>%n drive(s)</source>
        <translation>
            <numerusform>%n unidade</numerusform>
            <numerusform>%n unidades</numerusform>
        </translation>
    </message>
    <message>
        <source>Drives: %1 (%2)</source>
        <translation>Unidades: %1 (%2)</translation>
    </message>
    <message>
        <source>, worst %1</source>
        <translation>, pior: %1</translation>
    </message>
    <message>
        <source>Alerts: %1 active, %2 acknowledged</source>
        <translation>Alertas: %1 ativos, %2 reconhecidos</translation>
    </message>
    <message>
        <source>Hottest: no temperature read</source>
        <translation>Mais quente: nenhuma temperatura lida</translation>
    </message>
    <message>
        <source>Drives: unknown</source>
        <translation>Unidades: estado desconhecido</translation>
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
        <translation>O TRIM informa à unidade quais blocos não contêm dados, para que ela possa apagá-los com antecedência e manter as gravações rápidas. Os arquivos não são alterados.</translation>
    </message>
</context>
</TS>
