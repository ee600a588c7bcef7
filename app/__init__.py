"""Steward's composition root: settings, wiring, CLI and `python -m app`."""

__version__ = "0.1.0"
