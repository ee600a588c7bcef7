"""Look-ups in two steps before a change: a Drive file then the folder it moves into (drive_moves.py), a
spreadsheet then the row whose cell changes (sheet_rows.py). A mixin of the Planner, like message_lookups.py."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from core.planner import drive_moves, sheet_rows
from core.planner.plan import Plan


class TwoStepLookups:
    """Planner methods for the two-step look-ups (use the Planner's catalog, caller, ``_listing`` and ``_filled``)."""

    def _two_step_lookup(self, plan: Plan, granted_scopes: Sequence[str]) -> Plan | None:
        """The next list call of a move into a folder or a change to a row's cell, or None for other plans."""
        call, now = plan.calls[0], self.caller.arguments.clock()
        if (change := sheet_rows.pending(call, plan.request)) and self.catalog.has_method(sheet_rows.GET):  # the sheet, its rows
            return self._listing(plan, *sheet_rows.next_lookup(call, change, self.catalog.method(sheet_rows.LIST), now),
                                 granted_scopes)
        if (folder := drive_moves.pending(call, plan.request)) and self.catalog.has_method(drive_moves.LIST):  # file, then folder
            return self._listing(plan, *drive_moves.next_lookup(call, folder, plan.request,
                                                                self.catalog.method(drive_moves.LIST), now), granted_scopes)
        return None

    def _two_step_resolved(self, plan: Plan, listed: Any, granted_scopes: Sequence[str], started: float) -> Plan | None:
        """What a two-step look-up found, as the next plan; None for other plans."""
        call = plan.calls[0]
        if (change := sheet_rows.pending(call, plan.request)) is not None:  # "change nail clip to £12 on the price list"
            cell = sheet_rows.resolved(plan, listed, change)
            if isinstance(cell, Plan):
                return cell
            written = call.model_copy(update={"arguments": {**call.arguments, "valueInputOption": "USER_ENTERED",
                                                            "body": {"values": [[cell[1]]]}}})
            return self._filled(plan.model_copy(update={"calls": [written]}), "range", cell[0], granted_scopes, started, cell[2])
        if (folder := drive_moves.pending(call, plan.request)) is not None:  # "move the … file into the Gift Aid folder"
            moved = drive_moves.resolved(plan, listed, folder)
            return moved if isinstance(moved, Plan) else self._filled(plan, "addParents", moved[0], granted_scopes, started, moved[1])
        return None
