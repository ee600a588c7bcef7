"""A URL parameter whose description or default writes out a template ("https://<ip>/…/nodes?fabricName={fabricName}"):
filled from the other arguments and what the request states ("IP:192.168.11.33"), only when every placeholder is."""

from __future__ import annotations

import re
from typing import Any

_TEMPLATE = re.compile(r"https?://\S*(?:<\w+>|\{\w+\})\S*")
_PLACEHOLDER = re.compile(r"<(\w+)>|\{(\w+)\}")
_IPV4 = re.compile(r"(?<![\d.])(?:\d{1,3}\.){3}\d{1,3}(?![\d.])")


def template(pspec: dict[str, Any]) -> str | None:
    """The URL template the parameter's default or description writes out, else None."""
    for text in (pspec.get("default"), pspec.get("description")):
        m = _TEMPLATE.search(str(text or ""))
        if m:
            return m.group(0).rstrip(".,;)'\"")
    return None


def _stated(query: str, name: str) -> str | None:
    """What the request gives ``name`` ("IP:192.168.11.33", "host is 10.0.0.2"); an ip placeholder takes the one address said."""
    m = re.search(rf"(?<![A-Za-z]){re.escape(name)}\s*(?::|=|\bis\b)\s*([^\s,;]+)", query, re.I)
    if m:
        return m.group(1).rstrip(".")
    addresses = set(_IPV4.findall(query)) if name.lower() in ("ip", "host", "ip_address", "hostname") else set()
    return addresses.pop() if len(addresses) == 1 else None


def filled(query: str, pspec: dict[str, Any], args: dict[str, Any]) -> str | None:
    """The template with each placeholder replaced by the argument of its name or the value the request
    states for it; None when one is left open or the request states none of them."""
    url = template(pspec)
    if url is None:
        return None
    stated = 0
    values: dict[str, str] = {}
    for m in _PLACEHOLDER.finditer(url):
        name = m.group(1) or m.group(2)
        value = args.get(name)
        if value is None:
            value = _stated(query, name)
            stated += value is not None
        if value is None or isinstance(value, (dict, list)):
            return None
        values[m.group(0)] = str(value)
    if not stated:
        return None  # the arguments alone: the API's own default does as well
    return _PLACEHOLDER.sub(lambda m: values[m.group(0)], url)
