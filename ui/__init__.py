"""PySide6 front end: main window, chat, permission dialog, timeline, accounts, models."""
