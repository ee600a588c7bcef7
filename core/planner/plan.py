"""The Plan: what Steward intends to do for one request, shown in the permission dialog."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field


class PlannedCall(BaseModel):
    """One catalog method to call, with arguments and the least-privilege scopes it needs."""

    method: str
    arguments: dict[str, Any] = Field(default_factory=dict)
    scopes: list[str] = Field(default_factory=list)
    reversible: bool = False
    summary: str = ""
    missing: list[str] = Field(default_factory=list)  # required values still to ask for (kind "clarify")


class Plan(BaseModel):
    """Calls (possibly several) with scopes, reversibility and a one-line summary — or no call.

    ``kind`` is "calls" when there is something to run, "chat" when the request needs no API
    (``reply`` is then empty and the Session answers in plain chat) and "clarify" when a method fits
    but a required value is missing (``reply`` holds the clarifying question and ``calls`` the
    incomplete call, with ``missing`` set; it must not be run).
    """

    request: str  # with chat shorthand spelled out ("tmrw": tomorrow)
    typed: str = ""  # as the user typed it: dictated text is taken from it verbatim
    kind: Literal["calls", "chat", "clarify"]
    calls: list[PlannedCall] = Field(default_factory=list)
    scopes: list[str] = Field(default_factory=list)
    reversible: bool = True
    summary: str = ""
    reply: str = ""
    candidates: list[str] = Field(default_factory=list)  # retrieved method ids, best first
    # For a "clarify" plan that found several objects the request may mean: (label, id), in order.
    choices: list[tuple[str, str]] = Field(default_factory=list)
    replying_to: str = ""  # the id of the e-mail a reply answers, once found (its headers are looked up next)
    looked_up: bool = False  # its look-up ran and what it found is in ``reply``: not to be repeated
    restated: str = ""  # what of the request the answer replaces ("thurs 12th june", when 12 June is no Thursday)
    found: Any = None  # what a look-up found for the next one (a database's tables, before its rows are read)
    seconds: float = 0.0

    @property
    def has_calls(self) -> bool:
        return self.kind == "calls" and bool(self.calls)
