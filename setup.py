"""Only what pyproject.toml cannot say: the top-level ``templates/`` folder ships inside
the wheel as ``reports/templates`` (setuptools' package finder sees only ``reports/``)."""

from setuptools import find_packages, setup

setup(packages=[*find_packages(include=["reports*"]), "reports.templates"],
      package_dir={"reports.templates": "templates"})
