"""Stop sandboxes a killed app left running, before recovery looks at the world.

When the app dies (SIGKILL, power loss of the GUI process only, OOM), a sandbox it started may still be
running for a moment — or, if the app died between fork and the sandbox's own parent-death setup, to the
end — and would change the folder AFTER recovery has settled the journal. Recovery therefore first ends
every bubblewrap process (and its descendants) that has one of the journal's folders mounted, and waits
until they are gone. Linux only (bubblewrap); a no-op elsewhere.
"""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

PROC = Path("/proc")


def _processes() -> dict[int, tuple[int, list[str]]]:
    """pid -> (parent pid, argv) of every process we can read."""
    found = {}
    for entry in PROC.iterdir() if PROC.is_dir() else ():
        if not entry.name.isdigit():
            continue
        try:
            argv = (entry / "cmdline").read_bytes().split(b"\0")
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        found[int(entry.name)] = (ppid, [a.decode(errors="replace") for a in argv if a])
    return found


def _alive(pid: int) -> bool:
    try:
        state = (PROC / str(pid) / "stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")


def sandboxes_binding(folders: set[str]) -> list[int]:
    """bubblewrap processes with one of ``folders`` bound into them, plus all their descendants."""
    processes = _processes()
    roots = []
    for pid, (_, argv) in processes.items():
        if not argv or not Path(argv[0]).name.startswith("bwrap") or pid == os.getpid():
            continue
        binds = {argv[i + 1] for i, arg in enumerate(argv[:-1]) if arg in ("--bind", "--ro-bind")}
        if binds & folders:
            roots.append(pid)
    tree, frontier = set(roots), list(roots)
    while frontier:
        parent = frontier.pop()
        children = [pid for pid, (ppid, _) in processes.items() if ppid == parent and pid not in tree]
        tree.update(children)
        frontier += children
    return sorted(tree)


def stop_leftover_sandboxes(folders: set[str], *, timeout_s: float = 10.0) -> list[int]:
    """SIGKILL leftover sandboxes that have ``folders`` mounted; wait until they are gone. Returns pids."""
    folders = {str(Path(f).resolve()) for f in folders}
    pids = sandboxes_binding(folders)
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
    deadline = time.monotonic() + timeout_s
    while any(_alive(pid) for pid in pids) and time.monotonic() < deadline:
        time.sleep(0.01)
    return pids
