"""A shadow git repository for a user's folder: snapshots live in a --git-dir outside that folder.

The user's own .git (if any) is never read or written: git skips every `.git` entry, the user's git
config, hooks and attribute filters are switched off, and each snapshot uses a throwaway index.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import uuid
from pathlib import Path

import git

EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"  # git's id of a tree with no entries
IDENTITY = {
    "GIT_AUTHOR_NAME": "Steward", "GIT_AUTHOR_EMAIL": "steward@localhost",
    "GIT_COMMITTER_NAME": "Steward", "GIT_COMMITTER_EMAIL": "steward@localhost",
}


def blob_id(path: Path) -> str:
    """git's blob id of a file (or of a symlink's target text), computed without running git."""
    data = os.readlink(path).encode() if path.is_symlink() else path.read_bytes()
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


class ShadowRepo:
    """Snapshots of chosen paths under `work_tree`, stored as trees in `git_dir` (kept by refs)."""

    def __init__(self, git_dir: Path, work_tree: Path):
        self.git_dir = Path(git_dir)
        self.work_tree = Path(work_tree)
        if not (self.git_dir / "HEAD").exists():
            git.Repo.init(self.git_dir, bare=True)
            (self.git_dir / "info").mkdir(exist_ok=True)
            # Highest-precedence attributes: no LFS/text/ident filters from the user's .gitattributes.
            (self.git_dir / "info" / "attributes").write_text("* -text -filter -diff -merge -ident\n")
        self.env = {
            **IDENTITY, "GIT_DIR": str(self.git_dir), "GIT_WORK_TREE": str(self.work_tree),
            "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": os.devnull,
            "GIT_OPTIONAL_LOCKS": "0",
        }
        self.git = git.Git(str(self.work_tree))

    def _run(self, *args: str, index: Path | None = None, **kwargs) -> str:
        env = dict(self.env)
        if index is not None:
            env["GIT_INDEX_FILE"] = str(index)
        return self.git.execute(
            ["git", "-c", "core.hooksPath=/dev/null", "-c", "gc.auto=0", "-c", "core.fsmonitor=false",
             *args], env=env, **kwargs
        )

    def snapshot(self, paths: list[str], exclude: list[str] = ()) -> str:
        """Store the current content of `paths` (relative; missing ones are simply absent) as a tree."""
        index = self.git_dir / f"index-{uuid.uuid4().hex}"
        try:
            present = [p for p in paths if os.path.lexists(self.work_tree / p)]
            if present:
                specs = [f":(literal){p}" for p in present] + [f":(exclude,literal){p}" for p in exclude]
                self._run("add", "-A", "-f", "--", *specs, index=index)
            return self._run("write-tree", index=index)
        finally:
            index.unlink(missing_ok=True)

    def keep(self, name: str, tree: str) -> None:
        """Keep a tree reachable under refs/steward/<name> (so it is never pruned)."""
        self._run("update-ref", f"refs/steward/{name}", tree)

    def drop(self, *names: str) -> None:
        """Forget snapshots (one git process for all of them)."""
        commands = "".join(f"delete refs/steward/{name}\n" for name in names)
        self._feed(["update-ref", "--stdin"], commands)

    def _feed(self, args: list[str], text: str) -> None:
        subprocess.run(["git", *args], input=text.encode(), env={**os.environ, **self.env}, cwd=self.work_tree,
                       capture_output=True, check=False)

    def entries(self, tree: str) -> list[tuple[str, str, str]]:
        """(mode, blob id, path) of every file in a tree."""
        out = self._run("ls-tree", "-r", "-z", "--full-tree", tree)
        listing = []
        for entry in out.split("\0"):
            if entry:
                meta, path = entry.split("\t", 1)
                mode, _type, blob = meta.split()
                listing.append((mode, blob, path))
        return listing

    def files(self, tree: str) -> dict[str, str]:
        """path -> blob id of every file in a tree."""
        return {path: blob for _mode, blob, path in self.entries(tree)}

    def restore(self, tree: str) -> None:
        """Write every file of `tree` into the work tree (overwriting), with a throwaway index.

        (Measured against streaming `git cat-file --batch` into Python writes: no faster; the cost is the
        file system's, see bench/runtime.py.)
        """
        if tree == EMPTY_TREE:
            return
        index = self.git_dir / f"index-{uuid.uuid4().hex}"
        try:
            self._run("checkout", tree, "--", ":/", index=index)
        finally:
            index.unlink(missing_ok=True)
