"""The version: one place, read by pyproject.toml (setuptools dynamic version) and the app."""

__version__ = "0.1.0"
