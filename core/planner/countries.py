"""A country said by its adjective ("German history" → Germany), for a ``country`` parameter."""

from __future__ import annotations

_OF_ADJECTIVE = {
    "american": "United States", "british": "United Kingdom", "english": "England", "scottish": "Scotland",
    "welsh": "Wales", "irish": "Ireland", "french": "France", "german": "Germany", "italian": "Italy",
    "spanish": "Spain", "portuguese": "Portugal", "dutch": "Netherlands", "belgian": "Belgium", "swiss": "Switzerland",
    "austrian": "Austria", "swedish": "Sweden", "norwegian": "Norway", "danish": "Denmark", "finnish": "Finland",
    "icelandic": "Iceland", "polish": "Poland", "czech": "Czech Republic", "hungarian": "Hungary", "greek": "Greece",
    "turkish": "Turkey", "russian": "Russia", "ukrainian": "Ukraine", "romanian": "Romania", "bulgarian": "Bulgaria",
    "serbian": "Serbia", "croatian": "Croatia", "chinese": "China", "japanese": "Japan", "korean": "South Korea",
    "indian": "India", "pakistani": "Pakistan", "bangladeshi": "Bangladesh", "thai": "Thailand",
    "vietnamese": "Vietnam", "indonesian": "Indonesia", "filipino": "Philippines", "malaysian": "Malaysia",
    "australian": "Australia", "canadian": "Canada", "mexican": "Mexico", "brazilian": "Brazil",
    "argentinian": "Argentina", "argentine": "Argentina", "chilean": "Chile", "peruvian": "Peru",
    "colombian": "Colombia", "cuban": "Cuba", "egyptian": "Egypt", "moroccan": "Morocco", "nigerian": "Nigeria",
    "kenyan": "Kenya", "ethiopian": "Ethiopia", "israeli": "Israel", "iranian": "Iran", "iraqi": "Iraq",
    "saudi": "Saudi Arabia", "afghan": "Afghanistan", "south african": "South Africa", "new zealand": "New Zealand",
}


# Country names a place may carry after a comma ("Paris, France", "Lang Son, Vietnam", "Berkeley, CA, USA").
NAMES = sorted({*_OF_ADJECTIVE.values(), "USA", "U.S.A.", "UK", "U.K.", "UAE", "United Arab Emirates", "Singapore",
                "Hong Kong", "Taiwan", "Qatar", "Nepal", "Sri Lanka"}, key=len, reverse=True)


def is_country_param(param: str) -> bool:
    return "country" in param.lower()


def country_of(value: str) -> str:
    """The country a value names by its adjective ("German" → "Germany"); other values as they are."""
    return _OF_ADJECTIVE.get(value.strip().lower(), value)
