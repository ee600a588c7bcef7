"""The look-ups of a database request: its tables (then, when those do not settle it, its rows), then the sqlite call
completed from them or the question asked. A mixin of the Planner, like message_lookups.py."""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from core.planner import database_names, sql_amounts, sql_requests, sql_row_links, sql_rows
from core.planner.calls import ToolCall
from core.planner.plan import Plan

SQL_ROWS = "sqlite.query"  # the look-up that reads a database's rows when its tables do not settle a request


class SqlLookups:
    """Planner methods for database requests (use the Planner's catalog, caller, ``held_names`` and ``_with_scopes``)."""

    def _sql_resolved(self, plan: Plan, listed: Any, granted_scopes: Sequence[str], started: float) -> Plan:
        """A sqlite call completed from its database's tables, or the schema shown with the question."""
        call, today = plan.calls[0], self.caller.arguments.clock().date()
        if plan.found is not None:  # the second look-up: the rows of the tables found first
            tables = sql_requests.tables_of(plan.found)
            values = sql_requests.complete_from_rows(call.method, plan.request, tables, sql_row_links.rows_of(listed, tables), today)
        else:
            tables = sql_requests.tables_of(listed)
            values = sql_requests.complete(call.method, plan.request, tables, today)
            keyed = call.method == "sqlite.insert" and sql_rows.keyed_children(tables)  # a new row may need a key a name says
            if (values is None or keyed) and tables and self.catalog.has_method(SQL_ROWS):  # which rows or column: read the rows
                return plan.model_copy(update={"found": listed, "seconds": time.perf_counter() - started})
        database = call.arguments.get("database", "the database")
        if values is not None and (call.method in ("sqlite.update", "sqlite.delete") and not sql_amounts.stock_counted(values)
                                   and database_names.left_out(plan.request, self.held_names(database), values) or database_names.misread_key(plan.request, values)
                or database_names.person_for_thing(plan.request, call.method, values, tables)
                or database_names.day_left_out(plan.request, call.method, values, tables)):
            values = None  # "yer man paddy dunne … paid me cash there, mark him off": never every cash job; asked
        if values is None:
            return plan.model_copy(update={"looked_up": True, "seconds": time.perf_counter() - started,
                                           "reply": sql_requests.unclear(database, plan.request, tables)})
        method = self.catalog.method(call.method)
        arguments = {**call.arguments, **values}
        arguments = {p: arguments[p] for p in method.parameters.get("properties", {}) if p in arguments}
        return self._with_scopes(plan.request, [ToolCall(name=method.id, arguments=arguments)], {method.id: method},
                                 granted_scopes, plan.candidates, started)
