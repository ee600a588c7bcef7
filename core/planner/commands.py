"""A command the request spells out, for a parameter that runs one: "shutdown the pc, using the exact command
shutdown /s /t 0" → "shutdown /s /t 0"; "check whether docker is running using docker ps" → "docker ps"; "open
the camera, using the start microsoft.windows.camera: command" → "start microsoft.windows.camera:".

Only a command the request writes out is taken; "list c drive" names none, and no command is made up for it.
"""

from __future__ import annotations

import re
from typing import Any

from core.planner import extract

# Words a command line starts with (the common shell, Windows and developer tools).
_PROGRAMS = ("dir|ls|cd|echo|docker|git|taskkill|tasklist|start|shutdown|ping|ipconfig|ifconfig|mkdir|rmdir|del|rm|cp|mv|"
             "cat|type|python|python3|pip|npm|node|kubectl|curl|wget|netstat|systeminfo|whoami|hostname|copy|move|ren|"
             "cls|clear|notepad|explorer|code|open|xdg-open|sudo|apt|brew|grep|find|tar|unzip|chmod|ps|kill|top|df|du")
_LINE = r"(.+?)\s*(?:[.?!]\s*$|$|\s+(?:please|for\s+me|to\s+(?:see|check|know)|and\s+(?:tell|show|let)\b))"
_SAID = (
    re.compile(rf"\b(?:using|with|via|through|run(?:ning)?|execute|executing|type|typing)\s+(?:the\s+)?(?:exact\s+)?"
               rf"(?:command|cmd)\s*:?\s+(?!and\b|to\b|that\b|for\b){_LINE}", re.I),  # "using the exact command shutdown /s /t 0"
    re.compile(r"\b(?:using|with|via)\s+the\s+(\S+(?:\s+\S+){0,3}?)\s+command\b(?!\s+(?:and|to|for)\b)", re.I),  # "the start … command"
    re.compile(rf"\b(?:using|through|via|by\s+running|run|execute)\s+((?:{_PROGRAMS})\b.*?)\s*(?:[.?!]\s*$|$)", re.I),
)


def is_command_param(param: str, pspec: dict[str, Any]) -> bool:
    """A parameter that holds a command line to run."""
    words = set(extract.content_words(param))
    return bool(words & {"command", "cmd", "commands"}) and \
        bool(re.search(r"\b(?:execut|run|system|shell|terminal|prompt)", str(pspec.get("description", "")), re.I))


def spelled_command(query: str) -> str | None:
    """The command line the request writes out, or None."""
    for pattern in _SAID:
        found = pattern.search(query)
        line = found.group(1).strip().rstrip(".") if found else ""
        if line and not _only_words(line, pattern is _SAID[1]) and not re.search(r"\s(?:command|for)\b", line, re.I):
            return line  # "using taskkill command", "using taskkill for code.exe": a program named, no command written
    return None


def _only_words(line: str, named: bool) -> bool:
    """Plain words, no command ("using the command prompt"): a command starts with a program or has a switch,
    path or operator in it."""
    if named:
        return not re.match(rf"(?:{_PROGRAMS})\b", line, re.I)
    return not (re.match(rf"(?:{_PROGRAMS})\b", line, re.I) or re.search(r"[/\\%&|:=<>-]|\.\w", line))
