"""Runtime figures: sandbox start overhead per action (bubblewrap, Docker when an engine answers) and
undo latency (SQLite rollback, SQLite before-image restore, 1,000-file git restore; goal <= 200 ms).

    .venv/bin/python bench/runtime.py [--repeat 10]
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.runtime import Action, Runtime, Target  # noqa: E402
from core.runtime.sandbox import BubblewrapSandbox, SandboxPolicy  # noqa: E402


def ms(samples: list[float]) -> str:
    return f"median {statistics.median(samples):7.1f} ms  min {min(samples):7.1f}  max {max(samples):7.1f}  (n={len(samples)})"


def timed(fn, *args, **kwargs) -> float:
    started = time.perf_counter()
    fn(*args, **kwargs)
    return (time.perf_counter() - started) * 1000


def make_tree(root: Path, count: int) -> None:
    for i in range(count):
        path = root / "data" / f"d{i % 20}" / f"f{i:04d}.txt"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(f"line {i}\n".encode() * (1 + i % 50))


def sandbox_overhead(repeat: int) -> None:
    print("== sandbox start overhead (python -c pass) ==")
    host = [timed(subprocess.run, [sys.executable, "-I", "-S", "-c", "pass"], check=True)
            for _ in range(repeat)]
    print(f"host python, no sandbox     {ms(host)}")
    backends = [BubblewrapSandbox()]
    try:
        from core.runtime.sandbox.docker import DockerSandbox

        if DockerSandbox.engine_answers():
            backends.append(DockerSandbox())
        else:
            print("docker                      (no engine answers: set DOCKER_HOST)")
    except Exception as exc:  # noqa: BLE001
        print(f"docker                      unavailable: {exc}")
    for sandbox in backends:
        runs = [timed(sandbox.run, ["python", "-c", "pass"], SandboxPolicy()) for _ in range(repeat)]
        overhead = statistics.median(runs) - statistics.median(host)
        print(f"{sandbox.name:<27} {ms(runs)}  overhead {overhead:6.1f} ms")
    print("== one files.write action end to end (validate, snapshot, sandbox, after-snapshot) ==")
    for sandbox in backends:
        with tempfile.TemporaryDirectory() as tmp:
            root = Path(tmp) / "root"
            make_tree(root, 1000)
            if sandbox.name == "docker":
                subprocess.run(["chmod", "-R", "a+rwX", str(root)], check=True)
            runtime = Runtime(Path(tmp) / "state", sandbox=sandbox)
            target = Target(kind="files", location=str(root))
            runs = [timed(runtime.execute, Action(
                method_id="files.write", arguments={"path": f"data/d1/f{i:04d}.txt", "content": "x"}, target=target))
                for i in range(repeat)]
            print(f"{sandbox.name:<27} {ms(runs)}")


def undo_latency(repeat: int, base: str | None) -> None:
    print(f"== undo latency (folders under {base or tempfile.gettempdir()}) ==")
    sandbox = BubblewrapSandbox()
    git_restore, single = [], []
    for _ in range(repeat):
        with tempfile.TemporaryDirectory(dir=base) as tmp:
            root = Path(tmp) / "root"
            make_tree(root, 1000)
            runtime = Runtime(Path(tmp) / "state", sandbox=sandbox)
            target = Target(kind="files", location=str(root))
            outcome = runtime.execute(Action(method_id="files.delete", arguments={"path": "data"}, target=target))
            git_restore.append(timed(runtime.undo, outcome.undo))
            assert len(list(root.rglob("*.txt"))) == 1000
            outcome = runtime.execute(Action(method_id="files.write", arguments={"path": "data/d3/f0003.txt",
                                                                                 "content": "y"}, target=target))
            single.append(timed(runtime.undo, outcome.undo))
    print(f"files: restore 1,000 deleted files   {ms(git_restore)}  goal <= 200 ms")
    print(f"files: restore 1 file of 1,000       {ms(single)}")
    rollback, images = [], []
    for _ in range(repeat):
        with tempfile.TemporaryDirectory(dir=base) as tmp:
            db = Path(tmp) / "user.db"
            conn = sqlite3.connect(db)
            conn.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT, value REAL)")
            conn.executemany("INSERT INTO t(name, value) VALUES (?, ?)", [(f"n{i}", i / 3) for i in range(10_000)])
            conn.commit()
            conn.close()
            runtime = Runtime(Path(tmp) / "state")
            target = Target(kind="sqlite", location=str(db), tables=["t"])
            change = Action(method_id="sqlite.execute", arguments={"sql": "UPDATE t SET value = value * 2 WHERE id <= 1000"},
                            target=target)
            outcome = runtime.execute(change)
            rollback.append(timed(runtime.undo, outcome.undo))
            outcome = runtime.execute(change)
            record = runtime.commit(outcome.undo)
            images.append(timed(runtime.undo, record))
    print(f"sqlite: roll back held txn (1,000 rows)       {ms(rollback)}  goal <= 200 ms")
    print(f"sqlite: before-image restore after commit (1,000 rows) {ms(images)}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--memory-dir", default="/dev/shm",
                        help="also measure undo on this in-memory file system, to separate disk cost")
    args = parser.parse_args()
    os.system("uptime")
    sandbox_overhead(args.repeat)
    undo_latency(args.repeat, None)
    if args.memory_dir and Path(args.memory_dir).is_dir():
        undo_latency(args.repeat, args.memory_dir)


if __name__ == "__main__":
    main()
