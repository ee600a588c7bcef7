"""Must show 3: a unique fake token (a canary) appears nowhere in prompts, logs, the app database or the
sandbox environment, although Steward really signs in with it, stores it, refreshes it and calls the API.

The Playground issues the canary values as the account's access and refresh tokens through the real
OAuth flow. Log records of the Playground server's own threads are left out: it stands in for Google,
whose logs are not Steward's.
"""

from __future__ import annotations

import base64
import json
import logging
import os
import secrets
from pathlib import Path

import httpx
import pytest
from keyring.backends import fail

from core.access import AccountDirectory, GrantStore, OAuthProvider, Vault
from core.playground import PlaygroundServer
from core.timeline import Journal
from tests.support import need

DRIVE_FILE = "https://www.googleapis.com/auth/drive.file"
GMAIL_SEND = "https://www.googleapis.com/auth/gmail.send"


def canaries() -> tuple[str, str]:
    marker = secrets.token_hex(12)
    return f"ya29.CANARY-access-{marker}", f"1//CANARY-refresh-{marker}"


def forms(secret: str) -> list[bytes]:
    """The secret as it could leak: raw, UTF-16, base64 (as the vault pieces are encoded), and its tail."""
    raw = secret.encode()
    return [raw, secret.encode("utf-16-le"), base64.urlsafe_b64encode(raw)[:24], secret[-16:].encode()]


def assert_absent(where: str, data: bytes, *secrets_: str) -> None:
    for secret in secrets_:
        for form in forms(secret):
            assert form not in data, f"the canary leaked into {where}"


def steward_log_text(records: list[logging.LogRecord]) -> str:
    return "\n".join(f"{r.name} {r.getMessage()} {r.exc_text or ''}" for r in records
                     if not r.threadName.startswith("playground"))


class RecordList(logging.Handler):
    """Keeps every log record (all loggers, DEBUG and up)."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.format(record)  # renders exc_text like a real handler would
        self.records.append(record)


@pytest.fixture
def connected(app_db, data_dir: Path):
    """A Playground account connected with canary tokens, used for real: call, refresh, timeline."""
    access, refresh = canaries()
    log = RecordList()
    root = logging.getLogger()
    previous_level = root.level
    root.addHandler(log)
    root.setLevel(logging.DEBUG)
    with PlaygroundServer() as playground:
        playground.queue_tokens(access_token=access, refresh_token=refresh)
        grants = GrantStore(app_db)
        vault = Vault(app_db, fallback_path=data_dir / "vault.enc", backend=fail.Keyring(), passphrase="canary")
        accounts = AccountDirectory(app_db, vault, {"playground": OAuthProvider.playground(playground.base_url)},
                                    grants=grants, open_browser=playground.browser(), timeout=10)
        account = accounts.connect("playground", [DRIVE_FILE])
        assert accounts.access_token(account.id, action="test: the canary is really in use") == access
        created = httpx.post(playground.root_url + "drive/v3/files", json={"name": "canary.txt"},
                             headers=accounts.authorization_header(account.id, action="drive.files.create"))
        assert created.status_code == 200
        journal = Journal(app_db)
        group = journal.open_group("Upload canary.txt to Drive")
        entry = journal.record_intent(group, action={"method": "drive.files.create", "account": account.id,
                                                     "arguments": {"body": {"name": "canary.txt"}}},
                                      summary="Upload canary.txt", service="drive", scopes=[DRIVE_FILE])
        journal.record_outcome(entry, preview=json.dumps(created.json()), undo_record=None)
        playground.expire(access)
        # The API would now answer 401: the runtime asks for a refreshed token (sends the canary refresh token).
        refreshed = accounts.access_token(account.id, action="drive.files.list", force_refresh=True)
        assert refreshed != access and playground.is_active(refreshed)
        try:
            yield {"access": access, "refresh": refresh, "accounts": accounts, "account": account,
                   "playground": playground, "log": log}
        finally:
            root.removeHandler(log)
            root.setLevel(previous_level)


def test_canary_never_in_logs_database_or_files(connected, data_dir: Path) -> None:
    access, refresh = connected["access"], connected["refresh"]
    text = steward_log_text(connected["log"].records)
    assert "drive" in text.lower() or "http" in text.lower()  # logging was really captured
    assert_absent("Steward's logs", text.encode(), access, refresh)

    files = sorted(p for p in data_dir.rglob("*") if p.is_file())
    assert any(p.name == "steward.db" for p in files) and any(p.name == "vault.enc" for p in files)
    for path in files:  # the app DB (with its WAL), the encrypted vault file, anything else written
        assert_absent(str(path), path.read_bytes(), access, refresh)
    assert connected["accounts"].vault.reads()  # the audit log has rows, none holding the secret

    assert_absent("this process's environment", "\n".join(f"{k}={v}" for k, v in os.environ.items()).encode(),
                  access, refresh)


def test_canary_never_in_sandbox_environment(connected) -> None:
    from core.runtime.sandbox import BubblewrapSandbox, SandboxPolicy

    need(BubblewrapSandbox.available(), "bubblewrap cannot create a sandbox here")
    dump = ("import json, os; print(json.dumps({'env': dict(os.environ), "
            "'proc': open('/proc/self/environ', 'rb').read().decode('latin-1')}))")
    run = BubblewrapSandbox().run(["python", "-c", dump], SandboxPolicy(timeout_s=20))
    assert run.exit_code == 0, run.stderr
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    assert "PATH" in seen["env"]  # the dump really ran inside the sandbox
    assert_absent("the sandbox environment", run.stdout.encode(), connected["access"], connected["refresh"])


class RecordingModel:
    """The real bundled model, with every prompt it is given recorded."""

    def __init__(self, model) -> None:
        self._model = model
        self.prompts: list[str] = []

    def __getattr__(self, name: str):
        target = getattr(self._model, name)
        if not callable(target):
            return target

        def recorded(*args, **kwargs):
            self.prompts.extend(a for a in (*args, *kwargs.values()) if isinstance(a, str))
            return target(*args, **kwargs)

        return recorded


SEND_EMAIL = {
    "name": "gmail.users.messages.send",
    "description": "Sends the specified message to the recipients in the To, Cc, and Bcc headers.",
    "parameters": {"type": "object", "required": ["to", "subject"], "properties": {
        "to": {"type": "string", "description": "recipient email address"},
        "subject": {"type": "string", "description": "subject line"},
        "body": {"type": "string", "description": "message text"}}},
}
CREATE_FILE = {
    "name": "drive.files.create",
    "description": "Creates a new file in Google Drive.",
    "parameters": {"type": "object", "required": ["name"], "properties": {
        "name": {"type": "string", "description": "file name"}}},
}


@pytest.mark.slow
def test_canary_never_in_model_prompts(connected, bundled_model) -> None:
    """The planner's model sees the request and function schemas while the account holds the canary."""
    from core.planner import CallerOptions, FunctionCaller, to_function_spec

    model = RecordingModel(bundled_model)
    # The request alone often decides method and values without the model; here the model must vote
    # on the method, so its prompt (request + schemas) is really built and sent.
    caller = FunctionCaller(model, CallerOptions(decisive_margin=float("inf")))
    outcome = caller.call("Send an email to ana@example.com with subject Lunch at noon",
                          [to_function_spec(SEND_EMAIL), to_function_spec(CREATE_FILE)])
    assert model.prompts  # the model was really asked
    chat = bundled_model.chat_prompt([{"role": "user", "content": "Email Ana about lunch"}])
    leaks = "\n".join([*model.prompts, chat, outcome.model_dump_json() if hasattr(outcome, "model_dump_json")
                       else repr(outcome)])
    assert_absent("the model's prompts", leaks.encode(), connected["access"], connected["refresh"])
