"""REST connector: runs INSIDE the sandbox (stdlib only). Builds the URL from the method's path template
and parameters, sends the call through the credential broker's unix socket (the only way out; the
sandbox has no network and never sees a token), and follows nextPageToken pages when asked.

Reads /steward/io/request.json {"method", "url_template", "path_params", "query", "body", "paginate",
"max_pages", "media"?, "bytes"?} and prints one JSON reply {"status", "body", "pages"} or {"error": ...}. With
"media" ({"mime", "data": base64}) the body and the file go as one multipart upload; with "bytes" the answer
is a file, handed back whole as {"media": {"mimeType", "base64"}}.
"""

import json
import os
import re
import socket
import sys
from urllib.parse import quote, urlencode

BROKER = "/steward/broker.sock"
RESERVED_SAFE = "/:@!$&'()*+,;="


def expand(template, params):
    """RFC 6570 level 2 as used by Google discovery: {name} and {+name} (reserved expansion)."""
    def value(match):
        name = match.group(2)
        if name not in params:
            raise ValueError(f"missing path parameter {name!r}")
        return quote(str(params[name]), safe=RESERVED_SAFE if match.group(1) == "+" else "")
    return re.sub(r"\{(\+?)([^}]+)\}", value, template)


def multipart(body, media):
    """Google's multipart upload: the metadata as JSON, then the file (base64, so the body stays text)."""
    boundary = "steward_upload_" + os.urandom(12).hex()
    text = (f"--{boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n{json.dumps(body or {})}\r\n"
            f"--{boundary}\r\nContent-Type: {media['mime']}\r\nContent-Transfer-Encoding: base64\r\n\r\n"
            f"{media['data']}\r\n--{boundary}--\r\n")
    return text, f"multipart/related; boundary={boundary}"


def call(sock_file, method, url, body, media=None, as_bytes=False):
    request = {"method": method, "url": url, "headers": {"Accept": "application/json"}, "body": None,
               "bytes": as_bytes}
    if media is not None:
        request["body"], request["headers"]["Content-Type"] = multipart(body, media)
    elif body is not None:
        request["body"] = json.dumps(body)
        request["headers"]["Content-Type"] = "application/json"
    sock_file.write(json.dumps(request).encode() + b"\n")
    sock_file.flush()
    reply = json.loads(sock_file.readline())
    if "body_base64" in reply:  # a file's bytes (an export, a download): handed on as they came
        reply["body"] = {"media": {"mimeType": reply.get("headers", {}).get("content-type", ""),
                                   "base64": reply.pop("body_base64")}}
        return reply
    text = reply.get("body") or ""
    try:
        reply["body"] = json.loads(text) if text else None
    except ValueError:
        reply["body"] = text
    return reply


def error_message(reply):
    if "denied" in reply:
        return f"the broker refused the call: {reply['denied']}"
    body = reply.get("body")
    if isinstance(body, dict) and isinstance(body.get("error"), dict):
        return f"HTTP {reply['status']}: {body['error'].get('message', '')}"
    return f"HTTP {reply.get('status')}: {reply.get('error') or str(body)[:300]}"


def run(request):
    base = expand(request["url_template"], request.get("path_params", {}))
    query = dict(request.get("query") or {})
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.connect(BROKER)
    with sock, sock.makefile("rwb") as stream:
        merged, pages = None, 0
        while True:
            url = base + ("?" + urlencode(query, doseq=True) if query else "")
            reply = call(stream, request["method"], url, request.get("body"), request.get("media"),
                         bool(request.get("bytes")))
            pages += 1
            if reply.get("status", 500) >= 400:
                return {"error": error_message(reply), "status": reply.get("status")}
            body = reply["body"]
            if merged is None:
                merged = body
            elif isinstance(body, dict) and isinstance(merged, dict):
                for key, items in body.items():
                    if isinstance(items, list) and isinstance(merged.get(key), list):
                        merged[key].extend(items)
            token = body.get("nextPageToken") if isinstance(body, dict) else None
            if not (request.get("paginate") and token) or pages >= request.get("max_pages", 10):
                break
            query["pageToken"] = token
        if isinstance(merged, dict) and pages > 1:
            if token:
                merged["nextPageToken"] = token  # more pages remain beyond max_pages
            else:
                merged.pop("nextPageToken", None)
        return {"status": reply["status"], "body": merged, "pages": pages}


def main():
    with open("/steward/io/request.json") as handle:
        request = json.load(handle)
    try:
        reply = run(request)
    except (OSError, ValueError, KeyError) as exc:
        reply = {"error": f"{type(exc).__name__}: {exc}"}
    sys.stdout.write(json.dumps(reply) + "\n")


if __name__ == "__main__":
    main()
