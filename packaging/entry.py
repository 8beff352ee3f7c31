"""What the bundled executable runs: the same ``main`` as the ``dominos`` console script."""

import sys

from dominos.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
