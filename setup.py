"""Only what pyproject.toml cannot say: the top-level ``templates/`` folder ships inside
the wheel as ``reports/templates``, and the data folders (fonts, models) are listed as the
namespace packages they are, so setuptools builds without a warning about each."""

from setuptools import find_namespace_packages, setup

setup(packages=[*find_namespace_packages(include=["reports*"], exclude=["*.__pycache__"]),
                "reports.templates", "reports.templates.web"],
      package_dir={"reports.templates": "templates"})
