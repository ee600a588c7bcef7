"""`briefcase dev` / `python -m steward`: start Steward (window by default, CLI with arguments)."""

import sys

from app.cli import main

sys.exit(main())
