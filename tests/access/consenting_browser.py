"""A stand-in for the user's web browser (used through $BROWSER): opens the Playground's consent page,
presses Allow, and follows the redirect to Steward's loopback receiver, all over real HTTP.

Usage: python tests/access/consenting_browser.py URL
"""

from __future__ import annotations

import re
import sys
from urllib.parse import urljoin

import httpx


def main() -> int:
    url = sys.argv[1]
    with httpx.Client(follow_redirects=False, timeout=10) as http:
        page = http.get(url)
        if page.status_code != 200 or "decision" not in page.text:
            print(f"consent page failed: HTTP {page.status_code}", file=sys.stderr)
            return 1
        form_token = re.search(r"name='form_token' value='([^']+)'", page.text).group(1)
        answer = http.post(url, data={"decision": "allow", "form_token": form_token})
        http.get(urljoin(url, answer.headers["Location"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
