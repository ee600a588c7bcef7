"""Least privilege computed from data.

Scope A ⊑ B when the set of catalog methods A authorizes is a subset of B's, compared over every
imported service (drive.file also authorizes Sheets and Docs methods). For each method the
candidates are the scopes its discovery entry lists, minus resource-restricted scopes (see
restrictions.py) unless the request targets that resource. Among the minimal candidates we prefer a
scope the user already granted (reuse), then one already chosen for another method of the request,
then the one authorizing the fewest methods.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from core.catalog.restrictions import CREATING_NAMES
from core.catalog.schema import Method


def creates_top_level(method: Method) -> bool:
    """Whether the method creates a new resource that hangs under no existing one (drive.files.create)."""
    props = method.parameters.get("properties", {})
    path_required = [
        n for n in method.parameters.get("required", []) if props.get(n, {}).get("x-location") == "path"
    ]
    return method.name in CREATING_NAMES and not path_required


@dataclass
class ScopeOrder:
    """The ⊑ relation over scopes that co-occur on some method, plus per-scope facts."""

    below: set[tuple[str, str]] = field(default_factory=set)  # (a, b): methods(a) ⊆ methods(b)
    method_count: dict[str, int] = field(default_factory=dict)
    restriction: dict[str, tuple[str, bool]] = field(default_factory=dict)  # scope -> (label, covers new)

    @classmethod
    def from_methods(
        cls, methods: Iterable[Method], restriction: Mapping[str, tuple[str, bool]]
    ) -> ScopeOrder:
        """Compute ⊑ for every pair of scopes listed together on a method."""
        methods = list(methods)
        authorized: dict[str, set[str]] = {}
        for method in methods:
            for scope in method.scopes:
                authorized.setdefault(scope, set()).add(method.id)
        order = cls(
            method_count={s: len(m) for s, m in authorized.items()},
            restriction=dict(restriction),
        )
        pairs = {(a, b) for m in methods for a in m.scopes for b in m.scopes if a != b}
        for a, b in pairs:
            if order.method_count[a] <= order.method_count[b] and authorized[a] <= authorized[b]:
                order.below.add((a, b))
        return order

    def strictly_below(self, a: str, b: str) -> bool:
        return (a, b) in self.below and (b, a) not in self.below

    def minimal(self, scopes: Iterable[str]) -> list[str]:
        """Scopes with no strictly narrower scope among ``scopes``, best first.

        Incomparable or equivalent minima are ordered by how few methods they authorize, then
        read-only scopes first, then by the shorter id.
        """
        scopes = list(dict.fromkeys(scopes))
        mins = [a for a in scopes if not any(self.strictly_below(b, a) for b in scopes if b != a)]
        return sorted(mins, key=self._narrowness)

    def _narrowness(self, scope: str) -> tuple[int, bool, int, str]:
        return (self.method_count.get(scope, 0), "readonly" not in scope, len(scope), scope)

    def usable(self, scope: str, method: Method, targets: frozenset[str]) -> bool:
        """Whether ``scope`` works for ``method`` given the special resources the request targets."""
        label, covers_new = self.restriction.get(scope, (None, False))
        if label is None or label in targets:
            return True
        return covers_new and creates_top_level(method)

    def candidates(self, method: Method, targets: frozenset[str]) -> list[str]:
        """The method's scopes that suffice for it; all of them if none is generally usable.

        When the request targets a special resource, only the scopes confined to it are kept.
        A read-only scope never suffices for a method that writes (slides batchUpdate lists
        spreadsheets.readonly only for reading linked charts).
        """
        usable = [s for s in method.scopes if self.usable(s, method, targets)]
        confined = [s for s in usable if self.restriction.get(s, (None,))[0] in targets]
        if confined:  # the request targets a special resource: its confined scope is the least
            usable = confined
        if not method.effects.read_only:
            usable = [s for s in usable if "readonly" not in s] or usable
        return usable or list(method.scopes)

    def least_privilege(
        self,
        methods: Iterable[Method],
        granted: Iterable[str] = (),
        targets: Iterable[str] = (),
    ) -> list[str]:
        """The minimal scope ids that authorize all ``methods`` (see module docstring)."""
        granted_set, target_set = set(granted), frozenset(targets)
        chosen: dict[str, list[Method]] = {}
        methods = list(methods)
        for method in methods:
            if not method.scopes:
                continue  # public method: no scope needed
            candidates = self.candidates(method, target_set)
            reusable = [s for s in candidates if s in granted_set or s in chosen]
            pick = (self.minimal(reusable) or self.minimal(candidates))[0]
            chosen.setdefault(pick, []).append(method)
        # Drop a chosen scope when the others already cover every method it was chosen for.
        for scope in sorted(chosen, key=self._narrowness):
            others = [s for s in chosen if s != scope]
            if scope not in granted_set and all(
                any(o in self.candidates(m, target_set) for o in others) for m in chosen[scope]
            ):
                del chosen[scope]
        return sorted(chosen, key=self._narrowness)
