"""`python -m app` starts the desktop window (or runs a CLI subcommand)."""

import sys

from app.cli import main

sys.exit(main())
