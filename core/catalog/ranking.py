"""Rerank FTS5 candidates with per-field term matches.

FTS5 bm25 over an OR of every query term (with synonyms) finds candidates, but it lets synonym
expansions pile up ("email" → message, mail, gmail all match gmail.users.messages.*). The reranker
scores each *request word* once, by its best-matching form (the word itself, or a synonym at a
discount), in four fields: the method's verb (last id segment), its resource path, its service
names, and its description, each weighted and multiplied by the term's idf.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass

from core.catalog.local_wording import PER_UNIT, WORD_PAIR
from core.catalog.vocabulary import (
    ASKING_WORDS,
    CONTAINER_PREPOSITIONS,
    CONTAINER_VERBS,
    CONTAINER_WORDS,
    GOOGLE_NAMES,
    QUERY_SYNONYMS,
    REQUEST_VERBS,
    STOPWORDS,
    VERB_OBJECTS,
    VERB_SYNONYMS,
    split_words,
)

FIELD_WEIGHTS = {"verb": 2.5, "resource": 2.0, "service": 2.0, "desc": 0.8}
SYNONYM_WEIGHT = 0.7  # first synonym; each later one 0.05 less (so "show" prefers list to get)
VERB_IDF = 4.0  # verbs match by meaning, not rarity: one constant instead of idf
VERB_POSITIONS = 2  # request words after the first two count less as the method's verb
LATE_VERB_FACTOR = 0.4
LATE = "\0late"  # marks a term from a later position (stripped when weighting)
VERB_ONLY = "\0verb"  # marks a synonym that only counts as the method's verb ("email" → send)
EVERYDAY_FACTOR = 2.0  # multiplies the score of services a personal assistant acts on
LOCAL_FACTOR = 1.6  # local-first: a local connector beats a cloud service on a tie
WORD = re.compile(r"[a-z0-9]+")
RECIPIENT = re.compile(r"\bto\s+[\w.+-]+@[\w-]+(?:\.[\w-]+)+", re.I)
_EXTENSIONS = r"(?:txt|md|pdf|docx?|xlsx?|csv|json|jpe?g|png|gif|mp4|zip|py|html?)"
_FILE_NAME = re.compile(rf"\w\.{_EXTENSIONS}\b|\w/\w", re.I)


def _names_a_file(text: str) -> bool:
    """A file name or path said ("notes.txt", "Pictures/Lily"), not two names with a slash ("kim/park")."""
    return any(not (WORD_PAIR.fullmatch(m.group(0)) and m.group(0).islower()) and not _NO_PATH.fullmatch(m.group(0))
               for m in re.finditer(r"[\w~.-]*\w\.\w+|[\w~.-]*\w/[\w/.-]*", text) if _FILE_NAME.search(m.group(0)))


# A date or a rate with a slash ("12/9", "6/12/27", "$40/hr", "24/7"): no path
_NO_PATH = re.compile(rf"[\d/.]+|\d+(?:\.\d+)?[a-z]{{0,3}}/{PER_UNIT}|(?:\d+(?:\.\d+)?)?[a-z]{{1,4}}/s", re.I)  # "70c/hr", "1.5TB/day",
# "Mbit/s" too
_NAMED_FILE = re.compile(rf"\b[\w-]+\.{_EXTENSIONS}\b")
ASKING_CHANGE_FACTOR = 0.5  # "What do I have tomorrow?" / "Find …" rarely asks to create or delete
UNMATCHED_RESOURCE_PENALTY = 3.0  # per resource word the request does not mention


def stem(word: str) -> str:
    """A small, consistent suffix stripper (plurals, -ing, -ed)."""
    w = word.lower()
    if len(w) > 4 and w.endswith("ies"):
        return w[:-3] + "y"
    if len(w) > 4 and w.endswith(("sses", "xes", "ches", "shes")):
        return w[:-2]
    if len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is")):
        w = w[:-1]
    if len(w) > 5 and w.endswith("ing"):
        return w[:-3]
    if len(w) > 4 and w.endswith("ed"):
        return w[:-2]
    return w


CHANGE_VERBS = {stem(w) for w in "create insert import add delete remove clear trash empty update patch move modify "
                "send set copy".split()}  # method verbs that change something


def asks_to_see(text: str) -> bool:
    """Whether a request asks to see rather than to change ("What do I have tomorrow?", "Find the budget …")."""
    first = WORD.search(text.lower())
    return bool(first) and first.group() in ASKING_WORDS


def stems(text: str) -> set[str]:
    return {stem(w) for w in WORD.findall(text.lower()) if w not in STOPWORDS}


def nested(path: str, verb: str = "") -> bool:
    """Whether the REST path puts the method's collection under another's ("lists/{tasklist}/tasks");
    a custom ``verb`` segment ("drives/{driveId}/unhide") is no collection."""
    segments = [s.split(":")[0] for s in path.split("/") if s]
    if segments and segments[-1].lower() == verb.lower():
        segments.pop()
    versions = [i for i, s in enumerate(segments) if re.fullmatch(r"v\d+\w*", s)]
    if versions:  # "tasks/v1/...": the root before the version is no parent
        segments = segments[versions[0] + 1:]
    return bool(segments) and any(s.startswith("{") for s in segments[:-1]) and not segments[0].startswith("{")


def method_terms(method_id: str, service_id: str, service_text: str, description: str,
                 path: str = "") -> dict[str, list[str]]:
    """The stemmed terms of each field, as stored in the index. The service's name is no resource
    word ("calendar" of calendar.calendars.insert) unless the resource is nested under another
    (tasks.tasks under lists/{tasklist}: the items the service is named after)."""
    parts = method_id.split(".")
    name_words = split_words(parts[-1]).split()
    first_sentence = re.split(r"(?<=[.!?])\s", description, maxsplit=1)[0][:300]
    service = stems(f"{split_words(service_id)} {service_text}")
    verb_at = 1 if name_words[0] == "batch" and len(name_words) > 1 else 0
    rest = name_words[:verb_at] + name_words[verb_at + 1:]
    resource = stems(" ".join([split_words(".".join(parts[1:-1])), *rest]))
    resource -= {"user", "project", "location"}
    service_words = stems(split_words(service_id))
    if not (nested(path, parts[-1]) and resource <= service_words):
        resource -= service_words
    return {
        "verb": sorted(stems(name_words[verb_at])),
        "resource": sorted(resource),
        "service": sorted(service),
        "desc": sorted(stems(re.sub(r"\]\([^)]*\)|https?://\S+", " ", first_sentence))),
    }


def objects_of(text: str) -> set[str]:
    """The stems of the request's words that are not only a place behind a preposition ("in my Drive")."""
    tokens = WORD.findall(text.lower())
    placed = {i for i, t in enumerate(tokens) for j in (i - 1, i - 2)
              if j >= 0 and tokens[j] in CONTAINER_PREPOSITIONS and all(
                  tokens[k] in {"my", "the", "our", "your", "a"} for k in range(j + 1, i))}
    return {stem(t) for i, t in enumerate(tokens) if i not in placed} - {stem(tokens[i]) for i in placed}


def names_google(text: str) -> bool:
    """Whether the request names a Google product ("the Drive file", "my inbox") or writes to an address."""
    return bool(GOOGLE_NAMES.intersection(WORD.findall(text.lower()))) or bool(RECIPIENT.search(text))


def containers_acted_on(tokens: list[str]) -> set[str]:
    """Container words the request acts on itself ("create a new calendar", "delete the Gym calendar"),
    not through a preposition ("add lunch to my calendar")."""
    acted = set()
    for i, token in enumerate(tokens):
        if token in CONTAINER_WORDS and (
            (i and tokens[i - 1] in ("new", "separate", "another", "extra", "second"))
            or (tokens[0] in CONTAINER_VERBS and not CONTAINER_PREPOSITIONS & set(tokens[1:i]))
        ):
            acted.add(token)
    return acted


def query_groups(text: str) -> list[dict[str, float]]:
    """One group per request word: {stemmed form: weight}, synonyms discounted. When the request
    starts with a verb, the words after it are its object, not verbs ("Draft an email")."""
    # A file's own name says nothing about the API ("Share notes.docx with Bob" is no note): only that it is one.
    tokens = WORD.findall(_NAMED_FILE.sub(" ", text.lower().replace("to-do", "todo")))
    words = [w for w in tokens if w not in STOPWORDS]
    itself = containers_acted_on(tokens)
    if _names_a_file(text):
        words.append("filename")
    groups = []
    verb_positions = 1 if words and words[0] in REQUEST_VERBS else VERB_POSITIONS
    for position, word in enumerate(dict.fromkeys(words)):
        group = {stem(word): 1.0}
        for i, synonym in enumerate(QUERY_SYNONYMS.get(word, "").split() if word not in itself else ()):
            form = stem(synonym) + (VERB_ONLY if synonym in VERB_SYNONYMS else "")
            said = position == 0 and i == 0 and word in REQUEST_VERBS and synonym in VERB_OBJECTS
            group.setdefault(form, 1.0 if said else SYNONYM_WEIGHT - 0.05 * i)  # "share": permissions, said
        if position >= verb_positions:  # "add milk to my to-do list": the verb is "add", not "list"
            group = {f"{t}{LATE}": w for t, w in group.items()}
        groups.append(group)
    for first, second in zip(words, words[1:], strict=False):  # "task list" -> tasklist
        groups.append({stem(first + second): 1.0})
    return groups


FIELDS = tuple(FIELD_WEIGHTS)
VERB_BIT, SERVICE_BIT = 1 << FIELDS.index("verb"), 1 << FIELDS.index("service")


@dataclass
class TermIndex:
    """Per-method field terms (term -> bitmask of fields) and idf, loaded once from the index."""

    ids: dict[int, tuple[str, str]]  # rowid -> (method id, service id)
    fields: dict[int, dict[str, int]]  # rowid -> term -> bitmask over FIELDS
    resources: dict[int, frozenset[str]]  # rowid -> resource terms
    idf: dict[str, float]
    df: dict[str, int]

    @classmethod
    def build(cls, rows: list[tuple[int, str, str, dict[str, list[str]]]]) -> TermIndex:
        df: Counter[str] = Counter()
        ids, fields, resources = {}, {}, {}
        for rowid, method_id, service, terms in rows:
            masks: dict[str, int] = {}
            for bit, field in enumerate(FIELDS):
                for term in terms.get(field, ()):
                    masks[term] = masks.get(term, 0) | (1 << bit)
            ids[rowid], fields[rowid] = (method_id, service), masks
            resources[rowid] = frozenset(terms.get("resource", ()))
            df.update(masks)
        n = max(len(rows), 1)
        return cls(ids, fields, resources, {t: math.log(1 + n / c) for t, c in df.items()}, dict(df))

    def weighted(self, groups: list[dict[str, float]]) -> dict[str, list[tuple[int, tuple[float, ...]]]]:
        """Per query term: (group index, weighted value per field); idf folded in, verbs flat."""
        by_term: dict[str, list[tuple[int, tuple[float, ...]]]] = {}
        for index, group in enumerate(groups):
            for term, weight in group.items():
                late = term.endswith(LATE)
                term = term.removesuffix(LATE)
                verb_only = term.endswith(VERB_ONLY)
                term = term.removesuffix(VERB_ONLY)
                if term in self.idf:
                    verb = weight * VERB_IDF * (LATE_VERB_FACTOR if late else 1.0)
                    other = 0.0 if verb_only else weight * self.idf[term]
                    values = tuple((verb if bit == 0 else other) * _WEIGHT_LIST[bit] for bit in range(len(FIELDS)))
                    by_term.setdefault(term, []).append((index, values))
        return by_term

    def names_service(self, rowid: int, mentioned: set[str]) -> bool:
        """Whether a request word is one of the method's service names ("database" for sqlite.*)."""
        masks = self.fields.get(rowid, {})
        return any(masks.get(term, 0) & SERVICE_BIT for term in mentioned)

    def changes(self, rowid: int) -> bool:
        """Whether the method's verb changes something (create, delete, update …)."""
        masks = self.fields.get(rowid, {})
        return any(masks.get(verb, 0) & VERB_BIT for verb in CHANGE_VERBS)

    def score(
        self,
        rowid: int,
        terms: dict[str, list[tuple[int, tuple[float, ...]]]],
        mentioned: set[str],
        prior: float,
        objects: set[str] | None = None,
    ) -> float:
        """Sum over request words and fields of the best-matching form's weighted value, less a penalty
        per resource word the request does not mention. A method named after its service (sqlite.insert)
        needs the service named; one named after its container (drive.drives.list) needs the container
        as an object (``objects``), not only as a place ("find the lease in my Drive")."""
        masks = self.fields.get(rowid)
        if masks is None:
            return 0.0
        best: dict[tuple[int, int], float] = {}
        for term, entries in terms.items():
            mask = masks.get(term)
            if not mask:
                continue
            for bit in range(len(FIELDS)):
                if mask >> bit & 1:
                    for index, values in entries:
                        if values[bit] > best.get((index, bit), 0.0):
                            best[(index, bit)] = values[bit]
        resources = self.resources[rowid]
        if resources:
            penalty = UNMATCHED_RESOURCE_PENALTY * len(resources - mentioned)
        else:
            named = objects if objects is not None and self.ids[rowid][0].count(".") >= 2 else mentioned
            penalty = 0.0 if self.names_service(rowid, named) else UNMATCHED_RESOURCE_PENALTY
        return (sum(best.values()) - penalty) * prior


_WEIGHT_LIST = [FIELD_WEIGHTS[f] for f in FIELDS]
