"""The Session: the only object the UI talks to. Async; emits typed events; model calls run off-thread."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import sqlite_utils

from core.errors import StewardError
from core.events import (
    ActionCancelled,
    ActionDone,
    ErrorEvent,
    Event,
    ModelLoading,
    ModelReady,
    PermissionNeeded,
    PlanReady,
    ReplyDone,
    ReplyStarted,
    ReplyToken,
)
from core.planner.language_model import LanguageModel

SYSTEM_PROMPT = (
    "You are Steward, a helpful assistant running entirely on the user's computer. "
    "Answer briefly and clearly."
)
HISTORY_TURNS = 6  # earlier messages of the conversation included in the prompt (besides the request)
LOOKUP_ROUNDS = 5  # look-ups before a plan runs: a reply finds the message, then reads its headers; a group, then its new members

ModelFactory = Callable[[Any], LanguageModel]  # None (the active model), a GGUF Path, or a registry ModelInfo
PlannerFactory = Callable[[LanguageModel], Any]  # model -> core.planner.Planner
Subscriber = Callable[[Event], Any]


class Session:
    """One conversation with Steward: load a model, take requests, stream replies, emit events."""

    def __init__(
        self,
        db: sqlite_utils.Database,
        model_factory: ModelFactory,
        *,
        model_path: Path | None = None,
        max_reply_tokens: int = 256,
        conversation_id: str | None = None,
        planner_factory: PlannerFactory | None = None,
        pipeline: Any = None,  # core.action_pipeline.ActionPipeline
        granted_scopes: Callable[[], list[str]] = list,
    ) -> None:
        self.db = db
        self._model_factory = model_factory
        self._model_path = model_path
        self.max_reply_tokens = max_reply_tokens
        self.conversation_id = conversation_id or datetime.now(UTC).strftime("c%Y%m%dT%H%M%S%f")
        self.model: LanguageModel | None = None
        self.planner: Any = None
        self._planner_factory = planner_factory
        self.pipeline = pipeline
        self._granted_scopes = granted_scopes
        self._pending: Any = None  # a Plan that asked the user for a value (kind "clarify")
        # True when a front end answers PermissionNeeded events; otherwise only lasting grants apply.
        self.interactive = False
        self._loaded_models: list[LanguageModel] = []
        self._subscribers: list[Subscriber] = []
        # One worker thread: model calls are serialized and never block the UI thread.
        self._model_thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="steward-model")

    # -- events ---------------------------------------------------------------------------------
    def subscribe(self, callback: Subscriber) -> None:
        self._subscribers.append(callback)

    def emit(self, event: Event) -> None:
        for callback in list(self._subscribers):
            callback(event)

    # -- model ----------------------------------------------------------------------------------
    async def load_model(self, path: Any = None) -> bool:
        """Load (or switch to) a model; on failure emit an error and keep the previous model."""
        if path is not None:
            self._model_path = path
        choice = self._model_path
        label = getattr(choice, "label", None) or (Path(choice).name if choice else "the active model")
        self.emit(ModelLoading(model_name=label, stage="loading weights", progress=None))
        started = time.perf_counter()
        loop = asyncio.get_running_loop()
        try:
            model = await loop.run_in_executor(self._model_thread, self._model_factory, self._model_path)
        except StewardError as exc:
            self.emit(ErrorEvent(message=str(exc), where="model"))
            return False
        planner = None
        if self._planner_factory is not None:
            try:
                planner = await loop.run_in_executor(self._model_thread, self._planner_factory, model)
            except StewardError as exc:  # e.g. the catalog cannot be built: chat still works
                self.emit(ErrorEvent(message=f"Actions are unavailable: {exc}", where="plan"))
        self._free_models()  # the weights of the model this one replaces
        self._loaded_models.append(model)
        self.model, self.planner = model, planner
        self.emit(ModelReady(model_name=model.name, load_seconds=time.perf_counter() - started))
        return True

    # -- chat -----------------------------------------------------------------------------------
    def history(self, limit: int = 200) -> list[dict]:
        return list(
            self.db["chat_messages"].rows_where(
                "conversation_id = ?", [self.conversation_id], order_by="id", limit=limit
            )
        )

    def _remember(self, role: str, text: str) -> int:
        row = {
            "conversation_id": self.conversation_id,
            "role": role,
            "text": text,
            "created_at": datetime.now(UTC).isoformat(),
        }
        return self.db["chat_messages"].insert(row).last_pk

    def _prompt_messages(self) -> list[dict[str, str]]:
        """The system prompt and the latest messages, ending with the request just remembered."""
        latest = self.db["chat_messages"].rows_where(
            "conversation_id = ?", [self.conversation_id], order_by="id desc", limit=HISTORY_TURNS + 1
        )
        messages = [{"role": m["role"], "content": m["text"]} for m in reversed(list(latest))]
        return [{"role": "system", "content": SYSTEM_PROMPT}, *messages]

    async def submit(self, text: str) -> str | None:
        """Handle one user request; returns the reply text (None when it failed)."""
        text = text.strip()
        if not text:
            self.emit(ErrorEvent(message="Type a request first.", where="chat"))
            return None
        if self.model is None:
            self.emit(
                ErrorEvent(
                    message="No model is loaded. Pick a working model in the Models page "
                    "(or remove STEWARD_MODEL_PATH to use the bundled one).",
                    where="model",
                )
            )
            return None
        self._remember("user", text)
        if self.planner is not None and self.pipeline is not None:
            return await self._plan_and_act(text)
        return await self._chat(text)

    async def _chat(self, text: str) -> str | None:
        assert self.model is not None
        prompt = self.model.chat_prompt(self._prompt_messages())
        message_id = self._remember("assistant", "")
        self.emit(ReplyStarted(message_id=message_id, request=text))
        try:
            reply, rate = await self._stream_reply(message_id, prompt)
        except StewardError as exc:
            self.db["chat_messages"].delete(message_id)
            self.emit(ErrorEvent(message=str(exc), where="chat"))
            return None
        self.db["chat_messages"].update(message_id, {"text": reply})
        self.emit(ReplyDone(message_id=message_id, text=reply, tokens_per_second=rate))
        return reply

    async def _stream_reply(self, message_id: int, prompt: str) -> tuple[str, float | None]:
        loop = asyncio.get_running_loop()
        queue: asyncio.Queue[tuple[str, Any]] = asyncio.Queue()
        model = self.model
        assert model is not None

        def produce() -> None:
            count = 0
            started = time.perf_counter()
            try:
                for piece in model.stream(prompt, max_tokens=self.max_reply_tokens):
                    count += 1
                    loop.call_soon_threadsafe(queue.put_nowait, ("piece", piece))
            except Exception as exc:  # forwarded to the loop thread and re-raised there
                loop.call_soon_threadsafe(queue.put_nowait, ("error", exc))
                return
            elapsed = time.perf_counter() - started
            loop.call_soon_threadsafe(queue.put_nowait, ("done", count / elapsed if elapsed else None))

        worker = loop.run_in_executor(self._model_thread, produce)
        parts: list[str] = []
        while True:
            kind, value = await queue.get()
            if kind == "piece":
                parts.append(value)
                self.emit(ReplyToken(message_id=message_id, text=value))
            elif kind == "error":
                await worker
                if isinstance(value, StewardError):
                    raise value
                raise StewardError(f"The model failed while answering: {value}") from value
            else:
                await worker
                return "".join(parts).strip(), value

    # -- actions ---------------------------------------------------------------------------------
    async def _plan_and_act(self, text: str) -> str | None:
        loop = asyncio.get_running_loop()
        pending, self._pending = self._pending, None
        try:
            if pending is not None and not self._is_new_request(text, pending):  # the answer to our question
                plan = await loop.run_in_executor(self._model_thread, self.planner.complete, pending, text,
                                                  self._granted_scopes())
            else:
                plan = await loop.run_in_executor(self._model_thread, self.planner.plan, text, self._granted_scopes())
        except StewardError as exc:
            self.emit(ErrorEvent(message=str(exc), where="plan"))
            return None
        self.emit(PlanReady(request=plan.request, plan_kind=plan.kind, summary=plan.summary,
                            methods=[c.method for c in plan.calls], scopes=plan.scopes, reversible=plan.reversible))
        finder = getattr(self.planner, "lookup", None)
        for _ in range(LOOKUP_ROUNDS):  # "Cancel my 4pm meeting": list the events first to find which one
            lookup = finder(plan, self._granted_scopes()) if finder is not None and not plan.choices else None
            if lookup is None:
                break
            try:
                found = await self.pipeline.carry_out(lookup, conversation_id=self.conversation_id,
                                                      ask=self._ask if self.interactive else None)
            except StewardError as exc:
                self.emit(ErrorEvent(message=str(exc), where="action"))
                return self._say(f"Nothing was done: {exc}")
            if not found.ran:
                return self._say(found.reason)
            plan = self.planner.resolve(plan, found.results[0], self._granted_scopes())
        if plan.kind == "clarify" and plan.reply:
            self._pending = plan if plan.calls else None  # the next message may answer it
            return self._say(plan.reply)
        if plan.kind == "chat" and plan.reply:  # e.g. "OK, nothing was done." after "never mind"
            return self._say(plan.reply)
        if not plan.has_calls:
            return await self._chat(text)
        try:
            result = await self.pipeline.carry_out(
                plan, conversation_id=self.conversation_id, ask=self._ask if self.interactive else None
            )
        except StewardError as exc:
            self.emit(ErrorEvent(message=str(exc), where="action"))
            return self._say(f"Nothing was done: {exc}")
        if not result.ran:
            self.emit(ActionCancelled(reason=result.reason, group_id=result.group_id, rolled_back=result.rolled_back))
            return self._say(result.reason)
        summaries = [c.summary or c.method for c in plan.calls]
        self.emit(ActionDone(group_id=result.group_id, entry_ids=result.entry_ids, summaries=summaries,
                             previews=result.previews, reversible=plan.reversible))
        lines = [f"Done: {s} — {p} (timeline #{i})" for s, p, i in zip(summaries, result.previews, result.entry_ids, strict=True)]
        return self._say("\n".join(lines))

    def _is_new_request(self, text: str, pending: Any) -> bool:
        """A message that is a request of its own for another method ("Show my tasks"), not the
        answer to the question ``pending`` asked."""
        is_relevant, catalog = getattr(self.planner, "is_relevant", None), getattr(self.planner, "catalog", None)
        if len(text.split()) < 3 or is_relevant is None or catalog is None or not is_relevant(text):
            return False
        hits = catalog.search(text, k=1)
        return bool(hits) and hits[0].method.id != pending.calls[0].method

    async def _ask(self, request) -> Any:
        answer: asyncio.Future = asyncio.get_running_loop().create_future()
        self.emit(PermissionNeeded(request=request, answer=answer))
        return await answer

    def _say(self, text: str) -> str:
        """Put a complete assistant message (not generated token by token) into the chat."""
        message_id = self._remember("assistant", text)
        self.emit(ReplyStarted(message_id=message_id, request=""))
        self.emit(ReplyToken(message_id=message_id, text=text))
        self.emit(ReplyDone(message_id=message_id, text=text))
        return text

    def _free_models(self) -> None:
        """Free the weights of the models this Session loaded itself (not one handed to it)."""
        for model in self._loaded_models:
            getattr(model, "close", lambda: None)()
        self._loaded_models.clear()

    def close(self) -> None:
        self._model_thread.shutdown(wait=True, cancel_futures=True)
        self._free_models()
        self.model = None
