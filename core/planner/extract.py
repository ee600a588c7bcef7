"""Values that can be read straight from the request: numbers, quoted text, word spans, enum hits."""

from __future__ import annotations

import re
from typing import Any

EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")  # an e-mail address

WORD_NUMBERS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
    "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20, "thirty": 30,
    "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90, "hundred": 100,
    "thousand": 1000, "dozen": 12, "once": 1, "twice": 2, "single": 1, "double": 2, "triple": 3,
}
_NUMBER = re.compile(r"(?<![\w.])-?\$?(?:\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.\d+)?(?:[eE][-+]?\d+)?%?|(?<![\w.])-?\.\d+")
_WORD = re.compile(r"[^\W_][\w'&+\-./:@#]*")  # "Käärijä" is one word
# A single quote opens only where no letter precedes it ("What's" and "Germany's" open nothing).
# A single-quoted text may hold apostrophes between letters ('It's fresh'); quotes up to 200 characters.
_QUOTED = re.compile(r"(?<![A-Za-z])'((?:[^']|(?<=[A-Za-z])'(?=[A-Za-z])){1,200}?)'(?![A-Za-z])"
                     r"|\"([^\"]{1,200})\"|“([^”]{1,200})”")
STOPWORDS = set(
    "a an the of for to in on at by with and or is are be me my i you your we our it its this that "
    "what which who how can could would should please find get give tell show calculate compute "
    "from as do does using use about into than then there their them some any all".split()
)


class NumberMention:
    """A number in the request and where it is (character offset)."""

    __slots__ = ("value", "start", "text")

    def __init__(self, value: float | int, start: int, text: str):
        self.value, self.start, self.text = value, start, text

    def __repr__(self) -> str:
        return f"NumberMention({self.value!r}@{self.start})"


def numbers(text: str) -> list[NumberMention]:
    """Numeric mentions in order (digits, 1,000, 2.5, 5%, -3, and number words)."""
    found: list[NumberMention] = []
    for m in _NUMBER.finditer(text):
        raw = m.group(0).replace(",", "").replace("$", "").rstrip("%")
        if raw in ("", "-", "."):
            continue
        try:
            value: float | int = float(raw) if re.search(r"[.eE]", raw) else int(raw)
        except ValueError:
            continue
        if text[m.end():m.end() + 1] in ("x", "y", "z", "^") or text[max(0, m.start() - 1):m.start()] == "^":
            continue  # a coefficient or exponent inside an expression (3x^2), not a value
        if m.group(0).lstrip("-").startswith("$") and re.match(r"[MBK](?![A-Za-z])", text[m.end():m.end() + 2]):
            value = value * {"M": 10**6, "B": 10**9, "K": 10**3}[text[m.end()]]  # "$1.2M"
            value = int(value) if float(value).is_integer() else value
        tail = text[m.end():m.end() + 12].lower()
        for word, factor in (("million", 10**6), ("billion", 10**9), ("thousand", 10**3)):
            if tail.lstrip().startswith(word):
                value = value * factor
                value = int(value) if float(value).is_integer() else value
        found.append(NumberMention(value, m.start(), m.group(0)))
    for m in re.finditer(r"\b(" + "|".join(WORD_NUMBERS) + r")\b", text, re.I):
        word = m.group(1).lower()
        if word in ("once", "single", "double", "triple", "twice"):
            continue
        found.append(NumberMention(WORD_NUMBERS[word], m.start(), m.group(0)))
    found.sort(key=lambda n: n.start)
    return found


def quoted(text: str) -> list[str]:
    """Text in quotes (a single quote after a letter is an apostrophe: it's, don't)."""
    return [value for run in quoted_runs(text) for value in run]


def number_runs(text: str, nums: list[NumberMention]) -> list[list[int]]:
    """Indexes of ``nums`` grouped as the request lists them ("12, 24, 36 and 15" is one run;
    "(40.7, -74.0) and (34.1, -118.2)" two)."""
    runs: list[list[int]] = []
    for i, n in enumerate(nums):
        if i and re.fullmatch(r"\s*(?:,|,?\s*(?:and|or))?\s*", text[nums[i - 1].start + len(nums[i - 1].text):n.start]):
            runs[-1].append(i)
        else:
            runs.append([i])
    return runs


_NAME_OF_A_THING = re.compile(r"['\"‘“]([^'\"’”\n]{1,80})['\"’”]\s+(?:google\s+)?(?:sheet|spreadsheet|doc|document|file|folder|note"
                              r"|(?:task\s+|to-?do\s+)?list|calendar|presentation|deck|slides|form|label|group|event)s?\b"
                              r"|\b(?:share|unshare|copy|duplicate|rename|move|delete|remove|open|export|find|show|star|trash|download"
                              r"|print)\s+(?:my\s+|the\s+|our\s+)?['\"‘“]([^'\"’”\n]{1,80})['\"’”]", re.I)


def named_things(text: str) -> set[str]:
    """Quoted names of things the request acts on ("share my 'Shift Swap Tracker' sheet", "share 'Year 3 Planning'
    with …"): names, never text to write."""
    return {(m.group(1) or m.group(2)).strip() for m in _NAME_OF_A_THING.finditer(text)}


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """Where the quoted values are: (start, end) of each, quotes included."""
    return [m.span() for m in _QUOTED.finditer(text)]


def quoted_runs(text: str) -> list[list[str]]:
    """Quoted values grouped as the request lists them: "'Age', 'Income' and 'Education' and a target
    'Purchase_Amount'" → [["Age", "Income", "Education"], ["Purchase_Amount"]]."""
    runs: list[list[str]] = []
    last_end = None
    for m in _QUOTED.finditer(text):
        value = next(g for g in m.groups() if g is not None)
        joined = last_end is not None and re.fullmatch(r"\s*(?:,|,?\s*(?:and|or|&))?\s*", text[last_end:m.start()])
        if joined:
            runs[-1].append(value.strip())
        else:
            runs.append([value.strip()])
        last_end = m.end()
    return runs


def key_values(text: str) -> dict[str, Any]:
    """Quoted key: value pairs ("'name':'John Doe', 'age': 30") as a dict."""
    out: dict[str, Any] = {}
    for m in re.finditer(r"['\"](\w+)['\"]\s*:\s*(?:['\"]([^'\"]*)['\"]|(-?\d+(?:\.\d+)?))", text):
        number = m.group(3)
        out[m.group(1)] = m.group(2) if number is None else (float(number) if "." in number else int(number))
    return out


def words(text: str) -> list[str]:
    """Words of the text without surrounding punctuation; an initialism keeps its dots ("D.C.")."""
    out = []
    for w in _WORD.findall(text):
        stripped = w.strip(".,:;!?'\"()[]")
        out.append(stripped + "." if re.fullmatch(r"(?:[A-Za-z]\.){2,}", w.rstrip(",:;!?'\")]")) else stripped)
    return out


def content_words(text: str) -> list[str]:
    """Lower-cased words that carry meaning (no stopwords), split on _ . and camelCase too."""
    text = re.sub(r"([a-z])([A-Z])", r"\1 \2", text).replace("_", " ").replace(".", " ")
    return [w.lower() for w in re.findall(r"[A-Za-z][A-Za-z0-9]+", text) if w.lower() not in STOPWORDS]


def stem(word: str) -> str:
    """A crude suffix stripper, enough to match 'calculates' with 'calculate', 'areas' with 'area'; a final
    'y' after a consonant and a final 'ie' end in 'i', so 'movie' meets 'movies' and 'category' 'categories'."""
    for suffix in ("ations", "ation", "ings", "ing", "ies", "ied", "es", "ed", "ly", "s"):
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            if suffix == "s" and word.endswith(("ss", "us", "is")):
                return word  # "mass", "status", "analysis" are no plurals
            return word[: -len(suffix)] + ("i" if suffix in ("ies", "ied") else "")
    if len(word) > 3 and (word.endswith("ie") or word.endswith("y") and word[-2] not in "aeiouy"):
        return word[:-1].rstrip("i") + "i"
    return word


VERBS = set(
    "find get calculate compute give tell show what whats what's how who which where when why is are was "
    "retrieve fetch predict determine estimate list search look book create make run perform solve "
    "convert check generate provide identify want need would like could please can let help "
    "change set update adjust modify mix add remove delete analyze analyse translate compare".split()
)


# Words that place a thing in time or order, never a value on their own: "the next 100 generations",
# "in current 2022-2023 season", "last basketball game".
_RELATIVE = {"next", "last", "current", "upcoming", "previous", "recent", "latest", "currently"}
# Words that never begin or end a copied value: "2022 if", "Samsung occured", "psychology related", "buy apples".
NO_EDGE = {"if", "whether", "am", "was", "were", "buy", "buying", "uses", "sell", "sells", "selling", "occured",
           "occurred", "happened", "happening", "related", "prepare", "month", "months", "week", "weeks",
           "numbered", "named", "called", "titled"}
# Capitalised words that are never a name: "I'm visiting Martinez", "Hi, I am Karan", "I'd like to send $200 to Alice".
_NO_NAME = {"i'm", "i'd", "i've", "i'll", "hi", "hello", "hey", "thanks", "thank", "dear", "ok", "okay", "yes", "no"}
_TITLES = {"mr", "mrs", "ms", "dr", "prof", "sir", "madam"}
_MEASURE = re.compile(r"^\d+(?:\.\d+)?(?:[a-z]{1,3}|[A-Z])$")
# Spans never cross punctuation ("Tokyo, June 1"); abbreviations with a dot do not end a segment.
_SEGMENT = re.compile(r"[,;!?()\[\]]|(?<!\b(?:Mr|Ms|Dr|St|Mt|Jr|Sr|vs))(?<!\bMrs)(?<!\.[A-Z])\.(?=\s|$)|\s[-–]\s")
# Words that may sit inside a name ("Bank of America", "Lord of the Rings", "Johnson & Johnson").
INNER = {"of", "the", "and", "&", "de", "la", "du", "von", "van", "vs"}
PREPOSITIONS = set(
    "in at on to from for with by near within into onto about over under during since until after before "
    "around across through per via towards without including between against among than till til upon".split()
)
_AFTER_PREP = {"in", "of", "for", "from", "to", "between", "at", "on", "by", "as", "named", "called", "near",
               "about", "titled"}


def _possessive(word: str) -> str:
    return re.sub(r"[\'’]s$", "", word)


def _extends(toks: list[str], cap: list[bool], start: int, end: int) -> bool:
    """A capitalized word (or "of"/"the" + one) continues the span on either side."""
    if start > 0 and cap[start - 1]:
        return True
    if end < len(toks) and (cap[end] or (toks[end].lower() in INNER and end + 1 < len(toks) and cap[end + 1])):
        return True
    return False


def spans(text: str, max_words: int = 5) -> list[str]:
    """Word spans of the request that could be a copied string argument, likeliest first.

    Spans stay inside one clause (no punctuation or preposition inside), never start or end with a
    stopword or a request verb, and drop a possessive 's ("Van Gogh's" → "Van Gogh"); capitalized
    words, identifiers and text after a preposition rank first.
    """
    scored: dict[str, float] = {}
    skip = STOPWORDS | VERBS | PREPOSITIONS | _RELATIVE | NO_EDGE | _NO_NAME
    closing = PREPOSITIONS | STOPWORDS  # what may follow a preposition's whole object
    for number, segment in enumerate(_SEGMENT.split(text)):
        toks = [_possessive(w) for w in words(segment) if w]
        toks = [w for w in toks if w]
        # Capitalized words; a request's first word ("What", "Find") is capitalized by grammar only.
        cap = [w[:1].isupper() and not (j == 0 and w.lower() in skip) for j, w in enumerate(toks)]
        for i in range(len(toks)):
            for n in range(1, max_words + 1):
                if i + n > len(toks):
                    break
                piece = toks[i:i + n]
                lows = [w.lower() for w in piece]
                titled = piece[0] == "The" and (i > 0 or number > 0) and n > 1 and cap[i + 1]
                if (lows[0] in skip and not titled) or lows[-1] in skip or \
                        any(w in skip and w not in INNER for w in lows):
                    continue  # ...but "The Weeknd", "The Beatles" mid-sentence are names
                if any(w in ("and", "&") and not (cap[i + j - 1] and cap[i + j + 1] and (w == "&" or n == 3))
                       for j, w in enumerate(lows)):
                    continue  # "Johnson & Johnson" is a name; "missions and trophies", "New York and Paris" lists
                if lows[-1].rstrip(".") in _TITLES:
                    continue  # "Mr" alone is no name; "Mr. Gates" is
                if any(_MEASURE.match(w) for w in piece):
                    continue  # "100g", "5000m", "300K": a number with its unit, not a name to copy
                if n == 1 and i > 0 and re.fullmatch(r"[a-z]{1,3}", piece[0]) and \
                        re.fullmatch(r"[\d.,]+", toks[i - 1]):
                    continue  # "70 kg", "5 km": a unit after its number
                text_piece = " ".join(piece)
                named = [cap[i + j] for j, w in enumerate(lows) if w not in INNER and not w.isdigit()]
                if not named and n > 1:
                    continue
                caps = sum(named) / max(1, len(named))
                ident = any(re.search(r"\d|_|@", w) and re.search(r"[A-Za-z]", w) for w in piece)
                prev = [t.lower() for t in toks[max(0, i - 2):i]]
                if prev[-1:] and prev[-1] in ("the", "a", "an"):
                    prev = prev[:-1]  # "in the plasma membrane"
                after_prep = bool(prev) and prev[-1] in _AFTER_PREP
                score = caps * 2 + ident * 3 / n + after_prep * 1.0 + (0.5 * (n - 1) if caps == 1 else -0.3 * (n - 1))
                if caps == 1 and _extends(toks, cap, i, i + n):
                    score -= 1.0  # "York" inside "Hilton New York": a name is the whole capitalized run
                ends = i + n == len(toks) or toks[i + n].lower() in closing
                if after_prep and caps == 0 and n > 1 and ends:
                    score += 0.3 * (n - 1) + 0.2  # "in the plasma membrane": a preposition's whole object
                scored.setdefault(text_piece, score)
    return sorted(scored, key=lambda k: -scored[k])


def bracket_lists(text: str) -> list[list]:
    """Python/JSON-looking lists in the request, e.g. [10, 15, 12] or ['a', 'b']."""
    import ast

    out = []  # a list of lists ("[ [10, 20], [30, 40] ]") whole, not its rows
    for m in re.finditer(r"\[\s*(?:\[[^\[\]]{1,200}\]\s*,?\s*){1,20}\]|\[[^\[\]]{1,400}\]", text):
        try:
            value = ast.literal_eval(m.group(0))
        except (ValueError, SyntaxError, MemoryError, RecursionError):
            continue
        if isinstance(value, list) and value:
            out.append(value)
    return out


QUANTIFIERS = {"all", "any", "none"}
# A quantifier is a value on its own ("notify all", "all, please") or before the parameter's own noun ("all
# the roots" for root_type), not before what the request acts on ("all my meetings" is no sendUpdates="all").
_FLOATING = r"(?<!they )(?<!theyre )(?<!they're )(?<!we )(?<!were )(?<!we're )(?<!you )(?<!them )(?<!us )"
_QUANTIFIED = r"(?=\s*$|\s*[^\sa-z0-9]|\s+(?:and|or|to|in|on|at|for|with|from|by|of\s+them|please{})\b)"


_UNIT_WORDS = {"h": "hour", "hr": "hour", "min": "minute", "s": "second", "sec": "second", "d": "day"}


def enum_hits(text: str, enum: list[Any], *, inflected: bool = False, param: str = "") -> list[Any]:
    """Enum values mentioned in the request (case-insensitive, separators ignored). ``inflected``
    also accepts other forms of the value's words ("scenic views" for "Scenic View", "tolls" for
    "toll"), for values of four letters or more. ``param``: the parameter's name, whose words a
    quantifier value ("all") may count."""
    low = " " + re.sub(r"[_\-]", " ", text.lower()) + " "
    stems = " " + " ".join(stem(w) for w in re.findall(r"[a-z0-9]+", low)) + " " if inflected else ""
    hits = []
    for value in enum:
        key = re.sub(r"[_\-]", " ", str(value).lower())
        own = "".join(f"|(?:the\\s+)?{re.escape(w[:4])}\\w*" for w in content_words(param) if len(w) >= 3)
        after = _QUANTIFIED.format(own) if key in QUANTIFIERS else ""
        before = _FLOATING if key in QUANTIFIERS else ""  # "theyre all at work": who, no value
        if key and re.search(r"(?<![a-z0-9])" + before + re.escape(key) + r"(?![a-z0-9#+])" + after, low):  # "C" is not in "C#"
            hits.append(value)
        elif (short := re.fullmatch(r"(\d+)\s?(h|hr|min|s|sec|d)", key)) and re.search(
                rf"(?<![a-z0-9]){short.group(1)}[\s-]?{_UNIT_WORDS[short.group(2)]}s?\b", low):
            hits.append(value)  # "in 24 hour format": '24h'
        elif inflected and len(key) >= 4 and re.fullmatch(r"[a-z0-9 ]+", key):
            if " " + " ".join(stem(w) for w in key.split()) + " " in stems:
                hits.append(value)
    return hits


def word_hits(text: str, enum: list[Any], own: str) -> list[Any]:
    """Options of several words one of whose words (four letters or more, none of ``own``'s: the function's,
    the parameter's and its description's) the request says whole ("a Family Therapist": 'Family Counselor')."""
    said = {w.lower() for w in re.findall(r"[A-Za-z]{4,}", text)} - {w.lower() for w in re.findall(r"[A-Za-z]+", own)}
    return [v for v in enum if isinstance(v, str) and " " in v.strip()
            and said & {w.lower() for w in re.findall(r"[A-Za-z]{4,}", v)}]


def leading_word_hits(text: str, enum: list[Any]) -> list[Any]:
    """Values of several words whose long first word (seven letters or more) the request says whole
    ("for disabled people" → 'Disabled Access'), in the enum's order."""
    low = text.lower()
    return [v for v in enum if isinstance(v, str) and " " in v and len(first := v.split()[0]) >= 7
            and re.search(rf"(?<![\w-]){re.escape(first.lower())}(?![\w-])", low)]


_EXPR = re.compile(r"[-+(]?\s*[\w.]+(?:\s*(?:\*\*|[-+*/^=])\s*\(?[\w.]+\)?)+")


def expressions(text: str) -> list[str]:
    """Math-looking substrings, e.g. '3x^2 + 2x - 1' or 'y = 3x + 2'."""
    out = []
    for m in _EXPR.finditer(text):
        expr = re.sub(r"^(?:[a-z]\s*=|f\s*\(\s*x\s*\)\s*=)\s*", "", m.group(0).strip().rstrip(".,;:?!"))
        if re.search(r"\d", expr) and re.search(r"[a-z]", expr) and len(expr) >= 3:
            out.append(expr)
    return out


def described_options(spec: dict[str, Any]) -> list[str]:
    """Values a free-text parameter description lists ('Celsius' or 'Fahrenheit', e.g. 'json')."""
    desc = str(spec.get("description", ""))
    found = re.findall(r"'([^']{1,30})'|\"([^\"]{1,30})\"", desc)
    options = [a or b for a, b in found]
    for m in re.finditer(r"(?:e\.g\.|such as|either|like|options?:?|one of)\s+([^.;)]{1,80})", desc, re.I):
        options += [w.strip(" '\"") for w in re.split(r",|\bor\b|\band\b", m.group(1))]
    return [o for o in dict.fromkeys(options) if o and len(o) <= 30]
