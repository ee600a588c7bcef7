"""Files executor: actions on a confined folder, run in the sandbox, snapshotted BEFORE in a shadow git."""

from __future__ import annotations

import base64
import filecmp
import hashlib
import json
import os
import shutil
import time
from pathlib import Path, PurePosixPath

from core.atomic_file import write_atomically
from core.runtime.errors import ActionRejected, UndoConflict, UndoUnavailable
from core.runtime.model import Action, Outcome, UndoRecord
from core.runtime.sandbox.policy import Mount, Sandbox, SandboxPolicy
from core.runtime.shadow_git import ShadowRepo, blob_id

# method id -> (connector op, argument names that are paths the action changes)
FILE_METHODS: dict[str, tuple[str, tuple[str, ...]]] = {
    "files.write": ("write", ("path",)),
    "files.mkdir": ("mkdir", ("path",)),
    "files.move": ("move", ("src", "dst")),
    "files.delete": ("delete", ("path",)),
    "files.read": ("read", ()),
    "files.list": ("list", ()),
    "files.search": ("search", ()),
}
READ_PATH_ARGS = ("path",)
READ_ONLY_OPS = ("read", "list", "search")  # run with the folder mounted read-only, nothing to undo


class FilesExecutor:
    """Runs files.* methods in a sandbox with the root mounted at /data (its .git read-only)."""

    kind = "files"

    def __init__(self, state_dir: Path, sandbox: Sandbox, policy: SandboxPolicy | None = None,
                 large_file_bytes: int = 32 * 1024 * 1024, max_content_bytes: int = 4 * 1024 * 1024):
        self.state_dir = Path(state_dir)
        self.sandbox = sandbox
        self.policy = policy or SandboxPolicy()
        self.large_file_bytes = large_file_bytes
        self.max_content_bytes = max_content_bytes

    # -- validation (before anything runs) -------------------------------------------------------
    def _root(self, action: Action) -> Path:
        root = Path(action.target.location)
        if not root.is_absolute() or not root.is_dir():
            raise ActionRejected(f"The folder {root} does not exist; add the folder again in Settings.")
        root = root.resolve()
        state = self.state_dir.resolve()
        if state == root or root in state.parents:
            raise ActionRejected(f"Steward's own data lives inside {root}; choose a folder that does not hold it.")
        return root

    @staticmethod
    def _relative(root: Path, value: object, name: str) -> str:
        if not isinstance(value, str) or not value or "\0" in value or len(value) > 4096:
            raise ActionRejected(f"{name} must be a non-empty relative path inside the folder.")
        rel = PurePosixPath(value)
        if rel.is_absolute() or ".." in rel.parts:
            raise ActionRejected(f"{name}={value!r} leaves the folder {root}; use a path inside it.")
        if ".git" in rel.parts:
            raise ActionRejected(f"{name}={value!r} is inside the folder's own .git, which Steward never touches.")
        clean = os.path.normpath(str(rel))
        if clean in (".", ""):
            raise ActionRejected(f"{name} must name something inside the folder, not the folder itself.")
        real = Path(os.path.realpath(root / clean))
        if real != root and root not in real.parents:
            raise ActionRejected(f"{name}={value!r} resolves outside the folder {root} (through a link).")
        return clean

    def _check(self, action: Action, root: Path) -> tuple[str, list[str]]:
        if action.method_id not in FILE_METHODS:
            raise ActionRejected(f"Unknown files method {action.method_id!r}.")
        op, changed = FILE_METHODS[action.method_id]
        args = action.arguments
        if op in READ_ONLY_OPS and args.get("path", ".") not in (".", ""):
            self._relative(root, args["path"], "path")
        paths = [self._relative(root, args.get(name), name) for name in changed]
        if op == "write":
            size = len(args.get("content", "")) if "content_b64" not in args else len(args["content_b64"]) * 3 // 4
            if size > self.max_content_bytes:
                raise ActionRejected(
                    f"The content is {size:,} bytes, over the {self.max_content_bytes:,}-byte limit for one write."
                )
            if "content_b64" in args:
                try:
                    base64.b64decode(args["content_b64"], validate=True)
                except ValueError as exc:
                    raise ActionRejected("content_b64 is not valid base64.") from exc
            target = root / paths[0]
            if target.is_dir():
                raise ActionRejected(f"{paths[0]} is a folder; write needs a file path.")
        if op == "move" and (root / paths[1]).is_dir() and not (root / paths[1]).is_symlink():
            paths[1] = os.path.join(paths[1], os.path.basename(paths[0]))  # "put IMG_2041.jpg in Pictures": into the
            args["dst"] = paths[1]  # folder, as a file manager moves it; checked below as the path it becomes
        if op in ("move", "delete") and not os.path.lexists(root / paths[0]):
            raise ActionRejected(f"{paths[0]} does not exist in {root}.")
        for rel in paths if op in ("move", "delete") else []:
            nested = _nested_repository(root / rel)
            if nested is not None:
                raise ActionRejected(f"{rel} contains a git repository ({nested.relative_to(root)}); Steward never "
                                     "moves or deletes a repository's .git. Move it yourself with git.")
        if op == "move" and os.path.lexists(root / paths[1]) and not args.get("overwrite"):
            raise ActionRejected(f"{paths[1]} already exists; pass overwrite=true to replace it.")
        return op, paths

    # -- execute ---------------------------------------------------------------------------------
    def shadow(self, root: Path) -> ShadowRepo:
        key = hashlib.sha256(str(root).encode()).hexdigest()[:20]
        return ShadowRepo(self.state_dir / "shadow" / f"{key}.git", root)

    def execute(self, action: Action) -> Outcome:
        started = time.perf_counter()
        action.check_size()
        root = self._root(action)
        op, paths = self._check(action, root)
        policy = self.policy.model_copy(deep=True)
        policy.mounts = [Mount(source=root, target="/data", writable=op not in READ_ONLY_OPS)]
        if (root / ".git").exists():
            policy.mounts.append(Mount(source=root / ".git", target="/data/.git", writable=False))
        request = {"op": op, "args": action.arguments}
        if op in READ_ONLY_OPS:
            reply = self.sandbox.run_connector("files_ops", request, policy)
            record = UndoRecord(action_id=action.action_id, kind="none", target=action.target,
                                description="Nothing to undo (read only).", reversible=True, state="committed")
            return self._outcome(action, reply, record, started)

        repo = self.shadow(root)
        large_before = self._large_files(root, paths)
        keep_dir = self.state_dir / "large" / action.action_id
        for rel in large_before:
            dest = keep_dir / "before" / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(root / rel, dest)
        before = repo.snapshot(paths, exclude=list(large_before))
        repo.keep(f"{action.action_id}/before", before)
        dirs_before = self._dirs(root, paths)
        pending = {"root": str(root), "git_dir": str(repo.git_dir), "paths": paths, "before": before,
                   "dirs_before": dirs_before, "large_before": large_before, "keep_dir": str(keep_dir)}
        write_atomically(self._pending_file(action.action_id), json.dumps(pending), durable=True)
        try:
            reply = self.sandbox.run_connector("files_ops", request, policy)
        except Exception:
            self._restore(root, repo, before, paths, dirs_before, large_before, keep_dir)
            self._drop(action.action_id, repo, keep_dir)
            raise
        large_after = self._large_files(root, paths)
        after = repo.snapshot(paths, exclude=list(large_after))
        repo.keep(f"{action.action_id}/after", after)
        record = UndoRecord(
            action_id=action.action_id, kind="files", target=action.target,
            description=self._describe(op, paths, root, before, repo), reversible=True,
            data={"root": str(root), "git_dir": str(repo.git_dir), "paths": paths, "before": before,
                  "after": after, "dirs_before": dirs_before, "large_before": large_before,
                  "large_after": {rel: _stamp(root / rel) for rel in large_after}, "keep_dir": str(keep_dir)},
        )
        return self._outcome(action, reply, record, started)

    def _outcome(self, action: Action, reply: dict, record: UndoRecord, started: float) -> Outcome:
        result = {k: v for k, v in reply.items() if k != "preview"} or None
        return Outcome(action_id=action.action_id, method_id=action.method_id,
                       result_preview=reply.get("preview", ""), result=result,
                       undo_description=record.description, reversible=record.reversible, undo=record,
                       sandbox=self.sandbox.name, duration_ms=(time.perf_counter() - started) * 1000)

    @staticmethod
    def _describe(op: str, paths: list[str], root: Path, before: str, repo: ShadowRepo) -> str:
        stored = repo.files(before)
        existed = [p for p in paths if any(f == p or f.startswith(p + "/") for f in stored)]
        if op == "write":
            return f"Restore the previous content of {paths[0]}." if existed else f"Delete {paths[0]}."
        if op == "mkdir":
            return f"Remove the folder {paths[0]} if it is still as Steward left it."
        if op == "move":
            return f"Move {paths[1]} back to {paths[0]}."
        return f"Restore {paths[0]} from the snapshot taken before deleting it."

    def _large_files(self, root: Path, paths: list[str]) -> list[str]:
        """Regular files over large_file_bytes (kept as copies, not in git); symlinks are never followed."""
        return [rel for rel in walk_files(root, paths)
                if not (root / rel).is_symlink() and (root / rel).lstat().st_size > self.large_file_bytes]

    @staticmethod
    def _dirs(root: Path, paths: list[str]) -> list[str]:
        found = set()
        for rel in paths:
            parent = PurePosixPath(rel).parent
            while str(parent) not in ("", "."):
                if (root / parent).is_dir():
                    found.add(str(parent))
                parent = parent.parent
            if (root / rel).is_dir() and not (root / rel).is_symlink():
                found.add(rel)
                for dirpath, dirnames, _ in os.walk(root / rel):
                    dirnames[:] = [d for d in dirnames if d != ".git"]
                    found.update(os.path.relpath(os.path.join(dirpath, d), root) for d in dirnames)
        return sorted(found)

    # -- undo / commit ---------------------------------------------------------------------------
    def _differences(self, data: dict, side: str) -> list[str]:
        """Paths whose current content differs from the stored `side` ("before" or "after") state."""
        root = Path(data["root"])
        repo = ShadowRepo(Path(data["git_dir"]), root)
        expected = repo.files(data[side])
        large = data["large_after"] if side == "after" else {
            rel: _stamp(Path(data["keep_dir"]) / "before" / rel) for rel in data["large_before"]}
        current = walk_files(root, data["paths"])
        changed = set(expected) ^ {p for p in current if p not in large}
        for rel in current:
            if rel in large:
                if _stamp(root / rel)[0] != large[rel][0] or (
                        side == "after" and _stamp(root / rel) != large[rel]) or (
                        side == "before" and not filecmp.cmp(root / rel, Path(data["keep_dir"]) / "before" / rel,
                                                             shallow=False)):
                    changed.add(rel)
            elif rel in expected and blob_id(root / rel) != expected[rel]:
                changed.add(rel)
        changed.update(rel for rel in large if rel not in current)
        return sorted(changed)

    def applied(self, record: UndoRecord) -> str:
        """'after' (the change is in place), 'before' (it is not) or 'changed' (edited since); 'unknown'."""
        if record.state == "committed" or not record.data:
            return "unknown"
        if not self._differences(record.data, "after"):
            return "after"
        return "before" if not self._differences(record.data, "before") else "changed"

    def undo(self, record: UndoRecord, overwrite: bool = False) -> None:
        """Restore the snapshot; UndoConflict when the paths were edited since (unless overwrite)."""
        data = record.data
        if record.state == "committed" or not data:
            raise UndoUnavailable("This file change was committed; its snapshot is gone, so it cannot be undone.")
        root, paths = Path(data["root"]), data["paths"]
        repo = ShadowRepo(Path(data["git_dir"]), root)
        changed = [] if overwrite else self._differences(data, "after")
        if changed:
            raise UndoConflict(
                f"{len(changed)} file(s) changed after this action ({', '.join(changed[:5])}); "
                "undo would overwrite those edits. Undo the later change first or restore by hand.",
                changed=changed,
            )
        self._restore(root, repo, data["before"], paths, data["dirs_before"], data["large_before"],
                      Path(data["keep_dir"]))
        self._drop(record.action_id, repo, Path(data["keep_dir"]))

    def abort(self, action: Action) -> bool:
        """Put back what an interrupted action (the app died while it ran) may have changed.

        True when a snapshot existed (the action may have run) and was restored; False when nothing ran.
        """
        pending = self._pending_file(action.action_id)
        pending.with_suffix(".tmp").unlink(missing_ok=True)  # killed while writing it: the action never started
        if not pending.exists():
            return False
        data = json.loads(pending.read_text())
        repo = ShadowRepo(Path(data["git_dir"]), Path(data["root"]))
        self._restore(Path(data["root"]), repo, data["before"], data["paths"], data["dirs_before"],
                      data["large_before"], Path(data["keep_dir"]))
        self._drop(action.action_id, repo, Path(data["keep_dir"]))
        return True

    def _restore(self, root: Path, repo: ShadowRepo, before: str, paths: list[str], dirs_before: list[str],
                 large_before: list[str], keep_dir: Path) -> None:
        for rel in walk_files(root, paths):
            (root / rel).unlink()
        keep = set(dirs_before)
        for rel in sorted(_walk_dirs(root, paths), key=lambda d: d.count("/"), reverse=True):
            if rel not in keep:
                try:
                    (root / rel).rmdir()
                except OSError:
                    pass
        for rel in dirs_before:
            (root / rel).mkdir(parents=True, exist_ok=True)
        repo.restore(before)
        for rel in large_before:
            (root / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(keep_dir / "before" / rel, root / rel)

    def commit(self, record: UndoRecord) -> UndoRecord:
        if record.kind == "files" and record.data:
            repo = ShadowRepo(Path(record.data["git_dir"]), Path(record.data["root"]))
            self._drop(record.action_id, repo, Path(record.data["keep_dir"]))
        return record.model_copy(update={"state": "committed", "reversible": False, "data": {},
                                         "description": "Committed: the snapshot was dropped."})

    def _pending_file(self, action_id: str) -> Path:
        return self.state_dir / "pending" / f"{action_id}.json"

    def _drop(self, action_id: str, repo: ShadowRepo, keep_dir: Path) -> None:
        repo.drop(f"{action_id}/before", f"{action_id}/after")
        shutil.rmtree(keep_dir, ignore_errors=True)
        self._pending_file(action_id).unlink(missing_ok=True)


def _nested_repository(path: Path) -> Path | None:
    """The first .git found at or under a folder, if any."""
    if not path.is_dir() or path.is_symlink():
        return None
    for dirpath, dirnames, filenames in os.walk(path):
        if ".git" in dirnames or ".git" in filenames:
            return Path(dirpath) / ".git"
    return None


def _stamp(path: Path) -> list[int]:
    stat = path.lstat()
    return [stat.st_size, stat.st_mtime_ns]


def walk_files(root: Path, paths: list[str]) -> list[str]:
    """Files (and symlinks) at or under the given relative paths, skipping any .git."""
    found = []
    for rel in paths:
        full = root / rel
        if full.is_symlink() or full.is_file():
            found.append(rel)
        elif full.is_dir():
            for dirpath, dirnames, filenames in os.walk(full):
                dirnames[:] = [d for d in dirnames if d != ".git"]
                base = os.path.relpath(dirpath, root)
                found.extend(os.path.join(base, name) for name in filenames)
    return found


def _walk_dirs(root: Path, paths: list[str]) -> list[str]:
    found = []
    for rel in paths:
        parent = PurePosixPath(rel).parent
        while str(parent) not in ("", "."):
            found.append(str(parent))
            parent = parent.parent
        full = root / rel
        if full.is_dir() and not full.is_symlink():
            found.append(rel)
            for dirpath, dirnames, _ in os.walk(full):
                dirnames[:] = [d for d in dirnames if d != ".git"]
                found.extend(os.path.relpath(os.path.join(dirpath, d), root) for d in dirnames)
    return found
