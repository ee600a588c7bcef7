"""Lexical retrieval over function docs (BM25 over stemmed content words) and a relevance signal."""

from __future__ import annotations

import math
import re
from collections import Counter

from core.planner.currencies import currency_codes
from core.planner.extract import content_words, stem
from core.planner.functions import FunctionSpec

_IDIOMS = re.compile(r"\bmake (?:sure|certain)\b", re.I)  # "make sure it is private" asks no MakePayment


# Everyday words and the words function docs use for the same thing ("a song" is music, "a cab" a ride);
# added to the request's terms, never replacing them.
RELATED = {
    "song": "music track", "songs": "music tracks", "tracks": "music songs", "tune": "music song",
    "album": "music", "playlist": "music", "band": "music artist",
    "film": "movie", "films": "movies", "flick": "movie",
    "cab": "ride taxi", "taxi": "ride cab", "lift": "ride", "uber": "ride",
    "forecast": "weather", "temperature": "weather", "rain": "weather", "raining": "weather", "sunny": "weather",
    "home": "house", "apartment": "house", "flat": "house", "condo": "house",
    "hotel": "stay accommodation",
    "table": "restaurant reservation",
    "cafe": "restaurant coffee", "coffeehouse": "restaurant coffee", "bistro": "restaurant",
    "therapist": "provider therapy", "counselor": "provider therapy", "dentist": "provider", "doctor": "provider",
    "stylist": "salon hair", "haircut": "salon hair", "barber": "salon hair",
    "concert": "event music", "gig": "event music", "musical": "event theater",
    "flight": "fly airline", "fly": "flight",
    "bus": "coach", "coach": "bus", "train": "rail", "rail": "train",
    "car": "rental vehicle", "rent": "rental", "hire": "rental",
    "pay": "payment",
    "add": "sum", "plus": "sum", "multiply": "product",
    "translate": "language translation", "translation": "translate",
    "sort": "order arrange", "arrange": "sort order",
    "record": "log", "remember": "todo reminder task", "remind": "todo reminder task", "track": "log music song",
    "burger": "food", "pizza": "food", "sandwich": "food", "salad": "food", "fries": "food", "snack": "food meal",
    "breakfast": "food meal", "drank": "food drink", "ate": "food meal",
    "king": "monarch leader ruler", "queen": "monarch leader ruler", "emperor": "monarch leader ruler",
    "president": "leader", "law": "lawyer legal", "attorney": "lawyer legal", "solicitor": "lawyer legal", "villa": "property", "mansion": "property", "player": "athlete",
    "teaspoon": "unit measurement", "tablespoon": "unit measurement", "ounce": "unit measurement",
    "husband": "partner spouse", "wife": "partner spouse", "boyfriend": "partner", "girlfriend": "partner",
}
_RELATED = {stem(k).rstrip("e"): v for k, v in RELATED.items()}
LANGUAGES = {"english", "french", "spanish", "german", "italian", "portuguese", "chinese", "mandarin", "japanese",
             "korean", "russian", "arabic", "hindi", "dutch", "swedish", "polish", "turkish", "greek", "hebrew", "thai",
             "vietnamese", "indonesian", "ukrainian", "czech", "danish", "finnish", "norwegian", "hungarian"}


def doc_terms(spec: FunctionSpec) -> list[str]:
    """Stemmed terms of a function: its name counts twice, then description and parameter names."""
    name_terms = content_words(spec.name)
    options = " ".join(str(v) for p in spec.properties.values() if isinstance(p, dict) and "x-location" not in p
                       for v in p.get("enum") or () if isinstance(v, str) and v.lower() not in ("dontcare", "any", "none"))
    text = f"{spec.description} {' '.join(spec.properties)} {options}"
    return [stem(w) for w in name_terms * 2 + content_words(text)]


def query_terms(query: str) -> list[str]:
    """Stemmed content words of the request and their related words (RELATED), plus "currency" when it
    names two currencies ("100 euro in USD" is a currency conversion though it never says so) and
    "translate" when it names two languages."""
    words = content_words(_IDIOMS.sub(" ", query))
    terms = [stem(w) for w in words] + [stem(r) for w in words for r in _RELATED.get(stem(w).rstrip("e"), "").split()]
    if len(set(currency_codes(query))) >= 2:
        terms.append(stem("currency"))
    if len(LANGUAGES & set(words)) >= 2:  # "from English to French" is a translation though it never says so
        terms.append(stem("translate"))
    return terms


def bm25_scores(query: str, functions: list[FunctionSpec], k1: float = 1.2, b: float = 0.75) -> list[float]:
    """BM25 of the query against each function doc (document frequencies from these functions,
    smoothed with a floor so that a 1-function list still scores matches)."""
    docs = [Counter(doc_terms(f)) for f in functions]
    n = len(docs)
    avg = sum(sum(d.values()) for d in docs) / max(n, 1) or 1.0
    q = set(query_terms(query))
    scores = []
    for d in docs:
        length = sum(d.values()) or 1
        s = 0.0
        for term in q:
            tf = d.get(term, 0)
            if not tf:
                continue
            df = sum(1 for other in docs if term in other)
            idf = math.log(1 + (n + 1) / (df + 0.5))
            s += idf * tf * (k1 + 1) / (tf + k1 * (1 - b + b * length / avg))
        scores.append(s)
    return scores


def coverage(query: str, spec: FunctionSpec) -> float:
    """Share of the function's name terms found in the query (0..1): a relevance signal."""
    q = set(query_terms(query))
    name = {stem(w) for w in content_words(spec.name)}
    desc = {stem(w) for w in content_words(spec.description)}
    name_hit = len(name & q) / max(len(name), 1)
    desc_hit = len(desc & q) / max(len(desc), 1) if desc else 0.0
    return 0.6 * name_hit + 0.4 * min(1.0, 2.5 * desc_hit)
