"""Builds `DiffFloor` in release, with DifferenceKit when `APPDETAIL_DIFFERENCEKIT` names it: the
one build `floor.py` (time) and `instructions.py` (instructions) both run."""

import os
import pathlib
import subprocess

HERE = pathlib.Path(__file__).resolve().parent


def build(with_difference_kit):
    """The path of the built `DiffFloor`."""
    build_path = HERE / (".build-dk" if with_difference_kit else ".build-floor")
    environment = dict(os.environ)
    if with_difference_kit:
        # The manifest resolves a relative path against PWD: make it absolute here.
        environment["APPDETAIL_DIFFERENCEKIT"] = str(pathlib.Path(os.environ["APPDETAIL_DIFFERENCEKIT"]).resolve())
    else:
        environment.pop("APPDETAIL_DIFFERENCEKIT", None)
    subprocess.run(["swift", "build", "-c", "release", "--product", "DiffFloor", "--build-path", str(build_path)],
                   cwd=HERE, env=environment, check=True, stdout=subprocess.DEVNULL)
    return build_path / "release" / "DiffFloor"
