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
    """The text is a unit of measurement ("Joules", "km/h")."""
    return bool(re.fullmatch(_UNIT, text.strip(), re.I))


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


def said_unit(query: str, param: str, taken: list[str], of_numbers: bool = False) -> str | None:
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
