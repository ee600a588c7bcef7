"""A unit of measurement the request says, for an optional unit parameter ("in miles", "4 inches")."""

from __future__ import annotations

import re

from core.planner import extract

_UNIT = (r"km/h|kph|mph|m/s|ft/s|mm|cm|km|kg|mg|lbs?|oz|ml|mi|ft|°[CF]|"
         r"(?:milli|centi|kilo)?(?:meters?|metres?|grams?|liters?|litres?)|inch(?:es)?|feet|foot|yards?|miles?|"
         r"pounds?|ounces?|tons?|gallons?|quarts?|pints?|cups?|teaspoons?|tablespoons?|"
         r"celsius|fahrenheit|kelvin|seconds?|minutes?|hours?|days?|weeks?|months?|years?|"
         r"joules?|calories|kilocalories|kcal|watts?|kilowatts?|kwh|volts?|amps?|newtons?|pascals?|psi|"
         r"hz|hertz|bytes?|kb|mb|gb|tb|percent|degrees?|radians?|acres?|hectares?")
_AFTER_IN = re.compile(rf"\b(?:in|into|to)\s+(?:the\s+)?({_UNIT})(?![\w/])", re.I)  # "the distance in miles"
_AFTER_NUMBER = re.compile(rf"\d(?:[\d,.]*)\s*({_UNIT})(?![\w/])", re.I)  # "a radius of 4 inches"


def is_unit_word(text: str) -> bool:
    """The text is a unit of measurement written out ("Joules", "km/h"); two letters alone ("MI", "TB")
    are as often a code or a name."""
    text = text.strip()
    return (len(text) > 2 or not text.isalpha()) and bool(re.fullmatch(_UNIT, text, re.I))


def is_unit_param(param: str, spec: dict) -> bool:
    """An optional free-text parameter that holds a unit (``unit``, ``to_unit``, ``units``)."""
    return not spec.get("enum") and any(w in ("unit", "units") for w in extract.content_words(param))


def of_another(param: str, spec: dict, properties: dict) -> bool:
    """The description says the unit is another parameter's ("The unit of measurement for the radius")."""
    words = set(extract.content_words(str(spec.get("description", ""))))
    return any(p != param and set(extract.content_words(p)) & words - {"unit", "units"} for p in properties)


_PLURAL = {"foot": "feet", "inch": "inches"}
_COUNTED = re.compile(r"(?:milli|centi|kilo)?(?:meter|metre|gram|liter|litre)|yard|mile|pound|ounce|ton|gallon|quart|pint|cup"
                      r"|teaspoon|tablespoon|second|minute|hour|day|week|month|year|joule|watt|kilowatt|volt|amp|newton"
                      r"|pascal|acre|hectare|degree|radian", re.I)


def said_unit(query: str, taken: list[str], of_numbers: bool = False) -> str | None:
    """The unit the request asks the answer in ("in km/h"; "in mile" as "miles"); with ``of_numbers``
    (the parameter is the unit of another value, "the unit of measurement for the radius") else the
    unit a number is in ("4 inches"). None that another value already holds."""
    found = [_plural(m.group(1)) for m in _AFTER_IN.finditer(query)]
    if of_numbers:
        found += [m.group(1) for m in _AFTER_NUMBER.finditer(query)]
    return next((u for u in found if u.lower() not in taken), None)


def _plural(unit: str) -> str:
    if unit.lower() in _PLURAL:
        return _PLURAL[unit.lower()]
    return unit + "s" if _COUNTED.fullmatch(unit) else unit


# Units a number may be said in and a parameter may ask for: (dimension, size in the base unit).
_SIZES: dict[str, tuple[str, float]] = {}
for _names, _dim, _size in (
        (("s", "sec", "secs", "second", "seconds"), "time", 1), (("min", "mins", "minute", "minutes"), "time", 60),
        (("h", "hr", "hrs", "hour", "hours"), "time", 3600), (("day", "days"), "time", 86400),
        (("mm", "millimeter", "millimeters", "millimetre", "millimetres"), "length", 0.001),
        (("cm", "centimeter", "centimeters", "centimetre", "centimetres"), "length", 0.01),
        (("m", "meter", "meters", "metre", "metres"), "length", 1), (("km", "kilometer", "kilometers", "kilometre",
                                                                       "kilometres"), "length", 1000),
        (("mg", "milligram", "milligrams"), "mass", 1e-6), (("g", "gram", "grams"), "mass", 0.001),
        (("kg", "kilogram", "kilograms"), "mass", 1)):
    _SIZES.update({n: (_dim, _size) for n in _names})
for _symbol, _words in (("H", ("henry", "henries", "henrys")), ("F", ("farad", "farads")), ("V", ("volt", "volts")),
                        ("A", ("amp", "amps", "ampere", "amperes")), ("W", ("watt", "watts")), ("Hz", ("hertz",)),
                        ("J", ("joule", "joules"))):
    _SIZES.update({n: (_symbol, 1) for n in (_symbol, *_words)})
    _SIZES.update({p + _symbol: (_symbol, f) for p, f in (("µ", 1e-6), ("u", 1e-6), ("n", 1e-9), ("m", 1e-3),
                                                          ("k", 1e3), ("M", 1e6))})
_SAID_AFTER = re.compile(r"\s?([µu]?[A-Za-z]+)\b")
_ASKED_IN = re.compile(r"\bin\s+(?:the\s+)?([µu]?[A-Za-z]+)\b|\(([µu]?[A-Za-z]+)\)")


def _size(word: str) -> tuple[str, float] | None:
    return _SIZES.get(word) or (_SIZES.get(word.lower()) if len(word) > 2 else None)  # "mH" is no "MH"


def in_asked_unit(query: str, at: int, value: float, description: str) -> float | None:
    """``value`` (said at ``at``, just after its digits) in the unit the parameter's description asks
    for, when it was said in another unit of the same kind ("50mH" for "the inductance in henries
    (H)" is 0.05; "3 minutes" for "in seconds" is 180); None when there is nothing to convert."""
    said = _SAID_AFTER.match(query, at)
    said_size = _size(said.group(1)) if said else None
    if said_size is None:
        return None
    for m in _ASKED_IN.finditer(description):
        asked = _size(m.group(1) or m.group(2))
        if asked and asked[0] == said_size[0]:
            if asked[1] == said_size[1]:
                return None
            converted = round(value * said_size[1] / asked[1], 10)
            return int(converted) if float(converted).is_integer() else converted
    return None
