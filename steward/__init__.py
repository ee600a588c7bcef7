"""Briefcase's entry module for the app named `steward` (delegates to the app package)."""
