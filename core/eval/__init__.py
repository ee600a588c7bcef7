"""Evaluation: BFCL AST checker, a runner over any predictor, and the vendored BFCL loader."""

from core.eval.ast_checker import CheckResult, check, check_call, standardize
from core.eval.bfcl import CATEGORIES, load_cases
from core.eval.runner import Case, PredictFn, Report, evaluate, to_bfcl

__all__ = ["CATEGORIES", "Case", "CheckResult", "PredictFn", "Report", "check", "check_call", "evaluate",
           "load_cases", "standardize", "to_bfcl"]
