"""`python -m models.training --config run.json`: the fine-tune entry point (what accelerate launches)."""

import sys

from models.training.lora import main

sys.exit(main())
