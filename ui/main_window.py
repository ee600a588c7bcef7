"""The main window: chat with a timeline beside it, Accounts and Models pages, a status bar."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QProgressBar,
    QSplitter,
    QTabWidget,
    QWidget,
)

from core.events import (
    ActionCancelled,
    ActionDone,
    ErrorEvent,
    Event,
    ModelLoading,
    ModelReady,
    PermissionNeeded,
    ReplyDone,
    ReplyStarted,
    ReplyToken,
)
from ui.accounts_page import AccountsPage
from ui.chat_view import ChatView
from ui.models_page import ModelsPage
from ui.permission_dialog import ask_permission_async
from ui.timeline_panel import TimelinePanel

if TYPE_CHECKING:  # the window receives the wired objects; it never loads a model itself
    from app.wiring import Steward


class MainWindow(QMainWindow):
    """Steward's window. Talks only to the Session (events in, coroutines out)."""

    def __init__(self, steward: Steward, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.steward = steward
        self.session = steward.session
        self._tasks: set[asyncio.Task] = set()
        self.setWindowTitle("Steward")
        self.resize(1100, 720)

        self.chat = ChatView()
        self.chat.submitted.connect(self._on_submitted)
        self.chat.set_busy(True)

        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.addWidget(self.chat)
        for panel in self._side_panels():
            self.splitter.addWidget(panel)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 2)

        self.tabs = QTabWidget()
        self.tabs.addTab(self.splitter, "Chat")
        for title, page in self._pages():
            self.tabs.addTab(page, title)
        self.setCentralWidget(self.tabs)

        self.status_label = QLabel("Starting…")
        self.progress = QProgressBar()
        self.progress.setMaximumWidth(180)
        self.progress.setTextVisible(False)
        self.progress.setAccessibleName("Model loading progress")
        self.statusBar().addWidget(self.status_label, 1)
        self.statusBar().addPermanentWidget(self.progress)
        self.session.subscribe(self._on_event)
        self.session.interactive = True  # this window answers permission questions

    # -- composition (pages other capabilities provide) ----------------------------------------
    def _side_panels(self) -> list[QWidget]:
        self.timeline_panel = TimelinePanel(self.steward.journal, timeline=self.steward.timeline)
        return [self.timeline_panel]

    def _pages(self) -> list[tuple[str, QWidget]]:
        steward = self.steward
        self.accounts_page = AccountsPage(steward.db, steward.grants, accounts=steward.accounts, vault=steward.vault)
        self.models_page = ModelsPage(steward.registry, steward.evaluator)
        self.models_page.model_info_selected.connect(self.switch_model)
        return [("Accounts && Permissions", self.accounts_page), ("Models", self.models_page)]

    # -- async plumbing -------------------------------------------------------------------------
    def run_task(self, coro) -> asyncio.Task:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        return task

    @property
    def busy(self) -> bool:
        return bool(self._tasks)

    def start(self) -> asyncio.Task:
        """Settle what a crash interrupted, then load the model in the background (the window is usable)."""
        self.recover_interrupted_actions()
        return self.run_task(self.session.load_model())

    def recover_interrupted_actions(self) -> None:
        """Crash recovery before any new request: roll back or ask about actions a crash interrupted."""
        from core.timeline.recovery import recover

        try:
            report = recover(self.steward.runtime, self.steward.journal)
        except Exception as exc:  # shown, never fatal: the entries stay on the timeline for a decision
            self.timeline_panel.show_message(f"Could not check interrupted actions: {exc}", error=True)
            return
        self.timeline_panel.show_recovery(report)

    def switch_model(self, path) -> asyncio.Task:
        self.chat.set_busy(True)
        return self.run_task(self.session.load_model(path))

    def _on_submitted(self, text: str) -> None:
        self.chat.set_busy(True)
        self.run_task(self._submit(text))

    async def _submit(self, text: str) -> None:
        try:
            await self.session.submit(text)
        finally:
            self.chat.set_busy(self.session.model is None)

    async def _answer_permission(self, event: PermissionNeeded) -> None:
        try:
            decision = await ask_permission_async(event.request, self)
        except Exception as exc:  # the question must never stay unanswered
            if not event.answer.done():
                event.answer.set_exception(exc)
            return
        if not event.answer.done():
            event.answer.set_result(decision)
        self.accounts_page.refresh()

    # -- events ---------------------------------------------------------------------------------
    def _on_event(self, event: Event) -> None:
        if isinstance(event, PermissionNeeded):
            self.status_label.setText(f"Waiting for your permission: {event.request.action_summary}")
            self.run_task(self._answer_permission(event))
        elif isinstance(event, ActionDone):
            self.timeline_panel.focus_entry(event.entry_ids[-1])  # the chat's "timeline #N" is shown there
        elif isinstance(event, ActionCancelled):
            self.timeline_panel.refresh()
        elif isinstance(event, ModelLoading):
            self.status_label.setText(f"Loading {event.model_name}: {event.stage}…")
            if event.progress is None:
                self.progress.setRange(0, 0)  # busy indicator
            else:
                self.progress.setRange(0, 100)
                self.progress.setValue(int(event.progress * 100))
            self.progress.show()
        elif isinstance(event, ModelReady):
            self.progress.setRange(0, 100)
            self.progress.setValue(100)
            self.progress.hide()
            self.status_label.setText(f"Model ready: {event.model_name} (loaded in {event.load_seconds:.1f} s)")
            self.chat.set_busy(False)
        elif isinstance(event, ReplyStarted):
            self.chat.add_message("assistant", "", event.message_id)
            self.status_label.setText("Thinking…")
        elif isinstance(event, ReplyToken):
            self.chat.append_to(event.message_id, event.text)
        elif isinstance(event, ReplyDone):
            self.chat.finish(event.message_id, event.text)
            rate = f" ({event.tokens_per_second:.0f} tokens/s)" if event.tokens_per_second else ""
            self.status_label.setText(f"Ready{rate}")
        elif isinstance(event, ErrorEvent):
            self.chat.add_message("error", event.message)
            self.status_label.setText(f"Error: {event.message}")
            if event.where == "model":
                # Keep the window usable: Send stays enabled and explains what to do.
                self.progress.hide()
                self.chat.set_busy(False)
