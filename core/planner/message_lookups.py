"""The look-ups that find an e-mail before acting on it: a reply's, a forward's, an attachment's.

The newest message the request means (Gmail's list, ids only), then that message (messages.get: the headers a
reply needs, the raw original a forward attaches, the parts that name an attachment). A mixin of the Planner.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import Any

from core.planner import attachments, bodies, lookup, replies
from core.planner.calls import ToolCall
from core.planner.plan import Plan


class MessageLookups:
    """Planner methods for plans about a message the user received (uses the Planner's catalog, caller,
    ``_with_scopes`` and ``_filled``)."""

    def _reply_lookup(self, plan: Plan, granted_scopes: Sequence[str]) -> Plan | None:
        """A reply's, forward's or attachment's look-ups: the newest message the request means, then that message."""
        opening = plan.calls[0].method == attachments.ATTACHMENT
        ready = opening or (bodies.EMAIL.search(plan.request) if replies.is_forward(plan.request) else
                            bodies.message_text(plan.request))
        if not ready or not self.catalog.has_method(replies.GET):
            return None  # what the reply says, or whom the forward goes to, is asked first
        if plan.replying_to:
            method_id, args = replies.GET, attachments.get_arguments(plan.replying_to) if opening else \
                replies.get_arguments(plan.replying_to, plan.request)
        else:
            method_id, now = replies.LIST, self.caller.arguments.clock()
            search = lookup.search_arguments(self.catalog.method(method_id), replies.searched_part(plan.request), now)
            args = attachments.list_arguments(search.get("q")) if opening else \
                replies.list_arguments(search.get("q"), plan.request)
        return self._with_scopes(plan.request, [ToolCall(name=method_id, arguments=args)],
                                 {method_id: self.catalog.method(method_id)}, granted_scopes, plan.candidates,
                                 time.perf_counter())

    def _reply_resolved(self, plan: Plan, found: Any, granted_scopes: Sequence[str], started: float) -> Plan:
        """The reply or forward once the message is found (its id: read it next) or read."""
        if not plan.replying_to:
            items = [m for m in lookup.items_of(found) if m.get("id")]
            if not items:
                return Plan(request=plan.request, kind="chat", seconds=time.perf_counter() - started,
                            reply="I looked through your mail and found no message that matches; nothing was sent.")
            return plan.model_copy(update={"replying_to": str(items[0]["id"]), "seconds": time.perf_counter() - started})
        if not isinstance(found, dict):
            found = {}
        if plan.calls[0].method == attachments.ATTACHMENT:  # the attachment the request means, saved by its name
            part = attachments.chosen(found, plan.request) if found.get("id") else None
            if part is None:
                return Plan(request=plan.request, kind="chat", reply="That message has no attachment I could open; "
                            "nothing was done.", seconds=time.perf_counter() - started)
            return self._with_scopes(plan.request, [ToolCall(name=attachments.ATTACHMENT, arguments=attachments.arguments(
                found, part))], {attachments.ATTACHMENT: self.catalog.method(attachments.ATTACHMENT)}, granted_scopes,
                plan.candidates, started)
        note = bodies.message_text(plan.request)
        body = replies.forward_body(found, plan.request, note) if replies.is_forward(plan.request) \
            else replies.reply_body(found, note)
        if body is None:
            return Plan(request=plan.request, kind="chat", seconds=time.perf_counter() - started,
                        reply="That message could not be read to answer or pass on; nothing was sent.")
        if plan.calls[0].method == replies.DRAFT:  # "draft a reply to …": the same message, kept in Drafts
            body = {"message": body}
        return self._filled(plan, "body", body, granted_scopes, started, replies.label(found, plan.request))
