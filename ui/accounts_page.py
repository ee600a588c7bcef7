"""Accounts & Permissions page: connected accounts (metadata only) and lasting grants with Revoke buttons."""

from __future__ import annotations

import json
import threading
from collections.abc import Callable

import sqlite_utils
from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from core.access.accounts import AccountDirectory
from core.access.grants import GrantStore
from core.access.vault import Vault
from core.errors import StewardError

ACCOUNT_COLUMNS = ["Provider", "Account", "Scopes", "Connected", ""]
GRANT_COLUMNS = ["Account", "Scope", "Method", "Allowed", "Since", ""]


def _short_scope(url: str) -> str:
    return url.rsplit("/auth/", 1)[-1] if "/auth/" in url else url


class AccountsPage(QWidget):
    """Lists accounts and grants; Revoke removes a grant at once (queued requests then ask again).

    With ``accounts``: a Connect button per configured provider (sign-in runs off the UI thread, asking
    only for the identity scopes: plans add scopes when they need them) and Disconnect buttons.
    With ``vault``: its fallback notice is shown as a visible warning, with a passphrase field when locked.
    ``disconnect`` / ``vault_notice`` override those two.
    """

    connect_finished = Signal(str)  # status text, emitted from the sign-in thread

    def __init__(self, db: sqlite_utils.Database, grants: GrantStore, parent: QWidget | None = None, *,
                 accounts: AccountDirectory | None = None, vault: Vault | None = None,
                 disconnect: Callable[[str], None] | None = None, vault_notice: str | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.grants = grants
        self.accounts = accounts
        self.vault = vault
        self.disconnect = disconnect or (accounts.disconnect if accounts is not None else None)
        vault_notice = vault_notice or (vault.notice if vault is not None else None)
        layout = QVBoxLayout(self)

        self.notice = QLabel(vault_notice or "")
        self.notice.setObjectName("vaultNotice")
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("background:#fef3c7; color:#78350f; padding:6px; border-radius:6px;")
        self.notice.setVisible(bool(vault_notice))
        layout.addWidget(self.notice)
        if vault is not None and vault.locked:
            unlock_row = QHBoxLayout()
            self.passphrase = QLineEdit()
            self.passphrase.setObjectName("vaultPassphrase")
            self.passphrase.setEchoMode(QLineEdit.EchoMode.Password)
            self.passphrase.setPlaceholderText("Vault passphrase")
            unlock = QPushButton("Unlock")
            unlock.setObjectName("unlockVault")
            unlock.clicked.connect(self._unlock)
            self.passphrase.returnPressed.connect(self._unlock)
            unlock_row.addWidget(self.passphrase)
            unlock_row.addWidget(unlock)
            layout.addLayout(unlock_row)

        layout.addWidget(QLabel("<b>Connected accounts</b>"))
        self.accounts_table = self._table(ACCOUNT_COLUMNS, "accountsTable")
        layout.addWidget(self.accounts_table)
        if accounts is not None:
            connect_row = QHBoxLayout()
            for provider in accounts.providers.values():
                button = QPushButton(f"Connect {provider.display_name}")
                button.setObjectName(f"connect:{provider.id}")
                button.clicked.connect(lambda _=False, p=provider.id: self.start_connect(p))
                connect_row.addWidget(button)
            connect_row.addStretch(1)
            layout.addLayout(connect_row)
            self.connect_finished.connect(self._connected)
        layout.addWidget(QLabel("<b>Permissions you gave</b> (Allow once is never kept)"))
        self.grants_table = self._table(GRANT_COLUMNS, "grantsTable")
        layout.addWidget(self.grants_table)
        self.status = QLabel("")
        self.status.setObjectName("status")
        layout.addWidget(self.status)

        self._unsubscribe = grants.subscribe(self.refresh)
        self.destroyed.connect(lambda *_: self._unsubscribe())
        self.refresh()

    @staticmethod
    def _table(columns: list[str], name: str) -> QTableWidget:
        table = QTableWidget(0, len(columns))
        table.setObjectName(name)
        table.setHorizontalHeaderLabels(columns)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        return table

    def refresh(self) -> None:
        """Reload accounts and grants from the database."""
        accounts = list(self.db["accounts"].rows_where(order_by="connected_at")) \
            if "accounts" in self.db.table_names() else []
        self.accounts_table.setRowCount(len(accounts))
        for row, account in enumerate(accounts):
            scopes = json.loads(account.get("scopes") or "[]")
            cells = [account["provider"], account.get("email") or account.get("display_name") or account["id"],
                     f"{len(scopes)} granted", (account.get("connected_at") or "")[:16].replace("T", " ")]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 2:
                    item.setToolTip("\n".join(scopes))
                self.accounts_table.setItem(row, column, item)
            if self.disconnect is not None:
                button = QPushButton("Disconnect")
                button.setObjectName(f"disconnect:{account['id']}")
                button.clicked.connect(lambda _=False, a=account["id"]: self._disconnect(a))
                self.accounts_table.setCellWidget(row, len(ACCOUNT_COLUMNS) - 1, button)

        grants = self.grants.list()
        self.grants_table.setRowCount(len(grants))
        for row, grant in enumerate(grants):
            allowed = "always" if grant.decision == "always" else "this conversation"
            cells = [grant.account, _short_scope(grant.scope), grant.method or "any", allowed,
                     grant.created_at[:16].replace("T", " ")]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 1:
                    item.setToolTip(grant.scope)
                self.grants_table.setItem(row, column, item)
            button = QPushButton("Revoke")
            button.setObjectName(f"revoke:{grant.id}")
            button.clicked.connect(lambda _=False, g=grant.id: self._revoke(g))
            holder = QWidget()
            box = QHBoxLayout(holder)
            box.setContentsMargins(0, 0, 0, 0)
            box.addWidget(button)
            self.grants_table.setCellWidget(row, len(GRANT_COLUMNS) - 1, holder)

    def start_connect(self, provider_id: str) -> threading.Thread:
        """Sign in with ``provider_id`` in the browser without blocking the window."""
        self.status.setText("Finish the sign-in in your browser...")

        def run() -> None:
            try:
                account = self.accounts.connect(provider_id, [])
                self.connect_finished.emit(f"Connected {account.email}.")
            except StewardError as error:
                self.connect_finished.emit(str(error))

        thread = threading.Thread(target=run, name=f"connect-{provider_id}", daemon=True)
        thread.start()
        return thread

    def _connected(self, text: str) -> None:
        self.status.setText(text)
        self.refresh()

    def _unlock(self) -> None:
        try:
            self.vault.unlock(self.passphrase.text())
        except StewardError as error:
            self.status.setText(str(error))
            return
        self.passphrase.clear()
        self.passphrase.setEnabled(False)
        self.status.setText("Vault unlocked.")

    def revoke_button(self, grant_id: int) -> QPushButton | None:
        return self.grants_table.findChild(QPushButton, f"revoke:{grant_id}")

    def _revoke(self, grant_id: int) -> None:
        try:
            self.grants.revoke(grant_id)  # listeners (this page included) refresh
            self.status.setText("Permission revoked: Steward will ask next time.")
        except StewardError as error:
            self.status.setText(str(error))

    def _disconnect(self, account_id: str) -> None:
        try:
            self.disconnect(account_id)
            self.status.setText(f"Disconnected {account_id}; its tokens were revoked and deleted.")
        except StewardError as error:
            QMessageBox.warning(self, "Could not disconnect", str(error))
        self.refresh()
