"""Files connector: runs INSIDE the sandbox (stdlib only). The confined root is mounted at /data.

Reads /steward/io/request.json {"op": ..., "args": {...}} and prints one JSON reply.
"""

import base64
import json
import os
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
        names = sorted(n for n in os.listdir(base) if n != ".git")
        return {"preview": f"{len(names)} entries in {args.get('path', '.')}", "entries": names[:1000]}
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
