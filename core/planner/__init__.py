"""Planner: request → Plan (retrieval, constrained method choice, constrained arguments, feedback)."""

from core.planner.language_model import ContinuationScore, LanguageModel, LogitsProcessor

__all__ = ["ContinuationScore", "LanguageModel", "LogitsProcessor"]
