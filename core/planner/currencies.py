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


def currency_codes(query: str) -> list[str]:
    """ISO codes of the currencies the request names, in order ("150 Euros to Canadian dollars" →
    EUR, CAD); a "$" before an amount is not a currency choice."""
    out = []
    for m in _CURRENCY.finditer(query):
        if m.group(0) == "$":
            continue
        out.append(m.lastgroup)
    return out
