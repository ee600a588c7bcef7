"""Steward's engine. Imports no Qt and no llama_cpp (enforced by import-linter)."""
