"""One version: the package metadata (what installers and the release tag check) and the
app's ``__version__`` (About, --version) come from ``_version.py``."""

from importlib import metadata

import tabletop_ai


def test_metadata_and_module_agree() -> None:
    assert metadata.version("tabletop-ai") == tabletop_ai.__version__
