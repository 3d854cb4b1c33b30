#!/bin/sh
# 99-alerts.sh — alerts end to end on the emulated NVMe drive: a write burst between two
# `ssdtool sample` runs raises the write-burst alert, which `sample` sends through a
# webhook channel to a real HTTP server in the guest (busybox httpd with a CGI that keeps
# each request body); acknowledging it silences it while no more is written; the next
# burst fires it again. The configuration is the one file at its default path.
# Groups:
#   alerts-burst-webhook   64 MiB written → write-burst raised, its JSON arrives at the webhook
#   alerts-ack-silent      `alerts ack ID` → the next sample (nothing written) sends nothing
#   alerts-refire          another 64 MiB → refired, the second webhook says so
set -eu
. /rig/lib.sh
rig_groups alerts-burst-webhook alerts-ack-silent alerts-refire

db=/tmp/rig-alerts.sqlite
dev=/dev/nvme0n1
hooks=/tmp/hooks
rm -rf "$db" "$hooks" /tmp/www
mkdir -p /tmp/www/cgi-bin "$hooks" /etc/ssd-toolbox

# The webhook sink: each POST body kept as hooks/N.json, answered 200.
cat >/tmp/www/cgi-bin/hook <<'HOOK'
#!/bin/sh
n=$(ls /tmp/hooks | wc -l)
head -c "${CONTENT_LENGTH:-0}" >/tmp/hooks/$((n + 1)).json
printf 'Content-Type: text/plain\r\n\r\nok\n'
HOOK
chmod +x /tmp/www/cgi-bin/hook
ifconfig lo 127.0.0.1 up
httpd -p 127.0.0.1:8080 -h /tmp/www  # forks into the background; the guest's end stops it

# 50 MB within 10 minutes is a burst here (the default is 100 GB in 60 minutes).
cat >/etc/ssd-toolbox/alerts.json <<'CONFIG'
{
  "rules": {"write_burst_gb": 0.05, "write_burst_minutes": 10},
  "channels": [{"name": "rig-hook", "type": "webhook", "preset": "generic",
                "url": "http://127.0.0.1:8080/cgi-bin/hook"}]
}
CONFIG

fail_all() {
    for group in alerts-burst-webhook alerts-ack-silent alerts-refire; do rig_result "$group" FAIL "$1"; done
    exit 0
}
sample() {
    ssdtool sample "$dev" --database "$db" --no-selftests --json >/tmp/alerts-sample.out 2>/tmp/alerts-sample.err ||
        fail_all "ssdtool sample failed: $(head -c 300 /tmp/alerts-sample.err) $(head -c 300 /tmp/alerts-sample.out)"
}
# Samples are keyed by their second: a busy wait on the clock (not a sleep) for the next one.
next_second() {
    start=$(date +%s)
    while [ "$(date +%s)" = "$start" ]; do :; done
}
burst() {
    dd if=/dev/urandom of="$dev" bs=1M count=64 conv=fsync 2>/tmp/dd.err || fail_all "the workload failed: $(head -c 200 /tmp/dd.err)"
    next_second
}
hook_count() { ls "$hooks" | wc -l; }

sample
before=$(hook_count)
burst
sample
after=$(hook_count)
if [ "$before" = 0 ] && [ "$after" = 1 ] && grep -q '"rule":"write-burst"' "$hooks/1.json" &&
    grep -q '"transition":"opened"' "$hooks/1.json"; then
    rig_result alerts-burst-webhook PASS "64 MiB written: write-burst raised and posted ($(head -c 160 "$hooks/1.json")…)"
else
    rig_result alerts-burst-webhook FAIL "webhooks before=$before after=$after; first: $(head -c 300 "$hooks/1.json" 2>/dev/null); sample: $(head -c 300 /tmp/alerts-sample.out)"
fi

flat=$(ssdtool alerts --database "$db" --json | json_flat)
id=$(json_get "$flat" ".alerts[0].id")
rule=$(json_get "$flat" ".alerts[0].rule")
ssdtool alerts ack "$id" --note "rig: the burst was dd" --database "$db" >/tmp/ack.out 2>&1 ||
    fail_all "alerts ack $id failed: $(head -c 300 /tmp/ack.out)"
next_second
sample
state=$(ssdtool alerts --database "$db" --json | json_flat)
if [ "$rule" = '"write-burst"' ] && [ "$(hook_count)" = 1 ] &&
    [ "$(json_get "$state" ".alerts[0].state")" = '"acknowledged"' ]; then
    rig_result alerts-ack-silent PASS "alert $id acknowledged; a sample with nothing written sent nothing"
else
    rig_result alerts-ack-silent FAIL "rule=$rule webhooks=$(hook_count) state=$(json_get "$state" ".alerts[0].state")"
fi

burst
sample
if [ "$(hook_count)" = 2 ] && grep -q '"transition":"refired"' "$hooks/2.json" &&
    grep -q "\"id\":$id" "$hooks/2.json"; then
    rig_result alerts-refire PASS "another 64 MiB: alert $id fired again through the webhook"
else
    rig_result alerts-refire FAIL "webhooks=$(hook_count); second: $(head -c 400 "$hooks/2.json" 2>/dev/null)"
fi
