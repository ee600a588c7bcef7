"""Byte-level digests of folders, to prove an undo restored the exact state."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path


def tree_digest(root: Path, include_git: bool = False) -> dict[str, str]:
    """relative path -> sha256 of content (symlinks: of the target), plus '/' entries for folders."""
    found = {}
    for dirpath, dirnames, filenames in os.walk(root):
        if not include_git:
            dirnames[:] = [d for d in dirnames if d != ".git"]
        rel = os.path.relpath(dirpath, root)
        found[rel + "/"] = "dir"
        for name in filenames:
            path = Path(dirpath) / name
            data = os.readlink(path).encode() if path.is_symlink() else path.read_bytes()
            found[os.path.join(rel, name)] = hashlib.sha256(data).hexdigest()
    return found


def git_dir_digest(root: Path) -> dict[str, str]:
    return tree_digest(root / ".git", include_git=True)
