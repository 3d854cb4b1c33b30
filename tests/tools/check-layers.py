#!/usr/bin/env python3
"""The include graph of core/, platform/ and app/ follows the layers (docs/ARCHITECTURE.md).

Usage: check-layers.py SOURCE_ROOT   check the tree, print each violation as file:line
       check-layers.py --self-test   run the check on small synthetic trees in a temporary
                                     directory: a clean one must pass, each broken one must fail

Every project include is written from the repository root ("core/util/error.h"), so the
folder of both ends is read from the path alone. A quoted include that does not start with
core/, platform/ or app/ is itself a violation: the check could not place it.

Layers: app -> platform -> core, never upwards.
  core/*            only core/*, along CORE_EDGES below (the folder graph inside core). A
                    subfolder counts as its folder: core/checks/windows/ is checks.
  platform/*.h      the seam the apps see (platform_factory.h): only core/*.
  platform/OS/      core/*, platform/*.h and its own folder; another OS folder only through
                    PLATFORM_FILE_EXCEPTIONS (one file, with the reason).
  app/cli           core/*, platform/*.h (never platform/OS/: the factory picks the back end)
                    and app/cli. Never app/gui: the CLI does not link Qt.
  app/gui           core/* and app/gui. Never platform/ (ssd_gui_lib does not link
                    ssd_platform: drives are reached through the helper, `ssdtool serve`),
                    but for the headers in GUI_FILE_EXCEPTIONS (the history database; on
                    Windows, starting the helper with UAC)
                    and never app/cli (the helper is a separate process, not a library).
"""
import os
import re
import subprocess
import sys
import tempfile

from source_checks import main, self_test_verdict, write_tree

# Inside core: folder -> the other core folders it may include, each with why.
# Derived from the graph of November 2026; it is acyclic (checked below), util at the bottom.
CORE_EDGES = {
    "util": {},
    "process": {
        "util": "Error/Expected; the replay runner reads recorded outputs with file_io",
    },
    "selftest": {
        "util": "Error/Expected, the enum tables and the json helpers; the self-test model and its parsers "
                "know nothing of drives or SMART reports, so SMART, health and the runner can all use them",
    },
    "smart": {
        "drive": "SmartReport's protocol is the drive's Protocol enum (drive_interface.h)",
        "process": "smartctl is run through CommandRunner",
        "selftest": "a smartctl document's self-test capabilities and log are parsed into SmartReport::self_tests",
        "util": "Error/Expected",
    },
    "health": {
        "selftest": "selftest-failed findings are judged on the decoded log; the advisories name self-test hazards "
                    "by TestType",
        "smart": "the findings are judged on SmartReport",
        "util": "units and Error",
    },
    "drive": {
        "util": "Error/Expected",
    },
    "checks": {
        "drive": "checks are about a DriveInfo",
        "health": "a check outcome carries health Findings",
        "smart": "SMART observations are read from SmartReport",
        "util": "units, json helpers, Error",
        "windows": "the Windows findings (checks/windows/) are judged on what the Windows parsers decode",
    },
    "safety": {
        "drive": "a target's protocol and transport are the drive's enums (drive_interface.h)",
        "process": "an ActionPlan prints its command steps with describe_argv",
        "util": "Error/Expected",
    },
    "actions": {
        "checks": "actions read setup observations before acting",
        "drive": "the Windows erase and firmware plans (actions/windows/) pick by the drive's Protocol",
        "health": "the firmware advisories decide a firmware update",
        "process": "actions run hdparm, nvme and the rest through CommandRunner",
        "safety": "every action is an ActionPlan judged by the safety rules",
        "util": "units and Error",
        "windows": "the Windows pagefile, hibernation and maintenance plans (actions/windows/) read powercfg, "
                   "PagingFiles and the Windows version through the Windows parsers",
    },
    "bench": {
        "checks": "a run's conditions reuse the setup checks' link observations and Observed",
        "drive": "a run's conditions name the drive's transport (drive_interface.h)",
        "health": "the run's write amplification reads the drive's WriteFacts",
        "safety": "raw-device benchmarks are judged by the safety rules",
        "trace": "a replay plays a recorded trace's requests",
        "util": "units and Error",
    },
    # Recorded block workloads: the kernel's block events read into a trace, its file and totals.
    "trace": {
        "util": "units, json helpers, Error",
    },
    # The OS folders hold parsers and decoders only (portable, tested on every host); what to
    # make of their output is policy and lives with its capability (checks/windows,
    # actions/windows). So they sit near the bottom: no checks, actions or safety.
    "linux": {},
    "macos": {
        "drive": "the diskutil and system_profiler parsers produce DriveInfo",
        "util": "Error and the UTF-8 encoder",
    },
    "windows": {
        "drive": "the storage descriptors produce DriveInfo",
        "util": "Error and the UTF-8 encoder",
    },
    # A support capture (`ssdtool capture`): the tools' raw output kept per drive, redacted, read back
    # into SmartReports for every reader of saved files.
    "capture": {
        "smart": "a capture holds smartctl documents and NVMe log pages, read back as SmartReports",
        "util": "json helpers, Error",
    },
    # A drive's diagnosis: `health` and `check`/`report` of a drive, for the CLI and the helper.
    "diagnosis": {
        "capture": "health, check and report read every drive of a saved file, support captures included",
        "checks": "a drive's checks run the setup checks",
        "drive": "a diagnosis starts from the drive inventory",
        "health": "a drive's health builds DriveFacts and findings",
        "process": "a diagnosis runs smartctl through CommandRunner",
        "smart": "a drive's health reads and parses SMART",
        "util": "Error and file reading",
    },
    "report": {
        "checks": "reports write check outcomes",
        "drive": "reports describe the drive",
        "health": "reports write Findings",
        "selftest": "health's JSON and text show the self-test log through the selftest writers",
        "diagnosis": "the report writers take the diagnosis' results",
        "alerts": "the report lists each drive's open alerts (alert_json) and an Alerts section",
        "history": "a drive's alerts are found by its DriveKey (drive_key_of), never its device name",
        "smart": "the reports describe each SMART attribute from the attribute catalogue",
        "util": "units, json helpers, Error",
    },
    "history": {
        "capture": "history import takes every drive of a support capture",
        "bench": "a benchmark run is stored with its drive and compared with the last comparable one",
        "drive": "a sample names the device and a sleeping drive's identity (DriveInfo)",
        "health": "a sample records the write, wear and verdict facts health computes",
        "process": "sampling reads SMART through CommandRunner",
        "diagnosis": "a sample is made from a drive's health, as `health` makes its document",
        "selftest": "a sample keeps the drive's self-test log; the store remembers the self-tests started",
        "smart": "a drive's key and counters come from SmartReport",
        "util": "units, json helpers, Error",
    },
    # Running self-tests: the drivers (smartctl for ATA, nvme-cli for NVMe), the session's
    # flow and guard rails, the schedule and the sampling run's part in it.
    "selftest_control": {
        "actions": "NVMe Identify Controller (nvme_admin) gives OACS/EDSTT; nvme-cli failures read as actions "
                   "read them; the ActionClock seam times the waiting",
        "drive": "a session is about a DriveInfo; holds and controller names (drive_activity, device_names)",
        "health": "hazards come from the advisory data; the answer carries selftest-failed findings",
        "history": "the schedule reads and records self-test starts in the history store",
        "process": "smartctl and nvme run through CommandRunner",
        "report": "the answer's findings and errors are written as every document writes them",
        "selftest": "the model, its parsers and writers",
        "smart": "ATA self-tests are smartctl runs, parsed into SmartReport",
        "util": "Error, enum tables, stop tokens, time text",
    },
    # Alerts: rules judged on the drive history's samples, acknowledgement until worse, the
    # delivery outbox and the messages each channel sends.
    "alerts": {
        "history": "rules are judged on a drive's SampleSeries; alerts are filed under the history's drives",
        "process": "the command hook's environment is the process runner's EnvironmentVariables",
        "selftest": "a failed self-test is judged on the sample's decoded self-test log",
        "util": "Error, enum tables, json helpers, time text",
    },
    # Metrics for Prometheus: the history's newest facts of each drive in the text format.
    "metrics": {
        "alerts": "each drive's open alerts are exported by rule id, severity and state",
        "bench": "the last benchmark run's jobs (the document read back by bench_reader)",
        "health": "a finding's severity names",
        "history": "the newest sample, self-test results and benchmark run of each stored drive",
        "selftest": "self-test types and outcomes by their wire names",
        "util": "enum tables, Error",
    },
}
# core/requests is the typed path from the apps to the handlers: it may use every other core
# folder, and nothing else in core includes it (it sits on top of core).
CORE_EDGES["requests"] = {
    folder: "a request handler may drive any core folder" for folder in CORE_EDGES
}

# platform/OS/ -> another OS folder, one file at a time.
PLATFORM_FILE_EXCEPTIONS = {
    ("macos", "platform/linux/thread_pool_backend.h"):
        "the pread/pwrite thread pool is plain POSIX and compiled into the macOS back end",
}

# app/gui -> platform/*.h, one header at a time.
GUI_FILE_EXCEPTIONS = {
    "platform/history_database.h":
        "the History tab reads the history database itself, read-only, with no privilege "
        "(portable SQLite code, no OS back end)",
    "platform/windows/elevation.h":
        "the Windows GUI starts its helper itself: UAC's prompt and the helper's pipe "
        "(ssd_windows_base: no drive access, no back end)",
    "platform/windows/helper_pipe.h":
        "the Windows GUI reads and writes its helper's pipe (ssd_windows_base)",
}

APPS = ("cli", "gui")
SOURCE_SUFFIXES = (".h", ".hpp", ".cpp", ".mm")
INCLUDE = re.compile(r'^\s*#\s*include\s*(["<])([^">]+)[">]')


def core_cycle():
    """A cycle in CORE_EDGES as a list of folders (first == last), or None."""
    done = set()

    def visit(path):
        for dep in CORE_EDGES.get(path[-1], {}):
            if dep in path:
                return path[path.index(dep):] + [dep]
            if dep not in done:
                found = visit(path + [dep])
                if found:
                    return found
        done.add(path[-1])
        return None

    for folder in CORE_EDGES:
        found = None if folder in done else visit([folder])
        if found:
            return found
    return None


def unit_of(path):
    """(layer, folder) of a repository path: ("core", "util"), ("platform", None) for a
    top-level platform header, ("app", "cli"), or None outside the three layers."""
    parts = path.split("/")
    if parts[0] not in ("core", "platform", "app"):
        return None
    folder = parts[1] if len(parts) > 2 else None
    return parts[0], folder


def judge_core(folder, target, tlayer, tfolder):
    if tlayer != "core":
        return f"core never includes {tlayer}/"
    if folder is None or tfolder is None:
        return "core/ has no top-level files: every file lives in a folder of CORE_EDGES"
    if folder not in CORE_EDGES:
        return f"core/{folder} is not in CORE_EDGES: add it with its allowed edges"
    if tfolder == folder:
        return None
    if tfolder not in CORE_EDGES:
        return f"core/{tfolder} is not in CORE_EDGES"
    if tfolder not in CORE_EDGES[folder]:
        return f"core/{folder} may not include core/{tfolder} (not in CORE_EDGES)"
    return None


def judge_platform(folder, target, tlayer, tfolder):
    if tlayer == "app":
        return "platform never includes app/"
    if tlayer == "core" or tfolder is None:  # core, or platform/*.h (the factory seam)
        return None
    if folder is None:
        return "platform/*.h is the seam the apps see: it includes only core/"
    if tfolder == folder or (folder, target) in PLATFORM_FILE_EXCEPTIONS:
        return None
    return f"platform/{folder} may not include platform/{tfolder} (one back end per OS)"


def judge_app(folder, target, tlayer, tfolder):
    if folder not in APPS:
        return f"app/{folder or ''} is not a known app ({', '.join(APPS)})"
    if tlayer == "core":
        return None
    if tlayer == "app":
        return None if tfolder == folder else f"app/{folder} may not include app/{tfolder} (separate executables)"
    if folder == "gui":
        if target in GUI_FILE_EXCEPTIONS:
            return None
        return "app/gui never includes platform/ (it reaches drives through the helper)"
    if tfolder is not None:
        return "app/cli includes only platform/*.h, never an OS folder (the factory picks the back end)"
    return None


JUDGES = {"core": judge_core, "platform": judge_platform, "app": judge_app}


def judge(src, target):
    """Why src (a repository path) may not include target, or None when it may."""
    layer, folder = unit_of(src)
    tunit = unit_of(target)
    if tunit is None:
        return "not written from the repository root (core/, platform/ or app/), so the layers cannot be checked"
    return JUDGES[layer](folder, target, *tunit)


def source_files(root):
    for layer in ("core", "platform", "app"):
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, layer)):
            dirnames.sort()
            for name in sorted(filenames):
                if name.endswith(SOURCE_SUFFIXES):
                    full = os.path.join(dirpath, name)
                    yield os.path.relpath(full, root).replace(os.sep, "/"), full


def violations(root):
    found = []
    for rel, full in source_files(root):
        with open(full, encoding="utf-8", errors="replace") as f:
            for lineno, line in enumerate(f, 1):
                m = INCLUDE.match(line)
                if not m:
                    continue
                quote, target = m.groups()
                if quote == "<" and unit_of(target) is None:
                    continue  # a system or third-party header
                why = judge(rel, target)
                if why:
                    found.append(f"{rel}:{lineno}: includes \"{target}\": {why}")
    return found


def check(root):
    cycle = core_cycle()
    if cycle:
        print("CORE_EDGES has a cycle: " + " -> ".join(cycle))
        return 1
    found = violations(root)
    for v in found:
        print(v)
    if found:
        print(f"{len(found)} include(s) break the layers (tests/tools/check-layers.py lists the rules)")
        return 1
    print("the include graph follows the layers: app -> platform -> core, core folders along CORE_EDGES")
    return 0


# Synthetic trees for --self-test: path -> content. Each broken tree must yield exactly the
# violation(s) named with it.
CLEAN_TREE = {
    "core/util/error.h": "#pragma once\n#include <string>\n",
    "core/smart/smart_report.h": '#include "core/util/error.h"\n#include "core/process/command_runner.h"\n',
    "core/process/command_runner.h": '#include "core/util/error.h"\n',
    "core/requests/request.h": '#include "core/report/json_report.h"\n#include "core/requests/handler.h"\n',
    "platform/platform_factory.h": '#include "core/process/command_runner.h"\n',
    "platform/linux/linux_runner.cpp": '#include "platform/platform_factory.h"\n#include "platform/linux/x.h"\n',
    "platform/macos/bench.cpp": '#include "platform/linux/thread_pool_backend.h"\n#include <IOKit/IOKitLib.h>\n',
    "app/cli/main.cpp": '#include "platform/platform_factory.h"\n#include "core/requests/request.h"\n',
    "app/gui/main.cpp": '#include "core/util/error.h"\n#include <QApplication>\n',
}
BROKEN_TREES = [
    ("core includes platform", {"core/util/bad.h": '#include "platform/platform_factory.h"\n'},
     ["core/util/bad.h:1:"]),
    ("core includes app", {"core/report/bad.cpp": '\n#include "app/cli/cli_output.h"\n'},
     ["core/report/bad.cpp:2:"]),
    ("util is the bottom", {"core/util/bad.h": '#include "core/smart/smart_report.h"\n'},
     ["core/util/bad.h:1:"]),
    ("edge against the table", {"core/smart/bad.h": '#include "core/health/finding.h"\n'},
     ["core/smart/bad.h:1:"]),
    ("core includes requests", {"core/diagnosis/bad.h": '#include "core/requests/request.h"\n'},
     ["core/diagnosis/bad.h:1:"]),
    ("an OS parser folder holds no policy", {"core/windows/bad.h": '#include "core/checks/check_outcome.h"\n'},
     ["core/windows/bad.h:1:"]),
    ("unknown core folder", {"core/newthing/a.h": '#include "core/util/error.h"\n'},
     ["core/newthing/a.h:1:"]),
    ("the seam names a back end", {"platform/bad_factory.h": '#include "platform/linux/linux_runner.h"\n'},
     ["platform/bad_factory.h:1:"]),
    ("platform includes app", {"platform/linux/bad.cpp": '#include "app/cli/cli_app.h"\n'},
     ["platform/linux/bad.cpp:1:"]),
    ("one back end per OS", {"platform/windows/bad.cpp": '#include "platform/linux/sysfs_attr.h"\n'},
     ["platform/windows/bad.cpp:1:"]),
    ("cli names an OS folder", {"app/cli/bad.cpp": '#include "platform/linux/linux_runner.h"\n'},
     ["app/cli/bad.cpp:1:"]),
    ("gui includes platform", {"app/gui/bad.cpp": '#include "platform/platform_factory.h"\n'},
     ["app/gui/bad.cpp:1:"]),
    ("gui includes cli", {"app/gui/bad.cpp": '#  include "app/cli/serve_protocol.h"\n'},
     ["app/gui/bad.cpp:1:"]),
    ("cli includes gui", {"app/cli/bad.cpp": '#include <app/gui/backend.h>\n'},
     ["app/cli/bad.cpp:1:"]),
    ("include not from the root", {"core/drive/bad.cpp": '#include "drive_info.h"\n'},
     ["core/drive/bad.cpp:1:"]),
]




def self_test():
    failures = []
    if core_cycle():
        failures.append("CORE_EDGES has a cycle")
    saved = CORE_EDGES["smart"]
    CORE_EDGES["smart"] = dict(saved, health="synthetic back edge")
    if not core_cycle():
        failures.append("a back edge smart -> health -> smart was not seen as a cycle")
    CORE_EDGES["smart"] = saved
    with tempfile.TemporaryDirectory() as tmp:
        clean = os.path.join(tmp, "clean")
        write_tree(clean, CLEAN_TREE)
        if violations(clean):
            failures.append("the clean synthetic tree was reported: " + "; ".join(violations(clean)))
        for i, (name, extra, expected) in enumerate(BROKEN_TREES):
            root = os.path.join(tmp, f"broken{i}")
            write_tree(root, {**CLEAN_TREE, **extra})
            # Run as ctest runs it, so the exit status is tested too.
            run = subprocess.run([sys.executable, os.path.abspath(__file__), root],
                                 capture_output=True, text=True, check=False)
            got = [line for line in run.stdout.splitlines() if ": includes " in line]
            if run.returncode == 0:
                failures.append(f"{name}: exit status 0 on a broken tree")
            if len(got) != len(expected) or not all(g.startswith(e) for g, e in zip(got, expected)):
                failures.append(f"{name}: expected {expected}, got {got}")
    return self_test_verdict(
        failures, f"self-test: the clean tree passes, all {len(BROKEN_TREES)} broken trees fail with file:line")


if __name__ == "__main__":
    main(__doc__, check, self_test)
