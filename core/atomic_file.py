"""Replace a file so that a reader finds the old content or the new, never a torn one."""

from __future__ import annotations

import os
from pathlib import Path


def write_atomically(path: Path, text: str, *, mode: int = 0o666, durable: bool = False) -> None:
    """Write ``text`` to a temporary file beside ``path`` (``path`` with the suffix .tmp) and rename it
    over ``path``.

    ``mode`` is the new file's permission (before the umask; 0o600 for secrets). ``durable`` also
    fsyncs the data before the rename, for records that crash recovery reads.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, mode)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)
        if durable:
            handle.flush()
            os.fsync(handle.fileno())
    os.replace(temporary, path)
