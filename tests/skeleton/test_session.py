"""The Session with the real bundled model: streamed events, persisted history, recoverable model errors."""

from __future__ import annotations

import asyncio
from pathlib import Path

from app.settings import Settings
from app.wiring import build
from core.events import ErrorEvent, ModelReady, ReplyDone, ReplyStarted, ReplyToken


def test_reply_streams_token_by_token_and_is_saved(data_dir: Path, bundled_model) -> None:
    steward = build(Settings())
    steward.session.model = bundled_model
    events = []
    steward.session.subscribe(events.append)
    reply = asyncio.run(steward.session.submit("Name three colours."))
    steward.close()

    kinds = [type(e) for e in events]
    assert kinds[0] is ReplyStarted and kinds[-1] is ReplyDone
    tokens = [e.text for e in events if isinstance(e, ReplyToken)]
    assert len(tokens) > 3, "the reply should arrive in several pieces"
    assert "".join(tokens).strip() == reply
    rows = steward.session.history()
    assert [(r["role"], r["text"]) for r in rows] == [("user", "Name three colours."), ("assistant", reply)]


def test_bad_model_keeps_the_session_usable(data_dir: Path, tmp_path: Path) -> None:
    bad = tmp_path / "bad.gguf"
    bad.write_bytes(b"not a model")
    steward = build(Settings(model_path=bad))
    events = []
    steward.session.subscribe(events.append)

    async def scenario() -> str | None:
        assert not await steward.session.load_model()
        assert await steward.session.submit("hello") is None  # explains that no model is loaded
        assert await steward.session.load_model(None) is False  # still the bad path
        steward.session._model_path = None
        assert await steward.session.load_model()
        return await steward.session.submit("Say hi")

    reply = asyncio.run(scenario())
    steward.close()
    errors = [e.message for e in events if isinstance(e, ErrorEvent)]
    assert "is not a GGUF model" in errors[0]
    assert "No model is loaded" in errors[1]
    assert any(isinstance(e, ModelReady) for e in events)
    assert reply
