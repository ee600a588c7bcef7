"""Currencies a request names, as ISO 4217 codes ("150 Euros to Canadian dollars" → EUR, CAD)."""

from __future__ import annotations

import re

CURRENCIES = {
    "USD": r"us\s?dollars?|american dollars?|usd|dollars?|\$", "EUR": r"euros?|eur|€", "GBP": r"british pounds?|pounds? sterling|pounds?|sterling|gbp|£",
    "JPY": r"japanese yen|yen|jpy|¥", "CAD": r"canadian dollars?|cad", "AUD": r"australian dollars?|aud",
    "CHF": r"swiss francs?|chf", "CNY": r"chinese yuan|yuan|renminbi|rmb|cny", "INR": r"indian rupees?|rupees?|inr",
    "MXN": r"mexican pesos?|pesos?|mxn", "KRW": r"south korean won|korean won|krw", "BRL": r"brazilian reals?|brl",
    "RUB": r"russian rubles?|rubles?|roubles?|rub", "SEK": r"swedish krona|sek", "NZD": r"new zealand dollars?|nzd",
}
# Longer names first, so "Canadian dollars" is CAD and not USD.
_CURRENCY = re.compile("|".join(f"(?P<{code}>(?<![\\w$€£¥])(?:{names})(?!\\w))" for code, names in
                                sorted(CURRENCIES.items(), key=lambda kv: kv[0] == "USD")), re.I)


def _named(query: str) -> list[tuple[str, int]]:
    """(ISO code, where it is said) of each currency the request names; a "$" before an amount is not
    a currency choice."""
    return [(m.lastgroup, m.start()) for m in _CURRENCY.finditer(query) if m.group(0) != "$"]


def currency_codes(query: str) -> list[str]:
    """ISO codes of the currencies the request names, in order ("150 Euros to Canadian dollars" →
    EUR, CAD)."""
    return [code for code, _ in _named(query)]


_AMOUNT_BEFORE = re.compile(r"\d[\d,.]*\s*(?:million|billion|thousand|k|m)?\s*$", re.I)
_FROM_BEFORE = re.compile(r"\bfrom\s+(?:the\s+)?$", re.I)
_TO_BEFORE = re.compile(r"\b(?:to|into|in)\s+(?:the\s+)?$", re.I)


def source_first(query: str) -> list[str]:
    """The named currencies with the one converted from first: the one an amount is in ("how many
    Canadian dollars for 500 US dollars" → USD, CAD) or said after "from"; one said after "to/in/into"
    last; else in the order said."""
    def rank(item: tuple[str, int]) -> int:
        before = query[:item[1]]
        if _AMOUNT_BEFORE.search(before) or _FROM_BEFORE.search(before):
            return 0
        return 2 if _TO_BEFORE.search(before) else 1
    return [code for code, _ in sorted(_named(query), key=rank)]
