"""``python -m reports``: the same CLI as the ``reports`` command (for a virtualenv whose
scripts folder is not on PATH, or to pick the interpreter explicitly)."""

import sys

from .cli import main

sys.exit(main())
