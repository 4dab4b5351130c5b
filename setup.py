"""The package layout, the one part of the build that pyproject.toml cannot say.

The code is found under ``src/``, and the two top-level folders of bundled files are mapped into
the package: ``maps/`` (the boards and tables) becomes ``tabletop_ai.bundled_maps`` and
``assets/`` (icons and other pictures) ``tabletop_ai.assets``. pyproject.toml can either find
packages or list them with their folders, not both. Everything else, the package data
included, is in pyproject.toml.
"""

from setuptools import find_namespace_packages, setup

#: package name -> folder of the checkout (``tabletop_ai.maps`` is code: the map formats)
DATA_PACKAGES = {"tabletop_ai.bundled_maps": "maps", "tabletop_ai.assets": "assets"}
SKIP = ["__pycache__", "*.__pycache__"]

packages = find_namespace_packages("src", exclude=SKIP)
for name, folder in DATA_PACKAGES.items():
    packages += [name, *(f"{name}.{sub}" for sub in find_namespace_packages(folder, exclude=SKIP))]

setup(packages=packages, package_dir={"": "src", **DATA_PACKAGES})
