"""The base of every error a user may see: the message says what happened and what to do."""


class StewardError(Exception):
    """An error with a message fit for the user (shown in the UI and the CLI)."""
