"""Planner: request → Plan (retrieval, constrained method choice, constrained arguments, feedback)."""

from core.planner.caller import CallerOptions, CallOutcome, FunctionCaller
from core.planner.calls import ParsedOutput, ToolCall, parse_output
from core.planner.feedback import Finding, classify, scan_call, scan_output
from core.planner.functions import FunctionSpec, FunctionSpecError, load_functions, to_function_spec
from core.planner.language_model import ContinuationScore, LanguageModel, LogitsProcessor
from core.planner.plan import Plan, PlannedCall
from core.planner.planner import Planner, PlanningError

__all__ = [
    "CallOutcome", "CallerOptions", "ContinuationScore", "Finding", "FunctionCaller", "FunctionSpec",
    "FunctionSpecError", "LanguageModel", "LogitsProcessor", "ParsedOutput", "Plan", "PlannedCall",
    "Planner", "PlanningError", "ToolCall", "classify", "load_functions", "parse_output", "scan_call",
    "scan_output", "to_function_spec",
]
