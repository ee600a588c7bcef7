"""Builds the Docker sandbox image locally (no registry): a minimal rootfs with the host's Python.

The rootfs holds the Python install (without site-packages and the test suite), the shared libraries it
links against, and a passwd entry for uid 65534; it is imported with `docker import` semantics.
"""

from __future__ import annotations

import hashlib
import io
import os
import re
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
from pathlib import Path

IMAGE_REPOSITORY = "steward-sandbox"
IMAGE_PYTHON = "/opt/python"
BUILDER_VERSION = "2"
SKIP_DIRS = {"site-packages", "test", "tests", "idlelib", "tkinter", "turtledemo", "ensurepip", "lib2to3",
             "pydoc_data"}


def image_tag() -> str:
    """A tag that changes when the host Python or this builder changes."""
    key = f"{BUILDER_VERSION}:{sys.version}:{Path(sys.base_prefix).resolve()}"
    return hashlib.sha256(key.encode()).hexdigest()[:16]


def image_python() -> str:
    return f"{IMAGE_PYTHON}/bin/python{sys.version_info.major}.{sys.version_info.minor}"


def _shared_libraries(binaries: list[Path]) -> set[Path]:
    libs: set[Path] = set()
    for chunk in range(0, len(binaries), 50):
        out = subprocess.run(["ldd", *map(str, binaries[chunk:chunk + 50])], capture_output=True, text=True).stdout
        for match in re.finditer(r"(?:=>\s*)?(/\S+)\s+\(0x", out):
            libs.add(Path(match.group(1)))
    return libs


def build_rootfs(dest: Path) -> Path:
    """Write the rootfs tarball to dest and return it."""
    prefix = Path(sys.base_prefix).resolve()
    python = prefix / "bin" / f"python{sys.version_info.major}.{sys.version_info.minor}"
    stdlib = Path(sysconfig.get_paths(vars={"installed_base": str(prefix), "base": str(prefix)})["stdlib"])
    binaries = [python, *sorted((stdlib / "lib-dynload").glob("*.so"))]
    libdir = prefix / "lib"
    binaries += sorted(libdir.glob("libpython*.so*"))
    with tarfile.open(dest, "w") as tar:
        for name in ("tmp", "data", "steward", "etc", "usr/bin", "opt"):
            info = tarfile.TarInfo(name)
            info.type, info.mode = tarfile.DIRTYPE, 0o1777 if name == "tmp" else 0o755
            tar.addfile(info)
        for name, text in (("etc/passwd", "root:x:0:0::/root:/bin/false\nnobody:x:65534:65534::/tmp:/bin/false\n"),
                           ("etc/group", "root:x:0:\nnogroup:x:65534:\n")):
            data = text.encode()
            info = tarfile.TarInfo(name)
            info.size, info.mode = len(data), 0o644
            tar.addfile(info, io.BytesIO(data))
        tar.add(python, arcname=image_python().lstrip("/"))
        for lib in sorted(libdir.glob("libpython*.so*")):
            tar.add(lib.resolve(), arcname=f"{IMAGE_PYTHON.lstrip('/')}/lib/{lib.name}")
        for dirpath, dirnames, filenames in os.walk(stdlib):
            dirnames[:] = [d for d in dirnames if d not in SKIP_DIRS and not d.startswith("config-")]
            rel = Path(dirpath).relative_to(prefix)
            for name in filenames:
                path = Path(dirpath) / name
                if path.is_file():
                    tar.add(path, arcname=f"{IMAGE_PYTHON.lstrip('/')}/{rel}/{name}", recursive=False)
        for lib in sorted(_shared_libraries(binaries)):
            if lib.exists() and not str(lib).startswith(str(prefix)):
                tar.add(lib.resolve(), arcname=str(lib).lstrip("/"))
        link = tarfile.TarInfo("usr/bin/python3")
        link.type, link.linkname = tarfile.SYMTYPE, image_python()
        tar.addfile(link)
    return dest


def ensure_image(client) -> str:
    """Return the image reference, building and importing it first if this engine lacks it."""
    reference = f"{IMAGE_REPOSITORY}:{image_tag()}"
    try:
        client.images.get(reference)
        return reference
    except Exception:  # noqa: BLE001 - docker.errors.ImageNotFound (docker imported lazily)
        pass
    with tempfile.TemporaryDirectory(prefix="steward-rootfs-") as tmp:
        tarball = build_rootfs(Path(tmp) / "rootfs.tar")
        client.api.import_image_from_file(str(tarball), repository=IMAGE_REPOSITORY, tag=image_tag(),
                                          changes=["USER 65534:65534", "WORKDIR /tmp", "ENV HOME=/tmp",
                                                   f"ENV LD_LIBRARY_PATH={IMAGE_PYTHON}/lib"])
    client.images.get(reference)
    return reference
