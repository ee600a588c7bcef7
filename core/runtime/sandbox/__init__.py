"""Sandboxes that run connector code: bubblewrap (default on Linux) and Docker (when an engine answers)."""

from core.runtime.sandbox.bubblewrap import BubblewrapSandbox, find_bwrap
from core.runtime.sandbox.policy import Mount, Sandbox, SandboxPolicy, SandboxRun

__all__ = ["BubblewrapSandbox", "Mount", "Sandbox", "SandboxPolicy", "SandboxRun", "find_bwrap"]
