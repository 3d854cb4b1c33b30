#!/usr/bin/env python3
"""The Prometheus alerting rules mirror the tool's alert rules, one to one.

    check-alert-ids.py ALERT_H RULES_YML     check the shipped files
    check-alert-ids.py --self-test ALERT_H RULES_YML
                                             the check fails on a kRules id without an
                                             alerting rule, on a duplicate and on a stray rule

The ids come from their source of truth, the kRules table in core/alerts/alert.h; the
number of entries read is compared with the table's declared size, so an entry the
pattern misses fails the check instead of passing unseen. Every id must have exactly one
alerting rule in the group ssdtool-alerts, named Ssdtool + the id in CamelCase, whose
expression selects ssdtool_alert{rule="<id>", state="active"}; besides them only the
Prometheus-only rules below may exist.
"""
import re
import sys
from pathlib import Path

try:
    import yaml
except ImportError:
    print("SKIP: python3-yaml is not installed (scripts/setup.sh)")
    sys.exit(77)

PROMETHEUS_ONLY = {"SsdtoolSampleStale", "SsdtoolTextfileError"}
ALERT_GROUP = "ssdtool-alerts"


def rule_ids(alert_h_text):
    """The wire ids of kRules, in order; raises when the table cannot be read whole."""
    declared = re.search(r"EnumTable<Rule,\s*(\d+)>\s*kRules\s*\{\{\{(.*?)\}\}\};", alert_h_text, re.S)
    if not declared:
        raise ValueError("no `EnumTable<Rule, N> kRules{{{...}}};` in alert.h")
    size, body = int(declared.group(1)), declared.group(2)
    ids = re.findall(r'\{\s*Rule::\w+\s*,\s*"([^"]+)"', body)
    if len(ids) != size:
        raise ValueError(f"kRules declares {size} entries but {len(ids)} were read")
    return ids


def alert_name(rule_id):
    return "Ssdtool" + "".join(part.capitalize() for part in rule_id.split("-"))


def problems(ids, rules_doc):
    """Every mismatch between the ids and the alerting rules, as sentences."""
    found = []
    groups = [g for g in rules_doc.get("groups", []) if g.get("name") == ALERT_GROUP]
    if len(groups) != 1:
        return [f"expected one group named {ALERT_GROUP}, found {len(groups)}"]
    alerts = [r for r in groups[0].get("rules", []) if "alert" in r]
    selecting = {rule_id: [] for rule_id in ids}
    for alert in alerts:
        selected = re.findall(r'\brule\s*=\s*"([^"]*)"', alert["expr"])
        if alert["alert"] in PROMETHEUS_ONLY:
            if selected:
                found.append(f"{alert['alert']} is Prometheus-only but selects rule={selected}")
            continue
        if len(selected) != 1 or selected[0] not in selecting:
            found.append(f"{alert['alert']} selects {selected or 'no rule'}, not one id of kRules")
            continue
        rule_id = selected[0]
        selecting[rule_id].append(alert["alert"])
        if alert["alert"] != alert_name(rule_id):
            found.append(f"{alert['alert']} selects {rule_id}: its name should be {alert_name(rule_id)}")
        if not re.search(r'\bssdtool_alert\s*\{[^}]*\bstate\s*=\s*"active"', alert["expr"]):
            found.append(f"{alert['alert']} does not select ssdtool_alert{{..., state=\"active\"}}")
    for rule_id, names in selecting.items():
        if len(names) != 1:
            found.append(f"kRules id {rule_id} has {len(names)} alerting rules {names}, not one")
    missing_only = PROMETHEUS_ONLY - {a["alert"] for a in alerts}
    if missing_only:
        found.append(f"the Prometheus-only rules {sorted(missing_only)} are missing")
    return found


def check(alert_h_text, rules_text):
    return problems(rule_ids(alert_h_text), yaml.safe_load(rules_text))


def self_test(alert_h_text, rules_text):
    """The check passes on the shipped files and fails on each kind of drift."""
    assert check(alert_h_text, rules_text) == [], "the shipped files must pass"
    # A rule added to kRules (the size raised with it) without a Prometheus rule.
    size = re.search(r"EnumTable<Rule,\s*(\d+)>", alert_h_text).group(1)
    grown = alert_h_text.replace(f"EnumTable<Rule, {size}>", f"EnumTable<Rule, {int(size) + 1}>")
    grown = grown.replace("kRules{{{", 'kRules{{{\n    {Rule::DiskOnFire, "disk-on-fire", "Fire"},', 1)
    assert any("disk-on-fire" in p for p in check(grown, rules_text)), "a new kRules id must fail"
    # An entry the pattern cannot read is an error, not a smaller table.
    unreadable = alert_h_text.replace("kRules{{{", "kRules{{{\n    {Rule::X, kIdFromElsewhere, \"?\"},", 1)
    unreadable = unreadable.replace(f"EnumTable<Rule, {size}>", f"EnumTable<Rule, {int(size) + 1}>")
    try:
        rule_ids(unreadable)
        raise AssertionError("an unreadable entry must fail")
    except ValueError:
        pass
    doc = yaml.safe_load(rules_text)
    alerts = next(g for g in doc["groups"] if g["name"] == ALERT_GROUP)["rules"]
    first = alerts[0]
    # A rule id's alert removed, duplicated, renamed; a stray alert selecting no id.
    for name, change in [
        ("removed", lambda rules: rules.remove(first)),
        ("duplicated", lambda rules: rules.append(dict(first, alert=first["alert"] + "Again"))),
        ("renamed", lambda rules: rules.__setitem__(0, dict(first, alert="SsdtoolSomethingElse"))),
        ("stray", lambda rules: rules.append({"alert": "SsdtoolStray", "expr": "up == 0"})),
        ("not active", lambda rules: rules.__setitem__(0, dict(first, expr=first["expr"].replace("active", "acknowledged")))),
    ]:
        changed = yaml.safe_load(rules_text)
        change(next(g for g in changed["groups"] if g["name"] == ALERT_GROUP)["rules"])
        assert problems(rule_ids(alert_h_text), changed), f"a {name} alerting rule must fail"
        print(f"self-test: {name} rule detected")
    print("self-test: new kRules id and unreadable entry detected")


def main(argv):
    if len(argv) >= 2 and argv[1] == "--self-test":
        alert_h, rules = Path(argv[2]).read_text(), Path(argv[3]).read_text()
        self_test(alert_h, rules)
        return 0
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    ids = rule_ids(Path(argv[1]).read_text())
    found = problems(ids, yaml.safe_load(Path(argv[2]).read_text()))
    for problem in found:
        print(f"{argv[2]}: {problem}", file=sys.stderr)
    if not found:
        print(f"{len(ids)} kRules ids, each with one alerting rule; plus {sorted(PROMETHEUS_ONLY)}")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
