"""Files connector: runs INSIDE the sandbox (stdlib only). The confined root is mounted at /data.

Reads /steward/io/request.json {"op": ..., "args": {...}} and prints one JSON reply.
"""

import base64
import fnmatch
import json
import os
import re
import shutil
import sys

ROOT = "/data"


def inside(rel):
    full = os.path.realpath(os.path.join(ROOT, rel))
    if full != ROOT and not full.startswith(ROOT + "/"):
        raise ValueError(f"{rel!r} is outside the folder")
    if ".git" in os.path.relpath(full, ROOT).split(os.sep):
        raise ValueError(f"{rel!r} is inside the folder's own .git")
    return full


MAX_ENTRIES = 1000  # entries listed or files found, at most
MAX_TEXT_BYTES = 1024 * 1024  # a file searched inside, at most (bigger ones are matched by name only)
MAX_READ_BYTES = 64 * 1024 * 1024  # all text read by one search, at most


def walk(base):
    """Paths under ``base`` relative to it, sorted, without .git."""
    out = []
    for folder, dirs, files in os.walk(base):
        dirs[:] = sorted(d for d in dirs if d != ".git")
        rel = os.path.relpath(folder, base)
        out += [n if rel == "." else f"{rel}/{n}" for n in sorted(files) + dirs]
        if len(out) > 50 * MAX_ENTRIES:
            break
    return sorted(out)


_SMALL_WORDS = {"the", "a", "an", "and", "or", "of", "in", "on", "for", "to", "with", "about", "my", "that", "this", "file",
                "files", "from", "by", "at", "some", "any", "our"}


def _words(text):
    return [w for w in re.split(r"[^0-9a-z]+", text.lower()) if w]


def _has(text, word):
    """``word`` is in ``text``, or its singular is ("photos" finds "photo_01.jpg")."""
    return word in text or (len(word) > 3 and word.endswith("s") and word[:-1] in text)


def search(base, query, contents):
    """Files whose name (path) holds every word of ``query``, then text files that hold them all. When no
    file holds them all and the query has three words or more, the names that hold most of them, best first
    ("invoice Henderson plumbing" finds "henderson-invoice.pdf"; "warranty claim form for the Cube frame" finds
    "cube_warranty_claim.pdf"), marked as partial."""
    words = [w for w in _words(query) if w not in _SMALL_WORDS] or _words(query)  # "notes about the boiler": notes, boiler
    if not words:
        raise ValueError("the search needs words to look for")
    found, nearly, read = [], [], 0
    for rel in walk(base):
        full = os.path.join(base, rel)
        shown = os.path.relpath(full, ROOT)  # from the folder the user chose, so it can be opened
        named = sum(_has(rel.lower(), w) for w in words)
        if named == len(words):
            found.append({"path": shown, "where": "name"})
        elif contents and os.path.isfile(full) and os.path.getsize(full) <= MAX_TEXT_BYTES and read < MAX_READ_BYTES:
            with open(full, "rb") as handle:
                data = handle.read()
            read += len(data)
            text = data.decode("utf-8", "replace") if b"\0" not in data[:4096] else ""  # "": not text
            lowered = text.lower()
            if text and all(_has(lowered, w) for w in words):
                line = next((ln.strip() for ln in text.splitlines() if _has(ln.lower(), words[0])), "")
                found.append({"path": shown, "where": "text", "line": line[:200]})
                continue
        if len(words) >= 3 and named >= max(2, len(words) - len(words) // 2) and len(nearly) < 4 * MAX_ENTRIES:
            nearly.append((named, {"path": shown, "where": "name", "partial": True}))
        if len(found) >= MAX_ENTRIES:
            break
    found.sort(key=lambda f: f["where"] != "name")
    nearly = [f for _, f in sorted(nearly, key=lambda n: -n[0])[:MAX_ENTRIES]]  # most words first
    if not found and nearly:
        shown = ", ".join(f["path"] for f in nearly[:5]) + (", …" if len(nearly) > 5 else "")
        return {"preview": f"no file matches all of {query!r}; {len(nearly)} match most of its words: {shown}",
                "matches": nearly}
    shown = ", ".join(f["path"] for f in found[:5]) + (", …" if len(found) > 5 else "")
    return {"preview": f"{len(found)} files match {query!r}" + (f": {shown}" if found else ""), "matches": found}


def content_of(args):
    if "content_b64" in args:
        return base64.b64decode(args["content_b64"])
    return args.get("content", "").encode()


def run(op, args):
    if op == "write":
        path = inside(args["path"])
        os.makedirs(os.path.dirname(path), exist_ok=True)
        data = content_of(args)
        with open(path, "ab" if args.get("append") else "wb") as handle:
            handle.write(data)
        return {"preview": f"wrote {len(data)} bytes to {args['path']}"}
    if op == "mkdir":
        os.makedirs(inside(args["path"]), exist_ok=True)
        return {"preview": f"created folder {args['path']}"}
    if op == "move":
        src, dst = inside(args["src"]), inside(args["dst"])
        if os.path.lexists(dst) and not args.get("overwrite"):
            raise ValueError(f"{args['dst']!r} already exists")
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.move(src, dst)
        return {"preview": f"moved {args['src']} to {args['dst']}"}
    if op == "delete":
        path = inside(args["path"])
        if os.path.isdir(path) and not os.path.islink(path):
            shutil.rmtree(path)
        else:
            os.unlink(path)
        return {"preview": f"deleted {args['path']}"}
    if op == "read":
        limit = int(args.get("max_bytes", 65536))
        with open(inside(args["path"]), "rb") as handle:
            data = handle.read(limit)
        return {"preview": f"read {len(data)} bytes of {args['path']}", "content": data.decode("utf-8", "replace")}
    if op == "list":
        base = inside(args.get("path", "."))
        pattern = args.get("pattern") or "*"
        if args.get("recursive") or "/" in pattern:
            names = [rel for rel in walk(base) if fnmatch.fnmatch(rel, pattern) or fnmatch.fnmatch(os.path.basename(rel), pattern)]
        else:
            names = sorted(n for n in os.listdir(base) if n != ".git" and fnmatch.fnmatch(n, pattern))
        return {"preview": f"{len(names)} entries in {args.get('path', '.')}", "entries": names[:MAX_ENTRIES]}
    if op == "search":
        return search(inside(args.get("path", ".")), str(args.get("query", "")), bool(args.get("contents", True)))
    raise ValueError(f"unknown files operation {op!r}")


def main():
    with open("/steward/io/request.json") as handle:
        request = json.load(handle)
    try:
        reply = run(request["op"], request.get("args", {}))
    except (OSError, ValueError, KeyError) as exc:
        reply = {"error": f"{request.get('op')} failed: {exc}"}
    sys.stdout.write(json.dumps(reply) + "\n")


if __name__ == "__main__":
    main()
