"""A boolean parameter the request's words raise or lower: "including the hidden ones", "no history of quality
issues or late check-ins", "which inactive projects" (excludeInactive false), "office cleaning" (is_cleaning_office,
not its siblings that share "cleaning")."""

from __future__ import annotations

import re

from core.planner import extract, list_options, strings
from core.planner.functions import FunctionSpec
from core.planner.numeric import key

FLAG_WORDS_SAID = {"live": ("current", "realtime", "latest")}  # live_conversion: "at the current exchange rate"
_NEGATED_LIST = re.compile(r"\b(?:no|not|without|never)\b[^.;!?]{0,40}\b(?:or|nor)\b[^.;!?,]{0,25}$", re.I)
NEGATIONS = re.compile(r"\b(?:no|not|without|exclude|excluding|don't|do not|never)\b", re.I)
_EXCLUDED_OPPOSITE = re.compile(r"exclude_(in|un|non)([a-z]+)")  # excludeInactive: what "active" leaves out


def _shared_flag_words(spec: FunctionSpec, param: str) -> set[str]:
    """Words ``param``'s name shares with another boolean parameter's (is_cleaning_condo, is_cleaning_home):
    such a word is said for all of them, so it names none."""
    others = {key(w) for p, ps in spec.properties.items() if p != param and ps.get("type") == "boolean"
              for w in extract.content_words(p)}
    return {key(w) for w in extract.content_words(param)} & others


def flag_said(query: str, spec: FunctionSpec, param: str) -> bool | None:
    """True or False when the request's words decide the flag, else None."""
    q = {key(w) for w in extract.content_words(query)}
    api = "x-location" in spec.properties[param]  # an API method's own words: "events" (singleEvents), "drive"
    resource = " ".join(spec.name.split(".")[: None if api else -1])  # (includeTeamDriveItems), "copy" (copyComments)
    resource_keys = {key(w) for w in extract.content_words(resource)}
    q -= resource_keys
    own = [strings.ABBREVIATIONS.get(w, w) for w in extract.content_words(param)  # include_stats: "its statistics"
           if w not in ("include", "is", "use") and key(w) not in resource_keys]
    topic = {key(w) for w in extract.content_words(spec.name)} if not api else set()
    topic |= _shared_flag_words(spec, param)  # "cleaning" of is_cleaning_home is every sibling's: "home" names it
    own = [w for w in own if key(w) not in topic] or own  # "tax" in "what's the sales tax" is calculate_tax's
    # topic, no tax_exempt; a flag that is all topic ("details" of weather_forecast_detailed) keeps its word
    named = [w for w in own if key(w) in q and not (api and not set(map(key, own)) <= q)]  # an API flag is said
    # whole: "access" alone is no useDomainAdminAccess
    named += [x for w in own if not api for x in FLAG_WORDS_SAID.get(w, ()) if re.search(rf"\b{x}\b", query, re.I)]
    if named:  # the request mentions it: true unless negated just before the mention
        at = re.search(re.escape(named[0][:5]), query, re.I)
        window = query[max(0, at.start() - 25):at.start()] if at else ""
        listed = query[max(0, at.start() - 70):at.start()] if at else ""  # "no history of quality issues or late
        said = not (NEGATIONS.search(window) or _NEGATED_LIST.search(listed))  # check-ins": no late check-ins either
        excluded = own[:1] == ["exclude"] and not any(key(w) == key("exclude") for w in named)
        return not said if excluded else said  # "which inactive projects": not excludeInactive
    opposite = _EXCLUDED_OPPOSITE.fullmatch("_".join(extract.content_words(param)))
    if opposite and re.search(rf"\b{opposite.group(2)}\b", query, re.I) and \
            not re.search(rf"\b{opposite.group(1)}-?{opposite.group(2)}\b", query, re.I):
        return True  # "the active root projects": excludeInactive
    if (flag := list_options.stated_flag(query, param)) is not None:
        return flag  # "Add a line to journal.txt": append; "what's still open on my list": not completed ones
    return None
