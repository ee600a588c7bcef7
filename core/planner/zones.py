"""Time zones a request or the machine names: "3pm London time", "ET", and the IANA zone Calendar needs for an
offset (the system's own when it matches). Part of times.py."""

from __future__ import annotations

import datetime as dt
import functools
import os
import re
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones


def zone_name(moment: dt.datetime) -> str | None:
    """An IANA time zone for ``moment``'s offset, which Calendar needs to expand a repeating event: the
    system's own zone when it has that offset then, else the fixed Etc/GMT zone of a whole-hour offset."""
    offset = moment.utcoffset()
    if offset is None:
        return None
    local = _system_zone()
    try:
        if local and ZoneInfo(local).utcoffset(moment.replace(tzinfo=None)) == offset:
            return local
    except (ZoneInfoNotFoundError, ValueError):
        pass
    hours, rest = divmod(int(offset.total_seconds()), 3600)
    return None if rest else "Etc/GMT" if hours == 0 else f"Etc/GMT{-hours:+d}"  # Etc/GMT-1 is UTC+1


def _system_zone() -> str | None:
    """The machine's IANA zone name: $TZ, or where /etc/localtime points."""
    name = os.environ.get("TZ", "").lstrip(":")
    if not name:
        try:
            target = os.path.realpath("/etc/localtime")
        except OSError:
            return None
        name = target.split("zoneinfo/", 1)[1] if "zoneinfo/" in target else ""
    return name or None


_ZONE_WORDS = {"et": "America/New_York", "est": "America/New_York", "edt": "America/New_York",
               "ct": "America/Chicago", "cst": "America/Chicago", "cdt": "America/Chicago",
               "mt": "America/Denver", "mst": "America/Denver", "mdt": "America/Denver",
               "pt": "America/Los_Angeles", "pst": "America/Los_Angeles", "pdt": "America/Los_Angeles",
               "gmt": "UTC", "utc": "UTC", "cet": "Europe/Paris", "cest": "Europe/Paris", "bst": "Europe/London",
               "ist": "Asia/Kolkata", "jst": "Asia/Tokyo", "aest": "Australia/Sydney"}
_REGIONS = {"eastern": "America/New_York", "central": "America/Chicago", "mountain": "America/Denver",
            "pacific": "America/Los_Angeles"}
_ZONE_TEXT = re.compile(r"\b(?:([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+time|(" + "|".join(_ZONE_WORDS) + r"))\b(?!-)", re.I)


@functools.cache
def _cities() -> dict[str, str]:
    """IANA zones by their city ("new york" → America/New_York), from the system's time zone database."""
    try:
        names = available_timezones()
    except (OSError, ValueError):
        return {}
    return {name.rsplit("/", 1)[-1].replace("_", " ").lower(): name for name in sorted(names) if "/" in name}


def named_zone(text: str) -> tuple[ZoneInfo | None, str]:
    """The time zone a request states for its clock time ("London time", "3pm ET"), and the words."""
    for m in _ZONE_TEXT.finditer(text):
        if m.group(2) and not (m.group(2).isupper() or m.group(2).lower() in ("utc", "gmt")):
            continue  # "et"/"pt" only as written in capitals ("3pm ET"), never the word "pt"
        name = _ZONE_WORDS.get(m.group(2).lower()) if m.group(2) else \
            _REGIONS.get(m.group(1).lower()) or _cities().get(m.group(1).lower())
        if name is None and m.group(1) and " " in m.group(1):  # "meet London time": the city alone
            name = _cities().get(m.group(1).split()[-1].lower())
        if name:
            try:
                return ZoneInfo(name), m.group(0)
            except (ZoneInfoNotFoundError, ValueError):
                continue
    return None, ""


_ZONE_PARAM = re.compile(r"time_?zone|^tz$|zone_?(?:id|name)", re.I)
_IANA_ASKED = re.compile(r"\b(?:Olson|IANA|tz database)\b|['\"](?:Africa|America|Asia|Australia|Europe|Pacific)/[A-Z]", re.I)


def zone_said(query: str, param: str, pspec: dict) -> str | None:
    """The IANA zone a time-zone parameter that asks for one gets from the request ("at 4pm London time" →
    Europe/London; "3pm ET" → America/New_York); one of its enum values when it has them, else None."""
    enum = pspec.get("enum")
    if not _ZONE_PARAM.search(param) or not (_IANA_ASKED.search(str(pspec.get("description", "")))
                                            or enum and any("/" in str(v) for v in enum)):
        return None
    zone, _ = named_zone(query)
    name = zone.key if zone else None
    return name if name and (not enum or name in enum) else None
